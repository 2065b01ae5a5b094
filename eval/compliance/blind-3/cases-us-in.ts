import type { ComplianceCase } from "../types";

/**
 * Blind set 3, California (CCPA as amended by the CPRA, and the CPPA regulations, 11 CCR § 7000 ff.) and India (DPDP
 * Act 2023). DPDP ss. 4–10 apply only from May 2027; following the suite's convention the breaches are still listed
 * and the engine must report the date they apply from.
 */
export const blindUsInCases: ComplianceCase[] = [
  {
    id: "b3-ca-weather-app-brokers",
    jurisdiction: "US-CA",
    title: "California weather app: sells location-derived data to brokers, ignores GPC, no opt-out link",
    text: `Privacy Policy — SkyCast Apps, Inc. (Notice to California Residents)
We collect device identifiers, IP address, approximate location and the interests we infer from your use of the app.
We may sell device identifiers and inferred interest segments to data brokers and advertising networks, who may combine them with other data.
We keep this information for 24 months from collection.
Our app and website do not respond to Global Privacy Control or other browser opt-out signals.
California residents may request to know, correct or delete their personal information by calling 1-800-555-0142 or by using the form at skycast.example/privacy-request. We respond within 45 days.
We will not discriminate against you for exercising your privacy rights.`,
    breaches: [
      ["us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.120", "us-ca-ccpa-regulations 7013", "us-ca-ccpa 1798.135"],
      ["us-ca-ccpa-regulations 7025", "us-ca-ccpa 1798.135(b)", "us-ca-ccpa 1798.135(e)"],
    ],
  },
  {
    id: "b3-ca-furniture-mail-only-60",
    jurisdiction: "US-CA",
    title: "California furniture retailer: requests by letter only, answered within 60 days",
    text: `California Privacy Notice — Redwood Home Furnishings LLC
We collect names, addresses, email addresses and purchase records to fulfil orders and provide customer service. We do not sell or share personal information, and we do not use sensitive personal information.
We retain order records for seven years for tax purposes and marketing preferences until you unsubscribe.
Requests to know, delete or correct your personal information must be sent by mail to: Privacy Office, Redwood Home Furnishings LLC, 400 Market Street, Sacramento, CA 95814. No other method is accepted.
We will respond to verified requests within 60 days of receipt.
You will not receive different prices or service because you exercised a privacy right.`,
    breaches: [
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
    ],
  },
  {
    id: "b3-ca-streaming-notice-good",
    jurisdiction: "US-CA",
    title: "California streaming service notice: links, GPC honoured, two methods, 45 days, retention (no breach expected)",
    text: `Privacy Policy — Sunset Streams, Inc. — Your California Privacy Rights
Categories we collect: identifiers, account and billing details, viewing history and inferences about your preferences. We share identifiers and viewing history with advertising partners for cross-context behavioral advertising, which is "sharing" under the CCPA.
Your choices: you can opt out of the sale or sharing of your personal information through the "Do Not Sell or Share My Personal Information" link at the bottom of every page, and limit the use of your sensitive personal information (account log-in credentials) through the "Limit the Use of My Sensitive Personal Information" link. We treat a Global Privacy Control signal from your browser as a valid request to opt out of sale and sharing for that browser and any profile associated with it.
Requests to know, correct or delete: call us toll-free at 1-888-555-0199 or use the web form at sunsetstreams.example/privacy. We confirm receipt within 10 business days and respond within 45 calendar days; if we need more time, up to a further 45 days, we will tell you why within the first 45 days.
Retention: account data for the life of your account plus 3 years; viewing history for 24 months; billing records for 7 years.
We do not sell or share the personal information of consumers we know to be under 16.
We will not deny you service, charge you a different price or provide a different quality of service because you exercised your rights.`,
    breaches: [],
  },
  {
    id: "b3-ca-salon-opt-out-fee",
    jurisdiction: "US-CA",
    title: "California salon booking app: a monthly fee for customers who opt out or delete",
    text: `Notice to California Consumers — GlowBook, Inc.
We collect your name, phone number, email address and booking history, and we share your booking history with beauty brands for their advertising. Use the "Do Not Sell or Share My Personal Information" link in the app to opt out. We honor Global Privacy Control signals.
Customers who opt out of sharing or ask us to delete their data will be charged a $4.99 monthly service fee, because their data no longer helps us fund the free service.
Requests may be made in the app or by calling 1-877-555-0123; we answer within 45 days. We keep booking history for 18 months.`,
    breaches: [["us-ca-ccpa 1798.125", "us-ca-ccpa 1798.125(a)"]],
  },
  {
    id: "b3-ca-dating-sensitive-no-limit",
    jurisdiction: "US-CA",
    title: "California dating app: precise geolocation and sex life used for ads, no way to limit",
    text: `Privacy notice for California users — Kindred Match, Inc.
We collect your precise geolocation, your sexual orientation and the health information you choose to add to your profile.
We use this sensitive personal information to target advertising to you and to build audience segments for our partners.
You cannot limit this use of your sensitive personal information, because it is part of how our free service is funded.
To exercise your rights to know, correct or delete, email privacy@kindredmatch.example or use the in-app request form; we reply within 45 days. We keep profile data until you delete your account and for 30 days afterwards.
Use the "Do Not Sell or Share My Personal Information" link in Settings to opt out of sharing; we also honor Global Privacy Control.`,
    breaches: [["us-ca-ccpa 1798.121", "us-ca-ccpa-regulations 7027", "us-ca-ccpa-regulations 7014", "us-ca-ccpa 1798.135"]],
  },
  {
    id: "b3-ca-teen-social-sale",
    jurisdiction: "US-CA",
    title: "California teen social app: sells 13–15-year-olds' data unless a parent objects",
    text: `California Privacy Notice — TeenTalk Social, Inc.
Our app is for users aged 13 and over. We collect usernames, contacts, photos and usage data.
We sell usage data of all users, including those aged 13 to 15, to our advertising partners unless a parent or guardian contacts us to object.
Adult users may opt out through the "Do Not Sell or Share My Personal Information" link, and we honor Global Privacy Control.
You can make requests to know, correct or delete through the in-app form or by calling 1-866-555-0170; we respond within 45 days. We keep account data while your account is open and for 90 days after.`,
    breaches: [["us-ca-ccpa 1798.120(c)", "us-ca-ccpa 1798.120", "us-ca-ccpa-regulations 7070", "us-ca-ccpa-regulations 7071"]],
  },
  {
    id: "b3-in-edtech-students-ads",
    jurisdiction: "IN",
    title: "Indian edtech app for school pupils: behavioural ads to students, parent 'consent' by the student's own tick",
    text: `Privacy notice — PadhaiPlus Learning Pvt Ltd
PadhaiPlus is used by students of classes 6 to 12.
We collect the student's name, class, school, mobile number and learning activity.
We use each student's learning activity to show personalised advertisements for coaching courses and gadgets inside the app.
Before registering, the student ticks a box confirming that a parent agrees to these terms; no further verification is carried out.
You may withdraw consent at any time in the app settings, and data are erased when the account is closed. Grievances: grievance@padhaiplus.in. You may complain to the Data Protection Board of India.`,
    breaches: [["in-dpdp-act-2023 9", "in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9(3)"]],
  },
  {
    id: "b3-in-lending-app-any-purpose",
    jurisdiction: "IN",
    title: "Indian lending app: consent to any purpose the lender finds necessary, no withdrawal while a loan runs",
    text: `Terms of data use — QuickRupee Finance Pvt Ltd
By installing the app you authorise us to collect your contacts, SMS messages, photos and location and to use them for any purpose we find necessary, including sharing them with our affiliates and collection agents.
This authorisation cannot be withdrawn while any loan taken through the app remains outstanding.
Grievances may be raised with our grievance officer at grievance@quickrupee.in.`,
    breaches: [["in-dpdp-act-2023 6", "in-dpdp-act-2023 6(1)", "in-dpdp-act-2023 4"], ["in-dpdp-act-2023 6(4)", "in-dpdp-act-2023 6"], ["in-dpdp-act-2023 5", "in-dpdp-act-2023 5(1)"]],
  },
  {
    id: "b3-in-hr-breach-significant-only",
    jurisdiction: "IN",
    title: "Indian IT services HR policy: breaches reported only when they may cause significant harm",
    text: `Employee data protection policy — Nimbus Technologies Pvt Ltd
This policy applies to all employees and covers their personal data held by HR.
Personal data of employees are processed for payroll, attendance and statutory compliance, and are erased two years after the employee leaves unless a law requires longer retention.
In the event of a personal data breach, the company will notify the Data Protection Board of India and the affected employees only where the breach is likely to cause significant harm to them.`,
    breaches: [["in-dpdp-act-2023 8(6)", "in-dpdp-act-2023 8"]],
  },
  {
    id: "b3-in-bank-kyc-forever",
    jurisdiction: "IN",
    title: "Indian neobank notice: KYC documents kept for ever after the account is closed",
    text: `Privacy notice — Sahaj Neo Bank Pvt Ltd
We collect your name, PAN, Aadhaar-based e-KYC details, address and photograph to open and operate your account.
Copies of your KYC documents and all account records remain on our systems permanently, even after you close your account, so that we can offer you new products if you return.
You may withdraw your consent for marketing at any time from the app, and raise grievances with our Grievance Officer at grievance@sahajneo.in; you may also approach the Data Protection Board of India.`,
    breaches: [["in-dpdp-act-2023 8(7)", "in-dpdp-act-2023 8(7)(a)"]],
  },
  {
    id: "b3-in-pharmacy-notice-good",
    jurisdiction: "IN",
    title: "Indian online pharmacy notice: itemised, withdrawal as easy as consent, erasure, every breach reported, parents verified (no breach expected)",
    text: `Privacy notice — DawaGhar Health Pvt Ltd
What we collect and why: your name, phone number, delivery address and prescriptions, only to process and deliver your medicine orders; and, if you separately agree, your phone number to send you refill reminders.
Consent: you give consent for each purpose separately by a clear action; you can withdraw it at any time from the "My consents" page, as easily as you gave it, and we will then stop processing for that purpose.
Your rights: you can access a summary of your data, correct or erase it, and nominate another person to act for you. Grievances: grievance@dawaghar.in; we reply within 30 days, and you may complain to the Data Protection Board of India.
Retention: order data are erased three years after your last order unless a law requires us to keep them longer, and we tell our processors to erase them too.
Security breaches: we inform the Data Protection Board and each affected user of every personal data breach, without delay.
Children: accounts for anyone under 18 are created only after verifiable consent from a parent, and we never track children's behaviour or show them targeted advertising.`,
    breaches: [],
  },
  {
    id: "b3-in-erasure-discretion",
    jurisdiction: "IN",
    title: "Indian travel portal: erasure requests decided at the company's discretion",
    text: `Data principal requests — YatraKart Online Pvt Ltd
You may ask us to erase your personal data. Requests for erasure are considered at the company's sole discretion and may be refused without reasons, and your travel history is kept for our analytics for as long as we wish.
Grievance officer: grievance@yatrakart.in.`,
    breaches: [["in-dpdp-act-2023 8(7)", "in-dpdp-act-2023 12", "in-dpdp-act-2023 12(3)"]],
  },
];
