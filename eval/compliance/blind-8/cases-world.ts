import type { ComplianceCase } from "../types";

/**
 * Blind set 8, texts from the US (California CCPA/CPRA, Virginia, Colorado), India (DPDP Act 2023), Singapore (PDPA
 * 2012) and Brazil (LGPD). Each text's `breaches` were written from the statutes (as summarised in
 * shared/domain/compliance-obligations-reference.md) before any rule pack was run on it, without reading the rule code
 * or any earlier blind set's texts. A text with `breaches: []` is lawful on the topics it covers. DPDP ss. 4-10 are
 * listed although they apply only from May 2027 (the set is judged at EVAL_AS_OF, as the rest of the suite).
 */
export const blind8WorldCases: ComplianceCase[] = [
  {
    id: "b8-ca-bookstore-notice-lawful",
    jurisdiction: "US-CA",
    title: "California bookstore notice: no sale or sharing, toll-free number and web form, 45 days (lawful)",
    text: `Redwood Lane Books, Inc. – Privacy Notice for California Residents
Effective January 15, 2026

This notice explains what personal information we collect through redwoodlanebooks.com and our two stores in Sacramento, and the rights you have under the California Consumer Privacy Act, as amended by the California Privacy Rights Act.

What we have collected in the past 12 months, why, and for how long we keep it
• Identifiers (name, email address, postal address, account login): to take and ship orders and to run your account. Kept while your account is open and for 3 years after your last order.
• Commercial information (purchases, returns, wish lists): to fulfil orders, handle returns and suggest books on our own site. Kept 3 years after your last order; tax records 7 years.
• Payment information: card details go straight to our payment processor and are used only to take payment; we keep the last four digits of the card for 3 years.
• Internet activity on our own site (pages viewed, searches): to run and secure the site and see which pages work. Kept 14 months.
We collect this information from you, from your browser and from our payment processor.

Who receives it
Service providers bound by written contracts to use it only for us: website hosting, payment processing, shipping carriers and email delivery.

Selling and sharing
We do not sell or share personal information, and we did not do so in the past 12 months. We do not allow advertising companies to place tracking tools on our site. We have no actual knowledge of selling or sharing the personal information of consumers under 16.
We do not use or disclose sensitive personal information (such as your account password) except to provide the services you ask for, as the law permits, so we do not offer a right to limit its use.

Your rights
You have the right to know what personal information we collect, use and disclose and to get a copy of it; to have it deleted; to have inaccurate information corrected; and not to be discriminated against for using any of these rights. Because we do not sell or share, there is nothing to opt out of, but we still treat a Global Privacy Control signal from your browser as a request to opt out.

How to make a request
Call us toll-free at 1-800-555-0142, use the form at redwoodlanebooks.com/privacy-request, or ask at either store. We will confirm that we have received your request within 10 business days and respond within 45 calendar days. If we need more time (up to 45 more days), we will tell you why before the first 45 days end. We verify your identity by matching information we already hold. An authorized agent may make a request for you with your signed permission.

Contact: privacy@redwoodlanebooks.com or 1-800-555-0142. We review and update this notice at least once every 12 months.`,
    breaches: [],
  },
  {
    // Cross-context behavioural advertising ("sharing") with no right to opt out offered or link; GPC ignored;
    // 90-day replies; members who stop the sharing lose their prices.
    id: "b8-ca-meal-kit-sharing",
    jurisdiction: "US-CA",
    title: "California meal-kit policy: shares activity with ad platforms, no opt-out link, GPC ignored, 90 days, price penalty",
    text: `HarvestBox, Inc. – Privacy Policy for California Residents
Last updated: February 2, 2026

What we collect: your contact and delivery details, order history, the dietary preferences you choose (such as vegetarian or low-carb), payment details (handled by Stripe), device identifiers, and your browsing and app activity. We get this from you, from your devices and from our delivery partners.

Why: to deliver your boxes, personalise your menus, provide customer support, detect fraud, and advertise HarvestBox.

How long we keep it: account and order data for the life of your account plus 2 years; browsing and app activity for 13 months; payment records for 7 years.

Who we share it with: delivery partners, Stripe, our cloud host, and our advertising partners (Meta, TikTok and Google). We give these advertising partners your browsing and app activity and a hashed version of your email address so that they can show you HarvestBox ads on other sites and apps and tell us which ads led to orders.

We do not sell your personal information for money.

Your California rights: you may ask to know what personal information we hold about you, to correct it and to delete it. Email privacy@harvestbox.com or call 1-888-555-0199 from the phone number on your account. We will reply within 90 days.

Browser signals: our website and app do not currently respond to Do Not Track or Global Privacy Control signals.

HarvestBox Plus prices: Plus member prices are funded by our advertising partnerships. Customers who ask us to stop passing their activity to advertising partners move to standard prices, about 15% higher.

Non-discrimination: we will not refuse to serve you because you exercise your privacy rights.`,
    breaches: [
      ["us-ca-ccpa 1798.120", "us-ca-ccpa 1798.135", "us-ca-ccpa-regulations 7013", "us-ca-ccpa-regulations 7026"],
      "us-ca-ccpa-regulations 7025",
      ["us-ca-ccpa 1798.130", "us-ca-ccpa-regulations 7021"],
      "us-ca-ccpa 1798.125",
    ],
  },
  {
    // Health conditions and precise geolocation (sensitive data) taken on "by using the app you agree"; 90-day
    // replies (45 days, once extendable) and no appeal.
    id: "b8-va-running-app",
    jurisdiction: "US-VA",
    title: "Virginia running app: health and GPS data on 'by using the app you agree', 90-day replies, no appeal",
    text: `StrideLab LLC (Richmond, Virginia) – Privacy Notice for Virginia Residents

StrideLab is a running and walking app used by about 180,000 people in Virginia.

What we collect: your name, email address and age; the exact GPS route of every run and walk; your heart rate from connected watches; and any health conditions you add to your profile (for example asthma, diabetes or a heart condition) so that your training plans can take them into account.

By downloading or continuing to use StrideLab you agree to all of the processing described in this notice, including of your location and health information.

Why we use it: to record your activities, build training plans, keep the app secure, and send you product news (you can unsubscribe from any email).

Who receives it: cloud hosting and analytics providers working for us. We do not sell personal data and we do not use it for targeted advertising.

Your rights: you may confirm whether we process your personal data, access it, correct it, delete it, get a portable copy, and opt out of targeted advertising, sale and profiling. Email privacy@stridelab.app. We aim to answer within 90 days. Our decisions on requests are final and cannot be appealed.`,
    breaches: ["us-va-cdpa 59.1-578", "us-va-cdpa 59.1-577(B)", "us-va-cdpa 59.1-577(C)"],
  },
  {
    // Sells data and targets ads but ignores Global Privacy Control (required since 1 July 2024); ethnicity and
    // religion inferred for ad segments without consent.
    id: "b8-co-furniture-gpc",
    jurisdiction: "US-CO",
    regulations: ["Colorado Privacy Act"],
    title: "Colorado furniture retailer: GPC not honoured, ethnicity and religion segments without consent",
    text: `Pine & Peak Home Furnishings, Inc. – Colorado Privacy Notice

We sell furniture online and in our Denver and Boulder showrooms to around 140,000 Colorado customers a year.

What we collect: contact details, order and delivery history, showroom visit records, and information about how you use our website.

Audience segments: we work with marketing analytics partners who place customers in audience segments, including segments based on likely ethnicity and religion inferred from purchases, names and neighborhoods. We use these segments to tailor our catalogs and online ads. We do not ask customers before placing them in a segment.

Selling and advertising: we sell customer lists to other home-goods retailers and use your data for targeted advertising on other websites. You can opt out at any time by clicking "Your Privacy Choices" in our website footer or by emailing optout@pineandpeak.com.

Opt-out preference signals: we do not currently honor browser-based signals such as Global Privacy Control; please use the link instead.

Your rights: you may access, correct and delete your personal data, obtain a portable copy, and opt out of targeted advertising, sale and profiling. We respond within 45 days. If we turn down your request, you can appeal by replying to our decision; we will answer your appeal within 45 days and tell you how to contact the Colorado Attorney General if you disagree.`,
    breaches: ["us-co-cpa 6-1-1306", "us-co-cpa 6-1-1308"],
  },
  {
    // A child is anyone under 18 (s.2): 13-17s sign up alone and a tick box stands for parental consent; targeted
    // offers to students; blanket consent "for any purposes"; breaches told only when serious in the company's view.
    id: "b8-in-edtech-students",
    jurisdiction: "IN",
    title: "Indian ed-tech app: teenagers sign up alone, targeted offers to students, consent for any purpose, selective breach notice",
    text: `VidyaPath Learning Pvt. Ltd. – Privacy Policy

VidyaPath offers maths and science lessons for school students from Class 6 to Class 12 across India.

Signing up: students aged 13 or over can create their own account with a mobile number. For students under 13, a parent should tick the box "I am the parent or guardian of this student" and continue.

Consent: by creating an account you consent to VidyaPath using your information for any purposes we consider appropriate for our business, including sharing it with our group companies and partners.

What we collect: name, class, school, mobile number, lesson history, test scores, time spent on each video, device information and location.

Offers: we show students personalised offers from partner coaching institutes and gadget brands based on their lessons and test results.

Security incidents: if a data breach happens, we will tell affected users if, in our opinion, there is a serious risk of harm to them.

Your rights: you may ask to see, correct or delete your information by writing to grievance@vidyapath.in. Our Grievance Officer, Mr R. Sharma, replies within 30 days. You can withdraw your consent by deleting your account. If you are not satisfied with our reply, you may approach the Data Protection Board of India.`,
    breaches: ["in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9(3)", ["in-dpdp-act-2023 6(1)", "in-dpdp-act-2023 5"], "in-dpdp-act-2023 8(6)"],
  },
  {
    id: "b8-in-grocery-app-lawful",
    jurisdiction: "IN",
    title: "Indian grocery delivery app notice: itemised consent, one-tap withdrawal, every breach reported (lawful)",
    text: `CityCart Groceries Pvt. Ltd. – Privacy Notice
(Also available in Hindi and Marathi in the app.)

What we collect and why
• Your name, mobile number and delivery address – to take, deliver and support your orders.
• Your order history – to show your past orders, handle refunds and keep the records tax law requires.
• Your location while the app is open, only if you allow it – to show you the stores that deliver to you.
• Your email address and mobile number for offers – only if you tick "Send me offers" (it is not ticked for you).
Each of these is asked for separately on the sign-up screen, and you can use CityCart without agreeing to offers or location.

Withdrawing consent
Switch off "Send me offers" or "Location" in Settings > Privacy – one tap, as easy as switching it on. Withdrawing does not affect what was done before.

Your rights
You can get a summary of your data and of who we have shared it with, correct or update it, have it erased, nominate someone to exercise your rights if you die or become unable to, and raise a grievance. Use Settings > Privacy or email grievance@citycart.in (Grievance Officer: Ms Priya Nair, CityCart Groceries Pvt. Ltd., Andheri East, Mumbai 400069). We resolve grievances within 30 days. If you are unhappy with our answer, you can complain to the Data Protection Board of India.

How long we keep it
We erase your data when you close your account or withdraw your consent, and we instruct our delivery and IT service providers to do the same – except order and invoice records, which we keep only for as long as tax law requires.

Who receives it
Delivery partners (your name, address and phone number, for your order only), our payment gateway and our cloud host, all bound by contract to use it only for us.

Children
CityCart is for adults. We do not knowingly let anyone under 18 open an account; if we learn that a child has signed up without verifiable consent from a parent, we delete the account.

Data breaches
If a personal data breach happens, we will inform the Data Protection Board and every affected user, telling you what happened, the likely consequences, what we are doing about it and what you can do to protect yourself.`,
    breaches: [],
  },
  {
    // Enrolment tied to partners' marketing (s.14(2)(a)); records kept "permanently" (s.25); PDPC told 30 days after
    // an internal review instead of within 3 calendar days of assessing a breach notifiable (s.26D, s.26C).
    id: "b8-sg-tuition-enrolment",
    jurisdiction: "SG",
    regulations: ["PDPA"],
    title: "Singapore tuition centre form: enrolment tied to partners' promotions, permanent records, late PDPC notice",
    text: `BrightMinds Tuition Centre Pte. Ltd. – Enrolment Form: Personal Data Consent

By submitting this form, you (the parent or guardian) consent to BrightMinds collecting, using and disclosing your and your child's personal data (names, your child's date of birth, school and level, contact numbers, email address and exam results) to:
(a) manage enrolment, classes, fees and progress reports;
(b) contact you about class arrangements; and
(c) give your contact details to our partner enrichment providers (coding camps, swimming schools and holiday programmes) so that they can send you their promotions by phone call, SMS and WhatsApp.
All three are required: enrolment cannot go ahead unless you agree to (a), (b) and (c).

Records: we keep all student records permanently in case they are needed in future.

Data breaches: if we discover a data breach, we will complete an internal review and, where required, notify the PDPC within 30 days after the review.

You may withdraw your consent by writing to our Data Protection Officer at dpo@brightminds.sg, giving reasonable notice; we will tell you what withdrawing means for your child's enrolment. Requests to access or correct your data can be sent to the same address.`,
    breaches: ["sg-pdpa-2012 14", "sg-pdpa-2012 25", ["sg-pdpa-2012 26D", "sg-pdpa-2012 26C"]],
  },
  {
    // Consent by accepting the terms "for all activities" (generic: art. 8 §4); health data shared for marketing on
    // legitimate interest (not an art. 11 basis); copies in 30 days (art. 19: 15 days); no encarregado named (art. 41).
    id: "b8-br-wellness-app",
    jurisdiction: "BR",
    title: "Brazilian wellness app: consent inside the terms, health profiles shared on legitimate interest, 30-day copies, no DPO",
    text: `Saúde+ Tecnologia S.A. – Privacy Policy (English version)

Saúde+ is a wellness app with more than 2 million users in Brazil. It records your weight, blood pressure, sleep, medication reminders and the symptoms you log.

Acceptance: by accepting our Terms of Use you authorise Saúde+ to process your personal data for all the activities of Saúde+ and its partners.

Health information: based on our legitimate interest, we use your health logs to build a wellness profile and share it with partner gyms, supplement brands and pharmacies so that they can send you offers that suit you.

Where your data is kept: on servers in São Paulo (AWS São Paulo region). We keep your data while your account is active and delete it 6 months after you close it, except records we must keep by law.

Security: encryption in transit and at rest; access only for staff who need it.

Incidents: we tell the ANPD and the people affected within 3 working days about any security incident that may cause them relevant risk or damage.

Your rights: under article 18 of the LGPD you may confirm that we process your data, access it, correct it, have unnecessary data anonymised, blocked or deleted, port it, find out whom we share it with, and revoke your consent. Send requests through the Help menu in the app. Requests for a copy of your data are answered within 30 days.

Contact: for any privacy question, please use the customer service chat in the app.`,
    breaches: ["br-lgpd 8", "br-lgpd 11", "br-lgpd 19", "br-lgpd 41"],
  },
  {
    id: "b8-br-language-school-lawful",
    jurisdiction: "BR",
    title: "Brazilian language school notice for students and parents (lawful)",
    text: `Escola Horizonte de Idiomas Ltda. – Privacy notice for students and parents

Controller: Escola Horizonte de Idiomas Ltda., CNPJ 12.345.678/0001-90, Rua Augusta 1500, São Paulo - SP.
Data protection officer (encarregado): Mariana Costa – privacidade@escolahorizonte.com.br.

What we collect and why
• Enrolment data (student's name and date of birth, CPF of the student or of the person responsible for paying, address, phone and email): to carry out the enrolment contract and charge fees (LGPD art. 7, V) and to issue tax invoices (art. 7, II).
• Attendance and grades: to run classes and issue certificates (art. 7, V).
• Photos and videos of classes for our social media: only with specific consent, given in a separate, highlighted box on the enrolment form. You can say no and the student still enrols (art. 7, I).
• Students under 12: we process their data only with the specific, highlighted consent of at least one parent or legal guardian, given on the enrolment form, and only what we need to teach them (art. 14).

Sharing: our school-management software provider and our payment processor, both in Brazil and bound by contract. We make no international transfers.

How long: for the duration of the contract and then 5 years for tax purposes and possible consumer claims; photos and videos until consent is withdrawn.

Your rights (art. 18): confirmation, access, correction, anonymisation, blocking or deletion of unnecessary or excessive data, portability, information about whom we share data with, information about the consequences of refusing consent, and revocation of consent at any time, free of charge, by email or at reception. We confirm straight away, in simplified form, whether we process your data, or send a full statement within 15 days of your request.

Security and incidents: access controls and encryption. If an incident may create relevant risk or damage, we tell the ANPD and the people affected within 3 working days.

You can also complain to the ANPD.`,
    breaches: [],
  },
];
