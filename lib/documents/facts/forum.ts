/**
 * Where disputes go: the courts a contract gives jurisdiction (exclusive, non-exclusive, or not said) and the place of an
 * arbitration, read from any sentence of it. A choice of courts is never read as a choice of law (`governing-law.ts` keeps
 * the two apart). Pure: no I/O.
 */
import { cityAt } from "./court-cities";
import { placeAt, sentences, unglued, unhyphenated } from "./governing-law";

export interface Forum {
  kind: "courts" | "arbitration";
  /** Courts: true for exclusive (or "only", "solely"), false for non-exclusive, null when the sentence does not say. Null for arbitration. */
  exclusive: boolean | null;
  /** The place as the contract writes it ("Santa Clara County, California", "Geneva, Switzerland"); null when it names none. */
  place: string | null;
  /** Jurisdiction code of the place, when it is one we know. */
  jurisdiction: string | null;
  /** The sentence that chooses it, as written. */
  text: string;
  /** Index of the text unit (clause) it was read from, as the caller numbered them. */
  unit: number;
  /**
   * Courts: the party a one-sided jurisdiction clause is for ("This clause is for the benefit of the Lender only"), as
   * the contract names it; that party may still sue in other courts, so the clause binds only the other. Null otherwise.
   */
  for_benefit_of: string | null;
}

/** "for the benefit of the Lender only", "for the sole benefit of the Bank": the party named is the one it frees. */
const ONE_PARTY_BENEFIT = /\bfor\s+the\s+(?:sole\s+|exclusive\s+)?benefit\s+of\s+(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})(?:\s+only|\s+alone)?\b/;
/** "the Lender shall not be prevented from taking proceedings … in any other courts", "the Bank may take proceedings in any other court". */
const MAY_SUE_ELSEWHERE = /\b(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\s+(?:shall\s+not\s+be\s+prevented\s+from|(?:may|is\s+entitled\s+to)\s+(?:also\s+)?)\s*(?:taking|bringing|commencing|take|bring|commence)\s+(?:any\s+)?(?:proceedings|action|suit)\b[^.;]{0,120}?\b(?:any\s+)?other\s+courts?\b/;
/** How many clauses after a courts clause may say whom it is for ("8.2 The courts of England …", "8.3 This clause 8 is for the benefit of the Bank only"). */
const BENEFIT_REACH = 1;

/** The party a jurisdiction clause is for, when it frees that party only: read from its clause and the next. */
function oneSidedFor(units: string[], unit: number): string | null {
  for (const text of units.slice(unit, unit + BENEFIT_REACH + 1)) {
    for (const raw of sentences(text)) {
      const sentence = unglued(unhyphenated(raw));
      if (!/\b(?:courts?|jurisdiction|clause|proceedings)\b/i.test(sentence)) continue;
      const named = (sentence.match(ONE_PARTY_BENEFIT)?.[1] && /\bonly\b|\balone\b|\bsole\s+benefit\b|\bexclusive\s+benefit\b/i.test(sentence) ? sentence.match(ONE_PARTY_BENEFIT)![1] : null) ?? sentence.match(MAY_SUE_ELSEWHERE)?.[1] ?? null;
      if (named && !/^(?:Either|Each|Any|Both|Neither|The|Such|This|That|Party|Parties)$/i.test(named)) return named;
    }
  }
  return null;
}

/** A sentence giving courts jurisdiction: "submits to the … jurisdiction of the courts …", "brought only in the courts …", "the courts of X shall have jurisdiction". */
const COURTS_CHOSEN =
  /\bjurisdiction\s+of\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){0,6}?courts?\b|\bcourts?\s+(?:of|in|at|located\s+in|sitting\s+in|for)\s+[^.;]{1,80}?\b(?:(?:shall|will|are\s+to|is\s+to)\s+have|have|has)\s+(?:(?:the\s+)?(?:sole|exclusive|non-?exclusive)\s+)?jurisdiction\b|\b(?:brought|bring|commenced?|litigated?|instituted?|filed?|heard|venued|sue)\s+(?:(?:any|an|such)\s+(?:suit|action|proceeding|claim)s?\s+(?:[\w,]+\s+){0,6}?)?(?:only\s+|exclusively\s+|solely\s+)?(?:in|before)\s+(?:the\s+|a\s+|any\s+)?(?:[\w-]+\s+){0,6}?courts?\b|\bvenue\s+(?:of|for)\s+[^.;]{0,160}?\b(?:shall|will)\s+(?:be|lie)\s+(?:exclusively\s+|solely\s+|only\s+)?(?:in\b|(?:the\s+|a\s+|any\s+)?(?:[\w-]+\s+){0,5}?courts?\b)|\b(?:place|venue|forum|court)\s+of\s+jurisdiction\b[^.;]{0,160}?\b(?:is|shall\s+be|will\s+be)\b/i;
