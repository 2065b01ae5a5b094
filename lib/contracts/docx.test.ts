import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { composeDraft } from "./compose";
import { draftToDocx } from "./docx";
import { allTemplates } from "./templates";

const loan = allTemplates.find((t) => t.id === "loan_agreement")!;

/** The Word file's parts, unzipped. */
async function parts() {
  const draft = composeDraft(loan, loan.example);
  const files = unzipSync(new Uint8Array(await draftToDocx(draft)));
  const read = (name: string) => (files[name] ? strFromU8(files[name]) : "");
  const footer = Object.keys(files).filter((n) => /^word\/footer\d*\.xml$/.test(n)).map(read).join("");
  return { draft, document: read("word/document.xml"), numbering: read("word/numbering.xml"), footer };
}

describe("the Word file", () => {
  it("numbers clauses and sub-clauses with Word list numbering, not typed numbers", async () => {
    const { draft, document, numbering } = await parts();
    expect(numbering).toContain('w:lvlText w:val="%1."');
    expect(numbering).toContain('w:lvlText w:val="%1.%2"');
    const numbered = document.match(/<w:numPr>/g)?.length ?? 0;
    const subClauses = draft.clauses.flatMap((c) => c.text.split("\n")).filter((l) => /^\d+\.\d+ /.test(l)).length;
    expect(numbered).toBe(draft.clauses.length + subClauses);
    expect(document).not.toMatch(/<w:t[^>]*>\d+\.\d+(\s|<)/);
    expect(document).not.toMatch(/<w:t[^>]*>\d+\. [A-Z]/);
  });

  // That the file says what full_text says, line for line, is docx-parity.test.ts.
  it("puts page numbers in the footer", async () => {
    const { footer } = await parts();
    expect(footer).toMatch(/PAGE/);
    expect(footer).toMatch(/NUMPAGES/);
  });

  it("opens with a title page naming the parties and the date, then the body on a new page", async () => {
    const draft = composeDraft(loan, { ...loan.example, key_terms: { ...loan.example.key_terms, effective_date: "2026-03-01" } });
    const cover = { parties: [loan.example.party_a, loan.example.party_b] as [string, string], unilateral: false, date: draft.effective_date };
    const document = strFromU8(unzipSync(new Uint8Array(await draftToDocx({ ...draft, cover })))["word/document.xml"]);
    const text = document.replace(/<w:br[^>]*>|<w:pageBreakBefore[^>]*>/g, " [page] ").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
    const titlePage = text.slice(0, text.indexOf("[page]"));
    expect(titlePage).toContain(loan.example.party_a);
    expect(titlePage).toContain(loan.example.party_b);
    expect(titlePage).toMatch(/between .* and /);
    expect(draft.effective_date).not.toBeNull();
    expect(titlePage).toContain(`Dated: ${draft.effective_date}`);
    // The preamble comes after the page break.
    expect(text.indexOf(draft.preamble.split("\n")[0].slice(0, 30))).toBeGreaterThan(text.indexOf("[page]"));
  });

  it("makes a reference to one of its own clauses a REF field to that clause's bookmark, and leaves other numbers as text", async () => {
    const supply = allTemplates.find((t) => t.id === "supply_agreement")!;
    const draft = composeDraft(supply, { jurisdiction: "IT", party_a: "Alfa S.r.l.", party_b: "Beta S.p.A.", key_terms: { products: "brass valves", price: "EUR 3 per unit" } });
    const liability = draft.clauses.find((c) => c.heading === "Limitation of Liability")!;
    expect(draft.signature_blocks).toContain(`clause ${liability.clause_number} (Limitation of Liability)`);
    const withStray = { ...draft, signature_blocks: `${draft.signature_blocks}\nSee also clause 14 (Some Other Agreement's Heading).` };
    const document = strFromU8(unzipSync(new Uint8Array(await draftToDocx(withStray)))["word/document.xml"]);
    expect(document).toMatch(new RegExp(`<w:bookmarkStart[^>]*w:name="clause_${liability.clause_number}"`));
    expect(document).toMatch(new RegExp(`<w:fldSimple w:instr="REF clause_${liability.clause_number} \\\\n \\\\t \\\\h"`));
    expect(document).not.toMatch(/REF clause_14 /);
    expect(document).toContain("clause 14 (Some Other Agreement&apos;s Heading)");
  });
});
