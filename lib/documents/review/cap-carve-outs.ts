/**
 * A carve-out from a cap written as a clause of its own ("The limitations in §9.1 do not apply to liability for intent
 * or gross negligence …", "Nothing in clause 12 limits liability for death or personal injury"). It limits no one, so
 * the readings of a limit find nobody in it; yet it has a side: it takes heads of claim out of the cap, so it benefits
 * the party whose claims the cap would have cut down (the other side of the cap) and burdens the party the cap
 * protected. A carve-out from a mutual cap, or one that names every party's liability, is mutual. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import type { Protection } from "./direction";
import { LIABILITY_CATEGORIES } from "./liability-wording";

/** "The limitations (and exclusions) in §9.1 / clause 12 / this Section do not apply to …", "The foregoing cap shall not apply to …". */
const DISAPPLIES =
  /\b(?:the\s+)?(?:(?:above|foregoing|preceding)\s+)?(?:limitations?|exclusions?|limits?|caps?|restrictions?)\b(?:[^.;]|\.(?=\d)){0,80}?\b(?:do|does|shall|will)\s+not\s+apply\s+(?:to|in\s+(?:respect\s+of|the\s+case\s+of))\b/i;
/** "Section 9.1 shall not limit liability for fraud", "Clause 12 does not exclude …": the cap named as the subject. */
const NAMED_CAP_DISAPPLIED = /(?:§\s*|\b(?:clause|section|article|paragraph)\s+)\d+(?:\.\d+)*(?:\s*\([a-z0-9]+\))?\s+(?:shall|will|does|do)\s+not\s+(?:limit|exclude|restrict|apply\s+to)\b/i;
/** "Nothing in this Agreement (clause 9) limits or excludes liability for …". */
const NOTHING_LIMITS = /\bnothing\s+(?:in|contained\s+in)\b(?:[^.;]|\.(?=\d)){0,80}?\b(?:shall|will|does|is\s+intended\s+to|operates?\s+to)?\s*(?:limits?|excludes?|restricts?)\b[^.;]{0,40}?\bliabilit/i;
/** The carve-out keeps every party's liability whole: "either party's", "each party's", "neither party". */
const EVERY_PARTY = /\b(?:either|each|any|both)\s+part(?:y|ies)['’]s?\b|\bneither\s+party\b|\bthe\s+parties['’]\b/i;
/** The clause it carves from: "§9.1", "clause 12.2", "Section 8.3", "Article 9". */
const REFERENCE = /(?:§\s*|\b(?:clause|section|article|paragraph)\s+)(\d+(?:\.\d+)*)/i;


export interface CarveOutClause {
  clause_number: number;
  label: string | null;
  clause_text: string;
  categories: string[];
  beneficiary: string | null;
  obligor: string | null;
  protection: Protection | null;
  findings: string;
}

/** Whether a clause's words take heads of liability out of a limit. */
export function disappliesLimit(text: string): boolean {
  return DISAPPLIES.test(text) || NAMED_CAP_DISAPPLIED.test(text) || NOTHING_LIMITS.test(text);
}

/**
 * The cap a carve-out speaks of: the clause its reference names ("§9.1" → label "9.1", or the first clause of "9"),
 * else the nearest limitation before it in the same part of the contract (within three clauses).
 */
function capOf<C extends CarveOutClause>(clauses: C[], at: number): C | null {
  const c = clauses[at];
  const isCap = (x: C) => x !== c && x.categories.some((k) => LIABILITY_CATEGORIES.includes(k)) && x.protection !== null && (x.protection.mutual || x.protection.beneficiaries.length > 0);
  const ref = REFERENCE.exec(c.clause_text)?.[1];
  if (ref) {
    const labelled = (x: C) => x.label !== null && (x.label.replace(/[.)]$/, "") === ref || x.label.startsWith(`${ref}.`));
    const named = clauses.find((x) => isCap(x) && labelled(x));
    if (named) return named;
    // "Clause 5 shall not apply to …" where clause 5 is no limit: it carves nothing from a cap.
    if (clauses.some((x) => x !== c && labelled(x))) return null;
  }
  for (let i = at - 1; i >= Math.max(0, at - 3); i--) if (isCap(clauses[i])) return clauses[i];
  return null;
}

/**
 * Gives each stand-alone carve-out with no reading of its own the side its cap leaves exposed: the cap's obligors
 * benefit (their claims are uncapped), the cap's beneficiaries give it. Changes only clauses with no beneficiary.
 */
export function noteCapCarveOuts<C extends CarveOutClause>(clauses: C[], refs: PartyRef[]): void {
  if (refs.length < 2) return;
  for (const [i, c] of clauses.entries()) {
    if (c.beneficiary !== null || !disappliesLimit(c.clause_text)) continue;
    const cap = capOf(clauses, i);
    if (!cap?.protection) continue;
    const p = cap.protection;
    const mutual = EVERY_PARTY.test(c.clause_text) || p.beneficiaries.length === 0;
    const read: Protection = mutual ? { mutual: true, beneficiaries: [], obligors: [] } : { mutual: false, beneficiaries: [...p.obligors], obligors: [...p.beneficiaries] };
    if (!mutual && read.beneficiaries.length === 0) continue;
    // Like a liability left unlimited, a carve-out limits no one: it names its sides but is no protection (so it is never
    // taken for a cap covering the reviewer, nor for the cap a later carve-out speaks of).
    c.protection = null;
    c.beneficiary = mutual ? "mutual" : read.beneficiaries.join(" and ");
    c.obligor = mutual ? "mutual" : read.obligors.join(" and ");
    const whose = cap.label ?? String(cap.clause_number);
    const why = mutual
      ? `It takes these heads of liability out of the limitation in clause ${whose} for each party alike.`
      : `It takes these heads of liability out of the limitation in clause ${whose}, which protects ${p.beneficiaries.join(" and ")}: ${read.beneficiaries.join(" and ")}'s claims for them stay uncapped.`;
    c.findings = `${c.findings} ${why}`.trim();
  }
}
