/**
 * Default interest raised above the contract's own rate: expected ratings written from the wording before the code
 * was run; invented contracts, not copies of any eval contract.
 */
import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { analyzeDeterministic } from "../../analyze";

const review = (text: string, perspective: string | null) => analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain("GB"), perspective });
const clause = (r: ReturnType<typeof review>, label: string) => r.clauses.find((c) => c.label === label)!;
const loan = (body: string) =>
  [
    'FACILITY AGREEMENT\nThis Agreement is made on 2 March 2026 between Fernlea Bank plc ("Lender") and Harrow Tools Limited ("Borrower").',
    "1. Loan. The Lender has made available to the Borrower a term loan of £400,000 (the \"Loan\").",
    "2. Repayment. The Borrower shall repay the Loan, with interest at the Interest Rate, in twelve quarterly instalments. All sums owing by the Borrower to the Lender are payable in sterling.",
    body,
    "9. Governing Law. This Agreement is governed by the law of England and Wales.",
  ].join("\n");

describe("default interest raised above the contract's own rate", () => {
  const worded = [
    "3. Default Interest. While an Event of Default is continuing, interest on the Loan accrues at 3.50% per annum above the Interest Rate.",
    "3. Default Interest. If the Borrower fails to pay any amount when due, the whole Loan shall bear interest at the rate otherwise applicable plus four per cent per annum until the failure is remedied.",
  ];
  it.each(worded)("is at least medium for the side that pays it and low for the side paid: %s", (body) => {
    const text = loan(body);
    const asBorrower = clause(review(text, "Borrower"), "3");
    expect(asBorrower.risk_level).toBe("medium");
    expect(asBorrower.findings).toContain("above the contract's own rate");
    expect(clause(review(text, "Lender"), "3").risk_level).toBe("low");
  });
  it("is not ordinary interest on an overdue sum over a reference rate", () => {
    const text = loan("3. Late Payment. Any sum not paid when due bears interest at four per cent above the Bank of England base rate from the due date until payment.");
    expect(clause(review(text, "Borrower"), "3").findings).not.toContain("above the contract's own rate");
  });
});
