import { describe, expect, it } from "vitest";
import { foundInText } from "./checklist";

// Our own wordings: a short agreement that takes its liability, dispute and confidentiality terms from a master
// agreement by reference has those clauses; a reference that names other sections, or refuses the incorporation, does not.
describe("a clause incorporated by reference from another agreement is not missing", () => {
  const incorporates =
    "Clauses 7.3 (Limitation of Liability), 11 (Confidentiality) and 14.2 (Arbitration) of the Master Purchase Agreement are incorporated herein by reference, mutatis mutandis.";
  it("finds each clause the incorporating sentence names", () => {
    expect(foundInText("limitation_of_liability", `Prices are in euros. ${incorporates}`)).toBe(true);
    expect(foundInText("confidentiality", incorporates)).toBe(true);
    expect(foundInText("dispute_resolution", incorporates)).toBe(true);
  });
  it("also reads 'shall be incorporated into and form part of this Agreement'", () => {
    expect(foundInText("governing_law", "Section 19 (Governing Law) of the Framework Deed shall be incorporated into and form part of this Agreement.")).toBe(true);
  });
  it("near misses: a clause the sentence does not name, a refused incorporation, a mere mention", () => {
    expect(foundInText("governing_law", incorporates)).toBe(false);
    expect(foundInText("limitation_of_liability", "Section 7.3 (Limitation of Liability) of the Master Purchase Agreement shall not be incorporated into this Agreement.")).toBe(false);
    expect(foundInText("confidentiality", "Schedule 3 (Confidentiality Policy) is attached for information only and is not incorporated by reference.")).toBe(false);
  });
});

// Our own wording: a law chosen by description (no place named) is still a governing-law clause; a sentence about
// complying with laws chooses none.
describe("a governing law the contract describes rather than names", () => {
  it("'construed under the laws of the state in which the Landlord has its office' is a choice of law", () => {
    expect(foundInText("governing_law", "This Guarantee shall be construed under the laws of the state in which the Landlord has its head office.")).toBe(true);
  });
  it("near miss: a duty to comply with the laws of a place chooses no law", () => {
    expect(foundInText("governing_law", "The Tenant shall comply with the laws of the state in which the Premises are located.")).toBe(false);
  });
});
