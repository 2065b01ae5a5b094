/**
 * Recitals: the "WHEREAS …" paragraphs that say why the parties contract. They give background (what a party owns,
 * what an earlier agreement granted, what the parties wish to do), not terms; the operative clauses after "NOW,
 * THEREFORE" are the terms. Pure: no I/O.
 */

/** A paragraph opening as a recital: "WHEREAS, the Licensor owns …", "Whereas the parties wish …". */
const OPENS_AS_RECITAL = /^\s*(?:\(?[A-Za-z0-9]{1,3}[.)]\s*)?WHEREAS\b|^\s*(?:\(?[A-Za-z0-9]{1,3}[.)]\s*)?Whereas\b/;

/** Where the recitals end and the agreement begins, when a segment runs on into it. */
const OPERATIVE_TURN = /\bNOW,?\s+THEREFORE\b|\bIN\s+CONSIDERATION\s+OF\b|\bagree[sd]?\s+as\s+follows\b|\bhereby\s+agree\b|\bit\s+is\s+(?:hereby\s+)?agreed\b/i;

/** A segment that is a recital and nothing more: no clause of the contract, whatever subject it speaks of. */
export function isRecital(text: string): boolean {
  return OPENS_AS_RECITAL.test(text) && !OPERATIVE_TURN.test(text);
}
