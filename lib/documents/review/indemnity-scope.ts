/**
 * What an indemnity answers for, read from its trigger ("arising from …", "caused by …"). An indemnity whose every
 * trigger is the indemnifier's own serious misconduct (gross negligence, wilful misconduct or misfeasance, bad faith,
 * fraud, reckless disregard of its duties) or the inaccuracy of information it supplied adds little to what it would
 * answer for anyway, since such liability is rarely excluded or capped; an indemnity for any breach, act, omission,
 * use or third-party claim is the wide kind a lawyer negotiates. Pure: no I/O.
 */

/** The indemnifier's own serious misconduct, or an untrue statement it supplied. */
const MISCONDUCT =
  /\bgross(?:ly)?\s+negligen\w*|\bwil(?:l)?ful\s+(?:misconduct|misfeasance|default|malfeasance)|\bbad\s+faith|\bfraud\w*|\breckless\s+disregard|\b(?:inaccurate|incomplete|untrue|false|misleading)\b(?:\s+(?:or|and)\s+\w+)?\s+(?:statements?|information|representations?)\b(?:[^.;]{0,80}?\b(?:provided|supplied|furnished|given)\s+by)?/i;
const MISCONDUCT_ALL = new RegExp(MISCONDUCT.source, "gi");
/** Triggers of the wide kind: any breach, negligence, act or omission, use, claim or dealing. */
const WIDE_TRIGGER = /\b(?:breach\w*|negligen\w*|acts?|omissions?|use|claims?|relationship|interaction|sale|products?|services|operation|business|violation|infringe\w*)\b/i;
/** Where a sentence's trigger starts. */
const TRIGGER = /\b(?:arising|resulting|caused|occasioned)\s+(?:directly\s+or\s+indirectly\s+)?(?:from|out\s+of|by)\b|\bby\s+reason\s+of\b|\battributable\s+to\b/i;

