import type { ComplianceCase } from "../types";
import { blind13EmploymentCases } from "./cases-employment";
import { blind13EuropeCases } from "./cases-europe";
import { blind13WorldCases } from "./cases-world";

/**
 * Blind set 13 (issue 34): privacy notices, cookie banners described in words, processor terms, breach procedures,
 * sign-up and consent forms, a monitoring policy, loyalty terms; contracts, offer letters, handbooks, policies and
 * WhatsApp messages to staff; across the GDPR (FR, DE, IE, NL, ES, IT) and the national cookie rules, UK GDPR and PECR,
 * CCPA/CPRA and its Regulations, Virginia, Colorado, DPDP, PDPA, LGPD, GB employment (working time, minimum wage,
 * deductions, payslips, written statement, notice, exclusivity, statutory sick pay) and the US FLSA; about a quarter
 * are lawful texts. Written from the statutes and shared/domain/compliance-obligations-reference.md with the breaches
 * a lawyer would list, and committed before the rule packs were run on them, by a helper who did not read the rule
 * code (lib/compliance/) or any earlier blind set's expected findings. Meant to be run once, on the code as it stands.
 *
 * Split rule, fixed before any run (as blind sets 6 to 10 and 12): the texts in the order of `blindSet13Cases` below
 * (Europe, world, employment, each in file order); position 0, 2, 4, … (even) → dev; position 1, 3, 5, … (odd) →
 * held-out.
 */
export const blindSet13Cases: ComplianceCase[] = [...blind13EuropeCases, ...blind13WorldCases, ...blind13EmploymentCases];

const position = new Map(blindSet13Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 13: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind13SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
