import type { ComplianceCase } from "../types";

/**
 * Blind set 12, world: CCPA/CPRA and its regulations, Virginia, Colorado, India's DPDP Act (ss. 4-10 listed although
 * they apply only from May 2027, as the README says), Singapore's PDPA and Brazil's LGPD. Expected breaches judged as
 * at EVAL_AS_OF (27 November 2026); lawful near misses list none.
 */
export const blind12WorldCases: ComplianceCase[] = [
  {
    id: "b12-ca-furniture-store-notice",
    jurisdiction: "US-CA",
    title: "California furniture retailer: notice that shares browsing data and ignores GPC",
    text: `Oak & Iron Home, Inc. — California Privacy Notice (last updated March 2026)

Oak & Iron Home operates 14 stores in California and the website oakandiron.com; our annual revenue was about $61
million last year.

Information we collect: name, email, postal address, purchase history, device identifiers and browsing activity on our
site.

Sharing for advertising: we make browsing activity, device identifiers and purchase history available to advertising
partners (Meta, Google, The Trade Desk and Criteo) so that they can show you our ads on other websites and apps
(cross-context behavioral advertising).

Browser signals: our website does not respond to Global Privacy Control or "Do Not Track" signals.

Your choices: if you don't want your information shared for advertising, please email privacy@oakandiron.com with the
subject line "Opt out" and your full name and address. We currently don't have a link for this on our website.`,
    breaches: ["us-ca-ccpa 1798.135(a)", ["us-ca-ccpa-regulations 7025", "us-ca-ccpa 1798.135(b)"]],
  },
  {
    id: "b12-ca-fitness-app-requests",
    jurisdiction: "US-CA",
    title: "California fitness app: requests by post only, 90 days, fee for using rights",
    text: `FitPulse — Privacy Rights for California Residents

FitPulse LLC (San Diego) has about 900,000 users, 300,000 of them in California, and earns most of its revenue from
subscriptions; annual revenue exceeds $40 million.

How to make a request: requests to know, delete or correct your personal information must be sent by mail to FitPulse
LLC, Attn: Privacy, 4100 Harbor Dr., San Diego, CA 92101. We do not accept requests by email, phone or in the app.

Timing: we will respond to verified requests within ninety (90) days of receipt.

Fees: consumers who exercise any of their privacy rights will be charged a $15 account administration fee on their next
monthly bill, to cover the cost of processing the request.`,
    breaches: [
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
      "us-ca-ccpa 1798.125",
    ],
  },
  {
    id: "b12-ca-meal-kit-notice-lawful",
    jurisdiction: "US-CA",
    title: "California meal-kit service: privacy notice with links, toll-free number and GPC (lawful)",
    text: `GreenCrate Meals, Inc. — Notice at Collection and Privacy Policy for California Residents (updated 15 January 2026)

Categories collected and purposes: identifiers (name, email, address) to deliver orders; commercial information (orders)
to run your account; internet activity on our site to measure and improve it and, unless you opt out, for
cross-context behavioral advertising with our advertising partners. We do not collect sensitive personal information
except your account log-in, which we use only to let you sign in.

Retention: account and order data for 3 years after your last order; web activity for 13 months.

Your rights: to know, delete and correct your personal information, to opt out of sale and sharing, and not to be
discriminated against for using these rights.

Opting out: click "Do Not Sell or Share My Personal Information" in the footer of every page, or turn on Global Privacy
Control in your browser — we treat a GPC signal as a valid request to opt out for that browser and any profile linked to
it, and we show "Opt-Out Request Honored" in the footer when we receive it.

Requests to know, delete or correct: call us toll-free at 1-877-555-0142, or use the web form at greencrate.com/privacy.
We confirm receipt within 10 business days and respond within 45 calendar days; if we need up to 45 more days we will
tell you why within the first 45.`,
    breaches: [],
  },
  {
    id: "b12-va-period-tracker-app",
    jurisdiction: "US-VA",
    title: "Virginia period-tracking app: sensitive data by default, no appeal",
    text: `BloomCycle Privacy Policy (Virginia residents)

BloomCycle Inc. is based in Richmond, Virginia; more than 220,000 Virginians use our app.

What we collect: cycle dates, symptoms, pregnancy status, sexual activity logs and precise GPS location (used to show
nearby pharmacies). By downloading and opening the app you agree to the collection of all of this information; the GPS
and health-logging features are switched on by default and there is no separate consent screen.

Your rights: you can ask us to access, correct or delete your data by emailing rights@bloomcycle.app. We will answer
within 45 days. Our decision on your request is final and cannot be appealed.`,
    breaches: ["us-va-cdpa 59.1-578", "us-va-cdpa 59.1-577"],
  },
  {
    id: "b12-co-outdoor-retailer-opt-out",
    jurisdiction: "US-CO",
    title: "Colorado outdoor-gear retailer: sale and targeted ads, browser signals ignored",
    text: `Summit Peak Outfitters — Colorado Privacy Notice

We are headquartered in Boulder and hold data about more than 150,000 Colorado customers.

We sell customer lists (names, email addresses, purchase categories) to partner brands, and we use your browsing on our
site for targeted advertising on social media.

Opting out: fill in the opt-out form at summitpeak.com/optout, giving your name, email and a copy of your last receipt.
Please note we do not recognize browser-based or "universal" opt-out signals such as Global Privacy Control; only the
form is accepted.`,
    breaches: ["us-co-cpa 6-1-1306"],
  },
  {
    id: "b12-co-bakery-app-notice-lawful",
    jurisdiction: "US-CO",
    title: "Colorado bakery chain app: notice honouring universal opt-out and appeals (lawful)",
    text: `Rocky Rise Bakery App — Privacy Notice for Colorado Residents

Rocky Rise Bakeries LLC (Denver) processes data of about 120,000 Colorado app users.

We collect your name, email, order history and, if you allow it in your phone's settings, approximate location to show
the nearest bakery. We do not sell personal data. We use order history for targeted advertising of our own products on
social media unless you opt out.

Opt out of targeted advertising: in the app (Settings > Privacy > "Opt out of targeted ads"), by email to
privacy@rockyrise.com, or with a universal opt-out signal such as Global Privacy Control, which we honour.

We do not process sensitive data (such as health, religion or precise location) without your prior consent.

Your rights to access, correct, delete and port your data: email privacy@rockyrise.com or use the in-app form; we
respond within 45 days (extendable once by 45 days if necessary, and we will tell you why). If we decline your request,
you may appeal by replying "Appeal" to our decision; we decide appeals within 45 days and tell you how to contact the
Colorado Attorney General if you disagree.`,
    breaches: [],
  },
  {
    id: "b12-in-coaching-app-students",
    jurisdiction: "IN",
    title: "Indian coaching app for school students: self-declared age and targeted ads",
    text: `PadhoPlus Learning Pvt. Ltd. — Privacy Policy (app for Class 8 to Class 12 students)

1. At sign-up the student ticks the box "I am above 18 years or my parent/guardian agrees". No further check is done and
   parents are not contacted.
2. By using PadhoPlus you give consent to us for collecting and using your data for all present and future purposes of
   PadhoPlus and its group companies, including marketing by partners.
3. We use third-party advertising SDKs which track in-app behaviour of students to show them personalised ads for
   tuition, gadgets and games.
4. Data is kept as long as required by us.`,
    breaches: ["in-dpdp-act-2023 9", "in-dpdp-act-2023 6"],
  },
  {
    id: "b12-in-hospital-breach-sop",
    jurisdiction: "IN",
    title: "Indian hospital: personal data breach SOP with a threshold",
    text: `Shree Sai Multispeciality Hospital, Pune — SOP IT/07: Handling of patient data breach

Scope: EMR, lab system, billing, patient app.

Step 1: IT team contains the incident and informs the Medical Superintendent.
Step 2: If fewer than 1,000 patients are affected, the incident is closed internally after corrective action; no
        intimation is sent to the Data Protection Board or to the patients.
Step 3: If 1,000 or more patients are affected, the Legal team will intimate the Data Protection Board of India within
        30 days after the root-cause analysis is complete. Patients are informed only if the Board directs.
Step 4: CERT-In reporting as per IT team guidelines.`,
    breaches: ["in-dpdp-act-2023 8(6)"],
  },
  {
    id: "b12-in-d2c-skincare-notice-lawful",
    jurisdiction: "IN",
    title: "Indian skincare brand: itemised consent notice (lawful)",
    text: `GlowVeda Naturals Pvt. Ltd. — Notice for your consent (shown before you create your account; available in English
and Hindi)

What we collect and why:
| Data | Purpose |
|---|---|
| Name, mobile number, delivery address | to deliver your orders |
| Email | order updates |
| Skin type quiz answers (optional) | product suggestions in the app |

Marketing WhatsApp messages are a separate choice with its own toggle, off by default.

Withdrawing consent: turn off any toggle under Account > Privacy, as easily as you turned it on. When you withdraw, or
when the purpose is served, we and our delivery and cloud processors erase the data, unless a law requires us to keep it
(e.g. invoices under tax law).

Your rights: access a summary of your data, correct or erase it, nominate someone to act for you, and raise a
grievance with our Grievance Officer, Ms. Kavya Menon (grievance@glowveda.in). If you are not satisfied you may complain
to the Data Protection Board of India.

Breaches: if a personal data breach occurs we will inform you and the Data Protection Board of India as required by
law.

We do not knowingly collect data of anyone under 18 without verifiable consent of a parent.`,
    breaches: [],
  },
  {
    id: "b12-sg-tuition-centre-enrolment",
    jurisdiction: "SG",
    title: "Singapore tuition centre: enrolment form and SMS marketing",
    text: `BrightMinds Tuition Centre Pte Ltd — Student Enrolment Form (Terms)

8. By enrolling your child, you consent to BrightMinds sharing your and your child's name, mobile number and school
   with our partner insurers and enrichment providers for their marketing. Enrolment cannot proceed without this consent.
9. All records of current and past students and parents are kept indefinitely in our database.
10. We send SMS promotions about new classes to all mobile numbers in our database, including past enquiries. We do not
    check numbers against the Do Not Call Registry because our customers know us.`,
    breaches: ["sg-pdpa-2012 14", "sg-pdpa-2012 25", "sg-pdpa-2012 43"],
  },
  {
    id: "b12-sg-clinic-breach-plan-lawful",
    jurisdiction: "SG",
    title: "Singapore GP clinic group: data breach management plan (lawful)",
    text: `HealthFirst Family Clinics — Data Breach Management Plan (2026)

1. Any staff member who suspects a data breach informs the Data Protection Officer immediately.
2. The DPO contains the breach and assesses, expeditiously and in any case within 30 calendar days, whether it is
   notifiable: that is, whether it results in or is likely to result in significant harm to affected individuals, or is
   of a significant scale (500 or more individuals).
3. If notifiable, we notify the PDPC as soon as practicable and no later than 3 calendar days after we determine that
   the breach is notifiable.
4. If significant harm to affected patients is likely, we also notify each of them as soon as practicable, at the same
   time as or after notifying the PDPC, with what happened, what data was involved, the steps we have taken and what
   they can do to protect themselves.
5. Every breach, notifiable or not, is recorded with the assessment and the actions taken.`,
    breaches: [],
  },
  {
    id: "b12-br-telemedicine-app",
    jurisdiction: "BR",
    title: "Brazilian telemedicine app: health data on legitimate interest, slow access, revocation by letter",
    text: `TeleSaúde Já — Política de Privacidade (English version)

TeleSaúde Já Serviços Digitais Ltda., São Paulo, CNPJ 12.345.678/0001-90.

Data: name, CPF, date of birth, symptoms, medical history, prescriptions and video consultation recordings.

Legal basis: we process health data on the basis of our legitimate interest in improving the service and developing
new products (LGPD art. 7, IX).

Access requests: a complete statement of the data we hold about you is sent within 30 days of your request.

Consent for marketing: you can revoke consent only by registered letter (carta registrada com AR) sent to our head
office, with a notarised copy of your ID.`,
    breaches: ["br-lgpd 11", "br-lgpd 19", "br-lgpd 8"],
  },
  {
    id: "b12-br-bookshop-notice-lawful",
    jurisdiction: "BR",
    title: "Brazilian online bookshop: privacy notice (lawful)",
    text: `Livraria Página Viva Ltda. — Aviso de Privacidade (English summary)

Controller: Livraria Página Viva Ltda., Belo Horizonte. Encarregado (DPO): Rafael Souza, encarregado@paginaviva.com.br.

What we use and why: name, CPF, address and payment data to sell and deliver books (contract, art. 7, V); invoices kept
as tax law requires (legal obligation, art. 7, II); newsletter only with your consent (art. 7, I), which you can revoke
at any time, free, with the link in each email or in your account.

International transfer: our e-commerce platform stores data in the United States; the transfer is made under the
ANPD's standard contractual clauses, included without changes in our contract with the provider (art. 33, II).

Your rights (art. 18): confirmation and access, correction, anonymisation or deletion, portability, information on
sharing and revocation of consent. Confirmation or access in simplified form is given immediately; a complete statement
within 15 days of your request.

Incidents: if a security incident may cause relevant risk or damage, we inform the ANPD and you within the period set by
the ANPD (three working days).`,
    breaches: [],
  },
  {
    id: "b12-br-fintech-incident-plan",
    jurisdiction: "BR",
    title: "Brazilian fintech: security incident plan that waits for the press",
    text: `PagaFácil Instituição de Pagamento S.A. — Plano de Resposta a Incidentes (extract)

4.1 Incidents affecting login credentials, account balances or CPF numbers of clients are handled by the Security team.
4.2 Communication to the ANPD and to the affected clients will only be made if the incident becomes public in the media,
    and in that case within 30 working days of the publication.
4.3 Incidents that do not become public are registered internally and kept for one year.`,
    breaches: ["br-lgpd 48"],
  },
  {
    id: "b12-sg-car-dealer-access-reply",
    jurisdiction: "SG",
    title: "Singapore car dealer: reply to an access request",
    text: `Lion City Motors Pte Ltd
Ref: PDPA/ACC/2026/044

Dear Mr Tan,

We refer to your email of 2 November 2026 asking for a copy of the personal data we hold about you, including the call
recordings of your test-drive booking and your loan application file.

Please be informed that all access requests are processed within sixty (60) working days from the date of receipt, in
the order in which they are received. You will not hear from us before then.

Yours faithfully,
Customer Relations Department`,
    breaches: ["sg-pdpa-2012 21"],
  },
  {
    id: "b12-sg-yoga-studio-sms-lawful",
    jurisdiction: "SG",
    title: "Singapore yoga studio: SMS marketing procedure with DNC checks (lawful)",
    text: `Lotus Flow Yoga Pte Ltd — SMS Marketing Procedure

1. Before each SMS campaign to Singapore mobile numbers, the marketing executive checks the whole list against the Do
   Not Call Registry and removes registered numbers, unless the member gave us clear and unambiguous consent in writing
   to receive our marketing messages by SMS. A DNC check result is used for no longer than its validity period and is
   filed with the campaign.
2. Every message identifies Lotus Flow Yoga and gives a contact number, and says: "Reply STOP to unsubscribe."
3. Members can withdraw their consent at any time by replying STOP, telling the front desk or emailing us; we stop
   within 10 business days.
4. Member contact details are deleted two years after the membership ends, unless needed for a dispute.`,
    breaches: [],
  },
];
