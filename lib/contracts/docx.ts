import "server-only";
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";

export interface DocxDraft {
  document_title: string;
  preamble: string;
  recitals: string[];
  operative_words: string;
  clauses: { clause_number: number; heading: string; text: string }[];
  signature_blocks: string;
}

const lines = (text: string) => text.split("\n").filter((l) => l.trim() !== "");

/** The draft as a Word file: title, preamble, recitals, operative words, one heading per numbered clause, sub-clauses indented, signatures. */
export async function draftToDocx(d: DocxDraft): Promise<Buffer> {
  const body: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(d.document_title.toUpperCase())] }),
    ...lines(d.preamble).map((l) => new Paragraph({ spacing: { after: 120 }, children: [new TextRun(l)] })),
  ];
  if (d.recitals.length > 0) {
    body.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun("Background")] }));
    d.recitals.forEach((r, i) => body.push(new Paragraph({ spacing: { after: 120 }, children: [new TextRun(`(${String.fromCharCode(65 + i)}) ${r}`)] })));
  }
  body.push(new Paragraph({ spacing: { before: 240, after: 120 }, children: [new TextRun({ text: d.operative_words, bold: true })] }));
  for (const c of d.clauses) {
    body.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(`${c.clause_number}. ${c.heading}`)] }));
    for (const line of lines(c.text)) {
      const sub = /^(\d+\.\d+)\s+(.*)$/s.exec(line);
      body.push(
        sub
          ? new Paragraph({ indent: { left: 720, hanging: 720 }, spacing: { after: 120 }, children: [new TextRun(`${sub[1]}\t${sub[2]}`)] })
          : new Paragraph({ spacing: { after: 120 }, children: [new TextRun(line)] }),
      );
    }
  }
  body.push(new Paragraph({ heading: HeadingLevel.HEADING_2, pageBreakBefore: true, children: [new TextRun("Execution")] }));
  for (const line of d.signature_blocks.split("\n")) body.push(new Paragraph({ spacing: { after: line.trim() === "" ? 240 : 60 }, children: [new TextRun(line)] }));
  const doc = new Document({
    title: d.document_title,
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    sections: [{ children: body }],
  });
  return Packer.toBuffer(doc);
}
