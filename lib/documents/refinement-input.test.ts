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

describe("what the model is told about direction and law", () => {
  it("sends whom each clause protects, the chosen law and a mismatch, and keeps a perspective that is not a party out", async () => {
    const { analyzeDeterministic } = await import("./analyze");
    const { refinementPrompt } = await import("./handler");
    const text = [
      "SOFTWARE LICENSE AGREEMENT",
      'This Agreement is made between Acme Software Ltd ("Licensor") and Beta Retail Inc ("Licensee").',
      "1. Limitation of Liability. In no event shall Licensor's total liability exceed fifty dollars ($50).",
      "2. Governing Law. This Agreement is governed by the laws of the State of New York.",
    ].join("\n");
    const a = analyzeDeterministic([{ page: 1, text }], { chain: ["GB"], perspective: "Customer" });
    const registry = { getProvision: () => undefined } as unknown as Parameters<typeof refinementPrompt>[2];
    const prompt = refinementPrompt({ jurisdiction: "GB", analysis_type: "full", perspective: "Customer" } as Parameters<typeof refinementPrompt>[0], a, registry);
    expect(prompt).toContain("Acting for: neither party");
    expect(prompt).toMatch(/chooses the law of US-NY, not GB/);
    const cap = sent(refinementInput(a)).find((c) => (c as { beneficiary?: string }).beneficiary) as unknown as { beneficiary: string; obligor: string };
    expect(cap).toMatchObject({ beneficiary: "Licensor", obligor: "Licensee" });
  });
});
