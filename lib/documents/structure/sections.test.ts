import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "../analyze";
import { lawMismatchMessage } from "../handler";

// Invented for this test: an English services agreement whose numbered headings stand alone over their sub-clauses.
const agreement = [
  "SERVICES AGREEMENT",
  'This agreement is made on 2 June 2025 between Larkspur Data Limited ("Supplier") and Millbrook Foods Limited ("Customer").',
  "1. SERVICES",
  "1.1 The Supplier shall provide the payroll services described in the Schedule with reasonable care and skill.",
  "2. FEES",
  "2.1 The Customer shall pay each invoice within 30 days of receipt.",
  "3. CONFIDENTIALITY",
  "3.1 Each party shall keep the other party's confidential information secret and shall not disclose it to any third party.",
  "4. LIMITATION OF LIABILITY",
  "4.1 Nothing in this agreement limits either party's liability for death or personal injury caused by negligence, or for fraud.",
  "4.2 Subject to clause 4.1, the Supplier's total liability under this agreement shall not exceed the fees paid in the twelve months before the claim.",
  "5. INDEMNITY",
  "5.1 The Customer shall indemnify the Supplier against all claims arising from data the Customer supplies.",
  "6. TERM AND TERMINATION",
  "6.1 Either party may terminate this agreement on 90 days' written notice.",
  "7. GOVERNING LAW AND JURISDICTION",
  "7.1 This agreement and any dispute arising from it are governed by the law of England and Wales.",
  "7.2 The courts of England have exclusive jurisdiction over any dispute arising from this agreement.",
].join("\n");

describe("numbered headings standing alone over their sub-clauses", () => {
  const a = analyzeDeterministic([{ page: 1, text: agreement }], { chain: ["GB"], perspective: "Customer" });
  const byLabel = (label: string) => a.clauses.find((c) => c.label === label);

  it("are not reported as clauses: their heading goes to each sub-clause, and clause numbers run 1..n", () => {
    expect(a.clauses.map((c) => c.label)).toEqual([null, "1.1", "2.1", "3.1", "4.1", "4.2", "5.1", "6.1", "7.1", "7.2"]);
    expect(a.clauses.map((c) => c.clause_number)).toEqual(a.clauses.map((_, i) => i + 1));
    expect(byLabel("4.1")!.heading).toBe("LIMITATION OF LIABILITY");
    expect(byLabel("4.2")!.heading).toBe("LIMITATION OF LIABILITY");
    expect(byLabel("7.2")!.heading).toBe("GOVERNING LAW AND JURISDICTION");
    expect(a.clauses.some((c) => c.clause_text.trim() === (c.heading ?? "").trim())).toBe(false);
  });

  it("leave the limitation of liability's findings on its sub-clauses only, not counted again on a heading", () => {
    const ucta = a.clauses.filter((c) => c.cites.some((x) => x.source_id === "uk-unfair-contract-terms-act-1977"));
    // 4.2 is the cap; 4.1, the carve-out for death, personal injury and fraud, is filed as uncapped liability (review15)
    // and says so with UCTA s.2. Neither finding is repeated on the heading "4".
    expect(ucta.map((c) => c.label)).toEqual(["4.1", "4.2"]);
    expect(a.clauses.find((c) => c.label === "4.1")!.risk_level).toBe("low");
    expect(a.summary).not.toMatch(/Clause 4 \(/);
  });

  it("give the governing law and the forum with the contract's own clause number beside their place in the list", () => {
    expect(a.facts.governing_law).toMatchObject({ jurisdiction: "GB", clause_label: "7.1", clause_number: byLabel("7.1")!.clause_number });
    expect(a.facts.forum).toEqual([expect.objectContaining({ kind: "courts", clause_label: "7.2", clause_number: byLabel("7.2")!.clause_number })]);
    const ny = analyzeDeterministic([{ page: 1, text: agreement.replace("the law of England and Wales", "the laws of the State of New York") }], { chain: ["GB"], perspective: null });
    expect(ny.lawMismatch).toBe("US-NY");
    expect(lawMismatchMessage("GB", ny.lawMismatch!, ny.facts.governing_law!.clause_label ?? ny.facts.governing_law!.clause_number)).toContain("(US-NY, clause 7.1)");
  });

  it("give the term clause as key_facts.term when only a sentence sets the term (no clause tagged as the term)", () => {
    const withTerm = agreement.replace("6. TERM AND TERMINATION", "6. TERM").replace(
      "6.1 Either party may terminate this agreement on 90 days' written notice.",
      "6.1 This agreement starts on the date above and continues for 24 months, after which it renews automatically for successive 12-month periods unless either party gives at least 90 days' written notice before the end of the then-current period.",
    );
    const b = analyzeDeterministic([{ page: 1, text: withTerm }], { chain: ["GB"], perspective: "Customer" });
    expect(b.facts.term_duration).toMatchObject({ amount: 24, unit: "month" });
    expect(b.facts.term).toMatch(/^This agreement starts on the date above and continues for 24 months/);
  });
});
