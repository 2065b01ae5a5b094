import type { Cite } from "../../playbook";
import { EMPLOYER_FIX, employeeView, forEmployee, isEmployment } from "./employee-side";
import { numberOf, reviewed, sentencesOf, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * A post-employment non-compete backed by money: "if the Employee breaches this clause, the Employee shall pay … 12
 * months' gross salary", "failing which you shall pay liquidated damages equal to six months' salary". The playbook
 * tests the restraint itself against the governing law (India's s.27, California's s.16600, the reasonableness test in
 * England); this adds what the payment does: the employee who takes a new job owes a fixed sum whether or not the
 * employer lost anything.
 */
const AFTER = /\b(?:after|following|from)\s+(?:the\s+)?(?:termination|cessation|end|leaving|expiry)\b|\bafter\s+(?:the\s+)?employment\s+ends\b|\bafter\s+leaving\b|\bpost[\s-]employment\b/i;
const COMPETES = /\bcompet\w*|\bjoin\b|\btake\s+up\s+employment\b|\bbe\s+(?:employed|engaged)\b/i;
const PAYMENT =
  /\b(?:shall|will|must|agrees?\s+to)\s+pay\b[^.;]{0,160}?(?:\d|\bmonths?['’]?\s+(?:of\s+(?:[\w'’-]+\s+){0,3})?(?:gross\s+)?(?:salary|pay|remuneration|wages|cost\s+to\s+company|CTC)|\bannual\s+(?:base\s+)?salary|\bliquidated\s+damages\b|\bpenalty\b)|\b(?:liquidated\s+damages|penalty)\s+(?:of|equal\s+to|amounting\s+to)\b|\bobliges?\s+(?:the\s+)?\w+\s+to\s+pay\b/i;

export function nonCompetePenaltyRisk(input: CoreRiskInput): CoreRisk | null {
  if (!isEmployment(input)) return null;
  const view = employeeView(input);
  const india = input.chain.includes("IN");
  for (const c of input.clauses.filter(reviewed)) {
    if (!sentencesOf(c.clause_text).some((s) => PAYMENT.test(s))) continue;
    // The restraint may sit in a sibling sub-clause the payment names ("10.3 If the Employee breaches this clause 10,
    // she shall pay …" after "10.1 For 24 months after the end of employment, the Employee shall not … join …").
    const text = [c.clause_text, ...namedClauses(c.clause_text, input.clauses).map((o) => o.clause_text)].join("\n");
    if (!AFTER.test(text) || !COMPETES.test(text)) continue;
    if (!/\bnot\b|\bno\b/i.test(text)) continue;
    const cites: Cite[] = india ? [{ source_id: "in-contract-act-1872", article: "27" }, { source_id: "in-contract-act-1872", article: "74" }] : [];
    return {
      rule: "employment.non_compete_penalty",
      clause_number: c.clause_number,
      category: "non_compete",
      name: "Non-compete enforced by a payment",
      risk: forEmployee(view, "high"),
      finding: `Clause ${numberOf(c)} makes the employee pay a fixed sum for working for a competitor after leaving, whatever loss the employer actually suffers: the restraint is priced in advance.${india ? " In India courts generally hold a restraint that continues after employment void under s.27 of the Indian Contract Act 1872, and a sum named for breach is in any case recoverable only as reasonable compensation up to that sum (s.74)." : ""}`,
      fix: view === "employer" ? EMPLOYER_FIX : "Remove the payment; if any restriction stays, limit it to what the governing law allows (in India, confidentiality and non-solicitation rather than a post-employment non-compete) and leave the employer to prove its loss.",
      cites,
    };
  }
  return null;
}

/** The clauses a payment on breach names: "breaches this clause 10" is clause 10 and its sub-clauses (10.1, 10.2 …). */
function namedClauses(text: string, clauses: CoreRiskInput["clauses"]): CoreRiskInput["clauses"] {
  const m = /\bbreach\w*\s+(?:of\s+)?(?:this\s+|the\s+provisions\s+of\s+)?(?:clause|section|paragraph)\s+(\d+(?:\.\d+)*)\b/i.exec(text);
  if (!m) return [];
  const n = m[1];
  return clauses.filter((o) => o.label !== null && (o.label === n || o.label.startsWith(`${n}.`)));
}
