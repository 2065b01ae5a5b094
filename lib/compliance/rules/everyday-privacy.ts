/**
 * Privacy practices read in everyday words (issue 34, breadth of reading): the same facts the rule packs test, built
 * from classes of words rather than one phrasing — who refuses what, which right is asked for, which incident is kept
 * from whom — and read across neighbouring sentences, since a support reply or a manager's message states the request
 * in one sentence and the refusal in the next ("Delete account? This option is not available."). Each class is
 * deliberately a class: a new synonym belongs in it, never a phrase copied from one text.
 */

import { periodsIn, timeLimitDays } from "./facts";

type Sentences = readonly { text: string }[];

/** Whose data: the reader, the people a business serves or employs. */
const OWNER = "(?:your|their|his|her|my|customers'?|clients'?|users'?|members'?|people's|visitors'?|players'?|patients'?|staff|employees'?|subscribers'?)";
/** What is recorded about a person, in everyday nouns. */
const RECORD =
  "(?:data|info|information|details|logs?|profiles?|histor(?:y|ies)|records?|files?|passwords?|card (?:details|numbers?)|location|whereabouts|photos|pictures|ids?|contacts|messages|applications?|accounts?|orientation|religion|beliefs|conditions|symptoms|medicines|medications|prescriptions|fingerprints|scans|diagnos[ie]s|readings|test results)";
const OWNED_RECORD = new RegExp(`\\b${OWNER}\\s+(?:[\\w-]+\\s+(?:and\\s+|or\\s+)?){0,3}?${RECORD}\\b`, "i");
/** Ads, offers or content picked for the person from what is known about them. */
const PICKED_FOR_THEM =
  /\b(personali[sz]ed|tailored|targeted|interest[- ]based|custom(i[sz]ed)?|individual(i[sz]ed)?)\s+(ads?|adverts?|advertising|offers?|deals|feeds?|recommendations?|marketing|promotions?|content|prices?)\b|\b(tailor|personali[sz]e|target|customi[sz]e)\w*\s+(\w+\s+){0,2}(ads|adverts|offers|deals|feeds?|recommendations|promotions)\b/i;
/** Data sold or a sale of data opted out of. */
const DATA_SOLD = /\b(sell|sells|selling|sold|sale of)\b[^.;]{0,40}\b(data|info|information|details|lists?|profiles?)\b|\bdata sales?\b/i;
/** An attack on, or a loss from, systems that hold people's details. */
const INCIDENT =
  /\b(hack(ed|s|ers?|ing)?|breaks? into|broke(n)? into|break-?ins?|data leaks?|leak(ed|s)?|stolen|exposed|cyber-?attacks?|ransomware|security (incidents?|breach(es)?)|gets? hold of)\b/i;
const HELD_IN_SYSTEMS = /\b(customers?|clients?|users?|accounts?|passwords?|cards?|details|data|servers?|systems?|database|records|files)\b/i;
/** A decision about a person's application or request. */
const DECIDED = /\b(approved|declined|refused|rejected|turned down|accepted|denied)\b/i;
const BY_MACHINE = /\b(automatic\w*|algorithms?|software|scoring (system|model)|(automated|computer|ai) (system|tool|model)|our system|the system|a computer|ai)\b/i;
/** Marketing sent to people at home: catalogues, brochures, letters. */
const POSTED_MARKETING = /\b(catalogues?|catalogs?|brochures?|promotional (letters?|mail|post)|offers by post|leaflets?)\b/i;

/**
 * The text speaks of information about people without the words "personal data": someone's records in everyday
 * nouns ("your workout logs", "customers' card details"), ads picked for them, data sold, a hack of systems holding
 * their details, software deciding on their applications, or catalogues posted to them. A manager's message or a support
 * reply about these handles personal data as much as a privacy notice does.
 */
export function speaksOfPeoplesData(text: string): boolean {
  if (OWNED_RECORD.test(text) || PICKED_FOR_THEM.test(text) || DATA_SOLD.test(text)) return true;
  if (INCIDENT.test(text) && HELD_IN_SYSTEMS.test(text)) return true;
  if (DECIDED.test(text) && BY_MACHINE.test(text) && /\b(applications?|applicants?|loans?|candidates?)\b/i.test(text)) return true;
  if (SPECIAL_OF_A_PERSON.test(text) || WHAT_YOU_DO.test(text)) return true;
  return POSTED_MARKETING.test(text) && /\b(you|your|customers?|members?|membership|clients?|subscribers?)\b/i.test(text);
}

