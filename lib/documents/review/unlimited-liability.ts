/**
 * A liability left unlimited ("X's liability for … is not limited", "X shall be liable without limit", "the liability
 * of X for … shall be unlimited", "no limitation in this Agreement applies to X's obligations"): X bears it and the other side benefits; "each party's" or "either party's" makes it
 * mutual. Read only where no cap, exclusion or indemnity in the clause says whom it protects: it limits no one, so it
 * gives the clause's obligor and beneficiary but is no protection of its own. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import type { RiskLevel } from "../playbook";
import { mentions, sentences, type Protection } from "./direction";

const UNLIMITED = /\b(?:is|are|shall\s+be|will\s+be)\s+(?:unlimited|uncapped)\b|\b(?:is|are|shall|will)\s+not\s+(?:be\s+)?(?:limited|capped)\b|\bliable\s+without\s+(?:any\s+)?limit(?:ation)?\b/i;
/**
 * The limit is the subject and denies reaching a party: "No limitation in this Agreement applies to X's obligations",
 * "Clause 9 does not limit X's liability". The party named after it, with its obligations, liability or indemnity, bears them whole.
 */
const LIMIT_DENIED = /\bno\s+(?:\w+\s+)?(?:limitations?|limits?|caps?|exclusions?)\b[^.;]{0,80}?\b(?:applies|apply|shall\s+apply|will\s+apply)\s+to\s+(?:the\s+)?$|\b(?:does|do|shall|will)\s+not\s+(?:limit|restrict|cap|apply\s+to)\s+(?:the\s+)?$|\bnothing\s+(?:in|contained\s+in)\b[^.;]{0,80}?\b(?:(?:shall|will)\s+)?(?:limits?|restricts?|caps?)\s+(?:or\s+(?:limits?|excludes?|restricts?)\s+)?(?:the\s+)?$/i;
const OWN_OBLIGATIONS_AFTER = /^['’]s?\s+(?:\w+\s+){0,3}?(?:liabilit(?:y|ies)|obligations?|indemnit(?:y|ies))\b/i;
const EVERY_PARTYS = /\b(?:each|either|both|any)\s+part(?:y|ies)['’]s?\s+(?:\w+\s+){0,2}?liabilit/i;
/** After a party's name: its liability ("X's liability", "X's total liability"), or "X shall be liable without limit". */
const OWN_AFTER = /^['’]s?\s+(?:\w+\s+){0,3}?liabilit(?:y|ies)\b|^\s+(?:shall|will|is|are)\s+(?:be\s+)?liable\s+without\s+(?:any\s+)?limit/i;
/** Before a party's name: "the liability of". */
const LIABILITY_OF_BEFORE = /\bliabilit(?:y|ies)\s+of\s+(?:the\s+)?$/i;

export function unlimitedLiabilityProtection(text: string, parties: PartyRef[]): Protection | null {
  if (parties.length < 2) return null;
  const bears = new Set<string>();
  for (const sentence of sentences(text)) {
    for (const m of mentions(sentence, parties)) {
      if (LIMIT_DENIED.test(sentence.slice(Math.max(0, m.start - 120), m.start)) && OWN_OBLIGATIONS_AFTER.test(sentence.slice(m.end, m.end + 80))) bears.add(m.key);
    }
    if (!UNLIMITED.test(sentence)) continue;
    if (EVERY_PARTYS.test(sentence)) return { mutual: true, beneficiaries: [], obligors: [] };
    for (const m of mentions(sentence, parties)) {
      if (OWN_AFTER.test(sentence.slice(m.end, m.end + 200)) || LIABILITY_OF_BEFORE.test(sentence.slice(Math.max(0, m.start - 40), m.start))) bears.add(m.key);
    }
  }
  if (bears.size === 0) return null;
  if (bears.size >= parties.length) return { mutual: true, beneficiaries: [], obligors: [] };
  return { mutual: false, beneficiaries: parties.filter((p) => !bears.has(p.key)).map((p) => p.key), obligors: [...bears] };
}

/**
 * A liability (or payment or indemnity duty) the clause leaves unlimited is the reviewer's exposure when the reviewer
 * is the side that bears it: while the other side's liability may be capped, this one is not, so the clause is at least
 * a medium risk for the reviewer. For the side it favours, and when mutual, the playbook's rating stands.
 */
export function rateUnlimited(base: RiskLevel, p: Protection, reviewer: string | null): { risk: RiskLevel; because: string; fix: string } | null {
  if (!reviewer || p.mutual || !p.obligors.includes(reviewer) || base !== "low") return null;
  return {
    risk: "medium",
    because: `Your side's liability or obligations named here are left outside any limitation (${p.obligors.join(" and ")} bears them in full; ${p.beneficiaries.join(" and ")} benefits).`,
    fix: "Bring your side's exposure under an overall cap (payment of fees already due can stay outside it), or keep uncapped only what the law does not let you limit.",
  };
}
