import type { ComplianceCase } from "../types";

/**
 * Blind set 5, EU texts (FR, DE, IE, NL, IT): notices, processor terms, banners, a breach procedure, a monitoring
 * policy and a sign-up form. Each text's `breaches` were written from the GDPR, the ePrivacy Directive and the national
 * cookie rules (and shared/domain/compliance-obligations-reference.md) before the rule packs were run on it; texts
 * with `breaches: []` are lawful on the topics they cover.
 */
export const blind5EuCases: ComplianceCase[] = [
  {
    id: "b5-fr-hr-saas-remote-support",
    jurisdiction: "FR",
    title: "French HR software notice: EU hosting, but support engineers in India and Morocco open customer records remotely with no safeguard",
    text: `Politique de confidentialité — Paie Facile SAS
Paie Facile SAS, 40 rue de la République, 69002 Lyon, is the controller of the personal data described here. Our data protection officer can be reached at dpo@paiefacile.example.
We process the names, contact details and payroll data of our customers' users in order to provide the payroll service under our contract with them, and we keep invoices to meet our legal accounting obligations.
All data is hosted on servers located in Paris and Frankfurt.
To resolve support tickets, our support engineers based in Bangalore, India and Casablanca, Morocco log in remotely to the production environment and can view user records.
Our recipients are our hosting provider, our email provider and our payment processor.
We keep user accounts for the duration of the customer contract and delete them within 90 days after it ends; invoices are kept for ten years.
You have the right of access, rectification, erasure, restriction, portability and objection, and we reply within one month.
You can lodge a complaint with the CNIL.`,
    breaches: [["eu-gdpr 44", "eu-gdpr 46"], "eu-gdpr 13(1)(f)"],
  },
  {
    id: "b5-de-pharmacy-newsletter-form",
    jurisdiction: "DE",
    title: "German online pharmacy newsletter form: pre-ticked consent box; addresses kept for mailings after unsubscribing",
    text: `Newsletter — Apotheke am Markt
[x] Yes, I would like to receive the Apotheke am Markt newsletter with offers on medicines and care products by email.
Your email address: ____________ [Register]
You can unsubscribe at any time using the link at the end of each newsletter. After you unsubscribe we will keep your email address on our mailing list and continue to send you our seasonal offers.`,
    breaches: [["eu-gdpr 4(11)", "eu-gdpr 7", "eu-gdpr 6(1)"], ["eu-gdpr 21(3)", "eu-gdpr 21", "eu-gdpr 7(3)"]],
  },
  {
    id: "b5-ie-payroll-processor-agreement-compliant",
    jurisdiction: "IE",
    title: "Irish payroll processor agreement: the Art. 28(3) terms in full",
    text: `Data Processing Agreement between Harbour Foods Ltd (the Controller) and PayTrack Ireland DAC (the Processor)
1. The Processor shall process the personal data of the Controller's employees only on the Controller's documented instructions, including with regard to transfers to a third country, unless required to do so by Union or Member State law.
2. The Processor shall ensure that persons authorised to process the personal data have committed themselves to confidentiality.
3. The Processor shall implement the technical and organisational measures required by Article 32 GDPR, as set out in Annex 2.
4. The Processor shall not engage another processor without the prior specific written authorisation of the Controller, and shall impose the same data protection obligations on any sub-processor by contract.
5. The Processor shall assist the Controller in responding to requests from data subjects and in meeting its obligations under Articles 32 to 36 GDPR.
6. At the end of the services the Processor shall, at the Controller's choice, delete or return all personal data and delete existing copies unless Union or Member State law requires storage.
7. The Processor shall make available all information necessary to demonstrate compliance and allow for and contribute to audits, including inspections, by the Controller or an auditor it mandates.
8. The Processor shall notify the Controller without undue delay after becoming aware of a personal data breach.
9. All processing takes place in Ireland.`,
    breaches: [],
  },
  {
    id: "b5-nl-crm-processor-terms",
    jurisdiction: "NL",
    title: "Dutch CRM vendor terms: own use of customer data, sub-processors at will, Philippine support access, no deletion",
    text: `Data Processing Terms — KlantBoek B.V.
KlantBoek processes the contact data of the Customer's clients in order to provide the CRM service.
KlantBoek may also use the Customer's data to develop and improve its own products and to train its analytics models.
KlantBoek may engage sub-processors of its choice at any time; the Customer will not be informed of changes to sub-processors.
Our 24/7 helpdesk team in Manila, Philippines has remote access to the Customer's CRM database to handle support requests.
KlantBoek staff are bound by confidentiality obligations.
After termination of the agreement KlantBoek will retain the Customer's data in its archives.`,
    breaches: [
      ["eu-gdpr 28(3)(a)", "eu-gdpr 28(10)", "eu-gdpr 28"],
      ["eu-gdpr 28(2)", "eu-gdpr 28(3)(d)"],
      ["eu-gdpr 44", "eu-gdpr 46"],
      "eu-gdpr 28(3)(g)",
    ],
  },
  {
    id: "b5-fr-news-cookie-banner-compliant",
    jurisdiction: "FR",
    title: "French news site banner: accept, continue without accepting, or customise, with nothing set before the choice",
    text: `Vos choix en matière de cookies
With your agreement, we and our partners use cookies to measure our audience and to show you advertising tailored to your interests. No optional cookie is placed before you make your choice.
You can accept, refuse by continuing without accepting, or choose by purpose. You can change your mind at any time through the "Cookies" link at the bottom of every page.
[Accepter et fermer] [Continuer sans accepter] [Personnaliser]`,
    breaches: [],
  },
  {
    id: "b5-de-recipe-site-cookie-notice",
    jurisdiction: "DE",
    title: "German recipe site: analytics and advertising cookies set on page load, banner only informs",
    text: `Cookie-Hinweis
This website uses cookies. When you open any page, Google Analytics and our advertising partners' cookies are set so that we can analyse visits and show you personalised advertising.
By using this website you acknowledge this.
[Got it]`,
    breaches: [["de-tdddg 25", "eu-eprivacy-directive 5(3)", "eu-eprivacy-directive 5"]],
  },
  {
    id: "b5-it-utility-breach-procedure",
    jurisdiction: "IT",
    title: "Italian utility breach procedure: timely notification, but breaches not notified are not recorded",
    text: `Personal Data Breach Procedure — Energia Alpina S.p.A.
Any employee who suspects a personal data breach must report it at once to the Data Protection Officer.
Where a breach is likely to result in a risk to customers' rights and freedoms, the DPO notifies the Garante per la protezione dei dati personali without undue delay and in any case within 72 hours of our becoming aware of it.
Where a breach is likely to result in a high risk, affected customers are told without undue delay in plain language what happened, the likely consequences and what they can do to protect themselves.
Breaches that the DPO decides need not be notified to the Garante are closed and no record of them is kept.`,
    breaches: ["eu-gdpr 33(5)"],
  },
  {
    id: "b5-fr-remote-work-monitoring-policy",
    jurisdiction: "FR",
    title: "French employer remote-work monitoring: keystroke logging and webcam captures on employee consent, no DPIA, five-year storage",
    text: `Remote Work Monitoring Policy — Conseil Delta SARL
To ensure productivity, all employees working from home must install the TrackDesk agent, which records every keystroke and takes a webcam photo and a screenshot every five minutes during working hours.
The processing is based on the consent of each employee, which is given by signing this policy; employees who do not sign may not work from home.
We have not carried out a data protection impact assessment because the tool is widely used in the market.
Recordings and photos are kept for five years.`,
    breaches: [
      ["eu-gdpr 5(1)(c)", "eu-gdpr 5(1)(a)"],
      ["eu-gdpr 6(1)", "eu-gdpr 7(4)", "eu-gdpr 4(11)", "eu-gdpr 7"],
      "eu-gdpr 35",
      "eu-gdpr 5(1)(e)",
    ],
  },
  {
    id: "b5-de-job-applicant-notice",
    jurisdiction: "DE",
    title: "German job applicant notice: rejected candidates' files kept ten years for future vacancies without consent",
    text: `Privacy notice for applicants — Nordlicht Maschinenbau GmbH
Nordlicht Maschinenbau GmbH, Hafenstraße 8, 28217 Bremen, is responsible for your application data. Our data protection officer can be reached at datenschutz@nordlicht.example.
We process your CV, cover letter, certificates and interview notes to decide on your application, on the basis of steps taken at your request before entering into an employment contract.
Your application is seen only by the HR team and the hiring managers; all data is stored in Germany.
If you are not hired, we keep your application for ten years so that we can contact you about future vacancies.
You have the right of access, rectification, erasure, restriction, portability and to object.
You can complain to the supervisory authority, the Landesbeauftragte für Datenschutz und Informationsfreiheit der Freien Hansestadt Bremen.
Providing your CV is necessary for us to consider your application.`,
    breaches: [["eu-gdpr 5(1)(e)", "eu-gdpr 5(1)(b)", "eu-gdpr 6(1)"]],
  },
  {
    id: "b5-nl-fitness-club-notice-compliant",
    jurisdiction: "NL",
    title: "Dutch gym membership notice: lawful on basis, retention, transfers and rights",
    text: `Privacy statement — SportPlein B.V.
SportPlein B.V., Stationsplein 3, 3511 ED Utrecht, is the controller. Contact: privacy@sportplein.example.
We use your name, address, date of birth and bank details to run your membership and collect fees (performance of our contract with you), and keep our financial records for seven years as Dutch tax law requires (legal obligation).
Our recipients are our payment provider and our booking-software provider, which hosts data in the Netherlands.
If you sign up for our newsletter, we send it on the basis of your consent, which you can withdraw at any time through the unsubscribe link in each email.
Our email newsletter is sent through a provider in the United States that is certified under the EU-US Data Privacy Framework; the European Commission has adopted an adequacy decision for such certified companies.
We delete your membership data two years after your membership ends.
You may ask for access, rectification, erasure, restriction or portability of your data and object to processing; we answer within one month and free of charge.
You may lodge a complaint with the Autoriteit Persoonsgegevens.
We need your bank details to collect your membership fee; without them you cannot become a member.`,
    breaches: [],
  },
];
