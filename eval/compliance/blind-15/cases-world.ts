import type { ComplianceCase } from "../types";

/**
 * Blind set 15, the rest of the world: CCPA/CPRA and its Regulations (11 CCR § 7000 ff.), Virginia CDPA, Colorado
 * Privacy Act, India's DPDP Act 2023 (ss. 4-10 not yet in force at EVAL_AS_OF but listed, as in the suite), Singapore
 * PDPA 2012 and Brazil's LGPD. Pairs on one regulation follow each other. Lawful texts list none.
 */
export const blind15WorldCases: ComplianceCase[] = [
  {
    id: "b15-ca-podcast-app-ads",
    jurisdiction: "US-CA",
    title: "CA podcast app: privacy policy for California residents",
    text: `EchoCast, Inc. (Los Angeles) — California Privacy Policy

EchoCast is a free podcast app with 2.4 million monthly listeners in the US; our annual revenue is about $60 million,
almost all from advertising.

What we collect: your device ID, IP address, the shows and episodes you play, how long you listen, and your
approximate location.

Advertising: We let ad networks and measurement partners embed their software in our app. They receive your device
ID, listening history and location and use them to target you with ads on other apps and websites. We do not sell
your personal information for money, so we do not offer an opt-out and there is no "Do Not Sell or Share" link in
the app or on our website.

Browser and device signals: We don't currently respond to Global Privacy Control or similar signals.

Your rights: you may ask to know or delete your data by emailing privacy@echocast.fm or calling 1-800-555-0199. We
respond within 45 days.

Retention: listening history is kept for 24 months.`,
    breaches: [["us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.120", "us-ca-ccpa-regulations 7013"], "us-ca-ccpa-regulations 7025"],
  },
  {
    id: "b15-ca-supermarket-requests",
    jurisdiction: "US-CA",
    title: "CA supermarket chain: how to make a privacy request",
    text: `Golden Valley Markets, Inc. — Making a privacy request (California)

Golden Valley Markets runs 85 supermarkets in California and a home-delivery website; revenue over $900 million.

To ask what personal information we hold about you, to correct it, or to delete it, please fill in the web form at
goldenvalley.com/privacy-request. This is the only way we accept requests: our stores and our customer service line
cannot take them.

After you submit the form we will verify your identity by sending a code to the phone number on your loyalty
account. Our response time starts once verification is complete; we answer within 90 days of verification.

You may opt out of the sale of your loyalty data through the "Your Privacy Choices" link at the bottom of every page;
we also honour Global Privacy Control signals.`,
    breaches: [["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"], ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"]],
  },
  {
    id: "b15-va-dating-app",
    jurisdiction: "US-VA",
    title: "VA dating app: privacy notice for Virginia users",
    text: `Kindred Hearts LLC (Richmond, Virginia) — Privacy Notice

Kindred Hearts has about 310,000 users in Virginia.

Your profile: name, age, photos, and — if you fill them in — your religion, sexual orientation and ethnicity. We show
these to other users and use them to recommend matches. We also use your phone's precise location to show nearby
matches and sell location-based audience segments to advertisers. Creating a profile is taken as your acceptance of
our Terms and of everything described in this Notice.

Your rights: you may access, correct, delete or get a copy of your data, and opt out of targeted advertising and
sales, by emailing rights@kindredhearts.app. We respond within 45 days. All decisions on requests are final and
cannot be appealed.`,
    breaches: ["us-va-cdpa 59.1-578(A)(5)", "us-va-cdpa 59.1-577(C)"],
  },
  {
    id: "b15-co-pharmacy-loyalty",
    jurisdiction: "US-CO",
    title: "CO drugstore chain: loyalty programme privacy notice",
    text: `Front Range Drug Co. — Rewards Privacy Notice (Colorado)

Front Range Drug operates 40 stores in Colorado; more than 250,000 Coloradans are Rewards members.

We use your Rewards purchases — including over-the-counter medicines, pregnancy tests and smoking-cessation products —
to infer health conditions and life events, and we use these inferences to target ads to you on social media and
partner websites. By joining Rewards you agree to this.

Opting out of targeted advertising: call our Rewards line and ask an agent. Our website does not process browser-based
opt-out signals such as Global Privacy Control; please use the phone line instead.

Requests to access, correct or delete: respond within 45 days; appeals to appeals@frontrangedrug.com.`,
    breaches: ["us-co-cpa 6-1-1308(7)", "us-co-cpa 6-1-1306(1)(a)"],
  },
  {
    id: "b15-in-kids-coding-app",
    jurisdiction: "IN",
    title: "IN coding app for children: app description and consent screen",
    text: `CodeChamps Learning Pvt. Ltd. (Pune) — Play Store description

CodeChamps teaches coding to children aged 8–16 through fun games! Earn badges, climb the leaderboard and share your
projects.

Sign-up: the child enters their name, school, class, date of birth and their mobile number or a parent's. A screen
then shows: "[✓] I am the parent/guardian of this child and I consent." The box is already ticked; the child taps
"Start coding".

To keep CodeChamps free, we show ads from our partners that are tailored to each child's in-app behaviour, and we
track how children use the app across sessions to personalise these ads.

By using CodeChamps you agree that we may use your information for any purpose connected with our business, including
sharing with partners.

Your data stays with us permanently, even if you stop using the app or uninstall it.`,
    breaches: ["in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9(3)", "in-dpdp-act-2023 6(1)", "in-dpdp-act-2023 8(7)"],
  },
  {
    id: "b15-in-lending-app-incident-sop",
    jurisdiction: "IN",
    title: "IN digital lender: data incident SOP",
    text: `RupeeSetu Fintech Pvt. Ltd. — SOP-SEC-07: Personal data incidents

Scope: any unauthorised access to, disclosure of, or loss of customer KYC data (PAN, Aadhaar-masked copies, bank
statements, loan details).

1. The security team logs the incident and reports it to CERT-In within 6 hours as required.
2. Risk triage: the CISO rates the incident Low, Medium or High.
3. Only High-rated incidents are intimated to the Data Protection Board; Low and Medium incidents are closed
   internally.
4. Customers are informed only where the CISO considers there is a real risk of financial fraud; otherwise no
   communication is sent, to avoid unnecessary complaints.
5. Root-cause analysis is completed within 30 days.`,
    breaches: ["in-dpdp-act-2023 8(6)"],
  },
  {
    id: "b15-sg-bubble-tea-membership-lawful",
    jurisdiction: "SG",
    title: "SG bubble-tea chain: membership app notice and SMS promotions (lawful)",
    text: `Pearl & Leaf Pte. Ltd. — Member app: how we use your personal data

We collect your name, mobile number, birthday month and your orders to run the points programme, send your birthday
voucher and handle feedback. You may join the programme without agreeing to marketing.

Promotions by SMS or WhatsApp: only if you switch on "Send me promotions" in the app (off by default). Before sending
any promotion to a Singapore number we check it against the Do Not Call Registry as required, unless you have given us
that clear consent in the app, which we keep a record of. You can switch promotions off at any time in the app or by
replying STOP.

We do not share your data with other companies for their own marketing. Our app is hosted by a cloud provider in
Singapore.

Access and correction: email dpo@pearlleaf.sg. We respond as soon as reasonably possible, normally within 30 days; if
we need longer, we will tell you within 30 days when we expect to reply.

Retention: inactive accounts are deleted after 24 months without an order. Our Data Protection Officer can be reached
at dpo@pearlleaf.sg.`,
    breaches: [],
  },
  {
    id: "b15-sg-clinic-group-breach-plan",
    jurisdiction: "SG",
    title: "SG clinic group: data breach response plan and retention note",
    text: `Lion City Family Clinics Pte. Ltd. — Data Breach Response Plan

1. Staff report any suspected breach to the Data Protection Officer immediately.
2. The DPO assesses the breach. A breach is treated as notifiable only if it affects more than 1,000 patients.
3. Notifiable breaches are reported to the Personal Data Protection Commission within 30 days after the DPO completes
   the assessment, so that the report is complete and accurate.
4. Affected patients are informed where the DPO considers it appropriate.

Record retention (annex): patient registration records, NRIC numbers and contact details are kept indefinitely, even
for patients who have not visited for many years, as storage is cheap and they may return.`,
    breaches: ["sg-pdpa-2012 26D", ["sg-pdpa-2012 26B", "sg-pdpa-2012 26D"], "sg-pdpa-2012 25"],
  },
  {
    id: "b15-br-telehealth-app",
    jurisdiction: "BR",
    title: "BR telehealth app: privacy policy extract",
    text: `SaúdeJá Tecnologia Ltda. (São Paulo) — Privacy policy (English version)

When you book a video consultation we collect your name, CPF, date of birth, symptoms, diagnoses and prescriptions.

We use your consultation data, including diagnoses, on the basis of our legitimate interest to build anonymised and
non-anonymised statistics for pharmaceutical partners and to suggest health products to you.

Your consent to marketing may be revoked only by registered letter with a notarised signature sent to our São Paulo
office.

Requests for a copy of your data: we send the complete statement within 45 days of your request.

Data protection officer: encarregado@saudeja.com.br.`,
    breaches: ["br-lgpd 11", "br-lgpd 8", "br-lgpd 19"],
  },
  {
    id: "b15-br-gym-notice-lawful",
    jurisdiction: "BR",
    title: "BR gym network: member privacy notice (lawful)",
    text: `Academia Movimento S.A. (Curitiba) — Privacy notice for members

Controller: Academia Movimento S.A. Data protection officer (encarregado): Carla Souza, dpo@movimento.com.br.

What we use and why: your name, CPF, address and payment details to run your membership contract (LGPD Art. 7, V);
your attendance records to manage capacity (legitimate interest, Art. 7, IX); your fitness assessment results, which
are health data, only with your specific consent, given on a separate, highlighted form (Art. 11, I). Under-12s join
only with the specific consent of a parent.

Your rights: confirmation, access, correction, anonymisation or deletion, portability, information about sharing, and
revocation of consent — which you can do at any time in the app, in one tap, free of charge. Full copies of your data
are sent within 15 days of your request.

Sharing: our payment processor and our app provider, under contract. International transfers: our app provider stores
backups in the EU under the ANPD's standard contractual clauses.

Security incidents that may cause relevant risk or damage are reported to the ANPD and to affected members within 3
working days. Retention: until 5 years after the end of your contract, then deleted.`,
    breaches: [],
  },
];
