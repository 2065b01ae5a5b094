/**
 * Facts the privacy rule packs read from a sentence, each the shape of a practice rather than one phrasing of it:
 * conduct read as a yes (doing something other than choosing, taken as consent), a benefit withheld unless the person
 * agrees to optional processing, a reply time given for people's requests, trackers by any of their names. Every
 * pack that tests the same obligation (GDPR Art. 4(11)/7, ePrivacy Art. 5(3), DPDP s. 6, Virginia § 59.1-578) reads
 * the same fact, so a new wording found by one is found by all.
 */
import { affirms, isNegated } from "./facts";

/**
 * Something the person does that is not a choice about the processing: installing, downloading, opening or using the
 * app or site, creating an account or profile, browsing, scrolling, staying, closing or dismissing the banner — as a gerund subject ("Downloading the
 * app …"), after "by" ("by scrolling …") or in a condition ("if you keep scrolling …").
 */
const CONDUCT =
  "(?:download|install|us|open|access|visit|brows|scroll|navigat|stay|remain|clos|dismiss|continu|carry(?:ing)? on|keep|go(?:ing)? on|click(?:ing)? (?:anywhere|around|through|on)|register|sign(?:ing)? up|log(?:ging)? in|join|tap|creat(?:e|es|ing) (?:an? |your |a new )?(?:account|profile))\\w*";
const CONDUCT_CLAUSE = new RegExp(
  `(?:^|[.;:!]\\s+|\\b(?:by|if|when|once|as soon as|whenever|simply by|just by|merely by)\\s+(?:you\\s+)?(?:simply\\s+|just\\s+)?)${CONDUCT}\\b`,
  "i",
);
/**
 * The organisation reading that conduct as a yes: "counts as", "means", "is taken as", "we'll take that as an OK", "we
 * assume you're happy", "you are deemed to agree", "signifies your acceptance" — followed by consent in any word.
 */
