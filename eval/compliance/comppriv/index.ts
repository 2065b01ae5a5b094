import type { ComplianceCase } from "../types";

/**
 * Privacy check set "comppriv" (issue 34): thirteen short texts in lay wordings, written with the breaches a lawyer
 * would list (from the statutes and shared/domain/compliance-obligations-reference.md) before the rule packs were run
 * on them. Two are lawful. Split fixed before any run: even position → dev, odd → held-out.
 */
export const compprivCases: ComplianceCase[] = [
  {
    id: "cp-fr-bakery-app",
    jurisdiction: "FR",
    title: "FR click-and-collect bakery app: privacy notice",
    text: `Privacy notice — Petit Four app

Petit Four SAS, 12 rue des Lilas, 69003 Lyon (privacy@petitfour.fr) runs this app.
We use your name, phone number and order history to prepare your click-and-collect orders, because that is needed for our contract with you.
When you open the app, the trackers of our advertising partners start straight away; you can switch them off later under Settings.
Your order history stays with us for as long as it remains commercially interesting to us.
Loyalty points only work for customers who agree to hear about our partners' offers.
Our payment provider and our hosting company receive the data they need to do their job.
You may ask to see, correct or delete your data, object to its use, restrict it or take a copy elsewhere; requests to see or delete data get an answer within eight weeks.
You can complain to the CNIL.`,
    breaches: [
      "eu-eprivacy-directive 5(3)",
      "fr-loi-informatique-et-libertes 82",
      "eu-gdpr 5(1)(e)",
      "eu-gdpr 7(4)",
      "eu-gdpr 12(3)",
    ],
  },
  {
    id: "cp-de-fitness-band",
    jurisdiction: "DE",
    title: "DE fitness band: privacy notice",
    text: `Datenschutzhinweis / Privacy notice — PulsFit GmbH

PulsFit GmbH, Torstraße 40, 10119 Berlin, is responsible for your data (datenschutz@pulsfit.de).
The band records your pulse, sleep and menstrual cycle. We rely on our legitimate interest to use these readings to tailor the offers we show you.
Account data are needed to run your subscription; without them we cannot provide the service.
The readings are kept on servers of our partner in Bangalore, India, who also answers support tickets.
We keep readings for 24 months after your last sync and then erase them.
You have the right to access, rectification, erasure, restriction, objection and portability, and you may complain to the Berlin Commissioner for Data Protection.`,
    breaches: ["eu-gdpr 9(2)", "eu-gdpr 44", "eu-gdpr 13(1)(f)"],
  },
  {
    id: "cp-ie-newsletter-form",
    jurisdiction: "IE",
    title: "IE homeware shop: newsletter box at checkout",
    text: `Checkout — Step 3 of 3

Email address: ____________
☑ Yes, keep me posted about new ranges and discounts by email (we've already selected this for your convenience)
[Place order]

Changed your mind about our emails later? Just send a signed letter to our Head Office, Unit 4, Ballymount, Dublin 12, and we will take you off the list.`,
    breaches: [["eu-gdpr 4(11)", "eu-gdpr 7"], "ie-eprivacy-regulations-2011 13", "eu-gdpr 7(3)"],
  },
  {
    id: "cp-gb-dental-breach-procedure",
    jurisdiction: "GB",
    title: "GB dental practice: data breach procedure",
    text: `Data breach procedure — Riverside Dental Practice (staff only)

If a laptop, patient file or login goes missing, tell the practice manager the same day.
The practice manager looks into what happened. We let the ICO know once our own investigation is wrapped up, which normally takes two to three weeks.
Patients are only told if the practice manager thinks the story is likely to get out anyway.
Every incident is written up in the breach log with what happened, its effects and what we did.`,
    breaches: ["uk-gdpr 33(1)", "uk-gdpr 34(1)"],
  },
  {
    id: "cp-es-cookie-banner",
    jurisdiction: "ES",
    title: "ES travel blog: cookie banner",
    text: `Cookies on Mochilero.es

We use our own and third-party cookies to measure visits and to show you ads that match your interests. If you keep scrolling, we'll take that as an OK.

[Got it]   [Cookie settings]`,
    breaches: ["eu-eprivacy-directive 5(3)", "eu-eprivacy-directive 5(3)", "es-lssi 22.2", "es-lssi 22.2"],
  },
  {
    id: "cp-ca-streaming-policy",
    jurisdiction: "US-CA",
    title: "CA streaming service: privacy policy",
    text: `StreamNest, Inc. — Privacy Policy (California)

We collect your name, email, device identifiers, what you watch and when.
We trade viewing profiles with advertising networks in exchange for audience insights and payment.
Browser privacy signals such as Global Privacy Control are not something our site listens for.
To ask what we hold about you or to have it deleted, mail a letter to StreamNest, Inc., 88 Vine St, Los Angeles, CA 90028. We aim to get back to you within 60 days.
We keep viewing history for 3 years and account data until you close your account.
We will not treat you differently for using your privacy rights.`,
    breaches: [
      ["us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.135"],
      "us-ca-ccpa-regulations 7025",
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
    ],
  },
  {
    id: "cp-va-symptom-app",
    jurisdiction: "US-VA",
    title: "VA symptom-tracker app: privacy notice",
    text: `Privacy notice — Wellspring Symptom Tracker (Virginia users)

Wellspring LLC processes the personal data of about 300,000 Virginia residents.
You log your conditions, medications and moods. Downloading the app counts as your agreement to our use of this health information to personalise content.
You can ask us to access, correct or delete your data. We'll get back to you within 90 days.
Our answer to a request is final and cannot be reviewed.
We do not sell personal data or use it for targeted advertising.`,
    breaches: ["us-va-cdpa 59.1-578", "us-va-cdpa 59.1-577", "us-va-cdpa 59.1-577"],
  },
  {
    id: "cp-co-outdoor-retailer",
    jurisdiction: "US-CO",
    title: "CO outdoor retailer: privacy notice",
    text: `Privacy notice for Colorado residents — Summit Gear Co.

Summit Gear Co. processes personal data of more than 150,000 Colorado consumers.
We use your browsing on our site to show you targeted ads on other sites. Our site does not act on universal opt-out signals such as Global Privacy Control.
You may opt out of targeted advertising through the link "Your privacy choices" at the bottom of every page.
You may ask to access, correct or delete your data; we will reply within three months of receiving your request.
If we decline to act, you may appeal by emailing appeals@summitgear.com.`,
    breaches: ["us-co-cpa 6-1-1306", "us-co-cpa 6-1-1306"],
  },
  {
    id: "cp-in-tuition-app",
    jurisdiction: "IN",
    title: "IN tuition app: terms of data use",
    text: `VidyaBoost — How we use your data

By installing VidyaBoost you consent to any use of your data that we may find helpful, now or in future.
Students under 18 can sign up on their own with a mobile number; we show them ads chosen from what they do in the app.
We tell users about a data breach only when we judge it to be serious.
You can withdraw consent by writing to grievance@vidyaboost.in.`,
    breaches: ["in-dpdp-act-2023 6(1)", "in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9(3)", "in-dpdp-act-2023 8(6)"],
  },
  {
    id: "cp-sg-travel-agency",
    jurisdiction: "SG",
    title: "SG travel agency: data protection policy",
    text: `Data Protection Policy — LionTrails Travel Pte. Ltd.

To complete a booking, customers have to agree that our partner insurers and banks may contact them about their own products.
Passport scans stay on our systems permanently.
Customer files are looked after by our contractor in Ho Chi Minh City, Vietnam; we have not signed any data protection terms with them.
Our Data Protection Officer can be reached at dpo@liontrails.sg.`,
    breaches: ["sg-pdpa-2012 14(2)(a)", "sg-pdpa-2012 25", "sg-pdpa-2012 26"],
  },
  {
    id: "cp-br-clinic",
    jurisdiction: "BR",
    title: "BR clinic: privacy policy",
    text: `Política de Privacidade / Privacy policy — Clínica Vida Plena Ltda.

Our data protection officer (encarregado) is Dr. Paulo Reis, dpo@vidaplena.com.br.
Patients' health records are shared with partner pharmacies so that they can market their products, based on our legitimate interest.
Security incidents are reported to the ANPD and to patients when we consider it appropriate, within 30 days.
Requests for a full copy of your data will be answered within 45 days.`,
    breaches: ["br-lgpd 11", "br-lgpd 48", "br-lgpd 19"],
  },
  {
    id: "cp-nl-bike-shop-lawful",
    jurisdiction: "NL",
    title: "NL bike shop: privacy notice (lawful)",
    text: `Privacy notice — Fietsmaker Jansen B.V.

Fietsmaker Jansen B.V., Kerkstraat 10, 3511 LX Utrecht (privacy@fietsmaker.nl) is responsible for your data.
We use your name, address and repair history to carry out your repair or purchase (performance of our contract) and to keep our accounts (legal obligation). Without your contact details we cannot return your bike.
Our bookkeeper and our email provider receive the data they need. Our email provider stores data in the United States and is certified under the EU-U.S. Data Privacy Framework.
We keep invoices for seven years because tax law requires it; repair history is deleted two years after your last visit.
Our website only uses functional cookies; analytics cookies are placed only after you click "Allow" and you can click "Refuse" just as easily.
You can ask to see, correct or delete your data, restrict or object to its use, or receive it in a portable format; we reply within one month.
You can complain to the Autoriteit Persoonsgegevens.`,
    breaches: [],
  },
  {
    id: "cp-gb-garden-centre-lawful",
    jurisdiction: "GB",
    title: "GB garden centre: loyalty sign-up and email (lawful)",
    text: `Join Greenacre Rewards

Name: ______  Email: ______
[ ] Email me seasonal offers and gardening tips (optional — your card works either way)

We use your details to run your rewards card. If you tick the box we'll email you offers; every email has an unsubscribe link, and unsubscribing takes one click.
Greenacre Garden Centre Ltd, Mill Lane, Ludlow SY8 1AA.`,
    breaches: [],
  },
];

const position = new Map(compprivCases.map((c, i) => [c.id, i]));

/** The fixed split of this set: even position → dev, odd → held-out; undefined for a case not in the set. */
export function compprivSplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
