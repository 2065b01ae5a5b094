import { affirms, deniedEverywhere } from "./facts";
/**
 * Recurring facts the rule packs look for, as sentence patterns. Each is a fact ("the text sets no end to
 * retention"), not a keyword: the rules combine them with the subject they concern and with negations.
 */
export const NEGATED = /\b(do(es)? not|don't|doesn't|never|will not|won't|shall not|cannot|can't|no longer|not)\b/i;

export const KEEP = /\b(speicher(n|t)|aufbewahr\w*|conserv(e|es|ed|ing)|(hang|hold)(s|ing)? on ?to|hung on ?to|held on ?to|keep|keeps|kept|retain(s|ed)?|retention|stor(e|es|ed|ing)|hold(s)?|held|preserv(e|ed)|recordings are kept)\b/i;
export const INDEFINITE =
  /\b(indefinitely|for ever|forever|permanently|unbefristet|auf unbestimmte zeit|as long as (we|it|the company|management) (wish|want|like|see fit|sees fit|consider[s]? (it )?(useful|necessary|appropriate|fit))|for as long as we (wish|want|see fit|consider useful)|as long as we consider (it )?useful|as long as (it|they|the data|this) (may|might|could|can|will)? ?(be|is|are|remains?|prove) (useful|of use|relevant|valuable)|in case (it|they) (becomes?|are|is) useful|with no (time )?limit|without (a |any )?time limit|for (its|our) records for as long as|until we decide)\b/i;

export const PERSONAL_DATA = /\b(personal (data|information)|your (data|details|information)|customer (data|lists|records)|employee (data|records)|medical records|patient records|data of|records)\b/i;

export const MARKETING =
  /\b(marketing|newsletters?|promotion(s|al)?|commercial (offers|communications|messages)|offers of our partners|partner brands|advertis(ing|ements?)|catalogues)\b/i;

export const CONSENT_WORD = /\b(consent(s|ed)?|agree(s|d)?|accept(s|ed)?|acceptance|opt[- ]?in)\b/i;

