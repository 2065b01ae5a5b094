import type { PartyRef } from "./facts/parties";
import { indemnityProtection, liabilityProtection, partiesNamedIn, sentences, sideOf } from "./review/direction";
import { indemnityConfinedToMisconduct, indemnityCoversIndemniteesOwnFault, WIDE_INDEMNITY } from "./review/indemnity-scope";
import { FORCE_MAJEURE_WORDING } from "./review/checklist";
import { LIMITS_LIABILITY } from "./review/liability-wording";

/** The playbook's short advice on an automatic renewal; the fuller evergreen core risk replaces it (analyze.ts). */
export const AUTOMATIC_RENEWAL_FIX = "Diarise the notice date; negotiate a shorter notice period (30 days) or a renewal reminder obligation, and a right to end a renewed term on short notice.";

/**
 * The risk playbook: rules keyed on clause category × jurisdiction × the reviewing party. Each rule gives a risk
 * level, a plain-words finding, a suggested fix and the registry provisions it rests on (verified at response
 * time). Pure: no I/O, so every rule is unit-tested.
 */

export type RiskLevel = "low" | "medium" | "high" | "critical";
export const riskLevels: RiskLevel[] = ["low", "medium", "high", "critical"];

export interface Cite {
  source_id: string;
  article: string;
}

export interface PlaybookFinding {
  rule: string;
  /** The category whose rule found it. */
  category?: string;
  risk: RiskLevel;
  finding: string;
  fix: string;
  cites: Cite[];
}

export interface ReviewContext {
  /** Chain of the law the review applies, most specific first ("US-CA", "US"): the contract's chosen law when it differs from the requested jurisdiction. */
  chain: string[];
  /** The requested jurisdiction's chain, for rules its courts apply whatever law the contract chooses (California's s.16600.5). */
  requestedChain?: string[];
  /** The party we act for (name or role), lower-cased; null = neutral. */
  perspective: string | null;
  /** The same party's other names in this contract (its defined role, e.g. "owner"), lower-cased. */
  perspectiveAliases?: string[];
  /** The contract's parties as it defines them (roles and names), lower-cased; empty when none were found. */
  parties?: string[];
  /** The document reads as a consumer contract (business to individual). */
  consumer: boolean;
  /** The contract's parties as clauses name them; with them, who a clause protects is read from its words. */
  partyRefs?: PartyRef[];
  /** The reviewing party's `PartyRef.key`; null or absent: neutral. */
  reviewerKey?: string | null;
  /** The contract sells or supplies goods (UCC Article 2's scope); false for licences and services. */
  goods?: boolean;
  /** The contract creates or transfers an interest in land (a lease): outside UCTA ss. 2–4 (Sch. 1 para 1(b)). */
  landInterest?: boolean;
  /** The whole contract's text, for terms the law requires of the contract as a whole (GDPR Art. 28(3)). */
  fullText?: string;
}

/** The reviewing party's names: as given, and as the contract defines it. */
const reviewer = (ctx: ReviewContext): string[] | null => (ctx.perspective ? [ctx.perspective, ...(ctx.perspectiveAliases ?? [])] : null);
const inJ = (ctx: ReviewContext, ...codes: string[]) => ctx.chain.some((c) => codes.includes(c));
const eu = (ctx: ReviewContext) => inJ(ctx, "EU");
const gb = (ctx: ReviewContext) => inJ(ctx, "GB");
/** California voids restraints "regardless of where and when the contract was signed" (s.16600.5): its rule follows the requested forum too. */
const california = (ctx: ReviewContext) => inJ(ctx, "US-CA") || (ctx.requestedChain ?? []).includes("US-CA");

export function bump(risk: RiskLevel, by: number): RiskLevel {
  const i = Math.min(riskLevels.length - 1, Math.max(0, riskLevels.indexOf(risk) + by));
  return riskLevels[i];
}

export function maxRisk(risks: RiskLevel[]): RiskLevel {
  return risks.reduce<RiskLevel>((m, r) => (riskLevels.indexOf(r) > riskLevels.indexOf(m) ? r : m), "low");
}

/**
 * Who carries the burden of a clause, from the subjects of its obligations ("X shall indemnify", "X may, at any time,
 * terminate"): "both" for "either party", "each party", "the parties", "X and Y", "each other" or when two different
 * parties each carry it; "us" when only the reviewing party does; "them" when only another known party does; null
 * when unclear. `perspective` is the reviewing party's name and aliases (its defined role); `parties` are the
 * contract's known parties (defined roles and names), lower-cased. A subject that is not a known party ("this
 * Agreement") says nothing. Names are matched case-sensitively (capitalised words), so "earlier terminated" is not one.
 */
export function burdenedParty(text: string, verb: RegExp, perspective: string | string[] | null, parties: string[] = []): "us" | "them" | "both" | null {
  const re = new RegExp(
    String.raw`(\b[Ee]ach\s+of\s+(?:the\s+)?${NAME}\s+and\s+(?:the\s+)?${NAME}|\b${NAME}\s+and\s+${NAME}(?:\s+each)?|\b(?:[Ee]ither|[Ee]ach|[Nn]either)\s+(?:[Pp]arty|[Mm]ember|[Pp]artner|[Vv]enturer)|\b[Tt]he\s+[Pp]arties|\b${NAME}|\b[Tt]he\s+[a-z]\w*)[\s,]+(?:shall|will|(?:covenants?\s+and\s+)?agrees?\s+to|covenants?\s+to|undertakes?\s+to|may|must|hereby)[\s,]+(?:[\w’'()-]+[\s,]+){0,6}?(?:${verb.source})`,
    "g",
  );
  return verdictOfSubjects([...text.matchAll(re)].map((m) => m[1]), text, perspective, parties);
}

/** A party's name as contracts write it: up to four capitalised words ("Acme Software Ltd", "DISTRIBUTOR"). */
const NAME = String.raw`[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3}`;

/**
 * Whose liability a clause is about, from how it names the liable party: "X's liability", "X's indemnification
 * obligations", "the liability of X", "X shall be liable", "X shall have unlimited liability"; "either party's", "a
 * party's" and the like make it both. Same answers as `burdenedParty`.
 */
export function exposedParty(text: string, perspective: string | string[] | null, parties: string[] = []): "us" | "them" | "both" | null {
  const subjects: string[] = [];
  for (const m of text.matchAll(POSSESSIVE_SUBJECT)) if (LIABILITY_HEAD.test(m[2])) subjects.push(m[1]);
  for (const m of text.matchAll(LIABILITY_OF_SUBJECT)) subjects.push(m[1]);
  for (const m of text.matchAll(LIABLE_SUBJECT)) if (/^(?:shall|will|is|are|remains?)\b/i.test(m[2])) subjects.push(m[1]);
  return verdictOfSubjects(subjects.map(partyWords).filter(Boolean), text, perspective, parties);
}

/** Intellectual property a party had before the contract: "pre-existing", "background IP", "owned before this Agreement". */
const PRE_EXISTING_IP =
  /\b(?:pre-?existing|background\s+(?:ip|intellectual|technology|materials?|rights)|(?:owned|developed|created)\s+(?:by\s+(?:it|them)\s+)?(?:before|prior\s+to)\s+(?:this|the)\b|already\s+owns?)\b/i;
/** Background IP kept by its owner: "each party keeps the rights it owned before", "pre-existing materials remain with". */
const KEEPS_BACKGROUND_IP =
  /\b(?:keeps?|retains?|shall\s+remain\s+with|remains?\s+(?:the\s+)?(?:sole\s+)?(?:property|owner))\b[^.]{0,80}?(?:pre-?existing|background|owned\s+(?:by\s+(?:it|them)\s+)?before|prior\s+to)|\b(?:pre-?existing|background)\b[^.]{0,80}?\b(?:remains?|retains?|keeps?|excluded|excepted)\b/i;
