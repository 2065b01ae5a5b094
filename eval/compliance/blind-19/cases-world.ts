import type { ComplianceCase } from "../types";

/**
 * Blind set 19, the rest of the world: CCPA/CPRA with the CCPA Regulations (opt-out link and signals, request methods
 * and timelines, sensitive personal information), Virginia and Colorado, India's DPDP Act (its data-fiduciary duties
 * apply from 13 May 2027; by this suite's convention breaches of them are listed, since the engine reports them with
 * their start date), Singapore's PDPA and Brazil's LGPD. Pairs on one topic follow each other. Lawful texts list none.
 */
export const blind19WorldCases: ComplianceCase[] = [
  {
    id: "b19-ca-shoe-retailer-policy",
    jurisdiction: "US-CA",
    title: "Californian shoe retailer: privacy policy, section 'Your choices'",
    text: `StrideLine Footwear Inc. (San Diego; annual revenue about $48 million) — privacy policy, section 7 "Your choices"

We do not sell your personal information. We do share information about what you browse and buy on our site with our
advertising partners (Meta, Google, Criteo), who use it to show you our ads on other websites and apps.

Our website does not respond to Global Privacy Control or "Do Not Track" signals from your browser. We have not put a
separate opt-out link on our site; if you want us to stop sharing, email optout@strideline.com and attach a photo of
your driver's licence so that we can verify your identity before processing the request.`,
    breaches: [
      ["us-ca-ccpa 1798.135", "us-ca-ccpa-regulations 7013"],
      "us-ca-ccpa-regulations 7025",
      "us-ca-ccpa-regulations 7026",
    ],
  },
  {
    id: "b19-ca-meal-kit-choices-ok",
    jurisdiction: "US-CA",
    title: "Californian meal-kit company: privacy choices and requests page",
    text: `GreenCrate Meals Inc. (Oakland) — "Your Privacy Choices" page, linked from every page footer

We share some browsing data with advertising partners, which California law treats as "sharing". You can opt out with
the "Your Privacy Choices" link, and we treat a Global Privacy Control signal from your browser as an opt-out for that
browser and for your account if you are logged in; we don't ask you for anything else to do so. We use your dietary
preferences and delivery address only to prepare and deliver your boxes, not to profile you or for ads.

Requests to know, delete or correct: use the web form at greencrate.com/privacy-request or call us free on
1-800-555-0142. We confirm receipt within 10 business days and answer within 45 calendar days of receiving the request.
If we need more time (up to 45 more days) we tell you why before the first 45 days are up. We never charge for a
request and you will not be treated differently for using your rights.`,
    breaches: [],
  },
  {
    id: "b19-ca-furniture-deletion-by-post",
    jurisdiction: "US-CA",
    title: "Californian furniture retailer: FAQ on deleting your data",
    text: `Redwood Living Furniture Co. (Sacramento; online shop and 14 showrooms, annual revenue about $60 million) — FAQ

"How do I get my data deleted?"
Deletion requests must be sent by letter to Privacy Department, Redwood Living Furniture Co., 900 J Street, Sacramento,
CA 95814. We do not accept requests by email, phone or through the website. Our team will process your request within
90 days of receiving your letter.`,
    breaches: [
      ["us-ca-ccpa-regulations 7020", "us-ca-ccpa 1798.130(a)(1)"],
      ["us-ca-ccpa-regulations 7021", "us-ca-ccpa 1798.130(a)(2)"],
    ],
  },
  {
    id: "b19-ca-cycle-tracker-app",
    jurisdiction: "US-CA",
    title: "Californian cycle-tracking app: in-app privacy summary",
    text: `Luna Cycle Labs Inc. (Los Angeles; about 300,000 users in California) — privacy summary shown in the app settings

To keep Luna free, we share your cycle and symptom logs and your precise location with our advertising partners, who
use them to show you ads for fertility, pregnancy and wellness products in Luna and in other apps.

We don't offer in-app switches or website links for privacy choices. If you have a question about your data, email
hello@lunacycle.app.`,
    breaches: [
      ["us-ca-ccpa 1798.121", "us-ca-ccpa-regulations 7014"],
      ["us-ca-ccpa 1798.135", "us-ca-ccpa-regulations 7013", "us-ca-ccpa 1798.120"],
    ],
  },
  {
    id: "b19-co-streaming-privacy-ok",
    jurisdiction: "US-CO",
    title: "Colorado streaming service: state privacy rights page",
    text: `PeakStream Media LLC (Denver; about 400,000 Colorado subscribers) — "Your state privacy rights"

We use viewing history to show targeted ads on our free tier. You can opt out of targeted advertising and of any sale
of your data with the "Opt out of targeted ads and sales" link at the bottom of every page, and we treat a Global
Privacy Control signal from your browser or TV app as the same opt-out. We do not process sensitive data such as
health information or precise location without your prior opt-in consent.

You can ask to access, correct, delete or get a portable copy of your data through our request form. We answer within
45 days; if we need up to 45 more days we tell you why within the first 45. If we turn down a request you can appeal by
replying to our answer; we decide appeals within 45 days and, if we still say no, tell you how to contact the Colorado
Attorney General.`,
    breaches: [],
  },
  {
    id: "b19-co-fitness-member-data",
    jurisdiction: "US-CO",
    title: "Colorado gym chain: member data note from the marketing director",
    text: `Summit Strength Gyms Inc. (Colorado Springs; about 60,000 Colorado members) — note from the marketing director

We now earn revenue from our member list: names, emails, visit frequency and the injury and health notes that trainers
record at induction are sold every quarter to supplement brands and physiotherapy networks. Members agree to this
through the membership terms; we don't ask separately about the health notes.

Our website doesn't recognise browser-based opt-out signals such as Global Privacy Control. Members who object can
cancel their membership.`,
    breaches: [["us-co-cpa 6-1-1306", "us-co-cpa 6-1-1313"], "us-co-cpa 6-1-1308"],
  },
  {
    id: "b19-va-outdoor-app-location",
    jurisdiction: "US-VA",
    title: "Virginia outdoor retailer: app privacy notice",
    text: `Blue Ridge Outfitters Inc. (Richmond; app used by about 150,000 Virginia residents) — app privacy notice

Our app collects your precise GPS location in the background, even when the app is closed, so that we can send you
offers when you are near a trail or one of our stores. By downloading the app you agree to this; there is no separate
permission screen in the app for it.

You can ask us to access, correct or delete your data. Our decision on a request is final: we do not offer any appeal.`,
    breaches: ["us-va-cdpa 59.1-578", "us-va-cdpa 59.1-577"],
  },
  {
    id: "b19-in-edtech-student-ads",
    jurisdiction: "IN",
    title: "Indian learning app: onboarding and monetisation note",
    text: `PadhaiPlus EdTech Pvt. Ltd. (Bengaluru) — onboarding flow for students in classes 7 to 12

Students sign up themselves with a mobile number and date of birth; we do not ask a parent to confirm. Once inside,
we track each student's quizzes, time spent and search terms to build an interest profile, and partner brands (coaching
institutes, gaming and snack brands) show targeted ads to students based on that profile.`,
    breaches: ["in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9(3)"],
  },
  {
    id: "b19-in-lending-app-consent",
    jurisdiction: "IN",
    title: "Indian lending app: consent screen and incident plan",
    text: `QuickRupee Fintech Pvt. Ltd. (Gurugram) — consent screen at sign-up

"I agree that QuickRupee may collect, use and share my personal data, including my contacts list, photos and location,
for any purpose it considers fit, now or in the future, including sharing with recovery agents and partners."
[I agree] — the loan application cannot continue without this tick.

Incident response plan, step 5: "Only incidents that the CISO classifies as 'critical' are reported to the Data
Protection Board and to the affected customers. Other personal data breaches are handled internally and not reported."`,
    breaches: ["in-dpdp-act-2023 6", "in-dpdp-act-2023 8(6)"],
  },
  {
    id: "b19-in-travel-app-notice-ok",
    jurisdiction: "IN",
    title: "Indian travel booking app: privacy notice",
    text: `YatraSaathi Travels Pvt. Ltd. (Pune) — privacy notice, shown on its own before sign-up, in English or Hindi

What we collect and why:
  • Name, phone, email, ID details for bookings — to make and manage your bookings and meet travel operators' rules.
  • Payment details — to take payment, through our payment partner.
  • Marketing — only if you switch on "Send me deals" (off by default).
You can withdraw any consent from Settings > Privacy with one tap, as easily as you gave it; withdrawing does not affect
bookings already made. We erase your data once the purpose is over and no law requires us to keep it, and we ask our
processors to do the same.

Your rights: access, correction, erasure and nominating someone to act for you. Our Grievance Officer
(grievance@yatrasaathi.in) replies within 30 days; you may then approach the Data Protection Board of India.
If a personal data breach ever affects your data, we will inform you and the Board, whatever its size.`,
    breaches: [],
  },
  {
    id: "b19-sg-tuition-breach-retention",
    jurisdiction: "SG",
    title: "Singapore tuition centre: breach note and records policy",
    text: `BrightMinds Tuition Pte. Ltd. (Singapore) — note from the centre manager, 12 November 2026

On 3 November we confirmed that the names, NRIC numbers, home addresses and phone numbers of about 2,000 parents
and their children had been copied from our enrolment system by an unknown party. Given the numbers involved we have
concluded that this is a notifiable breach. We will tell the PDPC about it in our next quarterly compliance update in
January 2027.

Records policy: we keep all student and parent records permanently, including for students who left years ago, in case
they re-enrol or we need them for marketing.`,
    breaches: ["sg-pdpa-2012 26D", "sg-pdpa-2012 25"],
  },
  {
    id: "b19-br-shop-consent-transfer",
    jurisdiction: "BR",
    title: "Brazilian online shop: privacy terms",
    text: `Loja Casa & Cor Ltda. (São Paulo) — Termos de privacidade (translated)

By completing a purchase you consent to the processing of your personal data for any purposes that Casa & Cor
considers appropriate, including sharing with commercial partners.

Requests for access to your data are answered within 30 days of receipt.

Your data are stored on servers of our hosting provider in the United States under its standard terms of service;
we have not signed any data protection clauses with it.`,
    breaches: ["br-lgpd 8", "br-lgpd 19", "br-lgpd 33"],
  },
];
