import { describe, expect, it } from "vitest";
import { draftExample } from "./draft-for-tests";

/**
 * Code du travail art. L1221-5: an employment contract may not contain a clause conferring jurisdiction (clause
 * attributive de juridiction); disputes from it belong to the conseil de prud'hommes. So a French-law employment draft,
 * in English or French, has no exclusive-jurisdiction or arbitration clause, and a note says why. Expected wording
 * written from the article before running the code.
 */
describe("French employment contracts: no jurisdiction clause (C. trav. L1221-5)", () => {
  it.each(["employment_agreement", "fixed_term_employment_agreement"])("%s in English under FR law", (type) => {
    const { text, notes } = draftExample(type, "FR", { venue: "Paris" });
    expect(text).not.toMatch(/exclusive jurisdiction/i);
    expect(text).not.toMatch(/Court of Appeal of Paris/);
    expect(text).toMatch(/conseil de prud'hommes/);
    expect(notes).toContain("jurisdiction_clause_employment_fr");
  });

  it("arbitration asked for under FR employment: not drafted, noted", () => {
    const { text, notes } = draftExample("employment_agreement", "FR", { dispute_resolution: "arbitration" });
    expect(text).not.toMatch(/arbitration/i);
    expect(notes).toContain("jurisdiction_clause_employment_fr");
  });

  it("in French: no compétence exclusive, and the note", () => {
    const { text, notes } = draftExample("employment_agreement", "FR", { venue: "Paris" }, "fr");
    expect(text).not.toMatch(/compétence exclusive/);
    expect(text).toMatch(/conseil de prud'hommes/);
    expect(notes).toContain("jurisdiction_clause_employment_fr");
  });

  it("a French-law services agreement keeps its forum clause", () => {
    expect(draftExample("service_agreement", "FR", { venue: "Paris" }).text).toMatch(/exclusive jurisdiction/);
  });
});
