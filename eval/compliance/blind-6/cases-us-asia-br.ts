import type { ComplianceCase } from "../types";

/**
 * Blind set 6, texts for California (CCPA/CPRA and its regulations), India (DPDP Act 2023), Singapore (PDPA 2012) and
 * Brazil (LGPD). Expected breaches written from the statutes (and shared/domain/compliance-obligations-reference.md) as
 * at 27 November 2026, before any rule pack was run on them and before the rule code was read. The DPDP Act's ss. 4-10
 * are listed although they apply only from May 2027 (the suite's convention: the engine must say so).
 */
export const blind6UsAsiaBrCases: ComplianceCase[] = [
  {
    id: "b6-ca-outdoor-retailer-notice",
    jurisdiction: "US-CA",
    title: "California outdoor-gear retailer with stores: shares browsing data for targeted ads, no opt-out link, ignores GPC, requests by post only",
    text: `California Privacy Notice — Sierra Trail Outfitters, Inc.
Sierra Trail Outfitters operates 42 retail stores in California and the website sierratrail.example. Annual revenue exceeds $100 million.
We collect identifiers (name, email, postal address, IP address), purchase history and browsing activity on our website.
We share browsing activity and device identifiers with advertising partners through cookies and pixels so that they can show you ads for our products on other websites (cross-context behavioral advertising).
Our website does not respond to Global Privacy Control or other browser opt-out signals.
California residents may request to know or delete their personal information by writing to: Privacy Requests, Sierra Trail Outfitters, PO Box 2210, Sacramento, CA 95812. We do not accept requests by telephone or online.`,
    breaches: [
      ["us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.135", "us-ca-ccpa 1798.120"],
      ["us-ca-ccpa-regulations 7025", "us-ca-ccpa 1798.135(b)", "us-ca-ccpa 1798.135(e)"],
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa 1798.100(a)(3)", "us-ca-ccpa 1798.100"],
    ],
  },
  {
    id: "b6-ca-dating-app-notice",
    jurisdiction: "US-CA",
    title: "California dating app: precise location and health details used for ad targeting with no way to limit it, opt-out only with an account, 90 days to delete",
    text: `Privacy Policy for California Users — Kindred Match LLC
Kindred Match collects your profile details, photos, precise geolocation and any health information you share in your profile (for example HIV status or pregnancy) and uses them, including your precise location and health information, to target advertising from our partners to you inside and outside the app.
Kindred Match does not offer California users a way to limit the use of their sensitive personal information.
To opt out of the sale or sharing of your personal information, you must first create a Kindred Match account and sign in; requests from people without an account cannot be processed.
You may ask us to delete your personal information by emailing privacy@kindredmatch.example or calling 1-800-555-0199. We will respond within 90 days of receiving your request.`,
    breaches: [
      ["us-ca-ccpa 1798.121", "us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.135"],
      ["us-ca-ccpa 1798.135(c)", "us-ca-ccpa 1798.135", "us-ca-ccpa-regulations 7026"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
      ["us-ca-ccpa 1798.100(a)(3)", "us-ca-ccpa 1798.100"],
    ],
  },
  {
    id: "b6-ca-meal-kit-notice-compliant",
    jurisdiction: "US-CA",
    title: "California meal-kit company notice: no sale or sharing, retention per category, toll-free number and web form, 45 days",
    text: `California Consumer Privacy Act Notice — GreenCrate Foods, Inc. (last updated 1 October 2026)
Personal information we collect: identifiers (name, email, delivery address, phone number), commercial information (orders and subscription history), payment information (processed by our payment provider), and dietary preferences you choose to give us. We collect it from you and from your use of our website and app.
Why we use it: to deliver your meal kits, manage your subscription, provide customer support, prevent fraud and comply with the law. We disclose personal information for these business purposes to our delivery carriers, payment processor and cloud hosting provider, under contracts that limit their use of it.
We do not sell or share your personal information, and we do not use or disclose sensitive personal information for any purpose other than those permitted by the CCPA regulations. We do not knowingly collect personal information of consumers under 16.
How long we keep it: account and order data for the life of your account plus three years; payment records for seven years; support tickets for two years.
Your rights: you may request to know, delete or correct the personal information we hold about you, and you will not be discriminated against for exercising your rights. Submit a request by calling 1-888-555-0142 (toll-free) or through the form at greencrate.example/privacy-request. We confirm receipt within 10 business days and respond within 45 calendar days; if we need more time (up to a further 45 days) we will tell you why. We verify requests by matching information you give us with our records. You may use an authorized agent.`,
    breaches: [],
  },
  {
    id: "b6-in-instant-loan-app-notice",
    jurisdiction: "IN",
    title: "Indian instant-loan app: consent to contacts, photos and location for any purpose, withdrawal only by registered post, breaches reported only above 10,000 accounts",
    text: `Privacy Policy — LendQuick Fintech Private Limited, Bengaluru
By tapping "I Agree" you consent to LendQuick accessing the contacts, photos, call logs and location on your phone and using them for any purpose connected with our business, including loan recovery by contacting your friends and family.
Consent may be withdrawn only by a letter sent by registered post to our registered office in Bengaluru.
Data breaches: we will notify affected users of a personal data breach only where more than 10,000 accounts are affected; the Data Protection Board will be informed if it directs us to report.`,
    breaches: [
      ["in-dpdp-act-2023 6(1)", "in-dpdp-act-2023 6"],
      ["in-dpdp-act-2023 6(4)", "in-dpdp-act-2023 6"],
      ["in-dpdp-act-2023 8(6)"],
      ["in-dpdp-act-2023 5(1)", "in-dpdp-act-2023 5"],
    ],
  },
  {
    id: "b6-in-coding-classes-for-kids",
    jurisdiction: "IN",
    title: "Indian online coding classes for 10 to 17 year-olds: self-declared parental permission, advertising SDKs profiling the children",
    text: `Privacy Notice — CodeTots Learning Private Limited, Pune
CodeTots offers live coding classes for students aged 10 to 17.
To sign up, the student enters their name, school, class and email address and ticks the box "I am 18 or older, or my parent has allowed me to sign up". We do not contact parents.
Our app includes analytics and advertising SDKs which track how each student uses the app and build an interest profile, so that students are shown personalised advertisements for courses, games and gadgets from our partners.`,
    breaches: [
      ["in-dpdp-act-2023 9(1)", "in-dpdp-act-2023 9"],
      ["in-dpdp-act-2023 9(3)", "in-dpdp-act-2023 9"],
      ["in-dpdp-act-2023 5(1)", "in-dpdp-act-2023 5"],
    ],
  },
  {
    id: "b6-sg-fitness-club-membership-form",
    jurisdiction: "SG",
    title: "Singapore fitness club form: third-party marketing consent required to join, data kept indefinitely, breaches reported to the PDPC within 30 days",
    text: `Membership Application — PowerHouse Fitness Pte. Ltd., Singapore
Please provide your full name, NRIC number, mobile number, email address and date of birth.
By signing this form you consent to PowerHouse Fitness disclosing your name, mobile number and email address to our partner insurers, banks and supplement brands so that they may send you marketing messages. Applications without this consent cannot be accepted.
Members' personal data is retained indefinitely, including after membership ends.
If a data breach occurs, we will notify the Personal Data Protection Commission within 30 days of discovering it.`,
    breaches: [
      ["sg-pdpa-2012 14(2)(a)", "sg-pdpa-2012 14"],
      ["sg-pdpa-2012 25"],
      ["sg-pdpa-2012 26D(1)", "sg-pdpa-2012 26D"],
    ],
  },
  {
    id: "b6-br-pet-shop-app-notice-compliant",
    jurisdiction: "BR",
    title: "Brazilian pet-shop app notice: bases named, encarregado published, ANPD standard clauses for transfers, 15-day access statement",
    text: `Aviso de Privacidade — PetFeliz Comércio Ltda., São Paulo
PetFeliz Comércio Ltda. (CNPJ 12.345.678/0001-90) is the controller of your personal data. Our data protection officer (encarregado) is Mariana Costa, encarregado@petfeliz.example.
We use your name, CPF, address, phone and order history to process and deliver your orders (performance of a contract, LGPD Art. 7, V) and keep tax records as the law requires (legal obligation, Art. 7, II). With your specific consent, given by a separate, unticked option in the app, we send you offers by email; you can revoke it at any time, free of charge, in the app settings or by the link in each email.
We share data with our delivery partners, our payment processor and our cloud provider. Our cloud provider stores data in the United States; these transfers are made under the standard contractual clauses approved by the ANPD (Resolution CD/ANPD 19/2024), incorporated in full in our contract.
We keep order records for five years after the purchase to meet tax obligations, and account data until you close your account.
You may confirm whether we process your data, access, correct, anonymise, block or delete it, request portability, obtain information about sharing, and revoke consent. We reply to access requests immediately in simplified form or, if you ask for a complete statement, within 15 days. You can also petition the ANPD.
If a security incident may create relevant risk or damage to you, we will inform you and the ANPD as required by the LGPD and ANPD regulations.`,
    breaches: [],
  },
  {
    id: "b6-br-pharmacy-delivery-app-notice",
    jurisdiction: "BR",
    title: "Brazilian pharmacy delivery app: consent for any purposes, prescription data shared with advertisers on legitimate interest, 30-day access replies, incidents disclosed only if ordered",
    text: `Política de Privacidade — FarmaJá Entregas Ltda., Rio de Janeiro
FarmaJá Entregas Ltda. is the controller of your data. Our encarregado is Paulo Lima, dpo@farmaja.example.
By accepting our Terms of Use you authorise FarmaJá to use your personal data for any purposes.
Based on our legitimate interest, we share the medicines you buy and your prescription details with pharmaceutical laboratories and advertising partners so that they can offer you products.
Requests for access to your data are answered within 30 days.
We will report security incidents to the ANPD and to affected users only if ordered to do so by the authority.`,
    breaches: [["br-lgpd 8"], ["br-lgpd 11"], ["br-lgpd 19"], ["br-lgpd 48"], ["br-lgpd 9"]],
  },
];
