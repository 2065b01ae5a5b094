/**
 * Who gives and who benefits from the clauses beyond caps, indemnities and termination rights that a lawyer reads for
 * direction: a one-sided right to vary prices or terms, an assignment of intellectual property, an "as is"
 * disclaimer of warranties, the appointment of the arbitrator by one side, an automatic renewal, a right to set off or
 * deduct. Read from the clause's words, never from its heading or the reviewer's side. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import { APPOSITIVE, describeFavour, mentions, sentences, type Protection } from "./direction";

export type TermKind = "variation" | "ip_assignment" | "disclaimer" | "appointment" | "renewal" | "setoff" | "entitlement";

// "may not", "cannot" give no right.
const MAY = String.raw`(?:\s*,\s*[^,.;]{1,60},)?\s*,?\s+(?:may(?!\s+not\b)|can(?!not)|reserves\s+the\s+right\s+to|(?:shall\s+be|is)\s+entitled\s+to|(?:shall\s+have|has)\s+the\s+right\s+to)(?:\s*,\s*[^,.;]{1,60},)?\s+(?:\w+\s+){0,3}?`;

/** The sentence is about this kind of term at all (a cheap screen before reading who gives it). */
const TOPIC: Record<TermKind, RegExp> = {
  // … or the work itself: its scope, specification, the services or products supplied and their features.
  variation: /\b(?:revis|amend|var(?:y|ie)|chang|modif|updat|increas|adjust|alter)\w*\b[^.;]{0,120}\b(?:rates?|fees?|prices?|charges?|terms?|polic(?:y|ies)|rules|conditions|benefits?|this\s+agreement|scope|specifications?|work\s+orders?|statements?\s+of\s+work|deliverables|services?|features?|functionality|products?|models?|catalogue)\b|\b(?:rates?|fees?|prices?|charges?|terms?|polic(?:y|ies)|rules|conditions|benefits?)\b[^.;]{0,120}\b(?:revis|amend|var(?:y|ie)|chang|modif|updat|increas|adjust|alter)\w*/i,
  ip_assignment: /\b(?:right,?\s+title|intellectual\s+property|inventions?|improvements?|works?|work\s+product|copyrights?|patents?|deliverables|software|reports?|drawings?|designs?|moral\s+rights|rights\s+in\s+(?:them|it))\b/i,
  disclaimer: /\bwarrant|\bas\s+is\b|\brepresentations?\b/i,
  appointment: /\barbitrat/i,
  renewal: /\brenew\w*\b/i,
  setoff: /\bset[- ]?off\b|\bdeduct|\bwithh[eo]ld\b|\brecover\s+from\b|\brecoup/i,
  entitlement: /\bentitled\s+to\b/i,
};

/** Wording that makes the term each party's alike. */
const MUTUAL: Record<TermKind, RegExp> = {
  // "No amendment is effective unless in writing signed by both parties": a variation needs both.
  variation: /\b(?:in\s+writing|written\s+(?:instrument|agreement))\s+(?:\w+\s+){0,3}?signed\s+by\s+(?:both\s+|each\s+of\s+|all\s+(?:of\s+)?)?(?:the\s+)?(?:parties|party)\b|\bby\s+(?:the\s+)?mutual\s+(?:written\s+)?(?:agreement|consent)\b|\bmutually\s+agreed\b/i,
  ip_assignment: /\beach\s+party\s+(?:shall\s+)?(?:retains?|owns?|remains?)\b/i,
  disclaimer: /\b(?:neither|no)\s+party\s+makes\b|\b(?:each|either)\s+party\s+(?:\w+\s+)?disclaims\b/i,
  // Each side names one arbitrator, or the parties choose together, or an institution does.
  appointment: /\beach\s+party\s+(?:shall|will|may)\s+(?:appoint|nominate)|\b(?:appointed|nominated|chosen|selected)\s+(?:\w+\s+){0,2}?by\s+(?:(?:the\s+)?mutual\s+agreement|agreement\s+(?:of|between)\s+the\s+parties|the\s+parties\s+jointly|both\s+parties|the\s+parties)\b/i,
  renewal: /\bunless\s+(?:either|any|one)\s+party\b|\b(?:either|each|any)\s+party\s+(?:may\s+)?(?:gives?|serves?|provides?|delivers?)\s+(?:\w+\s+){0,3}?notice\s+(?:of\s+(?:its\s+intention\s+not\s+to\s+renew|non-?renewal)|not\s+to\s+renew)/i,
  setoff: /\b(?:either|each)\s+party\s+may\s+(?:set\s+off|set-off|deduct|withhold)/i,
  entitlement: /\b(?:each|either|both)\s+(?:of\s+the\s+)?part(?:y|ies)\b[^.;]{0,40}\bentitled\s+to\b/i,
};

