import { strFromU8, strToU8, zipSync, type Zippable } from "fflate";

/**
 * A Word review: the uploaded DOCX returned with a Word comment on each finding, anchored to the paragraphs of the
 * clause it is about (`w:commentRangeStart` / `w:commentRangeEnd` / `w:commentReference` in word/document.xml, the
 * comments in word/comments.xml, registered in [Content_Types].xml and the document's relationships). Every other part
 * is written back byte for byte; the document's own markup is only added to, never rewritten. Comments already in the
 * document are kept and ours numbered after them.
 */
export interface ReviewComment {
  /** The clause's text, to find its paragraphs; null anchors the comment on the document's first paragraph. */
  anchorText: string | null;
  /** The comment's paragraphs ("Risk: high", the finding, the suggested fix). */
  paragraphs: string[];
}

export interface CommentedDocx {
  bytes: Uint8Array;
  /** Comments placed on their clause's paragraphs; the rest went on the first paragraph. */
  anchored: number;
  total: number;
}

const W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const COMMENTS_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml";
const COMMENTS_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments";

interface Paragraph {
  /** Where the paragraph's opening tag ends (after `<w:p …>`). */
  openEnd: number;
  /** Where `</w:p>` starts. */
  closeStart: number;
  /** Where a range start goes: after the paragraph properties, if any. */
  contentStart: number;
  norm: string;
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, "&");

export const escapeXml = (s: string) =>
  s
    // Characters XML 1.0 does not allow at all.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** Letters and digits only, lower-cased: numbering Word generates, punctuation and spacing differ between the XML and the extracted text. */
const normalise = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The document's paragraphs with their text; a paragraph nested in another (a text box) is read as part of it too. */
function paragraphsOf(xml: string): Paragraph[] {
  const out: Paragraph[] = [];
  const stack: number[] = [];
  const token = /<w:p(?=[\s>/])[^>]*?(\/?)>|<\/w:p>/g;
  for (let m = token.exec(xml); m; m = token.exec(xml)) {
    if (m[0].startsWith("</")) {
      const openEnd = stack.pop();
      if (openEnd === undefined) continue;
      const inner = xml.slice(openEnd, m.index);
      const pPr = /^\s*<w:pPr\b[^>]*?(?:\/>|>[\s\S]*?<\/w:pPr>)/.exec(inner);
      const text = [...inner.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(?:tab|br)\b[^>]*\/>/g)].map((t) => (t[1] !== undefined ? decode(t[1]) : " ")).join("");
      out.push({ openEnd, closeStart: m.index, contentStart: openEnd + (pPr ? pPr[0].length : 0), norm: normalise(text) });
    } else if (m[1] !== "/") {
      stack.push(m.index + m[0].length);
    }
  }
  return out.sort((a, b) => a.openEnd - b.openEnd);
}

/**
 * The paragraphs a clause spans, looked for from `from` on (clauses come in document order): the first paragraph whose
 * opening words are in the clause's text, then each following one whose text is in it too (empty ones carried along).
 */
function spanOf(paragraphs: Paragraph[], clause: string, from: number): [number, number] | null {
  const text = normalise(clause);
  if (text.length < 4) return null;
  const opening = (p: Paragraph) => p.norm.slice(0, Math.min(60, p.norm.length));
  const starts = (i: number) => paragraphs[i].norm.length >= Math.min(8, text.length) && text.includes(opening(paragraphs[i]));
  for (const range of [[from, paragraphs.length], [0, from]]) {
    for (let i = range[0]; i < range[1]; i++) {
      // The paragraph opens the clause (its first words are the clause's), or holds the clause's opening after a
      // heading the review read apart ("Jurisdiction." then "The parties submit …").
      const opens = starts(i) && (paragraphs[i].norm.startsWith(text.slice(0, Math.min(20, text.length))) || text.startsWith(paragraphs[i].norm.slice(0, 20)));
      if (!opens && !(text.length >= 12 && paragraphs[i].norm.includes(text.slice(0, Math.min(40, text.length))))) continue;
      let end = i;
      for (let j = i + 1; j < paragraphs.length; j++) {
        const p = paragraphs[j];
        if (p.norm.length === 0) continue;
        if (!text.includes(p.norm.slice(0, 200))) break;
        end = j;
      }
      return [i, end];
    }
  }
  return null;
}

function commentXml(id: number, c: ReviewComment, author: string, initials: string, date: string): string {
  const paras = c.paragraphs
    .filter((p) => p.trim().length > 0)
    .map((p, i) => `<w:p><w:pPr><w:pStyle w:val="CommentText"/></w:pPr>${i === 0 ? `<w:r><w:annotationRef/></w:r>` : ""}<w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`)
    .join("");
  return `<w:comment w:id="${id}" w:author="${escapeXml(author)}" w:date="${date}" w:initials="${escapeXml(initials)}">${paras || "<w:p/>"}</w:comment>`;
}

