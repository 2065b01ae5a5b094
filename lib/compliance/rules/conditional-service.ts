/**
 * A service made conditional on agreeing to something it does not need (GDPR Art. 7(4)), read from the sentence's
 * structure rather than from set phrases: a service the person wants (an account, membership, an order, the app), a
 * link that makes it depend on an act of agreeing (a purpose clause with "must", "only if", a refusal that loses the
 * service, "requires", "cannot be separated"), and an optional purpose as what is agreed to (marketing, partners,
 * advertising, passing data on). The three may come in any order within the sentence.
 */

/** What the person asks for: an account, membership, an order, a booking, the app or the service. */
const SERVICE =
  "(open\\w*|creat\\w*|set(ting)? up|hav\\w*|keep\\w*|get\\w*|register\\w*|enrol\\w*|join\\w*|becom\\w* a member|sign\\w* up (for|to) (the|our) (app|club|service|programme|program|scheme|site)|plac\\w*|mak\\w*|complet\\w*|buy\\w*|order\\w*|book\\w*|check\\w* out|us\\w*|download\\w*|access\\w*|subscrib\\w* to (the|our) (service|plan|box))\\b[^.;]{0,30}\\b(account|profile|membership|card|club|order|booking|purchase|reservation|app|service|site|platform|wi-?fi|registration|plan|subscription|box)s?\\b|\\b(joining|registration|registering|membership|an? (customer |user )?account|your (customer |user )?account|ordering|checkout|the app|our app)\\b|\\b(the|your|our) ([\\w-]+ ){0,2}(card|account|membership|app|service|discount|stamps?|points|rewards?|wi-?fi)\\b";
/** An act of agreeing: consenting, accepting, opting in, signing up, ticking, allowing. */
const AGREE = "(agree\\w*|consent\\w*|accept\\w*|opt\\w* in|sign\\w* up|subscrib\\w*|say(ing)? yes|tick\\w*|allow\\w*|authori[sz]\\w*)";
/** What a service does not need: marketing, partners' offers, advertising, passing data on or selling it. */
const OPTIONAL =
  /\b(marketing|newsletters?|promotional|promotions?|offers|mailings?|sponsors?|partners?|advertis\w*|ads|profil(e|ing) (you|for ads)|third parties|sold|sell(ing)?|(pass|passing|share|sharing|disclos\w*|transfer\w*) (your|their|the|these|it|them)\b[^.;]{0,30}\b(to|with))\b/i;

const FRAMES: readonly RegExp[] = [
  // "To open your account you must (also) agree to …", "before you can order you need to first accept …"
  new RegExp(`\\b(to|in order to|before (you|we) can|if you (want|wish) to|for you to)\\s+(${SERVICE})[^.;]{0,60}?\\b(must|have to|has to|need to|needs to|are required to|will need to|are obliged to)\\s+((also|first|still|additionally|then)\\s+)?${AGREE}`, "i"),
  // "Joining is only possible if you (also) sign up …", "you can order only once you accept …"
  new RegExp(`(${SERVICE})[^.;]{0,60}?\\b(only( (possible|available|allowed|permitted|open|works?|usable|active|valid|unlocks?))? (if|when|once|after|on condition that|provided)|provided (that )?you|on condition that)\\s+(you\\s+)?((also|first|additionally)\\s+)?${AGREE}`, "i"),
  // "If you decline the partner mailing, we are unable to set up your account."
  new RegExp(`\\b(if|where|should|unless) (you|customers?|members?|users?) (do not|don't|refuse to|decline|say no to|untick|uncheck|object to|opt out of|will not|won't|do)\\b[^.;]{0,80}[,;]?[^.;]{0,30}\\b(cannot|can ?not|can't|unable to|won't be able to|will not be able to|are not able to|is not possible|not possible|no longer)\\b[^.;]{0,30}(${SERVICE})`, "i"),
  // "Registering for the app is subject to your agreement to receive …", "membership requires your consent to …"
  new RegExp(`(${SERVICE})[^.;]{0,30}?\\b(requires?|is subject to|is conditional (on|upon)|depends on|is tied to|is linked to)\\s+(you\\s+|your\\s+)?((also|first)\\s+)?(${AGREE}|agreement|consent|acceptance|sign-up|opt-in)`, "i"),
  // "… comes bundled with our newsletter; the two cannot be separated", "the newsletter is an integral part of membership"
  new RegExp(`(${SERVICE})[^.]{0,80}\\b(comes? (bundled|automatically|together) with|(is|are) bundled with|(is|are) (an? )?(integral|inseparable|compulsory|mandatory|automatic) part of|cannot be (separated|unbundled|declined separately|refused separately)|the two (cannot|can ?not|can't) be (separated|split|taken apart))`, "i"),
];

