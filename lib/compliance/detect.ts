import type { Registry } from "@/lib/legal/sources/registry";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { APP_TRACKER_WORDS, reviewDocument, WEB_CONTEXT, type ReviewedDocument } from "./document";
import { euMarketingRule, nationalCookieRules, nationalMarketingRules } from "./rules";
import { ELECTRONIC_MAIL } from "./rules/concepts";
import { PEOPLE_MONITORING, TRACKER_TECH } from "./rules/privacy-facts";
import { looksLikeWorkText } from "./rules/work-facts";
import { workCountryFromText } from "./rules/paid-work";
import { aboutPeoplesData } from "./people-data";
import { speaksOfPeoplesData } from "./rules/everyday-privacy";
import { repurposesContactsForMarketing } from "./rules/marketing-repurpose";

const personalData = /personal (data|information)|\b(privacy (page|requests?|rights|choices|cent(er|re)|settings)|(data|information|details) (we|you) hold (on|about)|pdpc|anpd|data protection board|(revoke\w*|withdraw\w*) (your |their )?consent|consent\b[^.]{0,30}\b(revoked|withdrawn)|health (records|data|information)|union membership|delete (their|your|my) (data|information|details|account)|(customer|client|member|patient|student|user|employee|staff) (records|files|details|profiles)|(track|monitor)\w* (how|what|where|when) (each|every|our|the|your) (child(ren)?|users?|students?|customers?|members?|people|visitors?|kids?)|consent notice|withdraw (your |their )?consent|nric|national id(entity)? (cards?|numbers?)|id cards?|photo id|e-?mail address(es)?|phone numbers?|IP address(es)?|customer data|user data|date of birth|home address|location data|geolocation|device identifiers?|advertising identifier|personnel files?|(mobile|telephone|phone) numbers?|contacts?( list)?|sms messages|photos|(precise |approximate )?location|names? and (e-?mail|postal )?address(es)?|postal address(es)?|aadhaar|kyc|passport|identity documents?|biometric|fingerprints?|cvs?|purchase history|browsing history|cctv|(cctv |camera |video )?footage|video (surveillance|recordings?)|call recordings?|employee (files|records|data)|health questionnaires?|(job )?candidates|applicants|job applications|(data )?subject access requests?|data subjects?|DSARs?|(data|joint) controllers?|(is|as|are) (the )?controllers?|data protection officer|supervisory authority|privacy (faq|notice|policy|statement)|your (personal )?(details|data)|data protection (commission|authority)|information commissioner|cnil|garante per la protezione|aepd|autoriteit persoonsgegevens|my (personal )?(data|information|details)|privacy (questions|q&a|faqs)|patient records?|medical (history|records?|conditions?)|(current )?medications|symptoms|allergies|dados pessoais|dados (de saúde|sensíveis|de localização)|seus dados|datos personales|données personnelles|dati personali|personenbezogene(n)? daten|persoonsgegevens|bewerbung\w*|lebenslauf|deletion requests?|requests? to (know|delete|correct|access|opt out)|right (to|of) (delete|deletion|know|access|erasure|be forgotten)|(your|their|the patient's|a patient's) (health|medical) (answers|details|information|data|history|conditions?)|(questions|answers) about your health|health (information|data) (of|about) (you|patients|customers|members))\b/i;
const health = /\b(health|patients?|medical|protected health information|PHI)\b/i;
const children = /\b(children|child|under (the age of )?13|kids|minors?)\b/i;
const finance = /\b(bank(ing)?|loans?|financial institution|credit card|account numbers?)\b/i;
const bribery = /\b(brib\w*|corrupt\w*|facilitation payments?|kickbacks?|public officials?)\b/i;
const ai = /\b(artificial intelligence|machine learning|AI (system|model)s?)\b/i;
const cookies = new RegExp(String.raw`\b(cookies?|tracking (pixel|identifiers?)|${APP_TRACKER_WORDS}|meta pixel|local storage|traceurs?)\b`, "i");

