import type { ComplianceCase } from "../types";

/**
 * Blind set 9, texts from the US (California CCPA/CPRA and its Regulations, Virginia, Colorado), India (DPDP Act 2023),
 * Singapore (PDPA 2012) and Brazil (LGPD). Each text's `breaches` were written from the statutes (as summarised in
 * shared/domain/compliance-obligations-reference.md) before any rule pack was run on it, by a helper who had not read
 * the rule code or any earlier blind set's texts. A text with `breaches: []` is lawful on the topics it covers. DPDP
 * ss. 4-10 are listed although they apply only from May 2027 (the set is judged at EVAL_AS_OF, as the rest of the
 * suite).
 */
export const blind9WorldCases: ComplianceCase[] = [
  {
    // Shares activity data for cross-context ads, ignores Global Privacy Control (11 CCR § 7025), no "Do Not Sell or
    // Share" link (§ 1798.135(a)), requests by post only (§ 1798.130(a)(1); § 7020), answered within 90 days (§ 7021).
    id: "b9-ca-fitness-tracker-notice",
    jurisdiction: "US-CA",
    title: "California fitness-tracker notice: ad sharing, browser signals ignored, no opt-out link, postal requests in 90 days",
    text: `StrideLoop, Inc. – Supplemental Privacy Notice for California Residents
Last updated: March 3, 2026

This notice supplements our Privacy Policy and applies to residents of California. Terms used here have the meanings given in the California Consumer Privacy Act of 2018, as amended ("CCPA").

Categories we collect: identifiers (name, email, device ID); customer records; commercial information (purchases, subscriptions); internet or other electronic network activity (app interactions); geolocation data (GPS routes of your runs); inferences; sensitive personal information, namely account log-in credentials and precise geolocation, which we use only to provide the services you request. Sources: you, your device, and our partners. We keep each category for as long as your account is active and for 24 months after it closes, except purchase records, which we keep 7 years.

How we use and disclose it: to provide and improve the app, process payments, personalize your experience and for marketing. We make device identifiers, app-activity data and inferences about your fitness interests available to advertising and analytics partners who use them to show you personalized ads for sportswear and nutrition brands across other apps and websites. Under the CCPA this may be a "sale" or "sharing" of personal information.

Browser signals: Our services do not currently respond to "Do Not Track", Global Privacy Control or other browser-based opt-out signals, because no uniform standard has been adopted.

Your choices: California residents have the right to know, delete and correct their personal information and to opt out of its sale or sharing, and we will not discriminate against you for exercising them. To exercise any of these rights, send a signed letter including your full name, account email and the right you wish to exercise to: StrideLoop, Inc., Attn: Privacy, 410 Harbor Blvd, Suite 200, Long Beach, CA 90802. We will process verified requests within ninety (90) days of receipt.`,
    breaches: [
      "us-ca-ccpa-regulations 7025",
      ["us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.135"],
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa-regulations 7021", "us-ca-ccpa 1798.130(a)(2)"],
    ],
  },
  {
    id: "b9-ca-meal-kit-notice-lawful",
    jurisdiction: "US-CA",
    title: "California meal-kit notice: shares for ads, Your Privacy Choices link, honours GPC, phone and web form, 45 days (lawful)",
    text: `Harvest Crate, Inc. – California Privacy Notice
Effective February 1, 2026

What we collect and how long we keep it. In the last 12 months we collected: identifiers (name, email, delivery address, phone) – kept for the life of your account and 3 years after; commercial information (orders, subscription plan, dietary preferences you choose to share) – 3 years after your last order; internet activity on our site and app (pages viewed, ads clicked) – 13 months. We collected them from you, your devices and our delivery partners.

Why. To deliver boxes and run your account, prevent fraud, and market our own meal kits – including through ads on other sites.

Selling and sharing. We share identifiers and internet activity with advertising partners for cross-context behavioral advertising, which the CCPA calls "sharing". We do not sell personal information for money, and we do not knowingly sell or share personal information of consumers under 16. You can opt out of sharing at any time through the "Your Privacy Choices" link at the bottom of every page of our site and in the app's settings menu. We also treat an opt-out preference signal such as Global Privacy Control as a valid request to opt out for that browser and any profile linked to it, without asking you for more information; if the signal conflicts with a setting in your account, we will tell you and follow the signal. We act on opt-outs within 15 business days.

Sensitive personal information. We use your account log-in and payment card only to provide the service you asked for and to keep your account secure, so we do not offer a right to limit.

Your rights. You may request to know, access, delete and correct your personal information, and you will not be discriminated against for doing so. Submit a request at harvestcrate.com/privacy-request or call us toll-free at 1-888-555-0177. We confirm receipt within 10 business days and respond within 45 calendar days; where we need up to 45 more days we will notify you and explain why within the first 45 days. An authorized agent may submit a request with your signed permission.

We update this notice at least once every 12 months. Questions: privacy@harvestcrate.com.`,
    breaches: [],
  },
  {
    // Precise geolocation collected by default without consent (§ 59.1-578(A)(5) sensitive data); "decisions are
    // final", no appeal (§ 59.1-577(C)); replies "within 60 days" without an extension notice (§ 59.1-577(B)).
    id: "b9-va-pet-insurance-notice",
    jurisdiction: "US-VA",
    title: "Virginia pet insurer's app notice: background precise location by default, 60-day replies, decisions final",
    text: `PawShield Insurance Services LLC – Privacy Notice for Virginia Consumers

PawShield offers pet insurance and the PawShield app to customers across the United States, including more than 180,000 consumers in Virginia. This notice describes how we process personal data under the Virginia Consumer Data Protection Act.

Personal data we process: contact details; policy and claims information about your pets; payment information; and app data. To help you find an in-network vet quickly in an emergency, the PawShield app collects your precise device location in the background at all times once installed. Location tracking is switched on by default and we do not show a permission screen for it; you can stop it only by deleting the app.

Purposes: to administer policies and claims, to recommend vets near you, for analytics, and to send you offers from PawShield. We do not sell personal data or use it for targeted advertising.

Your rights: you may confirm whether we process your personal data, access it, correct inaccuracies, delete it, obtain a portable copy, and opt out of profiling in furtherance of decisions with legal or similarly significant effects. Email privacy@pawshield.com or call 1-877-555-0163. We will respond to requests within 60 days. All decisions we make on consumer requests are final and are not open to further review.`,
    breaches: ["us-va-cdpa 59.1-578", "us-va-cdpa 59.1-577(B)", "us-va-cdpa 59.1-577(C)"],
  },
  {
    // Targeted advertising with universal opt-out signals refused (C.R.S. § 6-1-1306(1)(a)(IV): required since
    // 1 July 2024).
    id: "b9-co-ticketing-notice-gpc",
    jurisdiction: "US-CO",
    title: "Colorado event-ticketing notice: targeted ads, universal opt-out signals not honoured",
    text: `Front Range Tix LLC – Colorado Privacy Rights

We sell tickets to concerts, rodeos and sports events to more than 240,000 Colorado consumers a year. We process your personal data to sell and deliver tickets, prevent fraud and, with the help of advertising partners, to show you ads for upcoming events on other websites and apps based on what you browse and buy (targeted advertising). We do not sell personal data for money.

Colorado residents have the right to access, correct, delete and port their personal data and to opt out of targeted advertising, the sale of personal data and profiling. To opt out of targeted advertising, fill in the form at frontrangetix.com/optout. Please note that we do not recognize Global Privacy Control or any other browser-based or universal opt-out mechanism; opt-outs must be made through our form so that we can match them to your account.

We respond to requests within 45 days, which we may extend once by 45 days where reasonably necessary, telling you why. If we decline to act on a request you may appeal by replying to our decision email; we will answer your appeal within 45 days, and if you are not satisfied you may contact the Colorado Attorney General.`,
    breaches: ["us-co-cpa 6-1-1306"],
  },
  {
    // Children (under 18) sign up alone (s. 9(1): verifiable parental consent) and get partners' targeted ads based on
    // their learning behaviour (s. 9(3)); breaches notified only where the company judges them serious (s. 8(6)).
    id: "b9-in-edtech-notice-children",
    jurisdiction: "IN",
    title: "Indian test-prep app notice: students from 13 sign up alone, partners' ads from learning behaviour, breach notice if serious",
    text: `GyaanSetu Learning Pvt. Ltd. – Privacy Policy

GyaanSetu (Bengaluru) offers online coaching for school board exams and JEE/NEET preparation through the GyaanSetu app.

Who can use GyaanSetu: Students aged 13 years and above may register and use the App on their own, using their own mobile number and OTP. Students under 13 need a parent to register for them.

What we collect: name, class, school, mobile number, email, city, test scores, time spent on lessons, videos watched and search history within the App.

How we use it: to provide classes and tests, to personalise your learning path and, to keep the App affordable, to show sponsored content and advertisements from our partner coaching institutes, book publishers and hostels, selected using your learning behaviour, scores and interests within the App.

Security: we use reasonable security safeguards, including encryption in transit. If a personal data breach occurs, we will inform affected users and the authorities where we consider the breach to be serious.

Your rights: you may access, correct or erase your data and withdraw consent from Settings > Privacy, or write to our Grievance Officer, Ms. R. Iyer, at grievance@gyaansetu.in. We will resolve grievances within 30 days. You may also approach the Data Protection Board of India.`,
    breaches: ["in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9(3)", "in-dpdp-act-2023 8(6)"],
  },
  {
    id: "b9-in-employee-data-policy-lawful",
    jurisdiction: "IN",
    title: "Indian IT services employee data policy: employment purposes, erasure after purpose, every breach notified (lawful)",
    text: `Kaveri Digital Services Ltd. – Employee Personal Data Policy (HR-07)

1. Purpose. This policy explains how Kaveri Digital Services Ltd. ("the Company") processes the personal data of its employees in India in line with the Digital Personal Data Protection Act, 2023.

2. What we process and why. Name, contact details, PAN, bank account, salary, attendance and leave records, performance reviews and emergency contact details, for the purposes of employment: paying salary, statutory deductions and filings (PF, ESI, income tax), attendance, safeguarding the Company from loss or liability (for example, preventing corporate espionage and protecting confidential client information), and providing employee benefits. The Act permits these uses for purposes of employment without separate consent. We do not collect Aadhaar numbers of employees' family members.

3. Optional uses. We ask for your consent, by a separate electronic form, only for optional programmes such as the wellness app and the employee photo directory. Saying no has no effect on your employment, and you can withdraw consent in the HR portal as easily as you gave it; we then stop that processing and erase the data held for it.

4. Keeping data. We keep personnel files for the period required by labour and tax law after you leave (generally eight years for financial records) and erase other data once it is no longer needed for the purpose it was collected for, instructing our payroll and benefits processors to do the same.

5. Breaches. We notify every personal data breach, whatever its size, to the Data Protection Board of India and to each affected employee without delay, describing the breach, its likely consequences, what we are doing about it, what you can do to protect yourself and whom to contact.

6. Your rights and grievances. You may obtain a summary of your data, ask for correction, completion, updating or erasure, and nominate a person to exercise your rights. Contact the Data Protection Officer at dpo@kaveridigital.in. If you are not satisfied with our response you may complain to the Data Protection Board of India.`,
    breaches: [],
  },
  {
    // Partners' marketing required to register (s. 14(2)(a): no consent beyond what the product needs as a
    // condition); records kept permanently after membership ends (s. 25).
    id: "b9-sg-wellness-club-form",
    jurisdiction: "SG",
    title: "Singapore wellness club registration form: partners' marketing a condition of joining, records kept permanently",
    text: `Orchid Wellness Club Pte. Ltd. – Membership Registration Form (Personal Data Consent)

Name (as in NRIC/passport)*  Date of birth*  Mobile number*  Email*  Address*  Preferred outlet*

Consent and declaration (required to proceed)
By signing this form, I consent to Orchid Wellness Club Pte. Ltd. collecting, using and disclosing my personal data for the purposes of administering my membership, booking treatments, processing payments, and to its partners (including insurers, banks and skincare brands) contacting me by phone, SMS, WhatsApp and email with their products and promotions. I understand that membership cannot be processed without this consent.

Retention: Members' records, including treatment notes and contact details, are retained permanently, including after the membership has ended, so that we can welcome you back.

You may withdraw your consent by giving us reasonable notice in writing at dpo@orchidwellness.sg. Our Data Protection Officer can also be reached on +65 6555 0123.

Signature: ______________  Date: ________`,
    breaches: ["sg-pdpa-2012 14(2)(a)", "sg-pdpa-2012 25"],
  },
  {
    // PDPC told within 7 working days after the assessment (s. 26D(1): 3 calendar days); individuals told only where
    // over 1,000 are affected, whatever the harm (s. 26D(2): significant harm).
    id: "b9-sg-logistics-breach-plan",
    jurisdiction: "SG",
    title: "Singapore logistics firm breach plan: PDPC within 7 working days, individuals only if over 1,000 affected",
    text: `Lion City Freight Pte. Ltd. – Data Breach Management Plan (extract)

Step 1 – Contain. The IT team isolates affected systems and preserves logs.

Step 2 – Assess. The Data Protection Officer completes an assessment within 30 calendar days of the incident being reported, to decide whether the breach is notifiable, that is, whether it results or is likely to result in significant harm to affected individuals or affects 500 or more individuals.

Step 3 – Notify the PDPC. If the breach is notifiable, the DPO notifies the Personal Data Protection Commission within 7 working days after the assessment is completed, using the PDPC's online form.

Step 4 – Notify individuals. Affected customers and consignees are notified only where more than 1,000 individuals are affected, irrespective of the nature of the data involved. Where fewer are affected, the matter is handled internally.

Step 5 – Review. The DPO reports to the management committee and updates this plan.`,
    breaches: ["sg-pdpa-2012 26D(1)", ["sg-pdpa-2012 26D(2)", "sg-pdpa-2012 26D"]],
  },
  {
    // Generic consent "for any purposes" (Art. 8 § 4: generic authorisations are void); full access reply in 30 days
    // (Art. 19, II: 15 days); data sent to US servers with no transfer mechanism (Art. 33).
    id: "b9-br-delivery-app-notice",
    jurisdiction: "BR",
    title: "Brazilian delivery app notice: consent for any purposes, 30-day access replies, US servers with no clauses",
    text: `Política de Privacidade – Entrega Já Tecnologia Ltda. (English version)

Entrega Já Tecnologia Ltda., CNPJ 12.345.678/0001-90, São Paulo/SP, operates the Entrega Já app, which connects customers, restaurants and couriers. Our Data Protection Officer (Encarregado) is Mariana Lopes, dpo@entregaja.com.br.

Data we process: name, CPF, telephone, email, delivery addresses, location while an order is active, order history and payment information.

Consent: By accepting these terms when you create your account, you authorise Entrega Já to process your personal data for any purposes that Entrega Já may consider necessary or convenient for its activities, now or in the future.

Sharing and storage: we share order data with the restaurant and the courier handling your order and with payment providers. Our databases are hosted on servers in the United States of America by our cloud provider; no specific contractual clauses or other transfer mechanisms apply to this storage, as the provider's standard terms of service govern it.

Retention: we keep account and order data while your account is active and for 5 years after it is closed, and then delete or anonymise it.

Your rights (art. 18 LGPD): confirmation of processing, access, correction, anonymisation, blocking or deletion, portability, information about sharing, and revocation of consent, which you can do at any time in the app under Profile > Privacy. Requests for a complete statement of your data will be answered within 30 (thirty) days of the request. You may also petition the ANPD.`,
    breaches: ["br-lgpd 8", "br-lgpd 19", "br-lgpd 33"],
  },
  {
    id: "b9-br-language-school-notice-lawful",
    jurisdiction: "BR",
    title: "Brazilian language school notice: parent's highlighted consent for children, 15-day statements, ANPD clauses (lawful)",
    text: `Aviso de Privacidade – Escola de Idiomas Ponte Aberta Ltda. (English version)

Ponte Aberta Ltda., CNPJ 98.765.432/0001-10, Curitiba/PR, runs language courses for children, teenagers and adults. Our encarregado (Data Protection Officer) is Rafael Souza, who can be contacted at encarregado@ponteaberta.com.br.

Why we process your data: to enrol students and perform the course contract (art. 7, V LGPD), to issue invoices and keep tax records (legal obligation, art. 7, II), and to send you news of our own courses, only if you tick the separate box on the enrolment form (consent, art. 7, I), which you can revoke at any time, free of charge, by the link in each message or in the student portal.

Children: for students under 12, we process data only with the specific and highlighted consent of at least one parent or legal guardian, given in a separate section of the enrolment form, and we collect only the data needed for the course.

Sharing and international transfer: our learning platform is hosted in the United States; the transfer is made under the standard contractual clauses approved by the ANPD (Resolution CD/ANPD No. 19/2024), incorporated in full in our contract with the provider. We do not sell personal data.

Retention: enrolment and academic records for 5 years after the end of the course; tax records for the period required by law.

Your rights (art. 18): confirmation, access, correction, anonymisation, blocking or deletion, portability, information about sharing and revocation of consent. A simplified reply is given immediately; a complete statement within 15 days of your request. You may also petition the ANPD.

Security incidents: if an incident may bring relevant risk or damage to you, we will inform the ANPD and you within 3 working days of becoming aware that it affected personal data.`,
    breaches: [],
  },
];