/** The next free relationship id in a .rels part ("rId7" when rId1..rId6 are taken). */
function nextRelId(rels: string): string {
  const used = new Set([...rels.matchAll(/\bId="([^"]+)"/g)].map((m) => m[1]));
  let n = used.size + 1;
  while (used.has(`rId${n}`)) n++;
  return `rId${n}`;
}

/**
 * The document with the comments added. `parts` are the DOCX's inflated parts in archive order (as the zip-bomb-safe
 * reader returns them); the result is a new archive with the same parts in the same order.
 */
export function addReviewComments(parts: Map<string, Uint8Array>, comments: ReviewComment[], opts: { author: string; initials: string; date: Date }): CommentedDocx {
  const docPart = parts.get("word/document.xml");
  if (!docPart) throw new Error("not a Word document: no word/document.xml");
  let documentXml = strFromU8(docPart);
  const relsName = "word/_rels/document.xml.rels";
  let rels = parts.has(relsName) ? strFromU8(parts.get(relsName)!) : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>`;
  let types = strFromU8(parts.get("[Content_Types].xml") ?? strToU8(""));

  // The comments part: the one the document already points to, or a new word/comments.xml.
  const existingRel = new RegExp(`<Relationship\\b[^>]*Type="${COMMENTS_REL.replace(/[.]/g, "\\.")}"[^>]*>`).exec(rels);
  const target = existingRel ? (/Target="([^"]+)"/.exec(existingRel[0])?.[1] ?? "comments.xml") : "comments.xml";
  const commentsName = target.startsWith("/") ? target.slice(1) : `word/${target}`;
  let commentsXml = parts.has(commentsName) ? strFromU8(parts.get(commentsName)!) : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments xmlns:w="${W_NS}"></w:comments>`;
  const taken = [...commentsXml.matchAll(/<w:comment\b[^>]*\bw:id="(\d+)"/g), ...documentXml.matchAll(/<w:comment(?:RangeStart|Reference)\b[^>]*\bw:id="(\d+)"/g)].map((m) => Number(m[1]));
  let nextId = taken.length ? Math.max(...taken) + 1 : 0;

  const paragraphs = paragraphsOf(documentXml);
  if (paragraphs.length === 0) throw new Error("the document has no paragraphs to anchor comments to");
  const firstText = Math.max(0, paragraphs.findIndex((p) => p.norm.length > 0));
  const inserts: { at: number; xml: string; order: number }[] = [];
  const added: string[] = [];
  const date = opts.date.toISOString().replace(/\.\d{3}Z$/, "Z");
  let cursor = 0;
  let anchored = 0;
  comments.forEach((c, k) => {
    const span = c.anchorText ? spanOf(paragraphs, c.anchorText, cursor) : null;
    if (span) {
      anchored++;
      cursor = span[0];
    }
    const [start, end] = span ?? [firstText, firstText];
    const id = nextId++;
    inserts.push({ at: paragraphs[start].contentStart, xml: `<w:commentRangeStart w:id="${id}"/>`, order: k });
    inserts.push({ at: paragraphs[end].closeStart, xml: `<w:commentRangeEnd w:id="${id}"/><w:r><w:commentReference w:id="${id}"/></w:r>`, order: k });
    added.push(commentXml(id, c, opts.author, opts.initials, date));
  });
  // From the end backwards, so earlier offsets stay valid; at one offset, in comment order.
  inserts.sort((a, b) => b.at - a.at || b.order - a.order);
  for (const ins of inserts) documentXml = documentXml.slice(0, ins.at) + ins.xml + documentXml.slice(ins.at);

  commentsXml = commentsXml.includes("</w:comments>")
    ? commentsXml.replace("</w:comments>", `${added.join("")}</w:comments>`)
    : commentsXml.replace(/<w:comments\b([^>]*)\/>/, `<w:comments$1>${added.join("")}</w:comments>`);
  if (!existingRel) {
    rels = rels.replace("</Relationships>", `<Relationship Id="${nextRelId(rels)}" Type="${COMMENTS_REL}" Target="comments.xml"/></Relationships>`);
  }
  if (!new RegExp(`PartName="/${commentsName.replace(/[.]/g, "\\.")}"`).test(types)) {
    types = types.replace("</Types>", `<Override PartName="/${commentsName}" ContentType="${COMMENTS_TYPE}"/></Types>`);
  }

  const changed = new Map<string, Uint8Array>([
    ["word/document.xml", strToU8(documentXml)],
    [commentsName, strToU8(commentsXml)],
    [relsName, strToU8(rels)],
    ["[Content_Types].xml", strToU8(types)],
  ]);
  const files: Zippable = {};
  for (const [name, data] of parts) files[name] = changed.get(name) ?? data;
  for (const [name, data] of changed) if (!(name in files)) files[name] = data;
  return { bytes: zipSync(files, { level: 6 }), anchored, total: comments.length };
}
