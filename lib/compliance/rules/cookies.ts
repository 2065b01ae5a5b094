import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { DUAA_FEB_2026 } from "./dated";
import type { DocumentKind } from "../document";
import { firstBreach, practice, requiredContent } from "./build";
import { BASIS_POINTS_BACK, CONDUCT_AS_CONSENT, IMPLIED_CONSENT, PRESET_TOGGLE } from "./concepts";
import { affirms } from "./facts";
import { appAccessWithoutChoice, installTakenAsTrackerConsent } from "./app-trackers";
import { AT_ONCE, conductTakenAsConsent, TRACKER_STARTS, TRACKER_TECH } from "./privacy-facts";
import { AT_FIRST_USE } from "./everyday-privacy";

/**
 * A box ticked before the user acts, in any wording: "[x]", "pre-ticked", "enabled by default", "untick to refuse". A
 * lone "[X]" ending a row of buttons ("[Accept] [Reject] [X]") is the banner's close button, not a box.
 */
/** Closing the banner counted as a refusal: "if they close the banner, nothing optional loads", "closing it = reject all". */
const CLOSING_REFUSES =
  /\b(nothing (optional |non-essential |else )?(loads|is (set|loaded|stored|written|read))|no (optional |non-essential |analytics |advertising |ad |tracking )?cookies (load|are (set|loaded|stored|written|read))|(treat|treated|count|counts|counted|take|taken|read|is) (it |that )?as (a )?(refusal|reject(ion)?|reject all|no)|same as (reject|refus)\w*( all)?)\b/i;

