import type { ComplianceCase } from "../types";

/**
 * Blind set 17, the rest of the world: CCPA/CPRA and its Regulations (11 CCR § 7000 ff.), the Virginia CDPA, the
 * Colorado Privacy Act, India's DPDP Act 2023 (ss. 4-10 apply from May 2027 but are listed, as in the suite),
 * Singapore's PDPA 2012 and Brazil's LGPD. Pairs on one topic follow each other. Lawful texts list none.
 */
export const blind17WorldCases: ComplianceCase[] = [
  {
    id: "b17-ca-streaming-choices-ok",
    jurisdiction: "US-CA",
    title: "Californian streaming service: privacy choices page",
    text: `Coastline Streaming LLC (Los Angeles) — "Your Privacy Choices"

We share viewing data with advertising partners for cross-context behavioral advertising. Every page has a "Your
Privacy Choices" link where you can opt out of that sharing, and we treat a Global Privacy Control signal from your
browser as an opt-out for that browser and any account logged in on it, without asking you for anything more.

Requests to know, delete or correct: use the web form in your account or call 1-800-555-0199 (toll-free). We confirm
receipt within 10 business days and answer within 45 calendar days; if we need up to 45 more days we tell you why
within the first period. We collect no sensitive personal information beyond your account login.`,
    breaches: [],
  },
  {
    id: "b17-ca-meal-kit-policy",
    jurisdiction: "US-CA",
    title: "Californian meal-kit company: privacy policy extract",
    text: `FreshCrate Inc. (San Diego; 2.1 million California customers, annual revenue about $80 million)

Sharing: we pass your name, email, address and order history to data brokers and ad networks, who pay us for it.

Browser signals: our site does not respond to Global Privacy Control or similar browser settings.

Your choices: there is no opt-out link on our site. To ask us to delete your information, send a signed letter to our
San Diego office (postal requests only). We aim to answer within 90 days.`,
    breaches: [
      ["us-ca-ccpa 1798.135", "us-ca-ccpa 1798.120", "us-ca-ccpa-regulations 7013"],
      "us-ca-ccpa-regulations 7025",
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
    ],
  },
  {
    id: "b17-va-fertility-app",
    jurisdiction: "US-VA",
    title: "Virginia fertility-tracking app: terms summary",
    text: `Bloomcycle Health Inc. (Richmond; about 400,000 users in Virginia)

By downloading the app you agree that we collect your cycle dates, pregnancy status, symptoms and diagnosed
conditions (such as PCOS or endometriosis) and use them to build advertising profiles that we share with partners.
We don't ask for any separate permission for this; you can opt out of advertising use later in Settings.

Requests about your data (access, correction, deletion) are answered within 120 days.`,
    breaches: ["us-va-cdpa 59.1-578", "us-va-cdpa 59.1-577"],
  },
  {
    id: "b17-co-outdoor-retailer-signals",
    jurisdiction: "US-CO",
    title: "Colorado outdoor retailer: targeted advertising FAQ",
    text: `Summit Supply Co. (Denver; about 250,000 Colorado shoppers a year)

Q: Do you use my data for targeted ads?
A: Yes, our site and app send browsing and purchase data to ad platforms to target ads to you.

Q: My browser sends Global Privacy Control. Does that opt me out?
A: No. We don't act on browser-based signals. To opt out, fill in the form on our website for each device you use.`,
    breaches: ["us-co-cpa 6-1-1306"],
  },
  {
    id: "b17-in-tuition-app-students",
    jurisdiction: "IN",
    title: "Indian tuition app: onboarding and incident policy",
    text: `PadhoPlus Learning Pvt Ltd (Pune) — app onboarding and internal policy

Students from class 6 to class 12 sign up themselves with a mobile number; there is no step involving a parent or
guardian. Sign-up screen: "I agree that PadhoPlus may use my information for any purpose it finds useful." [Continue]

Advertising SDKs follow each student's activity in the app so that coaching partners can show targeted ads.

Incident policy: if there is a data leak, management decides whether telling users or any authority is appropriate.`,
    breaches: ["in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9(3)", "in-dpdp-act-2023 6(1)", "in-dpdp-act-2023 8(6)"],
  },
  {
    id: "b17-in-grocery-notice-ok",
    jurisdiction: "IN",
    title: "Indian grocery delivery app: consent notice",
    text: `TokriFresh Retail Pvt Ltd (Bengaluru) — consent notice shown before sign-up (adults only, 18+)

We collect your name, mobile number, delivery address and order history to deliver your orders and handle payments.
Tap "I agree" only if you are happy with this; separate, optional toggles (off by default) ask about offers by SMS.

You can withdraw consent in Settings > Privacy as easily as you gave it; we then stop and erase your data unless a law
requires us to keep it. You can see, correct or erase your data and raise a grievance with our Grievance Officer
(grievance@tokrifresh.in); if unsatisfied you may complain to the Data Protection Board of India.

If a personal data breach happens we inform the Board and every affected user, whatever its size.`,
    breaches: [],
  },
  {
    id: "b17-sg-clinic-records",
    jurisdiction: "SG",
    title: "Singapore aesthetic clinic group: records and incident policy",
    text: `Radiance Aesthetics Pte Ltd (Singapore) — data handling policy

Client records (NRIC number, treatment photos, contact details) are kept permanently, including for clients who have
not visited in many years, in case they ever return.

Incidents: after we conclude that an incident is notifiable (for example, it affects 500 or more clients), the clinic
manager reports it to the PDPC within 30 days.`,
    breaches: ["sg-pdpa-2012 25", "sg-pdpa-2012 26D"],
  },
  {
    id: "b17-br-dental-app",
    jurisdiction: "BR",
    title: "Brazilian dental clinic network: app terms",
    text: `Sorriso Total Ltda. (São Paulo) — app terms of use, clause 9

9.1 By using the app you authorise Sorriso Total to process all your data, including your dental and medical history,
for any purposes of the company and its partners.
9.2 This authorisation is irrevocable for as long as you have an account.`,
    breaches: ["br-lgpd 11", "br-lgpd 8"],
  },
];
