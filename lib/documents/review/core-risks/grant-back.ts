import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * A grant-back of ownership: the licensee (or franchisee) must assign to the licensor the improvements it makes to the
 * licensed technology ("Licensee … hereby assigns to Licensor all right, title and interest in each such improvement").
 * Not a licence back: the licensee loses what it develops itself and may need a licence to use it, often for nothing in
 * return. A lawyer for the licensee strikes it or turns it into a non-exclusive licence back; for the licensor it is
 * protection. Who gives and who receives is read from the sentence.
 */
const IMPROVEMENTS = /\b(?:improvements?|modifications?|enhancements?|derivatives?|derivative\s+works?|adaptations?|new\s+applications?)\b/i;
const NAME = String.raw`(?:[Tt]he\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})`;
/** "X … hereby assigns to Y", "X shall assign to Y": the giver and the receiver. */
const ASSIGNS_TO = new RegExp(String.raw`\b${NAME}\b[^.;]{0,240}?\b(?:hereby\s+)?(?:irrevocably\s+)?(?:assigns?|(?:shall|will|agrees\s+to)\s+(?:promptly\s+)?assign|transfers?)\s+(?:and\s+(?:agrees\s+to\s+assign|transfers?)\s+)?to\s+${NAME}`);
/** "… improvements … shall vest in / belong to / be the property of Y": the receiver only. */
const VESTS_IN = new RegExp(String.raw`\b(?:shall|will)\s+(?:vest\s+in|belong\s+to|be\s+(?:owned\s+by|the\s+(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?property\s+of))\s+${NAME}`);
const NOT_A_PARTY = /^(?:Each|Either|Neither|No|Any|All|The|This|Such|Section|Clause|Article|Improvements?)$/;

export function grantBackRisk(input: CoreRiskInput): CoreRisk | null {
  if (input.type !== "licence" && input.type !== "franchise" && input.type !== "other") return null;
  for (const c of input.clauses.filter(reviewed)) {
    for (const s of sentencesOf(c.clause_text)) {
      if (!IMPROVEMENTS.test(s) || !/\blicen[cs]ed\b|\bthe\s+(?:Software|Technology|Patents?|System|Know-how|Marks)\b/i.test(s)) continue;
      const a = ASSIGNS_TO.exec(s);
      const receiver = (a?.[2] ?? VESTS_IN.exec(s)?.[1] ?? null)?.replace(/^the\s+/i, "") ?? null;
      const giver = a?.[1]?.replace(/^the\s+/i, "") ?? null;
      if (!receiver || NOT_A_PARTY.test(receiver) || (giver && (NOT_A_PARTY.test(giver) || giver === receiver))) continue;
      // The licensor assigning its own improvements to the licensee is no grant-back.
      if (!/licens(?:o|e)r|franchisor|owner|company/i.test(receiver) && !/licensee|franchisee/i.test(giver ?? "")) continue;
      const side = sideOfName(receiver, input.reviewer);
      if (side === "both") continue;
      const from = giver ?? "the other party";
      return {
        rule: "licence.grant_back",
        clause_number: c.clause_number,
        category: "ip_ownership_assignment",
        name: "Grant-back of improvements",
        risk: side === "us" ? "low" : side === "them" ? "high" : "medium",
        finding: `Clause ${numberOf(c)} makes ${side === "them" ? `your side (${from})` : from} assign to ${side === "us" ? `your side (${receiver})` : receiver} the improvements it makes to the licensed technology: a grant-back of ownership, not a licence back, so ${side === "us" ? "your side owns what the other side develops" : "the improver loses what it develops itself and may need a licence to use it"}.`,
        fix:
          side === "us"
            ? "Nothing to change for your side; expect the other side to ask for a non-exclusive licence back instead, or to keep improvements that can be used without the licensed technology."
            : "Replace the assignment with a non-exclusive licence of the improvements to the licensor, keep ownership of improvements severable from the licensed technology, and ask for consideration or a cross-licence of the licensor's own improvements.",
        cites: [],
      };
    }
  }
  return null;
}
