/**
 * The law a contract chooses, read from any sentence of it (a "Governing Law" heading is not needed: "… enter into a
 * joint venture in accordance with the laws of the State of Florida", "shall be subject to the application of the
 * Italian Law"), resolved to a jurisdiction code. Pure: no I/O.
 */
import { jurisdictions } from "@/lib/legal/jurisdictions";
import { citiesIn } from "./court-cities";
import { escapeRegExp } from "@/lib/text/escape-regexp";

export interface GoverningLaw {
  /** Jurisdiction code (US-NY, GB, CA-BC), or null when the place is not one we know. */
  jurisdiction: string | null;
  /** The place as the contract writes it. */
  place: string;
  /** The sentence that chooses it. */
  text: string;
  /** Index of the text unit (clause) it was read from, as the caller numbered them. */
  unit: number;
}

/** Names a contract uses for a place that are not its official name. */
const EXTRA_NAMES: Record<string, string> = {
  england: "GB",
  "england and wales": "GB",
  "england & wales": "GB",
  wales: "GB",
  scotland: "GB",
  "northern ireland": "GB",
  "united kingdom": "GB",
  "great britain": "GB",
  "united states": "US",
  "united states of america": "US",
  usa: "US",
  "u.s.a.": "US",
  "hong kong": "HK",
  "the netherlands": "NL",
  netherlands: "NL",
  "people's republic of china": "CN",
  "peoples' republic of china": "CN",
  "peoples republic of china": "CN",
  prc: "CN",
  "p.r.c.": "CN",
  korea: "KR",
  "republic of korea": "KR",
  "south korea": "KR",
  russia: "RU",
  switzerland: "CH",
  "new york city": "US-NY",
  taiwan: "TW",
  "republic of china": "TW",
  china: "CN",
  "mainland china": "CN",
  "r.o.c.": "TW",
  turkey: "TR",
  czechia: "CZ",
  vietnam: "VN",
  "viet nam": "VN",
  iran: "IR",
  macau: "MO",
  tanzania: "TZ",
  "british virgin islands": "VG",
  "republic of ireland": "IE",
  "québec": "CA-QC",
  "u.s.": "US",
  "u.s.a": "US",
  "united arab emirates": "AE",
  "u.a.e.": "AE",
  uae: "AE",
  "washington, d.c.": "US-DC",
  "washington d.c.": "US-DC",
};

/** "Italian law", "English law": the adjective before "law". */
const ADJECTIVES: Record<string, string> = {
  english: "GB",
  british: "GB",
  scottish: "GB",
  italian: "IT",
  german: "DE",
  french: "FR",
  swiss: "CH",
  japanese: "JP",
  indian: "IN",
  dutch: "NL",
  chinese: "CN",
  canadian: "CA",
  swedish: "SE",
  spanish: "ES",
  irish: "IE",
  israeli: "IL",
  singapore: "SG",
  korean: "KR",
  prc: "CN",
  "p.r.c.": "CN",
  taiwanese: "TW",
  brazilian: "BR",
  mexican: "MX",
  australian: "AU",
  "new york": "US-NY",
  delaware: "US-DE",
  california: "US-CA",
  texas: "US-TX",
  danish: "DK",
  norwegian: "NO",
  finnish: "FI",
  austrian: "AT",
  belgian: "BE",
  polish: "PL",
  russian: "RU",
  portuguese: "PT",
  greek: "GR",
  scots: "GB",
  "new zealand": "NZ",
  "hong kong": "HK",
  singaporean: "SG",
  malaysian: "MY",
  thai: "TH",
  philippine: "PH",
  indonesian: "ID",
  vietnamese: "VN",
  "south african": "ZA",
  nigerian: "NG",
  kenyan: "KE",
  pakistani: "PK",
  "sri lankan": "LK",
  turkish: "TR",
  egyptian: "EG",
  saudi: "SA",
  argentine: "AR",
  argentinian: "AR",
  chilean: "CL",
  colombian: "CO",
  peruvian: "PE",
  czech: "CZ",
  hungarian: "HU",
  romanian: "RO",
  bulgarian: "BG",
  croatian: "HR",
  slovak: "SK",
  slovenian: "SI",
  icelandic: "IS",
  maltese: "MT",
  cypriot: "CY",
  estonian: "EE",
  latvian: "LV",
  lithuanian: "LT",
  ukrainian: "UA",
  welsh: "GB",
};

