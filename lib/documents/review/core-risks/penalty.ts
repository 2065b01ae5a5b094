import type { Cite } from "../../playbook";
import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * A contractual penalty ("Vertragsstrafe"): a fixed sum a party must pay for each breach, on top of performance and
 * damages. Under German law it is forfeited on default or on contravention (BGB § 339), can be claimed instead of
 * performance for non-performance (§ 340) or beside it for improper or late performance (§ 341), and a
 * disproportionately high penalty may be reduced by the court on the debtor's application (§ 343) — but not one a
 * merchant promised in the course of its business (HGB § 348). Under the law of England and Wales the penalty rule
 * (Cavendish Square Holding BV v Makdessi [2015] UKSC 67) strikes a sum out of all proportion to the innocent party's
 * legitimate interest in performance; the playbook's liquidated-damages rule covers clauses the detector files there.
 */
const PENALTY = /\b(?:contractual|contract)\s+penalt(?:y|ies)\b|\bVertragsstrafe\b|\bpenalty\s+(?:of|amounting\s+to)\s+(?:EUR|€|£|USD|\$|GBP|CHF|\d)/i;
const NAME = String.raw`(?:[Tt]he\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})`;
const PAYER = new RegExp(String.raw`\b${NAME}\s+(?:shall|will|must|agrees\s+to|undertakes\s+to)\s+pay\b`);
const PLUS_DAMAGES = /\b(?:further|additional)\s+(?:claims?|damages)\b|\bwithout\s+prejudice\s+to\b[^.;]{0,60}\bdamages\b|\bin\s+addition\s+to\b[^.;]{0,40}\bdamages\b/i;
const NO_CONTINUING = /\bcontinu\w+\s+(?:offen[cs]e|breach|act)\b/i;
const BGB: Cite[] = ["339", "340", "341", "343"].map((article) => ({ source_id: "de-bgb", article }));

export function penaltyRisk(input: CoreRiskInput): CoreRisk | null {
  const de = input.chain.includes("DE");
  const gb = input.chain.includes("GB");
  if (!de && !gb) return null;
  for (const c of input.clauses.filter(reviewed)) {
    // Under English law the liquidated-damages rule of the playbook already speaks to a clause filed there.
    if (gb && c.categories.includes("liquidated_damages")) continue;
    const sentence = sentencesOf(c.clause_text).find((s) => PENALTY.test(s) && /\bpa(?:y|id|yable)\b|\bforfeit/i.test(s));
    if (!sentence) continue;
    const payer = PAYER.exec(sentence)?.[1] ?? null;
    const side = payer ? sideOfName(payer, input.reviewer) : null;
    const stacked = PLUS_DAMAGES.test(sentence) || NO_CONTINUING.test(sentence);
    const label = numberOf(c);
    const law = de
      ? "Under German law it is forfeited on default or on a contravention (BGB § 339); for late or improper performance it can be claimed beside performance, counting towards damages (§ 341), and the court may reduce a disproportionately high penalty on the debtor's application (§ 343), unless a merchant promised it in the course of its business (HGB § 348)."
      : "Under the law of England and Wales a sum payable on breach is unenforceable as a penalty if it is out of all proportion to the innocent party's legitimate interest in performance (Cavendish Square Holding BV v Makdessi [2015] UKSC 67).";
    const what = `Clause ${label} is a contractual penalty${payer ? ` payable by ${payer}` : ""} for each breach${stacked ? ", on top of damages (and with no defence that several breaches are one continuing breach)" : ""}.`;
    return {
      rule: de ? "penalty.de.vertragsstrafe" : "penalty.gb.makdessi",
      clause_number: c.clause_number,
      category: "liquidated_damages",
      name: "Contractual penalty",
      risk: side === "them" ? "low" : side === "us" ? (stacked ? "high" : "medium") : "medium",
      finding: side === "them" ? `${what} It protects your side. ${law}` : `${what} ${law}${side === "us" ? " A risk for your side, which pays it." : ""}`,
      fix:
        side === "them"
          ? "Keep it, set at an amount you could justify, and reserve it expressly if you accept late performance."
          : "Cap the penalty in total, require fault, credit it against any damages, treat a continuing breach as one, and set the amount in proportion to the interest it protects.",
      cites: de ? BGB : [],
    };
  }
  return null;
}
