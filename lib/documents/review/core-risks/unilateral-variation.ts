import { EMPLOYER_FIX, employeeView, forEmployee, isEmployment } from "./employee-side";
import { numberOf, reviewed, sentencesOf, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * An employment contract the employer may rewrite alone: "the Company may change any term of this Agreement", "the
 * Employer reserves the right to vary the terms of this contract from time to time", "to amend, alter or modify any of
 * the terms and conditions of this appointment". The employee has then agreed to whatever pay, duties or place of
 * work the employer later decides. (Changes to prices alone are price-variation's; a change needing both sides'
 * agreement is no risk.)
 */
const CHANGE = String.raw`(?:change|vary|amend|alter|modify|revise|update)`;
const TERMS = String.raw`(?:(?:any|all)\s+(?:or\s+any\s+)?(?:of\s+)?)?(?:the\s+)?(?:terms?|provisions?|conditions?)(?:\s+and\s+conditions)?\s+(?:of|in)\s+(?:this|the|your)\s+(?:Agreement|contract|appointment|letter|employment)`;
const BY_EMPLOYER = new RegExp(
  String.raw`\b(?:the\s+)?(Company|Employer|Bank|Firm)\s+(?:may|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|reserves\s+(?:to\s+itself\s+)?the\s+right\s+to|has\s+the\s+right\s+to)\s+(?:at\s+any\s+time\s+|from\s+time\s+to\s+time\s+|unilaterally\s+|,?\s*at\s+its\s+(?:sole\s+|absolute\s+)?discretion,?\s+)*${CHANGE}(?:\s*,\s*${CHANGE})*(?:,?\s+(?:or|and(?:\/or)?)\s+${CHANGE})?\s+${TERMS}`,
  "i",
);
const PASSIVE = new RegExp(String.raw`\b${TERMS}\s+may\s+be\s+${CHANGE}\w*\s+(?:\w+\s+){0,4}?by\s+the\s+(Company|Employer)\b`, "i");
/** The employee's agreement is needed, or only reasonable changes after notice are allowed. */
const AGREED = /\b(?:mutual(?:ly)?\s+agree\w*|agreed\s+(?:in\s+writing\s+)?by\s+both|signed\s+by\s+both|with\s+the\s+(?:prior\s+)?(?:written\s+)?(?:consent|agreement)\s+of\s+the\s+(?:Employee|Executive))\b/i;
const REASONABLE = /\breasonable\s+changes?\b|\bminor\s+changes?\b|\bafter\s+consult\w*/i;

export function unilateralVariationRisk(input: CoreRiskInput): CoreRisk | null {
  if (!isEmployment(input)) return null;
  const view = employeeView(input);
  for (const c of input.clauses.filter(reviewed)) {
    for (const sentence of sentencesOf(c.clause_text)) {
      if (!(BY_EMPLOYER.test(sentence) || PASSIVE.test(sentence)) || AGREED.test(sentence)) continue;
      const limited = REASONABLE.test(sentence);
      return {
        rule: "employment.unilateral_variation",
        clause_number: c.clause_number,
        category: "variation",
        name: "Terms changed by the employer alone",
        risk: forEmployee(view, limited ? "medium" : "high"),
        finding: `Clause ${numberOf(c)} lets the employer change the terms of employment alone${limited ? ", though only reasonable or minor changes" : ", any of them and without the employee's agreement"}: pay, duties, hours or place of work could be altered after signing.${view === "employer" ? " In the employer's favour." : ""}`,
        fix: view === "employer" ? EMPLOYER_FIX : "Require the employee's written agreement to any change, or limit the clause to reasonable, non-core changes (for example working practices) on stated notice, leaving pay, role, location and hours unchanged without consent.",
        cites: [],
      };
    }
  }
  return null;
}
