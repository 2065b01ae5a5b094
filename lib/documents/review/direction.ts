/**
 * Who a clause protects, read from its words: whose liability a cap or exclusion limits, who indemnifies whom. A
 * lawyer's first question about such a clause, and the one a review gets backwards if it guesses from the reviewer's
 * side. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import { LIMITS_LIABILITY } from "./liability-wording";

/** What a clause gives and to whom. `beneficiaries` are the parties a one-sided part protects, by `PartyRef.key`. */
export interface Protection {
  /** Some part of the clause binds or protects every party alike ("neither party shall be liable …"). */
  mutual: boolean;
  /** Parties protected by a one-sided part: the party whose liability is limited, the party indemnified. */
  beneficiaries: string[];
  /** Parties giving a one-sided part: the party who can recover less, the indemnifier. */
  obligors: string[];
}

/** "either party", "each party", "neither party", "no party", "the parties", "a party's", "neither X nor Y". */
const MUTUAL_SUBJECT = /\b(?:neither|either|each|no|any|a)\s+part(?:y|ies)\b|\bthe\s+parties\b|\bneither\s+(?:of\s+)?(?:the\s+)?[\w.&'’-]+(?:\s+[\w.&'’-]+){0,3}\s+nor\b|\beach\s+other\b|\bmutual(?:ly)?\b/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Sentences, keeping "Section 11.2" whole. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.;])(?<!\b(?:\d|Sec|No|Inc|Ltd|Corp|Co|U\.S|e\.g|i\.e))\s+(?=[A-Z(])/);
}

/** Every place a party is named in a sentence: its key and where the name starts and ends. */
function mentions(sentence: string, parties: PartyRef[]): { key: string; start: number; end: number }[] {
  const out: { key: string; start: number; end: number }[] = [];
  for (const p of parties) {
    for (const alias of p.aliases) {
      // "COMPANYS' MAXIMUM LIABILITY": a plural-style possessive still names the party.
      for (const m of sentence.matchAll(new RegExp(String.raw`(?<![\w-])${escape(alias)}(?=s?['’]|[^\w-]|$)`, "gi"))) {
        if (!out.some((o) => o.start <= m.index && m.index < o.end)) out.push({ key: p.key, start: m.index, end: m.index + m[0].length });
      }
    }
  }
  return out;
}

/** After a party's name: its liability ("X's total liability", "X or its licensors' liability"). */
const OWN_LIABILITY_AFTER = /^(?:s?['’]s?)?\s+(?:(?:and|or)\s+(?:its|their)\s+)?(?:[\w'’-]+\s+){0,4}?liabilit/i;
/** After a party's name: it is not liable ("X (and its affiliates) shall not be liable", "X will have no liability"). */
const NOT_LIABLE_AFTER =
  /^(?:\s*,?\s*(?:and|or|nor)\s+(?:any\s+of\s+)?(?:its|their)\s+[^.;]{0,120}?)?\s*,?\s+(?:shall|will|does|do|is|are|may)\s*,?\s+(?:(?:in\s+no\s+event|under\s+no\s+circumstances?|at\s+any\s+time)\s+)?(?:not|no\s+longer|never)\s+(?:\w+\s+){0,2}?(?:be\s+)?(?:held\s+)?(?:liable|responsible)|^(?:\s*,?\s*(?:and|or)\s+(?:its|their)\s+[^.;]{0,120}?)?\s+(?:shall|will|does)\s+(?:have\s+no|not\s+have\s+any|bear\s+no|incur\s+no)\s+(?:\w+\s+){0,2}(?:liabilit|responsibilit)|^\s+(?:is|are|shall\s+be|will\s+be)\s+(?:liable|responsible)\s+(?:for\s+)?(?:no\s+more\s+than|up\s+to|only\s+(?:for|up\s+to))/i;
