import { anySentence, type DocumentKind, type Sentence } from "../document";
import { firstBreach, practice, presentsAsNotice, sentenceAllowingLonger, type SentencePattern } from "./build";
import { CONSENT_NOT_SOUGHT, INDEFINITE, KEEP, NEGATED, NO_PARENT, OPT_OUT_BASIS, PRESET_BOX, RETENTION_ACT } from "./concepts";
import { affirms, disclosesForValue, ONLY_WITH_CONSENT, lawfulExtension, retainsWithoutLimit, STATED_PERIOD, timeLimitDays } from "./facts";
import { answersRequestAt, conductTakenAsConsent, targetsAds } from "./privacy-facts";
import { browserSignalIgnoredAt, penalisedForRightsAt, saleWithoutOptOutAt, sensitiveUseUnlimitedAt } from "./everyday-privacy";
import type { Cite, RuleContext, RulePack } from "./types";

const NOTICE: DocumentKind[] = ["privacy_notice"];
/** How long data are kept: a period in any wording, or an end ("until you close", "as long as your account"). */
const RETENTION_TERM = new RegExp(`${STATED_PERIOD.source}|\\b(until|as long as (your )?account)\\b`, "i");

/** The business sells personal information or shares it for cross-context behavioural advertising (said, not denied). */
const SELLS =
  /\b(we|the company) (also )?(sell|rent|share|disclose)s?\b[^.]{0,200}\b(data brokers?|marketing companies|advertis\w*|ads?\b|partners|customer lists|personal (data|information)|identifiers|app activity|names|(phone|telephone|mobile) numbers|e-?mail addresses|contact (details|information)|(home |postal )addresses|profiles|(sales )?leads)\b/i;
/** Selling or sharing said with a modal or adverb in between ("we may sell", "we routinely share"), not denied. */
const SELLS_LOOSE = /\b(we|the company|our company|[A-Z][a-z]+ (Inc|LLC)\.?)( [a-z]+){0,2} (sell|sells|rent|rents|license|licenses|trade|trades|make available|share|shares)\b[^.]{0,200}\b(data brokers?|brokers|advertis\w*|ads?\b|partners|third parties|marketing|identifiers|segments|personal (data|information)|usage data|location)/i;
/** Ad networks let in to collect on the business's site or app: sharing for cross-context behavioural advertising. */
const AD_NETWORKS_COLLECT =
  /\b(allow|allows|let|lets|permit|permits|enable|enables)\b[^.]{0,20}\b(advertising|ad|marketing|analytics and advertising) (networks?|partners|companies|platforms|vendors)\b[^.]{0,40}\b(collect|access|receive|place|set|embed|install|integrate|run)\b/i;
/**
 * The person's data used to target them with ads elsewhere — on other businesses' apps, sites or services: cross-context
 * behavioural advertising, and making the data available to the third parties that serve it is "sharing" under
 * § 1798.140 ("they … use them to target you with ads on other apps and websites", "so they can tailor the ads you see
 * across the web").
 */
const ADS_ELSEWHERE =
  /\b(target|show|serve|display|personali[sz]e|tailor|select|pick|retarget)\w*\b[^.;]{0,60}\b(ads|adverts?|advertis\w*)\b[^.;]{0,40}\b((on|across|in) (other|third[- ]party|partner|unrelated|different) (apps|sites|websites|services|platforms|properties)|across (the (web|internet)|apps|sites|websites|devices))\b/i;
/**
 * Disclosure to service providers or contractors only ("we disclose personal information to our payment processor and
 * carriers, who act as our service providers"): the CCPA's exception, neither a sale nor sharing, unless the same
 * sentence also names brokers, advertising or payment for the data.
 */
const TO_SERVICE_PROVIDERS = /\b(service providers?|contractors?|(payment )?processors?|on our behalf|(shipping|delivery) (carriers?|companies|partners))\b/i;
const FOR_ADS_OR_VALUE = /\b(data brokers?|brokers|advertis\w*|ads?\b|marketing (companies|partners)|cross-context|for (money|payment|a fee|(monetary|other valuable) consideration))\b/i;
const onlyToServiceProviders = (t: string) => TO_SERVICE_PROVIDERS.test(t) && !FOR_ADS_OR_VALUE.test(t) && !/\b(sell|sells|sold|rent|rents)\b/i.test(t);
/** Data made available or passed to advertising partners: "we make device identifiers available to advertising and analytics partners". */
const TO_AD_PARTNERS =
  /\b(we|the company)\b[^.]{0,20}\b(make|makes|provide|provides|pass|passes|give|gives|transfer|transfers|send|sends|supply|supplies)\b[^.]{0,150}\b(available )?to (our |selected |trusted |third[- ]party )?(advertising|ad|marketing)( and [a-z]+)? (partners|networks|companies|platforms|vendors)\b/i;
