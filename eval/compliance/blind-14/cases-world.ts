import type { ComplianceCase } from "../types";

/**
 * Blind set 14, the rest of the world: CCPA/CPRA and its Regulations (11 CCR § 7000 ff.), Virginia CDPA, Colorado
 * Privacy Act, India's DPDP Act 2023 (ss. 4-10 not yet in force at EVAL_AS_OF but listed, as in the suite),
 * Singapore PDPA 2012 and Brazil's LGPD. Lawful texts list none.
 */
export const blind14WorldCases: ComplianceCase[] = [
  {
    id: "b14-ca-home-goods-retailer",
    jurisdiction: "US-CA",
    title: "CA home-goods retailer: privacy policy",
    text: `Casa Pacifica Home, Inc. — Privacy Policy for California Residents

Casa Pacifica operates 60 stores and an online shop; our annual revenue exceeds $400 million.

Categories we collect: identifiers (name, email, postal address, phone), commercial information (purchase history),
internet activity (browsing on our site), and inferences about your style preferences.

Selling. We sell customer profiles (identifiers, purchase history and inferences) to data brokers and marketing
partners, who use them for their own marketing. If you prefer that we do not, you may email optout@casapacifica.com
with the subject line "opt out". We do not display a "Do Not Sell or Share My Personal Information" link because
opting out by email works better for our customers.

Browser signals. Our website does not respond to Global Privacy Control or Do Not Track signals.

Your rights to know and delete. Requests must be sent by post to: Privacy Office, Casa Pacifica Home, Inc., 1200
Harbor Blvd, Oxnard, CA 93035. We do not accept requests by phone or online. We will respond within 90 days of
receiving a verified request.

Retention. Purchase records are kept for 7 years; browsing data for 13 months.

Non-discrimination. We will not deny you goods or charge you a different price because you exercised your rights.

Updated: January 2026.`,
    breaches: [
      ["us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.135"],
      "us-ca-ccpa-regulations 7025",
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
    ],
  },
  {
    id: "b14-ca-running-app-sensitive",
    jurisdiction: "US-CA",
    title: "CA running app: notice at collection and rewards terms",
    text: `StrideUp — California Privacy Notice (StrideUp Labs, Inc., San Jose; 3 million US users)

What we collect: name, email, precise GPS location of your runs, heart rate and sleep data from connected
wearables, and your in-app purchases.

How we use it: to provide run tracking and coaching; and to infer health conditions (for example likely
hypertension or pregnancy) from your heart-rate and activity data, which we use to show you targeted ads for
supplements and insurance products from our partners. We do not offer a way to limit the use of your sensitive
personal information; precise location and health data are essential to our business model.

Sharing: we share device identifiers and app activity with advertising networks for cross-context behavioral
advertising. You can opt out with the "Do Not Sell or Share My Personal Information" link in the app; you must log in
to your StrideUp account to use it.

StrideUp Rewards: members earn 15% off the Premium plan. If you opt out of sharing, you lose the Rewards discount,
because shared data funds the programme. We have not calculated the value of your data.

Requests to know, delete or correct: call 1-800-555-0142 (toll-free) or use the web form. We confirm receipt within
10 business days and respond within 45 calendar days.

Retention: account data while your account is open and 12 months after closure.`,
    breaches: [
      ["us-ca-ccpa 1798.121", "us-ca-ccpa 1798.135(a)(2)", "us-ca-ccpa-regulations 7027"],
      ["us-ca-ccpa 1798.125", "us-ca-ccpa-regulations 7080"],
      "us-ca-ccpa-regulations 7026",
    ],
  },
  {
    id: "b14-ca-teen-game-sale",
    jurisdiction: "US-CA",
    title: "CA mobile game: notice at collection for a game rated 12+",
    text: `Starfall Quest — Notice at Collection (Nimbus Games LLC, Los Angeles; 4 million California players)

Starfall Quest is rated 12+ and most of our players are between 13 and 17. At sign-up we ask for date of birth.

Personal information we collect: username, email, date of birth, device ID, approximate location, gameplay and
purchase history.

Purposes: to run the game, process purchases, prevent cheating, and to sell player profiles (device ID, age band,
gameplay and spending patterns) to advertising and analytics partners.

Players aged 13 to 15 are included in these sales on the same basis as adults: the sales stop if the player or a
parent clicks "Do Not Sell or Share My Personal Information", which appears in the game's settings menu. We do not ask
these players to opt in.

Players under 13 are not sold or shared, and we obtain parental consent before collecting their data.

Rights: to know, delete and correct; submit requests in the app or at 1-877-555-0190 (toll-free). We respond within
45 days. We honor Global Privacy Control signals.

How long we keep your data: we will keep it.`,
    breaches: [
      ["us-ca-ccpa 1798.120(c)", "us-ca-ccpa-regulations 7071"],
      ["us-ca-ccpa 1798.100(a)(3)", "us-ca-ccpa-regulations 7012"],
    ],
  },
  {
    id: "b14-ca-furniture-policy-lawful",
    jurisdiction: "US-CA",
    title: "CA furniture maker: privacy policy (lawful)",
    text: `Redwood & Pine Furniture Co. — Privacy Policy (last updated 2 March 2026)

Notice at collection. We collect identifiers (name, email, address, phone), commercial information (orders), and
internet activity on our site. We use them to fulfil orders, provide customer service, prevent fraud and, with
advertising cookies, to show you our ads on other sites ("sharing" under California law). We keep order records for 7
years for tax purposes, account data until you close your account plus 2 years, and browsing data for 13 months. We
do not collect sensitive personal information beyond account log-in credentials, which we use only to give you access.

Sale and sharing. We do not sell personal information. We share online identifiers with advertising partners. To
opt out, use the "Do Not Sell or Share My Personal Information" link at the bottom of every page, which requires no
account. We honor opt-out preference signals such as Global Privacy Control as a valid request to opt out for that
browser and any profile associated with it, and we act on opt-outs within 15 business days. We do not knowingly sell
or share data of consumers under 16.

Your rights: to know, delete and correct your personal information, and not to be discriminated against for using
your rights. Submit requests through our web form or by calling 1-888-555-0187 (toll-free). We confirm receipt within
10 business days and respond within 45 calendar days; if we need up to 45 more days we will tell you why within the
first 45 days. You may use an authorized agent.

Contact: privacy@redwoodpine.com.`,
    breaches: [],
  },
  {
    id: "b14-va-diet-app-notice",
    jurisdiction: "US-VA",
    title: "VA diet coaching app: privacy notice",
    text: `NourishNow, Inc. (Richmond, Virginia) — Privacy Notice

NourishNow has more than 300,000 users in Virginia. We are not a HIPAA covered entity.

Data we process: name, email, age, weight, body measurements, diagnosed conditions you enter (for example diabetes
or an eating disorder), meal logs, and precise geolocation when you use our "nearby healthy restaurants" feature.

Health and location data. We process your health information and precise geolocation as soon as you enter or
enable them, to personalise coaching; we do not ask separately for your consent, as using the app shows you agree.

Targeted advertising: we do not process personal data for targeted advertising and do not sell personal data.

Your rights: you may confirm whether we process your data, access, correct, delete and obtain a copy of it. Email
rights@nourishnow.com. We will respond within 90 days. Our decisions on requests are final and cannot be appealed.

Security: data is encrypted and access is limited to staff who need it.`,
    breaches: [
      ["us-va-cdpa 59.1-578(A)(5)", "us-va-cdpa 59.1-578"],
      ["us-va-cdpa 59.1-577(B)"],
      ["us-va-cdpa 59.1-577(C)"],
    ],
  },
  {
    id: "b14-va-outdoor-retailer-ads",
    jurisdiction: "US-VA",
    title: "VA outdoor-gear retailer: privacy notice",
    text: `Blue Ridge Outfitters LLC (Roanoke) — Privacy Notice for Virginia Consumers

We serve about 180,000 Virginia customers a year in our stores and online.

Categories of personal data: identifiers, contact details, purchase history, loyalty points, website activity.

Purposes: to fulfil orders, run the loyalty programme and prevent fraud. We also use purchase history and website
activity, combined with data from other companies' websites obtained through our advertising partners, to show you
targeted ads across the internet. This notice does not describe any way to opt out of targeted advertising, and we do
not offer one; the ads help keep our prices low.

Assessments: we have not conducted any data protection assessment of our targeted advertising.

Third parties: advertising partners and our payment processors.

Your rights: to confirm, access, correct, delete and obtain a portable copy of your data. Email
privacy@blueridgeoutfitters.com or call 540-555-0133. We respond within 45 days, extendable once by 45 days when
reasonably necessary, with notice. If we decline to act, you can appeal by replying to our decision; we decide
appeals within 60 days and, if we deny the appeal, tell you how to contact the Attorney General.

We do not sell personal data and we do not process sensitive data.`,
    breaches: [
      ["us-va-cdpa 59.1-577(A)(5)", "us-va-cdpa 59.1-578(D)", "us-va-cdpa 59.1-578(C)"],
      ["us-va-cdpa 59.1-580(A)", "us-va-cdpa 59.1-580"],
    ],
  },
  {
    id: "b14-co-prayer-app",
    jurisdiction: "US-CO",
    title: "CO prayer and meditation app: privacy notice",
    text: `Stillwater Prayer App — Privacy Notice (Stillwater Digital, Inc., Colorado Springs; 150,000 Colorado users)

What we collect: name, email, your faith tradition and denomination, prayer journal entries, and app usage.

How we use it: to personalise daily prayers and readings; and to build audience segments (for example "Catholic,
25-34") that we use for targeted advertising of books and events across other apps and websites.

Consent: by downloading the app you agree to our processing of your religious beliefs for all the purposes in this
notice.

Opting out: you can opt out of targeted advertising in the app's settings. Our website and app do not recognise
browser-based opt-out signals such as Global Privacy Control.

Your rights: access, correction, deletion and portability. Email us at privacy@stillwater.app. We respond within 45
days and you may appeal a refusal by replying to our response; we decide appeals within 45 days.

Security: we use industry-standard encryption.`,
    breaches: [
      ["us-co-cpa 6-1-1308(7)", "us-co-cpa 6-1-1303(5)"],
      ["us-co-cpa 6-1-1306(1)(a)(IV)", "us-co-cpa 6-1-1306(1)(a)"],
    ],
  },
  {
    id: "b14-co-dating-app-consent",
    jurisdiction: "US-CO",
    title: "CO dating app: sign-up consent screen and rights",
    text: `Sign-up flow of "Peak Match" (Peak Match LLC, Denver; 220,000 Colorado members), described for our privacy review

Screen 3 asks for gender, sexual orientation and what you are looking for. Below it a large green button reads "Find
my matches!". The text above the button, in grey 8-point type, says that by continuing you consent to the use of
your sexual orientation for matching and for "partner marketing". A checkbox "Share my profile with partners" is
already ticked. Declining requires opening "More options" at the bottom of the screen and scrolling through three
further screens.

Rights: members can access, correct or delete their data and obtain a copy through Settings > Privacy. We respond
within 45 days. All our decisions on requests are final; we do not offer an appeal.

Opt-outs: we do not sell data or use it for targeted advertising, so no opt-out is needed.

Retention: profiles are deleted 6 months after the account is closed.`,
    breaches: [
      ["us-co-cpa 6-1-1308(7)", "us-co-cpa 6-1-1303(5)"],
      "us-co-cpa 6-1-1306(3)",
    ],
  },
  {
    id: "b14-co-food-bank-lawful",
    jurisdiction: "US-CO",
    title: "CO food-bank network (nonprofit): privacy notice (lawful)",
    text: `Front Range Food Network — Privacy Notice (Colorado nonprofit; we hold data on about 140,000 Colorado donors and
volunteers)

Nonprofits are covered by the Colorado Privacy Act, and we follow it.

What we collect: donors' names, contact details, donation history; volunteers' names, contact details and shift
history. We do not collect sensitive data. We do not process data of children under 13.

Purposes: processing donations and tax receipts, organising volunteer shifts, and sending updates about our work.
We use data only for these purposes and keep only what we need.

Sale and targeted advertising: we do not sell personal data. We use donor email addresses (hashed) to show our
appeals on social media, which is targeted advertising. You can opt out with the "Opt out of targeted advertising"
link on our website or by email, and our website honors the Global Privacy Control signal as an opt-out.

Your rights: to opt out, access, correct, delete and obtain a portable copy of your data. Submit requests at
privacy@frontrangefood.org or by phone. We respond within 45 days, extendable by 45 days where reasonably necessary
with notice. You may appeal a decision by replying to it; we answer appeals within 45 days and tell you how to contact
the Colorado Attorney General if you disagree.

Retention: donor records 7 years; volunteer records 2 years after the last shift.

Security: access controls, encryption and staff training.`,
    breaches: [],
  },
  {
    id: "b14-in-lending-app-notice-lawful",
    jurisdiction: "IN",
    title: "IN personal-loan app: consent notice (lawful)",
    text: `Notice and consent — RupeeRise Finserv Pvt Ltd (NBFC), Pune

This notice is shown on its own screen before you give consent, in English, and you can read it in Hindi, Marathi,
Tamil or Bengali by choosing the language above.

What we collect and why:
1. Name, PAN, Aadhaar (masked), address and photograph: to verify your identity as the RBI's KYC directions require.
2. Bank statements and income details: to assess your loan application.
3. Mobile number and email: to service your loan and send repayment reminders.
Separately, and only if you tick the unticked box: offers of our other loan products by SMS and email.

We do not access your contacts, photos or call logs.

Withdrawing consent: you can withdraw consent in the app (Profile > Privacy > Consents) as easily as you gave it.
Withdrawal does not affect processing already done, or records we must keep by law.

Your rights: to access a summary of your data, correction, completion, updating and erasure, and to nominate
another person to exercise your rights. Use the app or write to our Data Protection Officer, Mr Anil Desai,
dpo@rupeerise.in. Our grievance officer responds within 30 days; you may then complain to the Data Protection Board
of India.

Breaches: if a personal data breach occurs, we will inform you and the Data Protection Board as the law requires.

Erasure: once your loan is closed and our legal record-keeping periods end, your data is erased, including by our
service providers.

This notice applies to borrowers aged 18 and over only; we do not lend to minors.`,
    breaches: [],
  },
  {
    id: "b14-in-coding-classes-app",
    jurisdiction: "IN",
    title: "IN coding classes app: Play Store description and sign-up",
    text: `CodeChamp — learn coding live! (CodeChamp Edutech Pvt Ltd, Bengaluru) — Play Store description

Live coding classes for students aged 10 to 17. Sign-up takes a minute: the student enters name, class, school,
mobile number and email, and ticks "I confirm that my parent or guardian agrees to my using CodeChamp". No other
check is made.

By creating an account you consent to the processing of your personal data for any purpose CodeChamp may determine
from time to time.

Personalised ads: we analyse how each student learns (time spent, errors, topics) and show personalised ads for our
premium courses and for partners' products, inside the app and on social media.

Security incidents: we will inform the Data Protection Board and affected users only where a breach is serious and
affects more than 1,000 users.

Grievances: write to our Grievance Officer, Ms Kavya Rao, at grievance@codechamp.in; we respond within 30 days.

Deletion: students or parents can delete the account from the profile page; data is erased within 30 days.`,
    breaches: [
      "in-dpdp-act-2023 9(1)",
      "in-dpdp-act-2023 9(3)",
      ["in-dpdp-act-2023 6(1)", "in-dpdp-act-2023 6"],
      "in-dpdp-act-2023 8(6)",
    ],
  },
  {
    id: "b14-in-textile-employee-data-policy",
    jurisdiction: "IN",
    title: "IN textile exporter: employee personal data policy",
    text: `Employee Personal Data Policy — Shakti Textiles Ltd, Tiruppur

1. Scope. This policy covers personal data of our 2,400 employees: name, address, Aadhaar number, bank details,
attendance, salary, medical fitness certificates and CCTV images.

2. Consent. At joining, each employee signs a consent form for the processing of their data. This consent cannot be
withdrawn while the employee works for the company.

3. Retention. Personal data of former employees is kept permanently in our HR system and archives, whether or not we
still need it.

4. Breaches. If personal data is lost or accessed without authorisation, the IT department will inform the Data
Protection Board only where more than 500 employees are affected. Employees are not informed.

5. Complaints. The company does not entertain complaints about the handling of employee data; employees with concerns
should raise them during their annual appraisal.

6. Security. Access to HR files is limited to HR staff; the HR system uses passwords and encryption.`,
    breaches: [
      ["in-dpdp-act-2023 6(4)", "in-dpdp-act-2023 6"],
      "in-dpdp-act-2023 8(7)",
      "in-dpdp-act-2023 8(6)",
      ["in-dpdp-act-2023 8(10)", "in-dpdp-act-2023 13"],
    ],
  },
  {
    id: "b14-sg-electronics-retailer",
    jurisdiction: "SG",
    title: "SG electronics retailer: checkout terms and data notice",
    text: `Personal Data Notice — VoltMart Pte Ltd, Singapore

At checkout. To complete your purchase you must tick: "I agree to VoltMart disclosing my name, mobile number and
email to VoltMart's partners (telcos, insurers and banks) for their marketing." Customers who do not tick the box
cannot complete the purchase.

Why we collect: to process and deliver your order, provide warranty service and, with your agreement above, for
partners' marketing.

Retention. We keep all customer information indefinitely because it might be useful one day.

Overseas processing. Our customer database is hosted by a provider in another country. We have not put in place
any contract or other arrangement about how the provider protects the data, as it is a reputable company.

Data breaches. If a breach occurs, we will first complete our assessment, and if it is notifiable we will notify
the Personal Data Protection Commission within 30 days after the assessment.

Withdrawal. You may withdraw consent to partners' marketing at any time by emailing dpo@voltmart.sg.

Data Protection Officer: dpo@voltmart.sg.`,
    breaches: [
      ["sg-pdpa-2012 14(2)(a)", "sg-pdpa-2012 14(2)"],
      "sg-pdpa-2012 25",
      "sg-pdpa-2012 26",
      ["sg-pdpa-2012 26D(1)", "sg-pdpa-2012 26D"],
    ],
  },
  {
    id: "b14-sg-dental-clinic",
    jurisdiction: "SG",
    title: "SG dental clinic group: patient data and promotions",
    text: `Patient Information — SmileBright Dental Group (5 clinics, Singapore)

Your data: name, NRIC number, contact details, dental history and X-rays, used to treat you and to bill you or
your insurer.

Access requests: you may request a copy of your records. Requests are answered within 60 days. We do not tell you
in advance if your request will take longer than 30 days.

Promotions: we send SMS promotions (whitening offers, new clinics) to the mobile numbers of all our patients,
including patients who did not agree to receive them. We do not check the Do Not Call Registry, as our patients
know us.

Protection: records are stored on an encrypted clinic system with access logs and daily off-site back-ups.

Questions: speak to our front desk staff. We have not designated a data protection officer, and no business
contact for data protection questions is published.`,
    breaches: [
      "sg-pdpa-2012 21",
      "sg-pdpa-2012 13",
      "sg-pdpa-2012 43",
      ["sg-pdpa-2012 11(3)", "sg-pdpa-2012 11(5)", "sg-pdpa-2012 11"],
    ],
  },
  {
    id: "b14-sg-tuition-centre-lawful",
    jurisdiction: "SG",
    title: "SG tuition centre: data protection notice (lawful)",
    text: `Data Protection Notice — BrightPath Tuition Pte Ltd, Singapore

Purposes. We collect the names, contact details and school levels of students and their parents or guardians to
enrol students, schedule classes, report progress and collect fees. We will ask you before using your data for any
other purpose.

Marketing. If you tick the unticked box on the enrolment form, we will send you news of holiday programmes by email
or SMS. Enrolment does not depend on this. Before sending marketing SMS to a Singapore number we check the Do Not Call
Registry unless you have given us clear written consent. You can withdraw consent at any time by telling our DPO; we
will stop within 10 business days.

Access and correction. You may ask for access to or correction of your personal data. We will respond as soon as
reasonably possible, and if we cannot do so within 30 days we will tell you within that time when we will.

Protection. Records are kept in an access-controlled system with two-factor log-in; staff are trained yearly.

Retention. Student records are deleted 2 years after the student leaves, unless needed for legal reasons.

Transfers. Our class-scheduling provider stores data in Australia under a contract requiring protection comparable
to the PDPA.

Breaches. We assess any suspected data breach promptly, and notify the PDPC within 3 calendar days of deciding it is
notifiable, and affected individuals where there is likely significant harm.

Data Protection Officer: Ms Tan Li Wei, dpo@brightpath.sg.`,
    breaches: [],
  },
  {
    id: "b14-br-fitness-kids-app",
    jurisdiction: "BR",
    title: "BR family fitness app: terms and privacy summary",
    text: `Aviso de privacidade — MexeMexe App (MexeMexe Tecnologia Ltda., São Paulo)

MexeMexe is a dance and exercise app for the whole family, including children from 6 years old. Children can create
their own profile with name, age, photo and voice recordings of their dance challenges; no parent needs to be
involved.

Consent: by accepting the Terms of Use, you authorise MexeMexe to use your personal data for any purposes, including
those we may define in the future.

Your rights: you may confirm the existence of processing, access, correct, anonymise, delete, port your data and
revoke consent by writing to suporte@mexemexe.com.br. Access requests are answered within 30 days.

Encarregado (DPO): we have not appointed one because we are a young company.

Security: data is encrypted in transit and at rest.

Retention: profiles are deleted 12 months after the last use.`,
    breaches: [
      ["br-lgpd 8", "br-lgpd 7"],
      "br-lgpd 14",
      "br-lgpd 19",
      "br-lgpd 41",
    ],
  },
  {
    id: "b14-br-call-centre-hr-data",
    jurisdiction: "BR",
    title: "BR call-centre operator: employee data policy",
    text: `Política de dados dos colaboradores — AtendeMais Serviços S.A., Recife (3,000 employees)

1. Medical certificates (atestados) and occupational health exams are stored in the HR system. We share the
diagnoses in them with our partner health-insurance broker so that it can offer employees plans suited to their
conditions; employees are not asked about this.

2. Our parent company in the United States receives all employee records for global reporting. No contract clauses
on data protection have been signed for this, as it is an intra-group flow.

3. Security incidents: if an incident occurs, HR decides whether to tell the ANPD. Where it decides to do so, it will
notify the ANPD within 30 days of the incident.

4. Our encarregado is Dr. Paulo Mendes (dpo@atendemais.com.br), published on the intranet and our website.

5. Employees may request access to their data from HR; simplified answers are given immediately and full
statements within 15 days.`,
    breaches: ["br-lgpd 11", "br-lgpd 33", "br-lgpd 48"],
  },
  {
    id: "b14-br-bookshop-notice-lawful",
    jurisdiction: "BR",
    title: "BR online bookshop: privacy notice (lawful)",
    text: `Aviso de privacidade — Livraria Ipê Ltda., Belo Horizonte

Controller: Livraria Ipê Ltda., CNPJ 12.345.678/0001-90. Encarregado: Ms Ana Souza, encarregado@livrariaipe.com.br.

Data and purposes: name, CPF, address, email and purchase history, to sell and deliver books (performance of a
contract, art. 7, V LGPD) and to issue tax invoices (legal obligation, art. 7, II). Newsletter: only if you tick the
unticked box, with consent you can revoke at any time, free of charge, by the link in each email.

Children: we do not sell to children; accounts are for adults only.

Sharing: carriers, payment processor and our cloud provider. Our cloud provider stores data in the United States
under the ANPD standard contractual clauses (Resolução CD/ANPD 19/2024), included unaltered in our contract.

Your rights (art. 18): confirmation, access, correction, anonymisation, portability, deletion, information on
sharing and revocation of consent. Access: a simplified answer immediately, or a full statement within 15 days of
your request.

Security incidents: we will notify the ANPD and affected customers within 3 working days where an incident may cause
relevant risk or damage.

Retention: tax records 5 years; account data until you close your account.`,
    breaches: [],
  },
];
