/**
 * An indemnity the clause detector did not file as one because it never says "indemnify": a named party's promise to
 * defend claims brought against the other and pay what is awarded ("Supplier will defend any action brought against
 * Customer alleging that the Products infringe, and will pay any damages finally awarded"). Without the category the
 * review neither says who gives it nor rates it from each side. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import { DEFENDS_AND_PAYS, indemnityProtection, sentences } from "./direction";

/** True when `indemnification` should be added: it is missing, and a sentence has a named party defend claims and pay. */
export function defendsNamedParty(text: string, categories: string[], parties: PartyRef[]): boolean {
  if (parties.length < 2 || categories.includes("indemnification") || !DEFENDS_AND_PAYS.test(text)) return false;
  return sentences(text).some((s) => DEFENDS_AND_PAYS.test(s) && (indemnityProtection(s, parties)?.obligors.length ?? 0) > 0);
}
