import { categories, categoryById } from "./taxonomy";
import { matchingPatterns } from "./clause-features";
import type { Segment } from "./segment";
import { detectCategories } from "./clause-model";
import { confirmsCategory, isDefinition, leadInItems } from "./classify/confirm";
import { categoriesByMeaning } from "./classify/by-meaning";
import { isBareHeading, isContentsRun } from "./structure/legends";
import { isRecital } from "./structure/recitals";
import { withoutReferencedTitles } from "./structure/cross-references";

/** A month's name or its usual abbreviation, as a whole word ("mar" in "marketing" is not March). "May" is apart. */
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`;

/** A date, or a blank left for one: a month and a day, a year, "the 5th day of", "dated", "[●]", "____". */
const DATE_OR_BLANK = new RegExp(
  String.raw`\b${MONTH}\.?\s+\d|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?${MONTH}|\b(?:19|20)\d{2}\b|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\bday\s+of\b|\bdated\b|\[[^\]]{0,20}\]|_{3,}`,
  "i",
);
/** The month May only with its capital: "the Supplier may 3 times" names no date. */
const MAY_AND_A_DAY = /\bMay\.?\s+\d|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?May\b|\bMAY\s+\d/;

/** Whether an opening names when it was made (or leaves a blank for it): what keeps a detected agreement date. */
export function namesADate(text: string): boolean {
  return DATE_OR_BLANK.test(text) || MAY_AND_A_DAY.test(text);
}

/** How a clause without a date can still set the effective date: "effective upon signing", "commences on execution". */
const SPEAKS_OF_EFFECT = /\beffective|\bcommenc\w*|\bin\s+force\b|\bbegin\w*|\bstart\w*/i;

/** Categories that describe the document as a whole; only looked for in its opening. */
const DOCUMENT_LEVEL = new Set(["document_name", "parties", "agreement_date"]);

/** What a segment is by its place in the layout (a signature block, an exhibit, the definitions), not by its terms. */
const LAYOUT = new Set(["signature_block", "exhibit", "definitions"]);

/** Headings an opening can carry: the document's title, "Parties", "Preamble", "Date". */
const OPENING_HEADING = /\b(?:part(?:y|ies)|preamble|agreement|contract|amendment|addendum|lease|licen[cs]e|date|between|among|recitals?|introduction|background)\b/i;

/**
 * A numbered clause with a heading of another subject ("1.1 Services. Supplier shall provide the services agreed between
 * Supplier and Customer") is a clause of the contract, not its opening, even among the first three segments: the
 * parties, date and title it mentions are the opening's.
 */
function headedForAnotherSubject(seg: Segment): boolean {
  return seg.label !== null && seg.heading !== null && !OPENING_HEADING.test(seg.heading);
}

/**
 * Deterministic, offline: CUAD's categories come from the learned detector (clause-model.ts, whose features include
 * the taxonomy's patterns); our own categories from their patterns. Document-level categories are only assigned to
 * the opening segments; signature blocks and exhibits get their own category.
 */
export function classifySegments(segs: Segment[]): string[][] {
  return segs.map((_, i) => classifyAt(segs, i));
}

/** One clause on its own, as if it were the document's `index`-th. */
export function classifySegment(seg: Segment, index: number): string[] {
  const segs: Segment[] = Array.from({ length: index + 1 }, () => seg);
  return classifyAt(segs.map((s, i) => (i < index ? { ...s, heading: null, text: "" } : s)), index);
}

/** The categories of the segment at `index`, read with its neighbours (the detector reads the clauses around it). */
export function classifyAt(segs: Segment[], index: number): string[] {
  const found = categoriesAt(segs, index);
  // A contents page lists the clauses' headings ("14.13 Third Party Beneficiaries 44"); it is none of them, though a
  // title page run into it may still name the document and its parties. A heading standing alone ("Right of First
  // Negotiation.") is no clause either: the clause is the text under it; nor is a recital ("WHEREAS, the Licensor has
  // granted … an exclusive licence"), which gives the background the operative clauses act on.
  const text = segs[index].text;
  if (isContentsRun(text)) return found.filter((id) => DOCUMENT_LEVEL.has(id));
  return isBareHeading(text) || isRecital(text) ? found.filter((id) => DOCUMENT_LEVEL.has(id) || LAYOUT.has(id)) : found;
}

function categoriesAt(segs: Segment[], index: number): string[] {
  const seg = segs[index];
  if (seg.kind === "signature") return ["signature_block"];
  const found: string[] = [];
  if (seg.kind === "exhibit") found.push("exhibit");
  if (seg.kind === "definitions") found.push("definitions");
  const opening = index <= 2 && !headedForAnotherSubject(seg);
  for (const id of detectCategories(segs, index)) {
    if (DOCUMENT_LEVEL.has(id) && !opening) continue;
    // The detector reads the neighbours too; a category must also be carried by the clause's own wording.
    if (!confirmsCategory(segs, index, id)) continue;
    // An opening that names the parties but no date ("made between A and B") gives no agreement date.
    if (id === "agreement_date" && !namesADate(seg.text)) continue;
    if (id === "effective_date" && !namesADate(seg.text) && !SPEAKS_OF_EFFECT.test(seg.text)) continue;
    found.push(id);
  }
  // Our own categories come from their patterns, read without the titles cross-references carry: an indemnity "subject
  // to Section 9 (Limitation of Liability)" is no limitation of liability.
  const ownText = withoutReferencedTitles(seg.text);
  const ownMatched = new Set(matchingPatterns(ownText === seg.text ? seg : { ...seg, text: ownText }).map((m) => m.id));
  for (const cat of categories) {
    if (cat.source === "cuad" || found.includes(cat.id)) continue;
    if (DOCUMENT_LEVEL.has(cat.id) && !opening) continue;
    if (cat.id === "signature_block" || cat.id === "exhibit") continue;
    if (ownMatched.has(cat.id)) found.push(cat.id);
  }
  // Categories the clause's wording carries by what the category means, in drafting the detector did not learn; they
  // pass the same checks as the detector's (a definition is never the clause).
  if (!isDefinition(seg.text) && seg.kind !== "definitions" && !/\bdefinition/i.test(seg.heading ?? "")) {
    for (const id of categoriesByMeaning(seg.text)) {
      if (found.includes(id) || (DOCUMENT_LEVEL.has(id) && !opening)) continue;
      if (confirmsCategory(segs, index, id)) found.push(id);
    }
  }
  // A right to terminate only when the other side fails to pay, breaches or becomes insolvent is for cause, not for convenience.
  if (found.includes("termination_for_convenience") && onlyForCause(seg.text, leadInItems(segs, index))) {
    const forCause = found.filter((id) => id !== "termination_for_convenience");
    return forCause.includes("termination_for_cause") ? forCause : [...forCause, "termination_for_cause"];
  }
  return found;
}

/**
 * Events that make a termination right one for cause, and ends that are no one party's choice: force majeure, both
 * parties' agreement ("may be terminated at any time by mutual written consent").
 */
const CAUSE =
  /\b(?:breach\w*|insolven\w+|bankrupt\w*|fails?\s+to|failure\s+to|non-?payment|does\s+not\s+pay|default\w*|receiver|liquidat\w+|winding[\s-]up|administration|change\s+(?:of|in)\s+control|force\s+majeure|mutual(?:ly)?,?\s+(?:written\s+)?(?:agree\w*|consent))\b/i;

/** A number's figures in brackets after its words ("thirty (30) days"): part of the sentence, not a listed item. */
const NUMBER_WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty(?:[\s-]\w+)?|hundred|thousand)`;
const PARTS = new RegExp(String.raw`[.;]\s+|(?<!\b${NUMBER_WORD})\s\((?:[a-z]|[ivx]+|\d+)\)\s|\s\d+(?:\.\d+)+\s`, "i");