/** Before a party's name: "in no event shall", "the liability of", "for which … shall be liable" (a cap follows). */
const LIMITED_BEFORE = /(?:in\s+no\s+event|under\s+no\s+circumstances?)\s+(?:shall|will|may)\s+(?:the\s+)?$|\bliabilit(?:y|ies)\s+(?:\w+\s+){0,3}?of\s+(?:the\s+)?$|\bfor\s+which\s+(?:the\s+)?$/i;
/** After a party's name: its remedies are limited or its claims barred, which protects the other side. */
const OWN_REMEDY_AFTER = /^(?:['’]s?)?\s+(?:sole|exclusive|only)\s+(?:and\s+exclusive\s+)?remed|^\s+(?:hereby\s+)?(?:waives?|releases?)\b|^\s+(?:shall|will|may)\s+not\s+(?:be\s+entitled\s+to\s+)?(?:recover|claim|seek|bring)/i;
/** Before a party's name: "claims by", "brought by", "remedies of". */
const OWN_REMEDY_BEFORE = /\b(?:claims?|actions?|suits?)\s+(?:\w+\s+){0,2}?(?:by|of)\s+(?:the\s+)?$|\bbrought\s+by\s+(?:the\s+)?$|\bremed(?:y|ies)\s+of\s+(?:the\s+)?$/i;

/**
 * Whose liability a clause limits or excludes. A sentence about every party ("neither party shall be liable for
 * indirect loss") makes the clause mutual in part; a sentence naming one party's liability ("PivX's liability shall not
 * exceed …", "in no event shall Licensor be liable", "the total liability of HOVIONE") protects that party; one that
 * limits a party's remedies or claims ("Distributor's sole remedy", "no action may be brought by Dolphin") protects
 * the other. Only sentences that limit liability count. Null when the clause limits nothing or names no party.
 */
export function liabilityProtection(text: string, parties: PartyRef[]): Protection | null {
  let mutual = false;
  const protectedKeys = new Set<string>();
  let limits = false;
  for (const sentence of sentences(text)) {
    if (!LIMITS_LIABILITY.test(sentence)) continue;
    limits = true;
    const named = mentions(sentence, parties);
    const own = new Set<string>();
    for (const m of named) {
      const after = sentence.slice(m.end, m.end + 200);
      const before = sentence.slice(Math.max(0, m.start - 60), m.start);
      if (OWN_LIABILITY_AFTER.test(after) || NOT_LIABLE_AFTER.test(after) || LIMITED_BEFORE.test(before)) own.add(m.key);
      else if ((OWN_REMEDY_AFTER.test(after) || OWN_REMEDY_BEFORE.test(before)) && parties.length === 2) own.add(parties.find((p) => p.key !== m.key)!.key);
    }
    if (MUTUAL_SUBJECT.test(sentence) && own.size === 0) mutual = true;
    for (const k of own) protectedKeys.add(k);
  }
  if (!limits || (!mutual && protectedKeys.size === 0)) return null;
  return fromProtected(mutual, protectedKeys, parties);
}

/** After a party's name: it gives an indemnity ("X shall indemnify", "X agrees to defend, indemnify and hold harmless"). */
const INDEMNIFIES_AFTER =
  /^(?:\s*\([^)]{0,80}\))?(?:\s*,?\s*(?:and|or)\s+(?:its|their)\s+\w+)?\s*,?\s+(?:(?:shall|will|must|hereby|agrees?\s+to|undertakes?\s+to|covenants?\s+(?:and\s+agrees\s+)?to|(?:jointly\s+and\s+severally\s+)?)\s*,?\s*)+(?:[\w,]+\s+){0,6}?(?:indemnif|defend|hold\s+(?:\w+\s+){0,3}harmless|reimburse\s+and\s+indemnif)/i;
/** Before a party's name: it is indemnified ("indemnify and hold harmless X", "indemnify, defend and hold X"). */
const INDEMNIFIED_BEFORE = /\b(?:indemnif(?:y|ies)|defend|hold\s+harmless|save\s+harmless)\s+(?:(?:and|,)\s*(?:hold\s+harmless|defend|indemnify|save\s+harmless|hold)\s*)*(?:the\s+)?$/i;
/** After a party's name: it is indemnified by someone ("X shall be indemnified … by"). */
const IS_INDEMNIFIED_AFTER = /^\s+(?:shall|will)\s+be\s+(?:indemnified|held\s+harmless)/i;

/**
 * Who indemnifies whom: the subject of "shall indemnify" gives the indemnity and its object receives it. "Each party
 * shall indemnify the other", or indemnities given by two parties, make it mutual. Null when the clause gives none or
 * names no party.
 */
export function indemnityProtection(text: string, parties: PartyRef[]): Protection | null {
  const obligors = new Set<string>();
  const beneficiaries = new Set<string>();
  let mutual = false;
  let gives = false;
  for (const sentence of sentences(text)) {
    if (!/\bindemnif|\bhold\s+(?:\w+\s+){0,3}harmless/i.test(sentence)) continue;
    if (/\b(?:each|either)\s+party\s+(?:\w+\s+){0,3}(?:shall|will|agrees?)\b[^.;]{0,80}\bindemnif|\bindemnify\s+each\s+other\b|\bmutual(?:ly)?\s+indemnif/i.test(sentence)) {
      mutual = true;
      gives = true;
      continue;
    }
    for (const m of mentions(sentence, parties)) {
      const after = sentence.slice(m.end, m.end + 200);
      const before = sentence.slice(Math.max(0, m.start - 60), m.start);
      if (INDEMNIFIES_AFTER.test(after)) {
        obligors.add(m.key);
        gives = true;
      } else if (INDEMNIFIED_BEFORE.test(before) || IS_INDEMNIFIED_AFTER.test(after)) beneficiaries.add(m.key);
    }
  }
  if (!gives) return null;
  if (mutual || obligors.size >= 2) return { mutual: true, beneficiaries: [], obligors: [] };
  const obligor = [...obligors];
  const others = parties.filter((p) => !obligors.has(p.key)).map((p) => p.key);
  const receive = [...beneficiaries].filter((b) => !obligors.has(b));
  return { mutual: false, obligors: obligor, beneficiaries: receive.length ? receive : obligor.length && others.length === 1 ? others : [] };
}

function fromProtected(mutual: boolean, protectedKeys: Set<string>, parties: PartyRef[]): Protection {
  // Each known party protected by its own sentence is a mutual limitation written out twice.
  if (parties.length >= 2 && parties.every((p) => protectedKeys.has(p.key))) return { mutual: true, beneficiaries: [], obligors: [] };
  const beneficiaries = [...protectedKeys];
  const obligors = parties.filter((p) => !protectedKeys.has(p.key)).map((p) => p.key);
  return { mutual, beneficiaries, obligors: beneficiaries.length ? obligors : [] };
}

/** How a protection looks from the reviewing party's side: it protects "us", "them", "both" sides, or it is unclear. */
export function sideOf(p: Protection | null, reviewer: string | null): "us" | "them" | "both" | null {
  if (!p || !reviewer) return null;
  if (p.beneficiaries.length === 0) return p.mutual ? "both" : null;
  return p.beneficiaries.includes(reviewer) ? "us" : "them";
}

/** The party or parties a protection favours, in words: "PivX", "both parties". */
export function favoured(p: Protection): string {
  return p.beneficiaries.length ? p.beneficiaries.join(" and ") : "both parties alike";
}
