import type { ComplianceCase } from "../types";
import { blind12EmploymentCases } from "./cases-employment";
import { blind12EuropeCases } from "./cases-europe";
import { blind12WorldCases } from "./cases-world";

/**
 * Blind set 12 (issue 34): texts as businesses and employers write them (cookie banners in words, sign-up forms,
 * marketing messages, privacy notices for shops, clinics, apps and schools, processor terms, retention schedules,
 * breach plans, access-request replies; offer letters, WhatsApp and SMS to staff, rotas, handbooks, contracts) across
 * the GDPR (FR, DE, IE, ES, IT, NL) and the national cookie rules, UK GDPR and PECR, CCPA/CPRA, Virginia, Colorado,
 * DPDP, PDPA, LGPD, GB employment, the US FLSA and India's Code on Wages and OSH Code; about a third are lawful near
 * misses. Written with the breaches a lawyer would list and committed before the rule packs were run on them, by a
 * helper who did not read the rule code (lib/compliance/) or any earlier blind set's texts. Meant to be run once, on
 * the final code.
 *
 * Split rule, fixed before any run (as blind sets 6 to 10): the texts in the order of `blindSet12Cases` below (Europe,
 * world, employment, each in file order); position 0, 2, 4, … (even) → dev; position 1, 3, 5, … (odd) → held-out.
 */
export const blindSet12Cases: ComplianceCase[] = [...blind12EuropeCases, ...blind12WorldCases, ...blind12EmploymentCases];

const position = new Map(blindSet12Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 12: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind12SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
