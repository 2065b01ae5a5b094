import type { ComplianceCase } from "../types";
import { blind16EmploymentCases } from "./cases-employment";
import { blind16EuropeCases } from "./cases-europe";
import { blind16WorldCases } from "./cases-world";

/**
 * Blind set 16 (issue 34): app onboarding screens and SDK notes, cookie banners and pop-ups, a CCTV memo, marketing
 * SMS, e-mail and call-campaign briefs, a breach email, a breach procedure and a breach SOP, processor terms, privacy
 * notices, a loyalty leaflet, a privacy FAQ, sign-up screens and a product spec; rotas, handbooks, a manager's Slack and
 * WhatsApp messages, offer letters and emails, payroll FAQs and pay policies, a zero-hours agreement and a factory
 * notice; across the GDPR (DE, FR, IE, NL, ES, IT) with the national cookie and marketing rules, UK GDPR and PECR,
 * CCPA/CPRA and its Regulations, Virginia, Colorado, DPDP, PDPA, LGPD, GB employment (working time, national minimum
 * wage, ERA ss. 1, 13, 27A, 86, statutory sick pay), the US FLSA and India's Code on Wages; 9 of the 36 are lawful
 * texts on the same topics. Written from the statutes and shared/domain/compliance-obligations-reference.md with the
 * breaches a lawyer would list, and committed before the rule packs were run on them, by a helper who did not read the
 * rule code (lib/compliance/, lib/legal/retrieval) or earlier blind sets' texts and expected findings (one case of
 * blind set 15 for the format only).
 *
 * Split rule, fixed before any run: the texts in the order of `blindSet16Cases` below (Europe, world, employment, each
 * in file order, topics arranged in adjacent pairs); position 0, 2, 4, … (even) → dev; position 1, 3, 5, … (odd) →
 * held-out.
 */
export const blindSet16Cases: ComplianceCase[] = [...blind16EuropeCases, ...blind16WorldCases, ...blind16EmploymentCases];

const position = new Map(blindSet16Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 16: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind16SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