/** A sentence sending disputes to arbitration, or fixing its seat. */
const ARBITRATION_CHOSEN =
  /\b(?:settled|resolved|determined|decided|referred|submitted)\s+(?:\w+\s+){0,3}(?:by|to|for)\s+(?:final\s+and\s+)?(?:binding\s+)?arbitration\b|\bappl(?:y|ies)\s+for\s+(?:an\s+|binding\s+)?arbitration\b|\b(?:shall|will)\s+be\s+arbitrated\b|\b(?:seat|place|venue|location|situs)\s+of\s+(?:the\s+|any\s+)?arbitration\b|\barbitration\b[^.;]{0,60}?\b(?:shall|will)\s+(?:be\s+)?(?:held|conducted|take\s+place|seated)\s+(?:in|at)\b/i;
/** "either party may apply for an arbitration in …": one applies for arbitration only of a dispute, named or not. */
const APPLIES_FOR = /\bappl(?:y|ies)\s+for\s+(?:an\s+|binding\s+)?arbitration\b/i;
/** A sentence fixing where an arbitration sits: "the seat of arbitration shall be …", "any arbitration … shall take place in …". */
const SEAT = /\b(?:seat|place|venue|location|situs)\s+of\s+(?:the\s+|any\s+)?arbitration\b|\barbitration\b[^.;]{0,60}?\b(?:shall|will)\s+(?:be\s+)?(?:held|conducted|take\s+place|seated)\s+(?:in|at)\b/i;
/** Where the courts or the arbitration sit: the words after which the place is named ("the courts at Pune", "arbitration administered by JAMS in San Francisco"). */
const PLACE_AFTER = /\b(?:courts?\s+(?:of|in|at|located\s+in|sitting\s+in|for)|located\s+in|sitting\s+in|seated\s+in|(?:having\s+(?:its\s+|their\s+|a\s+)?)?situs\s+in|(?:held|conducted|take\s+place)\s+(?:in|at)|arbitrators?\s+in|arbitration\s+in|administered\s+by\s+(?:the\s+)?(?:[A-Z][\w&.-]*\s+){1,6}in|(?:Association|Institute|Centre|Center|Commission|Committee|Council|Chamber)\s+in|(?:seat|place|venue|location|situs)\s+of\s+(?:the\s+|any\s+)?arbitration\s+(?:shall|will)\s+be(?:\s+in)?|(?:shall|will)\s+(?:be|lie)\s+(?:exclusively\s+|solely\s+|only\s+)?in|jurisdiction\s+of|(?:place|venue|forum|court)\s+of\s+jurisdiction\b[^.;]{0,160}?\b(?:is|shall\s+be|will\s+be)(?:\s+(?:in|at))?|in(?=\s+(?:the\s+)?(?:State|Commonwealth|Province|Republic|Kingdom)\s+of\b))\s+/gi;
/** A place as written: capitalised words, with up to two more after commas ("Santa Clara County, California, USA"); a joining word ("of", "de") only as a whole word, so "Beijing and the decision" is Beijing. */
const PLACE_WORDS = /^(?:the\s+|THE\s+)?((?:[A-Z][\w.'’-]*)(?:\s+(?:[A-Z][\w.'’-]*|(?:of|and|the|de|upon)\b))*(?:,\s*(?:the\s+)?[A-Z][\w.'’-]*(?:\s+(?:[A-Z][\w.'’-]*|(?:of|and|the)\b))*){0,2})/;
/** Words in capitals that end a place in a sentence written all in capitals ("… NEW YORK CITY FOR THE PURPOSE …"). */
const ENDS_PLACE = /\s+(?:FOR|TO|IN|WITH|AS|BY|ON|AT|OR|SHALL|WILL|WHICH|THAT|LOCATED|SITTING|COURTS?|ARISING|RELATING|WITHIN|OVER|HAVING|AND\s+(?:FEDERAL|STATE)|AND\s+(?:EACH|THE|ANY)\s+(?:PARTY|PARTIES|COURTS?))\b.*$/;
/** Capitalised words after "courts of" that name no place: "the courts of competent jurisdiction", "the courts of the State". */
const NO_PLACE = /^(?:State|Federal|United|Competent|Such|Said|Any|Each|That|This|Court|Courts|Arbitration|International|Rules?|of|and|the)$/i;
/** "Courts of England and Wales", "Federal Court of Canada": the court's name before the place it sits in. */
const COURT_NAME = /^(?:(?:[A-Z][\w-]*|of|the)\s+){0,4}?Courts?\s+(?:of|in|for|located\s+in|sitting\s+in)\s+(?:the\s+)?/i;

