import type { ComplianceCase } from "../types";
import { blind6EuCases } from "./cases-eu";
import { blind6GbCases } from "./cases-gb";
import { blind6UsAsiaBrCases } from "./cases-us-asia-br";

/**
 * Blind set 6 (issue 34, round 5): 24 texts (FR, DE, ES, IT, GB, US-CA, IN, SG, BR; eight lawful) written, with the
 * breaches a lawyer would list, and committed before the rule packs were run on them and before their code was read.
 *
 * Split rule, fixed before any run: the texts in the order of `blindSet6Cases` below (EU, GB, then US-CA/IN/SG/BR files,
 * each in file order); position 0, 2, 4, … (even) → dev (tuned on); position 1, 3, 5, … (odd) → held-out (only
 * reported). Neighbouring texts are siblings (same kind of text, different jurisdiction or wording), so each half has
 * four lawful texts.
 */
export const blindSet6Cases: ComplianceCase[] = [...blind6EuCases, ...blind6GbCases, ...blind6UsAsiaBrCases];

const position = new Map(blindSet6Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 6: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind6SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
