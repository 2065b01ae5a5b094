import { categories, categoryById } from "./taxonomy";
import { matchingPatterns } from "./clause-features";
import type { Segment } from "./segment";
import { detectCategories } from "./clause-model";

/** Categories that describe the document as a whole; only looked for in its opening. */
const DOCUMENT_LEVEL = new Set(["document_name", "parties", "agreement_date"]);

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
  const seg = segs[index];
  if (seg.kind === "signature") return ["signature_block"];
  const matched = new Set(matchingPatterns(seg).map((m) => m.id));
  const found: string[] = [];
  if (seg.kind === "exhibit") found.push("exhibit");
  if (seg.kind === "definitions") found.push("definitions");
  for (const id of detectCategories(segs, index)) if (!DOCUMENT_LEVEL.has(id) || index <= 2) found.push(id);
  for (const cat of categories) {
    if (cat.source === "cuad" || found.includes(cat.id)) continue;
    if (DOCUMENT_LEVEL.has(cat.id) && index > 2) continue;
    if (cat.id === "signature_block" || cat.id === "exhibit") continue;
    if (matched.has(cat.id)) found.push(cat.id);
  }
  return found;
}

/** The clause's main category: heading match first, then its riskiest finding's, then our own categories, then taxonomy order. */
export function primaryCategory(seg: Segment, found: string[], riskiestFinding: string | null = null): string | null {
  if (found.length === 0) return null;
  if (seg.heading) {
    const h = seg.heading.toLowerCase();
    const byHeading = found.find((id) => h.includes(id.replace(/_/g, " ")) || h.includes(id.split("_")[0]));
    if (byHeading) return byHeading;
  }
  // Without a heading to go by, the clause is shown as what its main finding is about.
  if (riskiestFinding && found.includes(riskiestFinding)) return riskiestFinding;
  const ours = found.find((id) => categories.find((c) => c.id === id)?.source === "ours");
  return ours ?? found[0];
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
