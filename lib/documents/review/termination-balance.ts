/**
 * Termination rights read across the contract. Each right on its own reads as favouring whoever holds it, so a
 * customer's right to terminate "only if the provider materially breaches" was said to favour the customer while the
 * provider could walk away for convenience in the clause before. When one party may end the contract freely (for
 * convenience, at any time, without cause) and the other only on conditions ("only if", "only after", "provided that"),
 * the narrower right is described as what it is: the termination terms favour the party with the free right. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import { rightProtection, sentences, type Protection } from "./direction";

/** Words that make a termination right free of conditions. */
const FREE = /\bfor\s+(?:its\s+)?convenience\b|\bat\s+any\s+time\b|\bfor\s+any\s+(?:or\s+no\s+)?reason\b|\bwithout\s+(?:cause|reason)\b|\bin\s+its\s+(?:sole\s+|absolute\s+)?discretion\b/i;
/** Words that narrow one: "only", a condition, a breach to wait for. */
const ONLY = /\bonly\b|\bsolely\b/i;
const CONDITION = /\bif\b|\bprovided\s+that\b|\bin\s+the\s+event\b|\bsubject\s+to\b|\bbreach\w*|\bunless\b/i;

interface TerminationClause {
  label: string | null;
  clause_number: number;
  kind: string;
  clause_text: string;
  findings: string;
  protection: Protection | null;
}

/** How freely a sentence lets its holder end the contract: above zero free, zero or below conditioned. */
function breadth(sentence: string): number {
  return (FREE.test(sentence) ? 2 : 0) - (ONLY.test(sentence) ? 2 : 0) - (CONDITION.test(sentence) ? 1 : 0);
}

/** Each party's freest termination right: its breadth and the clause it is in. */
function freestRights(clauses: TerminationClause[], parties: PartyRef[]): Map<string, { breadth: number; clause: TerminationClause }> {
  const best = new Map<string, { breadth: number; clause: TerminationClause }>();
  for (const c of clauses) {
    if (c.kind !== "clause") continue;
    for (const sentence of sentences(c.clause_text)) {
      const p = rightProtection(sentence, parties, "termination");
      if (!p || p.mutual || p.beneficiaries.length !== 1) continue;
      const holder = p.beneficiaries[0];
      const b = breadth(sentence);
      if (!best.has(holder) || b > best.get(holder)!.breadth) best.set(holder, { breadth: b, clause: c });
    }
  }
  return best;
}

const SAYS_FAVOURS = /The termination right favours [^.]*\([^)]*\)\.|The termination right favours [^.]*\./;
const OWN_CONVENIENCE = /Your side may terminate for convenience; the other party has no matching right\.\s*/;

/**
 * Rewrites whom each narrower termination right favours when the other party holds a free one. Two parties only: with
 * more, who is narrower than whom is not one comparison.
 */
export function noteTerminationBalance(clauses: TerminationClause[], parties: PartyRef[], reviewer: string | null): void {
  if (parties.length !== 2) return;
  const best = freestRights(clauses, parties);
  const [a, b] = parties.map((p) => p.key);
  const ra = best.get(a);
  const rb = best.get(b);
  if (!ra || !rb) return;
  const free = ra.breadth > 0 && rb.breadth <= 0 ? a : rb.breadth > 0 && ra.breadth <= 0 ? b : null;
  if (!free) return;
  const narrow = free === a ? b : a;
  const at = best.get(free)!.clause;
  for (const c of clauses) {
    if (c.protection?.mutual || c.protection?.beneficiaries.length !== 1 || c.protection.beneficiaries[0] !== narrow || !SAYS_FAVOURS.test(c.findings)) continue;
    const side = reviewer === free ? "your side" : reviewer === narrow ? "the other side" : free;
    const sentence = `Read with clause ${at.label ?? at.clause_number}, the termination terms favour ${side}: ${free} may terminate freely there, while ${narrow} may terminate only as this clause allows.`;
    c.findings = c.findings.replace(SAYS_FAVOURS, sentence);
    if (reviewer === narrow) c.findings = c.findings.replace(OWN_CONVENIENCE, "").trim();
  }
}
