import type { ComplianceCase } from "../types";
import { blind21EmploymentCases } from "./cases-employment";
import { blind21EuropeCases } from "./cases-europe";
import { blind21WorldCases } from "./cases-world";

/**
 * Blind set 21 (issue 34): cookie banners and footers (FR, DE, NL, ES), an automated CV screen, payroll processor terms
 * with remote support in the Philippines, a hotel booking form (IT), a breach memo and a breach procedure, a nursery
 * app notice, an e-mail campaign on a bought list, a subject-access reply, a symptom-checker memo and a children's game
 * (GDPR, the national cookie and e-mail rules, UK GDPR, PECR, the Irish Data Protection Act 2018); Californian policies,
 * a deletion reply and a request page, a Virginia dating app, a Colorado nonprofit, Indian app screens and notices, a
 * Singapore tuition centre and a Brazilian card app (CCPA/CPRA and its Regulations, Virginia, Colorado, DPDP listed
 * although its fiduciary duties start on 13 May 2027 as the suite's convention, PDPA, LGPD); GB shift terms, pay
 * letters, a handbook and an offer letter (working time, national minimum wage at £12.71 for 21+ and £8.00 for
 * apprentices from 1 April 2026, ERA ss. 1, 18 and 86, statutory sick pay from day one from 6 April 2026), US pay
 * policies (FLSA) and Indian wage, fine, maternity and gratuity policies (Code on Wages, Code on Social Security, in
 * force from 21 November 2025). Expected breaches are judged as at EVAL_AS_OF (27 November 2026). 8 of the 32 are lawful
 * texts that look risky (a cookie set before the banner is answered, a US host for a UK nursery app, a breach only
 * recorded, an apprentice paid well under the adult rate, no overtime for long days or for managers, sharing with GPC
 * honoured and no right to limit).
 *
 * How it was written: by a helper from the statutes and shared/domain/compliance-obligations-reference.md, with the
 * breaches a careful lawyer would list (only clear ones) written down with each text, and committed before the checker
 * was run on any of them: no run of the checker or of eval:compliance has happened on this set. The helper did not read
 * the code under test (lib/compliance/, lib/legal/retrieval/); for the format it read types.ts, score.ts,
 * blind-set-checks.ts, blind-20's index and test, the first cases of each blind-20 file, and a listing of registry ids,
 * jurisdictions, articles and headings (no summaries or rule text) to make the references valid. Wording was checked
 * against every earlier file under eval/compliance by shared word 5-grams (figures in the commit message).
 *
 * Left out as uncertain: the Brazilian app's face log-in for fraud prevention (LGPD Art. 11(II)(g) allows it without
 * consent), unpaid pre-shift log-in time at a call centre, a price difference for consumers who opt out of sale (a
 * financial incentive may justify it), and the lower-earnings-limit condition for statutory sick pay (its repealing
 * provision was not checked).
 *
 * Split rule, fixed before any run: the texts in the order of `blindSet21Cases` below (Europe, world, employment, each
 * in file order); position 0, 2, 4, … (even) → dev; position 1, 3, 5, … (odd) → held-out.
 */
export const blindSet21Cases: ComplianceCase[] = [...blind21EuropeCases, ...blind21WorldCases, ...blind21EmploymentCases];

const position = new Map(blindSet21Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 21: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind21SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
