import { describeDuration } from "../../facts/durations";
import type { Cite } from "../../playbook";
import { numberOf, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * Who alone may stop the renewal, from the sentence that renews: "unless the Supplier gives notice of non-renewal". Null
 * when any party may ("unless either party gives notice") or the sentence does not say.
 */
const ONLY_ONE_STOPS = /\brenew\w*\b[^.;]{0,200}?\bunless\s+(?:the\s+)?([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})\s+(?:shall\s+have\s+)?(?:gives?|serves?|provides?|delivers?|notifies|elects?|terminates?)\b/;
function onlyStoppedBy(text: string): string | null {
  for (const s of sentencesOf(text)) {
    const m = ONLY_ONE_STOPS.exec(s);
    if (m && sideOfName(m[1], null) !== "both" && !/^(?:Either|Each|Any|Neither|A)\b/.test(m[1])) return m[1];
  }
  return null;
}

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
  // A renewal only one side may stop binds the other for each further period: for it, that is the clause's main risk.
  // The side that alone may stop it holds an option to stay or leave, so the clause favours it; but the renewal still
  // runs against it by default, and only notice inside the window stops it. That is the risk the law guards against
  // where it regulates automatic renewal (it protects the party that has to give notice), so a long notice window keeps
  // its rating for the holder too.
  const stopper = onlyStoppedBy(clause.clause_text);
  const stopSide = sideOfName(stopper, input.reviewer);
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
    risk: stopper && stopSide === "them" ? "high" : stopper && stopSide === "us" ? (longWindow ? "medium" : "low") : longWindow || longPeriod || consumerGb || consumerEu ? "medium" : "low",
    finding: stopper
      ? `Evergreen renewal: clause ${numberOf(clause)} renews the contract for ${period}, and only ${stopSide === "us" ? `your side (${stopper})` : stopSide === "them" ? `the other side (${stopper})` : stopper} may stop it${r.notice ? ` (by notice at least ${describeDuration(r.notice)} before the term ends)` : ""}: ${stopSide === "us" ? longWindow ? `in your favour, as long as your side gives notice in time: otherwise it is bound for another ${r.period ? describeDuration(r.period) : "period"}` : "in your favour" : stopSide === "them" ? "your side is bound for each further period for as long as it wants" : "the other party is bound for each further period for as long as it wants"}.${consumerNote}`
      : `Evergreen renewal: clause ${numberOf(clause)} renews the contract for ${period} ${window}; missing the window commits both sides for another ${r.period ? describeDuration(r.period) : "period"}.${consumerNote}`,
    fix: stopper && stopSide !== "us"
      ? "Give both parties the same right to stop the renewal by notice before the term ends, with a reminder before the window closes."
      : `Diarise the last day for notice before each renewal${r.notice ? ` (${describeDuration(r.notice)} before the term ends)` : ""}; negotiate a shorter window, a reminder from the other side before it closes, or a right to end a renewed term on short notice.`,
    cites,
  };
}