/** An assignment reaching past the work done for the other side: "whether or not during working hours", "in her own time", "whether or not related to the Company's business". */
const BEYOND_THE_WORK =
  /\bwhether\s+or\s+not\s+(?:during\s+(?:normal\s+|regular\s+)?(?:working|business|office)\s+hours|(?:in\s+the\s+course\s+of|related\s+to|relating\s+to|connected\s+with)\b)|\boutside\s+(?:of\s+)?(?:normal\s+|regular\s+)?(?:working|business|office)\s+hours\b|\b(?:in|on|during)\s+(?:his|her|their|its|your|my)\s+own\s+time\b|\b(?:not|un)\s*related\s+to\s+(?:the\s+)?\w+(?:'s)?\s+business\b/i;
/**
 * A sentence that keeps such work out of the assignment ("This clause does not apply to any invention developed entirely
 * on her own time …", the carve-out California Labor Code s.2870 calls for): it narrows the assignment, it does not reach.
 */
const CARVES_OUT =
  /\b(?:(?:does|shall|will)\s+not\s+(?:apply|extend|include|cover)|(?:is|are)\s+not\s+(?:covered|included|assigned)|exclud\w*|except(?:ing)?\b|other\s+than|save\s+for|nothing\s+in\s+this)\b/i;
/**
 * The assignment reaches past the work in one of its sentences, not in a carve-out: the carve-out's words come before the
 * reach ("does not apply to … outside working hours"); an exception after it ("whether or not during working hours,
 * except Prior Inventions") leaves the reach standing.
 */
export function reachesBeyondTheWork(text: string): boolean {
  return sentences(text).some((s) => {
    const reach = BEYOND_THE_WORK.exec(s);
    if (!reach) return false;
    const carve = CARVES_OUT.exec(s);
    return !carve || carve.index > reach.index;
  });
}
/** Who intellectual property passes to: "shall vest in the Client", "assigns … to X", "be owned by X", "belong to X". */
const IP_RECIPIENT = new RegExp(String.raw`\b(?:vests?\s+in|assigns?\s+(?:[\w-]+\s+){0,8}?to|be\s+(?:the\s+(?:sole\s+)?property\s+of|owned\s+by)|belong\s+to)\s+(?:the\s+)?(${NAME})`, "g");

/** Who a liability can belong to: a name, "either / each / neither / a / any party", "the parties", "the licensee". */
const LIABLE_PARTY = String.raw`\b(?:the\s+)?${NAME}|\b(?:either|each|neither|a|any)\s+party|\bthe\s+parties|\bthe\s+[a-z]\w*`;
/** "X's" and the up to three words after it (`LIABILITY_HEAD` says whether they name a liability). */
const POSSESSIVE_SUBJECT = new RegExp(String.raw`(${LIABLE_PARTY})['’][sS]?\s+((?:[\w-]+\s+){0,2}[\w-]+)`, "g");
/** "the liability of X". */
const LIABILITY_OF_SUBJECT = new RegExp(String.raw`\b(?:[Ll]iabilit(?:y|ies)|LIABILIT(?:Y|IES))\s+(?:of|OF)\s+(${LIABLE_PARTY})`, "g");
/** "X shall be liable", "X shall have unlimited liability": the words between must open with a verb. */
const LIABLE_SUBJECT = new RegExp(String.raw`(${LIABLE_PARTY})[\s,]+((?:[\w-]+\s+){1,4}?)(?:unlimited|UNLIMITED|liable|LIABLE)\b`, "g");

/** What follows a possessive when it names a liability: "liability", "total liability", "indemnification obligations", "gross negligence". */
const LIABILITY_HEAD = /^(?:(?:total|aggregate|entire|own|maximum|cumulative)\s+)*(?:liabilit|obligation|indemni|breach|fraud|gross|wil{1,2}ful|intentional|negligen|misconduct)/i;

/** Words that end a run of capitalised words before a party's name in capitals ("IN NO EVENT SHALL EITHER PARTY"). */
const NOT_A_NAME = /^(?:in|no|event|shall|will|may|not|any|the|of|to|for|and|or|under|this|that|such|all|with|by|on|except|nothing|limit|exclude|apply|be|is|are|a)$/i;

/** The subject's last words that can name a party; "a party" and "any party" mean whichever party, i.e. either. */
function partyWords(subject: string): string {
  if (/^(?:a|any)\s+party$/i.test(subject)) return "either party";
  const words = subject.split(/\s+/);
  let first = words.length;
  while (first > 0 && !NOT_A_NAME.test(words[first - 1])) first--;
  return words.slice(first).join(" ");
}

/** The verdict of `burdenedParty` and `exposedParty` from the subjects they found. */
function verdictOfSubjects(subjects: string[], text: string, perspective: string | string[] | null, parties: string[]): "us" | "them" | "both" | null {
  const aliases = (typeof perspective === "string" ? [perspective] : (perspective ?? [])).map((a) => a.toLowerCase().trim()).filter((a) => a.length >= 2);
  const known = (subject: string, list: string[]) => list.some((p) => p.length >= 2 && (subject === p || subject.includes(p) || (p.includes(subject) && subject.length >= 3)));
  const verdicts = new Set<"us" | "them" | "both">();
  /** Distinct known parties seen as subjects: two of them carrying it make it mutual, with or without a perspective. */
  const carriers = new Set<string>();
  for (const found of subjects) {
    const subject = found.toLowerCase().replace(/^the\s+/, "").replace(/\s+/g, " ");
    // Every member of a joint venture or partner of a firm binds each of the others alike.
    if (/^(?:either|each|neither) (?:party|member|partner|venturer)$|^parties$|\sand\s/.test(subject)) verdicts.add("both");
    else if (aliases.length && known(subject, aliases)) verdicts.add("us");
    else if (parties.length ? known(subject, parties) : !GENERIC_SUBJECT.test(subject)) {
      carriers.add(subject);
      if (aliases.length) verdicts.add("them");
    }
  }
  if (verdicts.has("both") || (verdicts.has("us") && verdicts.has("them")) || carriers.size >= 2 || /\beach\s+other\b/i.test(text)) return "both";
  if (verdicts.has("us")) return "us";
  if (verdicts.has("them")) return "them";
  return null;
}

/** A right to terminate without cause: "may terminate … for convenience / without cause / for any reason / at any time / on 30 days' notice". */
const CONVENIENCE_RIGHT =
  /\bmay[\s,]+(?:[\w’'()-]+[\s,]+){0,8}?terminat\w*\b[^.;]{0,200}?\b(?:for\s+(?:its\s+)?convenience|without\s+(?:cause|reason)|for\s+any\s+(?:or\s+no\s+)?reason|at\s+any\s+time|at\s+will|(?:upon|on|by\s+giving|with)\s+(?:at\s+least\s+)?(?:\w+\s+){0,2}\(?\d*\)?\s*(?:days?|months?)['’]?\s+(?:prior\s+)?(?:written\s+)?notice)|\bterminat\w*\s+(?:this\s+\w+\s+)?for\s+(?:its\s+)?convenience\b|\bright\s+to\s+terminat\w*[^.;]{0,80}\bwithout\s+cause\b/i;

/** What makes a right to terminate one for cause: a condition ("if", "in the event"), a breach, failure or default, insolvency, death or incapacity, a change of control. */
const FOR_CAUSE = /\bif\b|\bin\s+the\s+event\b|\bupon\s+the\s+occurrence\b|\bbreach\w*|\bdefault\w*|\bfail(?:s|ed|ure)?\b|\binsolven\w*|\bbankrupt\w*|\bdies\b|\bdeath\b|\bincapacit\w*|\bdisab(?:led|ility)\b|\bchange\s+(?:of|in)\s+control\b|\bviolat\w*|\bconvict\w*/i;

/**
 * A sentence that gives a right to terminate without cause: it says so ("for convenience", "without cause", "for any
 * reason", "at will"), or it has notice or "at any time" and no cause attached ("… at any time on notice if the other
 * party fails to perform" is termination for cause; "… may terminate … as follows:" leaves the causes to the list).
 */
function terminatesWithoutCause(text: string): boolean {
  return text.split(/(?<=[.;])\s+/).some((sentence) => {
    if (!CONVENIENCE_RIGHT.test(sentence)) return false;
    if (FREE_WORDS.test(sentence)) return true;
    return !FOR_CAUSE.test(sentence) && !/:\s*$/.test(sentence);
  });
}

const FREE_WORDS = /\bfor\s+(?:its\s+)?convenience|\bwithout\s+(?:cause|reason)|\bfor\s+any\s+(?:or\s+no\s+)?reason|\bat\s+will\b/i;

/**
 * The sentences that end the contract (or resign) freely: a right to end it only for breach or insolvency is another
 * right, and "either party may terminate for material breach" must not make one side's convenience right mutual.
 */
function freeEndingSentences(text: string): string {
  return text
    .split(/(?<=[.;])\s+/)
    .filter((s) => /\b(?:terminat|resign)\w*/i.test(s) && (FREE_WORDS.test(s) || !FOR_CAUSE.test(s)))
    .join(" ");
}

/**
 * A sentence that limits or excludes liability and names death or personal injury among what it covers, without
 * carving them out ("except", "other than", "nothing in this…") and without being about insurance limits.
 */
function limitsInjuryLiability(text: string): boolean {
  if (/\bexcept|\bother\s+than|does\s+not\s+(?:limit|exclude)|nothing\s+in\s+this/i.test(text)) return false;
  return text
    .split(/(?<=[.;])\s+/)
    .some((sentence) => /\b(?:death|personal\s+injury)\b/i.test(sentence) && LIMITS_LIABILITY.test(sentence) && !/\binsur\w*|\bpolic(?:y|ies)\b|\bcoverage\b/i.test(sentence));
}

/** Liability as a whole, not some heads of it, is unlimited: "Supplier's liability shall be unlimited". */
const WHOLLY_UNLIMITED =
  /\bliabilit(?:y|ies)\b(?:(?!\bfor\b|\bin\s+respect\s+of\b|\barising\b|\bexcept\b)[^.;]){0,80}?\b(?:(?:shall|will)\s+be|is|are)\s+unlimited\b(?!\s+(?:for|in\s+respect\s+of|as\s+to)\b)|\bunlimited\s+liability\b(?!\s+(?:for|in\s+respect\s+of|as\s+to|arising)\b)/i;

/**
 * The carve-outs of a cap, joined: what follows "except (for)", "other than", "shall not apply to" or
 * "nothing … limits"; null when the clause words none.
 */
function carvedOut(text: string): string | null {
  const spans = [
    ...text.matchAll(/\b(?:except(?:\s+(?:for|in\s+(?:the\s+)?(?:case|event)\s+of|with\s+respect\s+to))?|other\s+than)\s+([^,;:]+)/gi),
    ...text.matchAll(/\b(?:shall|will|does|do)\s+not\s+apply\s+(?:to|in\s+respect\s+of|with\s+respect\s+to)\s+([^.;]+)/gi),
    ...text.matchAll(/\bnothing\s+in\s+this\b[^.;]{0,80}?\b(?:limits?|excludes?|restricts?)\s+([^.;]+)/gi),
  ].map((m) => m[1]);
  return spans.length > 0 ? spans.join("; ") : null;
}

/** Heads of liability that many laws do not let a contract limit: fraud, death or personal injury, whatever the law forbids limiting. */
const LAW_REQUIRED_HEAD =
  /\bfraud\w*|\bdeath\b|\bpersonal\s+injur\w*|\bcannot\s+(?:lawfully\s+)?be\s+(?:limited|excluded|restricted)|\b(?:limited|excluded|restricted)\s+(?:by|under)\s+(?:applicable\s+)?law\b|\bprohibited\s+by\s+(?:applicable\s+)?law/i;

/** Heads a contract leaves uncapped by choice: indemnities, confidentiality, gross negligence, wilful misconduct, IP, data, numbered sections. */
const NEGOTIATED_HEAD =
  /\bindemni\w*|\bconfidential\w*|\bgross(?:ly)?\s+negligen\w*|\bwil{1,2}ful\w*|\bintentional\w*|\bdeliberate\w*|\bmisconduct\b|\binfring\w*|\bintellectual\s+property|\bdata\s+protection|\bprivacy|\bpersonal\s+data|\b(?:under|of|pursuant\s+to)\s+(?:section|clause|article|paragraph)s?\s+\d|\bpayment|\bfees\b|\bbreach\w*/i;

/** Capitalised words that start a sentence without being a party. */
const GENERIC_SUBJECT = /^(?:this|such|any|all|no|nothing|notwithstanding|it|if|in|upon|agreement|this agreement|each|either|neither)$/;

type Rule = (text: string, ctx: ReviewContext) => PlaybookFinding | null;

/**
 * Whose liability a clause limits, seen from the reviewer: "us", "them", "both", or null when unclear; `whose` names
 * the protected party (or parties) as the contract does. With the contract's parties known, the clause's own words
 * decide (`liabilityProtection`); without them, the older reading of liable subjects.
 */
function limitedSide(text: string, ctx: ReviewContext): { side: "us" | "them" | "both" | null; whose: string } {
  if (ctx.partyRefs && ctx.partyRefs.length >= 2) {
    const p = liabilityProtection(text, ctx.partyRefs);
    if (p) return { side: ctx.reviewerKey ? sideOf(p, ctx.reviewerKey) : p.beneficiaries.length ? null : "both", whose: p.beneficiaries.join(" and ") };
    return { side: null, whose: "" };
  }
  return { side: exposedParty(text, reviewer(ctx), ctx.parties) ?? (/\b(?:neither|either|each|no)\s+party\b/i.test(text) ? "both" : null), whose: "" };
}

/** The restraint runs only while the contract does ("during the term", "as long as this Agreement is in effect") and nothing says it continues after. */
export function inTermOnly(text: string): boolean {
  const during = /\b(?:during\s+(?:the\s+)?(?:term|period)\s+of\s+this|(?:as|so)\s+long\s+as\s+this\s+\w+\s+(?:is|remains)\s+in\s+(?:effect|force)|while\s+this\s+\w+\s+(?:is|remains)\s+in\s+(?:effect|force)|during\s+the\s+term\b|while\s+(?:\w+\s+){0,3}(?:appointed|engaged))/i.test(text);
  return during && !outlastsTerm(text);
}

/** The restraint runs on after the contract ends ("for twelve months after it ends", "following termination"). */
export function outlastsTerm(text: string): boolean {
  return /\b(?:after|following|thereafter|post-?termination|beyond)\b[^.]{0,80}\b(?:termination|expir\w*|end(?:s|ed)?|term)\b|\bthereafter\b|\bfor\s+(?:a\s+period\s+of\s+)?(?:\w+\s+){0,2}\(?\d*\)?\s*(?:months?|years?)\s+(?:after|following|from)/i.test(text);
}

/** The verbs of a restraint on trade, for reading who is restrained. */
const RESTRAINED_VERB = /compet\w*|operat\w*|promot\w*|market\w*|resell\w*|sell\w*|engag\w*|carry\w*|solicit\w*|provid\w*|distribut\w*|manufactur\w*|own\w*|invest\w*|work\w*/;

/**
 * Wording that keeps someone out of a trade or business: competing, engaging in or carrying on a business, being
 * employed or engaged, running or holding an interest in one. A clause filed under non-compete without it (no banner
 * ads on a co-branded site, no radio advertising of licensed products) may only regulate how the contract is
 * performed: it gets the general reading, not a finding that the restraint statutes void it.
 */
const RESTRAINS_TRADE =
  /\bcompet(?:e|es|ing|ition|itive|itors?)\b|\bengag\w*\s+in\b|\bcarry(?:ing)?\s+on\b|\b(?:be|become|being)\s+(?:\w+\s+){0,2}(?:employed|engaged|interested)\b|\b(?:similar|same|like)\s+(?:\w+\s+)?business|\b(?:own|manage|operate|control|participate\s+in|invest\s+in|interest\s+in)\b[^.]{0,80}\b(?:business|enterprise|company|restaurant|firm)/i;

const SALE_OF_BUSINESS = /\b(?:goodwill|sale\s+of\s+(?:the\s+)?(?:business|shares|all\s+or\s+substantially\s+all)|purchase\s+agreement|seller|purchaser)\b/i;
const EMPLOYMENT = /\b(?:employee|employment|employer)\b/i;
/** An individual engaged to work, not employed: a restraint limits their own trade as an employee's would. */
const ENGAGED_INDIVIDUAL = /\b(?:consultant|contractor)\b/i;

/**
 * Someone may assign without the other's consent: "assign … without (the) consent" that no negation governs, read from
 * the start of its sentence or of its "except that" / "provided that" ("Neither party may assign … without consent,
 * except that either party may assign … without such consent to an acquirer" grants the right in its second part).
 */
function assignsWithoutConsent(text: string): boolean {
  for (const m of text.matchAll(/\bassign\w*[^.;]{0,80}\bwithout\s+(?:the\s+)?(?:need\s+for\s+)?(?:[\w'’]+\s+){0,2}(?:consent|approval)/gi)) {
    const before = text.slice(0, m.index);
    const part = before.split(/[.;]|\b(?:except|provided|however|notwithstanding)\b/i).pop() ?? "";
    if (/\b(?:not|neither|nor|no|never|nothing)\b|n['’]t\b/i.test(part)) continue;
    // "Any (attempted) assignment … without such consent shall be void": what happens to a breach, not a right.
    const rest = text.slice(m.index + m[0].length).split(/[.;]/)[0];
    if (/\battempt\w*\s+(?:to\s+)?$|\b(?:any|such)\s+(?:such\s+)?(?:attempted\s+|purported\s+)?$/i.test(before) || /\b(?:void|null|invalid|of\s+no\s+effect)\b/i.test(rest)) continue;
    // "terminable … in the event Licensee assigns … without consent": an assignment without consent as a trigger, not a
    // right ("If Supplier is acquired, it may assign … without consent" still grants one).
    const condition = part.search(/\b(?:in\s+the\s+event|if|upon|should|when|unless)\b/i);
    if (condition >= 0 && !/\b(?:may|can|entitled|free\s+to|right\s+to)\b/i.test(part.slice(condition))) continue;
    return true;
  }
  return false;
}

/**
 * A sentence that lets one side amend, modify or vary the terms at any time, in its sole discretion or without notice or
 * consent, and is not about changes agreed by both, proposals put to the other, or the terms offered to others.
 */
function changesTermsAlone(text: string): boolean {
  return text.split(/[.;](?:\s|$)/).some(
    (sentence) =>
      (/\b(?:may|reserves?\s+the\s+right\s+to)\s+(?:\w+\s+){0,3}(?:amend|modify|change|update|vary)\b[^.]{0,120}\b(?:at\s+any\s+time|sole\s+discretion|without\s+(?:notice|consent))/i.test(sentence) ||
        /\b(?:at\s+any\s+time|sole\s+discretion)\b[^.]{0,80}\b(?:amend|modify|change|update|vary)/i.test(sentence)) &&
      !/\bmutual\w*|\bboth\s+parties\b|\bagreement\s+of\s+(?:the|both|all)\s+parties\b|\bsigned\s+by\b|\bpropos\w*|\bother\s+(?:parties|franchisees|licensees|customers)\b|\bthird\s+parties\b/i.test(sentence),
  );
}

/**
 * Someone indemnifies, holds harmless or defends, or is indemnified: "shall indemnify", "agrees to … hold harmless", "will
 * be indemnified"; or, in the present tense English and Australian drafting uses, a party "indemnifies" or "holds …
 * harmless" (a verb of its own, not "indemnified party").
 */
const GIVES_INDEMNITY =
  /\b(?:hereby\s+|irrevocably\s+|unconditionally\s+|jointly\s+and\s+severally\s+)*(?:indemnifies|holds\s+(?:[\w,’'-]+\s+){0,4}harmless|keeps\s+(?:[\w,’'-]+\s+){0,4}indemnified)\b|\b(?:shall|will|agrees?\s+to|undertakes?\s+to|covenants?\s+to|hereby|must)\b(?![^.;]{0,40}\b(?:no\s+obligation|not\s+(?:be\s+)?(?:obliged|required|obligated))\s+to\s+(?:defend|indemnify))[^.;]{0,200}?\b(?:indemnif(?:y|ies|ied)|hold(?:ing)?\s+(?:[\w,’'-]+\s+){0,4}harmless|defend(?:s|ed)?)\b(?!\s+(?:part(?:y|ies)|persons?|indemnitees?)\b)/i;

/**
 * A sum agreed in advance for a breach, a delay or an early end: liquidated damages or a penalty by name, or a fee,
 * sum or percentage tied to breach, default, delay, lateness, termination or cancellation (not a pension contribution
 * or a price that the detector files under liquidated damages).
 */
const SUM_ON_BREACH =
  /\bliquidated\b|\bpenalt(?:y|ies)\b|\b(?:breach\w*|default\w*|delay\w*|late|terminat\w*|cancel\w*)\b[^.]{0,200}\b(?:fee|sum|amount|payment|percent|%)|\b(?:fee|sum|amount|payment|percent|%)[^.]{0,200}\b(?:breach\w*|default\w*|delay\w*|late|terminat\w*|cancel\w*)\b/i;

/** A promise not to solicit, recruit, hire or entice someone. */
const BARS_SOLICITING = /\b(?:not|no|neither|never|refrain\s+from)\b[^.]{0,120}\b(?:solicit|recruit|hire|induce|entice|employ|divert|interfere)\w*/i;
/** Tied to misuse of trade secrets or confidential information, which California still lets a contract protect. */
const TIED_TO_TRADE_SECRETS = /\btrade\s+secrets?\b|\b(?:using|use\s+of|by\s+means\s+of)\s+(?:\w+\s+){0,3}confidential\s+information\b/i;

/**
 * California (Bus. & Prof. Code s.16600): a covenant not to solicit that outlasts the contract. The state's Supreme
 * Court refused any "narrow restraint" exception and struck down a ban on soliciting a former employer's clients;
 * courts have since applied the rule to bans on soliciting employees, though older decisions upheld those.
 */
function noSolicitInCalifornia(whom: "customers" | "employees"): Rule {
  return (text, ctx) => {
    if (!california(ctx) || !BARS_SOLICITING.test(text) || inTermOnly(text)) return null;
    const tied = TIED_TO_TRADE_SECRETS.test(text);
    if (whom === "customers") {
      return {
        rule: "no_solicit.us_ca.customers",
        risk: tied ? "medium" : "high",
        finding: tied
          ? "California voids contractual restraints on a lawful trade or business, including bans on soliciting a former partner's clients; a restriction limited to misusing trade secrets is on firmer ground, but one that reaches further than that is likely void after the contract ends."
          : "California voids contractual restraints on a lawful trade or business, and its Supreme Court has applied that to a ban on soliciting a former employer's clients: this non-solicit continues after the contract ends and is likely void.",
        fix: "Replace the post-termination ban with a bar on using the other party's trade secrets or confidential customer information to solicit; keep broader restrictions to the term of the contract.",
        cites: [{ source_id: "us-ca-business-and-professions-code", article: "16600" }],
      };
    }
    return {
      rule: "no_solicit.us_ca.employees",
      risk: "medium",
      finding:
        "California voids contractual restraints on a lawful profession, trade or business. Older decisions upheld covenants not to solicit the other side's employees, but since the state's Supreme Court rejected exceptions for narrow restraints, courts have increasingly held them void: enforcing this one after the contract ends is doubtful.",
      fix: "Rely on confidentiality and trade-secret protection; if you keep the clause, limit it to the term or to solicitation that uses confidential information, and do not count on enforcing it after termination.",
      cites: [{ source_id: "us-ca-business-and-professions-code", article: "16600" }],
    };
  };
}

/** A floor on purchases: "purchase … not less than USD 400,000", "minimum order quantity of", "shall buy at least". */
const MINIMUM_PURCHASE =
  /\b(?:purchase|order|buy|procure|take)\w*\b[^.;]{0,120}\b(?:not\s+less\s+than|at\s+least|a\s+minimum\s+(?:of|quantity|volume|value|amount))\b|\bminimum\s+(?:annual\s+|monthly\s+|quarterly\s+)?(?:purchase|order|volume|quantit|commitment|spend|take)\w*/i;
/**
 * A floor that commits no volume: a lead time ("purchase orders at least 30 days before delivery") or the size of each
 * order placed ("each order shall be for not less than one pallet"), which binds only if the buyer chooses to order.
 */
const NOT_A_VOLUME_FLOOR =
  /\b(?:not\s+less\s+than|at\s+least|a\s+minimum\s+of)\s+(?:\w+\s+)?(?:\(\d+\)\s+)?(?:business\s+|working\s+|calendar\s+)?(?:days?|weeks?|hours?)\b|\b(?:each|any|every|a\s+single|per)\s+(?:purchase\s+)?order\b[^.;]{0,60}\b(?:not\s+less\s+than|at\s+least|minimum)\b/i;
/** A minimum denied: "nothing … obliges X to take a minimum", "gives no minimum commitment", "no obligation to order any minimum". */
const NO_MINIMUM =
  /\bnothing\b[^.;]{0,60}\b(?:obliges|requires|commits)\b[^.;]{0,80}\bminimum\b|\b(?:gives?|makes?|is\s+under)\s+no\s+(?:\w+\s+){0,2}?(?:minimum|purchase|volume)\s+(?:\w+\s+){0,2}?(?:commitment|obligation)|\bno\s+obligation\s+to\s+(?:order|purchase|buy|take)\b[^.;]{0,40}\bminimum\b/i;
/** The floor commits a volume in one of the text's sentences, not only a lead time or the size of an order, and not a minimum it denies. */
const commitsAVolume = (text: string) => sentences(text).some((s) => MINIMUM_PURCHASE.test(s) && !NOT_A_VOLUME_FLOOR.test(s) && !NO_MINIMUM.test(s));
/** Take-or-pay: the shortfall below the minimum is payable anyway ("pay the difference", "pay … for the units not ordered"). */
/** An assignment that takes effect whatever is paid ("whether or not the fees have been paid", "irrespective of payment"). */
const PASSES_UNPAID = /\b(?:whether\s+or\s+not|regardless\s+of\s+whether|irrespective\s+of\s+whether)\b[^.;]{0,60}\b(?:paid|payment)\b|\b(?:irrespective|regardless)\s+of\s+(?:any\s+)?(?:payment|non-?payment)\b/i;
/** An indemnity or liability said to have no limit ("without any limit", "unlimited"): no general cap can be read onto it. */
const SAYS_UNLIMITED = /\bwithout\s+(?:any\s+)?limit(?:ation)?\b|\bunlimited\b|\bnot\s+(?:be\s+)?subject\s+to\s+(?:any|the)\s+(?:\w+\s+){0,2}?(?:cap|limit(?:ation)?)\b/i;
const SHORTFALL_PAYMENT =
  /\b(?:pay|invoice)\w*\b[^.;]{0,80}\b(?:shortfall|difference|deficiency)\b|\btake[\s-]or[\s-]pay\b|\b(?:pay|invoice)\w*\b[^.;]{0,160}?\b\w+\s+(?:not|never)\s+(?:so\s+)?(?:ordered|purchased|bought|taken|called\s+off)\b/i;

/** Rules per category id. A clause may carry several categories; every matching rule contributes. */
export const playbook: Record<string, Rule[]> = {
  non_compete: [
    (text, ctx) => {
      if (!california(ctx) || !RESTRAINS_TRADE.test(text)) return null;
      if (SALE_OF_BUSINESS.test(text)) {
        return {
          rule: "non_compete.us_ca.sale_of_business",
          risk: "medium",
          finding: "California voids non-competes, but a seller of a business's goodwill or ownership interest may agree not to compete within the area where the business was carried on.",
          fix: "Tie the restraint to the sale, limit it to the geographic area where the business operated and to the period the buyer carries on a like business.",
          cites: [{ source_id: "us-ca-business-and-professions-code", article: "16600" }, { source_id: "us-ca-business-and-professions-code", article: "16601" }],
        };
      }
      const employment = EMPLOYMENT.test(text);
      if (!employment && inTermOnly(text) && ENGAGED_INDIVIDUAL.test(text)) {
        return {
          rule: "non_compete.us_ca.in_term_consultant",
          risk: "medium",
          finding:
            "California voids contracts that restrain anyone from a lawful profession, trade or business. This restraint lasts only while the engagement runs, which weighs in its favour, but it limits an individual's own work: to the extent it reaches beyond conflicts with this engagement, it may be void.",
          fix: "Limit the restriction to the term and to work that would actually conflict with the services or misuse confidential information; avoid any restraint that continues after the engagement ends.",
          cites: [{ source_id: "us-ca-business-and-professions-code", article: "16600" }],
        };
      }
      if (!employment && inTermOnly(text)) {
        return {
          rule: "non_compete.us_ca.in_term_business",
          risk: "medium",
          finding: "California voids contracts that restrain anyone from a lawful profession, trade or business, but courts judge an exclusive-dealing or similar restraint between businesses that lasts only while their contract runs by whether it is reasonable, rather than treating it as void outright.",
          fix: "Keep the restriction tied to the term and to the products or services the contract covers; avoid any restraint that continues after it ends.",
          cites: [{ source_id: "us-ca-business-and-professions-code", article: "16600" }],
        };
      }
      return {
        rule: "non_compete.us_ca.void",
        risk: "critical",
        finding: employment
          ? "Under California law a contract that restrains anyone from a lawful profession, trade or business is void to that extent; an employer may not include or try to enforce such a clause, and doing so exposes it to suit."
          : "Under California law a contract that restrains anyone from a lawful profession, trade or business is void to that extent, and unenforceable wherever and whenever it was signed; this restraint is not limited to the life of the contract.",
        fix: "Delete the non-compete; protect trade secrets and confidential information with a confidentiality clause instead.",
        cites: [
          { source_id: "us-ca-business-and-professions-code", article: "16600" },
          // 16600.1 is about employment contracts only; 16600.5 makes any void restraint unenforceable wherever signed.
          ...(employment ? [{ source_id: "us-ca-business-and-professions-code", article: "16600.1" }] : []),
          { source_id: "us-ca-business-and-professions-code", article: "16600.5" },
        ],
      };
    },
    (text, ctx) =>
      inJ(ctx, "IN") && RESTRAINS_TRADE.test(text) && inTermOnly(text)
        ? {
            rule: "non_compete.in.during_term",
            risk: "medium",
            finding: "In India an agreement restraining a lawful profession, trade or business is void to that extent, but a restraint that operates only while the contract runs is generally treated differently from one that continues after it ends; check that it is reasonable and tied to the contract's purpose.",
            fix: "Keep the restriction limited to the term; do not extend it past termination except for a sale of goodwill within local limits.",
            cites: [{ source_id: "in-contract-act-1872", article: "27" }],
          }
        : null,
    (text, ctx) =>
      inJ(ctx, "IN") && RESTRAINS_TRADE.test(text) && !inTermOnly(text)
        ? {
            rule: "non_compete.in.void",
            risk: "high",
            finding: "In India an agreement restraining anyone from a lawful profession, trade or business is void to that extent; the only statutory exception is a seller of goodwill agreeing not to carry on a similar business within specified local limits.",
            fix: "Limit the covenant to the term of the contract (restraints operating during the engagement are treated differently from post-termination ones) or to a sale of goodwill within local limits; rely on confidentiality for the rest.",
            cites: [{ source_id: "in-contract-act-1872", article: "27" }],
          }
        : null,
    (text, ctx) =>
      gb(ctx)
        ? {
            rule: "non_compete.gb.reasonableness",
            risk: "medium",
            finding: "In England and Wales a restraint of trade is unenforceable unless it protects a legitimate interest and is no wider (in time, area and activity) than reasonably necessary; an over-wide covenant may fail altogether.",
            fix: "Narrow the duration, territory and restricted activities to what protects a specific legitimate interest (customer connections, confidential information).",
            cites: [],
          }
        : null,
    (text, ctx) => {
      // A restraint binding the reviewer's side that outlasts the contract keeps it out of its trade after the contract's
      // benefits have ended: the restraint a court looks at hardest, and the one that costs the restrained side most.
      if (!RESTRAINS_TRADE.test(text) || !outlastsTerm(text) || burdenedParty(text, RESTRAINED_VERB, reviewer(ctx), ctx.parties) !== "us") return null;
      return {
        rule: "non_compete.after_term.ours",
        risk: "high",
        finding: "Your side is kept out of the restricted business after the contract ends, when it no longer has the contract's benefits.",
        fix: "Confine the restraint to the term, or shorten it after the end, limit it to the territory and products actually covered, and make it fall away if the other side terminates without cause or does not renew.",
        cites: [],
      };
    },
    (text, ctx) =>
      !inJ(ctx, "GB") && (!(california(ctx) || inJ(ctx, "IN")) || !RESTRAINS_TRADE.test(text))
        ? {
            rule: "non_compete.general",
            risk: "medium",
            finding: "A non-compete restricts a party's business after or during the contract; its enforceability depends on local law and on how wide it is in time, area and activity.",
            fix: "Check enforceability in the governing law and narrow the scope, duration and territory.",
            cites: [],
          }
        : null,
  ],
  ip_ownership_assignment: [
    (text, ctx) => {
      // The rights pass whether or not the work is paid for: the assignor gives up the one lever it has to be paid.
      if (!PASSES_UNPAID.test(text)) return null;
      const recipients = [...text.matchAll(IP_RECIPIENT)].map((m) => m[1]);
      if (verdictOfSubjects(recipients, text, reviewer(ctx), ctx.parties ?? []) !== "them") return null;
      return {
        rule: "ip_ownership_assignment.before_payment",
        risk: "high",
        finding: "Your side's rights in the work pass to the other side whether or not it has paid for them: if it does not pay, your side has lost the work as well as the fee.",
        fix: "Make the assignment take effect only on payment in full of the fees for the work (with a licence to use it until then), and let the rights revert if the contract ends before payment.",
        cites: [],
      };
    },
    (text, ctx) => {
      // Work made in the creator's own time, or unrelated to the other side's business, taken as well.
      if (!reachesBeyondTheWork(text)) return null;
      const recipients = [...text.matchAll(IP_RECIPIENT)].map((m) => m[1]);
      const side = verdictOfSubjects(recipients, text, reviewer(ctx), ctx.parties ?? []);
      if (side === "us" || side === "both") return null;
      const ca = california(ctx);
      return {
        rule: "ip_ownership_assignment.beyond_work",
        risk: side === "them" ? (ca ? "high" : "medium") : "medium",
        finding: `${side === "them" ? "Your side would give up" : "The creator would give up"} what it makes in its own time or outside the other side's business, not only work done for that business.${ca ? " In California an employee's invention made entirely on their own time, without the employer's equipment, supplies, facilities or trade secrets, and unrelated to its business or its work, cannot be claimed; a clause that does so is unenforceable to that extent." : ""}`,
        fix: "Limit the assignment to work created in the course of the engagement or employment, or with the other side's resources or confidential information, or relating to its business; list prior inventions the creator keeps.",
        cites: ca ? [{ source_id: "us-ca-labor-code", article: "2870" }] : [],
      };
    },
    (text, ctx) => {
      if (!PRE_EXISTING_IP.test(text) || KEEPS_BACKGROUND_IP.test(text)) return null;
      const recipients = [...text.matchAll(IP_RECIPIENT)].map((m) => m[1]);
      const side = verdictOfSubjects(recipients, text, reviewer(ctx), ctx.parties ?? []);
      if (side === "us" || side === "both") return null;
      return {
        rule: "ip_ownership_assignment.background_ip",
        risk: side === "them" ? "high" : "medium",
        finding:
          side === "them"
            ? "The assignment takes in intellectual property your side owned before the contract (its background materials, tools or know-how), not only what is created under it: your side would lose what it needs for other work."
            : "The assignment takes in intellectual property the assigning party owned before the contract (its background materials, tools or know-how), not only what is created under it.",
        fix: "Limit the assignment to the deliverables created under the contract; each party keeps its pre-existing intellectual property and grants a non-exclusive licence to use it as far as the deliverables need.",
        cites: [],
      };
    },
  ],
  no_solicit_of_customers: [noSolicitInCalifornia("customers")],
  no_solicit_of_employees: [noSolicitInCalifornia("employees")],
  indemnification: [
    (text, ctx) => {
      // A procedural clause (notice of claims, conduct of the defence, survival) gives no indemnity of its own.
      if (!GIVES_INDEMNITY.test(text)) return null;
      // With the parties known, who indemnifies whom is read from the clause's words; otherwise from its subjects.
      const read = ctx.partyRefs && ctx.partyRefs.length >= 2 ? indemnityProtection(text, ctx.partyRefs) : null;
      const who = read ? (ctx.reviewerKey ? (read.mutual ? "both" : read.obligors.includes(ctx.reviewerKey) ? "us" : read.obligors.length ? "them" : null) : read.mutual ? "both" : null) : burdenedParty(text, /(?:indemnif\w*|hold\s+\w+\s+harmless|defend)/, reviewer(ctx), ctx.parties);
      const broad = WIDE_INDEMNITY.test(text);
      const mutual = who === "both" || /\beach\s+party\s+(?:shall|will|agrees)/i.test(text);
      // Giving a broad uncapped indemnity is a high risk to the indemnifier, not a critical one: it is a common, insurable term.
      // One confined to the indemnifier's own gross negligence, wilful misconduct, bad faith or untrue information is low:
      // "any and all losses" then describes the loss, not the events, and that liability is seldom limited anyway.
      const confined = indemnityConfinedToMisconduct(text);
      // An indemnity that also answers for the protected party's own acts or negligence shifts that party's fault onto
      // the indemnifier: the term a lawyer strikes first, high for the side giving it.
      const ownFault = !confined && indemnityCoversIndemniteesOwnFault(text, read?.beneficiaries ?? []);
      const risk: RiskLevel = confined
        ? "low"
        : mutual
          ? broad || ownFault ? "medium" : "low"
          : who === "them"
            ? "low"
            : who === "us"
              ? broad || ownFault || SAYS_UNLIMITED.test(text) ? "high" : "medium"
              : broad || ownFault ? "medium" : "low";
      const named = read && !read.mutual && read.obligors.length ? `${read.obligors.join(" and ")} indemnifies ${read.beneficiaries.join(" and ") || "the other side"}` : null;
      const uncapped = /\bcap(?:ped|s)?\b|(?<!\bnot\s)\blimited\s+to\b|\blimitation\s+of\s+liability\b|\bshall\s+not\s+exceed\b/i.test(text) ? "" : ", with no cap stated in the clause";
      return {
        rule: "indemnification.scope",
        risk,
        finding: `${mutual ? "A mutual indemnity" : who === "us" ? `A one-sided indemnity given by your side${named ? ` (${named})` : ""}` : who === "them" ? `An indemnity given by the other side in your favour${named ? ` (${named})` : ""}` : named ? `A one-sided indemnity: ${named}, in ${read!.beneficiaries.join(" and ") || "the other side"}'s favour` : "An indemnity"}${confined ? ", only for losses caused by the indemnifier's own gross negligence, wilful misconduct, bad faith or untrue information, which it would answer for anyway" : broad ? " covering every claim or loss from the indemnifier's acts, omissions, use or dealings, not one head of claim" : ""}${ownFault ? `, including losses caused by ${read?.beneficiaries.length ? read.beneficiaries.join(" and ") : "the indemnified party"}'s own acts, omissions or negligence: the indemnifier answers for the other side's fault` : ""}${uncapped}.`,
        // Advice to narrow an indemnity is for the side giving it; the side it protects is told what to expect instead.
        fix:
          who === "them" && !mutual
            ? "Nothing to change for your side; expect the other side to ask to limit it to third-party claims caused by its breach, negligence or IP infringement and to bring it under the liability cap."
            : `${ownFault ? "Strike out the losses caused by the indemnified party's own acts, omissions or negligence. " : ""}Limit the indemnity to third-party claims caused by the indemnifier's breach, negligence or IP infringement, subject it to the liability cap, and add conduct-of-claims and mitigation terms.`,
        cites: [],
      };
    },
  ],
  uncapped_liability: [
    (text, ctx) => {
      const wholly = WHOLLY_UNLIMITED.test(text);
      // What is carved out of a cap says whose liability stays open and for what; the cap's own words do not.
      const carved = carvedOut(text);
      // A cap with no carve-out leaves nothing unlimited, whatever the detector filed it under.
      if (!wholly && carved === null && LIMITS_LIABILITY.test(text)) return null;
      const open = wholly ? text : (carved ?? text);
      if (!wholly && LAW_REQUIRED_HEAD.test(open) && !NEGOTIATED_HEAD.test(open)) {
        const injury = /\bdeath\b|\bpersonal\s+injur/i.test(open);
        return {
          rule: "liability.uncapped.required_by_law",
          risk: "low",
          finding:
            "Liability stays unlimited only for fraud, death or personal injury, or what the law does not allow to be limited: the usual carve-outs, which many laws impose whatever the contract says.",
          fix: "No change needed; check that the carve-out reaches no further than these heads.",
          cites: gb(ctx) && injury ? [{ source_id: "uk-unfair-contract-terms-act-1977", article: "2" }] : [],
        };
      }
      // Carve-outs from a cap leave open the liability of the party the cap protects: read that from the cap's words.
      // A mutual cap's carve-outs can still be one party's ("except for Distributor's indemnification obligations"): read those from the carve-out.
      const oneSidedCap = !wholly && LIMITS_LIABILITY.test(text) && ctx.partyRefs && ctx.partyRefs.length >= 2 ? liabilityProtection(text, ctx.partyRefs) : null;
      const capSide = oneSidedCap && oneSidedCap.beneficiaries.length === 1 ? limitedSide(text, ctx) : null;
      // "Except for Licensee's obligation to pay fees" beside a cap on Licensor's liability alone names a liability the
      // cap never limited: it leaves nothing of the protected side's open, and the unprotected side's whole liability
      // is the limitation finding's to report.
      if (capSide && carved !== null && !wholly) {
        const owners = partiesNamedIn(carved, ctx.partyRefs!);
        if (owners.length > 0 && !owners.includes(oneSidedCap!.beneficiaries[0])) return null;
      }
      const who = capSide ? capSide.side : exposedParty(open, reviewer(ctx), ctx.parties);
      const scope = wholly ? "is unlimited" : "is left unlimited for some claims";
      const fix = wholly
        ? "Agree a cap (for example a multiple of the fees) and exclude indirect loss, keeping unlimited liability only where the law requires it (fraud, death or personal injury caused by negligence)."
        : "Keep unlimited liability only where the law requires it (fraud, death or personal injury caused by negligence) and put a separate, higher cap on the other carve-outs.";
      if (who === "them") {
        return {
          rule: "liability.uncapped",
          risk: "low",
          finding: `The other side's liability ${scope}; that open exposure is theirs and in your favour.`,
          fix: "Nothing to change for your side; expect the other side to ask for a cap.",
          cites: [],
        };
      }
      if (who === "both") {
        return {
          rule: "liability.uncapped",
          risk: wholly ? "high" : "medium",
          finding: wholly
            ? "Each party's liability is unlimited: neither side's exposure has a ceiling."
            : "Each party's liability is left unlimited for some claims; the carve-outs are mutual, but exposure for those heads is open-ended on both sides.",
          fix,
          cites: [],
        };
      }
      if (who === "us" && capSide && NEGOTIATED_HEAD.test(open)) {
        return {
          rule: "liability.uncapped",
          risk: "low",
          finding: `The cap protecting your side (${capSide.whose || "you"}) leaves out the usual heads (such as indemnities, confidentiality, wilful misconduct): for those your liability stays open.`,
          fix: "Consider a separate, higher cap for the carved-out heads other than fraud and what the law does not let you limit.",
          cites: [],
        };
      }
      if (!who && capSide?.whose) {
        return { rule: "liability.uncapped", risk: "medium", finding: `The cap protecting ${capSide.whose} does not cover some claims, for which ${capSide.whose}'s liability stays unlimited.`, fix, cites: [] };
      }
      // A cap on both parties whose carve-outs are the usual negotiated heads ("a party's confidentiality obligations")
      // leaves the same heads open on both sides: market practice, not a one-sided exposure.
      if (!who && !wholly && LIMITS_LIABILITY.test(text) && NEGOTIATED_HEAD.test(open) && limitedSide(text, ctx).side === "both") {
        return {
          rule: "liability.uncapped",
          risk: "medium",
          finding: "The cap is mutual and its carve-outs (the usual negotiated heads) leave each party's liability open for those claims alike.",
          fix,
          cites: [],
        };
      }
      return {
        rule: "liability.uncapped",
        risk: "high",
        finding: who === "us" ? `Your side's liability ${scope}: exposure is open-ended${wholly ? "" : " for those heads"}.` : `Liability ${scope}; exposure is open-ended${wholly ? "" : " for those heads"}.`,
        fix,
        cites: [],
      };
    },
  ],
  limitation_of_liability: [
    (text, ctx) => {
      // A clause that only mentions damages or "limits of liability" (insurance) does not limit anyone's liability.
      if (!LIMITS_LIABILITY.test(text)) return null;
      const excludesInjury = limitsInjuryLiability(text);
      // Whose liability the clause limits, read from its words: a limit on the other side's alone caps what you can
      // recover from them (in GB, a limit you may be able to challenge); one on your own side's is a shield to keep.
      const { side, whose } = limitedSide(text, ctx);
      const named = whose ? ` (${whose})` : "";
      const theirsLimited = `Only the other side's liability${named} is limited: what you can recover from them is capped, while your own liability stays as it is`;
      const oursLimited = `Your side's liability${named} is limited by this clause, in your favour`;
      const neutral = side === "both" ? "The limitation is mutual: it limits both parties' liability alike" : whose ? `This clause limits ${whose}'s liability and so favours ${whose}` : "Liability is limited or some damages are excluded";
      // UCTA ss. 2–4 do not extend to a contract so far as it relates to the creation or transfer of an interest in land
      // (Sch. 1 para 1(b)): a lease's limit is not tested for reasonableness as a supply contract's would be.
      if (gb(ctx) && !ctx.consumer && ctx.landInterest && !excludesInjury) {
        const scope = "The Unfair Contract Terms Act 1977's controls (ss. 2–4) do not extend to a contract so far as it relates to the creation or transfer of an interest in land (Sch. 1 para 1(b)), so do not count on its reasonableness test to cut this limit down in a lease: negotiate it.";
        return {
          rule: "liability.gb.lease",
          risk: side === "us" ? "low" : "medium",
          finding: side === "us" ? `${oursLimited}. ${scope}` : side === "them" ? `${theirsLimited}. ${scope}` : `${neutral}. ${scope}`,
          fix: side === "them" ? "Ask for the limit to be mutual, to exclude the landlord's own negligence and failure to provide services it is paid for, and to carve out death, personal injury and fraud." : "Keep the limit; carve out death, personal injury and fraud.",
          cites: [{ source_id: "uk-unfair-contract-terms-act-1977", article: "Schedule 1" }],
        };
      }
      if (gb(ctx) && !ctx.consumer) {
        const reasonableness = "In business contracts governed by the law of England and Wales, limits on liability for negligence or on standard terms must satisfy the reasonableness test, judged when the contract was made; the party relying on the limit must show it is reasonable.";
        return {
          rule: "liability.gb.ucta",
          risk: excludesInjury ? "critical" : side === "us" ? "low" : "medium",
          finding: excludesInjury
            ? "The clause appears to exclude liability for death or personal injury; in England and Wales liability for death or personal injury caused by negligence cannot be excluded or restricted."
            : side === "us"
              ? `${oursLimited}. ${reasonableness}`
              : side === "them"
                ? `${theirsLimited}. ${reasonableness} Where the limit fails that test, they cannot rely on it against you.`
                : whose || side === "both"
                  ? `${neutral}. ${reasonableness}`
                  : reasonableness,
          fix:
            side === "them"
              ? "Ask for the cap to be mutual and set by reference to the fees; carve out death and personal injury caused by negligence, and fraud."
              : "Carve out death and personal injury caused by negligence and fraud; set the cap by reference to fees and insurance cover so it can be shown to be reasonable.",
          cites: [
            { source_id: "uk-unfair-contract-terms-act-1977", article: "2" },
            { source_id: "uk-unfair-contract-terms-act-1977", article: "3" },
            { source_id: "uk-unfair-contract-terms-act-1977", article: "11" },
          ],
        };
      }
      if ((gb(ctx) || eu(ctx)) && ctx.consumer) {
        return {
          rule: "liability.consumer.unfair_terms",
          risk: "high",
          finding: "In a consumer contract a term limiting the trader's liability may be unfair and then not binding on the consumer; in the UK a trader cannot exclude liability for death or personal injury caused by negligence.",
          fix: "Do not exclude liability the law imposes; keep any limit proportionate, transparent and prominent.",
          cites: gb(ctx)
            ? [{ source_id: "uk-consumer-rights-act-2015", article: "62" }, { source_id: "uk-consumer-rights-act-2015", article: "65" }]
            : [{ source_id: "eu-unfair-terms-directive", article: "3" }, { source_id: "eu-unfair-terms-directive", article: "6" }],
        };
      }
      const fix = "Make the cap mutual, set it by reference to the fees, and carve out fraud, wilful misconduct and death or personal injury.";
      if (excludesInjury) {
        return { rule: "liability.general", risk: "high", finding: "The clause appears to exclude liability for death or personal injury, which many laws do not allow.", fix, cites: [] };
      }
      // UCC Article 2 governs sales of goods only: a licence or a services contract is not tested against it.
      const ucc = inJ(ctx, "US") && ctx.goods === true && /\bconsequential\b/i.test(text);
      const uccNote = ucc ? " For a sale of goods, excluding consequential damages is allowed unless unconscionable, and an exclusive remedy that fails of its essential purpose lets the buyer use the general remedies." : "";
      const cites = ucc ? [{ source_id: "us-ucc-article-2", article: "2-719" }] : [];
      if (side === "them") return { rule: "liability.general", risk: "medium", finding: `${theirsLimited}.${uccNote}`, fix, cites };
      return {
        rule: "liability.general",
        risk: "low",
        finding: side === "us" ? `${oursLimited}; check that the limit would hold under the governing law.${uccNote}` : `${neutral}; check the cap against the contract's value and insurance.${uccNote}`,
        fix: side === "us" ? "Keep the limit; carve out fraud and death or personal injury, which the law may not let you limit." : fix,
        cites,
      };
    },
  ],
  renewal_term: [
    (text) => {
      if (!/\bautomatic(?:ally)?\b|\bauto-?renew/i.test(text)) return null;
      const days = noticeDays(text);
      const long = days !== null && days >= 60;
      return {
        rule: "renewal.automatic",
        risk: long ? "medium" : "low",
        finding: `The contract renews automatically${days !== null ? ` unless notice is given ${days} days before the end of the term` : ""}${long ? "; a notice window this long is easy to miss" : ""}.`,
        fix: AUTOMATIC_RENEWAL_FIX,
        cites: [],
      };
    },
  ],
  termination_for_convenience: [
    (text, ctx) => {
      // Only a right to end the contract without cause: consequences of termination, or termination for breach, are not one.
      if (!terminatesWithoutCause(text)) return null;
      // An employee's right to resign on notice is the employee's right to end the contract.
      // Whose right it is, from the sentences that give it: "Either party may terminate for material breach" beside
      // "The Vendor may terminate for convenience" leaves the free right the Vendor's alone.
      const who = burdenedParty(freeEndingSentences(text), /terminat\w*|resign\w*/, reviewer(ctx), ctx.parties) ?? burdenedParty(text, /terminat\w*|resign\w*/, reviewer(ctx), ctx.parties);
      const notice = who === "both" ? noticeBySide(text, ctx) : null;
      if (notice && notice.us !== null && notice.them !== null && notice.us > notice.them) {
        return {
          rule: "termination.convenience.longer_notice",
          risk: "medium",
          finding: `Both sides may end the contract on notice, but your side must give ${describeDays(notice.us)} while the other side need give only ${describeDays(notice.them)}.`,
          fix: "Make the notice periods equal, or shorten yours to match the other side's.",
          cites: [],
        };
      }
      if (who === "both") {
        return { rule: "termination.convenience.mutual", risk: "low", finding: "Either party may terminate for convenience on notice.", fix: "Check the notice period gives enough time to transition and that fees already earned are paid.", cites: [] };
      }
      const risk: RiskLevel = who === "them" ? "high" : who === "us" ? "low" : "medium";
      return {
        rule: "termination.convenience.one_sided",
        risk,
        finding: who === "them" ? "Only the other party may terminate for convenience: your side can lose the contract at any time while staying bound." : who === "us" ? "Your side may terminate for convenience; the other party has no matching right." : "A party may terminate for convenience; check who holds the right and whether the other side has a matching one.",
        fix: "Make the right mutual, or add a minimum term, a longer notice period and payment for work done and committed costs on termination.",
        cites: [],
      };
    },
  ],
  minimum_commitment: [
    (text, ctx) => {
      // A floor on what one party must buy or order; a cap on price, a minimum term or a minimum notice is not one.
      if (!commitsAVolume(text)) return null;
      const who = burdenedParty(text, /purchase\w*|order\w*|buy\w*|procure\w*|take\w*/, reviewer(ctx), ctx.parties);
      const shortfall = SHORTFALL_PAYMENT.test(text);
      if (who === "them") {
        return { rule: "minimum_commitment.theirs", risk: "low", finding: "The other side commits to a minimum purchase: this favours your side.", fix: "Keep the commitment; state what follows a shortfall (loss of exclusivity, a shortfall payment or termination).", cites: [] };
      }
      return {
        rule: "minimum_commitment.ours",
        risk: who === "us" && shortfall ? "high" : "medium",
        finding: `${who === "us" ? "Your side commits" : who === "both" ? "Each side commits" : "A party commits"} to a minimum purchase whatever its actual demand${shortfall ? ", and a shortfall must be paid for" : ""}; missing it has the consequences the contract attaches (loss of exclusivity or termination where stated).`,
        fix: "Set the minimum from realistic forecasts, pro-rate it for a part year, reduce it for the other side's supply failures and force majeure, and limit the consequence of a shortfall to loss of exclusivity rather than termination or payment of the difference.",
        cites: [],
      };
    },
  ],
  liquidated_damages: [
    (text, ctx) => {
      if (!SUM_ON_BREACH.test(text)) return null;
      // A ceiling on what one party can recover is a cap, not a sum agreed as payable on breach.
      if (!/\bliquidated\b|\bpenalt(?:y|ies)\b/i.test(text) && LIMITS_LIABILITY.test(text)) return null;
      if (inJ(ctx, "IN")) {
        return {
          rule: "penalty.in.s74",
          risk: "medium",
          finding: "In India a sum named as payable on breach, whether called a penalty or liquidated damages, is recoverable only as reasonable compensation not exceeding the sum named; the claimant still has to show a reasonable loss figure.",
          fix: "Set the amount by a genuine pre-estimate of loss and record the basis; do not expect to recover more than reasonable compensation.",
          cites: [{ source_id: "in-contract-act-1872", article: "74" }, { source_id: "in-contract-act-1872", article: "73" }],
        };
      }
      if (gb(ctx)) {
        return {
          rule: "penalty.gb.doctrine",
          risk: "medium",
          finding: "Under the common-law penalty rule in England and Wales, a sum payable on breach that is out of all proportion to the innocent party's legitimate interest in performance is unenforceable.",
          fix: "Tie the amount to a legitimate interest and record how it was calculated.",
          cites: [],
        };
      }
      if (inJ(ctx, "US")) {
        return {
          rule: "penalty.us.ucc_2_718",
          risk: "medium",
          finding: ctx.goods
            ? "Liquidated damages are enforceable only at an amount reasonable in light of the anticipated or actual harm; an unreasonably large sum is void as a penalty (for this sale of goods, UCC 2-718)."
            : "Liquidated damages are enforceable only at an amount reasonable in light of the anticipated or actual harm; a sum out of proportion to it is unenforceable as a penalty under the common law of most states.",
          fix: "Set the amount by a reasonable pre-estimate of loss and record the basis.",
          // UCC Article 2 governs sales of goods; a services contract or licence answers to the common-law rule.
          cites: ctx.goods ? [{ source_id: "us-ucc-article-2", article: "2-718" }] : [],
        };
      }
      return { rule: "penalty.general", risk: "medium", finding: "A fixed sum is payable on breach or termination; many laws refuse to enforce sums that operate as penalties.", fix: "Set the amount by a genuine pre-estimate of loss.", cites: [] };
    },
  ],
  amendment: [
    (text, ctx) => {
      if (!changesTermsAlone(text)) return null;
      const consumer = ctx.consumer && (gb(ctx) || eu(ctx));
      return {
        rule: "amendment.unilateral",
        risk: "high",
        finding: "One party may change the terms on its own. " + (consumer ? "In a consumer contract a term letting the trader alter terms unilaterally without a valid reason stated in the contract is indicatively unfair." : "The other side could be bound by terms it never agreed."),
        fix: "Require changes to be agreed in writing by both parties, or give notice, a stated valid reason and a right to terminate without penalty before a change takes effect.",
        cites: consumer ? (gb(ctx) ? [{ source_id: "uk-consumer-rights-act-2015", article: "62" }, { source_id: "uk-consumer-rights-act-2015", article: "63" }] : [{ source_id: "eu-unfair-terms-directive", article: "3" }]) : [],
      };
    },
  ],
  assignment: [
    (text) =>
      assignsWithoutConsent(text)
        ? { rule: "assignment.without_consent", risk: "medium", finding: "A party may assign or transfer the contract without the other's consent; you could end up contracting with a party you did not choose.", fix: "Require prior written consent (not unreasonably withheld), with an exception only for intra-group transfers with a guarantee.", cites: [] }
        : null,
  ],
  data_protection: [
    (text, ctx) => {
      // The GDPR reaches processing by its territorial scope, whatever law the parties chose for their contract.
      const requested = ctx.requestedChain ?? [];
      const ukGdpr = gb(ctx) || requested.includes("GB");
      if (!(ukGdpr || eu(ctx) || requested.includes("EU"))) return null;
      // Personal data, not a payment or order "processor": Art. 28 is about processing personal data for a controller.
      if (!/\bpersonal\s+(?:data|information)\b|\bdata\s+subjects?\b/i.test(text)) return null;
      const elements = [/documented\s+instructions|only\s+on\s+(?:the\s+)?(?:written\s+)?instructions/i, /confidential/i, /security|article\s+32|technical\s+and\s+organi[sz]ational/i, /sub-?processor|another\s+processor/i, /audit|inspection/i, /delet\w+\s+or\s+return|return\s+or\s+delet/i];
      // Art. 28(3) asks what the contract stipulates, not each clause: a data-processing part split into short clauses
      // (instructions in one, audits in another) has its terms wherever they are.
      const missing = elements.filter((e) => !e.test(ctx.fullText ?? text)).length;
      if (missing === 0) return { rule: "data_protection.art28.complete", risk: "low", finding: "The processing terms cover the main controller-processor terms (instructions, confidentiality, security, sub-processors, audits, deletion or return).", fix: "Check the remaining items (assistance with data-subject rights and breach notification).", cites: [{ source_id: ukGdpr ? "uk-gdpr" : "eu-gdpr", article: "28" }] };
      return {
        rule: "data_protection.art28.missing_terms",
        risk: missing >= 3 ? "high" : "medium",
        finding: `Personal data is processed for another party but ${missing} of the 6 core processor terms checked (documented instructions, confidentiality, security, sub-processor consent, audits, deletion or return at the end) are missing.`,
        fix: "Add a data-processing agreement with the processor terms the GDPR requires.",
        cites: [{ source_id: ukGdpr ? "uk-gdpr" : "eu-gdpr", article: "28" }],
      };
    },
  ],
  dispute_resolution: [
    (text, ctx) =>
      // A bar on suing or a shortened time to sue; agreeing on a competent court (waiving venue objections) is not one.
      inJ(ctx, "IN") && /\b(?:shall|may)\s+not\s+(?:be\s+entitled\s+to\s+)?(?:bring|commence|file|institute)\b|\b(?:be|is|are|shall\s+be)\s+(?:forever\s+)?barred\b|\bwaives?\s+(?:\w+\s+){0,2}rights?\s+to\s+(?:sue|bring|commence|file)\b/i.test(text)
        ? { rule: "dispute.in.s28", risk: "high", finding: "The clause appears to restrict a party's right to enforce its rights through the ordinary courts or to shorten the time to do so; in India such restrictions are void except for referral to arbitration.", fix: "Keep arbitration if wanted, but remove any bar on or shortening of the right to sue.", cites: [{ source_id: "in-contract-act-1872", article: "28" }] }
        : null,
  ],
  warranty: [
    (text, ctx) =>
      inJ(ctx, "US") && /\bas\s+is\b|merchantability|fitness\s+for\s+a\s+particular\s+purpose/i.test(text)
        ? {
            rule: "warranty.us.disclaimer",
            risk: "low",
            finding: ctx.goods ? "Implied warranties are disclaimed; for goods the disclaimer must mention merchantability and be conspicuous to work." : "Implied warranties are disclaimed; make sure the disclaimer is conspicuous and names the warranties it excludes.",
            fix: "If you are the buyer, ask for express performance warranties; if the seller, keep the disclaimer in capitals.",
            cites: ctx.goods ? [{ source_id: "us-ucc-article-2", article: "2-316" }] : [],
          }
        : null,
  ],
};
// The CUAD cap-on-liability category gets the limitation-of-liability rules.
playbook.cap_on_liability = playbook.limitation_of_liability;
// CUAD's anti-assignment clauses are where a right to assign without consent is granted or carved out.
playbook.anti_assignment = playbook.assignment;

/** "sixty (60) days", "90 days", "three months" → days. */
/** Each side's notice for ending the contract without cause, sentence by sentence ("The Company may terminate … by giving one month's notice"). */
function noticeBySide(text: string, ctx: ReviewContext): { us: number | null; them: number | null } {
  const out: { us: number | null; them: number | null } = { us: null, them: null };
  for (const sentence of text.split(/(?<=[.;])\s+/)) {
    if (!/\bmay\b[^.;]{0,80}\b(?:terminat|resign)\w*/i.test(sentence)) continue;
    const side = burdenedParty(sentence, /terminat\w*|resign\w*/, reviewer(ctx), ctx.parties);
    const days = noticeDays(sentence);
    if ((side === "us" || side === "them") && days !== null) out[side] ??= days;
  }
  return out;
}

function describeDays(days: number): string {
  if (days % 30 === 0) return days === 30 ? "one month" : `${days / 30} months`;
  return `${days} days`;
}

export function noticeDays(text: string): number | null {
  const m = /\b(\d{1,3})\s*\)?\s*(?:calendar\s+|business\s+)?days?\b/i.exec(text) ?? /\((\d{1,3})\)\s*(?:calendar\s+|business\s+)?days?/i.exec(text);
  if (m) return Number(m[1]);
  const months = /\b(\d{1,2}|one|two|three|six)\s*\)?\s*(?:calendar\s+)?months?\b/i.exec(text);
  if (months) {
    const words: Record<string, number> = { one: 1, two: 2, three: 3, six: 6 };
    const n = words[months[1].toLowerCase()] ?? Number(months[1]);
    return n * 30;
  }
  return null;
}

/** Applies every rule for the clause's categories; duplicate rule ids count once. */
export function reviewClause(text: string, clauseCategories: string[], ctx: ReviewContext): PlaybookFinding[] {
  const out: PlaybookFinding[] = [];
  for (const cat of clauseCategories) {
    for (const rule of playbook[cat] ?? []) {
      const f = rule(text, ctx);
      if (f && !out.some((o) => o.rule === f.rule)) out.push({ ...f, category: cat });
    }
  }
  return out;
}

export interface ExpectedClause {
  id: string;
  name: string;
  /** Categories whose presence anywhere in the contract satisfies the expectation. */
  satisfiedBy: string[];
  /** Evidence that the categories can miss: a TERMINATION heading, "place of jurisdiction". */
  alsoSatisfiedBy?: (clause: { heading: string | null; text: string }) => boolean;
  /** Wording a clause of those categories must carry to count: the detector files "recovery of … consequential damages" under caps too. */
  confirmedBy?: RegExp;
  risk: RiskLevel;
  finding: string;
  fix: string;
  /** The provisions that call for the clause under the law applied (`chain`), read with the text's facts. */
  cites?: (chain: string[], text: string) => { cites: Cite[]; note: string };
}

/**
 * Which data-protection law asks for processor or business-associate terms: GDPR Art. 28 (EU, UK), HIPAA's business
 * associate contract (US, only when health information is handled), India's DPDP Act s.8 (a Data Fiduciary answers for
 * its processors; its duties apply only when the DPDP Rules 2025's 18-month transition ends, in May 2027).
 */
function dataProtectionLaw(chain: string[], text: string): { cites: Cite[]; note: string } {
  if (chain.some((c) => c === "GB" || c.startsWith("GB-"))) return { cites: [{ source_id: "uk-gdpr", article: "28" }], note: "UK GDPR Art. 28 requires a written contract with set terms whenever a processor handles personal data for a controller." };
  if (chain.includes("EU")) return { cites: [{ source_id: "eu-gdpr", article: "28" }], note: "GDPR Art. 28 requires a written contract with set terms whenever a processor handles personal data for a controller." };
  if (chain.includes("IN")) return { cites: [{ source_id: "in-dpdp-act-2023", article: "8" }], note: "Under the DPDP Act 2023 s.8 the party deciding why data is processed answers for it and for its processors; those duties apply from the end of the DPDP Rules 2025's 18-month transition (May 2027), so provide for them now." };
  if (chain.includes("US") && /\bpatients?\b|\bprotected\s+health\s+information\b|\bmedical\s+records\b|\bhealth\s+(?:data|records|information)\b/i.test(text)) {
    return { cites: [{ source_id: "us-hipaa-privacy-rule", article: "164.504" }, { source_id: "us-hipaa-security-rule", article: "164.314" }], note: "If a HIPAA covered entity shares protected health information with the other party, HIPAA requires a business associate agreement." };
  }
  return { cites: [], note: "" };
}

/** Clauses a lawyer expects; each absence is a finding. */
export const expectedClauses: ExpectedClause[] = [
  { id: "limitation_of_liability", name: "Limitation of Liability", satisfiedBy: ["limitation_of_liability", "cap_on_liability"], confirmedBy: LIMITS_LIABILITY, risk: "high", finding: "No limitation of liability clause was found: each party's exposure is unlimited.", fix: "Add a mutual cap (e.g. fees paid in the prior 12 months) and an exclusion of indirect and consequential loss, with the usual carve-outs." },
  { id: "governing_law", name: "Governing Law", satisfiedBy: ["governing_law"], risk: "medium", finding: "No governing law clause was found: which law applies would have to be worked out by conflict-of-laws rules.", fix: "State the governing law." },
  {
    id: "dispute_resolution",
    name: "Dispute Resolution",
    satisfiedBy: ["dispute_resolution", "arbitration"],
    alsoSatisfiedBy: (c) => /\bjurisdiction|\bdisputes?\b|\barbitrat/i.test(c.heading ?? "") || /\bplace\s+of\s+jurisdiction\b|\bcourts?\s+(?:of|in|at)\s+[A-Z]/.test(c.text),
    risk: "medium",
    finding: "No dispute resolution clause (courts or arbitration) was found.",
    fix: "Name the courts with jurisdiction or an arbitration seat and rules.",
  },
  { id: "confidentiality", name: "Confidentiality", satisfiedBy: ["confidentiality"], risk: "medium", finding: "No confidentiality clause was found: information exchanged under the contract is not contractually protected.", fix: "Add mutual confidentiality obligations with the usual exceptions and a survival period." },
  // A right to walk away for convenience is not a way out for breach or insolvency, which is what this finding is about.
  {
    id: "termination",
    name: "Termination",
    satisfiedBy: ["termination_for_cause"],
    // A right of either party to end the contract at any time is a way out of a breach too.
    alsoSatisfiedBy: (c) =>
      /\bterminat/i.test(c.heading ?? "") ||
      /\bterminat\w*\b[^.]{0,200}\bbreach\w*|\bbreach\w*\b[^.]{0,160}\bterminat|\b(?:either|each)\s+party\s+may\s+(?:\w+\s+){0,3}terminat/i.test(c.text),
    risk: "medium",
    finding: "No termination clause was found: there is no agreed way out for breach or insolvency.",
    fix: "Add termination for material breach (with a cure period) and insolvency.",
  },
  // The three below are expected only when the text's facts call for them (review/checklist.ts).
  {
    id: "data_protection",
    name: "Data Protection",
    satisfiedBy: ["data_protection"],
    confirmedBy: /\bdata\s+protection\b|\bGDPR\b|\bprivacy\b|\bHIPAA\b|\bbusiness\s+associate\b|\bprocess\w*\b[^.;]{0,120}\bpersonal\b|\bpersonal\s+(?:data|information)\b/i,
    risk: "medium",
    finding: "No data-protection terms were found, though one party handles personal data for or about the other: how it may be used, secured, shared with sub-processors, reported on breach and returned is not agreed.",
    fix: "Add data-protection terms: process only on instructions, confidentiality of staff, security measures, sub-processors with consent, breach notice within a set time, help with individuals' requests, deletion or return at the end, audit.",
    cites: dataProtectionLaw,
  },
  {
    id: "insurance",
    name: "Insurance",
    satisfiedBy: ["insurance"],
    confirmedBy: /\binsur/i,
    risk: "medium",
    finding: "No insurance clause was found: nothing makes the other side carry cover (liability, professional indemnity, property or goods in transit) to back its liabilities.",
    fix: "Require the party doing the work or holding the property to maintain named insurances with minimum limits, evidence of cover on request and notice of cancellation.",
  },
  {
    id: "force_majeure",
    name: "Force Majeure",
    satisfiedBy: ["force_majeure"],
    confirmedBy: FORCE_MAJEURE_WORDING,
    risk: "low",
    finding: "No force majeure clause was found: a party prevented from performing by events outside its control (natural disaster, epidemic, war, a supplier's or utility's failure) has only the narrow general-law excuses (frustration at common law, impossibility under civil codes), and delay is otherwise a breach.",
    fix: "Add a force majeure clause: the events that excuse performance, prompt notice and mitigation, suspension of the affected obligations, and a right to terminate if the event lasts beyond a set period.",
  },
  {
    id: "source_code_escrow",
    name: "Source Code Escrow",
    satisfiedBy: ["source_code_escrow"],
    confirmedBy: /\bescrow\b|\bsource\s+code\b/i,
    risk: "low",
    finding: "No source-code escrow was found: if the licensor fails or stops supporting the software, the licensee has no access to the code to maintain it.",
    fix: "For software the licensee depends on, ask for the source code to be deposited with an escrow agent and released on insolvency or end of support.",
  },
];
