/**
 * Who a clause protects, read from its words: whose liability a cap or exclusion limits, who indemnifies whom. A
 * lawyer's first question about such a clause, and the one a review gets backwards if it guesses from the reviewer's
 * side. Pure: no I/O.
 */
import { escapeRegExp } from "@/lib/text/escape-regexp";
import type { PartyRef } from "../facts/parties";
import { LIMITS_LIABILITY, limitsOnlyAgreedDamages } from "./liability-wording";

/** What a clause gives and to whom. `beneficiaries` are the parties a one-sided part protects, by `PartyRef.key`. */
export interface Protection {
  /** Some part of the clause binds or protects every party alike ("neither party shall be liable …"). */
  mutual: boolean;
  /** Parties protected by a one-sided part: the party whose liability is limited, the party indemnified. */
  beneficiaries: string[];
  /** Parties giving a one-sided part: the party who can recover less, the indemnifier. */
  obligors: string[];
}

/** "either party", "each party", "neither party", "no party", "the parties", "a party's", "neither X nor Y", "both parties", "each of us", "one Party to the other Party". */
const MUTUAL_SUBJECT = /\b(?:neither|either|each|no|any|a)\s+part(?:y|ies)\b|\bthe\s+parties\b|\bneither\s+(?:of\s+)?(?:the\s+)?[\w.&'’-]+(?:\s+[\w.&'’-]+){0,3}\s+nor\b|\beach\s+other\b|\bmutual(?:ly)?\b(?!\s+(?:agreed?|acceptable|consent|written|convenient))|\bboth\s+parties\b|\beach\s+of\s+(?:us|them)\b|\bone\s+party\b(?=[^.;]{0,60}\bthe\s+other\s+party\b)/i;


/** Sentences, keeping "Section 11.2" whole. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.;])(?<!\b(?:\d|Sec|No|Inc|Ltd|Corp|Co|U\.S|e\.g|i\.e))\s+(?=[A-Z(])/);
}

/** A group's name after a party's: "Parties", "Indemnitees", "Provider Group" (capitalised: a defined term). */
const GROUP_AFTER = /^\s+(?:Provider\s+|Indemnified\s+)?(?:Parties|Party|Group|Indemnitees|Entities|Affiliates)\b/;

/** Every place a party is named in a sentence: its key and where the name starts and ends. */
export function mentions(sentence: string, parties: PartyRef[]): { key: string; start: number; end: number }[] {
  const out: { key: string; start: number; end: number }[] = [];
  for (const p of parties) {
    // "No Seller shall be liable": a plural defined term ("the Sellers") also names its members in the singular.
    const singular = p.aliases.filter((a) => /^[a-z]+(?:er|or|ee|ant|ent)s$/.test(a)).map((a) => a.slice(0, -1));
    // The longest alias first: "Harlow Medical's sole remedies" names Harlow up to its possessive, not "Harlow" then " Medical's".
    for (const alias of [...p.aliases, ...singular].sort((a, b) => b.length - a.length)) {
      // "COMPANYS' MAXIMUM LIABILITY": a plural-style possessive still names the party.
      for (const m of sentence.matchAll(new RegExp(String.raw`(?<![\w-])${escapeRegExp(alias)}(?=s?['’]|[^\w-]|$)`, "gi"))) {
        // "the Licensee Parties", "Company Indemnitees", "the MS Provider Group": a group the contract defines around a
        // party is read as that party, up to the end of the group's name.
        const group = GROUP_AFTER.exec(sentence.slice(m.index + m[0].length));
        const end = m.index + m[0].length + (group ? group[0].length : 0);
        if (!out.some((o) => o.start <= m.index && m.index < o.end)) out.push({ key: p.key, start: m.index, end });
      }
    }
  }
  return out;
}

/** Words that may stand between a party's name and "liability" without a possessive ("COMPANY TOTAL LIABILITY"): a cap's own adjectives, not any words ("Purchaser from all product liability claims"). */
const CAP_WORD = String.raw`(?:total|aggregate|maximum|cumulative|entire|overall|collective|combined|whole|sole)`;
/** After a party's name: its liability ("X's total liability", "X or its licensors' liability"), or its indemnities capped ("X's aggregate indemnification obligations … shall not exceed"). */
const OWN_LIABILITY_AFTER = new RegExp(
  String.raw`^(?:s?['’]s?\s+(?:(?:and|or)\s+(?:its|their)\s+)?(?:(?!(?:that|the|of|to|for|which)\b)[\w'’-]+\s+){0,4}?liabilit|\s+(?:and|or)\s+(?:its|their)\s+[\w'’-]+\s+(?:[\w'’-]+\s+){0,3}?liabilit|\s+(?:${CAP_WORD}\s+){0,3}liabilit` +
    String.raw`|s?['’]s?\s+(?:sole|entire|only)\s+(?:and\s+exclusive\s+)?obligations?\b|(?:s?['’]s?)?\s+(?:[\w'’-]+\s+){0,3}?(?:indemnification|indemnity|payment|warranty|aggregate|total)\s+obligations?\b(?=[^.;]{0,100}\b(?:(?:shall|will)\s+(?:not|in\s+no\s+event)\s+exceed|(?:shall\s+be|will\s+be|is|are)\s+limited\s+to)))`,
  "i",
);
/** What may stand between a party's name and its verb: "(and its affiliates)", ", its officers and directors,", "nor its suppliers". */
export const APPOSITIVE = String.raw`(?:\s*\([^)]{0,120}\)|\s*,?\s*(?:and|or|nor)\s+(?:any\s+of\s+)?(?:its|their|his|her)\s+[^.;]{0,120}?|\s*,\s*(?:its|their|his|her)\s+[^.;]{0,120}?)?`;
const NEVER = String.raw`(?:in\s+no\s+event|under\s+no\s+circumstances?|in\s+no\s+case|in\s+no\s+(?:way|manner))`;
const ANYWAY = String.raw`(?:in\s+any\s+event|in\s+any\s+case|under\s+any\s+circumstances?|at\s+any\s+time)`;
/**
 * After a party's name: it is not liable ("X (and its affiliates) shall not be liable", "X shall in no event be liable",
 * "X shall not, in any event, be liable", "X will have no liability", "X is liable for no more than", "X disclaims all
 * liability" (or "excludes all liability"), "X assumes (accepts) no liability", "X shall be liable only for").
 */
