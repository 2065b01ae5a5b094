import type { ComplianceCase } from "../types";
import { blind20EmploymentCases } from "./cases-employment";
import { blind20EuropeCases } from "./cases-europe";
import { blind20WorldCases } from "./cases-world";

/**
 * Blind set 20 (issue 34): cookie banners and a preference panel, a sign-up screen, a clinic's patient sheet, payroll
 * processor terms, a ransomware memo, a recruiter's notice, a subject-request procedure, email and SMS marketing and a
 * gym's fingerprint terms (GDPR in PT, PL, BE, AT, SE, DK, which the registry covers only through the GDPR and the
 * ePrivacy Directive; UK GDPR and PECR); Californian policies, a choices page and a rights section, Virginia and
 * Colorado notices, Indian app screens and notices, Singapore breach procedures and a Brazilian health app (CCPA/CPRA
 * and its Regulations, Virginia, Colorado, DPDP listed although its fiduciary duties start on 13 May 2027 as the
 * suite's convention, PDPA, LGPD); GB contracts, a pay letter, a handbook and a shift plan (working time, national
 * minimum wage at £12.71 from 1 April 2026 for 21+, ERA ss. 13 and 27A, statutory sick pay), US pay memos (FLSA) and
 * Indian wage and leave notices (Code on Wages, Code on Social Security, in force from 21 November 2025). 8 of the 32
 * are lawful texts on the same topics, several mentioning a risky practice done lawfully (SMS soft opt-in, sharing
 * with GPC honoured, a revocable 48-hour opt-out, overtime and deductions within the Code on Wages).
 *
 * How it was written: by a helper from the statutes and shared/domain/compliance-obligations-reference.md, with the
 * breaches a careful lawyer would list (only clear ones) written down with each text, and committed before the checker
 * was run on any of them: no run of the checker or of eval:compliance has happened on this set. The helper did not read
 * the code under test (lib/compliance/, lib/legal/retrieval/) or earlier sets' texts and expected breaches; it read
 * types.ts, score.ts, blind-set-checks.ts, blind-19's index and test and the first case of blind-19/cases-europe.ts for
 * the format, and a listing of registry ids, jurisdictions, articles and headings to make the references valid.
 *
 * Split rule, fixed before any run: the texts in the order of `blindSet20Cases` below (Europe, world, employment, each
 * in file order); position 0, 2, 4, … (even) → dev; position 1, 3, 5, … (odd) → held-out.
 */
export const blindSet20Cases: ComplianceCase[] = [...blind20EuropeCases, ...blind20WorldCases, ...blind20EmploymentCases];

const position = new Map(blindSet20Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 20: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind20SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
