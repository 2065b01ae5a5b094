import type { ComplianceCase } from "../types";
import { blind9EmploymentCases } from "./cases-employment";
import { blind9EuropeCases } from "./cases-europe";
import { blind9WorldCases } from "./cases-world";

/**
 * Blind set 9 (issue 34): 31 texts (cookie banners for FR, DE, GB, IE, NL, ES and IT; GDPR and UK GDPR notices, a
 * processor agreement, a breach procedure and a marketing sign-up page; CCPA/CPRA, Virginia and Colorado notices; DPDP,
 * PDPA and LGPD notices, forms and plans; GB and US employment terms; ten lawful), written with the breaches a lawyer
 * would list and committed before the rule packs were run on them, by a helper who did not read the rule code
 * (lib/compliance/) or any earlier blind set's texts.
 *
 * Split rule, fixed before any run (as blind sets 6, 7 and 8): the texts in the order of `blindSet9Cases` below
 * (Europe, world, employment, each in file order); position 0, 2, 4, … (even) → dev (tuned on); position 1, 3, 5, …
 * (odd) → held-out (only reported). Dev: 16 texts, five lawful, 27 listed breaches; held-out: 15 texts, five lawful, 26
 * listed breaches.
 */
export const blindSet9Cases: ComplianceCase[] = [...blind9EuropeCases, ...blind9WorldCases, ...blind9EmploymentCases];

const position = new Map(blindSet9Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 9: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind9SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