/**
 * The abbreviations US drafting uses for a state (the traditional ones, with their full stops: "the State of N.Y.",
 * "Cal. law"); the two-letter postal codes are read only right after "State of" (`POSTAL_STATE`), where "IN" or "OR"
 * cannot be a word.
 */
const STATE_ABBREVIATIONS: Record<string, string> = {
  "ala.": "US-AL", "ariz.": "US-AZ", "ark.": "US-AR", "cal.": "US-CA", "calif.": "US-CA", "colo.": "US-CO", "conn.": "US-CT",
  "del.": "US-DE", "fla.": "US-FL", "ga.": "US-GA", "ill.": "US-IL", "ind.": "US-IN", "kan.": "US-KS", "kans.": "US-KS",
  "ky.": "US-KY", "md.": "US-MD", "mass.": "US-MA", "mich.": "US-MI", "minn.": "US-MN", "mont.": "US-MT", "neb.": "US-NE",
  "nebr.": "US-NE", "nev.": "US-NV", "n.h.": "US-NH", "n.j.": "US-NJ", "n.m.": "US-NM", "n.y.": "US-NY", "n.c.": "US-NC",
  "n.d.": "US-ND", "okla.": "US-OK", "ore.": "US-OR", "oreg.": "US-OR", "pa.": "US-PA", "penn.": "US-PA", "r.i.": "US-RI",
  "s.c.": "US-SC", "s.d.": "US-SD", "tenn.": "US-TN", "tex.": "US-TX", "vt.": "US-VT", "va.": "US-VA", "wash.": "US-WA",
  "w.va.": "US-WV", "wis.": "US-WI", "wisc.": "US-WI", "wyo.": "US-WY", "d.c.": "US-DC",
};
const POSTAL_STATE = /^(?:the\s+)?(?:state|commonwealth)\s+of\s+(AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY)(?![\w])/i;

/** Place names, longest first, so that "New York" wins over "York" and "West Virginia" over "Virginia". */
const PLACES: [string, string][] = (() => {
  const names = new Map<string, string>();
  for (const j of jurisdictions) {
    // Subdivisions first: "Georgia" in a US contract is the state far more often than the country.
    if (j.kind === "subdivision") names.set(j.name.toLowerCase(), j.code);
  }
  for (const j of jurisdictions) if (j.kind !== "subdivision" && !names.has(j.name.toLowerCase())) names.set(j.name.toLowerCase(), j.code);
  for (const [n, c] of Object.entries(EXTRA_NAMES)) names.set(n, c);
  for (const [n, c] of Object.entries(STATE_ABBREVIATIONS)) names.set(n, c);
  return [...names.entries()].sort((a, b) => b[0].length - a[0].length);
})();

const PLACE_RE = new RegExp(String.raw`^(?:the\s+)?(?:(?:state|commonwealth|province|republic|kingdom|federal\s+republic|federative\s+republic|territory|grand\s+duchy|principality|emirate|canton)\s+of\s+)?(?:the\s+)?(${PLACES.map(([n]) => escapeRegExp(n)).join("|")})(?![\w])`, "i");

/** The place at the start of a text ("the State of New York, …") and its code. */
export function placeAt(text: string): { place: string; code: string } | null {
  const m = PLACE_RE.exec(text.trim());
  if (!m) {
    const postal = POSTAL_STATE.exec(text.trim());
    return postal && postal[1] === postal[1].toUpperCase() ? { place: postal[1], code: `US-${postal[1]}` } : null;
  }
  const code = PLACES.find(([n]) => n === m[1].toLowerCase())?.[1];
  return code ? { place: m[1], code } : null;
}

