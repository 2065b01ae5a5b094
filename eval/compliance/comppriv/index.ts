import type { ComplianceCase } from "../types";

/**
 * Privacy check set "comppriv" (issue 34): thirteen short texts in lay wordings, written with the breaches a lawyer
 * would list (from the statutes and shared/domain/compliance-obligations-reference.md) before the rule packs were run
 * on them. Two are lawful. Split fixed before any run: even position → dev, odd → held-out.
 */
export const compprivCases: ComplianceCase[] = [
  {
    id: "cp-fr-bakery-app",
    jurisdiction: "FR",
    title: "FR click-and-collect bakery app: privacy notice",
    text: `Privacy notice — Petit Four app

Petit Four SAS, 12 rue des Lilas, 69003 Lyon (privacy@petitfour.fr) runs this app.
We use your name, phone number and order history to prepare your click-and-collect orders, because that is needed for our contract with you.
When you open the app, the trackers of our advertising partners start straight away; you can switch them off later under Settings.
Your order history stays with us for as long as it remains commercially interesting to us.
Loyalty points only work for customers who agree to hear about our partners' offers.
Our payment provider and our hosting company receive the data they need to do their job.
You may ask to see, correct or delete your data, object to its use, restrict it or take a copy elsewhere; requests to see or delete data get an answer within eight weeks.
You can complain to the CNIL.`,
    breaches: [
      ["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"],
      "eu-gdpr 5(1)(e)",
      "eu-gdpr 7(4)",
      "eu-gdpr 12(3)",
    ],
  },
  {
    id: "cp-de-fitness-band",
    jurisdiction: "DE",
    title: "DE fitness band: privacy notice",
    text: `Datenschutzhinweis / Privacy notice — PulsFit GmbH

PulsFit GmbH, Torstraße 40, 10119 Berlin, is responsible for your data (datenschutz@pulsfit.de).
The band records your pulse, sleep and menstrual cycle. We rely on our legitimate interest to use these readings to tailor the offers we show you.
Account data are needed to run your subscription; without them we cannot provide the service.
The readings are kept on servers of our partner in Bangalore, India, who also answers support tickets.
We keep readings for 24 months after your last sync and then erase them.
You have the right to access, rectification, erasure, restriction, objection and portability, and you may complain to the Berlin Commissioner for Data Protection.`,
    breaches: ["eu-gdpr 9(2)", "eu-gdpr 44", "eu-gdpr 13(1)(f)"],
  },
  {
    id: "cp-ie-newsletter-form",
    jurisdiction: "IE",
    title: "IE homeware shop: newsletter box at checkout",
    text: `Checkout — Step 3 of 3

Email address: ____________
☑ Yes, keep me posted about new ranges and discounts by email (we've already selected this for your convenience)
[Place order]

Changed your mind about our emails later? Just send a signed letter to our Head Office, Unit 4, Ballymount, Dublin 12, and we will take you off the list.`,
    breaches: [["eu-gdpr 4(11)", "eu-gdpr 7"], "ie-eprivacy-regulations-2011 13", "eu-gdpr 7(3)"],
  },
  {
    id: "cp-gb-dental-breach-procedure",
    jurisdiction: "GB",
    title: "GB dental practice: data breach procedure",
    text: `Data breach procedure — Riverside Dental Practice (staff only)

If a laptop, patient file or login goes missing, tell the practice manager the same day.
The practice manager looks into what happened. We let the ICO know once our own investigation is wrapped up, which normally takes two to three weeks.
Patients are only told if the practice manager thinks the story is likely to get out anyway.
Every incident is written up in the breach log with what happened, its effects and what we did.`,
    breaches: ["uk-gdpr 33(1)", "uk-gdpr 34(1)"],
  },
  {
    id: "cp-es-cookie-banner",
    jurisdiction: "ES",
    title: "ES travel blog: cookie banner",
    text: `Cookies on Mochilero.es

We use our own and third-party cookies to measure visits and to show you ads that match your interests. If you keep scrolling, we'll take that as an OK.

[Got it]   [Cookie settings]`,
    breaches: [["es-lssi 22.2", "eu-eprivacy-directive 5(3)"], ["es-lssi 22.2", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "cp-ca-streaming-policy",
    jurisdiction: "US-CA",
    title: "CA streaming service: privacy policy",
    text: `StreamNest, Inc. — Privacy Policy (California)

We collect your name, email, device identifiers, what you watch and when.
We trade viewing profiles with advertising networks in exchange for audience insights and payment.
Browser privacy signals such as Global Privacy Control are not something our site listens for.
To ask what we hold about you or to have it deleted, mail a letter to StreamNest, Inc., 88 Vine St, Los Angeles, CA 90028. We aim to get back to you within 60 days.
We keep viewing history for 3 years and account data until you close your account.
We will not treat you differently for using your privacy rights.`,
    breaches: [
      ["us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.135"],
      "us-ca-ccpa-regulations 7025",
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
    ],
  },
  {
    id: "cp-va-symptom-app",
    jurisdiction: "US-VA",
    title: "VA symptom-tracker app: privacy notice",
    text: `Privacy notice — Wellspring Symptom Tracker (Virginia users)

Wellspring LLC processes the personal data of about 300,000 Virginia residents.
You log your conditions, medications and moods. Downloading the app counts as your agreement to our use of this health information to personalise content.
You can ask us to access, correct or delete your data. We'll get back to you within 90 days.
Our answer to a request is final and cannot be reviewed.
We do not sell personal data or use it for targeted advertising.`,
    breaches: ["us-va-cdpa 59.1-578", "us-va-cdpa 59.1-577", "us-va-cdpa 59.1-577"],
  },
  {
    id: "cp-co-outdoor-retailer",
    jurisdiction: "US-CO",
    title: "CO outdoor retailer: privacy notice",
    text: `Privacy notice for Colorado residents — Summit Gear Co.

Summit Gear Co. processes personal data of more than 150,000 Colorado consumers.
We use your browsing on our site to show you targeted ads on other sites. Our site does not act on universal opt-out signals such as Global Privacy Control.
You may opt out of targeted advertising through the link "Your privacy choices" at the bottom of every page.
You may ask to access, correct or delete your data; we will reply within three months of receiving your request.
If we decline to act, you may appeal by emailing appeals@summitgear.com.`,
    breaches: ["us-co-cpa 6-1-1306", "us-co-cpa 6-1-1306"],
  },
  {
    id: "cp-in-tuition-app",
    jurisdiction: "IN",
    title: "IN tuition app: terms of data use",
    text: `VidyaBoost — How we use your data

By installing VidyaBoost you consent to any use of your data that we may find helpful, now or in future.
Students under 18 can sign up on their own with a mobile number; we show them ads chosen from what they do in the app.
We tell users about a data breach only when we judge it to be serious.
You can withdraw consent by writing to grievance@vidyaboost.in.`,
    breaches: ["in-dpdp-act-2023 6(1)", "in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9(3)", "in-dpdp-act-2023 8(6)"],
  },
  {
    id: "cp-sg-travel-agency",
    jurisdiction: "SG",
    title: "SG travel agency: data protection policy",
    text: `Data Protection Policy — LionTrails Travel Pte. Ltd.

To complete a booking, customers have to agree that our partner insurers and banks may contact them about their own products.
Passport scans stay on our systems permanently.
Customer files are looked after by our contractor in Ho Chi Minh City, Vietnam; we have not signed any data protection terms with them.
Our Data Protection Officer can be reached at dpo@liontrails.sg.`,
    breaches: ["sg-pdpa-2012 14(2)(a)", "sg-pdpa-2012 25", "sg-pdpa-2012 26"],
  },
  {
    id: "cp-br-clinic",
    jurisdiction: "BR",
    title: "BR clinic: privacy policy",
    text: `Política de Privacidade / Privacy policy — Clínica Vida Plena Ltda.

Our data protection officer (encarregado) is Dr. Paulo Reis, dpo@vidaplena.com.br.
Patients' health records are shared with partner pharmacies so that they can market their products, based on our legitimate interest.
Security incidents are reported to the ANPD and to patients when we consider it appropriate, within 30 days.
Requests for a full copy of your data will be answered within 45 days.`,
    breaches: ["br-lgpd 11", "br-lgpd 48", "br-lgpd 19"],
  },
  {
    id: "cp-nl-bike-shop-lawful",
    jurisdiction: "NL",
    title: "NL bike shop: privacy notice (lawful)",
    text: `Privacy notice — Fietsmaker Jansen B.V.

Fietsmaker Jansen B.V., Kerkstraat 10, 3511 LX Utrecht (privacy@fietsmaker.nl) is responsible for your data.
We use your name, address and repair history to carry out your repair or purchase (performance of our contract) and to keep our accounts (legal obligation). Without your contact details we cannot return your bike.
Our bookkeeper and our email provider receive the data they need. Our email provider stores data in the United States and is certified under the EU-U.S. Data Privacy Framework.
We keep invoices for seven years because tax law requires it; repair history is deleted two years after your last visit.
Our website only uses functional cookies; analytics cookies are placed only after you click "Allow" and you can click "Refuse" just as easily.
You can ask to see, correct or delete your data, restrict or object to its use, or receive it in a portable format; we reply within one month.
You can complain to the Autoriteit Persoonsgegevens.`,
    breaches: [],
  },
  {
    id: "cp-gb-garden-centre-lawful",
    jurisdiction: "GB",
    title: "GB garden centre: loyalty sign-up and email (lawful)",
    text: `Join Greenacre Rewards

Name: ______  Email: ______
[ ] Email me seasonal offers and gardening tips (optional — your card works either way)

We use your details to run your rewards card. If you tick the box we'll email you offers; every email has an unsubscribe link, and unsubscribing takes one click.
Greenacre Garden Centre Ltd, Mill Lane, Ludlow SY8 1AA.`,
    breaches: [],
  },
  // Second batch, written (breaches first) after the first batch's dev half was tuned on; same split rule by position.
  {
    id: "cp-gb-support-centre-notice",
    jurisdiction: "GB",
    title: "GB broadband provider: privacy notice with offshore support",
    text: `Privacy notice — FibreHome Ltd

FibreHome Ltd, 2 Canal Wharf, Leeds LS11 5PS (dataprotection@fibrehome.co.uk) provides your broadband.
We use your contact and billing details to provide the service under our contract with you; without them we cannot connect you.
Our billing supplier and our engineers' contractor receive the details they need.
Our customer support team in Cebu, the Philippines, can log in to our customer database to answer your calls.
We hang on to call recordings in case we ever need them; billing records are kept for six years.
You have the right to access, correct, delete, restrict, object and port your data. A copy of your data costs £15 per request.
You can complain to the Information Commissioner's Office.`,
    breaches: [["uk-gdpr 44A", "uk-gdpr 44"], "uk-gdpr 13(1)(f)", "uk-gdpr 5(1)(e)", "uk-gdpr 12(5)"],
  },
  {
    id: "cp-de-instant-loans-notice",
    jurisdiction: "DE",
    title: "DE online lender: privacy notice with automated credit decisions",
    text: `Datenschutzhinweise / Privacy notice — FlinkKredit GmbH

FlinkKredit GmbH, Hauptstraße 5, 60311 Frankfurt am Main (datenschutz@flinkkredit.de) is the controller.
We process your income, bank statements and credit history to assess and perform your loan contract; without them we cannot decide on your application.
We ask SCHUFA Holding AG for a credit report.
Your application is approved or turned down by our scoring software alone; no employee looks at it, and there is no way to have a person review the outcome.
Application data are deleted three years after the end of the year in which the loan ends or the application is refused.
You have the right of access, rectification, erasure, restriction, objection and portability, and may complain to the Hessian Commissioner for Data Protection (Hessischer Beauftragter für Datenschutz).`,
    breaches: ["eu-gdpr 22", "eu-gdpr 13(2)(f)"],
  },
  {
    id: "cp-nl-webshop-cookie-wall",
    jurisdiction: "NL",
    title: "NL fashion webshop: cookie wall",
    text: `Cookies at ModeMarkt

To view our shop you have to accept all cookies, including those of our advertising partners.
Our Facebook pixel is needed for the shop to work, so it does not need your consent.

[Accept and continue]`,
    breaches: [["nl-telecommunicatiewet 11.7a", "eu-eprivacy-directive 5(3)"], ["nl-telecommunicatiewet 11.7a", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "cp-ie-gym-breach-runbook",
    jurisdiction: "IE",
    title: "IE gym chain: personal data breach runbook",
    text: `Personal data breach runbook — FitLoop Gyms Ltd (internal)

Anyone who notices lost member data, a hacked account or a misdirected email reports it to IT at once.
IT works out what happened and has up to a week to tell the Data Protection Commission.
Members are not contacted about breaches, even serious ones, because it would only worry them.
All breaches are recorded in the breach register with their facts, effects and the action taken.`,
    breaches: ["eu-gdpr 33(1)", "eu-gdpr 34(1)"],
  },
  {
    id: "cp-ca-teen-game-policy",
    jurisdiction: "US-CA",
    title: "CA mobile game: privacy policy with teen players",
    text: `Privacy Policy — PixelQuest Games, Inc. (California residents)

We collect your username, device identifiers, gameplay data and precise geolocation.
Players aged 13 to 15 have their gameplay and device data sold to our ad partners unless a parent opts them out.
We also use precise geolocation to suggest nearby events and to target ads; there is no option to limit this use.
You can opt out of sale and sharing with the "Do Not Sell or Share My Personal Information" link on our homepage, and we honor Global Privacy Control signals.
To exercise your rights, call 1-800-555-0199 or use the form at pixelquest.com/privacy; we respond within 45 days.
We keep gameplay data for 2 years after your last login.`,
    breaches: ["us-ca-ccpa 1798.120(c)", "us-ca-ccpa 1798.121"],
  },
  {
    id: "cp-sg-clinic-pdpa-policy",
    jurisdiction: "SG",
    title: "SG medical clinic: data breach and SMS promotions",
    text: `Personal Data Policy — Orchid Family Clinic Pte. Ltd.

If a data breach affects more than 1,000 patients, we will inform the PDPC within 30 days of deciding that it must be notified.
Patients' mobile numbers are used to send SMS promotions for health screening packages; we do not check the Do Not Call Registry before sending them.
Our Data Protection Officer can be contacted at dpo@orchidclinic.sg.`,
    breaches: ["sg-pdpa-2012 26D", "sg-pdpa-2012 43"],
  },
  {
    id: "cp-br-kids-drawing-app",
    jurisdiction: "BR",
    title: "BR kids' drawing app: privacy policy",
    text: `Política de Privacidade / Privacy policy — DesenhaJá Tecnologia Ltda.

Our data protection officer (encarregado) can be reached at privacidade@desenhaja.com.br.
Children under 12 can create a profile by themselves; we do not ask for a parent's consent.
Drawings and profile data are stored on servers in the United States; no specific contractual clauses are in place with the host.
You may only revoke your consent by sending a registered letter to our office in Curitiba.`,
    breaches: ["br-lgpd 14", "br-lgpd 33", ["br-lgpd 8", "br-lgpd 18"]],
  },
  {
    id: "cp-in-hr-data-policy",
    jurisdiction: "IN",
    title: "IN software company: employee data policy",
    text: `Employee Data Policy — Kaveri Softworks Pvt. Ltd.

We collect employees' PAN, bank account details and emergency contacts to run payroll.
Files of employees who have left are kept indefinitely on our HR system.
A data breach is reported to the Data Protection Board only if more than 100 employees are affected.
Questions go to our grievance officer at grievance@kaverisoft.in.`,
    breaches: ["in-dpdp-act-2023 8(7)", "in-dpdp-act-2023 8(6)"],
  },
  {
    id: "cp-gb-bought-list-sms",
    jurisdiction: "GB",
    title: "GB double-glazing firm: SMS campaign plan",
    text: `Spring SMS campaign — ClearView Windows Ltd (marketing team)

We will text our spring discount to every mobile number on the list we bought from LeadsDirect Ltd last month.
The texts will not say who they are from, to keep them short.
Budget: £2,000. Send date: 3 March.`,
    breaches: ["uk-pecr-2003 22", "uk-pecr-2003 23"],
  },
  {
    id: "cp-co-dating-app-notice",
    jurisdiction: "US-CO",
    title: "CO dating app: privacy notice",
    text: `Privacy notice for Colorado users — SparkMatch, Inc.

SparkMatch processes personal data of more than 200,000 Colorado consumers.
We infer your sexual orientation from your matches and use it to tailor ads; this is switched on unless you turn it off in settings.
We do not honour opt-out requests sent through browser signals such as Global Privacy Control.
You can opt out of targeted advertising with the "Your Privacy Choices" link, and ask to access, correct or delete your data; we reply within 45 days.`,
    breaches: ["us-co-cpa 6-1-1308", "us-co-cpa 6-1-1306"],
  },
  {
    id: "cp-fr-hosting-processor-terms",
    jurisdiction: "FR",
    title: "FR HR-software vendor: data processing terms",
    text: `Data Processing Agreement — PaieNuage SAS (Processor) and the Customer (Controller)

1. The Processor processes Customer personal data on the Customer's documented instructions to provide the payroll service.
2. The Processor may also use Customer personal data to train and improve its own products.
3. The Processor may engage any subcontractor without informing the Customer.
4. The Processor will notify the Customer of a personal data breach within 10 days.
5. Staff with access to the data are bound by confidentiality. The Processor applies the security measures in Annex 2.
6. The Processor helps the Customer answer data subject requests and with impact assessments.
7. At the end of the contract the Processor returns or deletes the data, as the Customer chooses.
8. The Processor makes available the information needed to show compliance and allows audits.`,
    breaches: ["eu-gdpr 28(3)(a)", "eu-gdpr 28(2)", "eu-gdpr 33(2)"],
  },
  {
    id: "cp-es-cookie-banner-lawful",
    jurisdiction: "ES",
    title: "ES news site: cookie banner (lawful)",
    text: `Cookies on Diario Norte

We use analytics and advertising cookies only if you accept them. Analytics cookies (Google) last up to 13 months; advertising cookies (our ad partners, listed in the cookie policy) up to 6 months.

[Accept all]   [Reject all]   [Configure]`,
    breaches: [],
  },
  // Third batch, written (breaches first) after the second batch's dev half was tuned on; same split rule by position.
  {
    id: "cp-gb-fitness-app-account-faq",
    jurisdiction: "GB",
    title: "GB fitness app: account FAQ on changing and deleting data",
    text: `Account FAQ — StrideUp Ltd

Can I change my date of birth or name later? No. Once submitted, your profile details are locked and cannot be amended, so please check them carefully.
Can you delete my account and data? We don't delete accounts; we only deactivate them, and your data stays on our servers.
Who can I contact? Email help@strideup.co.uk.`,
    breaches: ["uk-gdpr 16", "uk-gdpr 17"],
  },
  {
    id: "cp-ca-meal-kit-policy",
    jurisdiction: "US-CA",
    title: "CA meal-kit company: privacy policy on opting out",
    text: `Privacy Policy — FreshCrate, Inc. (California)

We share your purchase history and email hashes with advertising partners for cross-context behavioral advertising.
You can opt out of sharing with the "Do Not Sell or Share My Personal Information" link in our footer, and we treat Global Privacy Control as an opt-out.
Opt-out requests take effect within 60 days.
Members who opt out pay $2 more per box, because we lose advertising revenue.
To ask to know, correct or delete your data, call 1-888-555-0102 or use our online form; we respond within 45 days.
We keep order data for 5 years.`,
    breaches: ["us-ca-ccpa-regulations 7026", "us-ca-ccpa 1798.125"],
  },
  {
    id: "cp-in-gaming-app-terms",
    jurisdiction: "IN",
    title: "IN fantasy-sports app: data terms",
    text: `Data terms — KhelRaja Fantasy (KhelRaja Gaming Pvt. Ltd.)

We ask for your consent to use your name, mobile number and PAN for KYC and to run contests. You can withdraw consent in the app under Settings > Privacy.
Once you withdraw consent, we keep using your data for analytics for another two years.
Requests to erase your data will be considered at our discretion.
Grievances: grievance@khelraja.in. You may also complain to the Data Protection Board.`,
    breaches: ["in-dpdp-act-2023 8(7)", "in-dpdp-act-2023 12(3)"],
  },
  {
    id: "cp-de-recipe-site-cookies",
    jurisdiction: "DE",
    title: "DE recipe site: cookie banner",
    text: `Cookies on Kochzeit.de

We use statistics and marketing cookies to improve our recipes and to show you relevant ads. These categories are activated by default; you can deactivate them in the settings at any time.

[Accept]   [Settings]`,
    breaches: [["de-tdddg 25", "eu-eprivacy-directive 5(3)"], ["de-tdddg 25", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "cp-br-fintech-policy",
    jurisdiction: "BR",
    title: "BR fintech: privacy policy",
    text: `Política de Privacidade / Privacy policy — PagaFácil Pagamentos Ltda.

We process your CPF, bank details and transaction history to provide payment accounts.
We have not appointed a data protection officer (encarregado), and no contact for data protection questions is published.
For convenience, customer passwords are stored in plain text so that our support staff can read them out on the phone.
You can ask to access, correct or delete your data at privacidade@pagafacil.com.br; a full statement is provided within 15 days.`,
    breaches: ["br-lgpd 41", "br-lgpd 46"],
  },
  {
    id: "cp-it-charity-trip-form",
    jurisdiction: "IT",
    title: "IT charity: pilgrimage registration form and notice",
    text: `Informativa privacy / Privacy notice — Associazione Cammini Aperti ETS, Via Garibaldi 8, 06081 Assisi (privacy@camminiaperti.it)

We use your name, address and date of birth to organise the trip you register for (performance of the contract); without them we cannot book your place.
We also ask about your religion to plan meals and keep it on file, relying on our legitimate interests.
Our travel agency and the hostels receive the data they need. Registration data are deleted two years after the trip.
We send members our paper catalogue. If you would rather not receive it, you can object, but only after twelve months of membership.
You have the right to access, rectify, erase, restrict, object and port your data, and to complain to the Garante per la protezione dei dati personali.`,
    breaches: ["eu-gdpr 9(2)", "eu-gdpr 21(3)"],
  },
  {
    id: "cp-va-weather-app-notice",
    jurisdiction: "US-VA",
    title: "VA weather app: privacy notice",
    text: `Privacy notice for Virginia residents — SkyCast Apps LLC

SkyCast processes the personal data of about 500,000 Virginia consumers.
The app collects your precise location every 15 minutes; we do not ask for your consent before collecting it.
We sell location histories to data brokers. Consumers cannot opt out of this sale, because it funds the free app.
You may request access, correction or deletion at privacy@skycast.app; we answer within 45 days, and you may appeal a refusal by replying to our answer.`,
    breaches: ["us-va-cdpa 59.1-578", ["us-va-cdpa 59.1-577(A)(5)", "us-va-cdpa 59.1-577"]],
  },
  {
    id: "cp-sg-gym-membership-policy",
    jurisdiction: "SG",
    title: "SG gym chain: personal data policy",
    text: `Personal Data Protection Policy — IronLion Fitness Pte. Ltd.

Members who wish to withdraw consent to marketing must give six months' written notice.
Requests to access personal data are answered within 60 days; we do not send any update in the meantime.
Our Data Protection Officer can be reached at dpo@ironlion.sg.`,
    breaches: ["sg-pdpa-2012 16", "sg-pdpa-2012 21"],
  },
  {
    id: "cp-fr-florist-signup-lawful",
    jurisdiction: "FR",
    title: "FR florist: account sign-up with optional newsletter (lawful)",
    text: `Créer un compte / Create an account — Fleurs de Loire SARL

Email: ______  Password: ______
[ ] I would like to receive the Fleurs de Loire newsletter by email (optional)
[Create my account]

We use your email to manage your account and orders. If you tick the box, we will send you our newsletter; each issue has an unsubscribe link. Details in our privacy notice: fleursdeloire.fr/privacy.`,
    breaches: [],
  },
  {
    id: "cp-gb-warehouse-employee-notice-lawful",
    jurisdiction: "GB",
    title: "GB warehouse operator: employee privacy notice (lawful)",
    text: `Employee privacy notice — Northgate Logistics Ltd

Northgate Logistics Ltd, Unit 9, Trafford Park, Manchester M17 1AB (dpo@northgatelogistics.co.uk) is the controller.
We use your contact, bank, right-to-work and attendance records to run your employment contract and to meet legal obligations (tax, right-to-work checks); you must provide them or we cannot employ or pay you.
Sickness records are used to pay statutory sick pay and manage absence, as employment law allows (Article 9(2)(b) and Schedule 1 of the Data Protection Act 2018).
Our payroll bureau and pension provider receive the data they need; all data stay in the UK.
We keep personnel files for six years after your employment ends.
You have the right to access, correct, delete, restrict, object to and port your data, and to complain to the Information Commissioner's Office.`,
    breaches: [],
  },
  // Fourth batch, written (breaches first) after the third batch's dev half was tuned on; same split rule by position.
  {
    id: "cp-fr-school-canteen-app",
    jurisdiction: "FR",
    title: "FR school canteen app: privacy notice",
    text: `Politique de confidentialité / Privacy notice — CantiNet SAS, 3 place Bellecour, 69002 Lyon (dpo@cantinet.fr)

CantiNet lets pupils pre-order their school lunch. Pupils aged 11 and over can open an account themselves and consent to our processing; we do not involve their parents.
We pass pupils' food allergies and intolerances to the catering company on the basis of our legitimate interest in running the canteen.
Accounts are deleted at the end of the school year after the pupil leaves.
Pupils and parents may access, correct, erase, restrict, object and port data, and complain to the CNIL.`,
    breaches: ["eu-gdpr 8(1)", "eu-gdpr 9(2)"],
  },
  {
    id: "cp-gb-letting-agent-notice",
    jurisdiction: "GB",
    title: "GB letting agent: privacy notice for tenants",
    text: `Tenant privacy notice — Harbour Lettings Ltd

Harbour Lettings Ltd, 14 Quay Street, Bristol BS1 4DB (privacy@harbourlettings.co.uk) uses your details to find and manage your tenancy under our contract with you; without references we cannot offer a tenancy.
Referencing agencies and your landlord receive the details they need.
Our lettings administration is done by a team in Lahore, Pakistan, who work in our property system.
We keep tenant references on file in case they prove useful in future.
You have rights of access, rectification, erasure, restriction, objection and portability; for subject access requests please allow up to 60 days.
You may complain to the Information Commissioner's Office.`,
    breaches: [["uk-gdpr 44A", "uk-gdpr 44"], "uk-gdpr 13(1)(f)", "uk-gdpr 5(1)(e)", "uk-gdpr 12(3)"],
  },
  {
    id: "cp-ca-sleep-wearable-policy",
    jurisdiction: "US-CA",
    title: "CA sleep wearable: privacy policy",
    text: `Privacy Policy — DreamBand, Inc. (California residents)

DreamBand collects heart rate, breathing and sleep data from your band.
We use these readings to infer health conditions, which we pass to advertisers for their campaigns; there is no way to limit this use.
We do not offer a toll-free number or web form for privacy requests; send requests to our mailing address, 400 Mission St, San Francisco, CA 94105.
You can opt out of sale and sharing with the "Do Not Sell or Share My Personal Information" link on our site, which also honors Global Privacy Control.
We respond to requests within 45 days and keep sleep data for 3 years.`,
    breaches: ["us-ca-ccpa 1798.121", ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"]],
  },
  {
    id: "cp-es-contest-email-campaign",
    jurisdiction: "ES",
    title: "ES sports shop: email campaign brief",
    text: `Campaña email / Email campaign — Deportes Sierra S.L. (marketing brief)

We will email our summer sales to the addresses we received from our partner's prize draw entries; those people never signed up with us.
The emails will not include an unsubscribe link, so that more people stay on the list.
Send date: 1 June. Segment: all addresses.`,
    breaches: ["es-lssi 21", "es-lssi 21"],
  },
  {
    id: "cp-in-clinic-booking-app",
    jurisdiction: "IN",
    title: "IN clinic booking app: consent screen and policy",
    text: `MediSlot — consent screen (MediSlot Health Pvt. Ltd.)

[x] I agree to MediSlot processing my medical history, prescriptions and contact details (this box comes ticked)
[Continue]

Patients who stop using the app remain in our database forever.
You may withdraw consent from the Profile page. Grievances: grievance@medislot.in; you may also approach the Data Protection Board of India.`,
    breaches: ["in-dpdp-act-2023 6(1)", "in-dpdp-act-2023 8(7)"],
  },
  {
    id: "cp-sg-property-agency-policy",
    jurisdiction: "SG",
    title: "SG property agency: personal data policy",
    text: `Personal Data Policy — Merlion Homes Realty Pte. Ltd.

Client files are sent to our back office in Manila, the Philippines, for processing; the staff there have not signed any agreement on data protection.
Copies of clients' NRIC are kept for as long as we are in business.
Our Data Protection Officer can be contacted at dpo@merlionhomes.sg.`,
    breaches: ["sg-pdpa-2012 26", "sg-pdpa-2012 25"],
  },
  {
    id: "cp-nl-analytics-cookies-lawful",
    jurisdiction: "NL",
    title: "NL museum website: cookie notice (lawful)",
    text: `Cookies on the Rijnmuseum website

We only use functional cookies and first-party analytics cookies that count visits with shortened IP addresses; under Dutch law these have little impact on your privacy and need no consent. We do not use advertising or tracking cookies. Analytics cookies expire after 12 months.`,
    breaches: [],
  },
  {
    id: "cp-de-call-centre-monitoring",
    jurisdiction: "DE",
    title: "DE call centre: staff monitoring policy",
    text: `Monitoring policy — HalloService GmbH (all call-centre staff)

Every keystroke of call-centre staff is logged and a screenshot of each screen is taken every five minutes, to measure productivity.
Staff consent to this monitoring by signing their employment contract.
Recordings and logs are kept for 6 months.`,
    breaches: ["eu-gdpr 5(1)(c)", ["eu-gdpr 7(4)", "eu-gdpr 7", "eu-gdpr 6(1)"]],
  },
  {
    id: "cp-co-smart-tv-notice",
    jurisdiction: "US-CO",
    title: "CO smart TV maker: privacy notice",
    text: `Colorado privacy notice — ClearView TV Corp.

ClearView processes the personal data of more than 300,000 Colorado consumers.
Our TVs recognise what you watch, and we sell this viewing data to advertisers. This sale cannot be switched off.
You may ask to access, correct or delete your personal data; we reply within 90 days.
You may appeal a refusal by emailing appeals@clearviewtv.com.`,
    breaches: [["us-co-cpa 6-1-1306(1)(a)", "us-co-cpa 6-1-1306"], "us-co-cpa 6-1-1306"],
  },
  {
    id: "cp-br-gym-fingerprint-policy",
    jurisdiction: "BR",
    title: "BR gym chain: privacy policy",
    text: `Política de Privacidade / Privacy policy — Academia Forte Ltda.

Our encarregado is Ana Lima (dpo@academiaforte.com.br).
Members' fingerprints are collected to open the turnstiles, on the basis of our legitimate interest.
Requests for confirmation of processing and access to your data take up to 30 days.
Security incidents are communicated to the ANPD and to members within 3 working days.`,
    breaches: ["br-lgpd 11", "br-lgpd 19"],
  },
  // Fifth batch, written (breaches first) after the fourth batch's dev half was tuned on; same split rule by position.
  {
    id: "cp-ie-pharmacy-loyalty-notice",
    jurisdiction: "IE",
    title: "IE pharmacy chain: loyalty scheme privacy notice",
    text: `Privacy notice — CarePlus Pharmacies Ltd, 21 Main Street, Naas, Co. Kildare (privacy@careplus.ie)

We use your name, address and card number to run the CarePlus loyalty scheme under its terms.
Your prescription history is used to send you offers for vitamins and supplements; we rely on our legitimate interests for this.
Loyalty card holders cannot opt out of these offers while they keep the card.
Our mailing house receives the data it needs. Loyalty data are deleted 2 years after the card is last used.
You have the rights of access, rectification, erasure, restriction, objection and portability, and may complain to the Data Protection Commission.`,
    breaches: ["eu-gdpr 9(2)", "eu-gdpr 21(3)"],
  },
  {
    id: "cp-it-hotel-guest-notice",
    jurisdiction: "IT",
    title: "IT hotel: guest privacy notice",
    text: `Informativa privacy / Privacy notice — Hotel Belvedere S.r.l., Via Lago 3, 22021 Bellagio (privacy@hotelbelvedere.it)

We use your name, ID document and stay details to manage your booking (contract) and to register guests with the police as the law requires; without them we cannot check you in.
We may also use guest data for other purposes we decide on later, without telling you first.
Our booking engine provider and the police receive the data they need. Booking data are deleted 10 years after your stay, as tax law requires.
You have the right to access, rectify, erase, restrict, object and port your data; we will answer your requests within 60 working days.
You may complain to the Garante per la protezione dei dati personali.`,
    breaches: ["eu-gdpr 5(1)(b)", "eu-gdpr 12(3)"],
  },
  {
    id: "cp-ca-rideshare-policy",
    jurisdiction: "US-CA",
    title: "CA rideshare app: privacy policy",
    text: `Privacy Policy — ZipRide, Inc. (California riders)

We collect precise location even when the app is closed, and use it to infer where you live and work for our advertising partners; we don't offer a way to limit this use.
You can opt out of sale and sharing with the "Do Not Sell or Share My Personal Information" link, and we honor Global Privacy Control.
Requests to know or delete must be made in person at our office in San Jose.
We respond to requests within 45 days and keep trip records for 7 years.`,
    breaches: ["us-ca-ccpa 1798.121", ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"]],
  },
  {
    id: "cp-gb-furniture-cookie-banner",
    jurisdiction: "GB",
    title: "GB furniture retailer: cookie banner",
    text: `Cookies at OakNest

We place advertising cookies from our partners as soon as you land on any page, so we can show you our sofas elsewhere on the web.

[OK, got it]`,
    breaches: ["uk-pecr-2003 6", "uk-pecr-2003 6"],
  },
  {
    id: "cp-in-edtech-policy",
    jurisdiction: "IN",
    title: "IN exam-prep platform: data policy",
    text: `Data policy — RankUp Learning Pvt. Ltd.

Students aged 14 to 17 can join without a parent's consent.
A personal data breach is disclosed to affected learners only if it involves payment details.
You may withdraw consent in Settings. Grievances: grievance@rankup.in. You may complain to the Data Protection Board of India.`,
    breaches: ["in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 8(6)"],
  },
  {
    id: "cp-va-car-dealer-notice",
    jurisdiction: "US-VA",
    title: "VA car dealer group: privacy notice",
    text: `Privacy notice for Virginia consumers — Old Dominion Motors LLC

Old Dominion Motors processes the personal data of more than 120,000 Virginia consumers.
We sell customers' contact and vehicle details to marketing companies, and there is no way to opt out of this.
You may ask to access, correct or delete your data; requests are answered within two months.
If we refuse a request, you may appeal by writing to appeals@odmotors.com; appeals are decided within 60 days.`,
    breaches: [["us-va-cdpa 59.1-577(A)(5)", "us-va-cdpa 59.1-577"], "us-va-cdpa 59.1-577"],
  },
  {
    id: "cp-sg-tuition-centre-policy",
    jurisdiction: "SG",
    title: "SG tuition centre: data protection notice",
    text: `Data Protection Notice — BrightPath Tuition Centre Pte. Ltd.

Parents must agree to receive marketing from our partner enrichment schools before we can enrol their child.
Requests to access personal data: we reply within 45 days.
Our Data Protection Officer: dpo@brightpath.sg.`,
    breaches: ["sg-pdpa-2012 14(2)(a)", "sg-pdpa-2012 21"],
  },
  {
    id: "cp-br-lab-notice-lawful",
    jurisdiction: "BR",
    title: "BR clinical laboratory: privacy policy (lawful)",
    text: `Política de Privacidade / Privacy policy — Laboratório Análise Certa Ltda.

Our encarregado is Dr. Marcos Prado, encarregado@analisecerta.com.br.
We process your test results to provide the tests you order (health protection) and, only with your specific and highlighted consent, to send you reminders.
Confirmation of processing is given immediately, and a full statement of your data within 15 days of your request.
Data sent to our cloud provider in the United States are covered by the ANPD standard contractual clauses.
Security incidents that may cause relevant risk are communicated to the ANPD and to you within 3 working days.
You can revoke consent at any time in the patient portal, free of charge.`,
    breaches: [],
  },
];

const position = new Map(compprivCases.map((c, i) => [c.id, i]));

/** The fixed split of this set: even position → dev, odd → held-out; undefined for a case not in the set. */
export function compprivSplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