const NOT_LIABLE_AFTER = new RegExp(
  String.raw`^${APPOSITIVE}\s*,?\s+(?:shall|will|does|do|is|are|may|can)(?:\s*,?\s+${ANYWAY}\s*,?)?(?:\s+(?:not|no\s+longer|never)(?:\s*,?\s+${ANYWAY}\s*,?)?|\s*,?\s+${NEVER}\s*,?)\s+(?:\w+\s+){0,2}?(?:be\s+)?(?:held\s+)?(?:responsible\s+(?:or|and|nor)\s+)?(?:liable|responsible|subject\s+to\s+(?:any\s+)?liabilit)` +
    String.raw`|^${APPOSITIVE}\s*,?\s+(?:shall|will|does)\s+(?:have\s+no|not\s+have\s+any|bear\s+no|incur\s+no)\s+(?:\w+\s+){0,2}(?:liabilit|responsibilit)` +
    String.raw`|^${APPOSITIVE}\s*,?\s+[^.;]{0,160}?\b(?:but|and)\s+(?:shall|will)\s+(?:have\s+no|not\s+have\s+any|bear\s+no)\s+(?:other|further|additional)\s+(?:[\w,]+\s+){0,4}?(?:liabilit|responsibilit)` +
    String.raw`|^${APPOSITIVE}\s*,?\s+(?:hereby\s+|expressly\s+|specifically\s+)?(?:(?:disclaims?|excludes?)\s+(?:all|any)|(?:assumes?|accepts?)\s+no|(?:does|do|shall|will)\s+not\s+(?:accept|assume)(?:\s+any)?)\s+(?:\w+\s+){0,2}(?:liabilit|responsibilit)` +
    // "Supplier makes no warranty and shall have no liability for …": a second verb of the same subject.
    String.raw`|^${APPOSITIVE}\s*,?\s+(?:[\w,'’-]+\s+){1,12}?(?:and|but)\s+(?:shall|will|does)\s+(?:have\s+no|not\s+have\s+any|bear\s+no|(?:not|in\s+no\s+event)\s+be\s+(?:held\s+)?liable)\b` +
    String.raw`|^\s+(?:is|are|shall\s+be|will\s+be)\s+(?:liable|responsible)\s+(?:for\s+)?(?:no\s+more\s+than|up\s+to|only\s+(?:for|up\s+to))|^\s+(?:shall|will)\s+be\s+liable\s+only\b` +
    String.raw`|^${APPOSITIVE}\s*,?\s+(?:shall|will)\s+not\s+be\s+(?:required|obliged|obligated)\s+to\s+(?:pay|contribute|honou?r)\b` +
    // "X shall only be liable to the extent …", "X is not to be held responsible", "X shall not be answerable".
    String.raw`|^\s+(?:shall|will)\s+only\s+be\s+(?:held\s+)?liable\b|^${APPOSITIVE}\s*,?\s+(?:is|are)\s+not\s+to\s+be\s+(?:held\s+)?(?:liable|responsible|answerable|accountable)|^${APPOSITIVE}\s*,?\s+(?:shall|will|is|are)\s+(?:not|never)\s+(?:\w+\s+){0,2}?(?:be\s+)?(?:held\s+)?(?:answerable|accountable)\b` +
    // "X accepts liability for … only where …", "X assumes liability only up to …": what X answers for is bounded.
    String.raw`|^${APPOSITIVE}\s*,?\s+(?:accepts?|assumes?|bears?)\s+(?:\w+\s+){0,2}?liabilit(?:y|ies)\b[^.;]{0,160}?\bonly\b`,
  "i",
);
/**
 * Before a party's name: "in no event shall", "the liability of", "for which … shall be liable" (a cap follows). Not
 * "liability for loss of X's data": that is liability for X's loss, owed to X.
 */
const LIMITED_BEFORE = /(?:in\s+no\s+event|under\s+no\s+circumstances?)(?:\s*,[^,.;]{1,60},)?\s+(?:shall|will|may)\s+(?:the\s+)?$|\bliabilit(?:y|ies)\s+(?:(?!out\b|arising\b|resulting\b|for\b)\w+\s+){0,3}?of\s+(?:the\s+)?$|\bfor\s+which\s+(?:the\s+)?$/i;
/** "In no event shall X …" limits X only when liability, a sum or damages follow ("… be liable", "'s liability exceed"), not "… have the right to resell". */
const NEVER_BEFORE = /(?:in\s+no\s+event|under\s+no\s+circumstances?)(?:\s*,[^,.;]{1,60},)?\s+(?:shall|will|may)\s+(?:the\s+)?$/i;
const LIABLE_SOON_AFTER = /^[^.;]{0,120}?\b(?:liab|responsib|accountable|answerable|exceed|damages|obligated\s+to\s+(?:pay|refund|reimburse|indemnif|compensate))/i;
/** Before a party's name: liability attaches to it ("no liability shall attach to the Supplier"), which protects it. */
const ATTACHES_BEFORE = /\bno\s+(?:\w+\s+){0,2}?liabilit(?:y|ies)\s+(?:\w+\s+){0,3}?(?:attach(?:es)?|accrues?|lies)\s+to\s+(?:the\s+)?$|\b(?:no|any)\s+liabilit(?:y|ies)\s+(?:\w+\s+){0,2}?(?:be\s+)?(?:incurred|borne)\s+by\s+(?:the\s+)?$/i;
/** Before a party's name: liability owed to it ("the total liability to the Customer", "liable to Licensee"): the claimant, so the other side is protected. */
const OWED_TO_BEFORE = /\b(?:liabilit(?:y|ies)|liable)\s+(?:(?:whatsoever|hereunder|of\s+any\s+kind)\s+)?to\s+(?:the\s+)?$/i;
/**
 * Before a party's name: claims against it are barred or waived ("no action against Licensor … may be brought more than
 * one year after …", "waives any and all claims … against Licensor"); not a head of loss ("third party claims against Customer").
 */
