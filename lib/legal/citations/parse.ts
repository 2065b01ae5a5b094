import { nameAfter, nameBefore, tokenise, type NameSpan } from "./name-span";

export type CitationLabel = "article" | "section" | "rule" | "regulation" | "paragraph";

export interface ParsedCitation {
  /** The text this citation was read from, e.g. "Art. 6(1)(f) GDPR" (shared by every item of a list). */
  text: string;
  start: number;
  end: number;
  /** The instrument's name or code prefix as written ("GDPR", "Indian Contract Act, 1872", "15 U.S.C."); null if bare. */
  instrument: string | null;
  /** The provision number without pinpoint: "17", "78dd-1", "164.502". */
  article: string;
  /** Sub-division after the number, normalised to parentheses: "(1)(f)". */
  pinpoint: string | null;
  /** What kind of provision the writer named; "§" counts as a section. Null for "15 U.S.C. 78dd-1". */
  label: CitationLabel | null;
  /** The label exactly as written: "Art.", "s.", "Section", "§". */
  labelText: string | null;
}

export interface ParseOptions {
  /**
   * Lets the parser prefer a span the registry knows ("Code civil") over its capitalisation heuristic. It never
   * accepts a known span that is only part of a longer capitalised name ("Privacy Act 1988" inside
   * "Fake Privacy Act 1988"), so an invented statute is not mistaken for a real one.
   */
  isKnownName?: (name: string) => boolean;
}

// A Latin ordinal after the number names an inserted article in civil-law codes: "197 bis", "3 ter", "12quater".
const ARTICLE = String.raw`\d+[A-Za-z]{0,3}(?:\s?(?:bis|ter|quater|quinquies|sexies|septies|octies|novies|nonies|decies)(?![\p{L}\p{N}]))?(?:[.\-\/:]\d+[A-Za-z]{0,3}|-[A-Za-z]{1,3}(?![A-Za-z]))*(?![\p{L}\p{N}])`;
const PINPOINT = String.raw`(?:\s?\((?:\d{1,3}[A-Za-z]{0,2}|[A-Za-z]{1,4})\))*`;

const LABELS: [RegExp, CitationLabel][] = [
  [/^(?:articles?|arts?\.?)$/i, "article"],
  [/^(?:sections?|secs?\.?|ss?\.?|§§?)$/i, "section"],
  [/^(?:rules?|r\.)$/i, "rule"],
  [/^(?:regulations?|regs?\.)$/i, "regulation"],
  [/^(?:paragraphs?|paras?\.|¶)$/i, "paragraph"],
];

// Bare "s", "ss", "art", "sec" need a space after them; "Regulation (EU) 2016/679" and "Regulation 2016/679" name
// an instrument, not a provision.
const LABEL_WORD = String.raw`(?:articles?|arts?\.|art(?=\s)|sections?|secs?\.|sec(?=\s)|ss?\.|ss?(?=\s)|§§?|rules?|r\.|(?:regulations(?!\s+(?:19|20)\d{2}\b)|regulation)(?!\s*\(?(?:eu|ec|eec)\b)(?!\s+(?:no\.?\s*)?\d{1,4}\/\d)|regs?\.|paragraphs?|paras?\.|¶)`;

const LABELLED = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’§])(${LABEL_WORD})\s*(${ARTICLE})(${PINPOINT})`,
  "giu",
);
/** A further item of a list: "Articles 15 and 17", "ss. 10, 11 and s. 14". */
const LIST_ITEM = new RegExp(
  String.raw`\s*(?:,|and|or|&)\s*(?:(?:articles?|arts?\.|art|sections?|s\.|ss\.|s|§§?)\s*)?(${ARTICLE})(${PINPOINT})`,
  "iuy",
);
/** Code citations written without "§": "15 U.S.C. 78dd-1", "45 CFR 164.502", "740 ILCS 14/15". */
const CODE_WITHOUT_SECTION_SIGN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(\d{1,3}\s+(?:U\.\s?S\.\s?C\.(?:\s?A\.)?|USCA?|C\.\s?F\.\s?R\.|CFR|ILCS))\s+(${ARTICLE})(${PINPOINT})`,
  "gu",
);
/** "Art. 6 para. 1 lit. f" and "Art. 6 Abs. 1" fold into the pinpoint "(1)(f)". */
const SUB_PARAGRAPH = /\s*,?\s*(?:paragraph|para\.?|Abs\.|subsection|sub-s\.|subs\.)\s*(\d{1,3}[a-z]?)(?![\p{L}\p{N}])/iuy;
const SUB_POINT = /\s*,?\s*(?:lit\.|letter|point)\s*\(?([a-z]{1,3})\)?(?![\p{L}\p{N}])/iuy;

