import type { ComplianceCase } from "../types";
import { blind17EmploymentCases } from "./cases-employment";
import { blind17EuropeCases } from "./cases-europe";
import { blind17WorldCases } from "./cases-world";

/**
 * Blind set 17 (issue 34): cookie banners, a cookie preference panel and privacy pages, a bought-list marketing email,
 * a loyalty SMS form, privacy policies, an induction form and incident memo, meeting notes, a subject access procedure,
 * app terms and onboarding screens, privacy FAQs and choices pages, a clinic data policy; offer, pay and termination
 * letters, a rota WhatsApp, a written statement, a handbook extract, an email to zero-hours staff, a sick pay policy,
 * US pay rules and Indian factory notices; across the GDPR (DE, FR, IE, NL, ES, IT) with the national cookie and
 * marketing rules, UK GDPR and PECR, CCPA/CPRA and its Regulations, Virginia, Colorado, DPDP, PDPA, LGPD, GB employment
 * (working time, national minimum wage, ERA ss. 1, 13, 18, 27A, 86, statutory sick pay), the US FLSA and India's Code
 * on Wages; 8 of the 30 are lawful texts on the same topics. Written from the statutes and
 * shared/domain/compliance-obligations-reference.md with the breaches a lawyer would list, and committed before the
 * rule packs were run on them, by a helper who did not read the rule code (lib/compliance/, lib/legal/retrieval) or
 * earlier sets' texts and expected findings (one case of blind set 16 for the format only).
 *
 * Split rule, fixed before any run: the texts in the order of `blindSet17Cases` below (Europe, world, employment, each
 * in file order, topics arranged in adjacent pairs); position 0, 2, 4, … (even) → dev; position 1, 3, 5, … (odd) →
 * held-out.
 */
export const blindSet17Cases: ComplianceCase[] = [...blind17EuropeCases, ...blind17WorldCases, ...blind17EmploymentCases];

const position = new Map(blindSet17Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 17: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind17SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