/** Marketing content: promotions, offers, sales, newsletters (what reg. 22 PECR calls direct marketing). */
const ELECTRONIC_MARKETING = /\b(marketing|promotion(s|al)?|newsletters?|offers|sales?|discounts?|deals|\d{1,2}% off|campaigns?)\b/i;

/** The general data-protection law of each jurisdiction we hold one for (most specific code first). */
const privacyLaw: Record<string, string> = {
  EU: "eu-gdpr",
  GB: "uk-gdpr",
  IN: "in-dpdp-act-2023",
  "US-CA": "us-ca-ccpa",
  "US-VA": "us-va-cdpa",
  "US-CO": "us-co-cpa",
  CA: "ca-pipeda",
  BR: "br-lgpd",
  SG: "sg-pdpa-2012",
  AE: "ae-pdpl",
  AU: "au-privacy-act-1988",
  CN: "cn-pipl",
  JP: "jp-appi",
  ZA: "za-popia",
  KR: "kr-pipa",
  NZ: "nz-privacy-act-2020",
  TH: "th-pdpa-2019",
  MY: "my-pdpa-2010",
  PH: "ph-dpa-2012",
  ID: "id-pdp-law-2022",
  NG: "ng-ndpa-2023",
  KE: "ke-dpa-2019",
  SA: "sa-pdpl",
  HK: "hk-pdpo",
  CH: "ch-fadp",
  CO: "co-ley-1581-2012",
};

/** US state privacy laws a text addressed to that state's residents brings in, whatever jurisdiction was asked. */
const usStatePrivacy: [RegExp, string][] = [
  [/\b(california|californians?|ccpa|cpra)\b/i, "us-ca-ccpa"],
  [/\b(virginia|vcdpa)\b/i, "us-va-cdpa"],
  [/\b(colorado (residents|consumers|users|customers|privacy)|colorado privacy act|coloradans?|(live|living|reside|residing|resident|residents|based|located) in colorado|residents? of colorado)\b/i, "us-co-cpa"],
];

/** Employment law a contract or staff policy brings in, by jurisdiction. */
const employmentLaw: Record<string, string[]> = {
  GB: ["uk-working-time-regulations-1998", "uk-national-minimum-wage-act-1998", "uk-employment-rights-act-1996", "uk-sscba-1992"],
  US: ["us-flsa"],
  IN: ["in-code-on-wages-2019", "in-osh-code-2020"],
};

const briberyLaw: Record<string, string> = { US: "us-fcpa", GB: "uk-bribery-act-2010" };

export interface DetectedLaw {
  sourceId: string;
  reason: string;
}

/**
 * Which laws apply, from the jurisdiction (and its parents) and what the text is: personal data → the jurisdiction's
 * data-protection law (GDPR in EU states, DPDP Act in India, CCPA/CPRA for Californians, …); cookies or trackers →
 * the ePrivacy Directive and the state's transposing rule (PECR in GB); email or text marketing → the national rule on unsolicited electronic mail (PECR reg. 22, LSSI art. 21, Codice art. 130, CPCE art. L34-5, UWG § 7, Telecommunicatiewet art. 11.7; the Directive's Art. 13 elsewhere in the EU); an employment contract or staff policy → the
 * jurisdiction's employment law; US federal sector laws when the text concerns health, children or finance; bribery
 * and AI laws by topic. Only instruments the registry holds are returned.
 */