/** A sentence that bars late claims: "failing which they are barred", "deemed waived", "more than one year after". */
const TIME_BAR = /\b(?:barred|waived|time-barred|failing\s+which|extinguished)\b|\bmore\s+than\s+(?:\w+\s+){0,2}\(?\d*\)?\s*(?:days?|months?|years?)\s+after\b/i;
/** Before a party's name: claims against it, which a time bar in the same sentence cuts off ("Claims against the Vendor must be notified within six months, failing which they are barred"). */
const CLAIMS_AGAINST_NAMED = /\b(?:claims?|actions?|suits?|proceedings?)\s+(?:\w+\s+){0,3}?against\s+(?:the\s+)?$/i;
const CLAIMS_AGAINST_BEFORE = /(?:\bno\s+(?:\w+\s+){0,3}?|\bwaives?\b[^.;]{0,200}?)(?:claims?|actions?|suits?|proceedings?)\b[^.;]{0,120}?\bagainst\s+(?:the\s+)?$/i;
/** Before the first of two parties named together: "in no event shall either FMI or Roche be liable", "none of Alpha, Beta or …". */
const EITHER_BEFORE = /\b(?:either|neither|none\s+of|both|each\s+of)\s+(?:the\s+)?$/i;
/** After the second of two parties named together: the sentence gives each of them the same ("X and Y each …", "… to each other"). */
const EACH_AFTER = /^\s*,?\s+(?:(?:hereby\s+)?each\b|both\b|(?:\w+\s+){0,2}?to\s+(?:each\s+other|one\s+another)\b|agree\s+that\s+neither\b)/i;
const JOINED = /^\s*(?:,\s*(?:(?:n?or|and)\s+)?|\s+(?:n?or|and)\s+)(?:the\s+)?$/i;
/** Two parties named as one subject with "either … or", "neither … nor", "each of … and", or "X and Y each". */
function namedTogether(sentence: string, named: { key: string; start: number; end: number }[]): boolean {
  return named.some((a) =>
    named.some((b) => b.key !== a.key && b.start > a.end && JOINED.test(sentence.slice(a.end, b.start)) && (EITHER_BEFORE.test(sentence.slice(Math.max(0, a.start - 20), a.start)) || EACH_AFTER.test(sentence.slice(b.end, b.end + 60)))),
  );
}
/** "No Seller shall be liable", "no Licensor shall have any liability": a party named after "no" is not liable. */
const NO_BEFORE = /\bno\s+$/i;
const IS_LIABLE_AFTER = /^\s+(?:shall|will|may)\s+(?:\w+\s+){0,2}?(?:be\s+(?:held\s+)?(?:liable|responsible)|have\s+any\s+(?:\w+\s+)?liabilit|incur\s+any\s+(?:\w+\s+)?liabilit)/i;
/** A sentence that keeps liability unlimited ("Nothing in this Agreement shall limit or exclude the liability of either party for death …"). */
const NOTHING_LIMITS = /^\W*(?:\(?\w{1,4}[.)]\s*)?(?:subject\s+to\s+[^,]{1,60},\s*)?nothing\s+(?:in|contained\s+in|herein)\b[^.;]{0,80}?\b(?:shall|will|does|is\s+intended\s+to|operates?\s+to)\s+(?:\w+\s+)?(?:limit|exclude|restrict)/i;

