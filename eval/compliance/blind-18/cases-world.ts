import type { ComplianceCase } from "../types";

/**
 * Blind set 18, outside Europe: CCPA/CPRA and its Regulations (opt-out signals, links, request methods and timelines),
 * Virginia (sensitive data, replies and appeals), Colorado (universal opt-out since 1 July 2024), India's DPDP Act (a
 * text whose problems are all under sections not in force at EVAL_AS_OF, so it lists none), Singapore's PDPA (tied
 * consent, retention, breach notice to the Commission, the Do Not Call register) and Brazil's LGPD (sensitive data,
 * replies, incidents, transfers, the encarregado). Lawful texts list none.
 */
export const blind18WorldCases: ComplianceCase[] = [
  {
    id: "b18-ca-homegoods-policy",
    jurisdiction: "US-CA",
    title: "Californian home-goods retailer: privacy policy (extract)",
    text: `CasaCraft Inc. (San Diego; annual revenue about $40 million) — Privacy Policy, "Your California rights"

We let advertising partners (Meta, Google, Criteo) collect browsing and purchase data through pixels on our site so
they can show you our ads on other websites and apps. We do not sell your information for money, so we do not display
a "Do Not Sell" link.

Browser signals: our site does not respond to Global Privacy Control, Do Not Track or similar signals.

To opt out of ad partners' use of your data, email optout@casacraft.com with a copy of your driver's license so that
we can verify your identity.

Requests to know or delete: send a signed letter to CasaCraft Privacy, PO Box 1200, San Diego, CA. We do not accept
requests by phone, email or online. We respond within 90 days of verifying your identity.`,
    breaches: [
      "us-ca-ccpa-regulations 7025",
      ["us-ca-ccpa 1798.135", "us-ca-ccpa-regulations 7013"],
      "us-ca-ccpa-regulations 7026",
      ["us-ca-ccpa-regulations 7020", "us-ca-ccpa 1798.130(a)(1)"],
      ["us-ca-ccpa-regulations 7021", "us-ca-ccpa 1798.130(a)(2)"],
    ],
  },
  {
    id: "b18-ca-privacy-choices-ok",
    jurisdiction: "US-CA",
    title: "Californian meal-kit company: Your Privacy Choices page",
    text: `GreenCrate Foods, Inc. — Your Privacy Choices (linked as "Your Privacy Choices" with the toggle icon in every page footer
and in the app menu)

Opt out of sale/sharing: flip the switch on this page — no account or ID needed. We use ad cookies that count as
"sharing" for cross-context behavioral advertising; if you opt out we turn them off for this browser and, if you are
signed in, for your account.

Global Privacy Control: if your browser sends GPC we treat it as a request to opt out of sale/sharing for that browser
and any account you are signed in to, and show "Opt-out request honored".

Know, delete or correct: use the web form at greencrate.com/privacy-request or call 1-800-555-0142 (toll free). We
confirm receipt within 10 business days and respond within 45 calendar days of receiving the request; if we need more
time (up to 45 more days) we tell you why within the first 45 days.

We do not charge you more or give you a worse service for using these rights.`,
    breaches: [],
  },
  {
    id: "b18-va-cycle-app",
    jurisdiction: "US-VA",
    title: "Virginia period-tracking app: terms and privacy FAQ",
    text: `Bloomday LLC (Richmond, VA) — app FAQ. About 150,000 of our users live in Virginia.

Q: What do you collect? A: Your cycle dates, symptoms, moods, sexual activity logs and pregnancy status, plus device
ID. By downloading the app you agree to our use of this information for analytics and for sharing insights with
research and advertising partners.

Q: Can I get or delete my data? A: Yes, email help@bloomday.app. Because of volume we respond within 90 days.

Q: What if you refuse my request? A: Our decision on a request is final; there is no review.

Q: Are you covered by HIPAA? A: No, we are not a health care provider or health plan.`,
    breaches: ["us-va-cdpa 59.1-578", "us-va-cdpa 59.1-577(B)", "us-va-cdpa 59.1-577(C)"],
  },
  {
    id: "b18-co-outdoor-gear-ads",
    jurisdiction: "US-CO",
    title: "Colorado outdoor gear e-shop: targeted advertising section of the privacy notice",
    text: `Summit Trail Supply Co. (Boulder, CO) — Privacy Notice, "Ads"

We process the personal data of about 120,000 Colorado consumers a year. We use your browsing and purchase history for
targeted advertising on other sites through our ad partners.

Opting out: you can opt out of targeted advertising from the link "Opt out of targeted ads" in the footer, which takes
effect within 15 days.

Universal opt-out signals: we do not currently recognise browser-based signals such as Global Privacy Control; please
use the footer link on each browser instead.`,
    breaches: [["us-co-cpa 6-1-1306", "us-co-cpa 6-1-1313"]],
  },
  {
    id: "b18-in-school-app-not-yet-in-force",
    jurisdiction: "IN",
    title: "Indian learning app for schoolchildren: onboarding (DPDP duties not yet in force on 27 November 2026)",
    text: `PadhoPlus Learning Pvt. Ltd. (Bengaluru) — app onboarding for Classes 4–10, shown November 2026

Login: mobile number and one-time password; we collect the student's name, class, school, city, quiz scores and
time spent on each lesson.

Screen: "☑ I am the parent/guardian and I agree" (pre-ticked; the student can continue without changing it).

"We show students offers from our partners based on their learning activity and interests."
"We keep learning records indefinitely so returning students never lose progress."
"If a data breach occurs, we will inform users if we consider it serious."`,
    breaches: [],
  },
  {
    id: "b18-sg-membership-form",
    jurisdiction: "SG",
    title: "Singapore electronics chain: membership form and internal breach plan",
    text: `VoltMart Pte. Ltd. — VoltRewards sign-up (in-store tablet)

"To join VoltRewards and earn points, you must agree to us sharing your name, NRIC number (last 4 characters), mobile
and purchase history with our partner insurers and banks, who will contact you with their products. [I agree and join]"
There is no way to join without agreeing.

"Membership data is kept indefinitely, including after you cancel, for future analytics."

Internal incident playbook (extract): "If IT confirms that a breach is notifiable, Legal will notify the PDPC within
30 days of that confirmation, once the root cause is known."`,
    breaches: ["sg-pdpa-2012 14", "sg-pdpa-2012 25", "sg-pdpa-2012 26D"],
  },
  {
    id: "b18-sg-access-correction-ok",
    jurisdiction: "SG",
    title: "Singapore tuition centre: access and correction procedure",
    text: `BrightPath Tuition Pte. Ltd. — Handling access and correction requests (for front-desk and admin staff)

• Requests can be made at the counter, by email to dpo@brightpath.sg or through the parent portal.
• Access: give the person their personal data in our possession or control, and information about how it has been used
  or disclosed in the past year, as soon as reasonably possible. If we cannot do so within 30 days, tell them in writing
  within those 30 days when we will be able to respond.
• We may charge a reasonable fee for access that reflects our incremental cost; we tell the person the estimate first.
• Correction: correct the data as soon as practicable unless there are reasonable grounds not to, and send the
  corrected data to organisations we disclosed it to in the past year where they need it.
• Data breaches are escalated to the DPO immediately; the DPO assesses within 30 days and, if notifiable, tells the
  PDPC within 3 calendar days and affected people where required.`,
    breaches: [],
  },
  {
    id: "b18-br-clinic-booking-app",
    jurisdiction: "BR",
    title: "Brazilian clinic booking app: terms of use (privacy clauses)",
    text: `ConsultaJá Tecnologia Ltda. (São Paulo) — Termos de Uso, cláusula 9 (translated)

9.1 By using the app you agree to these Terms and authorise the processing of your data for any purposes related to
    our activities.
9.2 This includes your appointment history, reported symptoms, test results and prescriptions, which we share with
    partner pharmaceutical companies so they can send you offers for medicines.
9.3 Requests for confirmation or access to your data will be answered within 30 days.
9.4 In case of a security incident, we will inform the ANPD within 30 days, and only if we consider the incident
    serious.`,
    breaches: ["br-lgpd 11", "br-lgpd 19", "br-lgpd 48"],
  },
  {
    id: "b18-br-hr-data-to-us-parent",
    jurisdiction: "BR",
    title: "Brazilian subsidiary: employee privacy notice (transfers and contact)",
    text: `Agroplan do Brasil Ltda. (Campinas; 900 employees; annual revenue about R$ 300 million) — Aviso de Privacidade do
Colaborador, extract

International transfer: all employee records (identification, payroll, performance, bank details) are stored in our
US parent company's HR cloud in Texas. Because it is the same group, no contract or standard clauses are used for this
transfer and we have not adopted the ANPD clauses.

Contact: we have not appointed a data protection officer (encarregado). Questions about your data go to your line
manager.`,
    breaches: ["br-lgpd 33", "br-lgpd 41"],
  },
  {
    id: "b18-sg-property-sms-campaign",
    jurisdiction: "SG",
    title: "Singapore property agency: WhatsApp and SMS campaign instructions",
    text: `Message from team lead to agents (WhatsApp group "Launch Team — Riverside Residences")

"Guys, new launch Saturday!! I've shared a spreadsheet of 3,000 Singapore mobile numbers from last year's roadshows and
a list I bought. Blast them all by SMS tonight: 'Riverside Residences preview this Sat, early-bird discounts, call
Jason 9xxx xxxx'. No need to check the DNC registry, takes too long and most of them won't mind. Don't mention the
agency name, just your own."

None of the people on the list gave consent to receive marketing messages from the agency.`,
    breaches: ["sg-pdpa-2012 43"],
  },
];
