import type { InstrumentInput } from "../../schema";

/**
 * Fair Debt Collection Practices Act, 15 U.S.C. §§ 1692–1692p.
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usFdcpa: InstrumentInput = {
  source_id: "us-fdcpa",
  title: "Fair Debt Collection Practices Act",
  short_names: ["FDCPA", "Fair Debt Collection Practices Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter41/subchapter5&edition=prelim",
  date: "1977-09-20",
  provisions: [
    {
      article: "1692",
      heading: "Congressional findings and declaration of purpose",
      summary:
        "Records Congress's findings of abundant evidence of abusive, deceptive and unfair debt collection practices, and states the purposes of eliminating them, protecting collectors who do not use them, and promoting consistent state action.",
      topics: ["debt-collection", "consumer", "principles"],
      situations: [
        "why is debt collection regulated",
      ],
    },
    {
      article: "1692a",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including consumer, debt (an obligation for personal, family or household purposes) and debt collector (a person whose principal business is collecting debts, or who regularly collects debts owed to another), excluding creditors collecting their own debts under their own name.",
      topics: ["debt-collection", "consumer", "definitions", "scope"],
      situations: [
        "does the debt collection law cover the store I originally owed money to",
        "is a business debt covered by the debt collection law",
      ],
    },
    {
      article: "1692b",
      heading: "Acquisition of location information",
      summary:
        "Limits how a debt collector may contact third parties to locate a consumer: it must identify itself, may not say the consumer owes a debt, generally may contact a person only once, and may not use postcards or revealing envelopes.",
      topics: ["debt-collection", "privacy"],
      situations: [
        "a debt collector called my employer and told them I owe money",
        "a collector keeps calling my sister to find me",
      ],
    },
    {
      article: "1692c",
      heading: "Communication in connection with debt collection",
      summary:
        "Restricts communications with the consumer: not at unusual or inconvenient times or places (presumed before 8 a.m. or after 9 p.m.), not directly when the consumer has a lawyer, not at work if the employer prohibits it; a collector must stop contact when the consumer says in writing they refuse to pay or want contact to cease, and may not discuss the debt with third parties.",
      topics: ["debt-collection", "harassment", "privacy"],
      situations: [
        "a debt collector calls me at 10 at night",
        "how do I make a debt collector stop contacting me",
        "the collector keeps calling me at work even though my boss forbids it",
      ],
    },
    {
      article: "1692d",
      heading: "Harassment or abuse",
      summary:
        "Prohibits harassment, oppression or abuse in collecting a debt, such as threats of violence, obscene language, publishing lists of debtors, and causing the phone to ring repeatedly with intent to annoy.",
      topics: ["debt-collection", "harassment"],
      situations: [
        "a collector threatened to hurt me if I do not pay",
        "they call me 20 times a day about a debt",
        "the debt collector swore at me on the phone",
      ],
    },
    {
      article: "1692e",
      heading: "False or misleading representations",
      summary:
        "Prohibits false, deceptive or misleading representations, such as falsely implying the collector is a lawyer or government agent, misstating the amount or legal status of the debt, threatening arrest or action that cannot legally be taken or is not intended, and failing to disclose that the communication is from a debt collector.",
      topics: ["debt-collection", "misrepresentation"],
      situations: [
        "a collector said I would be arrested if I did not pay today",
        "they claim I owe far more than my original bill",
        "the letter looked like it came from a court but was from a collector",
      ],
    },
    {
      article: "1692f",
      heading: "Unfair practices",
      summary:
        "Prohibits unfair or unconscionable means of collection, such as collecting amounts not authorised by the agreement or by law, depositing post-dated cheques early, threatening to take property without a right to it, and using postcards.",
      topics: ["debt-collection", "unfair-practices"],
      situations: [
        "the collector added fees that are not in my original contract",
        "they cashed my post-dated cheque early",
      ],
    },
    {
      article: "1692g",
      heading: "Validation of debts",
      summary:
        "Requires the collector, within five days after the initial communication, to send a written notice stating the amount, the creditor and the consumer's right to dispute within 30 days; if the consumer disputes in writing within that period the collector must stop collection until it mails verification of the debt.",
      topics: ["debt-collection", "disputes", "notice"],
      situations: [
        "I do not recognise this debt, how do I make them prove it",
        "a collector contacted me but never sent anything in writing",
        "how long do I have to dispute a debt collection letter",
      ],
    },
    {
      article: "1692h",
      heading: "Multiple debts",
      summary:
        "Where a consumer owes several debts and makes a single payment, forbids the collector to apply it to a disputed debt and requires it to follow the consumer's directions.",
      topics: ["debt-collection", "payments"],
      situations: [
        "I paid one debt but the collector put the money toward another one I dispute",
      ],
    },
    {
      article: "1692i",
      heading: "Legal actions by debt collectors",
      summary:
        "Requires a debt collector suing on a debt to sue in the judicial district where the consumer signed the contract or lives, or, for a debt secured by land, where the land is.",
      topics: ["debt-collection", "litigation", "venue"],
      situations: [
        "a debt collector sued me in a court in another state",
      ],
    },
    {
      article: "1692j",
      heading: "Furnishing certain deceptive forms",
      summary:
        "Prohibits designing or furnishing forms that falsely make a consumer believe that someone other than the creditor, such as a collection agency, is participating in collecting the debt.",
      topics: ["debt-collection", "misrepresentation"],
      situations: [
        "the creditor sent letters pretending to be from a collection agency",
      ],
    },
    {
      article: "1692k",
      heading: "Civil liability",
      summary:
        "Makes a debt collector that fails to comply liable for actual damages, additional statutory damages up to $1,000 for an individual (capped in class actions), and costs and attorney's fees; there is a defence for bona fide errors despite reasonable procedures, and suit must be brought within one year of the violation.",
      topics: ["debt-collection", "remedies", "damages", "limitation-period"],
      situations: [
        "can I sue a debt collector that harassed me",
        "how long do I have to sue a debt collector",
      ],
    },
    {
      article: "1692l",
      heading: "Administrative enforcement",
      summary:
        "Makes the Federal Trade Commission responsible for enforcing compliance, treating a violation as an unfair or deceptive act, with other agencies and the Consumer Financial Protection Bureau enforcing for the entities they oversee.",
      topics: ["debt-collection", "enforcement"],
      situations: [
        "which agency do I complain to about a debt collector",
      ],
    },
    {
      article: "1692n",
      heading: "Relation to State laws",
      summary:
        "Preserves state laws on debt collection except to the extent inconsistent with the Act, and treats a state law giving greater protection as not inconsistent.",
      topics: ["debt-collection", "state-law"],
      situations: [
        "my state's debt collection law gives more protection, does it apply",
      ],
    },
  ],
};
