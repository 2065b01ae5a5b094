/**
 * Sections of a contract whose numbered heading stands alone over its sub-clauses ("4. LIMITATION OF LIABILITY", then
 * "4.1 …", "4.2 …"). Pure: no I/O.
 */
import type { Segment } from "../segment";

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

/** "IV" → 4. */
function romanValue(r: string): number {
  let total = 0;
  for (let i = 0; i < r.length; i++) total += ROMAN[r[i]] < (ROMAN[r[i + 1]] ?? 0) ? -ROMAN[r[i]] : ROMAN[r[i]];
  return total;
}

/**
 * The number a label gives: "4", "4.1", "9A", "9A.1" (a clause inserted after 9), "Article 4", "ARTICLE IV" and
 * "Section 4.1" are numbers; "(a)", "A." are not.
 */
function numberOf(label: string | null): string | null {
  const m = label ? /^(?:([A-Za-z]+)\s+)?(\d+[A-Z]?(?:\.\d+)*|[IVXLC]+)\.?$/.exec(label) : null;
  if (!m) return null;
  if (/^\d/.test(m[2])) return m[2];
  // A bare roman "IV" is too like a lettered clause ("C."); after "Article" it is a number.
  return m[1] ? String(romanValue(m[2])) : null;
}

/**
 * A numbered heading with nothing under it but its sub-clauses ("4. LIMITATION OF LIABILITY", then "4.1 …", "4.2 …") is
 * not a clause: reported as one it was rated and cited again beside its sub-clauses, or said "no issue" about a title.
 * It is dropped, and its heading becomes the `section` of each clause under it, up to the next numbered clause outside
 * it, the next clause with a heading but no number, or an exhibit or signature block. Sections nest ("5.2 Volume
 * Limitations" over its "(a)" and "(b)" inside "5. SUPPLY"): a clause takes the heading of the innermost.
 */
export function underSections(segs: Segment[]): Segment[] {
  const out: Segment[] = [];
  const open: { number: string; heading: string }[] = [];
  const inside = (s: Segment, number: string | null, section: { number: string }) =>
    s.kind === "clause" && (number !== null ? number.startsWith(`${section.number}.`) : s.label !== null || s.heading === null);
  for (const [i, s] of segs.entries()) {
    const number = numberOf(s.label);
    while (open.length && !inside(s, number, open[open.length - 1])) open.pop();
    const next = segs[i + 1];
    const nextNumber = numberOf(next?.label ?? null);
    const headingOnly = (s.kind === "clause" || s.kind === "definitions") && number !== null && s.heading !== null && s.text === "";
    // Its sub-clauses follow: "4.1" under "4", or a lettered or bracketed one ("(a)") right under it.
    if (headingOnly && next?.kind === "clause" && next.label !== null && (nextNumber === null || nextNumber.startsWith(`${number}.`))) {
      open.push({ number: number!, heading: s.heading! });
      continue;
    }
    out.push(open.length ? { ...s, section: open[open.length - 1].heading } : s);
  }
  return out;
}