export function detectApplicableLaws(registry: Registry, jurisdiction: string, text: string, reviewed?: ReviewedDocument): DetectedLaw[] {
  const doc = reviewed ?? reviewDocument(text);
  const chain = jurisdictionChain(jurisdiction);
  const found: DetectedLaw[] = [];
  const add = (sourceId: string | undefined, reason: string) => {
    if (sourceId && registry.getInstrument(sourceId) && !found.some((f) => f.sourceId === sourceId)) found.push({ sourceId, reason });
  };
  const privacyText = doc.kinds.has("privacy_notice") || doc.kinds.has("cookie_notice") || doc.kinds.has("processor_terms") || doc.kinds.has("breach_procedure") || doc.kinds.has("consent_form");
  const webCookies = (cookies.test(text) || TRACKER_TECH.test(text)) && WEB_CONTEXT.test(text);
  // Watching or recording people (staff monitoring, CCTV, keystrokes) is processing their personal data.
  if (personalData.test(text) || webCookies || privacyText || PEOPLE_MONITORING.test(text) || aboutPeoplesData(text) || speaksOfPeoplesData(text)) {
    for (const code of chain) add(privacyLaw[code], `the text concerns personal data and ${code} law applies`);
    if (chain.includes("US")) {
      for (const [re, id] of usStatePrivacy) if (re.test(text) && (privacyText || webCookies || personalData.test(text))) add(id, "the text addresses that state's residents");
      if (health.test(text)) add("us-hipaa-privacy-rule", "the text concerns health information in the US");
      if (children.test(text)) add("us-coppa", "the text concerns children's data in the US");
      if (finance.test(text)) add("us-glba", "the text concerns customers' financial information in the US");
    }
  }
  if (doc.kinds.has("cookie_notice") || webCookies) {
    // A business is bound by the national law that transposes Art. 5(3) of the ePrivacy Directive, not by the Directive
    // itself: the Directive is checked only where we hold no national rule, so one breach is not reported twice.
    const national = chain.map((code) => nationalCookieRules[code]?.sourceId).filter((id): id is string => id !== undefined);
    for (const code of chain) add(nationalCookieRules[code]?.sourceId, `the text concerns cookies or similar trackers and ${code} transposes Art. 5(3) of the ePrivacy Directive`);
    if (chain.includes("EU") && national.length === 0) add("eu-eprivacy-directive", "the text concerns cookies or similar trackers in the EU, and we hold no national rule transposing Art. 5(3) for this jurisdiction");
  }
  if ((ELECTRONIC_MARKETING.test(text) && (ELECTRONIC_MAIL.test(text) || /\bunsubscribe\b/i.test(text))) || repurposesContactsForMarketing(doc.sentences.map((s) => s.text))) {
    for (const code of chain) add(nationalMarketingRules[code]?.sourceId, `the text concerns electronic marketing, which ${code} law restricts by electronic mail`);
    // As for cookies: the Directive's Art. 13 only where we hold no national rule for this EU state.
    if (chain.includes("EU") && !chain.some((code) => nationalMarketingRules[code])) add(euMarketingRule.sourceId, "the text concerns electronic marketing in the EU, and we hold no national rule transposing Art. 13 of the ePrivacy Directive for this jurisdiction");
    // Marketing sent to a person's inbox or phone uses their email address or number: personal data.
    for (const code of chain) add(privacyLaw[code], `the text concerns marketing sent to people's email or phone, which is personal data under ${code} law`);
  }
  // An everyday work text (a manager's message, a rota, an advert) names no contract; a privacy text about staff is not one.
  // Volunteers, a sports team, tenants or a household use the words of work (rotas, shifts) without anyone being paid wages.
  if (!doc.notEmployment && (doc.kinds.has("employment_terms") || (!privacyText && !webCookies && looksLikeWorkText(text, doc.sentences, false)))) {
    for (const code of chain) for (const id of employmentLaw[code] ?? []) add(id, `the text sets terms of work and ${code} employment law applies`);
    // Work paid in pounds or rupees, or at a British or Indian place, is governed by that country's employment law
    // whatever jurisdiction the request named (it defaults to US): the work's place decides, as the state's residents
    // decide a US privacy law above.
    const country = workCountryFromText(text);
    if (country && !chain.includes(country)) for (const id of employmentLaw[country]!) add(id, `the text sets terms of work paid or done in ${country}, so ${country} employment law applies`);
    // India's Code on Social Security is checked only where the text deals with what it governs (gratuity, maternity benefit).
    if ((chain.includes("IN") || country === "IN") && /\b(gratuity|maternity)\b/i.test(text)) add("in-code-on-social-security-2020", "the text sets terms of work in India and deals with gratuity or maternity benefit");
  }
  if (bribery.test(text)) for (const code of chain) add(briberyLaw[code], `the text concerns bribery and ${code} law applies`);
  if (ai.test(text) && chain.includes("EU")) add("eu-ai-act", "the text concerns AI systems in the EU");
  return found;
}