/**
 * Words that make a sentence choose a law for the contract rather than describe a party or a statute: "governed by",
 * "controlled by" and, in translated contracts, "regulated by" a law (not "operated, controlled by shareholders"); "made under the laws of"; "the applicable law of this
 * Agreement shall be"; "decided according to".
 */
const CHOOSES = /\b(?:(?:shall|will)\s+apply|applies|resolved\s+(?:in\s+accordance\s+with|under)|govern(?:ed|s|ing)?|(?:controlled|regulated)\s+by\s+(?:the\s+)?(?:[\w-]+\s+){0,2}laws?\b|made\s+(?:under|pursuant\s+to)\s+(?:the\s+)?laws?\b|applicable\s+law\s+of\s+this\s+(?:agreement|contract)|constru(?:ed|e|ction)|interpret(?:ed|ation)?|enforced|subject\s+to\s+(?:the\s+)?(?:application\s+of\s+(?:the\s+)?)?(?=[A-Z]|laws?\b)|in\s+accordance\s+with|application\s+of|applicable\s+law\s+(?:shall|will)\s+be|laws?\s+applicable\s+(?:to\s+[^.;]{1,60}?\s+)?(?:shall|will)\s+be|proper\s+law|(?:applicable|choice\s+of)\s+law(?=\s*[:\-–])|(?:settled|determined|decided|adjudicated|enforceable)\s+(?:under|in\s+accordance\s+with|according\s+to|pursuant\s+to)|pursuant\s+to)\b/i;
/** A party's description ("a company organized under the laws of France"), not a choice of law. */
const DESCRIBES_PARTY = /\b(?:organi[sz]ed|incorporated|existing|formed|registered|established|chartered)\s+(?:and\s+existing\s+)?(?:under|in\s+accordance\s+with|pursuant\s+to)\s+(?:the\s+)?laws?\s+of\s*$/i;
/** "the laws of", "the law of", "the substantive laws of", "the internal laws of". */
const LAWS_OF = /\b(?:substantive\s+|internal\s+|domestic\s+|effective\s+|applicable\s+)?(?:laws?|legislation|regulations)\s+(?:and\s+(?:(?:judicial\s+)?decisions|regulations|statutes|rules)\s+)?(?:(?:of,?|(?:in\s+force|in\s+effect|applicable)\s+in|(?:as\s+)?applied\s+by\s+the\s+courts\s+(?:of|in))\s+|(?=(?:the\s+)?state\s+of\b))/gi;
/** Between a place and "law": "New York State law", "Texas and federal law", "Delaware substantive law". */
const BEFORE_LAW = String.raw`(?:\s+(?:State|STATE|state))?(?:\s+and\s+(?:(?:applicable|United\s+States|U\.S\.)\s+)?(?:federal|Federal|FEDERAL))?\s+(?:substantive\s+)?`;
/** "New York law", "Italian Law", "the laws of the State of California" written "California law". */
const ADJECTIVE_LAW = new RegExp(String.raw`(?<![\w.])(${Object.keys(ADJECTIVES).map(escapeRegExp).join("|")})${BEFORE_LAW}laws?\b`, "gi");
/** "Florida law", "Illinois law", "Singapore law": a place's name before "law", capitalised as a name is. */
const PLACE_LAW = new RegExp(
  String.raw`(?<![\w.])(${PLACES.flatMap(([n]) => [n.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\b(Of|And|The)\b/g, (w) => w.toLowerCase()), n.toUpperCase()]).map(escapeRegExp).join("|")})${BEFORE_LAW}(?:laws?|LAWS?)\b`,
  "g",
);
/** A heading or a schedule's line that names the place: "Governing Law: State of Delaware". */
const GOVERNING_LAW_LINE = /\b(?:governing|applicable|choice\s+of)\s+laws?\s*[:\-–]\s*/i;
/** "… made in the State of California and shall be governed by … the laws thereof". */
const LAWS_THEREOF = /\blaws?\s+(?:thereof|of\s+(?:that|such|said)\s+(?:state|country|province|jurisdiction))\b/i;

