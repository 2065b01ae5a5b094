import { describeDuration } from "../../facts/durations";
import type { Cite } from "../../playbook";
import { numberOf, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * A term that renews itself until someone gives notice in a window before each anniversary: miss the window and the
 * contract, with its fees or purchase commitments, runs for another period. In a consumer contract a term that extends a
 * fixed-term contract automatically with an unreasonably early deadline to say no is on the grey list of unfair terms
 * (UK: Consumer Rights Act 2015 s.63 and Sch. 2, applying s.62's fairness test; EU: the Unfair Terms Directive's test,
 * Art. 3).
 */
export function evergreenRisk(input: CoreRiskInput): CoreRisk | null {
  const r = input.renewal;
  if (!r || !r.automatic) return null;
  const clause = input.clauses.find((c) => c.clause_number === r.clause_number);
  if (!clause) return null;
  const period = r.period ? `successive periods of ${describeDuration(r.period)}` : "further periods";
  const window = r.notice ? `unless notice is given at least ${describeDuration(r.notice)} before the end of the current term` : "with no notice window stated";
  const longWindow = r.notice !== null && (r.notice.unit === "year" || (r.notice.unit === "month" && r.notice.amount >= 3) || (r.notice.unit === "day" && r.notice.amount >= 90));
  const longPeriod = r.period !== null && (r.period.unit === "year" ? r.period.amount >= 1 : r.period.unit === "month" && r.period.amount >= 12);
  const consumerGb = input.consumer && input.chain.includes("GB");
  const consumerEu = input.consumer && !consumerGb && input.chain.includes("EU");
  const cites: Cite[] = consumerGb
    ? [{ source_id: "uk-consumer-rights-act-2015", article: "62" }, { source_id: "uk-consumer-rights-act-2015", article: "63" }]
    : consumerEu
      ? [{ source_id: "eu-unfair-terms-directive", article: "3" }]
      : [];
  const consumerNote = consumerGb
    ? " In a consumer contract, a term extending a fixed-term contract automatically with an unreasonably early deadline to say no is on the Consumer Rights Act 2015's grey list (s.63, Sch. 2) and must pass the fairness test (s.62)."
    : consumerEu
      ? " In a consumer contract such a term must pass the Unfair Terms Directive's fairness test (Art. 3)."
      : "";
  return {
    rule: "renewal.evergreen",
    clause_number: clause.clause_number,
    category: "renewal_term",
    name: "Automatic renewal",
    risk: longWindow || longPeriod || consumerGb || consumerEu ? "medium" : "low",
    finding: `Evergreen renewal: clause ${numberOf(clause)} renews the contract for ${period} ${window}; missing the window commits both sides for another ${r.period ? describeDuration(r.period) : "period"}.${consumerNote}`,
    fix: `Diarise the last day for notice before each renewal${r.notice ? ` (${describeDuration(r.notice)} before the term ends)` : ""}; negotiate a shorter window, a reminder from the other side before it closes, or a right to end a renewed term on short notice.`,
    cites,
  };
}
