import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * A distributor, agent or franchisee giving up in advance any compensation for the goodwill or customer base it built
 * for the other side ("The Distributor shall not be entitled to any compensation for goodwill or clientele upon
 * termination"). On exit the other side keeps the customers without paying for them. Under German law a commercial
 * agent's goodwill indemnity cannot be excluded in advance (HGB § 89b(4)), and the courts extend it by analogy to a
 * distributor integrated into the supplier's sales network and bound to hand over its customer data; the registry holds
 * no HGB text, so the point is made in words and cites nothing. Rated medium for the side that waives (high under German
 * law, where the waiver may be void but will be argued), low for the side it favours.
 */
const WAIVES_GOODWILL = new RegExp(
  String.raw`\b(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:shall|will)\s+not\s+be\s+entitled\s+to\s+(?:any\s+)?(?:compensation|indemnity|indemnification|payment)\s+(?:\w+\s+){0,3}?(?:for|in\s+respect\s+of)\s+(?:the\s+)?(?:goodwill|clientele|customer\s+base|customers?\s+(?:it\s+)?(?:has\s+)?(?:introduced|brought|acquired))` +
    String.raw`|\b(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:hereby\s+)?(?:irrevocably\s+)?waives\s+(?:any|all)\s+(?:\w+\s+){0,3}?(?:claims?|rights?)\s+(?:\w+\s+){0,3}?(?:goodwill|clientele|customer\s+base)\s+(?:compensation|indemnity)`,
);

export function goodwillWaiverRisk(input: CoreRiskInput): CoreRisk | null {
  for (const c of input.clauses.filter(reviewed)) {
    if (!/goodwill|clientele|customer\s+base/i.test(c.clause_text)) continue;
    for (const sentence of sentencesOf(c.clause_text)) {
      const m = WAIVES_GOODWILL.exec(sentence);
      if (!m) continue;
      const waiver = (m[1] ?? m[2]).replace(/^The\s+/, "");
      const side = sideOfName(waiver, input.reviewer);
      const de = input.chain.includes("DE");
      const law = de
        ? " Under German law a commercial agent's goodwill indemnity cannot be excluded in advance (HGB § 89b(4)), and courts apply it by analogy to a distributor integrated into the supplier's sales network and obliged to hand over its customer data at the end, so the waiver may not hold; it will still be argued."
        : "";
      return {
        rule: "distribution.goodwill_waiver",
        clause_number: c.clause_number,
        category: "goodwill_compensation",
        name: "Goodwill compensation waived",
        risk: side === "them" ? "low" : side === "us" ? (de ? "high" : "medium") : "medium",
        finding: `Clause ${numberOf(c)}: ${waiver} gives up in advance any compensation for the goodwill or customers it brings to the other side, which keeps them on termination without paying for them.${law}`,
        fix:
          side === "them"
            ? "Keep it, but check it can be relied on under the governing law; consider a defined, modest payment instead of an exclusion that may be void."
            : "Delete the waiver, or replace it with an agreed compensation formula (for example a share of the last years' margin on the customers handed over).",
        cites: [],
      };
    }
  }
  return null;
}