/** The words of a choice as firm as "governed by": a sentence with them chooses even without naming the contract. */
const STRONG_CHOICE = /\bgovern|\bconstru|\binterpret|\b(?:controlled|regulated)\s+by\s+(?:the\s+)?(?:[\w-]+\s+){0,2}laws?\b|\bapplicable\s+law\s+of\s+this\b/i;

/** "This Agreement shall be governed by …": a choice even when the sentence also mentions compliance or prohibitions. */
const DIRECT_CHOICE = /\b(?:this|the)\s+(?:agreement|contract|amendment)\b[^.;]{0,80}?\b(?:shall|will|is|are)\s+(?:be\s+)?(?:exclusively\s+)?(?:governed|construed|interpreted)\b/i;

/**
 * A choice whose place the filing withholds ("the laws of the ***", "the laws of [ ]"), that the contract describes ("the
 * laws of the state in which the Premises are located") or that borrows another agreement's ("the governing law …
 * provisions of the Distribution Agreement will apply to this Addendum"): a choice, of no place we can name.
 */
function withheldChoice(sentence: string): { place: string; code: null } | null {
  const redacted = /\blaws?\s+of\s+(?:the\s+)?(?:State\s+of\s+)?(\[\s*(?:\*+|•|_+|\s)\s*\]|\*{2,}|_{3,}|\[\s*\])/i.exec(sentence);
  if (redacted && /\bgovern|\bconstru|\binterpret/i.test(sentence)) return { place: redacted[1], code: null };
  // "the laws of the state in which the Premises are located": a place the contract describes rather than names.
  const described = /\blaws?\s+of\s+(the\s+(?:state|province|country|jurisdiction|place)\s+(?:in\s+which|where|wherein)\s+[^.;,()]{3,80}?\s+(?:is|are|was|were|shall\s+be)\s+(?:located|situated|performed|incorporated|organi[sz]ed|domiciled|headquartered|operated))\b/i.exec(sentence);
  // Only as what governs: "would be enforceable under the laws of the state in which …" is a fallback, not the choice.
  if (described && /\b(?:govern|constru|interpret)\w*\s+(?:\w+\s+){0,8}?(?:by|under|in\s+accordance\s+with|pursuant\s+to)\s+(?:the\s+)?(?:\w+\s+)?$/i.test(sentence.slice(Math.max(0, described.index - 100), described.index))) {
    return { place: described[1], code: null };
  }
  const borrowed = /\b[Gg]overning\s+[Ll]aws?\b[^.;]{0,120}?\b(?:of|in|under)\s+(?:the\s+)?((?:[A-Z][\w&-]*\s+){0,6}Agreement)\b[^.;]{0,80}?\b(?:shall|will)\s+(?:apply|govern)/.exec(sentence);
  return borrowed ? { place: `as in the ${borrowed[1]}`, code: null } : null;
}

/** The contract is about something else: it mentions a law without choosing it ("comply with all laws of the State"). */
const NOT_A_CHOICE = /\bcomply\b|\bcompliance\b|\bprohibit\w*|\bviolat\w*|\bpermitted\s+by\b|\bregistered\s+under\b|\bqualif\w+\s+to\s+do\s+business/i;

/** Sentences, keeping "Section 11.2" and "U.S.A." whole. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.;])(?<!\b(?:[A-Z]|\d|Sec|No|Inc|Ltd|Corp|Co|St))\s+(?=[A-Z(])/);
}

/**
 * The law the contract chooses: the first sentence, in any of `units` (clauses in document order), that says the
 * contract (or the venture, or disputes under it) is governed by, construed under or subject to a place's law.
 */
export function governingLawOf(units: string[]): GoverningLaw | null {
  const law = chosenLaw(units);
  // Only India for now: a US, Canadian or Australian contract choosing the federal law names its state's law when it means it.
  return law?.jurisdiction === "IN" ? withinCountry(law, units) : law;
}

/** A sentence that places disputes: courts, a seat or venue of arbitration, jurisdiction. */
const PLACES_DISPUTES = /\bcourts?\b|\bseat(?:ed)?\b|\bvenue\b|\bjurisdiction\b|\barbitrat\w*/i;

