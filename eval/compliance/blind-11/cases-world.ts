import type { ComplianceCase } from "../types";

/**
 * Blind set 11, privacy and e-marketing texts from the US (California CCPA/CPRA and its Regulations, Virginia,
 * Colorado), India (DPDP Act 2023), Singapore (PDPA 2012) and Brazil (LGPD). Each text's `breaches` were written from
 * the statutes (as summarised in shared/domain/compliance-obligations-reference.md) before any rule pack was run on
 * it, by a helper who had not read the rule code or any earlier blind set's texts. A text with `breaches: []` is lawful
 * on the topics it covers. DPDP ss. 4-10 are listed although they apply only from May 2027 (the set is judged at
 * EVAL_AS_OF, as the rest of the suite).
 */
export const blind11WorldCases: ComplianceCase[] = [
  {
    // "We do not sell" yet browsing data shared with Meta and Google for targeted ads, no opt-out link or method
    // (§ 1798.120, § 1798.135(a)); deletion requests answered within 60 days (§ 1798.130(a)(2); 11 CCR § 7021: 45).
    // Email as the only request method is allowed: the business is online only and has a direct relationship.
    id: "b11-ca-online-furniture-notice",
    jurisdiction: "US-CA",
    title: "California online-only furniture store: 'we don't sell' but shares for targeted ads without opt-out, 60-day replies",
    text: `Loft & Linden, Inc. – Privacy Policy (California residents)
Updated January 12, 2026

Loft & Linden sells furniture only through our website loftandlinden.com; we have no stores. This section applies to California residents under the California Consumer Privacy Act, as amended by the CPRA.

Information we collect: identifiers (name, email, shipping address, IP address), commercial information (orders, returns, wish lists), internet activity (pages and products viewed, clicks), and approximate location derived from IP address. We keep order records for 7 years for tax purposes and other data for 3 years after your last purchase.

How we use and share it: to fulfil orders, provide customer service, prevent fraud, and advertise. We use the Meta Pixel and Google Ads tags on our site, which send your browsing activity and hashed email address to Meta and Google so that we can show you ads for products you viewed when you visit other sites and apps.

We do not sell your personal information.

Your rights: you may request to know, correct or delete the personal information we hold about you, and we will not discriminate against you for doing so. Because we operate only online, requests should be emailed to privacy@loftandlinden.com. We will confirm receipt within 10 business days and respond within 60 days.`,
    breaches: [
      ["us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.135", "us-ca-ccpa 1798.120"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
    ],
  },
  {
    // Worse prices for consumers who delete data or opt out (§ 1798.125(a)); precise geolocation used for ad targeting
    // with no right to limit or link (§ 1798.121; § 1798.135).
    id: "b11-ca-grocery-delivery-notice",
    jurisdiction: "US-CA",
    title: "California grocery-delivery app: higher prices after opting out or deleting, precise location used for ads with no limit link",
    text: `QuickCart Delivery, Inc. – California Privacy Notice
Effective March 1, 2026

We collect identifiers, order history, payment details, and the precise location of your phone while the app is open. We use precise location to deliver your order and also to show you ads from brands and stores near you, inside and outside the app. We keep account data while your account is open and 2 years after.

We share identifiers and purchase history with consumer packaged goods brands that sponsor offers in the app; this may be a sale. You can opt out using the "Do Not Sell or Share My Personal Information" link in the app menu and on our website footer, or by calling 1-800-555-0199. We honor Global Privacy Control signals.

Please note: QuickCart Plus pricing depends on the data partnerships that fund it. If you opt out of the sale or sharing of your data, or ask us to delete your purchase history, your account will move to Standard pricing, with delivery fees $3.99 higher per order and no member discounts.

Requests to know, delete or correct: call 1-800-555-0199 or use the form at quickcart.com/privacy. We respond within 45 days.`,
    breaches: [["us-ca-ccpa 1798.125", "us-ca-ccpa 1798.125(a)"], ["us-ca-ccpa 1798.121", "us-ca-ccpa 1798.135"]],
  },
  {
    id: "b11-ca-tax-prep-notice-lawful",
    jurisdiction: "US-CA",
    title: "California bookkeeping firm's notice: no sale or sharing, toll-free number and web form, 45 days (lawful)",
    text: `Golden Ledger Bookkeeping, LLC – Notice at Collection and Privacy Policy for California Residents
Last reviewed: April 2, 2026

Golden Ledger provides bookkeeping and payroll services to small businesses from our office in Sacramento and through our client portal.

Categories we collect and why: identifiers (name, email, phone, address); customer records and financial information (bank statements, invoices, payroll records you upload); and professional information (your business name and role). We use them only to provide our services, bill you, meet legal and tax record-keeping duties, and secure our systems. We collect them from you and your business's bank feeds.

Sensitive personal information: Social Security numbers and bank account numbers, used only to perform the services you request (such as payroll filings) and to comply with law. We do not use them to infer characteristics about you.

Selling and sharing: we do not sell or share personal information, including of consumers under 16, and have not done so in the past 12 months. We use no third-party advertising cookies.

Retention: client financial records are kept for 7 years after the end of the tax year they relate to; portal login data until 1 year after the engagement ends.

Your rights: to know, access, delete and correct your personal information, and not to be discriminated against for exercising them. Call us toll-free at 1-866-555-0142 or use the request form at goldenledger.com/privacy-request. We confirm receipt within 10 business days and respond within 45 calendar days; if we need more time (up to 45 more days) we will tell you why within the first 45 days. You may use an authorized agent.

We update this policy at least once every 12 months.`,
    breaches: [],
  },
  {
    // Players aged 13-15 have their data shared for ads by default, parents may opt out (§ 1798.120(c): opt-in needed
    // under 16); Global Privacy Control ignored (11 CCR § 7025).
    id: "b11-ca-teen-puzzle-game",
    jurisdiction: "US-CA",
    title: "California puzzle game for players 13+: teen data shared for ads unless a parent opts out, GPC ignored",
    text: `Brainy Blocks Studio LLC – Privacy Notice for California Players

Brainy Blocks is rated for players aged 13 and up. At sign-up we ask for your birthdate; players under 13 cannot create an account.

We collect your username, email, device advertising ID, IP address and gameplay data. We use them to run the game and to earn revenue from ads. We share device IDs and gameplay data with ad networks (AppLovin, Unity Ads, ironSource) for cross-context behavioral advertising; this is "sharing" under the CCPA, and for some partners it may be a "sale".

Players aged 13 to 15: ad sharing is switched on for all accounts by default. A parent or guardian may switch it off at any time by emailing parents@brainyblocks.gg.

Browser and device signals: we do not currently respond to Global Privacy Control or other opt-out preference signals.

To opt out, use the "Do Not Sell or Share My Personal Information" link on brainyblocks.gg or in the Settings menu of the game. Requests to know, delete or correct: use the in-game form or call 1-855-555-0131; we reply within 45 days.`,
    breaches: [["us-ca-ccpa 1798.120(c)", "us-ca-ccpa 1798.120"], "us-ca-ccpa-regulations 7025"],
  },
  {
    // Face templates (biometric sensitive data) processed on "by using the app you agree" (§ 59.1-578(A)(5): consent
    // required, a clear affirmative act); no appeal of refused requests (§ 59.1-577(C)).
    id: "b11-va-doorbell-camera-notice",
    jurisdiction: "US-VA",
    title: "Virginia smart-doorbell app notice: face recognition on 'by using the app you agree', no appeals",
    text: `Sentinel Porch Systems, Inc. – Virginia Consumer Privacy Notice

Sentinel sells video doorbells and the Sentinel Home app to more than 250,000 households in Virginia. This notice explains how we process personal data under the Virginia Consumer Data Protection Act.

What we process: account and contact details, device data, video clips, and, with our Familiar Faces feature, facial geometry templates created from the faces of people who appear at your door, so that the app can tell you "Mom is at the door". Familiar Faces is on for all new cameras. By installing and using the Sentinel Home app you agree to the processing described in this notice, including Familiar Faces.

We do not sell personal data. We use de-identified usage data for product analytics.

Your rights: to confirm, access, correct and delete your personal data, to obtain a portable copy, and to opt out of targeted advertising, sale and profiling. Submit requests at sentinelporch.com/privacy or call 1-888-555-0112. We respond within 45 days. If we decline your request, our decision is final and cannot be appealed.`,
    breaches: [["us-va-cdpa 59.1-578", "us-va-cdpa 59.1-578(A)(5)"], ["us-va-cdpa 59.1-577(C)", "us-va-cdpa 59.1-577"]],
  },
  {
    id: "b11-va-outdoor-gear-notice-lawful",
    jurisdiction: "US-VA",
    title: "Virginia outdoor-gear retailer notice: targeted-ads opt-out, 45 days, appeals with AG contact (lawful)",
    text: `Blue Ridge Outfitters, LLC – Privacy Notice for Virginia Residents
Effective February 15, 2026

Categories of personal data: identifiers and contact details, purchase history, loyalty points, and online activity on our website. Purposes: to sell and deliver products, run our loyalty program, prevent fraud, and show you ads for our products on other websites (targeted advertising).

We share online activity and hashed emails with advertising partners for targeted advertising. We do not sell personal data and do not process sensitive data.

Your rights under the Virginia Consumer Data Protection Act: to confirm whether we process your personal data and access it; to correct inaccuracies; to delete it; to obtain a copy in a portable format; and to opt out of targeted advertising, the sale of personal data, and profiling in furtherance of decisions with legal or similarly significant effects. Opt out of targeted advertising any time with the "Opt out of targeted ads" link on every page.

How to make a request: privacy@blueridgeoutfitters.com or 1-800-555-0175. We respond within 45 days of receipt. If we need more time, we may extend this once by 45 days and will tell you within the first 45 days.

Appeals: if we decline to act on your request, you may appeal by replying to our decision or emailing appeals@blueridgeoutfitters.com within 60 days. We will answer your appeal in writing within 60 days of receipt, explaining our reasons. If your appeal is denied, you may contact the Virginia Attorney General at www.oag.state.va.us/consumer-protection.`,
    breaches: [],
  },
  {
    // Targeted ads, universal opt-out signals refused (C.R.S. § 6-1-1306(1)(a)(IV), required from 1 July 2024);
    // replies within 90 days (§ 6-1-1306(2): 45 days, extendable once by 45 with notice).
    id: "b11-co-podcast-app-notice",
    jurisdiction: "US-CO",
    title: "Colorado podcast app notice: targeted ads, Global Privacy Control not honoured, 90-day replies",
    text: `Peak Audio, Inc. (Boulder) – Colorado Privacy Notice

We process personal data of over 400,000 Colorado listeners. We collect account details, listening history, device identifiers and approximate location. We use listening history to place you in audience segments (for example "outdoor enthusiasts", "new parents") that advertisers buy to target ads to you in our app and on partner apps. This is "targeted advertising" under the Colorado Privacy Act.

You can listen in our iOS and Android apps or in the web player at peakaudio.fm. You may opt out of targeted advertising and sale by going to Settings > Privacy > Ad Preferences. We do not currently recognize universal opt-out mechanisms such as Global Privacy Control, in the web player or in the apps.

Other rights: access, correction, deletion and portability. Email privacy@peakaudio.fm. Because of high request volumes we will respond within 90 days. You may appeal a refusal by replying to our answer; if you disagree with the outcome you may contact the Colorado Attorney General.`,
    breaches: [["us-co-cpa 6-1-1306(1)(a)(IV)", "us-co-cpa 6-1-1306"], ["us-co-cpa 6-1-1306(2)", "us-co-cpa 6-1-1306"]],
  },
  {
    // Students under 18 sign up alone with a self-certified tick (s. 9(1): verifiable parental consent); their study
    // behaviour tracked to target partners' loan ads (s. 9(3)); consent to "all present and future purposes" (s. 6(1)).
    id: "b11-in-jee-coaching-app-notice",
    jurisdiction: "IN",
    title: "Indian JEE coaching app: students sign up alone, study behaviour used for loan ads, consent for future purposes",
    text: `RankBoost Edutech Pvt. Ltd., Kota – Privacy Notice for the RankBoost app

RankBoost prepares students of classes 11 and 12 for JEE and NEET. To register, students enter their name, mobile number, school, class and date of birth, and tick: "☑ I confirm that my parent/guardian allows me to use RankBoost". No further check is made.

What we do with your data: we use your test scores, time spent on each chapter, videos watched and the times you study to personalise your practice plan. We also use this activity to build interest profiles that our partners (education-loan companies and coaching institutes) use to show you targeted advertisements in the app and by SMS.

By registering, you consent to the processing of your personal data for all the purposes described in this notice and any other purposes RankBoost may decide in the future, without further notice.

You can withdraw consent by deleting your account from Settings. Grievance Officer: grievance@rankboost.in. You may complain to the Data Protection Board of India.`,
    breaches: ["in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9(3)", "in-dpdp-act-2023 6(1)"],
  },
  {
    // Data principals told only if financial data are involved and the Board only above 1,000 records (s. 8(6) and
    // Rule 7: every personal data breach goes to the Board and each affected principal).
    id: "b11-in-diagnostics-breach-sop",
    jurisdiction: "IN",
    title: "Indian diagnostics lab breach SOP: patients told only for payment data, Board only above 1,000 records",
    text: `ClearPath Diagnostics Pvt. Ltd., Pune – SOP IT-07: Personal Data Breach Handling (rev. 2, August 2026)

1. Scope: any unauthorised access, disclosure, loss or alteration of patient or employee personal data (test reports, prescriptions, contact details, payment data).
2. Detection: IT Security logs the incident and informs the Head of IT and the Data Protection Lead within 2 hours.
3. CERT-In: cyber security incidents are reported to CERT-In within 6 hours of noticing them, as required by its directions of 28 April 2022.
4. Patients: affected patients are informed by SMS only where the breach involves their payment card or bank details. Breaches of test reports or contact details are not communicated to patients, to avoid panic.
5. Data Protection Board: a breach is intimated to the Data Protection Board of India only where more than 1,000 patients' records are affected. Smaller breaches are recorded internally.
6. Review: the Data Protection Lead reviews the incident and root cause within 30 days.`,
    breaches: [["in-dpdp-act-2023 8(6)"]],
  },
  {
    id: "b11-in-handloom-shop-notice-lawful",
    jurisdiction: "IN",
    title: "Indian handloom e-shop: itemised notice, consent per purpose, withdrawal as easy, erasure when done (lawful)",
    text: `Sutra Weaves LLP, Jaipur – Notice for our online store (sutraweaves.in)

Before you place your first order, please read what we collect and why. You can read this notice in English or Hindi.

1. To deliver your order (required for the purchase): name, delivery address, mobile number, email. Shared with our courier partners and our payment gateway only for this purpose.
2. Order updates by WhatsApp (optional): your mobile number. Tick the separate box at checkout if you want them.
3. Our own offers by email (optional): your email address. Tick the separate box if you want them; the box is not ticked for you.

You can place an order without agreeing to 2 or 3. You can withdraw any consent at any time, as easily as you gave it: untick it under My Account > Privacy, or click "unsubscribe" in any message. Withdrawal does not affect what we did before it.

Your rights: to get a summary of your data and who we shared it with, to correct, complete, update or erase it, and to nominate someone to exercise your rights if you die or become incapacitated. Contact our Grievance Officer, Ms. Meera Joshi, at privacy@sutraweaves.in; we resolve grievances within 30 days. If you are not satisfied, you may complain to the Data Protection Board of India.

We erase your data when you withdraw consent or when the purpose is served, unless a law requires us to keep it (for example, GST invoices for the period the GST law requires). Our store is for adults; we do not knowingly accept orders from anyone under 18.`,
    breaches: [],
  },
  {
    // Contacts and photos kept indefinitely after withdrawal or loan closure (s. 8(7)); withdrawal only by notarised
    // letter while consent is given with a tap (s. 6(4)); one "Allow all" consent to contacts, photos and SMS, data
    // not needed for a loan (s. 6(1): consent limited to the data necessary for the specified purpose).
    id: "b11-in-instant-loan-app-terms",
    jurisdiction: "IN",
    title: "Indian instant-loan app: contacts and photos kept forever after closure, consent withdrawn only by notarised letter",
    text: `PaisaTurant Finserv Pvt. Ltd. – App permissions and data consent (shown at installation)

To give you an instant loan, PaisaTurant needs access to your contacts, photos, SMS inbox and location. Tap "Allow all" to continue.

Your contacts are used to verify references and, if you default, to reach people who know you. Your photos and SMS are used for credit assessment.

Retention: all data collected through the app, including your contact list and photos, is retained permanently on our servers, even after your loan is repaid, your account is closed, or you withdraw consent, because it helps our risk models.

Withdrawing consent: you may withdraw consent by sending a notarised letter on stamp paper to our registered office in Gurugram, Haryana. Consent withdrawal takes effect 60 days after we receive the letter.

[Allow all]`,
    breaches: ["in-dpdp-act-2023 8(7)", "in-dpdp-act-2023 6(4)", "in-dpdp-act-2023 6(1)"],
  },
  {
    // Marketing SMS to a bought list of Singapore numbers without checking the Do Not Call Register (PDPA s. 43).
    id: "b11-sg-tuition-centre-sms",
    jurisdiction: "SG",
    title: "Singapore tuition centre: promotional SMS to a purchased list of parents' numbers, DNC register not checked",
    text: `Bright Scholars Learning Centre Pte. Ltd. – Marketing plan, Term 1 2027 enrolment (internal)

Channel 1 – SMS blast. We have purchased a list of 8,000 Singapore mobile numbers of parents with children in primary schools in the East (from a list broker, S$1,200). Message, sent 9 December: "Bright Scholars: PSLE Maths & Science holiday crash course! 20% off for early birds. Call 6555 0123 or WhatsApp 9123 4567."

Our SMS vendor offers a Do Not Call Register check at S$0.01 per number. To save cost and time we will not run the check; parents who do not want the messages can reply STOP.

Channel 2 – flyers at MRT stations near schools.`,
    breaches: ["sg-pdpa-2012 43"],
  },
  {
    // PDPC notified within 14 days after the assessment (s. 26D(1): 3 calendar days); affected individuals never told,
    // only a website update (s. 26D(2): notify where significant harm is likely).
    id: "b11-sg-dental-group-breach-plan",
    jurisdiction: "SG",
    title: "Singapore dental group breach plan: PDPC within 14 days of assessment, patients never notified individually",
    text: `SmileWorks Dental Group Pte. Ltd. – Data Breach Management Plan (2026)

Step 1 – Contain: the clinic manager isolates affected systems and informs the Data Protection Officer immediately.
Step 2 – Assess: the DPO assesses within 30 calendar days whether the breach is notifiable, that is, whether it is likely to result in significant harm to affected individuals or affects 500 or more individuals.
Step 3 – Notify PDPC: if the breach is notifiable, the DPO notifies the Personal Data Protection Commission within 14 calendar days after the assessment is completed.
Step 4 – Individuals: we do not notify affected patients individually, even where their treatment records, NRIC numbers or payment details are involved. Instead, we post a general notice on our website stating that an incident has occurred and has been resolved.
Step 5 – Review and record every breach in the breach register.`,
    breaches: ["sg-pdpa-2012 26D(1)", ["sg-pdpa-2012 26D(2)", "sg-pdpa-2012 26D"]],
  },
  {
    id: "b11-sg-bubble-tea-membership-lawful",
    jurisdiction: "SG",
    title: "Singapore bubble-tea chain membership form: optional marketing box unticked, DNC respected, withdrawal anytime (lawful)",
    text: `TeaTime Bubbles Pte. Ltd. – Membership sign-up (app and counter tablet)

Name* / Mobile number* / Email* / Birthday month (optional, for a birthday treat)

We use your details to create your membership, record your points and stamps, and contact you about your account. We keep them while you are a member and delete them 12 months after your membership ends or is cancelled.

☐ I would like to receive TeaTime Bubbles promotions and new-flavour alerts by SMS, WhatsApp and email. (Optional. Not ticking this does not affect your membership or your points.)

If you tick the box, you agree that we may send you these messages even if your number is on the Do Not Call Register. You can withdraw this consent at any time in the app (Profile > Notifications) or by emailing dpo@teatimebubbles.sg, and we will stop within 10 working days. We never share your details with other companies for their marketing.

Questions, access or correction requests: our Data Protection Officer, dpo@teatimebubbles.sg.

[Join now]`,
    breaches: [],
  },
  {
    // Generic authorisation "for any purposes of the group" (Art. 8 § 4: generic authorisations are void); data of
    // children under 12 collected from them directly without a parent's specific consent (Art. 14 § 1); no encarregado
    // for a large marketplace (Art. 41).
    id: "b11-br-marketplace-notice",
    jurisdiction: "BR",
    title: "Brazilian marketplace notice: generic consent for any group purpose, under-12s sign up alone, no DPO",
    text: `Mercado Vitrine S.A. – Privacy Policy (English version)
São Paulo – one of Brazil's largest online marketplaces, with more than 8 million active customers.

1. By creating an account or using the app, you authorise Mercado Vitrine and the companies of its economic group to process your personal data for any purposes they consider appropriate, including marketing, credit analysis and sharing with partners.
2. Data we collect: name, CPF, address, phone, email, purchase history, device data and location.
3. Kids' Corner: our games and toys section lets children under 12 create their own profile with their name, age, school and a photo, to save wish lists and take part in prize draws. We collect this data directly from the child; parents are not asked.
4. Rights: you may request access, correction and deletion through the "Privacy" section of the app.
5. Data Protection Officer: Mercado Vitrine has not appointed a data protection officer (encarregado). Questions may be sent to our general customer service chat.`,
    breaches: [["br-lgpd 8", "br-lgpd 8 § 4"], ["br-lgpd 14", "br-lgpd 14 § 1"], "br-lgpd 41"],
  },
  {
    // Incidents reported to the ANPD within 10 working days and to data subjects only if the ANPD requires it (Art. 48
    // with Res. CD/ANPD 15/2024: 3 working days to both where there is relevant risk).
    id: "b11-br-fintech-incident-plan",
    jurisdiction: "BR",
    title: "Brazilian fintech incident plan: ANPD within 10 working days, customers only if the ANPD requires",
    text: `PagaFácil Instituição de Pagamento Ltda. – Security Incident Response Plan (internal, v4)

1. Any employee who detects a security incident involving personal data (account data, CPF, card data, login credentials) reports it to the Security Operations Centre at once.
2. The SOC and the encarregado classify the incident. An incident that may cause relevant risk or damage to data subjects, for example exposure of financial data or passwords, is classed as "critical".
3. Critical incidents are communicated to the Autoridade Nacional de Proteção de Dados (ANPD) within 10 working days of classification.
4. Affected customers are informed only if the ANPD expressly requires it, so as not to harm the company's reputation.
5. All incidents are recorded in the incident log, kept for 5 years.`,
    breaches: ["br-lgpd 48"],
  },
  {
    id: "b11-br-telehealth-notice-lawful",
    jurisdiction: "BR",
    title: "Brazilian telehealth platform notice: health data for care, DPO named, 15-day full replies, ANPD clauses (lawful)",
    text: `SaúdeJá Telemedicina Ltda. – Privacy Notice (English version)
Rua Augusta 1500, São Paulo – SP. Encarregado (DPO): Dr. Paulo Nunes, dpo@saudeja.com.br

What we process: identification and contact data, CPF, health plan number, and health data (symptoms, medical history, prescriptions, consultation records).

Why and on what basis: to provide teleconsultations and record them in your medical record (health protection, carried out by health professionals – LGPD Art. 11, II, f; and performance of the contract – Art. 7, V); to comply with medical record rules of the Federal Council of Medicine (legal obligation – Arts. 7, II and 11, II, a); and, only if you give separate, highlighted consent in the app, to send you health-content newsletters (Art. 7, I). You can revoke this consent at any time, free of charge, in the app settings.

Sharing: doctors on our platform, pharmacies you choose for e-prescriptions, your health plan if you ask us to bill it. Our video provider is in the United States; transfers rely on the ANPD's standard contractual clauses, adopted in full.

Retention: medical records for at least 20 years as the medical record rules require; other data for 5 years after your last use.

Your rights (LGPD Art. 18): confirmation, access, correction, anonymisation, blocking or deletion, portability, information about sharing, and revocation of consent. Write to dpo@saudeja.com.br. We confirm immediately in simplified form, or send a complete statement within 15 days of your request. You may also petition the ANPD.`,
    breaches: [],
  },
];
