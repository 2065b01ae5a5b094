import { describe, expect, it } from "vitest";
import { foundInText, SEARCHED_FOR } from "./checklist";

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
