import { sideOfName, type CoreRiskInput } from "./types";

/**
 * The side an employment contract's term is read from: the employee's (the reviewer is the employee), the
 * employer's (the reviewer is another party), or neither (a neutral review). The
 * employee is the party the contract defines as the employee or executive; the employer, the Company or Employer.
 */
const EMPLOYEE_TERM = /\(\s*(?:the\s+)?["“']?(Employee|Executive|Appointee|Staff\s+Member)["”']?\s*\)/i;

export type EmployeeView = "employee" | "employer" | "neutral";

export function employeeView(input: CoreRiskInput): EmployeeView {
  if (!input.reviewer) return "neutral";
  const text = input.clauses.map((c) => c.clause_text).join("\n");
  const employee = EMPLOYEE_TERM.exec(text)?.[1] ?? "Employee";
  const reviewer = input.reviewer.map((r) => r.toLowerCase());
  const side = sideOfName(employee, reviewer);
  if (side === "us") return "employee";
  // A reviewer that is not the employee is the employer only when it does not call itself the employee or executive.
  return side === "them" && !reviewer.some((r) => /\b(?:employee|executive)\b/.test(r)) ? "employer" : "neutral";
}

/** An employment (or executive service) contract: the only kind these employee-protection risks are read in. */
export const isEmployment = (input: CoreRiskInput) => input.type === "employment";

/** The risk of a term that burdens the employee: as rated for the employee, low for the employer, medium neutral. */
export const forEmployee = (view: EmployeeView, employeeRisk: "medium" | "high") => (view === "employee" ? employeeRisk : view === "employer" ? "low" : "medium");

/** The fix line for the employer's side, which the term favours. */
export const EMPLOYER_FIX = "Nothing to change for the employer; expect the employee to ask to narrow it, and note that a term the law does not uphold protects nobody.";
