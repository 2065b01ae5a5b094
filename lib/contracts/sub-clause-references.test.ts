import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { composeDraft } from "./compose";
import { draftToDocx } from "./docx";
import { allTemplates } from "./templates";

/**
 * A reference from one sub-clause to another of the same clause names it by number ("Subject to clause 8.1"), not by
 * position ("the first sub-clause"), in full_text; the Word file makes it a REF field to that sub-clause's bookmark,
 * whose cached text is the same number. Expected wording written before the code.
 */
const byId = (id: string) => allTemplates.find((t) => t.id === id)!;
const draftOf = (id: string, jurisdiction: string, extra: Record<string, string> = {}) => {
  const t = byId(id);
  return composeDraft(t, { ...t.example, jurisdiction, key_terms: { ...t.example.key_terms, ...extra } });
};

describe("references between sub-clauses use the sub-clause's number", () => {
  it.each([
    ["service_agreement", "GB"],
    ["service_agreement", "US-NY"],
    ["service_agreement", "FR"],
    ["supply_agreement", "SG"],
  ])("%s under %s: the cap is subject to clause n.1, the exclusion to its own number", (id, j) => {
    const d = draftOf(id, j, { liability_cap: "GBP 100,000" });
    const liability = d.clauses.find((c) => /Limitation of Liability|^Liability$/.test(c.heading))!;
    const n = liability.clause_number;
    expect(liability.text).not.toMatch(/(first|previous|preceding) sub-clause/);
    expect(liability.text).toMatch(new RegExp(`Subject to clause ${n}\\.1, [^\\n]*total liability`));
    expect(liability.text).not.toMatch(/⟦|⟧/);
  });

  it("a SaaS suspension names the restrictions sub-clause; a fixed-term contract names the summary-dismissal sub-clause", () => {
    const saas = draftOf("saas_subscription_agreement", "GB");
    const use = saas.clauses.find((c) => /serious breach of clause/.test(c.text))!;
    const restrictions = /\n?(\d+\.\d+) The [^\n]* shall not, and shall not allow anyone else to/.exec(use.text)![1];
    expect(use.text).toContain(`a serious breach of clause ${restrictions},`);
    const fixed = draftOf("fixed_term_employment_agreement", "GB", { early_termination: "not permitted" });
    const ending = fixed.clauses.find((c) => /Early termination for convenience is not permitted/.test(c.text))!;
    expect(ending.text).toMatch(new RegExp(`except under clause ${ending.clause_number}\\.2 or as the law otherwise allows`));
    expect(ending.text).toMatch(new RegExp(`${ending.clause_number}\\.2 The [^\n]* may end the employment at once`));
  });

  it("no draft of any type keeps a marker or a positional reference in the limitation sentences", () => {
    for (const t of allTemplates) {
      const d = composeDraft(t, t.example);
      for (const c of d.clauses) {
        expect(c.text, t.id).not.toMatch(/⟦|⟧/);
        expect(c.text, t.id).not.toMatch(/Subject to the first sub-clause/);
      }
    }
  });

  it("the Word file makes the reference a REF field to the sub-clause's bookmark, showing the same number", async () => {
    const d = draftOf("service_agreement", "GB", { liability_cap: "GBP 100,000" });
    const n = d.clauses.find((c) => /Limitation of Liability|^Liability$/.test(c.heading))!.clause_number;
    const document = strFromU8(unzipSync(new Uint8Array(await draftToDocx(d)))["word/document.xml"]);
    expect(document).toMatch(new RegExp(`<w:bookmarkStart[^>]*w:name="clause_${n}_1"`));
    expect(document).toMatch(new RegExp(`<w:fldSimple w:instr="REF clause_${n}_1 \\\\n \\\\h"[^>]*>[\\s\\S]*?<w:t[^>]*>${n}\\.1</w:t>`));
  });
});

describe("more references between sub-clauses", () => {
  it("a term sheet under French law: ending negotiations is subject to the good-faith sub-clause by number", () => {
    const d = draftOf("term_sheet", "FR");
    const c = d.clauses.find((x) => /end the negotiations at any time/.test(x.text))!;
    const goodFaith = /(\d+\.\d+) The parties acknowledge that they must conduct/.exec(c.text)![1];
    expect(c.text).toContain(`subject to clause ${goodFaith}`);
    expect(c.text).not.toMatch(/next sub-clause/);
  });

  it("a vendor agreement under German law credits the sum paid under the late-delivery sub-clause by number", () => {
    const d = draftOf("vendor_agreement", "DE", { late_delivery_damages: "0.5% of the value of the delayed goods for each week of delay" });
    const c = d.clauses.find((x) => x.heading === "Late Delivery")!;
    expect(c.text).toMatch(new RegExp(`sum paid under clause ${c.clause_number}\\.1 for the same delay`));
    expect(c.text).not.toMatch(/previous sub-clause/);
  });
});
