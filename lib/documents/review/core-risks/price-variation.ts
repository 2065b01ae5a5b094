import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * A price one side may change alone: "the Contractor may increase the Charges on 30 days' notice", "Supplier reserves
 * the right to revise its price list", "fees may be changed by posting new rates". Unless the change is tied to an
 * index or capped, or the payer may walk away when it comes, the payer has agreed to pay whatever the other side later
 * decides — in a multi-year contract, its main commercial exposure. Who may change it is read from the sentence.
 */
const PRICE = String.raw`(?:charges|fees?|prices?|price\s+list|pricing|rates?|tariffs?|margin|subscription\s+fees?|(?:licen[cs]e|maintenance|support|service)\s+fees?|rent)`;
const CHANGE = String.raw`(?:increase|vary|change|revise|adjust|amend|update|modify|raise)`;
const BY_ONE_SIDE = new RegExp(
  String.raw`\b((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2}|it|they)\s+(?:may|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|reserves\s+the\s+right\s+to|has\s+the\s+right\s+to)\s+(?:at\s+any\s+time\s+|from\s+time\s+to\s+time\s+|unilaterally\s+|,?\s*at\s+its\s+(?:sole\s+|reasonable\s+|absolute\s+)?discretion,?\s+)*${CHANGE}\w*\s+(?:\w+\s+){0,3}?${PRICE}\b`,
  "i",
);
const PASSIVE = new RegExp(String.raw`\b${PRICE}\s+(?:\w+\s+){0,3}?(?:may|can)\s+be\s+${CHANGE}\w*\b[^.;]{0,80}?\bby\s+((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})`, "i");
/** A price list a relative clause lets one side change: "the Supplier's price list in force …, which the Supplier may amend on two months' notice". */
const RELATIVE = new RegExp(
  String.raw`\b${PRICE}\b[^.;]{0,100}?,?\s+which\s+((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:may|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|reserves\s+the\s+right\s+to)\s+(?:at\s+any\s+time\s+|from\s+time\s+to\s+time\s+|unilaterally\s+)*${CHANGE}\b`,
);
/** Changes kept within bounds or needing the payer's agreement. */
const BOUNDED =
  /\bno\s+(?:such\s+)?(?:increase|rise|change|adjustment)\s+(?:\w+\s+){0,2}?(?:may|shall|will|can)\s+exceed\b|\b(?:CPI|RPI|HICP|consumer\s+price|retail\s+price|price\s+index|index(?:ed|ation)?|by\s+(?:no|not)\s+more\s+than|not\s+(?:to\s+)?exceed\w*|up\s+to\s+(?:a\s+maximum\s+of\s+)?\d|at\s+most\s+\d|capped|mutual(?:ly)?\s+agree\w*|agreed\s+in\s+writing|with\s+the\s+(?:prior\s+)?(?:written\s+)?(?:consent|agreement|approval)\s+of)\b/i;
/** A change that needs the payer's agreement is no change by one side. */
const AGREED = /\b(?:mutual(?:ly)?\s+agree\w*|agreed\s+in\s+writing|with\s+the\s+(?:prior\s+)?(?:written\s+)?(?:consent|agreement|approval)\s+of)\b/i;
/** A rise bounded by a price index alone: the index named, no margin on top of it and no fixed percentage. */
const INDEX = /\b(?:CPI|RPI|HICP|consumer\s+price|retail\s+price|price\s+index|index(?:ed|ation)?)\b/i;
const MARGIN_OR_RATE = /\b(?:plus|above|over|in\s+addition\s+to)\s+(?:\w+\s+){0,3}?\(?\d|(?:\d+(?:\.\d+)?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty))\s*(?:%|per\s*cent\b|percent\b)/i;
const indexOnly = (text: string) => INDEX.test(text) && !MARGIN_OR_RATE.test(text);
/** The payer may end the contract rather than pay a changed price. */
const PAYER_MAY_LEAVE = /\b(?:terminate|cancel|end)\b[^.;]{0,120}\b(?:increase|change|revision|adjustment|new\s+(?:price|fee|rate)s?)\b|\b(?:increase|change|revision|adjustment)\b[^.;]{0,120}\b(?:may|shall\s+be\s+entitled\s+to)\s+terminate\b/i;

