import { EMPLOYER_FIX, employeeView, forEmployee, isEmployment } from "./employee-side";
import type { Cite } from "../../playbook";
import { numberOf, reviewed, sentencesOf, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * A training or service bond: the employee pays a sum if the job ends within a stated period ("if the Employee's
 * employment ends for any reason within 36 months … the Employee shall pay Rs. 5,00,000"). A repayment of the actual
 * cost of a course, reduced as the months pass and owed only if the employee resigns, recovers an outlay and is not
 * flagged. A fixed sum, or one owed even when the employer ends the job, works as a charge for leaving — or for being
 * dismissed — rather than a recovery of cost.
 */
const BOND = /\b(?:training|course|certification|programme|program|tuition|sponsor\w*|bond|relocation|retention|sign-?on|joining)\b/i;
const PAYS = /\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to|is\s+liable\s+to)\s+(?:\w+\s+){0,2}?(?:pay|repay|refund|reimburse)\b/i;
const WITHIN = /\bwithin\s+(?:a\s+period\s+of\s+)?\S+\s+(?:\(\d+\)\s+)?(?:months?|years?)\b|\bbefore\s+completing\b|\bminimum\s+(?:period\s+)?of\s+\S+\s+(?:months?|years?)\b/i;
/** Owed however the job ends, the employer's own decision included. */
const ANY_ENDING =
  /\bfor\s+any\s+reason(?:\s+whatsoever)?\b|\bwhether\s+by\s+resignation\s+or\s+(?:termination|dismissal)\b|\btermination\s+by\s+the\s+(?:Company|Employer)\b|\b(?:services|employment)\s+(?:are|is)\s+terminated\b|\bwithout\s+cause\b/i;
/** The outlay itself, tapering with service. */
const ACTUAL_COST = /\bactual(?:ly)?\s+(?:cost|paid|incurred)|\bcosts?\s+(?:actually\s+)?incurred\b|\bfees\s+actually\s+paid\b/i;
const TAPERS = /\bpro[\s-]?rat\w*|\breduced\s+by\b|\bproportionate(?:ly)?\b|\bfor\s+each\s+(?:complete\s+|full\s+)?month\b/i;

export function trainingBondRisk(input: CoreRiskInput): CoreRisk | null {
  if (!isEmployment(input)) return null;
  const view = employeeView(input);
  const india = input.chain.includes("IN");
  for (const c of input.clauses.filter(reviewed)) {
    if (!BOND.test(c.clause_text)) continue;
    const sentence = sentencesOf(c.clause_text).find((s) => PAYS.test(s) && WITHIN.test(s));
    if (!sentence) continue;
    const anyEnding = ANY_ENDING.test(sentence);
    const recoversCost = (ACTUAL_COST.test(sentence) || TAPERS.test(sentence)) && !anyEnding;
    if (recoversCost) continue;
    // A sum named as payable on breach is already tested against the penalty rules by the clause's own review.
    const penaltyReviewed = c.categories.includes("liquidated_damages");
    const law = india && !penaltyReviewed ? " In India a sum named as payable on breach is recoverable only as reasonable compensation not exceeding the sum named, so the employer would have to justify the figure." : "";
    const cites: Cite[] = india ? [{ source_id: "in-contract-act-1872", article: "74" }] : [];
    return {
      rule: "employment.training_bond",
      clause_number: c.clause_number,
      category: "training_bond",
      name: "Training or service bond",
      risk: forEmployee(view, anyEnding ? "high" : "medium"),
      finding: `Clause ${numberOf(c)} makes the employee pay ${anyEnding ? "a sum if the job ends within the bond period for any reason, even when the employer ends it" : "a fixed sum if the job ends within the bond period, whatever the training actually cost and however long the employee served"}: it works as a charge for leaving${anyEnding ? " or being dismissed" : ""} rather than a refund of an outlay.${law}`,
      fix:
        view === "employer"
          ? EMPLOYER_FIX
          : "Limit the repayment to the documented cost of the training, reduce it for each month served, and make it payable only if the employee resigns or is dismissed for misconduct, never when the employer ends the job for its own reasons.",
      cites,
    };
  }
  return null;
}
