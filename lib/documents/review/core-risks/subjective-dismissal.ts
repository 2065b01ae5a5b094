import { EMPLOYER_FIX, employeeView, forEmployee, isEmployment } from "./employee-side";
import type { Cite } from "../../playbook";
import { numberOf, reviewed, sentencesOf, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * Dismissal on the employer's own view rather than a stated cause: "if the Company loses confidence in the Employee",
 * "at the Employer's absolute discretion for any reason it considers sufficient", "without assigning any reason".
 * Without notice it lets the employer end the job at once on a ground the employee cannot test. Where employment is at
 * will (the United States), ending it without cause is the rule, and nothing is flagged.
 */
/** The employer's power to end the job, as a verb ("may terminate", "reserves the right to dismiss"), not a date of termination. */
const DISMISS = /\b(?:may|can|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|reserves\s+the\s+right\s+to)\s+(?:\w+\s+){0,3}?(?:terminate|dismiss|discharge|end)\b/i;
/** Dismissal for a cause the contract states, with discretion only over timing or procedure. */
const FOR_CAUSE = /\bfor\s+(?:Cause|(?:gross\s+)?misconduct)\b/;
const SUBJECTIVE =
  /\blos(?:es|t|s)\s+(?:of\s+)?confidence\b|\b(?:absolute|sole|unfettered)\s+discretion\b|\bfor\s+any\s+reason\s+(?:it|which\s+it|that\s+it)\s+(?:considers|deems|thinks)\b|\bwithout\s+(?:assigning|giving|stating|specifying)\s+any\s+reasons?\b|\b(?:if|where)\s+(?:the\s+)?(?:Company|Employer)\s+is\s+not\s+satisfied\b/i;
/**
 * A ground that is the employer's opinion whatever else is listed beside it: "for misconduct, breach … or loss of
 * confidence" still lets it dismiss on its own view; "at its sole discretion … for Cause" is discretion over procedure.
 */
const OPINION_AS_GROUND = /\blos(?:es|t|s|ing)\s+(?:of\s+)?(?:(?:its|the\s+\w+['’]s)\s+)?confidence\b|\bwithout\s+(?:assigning|giving|stating|specifying)\s+any\s+reasons?\b|\b(?:if|where)\s+(?:the\s+)?(?:Company|Employer)\s+is\s+not\s+satisfied\b/i;
const SUMMARY = /\bwithout\s+(?:any\s+)?notice\b|\bforthwith\b|\bwith\s+immediate\s+effect\b|\bimmediately\b/i;
const BY_EMPLOYER = /\b(?:Company|Employer|Bank|Firm|management)\b|\bwe\b/i;

const GB_CITES: Cite[] = [
  { source_id: "uk-employment-rights-act-1996", article: "94" },
  { source_id: "uk-employment-rights-act-1996", article: "98" },
  { source_id: "uk-employment-rights-act-1996", article: "108" },
  { source_id: "uk-employment-rights-act-1996", article: "203" },
];

export function subjectiveDismissalRisk(input: CoreRiskInput): CoreRisk | null {
  if (!isEmployment(input) || input.chain.some((j) => j === "US" || j.startsWith("US-"))) return null;
  const view = employeeView(input);
  const gb = input.chain.includes("GB");
  for (const c of input.clauses.filter(reviewed)) {
    const sentence = sentencesOf(c.clause_text).find((s) => DISMISS.test(s) && SUBJECTIVE.test(s) && BY_EMPLOYER.test(s) && (!FOR_CAUSE.test(s) || OPINION_AS_GROUND.test(s)));
    if (!sentence) continue;
    const summary = SUMMARY.test(sentence);
    const law = gb
      ? " Whatever the contract says, an employee with the qualifying period of continuous employment (s.108 Employment Rights Act 1996) has the right not to be unfairly dismissed (s.94): the employer must show a potentially fair reason and have acted reasonably (s.98), and a term excluding or limiting that right is void (s.203)."
      : "";
    return {
      rule: "employment.subjective_dismissal",
      clause_number: c.clause_number,
      category: "dismissal",
      name: "Dismissal on the employer's own view",
      risk: forEmployee(view, summary ? "high" : "medium"),
      finding: `Clause ${numberOf(c)} lets the employer end the employment ${summary ? "at once, without notice, " : ""}on a ground that is its own opinion or no stated reason at all, not misconduct or another cause the employee could contest.${law}`,
      fix:
        view === "employer"
          ? EMPLOYER_FIX
          : "Limit dismissal without notice to gross misconduct or another defined serious breach, established after the employee has been heard; otherwise require the contractual notice (or pay in lieu).",
      cites: gb ? GB_CITES : [],
    };
  }
  return null;
}
