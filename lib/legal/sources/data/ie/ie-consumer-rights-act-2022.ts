import type { InstrumentInput } from "../../schema";

/**
 * Ireland's Consumer Rights Act 2022 (No. 37 of 2022), Part 2 (sales contracts), selected sections. Section numbers
 * and headings checked against the Act's table of contents on the Irish Statute Book.
 */
export const ieConsumerRightsAct2022: InstrumentInput = {
  source_id: "ie-consumer-rights-act-2022",
  title: "Consumer Rights Act 2022 (No. 37 of 2022)",
  short_names: ["Consumer Rights Act 2022", "Consumer Rights Act 2022 (Ireland)", "CRA 2022"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.irishstatutebook.ie/eli/2022/act/37/enacted/en/html",
  date: "2022",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "15",
      heading: "Goods to be in conformity with sales contract",
      summary:
        "Requires goods sold by a trader to a consumer to conform with the sales contract, meaning they must meet both the requirements agreed in the contract and the objective requirements a consumer can reasonably expect of goods of that type, and be correctly installed where installation is part of the contract.",
      topics: ["consumer-protection", "sale-of-goods", "conformity", "defects"],
      situations: [
        "the couch delivered in Ireland is not the one I ordered",
        "the kettle I bought in a Dublin shop does not work properly",
      ],
    },
    {
      article: "24",
      heading: "Short-term right to terminate sales contract",
      summary:
        "Gives a consumer whose goods do not conform with the sales contract a short-term right to terminate the contract and get a refund, exercisable within a limited period after delivery that the section sets, as an alternative to asking for repair or replacement.",
      topics: ["consumer-protection", "sale-of-goods", "refund", "defects"],
      situations: [
        "I bought a faulty phone in Ireland last week, can I just get my money back",
        "do I have to accept a repair or can I return the broken item straight away",
      ],
    },
    {
      article: "25",
      heading: "Repair or replacement of goods",
      summary:
        "Lets the consumer require the trader to repair or replace non-conforming goods, free of charge, within a reasonable time and without significant inconvenience to the consumer, unless the chosen remedy is impossible or would impose disproportionate costs on the trader compared with the other.",
      topics: ["consumer-protection", "sale-of-goods", "repair", "replacement", "defects"],
      situations: [
        "the shop in Ireland wants to charge me to fix a washing machine that broke after a few months",
        "can I insist on a new replacement instead of a repair",
      ],
    },
    {
      article: "26",
      heading: "Right to proportionate reduction in price or final termination of sales contract",
      summary:
        "Lets the consumer instead ask for a proportionate price reduction or finally terminate the contract where repair or replacement is impossible or disproportionate, the trader has not completed it properly or in a reasonable time, the fault reappears, or the lack of conformity is serious enough to justify it.",
      topics: ["consumer-protection", "sale-of-goods", "refund", "price-reduction", "defects"],
      situations: [
        "my car was repaired twice by the dealer and the same fault is back, can I hand it back",
        "can I keep a faulty product and get part of my money back in Ireland",
      ],
    },
  ],
};