/**
 * A country's law chosen where its states add their own (the laws of India), and the contract places its disputes in
 * one state's city ("the courts at Bengaluru", "the seat of arbitration shall be Mumbai"): that state, when every such
 * city named, in the choosing clause or else in any dispute sentence, is in the same one. Otherwise the country.
 */
function withinCountry(law: GoverningLaw, units: string[]): GoverningLaw {
  const inCountry = (text: string) =>
    sentences(text)
      .filter((s) => PLACES_DISPUTES.test(s))
      .flatMap(citiesIn)
      .filter((c) => c.startsWith(`${law.jurisdiction}-`));
  const own = inCountry(units[law.unit] ?? "");
  const states = new Set(own.length ? own : units.flatMap(inCountry));
  return states.size === 1 ? { ...law, jurisdiction: [...states][0] } : law;
}

function chosenLaw(units: string[]): GoverningLaw | null {
  // A sentence that says "governed", "construed" or "interpreted" chooses a law; one that only does something "in
  // accordance with the laws of" a place (labelling, performance, licences) is kept in reserve behind it.
  let strongElsewhere: GoverningLaw | null = null;
  let weakNamed: GoverningLaw | null = null;
  let weakElsewhere: GoverningLaw | null = null;
  for (const [unit, text] of units.entries()) {
    const listed = listedLaw(text, unit);
    if (listed) return listed;
    if (!/\b(?:laws?|legislation|regulations)\b/i.test(text)) continue;
    for (const raw of sentences(text)) {
      // Matched with its line-break hyphenation undone ("gov- erned", "Dela-\nware") and a scan's "govemed" read as
      // "governed"; quoted as written.
      const sentence = unglued(unhyphenated(raw)).replace(/\bgovem(ed|s|ing)?\b/gi, "govern$1");
      const written = unglued(raw);
      if (!/\b(?:laws?|legislation|regulations)\b/i.test(sentence) || !CHOOSES.test(sentence) || (NOT_A_CHOICE.test(sentence) && !DIRECT_CHOICE.test(sentence))) continue;
      const found = choiceIn(sentence) ?? withheldChoice(sentence);
      if (!found) continue;
      const law = { jurisdiction: found.code, place: found.place, text: choosingPart(written).trim().slice(0, 400), unit };
      // "Choice of Law: State of Oregon" is as strong a choice as "Governing Law: …".
      const strong = STRONG_CHOICE.test(sentence) || GOVERNING_LAW_LINE.test(sentence);
      // "pursuant to the laws of" alone is how a court or a party acts; it chooses a law only in a sentence about this contract.
      if (!strong && !CHOOSES.test(sentence.replace(/\bpursuant\s+to\b/gi, "")) && !/\b(?:this|the)\s+(?:agreement|contract)\b/i.test(sentence)) continue;
      // A sentence that names "this Agreement" (or the venture, or disputes) and governs it is the choice.
      const named = /\b(?:this|the)\s+(?:agreement|amendment|contract|venture|addendum)|\bhereunder\b|\bhereof\b|\bdisputes?\b|\bmerits\b/i.test(sentence);
      if (strong && named) return law;
      if (strong) strongElsewhere ??= law;
      else if (named) weakNamed ??= law;
      // Without naming the contract, only a sentence that says how a law applies is kept ("in accordance with Korean laws" in a definition is not a choice).
      else if (/\blaws?\s+of\b|\bapplication\s+of\b|\bappl(?:y|ies)\b/i.test(sentence)) weakElsewhere ??= law;
    }
  }
  return strongElsewhere ?? weakNamed ?? weakElsewhere;
}

/**
 * A heading or a cover page's row that names the law and nothing else: "GOVERNING LAW. State of Delaware.", "Governing
 * Law      State of New York" (columns of a table), "Applicable law\nEngland and Wales".
 */
const LISTED_LAW = /(?:^|\n)[^\S\n]*(?:governing|applicable|choice\s+of)\s+laws?(?:[^\S\n]*[.:\-–][^\S\n]*|[^\S\n]{2,}|[^\S\n]*\n[^\S\n]*)(?:the\s+)?(?:laws?\s+of\s+)?([^\n.;]{2,60})\.?[^\S\n]*(?=\n|$)/i;