/**
 * A change to one of the contract's own defined documents ("modify the Service Description", "amend the Usage Policy",
 * "vary the Specification"): a defined term, capitalised, is part of what was agreed, so changing it alone changes the
 * deal. Case-sensitive on the defined term.
 */
const VARIES_DOCUMENT = /\b(?:[Rr]evis|[Aa]mend|[Vv]ar(?:y|ie)|[Cc]hang|[Mm]odif|[Uu]pdat|[Aa]lter)\w*\s+(?:the|its|any)\s+[A-Z][a-z][\w-]*(?:\s+[A-Z][a-z][\w-]*){0,3}\b/;

/** After a party's name: it may vary prices or terms alone ("X may revise its rates", "X reserves the right to amend"). */
const MAY_VARY = new RegExp(String.raw`^${APPOSITIVE}${MAY}(?:revise|amend|vary|change|modify|update|increase|adjust|alter)\b`, "i");
/** A sentence giving a right to vary prices: the price-variation core risk rates it. */
const VARIES_PRICE = /\b(?:may|reserves\s+the\s+right\s+to|entitled\s+to)\b[^.;]{0,80}?\b(?:revise|amend|vary|change|modify|update|increase|adjust|alter)\b[^.;]{0,80}?\b(?:rates?|fees?|prices?|charges?|margin)\b/i;
/** Before a party's name: "as amended by the Company from time to time". */
const VARIED_BY = /\b(?:amended|varied|revised|updated|changed|modified)\s+(?:\w+\s+){0,2}?by\s+(?:the\s+)?$/i;
/** After a party's name: it assigns or transfers rights ("X hereby assigns to Y", "X shall promptly disclose …, and hereby assigns to Y"). */
const ASSIGNS = /^(?:[^.;]{0,200}?\b(?:and|,)\s+)?\s*(?:hereby\s+)?(?:irrevocably\s+)?(?:assigns?|(?:shall|will|agrees?\s+to)\s+(?:\w+\s+)?assign|transfers?)\s+(?:and\s+(?:agrees?\s+to\s+assign|transfers?)\s+)?(?:to\b|all\b|any\b|(?:its|his|her|their)\b)/i;
/** Before a party's name: it owns what the clause is about ("belong to the Company", "vest in X", "the sole property of X"). */
const OWNED_BY = /\b(?:belongs?|vests?|shall\s+vest)\s+(?:\w+\s+){0,2}?(?:to|in)\s+(?:the\s+)?$|\b(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?property\s+of\s+(?:the\s+)?$/i;
/** After a party's name: it owns it ("X owns all software … created for Y", "X shall own"). */
const OWNS = new RegExp(String.raw`^${APPOSITIVE}\s*,?\s+(?:(?:shall|will)\s+(?:solely\s+|exclusively\s+)?own|owns|(?:shall|will)\s+(?:be\s+and\s+)?remain\s+the\s+(?:sole\s+)?owner)\b`, "i");
/** After a party's name: it makes no warranty ("LICENSOR MAKES NO REPRESENTATION OR WARRANTY", "X disclaims all warranties"). */
const DISCLAIMS = new RegExp(String.raw`^${APPOSITIVE}\s*,?\s+(?:hereby\s+|expressly\s+|specifically\s+)?(?:makes?\s+no|disclaims?|does\s+not\s+(?:make|give)|gives?\s+no|excludes?\s+all|(?:shall|will)\s+not\s+(?:make|give))\s+(?:[\w,]+\s+){0,5}?(?:representations?|warrant)`, "i");
/** Before a party's name (or its officer's): the arbitrator is appointed by it ("appointed by the Managing Director of the Company"). */
const APPOINTED_BY = /\barbitrat\w*\b[^.;]{0,80}?\b(?:appointed|nominated|chosen|selected|designated)\s+(?:solely\s+|exclusively\s+)?by\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:of\s+(?:the\s+)?)?$/i;
/** Before a party's name: only it may stop the renewal ("unless Customer gives notice"). */
const UNLESS_BEFORE = /\bunless\s+(?:the\s+)?$/i;
const GIVES_NOTICE_AFTER = /^\s+(?:gives?|serves?|provides?|delivers?|notifies)\b/i;
/** After a party's name: it may set off or deduct from what it owes, or recover from the other's pay. */
const MAY_SET_OFF = new RegExp(String.raw`^${APPOSITIVE}${MAY}(?:set\s+off|set-off|deduct|withhold|recover\s+from|recoup)\b`, "i");