/** Special-category facts about a person, named so that "health and safety" or a product's "health" is not one. */
const SPECIAL_OF_A_PERSON =
  /\b(medicines?|medications?|prescriptions?|symptoms?|diagnos[ie]s|pregnan\w*|menstrua\w*|sexual orientation|sex life|religious (beliefs|views)|ethnic (origin|background)|fingerprints?|face scans?|biometric\w*|genetic (data|tests?|information)|heart[- ]rate|medical (history|records?|conditions?|data)|health (data|information|details|conditions?|records?|problems?))\b/i;
/** What the person does that the business records: "the medicines you order", "the symptoms you enter". */
const WHAT_YOU_DO = /\b(the|any|all|every) ([\w-]+ ){0,2}(you|they|customers|users) (order|buy|enter|type|share|upload|provide|give us|search for|save|post|write)\b/i;

/** Saying no, in any register: "we don't", "not available", "isn't an option", "unable to", "final". */
const REFUSAL =
  /\b(can ?not|can't|cannot|won't|will not|do not|don't|does not|doesn't|never|unable to|not able to|no way|not (possible|available|an option|offered|allowed|permitted)|isn't (possible|available|an option)|is not (possible|available|an option)|(option|feature|function) is not available|not at this time|final|no (option|button|way))\b/i;
/** Reasons the law itself gives for keeping or withholding: a legal duty, others' rights, a claim. */
const LEGAL_REASON = /\b(law|legal\w*|statut\w*|tax|regulat\w*|claims?|court|fraud|other (people|customers|persons|individuals)|third part(y|ies)|someone else|privilege\w*|exempt\w*)\b/i;

/** Asking for one's own data: to see it, have a copy, download it. */
const SEE_OWN =
  /\b(see|view|access|cop(y|ies)|download|export|get|request|ask (for|us for)|send (you|me|them))\b[^.;?]{0,40}\b(what (we|you) (hold|have|keep|store)|(your|my|their|the) (own )?(data|info|information|details|file|records?|account data)|everything (we|you) (hold|have|keep)|the (information|data|details) (we|you) (hold|have|keep|store))\b|\b(request|download|export) (my|your) (data|info|information|file)\b/i;
/** Asking for one's data to be removed. */
const REMOVE_OWN =
  /\b(delet\w*|eras\w*|remov\w*|wip(e|ed|ing)|purg\w*|get rid of|clear)\b[^.;?]{0,40}\b((your|my|their|the) (own )?(data|info|information|details|account|profile|file|records?)|what (we|you) (hold|have|keep|store)|it|them)\b|\b(delete|close) (my |your )?account\b|\b(your|my|their|his|her) (data|details|account|profile|records?) (deleted|erased|removed|wiped)\b/i;
/** Giving or showing someone their own data. */
const GIVE = /\b(give|show|send|share|provide|disclose|release|hand over|let (you|them|customers) see)\b/i;

/**
 * Access refused or cut short in the sentence at `i`: "we do not give customers copies of the information we keep
 * about them", or, after a request to see one's data, "we only show you your name"; records "for internal use only".
 */
export function accessRefusedAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  if (LEGAL_REASON.test(t)) return false;
  const asked = SEE_OWN.test(t) || (i > 0 && SEE_OWN.test(s[i - 1].text)) || /\bcopies of\b[^.;]{0,40}\b(information|data|details|file|records?)\b/i.test(t);
  if (!asked && !/\b(we|they) (hold|have|keep|store)\w*\b[^.;]{0,20}\b(about|on) (you|them)\b/i.test(t)) return false;
  const refused = (GIVE.test(t) && REFUSAL.test(t)) || /\b(only|just) (show|give|send|share|provide|disclose)\b/i.test(t) || /\b(for internal use only|stay(s)? internal)\b/i.test(t);
  if (refused) return true;
  // The request in this sentence, the part held back in the next: "… Notes, call recordings and scoring stay internal."
  return i + 1 < s.length && /\b(stay(s)? internal|for internal use only|(are|is) (never|not) (shared|sent|shown|disclosed))\b/i.test(s[i + 1].text) && !LEGAL_REASON.test(s[i + 1].text);
}

/**
 * Erasure refused at `i`: a removal named and refused ("we don't take requests to wipe them", "we don't remove your
 * details"), or a removal asked in the sentence before and refused here ("Delete account? This option is not
 * available."). A legal duty to keep (tax, claims) is no refusal.
 */
