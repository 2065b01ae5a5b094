/**
 * The parties as the contract's opening names them: legal names, the defined terms they are given ("PivX", "Licensor")
 * and, where that term names a role, the role. Pure: no I/O.
 */
import { escapeRegExp } from "@/lib/text/escape-regexp";
/** A defined term in brackets: ("Owner"), (the "Owner"), ("the Owner"), (collectively "WYZZ"), (hereinafter referred to as "Owner"), (herein called "Owner"), (hereinafter: "Owner"). */
/** `("Supplier")`, `(hereinafter "Supplier")`, or unbracketed "— hereinafter referred to as Cremer —". */
/**
 * Also `("we," "us," the "Company")` (the pronouns before it), `(or one or more Affiliates, the "Investor")`, a quote left
 * open (`("Celebrity)`), `(hereinafter "THC")`, `referred to in this Agreement as "Company"`, `(together with its successors and
 * assigns, "Lessor")`, `(individually and collectively, "Licensee")`, `(each, a "Purchaser" and together, the "Purchasers")`, an aside after a
 * semicolon (`("Roche US"; Roche Basel and Roche US together referred to as "Roche")`)
 * and, in English drafting, an unquoted `(the Company)`.
 */
const DEFINED_TERM =
  /\(\s*(?:(?:collectively|together|jointly|individually|severally)(?:\s+and\s+(?:collectively|together|jointly|individually|severally))?\s*,?\s*|each\s*,?\s*(?:an?\s+)?|(?:in\s+(?:such|its|their)\s+capacit(?:y|ies)[^"“”(),]{0,60}?(?:,\s*|\s+and\s+))?(?:(?:(?:together|along)\s+with|or|and|including)\s+[^"“”()]{3,80}?,\s*)?)?(?:(?:here(?:in)?after|herein)\s*:?\s*)?(?:(?:(?:referred\s+to|called)\s+(?:herein\s+)?)?as\s+|called\s+)?(?:["“](?:you|we|us|our|your)\b[,.]?["”]\s*,?\s*(?:(?:or|and)\s+)?)*(?:the\s+)?(?:(?:["“]|'')(?:the\s+)?((?:[A-Z]|[a-z](?=[A-Z\d]))[^"”]{1,40})["”]|['‘](?:the\s+)?((?:[A-Z]|[a-z](?=[A-Z\d]))[^'’]{1,40})['’])(?:\s*(?:,|or|and\/or|and)[^"“”()]{0,60}?["“][A-Z][^"”]{0,40}["”])*(?:\s*;[^()]{0,120}|,\s*(?:which|who)\s+expression\b[^()]{0,200})?\s*\)|\b(?:hereinafter|hereafter)\s*:?\s+(?:also\s+)?(?:(?:referred\s+to\s+as|called)\s+(?:the\s+)?|(?:the\s+)?(?=["“]))["“'‘]?([A-Z][\w&.’-]*(?:\s+[A-Z][\w&.’-]*){0,3})["”'’]?|\breferred\s+to\s+(?:in\s+this\s+\w+\s+|herein\s+|hereafter\s+|below\s+)?as\s+(?:the\s+)?["“]([A-Z][^"”]{1,40})["”]|\((?:the\s+|as\s+(?:the\s+)?)?([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s*\)|\(\s*["“]([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?)\s*\)|\(\s*([A-Z][A-Z0-9&]{1,7}(?:\s+[A-Z][A-Z0-9&]{1,7})?)\s*\)|\(\s*['‘]([A-Z][A-Za-z&.-]{1,30}(?:\s+[A-Z][A-Za-z&.-]{1,30})?)["”]\s*\)/;
/** Group 8: a term an OCR'd text quotes with one single and one double mark ("('Guaranty")"). */
const termOf = (m: RegExpExecArray | RegExpMatchArray) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? m[8]).trim().replace(/[.,;:]+$/, "");
/** A second term for the same party right after the first: `as "Company" or "Boyd"`, `("Sponsor" or "Cano")`. */
const OR_TERM = /^\s*(?:or|and\/or)\s+(?:the\s+)?["“]([A-Z][^"”]{1,40})["”]/;

/** Defined terms and words that a preamble names without being a party. */
const NOT_A_PARTY = /^(?:whereas|recitals?|here(?:in)?after|(?:[\w-]+\s+){0,3}(?:agreement|amendment|addendum)|contract|(?:[\w-]+\s+){0,3}date|effectivedate|(?:securities\s+|exchange\s+)?act|territory|products?|services?|term|confidential\s+information|part(?:y|ies)|SEC|FTC|FDA|PRC|IRS|U\.?S\.?A?\.?|U\.?K\.?|EU)$/i;

/** Places whose names hold an "and". */
const PLACES_WITH_AND = /\b(?:England\s+and\s+Wales|Trinidad\s+and\s+Tobago|Bosnia\s+and\s+Herzegovina|Antigua\s+and\s+Barbuda|Saint\s+Kitts\s+and\s+Nevis|Turks\s+and\s+Caicos|Saint\s+Vincent\s+and\s+the\s+Grenadines)\b/g;

/** A party as the contract names it: its name, the term the contract defines for it and the role that term names. */
export interface PartyDetail {
  name: string;
  /** Lower-case role ("licensor", "distributor") when the defined term names one; null otherwise. */
  role: string | null;
  defined_as: string | null;
  /** A party that contracts as trustee: the trust it acts for ("the Oakfield Family Trust"); absent otherwise. */
  acting_for?: string;
}

/** The parties as the contract's opening names them, in its own spelling. */
export interface Preamble {
  opening: string;
  details: PartyDetail[];
  /** Party names: "Acme Inc." before its defined term, and the two sides of "between X and Y". */
  names: string[];
  /** The roles the parties are given: ("Owner"), (collectively "WYZZ"). */
  roles: string[];
}

/**
 * Reads the opening, before the recitals or the first numbered clause: each defined term in brackets with the name
 * before it ("Acme Inc. (the "Owner")"), and "between X and Y" for parties given no defined term.
 */
export function preambleOf(fullText: string): Preamble {
  const text = withoutLetterSpacing(fullText);
  return withDescribedRoles(withRoleTerms(withSigningParties(readPreamble(text), text)), text);
}

/** The role on the other side of a role, in a contract between two parties. */
const COUNTERPART: Record<string, string> = {
  licensee: "licensor",
  licensor: "licensee",
  distributor: "supplier",
  reseller: "supplier",
  dealer: "supplier",
  consultant: "client",
  contractor: "client",
  franchisee: "franchisor",
  franchisor: "franchisee",
  employee: "employer",
  executive: "employer",
  borrower: "lender",
  lender: "borrower",
  tenant: "landlord",
  landlord: "tenant",
  lessee: "lessor",
  lessor: "lessee",
  purchaser: "seller",
  buyer: "seller",
  licencee: "licensor",
};

/**
 * Roles the contract gives its parties in words rather than by a defined term: "CEIS wishes to appoint XFN as its
 * licensee" (XFN the licensee, CEIS the licensor), "Dong-A shall supply to NeuroBo the Licensed Products" (supplier and
 * purchaser), "FASC provides … services to Adviser" (service provider and client); and, between two parties, the
 * counterpart of the other's role (the "Consultant"'s other party is the client, the "Distributor"'s the supplier). Only
 * a party without a role gets one.
 */
function withDescribedRoles(p: Preamble, fullText: string): Preamble {
  const parties = p.details;
  if (parties.length < 2) return p;
  const body = fullText.slice(0, 20000).replace(/\s+/g, " ");
  const refs = partyRefs(parties, p.opening);
  const give = (i: number, role: string) => {
    if (!parties[i].role) parties[i].role = role;
  };
  // Each ordered pair of parties, as patterns that name them: [i, j, x, y].
  const said = (a: PartyRef) => `(?:the\\s+)?(?:${a.aliases.map(escapeRegExp).join("|")})`;
  const pairs = refs.flatMap((a, i) => refs.flatMap((b, j) => (i === j ? [] : [[i, j, said(a), said(b)] as const])));
  for (const [i, j, x, y] of pairs) {
    const appoints = new RegExp(String.raw`(?<![\w-])${x}\s+(?:\w+\s+){0,3}?appoints?\s+${y}\s+as\s+(?:its|an?|the)\s+(?:[\w-]+\s+){0,3}?(licensee|distributor|reseller|dealer|agent|representative|consultant|contractor)\b`, "i").exec(body);
    if (appoints) {
      const role = appoints[1].toLowerCase();
      give(j, role);
      if (COUNTERPART[role]) give(i, COUNTERPART[role]);
    }
  }
  if (parties.length === 2) {
    for (const [i, d] of parties.entries()) {
      const other = parties[1 - i];
      const counterpart = other.role ? COUNTERPART[other.role.replace(/s$/, "")] : undefined;
      if (!d.role && counterpart) d.role = counterpart;
    }
  }
  for (const [i, j, x, y] of pairs) {
    if (new RegExp(String.raw`(?<![\w-])${x}\s+(?:shall|will|agrees?\s+to)\s+(?:\([iv]+\)\s+)?(?:manufacture\s+and\s+)?(?:supply|sell)\s+to\s+${y}\s+(?:the\s+|all\s+|such\s+)?(?:[\w-]+\s+){0,3}?(?:products?|goods|materials?|equipment|units|compounds?|placebo)\b`, "i").test(body)) {
      give(i, "supplier");
      give(j, "purchaser");
    }
    if (new RegExp(String.raw`(?<![\w-])${x}\s+(?:shall\s+|will\s+|agrees?\s+to\s+)?provides?\s+(?:[\w,-]+\s+){0,24}?services\s+to\s+${y}(?![\w-])`, "i").test(body)) {
      give(i, "service provider");
      give(j, "client");
    }
  }
  return p;
}

/**
 * An OCR'd opening that spaces letters apart and words further apart ("As   an   i nducemen t   t o  K iosk  Concep t s ,
 * I nc .   ( "F ranch i so r " )"): its words rejoined ("As an inducement to Kiosk Concepts, Inc. ("Franchisor")"). Only
 * the opening (the first 4,000 characters), and only when it has many stretches between wide gaps that hold a lone
 * letter or mark (not "a", "A", "I"): a normal opening's "Exhibit B" or "Schedule A" is one or two.
 */
function withoutLetterSpacing(fullText: string): string {
  const head = fullText.slice(0, 4000);
  const stretches = head.split(/[^\S\n]{2,}|\n/);
  // A piece joins the one before it when it is a lone lower-case letter or a closing mark ("Concep t s ,"), when the one
  // before is a lone lower-case letter or an opening mark, or when the one before is a lone capital ("K iosk", "I nc",
  // '"F ranch') and it starts in lower case. "Exhibit B to" keeps its spaces.
  const lone = /^[b-z]$/;
  const attachesLeft = (prev: string, p: string) =>
    lone.test(p) || /^[,.;:)"”]+$/.test(p) || lone.test(prev) || /^[("“]$/.test(prev) || (/^[("“]?[A-Z]$/.test(prev) && /^[a-z]/.test(p));
  const spaced = (t: string) => t.split(" ").some((p, i, pieces) => i > 0 && attachesLeft(pieces[i - 1], p) && (lone.test(p) || lone.test(pieces[i - 1]) || /^[("“]?[A-Z]$/.test(pieces[i - 1])));
  if (stretches.filter(spaced).length < 8) return fullText;
  const rejoin = (t: string) => t.split(" ").map((p, i, pieces) => (i > 0 && !attachesLeft(pieces[i - 1], p) ? ` ${p}` : p)).join("");
  const joined = head.replace(/[^\S\n]{2,}|\n/g, (gap) => `\u0000${gap}`).split("\u0000").map((t) => (spaced(t) ? rejoin(t) : t)).join("");
  return joined.replace(/[^\S\n]{2,}/g, " ") + fullText.slice(4000);
}

/**
 * '("Harbourline" or the "Provider")': the first term stays the defined term (as EDGAR filings and CUAD's labels
 * read it), and a second that names a role gives the party its role; the clauses may use either (see `partyRefs`).
 */
function withRoleTerms(p: Preamble): Preamble {
  for (const d of p.details) {
    if (!d.defined_as || d.role) continue;
    const role = otherTermsBeside(d.defined_as, p.opening).find(namesARole);
    if (role) d.role = role.toLowerCase();
  }
  return p;
}

/** An opening that leaves parties to the signature pages: "each of the persons set forth on the signature page hereto", "each purchaser signatory hereto". */
const ON_SIGNATURE_PAGES = /\b(?:set\s+forth|listed|named|identified|appearing)\s+on\s+the\s+signature\s+pages?\b|\b(?:purchasers?|investors?|buyers?|lenders?|holders?|subscribers?|stockholders?|shareholders?|members?|guarantors?|persons?|entities)\s+(?:that\s+(?:is|are)\s+)?(?:a\s+)?signator(?:y|ies)\s+(?:hereto|to\s+this\s+agreement)\b/i;

/**
 * The companies that sign, listed among the names, when the opening says its parties are the ones on the signature pages:
 * each a company named right above a signature line ("ACME FUND, L.P.\nBy: …"), not the counsel or addresses of the
 * notices and exhibits that can follow.
 */
function withSigningParties(p: Preamble, fullText: string): Preamble {
  if (!ON_SIGNATURE_PAGES.test(p.opening)) return p;
  const key = (t: string) => t.toLowerCase().replace(/[^a-z0-9&]+/g, "");
  const block = fullText.slice(signaturesStart(fullText)).replace(/[^\S\n]+/g, " ");
  const signing = [...block.matchAll(COMPANY_NAMES)].filter((m) => /^[\s,]*(?:By:|\/s\/)/.test(block.slice(m.index + m[0].length, m.index + m[0].length + 40))).map((m) => signatoryName(m[0]));
  for (const name of signing) {
    if (onlyAsIssuer(name, fullText) || p.names.some((n) => key(n) === key(name)) || p.details.some((d) => key(d.name) === key(name))) continue;
    p.names.push(name);
  }
  return p;
}

function readPreamble(fullText: string): Preamble {
  const first = readOpening(openingFrom(fullText, 0));
  if (first.details.length >= 2) {
    // A cover page ("… by and between ACME INC. and BETA LLC", then the contents) names the parties without the terms
    // the operative opening gives them ("Owner", "SpinCo"): read that opening too and keep both.
    if (first.details.some((d) => d.defined_as)) return withMisreadSignatories(first, fullText);
    for (const later of [...fullText.slice(first.opening.length, 60000).matchAll(MAKES_AGREEMENT)].slice(0, 5)) {
      const operative = readOpening(openingFrom(fullText, first.opening.length + later.index));
      if (operative.details.filter((d) => d.defined_as).length >= 2) return mergePreambles(operative, first);
    }
    return first;
  }
  // A cover page, a table of contents or a first numbered clause can come before the sentence that names the parties
  // ("This Agreement is made … between:"), and recitals can name them first ("WHEREAS HEMISPHERX is …"): read from
  // that sentence, then the first 3,000 characters whatever they hold, and keep the reading that finds more parties.
  const tries = [first];
  for (const m of fullText.slice(0, 20000).matchAll(MAKES_AGREEMENT)) {
    tries.push(readOpening(openingFrom(fullText, m.index)));
    break;
  }
  tries.push(readOpening(fullText.slice(0, 3000).replace(PLACES_WITH_AND, (place) => place.replace(/\s+and\s+/, " & "))));
  // Otherwise the reading that names the most parties, a party with a defined term counting double; the first on a tie.
  // One party found is kept as it is: a review with fewer than two parties checks a perspective against the text instead.
  const score = (t: Preamble) => t.details.reduce((n, d) => n + (d.defined_as ? 2 : 1), 0);
  const best = tries.find((t) => t.details.length >= 2) ?? tries.reduce((b, t) => (score(t) > score(b) ? t : b));
  if (best.details.length > 1) return best;
  // An opening that names no one ("the undersigned hereby agree …", a letter, a form): the companies that sign it. One
  // that names a single party: the other companies that sign it, each only when the text before the signatures also
  // calls it by its name ("Bankers Bank agrees to pay …" above "THE BANKERS BANK, a Georgia banking corporation").
  const key = (t: string) => t.toLowerCase().replace(/[^a-z0-9&]+/g, "");
  const known = (name: string) => best.details.some((d) => key(d.name).includes(key(name)) || key(name).includes(key(d.name)) || key(d.defined_as ?? "-") === key(name));
  const alone = best.details.length === 0;
  for (const name of signatories(fullText)) {
    if (onlyAsIssuer(name, fullText)) continue;
    if (!alone && (known(name) || !namedBeforeSignatures(name, fullText))) continue;
    if (best.details.some((d) => d.name.toLowerCase() === name.toLowerCase() || d.defined_as?.toLowerCase() === name.toLowerCase())) continue;
    // Beside a party the opening names, a signing company is listed among the names only: with no term or role of its
    // own it would make a review hold a perspective to the parties ("Customer") instead of to the text.
    if (alone) best.details.push({ name, role: null, defined_as: null });
    if (!best.names.some((n) => n.toLowerCase() === name.toLowerCase())) best.names.push(name);
  }
  return best;
}

/**
 * A signing company the opening names in a misread spelling (an OCR'd "PRIMEEVERG'CORPORATION" above the signature
 * "PRIMEENERGY CORPORATION"): listed among the names when the opening holds a word that starts as its first word does
 * (five letters or more) and the company is not a party already found. Only an opening with signs of misreading
 * (a backslash before a quote mark, "{" misread for "is" before a digit, a quote closed by "!"; not a redaction's "{*****}"), so a clean opening keeps what it names.
 */
function withMisreadSignatories(p: Preamble, fullText: string): Preamble {
  if (!/\\['"]|\{\d|["”]!/.test(p.opening)) return p;
  const key = (t: string) => t.toLowerCase().replace(/[^a-z0-9&]+/g, "");
  const known = (name: string) => [...p.names, ...p.details.map((d) => d.name)].some((n) => key(n).includes(key(name)) || key(name).includes(key(n)));
  const upper = p.opening.toUpperCase();
  for (const name of signatories(fullText)) {
    const first = name.split(/\s+/)[0].toUpperCase().replace(/[^A-Z]/g, "");
    if (first.length < 5 || known(name) || !new RegExp(String.raw`\b${first.slice(0, 5)}`).test(upper)) continue;
    p.names.push(name);
  }
  return p;
}

/** `main`'s reading with the parties only `extra` names added (a cover page's "ACME INC." beside the opening's "Acme Inc."). */
function mergePreambles(main: Preamble, extra: Preamble): Preamble {
  const key = (t: string) => t.toLowerCase().replace(/[^a-z0-9&]+/g, "");
  const known = (name: string) => main.details.some((d) => key(d.name).includes(key(name)) || key(name).includes(key(d.name)) || key(d.defined_as ?? "-") === key(name));
  const details = [...main.details, ...extra.details.filter((d) => !known(d.name))];
  const names = [...main.names, ...extra.names.filter((n) => !known(n) && !main.names.some((m) => key(m) === key(n)))];
  return { opening: main.opening, details, names, roles: main.roles };
}

/** The text names a company only as the one whose stock, shares or securities it is about ("the common stock of Acme Inc."). */
function onlyAsIssuer(name: string, text: string): boolean {
  const flat = text.replace(/\s+/g, " ");
  const all = flat.split(name).length - 1;
  const asIssuer = [...flat.matchAll(new RegExp(`\\b(?:stock|shares|securities|units|notes|equity\\s+interests)\\b(?:[^.;]|\\.\\d){0,80}?\\bof\\s+${escapeRegExp(name)}`, "gi"))].length;
  return all > 0 && asIssuer >= all;
}

/**
 * Where the signature blocks start: "IN WITNESS WHEREOF", else the first signature line ("By:", "/s/", "Name:") in the
 * last 4,000 characters and the second half of the text, else the last 4,000 characters. A short text is not all
 * signature block: its body names the parties that sign.
 */
function signaturesStart(fullText: string): number {
  const witness = fullText.search(/\bIN\s+WITNESS\s+WHEREOF\b/i);
  if (witness >= 0) return witness;
  const from = Math.max(0, fullText.length - 4000, Math.floor(fullText.length / 2));
  const line = fullText.slice(from).search(SIGNATURE_LINE);
  return line >= 0 ? from + line : Math.max(0, fullText.length - 4000);
}
const SIGNATURE_LINE = /\bBy:|\/s\/|\bName:|\bTitle:|\bSignature\b|\b(?:accepted|agreed)\s+(?:and|&)\s+(?:agreed|accepted)\b/i;

/**
 * The text before the signature blocks calls a signing company by its name: the whole name, or its distinctive words
 * without the legal form ("Bankers Bank" for "THE BANKERS BANK", "Guaranty" for "GUARANTY BANK").
 */
function namedBeforeSignatures(name: string, fullText: string): boolean {
  const body = fullText.slice(0, signaturesStart(fullText)).replace(/\s+/g, " ").toLowerCase();
  let bare = name.replace(/\s+/g, " ").replace(/^the\s+/i, "");
  while (LEGAL_FORM.test(bare)) bare = bare.replace(LEGAL_FORM, "");
  const words = bare.toLowerCase().split(/[^a-z0-9&]+/).filter((w) => w.length >= 4 && !UNDISTINCTIVE.test(w) && !/^(?:bank|trust|fund|company|corporation)$/.test(w));
  return body.includes(bare.toLowerCase()) || (words.length > 0 && new RegExp(`\\b${words.map(escapeRegExp).join("\\s+")}\\b`).test(body)) || (words.length > 0 && new RegExp(`\\b${escapeRegExp(words[0])}\\b`).test(body));
}

/**
 * The companies named in the signature blocks (after "IN WITNESS WHEREOF", else in the last 4,000 characters), in
 * order: a name with its legal form, or one the block describes ("THE BANKERS BANK, a Georgia banking corporation").
 */
function signatories(fullText: string): string[] {
  const witness = fullText.search(/\bIN\s+WITNESS\s+WHEREOF\b/i);
  // Without "IN WITNESS WHEREOF", from a little before the first signature line: the name it signs for is above it.
  // EDGAR's "Source: FILER, 8-K, date" footers name the filer, not a signatory.
  const block = (witness >= 0 ? fullText.slice(witness) : fullText.slice(Math.max(0, signaturesStart(fullText) - 300))).replace(/Source:[^\n]*/g, "\n").replace(/[^\S\n]+/g, " ");
  const out: string[] = [];
  const described = [...block.matchAll(DESCRIBED_COMPANY)].map((m) => Object.assign([m[1].replace(/^(?:Inc|INC|LLC|L\.L\.C|Ltd|LTD|Corp|CORP|L\.?P)\.?,?\s+/, "")], { index: m.index }) as RegExpMatchArray);
  // A name in capitals right above a signature ("ABP TRUST /s/ …", "JANE ROE\nBy: …"), and a person who signs with no
  // office after the signature ("/s/ Jane Roe (Signature)", not "/s/ Jane Roe, President" nor "… Title: CEO").
  const capitals = [...block.matchAll(CAPITALS_ABOVE_SIGNATURE)].filter((m) => !NOT_A_SIGNATORY.test(m[1])).map((m) => Object.assign([m[1]], { index: m.index }) as RegExpMatchArray);
  const persons = [...block.matchAll(SIGNS_ALONE)]
    .filter((m) => !/By:\s*$/i.test(block.slice(Math.max(0, m.index - 6), m.index)) && !OFFICE.test(block.slice(m.index + m[0].length).split(/\/s\/|\bBy:/)[0].slice(0, 80)))
    .map((m) => Object.assign([printedOnce(m[1])], { index: m.index }) as RegExpMatchArray);
  const found = [...block.matchAll(COMPANY_NAMES), ...described, ...capitals, ...persons].sort((a, b) => a.index! - b.index!);
  for (const m of found) {
    const name = signatoryName(m[0]);
    const key = (t: string) => t.toLowerCase().replace(/[^a-z0-9&]+/g, "");
    if (name.length > 3 && !out.some((o) => key(o) === key(name))) out.push(name);
  }
  // "CHEESEMAN & WALSH, INC." read inside "STRATTON, CHEESEMAN & WALSH, INC.": the whole name only.
  const key = (t: string) => t.toLowerCase().replace(/[^a-z0-9&]+/g, "");
  // A joint filing agreement can be signed by twenty funds and their general partners.
  return out.filter((n) => !out.some((o) => o !== n && key(o).includes(key(n)))).slice(0, 30);
}

const CAPITALS_ABOVE_SIGNATURE = /(?<![A-Za-z0-9.,&])((?:(?:[A-Z][A-Z0-9&'’.,-]*|&)\s+){0,5}[A-Z][A-Z0-9&'’.-]*[A-Z.])[,\s]*(?=(?:By:\s*)?\/s\/|By:)/g;
const NOT_A_SIGNATORY = /^(?:IN WITNESS|EXHIBIT|SCHEDULE|ANNEX|SIGNATURE|SIGNED|AGREED|ACCEPTED|WITNESS|DATE|DATED|NAME|TITLE|BY)\b/;
/** A signature line runs words together: "Name: … Title: Chief Compliance Officer Acme Ltd.", "2 April 2020 Acme Inc.". */
function signatoryName(raw: string): string {
  // "Title: CEO\n\nACME LLC": a blank line ends one block, and a name never runs across it.
  return raw
    .trim()
    .split(/\n[^\S\n]*\n/)
    .pop()!
    .replace(/\s+/g, " ")
    .split(/\b(?:By|Name|Title|Witness|Signed|Esq\.?|Officer|President|Director|Secretary|Treasurer|Counsel|Date[d]?|City|State|Zip|Signature|MATTERS|Stock\s+of|Shares\s+of)\b\s*:?\s*/i)
    .pop()!
    .replace(/^.*?\b(?:19|20)\d{2}\b[.,]?\s+/, "")
    .replace(/^(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX)\s+\S+\s+(?:TO|OF)\s+/i, "")
    // "… EVP Business Affairs ACME SMALL CAP FUND, LTD.": the rest of a title before a name in capitals.
    .replace(/^.*[a-z][^\s]*\s+(?=(?:[A-Z0-9][A-Z0-9&'’.,-]*\s+){2,}[A-Z0-9][A-Z0-9&'’.,-]*$)/, "")
    .trim();
}

/** "Jane Q. Roe Jane": the signature and the name printed under it run together; the name once. */
function printedOnce(name: string): string {
  const words = name.split(/\s+/);
  for (let k = 2; k < words.length; k++) if (words[k] === words[0]) return words.slice(0, k).join(" ");
  return name;
}
const SIGNS_ALONE = /\/s\/\s*([A-Z][a-z]+(?:\s+[A-Z]\.)*(?:\s+[A-Z][a-z'’-]+)+)/g;
const OFFICE = /\b(?:Name|Title|By)\s*:|\b(?:President|Officer|Director|Manager|Secretary|Treasurer|Partner|Member|Trustee|Attorney|Agent|Chairman|Chair|CEO|CFO|COO|Vice|Authori[sz]ed|Signatory|Counsel)\b/;

/** A company without a legal form in its name, described after it: "THE BANKERS BANK, a Georgia banking corporation", "Acme Receivables Trust 2017-1, a Delaware statutory trust". */
const DESCRIBED_COMPANY =
  /((?:THE\s+|The\s+)?(?<![\w-])(?:\d+-)*\d*[A-Z][\w&'’.-]*(?:[^\S\n]+(?:[A-Z][\w&'’.-]*|\d[\w-]*|of(?:[^\S\n]+the)?|&)){0,5}),\s+an?\s+(?:[A-Z][a-z]+\s+){0,2}(?:(?:banking|insurance|statutory|business|professional|limited\s+liability|general|limited|non-?profit|nonstock|stock|savings|mutual|constitutional|public\s+benefit|home\s+rule|public)\s+)?(?:corporation|company|partnership|association|bank|trust|municipality)\b/g;

/** "Party A", "Party 2": the label a listing gives a party. */
const PARTY_LABEL = /^Party\s+[A-Z1-9]$/;

/**
 * The sentence that makes this agreement between its parties: "This Agreement is made … between", "entered into by",
 * "… AGREEMENT, dated … (this "Agreement"), by and between" (not a recital's "the agreement dated … between"), "The
 * parties to this Agreement are …".
 */
const MAKES_AGREEMENT =
  /\bthis\s+(?:[\w,&'’-]+\s+){0,8}?(?:agreement|contract|amendment|addendum|lease|licen[cs]e)\b[^.]{0,250}?\b(?:made|entered\s+into|dated|executed|effective)\b[^.]{0,250}?(?:\.\s*(?=between|among))?\b(?:between|among|by)\b|\(\s*this\s+["“](?:agreement|contract|amendment)["”]\s*\)[^.]{0,250}?\b(?:between|among)\b|\bthe\s+parties\s+to\s+this\s+(?:agreement|contract)\s+are\b/gi;

/** The opening from `start`: up to the recitals or the first numbered clause after it, at most 3,000 characters. */
function openingFrom(fullText: string, start: number): string {
  // Only the first 3,000 characters are kept, so only a little more is searched: `\n\s*1\.` tried at every line break of
  // a text that is all line breaks is quadratic in the whole text (100,000 of them blocked the event loop 12.8 s).
  const rest = fullText.slice(start, start + 4000);
  // A line break is tried only where a run of blank space starts (the first one in it), which finds the same first match.
  const end = rest.search(/\bWHEREAS\b|\bRECITALS\b|\bBACKGROUND\b|NOW,?\s+THEREFORE|\n(?<=(?:^|\S)[^\S\n]*\n)\s*(?:1\.\s|(?:Whereas|Preamble|Recitals|Background)\b)/);
  // "a company registered in England and Wales" is one party's description, not where the next party begins.
  return rest.slice(0, Math.min(end > 0 ? end : 3000, 3000)).replace(PLACES_WITH_AND, (place) => place.replace(/\s+and\s+/, " & "));
}

/**
 * "between X and Y": each side up to the next "and", full stop, bracket or ", a(n) …" description. A side can carry its
 * address and signatory before the "AND" of a heading-style opening (up to 400 characters), and a full stop inside a
 * legal form ("S.R.L. an Italian company") does not end it: only one followed by a space or the end does. A cover page can
 * put "&" on a line of its own between the two, and end the second at a blank line.
 */
const BETWEEN_SIDES = /\b(?:between|by and between|by and among):?\s+(.{3,400}?)(?:\s+and\s+|\s*\n[^\S\n]*&[^\S\n]*\n\s*)(.{3,200}?)(?:[.;](?=\s|$)|\s+\(|,\s+(?:a|an)\s|\s+(?:a|an)\s+[A-Z]|[^\S\n]*\n[^\S\n]*\n)/is;

/** "Jane Roe, director of Acme": the person signs for the company named after the office, and the company is the party. */
const OFFICER_OF = /,\s+(?:the\s+)?(?:director|president|chief\s+executive\s+officer|ceo|managing\s+director|managing\s+member|general\s+partner|owner|proprietor)\s+of\s+(.+?)\s*$/is;

/**
 * The party one side of "between X and Y" names: a company, else a name in capitals, else a name written all in lower
 * case ("between Acme.com and deep systems") when it is the whole side and the opening writes it so again (a
 * letterhead, a signature): once, lower-case words are a phrase of the sentence ("collectively", "not jointly").
 */
function sideName(side: string, opening: string): string | null {
  const flat = side.replace(/\s+/g, " ").trim().replace(NICKNAME, "");
  const officer = OFFICER_OF.exec(flat);
  if (officer) return sideName(officer[1], opening);
  // "the Board of Regents of …", "the City of …": an institution named with its article.
  const fallback = flat.split(",")[0].trim().replace(/\s+(?:of|at|and|&)$/, "").replace(INSTITUTION_ARTICLE, "");
  if (partyName(flat)) return partyName(flat);
  if (NAME_WORDS.test(fallback)) return fallback;
  const again = opening.replace(/\s+/g, " ").split(flat).length - 1 >= 2;
  return again && LOWER_CASE_NAME.test(flat) && !flat.split(" ").some((w) => NOT_A_NAME_WORD.test(w)) ? flat : null;
}
const LOWER_CASE_NAME = /^[a-z][\w&.'’-]*(?: [a-z][\w&.'’-]*){0,3}$/;
const NOT_A_NAME_WORD = /^(?:the|a|an|its|their|his|her|this|that|these|those|such|each|any|all|both|other|said|same|following|undersigned|part(?:y|ies)|us|you|we|them|it|not|and|or|of|to|in|for|with|from|on|by|as|is|are|be|will|shall|may|\w+ly|\w+ing)$/i;

/**
 * A party listed under its role, as a table or a "Parties" block does: "The buyer/End-User: Acme Co., Ltd.", "Company:
 * Acme, Inc.", a row in capitals without a colon ("SENDER ACME OIL LIMITED"), or a cover page's role on a line of its own
 * above the name ("SERVICE PROVIDER\nQuayside Digital Limited"), a form's "Provider Name: Acme Ltd.". The role must name one ("Territory:" does not), and a
 * company's name must follow it at once.
 */
const ROLE_LISTING =
  /(?:^|(?<=\s))(?:[Tt]he\s+)?([A-Za-z][A-Za-z-]{2,30})(?:\/[A-Za-z-]{2,30})?(?:[^\S\n]+(?:Legal[^\S\n]+)?Name)?[^\S\n]*:[^\S\n]*|^[^\S\n]*([A-Z]{3,20}(?:[^\S\n]+[A-Z]{3,20})?)[^\S\n]*\n[^\S\n]*(?=[A-Z])|^[^\S\n]*([A-Z]{3,20})[^\S\n]+(?=[A-Z])/gm;

/** The roles a row in capitals may open with, without a colon: "SENDER ACME OIL LIMITED", "LICENSEE BETA LLC". */
const ROW_ROLE =
  /^(?:SELLER|BUYER|SENDER|RECEIVER|SUPPLIER|CUSTOMER|CLIENT|LICENSOR|LICENSEE|LESSOR|LESSEE|LANDLORD|TENANT|EMPLOYER|EMPLOYEE|CONSULTANT|CONTRACTOR|DISTRIBUTOR|MANUFACTURER|PURCHASER|VENDOR|COMPANY|PROVIDER|RECIPIENT|DISCLOSER|BORROWER|LENDER|GUARANTOR|AGENT|PRINCIPAL|FRANCHISOR|FRANCHISEE|RESELLER|CONSIGNOR|CONSIGNEE|SHIPPER|CARRIER|OWNER|OPERATOR|SPONSOR|INVESTOR|ISSUER|DEVELOPER|PUBLISHER|MANAGER|TRUSTEE|ASSIGNOR|ASSIGNEE|TRANSFEROR|TRANSFEREE|SUBSCRIBER|BENEFICIARY|CONTRACTEE|TRANSPORTER|CUSTODIAN|INSURER|REINSURER|PARTNER|ARTIST|AUTHOR|PRODUCER|DEALER|MERCHANT|RETAILER|WHOLESALER|BROKER|ADVISER|ADVISOR)$/;

/** What follows a role's label when a form leaves the party's name blank: nothing, a blank line, or the next field ("The seller: ADD: …"). */
const BLANK_NAME = /^(?:\s*$|[^\S\n]*(?:_{2,}|\[\s*\]|(?:ADD|Add(?:ress)?|ADDRESS|Tel(?:ephone)?|TEL|Fax|FAX)\b\s*[:.]))/;

function roleListings(opening: string): { name: string; role: string }[] {
  const out: { name: string; role: string }[] = [];
  // Roles a form lists with the name left blank: a party all the same, called by its role, beside a party it names.
  const blanks: string[] = [];
  for (const m of opening.matchAll(ROLE_LISTING)) {
    const word = m[1] ?? m[2] ?? m[3];
    const role = word.replace(/[A-Za-z]+/g, (w) => w[0].toUpperCase() + w.slice(1).toLowerCase()).replace(/\s+/g, " ");
    if (!namesARole(role) || NOT_A_PARTY.test(role)) continue;
    const rest = opening.slice(m.index + m[0].length, m.index + m[0].length + 200).split("\n")[0];
    const company = COMPANY_NAME.exec(rest) ?? (m[2] ? NAMED_COMPANY.exec(rest) : null);
    if (m[1] && BLANK_NAME.test(rest) && !blanks.includes(role)) blanks.push(role);
    if (!company || company.index !== 0) continue;
    // A row in capitals names a company in capitals: "PREMIER ACME LTD" is one name, not the role "Premier"; and its
    // first word is a role only when it is a common one ("COPPER RIDGE RESOURCES LTD." is one name too).
    if (m[3] && (company[0] !== company[0].toUpperCase() || !ROW_ROLE.test(word))) continue;
    out.push({ name: company[0].replace(/\s+/g, " ").trim(), role });
  }
  if (out.length > 0) for (const role of blanks) if (!out.some((o) => o.role === role)) out.push({ name: role, role });
  return out;
}

/** "Ms. Ananya Rao" and "Ananya Rao" are one person: a courtesy title is not part of the name to compare. */
function withoutHonorific(name: string): string {
  return name.toLowerCase().replace(/^(?:mr|mrs|ms|miss|mx|dr|prof|shri|smt|sri|kumari|herr|frau|mme|mlle)\.?\s+(?=\S)/, "");
}

function readOpening(opening: string): Preamble {
  const names: string[] = [];
  const roles: string[] = [];
  const details: PartyDetail[] = [];
  const detail = (name: string | null, term: string | null, actingFor: string | null = null) => {
    const clean = (t: string | null) => (t ? t.replace(/\s+/g, " ").replace(/^[,\s]+|[,\s]+$/g, "") : null);
    // A deed's or a click-wrap's opening words ("BY INSTALLING THE SOFTWARE (the "Customer")") are no one's name: the term is.
    const n = (name && FORMULA.test(name) ? null : clean(name)) ?? clean(term)!;
    const same = details.find((d) => withoutHonorific(d.name) === withoutHonorific(n) || (term !== null && d.defined_as?.toLowerCase() === term.toLowerCase()));
    if (same) {
      // A term the opening defines ("Service Provider") says more than the "Party A" label the party was listed under.
      if (term && same.defined_as && PARTY_LABEL.test(same.defined_as) && !PARTY_LABEL.test(term)) {
        const label = same.defined_as;
        if (roles.includes(label)) roles.splice(roles.indexOf(label), 1);
        same.defined_as = clean(term);
      }
      same.defined_as ??= clean(term);
      // "Company", listed by its term alone ("the company set forth below ("Company")"), takes the name a listing gives it.
      if ((n.length > same.name.length && n.toLowerCase().includes(same.name.toLowerCase())) || (name && same.name === same.defined_as)) same.name = n;
      same.role ??= term && namesARole(term) ? term.toLowerCase() : null;
      if (actingFor) same.acting_for ??= actingFor;
      return;
    }
    if (n.length > 1) details.push({ name: n, defined_as: clean(term), role: term && namesARole(term) ? term.toLowerCase() : null, ...(actingFor ? { acting_for: actingFor } : {}) });
  };
  const add = (list: string[], text: string) => {
    const name = text.replace(/\s+/g, " ").replace(/^[,\s]+|[,\s]+$/g, "");
    const lower = name.toLowerCase();
    if (name.length <= 1 || NOT_A_PARTY.test(name) || FORMULA.test(name) || list.some((known) => known.toLowerCase().includes(lower))) return;
    // "Aduro Biotech" from one reading and "Aduro Biotech, Inc." from another are one party: keep the fuller name.
    const shorter = list.findIndex((known) => lower.includes(known.toLowerCase()));
    if (shorter >= 0) list[shorter] = name;
    else list.push(name);
  };
  // "Party A: Rise (Tianjin) … Co., Ltd." lines name the parties one by one; an address line below them ("C217 and
  // C218") must not be read as "between X and Y".
  // The label is the term the contract calls that party by ("Party A").
  // The label can share a line with the address ("Party A (Shipper): ZTO Express Co., Ltd. Address: …") or stand above
  // the name; a role in brackets after it ("(Shipper)") is that party's role too.
  const labelled = [...opening.matchAll(PARTY_LISTING)].filter((m) => m[3].trim().length > 1);
  const listed = labelled.map((m) => m[3]);
  for (const m of labelled) if (m[2] && namesARole(m[2].trim())) add(roles, m[2].trim());
  for (const r of listed.length > 0 ? [] : roleListings(opening)) {
    add(names, r.name);
    add(roles, r.role);
    detail(r.name, r.role);
  }
  const between = listed.length > 0 ? null : BETWEEN_SIDES.exec(opening);
  for (const [i, side] of (listed.length > 0 ? listed : between ? [between[1], between[2]].map((t) => t.replace(/\s*\([^)]*\)/g, "")) : []).entries()) {
    const name = sideName(side, opening);
    const label = labelled[i]?.[1].replace(/\s+/g, " ") ?? null;
    if (label) add(roles, label);
    if (name) {
      add(names, name);
      detail(name, label);
    }
  }
  let from = 0;
  const groups: string[] = [];
  // Only when two or more terms are defined outside it: an amendment that names its parties only by describing the
  // agreement it amends ("amends the Licence Agreement dated … between Fox ("Fox") and Glu ("Licensee")") is between them.
  const described = [...opening.matchAll(OTHER_AGREEMENTS_PARTIES)].map((o) => [o.index, o.index + o[0].length]);
  const inside = (at: number) => described.some(([a, b]) => at > a && at < b);
  const outside = [...opening.matchAll(new RegExp(DEFINED_TERM.source, "g"))].filter((t) => !inside(t.index) && !NOT_A_PARTY.test(termOf(t))).length;
  const otherAgreements = outside >= 2 ? described : [];
  for (const m of opening.matchAll(new RegExp(DEFINED_TERM.source, "g"))) {
    // "… as an amendment to that certain Joint Venture Agreement dated 2016 by and among Oldco Inc. ("Oldco") and …":
    // the parties of the agreement described are not this one's.
    if (otherAgreements.some(([a, b]) => m.index > a && m.index < b)) {
      from = m.index + m[0].length;
      continue;
    }
    // An unquoted "(Transporter)" after a name is a party's term only when it names a role; "(Tianjin)" is part of
    // the name around it.
    if (m[5] && !/^\(\s*the\s/i.test(m[0]) && !namesARole(m[5].trim())) continue;
    // An acronym in brackets without quotes ("USA Managed Care Organization (USA MCO)") is the party's term only when it
    // shortens or abbreviates the name before it: "(USA)" or "(NASDAQ)" after an address or a listing is not.
    if (m[7]) {
      const near = opening.slice(Math.max(from, m.index - 300), m.index);
      const side = lastParty(near);
      if (NOT_A_PARTY.test(m[7]) || /^(?:[IVXLC]+|[A-Z]|LLC|INC|LTD|LLP|L?LP|PLC|CORP|CO|SA|AG|BV|NV|GMBH|USD|EUR|GBP)$/.test(m[7]) || !(shortens(m[7], partyName(side) ?? personName(side) ?? "", side) || abbreviates(m[7], near))) continue;
    }
    // The name a defined term belongs to lies between the previous defined term and this one.
    const window = opening.slice(Math.max(from, m.index - 300), m.index);
    const before = from;
    from = m.index + m[0].length;
    const term = termOf(m);
    if (NOT_A_PARTY.test(term)) continue;

    const officer = OFFICER_OF.exec(lastParty(window).replace(/\s+/g, " "));
    const tail = officer ? officer[1] : partyTail(window);
    // "Dundee Ltd., Kes Inc. and Bloom Ltd. (collectively with …, the "Agents") understand that Tribute Inc. (the
    // "Corporation")": the term belongs to the company nearest it (`nearestCompany`), and the companies a collective
    // bracket gathers are parties too.
    const nearest = nearestCompany(tail);
    const gathered = window.slice(0, window.lastIndexOf(")") + 1);
    if (nearest && /\(\s*(?:collectively|together|jointly)\b/i.test(gathered)) {
      for (const c of gathered.replace(/[^\S\n]+/g, " ").matchAll(COMPANY_NAMES)) if (!FORMULA.test(c[0])) add(names, c[0]);
    }
    // "Margaret Chen, as trustee of the Chen Family Trust ("Seller")", "Banksia Holdings Pty Ltd ACN 111 222 333 in its
    // capacity as trustee for the Banksia Unit Trust": a trust is no legal person; its trustee contracts, for the trust.
    // The trustee is the party, and the trust it acts for is kept beside it. Without a trustee named, the trust stands for it.
    const trust = TRUSTEE_OF.exec(tail.replace(/\s+/g, " "))?.[1] ?? null;
    const trusteeText = trust ? /^([\s\S]*?),?\s+(?:(?:in\s+its|in\s+(?:his|her|their)|solely\s+in\s+its)\s+capacity\s+)?as\s+(?:the\s+)?trustees?\s+(?:of|for|under)\b/i.exec(tail)?.[1] : undefined;
    const trustee = trusteeText ? (nearestCompany(trusteeText) ?? partyName(trusteeText) ?? personName(trusteeText)) : null;
    if (trust) add(names, trust);
    const company = widerName(trustee ?? trust ?? nearest ?? partyName(tail), opening, before, m.index);
    // "X, Y L.P., Z LLC and W (collectively, the "Group")", "A LIMITED, B LIMITED and C LIMITED (each an "Original
    // Guarantor")": every company, and every person ("Thomas Reed, Alice Reed and …"), listed before a group's term is a party.
    if (GROUP_BRACKET.test(m[0])) for (const n of listedBefore(window)) add(names, n);
    // A window cut 300 characters back can start inside the name ("THERN ECONOMIC …"): then the numbered item's own start.
    const name = company ?? (m.index - 300 > before ? itemBefore(opening.slice(Math.max(before, m.index - 1500), m.index)) : null) ?? personName(tail);
    // "(each, a "Purchaser")" is a party's term after a name, or after where the parties are listed ("each of the
    // purchasers listed on Schedule A"); after "any other person associated with the Agent" it defines no party.
    if (/^\(\s*each\b/i.test(m[0]) && !name && !LISTED_ELSEWHERE.test(window)) continue;
    // A plural term with no one named before it ("its customers and other users of Customer's Web site ("Users")") is a
    // class of outsiders the agreement speaks of, not a party: unless the parties are listed elsewhere (a schedule).
    // A form that leaves the name blank ("_____________ ("Guarantors")", "[*] ("Distributor")") still has that party: the
    // term names it, plural or not.
    const blank = !name && BLANK_BEFORE.test(window) && namesARole(term);
    if (!name && !blank && /^[A-Z][a-z]+s$/.test(term) && !LISTED_ELSEWHERE.test(window) && !GROUP_BRACKET.test(m[0])) continue;
    // Openings define other things too ("Shares", "Schedule", "Initial Term"): a term is a party's when it names a
    // role, shortens the name it follows, or is a company's acronym (often its ticker: "XSPA").
    const acronymOfCompany = company !== null && /^[A-Z][A-Z0-9&]{1,5}$/.test(term);
    // A one-word term right after a company's description ("Garrett Motion Inc., a Delaware corporation ("SpinCo")") is
    // that company's, unless it names a thing ("Shares", "Platform").
    const nicknameOfCompany = company !== null && /^[A-Z][\w&.-]{1,14}$/.test(term) && !THING_WORD.test(term) && !SENTENCE_END.test(tail.slice(tail.indexOf(company) + company.length));
    // A name already listed from "between X and Y" gets its term: "PivX Corporation" is the "PivX", and "CHINA ECONOMIC
    // INFORMATION SERVICE OF XINHUA NEWS AGENCY, the organisation … ("CEIS")" its initials, however long the description between.
    const listedAs = name ? null : (details.find((d) => d.defined_as === null && (shortens(term, d.name, d.name) || abbreviates(term, d.name))) ?? null);
    if (!(namesARole(term) || acronymOfCompany || nicknameOfCompany || listedAs || shortens(term, name ?? "", tail) || abbreviates(term, window) || abbreviates(term, name ?? ""))) {
      if (company) add(names, company);
      continue;
    }
    add(roles, term);
    // More terms for the same party: ("Buyer" or "PNC") inside the brackets, or as "Company" or "Boyd" after them.
    // A group the party forms with another ("the "Company" and, together with Buyer, the "Buyer Entities"") is not its term.
    const quoted = [...m[0].matchAll(/["“]([A-Z][^"”]{0,40})["”]/g)];
    const grouped = (t: RegExpExecArray | RegExpMatchArray, i: number) => /\b(?:together|collectively|jointly)\b/i.test(m[0].slice(quoted[i].index! + quoted[i][0].length, t.index));
    const more = quoted.slice(1).filter((t, i) => !grouped(t, i)).map((t) => t[1]);
    // The group is listed among the parties' names for it, after every party's own term.
    for (const [i, t] of quoted.slice(1).entries()) if (grouped(t, i) && !NOT_A_PARTY.test(t[1]) && !groups.includes(t[1])) groups.push(t[1].trim());
    const also = OR_TERM.exec(opening.slice(from));
    for (const t of [...more, ...(also ? [also[1]] : [])]) if (!NOT_A_PARTY.test(t) && !THING_WORD.test(t)) add(roles, t.trim());
    if (name) add(names, name);
    detail(name ?? listedAs?.name ?? null, term, trustee ? trust : null);
  }
  const firstPerson = FIRST_PERSON_PARTY.exec(opening.replace(/[^\S\n]+/g, " "));
  if (firstPerson) {
    const known = details.find((d) => d.name.toLowerCase() === firstPerson[1].toLowerCase());
    if (known) known.role ??= firstPerson[2].toLowerCase();
    else {
      add(names, firstPerson[1]);
      details.push({ name: firstPerson[1], defined_as: null, role: firstPerson[2].toLowerCase() });
    }
  }
  for (const g of groups) if (!roles.some((r) => r.toLowerCase() === g.toLowerCase())) roles.push(g);
  // A party's other names: the one it trades under, or was known by ("Acme, Inc. d/b/a Acme Music"). Only beside a party found.
  if (names.length > 0) for (const other of otherNames(opening)) add(names, other);
  // The company whose shares or securities the agreement is about ("a Schedule 13G with respect to the common stock of
  // Acme Inc."), when the opening names it only that way, is not a party to it.
  const onlyIssuer = (name: string) => onlyAsIssuer(name, opening);
  const parties = details.filter((d) => d.defined_as !== null || !onlyIssuer(d.name));
  // In the order the opening names them ("by and among A, B and C" reads A and C as the sides of "between", then B's term).
  const flatOpening = opening.replace(/\s+/g, " ");
  const at = (d: PartyDetail) => {
    const i = flatOpening.indexOf(d.name.replace(/\s+/g, " "));
    return i >= 0 ? i : flatOpening.length;
  };
  const ordered = mergeDetails(parties).sort((a, b) => at(a) - at(b));
  return { opening, names: names.filter((n) => !onlyIssuer(n) || details.some((d) => d.name === n && d.defined_as !== null)), roles, details: ordered };
}

/**
 * A name read in a window cut 300 characters before its term can have lost its first words to the cut ("American Japan
 * Photronics Mask Co., Ltd." of "Xiamen American Japan Photronics Mask Co., Ltd., a limited liability company … (the
 * "Company")"): when the name opens the cut window, the same name read in a wider window (back to the previous term),
 * when it ends the same way and only adds words before it.
 */
function widerName(name: string | null, opening: string, before: number, at: number): string | null {
  if (!name || at - 300 <= before) return name;
  const window = opening.slice(at - 300, at).replace(/[^\S\n]+/g, " ");
  const flatName = name.replace(/\s+/g, " ");
  if (window.indexOf(flatName) > 12 || window.indexOf(flatName) < 0) return name;
  const wide = partyName(partyTail(opening.slice(Math.max(before, at - 1500), at)));
  return wide && wide.length > flatName.length && wide.replace(/\s+/g, " ").endsWith(flatName) ? wide : name;
}

/**
 * The party a numbered item opens, when its description runs past the 300 characters read before a term ("(1) CHINA
 * ECONOMIC INFORMATION SERVICE OF XINHUA NEWS AGENCY, the organisation within … with offices at … ( "CEIS")"): the
 * name before the item's first comma.
 */
function itemBefore(text: string): string | null {
  const items = text.split(/\(\d{1,2}\)\s+/);
  if (items.length < 2) return null;
  const item = items.pop()!.trim();
  return partyName(item.split(",")[0]) ?? personName(item.split(",")[0]);
}

/**
 * Another agreement the opening describes with its own parties: "that certain Supply Agreement dated … by and among A
 * ("A") and B", "the Original Agreement entered into between …", up to the term it is given ('(the "JV Agreement")') or
 * the end of the sentence.
 */
const OTHER_AGREEMENTS_PARTIES =
  /\b(?:that\s+certain|the\s+(?:original|existing|prior|underlying|principal))\s+(?:[\w,&'’-]+\s+){0,6}?(?:agreement|contract|lease|licen[cs]e)\b[^.;]{0,150}?\b(?:between|among)\b[\s\S]{0,1200}?(?:\(\s*(?:the\s+|this\s+)?["“][^"”]{0,40}(?:Agreement|Contract|Lease|Licen[cs]e)["”]\s*\)|\.\s+(?=[A-Z])|$)/gi;

/** A blank left for a name right before a term: underscores (with "N/A" written in), "[*]", "[ ]". */
const BLANK_BEFORE = /(?:_{3,}(?:N\/A)?_*|\[\s*\**\s*\])[\s,]*$/;

/** Where an opening says its other parties are listed: "listed on Schedule A", "set forth on the signature pages", "parties hereto". */
const LISTED_ELSEWHERE = /\b(?:listed|set\s+forth|named|identified)\s+(?:on|in)\b|\bsignator(?:y|ies)\b|\bpart(?:y|ies)\s+(?:hereto|to\s+this)\b/i;

/** A bracket that gives a term to everyone listed before it: "(collectively, …)", "(together, …)", "(each an …)". */
const GROUP_BRACKET = /^\(\s*(?:(?:individually|severally)\s+and\s+)?(?:collectively|together|jointly|each)\b/i;

/** A trust that a trustee is named for: "as trustee of the Chen Family Revocable Trust", "Trustees of the Finch Living Trust". */
const TRUSTEE_OF = /\b[Tt]rustees?\s+(?:of|for|under)\s+(?:the\s+)?((?:[A-Z][\w&'’.-]*\s+){1,6}Trust)\b/;

/**
 * The parties a list before a group's term names, from the last "between", "among", "by" or list number on: each company,
 * then each person ("Thomas Reed, Alice Reed, Reed Holdings LLC and …"); descriptions ("a Texas corporation", "husband
 * and wife") are not names.
 */
function listedBefore(window: string): string[] {
  const flat = window.replace(/[^\S\n]+/g, " ");
  const starts = [...flat.matchAll(/\b(?:between|among|by|in\s+favou?r\s+of)\s+|\(\d{1,2}\)\s+/gi)];
  const list = starts.length ? flat.slice(starts[starts.length - 1].index + starts[starts.length - 1][0].length) : flat;
  const companies = [...list.matchAll(COMPANY_NAMES)].map((c) => c[0]).filter((c) => !FORMULA.test(c));
  let rest = list;
  for (const c of companies) rest = rest.replace(c, ",");
  // A list with street numbers and postcodes in it has addresses among its commas ("…, Mount Laurel, NJ 08054"): its companies only.
  if (/\d{3,}/.test(rest)) return companies;
  const persons = rest.split(/,|;|\band\b/).map((item) => personName(item.trim())).filter((n): n is string => n !== null && n.split(/\s+/).length >= 2);
  return [...companies, ...persons];
}

/**
 * A full stop or semicolon that ends a sentence: not one after an abbreviation an address or a name uses ("100 Griffin
 * Rd., Suite 101, Ft. Lauderdale", "Acme Co.", "P.O. Box").
 */
const SENTENCE_END = /(?<!\b(?:St|Rd|Ave|Av|Blvd|Ste|Ft|Mt|Pt|Dr|Ln|Pl|Sq|Ct|Hwy|Pkwy|Fl|Apt|Bldg|No|Nos|Co|Inc|Ltd|Corp|Jr|Sr|Mr|Mrs|Ms|[A-Z]))[.;]\s/;

/** "d/b/a", "doing business as", "a/k/a", "formerly known as" …: the name that follows is the same party's. */
const OTHER_NAME = /\b(?:d\/b\/a|dba|doing\s+business\s+as|trading\s+as|t\/a|a\/k\/a|also\s+known\s+as|f\/k\/a|formerly\s+known\s+as)\s+(?:the\s+)?["“]?/gi;

/** The trading and former names the opening gives its parties, as written ("Tarzan HoldCo, Inc.", "Hilltop Music"). */
export function otherNames(opening: string): string[] {
  const out: string[] = [];
  for (const m of opening.matchAll(OTHER_NAME)) {
    const rest = opening.slice(m.index + m[0].length, m.index + m[0].length + 160).replace(/[^\S\n]+/g, " ");
    // A legal name that starts right there, else the capitalised words ("Hall of Fame" keeps its "of").
    const company = COMPANY_NAME.exec(rest);
    const words = /^(\d*[A-Z][\w&'’.-]*(?:[^\S\n]+(?:[A-Z0-9][\w&'’.-]*|of|the|and|&)){0,6})/.exec(rest)?.[1].replace(/\s+(?:of|the|and|&)$/, "").replace(/[.,]$/, "");
    const name = company && company.index === 0 ? company[0] : words;
    if (name && name.length > 2 && !NOT_A_PARTY.test(name)) out.push(name.trim());
  }
  return out;
}

/**
 * A company's legal form ends its name: "Aduro Biotech, Inc.", "IREYA B.V", "695014 B.C. Ltd.", "Rise (Tianjin) Education Co., Ltd.". Its words stay on one
 * line (a title above it is not part of it), and "a Delaware corporation" describes a party rather than naming one.
 */
/** "Party A: name", "Party B (Carrier): name" up to the end of its line or the address, contact or next party after it. */
const PARTY_LISTING =
  /(?:^|(?<=[\s.;]))(Party\s+[A-Z1-9])(?:\s*\(\s*([A-Z][A-Za-z -]{1,30})\s*\))?\s*[:：][^\S\n]*\n?\s*([^\n]+?)(?=\s+(?:Address|Registered\s+[Aa]ddress|Legal\s+[Rr]epresentative|Contact|Tel(?:ephone)?|Fax|Party\s+[A-Z1-9]\b)|[^\S\n]*\n|$)/gm;

const COMPANY_NAME = new RegExp(
  String.raw`(?<!\b(?:a|an)\s)(?!(?:Mr|Mrs|Ms|Dr)\.\s)\b(?:\d+(?:\/\d+)?[^\S\n]+)?(?:\d+-)*\d*(?:[A-Z]|[a-z](?=[A-Z])|(?!(?:i\.e|e\.g|a\.m|p\.m)\.)[a-z](?=\d|\.[a-z]\.))[\w\u00C0-\u024F&'’.-]*(?:(?:,(?=[^\S\n]+[A-Z][\w'’.-]*(?:,[^\S\n]+[A-Z][\w'’.-]*){0,4}[^\S\n]+&[^\S\n]+[A-Z]))?[^\S\n]+(?:[A-Z][\w\u00C0-\u024F&'’.-]*|\d[\w\u00C0-\u024F&'’.-]*|of|&|(?:del|de|la|las|los|du|des|der|van|von|di|da|dos)(?=[^\S\n]+[A-Z])|\([A-Z][\w&'’. -]*\)))*?,?\s+` +
    // Forms from outside the US too: "S.A.S.", "SAS" and "SA" (France, Switzerland), "S.L." (Spain), "Sp. z o.o." (Poland), "S.à r.l."
    // (Luxembourg), "AB (publ)" (Sweden), "ULC" (Canada), "Kft." (Hungary), "ApS" (Denmark), "Sdn. Bhd." (Malaysia); "Co." with its full stop and no other form after it ("Tidewater Apparel Co.", not "Co-Branding", "Co., Ltd." or an Irish county's "Co. Cork").
    String.raw`(?:Inc|INC|inc|Incorporated|Kabushiki\s+Kaisha|Aktiengesellschaft|PLLC|P\.L\.L\.C|LLLP|L\.L\.L\.P|P\.C|P\.A|National\s+Association|NATIONAL\s+ASSOCIATION|N\.A|FSB|F\.S\.B|S\.A\.S|SAS|SA|S\.L\.U|S\.L|Sp\.\s*z\s*o\.\s?o|S\.[àa]\s*r\.\s?l|AB\s+\(publ\)|ULC|Kft|S\.A\.?\s+de\s+C\.V|S\.A\.P\.I\.\s+de\s+C\.V|AB|S\.[Rr]\.[Ll]|a\.s|s\.r\.o|Oyj?|ASA|SARL|S\.A\.R\.L|SpA|Srl|K\.K|S\.\s?de\s+R\.L\.\s+de\s+C\.V|Ltda|LLC|L\.L\.C|Ltd|LTD|Limited\s+Partnership|LIMITED\s+PARTNERSHIP|Limited|LIMITED|Corp|CORP|Corporation|CORPORATION|LLP|L\.?P|plc|PLC|B\.V|N\.V|GmbH\s*&\s*Co\.?\s*KG|GmbH|GMBH|KG|AG|A\/S|S\.p\.A|S\.r\.l|S\.A|S\/A|G\.I\.E|SE|Pvt\.?\s+Ltd|Private\s+Limited|ApS|Sdn\.?\s+Bhd|Bhd|(?:Co|CO)(?=\.(?![^\S\n]*,?[^\S\n]*(?:Ltd|LTD|Limited|LIMITED|Inc|INC|Incorporated|LLC|L\.?P|KG)\b)(?![^\S\n]+[A-Z])))\.?(?![\w])`,
);

/** Every company name in a text (`COMPANY_NAME`, global). */
const COMPANY_NAMES = new RegExp(COMPANY_NAME.source, "g");

function partyName(text: string): string | null {
  // "WHEREAS Orion Labs, Inc. is …": the recital's opening word is not part of the name.
  const flat = text.replace(/[^\S\n]+/g, " ");
  const company = COMPANY_NAME.exec(flat);
  // "A. Larkspur Biologics, Inc. … owns": a lettered recital's letter at the start of a line is no initial of the name.
  if (company && /^(?:[A-Z]|\d{1,2})\.\s+(?=[A-Z])/.test(company[0]) && /\n[^\S\n]*$/.test(flat.slice(0, company.index))) {
    const letter = /^\S+\s+/.exec(company[0])![0];
    company[0] = company[0].slice(letter.length);
    company.index += letter.length;
  }
  // A company on a line above the one that names the party ("Rare Element Ltd.  EXECUTION COPY\n\nIP AGREEMENT Synchron, a
  // California corporation (… the "Investor")") is the filer's header or the title, not this party: the party is the one
  // the last line describes.
  const lastLine = company ? flat.slice(company.index + company[0].length).split("\n").slice(1).pop() : undefined;
  const below = lastLine ? describedName(lastLine) : null;
  const named = below ?? (company ? brokenOverLine(flat, company) : (describedName(flat) ?? NAMED_COMPANY.exec(flat)?.[1] ?? null));
  // Nor is a title run into it ("RIGHTS AGREEMENT   Tessaro, a California corporation").
  const name = named?.replace(/\s+/g, " ").replace(/^(?:\S+\s+){0,6}?(?:WHEREAS|Whereas),?\s+/, "").replace(/^(?:[A-Z]+\s+){0,5}(?:AGREEMENT|CONTRACT|AMENDMENT|ADDENDUM)\s+(?=[A-Z])/, "") ?? null;
  return name && !FORMULA.test(name) ? withoutStrayStop(name) : null;
}

/** "Erchonia Corporation." as typed in a preamble: a full stop after a whole word (not "Inc.", "Corp.", "Ltd.") is a typo. */
function withoutStrayStop(name: string): string {
  return /\b(?:Corporation|Company|Limited|Incorporated|Partnership|GmbH|AG|LLC|LLP|PLC|plc|SE|SA|SpA|BV|NV)\.$/.test(name) ? name.slice(0, -1) : name;
}

/**
 * The name a description follows ("THE BANKERS BANK, a Georgia banking corporation"); for a town or county the name
 * before its state ("the City of Aurora, Colorado, a home rule municipality" is the City of Aurora).
 */
function describedName(flat: string): string | null {
  const m = new RegExp(DESCRIBED_COMPANY.source).exec(flat);
  if (!m) return null;
  const local = /(?:^|[\s(])((?:City|County|Town|Village|Borough|Parish)\s+of\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}),\s*$/.exec(flat.slice(0, m.index));
  return local && /^[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?$/.test(m[1]) ? local[1] : m[1];
}

/** Words that describe a company by another ("Acme Canada Ltd., a subsidiary of Dynamex Inc."), not a sentence running on. */
const DESCRIBES_BY_ANOTHER =
  /^(?:a|an|the|of|and|its|their|wholly|owned|subsidiary|affiliate|division|parent|formerly|known|as|also|acting|through|on|behalf|for|by|c|o|k|dba|doing|business|trading|successor|to|in|interest|limited|liability|company|corporation|partnership|organi[sz]ed|incorporated|existing|under|laws|with|having|principal|place|offices?|at|located|registered|address|general|partner|managing|member|manager|solely|capacity)$/;

/**
 * The company a defined term right after `tail` belongs to, when `tail` names two or more and a sentence runs on between
 * them ("Physician Sales & Service, Inc. … Gentlemen: The undersigned is a shareholder of Gulf South Medical Supply,
 * Inc. ("GSMS")"): the last one. Null when the text between them only describes the first by the second ("Acme
 * Canada Ltd., a subsidiary of Dynamex Inc."), where the first is the party, or when there is one company.
 */
function nearestCompany(tail: string): string | null {
  const flat = tail.replace(/[^\S\n]+/g, " ");
  const all = [...flat.matchAll(COMPANY_NAMES)];
  if (all.length < 2) return null;
  const [prev, last] = all.slice(-2);
  const between = flat.slice(prev.index + prev[0].length, last.index);
  return (between.match(/\b[a-z]{2,}\b/g) ?? []).some((w) => !DESCRIBES_BY_ANOTHER.test(w)) ? partyName(flat.slice(last.index)) : null;
}

/**
 * A company whose name ends in "Company" and has no other legal form: "Phoenix Life Insurance Company", "PHL VARIABLE
 * INSURANCE COMPANY". At least two words of its own before it, the first not a determiner, so that "the Company", "The
 * Company" and "Holding Company" stay terms. It ends the text read (the words before a defined term, one side of
 * "between X and Y"): "SIMPLY HERBALS, Nervanah Herbal Medicine Company of …" names its party first.
 */
const NAMED_COMPANY =
  /(?<![\w&'’.-])((?!(?:The|THE|This|THIS|That|Such|SUCH|Each|Any|Said|Either|Neither|Our|Your|Its|A|An)\s)(?:\d+-)*\d*[A-Z][\w&'’.-]*(?:[^\S\n]+(?:[A-Z][\w&'’.-]*|of|and|&)){1,5}[^\S\n]+(?:Company|COMPANY))(?![\w-])(?=[\s,]*$)/;

/**
 * A company name that a line break splits ("… between Northwind Global\nHoldings, Inc."): the capitalised words ending
 * the line before belong to it when the sentence runs on into them (text before them on their line, or they open the
 * text read). A line of its own above the name is a title, not part of it ("MASTER SERVICES AGREEMENT\nAcme Inc.").
 */
function brokenOverLine(flat: string, company: RegExpExecArray): string {
  const before = flat.slice(0, company.index);
  const carried = /((?:[A-Z][\w&'’.-]*|of|&)(?: (?:[A-Z][\w&'’.-]*|of|&)){0,4}) ?\n ?$/.exec(before);
  if (!carried || !/^[A-Z]/.test(carried[1])) return company[0];
  const lineStart = before.lastIndexOf("\n", carried.index - 1) + 1;
  const ownLine = carried.index === lineStart && lineStart > 0;
  const startsText = carried.index === 0 || /[\s(]$/.test(before.slice(lineStart, carried.index));
  return !ownLine && startsText && !/\b(?:AGREEMENT|CONTRACT|EXHIBIT|SCHEDULE)\b/.test(carried[1]) ? `${carried[1]} ${company[0]}` : company[0];
}

/** Set words that open a document and are no one's name: a deed's "KNOW ALL MEN BY THESE PRESENTS", a click-wrap's "BY INSTALLING …". */
const FORMULA = /^(?:KNOW\s+ALL\b|BY\s+[A-Z]+ING\b)|\bTHESE\s+PRESENTS\b/i;

/**
 * What a party is called for what it does: "Licensee", "Distributor", "Consultant", "Company", "Physician", "Landlord",
 * "Party B"; a guaranty's "Surety" too (a "Guarantor" or "Indemnifier" has a role's ending), often a person.
 */
const ROLE =
  /^(?:[A-Z][\w-]*\s+){0,2}(?:[A-Z][a-z]+(?:or|er|ee|ant|ent|ist|ary|ician|odian|ardian)s?|Landlords?|Hospital|University|Institution|Firm|Company|Corporation|Agency|Bank|Client|Customer|Buyer|Owner|Partnership|Trust|Fund|Club|Affiliate|Counterparty|Executive|Individual|Professional|Principal|Celebrity|Talent|Persons?|Surety|Sureties|Part(?:y|ies)(?:\s+[A-Z1-9])?)$/;
/** One-word terms that name what a contract deals in, not a party. */
const THING_WORD =
  /^(?:Shares?|Stock|Notes?|Units?|Interests?|Securities|Products?|Software|Platform|Marks?|Trademarks?|Patents?|Licensed|Property|Premises|Site|Plan|Program(?:me)?|Project|System|Technology|Facility|Equipment|Services?|Loan|Closing|Merger|Transaction|Offering|Collateral|Brand|Content|Materials?|Work|Deliverables?|Data|Fees?|Price|Schedule|Exhibit|Annex|Appendix|Effective|Commencement|Initial|Term|Territory|Field|Compound|Drug|Device|Business|Program|Deal|Plant|Vehicles?|Goods|Specifications?|Documentation|Website|Site|Portal|Application|App|Show|Event|Season|Contract|Amendment|Agreement|Policy|Policies|Rules|Act|Code|Regulations?|Approval|Consent|License|Licence|Royalty|Royalties|Proceeds|Revenue|Net|Gross|Sales|Purchase|Order|Invoice|Account|Budget|Forecast|Plan)$/;

/** Words with a role's ending that name things: "Purchase Order", "Cover Letter", "Registration Number". */
const THING = /\b(?:Order|Letter|Number|Chapter|Quarter|Cent(?:er|re)|Register|Matter|Charter|Master|Other|Computer|Server|Transfer|Offer|Filter|Container|Content|Agreement|Amendment|Statement|Equipment|Component|Payment|Document|Instrument|Segment|Element|Department|Investment|Settlement|Account|Summary|Glossary|Territory)$/;

function namesARole(term: string): boolean {
  const titled = term.replace(/\b([A-Z])([A-Z]+)\b/g, (_, first: string, rest: string) => first + rest.toLowerCase());
  return ROLE.test(titled) && !THING.test(titled);
}

/**
 * "Accuray" for "Accuray Incorporated", "2TheMart" for "2THEMART.COM, INC.", "GA" for "GA Retail, Inc.", "Dynamex" for
 * "… Canada Ltd., a subsidiary of Dynamex Inc.": a word of the party's name, or of a company or trading name just before
 * the term. Not any capitalised word: "the Delta Software Platform (the "Platform")" defines a thing.
 */
function shortens(term: string, name: string, before: string): boolean {
  const words = (text: string) => text.toLowerCase().split(/[^a-z0-9&]+/).filter(Boolean);
  const flat = before.replace(/[^\S\n]+/g, " ");
  const companies = [...flat.matchAll(COMPANY_NAMES)].map((m) => m[0]);
  // "EWSD I, LLC d/b/a Shi Farms": the trading name is the party's too.
  const tradingNames = [...flat.matchAll(/\b(?:d\/b\/a|doing\s+business\s+as|trading\s+as|t\/a)\s+([A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,4})/g)].map((m) => m[1]);
  const known = new Set([...words(name), ...[...companies, ...tradingNames].flatMap(words)]);
  if (words(term).some((w) => (w.length >= 3 || /\d/.test(w) || /^[A-Z0-9&]+$/.test(term)) && known.has(w))) return true;
  // "VET TECH" for "Veteran Technology Group, LLC": each word of the term starts a word of the name, in order.
  const named = words(name);
  let at = 0;
  if (words(term).length >= 2 && words(term).every((w) => w.length >= 3 && (at = named.findIndex((n, i) => i >= at && n.startsWith(w)) + 1) > 0)) return true;
  const short = term.toLowerCase().replace(/[^a-z0-9]/g, "");
  return short.length >= 3 && name.toLowerCase().replace(/[^a-z0-9]/g, "").startsWith(short);
}

/** "IBM" after "International Business Machines Corporation", "NCM" after "National CineMedia, LLC", "MICOA" after "Mutual Insurance Corporation of America". */
function abbreviates(term: string, before: string): boolean {
  // "NFLA-NC" for "National Football League Alumni - Northern California Chapter": a dash joins two acronyms.
  if (!/^[A-Z][A-Z0-9&]{1,7}$/.test(term) && !/^[A-Z][A-Z0-9&]{1,5}-[A-Z][A-Z0-9&]{0,4}$/.test(term)) return false;
  const words = before.split(/[\s.,-]+/);
  const initials = words
    .filter((w) => /^[A-Z0-9]/.test(w))
    .map((w) => (/^[A-Z][a-z]/.test(w) ? w.replace(/[^A-Z]/g, "") : w[0]))
    .join("");
  // "MICOA" for "Mutual Insurance Corporation of America": some acronyms keep the small words' letters.
  const withSmallWords = words
    .filter((w) => /^[A-Z0-9]/.test(w) || /^(?:of|and|for|the)$/.test(w))
    .map((w) => (/^[A-Z][a-z]/.test(w) ? w.replace(/[^A-Z]/g, "") : w[0].toUpperCase()))
    .join("");
  const short = term.replace(/[&-]/g, "");
  return initials.includes(short) || withSmallWords.includes(short);
}

/**
 * The text after the last "and", "between", "among", "by" or "in favor of" that starts a name ("eGain", "iGo" too, "and (2)
 * JANE ROE", "BETWEEN ACME LIMITED", "between the City of Aurora", a guaranty's "in favor of Keystone Bank"; "represented
 * by" a signatory does not).
 */
function lastParty(window: string): string {
  return window.split(PARTY_BOUNDARY).pop() ?? "";
}

/**
 * A party the opening describes instead of naming, as a form does: "and the individual or legal entity identified on
 * the cover page ("Franchisee")". It is where the next party starts, so its term is not the named party's before it.
 */
const DESCRIBED_PARTY = /(?:the|an?)\s+(?:individual|person|(?:legal\s+)?entity|party|company|business)(?:\s+or\s+(?:legal\s+)?(?:entity|individual|person|company))?\s+(?:identified|named|listed|described|specified|set\s+forth|shown)\s+(?:on|in|below|above)\b/;

/** Where one party's words end and the next party's begin: "and", "between", "among", "by", a semicolon, or a described party. */
const PARTY_BOUNDARY = new RegExp(String.raw`(?<!(?:represented|acting|signed|executed)\s)\b(?:and|And|AND|between|Between|BETWEEN|among|AMONG|by|in\s+favou?r\s+of)\s+(?=[A-Z[]|[a-z][A-Z]|\(\w{1,3}\)\s+[A-Z]|the\s+(?:City|County|State|Commonwealth|Town|Village|Province|Government|Republic|Regents|Board|Trustees|University|President)\b|${DESCRIBED_PARTY.source})|;`);

/**
 * "In this Agreement, "we," "us" and "our" refers to Acme Holding, Inc., the franchisor": a form that speaks of one party
 * in the first person names it, and its role, only in this sentence.
 */
/** ""You" and "your" refers to the Franchisee": the party the form speaks to. */
const SECOND_PERSON_PARTY = /["“][Yy]ou,?["”],?\s*(?:(?:and|or)\s+["“][Yy]our,?["”]\s+)?(?:refers?|means?)\s+(?:to\s+)?(?:the\s+)?["“]?([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3}?)["”]?(?=[\s,.;])/;
const FIRST_PERSON_PARTY =
  /["“][Ww]e,?["”],?\s*["“][Uu]s,?["”],?\s*(?:and\s+)?["“][Oo]ur,?["”]\s+(?:refers?|means?)\s+(?:to\s+)?((?:[A-Z][\w&'’.-]*,?[^\S\n]+){1,6}?(?:Inc|LLC|Ltd|Limited|Corp|Corporation|Company|L\.?P|plc)\.?),?\s+(?:the\s+)?([a-z]+(?:or|er|ee|ant|ent))\b/;

/**
 * The text a defined term's party is read from: `lastParty`, unless no name can be read there and the piece before it
 * names a company. "Ateliers Dupont SAS, registered with the Lyon Trade and Companies Register … (the "Supplier")":
 * the "and" inside the register's name is not where the next party starts.
 */
function partyTail(window: string): string {
  const tail = lastParty(window);
  if (partyName(tail) || personName(tail)) return tail;
  const stripped = window.slice(0, window.length - tail.length).replace(/(?:\S+\s+|;)$/, "");
  // Only an "and" between two capitalised words, as inside a name: "… Rochester NY 14623 And [*] ("Distributor")" is
  // a second party whose name is blanked, not the first one's.
  if (!/[A-Z][\w\u00C0-\u024F'’.-]*$/.test(stripped.trimEnd()) || !/^\s*[A-Z]/.test(tail)) return tail;
  const head = lastParty(stripped);
  const joined = window.slice(stripped.length - head.length);
  return head && COMPANY_NAME.test(head.replace(/[^\S\n]+/g, " ")) ? joined : tail;
}

/** 'Marcus "Mack" Johnson': a nickname in quotes between a person's names is no part of the name to find. */
const NICKNAME = /\s+["“][A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)?["”](?=\s+[A-Z])/;

/** The article before an institution's name: "the City of Aurora", "the Regents of …", "the Board of Trustees of …". */
const INSTITUTION_ARTICLE = /^\s*the\s+(?=(?:City|County|State|Commonwealth|Town|Village|Province|Government|Republic|Regents|Board|Trustees|University|President)\b)/;

/** A person or an unincorporated party: the capitalised words that open the text. */
function personName(text: string): string | null {
  // A party listed as "(c) Diplomat Eyewear Group" or "2. Jane Doe": the list marker is not part of the name.
  // "the City of Aurora": an institution named with its article; the article is not part of the name.
  // A term in brackets on a line of its own ("BETWEEN:\nJANE ROE, of Leeds\n(the "Employee")") leaves an empty line
  // after the name: then the line above, when it is a whole line (not the end of a sentence the text was cut from).
  const lines = text.split("\n");
  const filled = lines.map((l, i) => [l, i] as const).filter(([l]) => l.trim());
  const last = lines[lines.length - 1].trim() || !filled.length || filled[filled.length - 1][1] === 0 ? lines[lines.length - 1] : filled[filled.length - 1][0];
  const line = last.replace(/^\s*(?:\(\s*[a-z0-9]{1,4}\s*\)|[a-z0-9]{1,3}[.)])\s+/i, "").replace(INSTITUTION_ARTICLE, "");
  // "NIGEL CROCKETT of (the "Employee")": an address left blank leaves its "of" behind, which is no part of the name.
  // "Robert Jones a/k/a Bobby Jones, an individual": the name before another name it goes by.
  const own = line
    .replace(/\s+(?:a\/k\/a|aka|f\/k\/a|p\/k\/a|also\s+known\s+as|professionally\s+known\s+as|formerly\s+known\s+as)\s+[^,(]*/i, "")
    // ", Marisol Vega" in a list of parties; "Ms. Priya Natarajan of 17 Lavender Road, …": the list's comma, the
    // honorific and the address are no part of the name.
    .replace(/^[\s,;]+/, "")
    .replace(/^(?:Mr|Mrs|Ms|Miss|Dr|Prof|MR|MRS|MS|MISS|DR)\.?\s+(?=[A-Z])/, "")
    .replace(NICKNAME, "")
    .replace(/\s+(?:of|at|residing\s+at)\s+\d[\s\S]*$/, "")
    // "SARAH HOLT of Willow Cottage, Church Lane": a name in capitals ends at a lower-case "of" (a name's own "of" is
    // in capitals too: "BANK OF AMERICA").
    .replace(/^([^a-z]*[A-Z]{2}[^a-z]*?)\s+of\s+[A-Z][\s\S]*$/, "$1")
    // "NeoMedia Micro Paint Repair hereinafter referred to as ("DISTRIBUTOR")": the words that introduce the term.
    .replace(/\s+(?:here(?:in)?after|herein)?\s*(?:(?:referred\s+to|called)\s+)?(?:as\s*)?$/i, "");
  const name = /^\s*([A-Z][\w.&'’ -]{1,80}?)\s*(?:,|\(|$)/.exec(own)?.[1].replace(/\s+(?:of|at|and|&)$/, "");
  return name && NAME_WORDS.test(name) ? name : null;
}

/** Every word of a name is capitalised, or a particle ("Andrea van Elsas", "University of Iowa", "Alumni - Northern Chapter"): not a sentence. */
const NAME_WORDS = /^\d*[A-Z][\w'’&.-]*(?:\s+(?:[-–]\s+)?(?:[A-Z][\w'’&.-]*|van|von|de|der|den|da|di|del|la|le|du|bin|al|of|of\s+the|and|&)){0,9}$/;

/** One entry per party: a bare name that another entry's name contains ("Aduro Biotech" in "Aduro Biotech, Inc."). */
function mergeDetails(details: PartyDetail[]): PartyDetail[] {
  return details.filter(
    (d, i) =>
      !details.some(
        (o, j) => j !== i && o.defined_as !== null && (d.defined_as === null || d.defined_as === o.defined_as) && o.name.toLowerCase().includes(d.name.toLowerCase()) && (o.name !== d.name || j < i),
      ),
  );
}

/** The reviewing party's aliases: the role defined right after its name in the opening. */
export function perspectiveAliases(opening: string, perspective: string | null): string[] {
  if (!perspective) return [];
  const at = opening.toLowerCase().indexOf(perspective);
  if (at < 0) return [];
  // The defined term that follows the name itself, not one that belongs to the next party ("X and Y ("Y")").
  const after = opening.slice(at + perspective.length, at + perspective.length + 250);
  const role = DEFINED_TERM.exec(after);
  if (!role || /\band\s+[A-Z]|\(/.test(after.slice(0, role.index)) || NOT_A_PARTY.test(termOf(role))) return [];
  return [termOf(role).toLowerCase()];
}
/** The parties a review's key facts list: their names, then the roles they are given. */
export function partiesOf(preamble: Preamble): string[] {
  return [...preamble.names, ...preamble.roles.filter((r) => !preamble.names.includes(r))].slice(0, 10);
}

/**
 * `key_facts.parties`: each party once, by its name ("Acme Corporation", not also "Acme" or "Licensor": the defined
 * term and role are in `party_details`). A defined term is listed only when it belongs to no listed party: the only way
 * the contract names that party ("the company set forth below ("Company")").
 */
export function partyList(preamble: Preamble): string[] {
  const key = (t: string) => t.toLowerCase().replace(/[^a-z0-9&]+/g, "");
  const out: string[] = [];
  const listed = (t: string) => out.some((o) => key(o) === key(t));
  for (const n of [...preamble.details.map((d) => d.name), ...preamble.names]) if (key(n) && !listed(n)) out.push(n);
  const terms = new Set(preamble.details.filter((d) => listed(d.name)).map((d) => key(d.defined_as ?? "")));
  for (const role of preamble.roles) {
    const k = key(role);
    // "Acme" for "Acme Corporation", "Zynga" for "ZYNGA INC.": a short form of a listed name is that party again.
    if (!k || terms.has(k) || out.some((o) => key(o) === k || key(o).startsWith(k) || abbreviates(role, o))) continue;
    out.push(role);
  }
  return out.slice(0, 10);
}

/** Every name and defined term the key facts report for the parties (`parties`, `party_details`); npm run eval:clauses scores them against CUAD's labels. */
export function partiesNamedIn(fullText: string): string[] {
  const preamble = preambleOf(fullText);
  const out: string[] = [];
  for (const t of [...partiesOf(preamble), ...partyList(preamble), ...preamble.details.flatMap((d) => [d.name, d.defined_as ?? ""])]) if (t && !out.includes(t)) out.push(t);
  return out;
}

/** A party as clauses refer to it: the key a review reports (its defined term, else its name) and every alias, lower-cased. */
export interface PartyRef {
  key: string;
  aliases: string[];
  role: string | null;
}

/** Legal forms and words that do not tell one party from another. */
const LEGAL_FORM = /[,\s]+(?:Inc|Incorporated|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|LLP|L\.?P|plc|B\.V|N\.V|GmbH|AG|S\.A|SE|Co)\.?$/i;
const UNDISTINCTIVE = /^(?:the|a|an|party|parties|company|international|group|global|national|american|united|first|new|general|holdings?|services?|systems?|technologies|industries|enterprises|partners?)$/i;

/** The other term a bracket defines beside `term` ('("Harbourline" or the "Provider")'): the clauses may use either. */
function otherTermsBeside(term: string, opening: string): string[] {
  const t = escapeRegExp(term);
  const q = String.raw`["“]`;
  const e = String.raw`["”]`;
  const joint = String.raw`\s*(?:,|or|and\/or|and)\s+(?:the\s+)?`;
  const out: string[] = [];
  for (const re of [new RegExp(String.raw`${q}${t}${e}${joint}${q}([A-Z][^"”]{1,40})${e}`, "g"), new RegExp(String.raw`${q}([A-Z][^"”]{1,40})${e}${joint}${q}${t}${e}`, "g")]) {
    for (const m of opening.matchAll(re)) out.push(m[1]);
  }
  return out;
}

/** `opening`: the text that defines the parties, for a second term a bracket gives a party ("… or the "Provider""). */
export function partyRefs(details: PartyDetail[], opening = ""): PartyRef[] {
  const refs = details.map((d) => {
    const aliases = new Set<string>();
    const addAlias = (a: string | null) => {
      const t = a?.trim().toLowerCase();
      if (t && t.length >= 2) aliases.add(t);
    };
    addAlias(d.defined_as);
    if (d.defined_as && opening) for (const other of otherTermsBeside(d.defined_as, opening)) addAlias(other);
    addAlias(d.name);
    // A trustee is also called by the trust it acts for ("the Trust", "the Oakfield Family Trust"), and by its office.
    if (d.acting_for) {
      addAlias(d.acting_for);
      addAlias("trust");
      addAlias("trustee");
    }
    let bare = d.name;
    while (LEGAL_FORM.test(bare)) bare = bare.replace(LEGAL_FORM, "");
    addAlias(bare);
    // "Lucid" for "Lucid Inc.", "Snotarator" for "Snotarator LLC": a party is often called by its first word.
    const first = bare.split(/\s+/)[0]?.replace(/[.,]+$/, "");
    if (first && first.length >= 4 && !UNDISTINCTIVE.test(first)) addAlias(first);
    // A form in the first and second person ("we" the franchisor, "you" the franchisee) calls the parties so throughout.
    const flat = opening.replace(/[^\S\n]+/g, " ");
    const firstPerson = FIRST_PERSON_PARTY.exec(flat)?.[1].toLowerCase();
    const secondPerson = SECOND_PERSON_PARTY.exec(flat)?.[1].toLowerCase();
    if (firstPerson && d.name.toLowerCase() === firstPerson) for (const p of ["we", "us", "our"]) aliases.add(p);
    if (secondPerson && secondPerson !== firstPerson && aliases.has(secondPerson)) for (const p of ["you", "your"]) aliases.add(p);
    return { key: d.defined_as ?? d.name, aliases: [...aliases], role: d.role };
  });
  // An alias two parties share ("zynga" for "Zynga US" and "Zynga Ireland") names neither of them alone.
  return refs.map((r) => ({ ...r, aliases: r.aliases.filter((a) => refs.filter((o) => o.aliases.includes(a)).length === 1 || a === r.key.toLowerCase()) }));
}

/** The party a perspective names, by defined term, name or role ("Licensee", "Acme", "acme ltd"); null when none. */
export function matchPerspective(perspective: string, refs: PartyRef[]): PartyRef | null {
  const asked = perspective.trim().toLowerCase();
  const exact = refs.filter((r) => r.aliases.includes(asked) || r.role === asked);
  if (exact.length === 1) return exact[0];
  const loose = refs.filter((r) => r.aliases.some((a) => a.length >= 3 && (asked.includes(a) || (a.includes(asked) && asked.length >= 3))));
  return loose.length === 1 ? loose[0] : null;
}
