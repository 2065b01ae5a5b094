import type { InstrumentInput } from "../../schema";

/**
 * Articles of the French Consumer Code carry no individual official headings; the headings below are editorial
 * descriptions in square brackets. The legal guarantee of conformity is numbered as in force since Ordonnance
 * n° 2021-1247 of 29 September 2021 (contracts concluded from 1 January 2022).
 */
export const frCodeDeLaConsommation: InstrumentInput = {
  source_id: "fr-code-de-la-consommation",
  title: "Code de la consommation",
  short_names: ["Code de la consommation", "French Consumer Code", "C. consom."],
  jurisdiction: "FR",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006069565",
  date: "1993-07-26",
  provisions: [
    {
      article: "L111-1",
      heading: "[Untitled] Pre-contractual information",
      summary: "Requires the professional, before the consumer is bound, to provide clearly and comprehensibly the main characteristics of the goods or service, the price, the delivery date, the professional's identity and contact details, and information on legal guarantees and functionalities.",
      topics: ["consumer-protection", "information-duties"],
    },
    {
      article: "L112-1",
      heading: "[Untitled] Price information",
      summary: "Requires any seller of goods or provider of services to inform the consumer of prices by marking, labelling, display or any other appropriate process.",
      topics: ["consumer-protection", "pricing"],
    },
    {
      article: "L121-1",
      heading: "[Untitled] Unfair commercial practices",
      summary: "Prohibits unfair commercial practices, meaning those contrary to professional diligence that materially distort or are likely to distort the economic behaviour of the consumer, including misleading and aggressive practices.",
      topics: ["consumer-protection", "unfair-commercial-practices"],
      situations: ["the shop advertised a price it never intended to honour"],
    },
    {
      article: "L212-1",
      heading: "[Untitled] Unfair terms",
      summary: "Deems unfair, and therefore unwritten, terms in contracts between professionals and consumers that create a significant imbalance between the parties' rights and obligations to the consumer's detriment.",
      topics: ["consumer-protection", "unfair-terms"],
      situations: ["a clause in my contract lets the company change the price whenever it wants"],
    },
    {
      article: "L215-1",
      heading: "[Untitled] Information on tacit renewal",
      summary: "Requires a professional providing services under a contract with tacit renewal to inform the consumer in writing, no earlier than three months and no later than one month before the end of the period allowing refusal of renewal, of the option not to renew; without this information the consumer may terminate free of charge at any time after the renewal date.",
      topics: ["consumer-protection", "subscriptions", "automatic-renewal"],
      situations: ["my gym subscription renewed automatically without warning", "can I cancel a contract that renewed without my knowing"],
    },
    {
      article: "L215-1-1",
      heading: "[Untitled] Termination by electronic means",
      summary: "Requires a professional whose contracts can be concluded electronically to let the consumer terminate them by electronic means through an easily accessible function, and to confirm the termination.",
      topics: ["consumer-protection", "subscriptions", "termination", "e-commerce"],
      situations: ["I signed up online but they say I must cancel by letter"],
    },
    {
      article: "L216-1",
      heading: "[Untitled] Delivery date",
      summary: "Requires the professional to deliver the goods or perform the service on the date or within the period indicated to the consumer, and absent an indication, without undue delay and no later than 30 days after the contract.",
      topics: ["consumer-protection", "delivery"],
      situations: ["the furniture I ordered in France still hasn't arrived a month later"],
    },
    {
      article: "L216-6",
      heading: "[Untitled] Cancellation for failure to deliver",
      summary: "Lets the consumer cancel the contract by registered letter or in writing on a durable medium if the professional fails to deliver after being requested to do so within a reasonable additional period, or immediately where the date was essential.",
      topics: ["consumer-protection", "delivery", "cancellation"],
      situations: ["my online order never arrived, can I cancel and get a refund"],
    },
    {
      article: "L217-3",
      heading: "[Untitled] Seller's duty of conformity",
      summary: "Requires the seller to deliver goods that conform to the contract and to the statutory criteria, and makes it answerable for lack of conformity existing at delivery that appears within two years of it.",
      topics: ["consumer-protection", "sale-of-goods", "legal-guarantee"],
      situations: ["the TV I bought in France stopped working after a year"],
    },
    {
      article: "L217-7",
      heading: "[Untitled] Presumption of non-conformity",
      summary: "Presumes that defects of conformity appearing within 24 months of delivery (12 months for second-hand goods) existed at delivery, unless the seller proves otherwise.",
      topics: ["consumer-protection", "sale-of-goods", "burden-of-proof", "legal-guarantee"],
      situations: ["the shop says I broke the product but it failed after 18 months"],
    },
    {
      article: "L217-8",
      heading: "[Untitled] Consumer remedies for non-conformity",
      summary: "Entitles the consumer, in case of lack of conformity, to have the goods brought into conformity or, failing that, to a price reduction or to cancel the contract, and to withhold payment until the seller complies.",
      topics: ["consumer-protection", "sale-of-goods", "remedies", "legal-guarantee"],
      situations: ["the laptop I bought in France doesn't work properly, what can I ask the seller for"],
    },
    {
      article: "L217-9",
      heading: "[Untitled] Repair or replacement",
      summary: "Lets the consumer choose between repair and replacement, unless the choice is impossible or disproportionately costly for the seller.",
      topics: ["consumer-protection", "sale-of-goods", "repair", "replacement"],
      situations: ["can I choose whether the shop repairs or replaces my broken phone"],
    },
    {
      article: "L217-10",
      heading: "[Untitled] Time limit and cost of bringing into conformity",
      summary: "Requires repair or replacement to be carried out within a reasonable time not exceeding 30 days from the consumer's request and free of charge, without major inconvenience to the consumer.",
      topics: ["consumer-protection", "sale-of-goods", "repair"],
      situations: ["the shop has had my phone for repair for two months"],
    },
    {
      article: "L218-2",
      heading: "[Untitled] Two-year limit for professionals' claims",
      summary: "Time-bars the action of professionals for goods or services supplied to consumers after two years.",
      topics: ["consumer-protection", "limitation", "debts"],
      situations: ["a company is asking me to pay an old bill from three years ago"],
    },
    {
      article: "L221-18",
      heading: "[Untitled] Fourteen-day right of withdrawal",
      summary: "Gives the consumer 14 days to withdraw from a distance, telephone or off-premises contract without giving reasons or bearing costs other than those provided for, starting from conclusion for services and from receipt for goods.",
      topics: ["consumer-protection", "withdrawal-right", "distance-selling"],
      situations: ["can I return something I bought online in France"],
    },
    {
      article: "L221-24",
      heading: "[Untitled] Refund after withdrawal",
      summary: "Requires the professional to refund all sums paid, including delivery costs, within 14 days of being informed of the withdrawal, with increases for late refund; it may defer refund until the goods are recovered or proof of dispatch is given.",
      topics: ["consumer-protection", "withdrawal-right", "refund"],
      situations: ["the seller still has not refunded the price and the delivery costs two weeks after I withdrew"],
    },
    {
      article: "L221-28",
      heading: "[Untitled] Exceptions to the right of withdrawal",
      summary: "Excludes the right of withdrawal for listed contracts, such as services fully performed with the consumer's agreement, goods made to specification, perishable goods, unsealed hygiene goods, accommodation and leisure services for a specific date, and unsealed recordings or software.",
      topics: ["consumer-protection", "withdrawal-right"],
      situations: ["which purchases have no cooling-off right, such as made-to-measure furniture, fresh food or opened software"],
    },
    {
      article: "L312-19",
      heading: "[Untitled] Withdrawal from consumer credit",
      summary: "Lets a borrower withdraw from a consumer credit agreement without giving reasons within 14 calendar days of accepting the offer.",
      topics: ["consumer-credit", "withdrawal-right"],
      situations: ["can I cancel a loan I just signed"],
    },
  ],
};
