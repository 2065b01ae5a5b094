import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "./analyze";

// An opening that dates the agreement ("made on … (the Effective Date)") is tagged with dates, but the term is the
// clause that sets how long the agreement runs.
const contract = `SUPPLY AGREEMENT

This Supply Agreement is made on 14 May 2026 (the "Effective Date") between:

(1) HARBOUR FOODS LIMITED, a company registered in England (the "Buyer"); and

(2) GREENFIELD FARMS LIMITED, a company registered in England (the "Seller").

1. SUPPLY
1.1 The Seller shall supply the Goods ordered by the Buyer.

2. PAYMENT
2.1 The Buyer shall pay each invoice within 30 days of its date.

3. DURATION
3.1 This Agreement begins on the Effective Date and continues for two (2) years. It then renews automatically for successive periods of twelve (12) months unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.

4. GOVERNING LAW
4.1 This Agreement is governed by the law of England and Wales.`;

describe("key_facts.term", () => {
  const a = analyzeDeterministic([{ page: 1, text: contract }], { chain: ["GB"], perspective: "Buyer" });

  it("is the clause that sets the duration, not the opening that dates the agreement", () => {
    expect(a.facts.term_duration).toMatchObject({ amount: 2, unit: "year" });
    expect(a.facts.term).toMatch(/^This Agreement begins on the Effective Date and continues for two \(2\) years/);
  });

  it("gives an evergreen renewal's advice once, not the playbook's shorter note beside it", () => {
    const renewal = a.clauses.find((c) => c.label === "3.1")!;
    expect(renewal.suggested_fix).toMatch(/^Diarise the last day for notice before each renewal/);
    expect(renewal.suggested_fix!.match(/Diarise/g)).toHaveLength(1);
  });
});

describe("governing law against the jurisdiction asked for", () => {
  const indian = `EMPLOYMENT AGREEMENT

This Agreement is made at Bengaluru between Saffron Analytics Private Limited (the "Company") and Ananya Rao (the "Employee").

1. Duties. The Employee shall serve as Senior Data Analyst.

2. Governing law. This Agreement is governed by the laws of India. The courts at Bengaluru shall have exclusive jurisdiction.`;

  it("is no mismatch when a Karnataka review meets 'the laws of India' with its courts at Bengaluru: Karnataka's", () => {
    const a = analyzeDeterministic([{ page: 1, text: indian }], { chain: ["IN-KA", "IN"], perspective: "Employee" });
    expect(a.facts.governing_law?.jurisdiction).toBe("IN-KA");
    expect(a.lawMismatch).toBeNull();
  });

  it("is still a mismatch when the contract chooses another country's law", () => {
    const a = analyzeDeterministic([{ page: 1, text: indian.replace("the laws of India", "the laws of Singapore") }], { chain: ["IN-KA", "IN"], perspective: "Employee" });
    expect(a.lawMismatch).toBe("SG");
  });
});