const READ_AS_ASSENT =
  /\b(counts? as|means?|amounts? to|impl(y|ies)|signif(y|ies)|constitutes?|(is|are|will be|shall be) (taken|treated|deemed|regarded|considered|read|understood) (as|to (be|mean|signify))|(we|we'll|we will|we shall|we may)( then)? (take|treat|count|read|regard|consider|understand|interpret) (that|this|it|your [a-z]+( [a-z]+)?) (as|to (be|mean))|(we|we'll|we will)( then)? (assume|presume|conclude|understand)( that)?|you (are|will be) (deemed|taken|treated|considered|assumed) (to|as))\s+(that\s+)?(you('re| are)?\s+)?(have\s+)?(given\s+|giving\s+)?(your\s+|an?\s+)?(full\s+|implied\s+|tacit\s+|express\s+)?(agree\w*|consent\w*|accept\w*|yes|ok|okay|go-ahead|green light|permission|approval|thumbs up|(happy|fine|content|ok|okay) with)\b/i;

/**
 * Conduct that is not a choice, read as consent, in one sentence: "Downloading the app counts as your agreement to our
 * use of this health information", "If you keep scrolling, we'll take that as an OK". The reading denied ("closing the
 * banner does not count as consent") is no such fact.
 */
export function conductTakenAsConsent(text: string): boolean {
  const conduct = CONDUCT_CLAUSE.exec(text) ?? (new RegExp(`^\\s*${CONDUCT}\\b`, "i").exec(text));
  if (!conduct) return false;
  const after = text.slice(conduct.index);
  const reading = READ_AS_ASSENT.exec(after);
  if (!reading || reading.index > 140) return false;
  return affirms(after, READ_AS_ASSENT) && !/\b(not|never|no longer)\s+(count|mean|amount|impl|signif|constitut|be (taken|treated|deemed))\w*/i.test(after.slice(0, reading.index + reading[0].length));
}

/** What a person gets from the business, which optional consent may not be made the price of. */
const BENEFIT =
  /\b(points?|rewards?|loyalty|discounts?|vouchers?|coupons?|membership|account|access|wi-?fi|app|service|booking|order|delivery|card|club|features?|prices?|warranty|guarantee|trial|free (shipping|delivery|gift)|entry|tickets?|registration|enrol?ment|appointment)\b/i;
/** Optional processing: marketing by the business or others, sharing, profiling. */
const OPTIONAL_USE =
  /\b(marketing|promotion\w*|newsletters?|offers|advertis\w*|ads\b|partners?'?|third parties|sponsors|affiliates|profil\w+|tracking|(hear|hearing) (about|from)|contact(ed)? (by|with|about)|e-?mails? (from|about)|sharing|shared|sell|sold)\b/i;
/** "Only works/available/valid/… for customers who agree …", "only if you agree …", "in return for your consent …". */
const ONLY_IF_AGREES =
  /\b(only|solely|just|exclusively)\b[^.;]{0,40}\b(if|when|once|provided( that)?|where|(for|to) (those|customers|users|members|people|anyone|guests|patients|clients|subscribers|shoppers|visitors|students|parents) (who|that))\s+(you |they |he or she )?(also )?(agree|consent|accept|opt in|sign up|say yes|allow|tick)\w*|\bin (return|exchange) for (your )?(agreeing|consent\w*|agreement|accept\w*|opting in)\b|\bunless you (also )?(agree|consent|accept|opt in)\w*\b[^.;]{0,80}\b(cannot|can't|won't|will not|may not|lose|no)\b/i;
/** The person can refuse and keep the benefit: "optional", "works either way", "whether or not you agree". */
const STILL_OPTIONAL = /\b(optional|either way|whether or not|regardless|not (a )?(condition|required)|without (it|this) you (still|can)|you (can|may) (still|refuse|decline|say no))\b/i;

/**
 * A benefit made conditional on agreeing to optional processing, in one sentence: "Loyalty points only work for
 * customers who agree to hear about our partners' offers", "The discount applies only if you also agree to marketing
 * emails". Consent to the marketing itself ("we only send offers if you agree") conditions nothing: the words before
 * "only" must name a benefit, not the sending.
 */
export function benefitTiedToConsent(text: string): boolean {
  const m = ONLY_IF_AGREES.exec(text);
  if (!m || STILL_OPTIONAL.test(text)) return false;
  const before = text.slice(0, m.index);
  const after = text.slice(m.index);
  if (!OPTIONAL_USE.test(after)) return false;
  if (/^(in (return|exchange))/i.test(m[0]) || /^unless/i.test(m[0])) return BENEFIT.test(text);
  // The subject conditioned is a benefit, not the optional processing itself ("we only email offers if you agree").
  if (!BENEFIT.test(before) || OPTIONAL_USE.test(before) || /\b(we|our)\s+(\w+\s+)?(send|e-?mail|contact|share|pass|text|call|use)\b/i.test(before)) return false;
  return !isNegated(text, BENEFIT);
}

/** A reply to the person, in any wording: "we'll get back to you", "you will hear from us", "we respond". */
const REPLIES = /\b(answer\w*|respond\w*|response|repl(y|ies|ied)|get(ting)? back to|come back to|revert\w*|hear (back )?from us)\b/i;
/** A sentence telling people which rights they can exercise ("you can ask to see, correct or delete your data"). */
const RIGHTS_ASKED =
  /\b(ask|request|right|you (can|may)|want|wish|need)\w*\b[^.]{0,60}\b(access|see|know|cop(y|ies)|correct\w*|rectif\w*|delet\w*|eras\w*|restrict\w*|object\w*|portab\w*)/i;

/**
 * The sentence at `i` gives the time for answering people's requests: it names the requests or rights itself, or it is
 * a reply ("We'll get back to you within 90 days") right after the sentence listing the rights.
 */
export function answersRequestAt(sentences: readonly { text: string }[], i: number): boolean {
  const t = sentences[i].text;
  // The time to appeal, or to answer an appeal, a complaint or a breach, is not the time to answer the request.
  if (/\b(breach|incident|complain\w*|appeal\w*)\b/i.test(t)) return false;
  if (/\b(requests?|rights?)\b/i.test(t) && REPLIES.test(t)) return true;
  return i > 0 && REPLIES.test(t) && RIGHTS_ASKED.test(sentences[i - 1].text);
}

/**
 * Cookies and the technologies the ePrivacy rules treat alike: trackers, pixels, tags, SDKs, device or advertising
 * identifiers, local storage, fingerprinting, "similar technologies".
 */
export const TRACKER_TECH =
  /\b(trackers?|tracking (pixels?|tags?|scripts?|codes?|technolog(y|ies)|tools?|sdks?)|(advertising|analytics|ad|marketing) (sdks?|trackers?|tags?|scripts?|pixels?)|sdks?|(device|advertising|mobile ad) (identifiers?|ids?)|local storage|fingerprint(ing)? (technique|technolog|script)\w*|similar technolog(y|ies))\b/i;

/** Trackers started, fired, switched on or already at work: the placing of a cookie in words other than "set" or "placed". */
export const TRACKER_STARTS = /\b(start(s|ed)?( up| running| working)?|(are|is) (already )?(working|running|active|live|firing|loaded|loading|tracking)|activat\w*|kick(s|ed)? in|launch(es|ed)?|begin(s)?|(are|is|get|gets) (switched|turned) on|switch(es)? on|turn(s)? on|go(es)? live)\b/i;
/** At once, before anyone could choose: "straight away", "right away", "instantly". */
export const AT_ONCE = /\b(straight away|right away|at once|instantly|immediately|from the (very )?start|from the first (second|moment|screen))\b/i;

/** Optional messages a sign-up box can be about, in lay words: "keep me posted", "news and discounts". */
export const OPTIONAL_MESSAGES =
  /\b(keep (me|you) (posted|informed|updated|in the loop)|hear (from us|about)|discounts?|deals|vouchers?|new (ranges?|products?|arrivals|collections?|releases?)|special offers?|promotions?|sales?\b|by e-?mail|by (text|sms))\b/i;

/**
 * Ads picked for the person from their data, in any wording: "we use it to tailor ads", "targeted ads on other sites",
 * "interest-based advertising". An opt-out sentence ("you can opt out of targeted advertising") describes the right.
 */
const TARGETED_ADS =
  /\b(tailor|target|personali[sz]|customi[sz]|choos|pick|select|match)\w*\s+(the\s+|your\s+|our\s+)?(ads|adverts?|advertis\w*|advertisements?)\b|\b(targeted|personali[sz]ed|tailored|interest[- ]based|behaviou?ral|cross[- ](context|site)) (ads|adverts?|advertis\w*)\b/i;
export function targetsAds(sentences: readonly { text: string }[]): boolean {
  return sentences.some((x) => TARGETED_ADS.test(x.text) && affirms(x.text, TARGETED_ADS) && !/\bopt(s|ing)?[- ]?out\b|\b(do not|don't|never|will not|won't)\b/i.test(x.text));
}

/**
 * Watching or recording people: staff monitoring, keystrokes, screenshots, CCTV, call or location tracking. A text
 * about it concerns personal data, though it may never say "personal data".
 */
export const PEOPLE_MONITORING =
  /\b(keystrokes?|screenshots? of|screen (captures?|recordings?)|webcam|cctv|video surveillance|(monitor\w*|track\w*|record\w*) (of )?(staff|employees|workers|drivers|agents|call-centre staff|members|pupils|students|patients|customers|visitors)|(staff|employee|worker|driver)s?'? (monitoring|tracking|surveillance|productivity)|monitoring policy|call recordings?|body[- ]?cams?|gps track\w*)\b/i;
