import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "../analyze";

const contract = `HAULAGE AGREEMENT

This Haulage Agreement is made on 4 February 2027 between Pennine Freight Limited (the "Carrier") and Dalesway Foods Limited (the "Shipper").

1. Services
The Carrier shall collect and deliver the Shipper's chilled goods.

2. Ending the Agreement
2.1 The Shipper may terminate this Agreement at any time and for any reason by giving fourteen (14) days' notice.
2.2 The Carrier may terminate this Agreement only if the Shipper fails to pay an invoice within ninety (90) days of its due date.

3. Assignment
The Carrier may not assign this Agreement without the Shipper's prior written consent. The Shipper may assign this Agreement freely.

4. Law
This Agreement is governed by the law of England and Wales.
`;

const clause = (a: ReturnType<typeof analyzeDeterministic>, label: string) => a.clauses.find((c) => c.label === label)!;

describe("termination rights read across the contract", () => {
  it("a right to terminate only on a breach favours the other side when that side may terminate at any time", () => {
    const forCarrier = analyzeDeterministic([{ page: 1, text: contract }], { chain: ["GB"], perspective: "Carrier" });
    expect(clause(forCarrier, "2.2").findings).toMatch(/favour the other side: Shipper may terminate freely/);
    expect(clause(forCarrier, "2.2").findings).not.toMatch(/favours your side/);
    const forShipper = analyzeDeterministic([{ page: 1, text: contract }], { chain: ["GB"], perspective: "Shipper" });
    expect(clause(forShipper, "2.2").findings).toMatch(/favour your side/);
  });
  it("'X may not assign without Y's consent' limits X; 'Y may assign freely' is Y's right", () => {
    const a = analyzeDeterministic([{ page: 1, text: contract }], { chain: ["GB"], perspective: "Carrier" });
    expect(clause(a, "3").beneficiary).toBe("Shipper");
    expect(clause(a, "3").findings).toMatch(/assignment clause favours the other side/);
  });
});
