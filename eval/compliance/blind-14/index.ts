import type { ComplianceCase } from "../types";
import { blind14EmploymentCases } from "./cases-employment";
import { blind14EuropeCases } from "./cases-europe";
import { blind14WorldCases } from "./cases-world";

/**
 * Blind set 14 (issue 34): privacy notices, cookie banners described in words, processor terms, breach procedures,
 * sign-up flows, app store descriptions, marketing plans and consent forms, a monitoring policy; contracts, offer
 * letters, rotas, handbooks and managers' WhatsApp messages; across the GDPR (FR, DE, IE, NL, ES, IT) with the
 * national cookie and e-marketing rules, UK GDPR and PECR, CCPA/CPRA and its Regulations, Virginia, Colorado, DPDP,
 * PDPA, LGPD, GB employment (working time, minimum wage, deductions, payslips, written statement, notice,
 * exclusivity, statutory sick pay), the US FLSA and India's Code on Wages and OSH Code; about a quarter are lawful
 * texts. Written from the statutes and shared/domain/compliance-obligations-reference.md with the breaches a lawyer
 * would list, and committed before the rule packs were run on them, by a helper who did not read the rule code
 * (lib/compliance/) or earlier blind sets' texts and expected findings (one case of blind set 13 for the format only).
 *
 * Split rule, fixed before any run: the texts in the order of `blindSet14Cases` below (Europe, world, employment, each
 * in file order, topics arranged in pairs so that each regulation falls in both halves); position 0, 2, 4, … (even)
 * → dev; position 1, 3, 5, … (odd) → held-out.
 */
export const blindSet14Cases: ComplianceCase[] = [...blind14EuropeCases, ...blind14WorldCases, ...blind14EmploymentCases];

const position = new Map(blindSet14Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 14: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind14SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
