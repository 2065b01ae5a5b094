import type { ComplianceCase } from "../types";
import { blind10GbCases } from "./cases-gb";
import { blind10InCases } from "./cases-in";
import { blind10UsCases } from "./cases-us";

/**
 * Blind set 10 (issue 34): 35 employment texts as employers write them (WhatsApp messages, rotas, job adverts, offer
 * letters, handbooks, contracts, policies, notices): GB working time, minimum wage, deductions, payslips, written
 * statement, zero-hours exclusivity, notice and statutory sick pay; US FLSA minimum wage, tips, overtime, records,
 * exemptions and child labour; India's Code on Wages and OSH Code; 13 lawful texts on the same topics. Written with
 * the breaches a lawyer would list and committed before the rule packs were run on them, by a helper who did not read
 * the rule code (lib/compliance/) or any earlier blind set's texts.
 *
 * Split rule, fixed before any run (as blind sets 6 to 9): the texts in the order of `blindSet10Cases` below (GB, US,
 * India, each in file order); position 0, 2, 4, … (even) → dev (tuned on); position 1, 3, 5, … (odd) → held-out (only
 * reported).
 */
export const blindSet10Cases: ComplianceCase[] = [...blind10GbCases, ...blind10UsCases, ...blind10InCases];

const position = new Map(blindSet10Cases.map((c, i) => [c.id, i]));

/** The fixed split of blind set 10: even position → dev, odd → held-out; undefined for a case not in the set. */
export function blind10SplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
