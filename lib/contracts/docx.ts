import "server-only";
import { AlignmentType, Document, Footer, HeadingLevel, LevelFormat, Packer, PageNumber, Paragraph, TextRun } from "docx";
import { layouts, type Layout } from "./language/drafting";

export interface DocxDraft {
  document_title: string;
  preamble: string;
  recitals: string[];
  operative_words: string;
  clauses: { clause_number: number; heading: string; text: string }[];
  signature_blocks: string;
}

const lines = (text: string) => text.split("\n").filter((l) => l.trim() !== "");

/**
 * Clause and sub-clause numbers are Word list numbering (one abstract numbering, levels "1." and "1.1"), not typed
 * text, so inserting or deleting a clause in Word renumbers the rest; the numbers Word shows are the same as those of
 * `full_text`, which the composer numbers 1..n and n.1, n.2 … in the same order.
 */
const CLAUSES = "clauses";
/** German clauses are "§ 1" with Absätze "(1)", French "Article 1 –" with "1.1": the language's layout gives the level texts. */
const numbering = (layout: Layout) => ({
  config: [
    {
      reference: CLAUSES,
      levels: [
        { level: 0, format: LevelFormat.DECIMAL, text: layout.wordLevels[0], alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: layout === layouts.fr ? 1440 : 720, hanging: layout === layouts.fr ? 1440 : 720 } } } },
        { level: 1, format: LevelFormat.DECIMAL, text: layout.wordLevels[1], alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 720, hanging: 720 } } } },
      ],
    },
  ],
});

/** The draft as a Word file: title, preamble, recitals, operative words, numbered clauses and sub-clauses, signatures, page numbers. */
export async function draftToDocx(d: DocxDraft, layout: Layout = layouts.en): Promise<Buffer> {
  const body: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(d.document_title.toUpperCase())] }),
    ...lines(d.preamble).map((l) => new Paragraph({ spacing: { after: 120 }, children: [new TextRun(l)] })),
  ];
  if (d.recitals.length > 0) {
    body.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(layout === layouts.en ? "Background" : layout.background)] }));
    d.recitals.forEach((r, i) => body.push(new Paragraph({ spacing: { after: 120 }, children: [new TextRun(`(${String.fromCharCode(65 + i)}) ${r}`)] })));
  }
  body.push(new Paragraph({ spacing: { before: 240, after: 120 }, children: [new TextRun({ text: d.operative_words, bold: true })] }));
  for (const c of d.clauses) {
    body.push(new Paragraph({ heading: HeadingLevel.HEADING_2, numbering: { reference: CLAUSES, level: 0 }, children: [new TextRun(c.heading)] }));
    for (const line of lines(c.text)) {
      const sub = layout.subClausePattern.exec(line);
      body.push(
        sub
          ? new Paragraph({ numbering: { reference: CLAUSES, level: 1 }, spacing: { after: 120 }, children: [new TextRun(sub[1])] })
          : new Paragraph({ indent: { left: 720 }, spacing: { after: 120 }, children: [new TextRun(line)] }),
      );
    }
  }
  body.push(new Paragraph({ heading: HeadingLevel.HEADING_2, pageBreakBefore: true, children: [new TextRun(layout.execution)] }));
  for (const line of d.signature_blocks.split("\n")) body.push(new Paragraph({ spacing: { after: line.trim() === "" ? 240 : 60 }, children: [new TextRun(line)] }));
  const footer = new Footer({
    children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: [layout.page[0], PageNumber.CURRENT, layout.page[1], PageNumber.TOTAL_PAGES] })] })],
  });
  const doc = new Document({
    title: d.document_title,
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    numbering: numbering(layout),
    sections: [{ footers: { default: footer }, children: body }],
  });
  return Packer.toBuffer(doc);
}
