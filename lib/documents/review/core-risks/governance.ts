import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * Control of a company under a shareholders' agreement, read for the minority: a drag-along that lets the majority
 * force everyone else to sell at whatever price it accepts, and a quorum that protects a shareholder's director only
 * until a meeting is adjourned. Whom each favours comes from the contract's own statement of who holds what ("The
 * Founder holds sixty-five per cent (65%)"). Rated high (drag-along with no price floor) or medium for the side it
 * binds, low for the side it favours; medium in a neutral review.
 */

/** "The Founder holds sixty-five per cent (65%)", "the Investor will thereafter hold twenty-five per cent (25%) of the issued shares". */
const HOLDING = /\b(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:(?:has\s+today\s+[^.;]{0,120}?,?\s+and\s+)?(?:will|shall)\s+(?:thereafter\s+)?hold|holds|owns)\s+(?:[a-z-]+\s+){0,4}?(?:\(\s*)?(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s*cent)/g;

/** Each party's stated percentage of the shares, by the name the contract uses. */
export function holdingsOf(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(HOLDING)) {
    const name = m[1].replace(/^(?:The|If|And)\s+/, "");
    const pct = Number(m[2]);
    if (pct > 0 && pct <= 100 && !out.has(name)) out.set(name, pct);
  }
  return out;
}

/** "may require all other Shareholders to sell", "drag-along". */
const DRAG = /\b(?:may|shall\s+be\s+entitled\s+to|has\s+the\s+right\s+to)\s+(?:require|compel|oblige)\s+(?:all\s+|each\s+of\s+)?(?:the\s+)?(?:other|remaining|minority)\s+(?:Shareholders?|Members?|holders?)\s+to\s+(?:sell|transfer)|\bdrag[- ]along\b/i;
const THRESHOLD = /\b(?:more\s+than|at\s+least|over|exceeding)\s+(?:[a-z-]+\s+)?(?:per\s*cent\s+)?\(?\s*(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s*cent)/i;
/** A price floor: fair value, a minimum, not less than what the dragging holders paid, an independent valuation. */
const FLOOR = /\b(?:fair\s+(?:market\s+)?value|not\s+less\s+than|minimum\s+price|floor|independent\s+(?:valuer|valuation|expert)|at\s+least\s+(?:the|equal\s+to))\b/i;
/** A quorum requiring a shareholder's director: "one of whom must be the Investor's director". */
const QUORUM_DIRECTOR = /\bquorum\b[^.;]{0,160}?\b(?:must|shall)\s+(?:be|include)\s+(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})['’]s?\s+(?:director|nominee|representative)/;
/** …undone at an adjourned meeting: "save that if a quorum is not present at an adjourned meeting the directors present shall form a quorum". */
const QUORUM_FALLBACK = /\b(?:save\s+that|provided\s+that|except\s+that|but)\b[^.;]{0,160}\badjourned\s+meeting\b[^.;]{0,120}\b(?:present|attending)\s+(?:shall|will)\s+(?:form|constitute|be)\s+a\s+quorum/i;

export function governanceRisks(input: CoreRiskInput): CoreRisk[] {
  const all = input.clauses.map((c) => c.clause_text).join("\n");
  const holdings = holdingsOf(all);
  const out: CoreRisk[] = [];
  const majorityOver = (pct: number) => [...holdings.entries()].filter(([, v]) => v > pct).map(([k]) => k);
  for (const c of input.clauses.filter(reviewed)) {
    for (const sentence of sentencesOf(c.clause_text)) {
      if (DRAG.test(sentence) && !out.some((r) => r.rule === "governance.drag_along")) {
        const threshold = Number(THRESHOLD.exec(sentence)?.[1] ?? 50);
        const majority = majorityOver(threshold);
        const favours = majority.length === 1 ? majority[0] : null;
        const side = favours ? sideOfName(favours, input.reviewer) : null;
        const floor = FLOOR.test(sentence) && !/\bwhatever\s+the\s+price\b/i.test(sentence);
        out.push({
          rule: "governance.drag_along",
          clause_number: c.clause_number,
          category: "drag_along",
          name: "Drag-along",
          risk: side === "us" ? "low" : side === "them" ? (floor ? "medium" : "high") : "medium",
          finding: `Clause ${numberOf(c)} is a drag-along: holders of more than ${threshold}% can force the other shareholders to sell${floor ? "" : " at whatever price they accept, with no price floor"}${favours ? `; ${favours} holds ${holdings.get(favours)}% and so controls it` : ""}.${side === "us" ? " In your side's favour." : ""}`,
          fix: side === "us" ? "Keep it; check the notice and completion mechanics." : "Add a price floor (at least fair market value set by an independent valuer, or what you paid plus a return), the same form of consideration, and limits on the warranties and indemnities you must give on the sale.",
          cites: [],
          favours,
        });
      }
      const q = QUORUM_DIRECTOR.exec(sentence);
      if (q && QUORUM_FALLBACK.test(sentence) && !out.some((r) => r.rule === "governance.quorum")) {
        const protectedParty = q[1].replace(/^The\s+/, "");
        // The side that gains: the majority holder other than the protected party, if the contract says who that is.
        const others = [...holdings.entries()].filter(([k]) => k !== protectedParty).sort((a, b) => b[1] - a[1]);
        const favours = others.length ? others[0][0] : null;
        const side = sideOfName(protectedParty, input.reviewer);
        out.push({
          rule: "governance.quorum",
          clause_number: c.clause_number,
          category: "quorum",
          name: "Quorum without a shareholder's director",
          risk: side === "us" ? "medium" : side === "them" ? "low" : "medium",
          finding: `Clause ${numberOf(c)} makes ${protectedParty}'s director part of the quorum, but an adjourned meeting is quorate without that director: the other directors can hold the meeting and decide without ${protectedParty}'s director simply by adjourning once.`,
          fix: side === "them" ? "Keep it; it lets the board act if the other director stays away." : "Require the director's presence at the adjourned meeting too, or at least notice of it and of its business, with reserved matters still needing your consent.",
          cites: [],
          favours,
        });
      }
    }
  }
  return out;
}
