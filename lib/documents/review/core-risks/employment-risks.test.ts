import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { analyzeDeterministic } from "../../analyze";

const review = (text: string, jurisdiction: string, perspective: string | null) =>
  analyzeDeterministic([{ page: 1, text }], { chain: jurisdictionChain(jurisdiction), perspective });

/** A short employment contract with one clause under test as clause 3. */
const contract = (clause: string, law = "India") =>
  [
    'EMPLOYMENT AGREEMENT\nThis Employment Agreement is made on 1 May 2026 between Kaveri Systems Private Limited (the "Company") and Meera Iyer (the "Employee").',
    "1. Appointment. The Company employs the Employee as Quality Analyst.",
    "2. Salary. The Company shall pay the Employee a salary of INR 7,20,000 per annum.",
    `3. ${clause}`,
    `4. Governing Law. This Agreement is governed by the laws of ${law}.`,
  ].join("\n");

const clause3 = (a: ReturnType<typeof review>) => a.clauses.find((c) => c.label === "3")!;
const cited = (cites: { source_id: string; article: string }[]) => cites.map((c) => `${c.source_id} ${c.article}`);

describe("employment core risks, rated for the employee and the employer", () => {
  it("unilateral variation of any term is high for the employee, low for the employer; a change needing both sides' agreement is none", () => {
    const text = contract("Variation. The Company reserves the right to amend, alter or modify any of the terms and conditions of this Agreement at its discretion.");
    expect(clause3(review(text, "IN-MH", "Employee"))).toMatchObject({ risk_level: "high" });
    expect(clause3(review(text, "IN-MH", "Employee")).findings).toContain("change the terms of employment alone");
    expect(clause3(review(text, "IN-MH", "Company")).risk_level).toBe("low");
    const agreed = contract("Variation. No variation of this Agreement is effective unless agreed in writing by both the Company and the Employee.");
    expect(clause3(review(agreed, "IN-MH", "Employee")).findings).not.toContain("alone");
  });

  it("a training bond payable however the job ends is high and cites s.74 in India; a pro-rated refund of actual cost on resignation is none", () => {
    const text = contract("Training. The Company will sponsor a certification course. If the Employee's employment is terminated for any reason within 24 months, the Employee shall pay the Company INR 4,00,000.");
    const asEmployee = clause3(review(text, "IN-MH", "Employee"));
    expect(asEmployee.risk_level).toBe("high");
    expect(asEmployee.findings).toContain("even when the employer ends it");
    expect(cited(asEmployee.cites)).toContain("in-contract-act-1872 74");
    expect(clause3(review(text, "IN-MH", "Company")).risk_level).toBe("low");
    const refund = contract("Training. If the Employee resigns within 12 months after completing a course, the Employee shall repay the actual cost of the course, pro-rated for the months remaining.");
    expect(clause3(review(refund, "IN-MH", "Employee")).findings).not.toContain("charge for leaving");
  });

  it("summary dismissal for loss of confidence is high and, in England, cites ERA 1996 ss.94, 98, 108 and 203; at-will employment in the US is not flagged", () => {
    const text = contract("Dismissal. The Company may terminate the employment forthwith without notice if it loses confidence in the Employee.", "England and Wales");
    const gb = clause3(review(text, "GB", "Employee"));
    expect(gb.risk_level).toBe("high");
    expect(cited(gb.cites)).toEqual(expect.arrayContaining(["uk-employment-rights-act-1996 94", "uk-employment-rights-act-1996 98", "uk-employment-rights-act-1996 203"]));
    expect(clause3(review(text, "GB", "Company")).risk_level).toBe("low");
    const reasonless = contract("Termination. The Company may terminate the Employee's services at any time without assigning any reason.");
    const withNotice = clause3(review(reasonless, "IN-KA", "Employee")).findings;
    expect(withNotice).toContain("its own opinion or no stated reason");
    expect(withNotice).not.toContain("at once");
    const forCause = contract("Termination for Cause. The Company may terminate the employment for Cause on written notice, which in the Company's sole discretion may take effect on the day it is given.");
    expect(clause3(review(forCause, "IN-KA", "Employee")).findings).not.toContain("its own opinion");
    // Loss of confidence listed among causes is still the employer's own view.
    const listed = contract("Termination. The Company may terminate the employment immediately and without notice for misconduct, breach of this Agreement or loss of confidence.");
    expect(clause3(review(listed, "IN-KA", "Employee")).findings).toContain("its own opinion");
    const atWill = contract("At-Will. The Company may terminate the employment at any time without assigning any reason.", "the State of New York");
    expect(clause3(review(atWill, "US-NY", "Employee")).findings).not.toContain("its own opinion");
  });

  it("a probation the employer may extend from time to time is medium for the employee; one extension by a stated maximum is none", () => {
    const text = contract("Probation. The Employee shall be on probation for six months, which the Company may extend from time to time for such further period as it deems fit.");
    expect(clause3(review(text, "IN-MH", "Employee")).risk_level).toBe("medium");
    expect(clause3(review(text, "IN-MH", "Employee")).findings).toContain("extend the probation with no limit");
    const once = contract("Probation. The Employee shall be on probation for three months, which the Company may extend once by up to a further three months.");
    expect(clause3(review(once, "IN-MH", "Employee")).findings).not.toContain("no limit");
  });

  it("inventions taken whether or not related to the business: medium in India, high in California citing Labor Code s.2870; work in the course of duties is none", () => {
    const wide = "Inventions. All inventions and software created by the Employee during the employment, whether or not during working hours and whether or not related to the business of the Company, shall belong absolutely to the Company.";
    expect(clause3(review(contract(wide), "IN-MH", "Employee")).risk_level).toBe("medium");
    const ca = clause3(review(contract(wide, "the State of California"), "US-CA", "Employee"));
    expect(ca.risk_level).toBe("high");
    expect(cited(ca.cites)).toContain("us-ca-labor-code 2870");
    const narrow = contract("Inventions. Any invention made by the Employee in the course of the Employee's duties shall belong to the Company.");
    expect(clause3(review(narrow, "IN-MH", "Employee")).findings).not.toContain("own time");
  });

  it("a post-employment non-compete enforced by a payment is high for the employee, citing ss.27 and 74 in India", () => {
    const text = contract("Non-Competition. For 12 months after the termination of employment the Employee shall not join any competitor of the Company, failing which the Employee shall pay the Company six months' salary.");
    const c = clause3(review(text, "IN-MH", "Employee"));
    expect(c.risk_level).toBe("high");
    expect(c.findings).toContain("priced in advance");
    expect(cited(c.cites)).toEqual(expect.arrayContaining(["in-contract-act-1872 27", "in-contract-act-1872 74"]));
    const noPayment = contract("Non-Competition. For 12 months after the termination of employment the Employee shall not join any competitor of the Company.");
    expect(clause3(review(noPayment, "IN-MH", "Employee")).findings).not.toContain("priced in advance");
    // The payment in a sibling sub-clause that names the restraint's clause.
    const split = contract("Restraint.\n3.1 For 12 months after the termination of employment the Employee shall not join any business engaged in payments technology.\n3.2 If the Employee breaches this clause 3, the Employee shall pay the Company an amount equal to six months of salary.");
    const payment = review(split, "IN-MH", "Employee").clauses.find((x) => x.label === "3.2")!;
    expect(payment.findings).toContain("priced in advance");
    expect(payment.risk_level).toBe("high");
  });
});
