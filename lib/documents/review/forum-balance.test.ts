import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "../analyze";

const facility = `BRIDGE FACILITY LETTER

This letter is dated 9 March 2027 and is made between Kinross Joinery Limited (the "Borrower") and Albion Trade Finance Limited (the "Financier").

1. Facility
The Financier makes available to the Borrower a facility of £300,000.

2. Jurisdiction
2.1 This letter is governed by English law.
2.2 The courts of England have exclusive jurisdiction to settle any dispute arising out of this letter.
2.3 Clause 2.2 is for the benefit of the Financier only, and the Financier shall not be prevented from taking proceedings in any other courts.
`;

describe("a jurisdiction clause for one party's benefit", () => {
  it("is said to favour that party and is a risk to the party it binds", () => {
    const forBorrower = analyzeDeterministic([{ page: 1, text: facility }], { chain: ["GB"], perspective: "Borrower" });
    expect(forBorrower.facts.forum[0]).toMatchObject({ kind: "courts", exclusive: false, for_benefit_of: "Financier" });
    const clause = forBorrower.clauses.find((c) => c.label === "2.2")!;
    expect(clause.findings).toMatch(/for the benefit of Financier only: Financier may also sue in other courts, while Borrower is held to the courts of England\. It favours the other side\./);
    expect(clause.risk_level).toBe("medium");
    const forFinancier = analyzeDeterministic([{ page: 1, text: facility }], { chain: ["GB"], perspective: "Financier" });
    expect(forFinancier.clauses.find((c) => c.label === "2.2")!.findings).toMatch(/It favours your side\./);
  });
});