/** Consent made a condition of something else (an order, an account, access, a job). */
export const TIED =
  /\b((placing|creating|opening|making|registering|signing up|booking|buying|ordering|using|downloading|installing)\b[^.]{0,40}\b(means|implies|constitutes|counts as|is taken as|is treated as)\b[^.]{0,20}\b(accept|agree|consent)\w*|must (consent|agree|accept|enter)|(have|has|need|needs|are required|is required) to (consent|agree|accept)\b|(this|such|that|the|your|their) (consent|agreement) is (required|mandatory|compulsory|a condition) (to|for|of) (join|joining|membership|enrol\w*|sign(ing)? up|register\w*|buy\w*|purchas\w*|use|using|access\w*)\b|you (also )?agree to receive|cannot be unticked|can ?not be deselected|without (this|that|such) (acceptance|consent)[^.]{0,200}\b(not possible|cannot|refused)|(cannot|can ?not|can't|will not be able to|may not) (become a member|join|sign up|register|enrol\w*|open an account|buy|purchase|order|use (the|our) (service|app))\b[^.]{0,40}\bwithout (this|that|such|giving (this|that|such)) (consent|agreement|acceptance)|orders? cannot be placed without|\b(it'?s|it is|this is|that'?s|ticking it is|ticking this is) (required|mandatory|compulsory|needed|necessary) (to|for|in order to) (sign(ing)? up|register\w*|join\w*|creat\w* (an |your )?account|open\w* (an |your )?account)\b|to complete (your|a|the) (order|purchase)[^.]{0,200}\b(must|consent)|(by|when) (you )?(creat(e|ing) an account|joining|signing (their|your|the) (employment )?contract|accepting (the|these) (loan )?terms)|condition of (providing|employment|the (loan|service))|\b(to|before you can|in order to) (confirm|complete|finali[sz]e|proceed with|make|place) (your|the|a|this) (booking|order|purchase|reservation|registration|application|enrolment|enrollment|subscription)\b[^.]{0,30}\byou (must|have to|need to) (tick|check|select|agree|accept|consent|give)|\b(is|are|constitutes?|remains?) (an? |the )?(essential |necessary |mandatory |indispensable |compulsory )?(condition|prerequisite|precondition|requirement) (for|of|to) (the )?(creat\w*|open\w*|use|using|registration|register\w*|access\w*|membership|sign\w* up|(your |an |the )?(account|order|purchase|booking|subscription|service)))/i;

/**
 * The service refused to anyone who does not agree: "you cannot open an account without agreeing to our newsletter".
 * The denial is the fact (the words after "without" are what is made compulsory).
 */
export const NOT_WITHOUT_AGREEING =
  /\b(cannot|can ?not|can't|will not be able to|may not|won't be able to) (become a member|join|sign up|register|enrol\w*|open an account|create an account|buy|purchase|order|use (the|our) (service|app))\b[^.]{0,40}\bwithout (first )?(agreeing|consenting|accepting|opting in|signing up) to\b/i;

/**
 * The person's consent not asked for, in any wording: "without your consent", "we don't ask you first", "no consent of
 * the parent is sought", "we do not need your consent for that", "no ask in onboarding". The denial is the fact.
 */
export const CONSENT_NOT_SOUGHT =
  /\bno (consent|permission|opt-?in)( of (the |a )?[a-z]+)? is (asked|sought|requested|needed|obtained|required)\b|\b(consent|permission) (is|are|was|were|will be) (not|never) (sought|asked( for)?|obtained|requested|needed|required)\b|\b(without (first )?(asking|seeking|obtaining|getting) (for )?(your |their )?(consent|permission|agreement)?|without (first )?asking (you|them)( first)?|without (your|their|the (user|customer|consumer|person|employee|patient|parent)'?s?'?|any|prior|explicit) ?(prior |explicit |express )?(consent|permission|agreement)|((do|does|did) not|don't|doesn't|didn't) (ask|seek|obtain|request) (for )?(your |their |any |a |an )?(separate |specific |explicit |prior |special )?(consent|permission)|(do not|don't|does not|doesn't|never) (need|require) (your |their |any |the person's )?(explicit |prior )?(consent|permission)|(do not|don't|never) ask (you|them) (first|beforehand))\b|\btreat (it|this|them) as ordinary (personal )?data\b|\b(no|(did|do|does) not (put|include|add|show|build) (an?|any)|(didn't|don't|doesn't|never) (put|include|add|show|build) (an?|any)) (ask|prompt|opt-?in (step|screen|prompt|box)|consent (step|screen|prompt|box|question|request))\b/i;

/**
 * Consent taken as given by an event rather than a choice: "consent shall be deemed given upon registration", "is
 * treated as granted when you sign up".
 */
export const DEEMED_CONSENT =
  /\b(consent|agreement)\b[^.;]{0,100}\b(shall be|is|are|will be) (deemed|taken|treated|considered|presumed) (to have been |as |to be )?(given|granted|obtained|provided)\b/i;

/** Consent stretched over every purpose, now or later: "all present and future processing purposes", "any purpose". */
export const OPEN_PURPOSES =
  /\b(all|any) (present and future|current and future|future|possible) (processing )?purposes\b/i;

/** "No marketing emails, no account": refusing the optional processing costs the service (the negation is the fact). */
export const NO_X_NO_Y =
  /\bno (\w+ ){0,2}(consent|emails?|marketing|newsletters?|offers|ads|tracking|sharing|data)\s*[,;—–-]+\s*no (account|access|service|membership|booking|order|app|entry|job|discount|wi-?fi)\b/i;

/**
 * Something the person does, other than choosing, taken as consent: "closing this banner counts as agreement", "carrying
 * on reading means you accept", "staying on the page is treated as consent".
 */
export const CONDUCT_AS_CONSENT =
  /\b(clos(e|es|ing)|dismiss(es|ing)?|carry(ing)? on|continu(e|es|ing)|go(ing)? on|stay(s|ing)?|remain(s|ing)?|scroll(s|ing)?|navigat(e|es|ing)|read(s|ing)? on|click(s|ing)? anywhere|us(e|es|ing) (this|the|our) (site|website|app|page))\b[^.]{0,40}\b(?<!(\bnot|\bnever|n't) )(counts? as|means?|is (taken|treated|deemed|regarded) as|amounts? to|impl(y|ies)|signif(y|ies)|constitutes?|will be (taken|treated|deemed|regarded) as)\b[^.]{0,25}\b(agree\w*|consent\w*|accept\w*)/i;

export const IMPLIED_CONSENT =
  /\[x\]|\b(continu(e|es|ing) to (browse|use|navigate|visit)|keep (browsing|using)|by (continuing|using|visiting|scrolling|browsing)|if you (continue|do not untick|don't untick|do not object|do not opt out)|(pre-?ticked|ticked in advance|\[x\])|(we|it is)( will| shall| may)? (consider|assume|take it|treat|deem|presume)(s|d)?( it)?( that)? (you|your (silence|continued use|use))\b[^.]{0,30}\b(consent\w*|agree\w*|accept\w*|happy|content|have no objection|opted in)|unless you (tell us|say|let us know) otherwise|\b(if|when|once|as soon as) you (click(s)? anywhere|continue|carry on|keep|go on|scroll|stay|remain|close|dismiss|navigate|browse)\b[^.]{0,80}\byou (agree|accept|consent)\w*|silence|inactivity|seguir navegando|continúa navegando|en poursuivant (votre |la )?navigation|continuez (à|a) naviguer|by scrolling|\b(with|by|through|upon) (the |your )?(further|continued|ongoing|continuing) (use|usage|visit|browsing|navigation) (of|on) (this|the|our) (site|website|web ?shop|shop|page|app|offer|platform)\b[^.]{0,60}\b(agree\w*|consent\w*|accept\w*|declare\w*)|\b(keep|continue|carry on|go on) (scrolling|browsing|reading|clicking|using (the|this|our) (site|app))\b[^.]{0,60}\b(as|means|is) (a |an )?(yes|consent|agreement|ok|okay|thumbs up)\b)/i;

/** Special-category data named by kind; what a person reports of their body (symptoms, medicines, conditions) is health data (Art. 4(15)). */
export const SPECIAL_CATEGORY =
  /\b(health(?! and safety)|medical|medications?|medicines?|symptoms?|(pre-?existing|existing|chronic|underlying|long-term) (health |medical )?conditions?|heart[- ]rate|allerg(y|ies)|blood[- ](pressure|sugar|glucose|type|tests?)|diagnos(is|es)|prescriptions?|disabilit(y|ies)|pregnan(t|cy)|sickness records|menstrual|mental health|sleep patterns|biometric|fingerprints?|(face|facial) (scans?|scanning|recognition|geometry|templates?)|iris (scans?|recognition)|retina(l)? scans?|voice ?prints?|palm (scans?|vein)|genetic|sexual orientation|sex life|religio(n|us)|ethnic|racial|trade union|political opinions?)\b/i;

export const CHILD = /\b(child(ren)?|kids?|minors?|students?|pupils?|teenagers?|teens|tweens|\d{1,2}[- ]year[- ]olds?|users aged|aged (\d{1,2})|under (\d{1,2})|(\d{1,2}) years old|(\d{1,2}) and (over|older)|class \d+)\b/i;

/** US states and cities where data are commonly hosted or handled: a text may name the place, not the country. */
const US_PLACES =
  "texas|california|northern virginia|oregon|ohio|iowa|arizona|nevada|utah|florida|illinois|massachusetts|new jersey|new york|seattle|san francisco|silicon valley|los angeles|chicago|dallas|houston|atlanta|denver|miami|ashburn|las vegas";
/**
 * Countries for which neither the EU nor the UK has an adequacy decision or regulations covering all recipients (the
 * United States is covered only for recipients certified under the Data Privacy Framework or its UK extension, which a
 * text must name). Countries with an adequacy finding (e.g. Switzerland, Japan, Canada, Israel, the Republic of Korea)
 * are left out: a transfer to them needs no further mechanism.
 */
const NON_ADEQUATE =
  `united states|u\\.s\\.a?\\.?|usa|the us\\b|${US_PLACES}|(?:our|its|their|a|the group's) us (?:parent|head office|affiliate|subsidiary|office|team|servers?|cloud|data cent(?:re|er)s?|provider|vendor|company)|mumbai|bangalore|bengaluru|delhi|new delhi|chennai|hyderabad|pune|kolkata|noida|gurgaon|gurugram|manila|cebu|karachi|lahore|dhaka|colombo|ho chi minh city|hanoi|kuala lumpur|jakarta|bangkok|shanghai|beijing|shenzhen|moscow|kyiv|kiev|istanbul|cairo|casablanca|tunis|abuja|nairobi|accra|johannesburg|cape town|mexico city|bogotá|bogota|lima|phnom penh|india|philippines|china|russia|pakistan|sri lanka|bangladesh|vietnam|malaysia|indonesia|thailand|cambodia|laos|myanmar|nepal|south africa|morocco|tunisia|algeria|egypt|nigeria|ghana|kenya|ethiopia|tanzania|uganda|ukraine|belarus|serbia|turkey|türkiye|mexico|colombia|peru`;
/**
 * A country left unnamed but said to lack adequate protection: "a country that the UK has not found to provide adequate
 * protection", "a country without an adequacy decision".
 */
const UNNAMED_NON_ADEQUATE =
  "(?:a|another|any|one|other) (?:third )?(?:country|countries|jurisdictions?)\\b(?:(?!\\.)[^;]){0,60}?\\b(?:not|no|without|lacks?|lacking)\\b(?:(?!\\.)[^;]){0,40}?\\badequa(?:te|cy)";
/**
 * Non-EEA countries as the text may name them, or data going anywhere outside the EEA. Brazil is a third country
 * without an EU adequacy decision as far as confirmed: the Commission published a draft decision on 5 September 2025
 * and the EDPB gave Opinion 28/2025 on 4 November 2025 (secondary sources); its adoption was not confirmed, so an
 * EU transfer to Brazil still needs an Art. 46 safeguard or an Art. 49 derogation until an adopted decision is seen.
 */
/** The notice saying the destination has no adequacy finding: the Art. 13(1)(f) "absence of an adequacy decision". */
export const ADEQUACY_ABSENT = new RegExp(UNNAMED_NON_ADEQUATE, "i");

export const THIRD_COUNTRY = new RegExp(
  `\\b(${NON_ADEQUATE}|${UNNAMED_NON_ADEQUATE}|brazil|any country|anywhere in the world|any country in the world|outside the (eea|european economic area|eu|european union|uk|united kingdom)|overseas|abroad)\\b`,
  "i",
);
/**
 * Countries by name, as texts name them (not every state: those data are commonly sent to, hosted in or run from).
 * Used where every other country is abroad, as for Singapore's s. 26.
 */
const COUNTRY_NAMES =
  "afghanistan|albania|algeria|argentina|armenia|australia|austria|azerbaijan|bahrain|bangladesh|belarus|belgium|bolivia|bosnia|brazil|brunei|bulgaria|cambodia|cameroon|canada|chile|china|colombia|costa rica|croatia|cyprus|czech republic|czechia|denmark|ecuador|egypt|estonia|ethiopia|fiji|finland|france|germany|ghana|greece|guatemala|hong kong|hungary|iceland|india|indonesia|iran|iraq|ireland|israel|italy|jamaica|japan|kazakhstan|kenya|kuwait|laos|latvia|lebanon|lithuania|luxembourg|macau|malaysia|maldives|malta|mauritius|mexico|moldova|mongolia|montenegro|morocco|myanmar|nepal|netherlands|new zealand|nigeria|north macedonia|norway|oman|pakistan|panama|papua new guinea|peru|philippines|poland|portugal|qatar|romania|russia|rwanda|saudi arabia|senegal|serbia|slovakia|slovenia|south africa|south korea|republic of korea|spain|sri lanka|sweden|switzerland|taiwan|tanzania|thailand|timor-leste|tunisia|turkey|türkiye|uganda|ukraine|united arab emirates|uae|united kingdom|the uk|united states|u\\.s\\.a?\\.?|usa|the us\\b|uruguay|uzbekistan|venezuela|vietnam|viet nam|zambia|zimbabwe";
/** Anywhere outside Singapore: a named country, or overseas, abroad, offshore. */
export const OUTSIDE_SINGAPORE = new RegExp(`\\b(${COUNTRY_NAMES}|${NON_ADEQUATE}|outside singapore|overseas|abroad|offshore|any country|(another|a foreign|a different) country|other countries)\\b`, "i");

/** Anywhere outside Brazil: a named country, or overseas, abroad, offshore. */
export const OUTSIDE_BRAZIL = new RegExp(`\\b(${COUNTRY_NAMES.replace("brazil|", "")}|${NON_ADEQUATE}|outside brazil|overseas|abroad|offshore|any country|(another|a foreign|a different) country|other countries)\\b`, "i");

/** Third countries from the UK (EEA states are not). */
export const UK_THIRD_COUNTRY = new RegExp(`\\b(${NON_ADEQUATE}|${UNNAMED_NON_ADEQUATE}|any country|anywhere|outside the (uk|united kingdom)|overseas|abroad|offshore)\\b`, "i");
/**
 * Data going to a place: sent, stored or hosted there, or opened from there — staff or a supplier abroad who log in to
 * or have remote access to systems holding personal data make a transfer as much as a copy sent to them does.
 */
export const TRANSFER_VERB =
  /\b(transfer(s|red)?|sent|send|hosted|stored|processed|located|moved|shared)\b|\bremote(ly)?\b[^.]{0,60}\b(access\w*|log\w* (in|on)|connect\w*|view\w*)\b|\b(access\w*|log\w* (in|on)(to)?|connect\w*|view\w*|work\w* (on|in|with))\b[^.]{0,80}\bremotely\b|\b(has|have|with|given|grant\w*) (remote )?access to\b/i;
/**
 * Data handled by someone: kept, backed up, viewed, processed, run or supported (any tense). "As it sees fit" is
 * discretion, not someone seeing data: "may engage subcontractors, in Sweden or abroad, as it sees fit" sends nothing abroad.
 */
const HANDLES_DATA =
  /\b((is|are|gets?|will be) (done|carried out|performed|outsourced) (by|to)|administ\w+|work\w* (in|on|with) (our|the) ([\w-]+ )?(systems?|database|records|files|crm|platform|software)|kept|keeps?|back(s|ed)? up|backups?|(can|may|could) (view|see|access|read|open|look up)|(are|is|were|was|get|gets) (first |then |also )?(read|reviewed|screened|checked|assessed|vetted)|log(s|ged|ging)? (in|on) ?to|views?|sees(?! fit\b)|access(es|ed)?|handl\w+|process\w*|runs?|manag\w+|maintain\w*|host\w*|stor\w+|support\w*|answer\w*|analys\w+|transcrib\w+|administer\w*|receives? (all |the |every |a copy of |copies of )?([a-z]+ )?(records|data|files|details|information|personal data))\b/i;

const LOCATED = new Map<string, RegExp>();
/**
 * A processor's freedom to appoint sub-processors ("may engage any sub-processor of its choice, in any country"): it
 * says who may process, not that data have gone anywhere. The clause's defects are Art. 28(2) and 28(3)(a); whether a
 * transfer happens, and under what safeguard, the text does not say.
 */
export const MAY_APPOINT_SUBPROCESSORS =
  /\b(may|can|is free to|is entitled to|reserves the right to) (also )?(engage|appoint|use|choose|select|hire|instruct|add|change)\b[^.;]{0,20}\b(sub-?processors?|sub-?contractors?)\b/i;
/** A transfer only provided for: under instructions, needing prior permission, or a freedom to appoint sub-processors. */
const HYPOTHETICAL_TRANSFER = new RegExp(
  `${/\b(with regard to|as regards|in respect of|regarding|including) (any |a )?transfers?\b|\b(any|a|no) transfers? (of (personal )?data )?(abroad |outside [^.]{0,30})?(requires?|needs?|only|is subject to|must|may only|shall only|will only)\b|\b(before|prior to) (any|a) transfers?\b/.source}|${MAY_APPOINT_SUBPROCESSORS.source}`,
  "i",
);

/** Someone or something located in a place `country` names ("in Manila, the Philippines", "based in India"). */
function locatedIn(country: RegExp): RegExp {
  let re = LOCATED.get(country.source);
  if (!re) LOCATED.set(country.source, (re = new RegExp(`\\b(in|on(?= (?:our|its|their|the) )|based in|located in|out of|operating from|from)\\b[^.;]{0,25}?(?:${country.source})`, "i")));
  return re;
}

/** A sentence that asks rather than states: it ends with a question mark. */
export const ASKS = /\?\s*["”')\]]?\s*$/;

const CONTROLLER_SEAT = /\b(we are|we're|(the )?company is|is a (company|business|firm)|is an? [a-z]+ (company|business|firm)) ([a-z]+ ){0,3}(based|located|headquartered|incorporated|registered|established) in\b/i;

/**
 * Whether a sentence sends personal data to a country `country` names: sent, stored or opened there (`TRANSFER_VERB`),
 * or handled by someone located there ("our support team in Manila can view your account", "backups are kept by a data
 * centre in Mumbai"). A place denied everywhere ("none outside the EU", "we never send data to India") is no transfer.
 */
export function sendsTo(text: string, country: RegExp): boolean {
  // A question ("Do we send data outside the EU?", an FAQ heading) asserts nothing; its answer follows.
  if (ASKS.test(text)) return false;
  if (!country.test(text) || /\b(do not|don't|never|will not|won't) (transfer|send|store|host|move)\b/i.test(text)) return false;
  // A transfer named only as something instructions govern or that needs permission ("also as regards any transfer
  // abroad", "any transfer outside the EEA requires our written consent") is a condition, not a transfer made.
  if (HYPOTHETICAL_TRANSFER.test(text)) return false;
  const located = locatedIn(country);
  // The organisation's own seat ("we are a company based in …") is where it is, not a place data are sent to.
  if (CONTROLLER_SEAT.test(text) && !TRANSFER_VERB.test(text)) return false;
  if (!TRANSFER_VERB.test(text) && !(located.test(text) && HANDLES_DATA.test(text) && affirms(text, HANDLES_DATA))) return false;
  return !deniedEverywhere(text, country);
}

export const TRANSFER_SAFEGUARD =
  /\b(standard (contractual|data protection) clauses|model (contract(ual)? )?clauses|clauses (approved|adopted|issued) by the (european )?commission|sccs?|adequacy (decision|regulations?)|data privacy framework|dpf|binding corporate rules|bcrs?|article 46|art\. 46|international data transfer (agreement|addendum)|idta|uk addendum|addendum to the (eu )?(standard contractual clauses|sccs)|uk extension to the (eu-us )?data privacy framework|data bridge|approved by regulations|article 45a|art\. 45a)\b/i;

export const SUPERVISORY_AUTHORITY =
  /\b(supervisory authority|data protection (authority|commission(er)?)|information commissioner|ico|cnil|autoriteit persoonsgegevens|aepd|agencia española|garante|commissioner for data protection|bfdi|berlin commissioner|bavarian data protection|dpc|regulator|authorities|landesbeauftragte\w*|\w*beauftragte[rn]? für (den )?datenschutz|landesamt für datenschutz\w*|landeszentrum für datenschutz|datenschutzaufsicht|ldi( nrw)?|lfdi|lda|datenschutz\w*behörde|aufsichtsbehörde|apd|privacy commissioner)\b/i;

/** Toggles or boxes already on when the choice is shown: "toggles are switched on when the banner opens". */
export const PRESET_TOGGLE =
  /\b(toggles?|switch(es)?|sliders?|boxes|checkboxes|categories|options)\b[^.]{0,40}\b(are|is|come|start)\b[^.]{0,10}\b(switched on|turned on|set to on|on|ticked|checked|enabled|active)\b[^.]{0,10}\b(when|as soon as|by default|from the start|on opening|before)\b/i;

/** A choice box ticked before the person acts, in any wording: "[x]", "pre-ticked", "on by default", "untick if not". */
const PRESET_MARK =
  // "[x] Analytics" is a ticked box; a lone "[X]" at the end of a row of buttons is the banner's close button; a box
  // whose label says the person ticked it ("(you ticked this when you ordered)") shows their own choice, not a preset.
  /\[\s*[xX✓✔☑]\s*\](?![ \t]*(\[|\n|$))(?![^\n]{0,120}\byou(?:'ve| have)? (?:ticked|checked|selected|chose|opted in)\b)|☑|✅|\bpre-?(ticked|checked|selected|enabled)\b|\b(ticked|checked) (in advance|by default|for you|already)\b|\b(selected|enabled|activated|switched on|turned on|opted in) by default\b|\b(already|automatically|pre-?) ?(ticked|checked|selected|switched on)\b|\b(untick|uncheck|deselect)\w*\b[^.]{0,60}\b(if you (do not|don't)|unless|not want|not wish|prefer not)/i;
export const PRESET_BOX = new RegExp(`${PRESET_MARK.source}|${PRESET_TOGGLE.source}`, "i");

/** Sending marketing by electronic mail: email ("mails" in everyday English), text message, SMS, MMS, messaging apps, email-marketing tools. */
// A text message also as a campaign brief names it: "Text to send:", "4c per text", "sender ID".
export const ELECTRONIC_MAIL = /\b(e-?mails?|e-?mail(ed|ing)|sms|mms|text messages?|texts|texting|(we|will|may|to) text|(every|each|per|a marketing) text|text (to send|to be sent|campaigns?|blasts?)|sender id|whatsapp|push messages?|electronic mail|mails|e-?mail tools?|hubspot|mailchimp|brevo|sendinblue|klaviyo|mailerlite)\b/i;

/**
 * An email laid out as one: a "Subject:" header line, or a "From:" line with an address. A marketing email need not
 * use the word "email" at all.
 */
export const EMAIL_LAYOUT = /^\s*(subject|asunto|betreff|oggetto|objet|onderwerp)\s*:|^\s*(from|de|von|da|van)\s*:[^\n]*\b[\w.+-]+@[\w-]+\.[\w.]+/im;

/** Direct marketing content: offers, promotions, sales, newsletters, campaigns. */
export const MARKETING_CONTENT =
  /\b(marketing|promotion(s|al)?|promos?|newsletters?|offers?|sales?\b|discounts?|deals|vouchers?|\d{1,2}% off|campaigns?|advertis\w*|special prices?)\b/i;

/** Contact details obtained from someone else (a bought, rented or shared list), not from the person. */
export const ACQUIRED_LIST =
  /\b((received|got|gathered|supplied|provided|passed|handed|shared|given)\b[^.]{0,30}\b(from|by) (our |a |an |the )?(partners?('s)?|third[- ]part(y|ies)|other (companies|businesses|firms)|another (company|business|firm)|brokers?|list (providers?|vendors?)|affiliates?)\b|(bought|purchased|rented|acquired|obtained|sourced|licensed|compiled)\b[^.]{0,60}\b(lists?|leads|databases?|contacts|addresses|numbers|data)\b|\b(lists?|leads|databases?|addresses|numbers|contacts)\b[^.]{0,60}\b(bought|purchased|rented|acquired|obtained|sourced|licensed) (from|via|through)|(data|list|lead) (brokers?|providers?|vendors?|suppliers?|partners?)|third[- ]party (lists?|data|leads))\b/i;

/** A request to see one's own data, in any wording: access, a copy of the data, what is held, confirmation of processing. */
export const ACCESS_REQUEST =
  /\b(access|(a |full |complete )?cop(y|ies) of (your|their|the|all|his|her) (personal )?(data|information|records?|file)|what (personal )?(data|information) (we|the company) (hold|have|process)|confirmation (of|that) (the )?processing)\b/i;

/** Answering a request, in any wording ("we answer", "respond", "reply", "deal with", "handle", "process"). */
export const RESPOND = /\b(answer\w*|respond\w*|response|repl(y|ies|ied)|provid\w*|deal\w* with|handl\w*|process(ed|es)? (your |all |the )?requests?|fulfil\w*|complet\w*)\b/i;

/**
 * Saying how long data are kept, either way round: keeping them ("we keep", "retained for") or deleting them ("we delete
 * readings 24 months after …", "records are erased after"). A right to ask for deletion is not a retention statement.
 */
export const RETENTION_ACT =
  /\b(\d{1,2} (years?|months?|weeks?|days?) (after|from) (the |your |our )?(last|final|end|close|closure|termination|expiry) ?(of )?(visit|order|purchase|contact|login|log-in|activity|use|appointment|booking|the (contract|tenancy|membership|account|employment|relationship))?|(stay|remain)(s|ing)? (on|in) (our|the) (systems?|servers?|files?|records|database|archives?)|(stay|remain)(s|ing)? with us|conserv(e|es|ed|ing)|(hang|hold)(s|ing)? on ?to|hung on ?to|held on ?to|keep|keeps|kept|retain(s|ed)?|retention|stor(e|es|ed)|hold(s)?|held|archiv(e|es|ed))\b|\b(we|it|they|which|are|is|be|get|gets)\s+(automatically\s+|permanently\s+)?(delete[sd]?|erase[sd]?|destroy(s|ed)?|anonymi[sz]e[sd]?|purge[sd]?|removed|wiped|shredded|disposed of)\b/i;

/**
 * Watching people at work beyond any need, in any wording: pictures or recordings of their screens at intervals, every
 * key they press, their webcam, all their messages read. Security logs of sign-ins are not this.
 */
export const WORKPLACE_SURVEILLANCE =
  /\b((screenshots?|screen ?(captures?|grabs?|shots?|recordings?)|pictures?|images?|snapshots?|photos?|recordings?) of (each |every |the |an? )?(employee|staff|worker|user|your|their|agent)s?'?s? (member'?s? )?(screens?|desktops?|displays?)|(every|each|all) (keys?|keystrokes?|characters?) (an? |the |each )?(employee|staff member|worker|user|you|they|agent)s? (press|type|enter)\w*|(keys?|keystrokes?|characters?) (typed|pressed|entered) (are|is|will be) (logged|recorded|captured|stored|monitored)|(webcams?|cameras?) (on (employees'|staff|workers'|their|your) (laptops|computers|devices)|(are|is) (switched|turned) on (remotely|at random))|(read|review|monitor)\w* (all|every) (employees'|staff|workers'|your|their|private) (messages|chats|emails|e-mails))/i;

/**
 * A child acting alone ruled out: "no child can sign up on their own", "children cannot register by themselves". A
 * contrast in the sentence ("…, but users aged 13 may consent themselves") keeps whatever follows it open.
 */
export const CHILD_ALONE_DENIED =
  /^(?!.*\b(but|however|whereas|while|although|except)\b).*\b(no (child|children|minor|minors|student|students|pupil|pupils|kid|kids|one under \d{1,2})\b[^.]{0,30}\b(can|may|is able to|will be able to|is allowed to)\b|(cannot|can ?not|can't|may not|must not|are not (allowed|able|permitted) to|is not (allowed|able|permitted) to|never)\s+(\w+\s+){0,2}(register|sign up|join|open|create|consent|use)\b)/i;

/** A child acting without a parent: "can register by themselves", "no parent is involved", "without parental consent". */
export const NO_PARENT =
  /\b(by (themselves|himself|herself)|on (their|his|her) own|without (a |any |their )?(parent|guardian)\w*('s)?( consent| approval| permission| involvement)?|without (involving|asking|informing|telling|notifying|consulting|checking with|needing|requiring) (a |any |their |the |his or her )?(parent|guardian)\w*|no (parent|guardian)\w*('s)? (consent|approval|permission|involvement|is (involved|asked|needed|required))|(parental|parents'?) (consent|approval|permission) (is|are) not (needed|required|asked|sought|obtained)|(do not|don't|never) (ask|check with|involve|need) (a |their |the )?(parent|guardian)s?|(parents?|guardians?) (are|is) (not|never) (asked|consulted|involved|contacted))\b/i;

/** Processing that goes on until the person objects, instead of waiting for a yes: "unless you tell us to stop". */
export const OPT_OUT_BASIS =
  /\b(unless|until) (you|they|the (consumer|customer|user)s?) (tell|ask|instruct)s? us (to stop|not to|otherwise)|\b(unless|until) (you|they|the (consumer|customer|user)s?) (opt(s)? out|object|say no|switch (it|this) off|turn (it|this) off|withdraw)|\byou (can|may) (opt out|switch (it|this) off|turn (it|this) off) (of|from)? ?(this|it)? ?(at any time|later|in (the )?settings)/i;

/** Nothing binding a recipient abroad: "no contract", "without any safeguards", "we have not signed any data protection terms". */
export const NO_SAFEGUARD =
  /\bno ([a-z]+ ){0,3}(contracts?|clauses|agreements?|safeguards?|protections?|terms)\b|\bwithout (any )?([a-z]+ ){0,3}(contracts?|clauses|agreements?|safeguards?|protections?|terms)\b|\b(have|has) not (signed|put in place|put|agreed|concluded|entered into|included|added|written) (any )?([a-z]+ ){0,3}(contracts?|clauses|agreements?|safeguards?|protections?|terms)\b/i;

/** A personal data breach in any wording: breach, incident, leak, hack, compromise, data exposed or lost. */
export const DATA_BREACH =
  /\b(breach(es)?|incidents?|leak(s|ed|age)?|hack(s|ed)?|compromis(e|ed|es)|cyber-?attacks?|unauthori[sz]ed (access|disclosure)|(data|records|information) (is |are |was |were )?(exposed|stolen|lost))\b/i;

/** Security plainly short of reasonable: passwords in plain text, no encryption or access control, shared log-ins. */
export const WEAK_SECURITY =
  /\b(plain ?text passwords?|stored in plain ?text|unencrypted|no (encryption|access controls?)|shared (log-?ins|passwords)|(share|shares|sharing|use|uses|using) (a|one|the same|a single|a common|the) (admin(istrator)? |master )?(log-?in|password|account)|(do not|don't|does not|doesn't|never) (use|have|apply) (any )?(encryption|access controls?)|passwords? (is|are) (written|kept|stuck|displayed|posted|pinned) (on|in)|(written|posted|displayed|pinned) on (the|a) ([\w-]+ )?(noticeboard|notice board|wall|whiteboard|screen))\b/i;

/** A basis given for what the sentence before described: "We do this on the basis of …", "This is based on …". */
export const BASIS_POINTS_BACK = /^\s*(we do (this|so|that)|this is (done|based)|this (processing|sharing|use)|that is (done|based)|(the|our) (legal )?basis (for (this|that|it) )?is)\b/i;
