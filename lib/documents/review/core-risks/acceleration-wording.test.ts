/**
 * Payment acceleration worded without "accelerate" or "due and payable": sums made due at once. Expected ratings
 * written from the wording before the code was run; invented sentences, not copies of any eval contract.
 */
import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { analyzeDeterministic } from "../../analyze";

const review = (text: string, perspective: string) => analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain("US-NY"), perspective });
const opening = 'SUBSCRIPTION AGREEMENT\nThis Agreement is made on 1 June 2026 between Quayside Software Inc. ("Vendor") and Marlow Logistics LLC ("Client").\n1. Fees. Client shall pay Vendor the annual fees in Schedule 1.';
const acc = (a: ReturnType<typeof review>) => a.clauses.find((c) => c.findings.includes("accelerates"));

describe("sums made due at once are acceleration, whatever the verb", () => {
  const worded = [
    "2. Expiry. On expiry or termination, all unpaid charges for the Initial Term become payable at once.",
    "2. Late Payment. If Client is more than thirty days late with any payment, any outstanding instalments shall immediately become due.",
  ];
  it.each(worded)("at least medium for the payer, low for the payee: %s", (body) => {
    const text = `${opening}\n${body}`;
    expect(["medium", "high"]).toContain(acc(review(text, "Client"))?.risk_level);
    expect(acc(review(text, "Vendor"))?.risk_level).toBe("low");
  });
  it("fees that fall due on their ordinary dates are not accelerated", () => {
    expect(acc(review(`${opening}\n2. Invoicing. All fees become due on the first day of each month.`, "Client"))).toBeUndefined();
  });
});
