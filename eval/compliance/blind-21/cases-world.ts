import type { ComplianceCase } from "../types";

/**
 * Blind set 21, outside Europe: Californian texts (CCPA/CPRA and its Regulations on sensitive personal information and
 * the right to limit, opt-in for consumers under 16, request methods and the 45-day timeline), a Virginia dating app, a
 * Colorado nonprofit (nonprofits are covered by the Colorado Privacy Act; the universal opt-out applies from 1 July
 * 2024), Indian texts under the DPDP Act (listed although its fiduciary duties start on 13 May 2027, the suite's
 * convention, evaluated as at EVAL_AS_OF), a Singapore tuition centre (PDPA, with the breach-notification duties of
 * ss. 26A–26E) and a Brazilian fintech (LGPD). Lawful texts list none.
 */
export const blind21WorldCases: ComplianceCase[] = [
  {
    id: "b21-ca-running-app-sensitive-data",
    jurisdiction: "US-CA",
    title: "Californian running app: privacy policy, advertising section",
    text: `StrideLoop Inc. (San Diego; annual revenue about $80 million) — Privacy Policy, "Ads and your choices"

We use your precise GPS routes, resting heart rate and the health conditions you add to your profile (for example
asthma or diabetes) to pick which sponsored plans and partner ads you see, inside the app and on partner sites.

You can stop us selling or sharing your information with the "Do Not Sell or Share My Personal Information" link in
Settings. We do not offer a way to restrict how we use your location or health details, because they are core to how
we choose ads.

The app is open to runners aged 13 and up; we ask for your date of birth at sign-up. Accounts of runners aged 13 to 15
are shared with our advertising partners on the same terms as everyone else's unless they use the opt-out link.`,
    breaches: [
      ["us-ca-ccpa 1798.121", "us-ca-ccpa-regulations 7027"],
      ["us-ca-ccpa 1798.135", "us-ca-ccpa-regulations 7014"],
      "us-ca-ccpa 1798.120",
    ],
  },
  {
    id: "b21-ca-mattress-deletion-reply",
    jurisdiction: "US-CA",
    title: "Californian mattress retailer: reply to an e-mailed deletion request",
    text: `DreamDock Mattress Co. (Sacramento; 14 stores and an online shop; revenue about $45 million) — e-mail of 5 March 2026

Hi Jordan,

We got your e-mail of 3 March asking us to delete your personal information. Unfortunately we can't act on requests
sent by e-mail or through the chat on our website. Please print our request form, sign it and mail it to our Privacy
Department, 800 Commerce Way, Sacramento, CA 95811. We do not take requests by phone.

Once your letter arrives, please allow up to 90 days for us to complete the request; our small team works through
letters in the order they arrive.

Thanks,
DreamDock Customer Care`,
    breaches: [
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa-regulations 7021", "us-ca-ccpa 1798.130(a)(2)"],
    ],
  },
  {
    id: "b21-ca-payroll-saas-privacy-choices-lawful",
    jurisdiction: "US-CA",
    title: "Californian HR software company: privacy request page",
    text: `Ledgerly Inc. (Oakland; revenue about $120 million) — web page reached from the "Your Privacy Choices" icon at the
foot of each page of our site

Getting a copy, fixing mistakes, erasing
- Fill in the form below, or ring 1-800-555-0142 at no cost (Monday–Friday, 8 a.m.–6 p.m. Pacific time).
- Within 10 business days you hear from us that the request has arrived, and the full answer follows no later than
  45 calendar days after it reached us. Should we need up to 45 days beyond that, you are told before the first 45 run
  out, with the reason.
- To check it is you, we match two details already on file; a Social Security number is never requested.

Advertising partners
- Device IDs of people browsing our website go to ad partners for cross-context behavioural advertising. Switch this
  off with the toggle below, or turn on Global Privacy Control: Ledgerly reads that signal as your opt-out from
  selling and sharing for the browser concerned and for any profile tied to it, and the page then shows "Opt-out
  request honoured".
- Where we know a person is younger than 16, their details are neither sold nor shared.

Sensitive details
- Sensitive personal information serves only to deliver what you asked for and to keep accounts secure and stop
  fraud, which is why no "limit" option appears here.

Using any of these rights never costs you more, lowers your service or loses you anything.`,
    breaches: [],
  },
  {
    id: "b21-va-dating-app-notice",
    jurisdiction: "US-VA",
    title: "Virginia dating app: privacy notice extract",
    text: `Kindred Match LLC (Arlington, Virginia; about 210,000 members in Virginia) — Privacy Notice, sections 4 and 7

4. What we work out about you. Our matching engine infers members' sexual orientation and religious beliefs from the
   profiles they view, like and message, and we use these inferences to rank matches and to target partner
   advertising. We do not ask members for permission to do this.
7. Your requests. E-mail privacy@kindredmatch.example to access, correct or delete your data. We aim to respond within
   90 days. All decisions on privacy requests are final; there is no appeal.`,
    breaches: [
      "us-va-cdpa 59.1-578(A)(5)",
      "us-va-cdpa 59.1-577(B)",
      "us-va-cdpa 59.1-577(C)",
    ],
  },
  {
    id: "b21-co-arts-council-patron-lists",
    jurisdiction: "US-CO",
    title: "Colorado nonprofit arts council: website privacy statement",
    text: `Front Range Arts Alliance (a Colorado nonprofit corporation, Denver; ticketing for about 140,000 Colorado patrons a
year) — Privacy Statement

As a nonprofit organisation, state consumer privacy laws do not apply to us. We exchange our patron lists (names,
addresses, e-mail and attendance history) with other arts organisations and receive their lists in return, and we let
an advertising partner use our website visitors' data to show them targeted ads on other sites.

Our website does not respond to Global Privacy Control or other browser opt-out signals. If you would rather not be
included in list exchanges, write to us at our Denver office.`,
    breaches: ["us-co-cpa 6-1-1306"],
  },
  {
    id: "b21-in-pharmacy-loyalty-lawful",
    jurisdiction: "IN",
    title: "Indian pharmacy chain: loyalty programme notice and consent screen",
    text: `MediKart Pharmacies Pvt. Ltd. (Bengaluru) — notice shown before joining the MediKart Rewards programme

The data, and the reason for each item
1. Name, mobile number and the medicines and products you buy — to keep your Rewards balance and credit points.
   (Required for membership.)
2. Your prescriptions — only if you ask us to keep them for faster refills. (Optional.)
3. Offers by SMS and WhatsApp based on what you buy. (Optional.)

[ ] I agree to 1.   [ ] I agree to 2.   [ ] I agree to 3.
Each box is unticked; you can join with box 1 alone.

Your choices and rights
- Withdraw any consent in the app under Profile > Privacy, with the same one tap you used to give it. When you
  withdraw, or when you close your account, we and our service providers delete the data held for that purpose unless
  a law requires us to keep it (for example sale records under drugs and tax laws).
- Ask for a summary of your data, correct it, erase it or name someone to act for you: privacy@medikart.example.
- Grievances: our Grievance Officer, Ms Latha Rao, grievance@medikart.example. If you are not satisfied with our
  reply, you may complain to the Data Protection Board of India.
- If a breach affects your data, we will tell you and the Data Protection Board of India.

This notice is also available in Kannada, Hindi and Tamil.`,
    breaches: [],
  },
  {
    id: "b21-in-homework-app-children",
    jurisdiction: "IN",
    title: "Indian homework-help app: sign-up screen and security policy extract",
    text: `Padhai Buddy Technologies Pvt. Ltd. (Noida) — app for students of classes 6 to 10

Sign-up screen:
"[ ] I am 18 or older, or my parent knows I am using Padhai Buddy.  [Start learning]"
The box is the only check. The app runs two advertising SDKs that build interest profiles from the chapters a student
studies and show targeted ads for coaching classes and gadgets between lessons.

Information security policy, section 6 (breaches):
"Users will be informed of a personal data breach only if the security team concludes that it is likely to cause them
serious harm. Other breaches are handled internally."`,
    breaches: ["in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9(3)", "in-dpdp-act-2023 8(6)"],
  },
  {
    id: "b21-sg-tuition-centre-policy",
    jurisdiction: "SG",
    title: "Singapore tuition centre: enrolment form and data policy",
    text: `BrightPath Learning Centre Pte. Ltd. (Singapore) — enrolment form and "How we look after your data"

Enrolment form, final line: "By enrolling, the parent agrees that BrightPath may pass the family's contact details to
our insurance and financial-planning partners so they can contact you about their products." Enrolment is not
accepted without this agreement.

Data policy:
- Student records, report cards and parents' contact details are kept indefinitely, in case the student returns.
- Data breaches: we treat a breach as reportable only if more than 1,000 students are affected; in that case we notify
  the Personal Data Protection Commission within 14 days of confirming the breach.`,
    breaches: [
      "sg-pdpa-2012 14(2)",
      "sg-pdpa-2012 25",
      ["sg-pdpa-2012 26B", "sg-pdpa-2012 26D"],
      "sg-pdpa-2012 26D",
    ],
  },
  {
    id: "b21-br-fintech-card-app",
    jurisdiction: "BR",
    title: "Brazilian card app: privacy policy extract",
    text: `Carteira Ágil Instituição de Pagamento S.A. (Curitiba) — Política de Privacidade (English version), sections 3–6

3. Selfies. Besides using your selfie to sign you in, we run the facial template through a model that estimates your
   age bracket and mood, and we use the result to choose which credit and insurance offers to show you. We do this on
   the basis of our legitimate interest in personalising offers; we do not ask for consent.
4. Where your data is stored. Our servers are hosted in the United States and India. We have not signed specific
   international transfer clauses with these providers, because they are large, reputable companies.
5. Access. You can ask for a full statement of the data we hold about you; we send it within 30 days of your request.
6. Withdrawing consent for marketing. Send a signed letter by registered post to our head office in Curitiba;
   withdrawals are processed at the end of each quarter.`,
    breaches: ["br-lgpd 11", "br-lgpd 33", "br-lgpd 19", "br-lgpd 8"],
  },
];
