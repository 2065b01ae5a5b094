import { categories, type Category } from "./taxonomy";
import type { Segment } from "./segment";

/** Categories that describe the document as a whole; only looked for in its opening. */
const DOCUMENT_LEVEL = new Set(["document_name", "parties", "agreement_date"]);

/**
 * Deterministic, offline: a clause gets every category whose pattern matches its heading or text. Document-level
 * categories are only assigned to the opening segments; signature blocks and exhibits get their own category.
 */
export function classifySegment(seg: Segment, index: number): string[] {
  if (seg.kind === "signature") return ["signature_block"];
  const text = `${seg.heading ? seg.heading + ". " : ""}${seg.text}`;
  const found: string[] = [];
  if (seg.kind === "exhibit") found.push("exhibit");
  if (seg.kind === "definitions") found.push("definitions");
  for (const cat of categories) {
    if (found.includes(cat.id)) continue;
    if (DOCUMENT_LEVEL.has(cat.id) && index > 2) continue;
    if (cat.id === "signature_block" || cat.id === "exhibit") continue;
    if (matches(cat, text)) found.push(cat.id);
  }
  return found;
}

function matches(cat: Category, text: string): boolean {
  return cat.patterns.some((p) => p.test(text));
}

/** The clause's main category: heading match first, then the first match in taxonomy order. */
export function primaryCategory(seg: Segment, found: string[]): string | null {
  if (found.length === 0) return null;
  if (seg.heading) {
    const h = seg.heading.toLowerCase();
    const byHeading = found.find((id) => h.includes(id.replace(/_/g, " ")) || h.includes(id.split("_")[0]));
    if (byHeading) return byHeading;
  }
  const ours = found.find((id) => categories.find((c) => c.id === id)?.source === "ours");
  return ours ?? found[0];
}