/** Every sentence that gives an indemnity is triggered only by the indemnifier's serious misconduct or untrue information. */
export function indemnityConfinedToMisconduct(text: string): boolean {
  const giving = text
    .split(/(?<=[.;])\s+(?=[A-Z(])/)
    .filter((s) => /\bindemnif/i.test(s) && /\b(?:shall|will|agrees?|undertakes?|covenants?)\b/i.test(s));
  if (giving.length === 0) return false;
  return giving.every((s) => {
    const at = TRIGGER.exec(s);
    if (!at) return false;
    const trigger = s.slice(at.index + at[0].length);
    return MISCONDUCT.test(trigger) && !WIDE_TRIGGER.test(trigger.replace(MISCONDUCT_ALL, " "));
  });
}

/** Generic names for the party an indemnity protects. */
const INDEMNITEE_WORDS = String.raw`indemnified\s+part(?:y|ies)|indemnitees?|indemnified\s+persons?|party\s+(?:being\s+)?indemnified`;
const FAULT = String.raw`(?:(?:sole\s+|own\s+)?negligen\w*|acts?(?:\s+or\s+omissions?)?|omissions?|defaults?|fault|breach\w*|wrongful\s+acts?)`;

/**
 * The indemnity reaches losses caused by the protected party's own conduct: "including any claim arising from any act
 * or omission of the Contractor" (where the Contractor is indemnified), "whether or not caused by the negligence of
 * the Indemnified Party", "even if attributable to the Indemnitee's own negligence". The indemnifier then answers for
 * the other side's fault, which most laws read narrowly and a lawyer strikes out. `beneficiaries` are the names the
 * clause protects, as the contract defines them. Pure: no I/O.
 */
export function indemnityCoversIndemniteesOwnFault(text: string, beneficiaries: string[]): boolean {
  const names = [...beneficiaries.filter((b) => b.trim().length >= 2).map((b) => b.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")), INDEMNITEE_WORDS];
  const party = String.raw`(?:the\s+)?(?:${names.join("|")})(?:['’]s)?`;
  const extends_ = String.raw`\b(?:including|even\s+(?:if|where|when|though)|whether\s+or\s+not|regardless\s+of\s+whether|notwithstanding\s+that|in\s+whole\s+or\s+in\s+part)\b`;
  const ofParty = new RegExp(String.raw`${extends_}[^.;]{0,140}?\b(?:caused|arising|resulting|attributable|contributed\s+to)\b[^.;]{0,60}?\b(?:(?:any\s+|the\s+)?${FAULT}\s+(?:\w+\s+){0,2}of\s+${party}|${party}\s+(?:own\s+)?${FAULT})`, "i");
  return text
    .split(/(?<=[.;])\s+(?=[A-Z(])/)
    .filter((s) => /\bindemnif|\bhold\s+\w+\s+harmless/i.test(s))
    .some((s) => ofParty.test(s));
}

/**
 * An indemnity for everything the indemnifier does: "any act or omission of Customer", "any and all claims", losses
 * "however arising", or every claim "arising out of or relating to" the indemnifier's use, data or business. The wide
 * kind, beyond one head of claim (infringement, injury, a breach of one clause).
 */
export const WIDE_INDEMNITY = /\bany\s+and\s+all\b|\bwhatsoever\b|\bhow(?:so)?ever\s+arising\b|\bany\s+acts?\s+or\s+omissions?\b|\ball\s+(?:claims|losses|liabilities)\b[^.;]{0,160}?\barising\s+(?:out\s+of\s+or\s+(?:relating|related)\s+to|out\s+of\s+or\s+in\s+connection\s+with)\b/i;

/** The heads of claim an indemnity answers for: infringement, injury and damage, a breach, negligence, data, every act. */
const HEADS: [string, RegExp][] = [
  ["wide", WIDE_INDEMNITY],
  ["infringement", /\binfring\w*|\bmisappropriat\w*|\bintellectual\s+property\b|\bpatents?\b|\bcopyrights?\b|\btrade\s?marks?\b/i],
  ["injury", /\bbodily\s+injury|\bpersonal\s+injury|\bdeath\b|\bproperty\s+damage|\bdamage\s+to\s+(?:tangible\s+)?property/i],
  ["breach", /\bbreach\w*/i],
  ["negligence", /\bnegligen\w*|\bmisconduct\b/i],
  ["data", /\bdata\b|\bprivacy\b/i],
];
function headsOf(text: string): Set<string> {
  const giving = text.split(/(?<=[.;])\s+(?=[A-Z(])/).filter((s) => /\bindemnif|\bhold\s+(?:\w+\s+){0,3}harmless|\bdefend\b/i.test(s)).join(" ");
  return new Set(HEADS.filter(([, re]) => re.test(giving)).map(([h]) => h));
}

/**
 * An indemnity the contract leaves expressly unlimited ("without any limit", "is unlimited", "not subject to the cap").
 * "Including without limitation" lists examples and limits nothing either way: it is not this.
 */
const EXPRESSLY_UNLIMITED =
  /\bwithout\s+(?:any\s+)?(?:financial\s+|monetary\s+)?limit\b|\bwithout\s+(?:any\s+)?limit(?:ation)?\s+(?:as\s+to|of|on)\s+(?:the\s+)?(?:amount|liability|sum)|\bunlimited\b|\bnot\s+(?:be\s+)?subject\s+to\s+(?:any|the)\s+(?:\w+\s+){0,2}?(?:cap|limit(?:ation)?)s?\b/i;

/**
 * One indemnity answers for less than another: the other is expressly unlimited and this one is not, the other covers
 * every act or claim and this one does not, or this
 * one's heads of claim are a strict part of the other's ("a claim that a deliverable infringes a United States patent"
 * beside "all claims … arising out of or relating to Customer's data, systems, use … or any act or omission"). Such
 * indemnities do not mirror each other: the wider one stays the burden it is.
 */
export function narrowerIndemnity(text: string, than: string): boolean {
  if (EXPRESSLY_UNLIMITED.test(than) && !EXPRESSLY_UNLIMITED.test(text)) return true;
  const a = headsOf(text);
  const b = headsOf(than);
  if (b.has("wide") && !a.has("wide")) return true;
  return a.size < b.size && [...a].every((h) => b.has(h));
}
