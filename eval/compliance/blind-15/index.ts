import type { ComplianceCase } from "../types";
import { blind15EmploymentCases } from "./cases-employment";
import { blind15EuropeCases } from "./cases-europe";
import { blind15WorldCases } from "./cases-world";

/**
 * Blind set 15 (issue 34): cookie banners described in words, privacy notices, a sign-up form, an app store
 * description, processor terms, breach playbooks and SOPs, a marketing plan, request-handling pages; rotas, offer
 * letters, handbooks, contract clauses, managers' emails and WhatsApp messages, pay policies; across the GDPR (FR, DE,
 * IE, NL, ES, IT) with the national cookie rules, UK GDPR and PECR, CCPA/CPRA and its Regulations, Virginia, Colorado,
 * DPDP, PDPA, LGPD, GB employment (working time incl. young workers, holiday and holiday pay, minimum wage incl.
 * deductions, ERA ss. 1, 13, 18, 27A, 86, statutory sick pay), the US FLSA and India's Code on Wages; 10 of the 40 are
 * lawful texts on the same topics. Written from the statutes and shared/domain/compliance-obligations-reference.md
 * with the breaches a lawyer would list, and committed before the rule packs were run on them, by a helper who did not
 * read the rule code (lib/compliance/, lib/legal/) or earlier blind sets' texts and expected findings (one case of
 * blind set 14 for the format only).
 *
 * Split rule, fixed before any run: the texts in the order of `blindSet15Cases` below (Europe, world, employment, each
 * in file order, topics arranged in pairs so that each regulation falls in both halves); position 0, 2, 4, … (even)
 * → dev; position 1, 3, 5, … (odd) → held-out.
 */
export const blindSet15Cases: ComplianceCase[] = [...blind15EuropeCases, ...blind15WorldCases, ...blind15EmploymentCases];

const position = new Map(blindSet15Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 15: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind15SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