const TRAILING_PINPOINT = new RegExp(String.raw`^(.*?\S)(${PINPOINT.replace("*", "+")})$`, "u");
const ARTICLE_REFERENCE = new RegExp(String.raw`^(?:(${LABEL_WORD})\s*)?(${ARTICLE})(${PINPOINT})$`, "iu");

/**
 * CPC-style "Order VII Rule 11" (also "O. VII r. 11", "Order 7 Rule 11", "Order XIII-A", "Order XXXVII"): a whole
 * Order and its Rule form one provision number, held in the registry as "Order <Roman>[ Rule <n>]".
 * Roman numerals must be capitals so ordinary prose ("in order to") is never read as a citation; an Arabic Order
 * number needs its Rule.
 */
const ORDER_RULE = String.raw`(?<![\p{L}\p{N}])(?:Order|O\.)\s*(?:([IVXL]+)(?:-([A-Z]))?(?:\s*,?\s*(?:[Rr]ule|r\.)\s*(\d{1,3}[A-Z]?))?|(\d{1,2})(?:-([A-Z]))?\s*,?\s*(?:[Rr]ule|r\.)\s*(\d{1,3}[A-Z]?))(?![\p{L}\p{N}])`;
const ORDER_RULE_IN_TEXT = new RegExp(`${ORDER_RULE}(${PINPOINT})`, "gu");
const ORDER_RULE_WHOLE = new RegExp(`^${ORDER_RULE}(${PINPOINT})$`, "u");

function toRoman(n: number): string {
  const parts: [number, string][] = [[50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];
  let rest = n;
  let out = "";
  for (const [value, numeral] of parts) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/** The canonical "Order <Roman>[-<letter>][ Rule <n>]" of an ORDER_RULE match. */
function orderArticle(m: RegExpExecArray): string {
  const roman = m[1] ?? toRoman(Number(m[4]));
  const letter = m[2] ?? m[5];
  const rule = m[3] ?? m[6];
  return `Order ${roman}${letter ? `-${letter}` : ""}${rule ? ` Rule ${rule}` : ""}`;
}

function orderMatches(text: string): Match[] {
  // A lone "Order I" without a Rule is too often the pronoun ("the Order I mentioned") to be read as a citation.
  const cited = [...text.matchAll(new RegExp(ORDER_RULE_IN_TEXT))].filter((m) => !(m[1] === "I" && !m[2] && !m[3]));
  return cited.map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    labelText: null,
    items: [{ article: orderArticle(m), pinpoint: normalisePinpoint(m[7]) }],
    code: null,
  }));
}

/**
 * Reads a structured `article` field: "17", "Art. 17(1)", "s. 27", "§ 164.502". Anything else ("Schedule 1") is
 * kept whole for the registry's own matching.
 */
export function parseArticleReference(raw: string): { article: string; pinpoint: string | null; label: CitationLabel | null } {
  const trimmed = raw.trim();
  const order = ORDER_RULE_WHOLE.exec(trimmed);
  if (order !== null) return { article: orderArticle(order), pinpoint: normalisePinpoint(order[7]), label: null };
  const m = ARTICLE_REFERENCE.exec(trimmed);
  if (m === null) {
    // A non-numeric designation ("Schedule 1") may still carry a pinpoint: keep it apart, as for "17(1)".
    const tail = TRAILING_PINPOINT.exec(trimmed);
    return tail ? { article: tail[1], pinpoint: normalisePinpoint(tail[2]), label: null } : { article: trimmed, pinpoint: null, label: null };
  }
  return { article: m[2], pinpoint: normalisePinpoint(m[3]), label: m[1] ? labelOf(m[1]) : null };
}

function labelOf(labelText: string): CitationLabel {
  return LABELS.find(([pattern]) => pattern.test(labelText))?.[1] ?? "section";
}

function normalisePinpoint(raw: string): string | null {
  const compact = raw.replace(/\s+/g, "");
  return compact === "" ? null : compact;
}

interface Match {
  start: number;
  end: number;
  labelText: string | null;
  items: { article: string; pinpoint: string | null }[];
  /** A code prefix read by the pattern itself ("15 U.S.C."), which then needs no name search. */
  code: string | null;
}

