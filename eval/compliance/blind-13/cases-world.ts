import type { ComplianceCase } from "../types";

/**
 * Blind set 13, outside Europe: CCPA/CPRA and its Regulations (11 CCR § 7000 ff.), the Virginia CDPA, the Colorado
 * Privacy Act, India's DPDP Act 2023 (ss. 4-10 listed although they apply only from May 2027), Singapore's PDPA 2012
 * and Brazil's LGPD. Expected breaches judged as at EVAL_AS_OF (27 November 2026); lawful texts list none.
 */
export const blind13WorldCases: ComplianceCase[] = [
  {
    id: "b13-ca-grocery-loyalty-optout",
    jurisdiction: "US-CA",
    title: "Californian grocery chain: loyalty program terms on opting out of data sharing",
    text: `FreshCart Rewards — Program Terms, Section 7 "Your data choices" (California)

7.1 FreshCart Rewards members receive personalised digital coupons. To fund these, FreshCart shares members' purchase
histories and loyalty IDs with consumer-goods brands and their advertising agencies, which use them to target ads to
members on other websites and apps. FreshCart receives payment from those brands.

7.2 Opting out. Members may opt out of the sale and sharing of their information. To do so, members must log in to
their FreshCart account (or create one), upload a photo of a government-issued ID, and submit the "Privacy Opt-Out"
form. Opt-outs are processed within 60 days of verification.

7.3 Members who opt out remain in the program but pay a Privacy Administration Fee of $4.99 per month, deducted from
their rewards balance or charged to their card on file, to cover the cost of running their account without
brand-funded coupons.

7.4 After an opt-out, FreshCart will show members a reminder at checkout every three months inviting them to opt back
in, so they do not miss out on coupons.

7.5 Teens. Members aged 13 to 15 may join with a school ID. Their purchase data is shared with brands in the same
way as adults' data unless a parent contacts us to opt them out.

7.6 Requests to know, delete or correct can be made at 1-800-555-0144 or at freshcart.com/privacy-requests; we respond
within 45 days.`,
    breaches: [
      ["us-ca-ccpa-regulations 7026", "us-ca-ccpa 1798.135"],
      ["us-ca-ccpa-regulations 7026"],
      ["us-ca-ccpa 1798.125"],
      ["us-ca-ccpa 1798.135"],
      ["us-ca-ccpa 1798.120(c)"],
    ],
  },
  {
    id: "b13-ca-outdoor-retailer-notice",
    jurisdiction: "US-CA",
    title: "Californian outdoor retailer with stores and a website: CCPA privacy policy",
    text: `Pacific Trail Outfitters, Inc. — California Privacy Notice (last updated March 2026)

Pacific Trail Outfitters operates 38 stores in California and Oregon and the website pacifictrail.com. Annual revenue
last year was $140 million.

Information we collect: identifiers (name, email, postal address, phone), purchase history, loyalty points, device
and browsing information (IP address, cookie IDs, pages viewed), and approximate location derived from IP address.

How we use it: to fulfil orders and returns, run our loyalty program, prevent fraud, and market our products.

Advertising: we allow advertising partners, including Meta, Google and Criteo, to place pixels and cookies on our
website so that they can show you Pacific Trail ads on other websites and apps based on your browsing on our site.

Sale of information: Pacific Trail does not sell or share your personal information.

Retention: order records are kept for 7 years for tax purposes; loyalty data for 3 years after your last purchase;
browsing data for 13 months.

Browser signals: our website does not respond to Global Privacy Control or Do Not Track signals.

Your rights: California residents may request to know, delete or correct their personal information. To make a
request, email privacy@pacifictrail.com. We will verify your identity by matching the information you give with our
records. We respond to verified requests within 90 days. We will not discriminate against you for exercising your
rights.

Contact: privacy@pacifictrail.com.`,
    breaches: [
      ["us-ca-ccpa 1798.135"],
      ["us-ca-ccpa-regulations 7025"],
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
      ["us-ca-ccpa 1798.100(a)(1)", "us-ca-ccpa 1798.130(a)(5)", "us-ca-ccpa 1798.120"],
    ],
  },
  {
    id: "b13-co-streaming-notice",
    jurisdiction: "US-CO",
    regulations: ["Colorado Privacy Act"],
    title: "Colorado video-streaming service: privacy notice ignoring universal opt-out signals",
    text: `Peakview Streaming, Inc. — Colorado Privacy Notice

Peakview streams films and series to about 420,000 subscribers in Colorado.

What we collect: account details, billing information, what you watch and when, device identifiers and approximate
location.

Purposes: providing and personalising the service, billing, security, and targeted advertising on our ad-supported
plan and on partner sites, using your viewing history and device identifiers.

Sensitive data: we do not collect sensitive data. If we ever wish to, we will ask for your consent first.

Your rights: you may access, correct, delete or obtain a portable copy of your personal data, and opt out of targeted
advertising, the sale of personal data and profiling. To opt out, use the "Opt-Out Preferences" page in your account
settings. Our website and apps do not currently recognise browser-based opt-out signals such as Global Privacy
Control; please use the account page instead.

We respond to requests within 45 days and may extend by 45 more days where reasonably necessary, telling you why.
If we decline to act, you may appeal by replying to our decision email within 60 days; we decide appeals within 45
days and tell you how to contact the Colorado Attorney General if you disagree.

Contact: privacy@peakview.tv.`,
    breaches: [["us-co-cpa 6-1-1306(1)(a)", "us-co-cpa 6-1-1306"]],
  },
  {
    id: "b13-va-rideshare-notice",
    jurisdiction: "US-VA",
    title: "Virginia ride-hailing app: privacy notice (precise location, request handling)",
    text: `BlueRidge Rides LLC — Privacy Notice for Virginia Residents

BlueRidge Rides operates a ride-hailing app used by about 310,000 riders in Virginia each year.

Data we process: name, phone number, email, payment card (tokenised), trip history, ratings, and your precise
geolocation (GPS) collected while the app is open and for five minutes after each trip ends. We also process
information about your device.

Purposes: to match you with drivers, calculate fares, ensure safety, prevent fraud, and to offer promotions based on
the places you travel to. We do not sell personal data and we do not process personal data for targeted advertising.

Consent: by downloading and using the app you agree to our collection and use of your location as described here.
There is no separate permission screen; the app's location setting is switched on during installation.

Your rights: you may confirm whether we process your data, access it, correct it, delete it, obtain a copy, and opt
out of profiling in furtherance of decisions that produce legal or similarly significant effects. Submit requests at
blueridgerides.com/privacy or by email to privacy@blueridgerides.com. We respond within 90 days of receiving your
request. All decisions on requests are final and cannot be appealed.

Security: we use encryption and access controls appropriate to the data.

Contact: BlueRidge Rides LLC, 100 Main Street, Richmond, VA 23219.`,
    breaches: [
      ["us-va-cdpa 59.1-578(A)(5)", "us-va-cdpa 59.1-578"],
      ["us-va-cdpa 59.1-577(B)"],
      ["us-va-cdpa 59.1-577(C)", "us-va-cdpa 59.1-578(C)"],
    ],
  },
  {
    id: "b13-ca-meditation-app-notice-lawful",
    jurisdiction: "US-CA",
    title: "Online-only meditation app: CCPA notice at collection and privacy policy (lawful)",
    text: `Stillwater Labs, Inc. — Privacy Policy for California Residents

Stillwater is available only through our app and website; we have no stores or offices open to the public, and every
user has an account with us.

Notice at collection. We collect: identifiers (name, email, account ID); commercial information (subscription
history); internet activity (in-app usage, device type); and inferences (content preferences). We use them to provide
the service, process payments, personalise recommendations within the app, keep the service secure and, if you opt
in, email you about new courses. We keep account and usage data for as long as your account is open and 24 months
after it closes; payment records for 7 years.

Sale and sharing. We share device identifiers and app events with two advertising partners to measure and target
Stillwater ads on other platforms; under California law this is "sharing". You can opt out at any time through the
"Do Not Sell or Share My Personal Information" link in the app's settings and at the bottom of our website. We also
treat a Global Privacy Control signal from your browser as a valid request to opt out, for that browser and for your
account if you are signed in, without asking you for anything else. We process opt-outs within 15 business days.
We do not knowingly sell or share the information of consumers under 16.

Sensitive personal information. We do not collect sensitive personal information and do not infer characteristics
from your practice sessions.

Your rights. You may request to know, delete or correct your personal information. Because we operate exclusively
online and have a direct relationship with each user, requests are made by email to privacy@stillwater.app or through
the request form in the app. We confirm receipt within 10 business days and respond within 45 calendar days; if we
need up to 45 more days we will tell you why within the first 45. You may use an authorised agent. Requests are free.

Non-discrimination. We will not deny you the service, charge a different price or give you a different quality of
service because you exercised a privacy right.

We review this policy at least once every 12 months. Last updated: 2 February 2026.`,
    breaches: [],
  },
  {
    id: "b13-in-edtech-student-app",
    jurisdiction: "IN",
    title: "Indian ed-tech app for school students: sign-up terms and breach policy",
    text: `VidyaSpark Learning Pvt. Ltd. — Student app: sign-up screen and extract from the Information Security Policy

Sign-up screen (classes 6 to 12):
"Welcome to VidyaSpark! Enter your name, class, school, mobile number and date of birth. Students aged 13 and above
can create their own account without involving a parent. By tapping 'Start learning' you agree to our Terms of
Use, our Privacy Policy and to receive offers from our coaching and career-counselling partners."
[Start learning]

Extract from the Privacy Policy: "To keep the app free, we use advertising SDKs (Google AdMob, InMobi) that build an
interest profile from the videos each student watches and show personalised ads for coaching classes, gadgets and
games. Students can turn off personalised ads in Settings."

Extract from the Information Security Policy, section 11 (Incidents):
"11.2 Only breaches classified by the CISO as high-impact (more than 10,000 accounts, or exposure of payment data)
are intimated to the Data Protection Board, within 7 days of classification. Low and medium-impact breaches are
handled internally and affected users are not informed."

Grievances: students can write to grievance@vidyaspark.in; replies within 30 days.`,
    breaches: [["in-dpdp-act-2023 9(1)"], ["in-dpdp-act-2023 9(3)"], ["in-dpdp-act-2023 6(1)"], ["in-dpdp-act-2023 8(6)"]],
  },
  {
    id: "b13-in-finance-app-notice-lawful",
    jurisdiction: "IN",
    title: "Indian personal-finance app: DPDP consent notice (lawful)",
    text: `PaisaPal Technologies Pvt. Ltd. — Notice before you give consent

PaisaPal is a budgeting app for adults. Before you agree, here is exactly what we will process and why. Each purpose
below has its own switch; none is switched on for you, and you can use the app with only the first one.

1. To create and run your account (required for the app): name, mobile number, email.
2. To show your spending in one place (optional): transaction SMS from banks on your phone, read only for amounts,
   dates and merchant names. [ ] I agree
3. To send you tips and offers from PaisaPal (optional): your email and mobile number. [ ] I agree

Withdrawing consent. You can switch any purpose off in Settings > Privacy, in the same number of taps it took to
switch it on. We then stop the processing and erase the data collected for that purpose, and ask our service
providers to do the same, unless a law requires us to keep it (for example, transaction records under the
Prevention of Money-laundering Act, 2002 where applicable).

Your rights. You may ask for a summary of your data and of who we shared it with, ask us to correct, complete, update
or erase it, and nominate a person to exercise your rights if you die or become incapable. Use Settings > Privacy >
My requests or write to our Grievance Officer, Ms Kavita Rao, grievance@paisapal.in, +91 80 4567 1200.

Complaints. If you are not satisfied with our answer to your grievance, you may complain to the Data Protection Board
of India through its online complaint portal.

Retention. We erase your data when you close your account or when a purpose is served, whichever is earlier, unless
the law requires us to keep it longer.

Personal data breaches. If a breach of your data occurs, we will inform you and the Data Protection Board as required
by law, whatever its size.

This notice is available in English, Hindi, Kannada, Tamil and Marathi.`,
    breaches: [],
  },
  {
    id: "b13-sg-beauty-membership-form",
    jurisdiction: "SG",
    title: "Singapore beauty chain: membership application form",
    text: `Orchid Glow Beauty Pte. Ltd. — Membership Application (in-store tablet form)

Full name / NRIC last 4 characters / mobile number / email / date of birth / skin type / treatment history.

Membership gives 10% off all treatments and products.

Declaration (must be ticked to submit the form):
[ ] I consent to Orchid Glow collecting, using and disclosing my personal data for my membership, and to Orchid Glow
sharing my name, mobile number and email with its partners (banks, insurers and travel agencies) so that they can send
me marketing messages by SMS, phone and email. I understand that I cannot become a member without this consent.

How we look after your data:
- Members' records are kept permanently, even after membership lapses, so that we can welcome you back.
- Our customer-service and appointment team is run by our contractor ClearLine Services in Manila, the Philippines,
  who access our booking system to call members. We have not put any data protection terms in our agreement with
  ClearLine, as they are a reputable company.
- You may withdraw consent or ask to see or correct your data by emailing dpo@orchidglow.com.sg. Our Data Protection
  Officer is Mr Lim Wei Jie.`,
    breaches: [["sg-pdpa-2012 14(2)(a)", "sg-pdpa-2012 14"], ["sg-pdpa-2012 25"], ["sg-pdpa-2012 26"]],
  },
  {
    id: "b13-sg-logistics-breach-plan",
    jurisdiction: "SG",
    title: "Singapore logistics firm: data breach management plan",
    text: `SwiftHaul Logistics (S) Pte. Ltd. — Data Breach Management Plan (extract), approved by the board 4 May 2026

1. Reporting. Any staff member who suspects a data breach reports it at once to the Data Protection Officer
(dpo@swifthaul.sg).

2. Assessment. The DPO, with IT, assesses the breach within 30 calendar days of first becoming aware of it: the kind of
data, how many individuals are affected and the likely harm.

3. Notification to the PDPC. A breach is notified to the Personal Data Protection Commission only if it affects 1,000
or more individuals or is likely to result in significant harm to them. Notification is made within 30 calendar days
after the assessment is completed, to give IT time to prepare a complete report.

4. Notification to individuals. Where a breach is likely to result in significant harm to affected individuals, they
are informed on or after notifying the Commission, unless the Commission directs otherwise or a statutory exception
applies, with guidance on steps they can take to protect themselves.

5. Records. All breaches, notifiable or not, are recorded with the facts, the assessment and the remedial steps.`,
    breaches: [["sg-pdpa-2012 26B", "sg-pdpa-2012 26D"], ["sg-pdpa-2012 26D(1)", "sg-pdpa-2012 26D"]],
  },
  {
    id: "b13-br-fintech-incident-procedure",
    jurisdiction: "BR",
    title: "Brazilian fintech: security incident response procedure",
    text: `PagaFácil Instituição de Pagamento S.A. — Security Incident Response Procedure (LGPD section), v2.1

Scope: incidents involving personal data of account holders (name, CPF, bank details, transaction history, login
credentials).

1. Detection and containment: the Security Operations Centre contains the incident and opens a ticket at once.

2. Assessment: the encarregado (dpo@pagafacil.com.br) and the CISO assess whether the incident may cause relevant risk
or damage to account holders.

3. Communication to the ANPD: where the incident is rated "severe", the encarregado communicates it to the ANPD within
10 working days of the assessment being completed, through the ANPD's electronic form.

4. Communication to account holders: account holders are not contacted proactively. Customer service gives
information about the incident to any account holder who asks about it.

5. Register: every incident, communicated or not, is recorded with its facts, effects and measures taken, and the
register is kept for five years.

6. Review: after each incident the CISO reports to the board's risk committee on its causes and on the measures taken
to prevent it from happening again.`,
    breaches: [["br-lgpd 48"], ["br-lgpd 48"]],
  },
  {
    id: "b13-br-pharmacy-app-notice",
    jurisdiction: "BR",
    title: "Brazilian pharmacy chain: app privacy policy (prescription data used for marketing)",
    text: `Drogaria Ipê S.A. — Política de Privacidade do app "Ipê+" (English version for the board)

Drogaria Ipê runs 120 pharmacies in São Paulo and Minas Gerais and the Ipê+ app for orders and loyalty.

Data we process: name, CPF, phone, email, address, purchase history, and photos of prescriptions uploaded to order
medicines.

Purposes and legal bases:
- To sell and deliver medicines, including checking prescriptions: performance of the contract and compliance with
  sanitary rules.
- To send personalised offers: we analyse the medicines you buy and the prescriptions you upload (for example,
  diabetes or blood-pressure medicines) to send you offers of related products and to include you in campaigns of
  laboratories that sponsor our programme. Legal basis: our legitimate interest (LGPD Art. 7, IX).

Consent to marketing by WhatsApp: given in the app. You may revoke it only by registered letter (carta registrada)
sent to our head office, Av. Paulista 1500, São Paulo, with a copy of your identity document.

Your rights: confirmation, access, correction, anonymisation, portability, deletion and information about sharing.
Requests for access are answered within 30 days of receipt.

Data protection officer: Drogaria Ipê has not appointed an encarregado, as its IT manager handles data protection
matters; write to ti@drogariaipe.com.br.

Security: data are stored on servers in Brazil with encryption.`,
    breaches: [["br-lgpd 11"], ["br-lgpd 8"], ["br-lgpd 19"], ["br-lgpd 41"]],
  },
  {
    id: "b13-br-kids-reading-app-consent-lawful",
    jurisdiction: "BR",
    title: "Brazilian reading app for children: parental consent screen (lawful)",
    text: `LerJunto Educação Ltda. — Autorização do responsável (English version)

LerJunto is a reading app for children aged 5 to 11. Before your child can use it, we need the specific consent of a
parent or legal guardian.

IMPORTANT — PLEASE READ (highlighted box on the screen):
"I am the parent or legal guardian of the child named below and I authorise LerJunto to process my child's first name,
age, reading level, the books read and the audio recordings of reading exercises, only to run the reading programme
and show my child's progress to me. [ ] I authorise"

To confirm that you are an adult responsible for the child, we send a one-time code to your own email address and ask
you to confirm a small R$0.01 card verification that is refunded immediately.

What we do and do not do:
- We collect only the data needed for the reading activities. The app has no advertising, no chat and no links to
  social networks, and nothing is shared with third parties except our hosting provider in Brazil, which acts on our
  instructions.
- Audio recordings are deleted after 90 days; the reading history is deleted 6 months after the account is closed.
- The types of data we collect and how we use them are published in full on our website.

Your rights: you can see, correct, export or delete your child's data and revoke this consent at any time in the
parent area of the app, with one tap. Our encarregado (data protection officer) is Ms Fernanda Lima,
encarregado@lerjunto.com.br. Requests for access are answered within 15 days.`,
    breaches: [],
  },
];
