import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "../analyze";
import { checklistFor, foundInText, SEARCHED_FOR } from "./checklist";

describe("the whole-text search behind a 'missing' finding", () => {
  it("finds an expected clause in any sentence, headed or not", () => {
    expect(foundInText("termination", "Fees are due monthly. Either party may terminate this Agreement on ninety days' notice.")).toBe(true);
    expect(foundInText("limitation_of_liability", "Warranty. In no event shall Supplier be liable for consequential damages.")).toBe(true);
    expect(foundInText("termination", "This Agreement may not be terminated except for material breach.")).toBe(true);
  });
  it("finds a lease's break right or forfeiture as its termination clause", () => {
    expect(foundInText("termination", "The Tenant may end this Lease on the third anniversary of the Term Commencement Date by giving at least six months' notice.")).toBe(true);
    expect(foundInText("termination", "The Landlord may determine this Lease by notice if it intends to redevelop the Building.")).toBe(true);
    expect(foundInText("termination", "If the rent is unpaid for 21 days the Landlord may re-enter the Premises, and this Lease shall then end.")).toBe(true);
    expect(foundInText("termination", "The Tenant may end its use of the car park on one month's notice.")).toBe(false);
  });
  it("does not count a sentence that names the clause to deny it", () => {
    expect(foundInText("termination", "This Agreement may not be terminated by either party during the Initial Term.")).toBe(false);
    expect(foundInText("termination", "Neither party may terminate this Agreement for convenience.")).toBe(false);
    expect(foundInText("limitation_of_liability", "Nothing in this Agreement shall limit or exclude either party's liability for damages caused by its negligence.")).toBe(false);
    expect(foundInText("limitation_of_liability", "No limitation of liability shall apply to the Supplier's obligations under this Agreement.")).toBe(false);
    expect(foundInText("confidentiality", "The parties have not agreed to keep the terms of this Agreement confidential and either may disclose them.")).toBe(false);
  });
  it("says what it looked for", () => {
    for (const id of ["limitation_of_liability", "termination", "confidentiality", "dispute_resolution", "governing_law"]) expect(SEARCHED_FOR[id]).toBeTruthy();
  });
});

describe("clauses expected only when the facts call for them", () => {
  const services = { id: "services", partial: false } as Parameters<typeof checklistFor>[0];
  it("expects data protection when personal data is handled, insurance when people or sites are involved, and says why", () => {
    const c = checklistFor(services, "The Contractor's personnel will run the payroll of the Client's staff and keep the personal data of each employee.");
    expect(c.ids).toEqual(expect.arrayContaining(["data_protection", "insurance"]));
    expect(c.ids && c.because.data_protection).toMatch(/personal data/);
  });
  it("does not expect them when the text shows no such facts", () => {
    const c = checklistFor(services, "The Contractor will write a market report and deliver it by email.");
    expect(c.ids).not.toContain("data_protection");
    expect(c.ids).not.toContain("insurance");
  });
  it("expects an escrow only in a licence of software", () => {
    const licence = { id: "licence", partial: false } as Parameters<typeof checklistFor>[0];
    expect(checklistFor(licence, "Owner grants Maker a licence of the Licensed Software.").ids).toContain("source_code_escrow");
    expect(checklistFor(licence, "Owner grants Maker a licence to use the trade mark on mugs.").ids).not.toContain("source_code_escrow");
  });
  it("finds the clause in any sentence, and not in a mere promise of confidentiality", () => {
    expect(foundInText("data_protection", "The Contractor shall process personal data only on the Client's written instructions.")).toBe(true);
    expect(foundInText("data_protection", "Each party shall keep the other's patient files confidential.")).toBe(false);
    expect(foundInText("insurance", "The Contractor shall maintain public liability insurance of not less than GBP 5 million.")).toBe(true);
    expect(foundInText("insurance", "Risk in the goods passes on delivery.")).toBe(false);
    expect(foundInText("source_code_escrow", "The Owner shall deposit the source code with an escrow agent.")).toBe(true);
  });
});

describe("a missing data-protection clause in a review", () => {
  const text = [
    'SERVICES AGREEMENT between Ridgeway Clinics Ltd ("Client") and Falcon Records Ltd ("Contractor").',
    "1. Services. The Contractor shall scan and index the Client's patient records.",
    "2. Liability. The Contractor's total liability shall not exceed the fees paid in the prior twelve months.",
    "3. Confidentiality. Each party shall keep the other's information confidential and shall not disclose it.",
    "4. Termination. Either party may terminate this Agreement for material breach on thirty days' notice.",
    "5. Law and courts. This Agreement is governed by the laws of England and Wales and the courts of England have exclusive jurisdiction.",
  ].join("\n\n");
  it("is reported with the fact that triggered it, where it looked, and the law applied", () => {
    const m = analyzeDeterministic([{ page: 1, text }], { chain: ["GB"], perspective: null }).missing.find((x) => x.category === "data_protection");
    expect(m?.finding).toMatch(/patient/);
    expect(m?.finding).toMatch(/Searched all/);
    expect(m?.cites).toEqual([{ source_id: "uk-gdpr", article: "28" }]);
  });
});