/** After a party's name: it is given a benefit ("The Employee is entitled to eighteen days of leave", "X shall be entitled to reimbursement"). */
const IS_ENTITLED = new RegExp(String.raw`^${APPOSITIVE}\s*,?\s+(?:is|are|shall\s+be|will\s+be)\s+entitled\s+to\b`, "i");

/** The kinds of term a clause's words make it, in the order read. */
export function termKindsOf(text: string): TermKind[] {
  const cue: Record<TermKind, RegExp> = {
    variation: /\b(?:may|reserves\s+the\s+right\s+to|entitled\s+to)\s+(?:\w+\s+){0,3}?(?:revise|amend|vary|change|modify|update|increase|adjust|alter)\b|\bmay\s*,\s*[^,.;]{1,60},\s*(?:revise|amend|vary|change|modify|update|increase|adjust|alter)\b|\bas\s+(?:amended|varied|updated)\s+by\b/i,
    ip_assignment: /\bassigns?\b[^.;]{0,80}\b(?:right|title|interest)|\bbelongs?\s+to\b|\bvests?\s+in\b|\bproperty\s+of\b|\bowns\s+all\b/i,
    disclaimer: /\bas\s+is\b|\bmakes?\s+no\s+(?:[\w,]+\s+){0,3}?(?:representations?|warrant)|\bdisclaims?\b[^.;]{0,40}\bwarrant/i,
    appointment: /\barbitrat\w*\b[^.;]{0,80}\b(?:appointed|nominated|chosen|selected)\s+by\b|\beach\s+party\s+(?:shall|will|may)\s+(?:appoint|nominate)\b/i,
    renewal: /\brenew\w*\s+automatically\b|\bautomatic(?:ally)?\s+renew|\bshall\s+(?:be\s+)?renew\w*\s+for\s+(?:successive|further|additional)|\b(?:stand|be\s+deemed|is\s+deemed)\s+(?:to\s+be\s+)?renewed\s+for\s+(?:successive|further|additional)/i,
    // "may not set off" is none.
    setoff: /\bmay\s+(?!not\b)(?:\w+\s+){0,2}?(?:set\s+off|set-off|deduct|recover\s+from|recoup)\b/i,
    // A benefit one party receives (leave, reimbursement, a bonus), not a right to end, recover or assign (read elsewhere).
    entitlement: /\b(?:is|are|shall\s+be|will\s+be)\s+entitled\s+to\s+(?!(?:\w+\s+){0,2}(?:terminat|recover|claim|seek|assign|transfer|set\s+off|deduct|withhold|suspend|injunct))/i,
  };
  return (Object.keys(cue) as TermKind[]).filter((k) => cue[k].test(text));
}

/**
 * Who holds or benefits from a term of this kind and who gives it or is bound: the party that may vary the terms, owns
 * or receives the rights, disclaims the warranties, appoints the arbitrator, alone may stop the renewal or may set off.
 * Mutual when the words give every party the same. Null when no sentence says.
 */
