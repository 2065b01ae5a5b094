import { runToEnd, type Steps } from "@/lib/async/slices";
import { isContentsLine, isFilingFooter } from "./structure/legends";
import { underSections } from "./structure/sections";

/**
 * Splits extracted text into clauses. Recognises numbered clauses (1., 1.1, 1.1.1, (a), (i), A.), "Article 5",
 * "Section 2.3", "Clause 4", schedules/exhibits/annexes, headings in capitals, definitions sections and signature
 * blocks; falls back to paragraphs when a document has no numbering. Pure: no I/O.
 */
export type SegmentKind = "preamble" | "clause" | "definitions" | "signature" | "exhibit";

export interface Segment {
  /** The document's own number ("12.3", "(a)", "Article 5"), or null. */
  label: string | null;
  heading: string | null;
  text: string;
  page: number;
  kind: SegmentKind;
  /**
   * The heading of the numbered section the clause sits in when that heading stands alone on its number ("4.
   * LIMITATION OF LIABILITY" over 4.1 and 4.2): such a heading is not a clause of its own. Kept apart from `heading`,
   * which is the clause's own, because the clause detector reads the two differently (own heading words, and the
   * heading a clause sits under).
   */
  section?: string | null;
}

interface Start {
  label: string | null;
  heading: string | null;
  rest: string;
  kind?: SegmentKind;
  /** A title-case heading run into its clause ("Indemnification. Reseller shall …"): a new clause only after a finished sentence. */
  inlineTitle?: boolean;
}

const WORD_NUMBER = /^(?:ARTICLE|Article|SECTION|Section|CLAUSE|Clause|PART|Part)\s+([0-9]+(?:\.[0-9]+)*|[IVXLC]+)\b[.:)\-–—]?\s*(.*)$/;
/** "Annexure B", as Indian and South African drafting names an annex, is one too: after a signature block it must end it. */
const ATTACHMENT = /^(?:EXHIBIT|Exhibit|SCHEDULE|Schedule|ANNEXURE|Annexure|ANNEX|Annex|APPENDIX|Appendix|ATTACHMENT|Attachment)\s+([A-Z0-9]{1,4}(?:[.-]\d+)?)\b[.:)\-–—]?\s*(.*)$/;
/** "2.1", "9A.1": a clause inserted after 9 by amendment keeps the letter ("9A", "9A.1"), common in English drafting. */
const DECIMAL = /^(\d{1,3}[A-Z]?(?:\.\d{1,3}){1,3})\.?\s+(\S.*)$/;
const INTEGER = /^(\d{1,3}[A-Z]?)[.)]\s+(\S.*)$/;
/** "B1.", "D4.", "E5.2": a clause numbered within a lettered part (PART B …), as some contracts number them. */
const PART_NUMBER = /^([A-Z]\d{1,2}(?:\.\d{1,3}){0,2})[.)]?\s+(\S.*)$/;
const PAREN = /^\(([a-z]{1,2}|[ivxlc]{1,6}|\d{1,2}|[A-Z])\)\s+(\S.*)$/;
const LETTER = /^([A-Z])\.\s+(\S.*)$/;
const SIGNATURE = /^(?:IN\s+WITNESS\s+WHEREOF|SIGNED\s+(?:by|for)|Signed\s+(?:by|for)|EXECUTED\s+(?:by|as)|Executed\s+(?:by|as))\b/;
const DEFINITIONS = /^(?:definitions|defined terms|definitions and interpretation|interpretation)\b/i;

/** A line in capitals (at least two letters, few words, no sentence end) reads as a heading. */
function isCapsHeading(line: string): boolean {
  if (line.length > 90 || line.length < 3) return false;
  const letters = line.replace(/[^A-Za-z]/g, "");
  if (letters.length < 3 || letters !== letters.toUpperCase()) return false;
  if (/[,;]$/.test(line)) return false;
  return line.split(/\s+/).length <= 10;
}

/** Words that make a short run of words a sentence rather than a heading ("Payment is due."). */
const CLAUSE_VERB = /\b(?:shall|will|may|must|is|are|was|were|be|been|has|have|had|agrees?|means|includes?|does|do|can|should)\b/;

