import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * A "residuals" clause: the recipient may use whatever its people retain in unaided memory of the other side's
 * confidential information (ideas, concepts, know-how, techniques). It carves the most valuable part of the information
 * — what people learn — out of the use restriction, so it is a risk for the side that discloses; one-way (only one
 * named party may use residuals) it protects that party alone. A clause that forbids such use is not one.
 */
const RESIDUALS = /\bresiduals?\b|\bresidual\s+knowledge\b|\bunaided\s+memor(?:y|ies)\b|\bretained\s+in\s+(?:the\s+)?(?:unaided\s+)?memor(?:y|ies)\b/i;
const MAY_USE = /\bmay\s+(?:freely\s+)?use\b|\b(?:is|are|shall\s+be)\s+(?:free|entitled)\s+to\s+use\b|\bnot\s+restrict\w*\b[^.;]{0,60}\bfrom\s+using\b|\brestricts?\b[^.;]{0,60}\bfrom\s+using\b|\bwithout\s+(?:any\s+)?obligation\b|\bfree\s+to\s+use\b/i;
const FORBIDS = /\b(?:shall|will|must|may)\s+not\s+use\b|\bno\s+(?:right|licen[cs]e)\s+to\s+use\b|\bnot\s+(?:be\s+)?(?:permitted|entitled|allowed|free)\s+to\s+use\b|\bno\s+right\s+to\s+use\s+residual/i;
const NAME = String.raw`(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})`;
const USER = [
  new RegExp(String.raw`\b${NAME}\s+(?:may\s+(?:freely\s+)?use|(?:is|shall\s+be)\s+(?:free|entitled)\s+to\s+use)\b`),
  new RegExp(String.raw`\brestricts?\s+${NAME}\s+from\s+using\b`),
  new RegExp(String.raw`\b([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})['’]s?\s+(?:\w+\s+){0,2}?(?:employees|personnel|staff|partners|representatives)\b`),
];
const ROLE_OF_EITHER = /^(?:recipient|receiving\s+party|either\s+party|each\s+party|a\s+party|any\s+party|the\s+parties|parties)$/i;

export function residualsRisk(input: CoreRiskInput): CoreRisk | null {
  for (const c of input.clauses.filter(reviewed)) {
    const sentence = sentencesOf(c.clause_text).find((s) => RESIDUALS.test(s) && MAY_USE.test(s) && !FORBIDS.test(s));
    if (!sentence) continue;
    const user = USER.map((re) => re.exec(sentence)?.[1]).find((n) => n && !/^(?:Nothing|Notwithstanding|Residuals|Confidential|Information|This|Any)\b/.test(n)) ?? null;
    const either = !user || ROLE_OF_EITHER.test(user.replace(/^the\s+/i, ""));
    const side = either ? "both" : sideOfName(user, input.reviewer);
    const label = numberOf(c);
    const what = `Clause ${label} is a residuals clause: ${either ? "the receiving party" : user} may use, for any purpose, what its people retain in unaided memory of the ${either ? "discloser's" : "other side's"} confidential information (ideas, know-how, techniques), so the use restriction does not protect what the recipient learns.`;
    return {
      rule: "confidentiality.residuals",
      clause_number: c.clause_number,
      category: "residuals",
      name: "Residuals clause",
      risk: side === "us" ? "low" : side === "them" ? "high" : "medium",
      finding:
        side === "us"
          ? `${what} It is one-way in your favour.`
          : side === "them"
            ? `${what} It is one-way, in ${user}${user?.endsWith("s") ? "'" : "'s"} favour: a risk for your side as discloser.`
            : `${what} It is a risk for whichever party discloses more.`,
      fix:
        side === "us"
          ? "Nothing to change for your side; expect the discloser to ask to strike it or narrow it."
          : "Strike the residuals clause; failing that, exclude source code, algorithms, trade secrets and personal data, keep patents and copyright outside it, and make it mutual.",
      cites: [],
    };
  }
  return null;
}