function listedLaw(text: string, unit: number): GoverningLaw | null {
  const m = LISTED_LAW.exec(text);
  const at = m ? placeAt(m[1]) : null;
  // The place must be the whole cell: "Governing Law. The laws of Ohio apply to …" is a sentence, read as one.
  if (!m || !at || m[1].trim().length > at.place.length + 25) return null;
  return { jurisdiction: at.code, place: at.place, text: m[0].trim(), unit };
}

/**
 * The sentence from where the choice starts, when a clause ran into it without a full stop ("… effective on receipt 12.6
 * Governing Law This Agreement shall be governed by …"): a capitalised "This Agreement" inside a sentence starts a new one.
 */
function choosingPart(written: string): string {
  const m = /\bTh(?:is|e)\s+(?:Agreement|Contract|Amendment|Lease|License|Licence)\b[^.;]{0,80}?\b(?:shall|will|is|are)\s+(?:be\s+)?(?:exclusively\s+)?(?:governed|construed|interpreted)\b/.exec(written);
  return m && m.index > 0 && /[a-z0-9]\s*$/i.test(written.slice(0, m.index)) ? written.slice(m.index) : written;
}

/**
 * A word a line break split with a hyphen, joined again: "gov-\nerned", and "con- strued" where the extraction made the
 * line break a space. Only a hyphen right after a letter and followed by a line break or a space: "non-exclusive" keeps
 * its hyphen, and a dash between spaces is not hyphenation.
 */
export function unhyphenated(text: string): string {
  return text.replace(/([A-Za-z]{2,})-(?:[^\S\n]*\n\s*|[^\S\n]+)([a-z]{2,})/g, "$1$2");
}

/**
 * Words a scan ran together ("the laws ofthe state oftexas" reads "the laws of the state of texas"), curly apostrophes
 * made straight ("People’s Republic"), and a line break or a run of spaces inside a place's name ("New\nYork") made one space.
 */
export function unglued(sentence: string): string {
  const spaced = sentence.replace(/\s+/g, " ").replace(/\bofthe\b/gi, "of the").replace(/[’‘]/g, "'");
  return spaced.replace(/\b(laws?|state|commonwealth|province)\s+of(?=[a-z])/gi, (m, word: string, at: number) => (placeAt(spaced.slice(at + m.length)) ? `${word} of ` : m));
}

