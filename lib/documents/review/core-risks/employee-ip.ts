import { reachesBeyondTheWork, type Cite } from "../../playbook";
import { EMPLOYER_FIX, employeeView, forEmployee, isEmployment } from "./employee-side";
import { numberOf, reviewed, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * An employee's creations taken beyond the job: "all inventions … whether or not during working hours and whether or
 * not related to the business of the Company shall belong to the Company". The playbook reviews a clause already read
 * as an intellectual-property assignment; this catches the employment clause that was not (its wording names works or
 * inventions but not "intellectual property"), so the same reach is never reported twice.
 */
const CREATIONS = /\b(?:inventions?|intellectual\s+property|works?\s+of\s+authorship|works|software|work\s+product|designs?|developments?|copyright)\b/i;
const TAKES = /\b(?:belong\w*\s+(?:absolutely\s+|exclusively\s+)?to|vests?\s+in|assigns?\b|(?:sole\s+(?:and\s+exclusive\s+)?)?property\s+of|owned\s+by)\b/i;

export function employeeIpRisk(input: CoreRiskInput): CoreRisk | null {
  if (!isEmployment(input)) return null;
  const view = employeeView(input);
  const california = input.chain.includes("US-CA");
  for (const c of input.clauses.filter(reviewed)) {
    if (c.categories.includes("ip_ownership_assignment")) continue;
    if (!CREATIONS.test(c.clause_text) || !TAKES.test(c.clause_text) || !reachesBeyondTheWork(c.clause_text)) continue;
    const cites: Cite[] = california ? [{ source_id: "us-ca-labor-code", article: "2870" }] : [];
    return {
      rule: "employment.ip_beyond_work",
      clause_number: c.clause_number,
      category: "ip_ownership_assignment",
      name: "Employee's creations taken beyond the job",
      risk: forEmployee(view, california ? "high" : "medium"),
      finding: `Clause ${numberOf(c)} gives the employer what the employee creates in their own time or outside the employer's business, not only work done for it.${california ? " In California an assignment clause in an employment agreement does not reach an invention developed entirely on the employee's own time without the employer's equipment, supplies, facilities or trade secret information, unless it relates to the employer's business or actual or demonstrably anticipated research or development or results from the employee's work for it; to that extent the clause is unenforceable." : ""}`,
      fix:
        view === "employer"
          ? EMPLOYER_FIX
          : "Limit the clause to work created in the course of the employment, or with the employer's resources or confidential information, or relating to its business; list prior inventions the employee keeps.",
      cites,
    };
  }
  return null;
}
