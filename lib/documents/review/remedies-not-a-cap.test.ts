import { describe, expect, it } from "vitest";
import { speaksOfLiability } from "./price-cap";

// Our own wordings: a clause that only adds remedies (an injunction on top of damages) limits no one's liability, so a
// "cap" tag on it is dropped; a sentence that adds remedies and also excludes some still limits liability.
describe("a clause that adds remedies is no limitation of liability", () => {
  it("'in addition to any other remedies …, including the recovery of consequential damages' speaks of no limit", () => {
    expect(
      speaksOfLiability(
        "For one year the Adviser shall not hire any employee of the Fund. On a breach the Fund may seek an injunction, which shall be in addition to any other remedies available to it, including the recovery of consequential damages.",
      ),
    ).toBe(false);
  });
  it("near miss: the same addition with an exclusion still limits liability", () => {
    expect(speaksOfLiability("The injunction shall be in addition to any other remedies, but in no event shall the Adviser be liable for consequential damages.")).toBe(true);
  });
  it("near miss: a plain exclusion speaks of liability", () => {
    expect(speaksOfLiability("Neither party shall be liable for indirect or consequential damages.")).toBe(true);
  });
});