function choiceIn(written: string): { place: string; code: string } | null {
  // "the internal law, and not the law of conflicts, of the State of Oregon": the aside between "law" and its place.
  // "the laws (without regard to conflict of laws principles) of the State of New York": an aside in brackets too; and
  // "the laws and decisions of the courts of the State of Illinois": the decisions are the place's.
  const sentence = written
    .replace(/\b(laws?)\s*,\s*(?:and\s+|but\s+)?(?:not|without\s+(?:regard|reference)\s+to|excluding|other\s+than)\b[^,;]{0,80},\s*(?=of\s)/gi, "$1 ")
    .replace(/\b(laws?|legislation)\s*\([^()]{0,160}\)\s*(?=(?:and|of)\s)/gi, "$1 ")
    .replace(/\b(decisions)\s+of\s+(?:the\s+)?courts\s+of\s+/gi, "$1 of ");
  const found: { at: { place: string; code: string }; index: number }[] = [];
  for (const m of sentence.matchAll(LAWS_OF)) {
    if (DESCRIBES_PARTY.test(sentence.slice(0, m.index + m[0].length).replace(LAWS_OF_TAIL, "laws of"))) continue;
    const rest = sentence.slice(m.index + m[0].length);
    // A state, canton or city we do not list, then the country: "the laws of the Canton of Zurich, Switzerland".
    const within = /^\s*(?:[Tt]he\s+)?(?:(?:[Ss]tate|[Pp]rovince|[Cc]anton|[Rr]egion|[Cc]ounty|[Cc]ity|[Ee]mirate)\s+of\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3},\s*/.exec(rest);
    const at = placeAt(rest) ?? (within ? placeAt(rest.slice(within[0].length)) : null);
    if (!at) continue;
    // "the laws of the United States and the State of Florida": the state's law is the one the contract lives under.
    const after = /^\s*(?:,\s*|\s+)(?:and|including)\s+(.{0,80})/i.exec(rest.slice((PLACE_RE.exec(rest.trim())?.[0].length ?? 0) + (rest.length - rest.trimStart().length)));
    const inner = after && /^(?:the\s+)?(?:state|commonwealth|province|territory)\s+of\b/i.test(after[1]) ? placeAt(after[1]) : null;
    found.push({ at: inner && inner.code.startsWith(`${at.code}-`) ? inner : at, index: m.index });
  }
  // A split choice ("intellectual property matters, which shall be governed by the laws of the United States, this
  // Agreement shall be governed by the laws of the State of Illinois"): the law said to govern this Agreement, else the first.
  const named = [...sentence.matchAll(ADJECTIVE_LAW)].map((m) => ({ place: m[1], code: ADJECTIVES[m[1].toLowerCase()] })).concat(
    [...sentence.matchAll(PLACE_LAW)].map((m) => ({ place: m[1], code: PLACES.find(([n]) => n === m[1].toLowerCase())?.[1] ?? "" })),
  );
  if (found.length > 0) {
    const chosen = (found.find((f) => GOVERNS_THE_AGREEMENT.test(sentence.slice(Math.max(0, f.index - 120), f.index))) ?? found[0]).at;
    // "Ontario law and the federal laws of Canada applicable therein": the province's law within the country's is the one chosen.
    return named.find((n) => n.code.startsWith(`${chosen.code}-`)) ?? chosen;
  }
  const first = named.find((n) => n.code);
  if (first) return first;
  const line = GOVERNING_LAW_LINE.exec(sentence);
  const listed = line ? placeAt(sentence.slice(line.index + line[0].length)) : null;
  if (listed) return listed;
  if (LAWS_THEREOF.test(sentence)) {
    const before = sentence.slice(0, sentence.search(LAWS_THEREOF));
    const m = /\b(?:in|of)\s+((?:the\s+)?(?:State|Commonwealth|Province)\s+of\s+[A-Z][\w ]+?|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?=\s+and\b|,|\s+(?:which|shall|will))/.exec(before);
    const at = m ? placeAt(m[1]) : null;
    if (at) return at;
    // "… the courts located in King County, Washington, and … the laws of such state": the place after a county or city (the last one named).
    const county = [...before.matchAll(/\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2},\s+((?:the\s+)?(?:State|Commonwealth|Province)\s+of\s+)?(?=[A-Z])/g)]
      .map((c) => placeAt(before.slice(c.index + c[0].length - (c[1]?.length ?? 0))))
      .filter((p) => p !== null);
    if (county.length > 0) return county[county.length - 1];
    // "… in the state in which Franchisor's headquarters (currently the State of California) is located … the laws of such state".
    const named = [...before.matchAll(/\b(?:State|Commonwealth|Province)\s+of\s+/gi)].map((n) => placeAt(before.slice(n.index))).filter((p) => p !== null);
    if (/\bstate\b/i.test(sentence.slice(sentence.search(LAWS_THEREOF))) && named.length > 0) return named[named.length - 1];
  }
  return null;
}

/** The words right before a place's law that make it this contract's: "this Agreement shall be governed by the". */
const GOVERNS_THE_AGREEMENT = /\b(?:this|the)\s+(?:agreement|contract)\b[^.;]{0,60}?\b(?:govern|constru|interpret)\w*\b[^.;]{0,40}$/i;

const LAWS_OF_TAIL = /\b(?:substantive\s+|internal\s+|domestic\s+|effective\s+|applicable\s+)?(?:laws?|legislation|regulations)\s+(?:and\s+(?:(?:judicial\s+)?decisions|regulations|statutes|rules)\s+)?(?:(?:of|(?:in\s+force|in\s+effect|applicable)\s+in|(?:as\s+)?applied\s+by\s+the\s+courts\s+(?:of|in))\s+)?$/i;
