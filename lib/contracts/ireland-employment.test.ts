import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { allTemplates } from "./templates";

/**
 * An Irish employment contract is the written statement the Terms of Employment (Information) Act 1994 requires, which
 * names the pay reference period for the National Minimum Wage Act 2000; leave and rest follow the Organisation of
 * Working Time Act 1997 and notice the Minimum Notice and Terms of Employment Act 1973 (written from the Acts first).
 */
const IRISH_ACTS = [/Terms of Employment \(Information\) Act 1994/, /pay reference period for the purposes of the National Minimum Wage Act 2000/, /Organisation of Working Time Act 1997/, /Minimum Notice and Terms of Employment Act 1973/];

function draft(id: string, jurisdiction: string) {
  const t = allTemplates.find((x) => x.id === id)!;
  return fullText(composeDraft(t, { ...t.example, jurisdiction }));
}

describe("Irish employment: the statutory statement of terms", () => {
  it.each(["employment_agreement", "fixed_term_employment_agreement", "executive_employment_agreement"])("%s under Irish law names the Irish Acts, not the UK's", (id) => {
    const text = draft(id, "IE");
    for (const act of IRISH_ACTS) expect(text).toMatch(act);
    expect(text).not.toMatch(/Employment Rights Act 1996|at[- ]will/i);
  });

  it("English law has none of them", () => {
    expect(draft("employment_agreement", "GB")).not.toMatch(/Terms of Employment \(Information\) Act|Organisation of Working Time Act/);
  });
});
