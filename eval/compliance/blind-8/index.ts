import type { ComplianceCase } from "../types";
import { blind8EmploymentCases } from "./cases-employment";
import { blind8EuropeCases } from "./cases-europe";
import { blind8WorldCases } from "./cases-world";

/**
 * Blind set 8 (issue 34): 24 texts (cookie banners for FR, DE, IE, NL, GB, ES, IT; GDPR and UK GDPR notices and a staff
 * handbook; CCPA/CPRA, Virginia and Colorado notices; DPDP, PDPA and LGPD notices and forms; GB and US employment
 * terms; nine lawful), written with the breaches a lawyer would list and committed before the rule packs were run on
 * them, by a helper who did not read the rule code (lib/compliance/) or any earlier blind set's texts.
 *
 * Split rule, fixed before any run (as blind sets 6 and 7): the texts in the order of `blindSet8Cases` below (Europe,
 * world, employment, each in file order); position 0, 2, 4, … (even) → dev (tuned on); position 1, 3, 5, … (odd) →
 * held-out (only reported). Dev: 12 texts, four lawful, 25 listed breaches; held-out: 12 texts, five lawful, 20 listed
 * breaches.
 */
export const blindSet8Cases: ComplianceCase[] = [...blind8EuropeCases, ...blind8WorldCases, ...blind8EmploymentCases];

const position = new Map(blindSet8Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 8: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind8SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
