/**
 * Cross-references that carry the title of the clause they point to: "Subject to Section 9 (Limitation of Liability)",
 * "as set out in Clauses 6.1 (Payment) and 10 (Confidentiality)", "Section 4.3.1 [Non-Competition]". The title names
 * the other clause's subject, not this one's: an indemnity "subject to Section 9 (Limitation of Liability)" is no
 * limitation of liability. Pure: no I/O.
 */

/** A reference word and the clause numbers after it, up to a bracketed title: "Sections 6.1 (Payment) and 10 (". */
const REFERENCE =
  /\b(?:Sections?|Articles?|Clauses?|Paragraphs?|Schedules?|Exhibits?|§§?)\s+((?:(?:\d{1,3}|[A-Z]{1,2}|[IVX]{1,5})\b(?:\.\d{1,3})*(?:\([a-z0-9]{1,4}\))*\s*(?:[([][A-Z][^)\]]{1,60}[)\]])?\s*(?:,|and|or|through|to|-|–)?\s*)+)/g;
/** A bracketed title in a reference: capitalised words and joiners ("(Limitation of Liability)", "[Non-Competition]"). */
const TITLE = /([([])\s*[A-Z][\w'’&/-]*(?:[\s,;]+(?:[A-Z][\w'’&/-]*|of|and|or|the|to|for|in|on|by|with|a|an|&))*\s*[)\]]/g;

/** The text with the titles its cross-references carry left out ("Subject to Section 9, the Supplier shall …"). */
export function withoutReferencedTitles(text: string): string {
  if (!/[([][A-Z]/.test(text)) return text;
  return text.replace(REFERENCE, (ref) => ref.replace(TITLE, "").replace(/\s{2,}/g, " ").replace(/\s+(?=[,.;:)])/g, ""));
}
