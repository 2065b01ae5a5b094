/**
 * Text in a filed contract that is about the filing or the layout, not a term between the parties: SEC
 * confidential-treatment legends and redaction notes, table-of-contents lines. Pure: no I/O.
 */

/** An SEC confidential-treatment legend or redaction note: about the filing, not a promise between the parties. */
export const SEC_LEGEND =
  /\bconfidential\s+treatment\b|\bRule\s+24b-2\b|\bfiled\s+separately\s+with\s+the\s+(?:Securities|Commission|SEC)|\bomitted\s+(?:and\s+filed\s+separately|pursuant\s+to\s+a\s+request)|\bcompetitively\s+harmful\s+if\s+publicly\s+disclosed|\bconfidential\s+portions\s+(?:of\s+this\s+(?:document|exhibit|agreement)\s+)?have\s+been\s+(?:redacted|omitted)/i;

/** Wording that binds a party to keep something confidential: what a legend never has. */
const KEEPS_CONFIDENTIAL = /\b(?:shall|will|agrees?\s+to|must)\s+(?:\w+\s+){0,4}(?:not\s+disclose|keep|hold|maintain|treat|protect)\b|\bnot\s+(?:to\s+)?disclose\b/i;

/** A legend or redaction note with no confidentiality promise of its own. */
export function isFilingLegend(text: string): boolean {
  return SEC_LEGEND.test(text) && !KEEPS_CONFIDENTIAL.test(text);
}

/** "Term ........ 16", "ARTICLE 5 FEES …… 12", "16.2 Termination . . . . 31": a contents line with dot leaders and a page number. */
// Each leader is tried from its first dot, ellipsis or underscore only (the lookbehinds): tried from every character of a
// long run that does not end in a page number, it was quadratic (10,000 dots took 2.7 s).
const CONTENTS_LINE = /(?<!\.\s?)(?:\.\s?){4,}\s*\d{1,3}\s*$|(?<!…)…{2,}\s*\d{1,3}\s*$|(?<!_)_{4,}\s*\d{1,3}\s*$/;

export function isContentsLine(line: string): boolean {
  return CONTENTS_LINE.test(line);
}

/**
 * The footer a filing service prints on every page of a contract taken from EDGAR: "Source: ACME CORP, 10-K, 3/1/2019",
 * "Source: BLOOM ENERGY CORP, DRS/A (on S-1), 3/21/2018". Layout, not a term: read as a line of its own it became a
 * clause's heading (over "1.8 'API' means …"), and inside a clause it cut a sentence in two.
 */
const FILING_FOOTER = /^Source:\s+\S.{0,120}?,\s+[0-9A-Z][\w/.-]{0,12}(?:\s+\([^()]{1,24}\))?,\s+\d{1,2}\/\d{1,2}\/\d{4}$/;

export function isFilingFooter(line: string): boolean {
  return line.startsWith("Source:") && FILING_FOOTER.test(line);
}

/**
 * A contents page run together into one segment without dot leaders: "3.1 Scope 12 3.2 Detailing Requirements 13 3.3
 * Sales Representatives 14", "Section 11.02. Dispute Resolution 12 Section 11.03. Governing Law 13". At least three
 * entries (a section number, a title in capitals, a page number) making up most of the text: a list of headings, not a
 * term between the parties.
 */
const CONTENTS_ENTRY =
  /(?:\b(?:Section|Article|Clause)\s+)?\b\d{1,3}(?:\.\d{1,3})*\.?\s+(?:[A-Z][\w'’&,;()-]*\s+(?:(?:of|and|or|the|to|for|in|on|by|with|a|an)\s+)*){1,10}\d{1,3}\b/g;

export function isContentsRun(text: string): boolean {
  const entries = text.match(CONTENTS_ENTRY) ?? [];
  return entries.length >= 3 && entries.join("").length >= 0.5 * text.trim().length;
}

/** Words that join a heading's capitalised words: "Right of First Negotiation", "Books and Records". */
const HEADING_JOINER = /^(?:of|and|or|the|to|for|in|on|by|with|a|an|from|under|upon|at|as|&|[-–—])$/;
/** A heading's word: capitalised, or in capitals, or in quotes/brackets ("Non-Disparagement", "(Audit)"). */
const HEADING_WORD = /^[A-Z(“"][\w'’()“”"-]*$/;
/** A section number before a heading: "6.4.1", "Section 8.02.". */
const SECTION_NUMBER = /^(?:(?:Section|Article|Clause)\s+)?\d+(?:\.\d+)*\.?\s+/;

/**
 * A segment that is only a heading, or a contents line of one: "Right of First Negotiation.", "Access to Information;
 * Books and Records.", "ENFORCEMENT OF JOINT INTELLECTUAL PROPERTY RIGHTS 16". It names a subject and states no term on
 * it, so it is no clause of that subject (the clause is the text under it). Each part (split at "." or ";") is two to ten
 * capitalised words and joiners, with no figure, no colon (a "Governing Law: England" pair states a term) and no
 * redaction mark (a heading over "[***]" stands for the withheld clause); a part of one word ("Governing Law.
 * Delaware.") may be the term itself, so the segment is not read as a heading.
 */
export function isBareHeading(text: string): boolean {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length === 0 || flat.length > 120 || /[:*[\]]|\b(?:shall|will|may|must|hereby)\b/i.test(flat)) return false;
  const parts = flat
    .replace(/\s+\d{1,3}$/, "")
    .replace(/[.;,]+$/, "")
    .split(/[.;]\s+/);
  return parts.every((part) => {
    const words = part
      .replace(SECTION_NUMBER, "")
      .split(/[\s,]+/)
      .filter(Boolean);
    return (
      words.length >= 2 &&
      words.length <= 10 &&
      /^[A-Z]/.test(words[0]) &&
      words.every((w) => HEADING_JOINER.test(w) || HEADING_WORD.test(w)) &&
      !words.some((w) => /\d/.test(w))
    );
  });
}
