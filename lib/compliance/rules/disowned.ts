import type { Sentence } from "../document";

/**
 * A practice the text describes as past and disowns: "our old supplier used to keep files for ever; that is not
 * allowed, and we stopped it", "until last year we kept CVs indefinitely; we no longer do". Training material, audit
 * notes and memos on a change describe breaches in order to rule them out; the practice is not the text's own. A
 * current practice ("… but now we keep them indefinitely") is not disowned, nor is a past remark beside it.
 */

/** The sentence puts the practice in the past or on someone the text has left. */
const PAST = /\b(used to|previously|in the past|formerly|until (last|this|recently|now)\b|(our|the) (old|former|previous) (supplier|provider|vendor|system|policy|process|practice|agency|contractor|software|owners?|management))/i;
/** The practice said to be over or not allowed, in the same sentence or the next. */
const DISOWNED = /\b(not allowed|not permitted|(is|was) (unlawful|illegal|wrong)|no longer|we (stopped|ended|changed|dropped|scrapped) (it|this|that|the practice)|(has|have|was|were) (been )?(stopped|ended|changed|dropped|scrapped)|we have since|from now on)\b/i;

/** Whether the sentence describes a practice the text disowns as past. */
export function disownedPractice(sentences: readonly Sentence[], sentence: Sentence): boolean {
  if (!PAST.test(sentence.text)) return false;
  const i = sentences.indexOf(sentence);
  const next = i >= 0 ? sentences[i + 1]?.text ?? "" : "";
  // "… but now we keep them indefinitely": the current practice follows the past one in the same sentence.
  if (/\b(but|and) (now|today|currently)\b/i.test(sentence.text)) return false;
  return DISOWNED.test(sentence.text) || DISOWNED.test(next);
}
