import type { ComplianceCase } from "../types";

/**
 * Blind set 20, outside Europe: Californian privacy policies and request pages (CCPA/CPRA and its Regulations on the
 * opt-out link, opt-out preference signals, request methods and timelines, non-discrimination), Virginia and Colorado
 * notices, Indian app screens and notices under the DPDP Act (listed although its fiduciary duties start on 13 May 2027,
 * the suite's convention), Singapore breach procedures under the PDPA and a Brazilian health app under the LGPD. Lawful
 * texts list none.
 */
export const blind20WorldCases: ComplianceCase[] = [
  {
    id: "b20-ca-sneaker-policy-gpc",
    jurisdiction: "US-CA",
    title: "Californian sneaker retailer: privacy policy extract",
    text: `KickVault Inc. (Los Angeles; revenue about $60 million) — Privacy Policy, "Sharing and your choices"

We sell customer profiles (names, emails, purchase history and inferred interests) to data brokers and marketing
partners, and we share browsing data with advertising networks for cross-context behavioural advertising.

Our website does not currently respond to Global Privacy Control or other browser privacy signals; we treat them as
having no effect. If you want us to stop selling your information, email privacy@kickvault.example with your full name,
date of birth and the last four digits of your card. There is no opt-out link on our site or app.`,
    breaches: [
      ["us-ca-ccpa-regulations 7025", "us-ca-ccpa 1798.120"],
      ["us-ca-ccpa 1798.135", "us-ca-ccpa-regulations 7013"],
      "us-ca-ccpa-regulations 7026",
    ],
  },
  {
    id: "b20-ca-bookstore-choices-page",
    jurisdiction: "US-CA",
    title: "Californian online bookstore: privacy choices page",
    text: `Pageturner Books Inc. (San Diego) — "Your Privacy Choices" (linked from every page footer as "Do Not Sell or Share
My Personal Information")

We share limited browsing data with advertising partners, which the CCPA treats as "sharing". You can opt out with the
switch on this page, no account needed. If your browser sends Global Privacy Control, we treat it as a request to opt out
of sale and sharing for that browser and, if you are logged in, for your account, and we show "Opt-out request
honoured".
To ask what we hold, to correct it or to delete it, call 1-800-555-0142 (toll-free) or use the web form. We confirm
receipt within 10 business days and answer within 45 calendar days; if we need up to 45 more days we tell you why
within the first 45. Prices and service are the same whether or not you exercise your rights.`,
    breaches: [],
  },
  {
    id: "b20-ca-meal-kit-requests",
    jurisdiction: "US-CA",
    title: "Californian meal-kit company: consumer rights section",
    text: `FreshFork Inc. (Oakland; 2 million customers, website and app) — "Your California rights"

Requests to know or delete must be mailed to our legal department at 200 Harbor Way, Oakland, CA. We do not accept
requests by phone, email or online. We will respond within 90 days of receipt.
Customers who opt out of the sale of their personal information move to our "Standard" plan, which costs $4.99 more per
month than the "Connected" plan; the two plans include the same meals and delivery.`,
    breaches: [
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa-regulations 7021", "us-ca-ccpa 1798.130(a)(2)"],
      "us-ca-ccpa 1798.125",
    ],
  },
  {
    id: "b20-va-fitness-tracker-notice",
    jurisdiction: "US-VA",
    title: "Virginia fitness-tracker maker: privacy notice for Virginia residents",
    text: `Blue Ridge Wearables LLC (Richmond; 400,000 Virginia users) — Privacy notice, Virginia supplement

We collect precise geolocation from your tracker and heart-rate and sleep data, and we use them to build health
profiles that we share with insurance marketing partners. We do not ask for consent for this; it is covered by
accepting our terms when you pair the device.
If we decline a request to access or delete your data, that decision is final. We do not offer an appeal.`,
    breaches: ["us-va-cdpa 59.1-578", "us-va-cdpa 59.1-577"],
  },
  {
    id: "b20-co-dating-app-notice",
    jurisdiction: "US-CO",
    title: "Colorado dating app: privacy notice extract",
    text: `PeakMatch Inc. (Denver; 300,000 Colorado users) — Privacy notice

Targeted advertising. We use your profile answers and in-app activity to show you targeted ads across other apps and
websites. Our app and website ignore universal opt-out signals such as Global Privacy Control; to opt out, write to us.
Sensitive information. Your sexual orientation and any health conditions you add to your profile are used for ad
targeting and shared with ad partners. We do not ask separately for your consent; creating a profile is enough.`,
    breaches: [["us-co-cpa 6-1-1306", "us-co-cpa 6-1-1313"], "us-co-cpa 6-1-1308"],
  },
  {
    id: "b20-in-homework-app-onboarding",
    jurisdiction: "IN",
    title: "Indian homework-help app: onboarding and consent screen",
    text: `PadhaiBuddy (Bengaluru) — app for students in classes 6 to 12

Sign-up screen:
"By tapping Continue you consent to PadhaiBuddy and its group companies using your data for any purpose they consider
useful, now or in future."
[ ] I am the parent or guardian of this user (tick if under 18)   [Continue]

Product note: no check is made beyond the tick box. Students' study habits, location and time spent in the app feed
our ad SDKs, which show them targeted ads for coaching institutes and gaming apps.`,
    breaches: ["in-dpdp-act-2023 6", "in-dpdp-act-2023 9"],
  },
  {
    id: "b20-in-pharmacy-app-notice",
    jurisdiction: "IN",
    title: "Indian online pharmacy: privacy notice and breach procedure",
    text: `MedKart Health Pvt. Ltd. (Pune) — notice shown before sign-up, in English and Hindi

What we collect and why, item by item: your name and mobile number (account and delivery), address (delivery),
prescriptions (to dispense the medicines you order). We ask for a separate, optional consent for health tips by SMS.
You can withdraw any consent from Settings in two taps, as easily as you gave it; withdrawal does not affect orders.
Your rights: access, correction, erasure, nomination and grievance redressal. Contact our grievance officer in the
app; if you are not satisfied, you may complain to the Data Protection Board of India.
We erase your data when you close your account, unless a law requires us to keep it (for example, pharmacy records),
and tell our delivery and cloud processors to do the same.
If a personal data breach occurs, we will inform every affected user and the Data Protection Board, whatever its size.`,
    breaches: [],
  },
  {
    id: "b20-sg-clinic-breach-plan",
    jurisdiction: "SG",
    title: "Singapore dental group: data breach and retention procedure",
    text: `SmileWell Dental Pte. Ltd. — Incident response procedure (extract)

Step 4. Notification to the PDPC is made only where more than 1,000 patients are affected, and within 30 days of the
assessment being completed. Breaches affecting fewer patients are logged internally and not reported, whatever data is
involved (including NRIC numbers and treatment records).
Step 9. Retention. Patient records, including those of patients who left years ago, are kept indefinitely in case they
return.`,
    breaches: ["sg-pdpa-2012 26D", "sg-pdpa-2012 25"],
  },
  {
    id: "b20-br-period-tracker-app",
    jurisdiction: "BR",
    title: "Brazilian period-tracking app: terms of use",
    text: `Ciclo Certo Tecnologia Ltda. (São Paulo) — Termos de Uso (English summary)

By accepting these terms you authorise us to process all data you enter, including menstrual cycle, pregnancy and
sexual health data, for any purposes of Ciclo Certo and its partners, including advertising. There is no separate
consent for health data.
All data is stored and analysed by our partner in the United States. Our contract with the partner does not include
the ANPD standard contractual clauses or any other transfer safeguard.
Requests to confirm whether we hold your data and for a copy are answered within 30 days.`,
    breaches: ["br-lgpd 11", "br-lgpd 8", "br-lgpd 33", "br-lgpd 19"],
  },
  {
    id: "b20-sg-insurer-breach-procedure",
    jurisdiction: "SG",
    title: "Singapore insurance broker: data breach procedure",
    text: `Merlion Cover Brokers Pte. Ltd. — Data breach management procedure

1. Any suspected breach is reported to the Data Protection Officer at once.
2. The DPO assesses whether the breach is notifiable as quickly as possible and in any case within 30 days of our first
   becoming aware of it; reasons for any delay are recorded.
3. A breach is notifiable if it is likely to result in significant harm to any affected individual or affects 500 or
   more individuals. Notifiable breaches are reported to the PDPC as soon as practicable and no later than 3 calendar
   days after we decide they are notifiable.
4. Where significant harm is likely, affected clients are told on or after notifying the PDPC, with steps they can
   take to protect themselves.
5. Our vendors must tell us of any breach without undue delay, under their contracts.`,
    breaches: [],
  },
];
