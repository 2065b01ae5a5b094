import type { ReviewedDocument, Sentence } from "./document";

/** A section number standing alone: "3.", "4.2", "b)", "(iv)", "§ 5". */
const SECTION_NUMBER = /^(\(?\d{1,2}(\.\d{1,2})*[.)]?|\(?[a-z][.)]|\([ivx]{1,4}\)|§\s?\d{1,3})$/i;
/** A word that makes a clause a statement rather than a title: a subject pronoun, an auxiliary or a negation. */
const STATEMENT_WORD =
  /\b(we|you|they|he|she|it|i|is|are|was|were|will|would|must|may|might|can|could|shall|should|do|does|did|not|no|never|has|have|had|be|been)\b|n't\b/i;

/**
 * A section heading split off as a sentence of its own ("3. Keystroke and screen recording. To measure productivity,
 * software … records all keystrokes"): a few words with no subject, auxiliary or negation, at the start of its line
 * (or after the section number there), with the section's text after it. A finding quoting it would show the topic,
 * not the offending statement.
 */
function isBareHeading(doc: ReviewedDocument, s: Sentence, index: number): boolean {
  const words = s.text.replace(/[.:]$/, "").trim().split(/\s+/);
  if (words.length > 6 || s.text.length > 60 || /^[-•*>|[]/.test(s.text) || STATEMENT_WORD.test(s.text) || /[!?;,]/.test(s.text)) return false;
  const lineStart = doc.text.lastIndexOf("\n", s.start - 1) + 1;
  const before = doc.text.slice(lineStart, s.start).trim();
  if (before !== "" && !SECTION_NUMBER.test(before)) return false;
  return index + 1 < doc.sentences.length;
}

/**
 * The sentence a finding quotes: the one the rule found, or, where that is a bare section heading, the first sentence
 * of the section under it, so that a quote is never just a heading.
 */
export function quotableSentence(doc: ReviewedDocument, s: Sentence): Sentence {
  let i = doc.sentences.indexOf(s);
  if (i < 0) return s;
  while (i < doc.sentences.length && (isBareHeading(doc, doc.sentences[i], i) || SECTION_NUMBER.test(doc.sentences[i].text))) i++;
  return doc.sentences[i] ?? s;
}