export function termProtection(text: string, parties: PartyRef[], kind: TermKind): Protection | null {
  if (parties.length < 2) return null;
  const holders = new Set<string>();
  const givers = new Set<string>();
  let mutual = false;
  for (const sentence of sentences(text)) {
    if (!TOPIC[kind].test(sentence) && !(kind === "variation" && VARIES_DOCUMENT.test(sentence))) continue;
    if (MUTUAL[kind].test(sentence)) mutual = true;
    const named = mentions(sentence, parties);
    for (const m of named) {
      const after = sentence.slice(m.end, m.end + 240);
      const before = sentence.slice(Math.max(0, m.start - 160), m.start);
      if (kind === "variation" && (MAY_VARY.test(after) || VARIED_BY.test(before))) holders.add(m.key);
      else if (kind === "ip_assignment" && OWNED_BY.test(before)) holders.add(m.key);
      else if (kind === "ip_assignment" && OWNS.test(after)) holders.add(m.key);
      // The subject assigns, not a party named as an owner or object on the way ("… the Client's software and hereby assigns").
      else if (kind === "ip_assignment" && ASSIGNS.test(after) && !/^['’]/.test(after) && !/\b(?:to|of|for|with|from|by)\s+(?:the\s+)?$/i.test(before)) {
        const verb = ASSIGNS.exec(after)!;
        // No other party is the subject in between ("Licensee agrees that Licensor assigns …").
        const subject = (o: { start: number; end: number }) => !/^['’]/.test(sentence.slice(o.end)) && !/\b(?:to|of|for|with|from|by)\s+(?:the\s+)?$/i.test(sentence.slice(Math.max(0, o.start - 12), o.start));
        if (named.some((o) => o.key !== m.key && o.start > m.end && o.start < m.end + verb[0].length - 4 && subject(o))) continue;
        givers.add(m.key);
        const to = named.find((o) => o.key !== m.key && o.start >= m.end + verb[0].length - 4 && o.start < m.end + verb[0].length + 60);
        if (to) holders.add(to.key);
      } else if (kind === "disclaimer" && DISCLAIMS.test(after)) holders.add(m.key);
      else if (kind === "appointment" && APPOINTED_BY.test(before)) holders.add(m.key);
      else if (kind === "renewal" && UNLESS_BEFORE.test(before.slice(-20)) && GIVES_NOTICE_AFTER.test(after)) holders.add(m.key);
      else if (kind === "setoff" && MAY_SET_OFF.test(after)) holders.add(m.key);
      else if (kind === "entitlement" && IS_ENTITLED.test(after)) holders.add(m.key);
    }
  }
  for (const g of givers) holders.delete(g);
  const others = (keys: Set<string>) => parties.filter((p) => !keys.has(p.key)).map((p) => p.key);
  if (holders.size > 0) {
    if (holders.size >= parties.length) return { mutual: true, beneficiaries: [], obligors: [] };
    return { mutual, beneficiaries: [...holders], obligors: givers.size ? [...givers] : others(holders) };
  }
  if (givers.size > 0 && givers.size < parties.length) return { mutual, beneficiaries: others(givers), obligors: [...givers] };
  return mutual ? { mutual: true, beneficiaries: [], obligors: [] } : null;
}

const WORDS: Record<TermKind, { right: string; holds: string; bears: string }> = {
  variation: { right: "right to vary prices or terms", holds: "may change them alone", bears: "is bound by the change" },
  ip_assignment: { right: "intellectual property clause", holds: "owns or receives the rights", bears: "gives them up" },
  disclaimer: { right: "warranty disclaimer", holds: "gives no warranty", bears: "takes the risk of defects" },
  appointment: { right: "arbitrator appointment", holds: "appoints the arbitrator", bears: "has no say in the choice" },
  renewal: { right: "right to stop the renewal", holds: "may stop it", bears: "cannot" },
  setoff: { right: "set-off or deduction right", holds: "may deduct", bears: "is paid less" },
  entitlement: { right: "entitlement", holds: "receives it", bears: "provides it" },
};

/** Whom a term favours, in one sentence, from the reviewer's side when there is one. */
export function describeTerm(p: Protection, kind: TermKind, reviewer: string | null): string {
  return describeFavour(p, WORDS[kind], reviewer, "it applies to each party alike");
}

/**
 * A one-sided change of price is rated by its own core risk (review/core-risks/price-variation.ts), which knows an
 * indexed rise or a right to leave from a bare one: the direction is recorded, the rating left to that rule.
 */
export function ratedElsewhere(kind: TermKind, text: string): boolean {
  // Read on the sentence that gives the right: a change to the scope of the work paid "at the rates in the Rate
  // Schedule" is a change of the work, not of price.
  return kind === "variation" && sentences(text).some((s) => VARIES_PRICE.test(s)) && !/\bpolic(?:y|ies)\b|\bterms?\s+of\s+(?:employment|service|business)\b/i.test(text);
}

/** What the side a term binds can ask for instead. */
export const TERM_FIX: Record<TermKind, string> = {
  variation: "Make changes to prices or terms need your written agreement, or cap them (once a year, by an index) with a right to terminate without charge if you do not accept.",
  ip_assignment: "Limit the assignment to what is made in performing the contract for the other side, and keep (or license back) your own background and unrelated work.",
  disclaimer: "Ask for basic warranties (title, non-infringement, conformity with the specification) for a set period, with a remedy.",
  appointment: "Have the arbitrator chosen jointly, or by an independent institution if the parties cannot agree, not by one side.",
  renewal: "Give your side the same right to stop the renewal, with a reminder before the notice window closes.",
  setoff: "Limit deductions to undisputed sums due under this contract, with notice and an itemised statement.",
  entitlement: "Check the entitlement is what was agreed and at least any statutory minimum, and how it is claimed.",
};