export function priceVariationRisk(input: CoreRiskInput): CoreRisk | null {
  for (const c of input.clauses.filter(reviewed)) {
    for (const sentence of sentencesOf(c.clause_text)) {
      const m = BY_ONE_SIDE.exec(sentence) ?? PASSIVE.exec(sentence) ?? RELATIVE.exec(sentence);
      if (!m || AGREED.test(sentence)) continue;
      // The bound may follow in the clause's next sentence ("Any such increase shall not exceed 7%").
      const bounded = BOUNDED.test(sentence) || sentencesOf(c.clause_text).some((s) => s !== sentence && BOUNDED.test(s) && /\b(?:increases?|rises?|changes?|prices?|fees?|charges?|rates?)\b/i.test(s));
      const changer = actor(m[1], sentence.slice(0, m.index));
      if (!changer) continue;
      const side = sideOfName(changer, input.reviewer);
      if (side === "both") continue;
      const canLeave = PAYER_MAY_LEAVE.test(c.clause_text);
      // A rise capped at a fixed rate, or at an index plus a margin, is still a real rise decided by one side alone, every
      // year of a long term, and the payer cannot refuse it: less than an open one, it stays a medium risk for the payer.
      // A rise no greater than a price index only keeps the price's real value: no risk of its own.
      if (bounded) {
        if (side !== "them" || indexOnly(c.clause_text)) continue;
        return {
          rule: "price.unilateral_change",
          clause_number: c.clause_number,
          category: "price_variation",
          name: "Price changed by one side",
          risk: "medium",
          finding: `Clause ${numberOf(c)} lets the other side (${changer}) raise the price alone within a cap or index${canLeave ? "; the payer may terminate rather than pay it" : ", and the payer cannot leave rather than pay it"}: over the term the increases compound.`,
          fix: "Tie the rise to a published index without a margin on top, cap it below the index's usual range, limit it to once a year with long notice, and ask for a right to terminate without charge if you do not accept it.",
          cites: [],
        };
      }
      const risk = side === "us" ? "low" : side === "them" ? (canLeave ? "medium" : "high") : "medium";
      return {
        rule: "price.unilateral_change",
        clause_number: c.clause_number,
        category: "price_variation",
        name: "Price changed by one side",
        risk,
        finding:
          side === "us"
            ? `Clause ${numberOf(c)} lets your side (${changer}) change the price alone, with no index or cap: in your favour.`
            : `Clause ${numberOf(c)} lets ${side === "them" ? `the other side (${changer})` : changer} change the price alone, with no index, cap or need for agreement${canLeave ? "; the payer may terminate rather than pay it" : ", and the payer cannot leave rather than pay it"}: the price agreed is not the price that will be paid.`,
        fix:
          side === "us"
            ? "Nothing to change for your side; expect the other side to ask for a cap or an index and a right to terminate on an increase."
            : "Tie any change to a published index or cap it (for example once a year, by no more than a stated percentage), require notice well before it takes effect, and give the payer a right to terminate without charge if it does not accept the change.",
        cites: [],
      };
    }
  }
  return null;
}

/**
 * The party a change is made by: a capitalised name as written ("the Supplier" → "Supplier"), or for "it" / "they" the
 * first defined party named before it in the sentence ("If the Lender determines …, it may increase the Margin" → "Lender").
 * Lower-case words ("which may change the fees") name no one.
 */
function actor(subject: string, before: string): string | null {
  // The sentence's subject comes first: "If the Lender determines that its cost of funding the Loan has increased, it …".
  if (/^(?:it|they)$/i.test(subject)) return /\bthe\s+([A-Z][\w&'’-]+)/.exec(before)?.[1] ?? null;
  // The pattern reads words without regard to case, so "…, and the Supplier" may come in whole: the name is the run of
  // capitalised words that ends right before the verb.
  return /(?:^|\s)([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)*)$/.exec(subject.trim())?.[1] ?? null;
}
