import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
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

  it("says what full_text says, and puts page numbers in the footer", async () => {
    const { draft, document, footer } = await parts();
    const words = (s: string) => s.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    for (const c of draft.clauses) for (const line of c.text.split("\n")) expect(words(document)).toContain(line.replace(/^\d+\.\d+ /, "").slice(0, 60).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&apos;"));
    expect(fullText(draft)).toContain(draft.clauses[0].heading.toUpperCase());
    expect(footer).toMatch(/PAGE/);
    expect(footer).toMatch(/NUMPAGES/);
  });
});