const PRESET_WORDS =
  /\[x\](?![ \t]*(\[|\n|$))|pre-?(ticked|checked|selected|enabled)|ticked (in advance|by default)|(checked|selected|enabled|activated|switched on|turned on|active|on) by default|\buntick|\buncheck|\bremain(s)? (active|selected|ticked)|\b(already|automatically) (ticked|checked|selected|enabled|activated|active|switched on|turned on|set to on|on)\b|\b(comes?|starts?|shown|appears?) (already )?(switched|turned|set) on\b/i;
/** While the choice is still on screen, so before any answer: "while the panel is still on screen", "before you've clicked anything". */
const WHILE_CHOICE_SHOWN =
  /\b((while|whilst|as long as) the (cookie )?(banner|panel|pop-?up|notice|dialog(ue)?|consent (screen|window|box)|choice|window) (is )?(still )?(on (the )?screen|open|showing|shown|displayed|visible|up|waiting)|before (you|the (user|visitor))( (have|has|'ve))? (clicked|chosen|decided|answered|made (a|any|their|your) (choice|decision)))\b/i;
const PRESET = new RegExp(`${PRESET_WORDS.source}|${PRESET_TOGGLE.source}`, "i");
/**
 * A tracker named by the advertising platform that owns it ("the Pinterest tag", "LinkedIn Insight Tag", "Snap pixel"):
 * advertising, whatever the text calls it.
 */
const AD_PLATFORM = /\b(pinterest|snap(chat)?|linkedin|tiktok|meta|facebook|instagram|criteo|doubleclick|google ads|bing ads|microsoft ads|microsoft advertising|amazon ads|taboola|outbrain|twitter|reddit|quora)( \w+)? (tags?|pixels?|sdks?|insight tags?|conversions? api)\b/i;
const ADVERTISING = new RegExp(`\\b(advertis\\w*|ads?\\b|marketing|retargeting|targeting|pixel|social media|advertising identifier|sdk|conversion)\\b|${AD_PLATFORM.source}`, "i");
/** A ticked box drawn with a tick mark. */
const TICKED_BOX = /\[\s*[✓✔☑]\s*\]|\[\s*[xX]\s*\](?![ \t]*(\[|\n|$))|☑|✅/;
import type { Cite, RuleContext, RulePack } from "./types";

const COOKIE_TEXT: DocumentKind[] = ["cookie_notice"];
const COOKIE_WORD = /\b(cookies?|traceurs?|pixels?|tracking|advertis\w*|ads|analytics|audience measurement|banner)\b/i;

/** Legitimate interests in any wording: "justified interest" (German "berechtigtes Interesse"), Art. 6(1)(f) GDPR. */
const LEGITIMATE_INTEREST = /\b(legitimate|justified|overriding|prevailing) interests?\b|\b(art\.?|article) 6\s?\(1\)\s?\(?f\)?/i;
/** Advertising and analytics trackers by their names as cookie tables list them. */
const NAMED_TRACKER =
  /\b(advertis\w*|marketing|retargeting|tracking|analytics|statistics|meta pixel|facebook pixel|_fbp|_ga|_gid|_gcl\w*|google ads|doubleclick|hotjar|tiktok pixel|linkedin insight|criteo)\b/i;
/**
 * A row of a cookie table flattened into text ("_fbp (Meta Pixel) | Strictly necessary"), rows parted by ";": a tracker
 * in the same row as the "necessary" label, with no consent said of that row.
 */
function trackerRowMarkedNecessary(text: string): boolean {
  if (!text.includes("|")) return false;
  return text.split(/;|\n/).some((row) => NAMED_TRACKER.test(row) && /\b(strictly necessary|essential|necessary|required|technical)\b/i.test(row) && !/\bconsent\b/i.test(row));
}

const NON_ESSENTIAL = new RegExp(
  `\\b(analytics?|advertis\\w*|ads?\\b|marketing|retargeting|targeting|tracking|pixels?|meta|google|social media|audience|profiling|personalis\\w+|personaliz\\w+|third[- ]party|sdk|advertising identifier)\\b|${AD_PLATFORM.source}`,
  "i",
);

/** Where the national rule exempts low-impact analytics from consent (NL since 2012; GB from 5 February 2026, DUAA s. 112). */
function analyticsExempt(ctx: RuleContext) {
  return ctx.jurisdiction === "NL" || (ctx.jurisdiction === "GB" && ctx.asOf >= DUAA_FEB_2026.from);
}

/**
 * The storage-and-access rule for cookies and similar technologies: Art. 5(3) of Directive 2002/58/EC as each state
 * transposed it (FR art. 82, DE § 25 TDDDG, IE reg. 5 of S.I. 336/2011, NL art. 11.7a Telecommunicatiewet, ES art.
 * 22.2 LSSI, IT art. 122 Codice, GB reg. 6 PECR). Consent has the GDPR meaning (Planet49, C-673/17): no pre-ticked
 * boxes, no "continuing to browse", refusal as easy as acceptance; only transmission or strictly necessary storage is
 * exempt.
 */
/**
 * A button that refuses optional cookies, however it is worded (a bracketed note describing the banner, "[There is no
 * reject button …]", "[Note: the banner has no reject link …]", is not one; a label may be as long as "Decline
 * non-essential cookies and continue"): "Reject all", "Only necessary cookies", "Essential only",
 * "Continue without accepting" (the CNIL's own example), "Nur notwendige", "Solo necessari".
 */
const REFUSAL_BUTTON =
  /\[(?![^\]\n]*\b(there (is|are) no|(has|have) no|no (reject|refuse|refusal|decline)\w* (button|link|option)|note:))[^\]\n]{0,60}(reject|refuse|decline|deny|disagree|no,? thanks|no thank you|don't allow|do not allow|no,? only|opt out|ablehnen|rechazar|rifiuta|refuser|only (strictly )?(necessary|essential|required)|(necessary|essential|required)( cookies)? only|without accepting|sans accepter|nur (notwendige|erforderliche|essenzielle)|solo (necessari|tecnici)|solo (las )?necesarias|alleen (noodzakelijke|functionele))[^\]\n]{0,60}\]/i;

/**
 * The national rules transposing Art. 5(3) of the ePrivacy Directive, by jurisdiction: source_id, the provision as
 * cited, and the registry article it rests on.
 */
export const nationalCookieRules: Record<string, { sourceId: string; name: string; provision: string; article: string }> = {
  FR: { sourceId: "fr-loi-informatique-et-libertes", name: "Loi Informatique et Libertés (art. 82)", provision: "art. 82", article: "82" },
  DE: { sourceId: "de-tdddg", name: "TDDDG (§ 25)", provision: "§ 25(1)", article: "25" },
  IE: { sourceId: "ie-eprivacy-regulations-2011", name: "ePrivacy Regulations 2011 (S.I. No. 336 of 2011, reg. 5)", provision: "reg. 5(3)", article: "5" },
  NL: { sourceId: "nl-telecommunicatiewet", name: "Telecommunicatiewet (art. 11.7a)", provision: "art. 11.7a", article: "11.7a" },
  ES: { sourceId: "es-lssi", name: "LSSI (art. 22.2)", provision: "art. 22.2", article: "22" },
  IT: { sourceId: "it-codice-privacy", name: "Codice in materia di protezione dei dati personali (art. 122)", provision: "art. 122", article: "122" },
  GB: { sourceId: "uk-pecr-2003", name: "PECR 2003 (reg. 6)", provision: "reg. 6", article: "6" },
};

/** The national rules that transpose Art. 5(3) of the ePrivacy Directive today: an EU member state's (not PECR since Brexit). */
/**
 * Access made to depend on accepting cookies (a cookie wall), in any words: "to read our articles you must allow all
 * cookies", "visitors who say no see a blank page".
 */
const COOKIE_WALL =
  /\b(to|in order to|before you can|if you want to)\s+(read|see|view|use|access|enter|browse|watch|play|continue)\b[^.;]{0,60}\b(must|have to|need to|are required to)\s+(\w+\s+)?(accept|allow|agree to|consent to|say yes to|enable)\b[^.;]{0,30}\b(cookies?|trackers?|tracking|advertis\w*)|\b(who|if you|if they|when you|when they)\s+(say no|refuse|decline|reject|do not accept|don't accept|do not allow|don't allow)\b[^.;]{0,40}\b(see|get|are shown|is shown|cannot|can't|lose|have no|are blocked|are locked out|blank page|no access|nothing)\b/i;
/** Refusal placed below acceptance: on a second screen or layer, or as small or grey text. */
const REFUSAL_BURIED =
  /\b(reject\w*|refus\w*|declin\w*|rechazar|ablehnen|refuser|rifiuta\w*|weigeren)\b["”»']?[^.;]{0,60}\b((second|next|another|further|lower|settings|sub-?) ?(screen|layer|page|level|menu)|small(er)? (grey |gray )?(text|link|print)|(grey|gray|faint|tiny) (text|link))\b/i;
/** Categories on until the visitor turns them off: "switched on until the visitor switches them off". */
const ON_UNTIL_OFF = /\b(switched|turned|set|toggled) on\b[^.;]{0,60}\buntil\b[^.;]{0,40}\b(switch|turn|toggle|untick|uncheck)\w* (them|it|these|each)? ?off\b/i;

/** Third parties that set or read cookies: partners, vendors, ad networks, in the languages the banners are written in. */
const THIRD_PARTIES = /\b(partners?|third[- ]part(y|ies)|vendors?|ad[- ]tech|ad networks?|partenaires?|drittanbieter\w*|terze parti|socios|terceros|derden)\b/i;
/**
 * Their names withheld from the user: "we have no list of partners on the site but can provide one on request by post",
 * "the list of our partners is available on request", "we do not publish the names of our partners".
 */
const PARTNER_WORD = "(partners?|vendors?|third parties|ad-tech companies|advertisers)";
const PARTNERS_WITHHELD = new RegExp(
  [
    `\\b(no|without a|not a) list of (our |the |these |its |all )?([\\w-]+ ){0,2}${PARTNER_WORD}\\b`,
    `\\b(list|names?|identit(y|ies)) of (our |the |these |its |all )?([\\w-]+ ){0,2}${PARTNER_WORD}\\b[^.;]{0,60}\\b(not (on|shown|published|displayed|given|listed|available)|(only )?(on|upon) (written )?request|by (post|letter|mail)|write to us)`,
    `\\b(partner|vendor|third-party) list\\b[^.;]{0,60}\\b((only )?(on|upon) (written )?request|by (post|letter|mail)|not (on|shown|published|available))`,
    `\\b${PARTNER_WORD} (are|is) not (named|listed|identified|disclosed|shown)\\b`,
    `\\b(do not|don't|will not|won't|never) (publish|name|list|disclose|identify|show) (the )?(names of )?(our |these |the |its |all )?([\\w-]+ ){0,2}${PARTNER_WORD}\\b`,
    `\\bwrite to us[^.;]{0,30}\\b(list|names)\\b`,
    `\\bliste (de nos|des) partenaires\\b[^.;]{0,60}(sur demande|par courrier|n'est pas|pas disponible)`,
    `\\bnous ne (publions|nommons|citons|communiquons) pas (la liste de )?(nos|les) partenaires`,
    `\\bliste (unserer|der) (partner|drittanbieter)\\b[^.;]{0,60}(auf anfrage|per post|nicht)`,
    `\\b(partner|drittanbieter) werden nicht (genannt|aufgeführt|aufgelistet)`,
    `\\belenco (dei |delle )?(nostri |nostre )?(partner|terze parti)\\b[^.;]{0,60}(su richiesta|per posta|non è)`,
    `\\blista de (nuestros )?(socios|terceros)\\b[^.;]{0,60}(previa solicitud|bajo petición|a petición|por correo|no (está|se))`,
    `\\blijst (van )?(onze )?partners\\b[^.;]{0,60}(op verzoek|per post|niet)`,
  ].join("|"),
  "i",
);
/** The partners listed where consent is asked: a link or tab in the banner. */
const PARTNERS_LISTED = /\b(see|view|show) (the )?(full )?(list|names) of (our |the )?([\w-]+ ){0,2}(partners|vendors)\b|\[[^\]\n]{0,40}\b(partners|vendors|partenaires)\b[^\]\n]{0,20}\]/i;

const TRANSPOSES_DIRECTIVE = new Set(Object.entries(nationalCookieRules).filter(([code]) => jurisdictionChain(code).includes("EU")).map(([, r]) => r.sourceId));

export function cookiePack(sourceId: string, name: string, provision: string, article: string): RulePack {
  // A national rule's finding also cites the Directive article it transposes, so the reader sees both in one finding.
  const cites: Cite[] = [{ source_id: sourceId, article }, ...(TRANSPOSES_DIRECTIVE.has(sourceId) ? [{ source_id: "eu-eprivacy-directive", article: "5" }] : [])];
  const common = { provision, cites, appliesTo: COOKIE_TEXT };
  return {
    sourceIds: [sourceId],
    name,
    rules: [
      practice({
        ...common,
        id: "cookie-implied-consent",
        obligation: "Non-essential cookies need prior consent given by a clear affirmative act; continuing to browse, scrolling or closing a banner is not consent.",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, [
            { all: [IMPLIED_CONSENT, /\b(cookies?|traceurs?|accept|acceptez|consent|agree|happy|assume|use|acknowledge\w*|deemed)\b/i] },
            // Conduct taken as consent to cookies or tracking, not acceptance of terms of sale.
            { all: [CONDUCT_AS_CONSENT, /\b(cookies?|trackers?|tracking|advertis\w*|analytics|audience measurement|this banner|the banner)\b/i] },
            // Closing the banner taken as a yes; not where closing it loads nothing optional (a refusal, not a consent).
            { all: [/\b(closing|close) (this|the) banner\b/i, /\bconsent|accept/i], none: [CLOSING_REFUSES] },
          ]);
          if (s) return { sentence: s };
          // Any conduct read as a yes ("if you keep scrolling, we'll take that as an OK"), where the sentence or the one
          // before is about cookies or trackers and the yes is not to terms of sale.
          const sentences = ctx.doc.sentences;
          const hit = sentences.find(
            (x, i) =>
              conductTakenAsConsent(x.text) &&
              !/\b(terms|conditions|t&cs?|contract|purchase|order)\b/i.test(x.text) &&
              [x.text, sentences[i - 1]?.text ?? ""].some((t) => COOKIE_WORD.test(t) || TRACKER_TECH.test(t)),
          );
          if (hit) return { sentence: hit };
          // An app's SDKs or advertising ID taken as agreed to by installing or opening the app.
          const install = sentences.find((x, i) => installTakenAsTrackerConsent(x.text, sentences[i - 1]?.text));
          return install ? { sentence: install, finding: "Installing or opening the app is taken as consent to its trackers (SDKs, advertising ID), which is not a valid consent." } : null;
        },
        finding: "Consent to cookies is inferred from continued browsing, scrolling or closing the banner, which is not a valid consent.",
        fix: "Set non-essential cookies only after the user clicks an explicit 'Accept' (or chooses categories); treat browsing on, scrolling or closing the banner as a refusal.",
      }),
      practice({
        ...common,
        id: "cookie-before-choice",
        obligation: "Cookies that are not strictly necessary may not be set or read before the user has consented.",
        severity: "high",
        breach: (ctx) => {
          if (!ctx.doc.mentions(/\b(as soon as|first|before|load|loads|loaded|loading|immediately|open|opens|visit|opening|visiting|arrival|arrive|moment|land|lands|landing|straight away|right away|at once|instantly|avant|dès|avec la page)\b/i)) return null;
          const sentences = ctx.doc.sentences;
          for (let i = 0; i < sentences.length; i++) {
            const s = sentences[i];
            // "We drop them when you arrive": the cookies are named in the sentence before.
            const subject = /\b(them|they|these|those)\b/i.test(s.text) && i > 0 ? `${sentences[i - 1].text} ${s.text}` : s.text;
            const placed = /\b(plac(e|es|ed)|set|stored|load(s|ed)?|stores?|reads?|install(s|ed)?|dropp?(s|ed)?|deploy(s|ed)?|fires?|run|runs|running|chargé(e|es|s)?|déposé(e|es|s)?)(?![\wà-ÿ])/i;
            // "No analytics cookies are loaded when you first visit": the practice denied.
            const starts = TRACKER_STARTS.test(s.text) && affirms(s.text, TRACKER_STARTS);
            if (!((placed.test(s.text) && affirms(s.text, placed)) || starts) || !affirms(subject, NON_ESSENTIAL)) continue;
            if (!(starts && AT_ONCE.test(s.text)) && !AT_FIRST_USE.test(s.text) && !WHILE_CHOICE_SHOWN.test(s.text) && !/\b(as soon as|when you first|on your first visit|first (visit|time)|before (the |any )?(consent|choice|you (choose|consent))|before you (have )?(made|make|given|give) (a|your|any) (choice|decision|selection)|from the (moment|second|instant) (the|a|each|any) (page|site|website|app)( first)? (loads|opens|is (loaded|opened))|on (page )?load|when the page loads|when (the|a|our|any|each|every) ([\w-]+ )?(page|site|website|app|screen) (first )?(loads|opens|is (loaded|opened))|immediately|when you (open|visit|load|access|arrive on|browse|use) (any|a|the|this|our|each|every) ([\w-]+ )?(page|site|website|web ?shop|shop|store|app|platform|portal)s?|on (opening|visiting|arrival)|on (the |your |each )?first (page ?view|page load|visit)|(fire|fires|run|runs|load|loads|loaded) (on|with) (the |each |every )?(first )?page( ?view| load)?|avant (que|d'avoir)[^.]{0,40}\b(cliqu|choisi|consenti|accept)\w*|(charg|déposé|lu)\w* (avec|dès) (la page|le chargement|l'arrivée|la première visite)|(the (moment|instant|second)|as soon as|when|once) you (land|arrive|get) (on|at) (our|the|this|a|any) ([\w-]+ )?(page|site|website|web ?shop|shop|store|app|platform|portal)s?|(the (moment|instant|second)|as soon as|when|once) you (first )?(land|arrive|get here|come in)(?= *[.,;!]| *$))\b/i.test(s.text)) continue;
            if (!NON_ESSENTIAL.test(subject)) continue;
            if (analyticsExempt(ctx) && !/\b(advertis\w*|ads?\b|marketing|retargeting|targeting|pixel|social media|advertising identifier|sdk)\b/i.test(subject) && !AD_PLATFORM.test(subject)) continue;
            if (/\b(only after|after you (click|consent|accept)|until you (choose|accept|consent|agree|opt in|say yes))\b/i.test(s.text)) continue;
            return { sentence: s };
          }
          return null;
        },
        met: [{ all: [/\b(only (after|if) you|only set|until you choose|no such cookies are set)\b/i, /\b(accept|consent|choose|click)/i] }],
        finding: "Non-essential (analytics, advertising or tracking) cookies or identifiers are set or read before any consent.",
        fix: "Block every non-essential cookie, pixel and SDK until the user has given consent, and load them only for the categories accepted.",
      }),
      // An app's trackers read or store on the device just as cookies do; a short app text naming them may not be
      // classed as a cookie notice, so the same fact is tested there too (never beside the cookie-notice rule above).
      practice({
        provision,
        cites,
        id: "app-trackers-before-choice",
        obligation: "Trackers and identifiers that are not strictly necessary may not be placed or read on the user's device before the user has consented.",
        severity: "high",
        when: (ctx) => !ctx.doc.kinds.has("cookie_notice") && ctx.doc.mentions(TRACKER_TECH),
        breach: (ctx) => {
          const s = ctx.doc.sentences.find((x) => TRACKER_TECH.test(x.text) && NON_ESSENTIAL.test(x.text) && AT_FIRST_USE.test(x.text) && affirms(x.text, TRACKER_TECH) && !/\b(only (after|if|once|when)|with your consent|until you (choose|accept|consent|agree|opt in|say yes))\b/i.test(x.text));
          return s ? { sentence: s } : null;
        },
        finding: "Non-essential trackers run from the app's first start, before any consent.",
        fix: "Start no advertising or analytics tracker or SDK until the user has consented in the app, and let them refuse as easily as accept.",
      }),
      practice({
        ...common,
        id: "cookie-refusal",
        obligation: "Refusing cookies must be as easy as accepting them (a refusal option at the same level as 'Accept'), and access may not be made conditional on accepting non-essential cookies.",
        severity: "high",
        breach: (ctx) => {
          for (const s of ctx.doc.sentences) {
            if (/\b(no (button|option) to (refuse|reject|decline)|no ["“«']?\s?(reject|refuse|refusal|decline)\w*( all| or [a-z]+)?\s?["”»']? (button|option|link)|aucun (bouton|lien|choix|moyen)\s?(«\s?)?(de |pour )?(tout )?refuser|we do not offer any other way to refuse|only (way|means) to refuse|configure your browser to block|if you (refuse|decline)[^.]{0,200}\b(not be available|cannot|no access)|must accept all cookies|(you )?(need|have|are required|must agree) to accept (all )?(the |our )?(advertising |tracking )?cookies)\b/i.test(s.text) && !/\b(do not|don't|never) (need|have) to accept\b/i.test(s.text)) return { sentence: s, finding: "Cookies cannot be refused as easily as accepted (no refusal at the same level, refusal only through the browser, or a cookie wall)." };
          }
          // An app that reads the device (advertising ID, identifiers, contacts) for ads or analytics with no way to say no.
          const app = ctx.doc.sentences.find((x) => appAccessWithoutChoice(x.text));
          if (app) return { sentence: app, finding: "The app reads or stores information on the device (identifiers, advertising ID, contacts) for advertising or analytics with no way to refuse." };
          const wall = ctx.doc.sentences.find((x) => COOKIE_WALL.test(x.text) && !/\b(whether or not|either way|whatever (you|they) choose)\b/i.test(x.text));
          if (wall) return { sentence: wall, finding: "Access is made to depend on accepting cookies (a cookie wall), so refusing is not as easy as accepting." };
          const buried = ctx.doc.sentences.find((x) => REFUSAL_BURIED.test(x.text));
          if (buried) return { sentence: buried, finding: "Refusing is placed lower than accepting (on a second screen, or as small grey text), so it is not as easy." };
          const buttons = ctx.doc.sentences.filter((s) => /\[[^\]]*(accept|ok|agree|aceptar|akzeptieren|x|got it|understood|i understand|allow|continue|close)\b[^\]]*\]/i.test(s.text));
          if (buttons.length > 0 && !REFUSAL_BUTTON.test(ctx.doc.text) && !/\breject all\b/i.test(ctx.doc.text)) {
            return { sentence: buttons[0], finding: "The banner offers a way to accept but no way to refuse at the same level." };
          }
          return null;
        },
        met: [{ all: [/\b(reject( all)?|refuse|decline)\b/i, /\b(accept|same|equal)\b/i] }],
        finding: "Cookies cannot be refused as easily as accepted.",
        fix: "Add a 'Reject all' button beside 'Accept all' on the first layer, with the same prominence, and give access to the site whatever the choice.",
      }),
      practice({
        ...common,
        id: "cookie-necessary-mislabel",
        obligation: "Only storage strictly necessary for the service the user asked for (or for transmission) is exempt from consent; advertising and tracking never are.",
        severity: "high",
        breach: (ctx) => {
          // A cookie table judged row by row; prose sentence by sentence.
          const row = ctx.doc.sentences.find((s) => trackerRowMarkedNecessary(s.text));
          if (row) return { sentence: row };
          const tracking = /\b(advertis\w*|marketing|retargeting|tracking|analytics)\b/i;
          const necessary = /\b(strictly necessary|essential|cannot be (deselected|refused|disabled))\b/i;
          const prose = firstBreach(ctx, [{ all: [tracking, necessary], none: [/\b(only|after) (you|consent)|need your consent|do not need|which have little impact|require (your )?consent\b|\b(only|not) (\w+ ){0,3}(after|once|until|before|with)\b[^.]{0,40}\bconsent|\bonly (the )?(strictly )?(necessary|essential) cookies\b/i] }]);
          // Both said of the same cookies: one clause, not "necessary cookies …; advertising cookies only if you accept".
          const oneClause = prose !== null && prose.text.split(/;|\b(?:but|whereas|while|however)\b/i).some((c) => tracking.test(c) && necessary.test(c));
          return prose && oneClause && !prose.text.includes("|") ? { sentence: prose } : null;
        },
        finding: "Advertising or tracking cookies are presented as strictly necessary, so no consent is sought for them.",
        fix: "Classify advertising, retargeting and tracking cookies as non-essential and make them subject to consent.",
      }),
      practice({
        ...common,
        id: "cookie-preticked",
        obligation: "Consent cannot be given by pre-ticked boxes (Planet49, C-673/17).",
        severity: "high",
        breach: (ctx) => {
          const s = firstBreach(ctx, [
            { all: [PRESET, /\b(analytics|marketing|advertis\w*|cookies?|audience|personalis\w+|personaliz\w+|social media|tracking)\b/i] },
            { all: [ON_UNTIL_OFF, NON_ESSENTIAL] },
          ]);
          if (s && !/\b(necessary|essential|required)\b[^\]\n]{0,30}$/i.test(s.text.slice(0, s.text.search(PRESET))) ) return { sentence: s };
          // A preference list whose non-essential categories are ticked ([✓] Advertising), whatever the tick mark.
          const ticked = ctx.doc.sentences.find((x) => TICKED_BOX.test(x.text) && NON_ESSENTIAL.test(x.text) && !/\b(necessary|essential)\b/i.test(x.text));
          return ticked ? { sentence: ticked } : s ? { sentence: s } : null;
        },
        finding: "Non-essential cookie categories are pre-ticked.",
        fix: "Leave every non-essential category unticked until the user ticks it.",
      }),
      practice({
        ...common,
        id: "cookie-no-consent",
        obligation: "Non-essential cookies rest on prior consent; legitimate interests or an opt-out afterwards do not replace it.",
        severity: "high",
        breach: (ctx) => {
          // Where low-impact analytics are exempt, only advertising-type tracking needs consent.
          const needsConsent = (t: string) => NON_ESSENTIAL.test(t) && (!analyticsExempt(ctx) || ADVERTISING.test(t));
          const sentences = ctx.doc.sentences;
          const tracks = (t: string) => needsConsent(t) && /\b(cookies?|pixels?|tracking|tags?|sdks?|identifiers?|ids?|idfa|gaid|conversion|analytics|advertis\w*|beacons?|fingerprinting)\b/i.test(t);
          for (const [i, s] of sentences.entries()) {
            if (!LEGITIMATE_INTEREST.test(s.text) || !affirms(s.text, LEGITIMATE_INTEREST)) continue;
            // Legitimate interests named as the basis for tracking (not negated: "we do not rely on legitimate interests").
            if (tracks(s.text)) return { sentence: s, finding: "Advertising or analytics cookies rest on legitimate interests instead of the prior consent the law requires." };
            // Or as the basis of what the sentences just before described ("… with your advertising ID, to our advertising
            // partners …. We do this on the basis of our legitimate interest"), a list item broken over lines included.
            const described = BASIS_POINTS_BACK.test(s.text) ? sentences.slice(Math.max(0, i - 2), i).find((x) => tracks(x.text) && ADVERTISING.test(x.text)) : undefined;
            if (described) return { sentence: described, finding: "Advertising trackers or identifiers read from the device rest on legitimate interests instead of the prior consent the law requires." };
          }
          // An opt-out model: non-essential cookies described as set, with the user left to switch them off or object.
          const optOut = ctx.doc.sentences.find(
            (s) =>
              /\b(switch (them|it|these) off|turn (them|it|these) off|(disable|deactivate) (them|it|these)|object to (them|it|this|these)|opt[- ]out (of )?(them|it|these)|deselect (them|it|these)|opt[- ]out\b[^.]{0,30}\b(later|afterwards|in (your|the) (cookie |privacy )?(settings|preferences)))\b/i.test(s.text) ||
              // "If you do not agree, you can delete cookies in your browser": refusal left to clearing the browser afterwards.
              (/\bif you (do not|don't|don’t|no longer) (agree|accept|consent|want (them|this|cookies|to be tracked))\b/i.test(s.text) && /\b(delete|remove|clear|block|disable)\b[^.]{0,40}\b(cookies|them|browser)\b/i.test(s.text)),
          );
          const set = ctx.doc.sentences.find((s) => needsConsent(s.text) && (/\b(set|plac(e|es|ed)|use[sd]?|stored|loaded|active|run|deploy(s|ed)?)\b/i.test(s.text) || TRACKER_STARTS.test(s.text)) && !/\b(only (after|if|once|when)|with your consent|(if|unless|until) you (click|accept|agree|consent|allow))\b/i.test(s.text) && !/\b(won[’']t|will not|do not|don[’']t|never) (set|place|use|store|load)\b/i.test(s.text));
          // A text that asks for consent first and then explains how to change one's mind is lawful.
          const priorConsent = /\b(only ([\w'’]+ ){0,3}(after|if|once|when) (you|they|the (visitor|user)s?) (say yes|accept|agree|consent|click|allow|opt in|choose)|(blocked|disabled|switched off|turned off|not (set|loaded|placed|used)) until|only (after|if|once|when) you|with your (prior )?consent|(if|unless|until) you (agree|accept|consent|click|allow)|we (will )?ask (for )?your consent|require[sd]? your consent|need your consent|subject to your consent|when you (accept|agree|consent))\b/i.test(ctx.doc.text);
          return optOut && set && !priorConsent ? { sentence: set, finding: "Non-essential cookies are used first and the user can only switch them off afterwards, which is not prior consent." } : null;
        },
        finding: "Non-essential cookies are used without prior consent.",
        fix: "Ask for consent before any advertising or analytics cookie is set; legitimate interests or an opt-out cannot replace it (only strictly necessary cookies, and where the national law allows it low-impact analytics, are exempt).",
      }),
      practice({
        ...common,
        id: "cookie-partners-unnamed",
        obligation: "Consent has the GDPR meaning (Art. 4(11)): it must be informed, so users must be told before they choose which third parties set or read cookies (Planet49, C-673/17), not sent to ask for the list.",
        severity: "medium",
        breach: (ctx) => {
          if (!ctx.doc.mentions(THIRD_PARTIES)) return null;
          const s = ctx.doc.sentences.find((x) => PARTNERS_WITHHELD.test(x.text) && !PARTNERS_LISTED.test(x.text));
          return s ? { sentence: s } : null;
        },
        finding: "The partners or third parties whose cookies the user is asked to accept are not named where consent is asked (the list is withheld or only sent on request), so the consent is not informed.",
        fix: "Name every third party that sets or reads cookies, with its purposes, in the banner or a page linked from it, before consent is asked.",
      }),
      requiredContent({
        ...common,
        id: "cookie-information",
        obligation: "Before consent, users must get clear and comprehensive information on the purposes of the cookies (and, per Planet49, their duration and any third-party access).",
        severity: "medium",
        present: [{ all: [/\b(publicit\w*|mesure d'audience|statistiques|measure|audience|analytics|advertis\w*|advert\w*|personalis\w+|personaliz\w+|marketing|functional|statistic\w*|preferences|fraud|security|secure|signed in|basket|session|tracking|campaigns|retargeting|ads|profiling|count(ing)? (visits|visitors)|visitor numbers|(which|what) pages|popular|how (visitors|users|people|you) use|improve (our|the) (site|website|service|app))\b/i] }],
        missing: "The text does not say what the cookies are used for.",
        fix: "Explain, before asking for consent, the purpose of each category of cookies, how long they last and which third parties can access them.",
      }),
    ],
  };
}
