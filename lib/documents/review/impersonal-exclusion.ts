/**
 * An exclusion of liability in the passive, naming no party ("Strict liability under section 536a(1) … for defects
 * existing at the time the Agreement is concluded is excluded", "Liability for such delays is excluded"), beside a duty
 * the clause puts on one party ("The Provider shall remedy reported defects"). The liability excluded is the liability
 * that attaches to that duty, so the exclusion protects the party bound by it; and, as with a cap or an indemnity read
 * before any other term, the limit is what the clause gives: it favours that party, not the other side the duty serves.
 * Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import { mentions, sentences, type Protection } from "./direction";
import { operativeProtection } from "./operative-direction";

/** "… liability … is excluded", "no liability shall arise (attach)", "liability … shall be excluded". */
const EXCLUDED = /\bliab(?:ility|le)\b[^.;]{0,240}?\b(?:is|are|shall\s+be|will\s+be|hereby\s+is)\s+(?:hereby\s+)?excluded\b|\bno\s+liability\s+(?:\w+\s+){0,3}?(?:shall|will)\s+(?:arise|attach|accrue)\b/i;
/** A duty to perform: deliver, remedy, repair, provide, supply, maintain … */
const PERFORMS = /\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+){0,2}?(?:deliver|remedy|repair|provide|perform|supply|maintain|install|host|carry\s+out|correct|rectify|make\s+available|store|transport|manufacture|build|construct)\w*/i;
/** Words that keep liability rather than exclude it ("is not excluded", "nothing … excluded"). */
const KEPT = /\bnot\s+excluded\b|\bnothing\b/i;

export function impersonalExclusionProtection(text: string, parties: PartyRef[]): Protection | null {
  if (parties.length !== 2) return null;
  const all = sentences(text);
  const exclusion = all.filter((s) => EXCLUDED.test(s) && !KEPT.test(s) && mentions(s, parties).length === 0);
  if (exclusion.length === 0) return null;
  // The duty the liability attaches to: the clause's other sentences, read for whom they bind.
  const rest = all.filter((s) => !exclusion.includes(s)).join(" ");
  // Only a duty to perform carries such a liability; a duty to pay in the same clause says nothing of whose it is.
  if (!PERFORMS.test(rest)) return null;
  const duty = operativeProtection(rest, parties);
  if (!duty || duty.mutual || duty.obligors.length !== 1) return null;
  return { mutual: false, beneficiaries: [duty.obligors[0]], obligors: [...duty.beneficiaries] };
}
