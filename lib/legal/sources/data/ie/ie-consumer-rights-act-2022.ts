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
    {
      article: "17",
      heading: "Subjective requirements for conformity with sales contract",
      summary:
        "Goods must match what the contract itself specifies: the agreed description, type, quantity and quality, functionality, compatibility and other features; any particular purpose the consumer made known and the trader accepted; and the accessories, instructions and updates the contract provides for.",
      topics: ["consumer", "sale-of-goods", "faulty-goods"],
      situations: [
        "the laptop I bought in Ireland does not have the features listed when I ordered it",
        "I told the shop I needed the jacket to be waterproof and it leaks",
      ],
    },
    {
      article: "18",
      heading: "Objective requirements for conformity with sales contract",
      summary:
        "Besides what was agreed, goods must be fit for the purposes goods of that type are normally used for, have the quality, durability, functionality and other features a consumer can reasonably expect, match any sample or model and public statements such as advertising or labelling, and come with the accessories, packaging and instructions a consumer can reasonably expect.",
      topics: ["consumer", "sale-of-goods", "faulty-goods"],
      situations: [
        "my new washing machine broke after a few months, what are my rights in Ireland",
        "the shoes fell apart after two weeks of normal wear",
        "the product does not do what the advert said",
      ],
    },
    {
      article: "21",
      heading: "Liability of trader under sales contract",
      summary:
        "The trader is liable to the consumer for any lack of conformity that exists when the goods are delivered and becomes apparent within six years of delivery, with special rules for goods with digital elements supplied over a period.",
      topics: ["consumer", "sale-of-goods", "faulty-goods", "limitation"],
      situations: [
        "how long is the shop responsible for a faulty fridge in Ireland",
        "the retailer says my two-year-old TV fault is not their problem",
      ],
    },
    {
      article: "22",
      heading: "Burden of proof under sales contract",
      summary:
        "A lack of conformity that becomes apparent within one year of delivery is presumed to have existed at delivery unless the trader proves otherwise or the presumption is incompatible with the nature of the goods or the fault.",
      topics: ["consumer", "sale-of-goods", "faulty-goods"],
      situations: [
        "the shop says I must prove the phone was faulty when I bought it",
        "my headphones stopped working after eight months and the seller blames me",
      ],
    },
    {
      article: "30",
      heading: "Obligations of trader where sales contract terminated",
      summary:
        "When the consumer ends a sales contract for lack of conformity, the trader must reimburse what the consumer paid and must take back the goods at its own expense.",
      topics: ["consumer", "sale-of-goods", "refunds"],
      situations: [
        "I rejected faulty goods in Ireland, does the shop have to give all my money back",
        "who pays to send back a faulty item I returned",
      ],
    },
    {
      article: "31",
      heading: "Time limits and means of reimbursement by trader: sales contract",
      summary:
        "A refund owed on termination or price reduction must be paid without undue delay and within 14 days of the trader being told of the consumer's decision, using the same means of payment the consumer used unless the consumer agrees otherwise, and without any fee.",
      topics: ["consumer", "sale-of-goods", "refunds"],
      situations: [
        "the shop in Ireland says my refund for faulty goods will take two months",
        "the retailer wants to give me a voucher instead of my money back",
      ],
    },
  ],
};
