import { describe, expect, it } from "vitest";
import { refinementInput } from "./handler";
import type { DraftClause } from "./analyze";

const clause = (n: number, risk: DraftClause["risk_level"], category: string | null = null): DraftClause =>
  ({ clause_number: n, clause_text: `Clause ${n} text.`, risk_level: risk, findings: "", cites: [], heading: null, label: String(n), page: 1, kind: "clause", category, categories: category ? [category] : [] }) as unknown as DraftClause;

const sent = (input: string) => JSON.parse(input.split("\n")[2]) as { clause_number: number }[];

describe("the clauses a document refinement sends", () => {
  it("sends every clause of a short document, in order", () => {
    const clauses = [clause(1, "low"), clause(2, "high", "cap_on_liability"), clause(3, "low")];
    expect(sent(refinementInput({ title: "T", clauses })).map((c) => c.clause_number)).toEqual([1, 2, 3]);
  });

  it("keeps the risky and categorised clauses of a long one, says how many it left out, and keeps document order", () => {
    const clauses = Array.from({ length: 200 }, (_, i) => clause(i + 1, "low"));
    clauses[149] = clause(150, "critical", "uncapped_liability");
    clauses[179] = clause(180, "medium", "non_compete");
    clauses[189] = clause(190, "low", "governing_law");
    const input = refinementInput({ title: "Master Services Agreement", clauses });
    const numbers = sent(input).map((c) => c.clause_number);
    expect(numbers).toHaveLength(120);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    for (const n of [150, 180, 190]) expect(numbers).toContain(n);
    expect(input).toContain("80 further clauses");
  });
});
