import type { InstrumentInput } from "../../schema";

export const ukContractsRightsOfThirdPartiesAct1999: InstrumentInput = {
  source_id: "uk-contracts-rights-of-third-parties-act-1999",
  title: "Contracts (Rights of Third Parties) Act 1999 (1999 c. 31)",
  short_names: ["Contracts (Rights of Third Parties) Act 1999", "C(RTP)A 1999", "Third Parties Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1999/31/contents",
  date: "1999-11-11",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Right of third party to enforce contractual term",
      summary:
        "A person who is not a party to a contract may enforce a term if the contract expressly allows it or the term purports to confer a benefit on them, unless on a proper construction the parties did not intend it to be enforceable by the third party; the third party must be identified by name, class or description.",
      topics: ["contract", "third-party-rights"],
      situations: [
        "my parents booked a holiday for me; can I sue the company myself",
        "can a beneficiary named in a contract enforce it",
      ],
    },
    {
      article: "2",
      heading: "Variation and rescission of contract",
      summary:
        "Once the third party has communicated assent to the term, relied on it in a way the promisor knew of or could foresee, the contracting parties may not cancel or vary it to extinguish or alter the third party's right without their consent, unless the contract provides otherwise.",
      topics: ["contract", "third-party-rights"],
      situations: [
        "can the parties change the contract after I relied on a benefit promised to me",
        "the parties cancelled the contract term that benefited me",
      ],
    },
    {
      article: "3",
      heading: "Defences etc. available to promisor",
      summary:
        "In a third party's enforcement claim the promisor may rely on defences and set-offs that would have been available against the contracting party arising from or in connection with the contract.",
      topics: ["contract", "third-party-rights"],
      situations: [
        "can the company refuse to pay me because the person who booked owed them money",
        "the supplier raises a defence against me that it had against the buyer",
      ],
    },
    {
      article: "6",
      heading: "Exceptions",
      summary:
        "The third-party right does not apply to bills of exchange and negotiable instruments, company constitutions, contracts of employment as against an employee, and certain carriage contracts, among others.",
      topics: ["contract", "third-party-rights", "scope"],
      situations: [
        "does the third party rights law apply to employment contracts",
        "can a third party enforce a company's articles of association",
      ],
    },
  ],
};
