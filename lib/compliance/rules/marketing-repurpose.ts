import { affirms } from "./facts";

/**
 * Contact details given for something other than marketing or a sale (entering a prize draw, downloading a guide,
 * registering for Wi-Fi, answering a survey, attending an event) moved onto a marketing list. Read from the sentence's
 * parts, in any wording: who gave the details and for what, and that they now go to, or will receive, marketing by
 * email or text. Consent to the new use is not given by the first act, and the existing-customer exception (PECR reg.
 * 22(3) and its counterparts) covers only details obtained in a sale or negotiations for one, so the marketing needs a
 * consent the sentence does not mention.
 */

/** People who did something other than buy: entered, downloaded, registered, took part, attended, answered, enquired. */
const GAVE_DETAILS_FOR_SOMETHING_ELSE =
  /\b(anyone|everyone|everybody|all|those|people|visitors|users|guests|members of the public|the [\d,]+ (people|visitors|users|entrants|guests|participants|contacts))\b[^.;]{0,30}\b(who|that)\s+(have |had )?(only |just |simply |once |already |previously )?(download\w*|register\w*|enter\w*|took part|take part|taken part|attend\w*|fill\w* (in|out)|complet\w*|answer\w*|respond\w*|enquir\w*|ask\w* (for|about)|request\w*|scan\w*|vot\w*|join\w* (the|our|a) (webinar|event|workshop|talk|tour|class|wi-?fi|draw|competition|giveaway)|sign\w* (up )?(for|to) (the|our|a) ([\w-]+ ){0,2}(wi-?fi|webinar|event|workshop|talk|tour|draw|competition|giveaway|guide|trial|quiz|survey))\b|\b(entrants|participants|respondents|attendees|registrants|wi-?fi users|competition entries|survey answers)\b/i;
/** Moved onto, or now sent, marketing by email or text. */
const NOW_GETS_MARKETING =
  /\b(added|put|moved|transferred|imported|uploaded|copied|subscribed|enrolled|opted in|e-?mailed|texted|messaged|treated as (customers|subscribers)|go(es)? (on|onto|into)|(will|shall|are to|is to) (now |also |then |automatically )?(receive|get|be sent)|(now |also |automatically )?(gets?|receives?)|(are|is) (now |also |then |automatically )?sent)\b[^.;]{0,60}\b(offers?|promotion\w*|newsletters?|marketing|deals|mailing list|campaigns?|sales?|discounts?|adverts?)\b/i;
/** Electronic mail: email or text. */
const ELECTRONIC = /\b(e-?mail(s|ed|ing)?|e-?mail list|texts?|sms|mailing list|newsletters?|whatsapp)\b/i;
/** The sentence makes the move depend on the person's own yes, or speaks of buyers (the exception's domain). */
const OWN_YES =
  /\b(who|that) (have |had )?(also |first |then |separately )?(tick(ed|s)?|opt(ed|s)? in|agree[sd]?|consent(ed|s)?|ask(ed|s)? (us )?to|cho(o)?se to|chose to|sign(ed|s)? up (for|to) (our |the )?(newsletter|offers|marketing|emails))|\b(if|once|when|provided) (they|you) (tick|opt in|agree|consent|say yes|choose)|\bonly (if|when|once|after|with)\b|\bwith (their|your) (prior |express |explicit |separate )?(consent|permission|agreement)/i;
/** Buyers, the existing-customer exception's domain, unless the sentence says they never bought. */
const BOUGHT = /\b(bought|purchased|ordered)\b/i;

/** Whether the sentence puts people who gave their details for something else onto email or text marketing. */
export function contactsReusedForMarketing(sentence: string): boolean {
  const buyers = BOUGHT.test(sentence) && affirms(sentence, BOUGHT);
  return GAVE_DETAILS_FOR_SOMETHING_ELSE.test(sentence) && NOW_GETS_MARKETING.test(sentence) && ELECTRONIC.test(sentence) && !OWN_YES.test(sentence) && !buyers;
}

/** People who give their own details: not another business handing over its list. */
const THE_PEOPLE_THEMSELVES = /^(customers|clients|members|subscribers|users|people|visitors|guests|patients|buyers|shoppers|they|you)$/i;
/** Another business handing over its list: "Our partner Solar4U has given us their customer list", "a gym passed us its members' list". */
const LIST_HANDED_OVER =
  /\b(\w+) (has |have |had )?(given|passed|sent|shared|sold|lent|handed( over)?|provided|forwarded) us (with )?(their|its|a copy of (their|its)) ([\w'’-]+ ){0,2}(list|database|contacts|e-?mails|e-?mail addresses|addresses|numbers|leads)\b/i;
/** Marketing named in a sentence: offers, deals, promotions, a newsletter. */
const OFFER = /\b(offers?|promotions?|promos?|deals?|discounts?|sales?|marketing|newsletters?|campaigns?)\b/i;

/**
 * Whether the sentence (or the one before it) hands over another business's list and the sentence markets to it by
 * email or text: the recipients consented, if at all, to that business, not to this sender.
 */
export function handedOverListMarketed(sentence: string, previous = ""): boolean {
  const handed = (t: string) => {
    const m = LIST_HANDED_OVER.exec(t);
    return m !== null && !THE_PEOPLE_THEMSELVES.test(m[1]);
  };
  if (!OFFER.test(sentence) || !ELECTRONIC.test(sentence)) return false;
  return handed(sentence) || (handed(previous) && /\b(them|these|those|this list|the list|everyone on it)\b/i.test(sentence));
}

/** Messages people asked for as a service: reminders, receipts, confirmations, delivery or account messages. */
const SERVICE_MESSAGE = "(reminders?|receipts?|confirmations?|invoices?|bills?|delivery (updates?|notices?)|account (alerts?|notices?)|appointment|booking|order)";
/** Marketing put into those messages: "add a line about our whitening offer to every reminder text". */
const MARKETING_ADDED_TO_SERVICE = new RegExp(
  `\\b(add|adding|include|including|put|putting|insert\\w*|append\\w*|attach\\w*)\\b[^.;]{0,60}\\b(offers?|promotions?|promos?|deals?|discounts?|adverts?|advertis\\w*|sales?)\\b[^.;]{0,40}\\b(to|in|into|on|at the (end|bottom) of) (every|each|all|our|the|any) (of (our|the) )?${SERVICE_MESSAGE}\\b`,
  "i",
);

/** Whether the sentence puts marketing into service messages sent by email or text. */
export function marketingInServiceMessages(sentence: string, previous = ""): boolean {
  return MARKETING_ADDED_TO_SERVICE.test(sentence) && (ELECTRONIC.test(sentence) || ELECTRONIC.test(previous) || /\b(mobile|phone) numbers?\b/i.test(previous));
}

/** Whether any sentence of the text moves contact details onto marketing or puts marketing into service messages. */
export function repurposesContactsForMarketing(sentences: readonly string[]): boolean {
  return sentences.some((t, i) => contactsReusedForMarketing(t) || marketingInServiceMessages(t, sentences[i - 1]) || handedOverListMarketed(t, sentences[i - 1]));
}
