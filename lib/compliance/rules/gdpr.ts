import { anySentence, type DocumentKind, type Sentence } from "../document";
import { durationInDays, durationsInOrder, firstBreach, practice, presentsAsExtract, presentsAsNotice, presentsAsSection, requiredContent, sentenceAllowingLonger, type SentencePattern } from "./build";
import {
  ACCESS_REQUEST,
  ASKS,
  WEAK_SECURITY,
  CHILD,
  CHILD_ALONE_DENIED,
  DATA_BREACH,
  CONDUCT_AS_CONSENT,
  WORKPLACE_SURVEILLANCE,
  IMPLIED_CONSENT,
  PRESET_BOX,
  RETENTION_ACT,
  INDEFINITE,
  KEEP,
  NEGATED,
  SPECIAL_CATEGORY,
  SUPERVISORY_AUTHORITY,
  THIRD_COUNTRY,
  UK_THIRD_COUNTRY,
  TIED,
  CONSENT_NOT_SOUGHT,
  NO_PARENT,
  NO_X_NO_Y,
  NOT_WITHOUT_AGREEING,
  TRANSFER_SAFEGUARD,
  MAY_APPOINT_SUBPROCESSORS,
  ADEQUACY_ABSENT,
  sendsTo,
} from "./concepts";
import { affirms, softOptInBoxAt, TELL, ASKS_BEFORE_NEW_PURPOSE, bundledConsentAt, CORRECTION_ELSEWHERE, CORRECTION_REFUSED, ERASURE_DENIED, ONLY_WITH_CONSENT, lawfulExtension, periodsIn, type Period, STATED_PERIOD, deniedEverywhere, ERASURE_REFUSED, PURPOSE_AT_WILL, SIGNS_UP_FOR_MARKETING, isNegated, retainsWithoutLimit, keptAfterWithdrawal, tellsOnlySelectively, timeLimitDays, withdrawalObstacle } from "./facts";
import { DUAA_FEB_2026, versionedRules, type Dated } from "./dated";
import { consentByRequiredAct, namesOptionalPurpose, requiredBoxBundlesOptional, serviceConditionalOn, workConditionalOnConsent } from "./conditional-service";
import { gatheredForOneThenMarketed, reusedForIncompatiblePurpose } from "./purpose-reuse";
import { describesListFromElsewhere, listWithoutBasisSentence, untoldSentence } from "./third-party-lists";
import { benefitTiedToConsent, conductTakenAsConsent, OPTIONAL_MESSAGES } from "./privacy-facts";
import { accessRefusedAt, erasureRefusedAt, incidentHiddenFromPeopleAt, incidentHiddenFromRegulatorAt, machineDecidesAloneAt, marketingGoesOnAfterStopAt, optedOutStillMarketedAt, optionalMadeRequired, ownDataRequestChargedAt, ownDataRequestTimeAt, READABLE_PASSWORDS, specialUsedUnaskedAt, withdrawalHardAt } from "./everyday-privacy";
import type { Rule, RuleContext, RulePack } from "./types";

const NOTICE: DocumentKind[] = ["privacy_notice"];

/** The agreement to work more than the 48-hour average week (Working Time Regulations 1998, reg. 5), in any wording. */
const WORKING_TIME_OPT_OUT = /\bopt[- ]?out agreement|\b48[- ]hour|\bworking time regulations|\b(weekly|working) (time |hours )?limit/i;
/**
 * Data whose purpose is spent long before the stated period ends, with the longest period we treat as still arguable
 * (set wide on purpose: regulators' guidance is far shorter, so a breach here is clear, not borderline).
 */
const OVERLONG_RETENTION: { subject: RegExp; maxDays: number; when?: RegExp; none?: RegExp[]; finding: string }[] = [
  {
    // Unsuccessful candidates: the recruitment is over; a talent pool needs the candidate's consent.
    subject: /\b(if you are not (hired|selected|successful|appointed)|(unsuccessful|rejected) (candidates?|applicants?|applications?)|(applications?|candidates?|applicants?|cvs?)\b[^.]{0,30}\b(including|even|also) (the |those of )?(unsuccessful|rejected)( ones| candidates| applicants)?|applications? (of|from) (unsuccessful|rejected) (candidates?|applicants?)|candidates? (who are|we do) not (hired|select\w*|appoint\w*))\b/i,
    maxDays: 730,
    none: [/\b(with your (consent|agreement|permission)|if you (agree|consent|ask us|opt in)|unless you (agree|consent))\b/i],
    finding: "Unsuccessful candidates' data are kept for years after the recruitment has ended, with no consent to a talent pool.",
  },
  {
    // Surveillance of people (CCTV, webcam captures, screenshots, keystroke logs): kept for weeks, not years.
    subject: /\b(recordings?|footage|cctv|webcam|screenshots?|keystrokes?|keystroke logs?|photos?|images?|video)\b/i,
    when: /\b(monitor\w*|surveillance|cctv|cameras?|webcam|keystrokes?|screenshots?)\b/i,
    maxDays: 365,
    none: [/\b(calls?|telephone|phone)\b/i],
    finding: "Monitoring recordings or captures are kept for years, far longer than any monitoring purpose needs.",
  },
];

/** Special-category data put to marketing use: passed to partners for marketing, sold, used to target ads. */
const SPECIAL_FOR_MARKETING = /\b((passed|shared|given|disclosed|sent|sold|provided) (on )?(to|with) (our |an? |the |selected )?([\w-]+ ){0,2}partners?\b[^.]{0,40}\b(so (that )?(it|they) can|to let (it|them)|for (it|them) to|to) (offer|sell|market|promote|advertise|target)|for (their |our |its )?(marketing|advertising|promotional|commercial) (purposes|campaigns|use)|(send|show|offer|target) (you|them|users|customers) (with )?(promotions|offers|ads|adverts|advertising|marketing|discounts)|to (target|market to|advertise to) (you|them|employees|customers|users)|(are|is) sold|we sell|for targeted advertising|(shared|passed|disclosed|given) (on )?(with|to) (our |selected |carefully selected )?(marketing|advertising) partners)\b/i;
/** Provision made compulsory with no way round it. */
const SPECIAL_COMPULSORY = /\b(must (provide|give|submit|use|register)|(are|is) required to (provide|give|submit|use|register)|mandatory|compulsory)\b[^.]{0,200}\b(no alternative|without (an |any )?alternative|for (the )?(clocking|time recording|attendance|access))|\bno alternative (is|will be) (offered|provided|available)\b|\b(there is |with )?no other (way|option|means|method) (in|of (entry|access|clocking in)|to (enter|get in|clock in|sign in|access))\b|\bthe only (way|means|method) (in|to (enter|get in|clock in|access))\b/i;
/** An Art. 9(2) condition stated: explicit consent, an employment or health law basis, the article itself. */
const NINE_TWO_CONDITION = /\b(9\(2\)|explicit consent|schedule 1|required by (law|statute)|employment (and social security )?law|occupational (health|medicine)|public health|medical diagnosis|provision of (health|medical) care)\b/i;

/** Subjects of "health" or "medical" records that are not people. */
const NOT_A_PERSON = /\b(animals?|animal's|pets?|pet's|veterinar\w*|livestock|(vehicle|machine|engine|battery|network|system) health)\b/i;

/** "Until you unsubscribe", "unless you object": the opt-out ends the processing rather than being overridden. */
const ENDS_ON_OPT_OUT = /\b(until|unless|till) (you|they|the (customer|member|user|recipient)s?) (\w+ )?(object|opt|unsubscrib|withdraw|ask us to stop)/i;

/** "We will not continue to send…": the continuation itself denied. */
const NEGATED_CONTINUE = /\b(not|never|no longer) (continue|keep)\b/i;
/** Consent offered as a choice: "if you agree to receive our offers, …", "should you opt in" (no tie to anything). */
const CONSENT_IF_YOU_CHOOSE = /\b(if|where|once|should|whenever) you (also |choose to |decide to |wish to )?(agree|consent|opt in|sign up|subscribe)\b/i;
/**
 * Decisions denied outright, however worded: "no decision about you is made by automated means alone", "we don't make
 * decisions based solely on automated processing". An exception in the same sentence ("except for fraud checks") keeps
 * it an automated decision.
 */
