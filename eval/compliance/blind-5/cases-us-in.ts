import type { ComplianceCase } from "../types";

/**
 * Blind set 5, California and India texts: CCPA/CPRA notices and a loyalty programme, DPDP policies. Expected breaches
 * written from the statutes and regulations (and shared/domain/compliance-obligations-reference.md) before the rule
 * packs were run on them. The DPDP Act's ss. 4-10 apply only from May 2027: they are listed as a lawyer would list
 * them for a policy meant to run on, and the engine must say when they apply.
 */
export const blind5UsInCases: ComplianceCase[] = [
  {
    id: "b5-usca-outdoor-retailer-notice",
    jurisdiction: "US-CA",
    title: "California outdoor-gear retailer: sells to data brokers with opt-out by email only, ignores GPC, charges $10 per request",
    text: `California Privacy Notice — Summit Trail Outfitters, Inc.
This notice applies to residents of California. We collect identifiers (name, email, postal address), purchase history and device identifiers when you shop with us online or in store.
We sell customer lists, including names, addresses and purchase history, to data brokers and marketing companies.
To opt out of the sale of your personal information, email optout@summittrail.example with the subject line "Opt out".
We do not currently respond to Global Privacy Control or other browser-based opt-out preference signals.
You may request to know or delete the personal information we hold about you by calling 1-800-555-0142 or using our online request form. We charge a $10 processing fee for each request, and we respond within 45 days.
We keep purchase records for five years and marketing profiles until you opt out.
We will not discriminate against you for exercising your privacy rights.`,
    breaches: [
      ["us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.135", "us-ca-ccpa-regulations 7013"],
      ["us-ca-ccpa-regulations 7025", "us-ca-ccpa 1798.135(b)", "us-ca-ccpa 1798.135(e)"],
      "us-ca-ccpa 1798.130(a)(2)",
    ],
  },
  {
    id: "b5-usca-meal-kit-notice-compliant",
    jurisdiction: "US-CA",
    title: "California meal-kit notice: sharing for ads with a working opt-out, GPC honoured, two request methods, 45 days",
    text: `Privacy Notice for California Residents — GreenCrate Meals LLC
Categories collected: identifiers (name, email, delivery address), commercial information (orders), internet activity on our site, and dietary preferences you choose to tell us.
We share internet activity and identifiers with advertising partners for cross-context behavioural advertising. You can opt out at any time through the "Do Not Sell or Share My Personal Information" link at the foot of every page, and we treat a Global Privacy Control signal from your browser as a valid request to opt out.
Dietary preferences are used only to prepare and deliver your meals and are never sold or shared.
You may request to know, correct or delete your personal information through our web form or by calling our toll-free number 1-888-555-0199. We confirm receipt within 10 business days and respond within 45 calendar days, free of charge.
We keep order records for four years and delete site-activity data after 13 months.
We will not deny you goods or services, or charge you a different price, because you exercised any of these rights.`,
    breaches: [],
  },
  {
    id: "b5-usca-grocery-loyalty-app",
    jurisdiction: "US-CA",
    title: "California grocery loyalty app: members who opt out lose their points; precise location shared with ad partners with no limit option",
    text: `FreshWay Rewards — Program Terms and Privacy Notice (California)
FreshWay Rewards members earn points on every purchase. We share members' purchase history and identifiers with advertising partners, and you can opt out using the "Do Not Sell or Share My Personal Information" link in the app.
Members who opt out of the sale or sharing of their personal information will no longer earn points or receive member prices.
With your permission the app collects your precise geolocation, which we use to send you offers when you are near a store and share with our advertising partners to target ads to you.
Requests to know or delete can be made in the app or by calling 1-800-555-0177; we respond within 45 days.`,
    breaches: [["us-ca-ccpa 1798.125(a)", "us-ca-ccpa 1798.125"], ["us-ca-ccpa 1798.121", "us-ca-ccpa 1798.135(a)"], "us-ca-ccpa 1798.100(a)(3)"],
  },
  {
    id: "b5-in-instant-loan-app-policy",
    jurisdiction: "IN",
    title: "Indian instant-loan app: consent for any purpose, withdrawal only by notarised affidavit, data kept forever, breach notice only above 10,000 users",
    text: `Privacy Policy — QuickRupee Fintech Private Limited
By installing the QuickRupee app you consent to our collecting your contacts, photos, location and SMS messages and using them for any purpose we consider appropriate, including loan recovery and marketing by our partners.
To withdraw your consent, you must send a notarised affidavit by registered post to our office in Gurugram; uninstalling the app does not withdraw consent.
We retain all data collected from your device permanently, even after your loan is repaid and your account is closed.
If a data breach affects more than 10,000 users, we will inform the Data Protection Board; we do not inform individual users of breaches.
Grievances may be sent to grievance@quickrupee.example.`,
    breaches: ["in-dpdp-act-2023 6(1)", "in-dpdp-act-2023 6(4)", "in-dpdp-act-2023 8(7)", "in-dpdp-act-2023 8(6)", ["in-dpdp-act-2023 5(1)", "in-dpdp-act-2023 5"]],
  },
  {
    id: "b5-in-school-learning-app",
    jurisdiction: "IN",
    title: "Indian learning app for pupils aged 10 to 17: child ticks the consent box, personalised ads from learning behaviour",
    text: `Privacy Notice — VidyaSpark Learning Private Limited
VidyaSpark is designed for school pupils aged 10 to 17. To sign up, the pupil enters their name, class and school and ticks the box "I agree to the privacy notice".
We analyse each pupil's lessons watched, quiz answers and browsing inside the app to build an interest profile, and our advertising partners use this profile to show the pupil personalised advertisements for coaching classes and gadgets.
We use pupils' data to provide lessons and track learning progress.
Pupils or parents can ask us to correct or erase data by writing to grievance@vidyaspark.example.`,
    breaches: [["in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9"], "in-dpdp-act-2023 9(3)", ["in-dpdp-act-2023 5(1)", "in-dpdp-act-2023 5"]],
  },
  {
    id: "b5-in-it-services-employee-notice-compliant",
    jurisdiction: "IN",
    title: "Indian IT services employee notice: specific purposes, easy withdrawal, breach intimation to Board and each person, erasure",
    text: `Employee Privacy Notice — Kaveri Infotech Private Limited
We process your name, contact details, bank account, PAN and attendance records for the purposes of employment: payroll, tax deduction, attendance and statutory filings.
For the optional employee wellness programme we ask for your separate consent, which you can give or withdraw at any time in the HR portal with the same single click.
In the event of a personal data breach we will intimate the Data Protection Board of India and each affected employee, in the form and manner prescribed.
We erase your personal data when the purpose is served, after any period for which the law requires us to keep it, and our processors do the same.
You may ask for a summary of your data, correction or erasure, and raise grievances with our Data Protection Officer at dpo@kaveriinfotech.example; you may also complain to the Data Protection Board of India.`,
    breaches: [],
  },
];
