/**
 * References between the sub-clauses of one clause. A sentence is written before the clause is numbered, and a helper
 * such as the liability limitation does not know where a template puts its sentences, so it marks the sentence
 * referred to (`anchor`) and the reference (`refTo`); the composer, which numbers the clause, turns the reference into
 * the sub-clause's number ("clause 8.1"), so that it survives a template adding sentences before it.
 */
const ANCHOR = /⟦anchor:([a-z-]+)⟧/g;
const REF = /⟦ref:([a-z-]+)⟧/g;

/** `sentence`, marked as the sub-clause that `refTo(key)` names. */
export const anchor = (key: string, sentence: string) => `${sentence}⟦anchor:${key}⟧`;

/** A reference to the sub-clause marked `key` in the same clause: "clause n.i" once numbered. */
export const refTo = (key: string) => `⟦ref:${key}⟧`;

/**
 * The clause's sentences with each reference made the number of the sub-clause it names and the anchors removed. A
 * clause of one sentence has no sub-clauses, and a reference whose anchor is not in the clause cannot be numbered:
 * both read "this clause".
 */
export function resolveSubClauseReferences(n: number, parts: readonly string[], word = "clause"): string[] {
  const at = new Map<string, number>();
  parts.forEach((p, i) => {
    for (const m of p.matchAll(ANCHOR)) at.set(m[1], i + 1);
  });
  return parts.map((p) =>
    p.replace(ANCHOR, "").replace(REF, (_, key: string) => {
      const i = at.get(key);
      return parts.length > 1 && i !== undefined ? `${word} ${n}.${i}` : `this ${word}`;
    }),
  );
}