/**
 * True when every part of the text that grants a termination right ties it to a cause ("may terminate … if the Customer
 * fails to pay"); one part that does not ("either party may terminate on 90 days' notice") keeps convenience. A lead-in
 * ("Either Party may terminate this Agreement:") is read with the items it introduces: for cause when each of them is.
 */
function onlyForCause(text: string, items: string[] = []): boolean {
  const parts = text.split(PARTS).filter((p) => /\bterminat/i.test(p));
  if (items.length > 0 && items.every((item) => CAUSE.test(item))) return parts.slice(0, -1).every((p) => CAUSE.test(p));
  return parts.length > 0 && parts.every((p) => CAUSE.test(p));
}

/**
 * The clause's main category: a preamble's parties, then the heading's match, then its riskiest finding's, then our own
 * categories, then taxonomy order.
 */
export function primaryCategory(seg: Segment, found: string[], riskiestFinding: string | null = null): string | null {
  if (found.length === 0) return null;
  // A contract's opening names its parties; its title heading ("SERVICES AGREEMENT") is not a clause heading.
  if (seg.kind === "preamble" && found.includes("parties")) return "parties";
  if (seg.heading) {
    const byHeading = bestHeadingMatch(seg.heading, found);
    if (byHeading) return byHeading;
  }
  // Without a heading to go by, the clause is shown as what its main finding is about.
  if (riskiestFinding && found.includes(riskiestFinding)) return riskiestFinding;
  const ours = found.find((id) => categories.find((c) => c.id === id)?.source === "ours");
  return ours ?? found[0];
}

/** Words of category ids that any heading may carry, or that join words: they say nothing about which category it is. */
const GENERIC_ID_WORDS = new Set(["agreement", "document", "date", "term", "of", "on", "or", "to", "for", "and", "rights", "period", "party"]);

/**
 * The found category whose id's words the heading carries most of (a word counts when a heading word starts with it,
 * "compete" in "Non-Competition", or, for words of up to three letters, equals it: "no" is not in "Notices"); ties go
 * to the earlier category, and a heading that carries none gives null.
 */
function bestHeadingMatch(heading: string, found: string[]): string | null {
  const words = heading.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  let best: string | null = null;
  let bestScore = 0;
  for (const id of found) {
    const score = id
      .split("_")
      .filter((w) => !GENERIC_ID_WORDS.has(w))
      .filter((w) => words.some((hw) => (w.length <= 3 ? hw === w : hw.startsWith(w) || (w.length > 5 && hw.startsWith(w.slice(0, -1)))))).length;
    if (score > bestScore) [best, bestScore] = [id, score];
  }
  return best;
}

/**
 * The categories the playbook screens a clause for: those detected, plus every CUAD category whose patterns match.
 * A missed critical finding (a void non-compete) costs more than a rule that looks and finds nothing; the rules
 * read the text themselves.
 */
export function screeningCategories(seg: Segment, detected: string[]): string[] {
  const extra = matchingPatterns(seg)
    .map((m) => m.id)
    .filter((id) => categoryById.get(id)?.source === "cuad" && !DOCUMENT_LEVEL.has(id));
  return [...new Set([...detected, ...extra])];
}