/** The place named after a forum's words: as written, and the code of its most specific known part. */
function placeIn(sentence: string): { place: string; code: string | null } | null {
  const found: { place: string; code: string | null }[] = [];
  for (const m of sentence.matchAll(PLACE_AFTER)) {
    const rest = sentence.slice(m.index + m[0].length);
    const words = PLACE_WORDS.exec(rest);
    if (!words) continue;
    // "the state and federal courts located in …": skip capitalised words that are kinds of court, not places.
    const place = words[1].replace(COURT_NAME, "").replace(ENDS_PLACE, "").replace(/[.,]+$/, "").replace(/(?:\s+(?:and|of|the|upon))+$/i, "");
    if (place.split(/\s+/).every((w) => NO_PLACE.test(w))) continue;
    // "Santa Clara County, California", "the Northern District of California": each part, and what follows "of" or "in".
    const parts = [place, ...place.split(/,\s*|\s+(?:of|in)\s+/)];
    // A city ("the courts at Mumbai") counts only where no part names a state or country.
    const named = parts.map((p) => placeAt(p)?.code ?? null).filter((c): c is string => c !== null);
    const codes = named.length ? named : parts.map((p) => cityAt(p)?.code ?? null).filter((c): c is string => c !== null);
    // "Santa Clara County, California, USA": the state says more than the country.
    found.push({ place, code: codes.find((c) => c.includes("-")) ?? codes[0] ?? null });
  }
  // "a Federal court of the United States sitting in New York County in the State of New York": the state it sits in.
  const first = found[0];
  if (!first) return null;
  const inner = first.code && !first.code.includes("-") ? found.find((f) => f.code?.startsWith(`${first.code}-`)) : undefined;
  return inner ? { place: `${first.place}, ${inner.place}`, code: inner.code } : first;
}

/** How many clauses after an arbitration clause may fix its seat. */
const SEAT_REACH = 3;

function exclusiveIn(sentence: string): boolean | null {
  if (/\bnon-?\s?exclusive\b/i.test(sentence)) return false;
  return /\b(?:exclusive|sole|only|exclusively|solely)\b/i.test(sentence) ? true : null;
}

