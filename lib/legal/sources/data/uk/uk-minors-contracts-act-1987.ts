import type { InstrumentInput } from "../../schema";

export const ukMinorsContractsAct1987: InstrumentInput = {
  source_id: "uk-minors-contracts-act-1987",
  title: "Minors' Contracts Act 1987 (1987 c. 13)",
  short_names: ["Minors' Contracts Act 1987", "Minors Contracts Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1987/13/contents",
  date: "1987-04-09",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "2",
      heading: "Guarantees",
      summary:
        "A guarantee of a minor's obligation is not unenforceable against the guarantor merely because the main obligation is unenforceable against the minor because they were under 18 when it was made.",
      topics: ["contract", "minors", "guarantees"],
      situations: [
        "I guaranteed my 17 year old's phone contract; am I liable if he cannot be sued",
        "I guaranteed a loan to a minor; can the lender sue me",
      ],
    },
    {
      article: "3",
      heading: "Restitution",
      summary:
        "Where a contract with a minor is unenforceable against them, or they repudiate it, the court may, if just and equitable, require the minor to transfer to the other party any property acquired under it or property representing it.",
      topics: ["contract", "minors", "remedies"],
      situations: [
        "a teenager bought goods on credit and will not pay; can I get the goods back",
        "can a contract with a 16 year old be enforced",
      ],
    },
  ],
};
