import type { ComplianceCase } from "../types";

/**
 * Blind set 3, EU: GDPR notices, procedures and processor terms (FR, DE, IE, NL) and ePrivacy cookie banners with
 * the French and German rules. Written with the breaches a lawyer would list, from the obligations reference and the
 * statutes, before the rule packs were run on them; wording chosen without looking at the rules' patterns.
 */
export const blindEuCases: ComplianceCase[] = [
  {
    id: "b3-fr-bakery-loyalty-notice",
    jurisdiction: "FR",
    title: "French bakery chain loyalty notice: open-ended retention, 60-day reply to requests",
    text: `Privacy notice — Maison Levain SAS loyalty card
Maison Levain SAS, 12 rue des Moulins, 69002 Lyon (privacy@maisonlevain.fr) is the controller of the data described below. Our data protection officer can be reached at dpo@maisonlevain.fr.
We process your name, email address and purchase history to run the loyalty card (performance of the programme contract you join) and, if you tick the box for it, to email you offers (your consent, which you may withdraw at any time with the unsubscribe link in each email).
Your data are shared only with our card-management provider and our email-sending provider, both based in France.
Loyalty data are retained while the programme runs and afterwards for whatever further time the company judges appropriate.
You have the right to access, rectify and erase your data, to restrict or object to processing and to data portability. Write to privacy@maisonlevain.fr; our team will come back to you within 60 days of receiving your request.
You may lodge a complaint with the CNIL.
Giving your email address is necessary to join the programme; without it we cannot issue a card. We do not take decisions about you by automated means.`,
    breaches: ["eu-gdpr 5(1)(e)", "eu-gdpr 12(3)"],
  },
  {
    id: "b3-de-cycle-tracker-health",
    jurisdiction: "DE",
    title: "German cycle-tracking app: health data processed on legitimate interests",
    text: `Datenschutzhinweise / Privacy information — Lunara GmbH
Controller: Lunara GmbH, Torstraße 44, 10119 Berlin, datenschutz@lunara.de. Data protection officer: dsb@lunara.de.
The app records your period dates, symptoms, basal body temperature and whether you are trying to conceive.
We process these health details on the basis of our legitimate interest in offering and improving a personalised cycle forecast (Art. 6(1)(f) GDPR).
Account data (email address, password hash) are processed to perform our contract with you.
Recipients: our hosting provider in Frankfurt and our customer-support tool provider, both processors bound by Art. 28 contracts. No data leave the EU.
We delete your account data 30 days after you close your account.
You have the right to access, rectification, erasure, restriction, portability and to object; you may complain to the Berliner Beauftragte für Datenschutz und Informationsfreiheit.
You need to give an email address to create an account. There is no automated decision-making.`,
    breaches: [["eu-gdpr 9", "eu-gdpr 9(2)", "eu-gdpr 9(1)"]],
  },
  {
    id: "b3-fr-marketplace-notice-good",
    jurisdiction: "FR",
    title: "French marketplace notice: one-month replies with lawful extension, fixed retention, SCCs (no breach expected)",
    text: `Politique de confidentialité / Privacy policy — Brocante Numérique SAS
Who we are: Brocante Numérique SAS, 8 avenue Jean Jaurès, 33000 Bordeaux, contact@brocante-numerique.fr. You can contact our data protection officer at dpo@brocante-numerique.fr.
What we use your data for: to run your account and process your orders (necessary for the contract with you), to prevent fraud (our legitimate interest in securing payments), to keep invoices (legal obligation under the French Commercial Code) and to send our newsletter (only with your consent).
Who receives it: our payment processor, our parcel carriers and our cloud hosting provider. Our support software provider is located in the United States; transfers to it rely on the European Commission's standard contractual clauses, a copy of which you can request from our DPO.
How long we keep it: account data for three years after your last order; invoices for ten years; fraud-screening data for twelve months.
Your rights: access, rectification, erasure, restriction, objection and portability. We reply within one month of receiving your request; where a request is complex we may extend this by two further months and will tell you why within the first month. A first copy of your data is free of charge.
You can withdraw your newsletter consent at any moment by clicking the unsubscribe link, which takes a single click, and you can lodge a complaint with the CNIL (www.cnil.fr).
Your email address and postal address are required to deliver orders; other fields are optional. We do not make decisions producing legal effects about you solely by automated means.`,
    breaches: [],
  },
  {
    id: "b3-de-saas-hosting-anywhere",
    jurisdiction: "DE",
    title: "German SaaS notice: data may be processed in any country, no safeguard named",
    text: `Privacy policy — Planwerk Software GmbH
Planwerk Software GmbH, Hafenweg 3, 20457 Hamburg (privacy@planwerk.de) processes the personal data of the users of its project-planning service. DPO: dpo@planwerk.de.
We process names, business email addresses and usage logs to provide the service under our contract with your employer's organisation and, on the basis of our legitimate interest in stable operation, to analyse errors.
Recipients are our hosting and email providers. Our infrastructure partners may store and process your data in whichever country they operate data centres, including outside the European Economic Area.
Usage logs are deleted after 90 days; account data are deleted 60 days after the end of the customer's subscription.
You may request access, rectification, erasure, restriction or portability, and object to processing based on legitimate interests. You also have the right to lodge a complaint with a supervisory authority.
Providing a business email address is required to use the service. No automated decisions are made.`,
    breaches: [["eu-gdpr 44", "eu-gdpr 46", "eu-gdpr 45"], ["eu-gdpr 13(1)(f)", "eu-gdpr 13"]],
  },
  {
    id: "b3-ie-signup-bundled-newsletter",
    jurisdiction: "IE",
    title: "Irish streaming sign-up form: partner marketing bundled with the terms, withdrawal by signed letter",
    text: `Create your account — Ceol Stream Ltd
Email address: [            ]   Password: [            ]
[ Create account ]
By pressing "Create account" you accept our Terms of Service and you agree that Ceol Stream and its selected partners may send you promotional emails and text messages about their products.
Changed your mind? To stop receiving promotional messages, please post a signed written request to Ceol Stream Ltd, Unit 4, Grand Canal Quay, Dublin 2. Requests are processed within 28 days of receipt.`,
    breaches: [["eu-gdpr 7(4)", "eu-gdpr 7(2)", "eu-gdpr 4(11)", "eu-gdpr 6(1)"], ["eu-gdpr 7(3)", "eu-gdpr 21(3)"]],
  },
  {
    id: "b3-fr-dsar-procedure-fee",
    jurisdiction: "FR",
    title: "French internal procedure for access requests: 90 days to answer, a fee for every copy",
    text: `Internal procedure — handling requests from data subjects (Groupe Hexa Assurances SA)
This procedure applies to all employees who receive a request from a customer about his or her personal data.
1. Forward the request to the compliance department on the day it is received.
2. The compliance department answers access, rectification and erasure requests within ninety (90) calendar days.
3. An administrative fee of €20 is invoiced for each copy of personal data supplied, including the first one.
4. Identity is checked by asking for a copy of an identity document only where there is reasonable doubt about who is asking.`,
    breaches: ["eu-gdpr 12(3)", ["eu-gdpr 12(5)", "eu-gdpr 15(3)", "eu-gdpr 15"]],
  },
  {
    id: "b3-de-incident-runbook-late",
    jurisdiction: "DE",
    title: "German incident runbook: authority told after the investigation, customers never told",
    text: `Incident runbook — Kaufhaus Rhein GmbH (online shop)
Scope: this plan applies to every security incident affecting customer data.
Step 1: The IT team contains the incident and preserves logs.
Step 2: Legal completes a full forensic investigation, which may take several weeks.
Step 3: Once the investigation report is final, the data protection officer reports the personal data breach to the competent supervisory authority within seven working days.
Step 4: Affected customers are not contacted about breaches, whatever the risk to them, unless a court orders us to do so.`,
    breaches: ["eu-gdpr 33", "eu-gdpr 34"],
  },
  {
    id: "b3-nl-breach-plan-good",
    jurisdiction: "NL",
    title: "Dutch breach plan: 72 hours from awareness, reasons for delay, people told when high risk (no breach expected)",
    text: `Data breach procedure — Zorgrooster B.V.
This procedure applies to all staff and contractors.
Anyone who notices a possible personal data breach reports it immediately to the privacy officer through the incident form.
The privacy officer assesses the risk and, unless the breach is unlikely to result in a risk to the rights and freedoms of individuals, notifies the Autoriteit Persoonsgegevens without undue delay and where feasible no later than 72 hours after we became aware of it; a later notification states the reasons for the delay.
Where a breach is likely to result in a high risk to individuals, we inform the people concerned without undue delay in clear language, describing the likely consequences and the measures taken.
Every breach, whether notified or not, is recorded in the internal breach register with its facts, effects and remedial action.`,
    breaches: [],
  },
  {
    id: "b3-fr-keystroke-monitoring",
    jurisdiction: "FR",
    title: "French employer's monitoring policy: continuous keystroke logging, no DPIA, logs kept without limit",
    text: `IT monitoring policy — Transports Garnier SARL
This policy applies to all employees using company computers.
To measure productivity, software installed on every workstation records each keystroke and takes a screenshot every five minutes throughout the working day.
The recordings are stored on our server with no deletion date and remain available to management after the employee leaves.
No data protection impact assessment has been carried out, as the tool is standard market software.
Employees are informed of this policy on their first day.`,
    breaches: ["eu-gdpr 5(1)(c)", "eu-gdpr 5(1)(e)", "eu-gdpr 35"],
  },
  {
    id: "b3-de-recruiting-auto-reject",
    jurisdiction: "DE",
    title: "German applicant notice: score-based automatic rejections with no human review, logic not explained",
    text: `Applicant privacy notice — Stahlbau Nord AG
Controller: Stahlbau Nord AG, Industriestraße 7, 28199 Bremen, bewerbung@stahlbau-nord.de; data protection officer: datenschutz@stahlbau-nord.de.
We process your CV, cover letter and test results to decide on your application (steps prior to entering into an employment contract, Art. 6(1)(b) GDPR and § 26 BDSG).
Every application is scored by our recruiting software. Applicants who score below 60 points receive a rejection email generated by the system; no member of staff looks at these applications.
Recipients: the hiring department and our applicant-tracking-system provider (processor, EU hosting).
Unsuccessful applications are deleted six months after the decision.
You have the rights of access, rectification, erasure, restriction, portability and objection and may complain to the supervisory authority in Bremen.
You are not obliged to apply, but without a CV we cannot consider your application.`,
    breaches: [["eu-gdpr 22", "eu-gdpr 22(1)"], ["eu-gdpr 13(2)(f)", "eu-gdpr 13"]],
  },
  {
    id: "b3-de-kids-game-self-consent",
    jurisdiction: "DE",
    title: "German online game for 10-year-olds: children give their own consent to profiling",
    text: `Privacy at Drachenwelt Online (Pixelhafen GmbH)
Pixelhafen GmbH, Spielstraße 1, 50667 Köln, privacy@pixelhafen.de, is responsible for your data. Our data protection officer: dpo@pixelhafen.de.
Drachenwelt Online is designed for players aged 10 and up.
When you register you choose a nickname, enter your email address and year of birth, and tick a box to agree that we may analyse how you play to show you personalised in-game offers. Players of any age can tick this box themselves; we do not ask for a parent's approval.
We use the account data to provide the game (contract). The analysis of your play for personalised offers is based on the consent you give with the tick box, which you can withdraw in the game settings.
Recipients: our hosting provider in Germany. Data are deleted 12 months after the last login.
You have the right to access, correct and delete your data and may complain to the data protection authority of North Rhine-Westphalia.
An email address is needed to register. We do not make automated decisions with legal effects.`,
    breaches: [["eu-gdpr 8", "eu-gdpr 8(1)"]],
  },
  {
    id: "b3-fr-teen-app-good",
    jurisdiction: "FR",
    title: "French homework app: parental confirmation under 15, complete notice (no breach expected)",
    text: `Privacy policy — Devoirs Malins SAS
Devoirs Malins SAS, 3 place Bellecour, 69002 Lyon (bonjour@devoirsmalins.fr) is the controller. Our data protection officer is reachable at dpo@devoirsmalins.fr.
We use your first name, class level, email address and exercise results to provide the homework service (contract) and, only if you agree, to send you study tips by email (consent).
Users under 15 can register only after a parent or guardian has confirmed the registration through a link sent to the parent's email address, as French law requires for children under 15.
Your data are hosted by our provider in France and are not shared with advertisers. No data are transferred outside the European Union.
We keep your account data until you delete your account and for at most two years of inactivity; exercise results are deleted at the end of each school year unless you ask us to keep them.
You may access, correct, delete or export your data, restrict or object to processing, and withdraw your consent to study tips at any time from your profile page. You may complain to the CNIL.
An email address is required to create an account. We do not take automated decisions about you.`,
    breaches: [],
  },
  {
    id: "b3-de-newsletter-objection-ignored",
    jurisdiction: "DE",
    title: "German retailer notice: objection to direct marketing only partly honoured",
    text: `Privacy information for customers — Gartenparadies Müller KG
Controller: Gartenparadies Müller KG, Blumenweg 5, 80331 München, kundenservice@gartenparadies.de; DPO: datenschutz@gartenparadies.de.
We process your contact details and order history to carry out your orders (contract) and to send you advertising by post and email for similar products (legitimate interest in direct marketing, § 7(3) UWG).
If you object to direct marketing, we will stop our general newsletter but will continue to send you offers for products related to your earlier purchases, because we consider these to be of interest to you.
Recipients: parcel services, our payment provider and our IT service provider (processors). No transfers to third countries.
Order data are kept for ten years under German commercial and tax law; marketing data until you object.
You have the rights of access, rectification, erasure, restriction, portability and objection, and the right to complain to the Bavarian Data Protection Authority.
Your address is needed to deliver your order. No automated decision-making takes place.`,
    breaches: [["eu-gdpr 21(3)", "eu-gdpr 21(2)", "eu-gdpr 21"]],
  },
  {
    id: "b3-fr-processor-terms-training",
    jurisdiction: "FR",
    title: "French processor agreement: vendor reuses customer data for its own models, sub-processors without notice",
    text: `Data Processing Agreement between Client (controller) and Analytica Cloud SAS (processor)
1. The Processor processes Customer Data only on the documented instructions of the Client, including with regard to transfers.
2. Notwithstanding clause 1, the Processor may use Customer Data to train and improve its own machine-learning models and products offered to other clients.
3. The Processor may engage sub-processors at its discretion; it is not required to inform the Client or obtain its approval.
4. Persons authorised to process Customer Data are bound by confidentiality.
5. The Processor implements the security measures required by Article 32 GDPR described in Annex 2.
6. The Processor assists the Client in responding to data subject requests and in meeting its obligations under Articles 32 to 36 GDPR.
7. At the end of the services, the Processor deletes or returns all Customer Data at the Client's choice and deletes existing copies unless law requires storage.
8. The Processor makes available all information necessary to demonstrate compliance and allows for audits, including inspections, by the Client or an auditor it mandates.`,
    breaches: ["eu-gdpr 28(3)(a)", ["eu-gdpr 28(2)", "eu-gdpr 28(3)(d)", "eu-gdpr 28(4)"]],
  },
  {
    id: "b3-de-processor-terms-good",
    jurisdiction: "DE",
    title: "German processor agreement with every Art. 28(3) term (no breach expected)",
    text: `Auftragsverarbeitungsvertrag / Data processing agreement — Lohnbüro Schmidt GmbH (processor) for its clients (controllers)
§ 1 The processor processes personal data solely on documented instructions from the controller, including with regard to transfers to third countries, unless EU or German law requires otherwise.
§ 2 The processor ensures that persons authorised to process the personal data have committed themselves to confidentiality.
§ 3 The processor takes all measures required pursuant to Article 32 GDPR, as listed in Annex 1.
§ 4 The processor engages another processor only with the prior specific or general written authorisation of the controller; under a general authorisation it informs the controller of any intended change at least 30 days in advance, giving the controller the opportunity to object, and imposes the same data protection obligations on that sub-processor.
§ 5 The processor assists the controller by appropriate technical and organisational measures in responding to requests from data subjects, and in ensuring compliance with Articles 32 to 36 GDPR.
§ 6 After the end of the provision of services the processor, at the choice of the controller, deletes or returns all personal data and deletes existing copies unless storage is required by law.
§ 7 The processor makes available to the controller all information necessary to demonstrate compliance with Article 28 GDPR and allows for and contributes to audits, including inspections, conducted by the controller or another auditor mandated by the controller.`,
    breaches: [],
  },
  {
    id: "b3-fr-long-notice-id-copies",
    jurisdiction: "FR",
    title: "Long French car-rental notice: complete except identity-document copies kept for as long as considered useful",
    text: `Privacy notice — Loca'Route SAS
1. Who is responsible
Loca'Route SAS, 45 boulevard Haussmann, 75009 Paris, privacy@locaroute.fr, is the controller for the processing described in this notice. Our data protection officer can be contacted at dpo@locaroute.fr or by post at the same address.
2. What we collect
When you book a vehicle we collect your name, postal address, email address, telephone number, date of birth, driving licence details and payment card details. At pick-up we take a copy of your driving licence and of an identity document. During the rental, vehicles record mileage and fuel level; they do not record your location.
3. Why and on what basis
We use your data to take and manage bookings and to hand over and return vehicles (performance of the rental contract); to collect payments and handle fines incurred during the rental (performance of the contract and our legal obligations under the French Highway Code); to keep accounting records (legal obligation); to prevent fraud and identity theft (our legitimate interest in protecting our fleet); and, where you agree, to send you offers by email (consent).
4. Who receives your data
Payment service providers, our IT hosting provider and our insurers receive the data they need. Where a traffic fine is incurred during your rental, we pass your identity to the authority that issued it, as the law requires. We never sell your data.
5. Transfers outside the EU
Our customer-service software provider is certified under the EU–US Data Privacy Framework; transfers to it rely on the European Commission's adequacy decision of 10 July 2023.
6. How long we keep your data
Booking and contract data: five years after the end of the rental (limitation period for contractual claims). Accounting documents: ten years. Fraud-prevention records: three years. Marketing data: three years after your last contact with us.
Copies of driving licences and identity documents taken at pick-up are kept for as long as our agency managers consider them useful.
7. Your rights
You may access, rectify and erase your data, restrict or object to processing, and receive your data in a portable format. You can withdraw your consent to marketing emails at any time using the link in each email. We answer within one month; this may be extended by two months for complex requests, in which case we tell you within the first month. You may lodge a complaint with the CNIL.
8. Required information
Your identity, driving licence and payment details are required to rent a vehicle; without them we cannot conclude the contract.
9. Automated decisions
We do not take decisions about you based solely on automated processing.`,
    breaches: ["eu-gdpr 5(1)(e)"],
  },
  {
    id: "b3-fr-cookie-close-accepts",
    jurisdiction: "FR",
    title: "French recipe site banner: closing the banner counts as accepting advertising cookies",
    text: `Nous respectons votre vie privée / We respect your privacy
We and our advertising partners use cookies to measure traffic and to show you ads matched to your interests.
Clicking the × to close this message counts as your agreement to all cookies.
[Accept]  [Learn more]`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b3-de-cookie-reject-hidden",
    jurisdiction: "DE",
    title: "German news banner: reject only deep in the settings layer, tracking set on page load",
    text: `Wir verwenden Cookies / We use cookies
To finance our journalism, we and 212 vendors store and access information on your device, for example to show personalised advertising and to measure reach.
[Alle akzeptieren / Accept all]   [Einstellungen / Settings]
Note: Audience-measurement and advertising cookies from our partners are already loaded when the page opens. To refuse them, open Settings, then deselect each vendor individually in the list of partners.`,
    breaches: [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b3-fr-cookie-banner-good",
    jurisdiction: "FR",
    title: "French shop banner: equal refuse button, nothing set before a choice, durations listed (no breach expected)",
    text: `Cookies on Atelier Lin
We would like to use audience-measurement cookies and advertising cookies from Google Ireland Ltd and Criteo SA. They are only placed if you click "Accept all".
[Tout accepter / Accept all]   [Tout refuser / Refuse all]   [Personnaliser / Customise]
Refusing is as easy as accepting, and closing this banner without choosing is treated as a refusal. Strictly necessary cookies (basket, login) are exempt from consent.
Consent cookies last 6 months; advertising cookies expire after 13 months. You can change your choice at any time via "Cookie settings" in the footer.`,
    breaches: [],
  },
  {
    id: "b3-de-cookie-legit-interest-ads",
    jurisdiction: "DE",
    title: "German shop cookie policy: conversion tracking on legitimate interest with opt-out only",
    text: `Cookie policy — Schuhhaus Berger GmbH
Besides technically necessary cookies for the shopping cart, we use Google Ads conversion tracking and the Meta Pixel on the basis of our legitimate interest in measuring the success of our advertising (Art. 6(1)(f) GDPR).
These cookies are set when you visit our shop. You can object to them at any time by changing your preferences in the cookie settings.
The conversion cookie is stored for 90 days.`,
    breaches: [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b3-fr-cookie-preticked",
    jurisdiction: "FR",
    title: "French travel site preference centre: boxes ticked in advance, user must untick",
    text: `Your cookie preferences
[✓] Necessary (always active)
[✓] Audience measurement
[✓] Personalised advertising
[✓] Social media sharing
Untick the categories you do not want, then click Save. If you click Save without changing anything, all the categories above remain active.
[Save]`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b3-de-cookie-policy-good",
    jurisdiction: "DE",
    title: "German cookie policy: consent before non-essential cookies, withdraw any time (no breach expected)",
    text: `Cookie-Richtlinie / Cookie policy — Buchladen Eck GmbH
We only store or access information on your device without your consent where this is strictly necessary to provide the service you asked for, such as keeping items in your basket or keeping you logged in (§ 25(2) TDDDG).
All other cookies, such as analytics by Matomo and advertising by Google, are used only after you have given your consent in our banner, which offers "Accept" and "Reject" on the first screen.
You can withdraw your consent at any time with the "Privacy settings" link in the footer; withdrawing is as easy as giving consent.
List of cookies: session cookie (end of session), basket cookie (7 days), Matomo (13 months), Google Ads (third party: Google Ireland Ltd, 90 days).`,
    breaches: [],
  },
];
