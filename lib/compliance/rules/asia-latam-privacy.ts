import { anySentence, NOTICE_HEADING, type DocumentKind, type Sentence } from "../document";
import { durationsInDays, firstBreach, practice, presentsAsExtract, presentsAsFragment, presentsAsNotice, presentsAsSection, presentsAsStoreListing, requiredContent, sentenceAllowingLonger, type SentencePattern } from "./build";
import { ACCESS_REQUEST, ASKS, BASIS_POINTS_BACK, CHILD, CHILD_ALONE_DENIED, CONSENT_NOT_SOUGHT, DEEMED_CONSENT, OPEN_PURPOSES, DATA_BREACH, INDEFINITE, KEEP, NEGATED, NO_PARENT, NO_SAFEGUARD, OUTSIDE_BRAZIL, OUTSIDE_SINGAPORE, RESPOND, sendsTo, SPECIAL_CATEGORY, THIRD_COUNTRY, TIED, WEAK_SECURITY } from "./concepts";
import { affirms, breachNotToldAt, calendarDaysIn, deniedEverywhere, bundledConsentAt, CORRECTION_REFUSED, ERASURE_DENIED, RIGHT_TO_ASK_DENIED, isNegated, ONLY_WITH_CONSENT, ERASURE_REFUSED, keptAfterWithdrawal, notErasedAfterWithdrawalAt, peopleNotToldOfBreach, PURPOSE_AT_WILL, retainsWithoutLimit, TELL, tellsOnlySelectively, timeLimitDays, withdrawalObstacle } from "./facts";
import { benefitTiedToConsent, conductTakenAsConsent } from "./privacy-facts";
import { accessRefusedAt, correctionRefused, erasureRefusedAt, sentAbroadUnprotectedAt } from "./everyday-privacy";
import type { Cite, RuleContext, RulePack } from "./types";

/**
 * A request for confirmation or the full statement of one's data (LGPD Art. 19), in any wording: "requests to confirm
 * whether we hold your data and for a copy".
 */
const LGPD_ACCESS =
  /\b(access|(complete|full|clear) (declaration|statement|copy|report)|cop(y|ies) of (your|their|the) (personal )?(data|information)|confirmation of (the )?(existence of )?processing|confirm\w* (whether|if|that) (we|the [\w-]+|[\w-]+) (hold|holds|process|processes|ha[sv]e?|keeps?|uses?|stores?)\b[^.;]{0,20}\b(your|their|personal) (personal )?(data|information))\b/i;
/**
 * A mechanism of LGPD Art. 33: an adequate country, the ANPD's standard clauses (or specific clauses, global corporate
 * rules), the person's specific and highlighted consent to the transfer, or the general safeguards texts name.
 */
const LGPD_TRANSFER_MECHANISM =
  /\b(standard (contractual )?clauses|cl[aá]usulas[- ]padr[aã]o|specific (contractual )?clauses|(global )?corporate rules|normas corporativas globais|adequa(cy|te|ção)|art(icle|\.|igo)? 33|(specific|separate|highlighted) consent (for|to) (the |this )?(international )?transfer)\b/i;

/** Health or other sensitive data passed on: "we share the diagnoses in them with our partner broker". */
const SENSITIVE_SHARED =
  /\b(share|shares|shared|pass(es|ed)? on|disclose[sd]?|send|sends|sent|give|gives|sell|sells|sold)\b[^.;]{0,40}\b(diagnos[ei]s|medical (certificates?|records?|conditions?)|health (data|information|conditions?|records?)|test results|biometric)\b|\b(diagnos[ei]s|medical (certificates?|records?|conditions?)|health (data|information|conditions?|records?))\b[^.;]{0,40}\b(are|is) (shared|passed on|disclosed|sent|given|sold)\b/i;
/** Consent in any wording, English or Portuguese: consent, authorise, agree, accept. */
const GENERIC_CONSENT = /\b(consent\w*|authori[sz]\w*|agree\w*|accept\w*|autoriz\w*|concord\w*|aceit\w*)\b/i;
/** Purposes left open, English or Portuguese: all purposes, any purpose, "quaisquer finalidades". */
const OPEN_SCOPE = /\b(for all purposes|any (other )?purposes?|all (the |other )?purposes|whatever purposes?|for any reason|quaisquer finalidades|qualquer finalidade|todas as finalidades|para qualquer fim|quaisquer fins)\b/i;
/** A consent left open: purposes left open, or acceptance of the terms taken as the consent. */
const GENERIC_SCOPE = new RegExp(`${OPEN_SCOPE.source}|\\bby accepting (these|the|our) terms\\b`, "i");
/**
 * Sensitive personal data (LGPD Art. 5 II) as a text may name them in English or Portuguese: health ("saúde"), sex life,
 * sexual orientation, religion, racial or ethnic origin, genetic and biometric data, union membership, political opinion.
 */
const LGPD_SENSITIVE = new RegExp(
  `${SPECIAL_CATEGORY.source}|\\bscan\\w* (your|their|the user's|customers') (faces?|fingerprints?|iris(es)?)\\b|(?<![\\w\u00C0-\u017F])(sa[uú]de|biom[eé]tric\\w*|vida sexual|orienta[cç][aã]o sexual|religi[aã]o|religios[oa]s?|origem (racial|[eé]tnica)|[eé]tnic[oa]s?|gen[eé]tic[oa]s?|sindica(l|to)|opini[aã]o pol[ií]tica|filia[cç][aã]o a sindicato)`,
  "i",
);
/** Consent to sensitive data asked for on its own: "a separate consent screen for health data", "only if you tick". */
const SEPARATE_CONSENT_GIVEN = /\b(separate(ly)?|specific(ally)?|highlighted|distinct)\b[^.;]{0,30}\b(consent|tick|box|screen|opt-?in)\b/i;
/**
 * A basis of Art. 11 II named, on which sensitive data need no consent: a legal or regulatory obligation, public policy,
 * research, the exercise of rights, protecting life, health care by health professionals, fraud prevention and security.
 */
const ART_11_II_BASIS =
  /\b(art(\.|icle) 11,? (ii|§)|legal (or regulatory )?obligations?|required by law|public polic(y|ies)|research bod(y|ies)|exercise of rights|legal (claims|proceedings)|protect(ion of)? (the |your |their )?(life|physical safety)|health (professionals|services|authorit(y|ies))|fraud prevention|prevent(ing)? fraud)\b/i;