/** The sentence itself says the optional part can be refused without losing the service. */
const REFUSAL_KEEPS_SERVICE =
  /\b(separate (choice|box|option|tick)|optional|you (can|may) (skip|refuse|decline|untick|uncheck|say no)|without (having to |needing to )?(agree|consent|accept|sign\w* up|opt\w* in)\w*|(do not|don't|need not|will not) (have|need) to (agree|consent|accept|sign up|opt in)|not (a|be a) condition|nothing changes)\b/i;

/** Whether the sentence makes a service conditional on agreeing to an optional purpose. */
export function serviceConditionalOn(sentence: string): boolean {
  if (!OPTIONAL.test(sentence) || REFUSAL_KEEPS_SERVICE.test(sentence)) return false;
  return FRAMES.some((re) => re.test(sentence));
}

/** Work, pay or a benefit of the job. */
const WORK = "(shifts?|work|hours|the job|(their|your|his|her) job|employment|contracts?|bonus(es)?|pay rises?|promotions?|overtime|pay|wages?|holiday|leave)";
/** Refusing consent costs the worker work or pay: "drivers who do not sign the consent form will not be given shifts". */
const REFUSAL_COSTS_WORK = new RegExp(
  `\\b(who|that|if (they|you|he|she)|where (they|you)|when (they|you))\\s+(do not|don't|does not|doesn't|refuse to|decline to|will not|won't)\\s+(sign|agree|consent|accept|give)\\b[^.;]{0,60}\\b(will not|won't|cannot|can't|will no longer|no longer|lose|loses|forfeit\\w*|(will )?not (be )?(given|offered|get|receive|keep))\\b[^.;]{0,30}\\b${WORK}\\b|\\b(refus\\w*|declin\\w*)\\s+(to\\s+)?(consent|agree|sign)\\w*\\b[^.;]{0,60}\\b(lose|loses|forfeit\\w*|(will )?not (be )?(given|offered|get|receive|keep)|(is|are|will be) (dismissed|disciplined|removed from))\\b[^.;]{0,30}\\b${WORK}?`,
  "i",
);
/** Consent, or what a form asks to agree to, named in the sentence. */
const CONSENT_NAMED = /\b(consent\w*|agree\w*|sign(ed|s|ing)? (the|this|a|our) ([\w-]+ ){0,3}(form|declaration|agreement))\b/i;

/**
 * Whether the sentence makes work, pay or a job benefit depend on the worker's consent, named in it or in the sentence
 * before ("All drivers must sign the consent form. Drivers who do not sign will not be given shifts.").
 */
export function workConditionalOnConsent(sentence: string, previous = ""): boolean {
  return (CONSENT_NAMED.test(sentence) || /\bconsent\b/i.test(previous)) && REFUSAL_COSTS_WORK.test(sentence) && !REFUSAL_KEEPS_SERVICE.test(sentence) && !/\b(instead|alternative|no effect on)\b/i.test(sentence);
}

/** An act declared to be consent: "by ticking this box you also consent to …", "ticking the box above is your consent". */
const ACT_IS_CONSENT =
  /\b(tick(ing)?|check(ing)?|click(ing)?|select(ing)?|accept(ing)?|agree(ing)? to)\b[^.;]{0,60}\b(you (also |hereby )?(consent|agree|accept)|(is|counts as|means|constitutes|will be (taken|treated) as|serves as) (also )?(your |an? )?(consent|agreement|acceptance))\b/i;
/** A box, or acceptance of terms, that the service requires: "(required to create your account)", "which you must do". */
const REQUIRED_ACT =
  /\b(tick|box|accept|agree|terms|conditions|cgu|agb|t&cs?)\b[^.;\n]{0,80}\b(required|mandatory|compulsory|obligatoire|obligatorio|obbligatori[oa]|erforderlich|pflicht\w*|(you )?must (tick|accept|agree|do)|have to (tick|accept|agree)|cannot (register|sign up|create|continue|use) without)\b/i;

/**
 * Whether the sentence at i declares consent given by an act the service requires elsewhere in the text: the
 * required terms box is also the consent, so the consent can be refused only by giving up the service.
 */
export function consentByRequiredAct(sentences: readonly string[], i: number): boolean {
  const t = sentences[i];
  if (!ACT_IS_CONSENT.test(t) || REFUSAL_KEEPS_SERVICE.test(t)) return false;
  return REQUIRED_ACT.test(t) || sentences.some((x, j) => j !== i && Math.abs(j - i) <= 3 && REQUIRED_ACT.test(x));
}

/** Whether the sentence names a purpose a service does not need (marketing, partners, advertising, passing data on). */
export function namesOptionalPurpose(sentence: string): boolean {
  return OPTIONAL.test(sentence);
}

/** A box's label agreeing in the first person, in the languages of the suite's markets, or the box drawn itself. */
const BOX_AGREES = /(\[\s?\]|☐)|\b(i (agree|accept)|j'accepte|acepto|accetto|aceito|ich (akzeptiere|stimme)|ik ga akkoord)\b/i;
/** The terms of the contract or the privacy policy, in those languages. */
const TERMS_ANY_LANGUAGE =
  /\b(terms|conditions|t&cs?|cgu|cgv|conditions g[ée]n[ée]rales|agb|gesch[äa]ftsbedingungen|nutzungsbedingungen|condiciones|t[ée]rminos|termini|condizioni|voorwaarden|privacy policy|politique de confidentialit[ée])\b/i;
/** Optional purposes named in French, German, Spanish, Italian, Dutch or Portuguese. */
const OPTIONAL_ANY_LANGUAGE = /\b(offres( commerciales)?|prospection|partenaires|werbung|angebote|ofertas|publicidad|socios|offerte|promozion\w*|aanbiedingen|reclame|ofertas comerciais|parceiros)\b/i;
/** The box must be ticked to go on: "required", "the button stays grey until this box is ticked", "cannot register without ticking". */
const BOX_REQUIRED =
  /\b(required|mandatory|compulsory|obligatoire|obligatorio|obbligatori[oa]|erforderlich|pflicht\w*)\b|\b(stays?|remains?|is|are|kept) (grey(ed)?|gray(ed)?|disabled|inactive|locked|unavailable|blocked)( out)? until\b|\b(cannot|can't|can ?not|is not possible to) (\w+ ){0,2}(register|sign up|create|continue|proceed|go on|submit|complete|order|apply)\w*\b[^.;]{0,40}\bwithout (ticking|checking|this (tick|box)|the (tick|box)|accepting)\b/i;

/**
 * One box that accepts the terms and an optional purpose (marketing, partners' offers) at once, which must be ticked to
 * go on (said in its sentence or the next): consent to the optional purpose cannot be refused without giving up the
 * service. Read in the languages a sign-up screen is written in, not only in English.
 */
export function requiredBoxBundlesOptional(sentences: readonly string[], i: number): boolean {
  const t = sentences[i];
  if (!BOX_AGREES.test(t) || !TERMS_ANY_LANGUAGE.test(t) || !(OPTIONAL.test(t) || OPTIONAL_ANY_LANGUAGE.test(t))) return false;
  if (REFUSAL_KEEPS_SERVICE.test(t)) return false;
  return BOX_REQUIRED.test(t) || (i + 1 < sentences.length && BOX_REQUIRED.test(sentences[i + 1]) && !REFUSAL_KEEPS_SERVICE.test(sentences[i + 1]));
}