function labelledMatches(text: string): Match[] {
  const matches: Match[] = [];
  const labelled = new RegExp(LABELLED);
  for (let m = labelled.exec(text); m !== null; m = labelled.exec(text)) {
    const items = [{ article: m[2], pinpoint: normalisePinpoint(m[3]) }];
    let end = m.index + m[0].length;
    end = foldSubdivisions(text, end, items[0]);
    const listItem = new RegExp(LIST_ITEM);
    for (;;) {
      listItem.lastIndex = end;
      const next = listItem.exec(text);
      if (next === null) break;
      const item = { article: next[1], pinpoint: normalisePinpoint(next[2]) };
      end = foldSubdivisions(text, listItem.lastIndex, item);
      items.push(item);
    }
    matches.push({ start: m.index, end, labelText: m[1], items, code: null });
    labelled.lastIndex = end;
  }
  return matches;
}

function foldSubdivisions(text: string, from: number, item: { pinpoint: string | null }): number {
  let end = from;
  for (const shared of [SUB_PARAGRAPH, SUB_POINT]) {
    const pattern = new RegExp(shared);
    pattern.lastIndex = end;
    const m = pattern.exec(text);
    if (m !== null) {
      item.pinpoint = `${item.pinpoint ?? ""}(${m[1]})`;
      end = pattern.lastIndex;
    }
  }
  return end;
}

function codeMatches(text: string): Match[] {
  return [...text.matchAll(CODE_WITHOUT_SECTION_SIGN)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    labelText: null,
    items: [{ article: m[2], pinpoint: normalisePinpoint(m[3]) }],
    code: m[1].replace(/\s+/g, " "),
  }));
}

/**
 * Finds every provision citation in free text: "GDPR Art. 17(1)", "Art. 6(1)(f) GDPR", "Articles 15 and 17 of the
 * GDPR", "s. 27 of the Indian Contract Act", "Section 73, Indian Contract Act, 1872", "15 U.S.C. § 78dd-1",
 * "45 C.F.R. § 164.502", "Cal. Civ. Code § 1798.100", "§ 26 BDSG", or a bare "Article 17".
 * It only reads text; whether a citation is real is decided by `resolve.ts` against the registry.
 */
export function parseCitationText(text: string, options: ParseOptions = {}): ParsedCitation[] {
  const orders = orderMatches(text);
  const overlapsAny = (list: Match[]) => (c: Match) => !list.some((l) => c.start < l.end && l.start < c.end);
  // "Rule 11" inside "Order VII Rule 11" is part of the Order citation, not a rule of its own.
  const labelled = labelledMatches(text).filter(overlapsAny(orders));
  const codes = codeMatches(text).filter(overlapsAny([...labelled, ...orders]));
  const matches = [...orders, ...labelled, ...codes].sort((a, b) => a.start - b.start);
  const tokens = tokenise(text);
  const results: ParsedCitation[] = [];
  let consumedUpTo = 0;

  matches.forEach((match, i) => {
    const limit = i + 1 < matches.length ? matches[i + 1].start : text.length;
    let instrument: string | null = match.code;
    let start = match.start;
    let end = match.end;
    if (instrument === null) {
      const before = tokens.filter((t) => t.start >= consumedUpTo && t.end <= match.start);
      const after = tokens.filter((t) => t.start >= match.end && t.end <= limit);
      const chosen = chooseName(nameBefore(before, options, text), nameAfter(after, options, text), options);
      if (chosen !== null) {
        instrument = chosen.name;
        start = Math.min(start, chosen.start);
        end = Math.max(end, chosen.end);
      }
    }
    consumedUpTo = end;
    const label = match.labelText === null ? null : labelOf(match.labelText);
    for (const item of match.items) {
      results.push({
        text: text.slice(start, end),
        start,
        end,
        instrument,
        article: item.article,
        pinpoint: item.pinpoint,
        label,
        labelText: match.labelText,
      });
    }
  });
  return results;
}

type Candidate = NameSpan | null;

/** "… of the X" binds more tightly than a name before the label, which binds more tightly than a trailing word. */
function chooseName(before: Candidate, after: Candidate, options: ParseOptions): Candidate {
  const ordered = [after?.explicit ? after : null, before, after?.explicit ? null : after].filter(
    (c): c is NonNullable<Candidate> => c !== null,
  );
  if (options.isKnownName) {
    const known = ordered.find((c) => options.isKnownName!(c.name));
    if (known) return known;
  }
  return ordered[0] ?? null;
}
