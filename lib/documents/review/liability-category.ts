/**
 * A clause the clause detector did not file under a liability category whose words still limit or exclude a named
 * party's liability ("The Supplier shall have no liability for any claim unless …", "Host shall not be liable for any
 * content posted by Publisher", "Purchaser's remedies for any delay shall be limited to cancellation"). Caps sit under
 * any heading (warranty, delivery, service levels, returns): without the category the review neither says whom the
 * clause protects nor rates it from each side. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import { liabilityProtection, partiesNamedIn, sentences } from "./direction";
import { LIABILITY_CATEGORIES, LIMITS_LIABILITY } from "./liability-wording";


/**
 * The sentence speaks of liability, loss, damages, remedies, claims or actions, or denies responsibility: not a price,
 * credit, expense or staffing level that "shall not exceed", nor a duty someone is given "responsibility" for.
 */
export const ABOUT_LIABILITY =
  /\bliab\w*|\blosse?s?\b|\bdamages?\b|\bremed(?:y|ies)\b|\bclaims?\b|\brecover\w*|\bcompensation\b|\bwarranty\s+obligations?\b|\b(?:actions?|suits?|proceedings?)\s+(?:by|against)\b|\b(?:no|not|never|in\s+no\s+event)\b[^.;]{0,40}\bresponsib\w*/i;

/**
 * A cap on every party's liability, by their collective name: "the liability of either Party under this Agreement shall
 * not exceed the License Fee", "each party's aggregate liability is limited to …". Unlike "each party" in general, a
 * sentence whose subject is every party's liability and whose verb caps it limits nothing else.
 */
const EVERY_PARTY_CAP =
  /\b(?:liabilit(?:y|ies)\s+of\s+(?:either|each|any|neither)\s+part(?:y|ies)|(?:either|each|neither)\s+part(?:y|ies)['’]s?\s+(?:(?:total|aggregate|maximum|cumulative|entire|overall)\s+){0,2}liabilit(?:y|ies))\b[^.;]{0,200}?\b(?:(?:shall|will)\s+(?:not|in\s+no\s+event|in\s+any\s+event\s+not)\s+exceed|(?:shall\s+be|will\s+be|is|are)\s+limited\s+to)\b/i;

/**
 * True when `limitation_of_liability` should be added: no liability category was found, the clause is not a
 * force-majeure clause (reviewed as such), and one of its sentences limits liability, speaks of liability, loss,
 * damages, remedies or claims, and says whose liability it limits.
 */
export function limitsNamedLiability(text: string, categories: string[], parties: PartyRef[]): boolean {
  if (parties.length < 2 || categories.some((c) => LIABILITY_CATEGORIES.includes(c) || c === "force_majeure")) return false;
  // Most clauses limit nothing: one test of the whole text before reading it sentence by sentence.
  if (!LIMITS_LIABILITY.test(text)) return false;
  // Sentence by sentence: a long clause can cap working hours in one sentence and speak of damages in another.
  // A mutual reading must name the parties ("Neither Host nor Publisher", "X and Y each"): "each party", "the parties" and
  // "mutually" are too common in clauses that limit nothing (insurance each party keeps, a definition of "Liabilities");
  // only a cap whose subject is every party's liability is read by the collective name.
  return sentences(text).some((s) => {
    if (!LIMITS_LIABILITY.test(s) || !ABOUT_LIABILITY.test(s)) return false;
    const p = liabilityProtection(s, parties);
    return p !== null && (p.beneficiaries.length > 0 || partiesNamedIn(s, parties).length >= 2 || (p.mutual && EVERY_PARTY_CAP.test(s)));
  });
}