/** That consent said not to be asked: "there is no separate consent for health data", "we do not ask specifically". */
const NO_SEPARATE_CONSENT =
  /\b(no |without (a |any )?)(separate|specific|distinct|highlighted|explicit|additional) (consent|authori[sz]ation|opt-?in)\b|\b(do not|don't|does not|doesn't|never|will not|won't) ask (you |them |users )?(separately|specifically)\b|\bsem (um |qualquer )?consentimento (espec[ií]fico|destacado|separado)|\bn[aã]o (h[aá]|pedimos|solicitamos) (um )?consentimento (espec[ií]fico|destacado|separado)/i;
/** The people the data are about are not asked: "employees are not asked about this", "without their consent". */
const NOT_ASKED = new RegExp(
  `${/\b(are|is|were|was) (not|never) (asked|consulted)\b|\bwithout (asking (them|you|the (employees?|patients?|customers?))|(their|your|the employees'?|the patients'?) (specific |separate )?consent)\b|\b(do not|don't|never) ask (for )?(their|your|them)\b/.source}|${CONSENT_NOT_SOUGHT.source}`,
  "i",
);

/** The text asks the reader for consent (or relies on it): "you consent", "you authorise us", "you agree that we may". */
const SEEKS_CONSENT = /\b(you (hereby )?(consent|authori[sz]e|agree|permit|allow)|your consent|with (your|the) consent|give (us )?(your )?consent|consent (to|for|is)|i (agree|consent|authori[sz]e))\b/i;
function seeksConsent(ctx: RuleContext) {
  return ctx.doc.mentions(SEEKS_CONSENT) && ctx.doc.sentences.some((x) => SEEKS_CONSENT.test(x.text) && affirms(x.text, SEEKS_CONSENT));
}

const NOTICE_OR_FORM: DocumentKind[] = ["privacy_notice", "consent_form"];

/**
 * Sections 3 to 17 of the DPDP Act apply 18 months after notification G.S.R. 843(E) of 13 November 2025 (some
 * commentators count from publication on 14 November); we use the earlier date.
 */
const DPDP_DUTIES_FROM = "2027-05-13";

/** Using or consenting to use data (for the purpose-at-will test). */
const SEEKS_CONSENT_OR_USE = /\b(consent|authori[sz]e|agree|use|process|share)\w*\b/i;

const BREACH_DISCRETION = /\b(if (it|we|management) (consider|considers|deems?) (it )?(appropriate|necessary)|at (its|our|management's) discretion|only (breaches )?(classified|considered|assessed) as high|only (if|where) (the )?(risk|harm) is (high|significant)|only high[- ]risk)\b/i;

/**
 * Notice only above a head-count higher than the law's own (PDPC: 500 or more people): "more than 1,000 patients",
 * "over 750 customers", "at least 1000 records". "500 or more" and "at least 500" are the law's own threshold.
 */
/** A telling deferred to a periodic report or the end of a period. */
const LATER_REPORT =
  /\b(next|following|upcoming|forthcoming) (quarterly|monthly|annual|yearly|half-yearly|regular|periodic|scheduled) ([\w-]+ ){0,2}(report|update|return|review|meeting|filing|submission)s?\b|\b(in|with|as part of) (our|the|its) (quarterly|monthly|annual|yearly|half-yearly|periodic) ([\w-]+ ){0,2}(report|update|return|review|filing|submission)s?\b|\bat the end of (the|this|that|next) (month|quarter|year)\b/i;
/** The prompt telling a later report may repeat: "the next day", "within 3 days", "immediately", "the same day". */
const PROMPT_TELLING = /\b(the (next|same|following) day|within (24|48|72) hours|within (one|two|three|1|2|3) (calendar )?days?|immediately|at once|straight away|the day after)\b/i;
/** Results of medical tests, which are health data: "test results", "imaging reports", "lab results". */
const HEALTH_RESULTS = /\b((medical |blood |lab(oratory)? |diagnostic |scan |imaging |x-ray )?test results|(lab(oratory)?|scan|imaging|x-ray|mri|biopsy) (results|reports)|exames?|laudos?)\b/i;
/** Sharing with other businesses: insurers, brands, partners, third parties. */
const SHARED_WITH_BUSINESSES =
  /\b(share|shares|shared|pass(es|ed)?|hand(s|ed)? over|disclose[sd]?|send|sends|sent|give|gives|sell|sells|sold|transfer(s|red)?)\b[^.;]{0,160}\b(with|to)\b[^.;]{0,40}\b(insurers?|insurance (companies|providers|operators)|health[- ]insurance|health plans?|planos? de sa[uú]de|seguradoras?|brands?|partners?|parceiros|third parties|other companies|companies)\b/i;
/** Consent taken from using the service, or no choice at all: "by using our services you accept it", "automatically for all patients". */
const ACCEPTED_BY_USE =
  /\b(by (using|continuing|accessing|booking|registering)|ao (utilizar|usar)|(happens|is done|applies|takes place) automatically|automatically for (all|every)|for all (patients|customers|users|clients))\b/i;
/** Health data used by an insurer to price or select risk. */
const INSURER_PRICING = /\b(insur\w*|health plans?|seguradoras?|planos? de sa[uú]de)\b[^.;]{0,120}\b(price|pricing|premiums?|underwrit\w*|risk (selection|assessment|scoring)|sele[cç][aã]o de riscos?)\b|\b(price|pricing|underwrit\w*)\b[^.;]{0,60}\b(insurance|health plans?)\b/i;
/** The sharer paid for the data: "we receive a fee for each referral". */
const PAID_FOR_DATA = /\b(we|the (lab|laboratory|clinic|hospital|company)) (receive|get|earn|are paid|charge)s?\b[^.;]{0,30}\b(fee|commission|payment|paid|money)\b/i;
/** A small-scale processing agent in its own words: a micro or small enterprise, a start-up (Resolution CD/ANPD No. 2/2022). */
/**
 * The LGPD's officer, by title or by what the Act says the officer is (Art. 5(VIII): the person the controller appoints
 * as the channel with data subjects and the ANPD): "encarregado", "DPO", "a person in charge of personal data processing".
 */
const LGPD_OFFICER =
  String.raw`(data protection officers?|dpos?|encarregad[oa]s?( (de|pelo) (proteção de |tratamento de )?dados( pessoais)?)?|privacy officers?|data protection (lead|contact|manager)s?|(person|someone|anyone|officer) (in charge|responsible) (of|for) (the )?(processing of )?(personal )?data( processing| protection)?)\b`;
const SMALL_AGENT = /\b(agentes? de tratamento de pequeno porte|small[- ]scale (processing )?agents?|microempresa|empresa de pequeno porte|microempreendedor|start-?ups?|micro[- ]enterprises?|small (business|enterprise|company))\b/i;
/** Personal data left open to people who should not see it: "anyone with the link", "we don't know who saw it". */
const DATA_EXPOSED =
  /\b(anyone with the link|(publicly|openly) (accessible|available|visible|viewable)|open to (anyone|the public|the (whole )?internet)|(was|were|had been|has been|have been) (left )?(open|public|exposed|accessible) (to|for)|(don't|do not|doesn't|does not|cannot|can't) (know|tell|say) who (saw|has seen|accessed|has accessed|viewed|opened|downloaded|copied))\b/i;
/** A decision not to tell the regulator: "no need to report to PDPC", "we won't notify the Commission". */
const REGULATOR_NOT_TOLD =
  /\b(no need|not (going )?to|won't|will not|don't|do not|never|decided not to|shouldn't|should not|no point)\b[^.;]{0,20}\b(report|notify|tell|inform|alert)\w*\b/i;
/** Deciding that a breach is notifiable: the moment s. 26D(1)'s 3 calendar days run from. */
const FOUND_NOTIFIABLE = /\b(assess\w*|decid\w*|conclu\w*|determin\w*|confirm\w*|classif\w*)\b[^.;]{0,60}\bnotifiable\b|\bnotifiable\b[^.;]{0,40}\b(assess\w*|decid\w*|conclu\w*|determin\w*|confirm\w*)\b/i;

/**
 * The sentence that sets the day of telling the regulator more than 3 calendar days after the day the breach was
 * found notifiable, both named as calendar days ("assessed as notifiable on 2 March … will notify the PDPC on 20 March").
 */
function toldDaysAfterAssessment(sentences: readonly Sentence[]): Sentence | null {
  const year = Number(/\b(20\d\d)\b/.exec(sentences.map((x) => x.text).join(" "))?.[1] ?? 2026);
  const found = sentences.flatMap((x) => (FOUND_NOTIFIABLE.test(x.text) ? calendarDaysIn(x.text, year) : []))[0];
  if (!found) return null;
  for (const sen of sentences) {
    if (!/\b(pdpc|commission|regulator|authorit(y|ies))\b/i.test(sen.text)) continue;
    const told = TELL.exec(sen.text);
    if (!told || isNegated(sen.text, TELL)) continue;
    const day = calendarDaysIn(sen.text.slice(told.index), year)[0];
    if (day && day.day - found.day > 3) return sen;
  }
  return null;
}

function notifiesAboveThreshold(text: string, lawful: number): boolean {
  for (const m of text.matchAll(/\b(more than|over|above|exceed(?:s|ing)?|at least|a minimum of)\s+([\d,]+)\b|\b([\d,]+)\s+(or more|and above|and over)\b/gi)) {
    const n = Number((m[2] ?? m[3]).replace(/,/g, ""));
    const inclusive = /^(at least|a minimum of)$/i.test(m[1] ?? "") || m[4] !== undefined;
    if (inclusive ? n > lawful : n >= lawful) return true;
  }
  return false;
}

/** Children or school students as the people a text concerns. */
const CHILD_CONTEXT = /\b(child(ren)?|minors?|students?|pupils?|class \d+|school|kids?|teen\w*|under (the age of )?1[0-8]|aged (1[0-7]|[5-9])|young people|juniors?)\b/i;
/** Offers or advertising chosen for the person from what they do: "personalised offers based on their lessons and test results". */
const TARGETED_OFFERS =
  /\b(personali[sz]ed|tailored|targeted|customi[sz]ed)\b[^.;]{0,20}\b(offers?|ads|adverts?|advertis\w*|promotions?|deals)\b|\b(offers?|ads|adverts?|advertis\w*|promotions?)\b[^.;]{0,100}\b(based on|(chosen|selected|picked|matched|targeted) (from|using|by|on the basis of|according to)|according to|using|drawing on|from) ((their|your|the (student|child|pupil)'?s?|each (student|child|pupil)'?s?)( [a-z-]+){0,2} (lessons?|results?|scores?|marks|activity|usage|behaviou?r|browsing|progress|quiz\w*|test\w*|viewing|performance|interests)|what (they|you|he or she|the (student|child|pupil|user)s?) (do|does|did|watch\w*|read|play|search\w*|brows\w*|click\w*|like|view)\b)/i;

/**
 * The privacy notice named as a separate document the consent screen points to: "I have read the Privacy Notice", "as
 * explained in our Privacy Policy", "you agree to our Privacy Policy", a "[Privacy Notice]" link. Such a screen does not
 * itself breach s. 5(1): the notice is judged on the notice, which is not before us (two independent examiners read
 * it so). "This Privacy Policy" is the text itself, not a reference to another.
 */
const SEPARATE_NOTICE = /\b(the|our|its|this app's|[a-z][\w&.-]*'s?) (privacy (notice|policy|statement)|data (protection |privacy )?(notice|policy))\b|\[\s*(privacy (notice|policy|statement)|data protection notice)\s*\]/i;
/** A notice said not to exist: "we do not have a privacy policy", "there is no privacy notice". */
const NO_NOTICE = /\b(no|not (have|publish|provide) an?|without an?|lacks? an?)( separate)? (privacy|data protection) (notice|policy|statement)\b/i;

/** Whether the text points to a privacy notice kept elsewhere (and does not deny there is one). */
function refersToSeparateNotice(doc: { sentences: { text: string }[] }): boolean {
  return doc.sentences.some((x) => SEPARATE_NOTICE.test(x.text) && !NO_NOTICE.test(x.text));
}

/** Access to a phone's personal data demanded: "must allow access to their contact list", "have to share your photos". */
const DATA_ACCESS_DEMANDED =
  /\b(must|have to|has to|need to|needs to|are required to|is required to|required to)\s+(allow|grant|give|share|provide|upload|enable)\b[^.;]{0,40}\b(contacts?( list)?|phonebook|address book|photos?|gallery|sms( inbox| messages)?|call logs?|messages)\b/i;
/** What the data is demanded for: getting the service at all. */
const SERVICE_CONDITION = /\b(before (you|they|users?|customers?) can|in order to|to (get|take|apply for|use|open|access|receive)|or (you|they) (cannot|can't|will not|won't))\b/i;

/** A school year, which only children are in: "class 6 to class 12", "Grades 4-10", "Std. 9", secondary-school pupils. */
const SCHOOL_AGE = /\b(class(es)?|grades?|std\.?|standards?) ?([1-9]|1[0-2])\b(?!\s*(%|per|hours?|days?))|\b(primary|secondary|middle|high)[- ]school\b|\bschool ?(children|kids|students|pupils|goers)\b/i;
/** Adults said to be the only users: "adults aged 18 or over", "at least 18". */
const ADULTS_ONLY = /\b(1[89]|[2-9]\d) (and|or) (over|older|above)|\b(over|at least) (1[89]|[2-9]\d)\b|\badults?\b/i;
const SIGNS_UP = /\b(register|sign(s|ing)?[- ]up|join|open (an |a |their |his or her |your )?(own )?account|creat\w+ (an |a |their |his or her |your )?(own )?account|enrol)\w*/i;
const PARENT = /\b(parents?|guardians?|mothers?|fathers?)\b/i;
/** A child signing up, said, not denied, and not of adults only. */
const childSignsUp = (t: string) => (CHILD.test(t) || SCHOOL_AGE.test(t)) && affirms(t, SIGNS_UP) && !ADULTS_ONLY.test(t);
/**
 * Every parent or guardian named is denied a part: "there is no step involving a parent", "parents are not asked",
 * "nothing in the flow checks with a mother, father or guardian" (a denial heading the clause, however far before).
 */
const parentLeftOut = (t: string) => PARENT.test(t) && !ONLY_WITH_CONSENT.test(t) && (deniedEverywhere(t, PARENT) || PARENT_NOT_INVOLVED.test(t) || [...t.matchAll(new RegExp(PARENT.source, "gi"))].every((m) => CLAUSE_DENIAL.test(t.slice(0, m.index).split(/[;:]|\b(?:but|however|although|unless|except|only)\b/i).pop() ?? "")));
/** Parents named as the subject of a denied part: "parents of students under 18 are not contacted at any point". */
const PARENT_NOT_INVOLVED = /\b(parents?|guardians?)\b[^.;]{0,40}\b(are|is|were|was|will be|get|gets)\s+(not|never)\s+(asked|contacted|consulted|involved|informed|told|notified|part of|included|required|needed)\b/i;
const CLAUSE_DENIAL = /\b(no|not|nothing|nobody|no one|never|without|none)\b|n't\b/i;

/** Children are the service's own users: "students aged 13 and above may register", "children use the app". */
const childUsers = (ctx: RuleContext) =>
  ctx.doc.sentences.some((x) => CHILD.test(x.text) && /\b(register|sign(s|ing)? up|use the (app|service|platform|site)|create (an )?account|open (an )?account|enrol)\w*/i.test(x.text) && affirms(x.text, CHILD) && !/\b(1[89]|[2-9]\d) (and|or) (over|older|above)|\b(over|at least) (1[89]|[2-9]\d)\b|\badults?\b/i.test(x.text));

/** The service withheld unless every purpose is agreed: "cannot go ahead unless you agree to (a), (b) and (c)", "all three are required". */
const ALL_REQUIRED =
  /\b(cannot|can ?not|will not|won't|may not|does not|do not|is not able to)\s+(go ahead|proceed|continue|be (completed|processed|accepted|confirmed|finali[sz]ed)|start|begin|take place)\b[^.;]{0,40}\b(unless|until|without)\b[^.;]{0,30}\b(agree|consent|accept)\w*|\b(all|both|each|every one) (of )?(these|them|the above|three|two|four|five|purposes|of these purposes)\b[^.;]{0,15}\b(is|are) (required|mandatory|compulsory|needed|a condition)\b|\b(is|are) (mandatory|compulsory|required|a condition) (for|of) (enrol\w*|registration|admission|membership|booking|the (service|course|class|lessons?))\b/i;
/** A purpose left optional ("(c) is optional", "whether or not you agree to it"). */
const OPTIONAL = /\b(optional|not (required|mandatory|compulsory|a condition)|need not|do not have to|don't have to|whether or not|you may (choose|decline|refuse|leave|untick))\b/i;
/** Marketing by someone else: partners' or third parties' promotions, offers or advertising. */
const THIRD_PARTY_MARKETING = /\b(partners?|third[- ]part(y|ies)|sponsors?|affiliates?|other (companies|organisations|businesses))\b[^.;]{0,150}\b(promotions?|marketing|offers|advertis\w*)\b|\b(promotions?|marketing|offers|advertis\w*)\b[^.;]{0,40}\b(from|by|of) (our |selected )?(partners?|third[- ]part(y|ies)|sponsors?|affiliates?)\b/i;

/**
 * Telling people only past a level of risk or in the fiduciary's own opinion: "if, in our opinion, there is a serious
 * risk of harm", "where the breach is likely to cause significant harm". The DPDP Act sets no threshold (s. 8(6)).
 */
const RISK_CONDITION =
  /\b(if|where|when|whenever|provided( that)?|in cases? where|should)\b[^.;]{0,50}\b(serious|significant|severe|material|high|substantial|real|grave)\b[^.;]{0,20}\b(risk|harm|damage|impact|consequences)\b|\b(if|where|when)\b[^.;]{0,10}\bin (our|its|the company's|management's) (opinion|view|judge?ment|assessment)\b/i;
/** Telling people whatever the risk: "whatever the risk of harm", "even if we think the risk is low". */
/**
 * Telling people only when a breach reaches a number of people or records: "only where more than 1,000 users are
 * affected", "if it affects at least 500 accounts". The DPDP Act sets no such number (s. 8(6)).
 */
const COUNT_CONDITION =
  /\b(if|where|when|whenever|once|provided( that)?|in cases? where)\b[^.;]{0,60}\b(more than|over|at least|above|in excess of|exceeds?|exceeding)\s+[\d,]+\s*(\w+\s+)?(users|people|persons|customers|individuals|data principals|principals|records|accounts|patients|students|employees)\b/i;
const ANY_RISK = /\b(whatever|regardless of|irrespective of|even if|even where|even when|whether or not)\b|\b(every|each|all) (personal data )?breach(es)?\b/i;

/** Data going abroad from Singapore with nothing binding the recipient (s. 26), as sentence patterns. */
const SG_TRANSFER_PATTERNS: SentencePattern[] = [
  { all: [/\b(overseas|outside singapore|offshore|foreign|abroad)\b/i, /\b(no contract|without (any )?(contract|safeguards?|protection)|no (safeguards?|protection))\b/i] },
  // A named country abroad, and nothing binding the recipient: "no contractual data protection clauses are in place".
  {
    negationIsTheFact: true,
    all: [/\b(transfer\w*|sent|stored|hosted|processed|moved)\b/i, THIRD_COUNTRY, NO_SAFEGUARD],
  },
  // A country left unnamed: "transferred to our partner in a country without comparable protection".
  { negationIsTheFact: true, all: [/\b(transfer\w*|sent|stored|hosted|processed|moved)\b/i, /\b(in|to) (a|another|other|any|some) (foreign )?(countr(y|ies)|jurisdictions?)\b/i, NO_SAFEGUARD] },
];

const wrapBreach = (s: Sentence | null) => (s ? { sentence: s } : null);

/** India's Digital Personal Data Protection Act, 2023. */
export function dpdpPack(): RulePack {
  const s = (article: string): Cite[] => [{ source_id: "in-dpdp-act-2023", article }];
  const duty = { inForceFrom: DPDP_DUTIES_FROM };
  return {
    sourceIds: ["in-dpdp-act-2023"],
    name: "DPDP Act 2023",
    rules: [
      {
        ...duty,
        id: "dpdp-notice",
        provision: "s. 5(1)",
        cites: s("5"),
        obligation: "A request for consent must come with (or after) a notice of the personal data and purpose, how to withdraw consent and seek grievance redressal, and how to complain to the Data Protection Board.",
        severity: "high",
        test(ctx) {
          // The notice goes with a request for consent; a staff policy resting on the employment legitimate use (s. 7(i))
          // asks for none, so no notice is due unless it seeks consent anyway.
          const noticeKind = NOTICE_OR_FORM.some((k) => ctx.doc.kinds.has(k));
          const consentByAct = seeksConsent(ctx) && /\b(by (installing|using|registering|signing|creating|clicking|tapping|continuing))\b/i.test(ctx.doc.text);
          if (!noticeKind && !consentByAct) return null;
          // The notice goes with a request for consent (s. 5(1)): a text that asks for none and is not headed as the notice
          // (a breach FAQ, a retention note) has no notice items to miss.
          if (!seeksConsent(ctx) && !NOTICE_HEADING.test(ctx.doc.sentences[0]?.text ?? "")) return null;
          if (/\b(employees?|staff|hr|payroll|personnel)\b/i.test(ctx.doc.text.slice(0, 400)) && !seeksConsent(ctx)) return null;
          const missing = [
            [/\b(withdraw|revoke)\b/i, "how to withdraw consent"],
            [/\b(grievance|complain|dpo|data protection officer)\b/i, "how to raise a grievance"],
            [/\b(data protection board|the board)\b/i, "how to complain to the Data Protection Board"],
          ].filter(([re]) => !anySentence(ctx.doc, [re as RegExp])).map(([, what]) => what as string);
          if (missing.length === 0) return { status: "met", sentence: null, finding: "The notice says how to withdraw consent, raise a grievance and complain to the Board." };
          // Extracts of a longer notice leave items out on purpose: an item they do not show is not missing from it.
          if (presentsAsExtract(ctx) || presentsAsStoreListing(ctx) || presentsAsFragment(ctx)) return null;
          // A consent screen pointing to the notice as a separate document ("I have read the Privacy Notice", "you
          // agree to our Privacy Policy", a linked notice): the notice is judged on the notice, and this text is not it.
          if (!NOTICE_HEADING.test(ctx.doc.sentences[0]?.text ?? "") && refersToSeparateNotice(ctx.doc)) return null;
          return { status: "breached", sentence: null, finding: `The notice does not say ${missing.join(", ")}.` };
        },
        fix: "Give, with the consent request, a standalone itemised notice: the personal data and each purpose, how to withdraw consent (as easily as it was given), the grievance contact, and the right to complain to the Data Protection Board of India.",
      },
      practice({
        ...duty,
        id: "dpdp-consent",
        provision: "s. 6(1)",
        cites: s("6"),
        obligation: "Consent must be free, specific, informed, unconditional and unambiguous, given by a clear affirmative action for a specified purpose, and limited to the data necessary for it.",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, [
            { all: [/\bconsent/i, /\b(for any purpose|any purpose the company may decide|for all purposes|whatever purpose)\b/i] },
            { all: [/\bconsent/i, OPEN_PURPOSES] },
            { all: [DEEMED_CONSENT] },
            { all: [TIED, /\b(contacts|photos|call logs|marketing|partners|collection)\b/i] },
            { all: [/\bby (joining|accepting|using|installing|downloading|opening|signing up|registering|continuing)\b/i, /\bconsent/i] },
            // Carrying on with the app taken as agreeing to the privacy policy and terms together: no affirmative act
            // for a specified purpose.
            { all: [/\bby (continuing|proceeding|carrying on|installing|downloading)\b/i, /\b(agree|accept|consent)\w*/i, /\b(privacy policy|terms|policy)\b/i] },
            // Use for purposes the fiduciary picks later is not consent for a specified purpose, however worded.
            { all: [SEEKS_CONSENT_OR_USE, PURPOSE_AT_WILL] },
          ]);
          if (s) return { sentence: s };
          // Conduct read as consent ("installing the app counts as your agreement"), or a benefit withheld unless the
          // person agrees to optional processing: neither an affirmative act nor unconditional.
          const other = ctx.doc.sentences.find((x) => conductTakenAsConsent(x.text) || benefitTiedToConsent(x.text));
          if (other) return { sentence: other };
          // Access to data the service does not need demanded as the price of it: "users must allow access to their full
          // contact list before they can take a loan". Consent limited to necessary data cannot be made a condition.
          const demanded = ctx.doc.sentences.find((x) => DATA_ACCESS_DEMANDED.test(x.text) && SERVICE_CONDITION.test(x.text) && !ASKS.test(x.text));
          if (demanded) return { sentence: demanded, finding: "Access to personal data the service does not need is made a condition of the service, so consent is neither free nor limited to necessary data." };
          const i = bundledConsentAt(ctx.doc.sentences.map((x) => x.text));
          return i === null ? null : { sentence: ctx.doc.sentences[i] };
        },
        finding: "Consent is blanket or bundled with the service, so it is neither specific nor free.",
        fix: "Ask for consent separately for each specified purpose, only for data necessary for it, by a clear affirmative action that is not a condition of the service.",
      }),
      practice({
        ...duty,
        id: "dpdp-withdrawal",
        provision: "s. 6(4)",
        cites: s("6"),
        obligation: "A Data Principal may withdraw consent at any time, as easily as it was given.",
        severity: "high",
        breach: (ctx) => {
          const s = ctx.doc.sentences.find((x) => withdrawalObstacle(x.text) !== null);
          return s ? { sentence: s } : null;
        },
        met: [{ all: [/\bwithdraw\b/i, /\bat any time|as easily\b/i] }],
        finding: "Consent cannot be withdrawn, or only by a harder means than it was given.",
        fix: "Let Data Principals withdraw consent at any time by a means as easy as the one used to give it, and stop processing (and have processors stop) within a reasonable time.",
      }),
      practice({
        ...duty,
        id: "dpdp-breach-notice",
        provision: "s. 8(6)",
        cites: s("8"),
        obligation: "Every personal data breach must be intimated to the Data Protection Board and to each affected Data Principal; the Rules add a detailed report to the Board within 72 hours. There is no threshold of risk.",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, [{ negationIsTheFact: true, all: [/\b(breach|incident)/i, BREACH_DISCRETION] }, { negationIsTheFact: true, all: [/\b(inform|notif|report|intimat)/i, /\b(affected|board|authorities)\b/i, BREACH_DISCRETION] }]);
          if (s) return { sentence: s };
          if (!ctx.doc.mentions(DATA_BREACH)) return null;
          const kept = ctx.doc.sentences.find((_, i) => breachNotToldAt(ctx.doc.sentences, i, DATA_BREACH));
          if (kept) return { sentence: kept };
          const t = ctx.doc.sentences.find((x) => DATA_BREACH.test(x.text) && (tellsOnlySelectively(x.text) || ((TELL.test(x.text) || /\bintimat\w*/i.test(x.text)) && (RISK_CONDITION.test(x.text) || COUNT_CONDITION.test(x.text)) && !ANY_RISK.test(x.text))));
          if (t) return { sentence: t };
          // Told later than the Rules allow: intimation without delay, the Board's detailed report within 72 hours.
          const late = ctx.doc.sentences.find((x) => DATA_BREACH.test(x.text) && TELL.test(x.text) && /\b(board|data principals?|affected|users|customers|patients|employees)\b/i.test(x.text) && (timeLimitDays(x.text)?.days ?? 0) > 3);
          return late ? { sentence: late, finding: "A breach would be intimated later than the law allows (without delay, with the Board's detailed report within 72 hours)." } : null;
        },
        met: [{ all: [/\b(inform|notif|intimat)/i, /\b(data protection board|the board)\b/i, /\b(each|every|all) (affected|data principal|patient|customer)/i] }],
        finding: "Only some breaches would be reported, or reporting is left to discretion, although every breach must be intimated to the Board and to those affected.",
        fix: "Intimate every personal data breach to the Data Protection Board and to each affected Data Principal without delay, and send the Board a detailed report within 72 hours of becoming aware of it.",
      }),
      practice({
        ...duty,
        id: "dpdp-erasure",
        provision: "s. 8(7)",
        cites: s("8"),
        obligation: "Personal data must be erased (and processors made to erase it) once consent is withdrawn or the specified purpose is no longer being served, unless retention is required by law.",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, [{ all: [KEEP, INDEFINITE], none: [NEGATED] }, { all: [KEEP, /\b(after the employee leaves|even after|after (you|they) (leave|close))\b/i, /\b(indefinitely|all|permanently)\b/i] }]);
          if (s) return { sentence: s };
          const t = ctx.doc.sentences.find((x) => retainsWithoutLimit(x.text) || ERASURE_REFUSED.test(x.text));
          if (t) return { sentence: t };
          const after = ctx.doc.sentences.find((x, i) => keptAfterWithdrawal(x.text) || keptAfterClosureForOwnEnds(x.text) || notErasedAfterWithdrawalAt(ctx.doc.sentences, i));
          return after ? { sentence: after, finding: "Personal data are kept on after consent is withdrawn or the account is closed, with no legal duty to keep them." } : null;
        },
        met: [{ all: [/\berase|delet/i, /\bwithdraw|no longer|purpose/i] }],
        finding: "Personal data is kept indefinitely, beyond its purpose.",
        fix: "Set retention periods tied to each purpose (and to legal retention duties), erase the data when they end or consent is withdrawn, and instruct processors to do the same.",
      }),
      practice({
        ...duty,
        id: "dpdp-children",
        provision: "s. 9(1)",
        cites: s("9"),
        obligation: "A child's (under 18) personal data may be processed only with the verifiable consent of a parent or lawful guardian.",
        severity: "high",
        breach: (ctx) => {
          const tick = firstBreach(ctx, [{ all: [/\b(tick(s|ed|ing)?|tick-?box|check-?box|checking a box)\b/i, /\b(parent|guardian)('s|s)?\b/i] }, { all: [/\bno (further )?verification\b/i] }]);
          const alone = firstBreach(ctx, [{ negationIsTheFact: true, none: [ONLY_WITH_CONSENT, CHILD_ALONE_DENIED, ADULTS_ONLY], all: [CHILD, NO_PARENT, /\b(register|sign(s|ing)? up|join|open (an |a |their |his or her |your )?(own )?account|creat\w+ (an |a |their |his or her |your )?(own )?account|consent|use the (app|service))\w*/i] }]);
          if (alone) return { sentence: alone, finding: "Children can sign up or consent on their own, without verifiable consent of a parent or guardian." };
          // A child who signs up, and a parent left out in any words in that sentence or the next ("Parents are not part
          // of the sign-up", "nothing in the flow checks with a mother, father or guardian").
          const sentences = ctx.doc.sentences;
          const leftOut = sentences.find((x, i) => childSignsUp(x.text) && !CHILD_ALONE_DENIED.test(x.text) && [x.text, sentences[i + 1]?.text ?? ""].some(parentLeftOut));
          if (leftOut) return { sentence: leftOut, finding: "Children sign up on their own; no parent or guardian gives verifiable consent." };
          if (tick && anySentence(ctx.doc, [CHILD_CONTEXT])) return { sentence: tick, finding: "Parental consent is a self-declared tick box, not verifiable consent." };
          // Children's data collected, with the parent's consent said not to be asked (here or in the next sentence).
          const CHILDREN_DATA = /\b(their|of their|employees'?|your) children\b|\bchildren's\b/i;
          const unasked = ctx.doc.sentences.find((x, i) => CHILDREN_DATA.test(x.text) && /\b(aadhaar|copies|documents|data|details|cards|certificates?|records|photos?|passports?)\b/i.test(x.text) && [x.text, ctx.doc.sentences[i + 1]?.text ?? ""].some((t) => NOT_ASKED.test(t) && !ONLY_WITH_CONSENT.test(t)));
          if (unasked) return { sentence: unasked, finding: "Children's personal data is collected without the verifiable consent of a parent or guardian." };
          const data = firstBreach(ctx, [{ all: [CHILDREN_DATA, /\b(aadhaar|copies|documents|data|details|cards)\b/i, /\b(must|required|mandatory)\b/i] }]);
          return data ? { sentence: data, finding: "Children's personal data is collected as a requirement, without verifiable parental consent for a specific purpose." } : null;
        },
        finding: "Children's personal data is processed without verifiable parental consent.",
        fix: "Obtain verifiable consent of a parent or lawful guardian (checked against reliable identity or age details, as the Rules require) before processing a child's data.",
      }),
      practice({
        ...duty,
        id: "dpdp-children-tracking",
        provision: "s. 9(3)",
        cites: s("9"),
        obligation: "A Data Fiduciary may not undertake tracking or behavioural monitoring of children or targeted advertising directed at children.",
        severity: "high",
        breach: (ctx) => {
          if (!anySentence(ctx.doc, [CHILD_CONTEXT])) return null;
          const ads = firstBreach(ctx, [
            // Profiling, not a "profile page".
            { all: [/\b(track\w*|behaviou?ral monitoring|targeted advertis\w*|profiling|profiled)\b/i, /\b(student|child|minor|each student)/i] },
            { all: [/\b(track\w*|targeted advertis\w*)\b/i] },
            // Offers or advertising picked for the child from what the child does: "personalised offers based on their test results".
            { all: [CHILD_CONTEXT, TARGETED_OFFERS], none: [/\bparents?\b[^.]{0,30}\b(only|never students|not students)\b|\b(never|not) (to )?(students|children|pupils|minors)\b/i] },
          ]) ??
            // In a service children themselves sign up for or use, advertising picked from "your" activity targets them,
            // though the sentence does not name them.
            (childUsers(ctx) ? firstBreach(ctx, [{ all: [TARGETED_OFFERS], none: [/\bparents?\b[^.]{0,30}\b(only|never students|not students)\b|\b(never|not) (to )?(students|children|pupils|minors)\b/i] }]) : null);
          if (!ads || !(anySentence(ctx.doc, [/\b(targeted advertis\w*|track\w*)\b/i]) || TARGETED_OFFERS.test(ads.text))) return null;
          return { sentence: ads };
        },
        finding: "Children are tracked or shown advertising targeted at them, which the Act prohibits.",
        fix: "Do not track, behaviourally monitor or target advertising at children; show students no offers chosen from their activity or results.",
      }),
      practice({
        ...duty,
        id: "dpdp-security",
        provision: "s. 8(5)",
        cites: s("8"),
        obligation: "A Data Fiduciary must take reasonable security safeguards to prevent personal data breaches.",
        severity: "high",
        breach: [{ all: [WEAK_SECURITY] }],
        finding: "The security described falls short of reasonable safeguards.",
        fix: "Encrypt or mask personal data, control access, keep logs for at least a year, and have a breach response plan.",
      }),
    ],
  };
}

/** Singapore Personal Data Protection Act 2012. */
export function sgPdpaPack(): RulePack {
  const s = (article: string): Cite[] => [{ source_id: "sg-pdpa-2012", article }];
  return {
    sourceIds: ["sg-pdpa-2012"],
    name: "Personal Data Protection Act 2012 (Singapore)",
    rules: [
      practice({
        id: "sg-withdrawal",
        provision: "s. 16",
        cites: s("16"),
        obligation: "An individual may withdraw consent on reasonable notice; the organisation may not prohibit the withdrawal (and must explain its likely consequences).",
        severity: "high",
        // A withdrawal barred outright; a harder way to withdraw is not, as such, a prohibition under s. 16.
        breach: (ctx) => {
          const barred = ctx.doc.sentences.find((x) => withdrawalObstacle(x.text) === "blocked");
          return barred ? { sentence: barred } : null;
        },
        finding: "Individuals are not allowed to withdraw their consent, which the Act forbids an organisation to prohibit.",
        fix: "Let individuals withdraw consent at any time on reasonable notice, tell them the likely consequences, and stop the processing that rested on it.",
      }),
      practice({
        id: "sg-consent-condition",
        provision: "s. 14(2)(a)",
        cites: s("14"),
        obligation: "An organisation may not, as a condition of providing a product or service, require consent beyond what is reasonable to provide it.",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, [{ all: [TIED, /\b(marketing|third[- ]party|partners?|offers|promotions?|advertis\w*)\b/i] }, { all: [/\bto (complete|make) a purchase\b/i, /\bmust consent\b/i] }]);
          if (s) return { sentence: s };
          const tied = ctx.doc.sentences.find((x) => benefitTiedToConsent(x.text));
          if (tied) return { sentence: tied, finding: "A product, service or benefit is given only to people who agree to optional processing such as marketing, which goes beyond what it needs." };
          // "All three are required: enrolment cannot go ahead unless you agree to (a), (b) and (c)", where one of the
          // purposes listed just before is marketing by partners or other third parties.
          const sentences = ctx.doc.sentences;
          // "I cannot become a member without this consent", where the consent just before covers partners' marketing.
          const pointer = sentences.find((x, i) => i > 0 && TIED.test(x.text) && affirms(x.text, TIED) && /\b(this|that|such) (consent|agreement|acceptance)\b/i.test(x.text) && THIRD_PARTY_MARKETING.test(sentences[i - 1].text));
          if (pointer) return { sentence: pointer, finding: "The service is made conditional on the consent just given, which covers marketing by third parties and goes beyond what the service needs." };
          for (const [i, x] of sentences.entries()) {
            if (!ALL_REQUIRED.test(x.text) || !affirms(x.text, ALL_REQUIRED) || !/\b(agree\w*|consent\w*|accept\w*|purposes?)\b/i.test(x.text) || OPTIONAL.test(x.text) || (i + 1 < sentences.length && OPTIONAL.test(sentences[i + 1]!.text))) continue;
            const listed = sentences.slice(Math.max(0, i - 6), i + 1).map((y) => y.text);
            if (listed.some((y) => THIRD_PARTY_MARKETING.test(y))) return { sentence: x, finding: "The service is made conditional on consent to every listed purpose, including marketing by third parties, which goes beyond what the service needs." };
          }
          return null;
        },
        finding: "Buying is made conditional on consent to third-party marketing, which goes beyond what the sale needs.",
        fix: "Make consent to marketing (especially by third parties) a separate, optional choice that does not affect the purchase.",
      }),
      practice({
        id: "sg-withdrawal",
        provision: "s. 16",
        cites: s("16"),
        obligation: "An individual may withdraw consent on giving reasonable notice; the organisation may not prohibit withdrawal.",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, [{ all: [/\bconsent\b/i, /\b(cannot|can ?not|may not) be withdrawn|irrevocable\b/i] }]);
          if (s) return { sentence: s };
          // Notice far beyond reasonable: a month or more before a withdrawal counts (set wide on purpose; stopping
          // marketing or a use takes days, not months).
          const long = ctx.doc.sentences.find((x) => /\b(withdraw\w*|revok\w*)\b/i.test(x.text) && /\b(consent|permission|agreement)\b/i.test(x.text) && /\b(notice|wait|take effect|takes effect|effective|in advance|beforehand)\b/i.test(x.text) && (durationsInDays(x.text)[0] ?? 0) > 31);
          return long ? { sentence: long, finding: "Withdrawing consent needs months of notice, which is not the reasonable notice the Act allows an organisation to ask for." } : null;
        },
        met: [{ all: [/\bwithdraw/i, /\bconsent\b/i], none: [NEGATED] }],
        finding: "Withdrawal of consent is ruled out.",
        fix: "Allow withdrawal of consent on reasonable notice, tell the individual the likely consequences, and stop collection, use and disclosure (including by intermediaries).",
      }),
      practice({
        id: "sg-access",
        provision: "s. 21",
        cites: s("21"),
        obligation: "Access requests must be answered as soon as reasonably possible; if that takes more than 30 days the individual must be told within 30 days when the response will come.",
        severity: "medium",
        breach: (ctx) => {
          const stated = sentenceAllowingLonger(ctx, 30, { all: [ACCESS_REQUEST, /\brequest/i], none: [/\bwithin 30 days when\b|tell you within 30 days/i] });
          if (stated) return stated;
          // A FAQ's answer to a question about seeing one's data: "Can I see the data you hold on me? Yes, but copies take up to 45 days."
          // The question and its answer may be one sentence ("…on me? Yes, but …") or two.
          const sentences = ctx.doc.sentences;
          const asksAccess = (q: string) => /\b(see|access|copy|copies|get)\b/i.test(q) && /\b(data|information|details|records)\b/i.test(q);
          const answer = sentences.find((x, i) => {
            const [q, a] = /\?\s+\S/.test(x.text) ? [x.text.slice(0, x.text.indexOf("?")), x.text.slice(x.text.indexOf("?") + 1)] : [i > 0 && ASKS.test(sentences[i - 1].text) ? sentences[i - 1].text : "", x.text];
            return asksAccess(q) && (timeLimitDays(a)?.days ?? 0) > 30 && !/\btell you within 30 days|within 30 days when\b/i.test(a);
          });
          return answer ? { sentence: answer, finding: "Access is given longer than 30 days without the required notice of when the answer will come." } : null;
        },
        met: [{ all: [/\baccess requests?\b/i, /\bas soon as reasonably possible\b/i] }],
        finding: "Access requests are given longer than 30 days without the required notice of when the answer will come.",
        fix: "Answer access requests as soon as reasonably possible, and if it will take more than 30 days tell the individual within 30 days when you will respond.",
      }),
      practice({
        id: "sg-security",
        provision: "s. 24",
        cites: s("24"),
        obligation: "Personal data must be protected by reasonable security arrangements.",
        severity: "high",
        breach: [{ all: [WEAK_SECURITY] }],
        finding: "The security described falls short of reasonable arrangements.",
        fix: "Put reasonable administrative, physical and technical safeguards in place (encryption, access control, logging) proportionate to the data's sensitivity.",
      }),
      practice({
        id: "sg-retention",
        provision: "s. 25",
        cites: s("25"),
        obligation: "Personal data must not be kept once its purpose is no longer served and retention is no longer needed for legal or business purposes.",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, [{ all: [KEEP, INDEFINITE] }]) ?? ctx.doc.sentences.find((x) => retainsWithoutLimit(x.text)) ?? null;
          return s ? { sentence: s } : null;
        },
        finding: "Personal data is kept indefinitely, just in case.",
        fix: "Set retention periods per category of data and dispose of or anonymise data once its purpose and any legal need have ended.",
      }),
      practice({
        id: "sg-transfer",
        provision: "s. 26",
        cites: s("26"),
        obligation: "Personal data may go outside Singapore only if the recipient is bound (by contract, binding corporate rules or certification) to a comparable standard of protection.",
        severity: "high",
        breach: (ctx) => {
          // Data handled by someone in any other country ("our call centre in Vietnam processes records") with nothing
          // binding it, said in the same sentence or the next ("We have signed no data protection terms with them").
          const sentences = ctx.doc.sentences;
          const s = sentences.find((x, i) => (sendsTo(x.text, OUTSIDE_SINGAPORE) && (NO_SAFEGUARD.test(x.text) || (i + 1 < sentences.length && NO_SAFEGUARD.test(sentences[i + 1].text)))) || sentAbroadUnprotectedAt(sentences, i, OUTSIDE_SINGAPORE));
          return s ? { sentence: s } : wrapBreach(firstBreach(ctx, SG_TRANSFER_PATTERNS));
        },
        met: [{ all: [/\b(overseas|outside singapore)\b/i, /\b(contract|binding corporate rules|certification|comparable)\b/i], none: [/\bno contract\b/i] }],
        finding: "Personal data goes overseas without anything binding the recipient to comparable protection.",
        fix: "Before transferring personal data overseas, bind the recipient by contract (or binding corporate rules or a recognised certification) to protection comparable to the PDPA.",
      }),
      practice({
        id: "sg-breach-notice",
        provision: "s. 26D",
        cites: s("26D"),
        obligation: "A notifiable breach (likely significant harm, or 500 or more individuals) must be notified to the PDPC as soon as practicable and within 3 calendar days after the organisation assesses it as notifiable, and affected individuals told where significant harm is likely.",
        severity: "high",
        breach: (ctx) => {
          // Kept from the PDPC altogether, or told only on a complaint.
          const kept = ctx.doc.sentences.find((x, i) => /\b(pdpc|commission|regulator|authorit(y|ies))\b/i.test(x.text) && breachNotToldAt(ctx.doc.sentences, i, DATA_BREACH));
          if (kept) return { sentence: kept };
          // Data left open to others, told in the facts rather than named a breach ("the sheet was open to anyone with
          // the link for five weeks"), and a decision anywhere after it not to tell the regulator.
          if (ctx.doc.sentences.some((x) => DATA_BREACH.test(x.text) || DATA_EXPOSED.test(x.text))) {
            const decided = ctx.doc.sentences.find((x) => /\b(pdpc|personal data protection commission|regulator)\b/i.test(x.text) && REGULATOR_NOT_TOLD.test(x.text));
            if (decided) return { sentence: decided };
          }
          for (const sen of ctx.doc.sentences) {
            // The regulator told in any wording (notify, inform, tell, report, alert).
            if (!/\b(pdpc|commission|regulator|authorit(y|ies))\b/i.test(sen.text) || !TELL.test(sen.text)) continue;
            // The period that governs the telling: the one after the verb of telling, not the 30 days to assess before it.
            const told = TELL.exec(sen.text);
            const longest = durationsInDays(told ? sen.text.slice(told.index) : sen.text)[0] ?? durationsInDays(sen.text)[0];
            if ((longest !== undefined && longest > 3) || notifiesAboveThreshold(sen.text, 500)) return { sentence: sen };
            // Told only at a later report ("in our next quarterly compliance update", "at the end of the month") rather
            // than within the 3 days, unless the sentence also has the prompt telling.
            const rest = told ? sen.text.slice(told.index) : sen.text;
            if (LATER_REPORT.test(rest) && !PROMPT_TELLING.test(sen.text)) return { sentence: sen };
          }
          // The day of telling set more than 3 calendar days after the day the breach was found notifiable.
          const late = toldDaysAfterAssessment(ctx.doc.sentences);
          return late ? { sentence: late } : null;
        },
        finding: "Breaches would be notified to the PDPC too late, or only above a higher threshold than the Act's 500 individuals.",
        fix: "Assess a suspected breach promptly (within 30 days), and notify the PDPC within 3 calendar days of deciding it is notifiable (likely significant harm, or 500 or more people affected), telling affected individuals where significant harm is likely.",
      }),
      practice({
        id: "sg-breach-individuals",
        provision: "s. 26D(2)",
        cites: s("26D"),
        obligation: "Where a notifiable breach results in, or is likely to result in, significant harm to an affected individual, the organisation must also notify that individual, on or after notifying the PDPC.",
        severity: "high",
        breach: (ctx) => {
          const kept = peopleNotToldOfBreach(ctx.doc.sentences, DATA_BREACH);
          return kept ? { sentence: kept } : null;
        },
        finding: "People affected by a breach would not be told of it, although individuals must be notified where significant harm is likely.",
        fix: "Notify each affected individual of a notifiable breach likely to cause them significant harm (on or after notifying the PDPC), unless an exception under s. 26D applies, e.g. remedial action makes the harm unlikely or the PDPC directs otherwise.",
      }),
      practice({
        id: "sg-dnc",
        provision: "s. 43",
        cites: s("43"),
        obligation: "Before sending a specified (marketing) message to a Singapore telephone number, the sender must check the Do Not Call Register within the prescribed period, unless the user gave clear and unambiguous consent in writing or another accessible form.",
        severity: "medium",
        breach: [
          { all: [/\b(do not call|dnc)\b/i, /\b(do not check|without checking|not checked|never check)\b/i], negationIsTheFact: true },
          // The register left unchecked in any wording: "is not consulted", "we never screen numbers against it".
          { all: [/\b(do not call|dnc)\b/i, /\b((do not|don't|never|not|without|no one|nobody|no need to|needn't|not necessary to)\b[^.]{0,15}\b(check\w*|consult\w*|screen\w*|look\w* up|verif\w*|search\w*)|(is|are) not (checked|consulted|screened|searched|used))\b/i], negationIsTheFact: true },
        ],
        finding: "Marketing messages go to Singapore numbers without checking the Do Not Call Register.",
        fix: "Check each Singapore number against the Do Not Call Register (a check is valid for a limited period) before sending marketing messages, unless you hold clear and unambiguous consent in an evidential form.",
      }),
    ],
  };
}

/** Brazil's Lei Geral de Proteção de Dados (Lei nº 13.709/2018). */
export function lgpdPack(): RulePack {
  const a = (article: string): Cite[] => [{ source_id: "br-lgpd", article }];
  return {
    sourceIds: ["br-lgpd"],
    name: "LGPD",
    rules: [
      practice({
        id: "lgpd-revocation",
        provision: "Art. 8 § 5",
        cites: a("8"),
        obligation: "Consent may be revoked at any time by the data subject's express act, through a free and facilitated procedure.",
        severity: "high",
        breach: (ctx) => {
          const s = ctx.doc.sentences.find((x) => withdrawalObstacle(x.text) !== null);
          return s ? { sentence: s } : null;
        },
        finding: "Consent cannot be revoked, or only by a procedure that is neither free nor facilitated.",
        fix: "Let data subjects revoke consent at any time, free of charge, by a means as easy as the one used to give it (a setting, a link, an email).",
      }),
      practice({
        id: "lgpd-generic-consent",
        provision: "Art. 8",
        cites: a("8"),
        obligation: "Consent must refer to specific purposes (generic authorisations are void), be given in a clause standing out from others, and be revocable at any time free of charge.",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, [
          // Consent in any wording, English or Portuguese (consent, authorise, agree, accept; "autoriza o uso dos seus
          // dados para quaisquer finalidades"), to purposes left open.
          { all: [GENERIC_CONSENT, OPEN_SCOPE] },
          { all: [/\bby accepting (these|the) terms\b/i, /\bconsent\b/i] },
          { all: [/\b(consent\w*|authori[sz]\w*|agree\w*|accept\w*)\b/i, PURPOSE_AT_WILL] },
          { all: [/\bconsent\b/i, /\b(cannot|may not) be (revoked|withdrawn)\b/i] },
          ]);
          if (s) return { sentence: s };
          // Revocation made harder than giving consent (§ 5: free and easy): only in person, by registered letter, …
          const hard = ctx.doc.sentences.find((x) => /\b(consent\w*|revok\w*|revoga\w*)\b/i.test(x.text) && withdrawalObstacle(x.text) !== null);
          return hard ? { sentence: hard, finding: "Revoking consent is made harder than giving it, although revocation must be free and easy at any time." } : null;
        },
        met: [{ all: [/\brevoke\b/i, /\bat any time\b/i] }],
        finding: "Consent is generic (all purposes, by accepting the terms) or cannot be revoked.",
        fix: "Ask for consent in a separate, highlighted clause for each specific purpose, and let it be revoked at any time by a free and easy procedure.",
      }),
      practice({
        id: "lgpd-sensitive",
        provision: "Art. 11",
        cites: a("11"),
        obligation: "Sensitive personal data (health, biometric, sex life, religion, ethnicity…) may be processed only with specific, highlighted consent or under the bases listed in Art. 11 II; legitimate interest is not one of them.",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, [
            { all: [SPECIAL_CATEGORY, /\blegitimate interests?\b/i] },
            // Passed on to another business with the people never asked: "we share the diagnoses with our broker; employees are not asked".
            { negationIsTheFact: true, all: [SENSITIVE_SHARED, NOT_ASKED] },
          ]);
          if (s) return /\blegitimate interests?\b/i.test(s.text) ? { sentence: s } : { sentence: s, finding: "Sensitive (health) data is passed on to another business without the specific consent Art. 11 requires." };
          // Legitimate interest named as the basis of what the sentence before described: "… we run the facial template
          // through a model …. We do this on the basis of our legitimate interest".
          const sentences = ctx.doc.sentences;
          const pointedBack = sentences.find((x, i) => i > 0 && BASIS_POINTS_BACK.test(x.text) && /\blegitimate interests?\b/i.test(x.text) && affirms(x.text, /\blegitimate interests?\b/i) && LGPD_SENSITIVE.test(sentences[i - 1].text) && affirms(sentences[i - 1].text, LGPD_SENSITIVE));
          if (pointedBack) return { sentence: pointedBack };
          // Passed to other businesses and either taken as accepted by using the service (no specific, highlighted
          // consent: Art. 11 I), priced into insurance (§ 5 bars health plan operators from risk selection with it), or
          // shared for the sharer's gain (§ 4), said in the sentence or the two after it.
          const shared = sentences.find((x, i) => {
            if (!(LGPD_SENSITIVE.test(x.text) || HEALTH_RESULTS.test(x.text)) || !SHARED_WITH_BUSINESSES.test(x.text) || !affirms(x.text, SHARED_WITH_BUSINESSES)) return false;
            const near = sentences.slice(i, i + 3).map((y) => y.text).join(" ");
            return (ACCEPTED_BY_USE.test(near) && !ONLY_WITH_CONSENT.test(near)) || INSURER_PRICING.test(near) || PAID_FOR_DATA.test(near);
          });
          if (shared) return { sentence: shared, finding: "Sensitive (health) data is passed to other businesses without specific, highlighted consent, or for their insurance pricing or the sharer's gain, which Art. 11 does not allow." };
          // Consent to sensitive data that is not specific and highlighted (Art. 11 I): swept into a generic consent
          // ("by accepting these terms you authorise … all data, including … sexual health data, for any purposes"), or
          // said not to be asked separately ("there is no separate consent for health data").
          const generic = firstBreach(ctx, [
            { all: [LGPD_SENSITIVE, GENERIC_CONSENT, GENERIC_SCOPE], none: [ONLY_WITH_CONSENT, SEPARATE_CONSENT_GIVEN] },
            { negationIsTheFact: true, all: [LGPD_SENSITIVE, NO_SEPARATE_CONSENT], none: [ONLY_WITH_CONSENT, ART_11_II_BASIS] },
          ]);
          return generic ? { sentence: generic, finding: "Sensitive data (health, sex life and the like) is processed under a generic consent, not the specific, highlighted consent for specific purposes that Art. 11 I requires." } : null;
        },
        finding: "Sensitive (health) data is processed on legitimate interest, which Art. 11 does not allow.",
        fix: "Obtain specific, highlighted consent for the sensitive data (or rely on a basis in Art. 11 II), and stop using it for marketing otherwise.",
      }),
      practice({
        id: "lgpd-children",
        provision: "Art. 14",
        cites: a("14"),
        obligation: "Children's data must be processed in their best interest, with specific and highlighted consent of at least one parent or legal guardian where consent is the basis.",
        severity: "high",
        breach: [
          { all: [/\b(children|child|under 12|crianças)\b/i, /\bwithout (the )?(consent of )?(a |one )?(parent|guardian)/i], none: [ONLY_WITH_CONSENT, CHILD_ALONE_DENIED] },
          // "We do not ask for the consent of a parent."
          {
            negationIsTheFact: true,
            all: [/\b(children|child|under 12|crianças|kids)\b/i, /\b(do not|don't|never|no need to|without) (ask|seek|obtain|request|require|check)\w* (for )?(the )?((consent|permission|authori[sz]ation|approval) (of|from) (a |one |their |the )?(parents?|guardians?)|(a |one |their |the )?(parent|guardian)(s|'s|s')? (consent|permission|authori[sz]ation|approval))\b/i],
          },
          // The child acting without a parent in other words: "we collect it directly from the child; parents are not asked".
          { negationIsTheFact: true, all: [/\b(children|child|under 12|crianças|kids)\b/i, NO_PARENT], none: [ONLY_WITH_CONSENT, CHILD_ALONE_DENIED] },
        ],
        finding: "Children can sign up without a parent's or guardian's consent.",
        fix: "Obtain specific, highlighted consent from at least one parent or legal guardian (with reasonable efforts to verify it) before processing a child's data, or rely on a basis in the child's best interest.",
      }),
      practice({
        id: "lgpd-rights-refused",
        provision: "Art. 18",
        cites: a("18"),
        obligation: "Data subjects may obtain from the controller, on request, confirmation and access, correction, anonymisation or deletion of unnecessary data, portability, deletion of data processed with consent, and information on sharing and on refusing consent.",
        severity: "high",
        breach: (ctx) => {
          const all = ctx.doc.sentences;
          const s = all.find((x, i) => RIGHT_TO_ASK_DENIED.test(x.text) || ERASURE_DENIED.test(x.text) || CORRECTION_REFUSED.test(x.text) || correctionRefused(x.text) || accessRefusedAt(all, i) || erasureRefusedAt(all, i));
          return s && !/\b(law|legal\w*|statut\w*|tax|regulat\w*|claims?)\b/i.test(s.text) ? { sentence: s } : null;
        },
        finding: "The text takes away a data subject's right under Art. 18 (such as deletion or correction).",
        fix: "Let data subjects exercise every Art. 18 right free of charge on request, and explain any legal ground to keep data case by case.",
      }),
      practice({
        id: "lgpd-access-time",
        provision: "Art. 19",
        cites: a("19"),
        obligation: "Confirmation of processing and access must be given immediately in simplified form, or by a full statement within 15 days of the request.",
        severity: "medium",
        breach: (ctx) => {
          const s =
            sentenceAllowingLonger(ctx, 15, { all: [ACCESS_REQUEST, RESPOND] }) ??
            // The full statement (declaração clara e completa) named as such: "a complete statement of your data is sent within 30 days".
            sentenceAllowingLonger(ctx, 15, { all: [/\b(complete|full|clear|detailed) statement\b/i, /\b(sent|given|issued|delivered|provided|answered|within)\b/i] });
          if (s) return s;
          // Any wording of the time limit for a full statement of the data ("furnished in a period of thirty days",
          // a table row "Access to your data | 20 working days").
          const t = ctx.doc.sentences.find((x) => LGPD_ACCESS.test(x.text) && !/\b(incident|breach|anpd|retain|retention|kept|keep)\b/i.test(x.text) && (timeLimitDays(x.text)?.days ?? 0) > 15);
          return t ? { sentence: t } : null;
        },
        met: [{ all: [/\baccess\b/i, /\bwithin 15 days\b/i] }],
        finding: "Access requests are given longer than the 15 days the law allows for a full statement.",
        fix: "Answer access requests immediately in simplified form, or with a full statement within 15 days of the request.",
      }),
      practice({
        id: "lgpd-transfer",
        provision: "Art. 33",
        cites: a("33"),
        obligation: "International transfers are allowed only to adequate countries or under the ANPD's mechanisms (standard contractual clauses adopted whole, specific clauses, binding corporate rules) or the other cases in Art. 33.",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, [
            { all: [/\b(transferred|stored|sent)\b/i, /\b(any country|abroad|outside brazil|other countries|servers in)\b/i, /\b(without (specific )?(contractual )?clauses|without safeguards|no safeguards|chosen by our suppliers)\b/i] },
            // Hosted or kept abroad, with the mechanisms said to be absent: "no specific contractual clauses or other transfer
            // mechanisms apply to this storage".
            {
              negationIsTheFact: true,
              all: [/\b(transferred|stored|sent|hosted|kept|held|processed)\b/i, /\b(any country|abroad|outside brazil|other countries|servers (located )?in)\b/i, /\bno (specific |standard )?(contractual clauses|safeguards|transfer mechanisms?|(other )?(transfer )?mechanisms?)\b|\b(clauses|safeguards|mechanisms?) (do not|don't|does not) (apply|cover)\b/i],
              none: [/\b(standard contractual clauses|anpd clauses) (apply|cover|govern)|\bunder the (anpd )?standard contractual clauses\b/i],
            },
          ]);
          if (s) return { sentence: s };
          // Data sent to, hosted in or opened from another country, with no Art. 33 mechanism named anywhere.
          // A mechanism named only to deny it ("we have not adopted the ANPD clauses") is no mechanism.
          if (ctx.doc.sentences.some((x) => LGPD_TRANSFER_MECHANISM.test(x.text) && affirms(x.text, LGPD_TRANSFER_MECHANISM))) return null;
          const t = ctx.doc.sentences.find((x) => !/\bcookies?\b/i.test(x.text) && sendsTo(x.text, OUTSIDE_BRAZIL));
          return t ? { sentence: t } : null;
        },
        finding: "Personal data goes abroad without any transfer mechanism.",
        fix: "Transfer personal data abroad only to countries the ANPD recognises as adequate or under the ANPD standard contractual clauses (adopted in full) or another Art. 33 mechanism, and tell data subjects.",
      }),
      requiredContent({
        id: "lgpd-encarregado",
        provision: "Art. 41",
        cites: a("41"),
        obligation: "The controller must appoint a data protection officer (encarregado) and publish their identity and contact details clearly.",
        severity: "medium",
        // Any text may say none is appointed (an e-mail, a board note); silence counts only in the whole notice (below).
        present: [{ all: [/\b(encarregado|data protection officer|dpo)\b/i, /@|\b(is|:)\b/i], none: [/\b(do not|don't|no) have\b|\b(have|has) not (appointed|designated|named)\b|\b(no|without an?) (encarregado|dpo|data protection officer)\b|\bthere is no\b/i] }],
        // Silence counts only in the whole notice: an extract or numbered section may leave the encarregado to a part it
        // does not show. A small-scale agent (ANPD Resolution CD/ANPD No. 2/2022) need not appoint one at all.
        silenceBreaches: (ctx) => presentsAsNotice(ctx) && !presentsAsExtract(ctx) && !presentsAsSection(ctx) && !SMALL_AGENT.test(ctx.doc.text),
        saysAbsent: new RegExp(String.raw`\b((do not|don't|does not|doesn't) have|(have|has|haven't|hasn't)( not| never)? (appointed|designated|named|got)|(will not|won't|do not|don't) (appoint|designate|name)|there is no|(we|it) (have|has) no|without|no) (an? |any )?${LGPD_OFFICER}`, "i"),
        missing: "No encarregado (data protection officer) is identified.",
        fix: "Appoint an encarregado and publish their name and contact details on the website.",
      }),
      practice({
        id: "lgpd-incident",
        provision: "Art. 48",
        cites: a("48"),
        obligation: "A security incident that may create relevant risk or damage must be communicated to the ANPD and the data subjects within 3 working days (Resolução CD/ANPD nº 15/2024).",
        severity: "high",
        // Three working days are 4.2 calendar-equivalent days in durationsInDays' reckoning.
        breach: (ctx) => {
          const late = sentenceAllowingLonger(ctx, 4.2, { all: [/\b(anpd|authority|autoridade nacional|regulator)\b/i, TELL] });
          if (late) return late;
          // Communication left to the controller's judgement (the risk of relevant damage is the law's own threshold).
          // An incident in any words ("if patient records leak"), not only "incident" or "breach".
          const s = ctx.doc.sentences.find((x) => DATA_BREACH.test(x.text) && tellsOnlySelectively(x.text, { riskThresholdLawful: true }));
          return s ? { sentence: s, finding: "Whether incidents are communicated to the ANPD and the data subjects is left to the controller's judgement." } : null;
        },
        met: [{ all: [/\banpd\b/i, /\bthree working days|3 working days\b/i] }],
        finding: "Incidents would be communicated to the ANPD later than the 3 working days the regulation allows.",
        fix: "Communicate incidents that may create relevant risk to the ANPD and the data subjects within 3 working days of learning that personal data was affected, and keep an incident log for at least five years.",
      }),
      practice({
        id: "lgpd-incident-data-subjects",
        provision: "Art. 48",
        cites: a("48"),
        obligation: "A security incident that may create relevant risk or damage must be communicated to the data subjects as well as to the ANPD.",
        severity: "high",
        breach: (ctx) => {
          if (!ctx.doc.mentions(DATA_BREACH)) return null;
          // "Account holders are not contacted proactively", "customers are told only if they ask": the data subjects
          // left uninformed (an incident unlikely to create relevant risk need not be communicated at all).
          const s = ctx.doc.sentences.find(
            (x) =>
              DATA_SUBJECTS.test(x.text) &&
              TELL.test(x.text) &&
              (isNegated(x.text, TELL) || ONLY_IF_THEY_ASK.test(x.text)) &&
              !/\b(no|unlikely|not likely|low|without)\b[^.]{0,25}\b(risk|damage)\b|\b(do|does|will) not (create|cause|pose)\b/i.test(x.text),
          );
          return s ? { sentence: s } : null;
        },
        finding: "The data subjects are not told of an incident (or only if they ask), although Art. 48 requires communicating it to them as well as to the ANPD.",
        fix: "Communicate every incident that may create relevant risk or damage to the affected data subjects (in clear language, with its nature, the data involved, the risks and the measures taken) as well as to the ANPD, within 3 working days.",
      }),
    ],
  };
}

/** The people whose data an incident touched: data subjects, holders, customers, users, those affected. */
const DATA_SUBJECTS = /\b(data subjects?|titulares?|(account |policy ?|card ?)?holders?|customers?|clients?|users?|members?|patients?|those affected|affected (people|persons|individuals|users|customers))\b/i;
/** Told only on their own initiative: "gives information to any account holder who asks", "only on request". */
const ONLY_IF_THEY_ASK = /\b(who|that) (asks?|enquires?|inquires?|requests? it)\b|\bonly (on|upon) (their )?request\b|\bif (they|he|she) (ask|asks|enquire|enquires|request)\b/i;

/** Kept on after the account closes for the business's own ends, no law named: "10 years after you close your account, for business purposes". */
function keptAfterClosureForOwnEnds(text: string): boolean {
  return (
    KEEP.test(text) &&
    /\bafter\s+(?:you\s+(?:close|delete|leave|stop\s+using)|(?:your\s+)?account\s+(?:is\s+)?(?:closed|deleted|closure)|(?:account\s+)?closure|the\s+(?:relationship|contract|loan)\s+ends)\b/i.test(text) &&
    /\b(?:business|commercial|internal|marketing|analytics|our\s+own)\s+(?:purposes|reasons|needs)\b|\bas\s+we\s+see\s+fit\b/i.test(text) &&
    !/\b(?:law|laws|legal|legally|regulat\w*|required|requires|statutory|RBI|PMLA|KYC)\b/i.test(text)
  );
}
