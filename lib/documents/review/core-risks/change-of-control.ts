import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * A change of control that lets the other side end the contract, or that counts as an assignment needing its consent:
 * a sale of the business or a merger can cost the contract, or hand the counterparty a veto over the deal. Whose
 * change of control counts is read from the sentence ("a change of control of Supplier", "if Licensee undergoes a
 * change of control", "either party").
 */
const COC = /\bchange\s+(?:of|in)\s+(?:the\s+)?(?:ownership\s+or\s+)?control\b|\bchange\s+of\s+ownership\b/i;
/** What the change of control does: ends the contract, needs consent, or is "good cause" (a ground to terminate). */
const CONSEQUENCE = /\bterminat\w*|\bassign\w*|\bconsent\b|\bdeemed\b|\b(?:good|important|just)\s+cause\b/i;
/** The party the ground is given to: "Good cause for the Supplier includes …", "the Supplier may terminate if …". */
const GROUND_FOR = /\b(?:[Gg]ood|[Ii]mportant|[Jj]ust)\s+cause\s+for\s+(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})|\b(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+may\s+(?:\w+\s+){0,3}?terminate\b/;
const NAME = String.raw`((?:[Ee]ither|[Ee]ach|[Aa]ny|[Aa])\s+[Pp]arty|[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})`;
const OF_PARTY = new RegExp(String.raw`\bchange\s+(?:of|in)\s+(?:the\s+)?control\s+(?:of|over)\s+(?:the\s+)?${NAME}`);
const PARTY_UNDERGOES = new RegExp(String.raw`${NAME}\s+(?:undergoes|experiences|is\s+subject\s+to|suffers|effects|enters\s+into|has)\s+(?:a|any)\s+change\s+(?:of|in)\s+control`);
const POSSESSIVE = new RegExp(String.raw`${NAME}['’]s?\s+change\s+(?:of|in)\s+control`);

/**
 * The consent denied before the change of control is named: "no such consent is required … in the event of a Change
 * of Control of Licensee", "consent shall not be required for … a change of control". Not across a "but" or "except":
 * "no consent is required for a transfer to an affiliate, but a change of control is deemed an assignment" still counts.
 */
const CONSENT_NOT_NEEDED =
  /\b(?:no\s+(?:such\s+|prior\s+|further\s+)?(?:written\s+)?(?:consent|approval)\b[^.;]{0,60}?\b(?:is|shall\s+be|will\s+be|being)\s+(?:required|needed|necessary)|(?:consent|approval)\s+(?:is|shall|will)\s+not\s+(?:be\s+)?(?:required|needed|necessary)|without\s+(?:the\s+need\s+for\s+|requiring\s+)?(?:the\s+|any\s+)?(?:such\s+)?(?:prior\s+)?(?:written\s+)?(?:consent|approval))\b(?:(?!\bbut\b|\bhowever\b|\bexcept\b|\bprovided\b)[^.;]){0,80}?\bchange\s+(?:of|in)\s+(?:the\s+)?control\b/i;

export function changeOfControlRisk(input: CoreRiskInput): CoreRisk | null {
  for (const c of input.clauses.filter(reviewed)) {
    if (!/control|ownership/i.test(c.clause_text)) continue;
    const sentence = sentencesOf(c.clause_text).find((s) => COC.test(s) && CONSEQUENCE.test(s));
    if (!sentence) continue;
    // A statement that a change of control is not an assignment, or needs no consent, takes the risk away.
    if (/\bchange\s+(?:of|in)\s+control\b[^.;]{0,80}\b(?:shall|will)\s+not\s+(?:be\s+)?(?:deemed|constitute|require)/i.test(sentence) || CONSENT_NOT_NEEDED.test(sentence)) continue;
    const target = [OF_PARTY, PARTY_UNDERGOES, POSSESSIVE].map((re) => re.exec(sentence)?.[1] ?? null).find((n) => n && !/^(?:The|This|Such|Any|In|If|Upon)$/.test(n)) ?? null;
    const side = sideOfName(target, input.reviewer);
    const ends = /\bterminat\w*|\b(?:good|important|just)\s+cause\b/i.test(sentence);
    const ground = GROUND_FOR.exec(sentence);
    const holder = ground ? (ground[1] ?? ground[2]).replace(/^The\s+/, "") : null;
    const what = ends ? "lets the other side terminate" : "counts as an assignment needing the other side's consent";
    const whose = side === "both" ? "either party's" : target ? `${target}'s` : "a party's";
    const finding =
      side === "us"
        ? `Clause ${numberOf(c)}: a change of control of your side ${what}: a sale of your business or a merger could cost you this contract, or give the counterparty a veto over the deal.`
        : side === "them"
          ? `Clause ${numberOf(c)}: a change of control of ${target} ${what}; the right protects your side against the other party passing to a new owner.`
          : `Clause ${numberOf(c)}: ${whose} change of control ${what}: a sale or merger can end the contract or need consent.`;
    return {
      rule: "change_of_control",
      clause_number: c.clause_number,
      category: "change_of_control",
      name: "Change of control",
      // A right to end the contract on any change of control of your side is high; a trigger narrowed to an acquisition
      // by a competitor, or a change of control that only needs consent as an assignment would, leaves the deal
      // possible (a buyer outside the field, or consent sought in advance): medium.
      risk: side === "us" ? (ends && !/\bcompetitor/i.test(sentence) ? "high" : "medium") : side === "them" ? "low" : "medium",
      finding,
      fix: side === "them" ? "Keep the right; define control (more than 50% of voting rights, or the power to direct management) and set a deadline to exercise it." : "Limit the trigger to an acquisition by a competitor of the other party, require notice and a long exercise window, or replace the right with a right to ask for a guarantee; carve intra-group reorganisations out.",
      cites: [],
      // The party given the ground to terminate, when the sentence names one other than the party whose control changes.
      favours: holder && target && holder !== target && !/^(?:Either|Each|Any|A)\b/i.test(holder) ? holder : null,
    };
  }
  return null;
}
