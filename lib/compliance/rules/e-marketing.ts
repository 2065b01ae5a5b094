import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import type { ReviewedDocument, Sentence } from "../document";
import { practice, type SentencePattern } from "./build";
import { ACQUIRED_LIST, ELECTRONIC_MAIL, EMAIL_LAYOUT, MARKETING_CONTENT, PRESET_BOX } from "./concepts";
import { affirms, bundledConsentAt, ONLY_WITH_CONSENT, softOptInBoxAt } from "./facts";
import { contactsReusedForMarketing, handedOverListMarketed, marketingInServiceMessages, repurposesContactsForMarketing } from "./marketing-repurpose";
import { messagesHidingSender } from "./third-party-lists";
import { marketingByConductAt, marketsToListFromElsewhereAt, optedOutStillMarketedAt } from "./everyday-privacy";
import type { RuleContext, RulePack } from "./types";

type MarketingRule = { sourceId: string; id: string; provision: string; article: string; name: string; consent: string; softOptInEmailOnly?: boolean };

/**
 * The national rules transposing Art. 13 of Directive 2002/58/EC (unsolicited communications) that the registry holds,
 * by jurisdiction. Where the rule lives in the same instrument as that state's cookie rule (GB, ES, IE, IT, NL) it joins
 * that pack; France's CPCE and Germany's UWG are packs of their own.
 */
export const nationalMarketingRules: Record<string, MarketingRule> = {
  GB: { sourceId: "uk-pecr-2003", id: "pecr-email-marketing", provision: "reg. 22", article: "22", name: "PECR 2003 (regs. 6 and 22)", consent: "prior consent to messages from this sender" },
  ES: { sourceId: "es-lssi", id: "lssi-email-marketing", provision: "art. 21", article: "21", name: "LSSI (arts. 21 and 22.2)", consent: "prior request or express authorisation" },
  IE: { sourceId: "ie-eprivacy-regulations-2011", id: "ie-email-marketing", provision: "reg. 13", article: "13", name: "ePrivacy Regulations 2011 (S.I. No. 336 of 2011, regs. 5 and 13)", consent: "prior consent" },
  // Art. 130(4) lets a business email its customers about similar products without consent, but names email only.
  IT: { sourceId: "it-codice-privacy", id: "codice-email-marketing", provision: "art. 130", article: "130", name: "Codice in materia di protezione dei dati personali (arts. 122 and 130)", consent: "prior consent", softOptInEmailOnly: true },
  FR: { sourceId: "fr-cpce", id: "cpce-email-marketing", provision: "art. L34-5", article: "L34-5", name: "Code des postes et des communications électroniques (art. L34-5)", consent: "prior consent" },
  // Numbered as since 28 May 2022: § 7(2) no. 2 is the consent rule, § 7(3) the existing-customer exception.
  DE: { sourceId: "de-uwg", id: "uwg-email-marketing", provision: "§ 7(2) no. 2", article: "7", name: "UWG (§ 7)", consent: "prior express consent" },
  NL: { sourceId: "nl-telecommunicatiewet", id: "tw-email-marketing", provision: "art. 11.7", article: "11.7", name: "Telecommunicatiewet (arts. 11.7 and 11.7a)", consent: "prior consent" },
};

/** Art. 13 of the Directive itself: checked for an EU state only where we hold no national rule (a business is bound by the national one). */
export const euMarketingRule: MarketingRule = {
  sourceId: "eu-eprivacy-directive",
  id: "eprivacy-email-marketing",
  provision: "Art. 13",
  article: "13",
  name: "ePrivacy Directive (Arts. 5(3) and 13)",
  consent: "prior consent",
};

/** The national rules of EU member states: their findings also cite the Directive article they transpose. */
const TRANSPOSES_ART_13 = new Set(Object.entries(nationalMarketingRules).filter(([code]) => jurisdictionChain(code).includes("EU")).map(([, r]) => r.sourceId));