/**
 * The courts and the arbitration a contract chooses, in the order it names them: the first sentence of each kind, in
 * any of `units` (clauses in document order). Courts count only with a place ("any court of competent jurisdiction"
 * chooses none); an arbitration counts with or without one.
 */
export function forumsOf(units: string[]): Forum[] {
  let courts: Forum | null = null;
  // An arbitration of "any dispute" is the clause; one that only mentions a dispute ("… unless the dispute is submitted
  // to arbitration under Section 19") is kept in reserve behind it.
  let arbitration: Forum | null = null;
  let arbitrationMentioned: Forum | null = null;
  for (const [unit, text] of units.entries()) {
    if (courts && arbitration) break;
    if (!/court|arbitra|venue|jurisdiction/i.test(text)) continue;
    for (const raw of sentences(text)) {
      const sentence = unglued(unhyphenated(raw));
      const written = unglued(raw).trim().slice(0, 400);
      // Disputes go to arbitration, or the sentence fixes its seat: "a breach as determined by arbitration" chooses nothing.
      const aboutDisputes =
        !/\bas\s+(?:finally\s+)?(?:determined|decided|resolved)\s+(?:\w+\s+){0,3}by\s+arbitration\b/i.test(sentence) &&
        (/\b(?:disputes?|controvers(?:y|ies)|claims?|differences?|disagreements?)\b/i.test(sentence) || SEAT.test(sentence) || APPLIES_FOR.test(sentence));
      if (!arbitration && aboutDisputes && ARBITRATION_CHOSEN.test(sentence) && !/\bmay\s+(?:\w+\s+){0,3}(?:elect|agree|choose)\b|\bif\s+(?:both|the)\s+parties\s+(?:so\s+)?agree/i.test(sentence)) {
        const at = placeIn(sentence);
        const found: Forum = { kind: "arbitration", exclusive: null, place: at?.place ?? null, jurisdiction: at?.code ?? null, text: written, unit, for_benefit_of: null };
        // A sentence that sends to an arbitration another section provides for ("pursuant to Section 19") only mentions it.
        const refers = /\b(?:pursuant\s+to|under|in\s+accordance\s+with|as\s+provided\s+in)\s+(?:Section|Clause|Article|Paragraph)\s+\d/i.test(sentence);
        const chosen = !refers && (/\b(?:any|all|each|every|such)\s+(?:\w+\s+){0,3}(?:disputes?|controvers(?:y|ies)|claims?|differences?|disagreements?)\b/i.test(sentence) || (SEAT.test(sentence) && at !== null));
        if (chosen) arbitration = found;
        else arbitrationMentioned ??= found;
        continue;
      }
      if (!courts && COURTS_CHOSEN.test(sentence)) {
        const at = placeIn(sentence);
        if (at) {
          // A clause for one party's benefit binds only the other: it is not exclusive for both.
          const forOne = oneSidedFor(units, unit);
          courts = { kind: "courts", exclusive: forOne ? false : exclusiveIn(sentence), place: at.place, jurisdiction: at.code, text: written, unit, for_benefit_of: forOne };
        }
      }
    }
  }
  // "Any dispute … shall be submitted to arbitration. Any arbitration … shall take place in Toronto.": the seat from the
  // same clause, or from the sub-clauses right after it ("9.1 … referred to arbitration …", "9.2 The seat … shall be Pune").
  const chosen = arbitration ?? arbitrationMentioned;
  if (chosen && chosen.place === null) {
    const near = units.slice(chosen.unit, chosen.unit + SEAT_REACH + 1);
    const seat = near.flatMap((u) => sentences(u)).map((raw) => unglued(unhyphenated(raw))).filter((t) => SEAT.test(t)).map(placeIn).find((p) => p !== null);
    if (seat) Object.assign(chosen, { place: seat.place, jurisdiction: seat.code });
  }
  return [courts, chosen].filter((f): f is Forum => f !== null).sort((a, b) => a.unit - b.unit);
}
