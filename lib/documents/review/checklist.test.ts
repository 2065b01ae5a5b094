import { describe, expect, it } from "vitest";
import { foundInText, SEARCHED_FOR } from "./checklist";

describe("the whole-text search behind a 'missing' finding", () => {
  it("finds an expected clause in any sentence, headed or not", () => {
    expect(foundInText("termination", "Fees are due monthly. Either party may terminate this Agreement on ninety days' notice.")).toBe(true);
    expect(foundInText("limitation_of_liability", "Warranty. In no event shall Supplier be liable for consequential damages.")).toBe(true);
    expect(foundInText("termination", "This Agreement may not be terminated except for material breach.")).toBe(true);
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