const DECISION_DENIED =
  /\b(no|never)\s+([a-z]+\s+)?decisions?\b|\b(do|does|will|shall|would|did)\s+not\s+(make|take|base|reach|use)\s+([a-z]+\s+){0,2}decisions?\b|\b(don't|doesn't|won't)\s+(make|take|base|reach|use)\s+([a-z]+\s+){0,2}decisions?\b|\bdecisions?\s+(about you\s+)?(are|is)\s+(never|not)\s+(made|taken)\b/i;
function decisionDenied(text: string): boolean {
  return DECISION_DENIED.test(text) && !/\b(except|unless|apart from|other than|but)\b/i.test(text);
}
/**
 * The cases in which Art. 34(3) lets people go untold of a high-risk breach: the data were unintelligible to anyone
 * without access (encrypted), later measures mean the high risk is no longer likely, or telling each person would take
 * disproportionate effort and a public communication is made instead.
 */
const ART_34_3_EXCEPTION =
  /\b(encrypt\w*|unintelligible|(the )?(risk|it) is (then )?(not|no longer) (high|likely)|no longer likely to (result in|materiali[sz]e)|not likely to result in a high risk|unlikely to result in a high risk|disproportionate effort|public (communication|notice|announcement|statement))\b/i;
const PROCESSOR: DocumentKind[] = ["processor_terms"];
/** Someone handling data for the organisation: a provider, vendor, host, payroll, screening or IT firm, an outsourcer. */
const SERVICE_PROVIDER =
  /\b((service|cloud|hosting|payroll|it|software|email|crm|analytics|outsourcing|screening|vetting|bookkeeping|accounting|hr|mailing)( support| services?)? (providers?|vendors?|compan(y|ies)|firms?|suppliers?|partners?|agenc(y|ies)|bureaux?)|vendors?|suppliers?|contractors?|processors?|outsourc\w*|hosting compan(y|ies)|(call|contact) cent(re|er)s?|prestataires?|sous-traitants?|dienstleister\w*|auftragsverarbeiter\w*|fornitor[ei]|proveedor(es)?|leveranciers?|verwerkers?)\b/i;
/**
 * No contract or processing agreement in place: "there is no data processing agreement", "we never signed any contract",
 * "no written data protection contract", "no … contract clauses are needed" (a contract term or fee is not a contract).
 */
const NO_CONTRACT =
  /\b((there is |there's |we have |we've )?no (written |signed )?(contract|agreement|terms|data processing agreement|dpa|processing terms)|no ([\w-]+ ){0,4}(contract|agreement|dpa)(?! (terms?|period|length|fees?|numbers?))|no ([\w-]+ ){0,4}(data protection|processing|processor|contract|contractual) (clauses|terms|provisions)|(never|not) (signed|concluded|agreed) (any |a )?(written )?(contract|agreement|terms|dpa)|(never|not) signed (anything|any paperwork)|without (a |any )?(written )?(contract|agreement|dpa|data processing agreement)|aucun contrat|pas de contrat|sans contrat|kein(en)? (schriftlichen? )?(vertrag|av-vertrag|avv|auftragsverarbeitungsvertrag)|ohne (schriftlichen )?vertrag|nessun (contratto|accordo)|senza (alcun )?contratto|ningún contrato|sin contrato|no hay contrato|geen (schriftelijke )?(overeenkomst|verwerkersovereenkomst|contract)|zonder (verwerkers)?overeenkomst)\b/i;
/** An arrangement that is no written contract (Art. 28(9) requires writing): informal, verbal, a handshake. */
const INFORMAL_ARRANGEMENT =
  /\b(informal (arrangement|agreement|basis|understanding|deal)|gentlem[ae]n'?s'? agreement|(on|by|with) a handshake|handshake (deal|agreement|arrangement)|agreed by handshake|(verbal|oral) (agreement|arrangement|understanding|contract)|nothing (has been |was |is )?(put )?in writing|not (been )?(put )?in writing)\b/i;
/** People's data in the provider's hands, for an arrangement said to be informal. */
const DATA_HANDLED = /\b(data|records?|files?|details|information|e-?mails?|cvs?|payroll|payslips?|histor(y|ies)|databases?|lists?|applicants?|candidates?|employees?|staff|customers?|patients?|clients?)\b/i;
/** A written processing contract said to be in place: "under a signed data processing agreement". */
const PROCESSING_CONTRACT_IN_PLACE =
  /\b(under|with|have|has|signed|concluded|in place)\b[^.;]{0,30}\b(written |signed )?(data processing agreement|dpa|processing agreement|processor (contract|agreement|terms)|contract (that|which) meets art)\b/i;
/** Pictures of people, in any wording. */
const PEOPLE_IMAGES = /\b(photos?|photographs?|photographed|pictures?|pictured|images?|videos?|filmed|footage)\b/i;
/** Open to anyone: public pages, social media, a public website. */
const PUBLIC_CHANNEL = /\b(public|facebook|instagram|tiktok|youtube|x \(twitter\)|twitter|social media|social networks?|our website|the website|newsletters?|brochures?|press)\b/i;
/**
 * Someone must act to keep it from happening: "all children are included unless a parent emails us to say no", "until
 * you tell us otherwise", "if you do not want this, let us know".
 */
const OBJECTION_NEEDED =
  /\b(unless|until) (a |the |their |your )?(you|they|parents?|guardians?|members?|customers?|users?|employees?|staff|pupils?|students?|patients?|clients?|guests?|participants?|families)\b[^.]{0,40}\b(tells?|asks?|e-?mails?|writes?|informs?|lets? us know|objects?|opts? out|says?|contacts?)\b|\bif you (do not|don't) want (this|your|them|their)\b[^.]{0,60}\b(tell|let|email|e-mail|write|contact|inform)\b/i;
/** People told only when the authority orders it: "unless the ICO instructs us to" (Art. 34(4) lets it order, not wait). */
const AUTHORITY_ORDERS =
  /\b(unless|until|only (if|when|where)|if|when) (the )?(supervisory authority|authority|regulator|ico|information commissioner|commissioner|dpc|cnil)\b[^.]{0,20}\b(instructs?|orders?|requires?|directs?|tells?|asks?|demands?)\b/i;
const COOKIE = /\bcookies?\b|tracking|pixel|sdk/i;
/** Agreement to terms, rules or a contract only, with nothing said of data: what conduct may lawfully signify. */
const ASSENT_TO_TERMS_ONLY = (t: string) =>
  /\b(terms|conditions|t&cs?|rules|contract|eula|user agreement|house rules)\b/i.test(t) && !/\b(data|information|details|marketing|process\w*|shar\w*|location|health|photos?|recordings?|offers)\b/i.test(t);

/**
 * Age of digital consent (Art. 8(1)) where the member state's choice is known: 16 by default, lowered by national
 * law to no less than 13. DE keeps 16; FR 15 (Loi 78-17 art. 45); IE 16 (DPA 2018 s. 31); NL 16; ES 14 (LOPDGDD
 * art. 7); IT 14 (Codice art. 2-quinquies); GB 13 (DPA 2018 s. 9). Elsewhere only ages below 13 are certain breaches.
 */
const CONSENT_AGE: Record<string, number> = { DE: 16, FR: 15, IE: 16, NL: 16, ES: 14, IT: 14, GB: 13 };

/**
 * Who the controller is: a legal form, a registered charity or company number, or a contact email address — any of
 * which a notice names when it identifies the controller.
 */
const IDENTITY =
  /\b\d{1,4}(bis|ter)?,? (rue|place|avenue|av\.|boulevard|bd|quai|allée|chemin|impasse|street|road|lane|square|way|drive|straße|strasse|str\.|weg|platz|gasse|via|viale|piazza|calle|plaza|avenida|paseo|straat|laan|plein|gracht)\b|\b(call|phone|telephone|tel\.?)( us)?( on| at)?:? \+?\d[\d ]{7,}|\b(ltd|limited|gmbh|kg|ohg|e\.v|sas|sarl|sa|s\.l\.|s\.r\.l\.|b\.v\.|n\.v\.|inc\.?|llc|llp|clg|dac|ag|plc|s\.a\.|s\.p\.a\.|pvt|pte|cic|registered charity|charity (no|number)|company (no|number|registration))(?![a-z])|(?<![\w.+-])[\w.+-]+@[\w-]+\.[a-z.]{2,}/i;

/**
 * A notice speaks to the people whose data it covers ("you", "your"); an internal runbook or staff procedure that
 * merely mentions the data protection officer is not one, so notice content is not required of it.
 */
function addressesPeople(ctx: RuleContext): boolean {
  let n = 0;
  for (const s of ctx.doc.sentences) if (/\b(you|your)\b/i.test(s.text) && ++n >= 2) return true;
  return false;
}

/** Asking to stop marketing: objecting, unsubscribing, opting out, asking to stop receiving it or to be taken off a list. */
const STOP_MARKETING_REQUEST =
  /\b(object\w*|unsubscrib\w*|opt(s|ing)?[- ]outs?|stop (receiving|getting|us sending)|(be|being) (removed|taken) off|removal from|cancel\w* (the|your|our) (subscription|mailings?))\b/i;
/** What marketing reaches people as: a catalogue, newsletter, offers, mailings. */
const MARKETING_CONTENT = /\b(marketing|catalogues?|catalogs?|newsletters?|offers|promotion\w*|mailings?|mailing list|brochures?|advert\w*|direct mail)\b/i;
/** Honoured only after a wait or a minimum term: "only accepted after 24 months", "not before the end of the first year". */
const STOP_DELAYED =
  /\bonly (be )?(accepted|processed|possible|honou?red|effective|allowed|permitted|take effect|valid)\b[^.]{0,30}\b(after|once|at the end of|from)\b|\bnot (be )?(accepted|processed|possible|honou?red|allowed|permitted)? ?(before|until|during) (the end of )?(the )?(first|initial|minimum|\d+|one|two|three|six|twelve|twenty-four)\b|\bminimum (subscription |membership )?(period|term)\b/i;

/** A few days to process a request, which stopping marketing may take: "within 10 working days", "after 48 hours". */
const SHORT_PROCESSING_TIME = /\b([1-9]|1\d|2[0-8]|one|two|three|four|five|six|seven|ten|fourteen) (working |business |calendar )?days?\b|\b(24|48|72) hours\b/i;

/** Objections to direct marketing refused or overridden, in the wordings the rule has met. */
/** The only way out is to leave: "only by closing your account", "only if you cancel your membership". */
const ONLY_BY_LEAVING =
  /\bonly (by|if|when|once|through|after) (you )?(clos\w*|delet\w*|cancel\w*|end\w*|terminat\w*|leav\w*) (your|the|their) ([a-z]+ )?(account|membership|contract|subscription|profile)\b/i;
const MARKETING_OBJECTION_REFUSED: SentencePattern[] = [
        // Marketing stopped only at the price of the account or contract: "only by closing your customer account".
        { all: [/\b(stop\w*|end(s|ed)?|halt\w*|opt(ing)? out of|unsubscrib\w*|object\w*|get rid of|no longer (receive|get))\b/i, MARKETING_CONTENT, ONLY_BY_LEAVING] },
        { all: [/\bobject(ion)?s?\b/i, /\bmarketing\b/i, /\b(not accepted|cannot|will not be|refused|not possible|is not available)\b/i] },
        // A request to stop marketing honoured only after a wait or a minimum term, in any wording: "requests to stop
        // receiving the catalogue are only accepted after 24 months", "you can unsubscribe once the first year is over".
        { negationIsTheFact: true, all: [STOP_MARKETING_REQUEST, MARKETING_CONTENT, STOP_DELAYED], none: [/\b(service|transactional|order|account|booking) (messages|emails|notices)\b/i, SHORT_PROCESSING_TIME] },
        // Marketing goes on after the person objected or opted out ("we will continue to send you offers").
        { all: [/\b(object\w*|opt(s|ed)?[- ]out|unsubscrib\w*)\b/i, /\b(continue|still|keep (sending|contacting|emailing|texting|calling|mailing|you)|nevertheless|anyway|even so|but will|carry on)\b/i, /\b(offers?|marketing|advertis\w*|promotion\w*|newsletters?|deals|campaigns?)\b/i], none: [/\b(stop (all|every)|(stops?|ceases?|ends?) (them|it|all|every|the|our|any|marketing|emails|messages|offers)\b(?![^.]{0,200}\b(but|however|except|although|apart from)\b)|no longer (send|contact|use)|service (messages|emails)|transactional|about your (order|account|booking))\b/i, NEGATED_CONTINUE, ENDS_ON_OPT_OUT] },
];
/** Wanting marketing to stop, in any words: "asks us to stop sending offers", "doesn't want our texts any more". */
const STOP_WISH =
  /\b((do not|don't|does not|doesn't|no longer) want (any more |more |further |our |the |these |them )?|asks? (us )?to stop|wants? (it|them|this|these|us) to stop|stop (sending|getting|receiving)|(switch|turn)(ed)? off|opt(s|ed)? out|unsubscrib\w*|object\w*)\b/i;
/** Marketing that goes on, or cannot be stopped, until a later event or for as long as a relationship lasts. */
const MARKETING_KEPT_ON =
  /\b(cannot|can ?not|can't|won't|will not|is not possible to|isn't possible to)\b[^.;]{0,20}\b(be )?(switched off|turned off|stopped|cancelled|canceled|removed|opted out of|unsubscribed from)\b[^.;]{0,40}\b(until|while|for as long as|as long as|during)\b|\b(continues?|carr(y|ies) on|keeps? (coming|going|arriving)|keep(s|ing)? (sending|mailing|posting|emailing|texting|calling|contacting)|goes on|go on)\b[^.;]{0,40}\b(until|while|for as long as|as long as|regardless)\b/i;
/** Messages that are not marketing and may go on: about the bill, the order, the account. */
const SERVICE_MESSAGES_GO_ON = /\b(service|transactional|bill|billing|account|order|booking|delivery) (messages|emails|e-mails|texts|notices|letters)\b|\babout (your|their|the) (bill|order|account|booking|delivery)\b/i;
/** Decided by a machine: automatically, by software, an algorithm or a score. */
const AUTOMATED = /\b(automatic(ally)?|automated|software|algorithm|scor(e|ed|ing))\b/i;
/** A decision with an outcome for the person. */
const AUTOMATED_OUTCOME = /\b(reject(ed)?|refus|declin|decid|decision|approv|turn(s|ed)? down|grant(s|ed)?|den(y|ies|ied)|shortlist|sift(s|ed)?|screen(s|ed)? out|outcome)/i;
/**
 * No person in the loop, or none to turn to (Art. 22(3)): "no member of our recruitment team looks at declined
 * applications", "we are unable to review a decision on request", "the software's scoring is final".
 */
const NO_HUMAN =
  /\b(no (member of staff|human|person|one)|without (any )?(human|staff)|not reviewed|nobody|on (its|their) own|by (itself|themselves)|(fully|solely|entirely|purely) automat\w*)\b|\bno [a-z]+ (ever )?(reviews?|looks? at|checks?|reads?|sees|examines?)\b|\bno (member|one|person|employee|staff member)s? (of|from|in) (our|the) ([a-z-]+ ){0,3}(team|staff|department|panel|hr)\b[^.;]{0,10}\b(ever )?(reviews?|looks? at|checks?|reads?|sees|examines?)\b|\b(unable|not able) to review (a|the|any|such) (decision|rejection|outcome|result)|\b(rejections?|scor(e|es|ing)|(software|system|algorithm|tool)'s [a-z]+) (is|are) final\b|\b(decisions?|rejections?|outcomes?|results?) (can ?not|can't|will not|won't) be (reviewed|appealed|challenged|contested|reconsidered)\b/i;
const NO_AUTOMATION = /\bdo not use automated\b/i;
const HUMAN_REVIEWS = /\b(officer|employee|person|human|member of staff|staff member|team|underwriter|manager|analyst|recruiter)s? (reviews?|checks?|confirms?|looks? at) (every|each|all)\b/i;
/** An answer to an access request cut to a period or to some systems, in the wordings the rule has met. */
const ACCESS_CUT: SentencePattern[] = [
        {
          negationIsTheFact: true,
          all: [
            /\b(cop(y|ies)|access|subject access|request)\b/i,
            /\b(only (for|from|covering|cover) the (last|past|previous|most recent)|limited to (the )?(last|past|previous|most recent)|(older|earlier|archived|historic(al)?) (records|data|emails|files|information) (are|is|will be) (not|never) (included|provided|disclosed|searched|given)|(are|is) (not|never) (included|provided|searched)[^.]{0,30}\b(older|archived|backups?))\b/i,
          ],
          none: [/\bcookies?\b/i],
        },
];
/** Honoured only once a term has run: "only after twelve months of membership", "only once the first year is over". */
const ONLY_AFTER_A_TERM =
  /\bonly( [a-z]+){0,2} (after|once|from|at the end of|when)\b[^.;]{0,40}\b(months?|years?|weeks?|first|minimum|initial|term|membership|subscription|contract) (is |has )?(over|ended|run|passed|elapsed|of)?/i;

/** Answering someone, in any wording: "we reply", "we'll get back to you", "you will hear back from us". */
const REPLY = /\b(answer\w*|respond\w*|response|repl(y|ies|ied)|get(ting)? back to|come back to|revert\w*|hear back|get(ting)? (it|this|that|them|the data|a copy|your \w+)( over| back)? to you|send (it|them|you))\b/i;
/** A request for one's own data named as such (not bare "access", which may be access to a site or a building). */
const OWN_DATA_REQUEST =
  /\b(subject access|data subject access|(a |full |complete )?cop(y|ies) of (your|their|the|all|his|her|my) (personal )?(data|information|records?|file)|what (personal )?(data|information) (we|the company) (hold|have|process))\b/i;
/** A sentence telling people which rights they can exercise ("you can ask to see, correct or delete your data"). */
const RIGHTS_ASKED = /\b(ask|request|right|you (can|may)|want|wish|need)\w*\b[^.]{0,60}\b(access|see|cop(y|ies)|correct\w*|rectif\w*|delet\w*|eras\w*|restrict\w*|object\w*|portab\w*)/i;

/** Processing on a contract (Art. 6(1)(b)), including steps before one at the person's request. */
const CONTRACT_BASIS =
  /\b(steps (taken )?before (entering into )?a contract|performance of (a |the |our |your |this )?contract|execution of (a |the |our |your |this )?contract|(to )?perform (the|our|your) contract|6\(1\)\(b\)|steps (taken )?at your request before entering into a contract|necessary for (the|our|your) contract)\b/i;

/**
 * Data the person must provide because the law or a contract requires it (Art. 6(1)(b) or (c)), including data needed to
 * enter into a contract (steps before one at the person's request): the case in which a notice has a requirement to
 * tell people about (Art. 13(2)(e)). Data given on consent or observed on legitimate
 * interests carry no such requirement to state.
 */
const REQUIREMENT_BASIS = new RegExp(`${CONTRACT_BASIS.source}|\\b(steps (taken )?at (your|their|the (candidate|applicant|customer)'s) request (before|prior to) (entering into )?a contract|legal obligations?|6\\(1\\)\\(c\\)|required by (law|statute)|statutory (duty|obligation|requirement)|(employment|our) contract with you|contract of employment)\\b`, "i");

/** Saying whether data must be given and what follows if not (Art. 13(2)(e)), in any wording. */
const STATES_REQUIREMENT =
  /\b(without ([\w-]+ ){1,3}(we|you) (cannot|can't|can ?not|are unable to|will not be able to|won't be able to)|(statutory|contractual) requirement|required|requirement|necessary|must (provide|give)|must be (provided|given|supplied)|without (it|them|this|these)|not obliged|obligatory|mandatory|optional|not required|(is|are) needed|need (your|the|an?)|have to (give|provide)|you are not required|cannot (open|create|consider|treat|employ|send|pay|deliver|issue|take|accept|process|fulfil|complete|handle|register|book)|must be (filled|completed|entered)|(marked|shown) with an asterisk|essential (to|for)|voluntary)\b/i;

/** Rights a notice must list (Art. 13(2)(b)); a notice naming fewer than four of them is incomplete. */
const RIGHTS = [
  /\baccess\b|\b(a )?copy of (your|their|the|his|her) (personal )?(data|details|information)\b|\b(see|view|know) (what|which) (personal )?(data|information)\b|\b(ask|request|right)( us)? to (see|view|look at)\b/i,
  /\b(rectif|correct|amend|fix(ed|ing)?\b|put right|update (inaccurate|incorrect|wrong))/i,
  /\b(erase|erasure|delet|be forgotten|forget (you|them|him|her)|wip(e|ed|ing)\b|remov(e|ed|al of) (your|their|the|his|her) (personal )?(data|information|details))/i,
  /\b(restrict|paus(e|ing) (its|the|our) (use|processing)|suspend (its|the|our) (use|processing)|freez(e|ing) (your|their|the) (data|information))/i,
  /\b(object|oppos(e|ing|ition)\b|say no to (its|the|our|this) use|(ask us to|ask that we|tell us to) stop (using|processing)\b|\bstop (using|processing) (it|them|your (personal )?(data|information|details))\b)/i,
  /\b(portab|download (your|their|a copy|the data)|port (your|their|the|its) (personal )?data|(take|move|transfer|send|transmit|carry) (it|them|your data|the data|your information)\b[^.;]{0,20}\b(another|a different|other|a new) (company|provider|organi[sz]ation|service|controller|business|supplier)|machine[- ]readable|\b(take|move|carry|bring) (it|them|a copy|the data|your data)? ?(elsewhere|somewhere else|with you|to another (company|provider|service))\b|\bcopy (to take|you can take|to move) (elsewhere|with you|to another)\b)/i,
];
/** A sentence granting rights, whoever holds them: "you may", "parents can ask to", "employees are entitled to", "request". */
const GRANTS_RIGHT =
  /\bright|request|\bask\b|\b(you|they|parents?|guardians?|employees|staff|members|users|customers|clients|patients|individuals|candidates|applicants|pupils|students) (may|can|are entitled to)\b/i;

/** The GDPR's pack, for the EU Regulation or the UK GDPR (same article numbers). */
export function gdprPack(sourceId: "eu-gdpr" | "uk-gdpr", name: string): RulePack {
  const at = (article: string) => [{ source_id: sourceId, article }];
  const uk = sourceId === "uk-gdpr";
  const rules: Rule[] = [
    practice({
      id: "storage-limitation",
      provision: "Art. 5(1)(e)",
      cites: at("5"),
      obligation: "Personal data may be kept in identifiable form no longer than the purposes need (storage limitation).",
      severity: "high",
      breach: (ctx) => {
        // In processor terms, copies kept after the contract ends are Art. 28(3)(g)'s breach (processor-end-of-contract).
        const afterEnd = ctx.doc.kinds.has("processor_terms") ? retainedAfterEnd(ctx) : null;
        const s = ctx.doc.sentences.find((x) => x !== afterEnd && !COOKIE.test(x.text) && (retainsWithoutLimit(x.text) || keptAfterWithdrawal(x.text) || (KEEP.test(x.text) && INDEFINITE.test(x.text) && !isNegated(x.text, INDEFINITE))));
        if (s) return { sentence: s };
        for (const p of OVERLONG_RETENTION) {
          if (p.when && !ctx.doc.mentions(p.when)) continue;
          if (!ctx.doc.mentions(p.subject)) continue;
          for (const x of ctx.doc.sentences) {
            if (!KEEP.test(x.text) || p.none?.some((re) => re.test(x.text))) continue;
            const m = p.subject.exec(x.text);
            if (!m) continue;
            // The period said of this data: the first one after its mention ("personnel files for six years, and
            // records of unsuccessful candidates for six months" gives the candidates six months), else the last before.
            const days = durationsInOrder(x.text.slice(m.index + m[0].length))[0] ?? durationsInOrder(x.text.slice(0, m.index)).at(-1);
            if (days !== undefined && days > p.maxDays) return { sentence: x, finding: p.finding };
          }
        }
        return null;
      },
      // A period the data are kept "for its own analytics" after the contract is a processor's breach, not retention met.
      met: [{ all: [KEEP, new RegExp(`${STATED_PERIOD.source}|\\b(until you close|after (you|the end|your|termination))\\b`, "i")], none: [/\bfor (its|their) own\b/i] }],
      finding: "The text keeps personal data without any time limit, which breaches the storage-limitation principle.",
      fix: "Set a retention period (or objective criteria, such as 'two years after the last order') for each category of data and delete or anonymise the data when it ends.",
    }),
    practice({
      id: "purpose-limitation",
      provision: "Art. 5(1)(b)",
      cites: at("5"),
      obligation: "Personal data must be collected for specified, explicit and legitimate purposes and not further processed in an incompatible way.",
      severity: "high",
      breach: (ctx) => {
        const atWill = firstBreach(ctx, PURPOSES_AT_WILL);
        if (atWill) return { sentence: atWill };
        const s = ctx.doc.sentences;
        // In processor terms a processor's use of the controller's data for its own ends is judged under Art. 28(3)(a)
        // and 28(10) (processor-own-purposes), not as the controller's own further processing.
        const processorsOwn = (t: string) => ctx.doc.kinds.has("processor_terms") && OWN_PURPOSES.some((p) => p.all.every((re) => re.test(t)) && !p.none?.some((re) => re.test(t)));
        const reused = s.find((x, i) => !ASKS.test(x.text) && reusedForIncompatiblePurpose(x.text, s[i - 1]?.text) && !processorsOwn(x.text));
        if (reused) return { sentence: reused, finding: "Personal data collected for one stated purpose is reused for a new, incompatible one (marketing, sale to others, or another product) with no new consent or compatibility assessment." };
        const texts = s.map((x) => x.text);
        const marketed = s.find((_, i) => gatheredForOneThenMarketed(texts, i));
        return marketed ? { sentence: marketed, finding: "Contact details gathered for one stated purpose are used for marketing that nobody was asked about, a new purpose the first gives no reason to expect." } : null;
      },
      finding: "The text allows processing for any purpose, so the purposes are neither specified nor explicit.",
      fix: "List each specific purpose of the processing and its legal basis; process the data only for those purposes or compatible ones, and before any other use assess its compatibility, ask for fresh consent, or use anonymised data.",
    }),
    practice({
      id: "minimisation",
      provision: "Art. 5(1)(c)",
      cites: at("5"),
      obligation: "Personal data must be adequate, relevant and limited to what is necessary (data minimisation).",
      severity: "high",
      breach: [
        { all: [/\b(every keystroke|keystrokes?( logging)?|screenshots? of (employees'|staff|your|their) screens|records? all (calls|emails|messages|activity)|continuous (video|audio)|covert(ly)? (monitor|record))/i] },
        { all: [WORKPLACE_SURVEILLANCE] },
        // Cameras where people are entitled to privacy, or recording sound as well as images, go beyond any security need.
        { all: [/\b(cctv|cameras?|video (surveillance|recording))\b/i, /\b(toilets?|washrooms?|restrooms?|changing (rooms?|areas?)|locker rooms?|showers?|audio( recording)?|record(s|ing)? (sound|conversations))\b/i], none: [/\b(do not|does not|never|no|not|except)\b[^.]{0,40}\b(toilets?|washrooms?|changing|audio|sound|conversations)\b/i] },
      ],
      finding: "The monitoring described records far more about people than its purpose needs.",
      fix: "Limit monitoring to what is necessary for a stated purpose (e.g. security logs rather than keystrokes and screenshots), prefer less intrusive means, and document the assessment.",
    }),
    practice({
      id: "lawful-consent",
      provision: "Art. 4(11)",
      cites: [...at("4"), ...at("7")],
      obligation: "Consent must be a freely given, specific, informed and unambiguous indication by a clear affirmative act; silence, pre-ticked boxes or inactivity are not consent.",
      severity: "high",
      // A cookie banner's "continue browsing" is the ePrivacy rules' business, not a GDPR finding of its own.
      when: (ctx) => !(ctx.doc.kinds.has("cookie_notice") && !ctx.doc.kinds.has("privacy_notice") && !ctx.doc.kinds.has("consent_form")),
      breach: (ctx) => {
        const implied = firstBreach(ctx, [{ all: [IMPLIED_CONSENT, /\b(consent|agree|accept|assume|happy|have no objection)/i], none: [COOKIE] }, { all: [CONDUCT_AS_CONSENT], none: [COOKIE] }]);
        if (implied) return { sentence: implied };
        const conduct = ctx.doc.sentences.find((x) => conductTakenAsConsent(x.text) && !COOKIE.test(x.text) && !ASSENT_TO_TERMS_ONLY(x.text));
        if (conduct) return { sentence: conduct, finding: "Something the person does other than choosing (installing, using, continuing) is read as consent, which is not a clear affirmative act." };
        // People's photos or videos published on open channels unless someone objects: silence taken as a yes. The
        // channel may be named in the sentence before ("We post photos on Facebook. All children are included unless …").
        const published = ctx.doc.sentences.find((x, i) => {
          if (!OBJECTION_NEEDED.test(x.text) || !PEOPLE_IMAGES.test(x.text)) return false;
          return PUBLIC_CHANNEL.test(x.text) || (i > 0 && PUBLIC_CHANNEL.test(ctx.doc.sentences[i - 1].text) && PEOPLE_IMAGES.test(ctx.doc.sentences[i - 1].text));
        });
        if (published) return { sentence: published, finding: "Photos or videos of people are published unless someone objects, so silence is taken as consent, which is not a clear affirmative act." };
        // A box for optional processing (offers, partners, sharing) ticked before the person acts; in a cookie
        // preference centre the boxes are the ePrivacy rules' business; a sign-up flow that also has a cookie bar still
        // has its own boxes for messages ("Send me news and offers", already ticked).
        const cookieText = ctx.doc.kinds.has("cookie_notice") && !ctx.doc.kinds.has("privacy_notice");
        const optional = cookieText ? /\b(send me|newsletters?|e-?mails?|news and|special offers)\b/i : /\b(offers?|marketing|newsletters?|promotion\w*|partners?|third parties|shar(e|ing)|news|updates|send me)\b/i;
        const preset = firstBreach(ctx, [{ all: [PRESET_BOX, optional], none: [COOKIE, /\b(terms|conditions)\b[^.]{0,20}$/i] }, { all: [PRESET_BOX, OPTIONAL_MESSAGES], none: [COOKIE, /\b(terms|conditions)\b[^.]{0,20}$/i] }]);
        // At a checkout, for the shop's own similar products, a ticked box the customer can untick is the existing-customer
        // exception's chance to refuse (PECR reg. 22(3) and its EU counterparts), not a consent the text relies on.
        if (preset && softOptInBoxAt(ctx.doc.sentences.map((x) => x.text), ctx.doc.sentences.indexOf(preset))) return null;
        return preset ? { sentence: preset, finding: "A box giving consent to optional processing is ticked in advance, which is not a clear affirmative act." } : null;
      },
      finding: "The text treats silence, a pre-ticked box or continued use as consent, which is not a clear affirmative act.",
      fix: "Ask for consent with an unticked box or an equivalent active choice, separate from other terms, and treat no answer as a refusal.",
    }),
    practice({
      id: "conditional-consent",
      provision: "Art. 7(4)",
      cites: at("7"),
      obligation: "Consent is not freely given when a contract or service is made conditional on consent to processing it does not need, or when it is asked of employees as a condition of their job.",
      severity: "high",
      breach: (ctx) => {
        const s = firstBreach(ctx, [
          { all: [TIED, /\b(marketing|newsletter|offers|commercial|partners?|advertising|sharing|transfer|monitoring|purchase history|processing)\b/i], none: [COOKIE, /\bnecessary to (conclude|perform)\b/i, /\b(separate(ly)?|optional|you (can|may) (refuse|decline|untick|say no))\b/i, REFUSAL_OFFERED, SIGNS_UP_FOR_MARKETING, CONSENT_IF_YOU_CHOOSE] },
          { all: [/\b(employees?|staff|workers?)\b/i, /\bconsent\b/i, /\b(by signing|condition of|contract of employment|employment contract)\b/i] },
          { negationIsTheFact: true, all: [NO_X_NO_Y], none: [COOKIE] },
          { negationIsTheFact: true, all: [NOT_WITHOUT_AGREEING, /\b(marketing|newsletters?|offers|promos?|promotions?|partners?|advertising|ads)\b/i], none: [COOKIE] },
        ]);
        if (s) return { sentence: s };
        // The same fact in any wording: a service, a condition, and an optional purpose as what must be agreed to.
        // Tracking of workers (GPS, a fingerprint clock) is no cookie: work tied to consent is tested whatever it tracks.
        const texts = ctx.doc.sentences.map((x) => x.text);
        const conditional = ctx.doc.sentences.find(
          (x, i) => (serviceConditionalOn(x.text) && !COOKIE.test(x.text)) || workConditionalOnConsent(x.text, texts[i - 1]) || (consentByRequiredAct(texts, i) && namesOptionalPurpose(x.text) && !COOKIE.test(x.text)) || (requiredBoxBundlesOptional(texts, i) && !COOKIE.test(x.text)),
        );
        if (conditional) return { sentence: conditional };
        // A benefit (points, a discount, access) withheld unless the person agrees to optional processing.
        const tied = ctx.doc.sentences.find((x) => benefitTiedToConsent(x.text) && !COOKIE.test(x.text));
        if (tied) return { sentence: tied, finding: "A benefit is given only to people who agree to optional processing (such as marketing), so that consent is not freely given." };
        // An optional purpose marked as required to sign up or order, in everyday words.
        const required = ctx.doc.sentences.find((x) => optionalMadeRequired(x.text) && !COOKIE.test(x.text));
        if (required) return { sentence: required };
        if (ctx.doc.kinds.has("cookie_notice") && !ctx.doc.kinds.has("privacy_notice") && !ctx.doc.kinds.has("consent_form")) return null;
        const i = bundledConsentAt(texts);
        return i === null || COOKIE.test(texts[i]) ? null : { sentence: ctx.doc.sentences[i] };
      },
      finding: "Consent is bundled with something else (an account, an order, access or a job), so it is not freely given.",
      fix: "Make the optional processing a separate choice that can be refused without losing the service, or rely on another legal basis only where one genuinely applies.",
    }),
    practice({
      id: "withdrawal",
      provision: "Art. 7(3)",
      cites: at("7"),
      obligation: "Consent must be as easy to withdraw as to give, at any time.",
      severity: "high",
      breach: (ctx) => {
        // Stopping marketing by post only is also an objection made hard (Art. 21(3)); both rest on the same sentence.
        // A working-time opt-out that cannot be ended is a breach of the Working Time Regulations, not of Art. 7(3): named
        // in the sentence, or in the one before when this one speaks of "that agreement" and not of consent or data.
        const sentences = ctx.doc.sentences;
        const aboutWorkingTime = (i: number) =>
          WORKING_TIME_OPT_OUT.test(sentences[i].text) ||
          (i > 0 && WORKING_TIME_OPT_OUT.test(sentences[i - 1].text) && !/\b(consent\w*|data|information|marketing|recording|monitoring)\b/i.test(sentences[i].text));
        const s = sentences.find((x, i) => withdrawalObstacle(x.text) !== null && !aboutWorkingTime(i));
        if (s) return { sentence: s };
        // The yes in one sentence, taking it back made hard in the next, in everyday words.
        const hard = sentences.find((x, i) => withdrawalHardAt(sentences, i) && !aboutWorkingTime(i) && !COOKIE.test(x.text));
        return hard ? { sentence: hard } : null;
      },
      met: [{ all: [/\b(withdraw|revoke)\b/i, /\bat any time\b/i] }],
      finding: "Withdrawing consent is made harder than giving it.",
      fix: "Let people withdraw consent at any time by the same easy means they used to give it (an unsubscribe link, an account setting), free of charge.",
    }),
    practice({
      id: "child-consent",
      provision: "Art. 8(1)",
      cites: at("8"),
      obligation: `Where an online service offered directly to a child relies on consent, a child below the age of digital consent (16 unless national law sets 13 to 15${uk ? "; 13 in the UK" : ""}) needs the consent of a parent, verified with reasonable efforts.`,
      severity: "high",
      breach: (ctx) => childConsentBreach(ctx) ?? childConsentAcrossText(ctx),
      finding: "Children below the age of digital consent are allowed to consent on their own.",
      fix: "Ask for and make reasonable efforts to verify a parent's consent for children below the national age of digital consent, or rely on another legal basis that does not need consent.",
    }),
    practice({
      id: "special-category",
      // The breach is processing that Art. 9(1) prohibits with no Art. 9(2) condition for it: the article as a whole.
      provision: "Art. 9",
      cites: at("9"),
      obligation: "Health, biometric and other special-category data may only be processed under a condition in Art. 9(2) (e.g. explicit consent), not on legitimate interests alone.",
      severity: "high",
      breach: (ctx) => {
        const sentences = ctx.doc.sentences;
        // In everyday words: health, beliefs or orientation used for ads or passed on, with nobody asked.
        const unaskedAt = () => sentences.find((x, i) => specialUsedUnaskedAt(sentences, i) && !NOT_A_PERSON.test(x.text) && !/\b9\(2\)|explicit consent\b/i.test(x.text));
        const unaskedFinding = "Special-category data are used for advertising or passed on without explicit consent, and no other Art. 9(2) condition allows that.";
        if (!ctx.doc.mentions(SPECIAL_CATEGORY)) {
          const u = unaskedAt();
          return u ? { sentence: u, finding: unaskedFinding } : null;
        }
        for (let i = 0; i < sentences.length; i++) {
          const t = sentences[i].text;
          if (/\b9\(2\)|explicit consent\b/i.test(t)) continue;
          // The special data named here or in the sentence before ("these health details", "this data").
          const special = SPECIAL_CATEGORY.test(t) || (i > 0 && SPECIAL_CATEGORY.test(sentences[i - 1].text) && /\b(these|this|such|the same)\b/i.test(t));
          // Health of animals, vehicles or machines is not data about a person.
          if (!special || NOT_A_PERSON.test(t)) continue;
          if (/\blegitimate interests?\b/i.test(t) && !isNegated(t, /\blegitimate interests?/i)) return { sentence: sentences[i] };
          if (/\b(consent|agree)/i.test(t) && (TIED.test(t) || bundledConsentAt([t]) !== null || consentByRequiredAct(sentences.map((x) => x.text), i))) {
            return { sentence: sentences[i], finding: "Special-category data rest on consent made a condition of a contract or job, which is neither freely given nor explicit." };
          }
          // A box ticked before the person acts (here or in the line after) is not consent at all, let alone the
          // explicit consent Art. 9(2)(a) needs for optional uses of these data.
          if (/\b(consent|agree|happy|ok|okay|allow|let)\b/i.test(t) && [t, sentences[i + 1]?.text ?? ""].some((u) => PRESET_BOX.test(u))) {
            return { sentence: sentences[i], finding: "Special-category data rest on a box ticked in advance, which is not the explicit consent Art. 9(2)(a) requires." };
          }
          // Used for ads, marketing or sharing with consent said not to be asked ("we do not need your consent for that").
          if (CONSENT_NOT_SOUGHT.test(t) && /\b(ads?|adverts?|advertis\w*|marketing|promot\w*|offers|partners?|shar\w*|sell\w*|sold)\b/i.test(t) && !ONLY_WITH_CONSENT.test(t)) {
            return { sentence: sentences[i], finding: "Special-category data are used for advertising, marketing or sharing without explicit consent, and no other Art. 9(2) condition allows that." };
          }
          // Passed on or used for marketing: no Art. 9(2) condition but explicit consent covers that.
          if (SPECIAL_FOR_MARKETING.test(t) && affirms(t, SPECIAL_FOR_MARKETING)) {
            return { sentence: sentences[i], finding: "Special-category data are used or passed on for marketing without explicit consent, and no other Art. 9(2) condition allows that." };
          }
          // Made compulsory, with no alternative and no Art. 9(2) condition stated anywhere in the text.
          if (SPECIAL_COMPULSORY.test(t) && !ctx.doc.mentions(NINE_TWO_CONDITION)) {
            return { sentence: sentences[i], finding: "Special-category data (such as fingerprints or health data) are made compulsory with no Art. 9(2) condition stated and no alternative offered." };
          }
        }
        // In everyday words: health, beliefs or orientation used for ads or passed on, with nobody asked.
        const unasked = unaskedAt();
        if (unasked) return { sentence: unasked, finding: unaskedFinding };
        return null;
      },
      met: [{ all: [SPECIAL_CATEGORY, /\b(9\(2\)|explicit consent|schedule 1)\b/i] }],
      finding: "Special-category data (health or biometric data) is processed on legitimate interests, which is not an Art. 9(2) condition.",
      fix: "Identify an Art. 9(2) condition for the special-category data (usually explicit consent, with a real alternative for those who refuse) and state it; otherwise stop processing it.",
    }),
    practice({
      id: "reply-deadline",
      provision: "Art. 12(3)",
      cites: at("12"),
      obligation: "Requests from data subjects must be answered without undue delay and within one month of receipt, extendable by two further months only for complex or numerous requests, with reasons given within the first month.",
      severity: "medium",
      breach: (ctx) => {
        const viaPattern = sentenceAllowingLonger(ctx, 31, { all: [/\b(respond|reply|answer(ed)?|handle[ds]?|process(ed)?|deal with)\b/i, /\b(request|access|erasure|rights)\b/i, /\bwithin\b/i], none: [/breach|incident|ico within|authority within/i] });
        if (viaPattern && !lawfulExtension(viaPattern.sentence.text, 31, 92)) return viaPattern;
        // Any wording of a time limit for people's requests, longer than the month the law allows: in the sentence
        // naming the requests, or in a reply time given right after the sentence listing the rights.
        const sentences = ctx.doc.sentences;
        for (let i = 0; i < sentences.length; i++) {
          const s = sentences[i];
          const asked = /\b(ask|request|want)\w*\b[^.;]{0,60}\b(delet(e|ion)|cop(y|ies) of (your|their|the|his|her) (personal )?(data|details|information))\b/i;
          const about =
            ACCESS_REQUEST.test(s.text) ||
            /\b(requests?|access|erasure|rectification|rights|dsars?|enquir(y|ies))\b/i.test(s.text) ||
            asked.test(s.text) ||
            (i > 0 && REPLY.test(s.text) && RIGHTS_ASKED.test(sentences[i - 1].text)) ||
            // "People asking for copies of their data. Tell them it'll be about three months.": the requesters referred back to.
            (i > 0 && /\b(them|they|these|those|each one|each)\b/i.test(s.text) && (asked.test(sentences[i - 1].text) || ACCESS_REQUEST.test(sentences[i - 1].text))) ||
            // In a reply to someone's request for their own data, "our usual response time is 90 days" is about that request.
            (REPLY.test(s.text) && ctx.doc.mentions(OWN_DATA_REQUEST));
          if (!about || /breach|incident|authorit|regulator|\bico\b|unsubscrib|promotional|marketing/i.test(s.text)) continue;
          const limit = timeLimitDays(s.text);
          if (limit && limit.days > 31 && !lawfulExtension(s.text, 31, 92)) return { sentence: s, finding: `The text allows ${limit.raw} to answer people's requests, longer than the one month the law allows.` };
          // The extension itself longer than the two further months Art. 12(3) allows ("extend by six further months").
          const extension = longestExtension(s.text);
          if (extension && extension.days > 62) return { sentence: s, finding: `The text allows the reply to be extended by ${extension.raw}, more than the two further months the law allows.` };
        }
        // A request for one's own data named in everyday words, its reply time here or in the next sentence.
        const late = sentences.find((x, i) => ownDataRequestTimeAt(sentences, i, 31) && !lawfulExtension(x.text, 31, 92));
        return late ? { sentence: late } : null;
      },
      met: [{ all: [/\b(respond|reply|answer)\b/i, /\bwithin (one|1|a) month|within 30 days\b/i] }],
      finding: "The text gives longer than the one-month limit to answer data subjects' requests.",
      fix: "Answer requests within one month of receipt; extend by up to two further months only for complex or numerous requests, telling the person within the first month and saying why.",
    }),
    practice({
      id: "access-free",
      provision: "Art. 12(5)",
      cites: [...at("12"), ...at("15")],
      obligation: "The first copy of one's data and the exercise of data subject rights are free of charge (a fee only for manifestly unfounded or excessive requests or further copies).",
      severity: "medium",
      breach: (ctx) => {
        const money = /(£|€|\$|eur|euro|gbp)\s?\d|(?<!\d)\d+\s?(€|eur|euros?)\b/i;
        const fee = /\b(fee|costs?|charge[ds]?|bill(s|ed)?|admin(istration)?)\b/i;
        const free = /free of charge|no fee/i;
        // The fees Arts. 12(5) and 15(3) allow: for further copies, or for manifestly unfounded or excessive requests.
        const allowedFee = /\b(further|additional|extra|second|subsequent|repeat\w*|duplicate) cop(y|ies)\b|\bmanifestly unfounded\b|\bexcessive\b/i;
        const s = firstBreach(ctx, [{ all: [/\b(cop(y|ies)|access|requests?)\b/i, fee, money], none: [free, allowedFee] }]);
        if (s) return { sentence: s };
        // The fee in the sentence after the request, pointing back to it: "… for every one", "for each", "per copy".
        const sentences = ctx.doc.sentences;
        const back = /\b(for|per) (each|every|any)( one)?\b|\beach one\b|\bper (copy|one|time)\b|\bfor (it|them|this|that)\b/i;
        const asked = new RegExp(`${ACCESS_REQUEST.source}|\\bcop(y|ies) of (your|their|his|her|the) ([\\w-]+ )?(data|information|details|records?|file)\\b|\\b(see|view|check) (the|what) (information|data|details|records?|file)\\b[^.]{0,30}\\b(about|on|of) (them|you|him|her)\\b|\\b(information|data|details) (we|the company) (keep|hold|have|store) (about|on) (them|you)\\b`, "i");
        const i = sentences.findIndex((x, j) => j > 0 && fee.test(x.text) && money.test(x.text) && back.test(x.text) && !free.test(x.text) && asked.test(sentences[j - 1].text) && !free.test(sentences[j - 1].text));
        if (i >= 0) return { sentence: sentences[i] };
        // A price on a request for one's own data in everyday words ("Download my data: EUR 9.99").
        const k = sentences.findIndex((_, j) => ownDataRequestChargedAt(sentences, j));
        return k < 0 ? null : { sentence: sentences[k] };
      },
      finding: "The text charges a fee for access to one's own data.",
      fix: "Provide the first copy of the data, and act on other rights, free of charge; charge a reasonable fee only for further copies or manifestly unfounded or excessive requests.",
    }),
    practice({
      id: "access-complete",
      provision: "Art. 15(1)",
      cites: at("15"),
      obligation: "A person who asks has the right to access all the personal data held about them, with a copy (Art. 15(3)); the controller may not cut the answer to a recent period or to some systems.",
      severity: "medium",
      breach: (ctx) => {
        const s = firstBreach(ctx, ACCESS_CUT);
        if (s) return { sentence: s };
        // Copies refused, or only part shown, in everyday words, the request here or in the sentence before.
        const refused = ctx.doc.sentences.findIndex((_, i) => accessRefusedAt(ctx.doc.sentences, i));
        if (refused >= 0) return { sentence: ctx.doc.sentences[refused], finding: "People are refused a copy of the data held about them, or shown only part of it." };
        // In an answer to an access request, part of what is held held back: "send only the policy schedule", "call
        // recordings … are never disclosed". Other people's data, privileged advice or a legal exemption may be withheld.
        if (!ctx.doc.mentions(ACCESS_REQUEST)) return null;
        const sentences = ctx.doc.sentences;
        // The answer named by the requests it answers: "in response to personal information requests", "in reply to
        // subject access requests", in a text already about an access request.
        const answersRequests = /\b(in (response|reply|answer) to|when (answering|responding to|replying to)|for)\b[^.;]{0,20}\b((personal )?(data|information)|subject access|data subject|access|privacy|dsar|sar) requests?\b/i;
        const aboutAnswer = (t: string) => (ACCESS_REQUEST.test(t) && /\b(asks?|asking|asked|requests?|requesting|answer\w*|repl(y|ies)|respond\w*|when)\b/i.test(t)) || answersRequests.test(t);
        const cut = sentences.find(
          (x, i) =>
            (aboutAnswer(x.text) || (i > 0 && aboutAnswer(sentences[i - 1].text))) &&
            /\b(send|give|provide|disclose|release|share)\w* only\b|\bonly (send|give|provide|disclose|release|share)\b|\b(are|is) (never|not) (disclosed|provided|included|sent|released|given|shared)\b|\b(never|do not|don't) (disclose|provide|include|send|release|give out)\b/i.test(x.text) &&
            !/\b(other (people|persons|customers|individuals|employees)|third[- ]part(y|ies)|someone else|privilege\w*|exempt\w*|(the )?law (allows|permits|requires)|legal (reasons?|grounds?|advice))\b/i.test(x.text),
        );
        return cut ? { sentence: cut } : null;
      },
      finding: "Access requests are answered with only part of the data held (a recent period, some documents, or without archived records).",
      fix: "Search all systems and archives and give a copy of all the personal data held about the person, with the Art. 15(1) information; restrict only on a ground the law allows (e.g. others' rights).",
    }),
    practice({
      id: "third-party-sources-untold",
      provision: "Art. 14",
      cites: at("14"),
      obligation: "Where data are obtained from other sources, the people must be told (within a month, or at the first contact), including the source.",
      severity: "medium",
      // A plan or memo, not the notice: what the notice leaves out is the notice rule's question (third-party-sources).
      when: (ctx) => !ctx.doc.kinds.has("privacy_notice"),
      breach: (ctx) => {
        if (!describesListFromElsewhere(ctx.doc)) return null;
        const s = untoldSentence(ctx.doc);
        return s ? { sentence: s } : null;
      },
      finding: "Data obtained from another source are used while the people are not told who holds their data or where it came from (deliberately, or under a name that hides the sender).",
      fix: "Tell the people at the first contact (and within a month at the latest) who you are, what data you hold, where you obtained them and how to object.",
    }),
    practice({
      id: "third-party-list-basis",
      provision: "Art. 6(1)",
      cites: at("6"),
      obligation: "Processing is lawful only on one of the Art. 6(1) bases; consent relied on must be given to this controller and be demonstrable (Art. 7(1)), and an address being public is no basis.",
      severity: "high",
      breach: (ctx) => {
        const s = listWithoutBasisSentence(ctx.doc);
        return s ? { sentence: s } : null;
      },
      finding: "Contact details bought from another business or copied from public pages are used for marketing with no lawful basis shown: consent to this sender is not asked or cannot be shown, or the addresses' being public is taken as permission.",
      fix: "Use a bought list only where the seller can show each person's specific consent to hear from you by name; do not market to addresses copied from public pages without the person's consent; otherwise delete the list.",
    }),
    practice({
      id: "third-party-sources",
      provision: "Art. 14",
      cites: at("14"),
      obligation: "Where data are obtained from other sources (public records, brokers, research), people must be told the categories of data, the source and their rights, including the right to object.",
      severity: "medium",
      appliesTo: NOTICE,
      breach: (ctx) => {
        // Trackers "from third parties" are third parties collecting on our site (the cookie rules), not data we were given.
        const s = firstBreach(ctx, [{ all: [/\b(publicly available (information|sources)|from (third parties|data brokers|list providers)|purchased (lists|data)|research (our|the) (donors|customers|candidates))\b/i], none: [/\b(cookies?|pixels?|trackers?|tags|sdks?)\b[^.]{0,15}\bfrom third parties\b/i] }]);
        if (!s || anySentence(ctx.doc, [/\bright to object\b/i])) return null;
        return { sentence: s };
      },
      finding: "Data gathered from other sources is described without the Art. 14 information (categories, source, right to object).",
      fix: "Tell people, within a month of obtaining the data, which categories came from which sources, the purposes and legal basis, and their rights, in particular to object.",
    }),
    practice({
      id: "rectification",
      provision: "Art. 16",
      cites: at("16"),
      obligation: "Data subjects may have inaccurate personal data about them rectified, and incomplete data completed, without undue delay.",
      severity: "medium",
      // "Cannot be changed online; contact us and we will correct them" offers another way.
      breach: [{ negationIsTheFact: true, all: [CORRECTION_REFUSED], none: [CORRECTION_ELSEWHERE] }],
      finding: "Personal data cannot be corrected, although inaccurate data must be rectified on request.",
      fix: "Correct inaccurate personal data and complete incomplete data on request, without undue delay.",
    }),
    practice({
      id: "erasure",
      provision: "Art. 17",
      cites: at("17"),
      obligation: "Data subjects may obtain erasure where a ground in Art. 17(1) applies (e.g. the data are no longer needed or consent is withdrawn).",
      severity: "high",
      breach: (ctx) => {
        const s = firstBreach(ctx, [{ negationIsTheFact: true, all: [/\b(delet|erase|erasure)/i, /\b(not accepted|will not be (honoured|accepted)|cannot (ask|request)|we do not delete)\b/i] }]);
        if (s) return { sentence: s };
        const t = ctx.doc.sentences.find((x) => ERASURE_REFUSED.test(x.text) || (ERASURE_DENIED.test(x.text) && !/\b(law|legal\w*|statut\w*|tax|regulat\w*|claims?)\b/i.test(x.text)));
        if (t) return { sentence: t };
        // "Your application cannot be deleted at your request": refused outright, with no legal duty or period given.
        const u = ctx.doc.sentences.find(
          (x) => /\b(cannot|can ?not|can't|will not|won't|may not|shall not) be (deleted|erased|removed|wiped)\b/i.test(x.text) && !/\b(law|legal\w*|statut\w*|tax|regulat\w*|claims?|until|before|for \d|years?|months?)\b/i.test(x.text),
        );
        if (u) return { sentence: u };
        // Removal asked and refused in everyday words, here or in answer to the question before.
        const v = ctx.doc.sentences.findIndex((_, i) => erasureRefusedAt(ctx.doc.sentences, i));
        return v < 0 ? null : { sentence: ctx.doc.sentences[v] };
      },
      finding: "The text refuses erasure requests outright.",
      fix: "Erase personal data on request where an Art. 17(1) ground applies, and explain any exception (e.g. a legal retention duty) case by case.",
    }),
    practice({
      id: "objection",
      provision: "Art. 21(1)",
      cites: at("21"),
      obligation: "A person may object to processing based on legitimate interests or a public task (Art. 6(1)(e) or (f)); the controller must then stop unless it shows compelling legitimate grounds that override the person's interests, or needs the data for legal claims.",
      severity: "high",
      breach: [
        {
          negationIsTheFact: true,
          all: [/\bobject\w*\b/i, /\blegitimate interests?|public (task|interest)\b/i, /\b(cannot|can't|may not|are not (entitled|able) to|have no right|no right to|not (possible|available|accepted)|(does|do) not apply|will (be )?(refused|not be (accepted|honou?red)))\b/i],
          // "Does not apply to processing based on your consent, only to legitimate interests" grants the right.
          none: [/\bcompelling\b/i, /\bmarketing\b/i, /\b(consent|contract|legal obligation)\b/i],
        },
      ],
      finding: "The right to object to processing based on legitimate interests is denied.",
      fix: "Let people object to processing based on legitimate interests (or a public task) and stop unless you can show compelling legitimate grounds that override their interests, or the data are needed for legal claims.",
    }),
    practice({
      id: "marketing-objection",
      provision: "Art. 21(3)",
      cites: at("21"),
      obligation: "A person may object at any time to direct marketing, and the data must then no longer be used for it.",
      severity: "high",
      breach: (ctx) => {
        const s = firstBreach(ctx, MARKETING_OBJECTION_REFUSED);
        if (s) return { sentence: s };
        // A wish to stop (here or in the sentence before) answered with marketing that goes on until a later event.
        const kept = ctx.doc.sentences.find((x, i) => {
          const before = i > 0 ? ctx.doc.sentences[i - 1].text : "";
          return MARKETING_KEPT_ON.test(x.text) && (STOP_WISH.test(x.text) || STOP_WISH.test(before)) && (MARKETING_CONTENT.test(x.text) || MARKETING_CONTENT.test(before)) && !SHORT_PROCESSING_TIME.test(x.text) && !SERVICE_MESSAGES_GO_ON.test(x.text);
        });
        if (kept) return { sentence: kept };
        const goesOn = ctx.doc.sentences.find((x, i) => (marketingGoesOnAfterStopAt(ctx.doc.sentences, i) || optedOutStillMarketedAt(ctx.doc.sentences, i)) && !SERVICE_MESSAGES_GO_ON.test(x.text));
        if (goesOn) return { sentence: goesOn };
        // Stopping honoured only after a minimum term ("you can object, but only after twelve months of membership"),
        // the marketing named here or in the sentence before ("We send members our paper catalogue. If you would rather
        // not receive it, …").
        const sentences = ctx.doc.sentences;
        const late = sentences.find(
          (x, i) =>
            (STOP_MARKETING_REQUEST.test(x.text) || /\b(stop|end|cancel|refuse) (it|them|this|these|the (brochures?|catalogues?|catalogs?|mailings?|newsletters?|magazines?))\b/i.test(x.text)) &&
            ONLY_AFTER_A_TERM.test(x.text) &&
            !SHORT_PROCESSING_TIME.test(x.text) &&
            (MARKETING_CONTENT.test(x.text) || (i > 0 && MARKETING_CONTENT.test(sentences[i - 1].text) && /\b(it|them|this|these|that)\b/i.test(x.text))),
        );
        return late ? { sentence: late, finding: "Objections to direct marketing are honoured only after a minimum term, although the right to object to it applies at any time." } : null;
      },
      finding: "Objections to direct marketing are refused, although the right to object to it is absolute.",
      fix: "Stop direct marketing to anyone who objects, at any time and free of charge, and offer an easy way to object (an unsubscribe link or a preference setting).",
    }),
    practice({
      id: "automated-decisions",
      provision: "Art. 22(1)",
      cites: at("22"),
      obligation: "A person may not be subject to a decision based solely on automated processing that significantly affects them, unless an Art. 22(2) exception applies with safeguards including human intervention.",
      severity: "high",
      breach: (ctx) => {
        const s = firstBreach(ctx, [{ all: [AUTOMATED, AUTOMATED_OUTCOME, NO_HUMAN], none: [NO_AUTOMATION, HUMAN_REVIEWS] }]);
        if (s) return { sentence: s };
        // The decision in one sentence, the absence of any human in the next: "… rejected automatically below 600
        // points. No member of staff reviews the outcome."
        const sentences = ctx.doc.sentences;
        const i = sentences.findIndex((x, j) => j > 0 && NO_HUMAN.test(x.text) && !HUMAN_REVIEWS.test(x.text) && AUTOMATED.test(sentences[j - 1].text) && AUTOMATED_OUTCOME.test(sentences[j - 1].text) && !NO_AUTOMATION.test(sentences[j - 1].text));
        if (i >= 0) return { sentence: sentences[i - 1] };
        // Software deciding on an application with nobody to review it, in everyday words.
        const k = sentences.findIndex((x, j) => machineDecidesAloneAt(sentences, j) && !HUMAN_REVIEWS.test(x.text));
        return k < 0 ? null : { sentence: sentences[k] };
      },
      finding: "People are rejected by software with no human review.",
      fix: "Have a person with authority review automated rejections (or rely on an Art. 22(2) exception), tell applicants how to obtain human intervention and contest the decision, and explain the logic involved.",
    }),
    practice({
      id: "by-default",
      provision: "Art. 25(2)",
      cites: at("25"),
      obligation: "By default only the personal data necessary for each purpose may be processed; profiles must not be made public by default.",
      severity: "medium",
      breach: [
        { all: [/\b(public by default|visible to everyone by default|shared by default|default settings? (make|share|publish))\b/i] },
        // Open to everyone from the start, the user left to close it later: "visible to all members from the start".
        { all: [/\b(visible|public|seen|shown|shared|searchable|viewable|published|open)\b[^.;]{0,20}\b(to|by|with) (anyone|everyone|all (users|members|visitors)|the public|the (whole )?internet|other (users|members))\b[^.;]{0,30}\b(from the (start|outset|beginning)|by default|initially|at first|automatically|from day one)\b/i] },
        // Open to all until the person acts: "can be seen by anyone until you change your privacy settings".
        { all: [/\b(visible|public|seen|shown|shared|searchable|viewable|published)\b[^.]{0,20}\b(to|by|with) (anyone|everyone|all (users|members|visitors)|the public|the (whole )?internet|other users)\b[^.]{0,60}\b(until|unless) (you|the user|they) (change|adjust|switch|turn|opt|make|edit|untick|hide)\w*/i] },
      ],
      finding: "Personal data is made public or shared by default.",
      fix: "Set the most privacy-protective option by default and let users choose to share more.",
    }),
    ...processorRules(sourceId),
    practice({
      id: "records",
      provision: "Art. 30",
      cites: at("30"),
      obligation: "Controllers and processors must keep records of processing activities (with a narrow exemption for organisations under 250 staff).",
      severity: "low",
      breach: [{ negationIsTheFact: true, all: [/\b(do not|don't|does not|doesn't|no|never|not|no longer)\s+(\w+\s+)?(keep|kept|maintain(ed)?|hold|held|have|had)\s+(a |any )?(record|register|log|inventory)s? of (processing|(our|its|the) processing)\b/i] }],
      finding: "The text says no records of processing are kept.",
      fix: "Keep a record of processing activities with the Art. 30 content and make it available to the supervisory authority on request.",
    }),
    practice({
      id: "security",
      provision: "Art. 32",
      cites: at("32"),
      obligation: "Appropriate technical and organisational security measures must protect personal data.",
      severity: "high",
      breach: [
        { all: [WEAK_SECURITY] },
        // Passwords kept readable, in everyday words ("we'll email you your current password").
        { all: [READABLE_PASSWORDS], none: [/\b(hash\w*|never (see|know|store|send))\b/i] },
        { all: [/\b(plain ?text passwords?|passwords? (are )?stored in plain ?text|unencrypted (laptops|usb|devices)|shared (log-?ins|passwords)|no (encryption|access controls?))\b/i] },
        // A device or system holding people's data named with the control it lacks: "the laptop … has no password".
        {
          negationIsTheFact: true,
          all: [
            /\b(laptops?|computers?|pcs?|tablets?|phones?|usb( sticks?)?|memory sticks?|hard drives?|servers?|database|system|files?|spreadsheet|records)\b/i,
            /\b(has|have|with|without|lacks?|there is) (no|any) (password|passcode|pin|encryption|screen ?lock|access control|two-factor|2fa|mfa)s?\b|\bwithout (a |any )?(password|passcode|pin|encryption|screen ?lock)\b|\bnot (password[- ]protected|encrypted)\b/i,
          ],
        },
        // People's data passed through staff's own accounts: "through their personal WhatsApp accounts".
        { all: [/\b(send|sends|sent|share|shares|shared|pass|passes|passed|forward\w*|store|stores|stored|keep|keeps|kept)\b/i, /\b(through|via|on|using|in|to) (their|his|her|staff's|employees'|our staff's) (own |personal |private )(whatsapp|gmail|hotmail|yahoo|icloud|e-?mail|phones?|mobiles?|messaging|dropbox|google drive|accounts?)\b/i] },
        // One account for many people, or passwords kept readable: "all staff use the same administrator login",
        // "passwords are kept in clear in a spreadsheet".
        { all: [/\b(all|every|whole|the) ([a-z-]+ ){0,2}(staff|team|employees|users|agents|workers)\b[^.;]{0,40}\b(the same|one|a single|a shared|a common) (admin(istrator)? |master )?(log-?in|account|password|credentials|user ?name)\b|\bpasswords? (are |is )?(kept|stored|saved|held|written( down)?|listed) (in clear|in plain ?text|unencrypted|in an? (spreadsheet|excel|word (file|document)|text file)|on (post-?it|sticky) notes)\b/i] },
      ],
      finding: "The text describes security practices that fall short of appropriate measures.",
      fix: "Encrypt personal data at rest and in transit, hash passwords, give each user their own access with least privilege, and test the measures regularly.",
    }),
    practice({
      id: "breach-authority",
      provision: "Art. 33(1)",
      cites: at("33"),
      obligation: "A personal data breach must be notified to the supervisory authority without undue delay and where feasible within 72 hours of becoming aware of it, unless it is unlikely to result in a risk; a processor must tell the controller without undue delay.",
      severity: "high",
      breach: (ctx) => {
        const quiet = ctx.doc.sentences.find((_, i) => incidentHiddenFromRegulatorAt(ctx.doc.sentences, i));
        const hit = breachNoticeToAuthority(ctx) ?? (quiet ? { sentence: quiet, finding: "A breach would be kept from the supervisory authority, which must be notified within 72 hours unless the breach is unlikely to result in a risk." } : null);
        // A processor's notice to its controller is Art. 33(2)'s duty, tested by its own rule (processor-breach-notice)
        // in processor terms; elsewhere a late notice to the controller still delays the controller's 72 hours.
        if (hit?.sentence && /\b(the controller|the customer|the client)\b/i.test(hit.sentence.text) && !SUPERVISORY_AUTHORITY.test(hit.sentence.text)) {
          if (ctx.doc.kinds.has("processor_terms")) return null;
          return { ...hit, finding: "The processor would tell the controller of a breach later than without undue delay (Art. 33(2)), which also delays the controller's own notice within 72 hours." };
        }
        return hit;
      },
      met: [{ all: [/\b(notif|inform|report)/i, /\b(72 hours|without undue delay)\b/i] }],
      finding: "Breaches would be reported later than the law allows, or only above a threshold the law does not set.",
      fix: "Notify the supervisory authority without undue delay and within 72 hours of becoming aware of a breach (giving what is known and the rest in phases); a processor must tell the controller without undue delay. Do not wait for an investigation to end.",
    }),
    practice({
      id: "breach-documentation",
      provision: "Art. 33(5)",
      cites: at("33"),
      obligation: "Every personal data breach must be documented (its facts, effects and the remedial action taken), whether or not it is notified to the supervisory authority.",
      severity: "medium",
      breach: [
        {
          negationIsTheFact: true,
          all: [
            /\b(breach(es)?|incidents?)\b/i,
            /\b(no record (of (them|it|these|the breach|such breaches)|is (kept|made))|(are|is|will be) (not|never) (recorded|logged|documented|registered)|(not|never) (record|log|document|register)(ed)?\b|without (keeping |making )?(a |any )?record|(closed|discarded|deleted) (and|without)[^.]{0,30}\b(no )?record)/i,
          ],
        },
      ],
      met: [{ all: [/\b(record|log|document|register)(s|ed)?\b/i, /\b(all|every|each|any) (personal data )?(breach(es)?|incidents?)\b/i], none: [/\b(are|is|will be) (not|never) (recorded|logged|documented)|\bno record\b/i] }],
      finding: "Some breaches would not be documented, although every breach must be recorded so that compliance can be verified.",
      fix: "Record every personal data breach in a breach register (facts, effects, remedial action and, where not notified, why), including those judged unlikely to result in a risk.",
    }),
    practice({
      id: "breach-individuals",
      provision: "Art. 34(1)",
      cites: at("34"),
      obligation: "Where a breach is likely to result in a high risk to people, they must be told without undue delay.",
      severity: "high",
      breach: (ctx) => {
        // Art. 34 is about telling people of a personal data breach: a text that speaks of no breach or incident
        // ("customers will not be notified of new subcontractors", "the list seller cannot tell us whether they
        // consented") says nothing it governs, however it words not telling.
        if (!ctx.doc.mentions(DATA_BREACH) && !ctx.doc.mentions(INCIDENT)) return null;
        const people = /\b(customers|clients|candidates|applicants|individuals|data subjects|users|affected|members|patients|employees|staff|people|persons|supporters|subscribers|guests|policyholders|tenants|account holders|borrowers|students|pupils|parents|passengers|travellers|donors|consumers|residents|workers)\b/i;
        const s = firstBreach(ctx, [{ negationIsTheFact: true, all: [people, /\b(inform|tell|notif|communicat|contact|write to|warn)/i, /\b(only if|never|do not|don't|will not|won't|(decided|chosen|agreed|prefer) not to|whatever the risk|in the press|at (our|management's) discretion|if (it|we) consider)/i], none: [/authorit|regulator|ico\b|commissioner/i, ART_34_3_EXCEPTION] }]);
        if (s) return { sentence: s };
        // A sentence about the authority is Art. 33's, unless the authority only appears as the one whose order people wait for.
        const t = ctx.doc.sentences.find((x) => people.test(x.text) && !(/authorit|regulator|\bico\b|commissioner/i.test(x.text) && !AUTHORITY_ORDERS.test(x.text)) && !ART_34_3_EXCEPTION.test(x.text) && tellsOnlySelectively(x.text, { riskThresholdLawful: true }));
        if (t) return { sentence: t };
        // The people whose data leaked not to be told, in everyday words, even where the regulator is told.
        const u = ctx.doc.sentences.find((x, i) => incidentHiddenFromPeopleAt(ctx.doc.sentences, i) && !ART_34_3_EXCEPTION.test(x.text));
        return u ? { sentence: u } : null;
      },
      finding: "People would not be told of a breach that puts them at high risk.",
      fix: "Tell the people affected, without undue delay and in plain language, whenever a breach is likely to result in a high risk to them, with its likely consequences, the measures taken and a contact point.",
    }),
    practice({
      id: "dpia",
      provision: "Art. 35(1)",
      cites: at("35"),
      obligation: "Processing likely to result in a high risk (systematic monitoring, biometric or large-scale sensitive data, new technologies) needs a data protection impact assessment first.",
      severity: "medium",
      breach: (ctx) => {
        const s = firstBreach(ctx, [
          { negationIsTheFact: true, all: [/\b(impact assessment|dpia)\b/i, /\b(not (been )?carried out|no|not done|have not|has not|without|skip\w*|dispense\w* with|drop\w*|forgo\w*|bypass\w*|leave out|leaving out|put off|postpone\w*)\b/i] },
          // High-risk processing rolled out with its risks left unassessed, in any wording.
          { negationIsTheFact: true, all: [/\b(did not|didn't|have not|haven't|has not|never|no one|nobody|without) (first )?(assess\w*|evaluat\w*|analys\w*|consider\w*) (the |any )?(risks?|impact)\b/i, /\b(facial recognition|face (scans?|recognition)|biometric|cameras?|cctv|monitoring|tracking|profiling|large[- ]scale|health|location)\b/i] },
        ]);
        if (s) return { sentence: s };
        // An assessment judged unnecessary where Art. 35(3) itself requires one: large-scale special-category data
        // (35(3)(b)), biometric identification or systematic monitoring (35(3)(c)). Elsewhere "not needed" may be right.
        const needed = largeScaleSpecialCategory(ctx) || ctx.doc.mentions(/\b(facial recognition|face (scans?|recognition)|biometric|systematic(ally)? monitor\w*)\b/i);
        if (!needed) return null;
        const judgedUnneeded = firstBreach(ctx, [{ negationIsTheFact: true, all: [/\b(impact assessment|dpia)\b/i, /\b(is|was|are|were|be) (not|never) (needed|required|necessary|warranted)\b|\bunnecessary\b|\b(decided|chose|agreed) (against|not to)\b|\bno need (for|to)\b/i] }]);
        return judgedUnneeded ? { sentence: judgedUnneeded, finding: "An impact assessment is judged unnecessary although the processing is of a kind Art. 35(3) says always needs one (large-scale special-category data, biometric identification or systematic monitoring)." } : null;
      },
      finding: "High-risk processing runs without a data protection impact assessment.",
      fix: "Carry out a data protection impact assessment before the processing (necessity, proportionality, risks and mitigations) and consult the supervisory authority if high risk remains.",
    }),
    practice({
      id: "dpo",
      provision: "Art. 37(1)",
      cites: at("37"),
      obligation: "A data protection officer is required where core activities involve large-scale regular and systematic monitoring or large-scale special-category data, or for public authorities.",
      severity: "medium",
      breach: (ctx) => {
        const none = firstBreach(ctx, [
          { negationIsTheFact: true, all: [/\b(do not|don't|have not|no) (have|appoint(ed)?)? ?(a )?data protection officer\b/i] },
          // "Data protection officer: we are not required to appoint one."
          { negationIsTheFact: true, all: [/\b(data protection officer|dpo)\b/i, /\b(not|never) (required|obliged|obligated|needed|necessary|bound) to (appoint|designate|name|have)\b|\bno (need|obligation|requirement) to (appoint|designate|name|have)\b/i] },
          // A decision against one: "decided not to appoint one", "appointing a DPO is an unnecessary expense".
          { negationIsTheFact: true, all: [/\b(data protection officer|dpo)\b/i, /\b(decided|agreed|chose|choose|opted) not to (appoint|designate|name|have|hire)\b|\b(unnecessary|not necessary|not needed|a waste)\b/i], none: [/\b(appointed|designated|has named|have named)\b/i] },
        ]);
        if (!none) return null;
        return (anySentence(ctx.doc, [SPECIAL_CATEGORY]) && anySentence(ctx.doc, [/\b(patients|hospital|clinic|large scale|millions?|tracking|track (their|your)|monitor)/i])) || largeScaleSpecialCategory(ctx) ? { sentence: none } : null;
      },
      finding: "No data protection officer is appointed although the core activities call for one.",
      fix: "Appoint a data protection officer, publish their contact details and notify them to the supervisory authority.",
    }),
    practice({
      id: "processor-contract",
      provision: "Art. 28(3)",
      cites: at("28"),
      obligation: "Processing by a processor must be governed by a contract (or other legal act) that binds the processor to the controller and sets out the processing.",
      severity: "high",
      breach: (ctx) => {
        // "We never let an outside helper touch our files without a written contract" rules the practice out.
        const ruledOut = /\b(never|not|no one|nobody|nothing)\b[^.;]{0,80}\bwithout\b/i;
        const s = firstBreach(ctx, [{ negationIsTheFact: true, all: [SERVICE_PROVIDER, NO_CONTRACT], none: [ruledOut, PROCESSING_CONTRACT_IN_PLACE] }]);
        if (s) return { sentence: s };
        // Someone outside the organisation handling its data (a freelancer, a helper, a friend's firm), the missing
        // contract said in the same sentence or the next ("… stored by a freelance IT helper. We have no written agreement with him.").
        const outsider = /\b(freelance\w*|helper|consultant|friend|relative|self-employed|outside|external|third[- ]party)\b/i;
        const sentences = ctx.doc.sentences;
        // An informal, verbal or handshake arrangement counts only where the data it covers are named there or just before.
        const lacking = (i: number) => {
          const t = sentences[i].text;
          if (ruledOut.test(t) || PROCESSING_CONTRACT_IN_PLACE.test(t)) return false;
          return NO_CONTRACT.test(t) || (INFORMAL_ARRANGEMENT.test(t) && (DATA_HANDLED.test(t) || (i > 0 && DATA_HANDLED.test(sentences[i - 1].text))));
        };
        const near = (i: number) => [sentences[i], sentences[i - 1]].some((x) => x !== undefined && (outsider.test(x.text) || SERVICE_PROVIDER.test(x.text)));
        const t = sentences.find((_, i) => lacking(i) && near(i));
        return t ? { sentence: t } : null;
      },
      finding: "A service provider processes personal data for the organisation with no written contract governing the processing (none signed, none thought needed, or an informal or verbal arrangement).",
      fix: "Sign a data processing agreement with each processor setting out the subject matter, duration, nature and purpose of the processing and the Art. 28(3)(a)–(h) terms.",
    }),
    ...(uk ? versionedRules(UK_TRANSFER_PRINCIPLE, (v) => transfersRule(sourceId, v.value)) : [transfersRule(sourceId, EU_TRANSFER_PRINCIPLE)]),
    ...noticeItems(sourceId),
  ];
  return { sourceIds: [sourceId], name, rules };
}

/** A refusal offered when the details are taken ("with a clear option to opt out"): the messages are not a condition of joining. */
const REFUSAL_OFFERED = /\b(clear|simple|free|easy) (option|chance|opportunity|box|way) to (opt[- ]out|refuse|decline|say no|object)\b/i;
const CONTRACT_END = /\b(termination|terminat(es|ed)|end of the (agreement|services|contract|relationship|subscription)|expiry|(the|this) ([A-Z][a-z]+ |main |master |underlying )?(agreement|contract|services?|subscription|relationship) (ends|has ended|expires|is (terminated|over))|(once|after|when) (the |this )?(agreement|contract|services?|subscription) (ends?|expires?|is terminated))\b/i;
/** Data a processor keeps after the contract ends, for itself or without limit; the end may be named in the sentence before. */
/** Data left with the processor at the end: "we do not return or erase it", "the files stay on our servers". */
const NOT_RETURNED =
  /\b(do not|don't|does not|doesn't|will not|won't|shall not|never|cannot|can't) (\w+ )?(return|delete|erase|destroy|hand back)\b|\b(no|not under any|not under an?) (duty|obligation) to (return|delete|erase|destroy)\b|\b(remains?|stays?|will (remain|stay)|(is|are) kept) (in|on) (our|its|the (processor|provider|supplier)'s) (own )?(systems?|databases?|servers?|backups?|archives?|platform)\b/i;

function retainedAfterEnd(ctx: RuleContext): Sentence | null {
  const kept: SentencePattern[] = [
    { all: [/\b(retain|keep)\b/i, /\b(for its (own )?records|as long as it sees fit|indefinitely|at its discretion)\b/i] },
    // Copies kept past the end for the processor's own ends, unless truly anonymised.
    { all: [/\b(retains?|keeps?|stores?|retained|kept|stored)\b/i, /\b(its own|(develop|improve|enhanc|optimi[sz]|train|build)\w* (its|new|our) (products?|services?|models?)|analytics|benchmark\w*|for (its|their) own)\b/i], none: [ONLY_ANONYMISED] },
  ];
  const sentences = ctx.doc.sentences;
  for (const [i, x] of sentences.entries()) {
    const atEnd = CONTRACT_END.test(x.text) || (i > 0 && CONTRACT_END.test(sentences[i - 1].text));
    if (!atEnd) continue;
    for (const p of kept) {
      if (p.all.every((re) => re.test(x.text) && affirms(x.text, re)) && !p.none?.some((re) => re.test(x.text))) return x;
    }
    // Neither returned nor deleted, said as a refusal or as data staying put: "we do not return or delete it".
    if (NOT_RETURNED.test(x.text) && !/\b(unless|until|except where|except as)\b/i.test(x.text)) return x;
  }
  return null;
}

/** The child acting without a parent, said to the child: "sign up yourself", "it's your own account", "no step for a parent". */
const CHILD_ACTS_ALONE =
  /\b(by yourself|yourself|on your own|(you('re| are)|you'll be) in charge of your (own )?account|your own account|(no|without (a|any)) (step|role|check|sign-?off|approval|involvement|say) (for|from|by) (a |the |your )?(parents?|guardians?|grown-?ups?)|(no|without (a|any)) (parent|guardian)('s)? (step|check|sign-?off|approval|involvement))\b/i;

/** No age asked or checked: "we do not check ages", "we never verify users' age". */
const NO_AGE_CHECK = /\b(do not|don't|never|does not|doesn't) (check|verify|ask (for|about)|confirm) (the |their |users'? |anyone's |people's )?ages?\b/i;

function childConsentBreach(ctx: RuleContext) {
  // Children named, or let in from an age below 18 ("anyone 13+").
  if (!ctx.doc.mentions(CHILD) && !ctx.doc.mentions(/\b(1[0-7]|[5-9])\s*\+/)) return null;
  const threshold = CONSENT_AGE[ctx.jurisdiction] ?? 13;
  for (const s of ctx.doc.sentences) {
    // In a text about children, "anyone aged 9 or over can agree" speaks of them too; agreeing is consenting.
    // The audience named as players, users or learners, in a text whose audience's ages are stated once, is them too.
    const aboutChildren =
      CHILD.test(s.text) || /\b(anyone|everyone|users?|people|those) ((aged|over|from) \d{1,2}\b|\d{1,2}\s*\+)/i.test(s.text) || (/\b(players?|users?|gamers?|learners?|members?)\b/i.test(s.text) && audienceAges(ctx).length > 0);
    // Joining, signing up or going on past the age question is the child's own step into the service.
    if (!aboutChildren || !/\b(consent|agree|accept\w*|register|(create|set up|open) (an|your|their|his|her) (own )?(account|profile)|sign (themselves |yourself )?up|signs up|signing up|join|continue|proceed)\b/i.test(s.text)) continue;
    // "Children under 15 cannot register without a parent's consent": acting alone is ruled out, not allowed.
    if (ONLY_WITH_CONSENT.test(s.text) || CHILD_ALONE_DENIED.test(s.text)) continue;
    if (/\bany age\b/i.test(s.text) && /\b(consent|themselves|on (their|his|her) own|without (a|the)? ?parent)/i.test(s.text)) return { sentence: s };
    // "Any child can tick 'I agree'" in a text that asks no parent or checks no age: no age limit at all.
    if (/\b(any|every) (child|kid|minor)\b/i.test(s.text) && /\b(consent|agree)/i.test(s.text) && (ctx.doc.mentions(NO_PARENT) || ctx.doc.mentions(NO_AGE_CHECK))) return { sentence: s };
    const own = agesIn(s.text);
    const alone =
      NO_PARENT.test(s.text) ||
      /\b(themselves|on (their|his|her) own|alone|by themselves|give their consent|consent (on their own|themselves)|do not ask for the consent of (a )?parents?|without (the )?(consent of )?(a )?parents?|(do not|don't|no) need to ask (a |your )?(parents?|grown-?ups?|adults?|guardians?)|no (parent|parental consent|guardian)s? (is )?(needed|required|necessary))\b/i.test(s.text) ||
      /\bconsent\b/i.test(s.text) ||
      // Addressed to the child in lay words ("sign up yourself — you're in charge of your own account"), in a text that
      // rests the processing on consent or agreement.
      (CHILD_ACTS_ALONE.test(s.text) && ctx.doc.mentions(/\b(consent|i agree|agree to)\b/i));
    // The ages stated once for the whole audience ("a game for kids aged 8 to 11") hold for a later sentence in which
    // the children act alone with no age of its own ("kids … tick 'I agree' themselves; no parent is asked").
    const ages = own.length > 0 ? own : NO_PARENT.test(s.text) || /\b(themselves|on (their|his|her) own)\b/i.test(s.text) || /\bno (grown-?up|adult|parent|guardian)s? (needs?|has|have) to\b/i.test(s.text) ? audienceAges(ctx) : [];
    const youngest = Math.min(...ages);
    if (ages.length > 0 && youngest < threshold && alone) {
      return { sentence: s, finding: `Children from ${youngest} may consent on their own, below the age of digital consent of ${threshold}${CONSENT_AGE[ctx.jurisdiction] ? ` that applies in ${ctx.jurisdiction}` : ""}.` };
    }
  }
  return null;
}

/**
 * A child's consent read from the whole text in everyday words: the youngest age let in ("Are you 11 or older?"), an
 * agreement the child gives ("Tap 'I agree'"), and no parent or other adult asked ("No need to ask a grown-up!").
 */
function childConsentAcrossText(ctx: RuleContext) {
  const threshold = CONSENT_AGE[ctx.jurisdiction] ?? 13;
  const stated = [...ctx.doc.text.matchAll(/\b(\d{1,2})\s*(?:\+|or (?:older|over|above)|and (?:up|over|older|above))|\baged (\d{1,2})\b/gi)].map((m) => Number(m[1] ?? m[2]));
  const noAdult = /\b(no need to|(do not|don't|doesn't|does not|won't) (need to )?|without (asking )?(a |your |their )?)\s*(ask|involve|check with)?\s*(a |your |their )?(parents?|grown-?ups?|adults?|guardians?|mum|dad|mom)\b/i;
  if (stated.length > 0 && Math.min(...stated) < threshold && ctx.doc.mentions(noAdult)) {
    const agrees = ctx.doc.sentences.find((x) => /\b(i agree|agree\w*|say yes|accept\w*|consent\w*)\b/i.test(x.text) && !ONLY_WITH_CONSENT.test(x.text) && !CHILD_ALONE_DENIED.test(x.text));
    if (agrees) return { sentence: agrees, finding: `Children from ${Math.min(...stated)} may consent on their own, below the age of digital consent of ${threshold}${CONSENT_AGE[ctx.jurisdiction] ? ` that applies in ${ctx.jurisdiction}` : ""}.` };
  }
  return null;
}

/** Ages a sentence states ("aged 8", "from 10", "13 or over", "13-year-olds", "13+"). */
function agesIn(text: string): number[] {
  return [...text.matchAll(/\b(?:aged|from|over|older than|age of|child of)\s+(\d{1,2})\b|\b(\d{1,2})\s+(?:years? old|(?:and|or) (?:over|older|above))|\b(\d{1,2})(?:[- ]year[- ]olds?\b|\s*\+)/gi)].map((m) => Number(m[1] ?? m[2] ?? m[3]));
}

/** The ages of the children a text is for, where a sentence about children states them. */
function audienceAges(ctx: RuleContext): number[] {
  return ctx.doc.sentences.filter((x) => CHILD.test(x.text) || /\b(is|are) (for|aimed at|designed for|made for)\b/i.test(x.text)).flatMap((x) => agesIn(x.text));
}

/** The longest period a sentence introduces as an extension of a time limit ("extend by six further months"). */
function longestExtension(raw: string): Period | null {
  // "six further months" is read as "six months" marked as further.
  const text = raw.replace(/\b(further|additional|more|extra) (?=(calendar |working |business )?(days?|weeks?|months?)\b)/gi, "");
  let best: Period | null = null;
  for (const p of periodsIn(text)) {
    const before = text.slice(Math.max(0, p.index - 40), p.index);
    if (!/\b(extend\w*|extension|prolong\w*)\b[^.;]{0,25}$|\b(further|additional|another)\s*$/i.test(before)) continue;
    if (!best || p.days > best.days) best = p;
  }
  return best;
}

/** A notification put off to a later event than becoming aware of the breach, in any wording. */
const NOTIFY_LATER =
  /\b(at the end of the (month|quarter|week|year)|(in|with) (the|our) (next )?(monthly|quarterly|annual|weekly|yearly) ([\w-]+ )?(report|return|meeting|review|summary)|(once|after|when) [^.]{0,30}\b(investigation|review|assessment|audit)\b[^.]{0,30}\b(closes|closed|finish\w*|ends|ended|is done|has been completed))\b/i;

/** An incident named by what happened rather than as a "breach": an attack, ransomware, a device lost or stolen. */
const INCIDENT = /\b(ransomware|malware|hackers?|intruders?|(cyber|phishing|encryption|ransomware) ?attacks?|(lost|stolen|mislaid) (a |an |the |our )?(laptop|phone|tablet|usb|memory stick|device|files?|folder|bag)|(laptop|phone|tablet|usb stick|memory stick|device|files?|folder|bag)s? (was|were|has been|have been|got) (lost|stolen|mislaid))\b/i;
/**
 * Telling put off until a later event ("hold off … until the assessors have finished", "don't contact the ICO until the
 * board meets", "wait until the report is in"), which the 72 hours from awareness do not wait for.
 */
const DEFERRED =
  /\b((hold|holding) off|wait\w*|postpon\w*|defer\w*|delay\w*|(do not|don't|will not|won't|not) (\w+ ){0,3}?until|not before)\b[^.]{0,80}\b(until|till|after|once|before)\b|\b(once|after|when|only when)\b[^.]{0,60}\b(has|have|is|are) (been )?(approved|signed off|finished|completed|concluded|reviewed)\b/i;

function breachNoticeToAuthority(ctx: RuleContext) {
  if (!ctx.doc.mentions(DATA_BREACH) && !ctx.doc.mentions(INCIDENT)) return null;
  for (const s of ctx.doc.sentences) {
    const toAuthority = SUPERVISORY_AUTHORITY.test(s.text) || /\b(the customer|the controller|the client|the (competent |relevant |lead )?authority)\b/i.test(s.text);
    // Telling in any wording: notify, inform, report, tell, let … know, alert.
    if (!toAuthority || !TELL.test(s.text) || !/\bbreach|incident\b/i.test(s.text + " breach")) continue;
    if (DEFERRED.test(s.text) && !/\b(72 hours|without undue delay|within (24|48) hours)\b/i.test(s.text)) return { sentence: s };
    if (/\b(after|once|when) (the |our |its )?(internal )?(investigation|review|assessment)[^.]{0,200}\b(complete|completed|concluded|over|ends?)\b|\bcompleting its internal investigation\b/i.test(s.text)) return { sentence: s };
    if (/\bonly if (more than|over|at least)\b|\bonly (breaches )?(classified|considered) as high\b/i.test(s.text)) return { sentence: s };
    // The investigation first, the decision to notify after it ("we first complete our investigation … and then decide
    // whether to notify"), unless the text keeps the 72 hours or "without undue delay" beside it.
    if (
      /\b(investigation|review|assessment|analysis)\b/i.test(s.text) &&
      /\b(first (complete|finish|conclude|carry out)|then (decide|notify|report|inform)|only after)\b/i.test(s.text) &&
      !/\b(72 hours|without undue delay|even (if|before|while))\b/i.test(s.text)
    )
      return { sentence: s };
    // Timed to a later event than awareness: the month's end, a periodic report, the investigation closing.
    if (NOTIFY_LATER.test(s.text) && !/\b(72 hours|without undue delay)\b/i.test(s.text)) return { sentence: s };
    // "Within 72 working hours" is not 72 hours: counted in working or business hours it runs over nights and weekends.
    const workingHours = /\bwithin (\d{2,3}) (working|business|office) hours\b/i.exec(s.text);
    if (workingHours && Number(workingHours[1]) >= 24) return { sentence: s, finding: `A breach would be notified within ${workingHours[1]} ${workingHours[2].toLowerCase()} hours, which runs beyond the 72 hours the law allows.` };
    const d = durationInDays(s.text.replace(/\b(12|24|48|72) hours\b/i, ""));
    if (/\bwithin\b/i.test(s.text) && d && (d.days > 3 || (d.working && d.days >= 3))) return { sentence: s };
    // Any other wording of the time limit ("takes place in a delay of one week", "in a period of five days").
    const limit = /\b(72 hours|without undue delay)\b/i.test(s.text) ? null : timeLimitDays(s.text);
    if (limit && (limit.days > 3 || (limit.working && limit.days >= 3))) return { sentence: s };
  }
  return null;
}

/** A count of people whose data a service holds, at a scale no regulator would call small: "about 310,000 registered users". */
const PEOPLE_COUNT =
  /\b(\d{1,3}(?:[,.\s]\d{3})+|\d{5,}|\d+(?:\.\d+)? ?(?:k|thousand|million|m))\+? (?:registered |active |monthly |daily |paying )?(?:users|patients|customers|members|subscribers|clients|people|individuals|app users|account holders|players|learners)\b/i;
/**
 * Special-category data processed on a large scale as what the service is: named in at least two sentences of a text
 * that counts its people in tens of thousands or more (or says "large scale" or "millions"). The scale threshold is our
 * own cautious reading (the GDPR gives no number; Recital 91 and the EDPB speak of regional or national reach).
 */
function largeScaleSpecialCategory(ctx: RuleContext): boolean {
  const special = ctx.doc.sentences.filter((x) => SPECIAL_CATEGORY.test(x.text) && !NOT_A_PERSON.test(x.text));
  if (special.length < 2) return false;
  if (ctx.doc.mentions(/\b(large[- ]scale|millions of)\b/i)) return true;
  const m = PEOPLE_COUNT.exec(ctx.doc.text);
  if (!m) return false;
  const raw = m[1].toLowerCase().replace(/[,.\s](?=\d{3}\b)/g, "");
  const n = /million|m$/.test(raw) ? parseFloat(raw) * 1e6 : /k$|thousand/.test(raw) ? parseFloat(raw) * 1e3 : Number(raw);
  return n >= 10000;
}

/** Anonymised and nothing else: pseudonymised data named beside them are still personal data. */
const ONLY_ANONYMISED = /^(?![\s\S]*\bpseudonymi[sz]ed\b)[\s\S]*\banonymi[sz]ed\b/i;
/** A processor refusing audits: "does not permit on-site audits or inspections", "audits are not permitted". */
const REFUSES_AUDITS = /\b(does|will|shall) not (permit|allow|accept|agree to|submit to)\b[^.;]{0,60}\b(audits?|inspections?)\b|\b(audits?|inspections?) (are|is|will be|shall be) not (permitted|allowed|available)\b|\bno (on-?site )?(audits?|inspections?) (are|is|will be|shall be) (permitted|allowed)\b|\bnot (be )?(entitled|permitted|allowed) to (audit|inspect)\b|\b(the )?(customer|controller|client) (may|can|shall|will) not (audit|inspect)\b|\b(cannot|can't|may not) be (audited|inspected)\b/i;

/** A processor's use of the controller's data for its own ends, in the third person. */
/** Processing for any purpose the business likes: no purpose specified. */
const PURPOSES_AT_WILL: SentencePattern[] = [
  { all: [/\b(for any (other )?purposes?|any purpose (we|the company|it) (may )?(decide|choose|see fit)|for all (our )?purposes|for whatever purpose|any business purpose)\b/i], none: [NEGATED, ASKS_BEFORE_NEW_PURPOSE] },
  { all: [PURPOSE_AT_WILL], none: [NEGATED, ASKS_BEFORE_NEW_PURPOSE] },
];

const OWN_PURPOSES: SentencePattern[] = [
  { all: [/\b(may|will|can) (also )?use\b/i, /\b(its own|(provider|processor|vendor|supplier)'s own|improve its|benchmark\w*|for (its|their) own|product development)\b/i] },
  // Processing on the processor's own instructions, not the controller's.
  { all: [/\b(process\w*|handl\w*|us(e|es|ing))\b/i, /\bon (its|their|the processor's) own (instructions|initiative|authority)\b/i] },
  // Any processing verb, for the processor's own ends: "may analyse the client's data to develop its own products".
  // Keeping the data for those ends is processing too. Anonymised data are not personal data, pseudonymised data
  // still are (Art. 4(5), Recital 26): "anonymised and pseudonymised copies … to improve its products" is a breach.
  { all: [/\b(may|will|can|(is|shall be) (entitled|free|permitted|authori[sz]ed) to|(has|reserves) the right to) (also )?(use|utili[sz]e|leverage|analy[sz]e|process|mine|combine|exploit|sell|share|train|aggregate|retain|keep|store)\b/i, /\b(its own|(develop|improve|enhanc|optimi[sz]|train|market|build)\w* (its|new|our) (products?|services?|models?)|for (its|their) own|commercial purposes of (the )?processor)\b/i], none: [ONLY_ANONYMISED] },
];
/** Terms written by the processor in the first person: "the customer entrusts us with", "we act as processor". */
const PROCESSOR_SPEAKS = /\b((customer|client|controller) entrusts us|we (act|are acting) as (a |the |your )?processor|we are (a |the |your )?processor|as your processor)\b|\(processor\)/i;

/** A processor's notice of a breach to its controller (Art. 33(2)), not the controller's notice to the authority. */
const PROCESSOR_TO_CONTROLLER = /\b(the controller|the customer|the client)\b/i;
const BREACH_WORD = /\b(personal data breach|data breach|security incident|breach)\b/i;

function processorRules(sourceId: string): Rule[] {
  const at = (article: string) => [{ source_id: sourceId, article }];
  // A legal form ending in a full stop ("B.V.") has no word boundary after it: the end is "not followed by a letter".
  const processorName = /\b([Pp]rocessors?|[Vv]endors?|[Ss]uppliers?|[Pp]roviders?|[Ss]ubcontractors?)\b|\b[A-Z][A-Za-z0-9]+ (Ltd|SAS|SARL|GmbH|Inc|LLC|B\.V\.|N\.V\.|S\.L\.|S\.r\.l\.|DAC|plc)(?![A-Za-z])/;
  return [
    practice({
      id: "processor-own-purposes",
      provision: "Art. 28(3)(a)",
      cites: at("28"),
      obligation: "A processor may process the controller's personal data only on the controller's documented instructions, never for its own purposes.",
      severity: "high",
      appliesTo: PROCESSOR,
      breach: (ctx) => {
        const s = firstBreach(ctx, OWN_PURPOSES);
        if (s) return { sentence: s };
        // Terms in the processor's own voice ("the customer entrusts us with …"): "we may use the hosted data to improve
        // our own products" is the processor's own purpose; in a controller's notice "our own" is the controller's.
        if (!PROCESSOR_SPEAKS.test(ctx.doc.text)) return null;
        const own = firstBreach(ctx, [{ all: [/\b(may|will|can) (also )?(use|analy[sz]e|mine|train|keep)\b/i, /\b(our own|improve our|for our own|train our (own )?(models?|ai|algorithms?))\b/i], none: [ONLY_ANONYMISED] }]);
        return own ? { sentence: own } : null;
      },
      met: [{ all: [/\bonly on (the )?(client's |controller's )?documented instructions\b/i] }],
      finding: "The processor may use the controller's data for its own purposes.",
      fix: "Limit the processor to processing on the controller's documented instructions; if it wants to use data for its own products, that needs its own legal basis and transparency as a controller, or anonymised data only.",
    }),
    practice({
      id: "processor-sub-processors",
      provision: "Art. 28(2)",
      cites: at("28"),
      obligation: "A processor may engage another processor only with the controller's prior specific or general written authorisation, informing it of changes so it can object.",
      severity: "high",
      appliesTo: PROCESSOR,
      breach: [{ negationIsTheFact: true, all: [/\b(sub-?processors?|other processors|another processor|sub-?contractors?)\b/i, /\b(at its (sole )?discretion|of its (own )?choice|as it (sees|deems|thinks) (fit|appropriate|necessary)|without (any |prior |advance |written |the |(the )?(controller|customer|client)'s )*(notice|informing|notifying|consent|authori[sz]ation)|not required to inform|need not inform|(customer|client|controller) (is|will be) not (notified|informed|told))\b/i], none: [ONLY_WITH_CONSENT] }],
      met: [{ all: [/\b(another processor|sub-?processors?)\b/i, /\bprior\b.{0,200}\b(written )?authori[sz]ation\b/i] }],
      finding: "Sub-processors may be engaged without the controller's authorisation or notice.",
      fix: "Require the controller's prior written authorisation for sub-processors (specific, or general with advance notice of each change and a right to object), and flow the same data protection terms down.",
    }),
    requiredContent({
      id: "processor-confidentiality",
      provision: "Art. 28(3)(b)",
      cites: at("28"),
      obligation: "The processor's staff must be committed to confidentiality.",
      severity: "medium",
      appliesTo: PROCESSOR,
      present: [{ all: [/\bconfidential/i] }],
      missing: "The terms do not bind the processor's staff to confidentiality.",
      denied: "The terms release the processor's staff from confidentiality.",
      fix: "Add a term that everyone authorised to process the data is under a duty of confidentiality.",
    }),
    requiredContent({
      id: "processor-security",
      provision: "Art. 28(3)(c)",
      cites: at("28"),
      obligation: "The processor must take the security measures Art. 32 requires.",
      severity: "high",
      appliesTo: PROCESSOR,
      present: [{ all: [/\b(article 32|art\. 32|technical and organi[sz]ational measures|security measures|encryption)\b/i] }],
      missing: "The terms do not require the processor to take Art. 32 security measures.",
      denied: "The terms exclude any duty on the processor to take Art. 32 security measures.",
      fix: "Add the processor's duty to take all measures required by Art. 32 (and describe them in an annex).",
    }),
    requiredContent({
      id: "processor-assist-rights",
      provision: "Art. 28(3)(e)",
      cites: at("28"),
      obligation: "The processor must help the controller answer data subjects' requests.",
      severity: "medium",
      appliesTo: PROCESSOR,
      present: [{ all: [/\b(assist\w*|help(s|ing)?|support(s|ing)?)\b/i, /\b(data subjects?|requests?|rights)\b/i] }],
      missing: "The terms do not oblige the processor to help answer data subjects' requests.",
      denied: "The terms exclude the processor's help with data subjects' requests.",
      fix: "Add the processor's duty to assist, by appropriate measures, with requests from data subjects.",
    }),
    requiredContent({
      id: "processor-assist-compliance",
      provision: "Art. 28(3)(f)",
      cites: at("28"),
      obligation: "The processor must help the controller with security, breach notification, impact assessments and prior consultation (Arts. 32 to 36).",
      severity: "medium",
      appliesTo: PROCESSOR,
      present: [{ all: [/\b(articles? 32 to 36|arts?\. 32(-| to )36|impact assessments?|prior consultation)\b/i] }],
      missing: "The terms do not oblige the processor to help with security, breach notification and impact assessments (Arts. 32 to 36).",
      fix: "Add the processor's duty to assist the controller in complying with Arts. 32 to 36 (security, breach notification, impact assessments, prior consultation).",
    }),
    practice({
      id: "processor-end-of-contract",
      provision: "Art. 28(3)(g)",
      cites: at("28"),
      obligation: "At the end of the services the processor must delete or return all personal data, at the controller's choice, unless law requires storage.",
      severity: "high",
      appliesTo: PROCESSOR,
      breach: (ctx) => {
        const s = retainedAfterEnd(ctx);
        return s ? { sentence: s } : null;
      },
      met: [{ all: [/\b(delete|return)s?\b/i, /\b(end of the (services|agreement|contract)|termination)\b/i] }],
      finding: "The processor may keep the data after the contract ends.",
      fix: "Require the processor to delete or return all personal data at the end of the services, at the controller's choice, and delete copies unless Union or Member State law requires storage.",
    }),
    practice({
      id: "processor-breach-notice",
      provision: "Art. 33(2)",
      cites: at("33"),
      obligation: "A processor must notify the controller without undue delay after becoming aware of a personal data breach.",
      severity: "high",
      appliesTo: PROCESSOR,
      breach: (ctx) => {
        for (const x of ctx.doc.sentences) {
          if (!PROCESSOR_TO_CONTROLLER.test(x.text) || !BREACH_WORD.test(x.text) || !/\b(notif|inform|tell|report|alert)/i.test(x.text)) continue;
          // "Without undue delay and in any case within 24 hours" meets it; a longer fixed limit does not.
          const limit = timeLimitDays(x.text);
          if (limit && limit.days > 3) return { sentence: x, finding: `The processor would tell the controller of a breach only within ${limit.raw}, not without undue delay, which eats into the controller's own 72 hours.` };
          if (/\b(after|once|when) (the |its |our )?(internal )?(investigation|review|assessment)\b/i.test(x.text) && !/\bwithout undue delay\b/i.test(x.text)) {
            return { sentence: x, finding: "The processor would tell the controller of a breach only after its own investigation, not without undue delay." };
          }
        }
        return null;
      },
      finding: "The processor would tell the controller of a breach later than without undue delay.",
      fix: "Require the processor to notify the controller without undue delay (a fixed short limit such as 24 or 48 hours helps) after becoming aware of a breach, with the information Art. 33(3) lists.",
    }),
    requiredContent({
      id: "processor-audits",
      provision: "Art. 28(3)(h)",
      cites: at("28"),
      obligation: "The processor must make available the information needed to demonstrate compliance and allow and contribute to audits and inspections.",
      severity: "medium",
      appliesTo: PROCESSOR,
      // A heading ("6. Audits.") states nothing, and a sentence that refuses audits is not the term.
      present: [{ all: [/\b(audits?|inspections?)\b/i, /\b(may|shall|will|must|allow\w*|permit\w*|submit\w*|contribut\w*|right|entitled|conduct\w*|carr(y|ies) out|makes? available|(is|are) available)\b/i], none: [REFUSES_AUDITS] }],
      // Refusing audits is a breach wherever the terms say it, even in one part of them.
      saysAbsent: REFUSES_AUDITS,
      missing: "The terms give the controller no right to audit or to the information needed to demonstrate compliance.",
      fix: "Add the controller's right to the information needed to demonstrate compliance and to audits, including inspections, by it or an auditor it mandates.",
    }),
  ].map((r) => ({
    ...r,
    appliesTo: PROCESSOR,
    test: (ctx) => {
      if (!processorName.test(ctx.doc.text)) return null;
      const o = r.test(ctx);
      // Terms headed as an extract, or showing one numbered part of the agreement, leave clauses out: a term they do not
      // show is not missing from the contract.
      return o?.status === "breached" && o.sentence === null && (presentsAsExtract(ctx) || presentsAsSection(ctx)) ? null : o;
    },
  }));
}

function noticeItems(sourceId: string): Rule[] {
  const at = [{ source_id: sourceId, article: "13" }];
  // Agreeing to receive marketing is consent as much as "we rely on your consent" (Art. 4(11)).
  const consentBasis =
    /\b(your consent|with your consent|basis of (your )?consent|6\(1\)\(a\)|give (their|your) consent|consent to (the )?(processing|receive|sharing)|you (hereby )?consent to|(agree|agrees|agreed|consent) to (receive|receiving|being sent|us sending) (our |their )?(promotional|marketing|newsletters?|offers|emails|sms|messages))\b/i;
  const relyOnConsent = (ctx: RuleContext) => ctx.doc.mentions(consentBasis) && ctx.doc.sentences.some((s) => consentBasis.test(s.text) && affirms(s.text, consentBasis));
  const country = sourceId === "uk-gdpr" ? UK_THIRD_COUNTRY : THIRD_COUNTRY;
  const mentionsTransfer = (ctx: RuleContext) =>
    ctx.doc.sentences.some((s) => sendsTo(s.text, country));
  const automated = (ctx: RuleContext) =>
    ctx.doc.sentences.some((s) => {
      const term = /\b(automated (decision|means|processing)|(rejected|refused|declined|decided|generated) (automatically|by the system)|automatically (rejected|refused|declined)|scoring software|solely automated|scored by)/i;
      return term.test(s.text) && !deniedEverywhere(s.text, term) && !/\bno automated\b/i.test(s.text) && !decisionDenied(s.text);
    });
  const item = (id: string, provision: string, obligation: string, present: RegExp[], missing: string, fix: string, required?: (ctx: RuleContext) => boolean, severity: "medium" | "low" = "medium") =>
    requiredContent({ id, provision, cites: at, obligation, severity, appliesTo: NOTICE, when: (ctx) => addressesPeople(ctx) || presentsAsNotice(ctx), silenceBreaches: presentsAsNotice, present: [{ all: present }], missing, fix, ...(required ? { required } : {}) });
  const items = [
    item(
      "notice-identity",
      "Art. 13(1)(a)",
      "The notice must give the controller's identity and contact details.",
      [IDENTITY],
      "The notice does not identify the controller by name with its contact details.",
      "State the controller's full legal name and contact details (postal address and an email address) at the top of the notice.",
    ),
    item(
      "notice-basis",
      "Art. 13(1)(c)",
      "The notice must state the purposes of the processing and the legal basis for each.",
      [/\b(legal basis|lawful basis|on the basis of|legitimate interests?|steps (taken )?(at (your|their) request )?before (entering into )?a contract|performance of (a |the |our |your |this )?contract|execution of (a |the |our |your |this )?contract|\(consent\b|(to )?perform (the|our|your|this) ([\w-]+ ){0,2}contract|to (provide|deliver|run|manage|fulfil|administer) (the|our|your|this) ([\w-]+ ){0,2}(contract|agreement|subscription)|contract with (you|your|the|their|a|an)\b|with (your|their|the|a) ([\w-]+'s )?(explicit )?consent|under (our|the) (terms|contract)|legal obligations?|6\(1\)\(|article 6|art\. 6|9\(2\)\(|with your consent|consent\)|consent (on their own |themselves )?to the processing|your consent|(to|cannot|could not) perform (the|our|your|this) (sale|order|purchase|booking|agreement|contract)|(law|legislation|statute|regulations?) (obliges|requires|require|oblige) us|we are (legally )?(obliged|required) (by law )?to|(because|as|since) the (law|contract|agreement) requires|(because|as|since) (our|your|the|this) (contract|agreement) (with you )?(requires|needs)|(necessary|needed) (to|for) (deliver|perform|provide|fulfil|process) (your|the|what)|legitimate (business )?interest)|\((contract|consent|legal obligation|legitimate interests?)\b|\b(legal |lawful )?(basis|ground)s?: (contract|consent|legal obligation|legitimate interests?)\b/i],
      "The notice does not state the legal basis for the processing.",
      "Name, for each purpose, the legal basis relied on (contract, legal obligation, legitimate interests with the interest named, or consent).",
    ),
    item(
      "notice-recipients",
      "Art. 13(1)(e)",
      "The notice must name the recipients or categories of recipients.",
      // Saying who sees the data counts, internal readers too ("seen only by the HR team", "not shared with anyone").
      [/\b(recipients?|receives? (your|the|their|this|such) (personal )?(data|details|information)|share (your|personal)|shared with|processors?|service providers?|provider|partners?|suppliers?|vendors?|contractors?|outsourc\w*|couriers?|carriers?|bureau|(hosted|run|operated|managed|printed|handled|provided|supplied|maintained) (for us )?by|(passed|given|sent|disclosed) (on )?to|insurers|hmrc|laborator|accountants?|auditors?|lawyers?|solicitors?|banks?|payment (provider|processor|service)s?|delivers (your|the) (parcels?|orders?|goods|letters)|la poste|royal mail|deutsche post|dhl|ups|fedex|correos|hosting|cloud provider|tax (authorit|office))|\b(nobody|no one|no-one|none) (outside|else|other)\b|\bonly (we|our (own )?(staff|team|employees))\b|\b(seen|read|accessed|viewed|visible|available|disclosed) (only )?(to|by)\b|\b(see|sees|can see|have access to|has access to|can access) (your|the|their) ([a-z]+ ){0,2}(data|application|cv|files?|information|details|records|history)\b|\bnot (shared|disclosed|passed on|sold) (with|to) (anyone|any(one| other)|third parties)\b/i],
      "The notice does not say who receives the data.",
      "List the recipients or categories of recipients (processors such as hosting and payment providers, authorities, partners).",
    ),
    item(
      "notice-transfer-safeguards",
      "Art. 13(1)(f)",
      "Where data go to a third country, the notice must say so and name the safeguard relied on and how to get a copy.",
      // The safeguard named, or the absence of an adequacy finding stated (the breach is then the transfer itself).
      [new RegExp(`${TRANSFER_SAFEGUARD.source}|${ADEQUACY_ABSENT.source}`, "i")],
      "The notice mentions data going abroad but names no adequacy decision or safeguard.",
      "Name the destination countries and the transfer mechanism (adequacy decision, standard contractual clauses or another Art. 46 safeguard) and how to obtain a copy.",
      mentionsTransfer,
    ),
    item(
      "notice-retention",
      "Art. 13(2)(a)",
      "The notice must say how long the data will be stored, or the criteria used to decide.",
      // Said either way round: how long data are kept, or when they are deleted ("we delete readings 24 months after …").
      // A label does it too: "How long: for your membership and six years after".
      [new RegExp(`${RETENTION_ACT.source}|\\b(end|deletion|erasure) date\\b|\\bhow long\\b[^.?:]{0,40}[?:]`, "i"), new RegExp(`${STATED_PERIOD.source}|\\b(until|as long as|after|while|in case|(end|deletion|erasure) date|indefinitely|forever|permanently|for ever|(life|life ?time|duration|existence) of|in perpetuity|unlimited|without (any )?(time )?limit|never (be )?(deleted|erased))`, "i")],
      "The notice does not say how long the data are stored (no retention period or criteria).",
      "State a retention period, or the criteria that set it, for each category of data.",
    ),
    item(
      "notice-rights",
      "Art. 13(2)(b)",
      "The notice must list the rights of access, rectification, erasure, restriction, objection and portability.",
      [/\bright/i],
      "The notice does not list the data subject's rights (access, rectification, erasure, restriction, objection, portability).",
      "List each right: access, rectification, erasure, restriction of processing, objection and data portability, and say how to exercise them.",
    ),
    item(
      "notice-withdrawal",
      "Art. 13(2)(c)",
      "Where processing rests on consent, the notice must mention the right to withdraw it at any time.",
      [/\b(withdraw|revoke|unsubscribe|change (your|their) mind|opt[- ]out|take back (your|their) consent|cancel (your|their) (consent|subscription))/i],
      "The notice relies on consent without saying it can be withdrawn at any time.",
      "Add that consent can be withdrawn at any time, without affecting processing before the withdrawal, and how.",
      relyOnConsent,
    ),
    item(
      "notice-complaint",
      "Art. 13(2)(d)",
      "The notice must mention the right to lodge a complaint with a supervisory authority.",
      [/\b(complain(ts?|s|ed|ing)?|lodge|unhappy|not happy|dissatisfied|concerns?|raise|escalate|refer (it|the matter))\b/i, SUPERVISORY_AUTHORITY],
      "The notice does not mention the right to lodge a complaint with a supervisory authority.",
      "Add the right to lodge a complaint with a supervisory authority (naming the competent one helps).",
    ),
    item(
      "notice-requirement",
      "Art. 13(2)(e)",
      "The notice must say whether providing the data is a statutory or contractual requirement and what follows if it is not provided.",
      [STATES_REQUIREMENT],
      "The notice does not say whether people must provide the data and what happens if they do not.",
      "Say which data are required (by law or to conclude the contract) and what follows if they are not provided.",
      // Silence is reported where a statutory or contractual requirement applies (the notice relies on a contract or a
      // legal obligation) and the notice does not say which data it concerns; a notice for processing on consent or
      // legitimate interests alone is not faulted for silence (a judgement: the item then has little to state).
      (ctx) => ctx.doc.mentions(STATES_REQUIREMENT) || ctx.doc.sentences.some((x) => REQUIREMENT_BASIS.test(x.text) && affirms(x.text, REQUIREMENT_BASIS)),
      "low",
    ),
    item(
      "notice-automated-logic",
      "Art. 13(2)(f)",
      "Where automated decisions are made, the notice must explain the logic involved and the significance and envisaged consequences.",
      [/\b(logic|how the (score|scoring|system) works|criteria (used|we use)|significance|consequences)\b/i],
      "The notice mentions automated decisions without meaningful information about their logic and consequences.",
      "Explain the logic of the automated decision (the main factors and how they weigh) and its significance and consequences for the person.",
      automated,
    ),
  ];
  const rules = items.map((rule) =>
    rule.id !== "notice-rights"
      ? rule
      : {
          ...rule,
          test(ctx: RuleContext) {
            if (!addressesPeople(ctx) && !presentsAsNotice(ctx)) return null;
            const listed = RIGHTS.filter((re) => anySentence(ctx.doc, [GRANTS_RIGHT, re])).length;
            const s = firstBreach(ctx, [{ all: [/\bright/i, RIGHTS[0]] }]);
            // The right to object must be named wherever it applies: legitimate interests or direct marketing.
            const objectionApplies = anySentence(ctx.doc, [/\b(legitimate interests?|direct marketing|marketing)\b/i], [NEGATED]);
            const objectionListed = anySentence(ctx.doc, [GRANTS_RIGHT, RIGHTS[4]]);
            if (listed >= 4 && objectionApplies && !objectionListed) {
              return { status: "breached" as const, sentence: s, finding: "The notice relies on legitimate interests or direct marketing but does not mention the right to object." };
            }
            // Portability must be named wherever it applies: processing on consent or on a contract (Art. 20(1)(a)).
            const portabilityApplies = relyOnConsent(ctx) || anySentence(ctx.doc, [CONTRACT_BASIS], [NEGATED]);
            const portabilityListed = anySentence(ctx.doc, [GRANTS_RIGHT, RIGHTS[5]]) || /\b(transfer|send|move|receive) (your|the) data (to another|in a (structured|machine))/i.test(ctx.doc.text);
            if (listed >= 4 && portabilityApplies && !portabilityListed) {
              return { status: "breached" as const, sentence: s, finding: "The notice relies on consent or a contract but does not mention the right to data portability." };
            }
            if (listed >= 4) return { status: "met" as const, sentence: s, finding: "The text states this." };
            // Rights left out of a form or an extract are not missing from the notice.
            if (!presentsAsNotice(ctx)) return null;
            return { status: "breached" as const, sentence: s, finding: `The notice lists ${listed === 0 ? "none" : `only ${listed}`} of the six rights (access, rectification, erasure, restriction, objection, portability).` };
          },
        },
  );
  return rules.map((rule) => ({
    ...rule,
    test(ctx: RuleContext) {
      const o = rule.test(ctx);
      // An item the text is silent on is missing from the notice only if the text does a whole notice's job, or holds
      // itself out as the privacy notice without pointing to a fuller one: a thin notice is a deficient notice, not a
      // summary, unless it says it is one.
      return o?.status === "breached" && o.sentence === null && !coversMostOfANotice(ctx, rules) && !standsAsTheNotice(ctx) ? null : o;
    },
  }));
}

/** A first layer or summary says so, or sends the reader to the fuller notice. */
const POINTS_TO_FULLER_NOTICE =
  /\b(full|complete|detailed|main|longer|full-length)\s+(privacy\s+|data protection\s+)?(notice|policy|statement)\b|\b(summary|first layer|at a glance|short version|key points|in brief|overview)\b|\b(see|read|visit)\s+(our|the)\s+(privacy|data protection)\s+(notice|policy|statement)\b/i;

/** The text is headed as the privacy notice, is not an extract, and points to no fuller notice: it is the notice. */
function standsAsTheNotice(ctx: RuleContext): boolean {
  return presentsAsNotice(ctx) && !presentsAsExtract(ctx) && !POINTS_TO_FULLER_NOTICE.test(ctx.doc.text);
}

/** The items every notice states whatever the processing: who, on what basis, to whom, how long, rights, complaint. */
const CORE_NOTICE_ITEMS = ["notice-identity", "notice-basis", "notice-recipients", "notice-retention", "notice-rights", "notice-complaint"];
/** A text stating fewer of them is a summary or one layer (a "privacy policy" page on two or three practices). */
const WHOLE_NOTICE_ITEMS = 4;
const coverage = new WeakMap<RuleContext["doc"], boolean>();

/**
 * Whether the text states most of what every notice states. A short privacy page that covers how long data are kept
 * and how to ask for a copy is a summary or a first layer whose other items may sit in the full notice, so its silence
 * on the rest is not assessable; a notice that states most items and leaves one out is faulted for that one.
 */
function coversMostOfANotice(ctx: RuleContext, rules: Rule[]): boolean {
  const known = coverage.get(ctx.doc);
  if (known !== undefined) return known;
  const stated = rules.filter((r) => CORE_NOTICE_ITEMS.includes(r.id) && r.test(ctx)?.status === "met").length;
  coverage.set(ctx.doc, stated >= WHOLE_NOTICE_ITEMS);
  return stated >= WHOLE_NOTICE_ITEMS;
}

interface TransferPrinciple {
  provision: string;
  articles: string[];
  obligation: string;
  fix: string;
}

const EU_TRANSFER_PRINCIPLE: TransferPrinciple = {
  provision: "Art. 44",
  articles: ["44", "46"],
  obligation: "Personal data may go to a country outside the EEA only under an adequacy decision, appropriate safeguards (such as standard contractual clauses) or an Art. 49 derogation.",
  fix: "Rely on an adequacy decision (for the US, only recipients certified under the EU-US Data Privacy Framework) or sign the Commission's standard contractual clauses after a transfer impact assessment, and say so in the notice.",
};

/**
 * The UK GDPR's general principle for transfers, by date: Art. 44 (as retained in UK law) until 4 February 2026, Art.
 * 44A as recast by the Data (Use and Access) Act 2025 from 5 February 2026. The registry holds Chapter V as recast, so
 * the earlier version cites the Arts. 46 and 49 it shares with the later one.
 */
const UK_TRANSFER_PRINCIPLE: readonly Dated<TransferPrinciple>[] = [
  {
    from: "2021-01-01",
    source: "UK GDPR as retained at the end of the transition period (European Union (Withdrawal) Act 2018, s. 3)",
    value: {
      provision: "Art. 44",
      articles: ["46", "49"],
      obligation:
        "Personal data may go to a country outside the UK only under UK adequacy regulations, appropriate safeguards (such as the International Data Transfer Agreement or the UK Addendum to the EU clauses) under Art. 46, or an Art. 49 derogation.",
      fix: "Rely on UK adequacy regulations where they exist, or put the International Data Transfer Agreement or the UK Addendum to the EU clauses in place after a transfer risk assessment, and say so in the notice.",
    },
  },
  {
    from: DUAA_FEB_2026.from,
    source: `Data (Use and Access) Act 2025, s. 85 and Sch. 7; ${DUAA_FEB_2026.source}(m)`,
    value: {
      provision: "Art. 44A",
      articles: ["44A", "46", "49"],
      obligation:
        "Personal data may go to a country outside the UK only where the transfer is approved by regulations (Art. 45A, which continue the UK's earlier adequacy regulations), is subject to appropriate safeguards (such as the International Data Transfer Agreement or the UK Addendum to the EU clauses) under Art. 46, or falls under an Art. 49 derogation.",
      fix: "Rely on transfers approved by regulations (Art. 45A) where they exist, or put the International Data Transfer Agreement or the UK Addendum to the EU clauses in place after considering that the data protection test is met, and say so in the notice.",
    },
  },
];

/** Chapter V's general principle: personal data sent to, stored in or opened from a third country with no mechanism. */
function transfersRule(sourceId: "eu-gdpr" | "uk-gdpr", p: TransferPrinciple): Rule {
  const uk = sourceId === "uk-gdpr";
  return practice({
    id: "transfers",
    provision: p.provision,
    cites: p.articles.map((article) => ({ source_id: sourceId, article })),
    obligation: p.obligation,
    severity: "high",
    breach: (ctx) => {
      if (anySentence(ctx.doc, [TRANSFER_SAFEGUARD])) return null;
      const country = uk ? UK_THIRD_COUNTRY : THIRD_COUNTRY;
      if (!ctx.doc.mentions(country)) return null;
      const s = ctx.doc.sentences.find((x) => !/\bcookies?\b/i.test(x.text) && sendsTo(x.text, country));
      if (s) return { sentence: s };
      // A processor free to appoint sub-processors abroad: no transfer stated, and none ruled out.
      const open = ctx.doc.sentences.find((x) => MAY_APPOINT_SUBPROCESSORS.test(x.text) && country.test(x.text));
      return open
        ? {
            sentence: open,
            open: true,
            finding: `The terms let the processor appoint sub-processors in other countries, which may lie outside ${uk ? "the UK" : "the EEA"}, but do not say whether personal data go there or under which transfer mechanism, so compliance with Chapter V cannot be assessed from this text (the processor's freedom to appoint is an Art. 28(2) and 28(3)(a) question).`,
          }
        : null;
    },
    met: [{ all: [TRANSFER_SAFEGUARD] }],
    finding: `Personal data goes outside ${uk ? "the UK" : "the EEA"} (sent, stored or opened there) with no transfer mechanism named.`,
    fix: p.fix,
  });
}
