import type { ComplianceCase } from "../types";
import { blind18EmploymentCases } from "./cases-employment";
import { blind18EuropeCases } from "./cases-europe";
import { blind18WorldCases } from "./cases-world";

/**
 * Blind set 18 (issue 34): 32 texts — cookie banners and a cookie settings panel, a promotional email brief, an SMS plan,
 * an app sign-up screen, a children's game sign-up, a subject access procedure, processor terms, a ransomware memo, a
 * staff privacy notice; Californian, Virginian and Colorado privacy pages, an Indian learning app's onboarding,
 * Singaporean membership and access procedures and a property agent's campaign message, Brazilian app terms and an
 * employee notice; a zero-hours agreement, a written statement, a manager's WhatsApp, a pay policy, a sickness policy,
 * a US handbook, pay notice and Slack thread, an Indian factory notice and fixed-term offer letter. Across the GDPR (DE,
 * FR, IT, ES, IE, NL) with the national cookie and marketing rules, UK GDPR and PECR, CCPA/CPRA and its Regulations,
 * Virginia, Colorado, DPDP, PDPA, LGPD, GB employment, the US FLSA and India's Code on Wages and Code on Social
 * Security; 8 of the 32 list no breach (7 lawful texts and 1 Indian text whose problems fall under DPDP sections not in
 * force at EVAL_AS_OF).
 *
 * How it was written: by a helper who read only eval/compliance/types.ts, score.ts and blind-set-checks.ts, blind set
 * 17's index.ts, its test and the first case object (with the file's header) of its cases-europe.ts for the format,
 * the EVAL_AS_OF line of cases.ts, scripts/eval-compliance.ts, shared/domain/compliance-obligations-reference.md,
 * shared/spec/, issue 34, and a listing of the registry's source ids, articles and headings (no summaries or texts).
 * It did not read lib/compliance/, lib/legal/retrieval/, or any earlier set's texts or expected breaches. Breaches are
 * what a careful lawyer would list as at EVAL_AS_OF, conservatively (a doubtful item is left out), written and committed
 * before the checker was run on any of these texts.
 *
 * Split rule, fixed before any run: the texts in the order of `blindSet18Cases` below (Europe, world, employment, each
 * in file order); position 0, 2, 4, … (even) → dev; position 1, 3, 5, … (odd) → held-out.
 */
export const blindSet18Cases: ComplianceCase[] = [...blind18EuropeCases, ...blind18WorldCases, ...blind18EmploymentCases];

const position = new Map(blindSet18Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 18: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind18SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
