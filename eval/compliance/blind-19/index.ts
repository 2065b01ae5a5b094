import type { ComplianceCase } from "../types";
import { blind19EmploymentCases } from "./cases-employment";
import { blind19EuropeCases } from "./cases-europe";
import { blind19WorldCases } from "./cases-world";

/**
 * Blind set 19 (issue 34): cookie banners and a preference panel, a checkout and newsletter footer, an SMS campaign
 * brief, sign-up and order-confirmation screens, subject-request procedures and an FAQ, processor terms, a breach memo,
 * a hotel marketing plan, children's app onboarding; Californian privacy policies, a choices page, an FAQ and an app
 * summary, Colorado and Virginia notices, Indian onboarding, consent and notice screens, a Singapore breach note and a
 * Brazilian shop's privacy terms; a zero-hours agreement, an offer letter, a handbook, a manager's WhatsApp, US pay
 * memos and Indian wage and leave notices. Across the GDPR (ES, IT, FR, DE, NL, IE) with the national cookie and
 * marketing rules, UK GDPR and PECR, CCPA/CPRA and its Regulations, Virginia, Colorado, DPDP (listed although its
 * fiduciary duties start on 13 May 2027, the suite's convention), PDPA, LGPD, GB employment (working time, national
 * minimum wage, ERA ss. 13 and 27A, statutory sick pay), the US FLSA and India's Code on Wages and Code on Social
 * Security; 8 of the 32 are lawful texts on the same topics, several mentioning a risky practice done lawfully.
 *
 * How it was written: by a helper from the statutes and shared/domain/compliance-obligations-reference.md, with the
 * breaches a careful lawyer would list (only clear ones) written down with each text, and committed before the checker
 * was run on any of them. The helper did not read the code under test (lib/compliance/, lib/legal/retrieval/) or earlier
 * sets' texts and expected breaches; it read types.ts, score.ts, blind-set-checks.ts, blind-17's index and test and the
 * opening cases of blind-17/cases-europe.ts for the format, and a listing of registry ids, articles and headings to make
 * the references valid.
 *
 * Split rule, fixed before any run: the texts in the order of `blindSet19Cases` below (Europe, world, employment, each
 * in file order, topics in adjacent pairs); position 0, 2, 4, … (even) → dev; position 1, 3, 5, … (odd) → held-out.
 */
export const blindSet19Cases: ComplianceCase[] = [...blind19EuropeCases, ...blind19WorldCases, ...blind19EmploymentCases];

const position = new Map(blindSet19Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 19: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind19SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
