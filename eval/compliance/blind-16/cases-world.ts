import type { ComplianceCase } from "../types";

/**
 * Blind set 16, the UK and the rest of the world: UK GDPR (transfers under Art. 44A since 5 February 2026) and PECR,
 * CCPA/CPRA and its Regulations (11 CCR § 7000 ff.), the Virginia CDPA, the Colorado Privacy Act, India's DPDP Act
 * 2023 (ss. 4-10 apply from May 2027 but are listed, as in the suite), Singapore's PDPA 2012 and Brazil's LGPD.
 * Pairs on one regulation follow each other. Lawful texts list none.
 */
export const blind16WorldCases: ComplianceCase[] = [
  {
    id: "b16-uk-gym-app-trackers",
    jurisdiction: "GB",
    title: "UK gym chain app: first-launch screen and SDK set-up",
    text: `PulseFit Gyms Ltd (Manchester) — PulseFit app, first-launch screen

"Welcome to PulseFit! By using this app you agree to our Terms and Privacy Policy, including the use of cookies and
similar technologies for analytics and advertising. [Let's go]"

Engineering notes: the TikTok Events SDK, the Meta SDK and Google's advertising SDK start as soon as the app opens
and store their identifiers on the phone, so that we can retarget people who download the app but don't book a class.
There is no way in the app to switch these off; users can reset their advertising ID in their phone settings.`,
    breaches: ["uk-pecr-2003 6"],
  },
  {
    id: "b16-uk-retailer-breach-procedure",
    jurisdiction: "GB",
    title: "UK homeware retailer: personal data incident procedure",
    text: `Harlow & Finch plc — Personal Data Incident Procedure (v2.1, approved by the Board)

1. Any member of staff who suspects an incident tells the IT Service Desk.
2. The Data Protection Lead assesses the incident. We only report to the Information Commissioner's Office where the
   incident is likely to result in a HIGH risk to customers; lower-risk incidents are handled internally.
3. Where we do report, the report is made within 10 working days of the assessment being signed off, so that the
   facts are complete.
4. To limit legal exposure, we do not keep written records of incidents that were not reported to the ICO; the
   ticket is closed and deleted after 30 days.
5. Customer communications are decided by the Marketing Director.`,
    breaches: ["uk-gdpr 33(1)", "uk-gdpr 33(5)"],
  },
  {
    id: "b16-uk-recruiter-offshore-screening",
    jurisdiction: "GB",
    title: "UK recruitment agency: candidate privacy notice",
    text: `BrightPath Recruitment Ltd (Leeds) — Candidate Privacy Notice (extract)

What we collect: your CV, contact details, right-to-work documents, salary expectations and interview notes.

Why: to find you suitable roles and put you forward to our clients (legitimate interests), and to check your right to
work in the UK (legal obligation).

Who sees it: our CV screening and reference checking is done by SwiftSource, an outsourcing company in a country
that the UK has not found to provide adequate protection. We have no written data protection contract or transfer
clauses with SwiftSource; they have told us by email that they take security seriously, which we rely on.

How long: we keep your details for 2 years after our last contact with you.

Your rights: access, correction, erasure, objection and complaint to the ICO. Contact privacy@brightpath.co.uk.`,
    breaches: [["uk-gdpr 44A", "uk-gdpr 46"]],
  },
  {
    id: "b16-uk-florist-sms-ok",
    jurisdiction: "GB",
    title: "UK florist: Mother's Day text message to customers",
    text: `Petal & Stem Ltd (Bristol) — SMS campaign, Mother's Day

Audience: customers who ordered flowers from us online in the last 18 months. At checkout they gave their mobile
number for delivery updates and were shown an unticked box "Don't send me offers by text" — those who ticked it are
excluded, as is anyone who has replied STOP before.

Message:
"Petal & Stem: Mother's Day is 15 March — order by 12 March for free delivery on our spring bouquets. Reply STOP to
opt out at no extra cost."

Sent on 2 March, 10:00. Opt-outs are removed from the list within 24 hours.`,
    breaches: [],
  },
  {
    id: "b16-ca-meal-kit-notice-ok",
    jurisdiction: "US-CA",
    title: "CA meal-kit company: privacy notice for California residents",
    text: `FreshCrate, Inc. — California Privacy Notice (updated January 2026)

Notice at collection: we collect identifiers (name, email, delivery address), commercial information (orders),
internet activity on our site and app, and approximate location, to deliver your boxes, run our service and show you
our ads. We keep order records for 7 years for tax reasons and browsing data for 13 months.

Selling and sharing: we share online identifiers and browsing activity with advertising partners for cross-context
behavioural advertising. You can opt out at any time through the "Do Not Sell or Share My Personal Information" link
at the bottom of every page and in the app menu; no account or ID is needed. We treat Global Privacy Control signals
as a valid opt-out for that browser and show "Opt-out request honored" when we detect one.

Your rights: know, delete, correct, opt out, limit (we do not use sensitive personal information beyond what's needed
to deliver your box), and not to be treated differently for exercising them. Submit requests at freshcrate.com/privacy
or by calling 1-888-555-0142 (toll-free). We confirm receipt within 10 business days and respond within 45 calendar
days.`,
    breaches: [],
  },
  {
    id: "b16-ca-furniture-loyalty",
    jurisdiction: "US-CA",
    title: "CA furniture retailer: loyalty programme privacy leaflet",
    text: `Redwood Home Furnishings, Inc. — "Redwood Rewards" leaflet, California stores

Redwood has 46 stores in California and annual revenue of about $410 million.

Join Redwood Rewards and earn 1 point per dollar! When you join, we collect your name, email, phone, address and
your purchase history. We keep your Rewards data while your membership is open and for 2 years after it closes.
Full privacy policy: redwoodhome.com/privacy.

We share your purchase history and email with our advertising partners so they can show you Redwood ads, and ads for
related brands, on social media and other websites.

Don't want us to share? Mail a signed letter to Redwood Privacy, PO Box 400, Fresno CA, with a notarised copy of your
photo ID so that we can verify the request. Requests are processed within 90 days. (There is no online option at this
time and the website does not have a privacy-choices link.)`,
    breaches: [["us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.120", "us-ca-ccpa-regulations 7013"], "us-ca-ccpa-regulations 7026"],
  },
  {
    id: "b16-va-smart-thermostat",
    jurisdiction: "US-VA",
    title: "VA smart thermostat maker: privacy FAQ",
    text: `HomeSense Devices LLC (Arlington, Virginia) — Privacy FAQ

How many customers? Around 240,000 Virginia households use our thermostats and app.

Do you sell my data? We sell aggregated-but-linkable home energy profiles to energy brokers. You can opt out of that
sale by emailing optout@homesense.io.

Do you use my data for ads? Yes. Your usage patterns are shared with ad platforms so that we and our partners can
target you with ads across websites and apps. This is part of how we keep the app free, so there is no opt-out for
advertising.

What if you turn down my request? Our privacy team's decision on any request is final; we do not offer a review.`,
    breaches: [["us-va-cdpa 59.1-577(A)(5)", "us-va-cdpa 59.1-578(D)"], "us-va-cdpa 59.1-577(C)"],
  },
  {
    id: "b16-co-outdoor-retailer-ok",
    jurisdiction: "US-CO",
    title: "CO outdoor gear retailer: Colorado privacy notice",
    text: `Summit Trail Outfitters, Inc. (Denver) — Privacy Notice for Colorado Residents

We process personal data of about 180,000 Colorado consumers: contact details, orders, loyalty points, and (if you
use our fitness tracker integration) heart-rate data.

Purposes: fulfilling orders, running the loyalty programme, and targeted advertising of our own products.

Sensitive data: we process heart-rate data only if you switch on the integration and tick a separate consent box; you
can withdraw consent in your account at any time.

Your rights: access, correction, deletion, portability, and opting out of targeted advertising, sale and profiling.
Use the "Your Privacy Choices" link or the form at summittrail.com/privacy. We honour universal opt-out signals such
as Global Privacy Control. We respond within 45 days. If we decline a request you can appeal by replying to our
decision; we decide appeals within 45 days and tell you how to contact the Colorado Attorney General.`,
    breaches: [],
  },
  {
    id: "b16-in-lending-app-consent",
    jurisdiction: "IN",
    title: "IN instant-loan app: sign-up screen",
    text: `QuickRupee Fintech Pvt Ltd (Bengaluru) — sign-up screen copy, Android app

[✓] I agree to the Terms of Use, the Privacy Policy, and to QuickRupee and its 40+ partners accessing my contacts,
SMS inbox, photos and location, and using them for credit assessment, loan recovery, cross-selling of insurance and
marketing offers.
(The box is pre-ticked; the "Continue" button is greyed out if it is unticked.)

FAQ — "Can I withdraw my consent?" Yes. Visit any of our partner branches with your PAN card and a signed withdrawal
form; processing takes up to 60 days. Withdrawal through the app is not available.`,
    breaches: ["in-dpdp-act-2023 6(1)", "in-dpdp-act-2023 6(4)"],
  },
  {
    id: "b16-in-kids-coding-platform",
    jurisdiction: "IN",
    title: "IN coding platform for children: product requirements",
    text: `CodeChamps Learning Pvt Ltd (Pune) — PRD "Growth 2.0" (internal)

Users: students aged 8 to 15. Sign-up asks the child for name, school, class, mobile number and date of birth. We do
not ask for a parent's approval — onboarding friction was too high when we tried it.

New features:
- Engagement tracking: record every click, time on task and drop-off point per child and build an "interest profile".
- Ads: use the interest profile to show targeted third-party ads (gaming, snacks, tuition centres) inside the app.
- Push: send nudges at 10 pm to children who missed their daily streak.`,
    breaches: [["in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9"], "in-dpdp-act-2023 9(3)"],
  },
  {
    id: "b16-sg-clinic-breach-sop",
    jurisdiction: "SG",
    title: "SG clinic group: data breach SOP",
    text: `Harbourfront Medical Group Pte Ltd — SOP 7.3: Data Breach Management

Scenario covered: loss or theft of patient records (NRIC numbers, contact details, diagnoses, bank account numbers
used for insurance refunds).

Step 1 – Contain: lock the affected accounts and change passwords.
Step 2 – Assess: the DPO has up to 30 days to assess whether the breach is notifiable.
Step 3 – Notify: if the breach is notifiable, the DPO informs the PDPC within 21 days after finishing the assessment.
Step 4 – Patients: affected patients are NOT informed, even if notifiable, because informing them would harm the
Group's reputation. Front-desk staff should answer any questions with "We are not aware of any issue".`,
    breaches: ["sg-pdpa-2012 26D(1)", "sg-pdpa-2012 26D(2)"],
  },
  {
    id: "b16-br-marketplace-privacy-policy",
    jurisdiction: "BR",
    title: "BR online marketplace: privacy policy",
    text: `Mercadão Digital Ltda. (São Paulo) — Política de Privacidade (English version)

Mercadão serves about 8 million customers across Brazil.

What we collect: name, CPF, address, phone, orders, payment data and browsing on our site.

Your requests: you may ask whether we process your data, for a copy of it, for correction or deletion. Send your
request through the "Fale Conosco" form. Because of the volume we receive, complete copies of your data are sent
within 60 days of the request.

Data protection officer: we have not appointed a person in charge of data processing; questions go to the general
customer service team.

Sharing: with logistics partners and payment processors, to deliver your orders and process payments.`,
    breaches: ["br-lgpd 19", "br-lgpd 41"],
  },
];