/** Telling people about products: "email you about similar products from our range" is marketing without the word. */
const PRODUCTS_PROMOTED = /\b(similar|our (own |other |new )?|related) (products|services|items|ranges?)\b/i;
const COOKIE_WORD = /\b(cookies?|pixels?|trackers?|sdks?)\b/i;
/** Consent the person gave to this sender by name (what reg. 22(2) requires of a list bought from someone else). */
const CONSENTED_TO_US = /\b(consented|opted in|agreed|signed up|gave (their |us )?consent)\b[^.]{0,50}\b(from us|to us|by name|named us|naming us|to hear from [A-Z]\w+)\b/i;
/** Consent said to be missing: "without their consent", "has not collected consent", "whether or not they opted in". */
const NO_CONSENT =
  /\b((nobody|no one|no-one|none of them|not one of them) (has |have |had |ever )?(agreed|consented|opted in|signed up|said yes|asked|ticked|gave (us )?(their |any )?(consent|permission|ok|yes))|without (asking (for )?|their |your |prior |any |first obtaining )?(consent|permission)|without (first )?asking (them|the (people|recipients|contacts)|anyone)( first)?|whether or not (they|you|the recipients?) (have )?(consented|opted in|agreed|signed up)|(has|have|had) not (collected|obtained|given|sought|asked for|been asked for) (their |any |your )?(consent|permission)|no consent (has been|was|is) (obtained|collected|given|sought)|(none|no one|nobody|not one) (of (them|the (customers|recipients|people|subscribers)) )?(was|were|has been|have been|had been) asked|(was|were|have been|had been) (never|not) asked (about|for|whether)|(will not|won't|do not|don't|did not|didn't|shall not|never) (\w+ )?ask (them|people|recipients|customers|anyone|the (people|recipients|customers|contacts))\b[^.;:]{0,20}\b(whether|if|for (their |your )?(consent|permission|agreement)|beforehand|first|in advance))\b/i;
/** Contact details gathered from public pages: "copied 800 email addresses from business directories", "scraped from forums". */
const HARVESTED =
  /\b(copied|copying|collected|collecting|gathered|gathering|harvested|harvesting|scraped|scraping|took|taken|lifted|pulled|extracted)\b[^.;]{0,60}\b(e-?mails?|e-?mail addresses|addresses|(phone |mobile )?numbers|contacts?)\b[^.;]{0,80}\b(forums?|director(y|ies)|other (people's |companies'|businesses' )?(websites?|sites|web ?pages)|social media|linkedin|facebook|instagram|review sites?|public (sources|pages|profiles|listings|websites?)|the internet|online listings?)\b/i;
/** An unsubscribe link clicked or offered: the marketing is electronic even where the text says only "mail" or "offers". */
const UNSUBSCRIBE_CLICKED = /\b(click\w*|hit|press\w*|tap\w*|use[sd]?) (the |an |our )?unsubscribe\b|\bunsubscribe (link|button)\b/i;
/** The marketing goes out unless the person stops it: "we will email you offers unless you opt out". */
const UNLESS_OPT_OUT = /\b(unless|until) (you|they|the (customer|recipient|member|subscriber|client)s?) (opt(s)? out|tells? us (otherwise|not to|to stop)|unticks?|objects?|asks? us (not to|to stop)|unsubscribes?|says? no)\b/i;
/** No way to refuse further messages. */
const NO_OPT_OUT = /\b(no need (to|for) (add|include|put|give|offer|provide|show)\b[^.]{0,40}\b(stop|unsubscribe|opt[- ]?out)|(do not|don't|won't|will not|never) (bother to )?(add|include|put in)\b[^.]{0,30}\b(stop|unsubscribe|opt[- ]?out))\b|\b(no|without an?|there is no|does not (include|contain|have) an?|(will not|won't|do not|don't|does not|doesn't|never|shall not) (include|contain|have|carry|offer|give|provide|show) (an? |any )?) ?(unsubscribe|opt[- ]out)( link| option| button)?\b|\b(no|without an?|there is no) stop (option|keyword|instruction|reply|link)\b|\bcannot (unsubscribe|opt out|stop (receiving|these))\b|\bno (way|option|means|possibility) (to|of) (stop(ping)?|unsubscrib\w*|opt(ing)? out|refus\w*)\b/i;

/** The sender hidden or no address to ask it to stop: "from a short name with no company name and no way of replying". */
const SENDER_HIDDEN =
  /\b(no|without (a|the|any|our)?) ?(company|business|brand|trading|sender'?s?) name\b|\b(identity|name) of (the )?(sender|company|business)\b[^.;]{0,20}\b(hidden|concealed|disguised|withheld|not (shown|given|disclosed))\b|\bno (valid )?(reply|return|contact) (address|number)\b|\bno way (of|to) (reply\w*|respond\w*)\b/i;
/**
 * The sender left out in words the messages-hide reading (messagesHidingSender: "the footer does not name Greenacre")
 * does not cover: "our company name is left out", "not named in the emails", "an invented brand name".
 */
const SENDER_NOT_NAMED = new RegExp(
  [
    /\b(does|do|will|would|shall|did) not (name|identify|mention|disclose|show|give) (us|ourselves|the (company|business|sender|retailer|shop|brand|advertiser)|our ((company|business|brand|trading|legal) )?name)\b/.source,
    /\b(never|not) (named|identified|mentioned|disclosed)\b[^.;]{0,15}\b(as the sender|in (the )?(e-?mails?|messages?|texts?|footer))\b/.source,
    // "do not say who we are", "our company name is left out", "our own name appears nowhere", "an invented brand name".
    /\b(does|do|will|would|did) not (say|reveal|show|state|disclose|mention|tell (people|recipients|them|anyone)) who (we are|is (sending|behind)|sends|sent|the sender is)\b/.source,
    /\b(our|the) ((own|real|company|business|legal|trading) )*name (is|will be|gets|stays) (left out|omitted|removed|hidden|withheld|kept out)\b|\b(our|the company's) ((own|real) )?name appears nowhere\b/.source,
    /\b(invented|made-up|made up|fake|fictitious|false|anonymous) (brand |sender |company )?names?\b/.source,
  ].join("|"),
  "i",
);
/**
 * No valid address to which a request to stop can be sent (reg. 23(b)): "no unsubscribe link or address", "no link and
 * no address to write to", no unsubscribe link from an address that takes no replies.
 */
const NO_STOP_ADDRESS =
  /\bno (unsubscribe|opt[- ]?out|stop) (link|option|button|keyword)? ?(or|and|nor) (no |any |a )?(\w+ )?address\b|\bno (\w+ )?link,? (and|or|nor) no (\w+ )?address\b/i;
const REPLIES_GO_NOWHERE = /\b(no-?reply|do-?not-?reply|repl(y|ies)\b[^.;]{0,40}\b(bounce[sd]?|(are|is) (not read|never read|ignored|discarded|deleted)|go(es)? nowhere))\b/i;
const noStopAddress = (t: string) => NO_STOP_ADDRESS.test(t) || (REPLIES_GO_NOWHERE.test(t) && NO_OPT_OUT.test(t));

/** The recipients said yes themselves: "you ticked this", "subscribers who opted in". */
const CONSENTED = /\b(you (ticked|opted in|signed up|subscribed|agreed|consented)|(who|that) (have )?(opted in|signed up|subscribed|consented|agreed)|with (your|their) (prior )?consent)\b/i;

/** Messages that are not marketing and need no way to refuse: order confirmations, receipts, delivery and account notices. */
const SERVICE_MESSAGES =
  /\b(transactional|service (messages?|e-?mails?|texts?)|order confirmations?|receipts?|invoices?|delivery (updates?|notifications?|messages?|texts?)|shipping (updates?|notifications?)|account (notices?|notifications?|alerts?)|password resets?|security alerts?)\b/i;

/** Other businesses: partners, sponsors, other brands, third parties (not the sender itself). */
const OTHER_BUSINESSES =
  /\b(partners?|partner (brands?|companies|firms|businesses|organi[sz]ations)|third[- ]part(y|ies)|other (companies|brands|businesses|firms|organi[sz]ations|retailers)|selected (companies|brands|businesses|organi[sz]ations|partners|third parties)|sponsors?|affiliates|group companies)\b/i;
/** Contact details the messages go to. */
const CONTACT_DETAILS = /\b(e-?mail address(es)?|(mobile|phone|telephone) numbers?|contact (details|data|information)|your details|your (name and )?(e-?mail|number))\b/i;
const PASSES_ON = /\b(shar(e|es|ed|ing)|pass(es|ed|ing)?( on)?|give[sn]?|gave|disclos(e|es|ed|ing)|provid(e|es|ed|ing)|sell(s|ing)?|sold|transfer(s|red|ring)?|hand(s|ed)? (over|on))\b/i;
/** Marketing of the other business: its own offers, or messages it sends. */
const THEIR_MARKETING =
  /\b(their (own )?(offers?|promotions?|products|marketing|newsletters?|deals|campaigns?)|(offers?|promotions?|deals|discounts?|newsletters?|products|marketing) (from|of|by) (our |their |its |selected |trusted )?(partners?|partner brands?|third[- ]parties|other (companies|brands|businesses)|sponsors?|affiliates)|(partners?|sponsors?|third[- ]parties|affiliates|companies|brands)('s?)? (offers?|promotions?|deals|newsletters?)|so (that )?(they|these (partners|companies)) (can|may|will) (send|email|e-mail|text|contact|market)|(who|which) (will|may|can) (send|email|e-mail|text|contact) you)\b/i;
/** The sentence makes the practice depend on the person's own yes. */
const ON_CONSENT =
  /\b(only (if|when|once|after|where) you|if you (tick|agree|consent|opt in|choose|ask|say yes|want)|with your (prior |express |explicit |separate )?(consent|permission|agreement)|where you have (consented|agreed|opted in)|(who|that) (have )?(consented|opted in|agreed|ticked|asked|signed up|subscribed)|(you|they) (signed up|subscribed|opted in|asked) (for|to)|not ticked in advance|unticked|you (can|may) (choose|decide) whether|I('d| would) like to receive|I (agree|consent|want) to receive)\b|^\s*(\[\s\]|☐)/i;
/** The existing-customer exception described: customers, about the sender's own or similar products (objection is its condition). */
const SOFT_OPT_IN = /^(?=.*\b(customers?|bought|purchased|buy|buying|purchase)\b)(?=.*\b(similar|our own)\b)(?!.*\b(partners?|third[- ]part(y|ies)|other (companies|brands|businesses)|sponsors?)\b)/i;
/** Text messages: Italy's exception (art. 130(4)) covers only the email address a customer gave, never SMS. */
const TEXTS = /\b(sms|mms|text messages?|texts)\b/i;
/** A provider that sends the sender's own messages for it: a processor, not another business marketing its products. */
const ON_OUR_BEHALF = /\b(on our behalf|for us|(as|acting as) (our )?(processor|service provider)s?|sends? (out )?our (own )?(newsletters?|e-?mails|offers|messages|marketing))\b/i;

/**
 * Unsolicited marketing by electronic mail (email, text and other stored messages) under the national rule that
 * transposes Art. 13 of the ePrivacy Directive: PECR reg. 22 in GB, LSSI art. 21 in Spain, Codice art. 130 in Italy, reg. 13
 * of S.I. No. 336 of 2011 in Ireland, CPCE art. L34-5 in France, UWG § 7 in Germany, Telecommunicatiewet art. 11.7 in the
 * Netherlands; or Art. 13 itself for an EU state whose rule we do not hold.
 * Each allows it only with the person's prior consent, save the existing-customer exception (reg. 22(3), art. 21.2,
 * art. 130(4), § 7(3), ...): contact details obtained in a sale (or, in GB, negotiations for one), marketing of the
 * sender's own similar products, and a simple, free way to refuse at collection and in every message (Italy's covers
 * email only, so marketing texts to customers need consent there). Consent has the GDPR meaning,
 * so a pre-ticked box, an opt-out model, a bought list or details passed to partners for their own offers is no
 * consent, and the exception never covers other businesses' products. Added to the pack of the instrument that holds
 * the rule; a national rule of an EU state also cites Art. 13, so a list naming the Directive matches it.
 */
export function withElectronicMarketing(pack: RulePack): RulePack {
  const rule = [...Object.values(nationalMarketingRules), euMarketingRule].find((r) => r.sourceId === pack.sourceIds[0]);
  if (!rule) return pack;
  const cites = [{ source_id: rule.sourceId, article: rule.article }, ...(TRANSPOSES_ART_13.has(rule.sourceId) ? [{ source_id: "eu-eprivacy-directive", article: "13" }] : [])];
  const aboutEmailMarketing = (ctx: RuleContext) =>
    ((ctx.doc.mentions(ELECTRONIC_MAIL) || ctx.doc.mentions(EMAIL_LAYOUT) || ctx.doc.mentions(UNSUBSCRIBE_CLICKED)) && (ctx.doc.mentions(MARKETING_CONTENT) || ctx.doc.mentions(PRODUCTS_PROMOTED))) ||
    repurposesContactsForMarketing(ctx.doc.sentences.map((x) => x.text));
  const marketingSentence = (t: string) => ELECTRONIC_MAIL.test(t) || MARKETING_CONTENT.test(t);
  const refusalMissing = (t: string) => NO_OPT_OUT.test(t) && (marketingSentence(t) || /\b(templates?|messages?|campaigns?|mailings?|blasts?)\b/i.test(t)) && !(SERVICE_MESSAGES.test(t) && !MARKETING_CONTENT.test(t));
  // Where the recipients consented, how they withdraw is the consent rules' question (GDPR Art. 7(3)), not this one.
  const consented = (ctx: RuleContext) => ctx.doc.sentences.some((x) => CONSENTED.test(x.text) && affirms(x.text, CONSENTED));
  // A way to stop offered elsewhere in the text ("to change your marketing preferences, write to …"): a missing link is
  // then a question of how hard stopping is (GDPR Art. 7(3), Art. 21(3)), not of a missing address to ask at.
  const otherWayToStop = (ctx: RuleContext) =>
    ctx.doc.sentences.some((x) => /\b(stop|unsubscrib\w*|opt[- ]?out|change (your|their) (marketing )?preferences|withdraw\w*)\b/i.test(x.text) && /\b(write to|writing to|call us|phone us|e-?mail us|contact us|reply|send (us )?a (letter|request))\b/i.test(x.text));
  // Italy's existing-customer exception covers email only: a text message is outside it.
  const textOutsideException = (t: string) => rule.softOptInEmailOnly && TEXTS.test(t) && !/\be-?mails?\b/i.test(t);
  type MainBreach = { sentence: Sentence; finding: string } | null;
  // The main rule's pass over a document, kept for the refusal rule, which asks whether the main rule reports a defect.
  const mainPasses = new WeakMap<ReviewedDocument, MainBreach>();
  const mainBreach = (ctx: RuleContext): MainBreach => {
    if (mainPasses.has(ctx.doc)) return mainPasses.get(ctx.doc)!;
    const found = scanMainBreach(ctx);
    mainPasses.set(ctx.doc, found);
    return found;
  };
  const scanMainBreach = (ctx: RuleContext): MainBreach => {
          const texts = ctx.doc.sentences.map((x) => x.text);
          for (const [i, s] of ctx.doc.sentences.entries()) {
            const t = s.text;
            let box: boolean | undefined;
            const softOptInBox = () => (box ??= softOptInBoxAt(texts, i));
            if (marketingInServiceMessages(t, ctx.doc.sentences[i - 1]?.text)) {
              return { sentence: s, finding: "Marketing is added to service messages (reminders, receipts) sent to contact details given for those messages, without consent to marketing." };
            }
            if (handedOverListMarketed(t, ctx.doc.sentences[i - 1]?.text)) {
              return { sentence: s, finding: "Marketing emails or texts go to a list another business handed over, whose people never consented to hear from this sender." };
            }
            if (ACQUIRED_LIST.test(t) && affirms(t, ACQUIRED_LIST) && (marketingSentence(t) || /\b(addresses|receiving this|numbers)\b/i.test(t)) && !CONSENTED_TO_US.test(t)) {
              return { sentence: s, finding: "Marketing emails or texts go to contact details bought or obtained from someone else, without the recipients' consent to hear from this sender." };
            }
            if (marketsToListFromElsewhereAt(ctx.doc.sentences, i)) {
              return { sentence: s, finding: "Marketing emails or texts go to contact details bought or obtained from someone else, without the recipients' consent to hear from this sender." };
            }
            if (optedOutStillMarketedAt(ctx.doc.sentences, i)) {
              return { sentence: s, finding: "Marketing emails or texts go to people who unsubscribed or asked to stop: their refusal withdrew any consent and ends the existing-customer exception." };
            }
            if (marketingByConductAt(ctx.doc.sentences, i) && !softOptInBox()) {
              return { sentence: s, finding: "People are signed up to marketing emails or texts by doing something else (continuing, entering their details), not by a consent of their own." };
            }
            if (HARVESTED.test(t) && affirms(t, HARVESTED) && marketingSentence(t) && !CONSENTED_TO_US.test(t) && !/\b(signed up|sign up|subscribed|opted in|ticked)\b/i.test(t)) {
              return { sentence: s, finding: "Marketing emails or texts go to contact details gathered from public pages (forums, directories, websites), whose people never consented to hear from this sender." };
            }
            // "We will not ask them first", said of the messages in the sentence before.
            const aboutMessagesBefore = i > 0 && marketingSentence(ctx.doc.sentences[i - 1].text) && /\b(them|they|it|these)\b/i.test(t);
            if (NO_CONSENT.test(t) && !ONLY_WITH_CONSENT.test(t) && (marketingSentence(t) || /\b(list|owner|recipients?|individuals)\b/i.test(t) || aboutMessagesBefore)) {
              return { sentence: s, finding: "Marketing emails or texts are sent to people who have not consented to them." };
            }
            if (contactsReusedForMarketing(t)) {
              return { sentence: s, finding: "Contact details given for something else (an entry, a download, a registration) are used for marketing emails or texts without consent to them; the existing-customer exception covers only details obtained in a sale." };
            }
            // A checkout's ticked box for the sender's own similar products is the exception's chance to refuse, except
            // for texts where the exception covers email only (Italy).
            const softOptIn = softOptInBox() && !textOutsideException(t);
            if (PRESET_BOX.test(t) && affirms(t, PRESET_BOX) && marketingSentence(t) && !COOKIE_WORD.test(t) && !softOptIn) {
              return { sentence: s, finding: "Consent to marketing emails or texts is taken from a box ticked in advance, which is not consent." };
            }
            if (rule.softOptInEmailOnly && textsToCustomersWithoutConsent(t)) {
              return { sentence: s, finding: "Marketing text messages go to customers without their consent; the existing-customer exception (art. 130(4)) covers only the email address a customer gave in a sale, never SMS." };
            }
            if (UNLESS_OPT_OUT.test(t) && ELECTRONIC_MAIL.test(t) && MARKETING_CONTENT.test(t) && !COOKIE_WORD.test(t) && !(SOFT_OPT_IN.test(t) && !textOutsideException(t))) {
              return { sentence: s, finding: "Marketing emails or texts are sent unless the person opts out, instead of with their prior consent." };
            }
            // "No unsubscribe link in this template": the message itself named, not the word marketing.
            if (refusalMissing(t) && !otherWayToStop(ctx)) {
              return { sentence: s, finding: "Marketing messages give no way to refuse further messages, which even the exception for existing customers requires in every message." };
            }
            if (othersMarketing(t)) {
              return {
                sentence: s,
                finding: `Contact details are used for other businesses' marketing (passed to partners, or partners' offers sent to customers) without the ${rule.consent} the law requires; the existing-customer exception covers only the sender's own similar products.`,
              };
            }
          }
          const i = bundledConsentAt(texts);
          if (i !== null && ELECTRONIC_MAIL.test(texts[i])) return { sentence: ctx.doc.sentences[i], finding: "Consent to marketing emails or texts is bundled with something else, so it is not freely given." };
          return null;
  };
  const MAIN_MET: SentencePattern[] = [
          { all: [/\b(customers?|bought|purchased|buy|purchase|order(ed)?)\b/i, /\b(similar|our own)\b/i, /\b(stop|opt[- ]out|unsubscribe|refuse|say no|object)\b/i] },
          { all: [/\bonly\b/i, ELECTRONIC_MAIL, /\b(consent\w*|opted in|signed up|ticked|agreed|asked for|requested)\b/i] },
        ];
  const MAIN_FIX =
    "Send marketing email or texts only to individuals who consented to hear from you (an unticked box, separate from other terms), or to existing customers for your own similar products with a free opt-out at collection and in every message; never to bought or rented lists, and never pass contact details to partners for their marketing without the person's own express consent to it.";
  return {
    ...pack,
    name: rule.name,
    rules: [
      ...pack.rules,
      practice({
        id: rule.id,
        provision: rule.provision,
        cites,
        obligation:
          "Unsolicited marketing by email or text to individuals needs their prior consent to messages from this sender, except to existing customers whose details were obtained in a sale, for the sender's own similar products, who were given a simple, free way to refuse at collection and in every message.",
        severity: "high",
        when: aboutEmailMarketing,
        breach: mainBreach,
        met: MAIN_MET,
        finding: "Marketing emails or texts go to people who have not consented to them.",
        fix: MAIN_FIX,
      }),
      // A second obligation of the same rule: every message must offer a simple, free way to refuse further ones.
      practice({
        id: `${rule.id}-refusal`,
        provision: rule.provision,
        cites,
        obligation: "Marketing sent without consent (to existing customers under the exception, or to anyone else) must give in every email or text a simple, free way to refuse further messages.",
        severity: "high",
        // Where the recipients consented, how they withdraw is the consent rules' question (GDPR Art. 7(3)), not this one.
        when: (ctx) => aboutEmailMarketing(ctx) && !consented(ctx),
        breach: (ctx) => {
          // Reported here only beside another defect the main rule reports (no consent, a bought list): a missing
          // unsubscribe alone is the main rule's finding, not a second one. The main rule's pass is shared, not run again.
          const s = ctx.doc.sentences.find((x) => refusalMissing(x.text));
          const main = s ? mainBreach(ctx) : null;
          return s && main && main.sentence !== s ? { sentence: s } : null;
        },
        met: [{ all: [/\b(unsubscribe|opt[- ]out|reply stop|text stop)\b/i, /\b(every|each|all|any) (e-?mail|message|text|newsletter|issue)s?\b/i], none: [NO_OPT_OUT] }],
        finding: "Marketing messages give no way to refuse further messages, which even the exception for existing customers requires in every message.",
        fix: "Put a simple, free way to refuse further messages (an unsubscribe link, a reply-STOP number) in every marketing email or text, and honour it promptly.",
      }),
      ...(rule.sourceId === "uk-pecr-2003"
        ? [
            practice({
              id: "pecr-sender-identity",
              provision: "reg. 23",
              cites: [{ source_id: rule.sourceId, article: "23" }],
              obligation: "Marketing by email or text may not disguise or conceal who it is sent for, and must give a valid address to which the recipient can send a request to stop.",
              severity: "high",
              when: aboutEmailMarketing,
              breach: (ctx) => {
                const hidden = (t: string) => (SENDER_HIDDEN.test(t) || SENDER_NOT_NAMED.test(t)) && (marketingSentence(t) || /\b(messages?|texts?|e-?mails?|campaigns?)\b/i.test(t));
                const leftOut = messagesHidingSender(ctx.doc);
                // An unsubscribe link or address is itself about the messages; service messages need none.
                const s = ctx.doc.sentences.find((x) => x === leftOut || hidden(x.text) || (noStopAddress(x.text) && !(SERVICE_MESSAGES.test(x.text) && !MARKETING_CONTENT.test(x.text))));
                return s ? { sentence: s } : null;
              },
              finding: "Marketing messages hide who sends them or give no address to which a request to stop can be sent.",
              fix: "Name the business the messages are sent for in every email or text, and give a valid address (a reply address, a STOP number or an unsubscribe link) to which the recipient can ask for them to stop.",
            }),
          ]
        : []),
    ],
  };
}

/**
 * Marketing texts sent to customers on the existing-customer footing ("customers who bought from us get texts about
 * similar products"), with no consent: where the exception is for email only (Italy), the texts need consent. Not when
 * email is the channel named, or the texts are sent on the person's own yes.
 */
function textsToCustomersWithoutConsent(t: string): boolean {
  return TEXTS.test(t) && affirms(t, TEXTS) && !/\be-?mails?\b/i.test(t) && SOFT_OPT_IN.test(t) && (MARKETING_CONTENT.test(t) || PRODUCTS_PROMOTED.test(t)) && !ON_CONSENT.test(t) && !ONLY_WITH_CONSENT.test(t);
}

/**
 * A sentence that puts contact details to other businesses' marketing: details passed to partners so they can send
 * offers, or partners' offers emailed to customers. Not when it is denied ("we never pass your email to other
 * companies") or made to depend on the person's own yes ("only if you tick the box").
 */
function othersMarketing(t: string): boolean {
  if (!OTHER_BUSINESSES.test(t) || !affirms(t, OTHER_BUSINESSES) || ON_CONSENT.test(t) || ON_OUR_BEHALF.test(t) || ONLY_WITH_CONSENT.test(t) || COOKIE_WORD.test(t)) return false;
  const passedOn = PASSES_ON.test(t) && affirms(t, PASSES_ON) && CONTACT_DETAILS.test(t) && (THEIR_MARKETING.test(t) || MARKETING_CONTENT.test(t));
  const sentToCustomers = ELECTRONIC_MAIL.test(t) && THEIR_MARKETING.test(t) && affirms(t, THEIR_MARKETING);
  return passedOn || sentToCustomers;
}
