/**
 * A guarantee of another's debts read from the surety's side. A surety answers for a debt it did not incur and cannot
 * control; the law's protections for it (release when the creditor changes the debt or gives up security without its
 * consent, the defences of a surety) are what a lender's form takes away. So, for the reviewer who gives the guarantee:
 * a guarantee of another's payment or performance with no ceiling is a high risk (medium with one), and a term that is
 * absolute against it (a defence waived, a change to the guaranteed debt made without its consent) is high too. A
 * seller's "guarantee that the Goods will …" is a warranty, not a suretyship. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import type { RiskLevel } from "../playbook";

/** A promise to answer for another's payment or performance ("guarantees to the Bank the due payment of …"). */
const GUARANTEES_ANOTHERS = /\bguarantee[sd]?\b(?!\s+that\b)[^.;]{0,100}?\b(?:payment|performance|obligations|debts?|liabilities|indebtedness|sums?)\b|\bguarant(?:y|ee)\s+of\s+(?:payment|performance|collection)\b/i;
/** A ceiling on the guarantee. */
const CEILING = /\bup\s+to\b|\bnot\s+(?:to\s+)?exceed\w*|\blimited\s+to\b|\bmaximum\b|\bcapped\s+at\b|\bno\s+more\s+than\b/i;
/** The reviewer is the surety: so called or so cast, or the subject of a guarantee in the clause. */
function isSurety(reviewer: PartyRef, text: string): boolean {
  if (/guarant|suret/i.test(`${reviewer.key} ${reviewer.role ?? ""}`)) return true;
  return reviewer.aliases.some((a) => new RegExp(String.raw`\b${a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b[^.;]{0,80}?\bguarantees?\b(?!\s+that\b)`, "i").test(text));
}

/**
 * The rating of a clause the reviewer's side is bound by (`strong`: absolute, see operative-direction's STRONG), when
 * the reviewer is a surety; null when this reading has nothing to add.
 */
export function suretyRisk(text: string, reviewer: PartyRef | null, strong: boolean): { risk: RiskLevel; because: string; fix: string } | null {
  if (!reviewer || !isSurety(reviewer, text)) return null;
  if (GUARANTEES_ANOTHERS.test(text)) {
    const capped = CEILING.test(text);
    return {
      risk: capped ? "medium" : "high",
      because: capped
        ? "Your side answers for another's debt up to the ceiling stated."
        : "Your side answers for another's debt with no ceiling: the whole of it, as it stands now and as it may grow.",
      fix: "Cap the guarantee at a fixed sum, limit it to the debt as it stands at signing (or to named facilities), and give it an end date or a right to withdraw it for future debt on notice.",
    };
  }
  if (!strong) return null;
  return {
    risk: "high",
    because: "The clause takes away a surety's protection: a defence it would otherwise have, or its say when the guaranteed debt or the security for it is changed.",
    fix: "Keep the surety's consent for any increase in the guaranteed debt, any new facility and any release of security, and keep the defences the law gives a surety, or cap the guarantee.",
  };
}
