import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { analyzeDeterministic } from "../../analyze";

const review = (text: string, perspective: string | null) => analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain("GB"), perspective });
const clause = (r: ReturnType<typeof review>, label: string) => r.clauses.find((c) => c.label === label)!;

const loan = [
  'TERM LOAN AGREEMENT\nThis Agreement is made on 2 June 2026 between Millbrook Tools Limited (the "Borrower") and Severn Commercial Finance Limited (the "Lender").',
  "1. The Loan. The Lender agrees to lend the Borrower £750,000, repayable in eight equal quarterly instalments.",
  "2. Prepayment.\n2.1 The Borrower may prepay the Loan on 30 days' notice.\n2.2 If any person acquires control of the Borrower, the Borrower shall immediately repay the Loan in full with accrued interest.",
  "3. Events of Default. Each of the following is an Event of Default:",
  "(a) the Borrower fails to pay any amount due under this Agreement on its due date;",
  "(b) any other indebtedness for borrowed money of the Borrower is declared due and payable before its stated maturity;",
  "(c) Ms Anna Reyes ceases to be the chief executive of the Borrower;",
  "(d) any event occurs which in the opinion of the Lender has a material adverse effect on the Borrower's business.",
  "4. Governing Law. This Agreement is governed by the law of England and Wales.",
].join("\n");

describe("a loan's events of default and forced repayment, from the borrower's side", () => {
  it("flags a cross-default with no threshold, a key person, a lender-judged MAC and a change of control forcing repayment", () => {
    const r = review(loan, "Borrower");
    expect(clause(r, "(b)")).toMatchObject({ risk_level: "high" });
    expect(clause(r, "(b)").findings).toContain("with no threshold");
    expect(clause(r, "(c)")).toMatchObject({ risk_level: "medium" });
    expect(clause(r, "(c)").findings).toContain("key-person event");
    expect(clause(r, "(d)").risk_level).toBe("high");
    expect(clause(r, "(d)").findings).toContain("judged by what the lender believes");
    expect(clause(r, "2.2").findings).toContain("forces immediate repayment");
    expect(r.overall_risk).toBe("high");
  });

  it("a threshold makes the cross-default a medium point; for the lender the same events are in its favour", () => {
    const withThreshold = loan.replace("before its stated maturity;", "before its stated maturity, unless the amount is less than £100,000;");
    expect(clause(review(withThreshold, "Borrower"), "(b)").risk_level).toBe("medium");
    const lender = review(loan, "Lender");
    expect(clause(lender, "(b)").risk_level).toBe("low");
    expect(clause(lender, "(b)").findings).toContain("In the lender's favour");
  });

  it("a contract that is not a loan is not read for them", () => {
    const supply = loan.replace("TERM LOAN AGREEMENT", "SUPPLY AGREEMENT").replace("1. The Loan. The Lender agrees to lend the Borrower £750,000, repayable in eight equal quarterly instalments.", "1. Supply. The Lender shall supply the Borrower with machine tools.");
    const r = review(supply, "Borrower");
    expect(r.clauses.some((c) => c.findings.includes("key-person event"))).toBe(false);
  });
});
