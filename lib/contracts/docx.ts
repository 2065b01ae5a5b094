import "server-only";
import { AlignmentType, Bookmark, Document, Footer, HeadingLevel, LevelFormat, Packer, PageNumber, Paragraph, type ParagraphChild, SimpleField, TextRun } from "docx";
import { layouts, type Layout } from "./language/drafting";

export interface DocxDraft {
  document_title: string;
  preamble: string;
  recitals: string[];
  operative_words: string;
  clauses: { clause_number: number; heading: string; text: string }[];
  signature_blocks: string;
  /** The title page's parties and date; without it the file opens with the title above the preamble. */
  cover?: { parties: [string, string]; unilateral: boolean; date: string | null };
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

const bookmarkOf = (clauseNumber: number, subClause?: number) => (subClause ? `clause_${clauseNumber}_${subClause}` : `clause_${clauseNumber}`);

/**
 * A line's runs, with each reference to one of the draft's own clauses ("clause 9 (Limitation of Liability)": the
 * number and that clause's heading) made a REF field to the clause's bookmark, so that Word updates the number when
 * clauses are inserted or moved. A number without the matching heading may be another document's clause: left as
 * text.
 */
function withCrossReferences(line: string, clauses: DocxDraft["clauses"], layout: Layout): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  let last = 0;
  for (const m of line.matchAll(/\b(clause) (\d+)(?: \(([^)]+)\)|\.(\d+)\b)/gi)) {
    const n = Number(m[2]);
    const clause = clauses.find((c) => c.clause_number === n);
    const sub = m[4] === undefined ? undefined : Number(m[4]);
    if (sub === undefined ? clause?.heading !== m[3] : !clause || sub > subClauseCount(clause.text, layout)) continue;
    const numberAt = m.index + m[1].length + 1;
    const shown = sub === undefined ? m[2] : `${m[2]}.${m[4]}`;
    children.push(new TextRun(line.slice(last, numberAt)));
    // \n: the paragraph's own number ("8" of a clause; "8.1" of a sub-clause, whose level text is "%1.%2"), \t:
    // without the level text's "§"/"Article"/"." around a clause number, \h: a link to it.
    children.push(new SimpleField(sub === undefined ? `REF ${bookmarkOf(n)} \\n \\t \\h` : `REF ${bookmarkOf(n, sub)} \\n \\h`, shown));
    last = numberAt + shown.length;
  }
  children.push(new TextRun(line.slice(last)));
  return children;
}

/** How many sub-clauses a clause's text has, as the layout writes them. */
const subClauseCount = (text: string, layout: Layout) => lines(text).filter((l) => layout.subClausePattern.test(l)).length;

/** A title page: the title, the parties with the words the language puts before them, and the date (blank when unset). */
function titlePage(title: string, cover: NonNullable<DocxDraft["cover"]>, layout: Layout): Paragraph[] {
  const [first, second] = cover.unilateral ? layout.cover.grantedBy : layout.cover.between;
  const centred = (text: string, opts: { bold?: boolean; before?: number } = {}) =>
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: opts.before ?? 240, after: 120 }, children: [new TextRun({ text, bold: opts.bold })] });
  return [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, spacing: { before: 2400, after: 960 }, children: [new TextRun(title.toUpperCase())] }),
    centred(first),
    centred(cover.parties[0], { bold: true, before: 120 }),
    centred(second),
    centred(cover.parties[1], { bold: true, before: 120 }),
    centred(`${layout.cover.dated}: ${cover.date ?? "____________________"}`, { before: 960 }),
  ];
}

/** The draft as a Word file: title page, preamble, recitals, operative words, numbered clauses and sub-clauses, signatures, page numbers. */
export async function draftToDocx(d: DocxDraft, layout: Layout = layouts.en): Promise<Buffer> {
  const body: Paragraph[] = d.cover
    ? [...titlePage(d.document_title, d.cover, layout), new Paragraph({ pageBreakBefore: true, alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text: d.document_title.toUpperCase(), bold: true })] })]
    : [new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(d.document_title.toUpperCase())] })];
  body.push(...lines(d.preamble).map((l) => new Paragraph({ spacing: { after: 120 }, children: [new TextRun(l)] })));
  if (d.recitals.length > 0) {
    body.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(layout.background)] }));
    d.recitals.forEach((r, i) => body.push(new Paragraph({ spacing: { after: 120 }, children: [new TextRun(`(${String.fromCharCode(65 + i)}) ${r}`)] })));
  }
  body.push(new Paragraph({ spacing: { before: 240, after: 120 }, children: [new TextRun({ text: d.operative_words, bold: true })] }));
  for (const c of d.clauses) {
    body.push(
      new Paragraph({ heading: HeadingLevel.HEADING_2, numbering: { reference: CLAUSES, level: 0 }, children: [new Bookmark({ id: bookmarkOf(c.clause_number), children: [new TextRun(layout.headingText(c.heading))] })] }),
    );
    let subClause = 0;
    for (const line of lines(c.text)) {
      const sub = layout.subClausePattern.exec(line);
      // Each sub-clause is bookmarked, so that "clause 8.1" elsewhere can be a REF field to it.
      if (sub) subClause += 1;
      body.push(
        sub
          ? new Paragraph({ numbering: { reference: CLAUSES, level: 1 }, spacing: { after: 120 }, children: [new Bookmark({ id: bookmarkOf(c.clause_number, subClause), children: withCrossReferences(sub[1], d.clauses, layout) })] })
          : new Paragraph({ indent: { left: 720 }, spacing: { after: 120 }, children: withCrossReferences(line, d.clauses, layout) }),
      );
    }
  }
  // The signatures start a new page; they carry no heading of their own, as full_text has none.
  d.signature_blocks.split("\n").forEach((line, i) => body.push(new Paragraph({ pageBreakBefore: i === 0, spacing: { after: line.trim() === "" ? 240 : 60 }, children: withCrossReferences(line, d.clauses, layout) })));
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
