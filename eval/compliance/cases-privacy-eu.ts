import type { ComplianceCase } from "./types";

/**
 * EU and UK data-protection and cookie texts. Written, with the breaches a privacy lawyer would list, before the
 * rule packs ran on any of them. A breach is one or more acceptable "source_id provision" references (any matches).
 */
export const privacyEuCases: ComplianceCase[] = [
  {
    id: "fr-boutique-notice",
    jurisdiction: "FR",
    title: "French online shop: privacy notice with cookies, bundled consent, retention, replies, US hosting",
    text: `Politique de confidentialité — Boutique Lumière SARL
Boutique Lumière SARL, 14 rue des Tanneurs, 69002 Lyon, is responsible for your personal data. You can reach us at contact@boutique-lumiere.example.
We collect your name, postal address, email address and order history when you shop with us.
By continuing to browse our website you accept all cookies, including advertising cookies from our partners.
When you create an account you also agree to receive our newsletter and the offers of our partners; this option cannot be unticked.
We keep your data for as long as we wish.
You may ask for access to your data or for its erasure by writing to us; we reply to such requests within three months.
Our website and customer database are hosted in the United States by our hosting provider.`,
    breaches: [
      ["eu-gdpr 7(4)", "eu-gdpr 7(2)"],
      "eu-gdpr 5(1)(e)",
      "eu-gdpr 12(3)",
      "eu-gdpr 44",
      "eu-gdpr 13",
      ["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"],
    ],
  },
  {
    id: "de-fitness-app-notice",
    jurisdiction: "DE",
    title: "German fitness app: health data on legitimate interests, fee for access, 13-year-olds consenting",
    text: `Privacy notice of PulsFit GmbH
PulsFit GmbH, Friedrichstraße 88, 10117 Berlin, is the controller of your personal data; contact privacy@pulsfit.example. Our data protection officer can be reached at dpo@pulsfit.example.
We process your account data (name, email, date of birth) to perform our contract with you (Art. 6(1)(b) GDPR).
The app records your heart rate, sleep patterns and menstrual cycle. We process this health data on the basis of our legitimate interests in improving our training plans.
Users aged 13 and over may register and give their consent themselves; we do not ask for the consent of parents.
Our hosting provider and our payment provider receive your data as processors. We do not transfer data outside the European Economic Area.
We delete your account data 12 months after you close your account.
You have the right of access, rectification, erasure, restriction of processing, data portability and the right to object. A copy of your data costs EUR 25 per request.
You may lodge a complaint with a supervisory authority, in particular the Berlin Commissioner for Data Protection.
Providing your email address is necessary to conclude the contract; without it we cannot open an account.`,
    breaches: ["eu-gdpr 9", "eu-gdpr 8", ["eu-gdpr 12(5)", "eu-gdpr 15"], "eu-gdpr 13"],
  },
  {
    id: "ie-saas-processor-terms",
    jurisdiction: "IE",
    title: "Irish SaaS vendor's data processing addendum: own use, silent sub-processors, retention, slow breach notice",
    text: `Data Processing Addendum
This Addendum forms part of the Master Services Agreement between the Customer (controller) and CloudDesk Ltd (processor).
1. CloudDesk processes Customer Personal Data to provide the Services. CloudDesk may also use Customer Personal Data to improve its own products and for its own analytics and benchmarking.
2. CloudDesk may engage sub-processors at its discretion and is not required to inform the Customer of any new or replacement sub-processor.
3. CloudDesk personnel with access to Customer Personal Data are bound by confidentiality obligations.
4. CloudDesk implements appropriate technical and organisational measures, including encryption at rest and in transit.
5. CloudDesk will notify the Customer of a personal data breach within ten business days of completing its internal investigation.
6. On termination of the Agreement CloudDesk may retain Customer Personal Data for its records for as long as it sees fit.
7. CloudDesk will assist the Customer in responding to data subject requests at its standard consultancy rates.`,
    breaches: ["eu-gdpr 28(3)(a)", ["eu-gdpr 28(2)", "eu-gdpr 28(3)(d)"], "eu-gdpr 33", "eu-gdpr 28(3)(g)", "eu-gdpr 28(3)(f)", "eu-gdpr 28(3)(h)"],
  },
  {
    id: "nl-webshop-breach-procedure",
    jurisdiction: "NL",
    title: "Dutch webshop's internal data breach procedure",
    text: `Internal procedure: personal data breaches (Webwinkel Tulp B.V.)
This procedure applies to all employees who discover a security incident involving customer personal data.
Report the incident to the IT manager on the same day.
The IT manager investigates the cause and the scope of the incident. We notify the Autoriteit Persoonsgegevens within five business days after the investigation has been completed, and only if more than 1,000 customers are affected.
Customers are informed of a breach only if it has been reported in the press.
All incidents are recorded in the incident register with the facts, effects and remedial action.`,
    breaches: ["eu-gdpr 33", "eu-gdpr 34"],
  },
  {
    id: "es-clinic-notice",
    jurisdiction: "ES",
    title: "Spanish dental clinic: overseas transcription, permanent retention, child portal accounts",
    text: `Privacy policy — Clínica Dental Sonrisa S.L.
Clínica Dental Sonrisa S.L., Calle Mayor 21, 28013 Madrid, is the controller. Contact: privacidad@sonrisa.example.
We process your health data to provide dental care, on the basis of the provision of health care under Article 9(2)(h) GDPR, and your contact details to manage appointments on the basis of our contract with you.
Your medical records are sent to transcription companies in India and the Philippines.
We keep your medical records permanently, even after you stop being our patient.
Children of any age can open their own account on our online patient portal and consent themselves to the processing of their data there, without a parent.
Recipients of your data: our laboratory, our insurers and our IT provider.
You have the right to access, rectify, erase, restrict and object to processing and the right to data portability.
You can file a complaint with the Agencia Española de Protección de Datos.
Providing your health history is necessary for us to treat you safely.`,
    breaches: ["eu-gdpr 44", "eu-gdpr 5(1)(e)", "eu-gdpr 8", "eu-gdpr 13"],
  },
  {
    id: "it-newsletter-form",
    jurisdiction: "IT",
    title: "Italian magazine's sign-up form: pre-ticked marketing, consent by silence, withdrawal by registered letter",
    text: `Newsletter sign-up — Rivista Verde S.r.l.
Enter your email address to receive our weekly newsletter.
[x] I agree to receive commercial offers from Rivista Verde and from selected partners (pre-ticked).
If you do not untick the box, we will consider that you consent to the sharing of your email address with our partners for their own marketing.
You may withdraw your consent only by registered letter sent to our head office in Milan.`,
    breaches: ["eu-gdpr 4(11)", "eu-gdpr 7(3)"],
  },
  {
    id: "fr-employee-monitoring-policy",
    jurisdiction: "FR",
    title: "French employer's IT monitoring policy: keystroke logging, indefinite retention, no DPIA",
    text: `IT resources and monitoring policy — Transports Durand SAS
This policy applies to all employees using company computers.
To protect the company, software records every keystroke and takes screenshots of employees' screens every five minutes throughout the working day.
These recordings are kept indefinitely.
Employees consent to this monitoring by signing their employment contract.
No impact assessment has been carried out because the tool is standard market software.`,
    breaches: ["eu-gdpr 5(1)(c)", "eu-gdpr 5(1)(e)", ["eu-gdpr 7(4)", "eu-gdpr 6(1)", "eu-gdpr 4(11)"], "eu-gdpr 35"],
  },
  {
    id: "de-recruitment-ai-notice",
    jurisdiction: "DE",
    title: "German recruiter: automated rejection with no human review",
    text: `Applicant privacy notice — Talentwerk AG
Talentwerk AG, Königsallee 10, 40212 Düsseldorf, is the controller. Contact: bewerbung@talentwerk.example. Data protection officer: dpo@talentwerk.example.
We process your application documents to decide on your application (Art. 6(1)(b) GDPR and § 26 BDSG).
Applications are screened by our scoring software; applicants who score below 60 points are rejected automatically and no member of staff reviews the decision.
Recipients: our applicant tracking system provider, acting as processor.
We do not transfer your data outside the EEA.
We delete application data six months after the end of the application process.
You have the right of access, rectification, erasure, restriction, portability and to object, and you may lodge a complaint with a supervisory authority.
You are not obliged to provide your data, but without it we cannot consider your application.`,
    breaches: ["eu-gdpr 22", "eu-gdpr 13"],
  },
  {
    id: "nl-bank-app-notice-good",
    jurisdiction: "NL",
    title: "Dutch budgeting app: a complete, careful notice (no breach expected)",
    text: `Privacy statement — Spaarpot B.V.
Spaarpot B.V., Keizersgracht 100, 1015 AA Amsterdam, is the controller of your personal data. Contact: privacy@spaarpot.example. Our data protection officer: dpo@spaarpot.example.
We process your name, email address and transaction categories to provide the budgeting service under our contract with you (Art. 6(1)(b) GDPR), and, with your consent, to send you tips by email (Art. 6(1)(a) GDPR).
Recipients: our cloud hosting provider and our email service provider, both acting as processors under Article 28 contracts.
Our email service provider stores data in the United States; the transfer is covered by the standard contractual clauses adopted by the European Commission.
We keep account data for as long as your account is open and delete it within 30 days after you close it; bookkeeping records are kept for seven years as required by Dutch tax law.
You have the right of access, rectification, erasure, restriction of processing, data portability and the right to object. We reply to requests within one month of receipt.
You can withdraw your consent to emails at any time via the unsubscribe link, as easily as you gave it.
You may lodge a complaint with the Autoriteit Persoonsgegevens.
Providing your email address is a contractual requirement; without it we cannot create your account. We do not use automated decision-making.`,
    breaches: [],
  },
  {
    id: "ie-charity-donor-notice",
    jurisdiction: "IE",
    title: "Irish charity: donor wealth profiling, notice missing items",
    text: `Donor privacy notice — Hope Trust CLG
Thank you for supporting Hope Trust. We collect your name, address, email and donation history.
We use this information to process donations and to keep you updated about our work.
We also research our donors using publicly available information about their wealth and property to identify those who may give larger gifts.
We will never sell your data.
Contact: info@hopetrust.example.`,
    breaches: ["eu-gdpr 13", "eu-gdpr 14"],
  },
  {
    id: "es-hotel-wifi-notice",
    jurisdiction: "ES",
    title: "Spanish hotel guest Wi-Fi: access requires marketing consent",
    text: `Guest Wi-Fi terms — Hotel Mirador S.A.
Hotel Mirador S.A., Paseo Marítimo 5, 29602 Marbella, is the controller; contact dpd@hotelmirador.example.
To use the free Wi-Fi you must enter your email address and accept to receive our commercial communications and those of our partner brands; without this acceptance access to the Wi-Fi is not possible.
We process connection logs to secure the network on the basis of our legitimate interest in network security.
We keep connection logs for 12 months.
Recipients: our network provider.
You may access, rectify, erase and port your data, restrict or object to processing, and complain to the AEPD.
You can withdraw your consent at any time by clicking the unsubscribe link in any email.
Providing your email is required to use the service.`,
    breaches: ["eu-gdpr 7(4)"],
  },
  {
    id: "it-school-app-notice",
    jurisdiction: "IT",
    title: "Italian learning app for teenagers: consent of 12-year-olds, profiling for ads",
    text: `Informativa privacy — StudiaFacile S.r.l.
StudiaFacile S.r.l., Via Roma 12, 00184 Roma, is the controller. Contact privacy@studiafacile.example.
Students from 12 years old can create an account and consent on their own to the processing of their data, including profiling to show personalised advertising.
We process account data to provide the learning service under our terms of use.
We keep data for 2 years after the last login.
Recipients: our hosting provider and our advertising partners.
You have the rights of access, rectification, erasure, restriction, portability and objection, and you may complain to the Garante per la protezione dei dati personali.
You can withdraw consent at any time in your account settings.
An email address is required to create an account.`,
    breaches: ["eu-gdpr 8"],
  },
  {
    id: "gb-estate-agent-notice",
    jurisdiction: "GB",
    title: "UK estate agent: retention forever, 60-day replies, transfers anywhere",
    text: `Privacy notice — Harbour Homes Ltd
Harbour Homes Ltd, 3 Quay Street, Bristol BS1 4DB, is the controller of your personal data. Email privacy@harbourhomes.example.
We use your contact details and property preferences to match you with properties, on the basis of our legitimate interests, and to meet our anti-money laundering obligations (legal obligation).
We share your data with our CRM provider and with the property portals that advertise our listings.
Your data may be stored and processed in any country in the world by our suppliers.
We retain your details forever so that we can contact you about future properties.
You have the right of access, rectification, erasure, restriction, portability and to object. We will respond to your request within 60 days.
You can complain to the Information Commissioner's Office.
You are not required to give us your details, but we cannot send you property alerts without them.`,
    // Art. 44 of the UK GDPR was replaced by Art. 44A from 5 February 2026 (Data (Use and Access) Act 2025, Sch. 7).
    breaches: ["uk-gdpr 5(1)(e)", "uk-gdpr 12(3)", ["uk-gdpr 44A", "uk-gdpr 44"], "uk-gdpr 13"],
  },
  {
    id: "gb-gym-cctv-biometric-policy",
    jurisdiction: "GB",
    title: "UK gym: fingerprint entry with no alternative, no DPIA, access fee",
    text: `Member data policy — IronWorks Gym Ltd
IronWorks Gym Ltd, 7 Mill Lane, Leeds LS1 5AA, is the controller; contact data@ironworks.example.
Entry to the gym is by fingerprint scan only. Members who do not wish to register their fingerprint cannot use the gym.
Fingerprint templates are processed on the basis of our legitimate interests in preventing membership sharing.
We have not carried out a data protection impact assessment because the system is supplied by a reputable provider.
Recipients: our access-control supplier.
We delete fingerprint templates 3 months after membership ends.
Members may request a copy of their data for a fee of £10.
You have the rights of access, rectification, erasure, restriction, portability and objection, and may complain to the ICO.
Providing your details is a requirement of membership.`,
    breaches: ["uk-gdpr 9", "uk-gdpr 35", ["uk-gdpr 12(5)", "uk-gdpr 15"]],
  },
  {
    id: "gb-recruitment-agency-breach-plan",
    jurisdiction: "GB",
    title: "UK recruitment agency breach plan: ICO told within 7 days, candidates never",
    text: `Data breach response plan — Placement Partners Ltd
1. Any member of staff who becomes aware of a personal data breach must report it to the Operations Director immediately.
2. The Operations Director will assess the breach and, where it is reportable, notify the Information Commissioner's Office within 7 working days.
3. We do not inform candidates about breaches, whatever the risk to them, to avoid reputational damage.
4. Every breach is recorded in the breach log.`,
    breaches: ["uk-gdpr 33", "uk-gdpr 34"],
  },
  {
    id: "gb-employee-privacy-notice-good",
    jurisdiction: "GB",
    title: "UK employer's employee privacy notice: complete (no breach expected)",
    text: `Employee privacy notice — Northwind Logistics Ltd
Northwind Logistics Ltd, 1 Dock Road, Liverpool L3 4AA, is the controller of your personal data as your employer. Contact our HR data team at hrdata@northwind.example.
We process your personal data to perform your employment contract (for example to pay you), to comply with our legal obligations (for example tax, right-to-work checks and health and safety) and for our legitimate interests in managing our workforce.
We process health information about sickness absence to comply with our obligations in employment law, under Article 9(2)(b) UK GDPR and Schedule 1 to the Data Protection Act 2018.
Recipients: our payroll provider, our pension scheme administrator, HMRC and our occupational health provider.
We do not transfer your data outside the UK.
We keep personnel files for six years after your employment ends, and recruitment records of unsuccessful candidates for six months.
You have the right of access, rectification, erasure, restriction, portability and to object. We reply within one month.
You may complain to the Information Commissioner's Office.
You must provide certain information, such as your bank details and right-to-work documents, for us to employ and pay you.`,
    breaches: [],
  },
  {
    id: "de-newsletter-double-bind",
    jurisdiction: "DE",
    title: "German online shop: checkout conditioned on consent to data sharing, objection to marketing refused",
    text: `Datenschutzhinweise — Gartenwelt GmbH
Gartenwelt GmbH, Hauptstraße 5, 80331 München, is the controller. Contact: datenschutz@gartenwelt.example.
To complete your order you must consent to the transfer of your purchase history to our advertising partners; orders cannot be placed without this consent.
We use your postal address to send you catalogues for our direct marketing. Objections to direct marketing are not accepted while you are a customer.
We retain order data for ten years to meet our obligations under German commercial and tax law.
Recipients: our logistics provider, our payment provider and our advertising partners.
You have the rights of access, rectification, erasure, restriction and portability, and you may complain to the Bavarian data protection authority.
You can withdraw your consent at any time by email.
Your address is required to deliver your order.`,
    breaches: ["eu-gdpr 7(4)", "eu-gdpr 21", "eu-gdpr 13"],
  },
  {
    id: "fr-processor-terms-good",
    jurisdiction: "FR",
    title: "French payroll processor's Article 28 terms: complete (no breach expected)",
    text: `Accord de traitement des données — PaieNet SAS (processor)
1. PaieNet processes Client Personal Data only on the documented instructions of the Client, including with regard to transfers to third countries, unless required to do so by Union or Member State law.
2. PaieNet ensures that persons authorised to process the data have committed themselves to confidentiality.
3. PaieNet takes all measures required under Article 32 GDPR.
4. PaieNet does not engage another processor without the prior specific or general written authorisation of the Client, informs the Client of any intended change and gives the Client the opportunity to object.
5. PaieNet assists the Client in responding to requests from data subjects and in ensuring compliance with Articles 32 to 36 GDPR.
6. PaieNet notifies the Client of any personal data breach without undue delay and in any event within 24 hours of becoming aware of it.
7. At the end of the services PaieNet deletes or returns all personal data to the Client, at the Client's choice, and deletes existing copies unless Union or Member State law requires storage.
8. PaieNet makes available all information necessary to demonstrate compliance and allows for and contributes to audits, including inspections, by the Client or another auditor mandated by the Client.`,
    breaches: [],
  },
];
