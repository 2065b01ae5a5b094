import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from "docx";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { analyzeDeterministic } from "../analyze";
import { extractDocx, inflateDocxParts } from "../extract/docx";
import { addReviewComments, type ReviewComment } from "./docx-comments";
import { reviewComments } from "./review-docx";

/** A GB outsourcing whose arbitration clause contradicts its courts clause, numbered by Word (the numbers are not in the text). */
async function outsourcingDocx(): Promise<Uint8Array> {
  const numbered = (text: string) => new Paragraph({ text, numbering: { reference: "clauses", level: 0 } });
  const doc = new Document({
    numbering: { config: [{ reference: "clauses", levels: [{ level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.START }] }] },
    sections: [
      {
        children: [
          new Paragraph({ text: "OUTSOURCING AGREEMENT", heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun('This Agreement is made between Acme Services Limited ("Supplier") and Beta Retail plc ("Customer").')] }),
          numbered("Services. Customer outsources its payroll operations, previously performed in-house by its own employees, to Supplier."),
          numbered("Fees. Customer shall pay a monthly fee of £45,000 for the Services & the reports."),
          numbered("Disputes. Any dispute arising out of this Agreement shall be finally resolved by arbitration under the LCIA Rules."),
          numbered("Jurisdiction. The parties submit to the exclusive jurisdiction of the courts of England and Wales."),
          numbered("Governing Law. This Agreement is governed by the laws of England and Wales."),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/**
 * XML well-formedness as Word's parser enforces it (the lenient DOM parsers in node_modules accept crossed tags and bare
 * ampersands): one root, every tag closed in order, attributes quoted, no stray "<", every "&" an entity reference.
 */
function wellFormed(xml: string): string[] {
  const errors: string[] = [];
  const body = xml.replace(/^\uFEFF?<\?xml[^?]*\?>\s*/, "");
  const entity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  const stack: string[] = [];
  let roots = 0;
  let at = 0;
  for (const m of body.matchAll(/<[^>]*>/g)) {
    const text = body.slice(at, m.index);
    if (text.includes("<") || entity.test(text)) errors.push(`bad text at ${at}: ${text.slice(0, 40)}`);
    if (stack.length === 0 && text.trim()) errors.push(`text outside the root at ${at}`);
    at = m.index! + m[0].length;
    const tag = m[0];
    const open = /^<([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*"[^"<]*")*)\s*(\/?)>$/.exec(tag);
    const close = /^<\/([A-Za-z_][\w:.-]*)\s*>$/.exec(tag);
    if (open) {
      if (entity.test(open[2])) errors.push(`bad attribute in ${tag.slice(0, 60)}`);
      if (stack.length === 0) roots++;
      if (!open[3]) stack.push(open[1]);
    } else if (close) {
      const top = stack.pop();
      if (top !== close[1]) errors.push(`</${close[1]}> closes <${top}>`);
    } else errors.push(`malformed tag ${tag.slice(0, 60)}`);
  }
  if (body.slice(at).trim()) errors.push("text after the root");
  if (stack.length) errors.push(`unclosed: ${stack.join(", ")}`);
  if (roots !== 1) errors.push(`${roots} roots`);
  return errors;
}

/** The text of the paragraph in which each comment's range starts, by comment id. */
function anchoredText(documentXml: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of documentXml.match(/<w:p\b[\s\S]*?<\/w:p>/g) ?? []) {
    const text = [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join("");
    for (const m of p.matchAll(/<w:commentRangeStart w:id="(\d+)"\/>/g)) out.set(m[1], text);
  }
  return out;
}

async function reviewed(bytes: Uint8Array) {
  const extracted = await extractDocx(bytes);
  const a = analyzeDeterministic(extracted.pages, { chain: jurisdictionChain("GB"), perspective: "Customer" });
  const review = {
    document_title: a.title,
    summary: a.summary,
    overall_risk: a.overall_risk,
    clauses: a.clauses.map((c) => ({ ...c, citation_ids: [] as string[] })),
    missing_clauses: a.missing.map((m) => ({ ...m, citation_ids: [] as string[] })),
    citations: [],
  };
  return { a, comments: reviewComments(review) };
}

describe("the Word review", () => {
  it("anchors a comment on each finding to its clause's paragraph, with risk, finding and fix", async () => {
    const original = await outsourcingDocx();
    const { a, comments } = await reviewed(original);
    // The conflict is rated on the courts clause and on the arbitration clause it contradicts.
    const conflicts = a.clauses.filter((c) => c.findings.includes("Conflicting dispute resolution"));
    expect(conflicts.map((c) => /exclusive jurisdiction/.test(c.clause_text))).toEqual([false, true]);
    const out = addReviewComments(await inflateDocxParts(original), comments, { author: "Legal AI review", initials: "AI", date: new Date("2026-01-02T03:04:05Z") });
    const files = unzipSync(out.bytes);
    const documentXml = strFromU8(files["word/document.xml"]);
    const commentsXml = strFromU8(files["word/comments.xml"]);
    const anchors = anchoredText(documentXml);
    expect(anchors.size).toBe(comments.length);
    // The conflict's comment starts in the courts clause's paragraph, and says the risk, the finding and the fix.
    const ids = [...commentsXml.matchAll(/<w:comment w:id="(\d+)"[^>]*>([\s\S]*?)<\/w:comment>/g)];
    const conflictComment = ids.find((m) => m[2].includes("Finding: Conflicting dispute resolution") && /^Jurisdiction\./.test(anchors.get(m[1]) ?? ""))!;
    expect(conflictComment[2]).toContain("Risk: high");
    expect(conflictComment[2]).toContain("Suggested fix:");
    expect(anchors.get(conflictComment[1])).toMatch(/^Jurisdiction\. The parties submit to the exclusive jurisdiction/);
    // The missing TUPE terms go on the first paragraph, with the overall summary.
    const tupe = ids.find((m) => m[2].includes("Missing: tupe"))!;
    expect(anchors.get(tupe[1])).toBe("OUTSOURCING AGREEMENT");
    expect(out.anchored).toBe(comments.filter((c) => c.anchorText).length);
    // Every range is closed, with its reference run.
    for (const [, id] of ids) {
      expect(documentXml).toContain(`<w:commentRangeEnd w:id="${id}"/><w:r><w:commentReference w:id="${id}"/></w:r>`);
    }
  });

  it("writes well-formed XML, registers the comments part and leaves every other part byte-identical", async () => {
    const original = await outsourcingDocx();
    const { comments } = await reviewed(original);
    const before = unzipSync(original);
    const after = unzipSync(addReviewComments(await inflateDocxParts(original), comments, { author: "A <&> B", initials: "AI", date: new Date() }).bytes);
    // The check can fail: a crossed tag and a bare ampersand are errors.
    expect(wellFormed("<a><b></a></b>")).not.toEqual([]);
    expect(wellFormed("<a>R&D</a>")).not.toEqual([]);
    for (const name of ["word/document.xml", "word/comments.xml", "word/_rels/document.xml.rels", "[Content_Types].xml"]) expect(wellFormed(strFromU8(after[name])), name).toEqual([]);
    expect(strFromU8(after["[Content_Types].xml"])).toContain('PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"');
    expect(strFromU8(after["word/_rels/document.xml.rels"])).toMatch(/Type="http:\/\/schemas\.openxmlformats\.org\/officeDocument\/2006\/relationships\/comments" Target="comments\.xml"/);
    expect(strFromU8(after["word/comments.xml"])).toContain('w:author="A &lt;&amp;&gt; B"');
    const changed = new Set(["word/document.xml", "word/comments.xml", "word/_rels/document.xml.rels", "[Content_Types].xml"]);
    expect(Object.keys(after).filter((n) => !changed.has(n))).toEqual(Object.keys(before).filter((n) => !changed.has(n)));
    for (const name of Object.keys(before)) if (!changed.has(name)) expect(Buffer.from(after[name]).equals(Buffer.from(before[name])), name).toBe(true);
    // The document's own markup is only added to: take the comment marks out and it is the original.
    const stripped = strFromU8(after["word/document.xml"]).replace(/<w:commentRange(?:Start|End) w:id="\d+"\/>|<w:r><w:commentReference w:id="\d+"\/><\/w:r>/g, "");
    expect(stripped).toBe(strFromU8(before["word/document.xml"]));
    // Word's reader in JavaScript still opens it, with the same text.
    const html = async (bytes: Uint8Array) => (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    expect(await html(zipSync(after))).toBe(await html(original));
  });

  it("numbers its comments after those the document already has, and keeps them", async () => {
    const parts = await inflateDocxParts(await outsourcingDocx());
    const ns = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
    parts.set("word/comments.xml", strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:comments ${ns}><w:comment w:id="4" w:author="Lawyer"><w:p><w:r><w:t>Check this</w:t></w:r></w:p></w:comment></w:comments>`));
    const rels = strFromU8(parts.get("word/_rels/document.xml.rels")!);
    parts.set("word/_rels/document.xml.rels", strToU8(rels.replace("</Relationships>", '<Relationship Id="rId99" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/></Relationships>')));
    const comments: ReviewComment[] = [{ anchorText: "Governing Law. This Agreement is governed by the laws of England and Wales.", paragraphs: ["Risk: low.", "Finding: fine."] }];
    const files = unzipSync(addReviewComments(parts, comments, { author: "AI", initials: "AI", date: new Date() }).bytes);
    const commentsXml = strFromU8(files["word/comments.xml"]);
    expect(commentsXml).toContain("Check this");
    expect(commentsXml).toContain('<w:comment w:id="5"');
    expect(strFromU8(files["word/_rels/document.xml.rels"]).match(/relationships\/comments"/g)).toHaveLength(1);
    expect(anchoredText(strFromU8(files["word/document.xml"])).get("5")).toMatch(/^Governing Law\./);
  });

  it("a clause whose text is not in the document goes on the first paragraph, not on a wrong one", async () => {
    const parts = await inflateDocxParts(await outsourcingDocx());
    const out = addReviewComments(parts, [{ anchorText: "Indemnity. Supplier shall indemnify Customer against all losses.", paragraphs: ["Risk: high."] }], { author: "AI", initials: "AI", date: new Date() });
    expect(out.anchored).toBe(0);
    expect(anchoredText(strFromU8(unzipSync(out.bytes)["word/document.xml"])).get("0")).toBe("OUTSOURCING AGREEMENT");
  });
});
