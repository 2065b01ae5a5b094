import type { ComplianceCase } from "../types";

/**
 * Blind set 7, texts from US-CA, IN, SG, BR, CA (Canada) and AU: CCPA/CPRA notices, DPDP notices, a PDPA booking form,
 * an LGPD app notice, a Canadian shop's notice for EU customers (GDPR named by the client) and an Australian notice
 * that no regulation the service claims applies to. Each text's `breaches` were written from the statutes as stated in
 * shared/domain/compliance-obligations-reference.md before any rule pack was run on it and without reading the rule
 * code; texts with `breaches: []` are lawful on the topics they cover (the Australian one: nothing the service claims
 * to check applies, so no regulation should be answered `compliant: false`).
 */
export const blind7WorldCases: ComplianceCase[] = [
  {
    id: "b7-usca-sneaker-store-privacy-policy",
    jurisdiction: "US-CA",
    title: "California sneaker store: sells customer lists, ignores GPC, no opt-out link, requests by post only answered within 90 days",
    text: `KickVault Privacy Policy — KickVault Inc., 1200 Broadway, Oakland, California. KickVault's annual revenue exceeds $40 million.
Information we collect: name, email, postal address, phone number, order history, browsing activity on our site and app, and device identifiers. We keep order records for seven years for tax purposes and browsing data for 18 months.
How we share it: we share browsing and purchase data with advertising networks so they can show you our ads across other sites, and we sell our customer lists to data brokers and marketing partners.
Browser signals: our site does not respond to Global Privacy Control or any other browser-based opt-out signal.
We don't offer an opt-out link on the site. If you would rather we did not pass on your information, you can write to us and we will consider your request.
Your rights: California residents can ask to know what we hold, to correct it or to delete it. Requests must be sent by mail to our Oakland office; we respond within 90 days of receiving them.
We will not treat you differently for exercising your rights.`,
    breaches: [
      ["us-ca-ccpa-regulations 7025", "us-ca-ccpa 1798.135(b)", "us-ca-ccpa 1798.135(e)"],
      ["us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.135", "us-ca-ccpa 1798.120"],
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
    ],
  },
  {
    id: "b7-usca-meditation-app-notice-compliant",
    jurisdiction: "US-CA",
    title: "California meditation app notice: no selling or sharing, retention periods stated, toll-free number and web form, 45-day replies",
    text: `StillWater Privacy Notice for California Residents — StillWater Labs Inc., San Diego
We collect information directly from you and from your device. What we collect and why: your name, email address, subscription and payment records (to run your subscription), your listening history and the mood entries you choose to write in your journal (to provide the journaling and recommendation features you ask for). We use mood entries only to provide those features and do not use them to infer anything about you.
We do not sell your personal information and we do not share it for cross-context behavioral advertising. Service providers that host our app and process payments act under contracts that limit their use of the data to providing services to us.
How long we keep it: account and journal data until you delete your account, and then for up to 30 days in backups; payment records for seven years to meet tax obligations.
Your rights: you may ask to know, correct or delete the personal information we hold about you, and you will not be treated differently for doing so. Call us toll-free at 1-800-555-0147 or use the request form at stillwater.example/privacy-request. We confirm receipt within 10 business days and respond within 45 calendar days; if we need up to 45 more days we will tell you why within the first 45 days.
We also honor Global Privacy Control signals as a request to opt out of sale or sharing.
This notice was last updated on 1 October 2026.`,
    breaches: [],
  },
  {
    id: "b7-in-clinic-booking-notice-compliant",
    jurisdiction: "IN",
    title: "Indian clinic booking notice: itemised purposes with separate unticked consents, withdrawal in one tap, minors booked by a verified parent, every breach reported",
    text: `Notice under the Digital Personal Data Protection Act, 2023 — Arogya Clinics Pvt Ltd, Baner Road, Pune
What we collect and why:
1. Name, mobile number and age — to book and remind you of appointments.
2. Symptoms and medical history you enter — to prepare your doctor for the consultation.
3. Payment details — to take payment for the consultation.
Each purpose has its own consent box, none of them ticked in advance; you can book with items 1 and 3 only.
You can withdraw any consent at any time from "Manage consent" in the app with one tap, as easily as you gave it. When you withdraw consent, or once a purpose has been served, we and our service providers erase the data unless a law requires us to keep it.
Patients under 18 are booked by a parent or lawful guardian, whose identity and relationship we verify before the booking is made. We do not track or profile children and show no advertising in the app.
You may access a summary of your data, ask for correction, completion, updating or erasure, and nominate another person to exercise your rights. Our grievance officer, Ms. Kavita Rao, can be reached at grievance@arogya.example. If you are not satisfied, you may complain to the Data Protection Board of India.
If a personal data breach occurs, we will inform the Data Protection Board and every affected person without delay.`,
    breaches: [],
  },
  {
    id: "b7-in-tutoring-app-notice",
    jurisdiction: "IN",
    title: "Indian tutoring app: students register themselves, usage tracked for partners' targeted ads, incidents disclosed if the company sees fit, no notice of rights or complaint route",
    text: `VidyaSpark Learning Pvt Ltd, Bengaluru — privacy notice for the VidyaSpark app (classes 6 to 12)
Students can register directly with their mobile number. By registering, a student confirms that their parents are fine with it; we do not contact parents.
We track how each student uses the app — which videos they watch, at what time of day, their quiz scores and how long they stay on each screen — and use this profile to show them targeted ads for coaching courses, gadgets and other products from our partners.
If there is a security incident affecting student data, we will inform users if we see fit.
Questions: support@vidyaspark.example.`,
    breaches: [
      ["in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9"],
      ["in-dpdp-act-2023 9(3)", "in-dpdp-act-2023 9"],
      ["in-dpdp-act-2023 8(6)"],
      ["in-dpdp-act-2023 5(1)", "in-dpdp-act-2023 5"],
    ],
  },
  {
    id: "b7-sg-travel-agency-booking-form",
    jurisdiction: "SG",
    title: "Singapore travel agency form: booking requires consent to partners' marketing, files kept permanently, records hosted in Cambodia with no data protection terms",
    text: `Booking Form — Merlion Journeys Pte Ltd, 30 Robinson Road, Singapore
To confirm your booking you must tick the box below, agreeing that our partner insurers and credit-card issuers may contact you with their own offers by phone, SMS and email.
[ ] I agree (required to proceed)
We use your passport details, contact details and travel preferences to arrange your trip.
Client files are never deleted: we keep them in our archive permanently in case you travel with us again.
Our booking records are hosted by a data-centre company in Phnom Penh, Cambodia. We have not signed any data protection terms with them.
Our data protection officer can be reached at dpo@merlionjourneys.example.`,
    breaches: [
      ["sg-pdpa-2012 14(2)(a)", "sg-pdpa-2012 14"],
      ["sg-pdpa-2012 25"],
      ["sg-pdpa-2012 26"],
    ],
  },
  {
    id: "b7-br-clinic-app-notice",
    jurisdiction: "BR",
    title: "Brazilian clinic app: health data for any purposes the clinic may define, full access copies within 30 working days, incidents disclosed when the clinic sees fit",
    text: `Aviso de privacidade — Clínica Bem Viver Ltda., São Paulo (app Bem Viver)
Our data protection officer (encarregado) is Dr. Rafael Costa, encarregado@bemviver.example.
By accepting these terms you authorise Bem Viver to process your personal data, including your health data, test results and prescriptions, for any purposes we may define now or in the future.
You can ask for confirmation that we process your data, access, correction, deletion, portability and revocation of consent. A complete statement of your data is sent within 30 working days of your request.
We share test orders and results with the partner laboratories that carry out your tests, and billing data with your health plan. Medical records are kept for the period the rules on patient records require; other data are deleted two years after your last appointment.
If a security incident happens, we will tell the ANPD and the patients concerned when we see fit.`,
    breaches: [
      ["br-lgpd 8", "br-lgpd 11"],
      ["br-lgpd 19"],
      ["br-lgpd 48"],
    ],
  },
  {
    id: "b7-ca-bookshop-notice-for-eu-customers",
    jurisdiction: "CA",
    regulations: ["GDPR"],
    title: "Canadian online bookshop's notice for EU customers: account data kept while useful, access replies in about two months",
    text: `Maple Leaf Books Inc., Toronto, Ontario — notice for customers in the European Economic Area
We sell and ship books to customers in France, Germany, Ireland and other EEA countries. Maple Leaf Books Inc. is the controller; our representative in the EU is Leaf Rep Services Ltd, Dublin, Ireland. Contact: privacy@mapleleafbooks.example.
We use your name, email, delivery address and order history to take and deliver your orders (performance of the contract) and to keep tax records (legal obligation). Your data are stored in Canada, which the European Commission has recognised as providing adequate protection for commercial organisations; payment is handled by our card processor and delivery by the postal carriers in your country.
We hang on to your account and order history for as long as it stays useful to us.
You may ask for access to your data, correction, erasure, restriction, portability, or object to processing, and you may complain to the supervisory authority in your country. We'll reply to access requests within about two months.`,
    breaches: [
      ["eu-gdpr 5(1)(e)", "eu-gdpr 13(2)(a)"],
      ["eu-gdpr 12(3)"],
    ],
  },
  {
    id: "b7-au-surf-school-notice-compliant",
    jurisdiction: "AU",
    title: "Australian surf school notice: no EU, UK, Californian, Indian, Singaporean or Brazilian law applies; nothing the service claims should be found breached",
    text: `Privacy Policy — Southern Swell Surf School Pty Ltd, Byron Bay, New South Wales
We collect your name, contact details, emergency contact, swimming ability and any medical conditions relevant to water safety, so that we can run lessons safely. We collect health information only with your consent.
Your information is stored on servers in Australia and is shared only with our instructors and, in an emergency, with medical services.
We keep booking records for seven years and then delete them.
You can ask to access or correct your information by emailing privacy@southernswell.example; we respond within 30 days.
If you have a complaint about how we handle your information, contact us first; if you are not satisfied, you can complain to the Office of the Australian Information Commissioner. If a data breach is likely to cause you serious harm, we will notify you and the Commissioner.`,
    breaches: [],
  },
];