/** "Governing Law. This Agreement…" → heading "Governing Law"; "GOVERNING LAW" alone → heading, no body. */
function splitHeading(rest: string): { heading: string | null; body: string } {
  const m = /^([A-Z][A-Za-z'’&/,-]*(?:\s+(?:[A-Z][A-Za-z'’&/,-]*|&|of|and|or|to|for|the|in|on|by|with|a|an)){0,7})\s*[.:]\s*(.*)$/.exec(rest);
  if (m && m[1].length <= 70 && !/\b(?:shall|will|may|is|are)\b/.test(m[1])) return { heading: m[1].trim(), body: m[2] };
  // In sentence case too, as English and Indian drafting often write them: "3. Working hours. The Employee shall …".
  const sentenceCase = /^([A-Z][a-z'’-]+(?:\s+[a-z][a-z'’-]*){1,4})\.\s+(?=[A-Z"“(])(.*)$/.exec(rest);
  if (sentenceCase && sentenceCase[1].length <= 40 && !CLAUSE_VERB.test(sentenceCase[1])) return { heading: sentenceCase[1], body: sentenceCase[2] };
  if (isCapsHeading(rest)) return { heading: rest.trim(), body: "" };
  const caps = /^([A-Z][A-Z0-9'’&/ ,-]{2,70}?)\s+(?=[A-Z][a-z])(.*)$/.exec(rest);
  if (caps && caps[1].split(/\s+/).length <= 8 && caps[1].replace(/[^A-Z]/g, "").length >= 3) return { heading: caps[1].trim(), body: caps[2] };
  return { heading: null, body: rest };
}

function detectStart(line: string): Start | null {
  // Every start opens with a capital, a digit, a bracket or a quote: a line opening with a small letter (most lines of
  // a clause's text) is none, and is not tried against each pattern.
  if (/^[a-z]/.test(line)) return null;
  let m: RegExpExecArray | null;
  if (SIGNATURE.test(line)) return { label: null, heading: null, rest: line, kind: "signature" };
  if ((m = ATTACHMENT.exec(line))) {
    const long = m[2].length > 80;
    return { label: `${line.split(/\s+/)[0]} ${m[1]}`, heading: long ? null : m[2] || null, rest: long ? m[2] : "", kind: "exhibit" };
  }
  if ((m = WORD_NUMBER.exec(line))) {
    // "Article 5 Fees": a short title after the number is the heading.
    if (/^[A-Z][^.;,]{0,59}$/.test(m[2]) && m[2].split(/\s+/).length <= 8) return { label: `${line.split(/\s+/)[0]} ${m[1]}`, heading: m[2], rest: "" };
    const { heading, body } = splitHeading(m[2]);
    return { label: `${line.split(/\s+/)[0]} ${m[1]}`, heading, rest: body };
  }
  // A part-lettered number needs a dot or a heading after it: "A4 paper copies" is running text.
  if ((m = DECIMAL.exec(line)) || (m = INTEGER.exec(line)) || ((m = PART_NUMBER.exec(line)) && /^[A-Z]\d{1,2}(?:(?:\.\d{1,3}){1,2}\.?\s|[.)]\s)/.test(line))) {
    if (!/^[A-Z"“(]/.test(m[2])) return null;
    const { heading, body } = splitHeading(m[2]);
    return { label: m[1], heading, rest: body };
  }
  if ((m = PAREN.exec(line))) return { label: `(${m[1]})`, heading: null, rest: m[2] };
  if ((m = LETTER.exec(line)) && /^[A-Z"“]/.test(m[2])) {
    const { heading, body } = splitHeading(m[2]);
    return { label: `${m[1]}.`, heading, rest: body };
  }
  if (isCapsHeading(line)) return { label: null, heading: line, rest: "" };
  if ((m = INLINE_HEADING.exec(line))) return { label: null, heading: m[1], rest: line.slice(m[0].length), kind: "clause" };
  if ((m = INLINE_TITLE_HEADING.exec(line))) return { label: null, heading: m[1], rest: line.slice(m[0].length), kind: "clause", inlineTitle: true };
  return null;
}

/** A short line in sentence case with no verb of a clause in it ("Fees and payment", "Term and termination"). */
function isSentenceCaseHeading(line: string): boolean {
  if (line.length > 50 || !/^[A-Z][a-z]/.test(line) || /[.,;:!?]$/.test(line)) return false;
  const words = line.split(/\s+/);
  return words.length <= 5 && !/\b(?:shall|will|may|must|is|are|agrees?|means)\b/i.test(line);
}

/** A clause number the layout left on a line of its own, away from its heading: "1.", "a.", "B.", "iv.". */
const LONE_NUMBER = /^(?:\d{1,3}|[A-Za-z]|[ivx]{1,4})\.$/;

/** A short line in title case ("Indemnification", "Joint Venture Property", "Limitation of Liability"): no sentence in it. */
function isTitleLine(line: string): boolean {
  if (line.length > 60 || !/^[A-Z]/.test(line) || /[.,;:!?]$/.test(line)) return false;
  const words = line.split(/\s+/);
  return words.length <= 6 && words.every((w) => /^[A-Z0-9(]/.test(w) || /^(?:of|and|or|to|for|the|in|on|by|with|a|an|&)$/.test(w));
}

/**
 * "10. Termination" on a line of its own, the clause's text starting on the next line with a new sentence or with its
 * own first sub-clause ("1. Engagement and Services", then "1.1 The Client engages …"): the title is the heading.
 * ("1. The Company" followed by "shall pay …" is a sentence broken across lines, not a heading.)
 */
function withTitleAsHeading(start: Start | null, next: string | undefined): Start | null {
  if (!start || start.label === null || start.kind || start.heading !== null) return start;
  const subClause = next !== undefined && next.startsWith(`${start.label}.`) && DECIMAL.test(next);
  // Over its own first sub-clause a short line is a heading in sentence case too ("2. Fees and payment", then "2.1 …"),
  // as English drafting often writes them.
  if (!isTitleLine(start.rest) && !(subClause && isSentenceCaseHeading(start.rest))) return start;
  return next !== undefined && (/^[A-Z"“(]/.test(next) || subClause) ? { ...start, heading: start.rest, rest: "" } : start;
}

const NUMBER_WORD = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/i;

/**
 * A line that looks like a new clause but carries on the previous sentence: "(2) years" after a line ending in "two",
 * or a line in capitals (a shouted limitation of liability) after a line that did not finish its sentence.
 */
function continuesSentence(start: Start, line: string, previous: string, previousWasHeading: boolean): boolean {
  if (/^\(\d{1,3}\)/.test(line) && NUMBER_WORD.test(previous)) return true;
  if (start.label === null && start.kind === undefined && previous && !previousWasHeading) return !/[.:;!?)"”]$/.test(previous);
  if (start.inlineTitle && previous && !previousWasHeading) return !/[.:;!?)"”*]$/.test(previous);
  return false;
}

/** A heading in capitals run into its clause's first sentence: "INDEMNIFICATION. Each party shall …". */
const INLINE_HEADING = /^((?:[A-Z][A-Z&/'’-]+\s){0,3}[A-Z][A-Z&/'’-]{3,})\.\s+(?=[A-Z][a-z])/;

/**
 * The words a clause heading is made of, one of which ends a title-case heading that runs into its clause with no
 * number ("Limitation of Liability TO THE MAXIMUM …", "Term and Termination This Agreement …", "Confidential
 * Information. Each Party …"): a heading vocabulary, so that any capitalised phrase opening a sentence is not one.
 */
const HEADING_WORD =
  "(?:Liability|Liabilities|Indemnification|Indemnity|Indemnities|Termination|Term|Confidentiality|Information|Warranty|Warranties|Law|Jurisdiction|Assignment|Notices?|Majeure|Insurance|Property|Payment|Payments|Fees|Disputes?|Arbitration|Non-Competition|Non-Solicitation|Exclusivity|Audit|Remedies|Damages|Severability|Waiver|Miscellaneous|Representations)";
const TITLE_WORD = String.raw`(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)?|of|and|&|or|for|the|to|on|in)`;
/** `Heading. Sentence` or `Heading SENTENCE` / `Heading This Agreement …`: one to six title-case words ending in a heading word. */
const INLINE_TITLE = String.raw`((?:[A-Z][a-z]+(?:-[A-Z][a-z]+)?[,;]?\s+(?:${TITLE_WORD}[,;]?\s+){0,4})?${HEADING_WORD})(?:\.\s+(?=["“]?[A-Z])|\s+(?=[A-Z]{2,}\b|(?:This|The|Each|Either|Neither|In|Any|No|Unless|Except|Subject|Notwithstanding|Upon|If)\s))`;
const INLINE_TITLE_HEADING = new RegExp(`^${INLINE_TITLE}`);

/** A clause number alone at the start of a line, up to its full stop: "1.", "12.3.", "A.", "IV.", "Section 4.2.". */
const LINE_START_NUMBER = String.raw`^[ \t]*(?:(?:ARTICLE|Article|SECTION|Section|CLAUSE|Clause)\s+)?[0-9A-Z]{1,4}(?:\.[0-9]{1,3})*\.`;

/** Inline clause numbers after a run of spaces (common in text converted from filings) start a new line. */
function unfold(text: string): string {
  return text
    // Only from the start of a run of blanks: tried from inside one too, a long run would be quadratic.
    .replace(/(?<![ \t])[ \t]{3,}(?=(?:\d{1,3}(?:\.\d{1,3})*\.|\([a-z]{1,3}\)|(?:ARTICLE|Section|SECTION)\s+\d)\s*["“A-Z(])/g, "\n")
    .replace(/(?<=[.;:])[ \t]+(?=\d{1,2}\.\d{1,2}\.?\s+[A-Z])/g, "\n")
    // "… as follows:   A. The Guarantor shall pay …   B. Guarantors shall …": a lettered paragraph whose party acts ("shall",
    // "will", "may", "agrees", "waives") after a sentence's end and a run of blanks (a filing's layout) starts a clause;
    // not a single space ("… signed by J. Smith"), nor a lettered list item or recital ("B. Whereas …", "A. In a commercial").
    .replace(/(?<=[.;:])[ \t]{3,}(?=[A-Z]\.\s+(?:The\s+|This\s+|Each\s+|Either\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+(?:shall|will|may|must|agrees?|waives?|hereby)\b)/g, "\n")
    // "… Resort Hotel: Article I. Outsourced Project … Hotel Article II. Project Range The base …": articles run
    // together on one line each start one; not a cross-reference ("under Article II. The …", "in Article 5.").
    .replace(/(?<=\S)(?<!\b(?:to|under|in|of|with|per|see|and|or|by|from|this|that|said|such|hereof|herein|Section|Clause)\s*)[ \t]+(?=(?:Article|ARTICLE)\s+(?:[IVXLC]{1,6}|\d{1,2})\.\s+[A-Z])/g, "\n")
    .replace(/(?<=[.;:])[ \t]+(?=\d{1,2}\.\s+[A-Z][A-Z])/g, "\n")
    // "… as follows: 1. Definitions. The following …": a number and a title-case heading ending in a full stop.
    .replace(/(?<=[.;:"”)])[ \t]+(?=\d{1,2}\.\s+[A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|of|and|&)){0,3}\.\s+[A-Z])/g, "\n")
    .replace(/(?<=[.;:])[ \t]+(?=\([a-z]{1,3}\)\s+[A-Z])/g, "\n")
    // "… as agreed. CONFIDENTIALITY. Each party …": a heading in capitals inside a paragraph starts a new clause; not
    // after the clause's own number at the start of its line ("1. SERVICES. Supplier …", "Section 4.2. FEES. …"),
    // which would leave the number behind as the end of the clause before and the clause without it.
    .replace(new RegExp(String.raw`(?<=[a-z0-9)"”][.;])(?<!${LINE_START_NUMBER})[ \t]+(?=${INLINE_HEADING.source.slice(1)})`, "gm"), "\n")
    // "… any infringement. Confidential Information. Each Party …", "… PURPOSE. Limitation of Liability TO THE …": a
    // title-case heading of a clause's subject inside a paragraph starts a new clause too.
    // Not after a clause number ("1. Term. One year."): the sentence before ends in a word, a bracket, a quote or "***".
    // Nor after an article's number run into the text ("Article II. Fees The Client …").
    .replace(new RegExp(String.raw`(?<=(?:[A-Za-z]{2}|[)"”*])[.;])(?<!\b(?:Article|ARTICLE|Section|SECTION|Clause|CLAUSE)\s+[IVXLC]{1,6}\.)[ \t]+(?=${INLINE_TITLE})`, "g"), "\n");
}

export function segment(pages: { page: number; text: string }[]): Segment[] {
  return runToEnd(segmentSteps(pages));
}

/** `segment` as steps, one per page, for a review run in slices: a long contract took 15–40 ms to segment in one go. */
export function* segmentSteps(pages: { page: number; text: string }[]): Steps<Segment[]> {
  const segments: Segment[] = [];
  let cur: Segment | null = null;
  let pendingHeading: string | null = null;
  const push = () => {
    if (cur && (cur.text.trim() || cur.heading)) {
      // Only runs that change: replacing every single space with itself rebuilt a million-character clause for nothing.
      cur.text = cur.text.replace(/[ \t]{2,}|\t/g, " ").replace(/\n{2,}/g, "\n").trim();
      segments.push(cur);
    }
    cur = null;
  };
  let sawNumbered = false;
  /** Clauses started by a title-case heading run into their text: a text with nothing else is still read by paragraphs. */
  let inlineTitles = 0;
  let previous = "";
  /** The previous line was a heading with nothing after it ("GENERAL", "Article 5 Fees"): a heading may follow it. */
  let previousWasHeading = true;
  for (const { page, text } of pages) {
    // Contents lines ("16.2 Termination ........ 31") and a filing service's page footers ("Source: ACME CORP, 10-K,
    // 3/1/2019") are layout, not clauses: they would become clauses, headings and key facts.
    // The lines that have characters, matched rather than split: a million line breaks split into a million empty
    // strings took half a second to make and trim.
    const lines: string[] = [];
    for (const m of unfold(text).matchAll(/[^\n]+/g)) {
      const l = m[0].trim();
      if (l && !isContentsLine(l) && !isFilingFooter(l)) lines.push(l);
    }
    for (const [i, line] of lines.entries()) {
      // A title-case line between a finished sentence and a numbered clause is that clause's heading ("…industry.",
      // "Indemnification", "49. Each Member…"), not the end of the clause before it.
      const titleBeforeClause =
        isTitleLine(line) && /[.:;]$/.test(previous) && i + 1 < lines.length && (detectStart(lines[i + 1])?.label ?? null) !== null;
      // In a text with no numbered clause yet, a title-case line between a finished sentence (or a number the layout
      // left on a line of its own) and a sentence is a heading too ("…this Agreement.", "Formation", "By this Agreement
      // the Participants …"): otherwise the whole agreement was one clause.
      const unnumberedTitle =
        !sawNumbered && isTitleLine(line) && (/[.:;]$/.test(previous) || LONE_NUMBER.test(previous)) && i + 1 < lines.length && /^[A-Z]/.test(lines[i + 1]) && lines[i + 1].length >= 40 && !isTitleLine(lines[i + 1]);
      const detected = withTitleAsHeading(detectStart(line), lines[i + 1]) ?? (titleBeforeClause || unnumberedTitle ? { label: null, heading: line, rest: "" } : null);
      const start: Start | null = detected && !continuesSentence(detected, line, previous, previousWasHeading) ? detected : null;
      previous = line;
      previousWasHeading = start !== null && start.rest.trim() === "";
      if (start) {
        const open = cur as Segment | null;
        // An exhibit marker before any clause is a filing header ("Exhibit 10.12"), part of the preamble.
        if (start.kind === "exhibit" && !sawNumbered && segments.length <= 1) {
          if (!cur) cur = { label: null, heading: null, text: "", page, kind: "preamble" };
          cur.text += (cur.text ? "\n" : "") + line;
          continue;
        }
        // Inside a signature block, only an exhibit or schedule starts something new, or a numbered clause with a
        // heading once the block has its signature lines: filings put the signature page before "Additional
        // Provisions" or standard terms that are as operative as the rest ("1. DEFINITIONS", "10. LIMITATION OF LIABILITY").
        const resumes = start.label !== null && start.heading !== null && /_{3,}|\bBy:|\bName:|\bTitle:/.test(open?.text ?? "");
        if (open && open.kind === "signature" && start.kind !== "exhibit" && !resumes) {
          open.text += "\n" + line;
          continue;
        }
        // A bare heading line: remember it for the next clause unless a clause follows on the same heading.
        if (start.label === null && start.kind === undefined) {
          if (open && open.text.trim() === "" && open.heading) open.heading = `${open.heading} — ${start.heading}`;
          else {
            push();
            pendingHeading = start.heading;
            const headingKind: SegmentKind = DEFINITIONS.test(start.heading ?? "") ? "definitions" : segments.length === 0 ? "preamble" : "clause";
            cur = { label: null, heading: start.heading, text: "", page, kind: headingKind };
          }
          continue;
        }
        if (open && open.label === null && open.kind !== "preamble" && open.text.trim() === "" && pendingHeading) {
          // heading line directly followed by a numbered clause: the clause carries it
          cur = null;
        } else push();
        if (start.inlineTitle) inlineTitles++;
        else sawNumbered = true;
        const heading = start.heading ?? pendingHeading;
        pendingHeading = null;
        const kind: SegmentKind = start.kind ?? (DEFINITIONS.test(heading ?? "") ? "definitions" : "clause");
        cur = { label: start.label, heading: start.label === null && start.kind === "signature" ? null : heading, text: start.rest, page, kind };
        continue;
      }
      pendingHeading = null;
      if (!cur) cur = { label: null, heading: null, text: "", page, kind: segments.length === 0 ? "preamble" : "clause" };
      cur.text += (cur.text ? "\n" : "") + line;
    }
    yield;
  }
  push();
  if (!sawNumbered && segments.length - inlineTitles <= 2) return withinLength(paragraphs(pages));
  return withinLength(underSections(segments).map((s) => (s.text === "" && s.heading ? { ...s, text: s.heading } : s)));
}

/**
 * The longest clause the review reads as one. Each clause is classified and reviewed in one piece of synchronous work,
 * so a text with no line breaks (one paragraph of a million characters) held the event loop for the whole of it; past
 * this length a clause is cut at sentence ends. The longest clause of CUAD's development half is 37,609 characters.
 */
export const MAX_CLAUSE_CHARS = 50_000;

/** Clauses longer than MAX_CLAUSE_CHARS cut into parts: the first keeps the number and heading, the rest follow on. */
function withinLength(segs: Segment[]): Segment[] {
  if (segs.every((s) => s.text.length <= MAX_CLAUSE_CHARS)) return segs;
  return segs.flatMap((s) =>
    s.text.length <= MAX_CLAUSE_CHARS
      ? [s]
      : partsOf(s.text).map((text, i): Segment =>
          i === 0 ? { ...s, text } : { label: null, heading: null, text, page: s.page, kind: s.kind === "preamble" ? "clause" : s.kind, section: s.section },
        ),
  );
}

/**
 * Cuts after the last sentence end in the second half of each MAX_CLAUSE_CHARS window, else at its last space, else at
 * the window's end (never inside a surrogate pair). Each window is scanned once: linear in the text.
 */
export function partsOf(text: string): string[] {
  const parts: string[] = [];
  let from = 0;
  while (text.length - from > MAX_CLAUSE_CHARS) {
    const lo = from + MAX_CLAUSE_CHARS / 2;
    const window = text.slice(lo, from + MAX_CLAUSE_CHARS);
    let cut = -1;
    for (const m of window.matchAll(/[.;!?]["”’')\]]?\s+(?=\S)/g)) cut = m.index + m[0].length;
    if (cut < 0) cut = Math.max(window.lastIndexOf(" "), window.lastIndexOf("\n")) + 1;
    if (cut <= 0) cut = window.length - (/[\uD800-\uDBFF]/.test(window[window.length - 1]) ? 1 : 0);
    parts.push(text.slice(from, lo + cut).trim());
    from = lo + cut;
  }
  parts.push(text.slice(from).trim());
  return parts.filter((p) => p.length > 0);
}

/** Fallback: blank-line separated paragraphs. */
function paragraphs(pages: { page: number; text: string }[]): Segment[] {
  const out: Segment[] = [];
  for (const { page, text } of pages) {
    for (const para of text.split(/\n\s*\n/)) {
      const t = para.replace(/\s{2,}|[^\S ]/g, " ").trim();
      if (!t || isFilingFooter(t)) continue;
      const kind: SegmentKind = SIGNATURE.test(t) ? "signature" : out.length === 0 ? "preamble" : "clause";
      out.push({ label: null, heading: null, text: t, page, kind });
    }
  }
  return out;
}
