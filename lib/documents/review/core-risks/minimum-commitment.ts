import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * A minimum commitment: a royalty, fee, purchase or volume a party must pay for or buy each period whatever its sales
 * or needs ("Licensee shall pay a minimum annual royalty of USD 150,000"). For the payer it is a fixed cost that runs
 * even when the business does not, and failing it is often a breach or a ground to end the licence or exclusivity; for
 * the payee it is a guaranteed return. Who pays is read from the sentence.
 */
const MINIMUM = /\bminimum\s+(?:annual\s+|monthly\s+|quarterly\s+|yearly\s+|guaranteed\s+)?(?:royalt(?:y|ies)|fees?|purchases?|payments?|commitments?|order\s+quantit(?:y|ies)|volumes?|spend|revenue)\b|\bguaranteed\s+minimum\b/i;
const PAYER = /\b(?:[Tt]he\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:shall|will|must|agrees\s+to|undertakes\s+to)\s+(?:\w+\s+){0,2}?(?:pay|purchase|buy|order)\b/;
const NOT_BINDING = /\bnon-?binding\b|\bno\s+minimum\b|\bnot\s+(?:be\s+)?(?:obliged|required|bound)\s+to\s+(?:pay|purchase|buy|order)\b|\bforecasts?\b/i;

export function minimumCommitmentRisk(input: CoreRiskInput): CoreRisk | null {
  for (const c of input.clauses.filter(reviewed)) {
    for (const s of sentencesOf(c.clause_text)) {
      if (!MINIMUM.test(s) || NOT_BINDING.test(s)) continue;
      const payer = PAYER.exec(s)?.[1] ?? null;
      if (!payer || /^(?:Each|Either|Neither|No|Any|The|This)$/.test(payer)) continue;
      const side = sideOfName(payer, input.reviewer);
      if (side === "both") continue;
      const sanction = /\bmaterial\s+breach\b|\bterminat\w*|\bconvert\w*\b[^.;]{0,40}\bnon-?exclusive\b/i.test(c.clause_text);
      return {
        rule: "payment.minimum_commitment",
        clause_number: c.clause_number,
        category: "minimum_commitment",
        name: "Minimum commitment",
        risk: side === "us" ? "medium" : side === "them" ? "low" : "medium",
        finding:
          side === "us"
            ? `Clause ${numberOf(c)} commits your side (${payer}) to a minimum payment or purchase each period, owed whatever its sales or needs${sanction ? ", and failing it is a breach or a ground to end or narrow the contract" : ""}.`
            : side === "them"
              ? `Clause ${numberOf(c)} commits the other side (${payer}) to a minimum payment or purchase each period: a guaranteed return for your side.`
              : `Clause ${numberOf(c)} commits ${payer} to a minimum payment or purchase each period, whatever its sales or needs.`,
        fix:
          side === "them"
            ? "Keep it; make sure shortfalls are invoiced promptly and the remedy for a missed minimum is clear."
            : "Tie the minimum to a ramp-up period and to market conditions, let shortfalls be carried forward or credited, and make the only remedy for a missed minimum the loss of exclusivity rather than breach or termination.",
        cites: [],
      };
    }
  }
  return null;
}