/** The notice itself calls the disclosure a sale or sharing: "under the CCPA this may be a 'sale' or 'sharing'". */
const CALLED_A_SALE = /\b(may|might|could|would|is|are|constitutes?|counts? as)\b( be)?( considered| treated as| deemed)?( a)? [“"']?(sale|selling)[”"']? (or|and(\/or)?) [“"']?(sharing|share)[”"']?/i;
/** The notice names its own practice in the statute's terms: "this is 'targeted advertising' under the Act". */
const NAMED_AS_SALE_OR_ADS =
  /\b(this|which|that|it|these uses?|such use) (is|are|constitutes?|counts? as|may be|might be|could be|would be|amounts? to)( considered| treated as| deemed)?( an?)? [“"']?(sale|selling|sharing|targeted advertising|cross-context behaviou?ral advertising)\b/i;
/** Selling or sharing named as a gerund subject: "Sharing data with our ad partners is how the app stays free". */
const SALE_BY_GERUND =
  /\b(selling|sharing|renting|passing on|handing over) (your |users'? |customers'? |the |our users'? )?(personal )?(data|info(rmation)?|details|browsing (data|history)|purchase history)\b[^.;]{0,60}\b(to|with) (our |selected |trusted |third[- ]party )?(data brokers?|brokers|advertis\w*|ad (partners|networks|companies)|marketing (partners|companies))\b/i;

/** Data passed on for ads shown elsewhere, in any tense: "is shared for cross-context ads", "sold for targeted advertising". */
const SHARED_FOR_ADS = /\b(shar(e|es|ed|ing)|sold|sell(s|ing)?|disclos(e|es|ed|ing))\b[^.;]{0,40}\bfor (cross-context|targeted|behaviou?ral|interest-based)( behaviou?ral)? (ads|adverts?|advertising)\b/i;

export const sellsOrShares = (ctx: RuleContext) =>
  ctx.doc.sentences.some((x) => SALE_BY_GERUND.test(x.text) && affirms(x.text, SALE_BY_GERUND) && !onlyToServiceProviders(x.text)) ||
  ctx.doc.sentences.some((x) => (TO_AD_PARTNERS.test(x.text) || CALLED_A_SALE.test(x.text) || NAMED_AS_SALE_OR_ADS.test(x.text)) && !NEGATED.test(x.text) && !onlyToServiceProviders(x.text)) ||
  ctx.doc.sentences.some((x) => SELLS.test(x.text) && !/\b(do not|don't|never|will not) (sell|share)\b[^.]{0,200}$/i.test(x.text) && !onlyToServiceProviders(x.text)) ||
  ctx.doc.sentences.some((x) => SELLS_LOOSE.test(x.text) && affirms(x.text, /\b(sell|sells|rent|rents|license|licenses|trade|trades|share|shares)\b/i) && !/\b(do not|don't|never|will not|won't) (sell|share)/i.test(x.text) && !onlyToServiceProviders(x.text)) ||
  anySentence(ctx.doc, [/\b(we|and) (sell|share) (personal data|personal information|the personal information)\b/i], [NEGATED]) ||
  anySentence(ctx.doc, [/\bprocess(es)? (it|personal data) for targeted advertising|for targeted advertising\b/i], [NEGATED]) ||
  // Said of the data in passing: "your viewing history keeps being shared for cross-context ads".
  anySentence(ctx.doc, [SHARED_FOR_ADS], [NEGATED, /\?/]) ||
  // Letting ad networks collect on our site is sharing: "we allow advertising networks to collect device identifiers".
  anySentence(ctx.doc, [AD_NETWORKS_COLLECT], [NEGATED]) ||
  anySentence(ctx.doc, [ADS_ELSEWHERE], [NEGATED, /\bopt(s|ing)?[- ]?out\b/i]) ||
  ctx.doc.sentences.some((x) => disclosesForValue(x.text));

/**
 * Health data named by its kind rather than as "health data": a diagnosis, a condition, symptoms, pregnancy, medicines,
 * a cycle or fertility log (a mental or physical health condition or diagnosis: Virginia § 59.1-575, Colorado
 * § 6-1-1303(24); health information: Cal. Civ. Code § 1798.140(ae)).
 */
const HEALTH_KINDS =
  String.raw`diagnos(is|es|ed)|(diagnosed|chronic|medical|health|mental|physical) conditions?|symptoms?|pregnan(cy|cies|t)|medications?|medicines?|prescriptions?|menstrua\w*|fertility|ovulation|(cycle|period) (dates|data|tracking|logs?)|reproductive health|sexual health|genetic (data|information|tests?|results)|blood (pressure|sugar|glucose|tests?)( readings)?`;
const SENSITIVE_PI = new RegExp(
  String.raw`\b((precise|exact)( device| gps| physical)? (geo)?location|gps location|social security (number)?|ssn|driver'?s licen[cs]e|biometric|fingerprints?|(face|facial) (geometry|recognition|templates?|scans?|prints?)|faceprints?|voiceprints?|health (information|data|conditions)|mental health|medical|racial|ethnic|religious|sexual orientation|sex life|union membership|account log-?in|financial account|bank account details|${HEALTH_KINDS})\b`,
  "i",
);

/** Sensitive personal information kept to the purposes needing no right to limit: "only to provide the services you ask for". */
const SPI_CONFINED =
  /\b(only|solely|exclusively|except|other than)\b[^.]{0,60}\b(to (provide|perform|deliver|supply|fulfil|fulfill) (the )?(services?|goods|products?|orders?)|for (the )?(services?|goods) (you|that you)|as (the law|the regulations|permitted|allowed) (permits?|allows?|allow)?|permitted (purposes|by law|by the regulations)|7027|reasonably (necessary|expected))/i;

const OPT_OUT_SIGNAL = /\b(global privacy control|gpc|opt-out preference signals?|universal opt-out( mechanisms?)?|browser[- ]based (universal )?opt-out signals?)\b/i;
const IGNORE =
  /\b(are|is) not (treated|honou?red|recogni[sz]ed|respected|processed|acted on|accepted) as\b|\b(do not|don't|will not|won't|does not|doesn't|isn't|cannot|can't|never)( currently| presently| yet| at this time)? (respond to|honou?r|recogni[sz]e|process|act on|detect|read|support|apply|give effect to|take (it|them|these|such signals) into account)|\b(ignore[sd]?|ignoring|disregard(s|ed|ing)?)\b|\b(is|are) not (currently )?(honou?red|recogni[sz]ed|respected|processed|acted (on|upon)|supported|detected|read|applied|taken into account)\b|\b(has|have|had) no (effect|impact|bearing)\b|\b(make|makes) no difference\b|\b(is|are|was|were)( currently)? (not (able|configured|set up|designed|built|equipped|programmed)|unable) to (respond to|honou?r|recogni[sz]e|process|act on|detect|read|support|apply)\b/i;

const OPT_OUT_LINK = /do not sell or share|your privacy choices|do not sell my/i;
/** The link named only to say it is not there: "we do not display a 'Do Not Sell or Share …' link". */
const NO_OPT_OUT_LINK =
  /\b(do not|don't|does not|doesn't|will not|won't|never|no longer) (display|show|provide|offer|have|include|put|post|add|use)\b[^.;]{0,15}["“']?(do not sell|your privacy choices)|\b(there is|there's|we have) no ["“']?(do not sell|your privacy choices)/i;

/** A fee for making a request itself (not a higher price for goods), which § 1798.130(a)(2) rules out. */
const REQUEST_FEE = /\b(fee|charge)\b[^.]{0,30}\b(for|per|on) (each|every|a|the|your|any)? ?(verifiable )?(consumer )?(request|application)s?\b|\b(processing|handling|administration|administrative) fee\b|\bcharge (you )?(a fee )?(to|for) (process|handl|respond)|\brequests? (costs?|is charged at) (US)?\$ ?\d+/i;

/** "We will not charge you a fee": the fee itself denied. */
const NEGATED_FEE = /\b(not|never|no|without) (be )?(charge|charged|charging|a fee|fees|any fee|surcharge|different price)/i;

const ccpa = (article: string): Cite => ({ source_id: "us-ca-ccpa", article });
const regs = (article: string): Cite => ({ source_id: "us-ca-ccpa-regulations", article });

/** Shops or other premises where the business meets consumers: it does not operate exclusively online. */
const PHYSICAL_PRESENCE = /\b(stores|shops|in-store|retail (locations|outlets|premises)|branches|showrooms|outlets|restaurants|salons|clinics)\b/i;
/** A way to make a request other than email: a toll-free or other number, a web form or portal, in person. */
const NON_EMAIL_METHOD = /\b(toll-?free|1-8\d\d|web ?form|online form|(online|privacy|request) portal|call(ing)? us|phone|telephone|in (person|store)|at (any|one) of our (stores|shops))\b/i;

/**
 * Requests taken only by email by a business that also meets consumers in its stores: a business that does not operate
 * exclusively online must offer at least two methods, one a toll-free number (§ 1798.130(a)(1)(A)).
 */
function emailOnlyWithStores(ctx: RuleContext, request: RegExp, methods: (t: string) => string) {
  if (!ctx.doc.mentions(PHYSICAL_PRESENCE) || !affirms(ctx.doc.text.match(/[^.\n]*\b(stores|shops|in-store|retail (locations|outlets|premises)|branches|showrooms|outlets|restaurants|salons|clinics)\b[^.\n]*/i)?.[0] ?? "", PHYSICAL_PRESENCE)) return null;
  const byEmail = ctx.doc.sentences.find((x) => request.test(x.text) && /\b(e-?mail(ing)?)\b/i.test(methods(x.text)) && affirms(methods(x.text), /\be-?mail/i));
  // A phone number in the list of data collected ("identifiers (name, email, phone)") is no method of making a request.
  const offered = (t: string) => !/\b(we collect|(information|data) we collect|identifiers)\b/i.test(t) && NON_EMAIL_METHOD.test(methods(t)) && affirms(methods(t), NON_EMAIL_METHOD);
  if (!byEmail || ctx.doc.sentences.some((x) => offered(x.text))) return null;
  return { sentence: byEmail, finding: "Requests can be made only by email, although a business that also deals with consumers in its stores must offer at least two methods, including a toll-free number." };
}

/**
 * The notice denies sharing (with selling or alone): "Pacific Trail does not sell or share your personal information". A
 * denial of selling alone is true of a business that only shares for advertising, and the opt-out link's name ("Do Not
 * Sell or Share My Personal Information") denies nothing.
 */
const DENIES_SALE = /\b((do|does|will) not|never) (sell or share|share or sell|share)\b(?! my\b)[^.]{0,40}\b(personal (information|data)|your (information|data))\b/i;

/** A higher price or lesser service for exercising a right (§ 1798.125), as sentence patterns. */
const NO_RETALIATION: SentencePattern[] = [

    { all: [/\b(opt out|opting out|opt-out|exercise|delete|request)/i, /\b(price (increases|rises|goes up|will (be higher|rise|increase))|price (rises|goes up|increases) (to|by)|charge (you )?more|increases? from|lose access|deny (you )?(goods|service))\b/i] },
    // A fee, surcharge or lost benefit attached to exercising a right (a disclosed financial incentive aside).
    { all: [/\b(opt(s|ed|ing)? out|opt-out|exercis\w+|delet\w+|ask(s|ed)? (us )?to delete|request(s|ed)?)\b/i, /\b((will|shall|may) be charged|(charged|pay|pays|paying) (the )?(full|list|regular|standard|higher|non-member)( list)? prices?|(a|an) [\w$.€£ ]{0,25}(fee|surcharge)|pay (a |an )?(fee|more|extra|surcharge|higher)|pay [$€£]?\d[\d.,]*\s?(dollars?|cents?|usd)? (more|extra)|cost(s|ing)? (you |them )?((US)?[$€£]\s?\d[\d.,]*\s?(dollars?|cents?|usd)? )?(more|extra)|(charged|charge (you|them)) [$€£]?\d[\d.,]*\s?(dollars?|cents?)? (more|extra)|higher prices?|no longer (be )?(eligible|receive|get)|lose (your |their )?([a-z]+ ){0,2}(discounts?|membership|access|benefits?|points|rewards?|prices?|pricing)|downgrad\w+|reduced (service|quality)|(fees?|prices?|rates?|charges?) (of )?(US)?\$?[\d.]* ?(higher|more)|(moves?|moved|switch(es|ed)?|reverts?|goes|put) (back )?to (standard|basic|regular|full|non-member) (pricing|prices?|rates?|plan|tier)|no (member |loyalty )?(discounts?|rewards?|member (prices?|benefits)))\b/i], none: [/\bfinancial incentive\b/i, NEGATED_FEE, REQUEST_FEE] },
    // Benefits withdrawn from those who opt out ("will no longer earn points or receive member prices"): the denial is the fact.
    { negationIsTheFact: true, all: [/\b(opt(s|ed)? out|opt-out|exercis\w+ (any|their|your|these|a) (privacy )?rights?)\b/i, /\b(no longer|not|cannot|can't) (be able to )?(earn|receive|get|collect|keep|be eligible for|qualify for|access)\b[^.]{0,40}\b(points|rewards?|discounts?|member (prices?|pricing|benefits)|benefits|loyalty)\b/i], none: [/\bfinancial incentive\b/i, /\b(will not|won't|do not|don't|never|shall not) (deny|charge|discriminat\w*|penali[sz]e|treat you differently)\b/i, /\bdifferent (price|rate|level|quality)\b/i] },
];

/** California Consumer Privacy Act as amended by the CPRA, with the CCPA Regulations (Cal. Code Regs. tit. 11, § 7000 ff.). */
function ccpaPackUnscoped(): RulePack {
  return {
    sourceIds: ["us-ca-ccpa", "us-ca-ccpa-regulations"],
    name: "CCPA/CPRA",
    rules: [
      practice({
        id: "ccpa-sale-statement",
        provision: "§ 1798.100(a)(1)",
        cites: [ccpa("1798.100"), ccpa("1798.130")],
        obligation: "The notice at collection and the privacy policy must say truthfully whether personal information is sold or shared (sharing includes disclosure for cross-context behavioural advertising).",
        severity: "high",
        breach: (ctx) => {
          const denial = ctx.doc.sentences.find((x) => DENIES_SALE.test(x.text));
          return denial && sellsOrShares(ctx) ? { sentence: denial } : null;
        },
        met: [{ all: [DENIES_SALE] }],
        finding: "The notice says personal information is not sold or shared, but what it describes elsewhere (advertising partners tracking visitors, data given for value) is selling or sharing under the Act.",
        fix: "Correct the statement: disclose that personal information is sold or shared, the categories and recipients, and give the right to opt out, or stop the practice.",
      }),
      practice({
        id: "ccpa-opt-out-link",
        provision: "§ 1798.135(a)",
        cites: [ccpa("1798.135"), ccpa("1798.120"), regs("7013")],
        obligation: "A business that sells or shares personal information must let consumers opt out, with a clear and conspicuous \"Do Not Sell or Share My Personal Information\" link (or the alternative \"Your Privacy Choices\" link) and a notice of the right to opt out.",
        severity: "high",
        breach: (ctx) => {
          // A sale with no way to stop it, in everyday words, is the breach whatever else the text offers.
          const noWay = ctx.doc.sentences.find((_, i) => saleWithoutOptOutAt(ctx.doc.sentences, i));
          if (noWay) return { sentence: noWay };
          if (!sellsOrShares(ctx)) return null;
          if (anySentence(ctx.doc, [OPT_OUT_LINK], [NO_OPT_OUT_LINK])) return null;
          if (anySentence(ctx.doc, [OPT_OUT_SIGNAL, /\b(honou?r|treat|recogni[sz]e)/i], [IGNORE])) return null;
          const s = firstBreach(ctx, [{ all: [SELLS] }, { all: [SELLS_LOOSE] }, { all: [/\b(sell|share)\b/i] }, { all: [AD_NETWORKS_COLLECT] }, { all: [TO_AD_PARTNERS] }, { all: [CALLED_A_SALE] }, { all: [SALE_BY_GERUND] }, { all: [ADS_ELSEWHERE], none: [/\bopt(s|ing)?[- ]?out\b/i] }]) ?? ctx.doc.sentences.find((x) => disclosesForValue(x.text)) ?? null;
          return s ? { sentence: s } : null;
        },
        met: [{ all: [/do not sell or share my|your privacy choices/i], none: [NO_OPT_OUT_LINK] }],
        finding: "Personal information is sold or shared, but there is no \"Do Not Sell or Share My Personal Information\" link or other way to opt out.",
        fix: "Add a \"Do Not Sell or Share My Personal Information\" link on the homepage (or the \"Your Privacy Choices\" alternative), describe the right to opt out in the privacy policy, and stop selling or sharing within 15 business days of an opt-out.",
      }),
      practice({
        id: "ccpa-opt-out-signal",
        provision: "Cal. Code Regs. tit. 11, § 7025",
        cites: [regs("7025"), ccpa("1798.135")],
        obligation: "A business that sells or shares personal information must treat an opt-out preference signal such as Global Privacy Control as a valid request to opt out for that browser or device and any linked consumer profile.",
        severity: "high",
        breach: (ctx) => {
          // The signal named and ignored, here or in the sentence after ("… a privacy signal asking us not to sell your data. We'll ignore it").
          const s = firstBreach(ctx, [{ negationIsTheFact: true, all: [OPT_OUT_SIGNAL, IGNORE] }]) ?? ctx.doc.sentences.find((_, i) => browserSignalIgnoredAt(ctx.doc.sentences, i)) ?? null;
          const deniesSelling = (t: string) => /\b(neither sells? nor shares?|(do|does) not sell|(don't|never|not) sell)\b/i.test(t);
          return s && (sellsOrShares(ctx) || (/\b(sell|sold|shar(e|ing))\b/i.test(s.text) && !deniesSelling(s.text))) ? { sentence: s } : null;
        },
        met: [{ all: [OPT_OUT_SIGNAL, /\b(honou?r|treat|recogni[sz]e|valid request)/i], none: [IGNORE] }],
        finding: "Global Privacy Control (an opt-out preference signal) is ignored although personal information is sold or shared.",
        fix: "Detect Global Privacy Control (the Sec-GPC header) and treat it as a request to opt out of sale and sharing for that browser and any profile linked to it, without asking for more information.",
      }),
      practice({
        id: "ccpa-opt-out-verification",
        provision: "Cal. Code Regs. tit. 11, § 7026",
        cites: [regs("7026"), ccpa("1798.135")],
        obligation: "A request to opt out of sale or sharing is not a verifiable consumer request: the business may ask only for what it needs to act on it, not proof of identity, an account or a notarised letter.",
        severity: "high",
        breach: (ctx) => {
          const s = ctx.doc.sentences.find((x) => OPT_OUT_ASKED.test(x.text) && IDENTITY_PROOF.test(x.text) && affirms(x.text, IDENTITY_PROOF) && !/\b(delet\w*|correct\w*|to know|access)\b/i.test(x.text));
          return s ? { sentence: s } : null;
        },
        finding: "Consumers must prove their identity (an ID document, verification data such as a date of birth or card digits, or an account) to opt out of sale or sharing, which the Regulations do not allow.",
        fix: "Accept opt-outs of sale and sharing without verification: a \"Do Not Sell or Share\" link or \"Your Privacy Choices\" toggle, a toll-free number or email, and opt-out preference signals; ask only for what is needed to find the consumer's data.",
      }),
      practice({
        id: "ccpa-opt-out-timing",
        provision: "Cal. Code Regs. tit. 11, § 7026(f)",
        cites: [regs("7026")],
        obligation: "A business must stop selling and sharing the consumer's personal information as soon as feasibly possible, and no later than 15 business days after receiving an opt-out request.",
        severity: "medium",
        breach: (ctx) => {
          // 15 business days are three calendar weeks (timeLimitDays counts working days in calendar-equivalent days).
          const late = ctx.doc.sentences.find((x) => {
            if (!OPT_OUT_TAKES_EFFECT.test(x.text) && !(OPT_OUT_ASKED.test(x.text) && /\b(take effect|processed|honou?red|applied|actioned)\b/i.test(x.text))) return false;
            const limit = timeLimitDays(x.text);
            return limit !== null && limit.days > 21;
          });
          return late ? { sentence: late } : null;
        },
        finding: "Opt-outs of sale or sharing take effect later than the 15 business days the Regulations allow.",
        fix: "Stop selling and sharing the consumer's personal information as soon as feasibly possible and within 15 business days of the opt-out request, and notify third parties who received it since the request.",
      }),
      practice({
        id: "ccpa-request-methods",
        provision: "§ 1798.130(a)(1)",
        cites: [ccpa("1798.130"), regs("7020")],
        obligation: "A business must offer at least two designated methods for requests to know, delete and correct, including a toll-free number (a business operating exclusively online with a direct relationship may offer an email address only); a business with a website must offer a web-based method.",
        severity: "medium",
        breach: (ctx) => {
          // Requests taken only by post: a postal method stated, and no other method offered anywhere in the text (a
          // method mentioned only to be refused, "we do not accept requests by email", is not offered).
          const request = new RegExp(`\\b(requests?|request (to )?(know|delete|correct)|deletion of your personal information|to (know|delete|correct)|(exercise|use) (any of |one of |all of )?(these|your|the|those|this|such) (privacy )?rights?)\\b|${RIGHT_ASKED_FOR.source}`, "i");
          const postal = /\b(by fax|fax(ed)? to|in person|at (our|one of our|the) (office|branch|store|shop|counter|head office)s?|notari[sz]ed|write to us|writing to|by (post|mail|letter|postal mail|courier)|in writing to|written request|postal address|p\.?\s?o\.? box|mail (your|a|the) request|(mailed|posted|sent by (post|mail)|delivered) to (our|the|us)|send (it|them|a letter|your (request|letter)) to our ((head|main|registered|corporate) )?(office|address|headquarters)|send(ing)? (us )?a (letter|written request)|(send|mail|post)(ing)? (us )?an? (signed|written|dated|notari[sz]ed)( and (signed|dated))? letter|signed letter|(an?|by|via) (registered |recorded |signed |written )?letter (sent|mailed|posted|addressed|delivered) to)\b/i;
          const other = /\b(toll-?free|web ?form|online form|online portal|call(ing)?|phone|telephone|email(ing)?|e-mail|privacy portal)\b/i;
          // An email address or phone number the letter must contain ("your account email") is no method of making the request.
          const methods = (t: string) => t.replace(/\b(your|account|the|registered|full)( account)? (e-?mail|phone|telephone)( address| number)?( (on|of|for) your account)?\b/gi, "");
          const s = ctx.doc.sentences.find((x) => request.test(x.text) && postal.test(x.text) && affirms(x.text, postal) && !(other.test(methods(x.text)) && affirms(methods(x.text), other)));
          if (!s) return emailOnlyWithStores(ctx, request, methods);
          // A list of the data collected ("identifiers (name, email, device ID)") offers no method of making a request.
          const COLLECTED = /\b(categories|we collect|(we )?(have )?collected|collect(s|ed)? (the following|these))\b/i;
          const offeredElsewhere = ctx.doc.sentences.some((x) => x !== s && !COLLECTED.test(x.text) && request.test(x.text) && other.test(methods(x.text)) && affirms(methods(x.text), other));
          return offeredElsewhere ? null : { sentence: s };
        },
        met: [{ all: [/\brequests?\b/i, /\b(toll-?free|web ?form|online form|calling 1-8)/i] }],
        finding: "Deletion and other requests can be made only by post, not by a toll-free number or a web method.",
        fix: "Offer at least two methods, including a toll-free telephone number, and a web form if you have a website; accept requests by any of them.",
      }),
      practice({
        id: "ccpa-response-time",
        provision: "§ 1798.130(a)(2)",
        cites: [ccpa("1798.130"), regs("7021")],
        obligation: "Requests to know, delete and correct must be confirmed within 10 business days and answered free of charge within 45 calendar days of receipt, extendable once by 45 days with notice and reasons.",
        severity: "medium",
        breach: (ctx) => {
          const fee = firstBreach(ctx, [{ all: [REQUEST_FEE, /\b(requests?|to know|to delete)\b/i], none: [NEGATED_FEE, /\bmanifestly unfounded|excessive\b/i] }]);
          if (fee) return { sentence: fee, finding: "Consumers are charged for making a request, which must be answered free of charge." };
          return longerThan(ctx, 45, REQUEST_HANDLED);
        },
        met: [{ all: [/\b(respond|answer|handled|reply)\b/i, /\bwithin 45 (calendar )?days\b/i], none: [REQUEST_FEE] }],
        finding: "Requests are given longer than the 45 days the law allows.",
        fix: "Confirm receipt within 10 business days and answer within 45 calendar days of receipt (verification does not stop the clock); extend once by up to 45 days only with notice and reasons.",
      }),
      practice({
        id: "ccpa-sensitive-limit",
        provision: "§ 1798.121",
        cites: [ccpa("1798.121"), regs("7027"), regs("7014")],
        obligation: "A business that uses sensitive personal information beyond what is needed to provide the goods or services must let consumers limit that use, with a \"Limit the Use of My Sensitive Personal Information\" link.",
        severity: "high",
        breach: (ctx) => {
          if (anySentence(ctx.doc, [/limit the use of my sensitive|your privacy choices/i])) return null;
          // No right to limit is owed where sensitive personal information serves only the purposes the Regulations
          // allow (Regulations, § 7027): "we do not use it except to provide the services you ask for, so we offer no right to limit".
          const confined = ctx.doc.sentences.some((x) => /\bsensitive\b/i.test(x.text) && SPI_CONFINED.test(x.text));
          // Sensitive data used for others' offers, then the right to limit denied in any words in the sentence after:
          // "… to decide which sponsors' offers you see. There is no option to restrict this use."
          const sentences = ctx.doc.sentences;
          const deniedNext = confined ? undefined : sentences.find((x, i) => i > 0 && LIMIT_DENIED.test(x.text) && REFERS_BACK.test(x.text) && SENSITIVE_PI.test(sentences[i - 1].text) && affirms(sentences[i - 1].text, SENSITIVE_PI) && !SPI_CONFINED.test(sentences[i - 1].text));
          if (deniedNext) return { sentence: deniedNext };
          const unlimited = confined ? undefined : sentences.find((_, i) => sensitiveUseUnlimitedAt(sentences, i, SENSITIVE_PI));
          if (unlimited) return { sentence: unlimited };
          const s =
            (confined ? null : firstBreach(ctx, [{ negationIsTheFact: true, all: [/\b(do not|don't|no) (provide|offer)\b[^.]{0,200}\blimit\b/i, /\bsensitive\b/i] }])) ??
            firstBreach(ctx, [
              { all: [SENSITIVE_PI, /\b(target|advertis\w*|marketing|productivity|promotions?|profil\w*|infer|sponsored|personali[sz]ed (offers|ads))|\b(show|serve|send|display)s? (you )?ads\b/i], none: [NEGATED, SPI_CONFINED] },
              // The right to limit denied in the sentence that names the sensitive data: "users cannot limit this use".
              { negationIsTheFact: true, all: [SENSITIVE_PI, /\b(cannot|can ?not|can't|no (way|option|means) to|not (possible|able) to|unable to) (\w+ ){0,2}limit\b/i], none: [SPI_CONFINED] },
            ]);
          return s ? { sentence: s } : null;
        },
        finding: "Sensitive personal information is used beyond what the service needs, with no way to limit that use.",
        fix: "Either confine sensitive personal information to the purposes the Regulations allow without a right to limit (§ 7027), or offer a \"Limit the Use of My Sensitive Personal Information\" link and honour requests to limit.",
      }),
      practice({
        id: "ccpa-minors",
        provision: "§ 1798.120(c)",
        cites: [ccpa("1798.120")],
        obligation: "A business may not sell or share the personal information of consumers it knows are under 16 without affirmative authorisation (the consumer's if 13 to 15, a parent's if under 13).",
        severity: "high",
        breach: [
          { all: [/\b(sell|sells|selling|sold|sales?|share|shares|sharing|shared)\b/i, /\b(13 to 15|under 16|aged 13|teen(ager)?s?|minors?|children)\b/i, /\b(unless they opt out|including users|all (users|accounts)|by default|on the same (basis|terms) as (adults|everyone( else)?('s)?|other (users|players|members|accounts|customers))|(stop|stops|end|ends) (only )?(if|when|once) (the |a )?(player|user|consumer|teen|child|minor|parent))\b/i], none: [/\b(do not|never) (sell|share)\b(?! (or share )?my personal)/i, /\b(off|disabled|switched off|turned off) (by default|unless|until)\b/i, /\bonly (if|when|after|once) (they|the (player|user|teen|child)|a parent) (opt|opts|opted) in\b/i] },
          // An opt-out model for under-16s, however worded: sold unless someone objects or opts out.
          { all: [/\b(sell|sells|sold|share|shares|shared)\b/i, /\b(1[0-5]|under[- ](13|16)|minors?|children|teen\w*)\b/i, /\bunless\b[^.]{0,200}\b(opts? out|opt-out|object\w*|tells? us|contacts? us|asks? us|requests?)\b/i], none: [/\b(do not|never|will not) (sell|share)\b|\b(are|is|will be) (never|not) (sold|shared)\b/i] },
        ],
        finding: "The personal information of users under 16 is sold unless they opt out, instead of only after they opt in.",
        fix: "Do not sell or share the data of users known to be under 16 unless they (13 to 15) or a parent (under 13) have opted in; treat age signals as actual knowledge.",
      }),
      practice({
        id: "ccpa-no-retaliation",
        provision: "§ 1798.125",
        cites: [ccpa("1798.125")],
        obligation: "A business may not charge a different price, or give a different quality of service, because a consumer exercised a privacy right, unless the difference is reasonably related to the value of the data under a disclosed financial incentive.",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, NO_RETALIATION) ?? ctx.doc.sentences.find((x, i) => penalisedForRightsAt(ctx.doc.sentences, i) && !/\bfinancial incentive\b/i.test(x.text)) ?? null;
          return s ? { sentence: s } : null;
        },
        finding: "Consumers who opt out or exercise a right pay more or lose service.",        fix: "Keep the same price and service for consumers who exercise their rights; any difference must be a financial incentive offered with a notice, opt-in consent and a value reasonably related to the data.",
      }),
      practice({
        id: "ccpa-retention-notice",
        provision: "§ 1798.100(a)(3)",
        cites: [ccpa("1798.100"), regs("7012")],
        obligation: "The notice at collection must state how long each category of personal information will be kept, or the criteria used to decide.",
        severity: "medium",
        appliesTo: NOTICE,
        breach: (ctx) => {
          const vague = firstBreach(ctx, [{ all: [KEEP, INDEFINITE] }]) ?? ctx.doc.sentences.find((x) => retainsWithoutLimit(x.text)) ?? null;
          if (vague) return { sentence: vague, finding: "The retention period is left to the business's discretion, which is neither a period nor criteria." };
          if (anySentence(ctx.doc, [RETENTION_ACT, RETENTION_TERM])) return null;
          // Silence is a breach only in the notice itself, not in a form or an extract.
          return presentsAsNotice(ctx) && !headedAsOneSection(ctx) ? { sentence: null, finding: "The notice does not say how long personal information is kept." } : null;
        },
        met: [{ all: [RETENTION_ACT, RETENTION_TERM] }],
        finding: "The notice does not say how long personal information is kept.",
        fix: "State, for each category of personal information, how long it is kept or the criteria used to decide, and do not keep it longer than necessary.",
      }),
    ],
  };
}

const APPEAL = /\bappeal/i;
/**
 * Drops each clause about appeals ("and we decide appeals within 60 days") before the time for a request is read. Each
 * clause is matched once and tested for the word: a pattern spanning the clause around "appeal" was tried from every
 * character of a long clause to its end (quadratic: 50,000 characters without a comma took 9.5 s).
 */
const withoutAppealClauses = (text: string) => (APPEAL.test(text) ? text.replace(/[^.;,]+/g, (clause) => (APPEAL.test(clause) ? "" : clause)) : text);

/** The time an opt-out takes to apply (Regs § 7026(f)), not the time to answer a request to know, delete or correct. */
const OPT_OUT_TAKES_EFFECT = /\bopt[- ]?outs?\b[^.;]{0,40}\b(take effect|takes effect|(are|is) (honou?red|processed|applied|effective|actioned)|apply|applied)\b/i;

/** Consent not asked for: "no consent is asked", "we do not ask for your consent", "without asking you". */

/**
 * A consumer right asked for by what it gets them, not by the word "request": "to have your information deleted", "if
 * you want a copy of the personal information we hold", "to correct your details", "reach us about your information".
 */
const RIGHT_ASKED_FOR =
  /\b(have|get) (your|their) ([\w-]+ ){0,2}(information|data|details|account|records?) ([\w-]+ ){0,2}(deleted|erased|removed|corrected|fixed|updated)\b|\b(want|wish|like|to get|to receive|to obtain|request) an? (copy|list) of (the |your )?([\w-]+ ){0,2}(information|data|details)\b|\bto (delete|erase|correct|access|see) (your|the) ([\w-]+ ){0,2}(information|data|details)\b|\b(reach|contact|write to) us (about|regarding|concerning) (your )?(personal )?(information|data|privacy)\b/i;
/** A request handled, or the work it asks for done: answered, dealt with, deletions completed, copies sent. */
const REQUEST_HANDLED =
  /\b(requests?|respond|handled|answered|reply|replies|deal with|dealt with|processed|complet\w+ (the |all |your )?(deletions?|corrections?|requests?)|(deletions?|corrections?|copies) (are|is|will be) (made|done|completed|carried out|sent( out)?|provided|issued)|(copies|copy) (sent|provided|issued))\b/i;

/** Opting out of sale, sharing or targeted advertising, in any words: "to opt out", "to stop us sharing", "Do Not Sell or Share". */
const OPT_OUT_ASKED =
  /\b(opt(ing)?[- ]outs?|do not (sell|share)|stop (us )?(sell|shar)\w*|limit (the )?(use|sharing)|ad partners' use)\b/i;
/**
 * Proof of identity or an account demanded: photo ID, a driver's license, a notarised letter, logging in; or the data
 * used to verify identity (a date of birth, the last digits of a card or Social Security number), which finds no one's
 * data for an opt-out that the request itself (or a browser's signal) does not already find.
 */
const IDENTITY_PROOF =
  /\b((photo|government|government-issued|proof of) id(entity|entification)?|copy of your (id|passport|driver'?s licen[cs]e)|driver'?s licen[cs]e|passport|notari[sz]ed|(verify|confirm\w*|prove) your identity|identity (verification|check)|log (in|on) to your account|create an account|sign in to your account|date of birth|birth ?date|last (four|4|two|2) digits of (your|the) ([\w-]+ ){0,2}(card|social security number|ssn|account( number)?))\b/i;

/**
 * The text is headed as one named section of a policy ("Privacy Policy, \"Your California rights\"", "Privacy notice —
 * section 4"): what the whole notice must state can be elsewhere in it.
 */
function headedAsOneSection(ctx: RuleContext): boolean {
  const opening = ctx.doc.sentences[0]?.text ?? "";
  return /\b(policy|notice|statement)\s*[,:–—-]\s*["“‘][^"”’]{3,60}["”’]|\b(section|part|chapter|clause)\s+\d+\b/i.test(opening);
}

function longerThan(ctx: RuleContext, limit: number, subject: RegExp) {
  const hit = sentenceAllowingLonger(ctx, limit, { all: [subject, /\bwithin\b/i], none: [/\b(breach|incident|opt-?outs? (are|is) honou?red)\b/i, OPT_OUT_TAKES_EFFECT, /\badditional 45|extend/i, APPEAL] });
  if (hit && !lawfulExtension(hit.sentence.text, limit, limit * 2)) return hit;
  // Any wording of the limit ("no later than 60 days", "take up to 90 days"); an extension of it is not the limit, and
  // the time for deciding an appeal ("we decide appeals within 60 days") is not the time for answering the request.
  for (const [i, s] of ctx.doc.sentences.entries()) {
    const text = withoutAppealClauses(s.text);
    // The requests named in the sentence, or a reply time right after the sentence listing the rights.
    const aboutRequests = (subject.test(text) && /\b(requests?|respond\w*|answer\w*|reply|replies|deletions?|corrections?|copies)\b/i.test(text)) || answersRequestAt(ctx.doc.sentences, i);
    if (!aboutRequests || /\b(backups?|archives?)\b/i.test(text) || /\b(breach|incident|opt-?outs? (are|is) honou?red|confirm\w* receipt)\b/i.test(text) || OPT_OUT_TAKES_EFFECT.test(text)) continue;
    const limitDays = timeLimitDays(text);
    if (limitDays && limitDays.days > limit && !lawfulExtension(text, limit, limit * 2)) return { sentence: s, finding: `Requests are given ${limitDays.raw}, longer than the ${limit} days the law allows.` };
  }
  return null;
}

/** Conduct taken as agreement: "by downloading or continuing to use the app you agree", "continued use means you accept". */
const CONDUCT_AGREES =
  /\b(by (downloading|installing|using|continuing to use|accessing|opening|registering|signing up|creating an account)|(continued|continuing) use|(if|when|once) you (download|install|use|continue to use|keep using))\b[^.]{0,80}\b(you (are |will be )?((deemed|taken|treated|considered|assumed) (to )?(have )?)?(agree|consent|accept)|(means|constitutes|counts as|is taken as|signifies) (your )?(agreement|consent|acceptance|that you (agree|consent|accept))|means you (agree|consent|accept))\w*/i;
/** Agreement that refers to what the sentence before described: "you consent to this", "you agree to it". */
const POINTS_BACK = /\b(agree|consent|accept)\w* (to )?((this|that|it|these|them|all of this)(?=\s*([;,.!]|$))|(this|that|these|such) (processing|use|uses|collection)\b)/i;
/** Data the sentence before named, referred to: "this information", "these details", "such data". */
const DATA_NAMED_BEFORE = /\b(this|these|that|those|such) (information|data|details|entries|logs|records)\b/i;
/** Sensitive data asked for separately: "only if you opt in", "a switch that is off until you turn it on". */
const SEPARATE_OPT_IN = /\b(opt[- ]?in|only (if|when|after) you (choose|agree|switch|turn|tick|allow)|separate(ly)?|off until you|unticked|not consent to)\b/i;

/** Switched on without the consumer's say: "enabled by default", "we do not ask for your permission first". */
const DEFAULT_ON_OR_UNASKED =
  /\b((switched|turned|set) on|enabled|active|on) by default\b|\b(do not|don't|never|will not) (show|display|ask for|request|seek) (a |any |your )?(permission|consent|opt-in)( (screen|prompt|request))?\b|\bwithout (a |any )?(permission (screen|prompt)|asking (for )?(your )?permission)\b/i;
/** The kind of sensitive data, named again in a later sentence ("location tracking", "health readings"). */
const SENSITIVE_KIND = /\b(location|geolocation|gps|health|biometric|fingerprints?|face|genetic)\b/i;

/** The right to limit denied in any words: "there is no option to restrict this use", "you cannot switch this off". */
const LIMIT_DENIED =
  /\b(cannot|can ?not|can't|no (way|option|means|setting|choice|control) to|not (possible|able) to|unable to|(is|are) no (way|option|setting) to) (\w+ ){0,2}(limit|restrict|stop|switch off|turn off|opt out of)\b/i;
/** A known child: "children under 13", "kids aged 8 to 12". */
const KNOWN_CHILD = /\b(child(ren)?|kids?) (under|below|younger than) (the age of )?1[0-3]\b|\b(child(ren)?|kids?) aged ([1-9]|1[0-2])\b/i;
/** Asking for consent in any words: "ask for your permission", "seek consent", "an opt-in screen", "ask users to agree". */
const CONSENT_REQUEST =
  /\b(ask(s|ed|ing)?|seek(s|ing)?|sought|obtain(s|ed|ing)?|request(s|ed|ing)?|get(s|ting)?|need(s|ed)?|require(s|d)?|prompt(s|ed)?)\b[^.;]{0,30}\b(consent|permission|opt-?in|approval|to agree|to opt in)\b|\b(consent|permission|opt-?in|approval)\s+(screens?|prompts?|box(es)?|requests?|steps?|forms?|questions?|dialog(ue)?s?|pop-?ups?)\b/i;
/** Consent to something other than the data just named: messages, cookies, terms. */
const OTHER_CONSENT_OBJECT = /\b(e-?mails?|newsletters?|texts?|sms|calls?|cookies?|trackers?|marketing (messages|communications)|terms( of (use|service))?)\b/i;
/** A sentence that points back to what the sentence before it described: "for this", "that information", "these entries". */
const REFERS_BACK = /\b(this|that|these|those|it|them|such)\b/i;

/**
 * Sensitive data used with consent denied, in the sentence naming the data or in one of the two after it that points
 * back to it ("… logs your diagnoses. We use these entries for ads. No opt-in screen is shown for this use."). Never
 * a denial that is itself a promise of consent ("we never use it without asking you first").
 */
function sensitiveConsentDenied(ctx: RuleContext) {
  const sentences = ctx.doc.sentences;
  return sentences.find((x, i) => {
    const denied = (CONSENT_REQUEST.test(x.text) && !affirms(x.text, CONSENT_REQUEST)) || CONSENT_NOT_SOUGHT.test(x.text);
    if (ONLY_WITH_CONSENT.test(x.text) || !denied) return false;
    if (SENSITIVE_PI.test(x.text)) return true;
    const namedIn = (p: Sentence) => SENSITIVE_PI.test(p.text) && affirms(p.text, SENSITIVE_PI);
    if (REFERS_BACK.test(x.text) && sentences.slice(Math.max(0, i - 2), i).some(namedIn)) return true;
    // Right after the sentence naming the sensitive data, a denial of consent with no object of its own is about them:
    // "Your sexual orientation … is used for ad targeting. We do not ask separately for your consent."
    return i > 0 && namedIn(sentences[i - 1]) && !OTHER_CONSENT_OBJECT.test(x.text);
  });
}

/**
 * Consent to sensitive data taken from conduct (Virginia § 59.1-575, Colorado § 6-1-1303(5)): installing, using or going
 * on using the app, taken as agreement to processing that names sensitive data or covers everything the notice describes
 * while it collects them ("The app reads your heart rate. By downloading it you are deemed to agree to this processing.").
 */
/** Agreement given to everything the notice describes: "all the processing in this policy", "everything described in this Notice". */
const ALL_OF_THE_NOTICE =
  /\b(all|any|every|everything|each)\b[^.]{0,30}\b(processing|uses?|purposes?|(in|described in|set out in) this (notice|policy))\b|\b(processing|uses?|purposes?) (described|set out|listed|explained) in this (notice|policy)\b/i;

function consentByConduct(ctx: RuleContext) {
  const sentences = ctx.doc.sentences;
  const collectsSensitive = sentences.some((x) => SENSITIVE_PI.test(x.text) && affirms(x.text, SENSITIVE_PI));
  if (!collectsSensitive) return null;
  const t = firstBreach(ctx, [
    { all: [CONDUCT_AGREES, SENSITIVE_PI], none: [SEPARATE_OPT_IN] },
    // The kind named again once the notice has said it collects it: "… your precise geolocation (GPS) …. By using the
    // app you agree to our use of your location."
    { all: [CONDUCT_AGREES, SENSITIVE_KIND], none: [SEPARATE_OPT_IN] },
    { all: [CONDUCT_AGREES, ALL_OF_THE_NOTICE], none: [SEPARATE_OPT_IN] },
  ]);
  if (t) return t;
  // Conduct read as a yes to the whole notice, in any words: "Creating a profile is taken as your acceptance of … everything described in this Notice".
  const whole = sentences.find((x) => conductTakenAsConsent(x.text) && ALL_OF_THE_NOTICE.test(x.text) && !SEPARATE_OPT_IN.test(x.text));
  if (whole) return whole;
  // Any conduct read as a yes ("downloading the app counts as your agreement to our use of this health information").
  // Right after the sentence naming the data, conduct read as a yes with no object of its own is about them: "The app
  // records your mental health check-ins … Signing up counts as agreement."
  const read = sentences.find(
    (x, i) =>
      conductTakenAsConsent(x.text) &&
      (SENSITIVE_PI.test(x.text) || SENSITIVE_KIND.test(x.text) || (i > 0 && SENSITIVE_PI.test(sentences[i - 1].text) && (POINTS_BACK.test(x.text) || !OTHER_CONSENT_OBJECT.test(x.text)))),
  );
  if (read) return read;
  // "The app collects your precise geolocation … By using the app you consent to this" or "… to our use of this
  // information": the agreement points back to the sensitive data named in one of the two sentences before.
  return (
    sentences.find(
      (x, i) =>
        i > 0 &&
        CONDUCT_AGREES.test(x.text) &&
        (POINTS_BACK.test(x.text) || DATA_NAMED_BEFORE.test(x.text)) &&
        !(SEPARATE_OPT_IN.test(x.text) && affirms(x.text, SEPARATE_OPT_IN)) &&
        sentences.slice(Math.max(0, i - 2), i).some((p) => SENSITIVE_PI.test(p.text)),
    ) ?? null
  );
}

/** The right to opt out of sale or targeted advertising denied: "consumers have no right to opt out", "we do not accept opt-outs". */
const OPT_OUT_DENIED =
  /\b(opting[- ]?out\b[^.;]{0,40}\b(is|are) not (available|offered|possible|accepted|allowed|supported)|no (right|way|option|means) to opt[- ]?out|(cannot|can ?not|can't|may not) opt[- ]?out|not (possible|able) to opt[- ]?out|opt[- ]?outs? (is|are) not (available|offered|possible|accepted|honou?red)|(do|does|will) not (offer|provide|accept|honou?r|process) (an? |any )?(opt[- ]?outs?|requests? to opt[- ]?out)|(there is|there's|there are|with) no opt[- ]?outs? (for|from|of|to)\b)\b/i;

/**
 * Virginia § 59.1-577(A)(5) and Colorado § 6-1-1306(1)(a): a consumer may opt out of the sale of personal data and of
 * its processing for targeted advertising (and profiling); a text that sells or targets ads and denies the opt-out
 * breaches it.
 */
function optOutRight(id: string, provision: string, cites: Cite[]) {
  return practice({
    id,
    provision,
    cites,
    obligation: "Consumers have the right to opt out of the sale of their personal data, of its processing for targeted advertising and of profiling with significant effects.",
    severity: "high",
    breach: (ctx) => {
      const s = firstBreach(ctx, [{ negationIsTheFact: true, all: [OPT_OUT_DENIED] }]);
      // "You can't opt out of the sale of your data": the denial itself says the data are sold.
      return s && (sellsOrShares(ctx) || /\b(sale|selling|sold|targeted advertising|targeted ads)\b/i.test(s.text)) ? { sentence: s } : null;
    },
    finding: "Personal data is sold or used for targeted advertising, but consumers are told they cannot opt out.",
    fix: "Let consumers opt out of the sale of their personal data and of targeted advertising by a clear, easy method, and honour the opt-out.",
  });
}

/** Virginia Consumer Data Protection Act. */
function virginiaPackUnscoped(): RulePack {
  const va = (article: string): Cite => ({ source_id: "us-va-cdpa", article });
  return {
    sourceIds: ["us-va-cdpa"],
    name: "Virginia Consumer Data Protection Act",
    rules: [
      practice({
        id: "va-sensitive-consent",
        provision: "§ 59.1-578",
        cites: [va("59.1-578")],
        obligation: "Sensitive data (health, precise geolocation, racial or ethnic origin, religion, sexual orientation, biometric and genetic data, known children's data) may only be processed with the consumer's consent.",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, [
            { all: [SENSITIVE_PI, /\b(without (first )?(asking (for )?|seeking |obtaining |getting )?(your |their )?consent|do not (\w+ly )?ask (\w+ly )?for (your |their )?(separate )?consent|no consent)\b/i], none: [ONLY_WITH_CONSENT] },
            { negationIsTheFact: true, all: [SENSITIVE_PI, CONSENT_NOT_SOUGHT], none: [ONLY_WITH_CONSENT] },
            { negationIsTheFact: true, all: [/\bsensitive data\b/i, /\b(do not ask|without) (for )?(your )?consent\b/i], none: [ONLY_WITH_CONSENT] },
            // Used until the consumer objects: an opt-out is not consent.
            { all: [SENSITIVE_PI, OPT_OUT_BASIS] },
          ]);
          if (s) return { sentence: s };
          // Consent said not to be asked for a use of sensitive data named in one of the two sentences before ("we use
          // your cycle dates … to show sponsored products. … We don't ask for a separate permission").
          const sentences = ctx.doc.sentences;
          const unasked = sentences.find(
            (x, i) => CONSENT_NOT_SOUGHT.test(x.text) && !ONLY_WITH_CONSENT.test(x.text) && sentences.slice(Math.max(0, i - 2), i).some((y) => SENSITIVE_PI.test(y.text) && !NEGATED.test(y.text)),
          );
          if (unasked) return { sentence: unasked, finding: "Sensitive data is processed without asking for the consumer's consent." };
          const denied = sensitiveConsentDenied(ctx);
          if (denied) return { sentence: denied };
          // A known child's data is sensitive data (§ 59.1-575), and only a parent can consent for the child.
          const child = ctx.doc.sentences.find((x) => KNOWN_CHILD.test(x.text) && NO_PARENT.test(x.text) && !ONLY_WITH_CONSENT.test(x.text));
          if (child) return { sentence: child, finding: "A known child's data, which is sensitive data, is processed without a parent's consent." };
          // Collection of sensitive data switched on by default or started without asking, named in the sentence or in the
          // one before ("The app records your precise location. Location sharing is enabled by default.").
          const byDefault = sentences.find(
            (x, i) =>
              DEFAULT_ON_OR_UNASKED.test(x.text) &&
              !SEPARATE_OPT_IN.test(x.text) &&
              (SENSITIVE_PI.test(x.text) || (i > 0 && SENSITIVE_PI.test(sentences[i - 1].text) && SENSITIVE_KIND.test(x.text))),
          );
          if (byDefault) return { sentence: byDefault, finding: "Sensitive data is collected by default, without asking for the consumer's consent first." };
          const back = consentByConduct(ctx);
          return back ? { sentence: back, finding: "Sensitive data is processed on the strength of downloading or using the app, which is not the clear affirmative act consent requires." } : null;
        },
        met: [{ all: [/\bsensitive data\b/i, /\bonly with (your )?consent\b/i] }],
        finding: "Sensitive data is processed without the consumer's consent.",
        fix: "Obtain the consumer's clear, affirmative consent before processing sensitive data (and comply with COPPA for a known child's data).",
      }),
      optOutRight("va-opt-out", "§ 59.1-577(A)(5)", [va("59.1-577")]),
      practice({
        id: "va-response",
        provision: "§ 59.1-577",
        cites: [va("59.1-577")],
        obligation: "Consumer requests must be answered within 45 days of receipt, extendable once by 45 days when reasonably necessary, with notice to the consumer.",
        severity: "medium",
        breach: (ctx) => longerThan(ctx, 45, /\b(respond|requests?|decide|answer|reply|replies)\b/i),
        finding: "Requests are given longer than the 45 days the Act allows.",
        fix: "Answer requests within 45 days of receipt; extend once by up to 45 days only when reasonably necessary, telling the consumer why within the first 45 days.",
      }),
      practice({
        id: "va-appeal",
        provision: "§ 59.1-577",
        cites: [va("59.1-577")],
        obligation: "A controller must set up a process for consumers to appeal a refusal to act on a request, and decide an appeal within 60 days.",
        severity: "medium",
        breach: [
          { negationIsTheFact: true, all: [/\b(cannot be appealed|can ?not appeal|no appeals?|not subject to (an )?appeal|decisions are final|there is no (right of )?appeal)\b/i] },
          // The outcome of a request declared final or beyond review, in any wording: "our response to your request is final
          // and not subject to any further review".
          {
            negationIsTheFact: true,
            all: [/\b(decisions?|responses?|outcomes?|determinations?|answers?)\b/i, /\brequests?\b/i, /\b(is|are) (final|conclusive|binding)\b|\bnot (open|subject) to (any )?(further )?(review|appeal|challenge|reconsideration)\b/i],
            none: [/\b(you may|you can|right to) appeal\b/i],
          },
        ],
        met: [{ all: [/\bappeal\b/i, /\b(within|no later than) (60|sixty) days\b/i], none: [/\b(cannot|no|not)\b[^.]{0,20}\bappeal/i] }],
        finding: "Decisions on requests cannot be appealed, although the Act requires an appeal process.",
        fix: "Set up an appeal process for refused requests, conspicuously available and similar to the request process, explain it in the refusal, and decide appeals within 60 days, telling the consumer how to complain to the Attorney General if the appeal is denied.",
      }),
    ],
  };
}

/** Colorado Privacy Act. */
function coloradoPackUnscoped(): RulePack {
  const co = (article: string): Cite => ({ source_id: "us-co-cpa", article });
  return {
    sourceIds: ["us-co-cpa"],
    name: "Colorado Privacy Act",
    rules: [
      practice({
        id: "co-universal-opt-out",
        provision: "§ 6-1-1306",
        cites: [co("6-1-1306"), co("6-1-1313")],
        obligation: "Since 1 July 2024 a controller that sells personal data or processes it for targeted advertising must honour a universal opt-out mechanism (such as Global Privacy Control) as the consumer's opt-out.",
        severity: "high",
        inForceFrom: "2024-07-01",
        breach: (ctx) => {
          const s = firstBreach(ctx, [{ negationIsTheFact: true, all: [OPT_OUT_SIGNAL, IGNORE] }]);
          // Ads picked from the person's data are targeted advertising, however the notice words it ("we use it to tailor ads").
          return s && (sellsOrShares(ctx) || targetsAds(ctx.doc.sentences)) ? { sentence: s } : null;
        },
        met: [{ all: [OPT_OUT_SIGNAL, /\bhonou?r|recogni[sz]e/i], none: [IGNORE] }],
        finding: "Universal opt-out signals are ignored although personal data is sold or used for targeted advertising.",
        fix: "Recognise Global Privacy Control (the universal opt-out mechanism recognised under the Colorado rules) as an opt-out of sale and targeted advertising.",
      }),
      optOutRight("co-opt-out", "§ 6-1-1306(1)(a)", [co("6-1-1306")]),
      practice({
        id: "co-sensitive-consent",
        provision: "§ 6-1-1308",
        cites: [co("6-1-1308"), co("6-1-1303")],
        obligation: "Sensitive data may only be processed with the consumer's consent, which must be a clear affirmative act; acceptance of general terms, pre-ticked boxes and dark patterns are not consent.",
        severity: "high",
        breach: (ctx) => {
          if (!anySentence(ctx.doc, [SENSITIVE_PI])) return null;
          const s = firstBreach(ctx, [
            { all: [/\b(ticked (in advance)?|pre-?ticked|by creating an account you agree|by using)\b/i], none: [/\bunticked\b/i] },
            // Consent said not to be asked, in the sentence naming the sensitive data or the one after it.
            { negationIsTheFact: true, all: [SENSITIVE_PI, CONSENT_NOT_SOUGHT], none: [ONLY_WITH_CONSENT] },
            { all: [PRESET_BOX], none: [/\bunticked\b/i] },
            { all: [SENSITIVE_PI, OPT_OUT_BASIS] },
            // Sensitive data processed "on the basis of your acceptance of our Terms of Use": general terms are not consent.
            { all: [SENSITIVE_PI, /\b(acceptance of|accepting|you accept(ed)?|agreement to) (our|the|these) (terms( of (use|service))?|user agreement|general conditions)\b/i] },
          ]);
          if (s) return { sentence: s };
          const denied = sensitiveConsentDenied(ctx);
          if (denied) return { sentence: denied, finding: "Sensitive data is processed without asking for the consumer's consent." };
          const byConduct = consentByConduct(ctx);
          return byConduct ? { sentence: byConduct, finding: "Sensitive data is processed on the strength of downloading or using the app, which is not the clear affirmative act consent requires." } : null;
        },
        met: [{ all: [/\bsensitive data\b/i, /\b(opt-in consent|prior consent|unticked)\b/i] }],
        finding: "Consent to processing sensitive data is taken from acceptance of the terms or a pre-ticked box, which is not consent under the Act.",
        fix: "Ask for opt-in consent to processing sensitive data by a separate, unticked choice, after a clear explanation, before any processing.",
      }),
      practice({
        id: "co-response",
        provision: "§ 6-1-1306",
        cites: [co("6-1-1306")],
        obligation: "A controller must answer a consumer's request within 45 days (extendable once by 45 days where reasonably necessary) and offer an appeal.",
        severity: "medium",
        breach: (ctx) => longerThan(ctx, 45, /\b(respond|requests?|answer)\b/i),
        finding: "Requests are given longer than the 45 days the Act allows.",
        fix: "Answer requests within 45 days (one 45-day extension with notice) and explain how to appeal a refusal.",
      }),
    ],
  };
}

/**
 * Whom each law covers (its scope thresholds), read from what the text says of the business. A law whose thresholds the
 * text shows are not met is not applied: its obligations are not assessable rather than breached. Only figures the text
 * states are used; silence keeps the law in scope.
 */
const US_SCOPE = {
  /** Cal. Civ. Code § 1798.140(d)(1)(A): annual gross revenue over $25,000,000, CPI-adjusted to $26,625,000 from 1 January 2025. */
  ccpaRevenue: [
    { from: "2020-01-01", usd: 25_000_000 },
    { from: "2025-01-01", usd: 26_625_000 },
  ],
  /** § 1798.140(d)(1)(B): buys, sells or shares the personal information of 100,000 or more consumers or households. */
  ccpaConsumers: 100_000,
  /** Virginia § 59.1-576(A) and Colorado § 6-1-1304(1): 100,000 consumers a year, or 25,000 with revenue from selling data. */
  stateConsumers: 100_000,
  stateConsumersWithSales: 25_000,
} as const;

/** The business's annual revenue in dollars, when the text states it ("annual revenue about $800,000", "$60 million in revenue"). */
function statedRevenue(text: string): number | null {
  const m =
    text.match(/\b(?:revenue|turnover|sales)\b[^.;()]{0,25}?\$\s?(\d[\d,]*(?:\.\d+)?)\s*(million|m|billion|bn|thousand|k)?\b/i) ??
    text.match(/\$\s?(\d[\d,]*(?:\.\d+)?)\s*(million|m|billion|bn|thousand|k)?\s+(?:in |of )?(?:annual |yearly )?(?:gross )?(?:revenue|turnover|sales)\b/i);
  if (!m) return null;
  const n = Number(m[1]!.replace(/,/g, ""));
  const unit = (m[2] ?? "").toLowerCase();
  return n * (unit === "million" || unit === "m" ? 1e6 : unit === "billion" || unit === "bn" ? 1e9 : unit === "thousand" || unit === "k" ? 1e3 : 1);
}

/** The largest number of people the text says the business serves ("about 3,000 Virginia customers", "150,000 of our users"). */
function statedPeople(text: string): number | null {
  const counts = [...text.matchAll(/\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?\s*(?:million|m)\b|\d{1,6})\s+(?:of (?:our|its) )?(?:[A-Z][a-z]+\s+)?(?:users|customers|consumers|shoppers|members|patients|subscribers|players|visitors|residents|households|clients|buyers|app users)\b/g)].map((m) => {
    const raw = m[1]!.toLowerCase();
    return /million|m$/.test(raw) ? Number.parseFloat(raw) * 1e6 : Number(raw.replace(/,/g, ""));
  });
  return counts.length > 0 ? Math.max(...counts) : null;
}

/** The business says it neither sells nor shares personal data. */
const NO_SALES = /\b(never|do not|don't|does not|doesn't|will not|won't) (sell|share)\b|\bno (data )?sales\b|\bnot sell\b/i;

function ccpaOutOfScope(ctx: RuleContext): boolean {
  const revenue = statedRevenue(ctx.doc.text);
  const limit = [...US_SCOPE.ccpaRevenue].reverse().find((r) => r.from <= ctx.asOf)?.usd;
  if (revenue === null || limit === undefined || revenue > limit) return false;
  const people = statedPeople(ctx.doc.text);
  return NO_SALES.test(ctx.doc.text) || (people !== null && people < US_SCOPE.ccpaConsumers);
}

function stateLawOutOfScope(ctx: RuleContext): boolean {
  const people = statedPeople(ctx.doc.text);
  if (people === null || people >= US_SCOPE.stateConsumers) return false;
  return people < US_SCOPE.stateConsumersWithSales || NO_SALES.test(ctx.doc.text);
}

/** The pack with every rule held back (not assessable) where the text shows the business is outside the law's scope. */
function withinScope(pack: RulePack, outOfScope: (ctx: RuleContext) => boolean): RulePack {
  return { ...pack, rules: pack.rules.map((r) => ({ ...r, test: (ctx: RuleContext) => (outOfScope(ctx) ? null : r.test(ctx)) })) };
}

export function ccpaPack(): RulePack {
  return withinScope(ccpaPackUnscoped(), ccpaOutOfScope);
}

export function virginiaPack(): RulePack {
  return withinScope(virginiaPackUnscoped(), stateLawOutOfScope);
}

export function coloradoPack(): RulePack {
  return withinScope(coloradoPackUnscoped(), stateLawOutOfScope);
}