/** "Neither Licensor nor its suppliers shall be liable": one party and its own people, not every party. */
const NEITHER_BEFORE = /\bneither\s+(?:the\s+)?$/i;
const NOR_ITS_AFTER = /^\s+nor\s+(?:any\s+of\s+)?(?:its|his|her|their)\b/i;
/** After a party's name: its remedies are limited or its claims barred, which protects the other side. */
const OWN_REMEDY_AFTER =
  /^['’]s?\s+claims?\b(?=[^.;]{0,160}\blimited\s+to)|^(?:['’]s?)?\s+(?:sole|exclusive|only)\s+(?:and\s+exclusive\s+)?(?:(?:monetary|financial)\s+)?remed|^['’]s?\s+remed(?:y|ies)\b(?=[^.;]{0,120}\blimited\s+to)|^\s+(?:may|can|(?:shall|will)\s+be\s+able\s+to)\s+recover\b(?=[^.;]{0,200}\b(?:limited\s+to|not\s+exceed))|^\s+(?:hereby\s+)?(?:(?:irrevocably\s+)?(?:agrees?|covenants?)\s+to\s+(?:and\s+(?:hereby\s+)?does\s+)?(?:\(\w\)\s+)?)?(?:waives?|releases?)\b|^\s+(?:shall|will|may)\s+not\s+(?:be\s+entitled\s+to\s+)?(?:recover|claim|seek|bring)|^\s+(?:shall\s+|will\s+|may\s+)?be\s+entitled\s+to\s+(?:recover|claim|seek)|^\s+(?:shall|will)\s+have\s+no\s+(?:claim|right|recourse)/i;
/** "The maximum amount the Lessee may recover …": a ceiling on what that party recovers, which protects the other. */
const MAXIMUM_BEFORE = /\bmaximum\s+(?:amount|sum)\s+(?:that\s+|which\s+)?(?:the\s+)?$/i;
const RECOVERS_AFTER = /^\s+(?:may|can|(?:shall|will)\s+be\s+(?:able|entitled)\s+to|is\s+entitled\s+to)\s+recover\b/i;
/** Before a party's name: "claims by", "brought by", "recoverable by", "remedies of". */
const OWN_REMEDY_BEFORE = /\b(?:claims?|actions?|suits?)\s+(?:\w+\s+){0,2}?(?:by|of)\s+(?:the\s+)?$|\b(?:brought|recover(?:able|ed))\s+by\s+(?:the\s+)?$|\bremed(?:y|ies)\s+of\s+(?:the\s+)?$/i;

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
    if (!LIMITS_LIABILITY.test(sentence) || NOTHING_LIMITS.test(sentence) || limitsOnlyAgreedDamages(sentence)) continue;
    limits = true;
    const named = mentions(sentence, parties);
    const own = new Set<string>();
    const carved = carveOuts(sentence);
    // "Either FMI or Roche", "neither Alpha nor Beta", "none of Alpha, Beta …": every party named in one subject.
    // Also "each of X and Y", "X and Y each exclude", "the liability of X and Y to each other", "X and Y agree that neither".
    const together = namedTogether(sentence, named);
    const everyParty = together || MUTUAL_SUBJECT.test(sentence);
    for (const m of named) {
      // "Except for Customer's liability for breach of confidentiality, …": the liability a carve-out names stays unlimited.
      if (carved.some(([from, to]) => m.start >= from && m.start < to)) continue;
      const after = sentence.slice(m.end, m.end + 200);
      const before = sentence.slice(Math.max(0, m.start - 60), m.start);
      // "Licensee agrees that Licensor's liability …": the liability read after a name is that name's only when no other party is named in between.
      const ownLiability = OWN_LIABILITY_AFTER.exec(after);
      const ownsIt = ownLiability !== null && !named.some((o) => o.start > m.end && o.start < m.end + ownLiability[0].length);
      // A party's own remedies limited ("in no event shall Licensee be entitled to recover …") protect the other side.
      // So does a liability owed to it ("the total liability to the Customer shall not exceed …"), unless the sentence limits every party's.
      const claimant = OWN_REMEDY_AFTER.test(after) || OWN_REMEDY_BEFORE.test(before) || (MAXIMUM_BEFORE.test(before) && RECOVERS_AFTER.test(after)) || (!everyParty && OWED_TO_BEFORE.test(before) && !/^s?['’]/.test(after));
      if (together) continue;
      if (ATTACHES_BEFORE.test(before) || CLAIMS_AGAINST_BEFORE.test(sentence.slice(Math.max(0, m.start - 300), m.start)) || (TIME_BAR.test(sentence) && CLAIMS_AGAINST_NAMED.test(before)) || (NO_BEFORE.test(before) && IS_LIABLE_AFTER.test(after))) own.add(m.key);
      else if (claimant && claimedFrom(m.key, named, parties)) own.add(claimedFrom(m.key, named, parties)!);
      else if (ownsIt || NOT_LIABLE_AFTER.test(after) || (LIMITED_BEFORE.test(before) && (!NEVER_BEFORE.test(before) || LIABLE_SOON_AFTER.test(after))) || (NEITHER_BEFORE.test(before) && NOR_ITS_AFTER.test(after))) own.add(m.key);
    }
    if (everyParty && own.size === 0) mutual = true;
    for (const k of own) protectedKeys.add(k);
  }
  if (!limits || (!mutual && protectedKeys.size === 0)) return null;
  return fromProtected(mutual, protectedKeys, parties);
}

/**
 * The party a claimant's limited remedies protect: the other of two parties, or else the one other party its sentence
 * names ("the Buyer may recover from the Sellers", where the opening listed a seller apart from "the Sellers").
 */
function claimedFrom(claimant: string, named: { key: string }[], parties: PartyRef[]): string | null {
  if (parties.length === 2) return parties.find((p) => p.key !== claimant)!.key;
  const others = [...new Set(named.map((n) => n.key).filter((k) => k !== claimant))];
  return others.length === 1 ? others[0] : null;
}

/**
 * What a limitation leaves out: from "except for", "other than", "excluding", "save for", "with the exception of" or
 * "shall not apply to" up to the next comma (or the end of the sentence). A party named there is not the one protected.
 */
const CARVE_OUT = /\b(?:except(?:\s+(?:for|with\s+respect\s+to|in\s+respect\s+of|as\s+to|in\s+the\s+case\s+of))?|other\s+than|excluding|save\s+(?:for|in\s+respect\s+of)|with\s+the\s+exception\s+of|(?:shall|will|does|do)\s+not\s+apply\s+to)\b[^,;]{0,300}/gi;
function carveOuts(sentence: string): [number, number][] {
  return [...sentence.matchAll(CARVE_OUT)].map((m) => [m.index, m.index + m[0].length]);
}

/** The parties a passage names, by key: whose obligations a carve-out from a cap speaks of. */
export function partiesNamedIn(text: string, parties: PartyRef[]): string[] {
  return [...new Set(mentions(text, parties).map((m) => m.key))];
}

/**
 * After a party's name: it gives an indemnity ("X shall indemnify", "X agrees to defend, indemnify and hold harmless").
 * A modal ("shall", "agrees to", "is required to") may be followed by a few words before the verb, or by a phrase set off
 * by commas ("shall, within three (3) Business Days of demand, indemnify"), but no other modal, and "an indemnified
 * claim" is no verb; without a modal the verb comes first ("X indemnifies", "X jointly and
 * severally indemnifies"). Without that, any name a few words before "indemnified" gave the indemnity: "indemnify the
 * Landlord and keep the Landlord indemnified", "the negligence of Client or any indemnified party".
 */
const INDEMNIFIES_AFTER =
  /^(?:\s*\([^)]{0,80}\))?(?:\s*,?\s*(?:and|or)\s+(?:its|their)\s+\w+)?(?:\s+(?:and|or)\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})?\s*,?\s+(?:(?:jointly\s+and\s+severally|[a-z]+ly)\s*,?\s+(?:and\s+)?)*(?:(?:(?:shall|will|must|hereby|agrees?\s+to|agrees?\s*,\s*[^,.;]{1,60},\s*to|undertakes?\s+to|covenants?\s+(?:and\s+agrees\s+)?to|(?:is|are)\s+(?:required|obliged|obligated|bound)\s+to)\s*,?\s*)+(?:(?<=,\s*)[^,.;]{1,100},\s*|(?:(?!(?:shall|will|must)\b)[\w,'’-]+\s+){0,6}?)(?:indemnif(?!ied\s+(?:claims?|part(?:y|ies)|persons?|losses|matters?)\b)|defend|hold\s+(?:\w+\s+){0,3}harmless|reimburse\s+and\s+indemnif)|(?:jointly\s+and\s+severally\s+)?(?:indemnifies|defends|holds\s+(?:\w+\s+){0,3}harmless))/i;
/**
 * Before a party's name: it is indemnified ("indemnify and hold harmless X", "indemnify, defend and hold X"), or defended
 * against what is "brought against" it.
 */
const INDEMNIFIED_BEFORE = /\b(?:indemnif(?:y|ies)|defend|hold\s+harmless|save\s+harmless)\s+(?:(?:and|,)\s*(?:hold\s+harmless|defend|indemnify|save\s+harmless|hold)\s*)*(?:the\s+)?$|\b(?:brought|made|asserted|filed)\s+against\s+(?:the\s+)?$/i;
/** After a party's name: it is indemnified by someone ("X shall be indemnified … by"). */
const IS_INDEMNIFIED_AFTER = /^\s+(?:shall|will)\s+be\s+(?:indemnified|held\s+harmless|defended)/i;
/** Before a party's name: it gives the indemnity in the passive ("… shall be indemnified by X", "held harmless by X"). */
const INDEMNIFIED_BY_BEFORE = /\b(?:indemnified|held\s+harmless|defended)\s+(?:(?:and|,)\s*(?:held\s+harmless|defended|indemnified)\s*)*(?:[^.;]{0,40}?\s)?by\s+(?:the\s+)?$/i;
/**
 * An indemnity written as a defence and a payment without the word "indemnify" ("Supplier will defend any action brought
 * against Customer … and will pay any damages finally awarded"), as US intellectual-property indemnities often are.
 */
export const DEFENDS_AND_PAYS = /\bdefend\b[^.;]{0,160}?\b(?:claims?|actions?|suits?|proceedings?)\b[^.;]{0,250}?\b(?:pay|reimburse|indemnif)\w*/i;
/** "Each of X and Y shall indemnify the other": every party named gives it. */
const EACH_OF_INDEMNIFIES = /\beach\s+of\s+[^.;]{1,80}?\b(?:shall|will|agrees?|undertakes?)\b[^.;]{0,80}?\bindemnif[^.;]{0,120}?\bthe\s+other\b/i;

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
    if (!/\bindemnif|\b(?:hold|holds|held)\s+(?:\w+\s+){0,3}harmless/i.test(sentence) && !DEFENDS_AND_PAYS.test(sentence)) continue;
    // "Each party shall indemnify the other", "X and Y each hereby agree to … indemnify and hold harmless each other",
    // "Each of X and Y shall indemnify the other".
    if (EACH_OF_INDEMNIFIES.test(sentence) || /\b(?:each|either)\s+party\s+(?:\([^)]{0,60}\)\s*,?\s*)?(?:\w+\s+){0,3}(?:shall|will|agrees?)\b[^.;]{0,80}\bindemnif|\beach\s+(?:hereby\s+)?(?:agrees?|shall|will|undertakes?)\s+(?:to\s+)?[^.;]{0,40}\bindemnif|\bindemnif\w*\s+(?:[\w,]+\s+){0,4}each\s+other\b|\bmutual(?:ly)?\s+indemnif/i.test(sentence)) {
      mutual = true;
      gives = true;
      continue;
    }
    for (const m of mentions(sentence, parties)) {
      const after = sentence.slice(m.end, m.end + 200);
      const before = sentence.slice(Math.max(0, m.start - 60), m.start);
      // "X shall be indemnified by Y": X receives it (before "shall be" could read as X giving it), Y gives it.
      if (IS_INDEMNIFIED_AFTER.test(after)) beneficiaries.add(m.key);
      else if (INDEMNIFIES_AFTER.test(after) || INDEMNIFIED_BY_BEFORE.test(before)) {
        obligors.add(m.key);
        gives = true;
      } else if (INDEMNIFIED_BEFORE.test(before)) beneficiaries.add(m.key);
    }
  }
  if (!gives) return null;
  // Indemnities given by two parties are mutual when each protects the other, not when two parties together (a borrower
  // and its guarantor) indemnify a third.
  const third = [...beneficiaries].some((b) => !obligors.has(b));
  if (mutual || (obligors.size >= 2 && !third)) return { mutual: true, beneficiaries: [], obligors: [] };
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

/** A clause that gives one party a right or puts a duty on one: who holds or bears it. */
export type RightKind = "termination" | "restriction" | "exclusivity" | "assignment" | "payment";

const MODAL = String.raw`(?:\s*,\s*(?:at\s+(?:its|their)\s+(?:sole\s+)?(?:option|discretion)|in\s+(?:its|their)\s+(?:sole\s+)?discretion|upon\s+[^,]{1,60}|without\s+cause|for\s+convenience)\s*,)?`;
/** After a party's name: it may end the contract ("X may terminate", "X, at its option, shall have the right to terminate"). */
/**
 * After a party's name: it may end the contract ("X may terminate", "X, at its option, shall have the right to
 * terminate", "X may, at its option, by written notice either convert the appointment … or terminate").
 */
const MAY_TERMINATE = new RegExp(
  String.raw`^${APPOSITIVE}${MODAL}\s*,?\s+(?:may|can|shall\s+have\s+the\s+right\s+to|has\s+the\s+right\s+to|(?:is|shall\s+be)\s+entitled\s+to|reserves\s+the\s+right\s+to)` +
    String.raw`(?:\s*,\s*[^,.;]{1,60},)?(?:\s+(?:by|on|upon)\s+(?:prior\s+)?(?:written\s+)?notice(?:\s+to\s+(?:the\s+)?\w+)?)?(?:\s+either\s+[^.;]{1,160}?\s+or)?\s+(?:\w+\s+){0,4}?(?:terminat|resign|(?:end|cancel|rescind)\s+(?:this|the)\s+(?:Lease|Agreement|Contract|Licen[cs]e|Tenancy)\b)`,
  "i",
);
/** Before a party's name: the contract may be ended by it ("This Agreement may be terminated by the Client at any time"). */
const TERMINATED_BY_BEFORE = /\b(?:may|can)\s+(?:\w+\s+){0,2}?be\s+terminated\s+(?:\w+\s+){0,4}?by\s+(?:the\s+)?$/i;
/** After a party's name: it is kept from doing something ("X shall not compete", "X agrees not to solicit", "X shall refrain from"). */
const SHALL_NOT = new RegExp(String.raw`^${APPOSITIVE}\s*,?\s+(?:(?:shall|will|must|may)\s+not|(?:hereby\s+)?(?:undertakes?|covenants?|agrees?)\s+(?:to|with)\s+(?:the\s+)?[\w-]+\s+that\s+(?:it|he|she|they)\s+(?:shall|will)\s+not|(?:hereby\s+)?(?:agrees?|covenants?|undertakes?)\s+(?:\w+\s+){0,2}?not\s+to|(?:shall|will)\s+(?:refrain|abstain)\s+from|(?:shall|will)\s+(?:only|exclusively)|(?:shall|will)\s+(?:purchase|buy|obtain|source)\s+(?:\w+\s+){0,4}?(?:exclusively|solely|only))\b`, "i");
/** After a party's name: it grants exclusivity ("X hereby appoints Y as its exclusive distributor", "X grants Y an exclusive licence"). */
const GRANTS = new RegExp(String.raw`^${APPOSITIVE}\s*,?\s+(?:hereby\s+)?(?:appoints?|grants?|designates?|(?:shall|will)\s+(?:appoint|grant|designate))\b`, "i");
/** After a party's name: under a non-exclusive grant it keeps the right to deal with others ("X may license the same rights to any third party, including competitors"). */
const MAY_LICENSE_OTHERS = new RegExp(String.raw`^${APPOSITIVE}\s*,?\s+(?:may|(?:shall\s+)?(?:remains?|is)\s+free\s+to|reserves\s+the\s+right\s+to)\s+(?:\w+\s+){0,2}?(?:license|grant|appoint|sell\s+to|supply)\b[^.;]{0,80}\b(?:any\s+third\s+part|others?\b|competitors?)`, "i");
/** After a party's name: it may assign without the other's consent. */
// "X may not assign … without Y's consent" is X's limit, not X's free right: no "not" between the modal and the verb.
const MAY_ASSIGN = new RegExp(String.raw`^${APPOSITIVE}\s*,?\s+(?:may|can|shall\s+(?:have\s+the\s+right|be\s+entitled)\s+to)\s+(?:(?!not\b|never\b)\w+\s+){0,3}?(?:assign|transfer)\b(?![^.;]{0,120}\b(?:only|solely)\s+with)`, "i");
/** Before a party's name: the contract may not be assigned by it ("This Agreement may not be assigned by the Consultant"). */
const NOT_ASSIGNED_BY_BEFORE = /\b(?:may|shall|will|can|must)\s+not\s+(?:\w+\s+){0,2}?be\s+(?:assigned|transferred|delegated)\s+(?:\w+\s+){0,4}?by\s+(?:the\s+)?$/i;
/** An exception to an assignment limit ("except an assignment on a merger", "other than to an affiliate", "unless …"): a softer limit. */
const ASSIGNMENT_EXCEPTION = /\b(?:except|other\s+than|save|unless|provided\s+(?:,?\s*however\s*,?\s+)?that)\b|\bno\s+(?:such\s+)?consent\b[^.;]{0,40}\brequired\b/i;
/** After a party's name: it pays or buys ("X shall pay", "X agrees to pay Y", "X will reimburse", "X shall purchase Products of not less than …"). */
const PAYS = new RegExp(String.raw`^${APPOSITIVE}\s*,?\s+(?:shall|will|must|agrees?\s+to|undertakes?\s+to|hereby\s+agrees?\s+to)\s+(?:\w+\s+){0,2}?(?:pay|remit|reimburse|purchase|buy)\b`, "i");
const PAYS_AFTER_CONDITION = /^[^.;]{1,160}?,\s+(?:he|she|it|they)\s+(?:shall|will|must)\s+(?:\w+\s+)?pay\b/i;
/**
 * A right every party holds, then taken from one of them in part: "Either party may terminate …, but the Supplier may
 * not give notice before 2029", "except that the Licensor may not assign to a competitor". The exception is the term's
 * point: the every-party words do not make the sentence mutual.
 */
export const EXCEPT_FOR_ONE = /\b(?:but|except\s+that|provided\s+(?:,?\s*however\s*,?\s+)?that|save\s+that)\s+(?:the\s+)?[A-Z][\w-]*\s+(?:may\s+not|shall\s+not|cannot|must\s+not|will\s+not)\b/;
/** "either party may terminate", "neither party shall solicit", "each party shall pay its own costs". */
const EVERY_PARTY = String.raw`\b(?:either|each|neither|any)\s+(?:party|of\s+the\s+parties)\b(?:[^.;]{0,80}?)`;
const MUTUAL_RIGHT: Record<RightKind, RegExp> = {
  termination: new RegExp(String.raw`${EVERY_PARTY}\b(?:may|shall\s+have\s+the\s+right\s+to|(?:is|shall\s+be)\s+entitled\s+to)\s+(?:\w+\s+){0,4}?terminat|\bterminated\s+by\s+(?:either|each|any)\s+party\b|\bmutual\s+(?:written\s+)?(?:agreement|consent)`, "i"),
  restriction: new RegExp(String.raw`\bneither\s+(?:party|of\s+the\s+parties)\b|${EVERY_PARTY}\b(?:shall|will|may|must)\s+not\b|\beach\s+party\s+(?:\w+\s+){0,2}?(?:agrees|covenants|undertakes)\s+not\s+to`, "i"),
  exclusivity: /\bmutual(?:ly)?\s+exclusiv|\beach\s+party\s+(?:\w+\s+){0,3}exclusiv/i,
  assignment: new RegExp(String.raw`\bneither\s+(?:party|of\s+the\s+parties)\b[^.;]{0,80}\b(?:assign|transfer)|${EVERY_PARTY}\b(?:may|shall|will)\s+(?:not\s+)?(?:\w+\s+){0,3}?(?:assign|transfer)`, "i"),
  payment: new RegExp(String.raw`\beach\s+party\s+(?:shall|will)\s+(?:\w+\s+){0,2}?(?:pay|bear)\s+its\s+own`, "i"),
};
const TOPIC: Record<RightKind, RegExp> = {
  // An employee's right to resign on notice is the employee's right to end the contract.
  termination: /\bterminat|\bresign|\b(?:end|cancel|rescind)\s+(?:this|the)\s+(?:Lease|Agreement|Contract|Licen[cs]e|Tenancy)\b/i,
  restriction: /\bcompet|\bsolicit|\bdisparag|\bengaged?\b|\bhire\b|\bemploy|\bsell\b|\bdistribut|\bexclusiv|\bbring\s+(?:any\s+)?claims?\b/i,
  // "X shall not appoint any other distributor in the Territory" gives exclusivity without the word.
  exclusivity: /\bexclusiv|\bsole\b|\bonly\b|\bmay\s+(?:\w+\s+){0,2}?license\b[^.;]{0,80}\b(?:any\s+third\s+part|competitors?)|\bany\s+other\s+(?:distributors?|resellers?|dealers?|agents?|licensees?|suppliers?|franchisees?)\b/i,
  assignment: /\bassign|\btransfer/i,
  payment: /\bpa(?:y|id|yment)|\bremit|\breimburs|\bfees?\b|\broyalt|\bbear\b|\bcosts?\b|\bpurchas|\bbuy\b/i,
};

/**
 * Who holds a right or bears a duty, read from the clause's subjects: the party that "may terminate" or "may assign"
 * without consent holds the right (it is the beneficiary, the other side bears it); the party that "shall not compete",
 * "shall pay" or grants exclusivity bears it (the obligor; the other side benefits). A clause whose words bind or
 * entitle every party ("either party may terminate", "neither party shall solicit") is mutual, as is one that gives
 * each party the same right in turn. Null when no sentence names a party in that way.
 */
export function rightProtection(text: string, parties: PartyRef[], kind: RightKind): Protection | null {
  if (parties.length < 2) return null;
  const holders = new Set<string>();
  const bearers = new Set<string>();
  const beneficiaries = new Set<string>();
  let mutual = false;
  // Parties bound by an assignment limit that has an exception, and bound by one that has none.
  const boundSoftly = new Set<string>();
  const boundFully = new Set<string>();
  for (const sentence of sentences(text)) {
    if (!TOPIC[kind].test(sentence)) continue;
    const named = mentions(sentence, parties);
    if (MUTUAL_RIGHT[kind].test(sentence) && !EXCEPT_FOR_ONE.test(sentence)) mutual = true;
    // "Either the Owner or the Operator may terminate": what the last of them holds or bears, both do.
    const together = namedTogether(sentence, named);
    for (const m of named) {
      const after = sentence.slice(m.end, m.end + 240);
      if (kind === "termination" && (MAY_TERMINATE.test(after) || TERMINATED_BY_BEFORE.test(sentence.slice(Math.max(0, m.start - 80), m.start)))) holders.add(m.key);
      // "… but the Supplier may not give notice to end before 2029": a right the others hold that this party may not use.
      else if (kind === "termination" && /^\s*,?\s*(?:shall|will|may|must)\s+not\s+(?:\w+\s+){0,2}?(?:terminat|give\s+notice|end\b)/i.test(after)) bearers.add(m.key);
      // The "without consent" may come after a long list of assignees: read to the sentence's end, not the window.
      else if (kind === "assignment" && MAY_ASSIGN.test(after) && /\bwithout\b[^.;]{0,80}\b(?:consent|approval)|^[^.;]{0,80}\bfreely\b/i.test(sentence.slice(m.end))) holders.add(m.key);
      else if (kind === "assignment" && ((SHALL_NOT.test(after) && /\bassign|\btransfer/i.test(after.slice(0, 120))) || NOT_ASSIGNED_BY_BEFORE.test(sentence.slice(Math.max(0, m.start - 80), m.start)))) {
        bearers.add(m.key);
        (ASSIGNMENT_EXCEPTION.test(sentence.slice(m.end)) ? boundSoftly : boundFully).add(m.key);
      }
      // "If the Employee breaches this clause, she shall pay the Company …": the party the condition names pays.
      else if (kind === "payment" && (PAYS.test(after) || (/\bif\s+(?:the\s+)?$/i.test(sentence.slice(Math.max(0, m.start - 12), m.start)) && PAYS_AFTER_CONDITION.test(after)))) {
        bearers.add(m.key);
        const to = named.find((o) => o.key !== m.key && o.start > m.end && o.start < m.end + 160);
        if (to) beneficiaries.add(to.key);
      } else if (kind === "exclusivity" && MAY_LICENSE_OTHERS.test(after)) holders.add(m.key);
      // "X grants Y a non-exclusive licence" gives no exclusivity.
      // "X appoints Y as its sole supplier" gives Y exclusivity as much as "exclusive" does.
      else if (kind === "exclusivity" && GRANTS.test(after) && /(?<!non[- ])exclusiv|\bsole\s+(?:and\s+exclusive\s+)?(?:supplier|provider|distributor|agent|reseller|licensee|source|vendor|manufacturer|dealer)/i.test(after)) {
        bearers.add(m.key);
        const to = named.find((o) => o.key !== m.key && o.start > m.end);
        if (to) beneficiaries.add(to.key);
      } else if ((kind === "restriction" || kind === "exclusivity") && SHALL_NOT.test(after)) bearers.add(m.key);
    }
    if (together) {
      for (const set of [holders, bearers]) if (named.some((n) => set.has(n.key))) for (const n of named) set.add(n.key);
    }
  }
  const others = (keys: Set<string>) => parties.filter((p) => !keys.has(p.key)).map((p) => p.key);
  if (holders.size > 0) {
    if (holders.size >= parties.length) return { mutual: true, beneficiaries: [], obligors: [] };
    return { mutual, beneficiaries: [...holders], obligors: others(holders) };
  }
  if (bearers.size > 0) {
    // "may not be assigned by the Consultant under any circumstances; the Company may not assign without consent, except
    // on a merger": both are limited, but the one whose limit has an exception is the freer; the clause favours it.
    const freer = [...boundSoftly].filter((k) => !boundFully.has(k));
    if (kind === "assignment" && bearers.size >= parties.length && freer.length === 1 && boundFully.size > 0) {
      return { mutual: false, beneficiaries: freer, obligors: [...bearers].filter((k) => k !== freer[0]) };
    }
    if (bearers.size >= parties.length) return { mutual: true, beneficiaries: [], obligors: [] };
    const gets = [...beneficiaries].filter((b) => !bearers.has(b));
    return { mutual, beneficiaries: gets.length ? gets : others(bearers), obligors: [...bearers] };
  }
  return mutual ? { mutual: true, beneficiaries: [], obligors: [] } : null;
}

/**
 * The right or duty a clause gives and who holds it: the first kind its categories make it whose words name who holds
 * or bears it (a fee clause also filed under a volume restriction is read as the payment duty it states), else a right
 * to end the contract that its words give (a minimum-purchase clause under which the supplier "may … terminate").
 */
export function rightOf(text: string, parties: PartyRef[], categories: string[]): { kind: RightKind; protection: Protection } | null {
  // A covenant the detector filed under no category ("shall not … be engaged by any competing business") is read from its words.
  const fromWords: RightKind[] = [
    ...(/\bcompet\w*|\bsolicit\w*|\bbe\s+engaged\s+by\b|\bbring\s+(?:any\s+)?claims?\s+against\b/i.test(text) ? (["restriction"] as const) : []),
    ...(/\bnon-exclusive\b/i.test(text) ? (["exclusivity"] as const) : []),
  ];
  for (const kind of [...new Set([...rightKindsOf(categories), ...fromWords]), "termination" as const]) {
    const read = rightProtection(text, parties, kind);
    if (read) return { kind, protection: read };
  }
  return null;
}

/** The kinds of right or duty a clause's categories make it, the most telling first. */
function rightKindsOf(categories: string[]): RightKind[] {
  const has = (...ids: string[]) => ids.some((id) => categories.includes(id));
  const kinds: RightKind[] = [];
  if (has("termination_for_convenience", "termination_for_cause", "termination", "change_of_control")) kinds.push("termination");
  if (has("exclusivity")) kinds.push("exclusivity");
  if (has("non_compete", "no_solicit_of_customers", "no_solicit_of_employees", "non_solicitation", "non_disparagement", "competitive_restriction_exception", "volume_restriction", "price_restrictions")) kinds.push("restriction");
  if (has("anti_assignment", "assignment")) kinds.push("assignment");
  if (has("payment_terms", "minimum_commitment", "revenue_profit_sharing")) kinds.push("payment");
  return kinds;
}

const RIGHT_WORDS: Record<RightKind, { right: string; holds: string; bears: string }> = {
  termination: { right: "termination right", holds: "may terminate", bears: "has no matching right" },
  restriction: { right: "restriction", holds: "benefits from it", bears: "is bound by it" },
  exclusivity: { right: "exclusivity", holds: "benefits from it", bears: "gives it" },
  assignment: { right: "assignment clause", holds: "may assign more freely", bears: "is bound by the limit" },
  payment: { right: "payment obligation", holds: "is paid", bears: "pays" },
};

/**
 * Whom a right or duty favours, in one sentence: from the reviewer's side when there is one ("in your favour", "binds
 * your side"), else naming the party it favours; "mutual" clauses are said to be mutual.
 */
export function describeRight(p: Protection, kind: RightKind, reviewer: string | null): string {
  return describeFavour(p, RIGHT_WORDS[kind], reviewer, "each party holds it");
}

/** Whom a clause of this kind favours, in one sentence; `mutually` ends the sentence for a mutual clause. */
export function describeFavour(p: Protection, w: { right: string; holds: string; bears: string }, reviewer: string | null, mutually: string): string {
  if (p.beneficiaries.length === 0) return `The ${w.right} is mutual: ${mutually}.`;
  const who = `${p.beneficiaries.join(" and ")} ${w.holds}${p.obligors.length ? `; ${p.obligors.join(" and ")} ${w.bears}` : ""}`;
  const side = sideOf(p, reviewer);
  if (side === "us") return `The ${w.right} favours your side (${who}).`;
  if (side === "them") return `The ${w.right} favours the other side (${who}).`;
  return `The ${w.right} favours ${p.beneficiaries.join(" and ")} (${who})${p.mutual ? "; part of it is mutual" : ""}.`;
}