export function erasureRefusedAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  if (LEGAL_REASON.test(t) || /\b(until|after|within|for \d)\b/i.test(t)) return false;
  // A refusal of the person's asking, not a description of what closing an account does: the request, the option or
  // the person's own step must be named ("we don't take requests to wipe them", "you can't delete").
  const asking = /\b(requests?|ask\w*|option|button|at your request|on request|you (can ?not|can't|cannot|are unable to)|let (you|them|customers))\b/i;
  if (REMOVE_OWN.test(t) && REFUSAL.test(t) && asking.test(t) && !/\b(can|will|may) (ask|request)\b[^.;]{0,30}\b(and|to)\b/i.test(t.replace(REFUSAL, ""))) return true;
  return i > 0 && /\?\s*$/.test(s[i - 1].text) && REMOVE_OWN.test(s[i - 1].text) && REFUSAL.test(t) && !/\b(yes|of course|sure)\b/i.test(t);
}

/** Correcting or changing what is held. */
const CORRECT_OWN = /\b(chang\w*|correct\w*|fix\w*|updat\w*|edit\w*|amend\w*|rectif\w*)\b/i;

/** Correction refused in plain words: "information you entered can't be changed", "we do not correct it". */
export function correctionRefused(text: string): boolean {
  return CORRECT_OWN.test(text) && REFUSAL.test(text) && /\b(data|info|information|details|profile|it|them|what you entered)\b/i.test(text) && !LEGAL_REASON.test(text) && !/\b(contact us|ask us|write to us|email us) (and|to)\b/i.test(text);
}

/** A yes once given: "said yes", "allowed us", "ticked", "opted in", "turned on", "gave us permission". */
const GAVE_YES = /\b(said yes|say yes|agreed?|allow(ed)? us|ticked|opted in|opt in|turned (it )?on|switched (it )?on|consent\w*|signed up for|yes to)\b/i;
/** Taking it back, in any words. */
const TAKE_BACK = /\b(withdraw\w*|revok\w*|change (your|their) minds?|undo|undone|turn (it |this )?off|switch (it |this )?off|opt (back )?out|stop (it|this)|reverse)\b/i;
/** The channels as easy as giving consent. */
const EASY_WAY = /\b(online|links?|in (your|the) account|in the app|(app|account|privacy) settings|settings page|click\w*|button|by e-?mail|one tap|toggle)\b/i;
/** What makes taking it back hard or impossible. */
const HARD_WAY =
  /\b(by (post|letter|fax|registered (mail|letter))|signed letter|in writing to|can ?not|can't|cannot|not possible|isn't possible|final|irreversible|permanent|no way)\b/i;

/**
 * Withdrawal of consent made harder than giving it, across up to two sentences: a yes given (here or before) and
 * taking it back refused or sent through post, a visit or a wait ("If you change your mind, you'll need to send a
 * signed letter by post"; "you can't undo it. The choice is final.").
 */
export function withdrawalHardAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  const before = i > 0 ? s[i - 1].text : "";
  const yes = GAVE_YES.test(t) || GAVE_YES.test(before);
  if (!yes) return false;
  // An easy way offered in a clause of its own ("You can withdraw consent online in your account; withdrawal by post is
  // not accepted"): refusing only the harder channel beside it leaves withdrawal as easy as giving consent (Art. 7(3)).
  if (t.split(/[;,]|\bbut\b/i).some((clause) => EASY_WAY.test(clause) && !/\b(not|no|can't|cannot|never|only by)\b/i.test(clause))) return false;
  if (TAKE_BACK.test(t) && HARD_WAY.test(t)) return !/\b(at any time|any time)\b/i.test(t) || HARD_WAY.test(t.replace(/\bat any time\b/i, ""));
  // "The choice is final." after a yes that cannot be taken back.
  return /\b(choice|decision|setting) is (final|permanent|irreversible)\b/i.test(t) && (TAKE_BACK.test(before) || GAVE_YES.test(before));
}

/** Special-category data in everyday words. */
export const SPECIAL_PLAIN =
  /\b(health|medical|medicines?|medications?|prescriptions?|symptoms?|diagnos[ie]s|illness(es)?|conditions? (you|they) (have|report)|heart (conditions?|rate|problems?)|pregnan\w*|menstrua\w*|mental health|sexual orientation|sex life|religio\w*|faith|ethnic\w*|race|racial|political (views|opinions|beliefs)|trade union|union membership|fingerprints?|face scans?|facial recognition|biometric\w*|genetic|dna)\b/i;
/** Used for ads or passed to others. */
const FOR_ADS_OR_OTHERS = /\b(ads?|adverts?|advertis\w*|marketing|promot\w*|offers|deals|partners?|shar\w*|pass(es|ed)? (them |it )?(on|to)|sell\w*|sold|target\w*)\b/i;
/** Nobody is asked: "without asking", "no separate permission is needed", "we don't ask you first", "nobody gets a choice". */
const NOT_ASKED =
  /\b(without (asking|your (ok|permission|say)|a choice)|(don't|do not|won't|will not|never) ask( you| them)?( first| before)?|(business|commercial|legitimate) interests?|because (it is|it's) (in )?our (business )?interest)\b/i;
const EXPLICIT_YES = /\b(explicit(ly)?|separate (screen|box|question|step)|only (if|when|with) you (agree|say yes|switch|turn|opt|tap|confirm))\b/i;

/**
 * Special-category data used for ads or passed on with nobody asked, in this sentence or the next ("We look at the
 * medicines you order … to decide which adverts to show you. We do this because it is in our business interest, so
 * we don't ask you first."), or passed to partners on a screen that only says "Next".
 */
export function specialUsedUnaskedAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  if (!SPECIAL_PLAIN.test(t) || EXPLICIT_YES.test(t) || /\b(animal|pet|dog|cat|vehicle|machine|plant)s?'? health\b/i.test(t)) return false;
  const next = i + 1 < s.length ? s[i + 1].text : "";
  if (FOR_ADS_OR_OTHERS.test(t) && (NOT_ASKED.test(t) || (NOT_ASKED.test(next) && !EXPLICIT_YES.test(next)))) return true;
  // Passed to ad partners with no choice offered: the only step is to go on.
  return /\b(ad|advertising|marketing) partners?\b/i.test(t) && /\b(pass|send|shar|give|hand)\w*\b/i.test(t) && /^\s*(tap|click|press|swipe) (next|continue|ok)\b/i.test(next);
}

/** A period that says how often, not how long: "once a year", "twice a month", "24 hours a day", "each week". */
const HOW_OFTEN_BEFORE = /\b(once|twice|times|per|every|each|\d+\s*(hours?|days?)|hours|days)\s*$/i;

/**
 * The reply period of one clause in calendar days, read by the shared period reader (words or figures, "a
 * fortnight", "within a year", working days at 7/5): the time limit the clause sets, or else the longest period in it
 * that is not a frequency ("you may ask once a year").
 */
function replyPeriodDays(clause: string): number | null {
  const limit = timeLimitDays(clause);
  if (limit) return limit.days;
  const periods = periodsIn(clause).filter((p) => !HOW_OFTEN_BEFORE.test(clause.slice(Math.max(0, p.index - 20), p.index)));
  return periods.length ? Math.max(...periods.map((p) => p.days)) : null;
}

/** A reply or the handling of a request, in any words. */
const HANDLED = /\b(repl(y|ies)|answer\w*|respon\w*|get back|hear (back )?from us|handle[ds]?|process(ed)?|deal(t)? with|allow( up to)?|expect|take[sn]?|your file|turnaround)\b/i;

/**
 * The time given for answering someone's request for their own data, in the sentence naming the request or the next
 * one ("Request my data: submitted! … please allow up to 12 weeks for your file"), longer than `maxDays`.
 */
export function ownDataRequestTimeAt(s: Sentences, i: number, maxDays: number): boolean {
  const t = s[i].text;
  if (/\b(breach|incident|leak|hack|complain\w*|appeal\w*|unsubscrib\w*|marketing|promotional|refund|deliver\w*|shipping)\b/i.test(t)) return false;
  const about = SEE_OWN.test(t) || REMOVE_OWN.test(t) || /\b(requests?|deletion|access)\b/i.test(t) || (i > 0 && (SEE_OWN.test(s[i - 1].text) || REMOVE_OWN.test(s[i - 1].text)) && /\b(these|this|them|it|such|your file|your request)\b/i.test(t));
  if (!about || !HANDLED.test(t)) return false;
  // The period of the reply, not another one the sentence gives ("accounts deleted 12 months after last log-in;
  // requests … answered within 30 days"): only clauses that speak of handling count.
  const clauses = t.split(/[;:]|,\s+(?=[a-z]+ [a-z]+)/).filter((c) => HANDLED.test(c));
  const days = clauses.reduce<number | null>((m, c) => {
    const d = replyPeriodDays(c);
    return d === null ? m : m === null ? d : Math.max(m, d);
  }, null);
  return days !== null && days > maxDays && !/\b(further|more|extend\w*|extra)\b[^.]{0,20}\b(months?|weeks?)\b/i.test(t);
}

/** Money asked: "EUR 25", "€9.99", "15 euros", "$20". */
const MONEY = /(£|€|\$|\beur\b|\bgbp\b|\busd\b)\s?\d|\b\d+([.,]\d+)?\s?(€|eur|euros?|pounds|dollars)\b/i;
const FREE_OR_EXTRA = /\bfree( of charge)?\b|\bno (fee|charge|cost)\b|\b(further|additional|extra|second|subsequent|repeat\w*|duplicate) cop(y|ies)\b|\bmanifestly unfounded\b|\bexcessive\b/i;

/**
 * A price on a request for one's own data or its deletion: in the same sentence ("an administration charge of EUR 25 per
 * request for a copy") or the next ("Download my data: EUR 9.99. Pay now to receive your file.").
 */
export function ownDataRequestChargedAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  if (!MONEY.test(t) || FREE_OR_EXTRA.test(t)) return false;
  const asked = (x: string) => SEE_OWN.test(x) || REMOVE_OWN.test(x) || /\b(data|access|deletion) requests?\b/i.test(x);
  return asked(t) || (i > 0 && asked(s[i - 1].text) && !FREE_OR_EXTRA.test(s[i - 1].text));
}

/** Nobody reviews: "no person looks at them", "cannot be reviewed by a member of staff", "staff have no way to look at it again". */
const NO_PERSON =
  /\b(no (person|human|one|member of staff|staff member|people)\b[^.;]{0,30}\b(looks?|reviews?|checks?|sees?|involved)|(cannot|can't|won't|will not|not) be (reviewed|checked|looked at|reconsidered)\b[^.;]{0,30}\b(by )?(a |any )?(person|human|member of staff|staff|employee|someone)?|(staff|employees|we) (cannot|can't|won't|will not|don't|do not|never) (look at|check|review|reconsider|change)|final|you can't ask for (one|a person|a human))\b/i;

/**
 * A decision about a person's application, quote or CV taken by software, with no person to review it, in this
 * sentence or the next ("Your application was declined by our algorithm. This decision is final and cannot be reviewed
 * by a member of staff.").
 */
export function machineDecidesAloneAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  if (!DECIDED.test(t) || !BY_MACHINE.test(t) || /\b(a person|a human|staff|a member of (staff|our team)|someone) (always |then )?(reviews?|checks?|decides?|makes the final)\b/i.test(t)) return false;
  const next = i + 1 < s.length ? s[i + 1].text : "";
  return NO_PERSON.test(t) || (NO_PERSON.test(next) && !/\b(a person|a human|staff) (always |will )?(reviews?|checks?)\b/i.test(next));
}

/** Passwords kept readable or shared logins, in everyday words. */
export const READABLE_PASSWORDS =
  /\bpasswords?\b[^.;]{0,40}\b(exactly as (you|they) typed|as (you|they) typed (it|them)|read (it |them )?(back|out)|in (plain|clear) ?text|unencrypted)\b|\b(e-?mail|send|text|read|tell)\w* (you |them )?(your |their )(current |existing |old |actual )?passwords?\b/i;

/** The watchdog: a regulator or authority in any words. */
const WATCHDOG = /\b(watchdog|regulators?|authorit(y|ies)|government|data protection (commission|authority|board)|privacy (commissioner|regulator)|cnil|\bico\b|\bdpc\b|aepd|garante|anpd|pdpc)\b/i;
/** Not telling, or keeping it quiet. */
const KEEP_QUIET =
  /\b((do|does|did|will|would|shall|are|is)( not|n't)|never|not|won't|no)\b[^.;]{0,20}\b(report\w*|tell\w*|notify\w*|inform\w*|fil(e|ing) (a )?reports?|let\w* (them|it|anyone) know|alert\w*)\b|\b(deal with|fix) it (ourselves|internally|quietly)\b|\b(quietly|internally|ourselves)\b/i;

/**
 * A breach kept from the regulator: an incident (here or in the sentence before) and the regulator not told ("we deal with it internally and do not report it to the privacy watchdog").
 */
export function incidentHiddenFromRegulatorAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  const incident = INCIDENT.test(t) || (i > 0 && INCIDENT.test(s[i - 1].text));
  if (!incident) return false;
  const tellsRegulator = /\b(we|we'll|we will|we have|we've)\s+(\w+\s+)?(report\w*|notif\w*|inform\w*|told|tell)\b[^.;]{0,30}\b(regulator|authorit|watchdog|commission)/i.test(t) && !/\b(not|never|n't)\b[^.;]{0,20}\b(report|notif|inform|tell)\w*\b[^.;]{0,30}\b(regulator|authorit|watchdog)/i.test(t);
  if (tellsRegulator) return false;
  const quiet = KEEP_QUIET.exec(t);
  if (!quiet) return false;
  // The regulator named as the one not told; or a text about the authorities keeping it "ourselves".
  return WATCHDOG.test(t) || (i > 0 && WATCHDOG.test(s[i - 1].text));
}

/** The people affected, as the business speaks of them. */
const AFFECTED = /\b(you|customers?|clients?|users?|members?|account holders|people|individuals|the affected|anyone affected|affected (customers|users|people|individuals))\b/i;
const NOT_TELL_PEOPLE =
  /\b((do|does|did|will|would|shall)( not|n't)|never|not|won't|no)\b[^.;]{0,25}\b(contact\w*|tell\w*|inform\w*|alert\w*|notif\w*|warn\w*|write to|message|let (you|them|customers|users) know)\b[^.;]{0,25}\b(you|customers?|clients?|users?|members?|them|affected|about it)\b|\b(don't|do not|never|won't) send (any )?(alerts?|notices?|warnings?) to (you|users|customers|members)\b/i;

/**
 * The people whose data leaked are not to be told, in this sentence about an incident (or after one): "we will inform
 * the regulator but we will not contact you about it".
 */
export function incidentHiddenFromPeopleAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  const incident = INCIDENT.test(t) || (i > 0 && INCIDENT.test(s[i - 1].text));
  if (!incident || !AFFECTED.test(t)) return false;
  const m = NOT_TELL_PEOPLE.exec(t);
  if (!m) return false;
  // "We never decide at our own discretion whether to tell you: where a breach is likely to result in a high risk, we
  // tell you without undue delay" promises what Art. 34(1) asks in a clause of its own.
  if (t.split(/[:;]/).some((clause) => /\bwe (will |shall |always )?(tell|inform|notify|contact|alert|let) (you|them|affected)/i.test(clause) && !/\b(not|never|no|don't|won't)\b/i.test(clause))) return false;
  // "we will not report it to the regulator" is the regulator's, not the people's.
  return !WATCHDOG.test(m[0]) && !/\b(unlikely|no risk|encrypted|unintelligible)\b/i.test(t);
}

/** Sent or kept abroad, in everyday words. */
const ABROAD = /\b(overseas|abroad|another country|other countries|outside (the eu|the eea|europe|singapore|brazil|india|the uk)|offshore)\b/i;
/** No protection agreed: "no agreement", "not bound by", "without any contract", "no extra protections". */
export const NOTHING_AGREED =
  /\b(no|without( any)?|not)\b[^.;]{0,30}\b(agreements?|contracts?|protections?|safeguards?|commitments?|promises?)\b|\bnot bound by\b/i;

/**
 * Data sent or kept abroad with no protection agreed, in this sentence or the next: "Your photos are processed by our
 * partner overseas. They are not bound by any data protection commitments to us."
 */
export function sentAbroadUnprotectedAt(s: Sentences, i: number, abroad: RegExp = ABROAD): boolean {
  const t = s[i].text;
  if (!abroad.test(t) && !ABROAD.test(t)) return false;
  if (/\b(standard contractual clauses|binding corporate rules|adequacy|bound by contract|comparable (standard|protection))\b/i.test(t)) return false;
  const next = i + 1 < s.length ? s[i + 1].text : "";
  return NOTHING_AGREED.test(t) || (NOTHING_AGREED.test(next) && /\b(they|them|this|these|the (partner|provider|vendor|team|centre|center))\b/i.test(next));
}

/** Selling or sharing stopped: opting out, in any words. */
const STOP_SELLING = /\b(stop\w*|opt(ing|ed)? out|turn(ing)? off|not (to )?be sold|choosing not to be sold|say no)\b/i;

/**
 * A sale of people's data with no way to stop it, in this sentence or the next: "We sell your details to data brokers.
 * There isn't a way to stop this."; "(Choosing not to be sold isn't an option at this time.)".
 */
export function saleWithoutOptOutAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  const sells = (x: string) => /\b(sell|sells|selling|sold|sale)\b/i.test(x) && !/\b(do not|don't|never|will not|won't) sell\b/i.test(x);
  if (!sells(t) && !(i > 0 && sells(s[i - 1].text))) return false;
  if (/\b(do not sell|opt-?out link|you can (stop|opt out)|at any time)\b/i.test(t)) return false;
  return (STOP_SELLING.test(t) || /\bway to (stop|prevent|avoid)\b/i.test(t)) && REFUSAL.test(t);
}

/** A browser's opt-out signal, in any words. */
const BROWSER_SIGNAL = /\b(global privacy control|gpc|(browser|privacy|opt-?out) (preference )?signals?|signals? (from|sent by) (your|the|their|a) browser|do not track|dnt)\b/i;
const IGNORED = /\b(ignor\w*|disregard\w*|(do not|don't|does not|doesn't|won't|will not|never|not|cannot|can't) (act on|honou?r|recogni[sz]e|read|process|follow|respond to|react to|respect|support|detect|apply|give effect to|look at|pick up))\b/i;

/** A browser's opt-out signal ignored, in this sentence or the next ("… asking us not to sell your data. We'll ignore it"). */
export function browserSignalIgnoredAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  if (!BROWSER_SIGNAL.test(t)) return false;
  // A business that neither sells nor shares has nothing for an opt-out signal to stop (Regs § 7025 applies to selling
  // and sharing).
  if (/\b(neither sells? nor shares?|(do|does) not (sell or share|sell nor share)|(don't|never|not) sell or share)\b/i.test(t)) return false;
  const next = i + 1 < s.length ? s[i + 1].text : "";
  return IGNORED.test(t) || (IGNORED.test(next) && /\b(it|this|that|the signal|them)\b/i.test(next));
}

/** Limiting or restricting a use, refused: "there is no option to restrict", "this can't be limited". */
const NO_LIMIT = /\b(no (option|way|button|choice) to (restrict|limit|stop|turn off)|(can't|cannot|can ?not|won't) be (limited|restricted|turned off|switched off))\b/i;

/**
 * Sensitive information used beyond the service (ads, offers, marketing) with no way to limit the use, in this
 * sentence or the next ("… to personalize partner offers. This can't be limited.").
 */
export function sensitiveUseUnlimitedAt(s: Sentences, i: number, sensitive: RegExp): boolean {
  const t = s[i].text;
  if (!sensitive.test(t) && !SPECIAL_PLAIN.test(t)) return false;
  if (!FOR_ADS_OR_OTHERS.test(t)) return false;
  const next = i + 1 < s.length ? s[i + 1].text : "";
  return NO_LIMIT.test(t) || NO_LIMIT.test(next);
}

/** Worse treatment: a higher price, a lesser service, benefits lost. */
const WORSE =
  /\b(lose|loses|lost|pay (more|the standard rate|full price)|higher (price|fee|rate)|surcharge|slower|no (more )?free|fewer|no longer (get|receive|qualify)|extra (fee|charge))\b/i;
/** Exercising a privacy right. */
const RIGHT_USED = /\b(opt(ed|ing|s)?[- ]out|opted-out|ask(ed|s)? (us )?(not )?to (delete|stop selling|not sell|erase)|opt-?out requests?|delete their information|stop selling it)\b/i;

/** Worse price or service for people who used a privacy right, in one sentence ("opted-out accounts get slower shipping"). */
export function penalisedForRightsAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  const right = RIGHT_USED.test(t) || (i > 0 && RIGHT_USED.test(s[i - 1].text) && /\b(heads up|those|they|them|such|these|opted)\b/i.test(t));
  return right && WORSE.test(t) && !/\b(doesn't|does not|won't|will not|never) (change|affect)\b/i.test(t);
}

/** Optional processing: offers, partners' promotions, ads, newsletters, sharing with others. */
const OPTIONAL_PURPOSE = /\b(partners?'?|promotions?|promotional|offers|marketing|newsletters?|ads|adverts|advertising|sponsors?'?|shar(e|ing) (my|your) (details|data|info))\b/i;
/** Made a condition of signing up, ordering or using the service. */
const MADE_REQUIRED = /\b(required|mandatory|compulsory|must|needed|obligatory)\b[^.;]{0,30}\b(sign[- ]?up|register\w*|registration|account|order\w*|check ?out|use (the|our) (app|service|site)|finish|complete)\b/i;

/** An optional purpose marked as required to sign up or order ("… partner brands for their promotions (required to finish sign-up)"). */
export function optionalMadeRequired(text: string): boolean {
  return OPTIONAL_PURPOSE.test(text) && MADE_REQUIRED.test(text) && !/\b(optional|not (required|mandatory|needed)|if you wish|you (can|may) (refuse|decline|untick|say no))\b/i.test(text);
}

/** Asking for the marketing to stop, in any words. */
const STOP_ASKED = /\b(stop|unsubscrib\w*|opt(ed|ing)? out|no longer want|don't want|do not want|take (you|them|me) off|tell us you)\b/i;
/** The marketing goes on regardless. */
const GOES_ON = /\b(keep|keeps|kept|still|continue\w*|carry on)\b[^.;]{0,15}\b(coming|arriving|being (sent|posted|mailed)|to (arrive|come)|(send|post|mail|deliver)\w*|(get|receive)\w*)\b/i;

/**
 * An objection to marketing that leaves it going on, in this sentence or after the stop in the sentence before ("Tapping
 * 'Stop offers' hides them in the app only; the printed brochures keep coming.").
 */
export function marketingGoesOnAfterStopAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  if (!GOES_ON.test(t) || !STOP_ASKED.test(t)) return false;
  return POSTED_MARKETING.test(t) || /\b(offers|promotions?|newsletters?|marketing|mailings?)\b/i.test(t);
}

/** People who refused marketing: "those who unsubscribed", "members who asked us to stop", "unsubscribers", "their opt-outs". */
const REFUSED_MARKETING =
  /\b(who|that) (have |has |had )?(already |previously |ever )?(clicked |hit |pressed |used )?(the )?(unsubscrib\w*|opted out|opt(ed)? out|objected|asked (us )?(to stop|not to)|rang (up )?asking (us )?to stop|said no|told us to stop)|\b(unsubscribers|unsubscribes|opt-?outs|opted-?out (people|members|customers|contacts|users|addresses))\b/i;
/** Put back on, or kept in, the send anyway; the refusal said not to bind. */
const MARKETED_ANYWAY =
  /\b(includ(e|es|ed|ing)|re-?add\w*|add(ed|ing)? (them |those |these |everyone )?back|put (them |those |these )?back|pull(ed|ing)? in|re-?subscrib\w*|ignor\w*|overrid\w*|disregard\w*|(don't|do not|doesn't|does not|won't|will not) (really )?(bind|apply|count|matter)|too|as well|anyway|regardless)\b/i;
/** The refusal honoured: the people are taken off or left out. */
const REFUSAL_HONOURED = /\b(remov\w*|exclud\w*|suppress\w*|leave (them |those )?out|left out|take (them |those )?off|taken off|honou?r\w*|respect\w*|never|not (be )?(e-?mailed|texted|contacted|sent))\b/i;

/**
 * People who refused marketing (unsubscribed, asked to stop, objected) put back on a marketing send or told their
 * refusal does not bind, in this sentence or the one before it that names the send ("Pull in every ex-member, including
 * those who unsubscribed."; "Unsubscribers too — their opt-outs don't count for a one-off.").
 */
export function optedOutStillMarketedAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  if (!REFUSED_MARKETING.test(t) || !MARKETED_ANYWAY.test(t) || REFUSAL_HONOURED.test(t)) return false;
  const marketing = /\b(marketing|promo\w*|newsletters?|offers|deals|discounts?|campaigns?|mail\w*|e-?mails?|texts|blast|push|win-?back|come back)\b/i;
  return marketing.test(t) || (i > 0 && marketing.test(s[i - 1].text));
}

/** From an app's first start, before any choice: "from the first launch", "on install", "when the app first starts". */
export const AT_FIRST_USE =
  /\b(from|on|at|upon) (the |its |your )?(very )?first (launch|start|start-?up|run|use|opening)\b|\b(from|on|upon) (install(ation)?|start-?up|first launch)\b|\bwhen (you|the app) (first )?(launch|start|run|install)s?( it| the app)?\b/i;

/** Contact lists got from someone else, in any tense: "we buy lists of email addresses from other companies". */
const LIST_GOT_ELSEWHERE =
  /\b(buy|buys|buying|bought|purchas\w*|rent|rents|renting|rented|acquir\w*|obtain\w*|get|gets|got)\b[^.;]{0,40}\b(lists?|e-?mail addresses|(phone |mobile )?numbers|contacts|leads|databases?)\b[^.;]{0,40}\b(from|off) (other|another|partner|third[- ]party|outside|a|an) ?(companies|company|businesses|business|firms?|brokers?|list (brokers?|providers?|sellers?|vendors?)|partners?|suppliers?|sites?|websites?)\b/i;
/** Marketing content sent by email or text. */
const SENDS_MARKETING = /\b(send|sends|sending|sent|email|e-?mails?|text|texts|mail|blast)\b[^.;]{0,40}\b(newsletters?|offers|promotions?|promotional|marketing|deals|sales?|campaigns?)\b/i;

/** Marketing emails or texts sent to a list got from another business, here or in the sentence after. */
export function marketsToListFromElsewhereAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  if (!LIST_GOT_ELSEWHERE.test(t) || /\b(consented|opted in|agreed) to hear from us\b|\bby name\b/i.test(t)) return false;
  const next = i + 1 < s.length ? s[i + 1].text : "";
  return SENDS_MARKETING.test(t) || SENDS_MARKETING.test(next);
}

/** Marketing emails or texts started by doing something else ("By continuing, you'll get our promotional emails"). */
const BY_DOING = /\b(by|if you|once you|when you)\s+(continu\w*|sign\w* up|enter\w*|register\w*|us(e|es|ing)|creat\w*|submit\w*|proceed\w*|tap\w*|click\w*)\b/i;
const YOU_GET = /\b(you('ll| will)|we('ll| will))\b[^.;]{0,20}\b(get|receive|be sent|be signed up|sign you up|add you|send you|start getting)\b/i;
const MARKETING_BY_MAIL = /\b(promotional|marketing|offers?|deals|newsletters?|promotions?)\b[^.;]{0,20}\b(e-?mails?|texts?|sms|messages)\b|\b(e-?mails?|texts?|sms) (with|about|of) (our )?(offers|deals|promotions)\b/i;

/** Sign-up to marketing messages by conduct, with no choice given (no box, or no way to say no). */
export function marketingByConductAt(s: Sentences, i: number): boolean {
  const t = s[i].text;
  return BY_DOING.test(t) && YOU_GET.test(t) && MARKETING_BY_MAIL.test(t) && !/\b(if you (tick|choose|want|opt in|agree)|only (if|when) you)\b/i.test(t);
}
