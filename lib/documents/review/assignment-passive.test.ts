import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { analyzeDeterministic } from "../analyze";

// Our own wording: one party may never assign ("may not be assigned by the Speaker"), the other only with consent but
// freely on a merger. The clause favours the second; it was read as favouring the first (its passive limit unseen).
const contract = (assignment: string) =>
  [
    'SPEAKER AGREEMENT\nThis Agreement is made on 5 March 2026 between Brightline Events Inc., a Colorado corporation (the "Organiser"), and Dana Reyes (the "Speaker").',
    "1. Appearances. The Speaker shall appear at four events a year organised by the Organiser.",
    `2. Assignment. ${assignment}`,
    "3. Governing Law. This Agreement is governed by the laws of the State of Colorado.",
  ].join("\n");
const assignmentClause = (assignment: string, perspective: string) =>
  analyzeDeterministic([{ page: 1, text: contract(assignment) }], { chain: jurisdictionChain("US-CO"), perspective }).clauses.find((c) => c.label === "2");

describe("an assignment limit written in the passive", () => {
  const oneSided = "This Agreement may not be assigned by the Speaker in any event. The Organiser shall not assign this Agreement without the Speaker's prior written consent, except an assignment by the Organiser on a merger or a sale of its business.";
  it("binds the party it names; the party with the exception is the freer", () => {
    const c = assignmentClause(oneSided, "Organiser");
    expect(c?.beneficiary).toBe("Organiser");
    expect(c?.obligor).toBe("Speaker");
    expect(assignmentClause(oneSided, "Speaker")?.findings).toMatch(/favours the other side/);
  });
  it("near miss: the same limit on each party, with no exception for either, stays mutual", () => {
    const even = "This Agreement may not be assigned by the Speaker without consent. The Organiser shall not assign this Agreement without the Speaker's consent.";
    expect(assignmentClause(even, "Organiser")?.beneficiary).toBe("mutual");
  });
});
