/**
 * A one-sided termination right, restriction, exclusivity or assignment clause rated from the reviewer's side: it is
 * at least a medium risk for the side it binds (the other side may end or assign the contract, or your side is
 * restricted or gives exclusivity), and one level lower for the side it favours, unless a finding rests on a cited
 * rule of law (a non-compete void under a statute stays a risk for the party relying on it). Mutual clauses, payment
 * duties, entitlements and neutral reviews keep the playbook's rating. Pure: no I/O.
 */
import { riskLevels, type RiskLevel } from "../playbook";
import type { Protection, RightKind } from "./direction";
import { TERM_FIX, type TermKind } from "./term-direction";

/** What the side a clause binds can ask for instead. */
const FIX: Record<Exclude<RightKind, "payment">, string> = {
  termination: "Ask for a matching right for your side, or a longer notice period and payment for work done and committed costs on termination.",
  restriction: "Narrow the restriction (scope, territory, duration) or make it mutual; check it is enforceable under the governing law.",
  exclusivity: "Tie the exclusivity to minimum commitments or performance targets from the other side, with a right to end it if they are missed.",
  assignment: "Make the assignment terms mutual: consent (not unreasonably withheld) for both sides, with the same intra-group exception.",
};

export interface SideRating {
  risk: RiskLevel;
  /** Set when the side made the rating higher: the reason, for the clause's driver. */
  raisedBecause: string | null;
  /** A fix to offer when the playbook had none. */
  fix: string | null;
}

/**
 * `base` is the playbook's rating of the clause; `side` whom it favours from the reviewer's side ("us", "them"), null
 * in a neutral review; `cited` whether a finding rests on a cited provision of law.
 */
export function rateFromSide(base: RiskLevel, kind: RightKind | TermKind, p: Protection, side: "us" | "them" | "both" | null, cited: boolean, favours: string): SideRating {
  const unchanged = { risk: base, raisedBecause: null, fix: null };
  // A benefit one side receives (leave, reimbursement) is no burden to rate up: the playbook's rating stands.
  if (kind === "payment" || kind === "entitlement" || p.mutual || (side !== "us" && side !== "them")) return unchanged;
  const at = riskLevels.indexOf(base);
  if (side === "them") {
    if (at >= riskLevels.indexOf("medium")) return unchanged;
    return { risk: "medium", raisedBecause: favours, fix: kind in FIX ? FIX[kind as keyof typeof FIX] : TERM_FIX[kind as TermKind] };
  }
  // The side that alone may stop a renewal holds an option, but it is also the side that must act inside the notice
  // window: the renewal's rating (a long window is easy to miss) stays its own.
  if (cited || at === 0 || kind === "renewal") return unchanged;
  return { risk: riskLevels[at - 1], raisedBecause: null, fix: null };
}
