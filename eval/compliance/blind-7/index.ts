import type { ComplianceCase } from "../types";
import { blind7EuCases } from "./cases-eu";
import { blind7GbCases } from "./cases-gb";
import { blind7WorldCases } from "./cases-world";

/**
 * Blind set 7 (issue 34): 24 texts (FR, DE, ES, IT, NL, IE, GB, US-CA, IN, SG, BR, CA, AU; nine lawful) written, with the
 * breaches a lawyer would list, and committed before the rule packs were run on them, by a helper who did not read the
 * rule code (lib/compliance/) or any earlier blind set's results.
 *
 * Split rule, fixed before any run (as blind set 6): the texts in the order of `blindSet7Cases` below (EU, GB, then the
 * US-CA/IN/SG/BR/CA/AU file, each in file order); position 0, 2, 4, … (even) → dev (tuned on); position 1, 3, 5, …
 * (odd) → held-out (only reported). Dev: 12 texts, four lawful, 22 listed breaches; held-out: 12 texts, five lawful,
 * 18 listed breaches.
 */
export const blindSet7Cases: ComplianceCase[] = [...blind7EuCases, ...blind7GbCases, ...blind7WorldCases];

const position = new Map(blindSet7Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 7: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind7SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
