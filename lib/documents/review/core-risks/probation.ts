import { EMPLOYER_FIX, employeeView, forEmployee, isEmployment } from "./employee-side";
import { firstSentence, numberOf, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * A probation the employer may extend without limit: "from time to time for such further period as it may deem fit",
 * "at its sole discretion for any further period or periods". The employee can be kept on the shorter notice and
 * weaker security of probation indefinitely. An extension once, or by a stated maximum, is ordinary.
 */
const PROBATION = /\bprobation\w*/i;
const EXTENDS = /\bextend\w*|\bextension\b|\bprolong\w*/i;
const OPEN_ENDED =
  /\bfrom\s+time\s+to\s+time\b|\bsuch\s+(?:further\s+)?periods?\s+as\b|\bany\s+further\s+periods?\b|\bfurther\s+periods?\s+or\s+periods\b|\bperiods\b|\bat\s+its\s+(?:sole\s+|absolute\s+)?discretion\b|\bas\s+(?:it|the\s+(?:Company|Employer))\s+(?:may\s+)?(?:deems?|thinks?|considers?)\s+(?:fit|appropriate|necessary)\b|\bindefinite\w*/i;
const BOUNDED = /\bonce\b|\bnot\s+exceeding\b|\bup\s+to\s+(?:a\s+(?:further|maximum)\s+(?:of\s+)?)?\S+\s+(?:\(\d+\)\s+)?(?:weeks?|months?)\b|\bmaximum\b|\bby\s+(?:a\s+further\s+)?(?:\S+\s+)?(?:\(\d+\)\s+)?(?:weeks?|months?)\b|\bno\s+more\s+than\b|\bin\s+total\b/i;

export function probationRisk(input: CoreRiskInput): CoreRisk | null {
  if (!isEmployment(input)) return null;
  const view = employeeView(input);
  const found = firstSentence(input.clauses, (s) => PROBATION.test(s) && EXTENDS.test(s) && OPEN_ENDED.test(s) && !BOUNDED.test(s));
  if (!found) return null;
  const c = found.clause;
  return {
    rule: "employment.probation_open_ended",
    clause_number: c.clause_number,
    category: "probation",
    name: "Probation extendable without limit",
    risk: forEmployee(view, "medium"),
    finding: `Clause ${numberOf(c)} lets the employer extend the probation with no limit on how often or for how long: the employee may be kept on probationary terms indefinitely.`,
    fix: view === "employer" ? EMPLOYER_FIX : "Allow one extension by a stated maximum (for example three months), with reasons given in writing before the original period ends, and confirmation otherwise.",
    cites: [],
  };
}
