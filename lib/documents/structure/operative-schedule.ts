/**
 * A schedule, annex or appendix is often as operative as the body ("If a Milestone is delivered late … the Client may
 * deduct 1% …", "the Principal may reduce the Job Charges by 3%"): its terms are reviewed like any clause. A form to be
 * used later ("Form of Acceptance Certificate") or a list (tools, contacts, customers) binds no one and is not. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import { partiesNamedIn, sentences } from "../review/direction";
import type { Segment } from "../segment";

const MODAL = /\b(?:shall|may|will|must|agrees?\s+to|is\s+entitled\s+to)\b/i;
const FORM = /^\s*(?:the\s+)?form\s+of\b/i;

/** Whether an exhibit segment states terms that bind or entitle a party the contract names. */
export function isOperativeSchedule(seg: Segment, refs: PartyRef[]): boolean {
  if (seg.kind !== "exhibit" || refs.length < 2 || FORM.test(seg.heading ?? "") || FORM.test(seg.text)) return false;
  return sentences(seg.text).some((s) => MODAL.test(s) && partiesNamedIn(s, refs).length > 0);
}
