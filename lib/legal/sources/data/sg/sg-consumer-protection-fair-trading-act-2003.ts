import type { InstrumentInput } from "../../schema";

/**
 * Singapore Consumer Protection (Fair Trading) Act 2003, selected sections (2020 Revised Edition). Section numbers
 * and headings checked against the 2020 Revised Edition's arrangement of sections and the section texts reproduced
 * on laws.sg (Part 3 sections were numbered 12A to 12F before the 2020 revision).
 */
export const sgConsumerProtectionFairTradingAct2003: InstrumentInput = {
  source_id: "sg-consumer-protection-fair-trading-act-2003",
  title: "Consumer Protection (Fair Trading) Act 2003 (2020 Revised Edition)",
  short_names: ["Consumer Protection (Fair Trading) Act 2003", "CPFTA", "Consumer Protection (Fair Trading) Act", "Singapore lemon law"],
  jurisdiction: "SG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://sso.agc.gov.sg/Act/CPFTA2003",
  date: "2003",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "4",
      heading: "Meaning of unfair practice",
      summary:
        "Defines an unfair practice by a supplier in a consumer transaction: doing or saying (or leaving out) anything that might reasonably deceive or mislead a consumer, making a false claim, taking advantage of a consumer the supplier knows or ought to know cannot protect their own interests or understand the transaction, or doing anything listed in the Second Schedule.",
      topics: ["consumer-protection", "unfair-practices", "misleading-advertising"],
      situations: [
        "the shop told me the phone was brand new but it was refurbished",
        "a salesman pressured my elderly father into an expensive package he did not understand",
        "the seller lied about what the product could do",
        "a Singapore business misled me into buying something",
      ],
    },
    {
      article: "6",
      heading: "Consumer's right to sue for unfair practice",
      summary:
        "Lets a consumer who entered a consumer transaction involving an unfair practice sue the supplier in a court of competent jurisdiction, provided the claim (or the value of the subject matter) does not exceed the prescribed limit; a consumer whose claim exceeds the limit may abandon the excess to bring it within the limit.",
      topics: ["consumer-protection", "unfair-practices", "remedies"],
      situations: [
        "can I take the shop to court in Singapore for misleading me",
        "how do I get my money back from a business that cheated me",
      ],
    },
    {
      article: "11",
      heading: "Right to cancel certain contracts within cancellation period",
      summary:
        "Gives a consumer the right to cancel the kinds of contract specified in regulations (such as direct sales made during an unsolicited visit to the consumer's home and time share contracts) within the cancellation period the regulations set, with the consequences the regulations provide.",
      topics: ["consumer-protection", "cancellation", "cooling-off", "direct-selling"],
      situations: [
        "a salesperson came to my flat and I signed up, can I change my mind",
        "can I cancel a timeshare I agreed to in Singapore",
      ],
    },
    {
      article: "14",
      heading: "Application of this Part",
      summary:
        "Applies the Part 3 remedies where a consumer buys goods that do not conform to the contract at the time of delivery; goods found not to conform within 6 months after delivery are taken not to have conformed at delivery unless the contrary is shown or the presumption does not fit the goods. The consumer may then ask for repair or replacement, or a price reduction or rescission.",
      topics: ["consumer-protection", "defects", "consumer-guarantees", "sale-of-goods"],
      situations: [
        "my new washing machine broke down after three months in Singapore",
        "the laptop I bought stopped working within six months, what are my rights",
        "do I have to prove the fault was there when I bought it",
      ],
    },
    {
      article: "15",
      heading: "Repair or replacement of goods",
      summary:
        "Lets the consumer require the seller to repair or replace non-conforming goods, which the seller must do within a reasonable time, without significant inconvenience to the consumer and at its own cost; the consumer cannot insist on a remedy that is impossible or disproportionate compared with the other.",
      topics: ["consumer-protection", "defects", "repair", "replacement", "sale-of-goods"],
      situations: [
        "the shop refuses to fix or swap the faulty fridge I bought",
        "who pays to repair a defective item I bought last month",
        "I bought a faulty product in Singapore, can I ask for a repair or replacement",
        "the Singapore shop refuses to exchange a defective item",
      ],
    },
    {
      article: "16",
      heading: "Reduction in amount to be paid or rescission of contract",
      summary:
        "Lets the consumer instead ask for an appropriate price reduction or rescind the contract for non-conforming goods if repair and replacement are not available, or if the seller did not repair or replace within a reasonable time and without significant inconvenience; any refund on rescission may be reduced for the use the consumer has had.",
      topics: ["consumer-protection", "defects", "refund", "rescission"],
      situations: [
        "the seller tried to fix it twice and it still does not work, can I get a refund",
        "can I keep the faulty item and pay less for it",
      ],
    },
  ],
};
