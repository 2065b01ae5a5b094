import type { ComplianceCase } from "../types";

/**
 * Blind set 4, privacy texts: EU and UK notices, banners, sign-up forms and marketing messages, CCPA, DPDP, PDPA and
 * LGPD notices. Each text's `breaches` were written from the statutes (and shared/domain/compliance-obligations-
 * reference.md) before the rule packs were run on it; texts with `breaches: []` are lawful on the topics they cover.
 */
export const blind4PrivacyCases: ComplianceCase[] = [
  {
    id: "b4-de-fitness-tracker-notice",
    jurisdiction: "DE",
    title: "German fitness-tracker app: heart-rate data on legitimate interests, US hosting with no mechanism",
    text: `Datenschutzhinweise / Privacy notice — PulsFit GmbH
PulsFit GmbH, Torstraße 140, 10119 Berlin, is responsible for your personal data. You can reach our data protection officer at dpo@pulsfit.example.
When you wear the PulsFit band, the app records your heart rate, sleep patterns and step count. We analyse these readings on the basis of our legitimate interests in improving our training algorithms.
We use your email address and payment details to run your subscription; this is necessary for the performance of our contract with you.
Our app backend and all synchronised readings are hosted by a cloud provider in the United States.
Recipients of your data are our hosting provider, our payment processor and our customer-support tool.
We delete your readings 24 months after you close your account, and invoices after 10 years as tax law requires.
You have the right of access, rectification, erasure, restriction, data portability and to object to processing based on legitimate interests.
You may lodge a complaint with the Berlin Commissioner for Data Protection and Freedom of Information or any other supervisory authority.
You must give us your email address to create an account; without it we cannot provide the service.`,
    breaches: [["eu-gdpr 9", "eu-gdpr 9(2)"], ["eu-gdpr 44", "eu-gdpr 46"], "eu-gdpr 13(1)(f)"],
  },
  {
    id: "b4-fr-bookshop-compliant-notice",
    jurisdiction: "FR",
    title: "French online bookshop: a complete, lawful notice",
    text: `Politique de confidentialité — Privacy notice of Librairie des Quais SAS
Librairie des Quais SAS, 12 quai de la Tournelle, 75005 Paris, is the controller. Contact: privacy@librairiedesquais.example.
We use your name, postal address and order history to deliver your orders and handle returns (performance of our contract with you) and keep invoices to meet our accounting obligations (legal obligation).
If you tick the newsletter box, which is not ticked in advance and is not needed to place an order, we send you our monthly newsletter on the basis of your consent. You can withdraw your consent at any time with the unsubscribe link in every newsletter.
Our recipients are our logistics partner, our payment provider and our hosting provider in Ireland.
Our email service provider is based in the United States; transfers to it rely on the standard contractual clauses adopted by the European Commission, a copy of which you can request from us.
We keep customer accounts for three years after your last order and invoices for ten years.
You have the right of access, rectification, erasure, restriction, portability and objection. We answer requests within one month.
You may lodge a complaint with the CNIL.
Your delivery address is required to fulfil an order; the rest is optional.`,
    breaches: [],
  },
  {
    id: "b4-nl-webshop-cookie-banner",
    jurisdiction: "NL",
    title: "Dutch webshop banner: advertising cookies on OK or continued use, no refusal",
    text: `Cookies on Fietsenwinkel.example
We use functional and analytical cookies, and our advertising partners place tracking cookies to show you relevant ads on other websites.
By clicking OK or by continuing to use this website you agree to the use of all cookies.
[OK]`,
    breaches: [["nl-telecommunicatiewet 11.7a", "eu-eprivacy-directive 5(3)", "eu-eprivacy-directive 5"]],
  },
  {
    id: "b4-es-travel-cookie-banner-compliant",
    jurisdiction: "ES",
    title: "Spanish travel site banner: prior consent with reject all on the first layer",
    text: `Cookie settings
We use technical cookies that are needed for the site to work. With your consent we would also like to use analytics cookies to measure visits and advertising cookies from third parties to show you personalised ads.
None of these optional cookies are set until you accept them. You can change your choice at any time in Cookie settings at the foot of each page.
[Accept all] [Reject all] [Configure]`,
    breaches: [],
  },
  {
    id: "b4-ie-insurer-breach-procedure",
    jurisdiction: "IE",
    title: "Irish insurer breach procedure: DPC told only above 1,000 people and after 5 working days; customers never told",
    text: `Personal Data Breach Procedure — Cliffside Insurance DAC
This procedure applies to all employees who discover a security incident involving customer personal data.
Incidents must be reported to the Information Security team immediately, who will record them in the incident register.
The Data Protection Commission will be notified only where a breach affects more than 1,000 policyholders, and in that case within five working days of the investigation being completed.
Affected customers will not be informed of a breach, even a breach involving their health or bank details, so as to avoid reputational damage.`,
    breaches: ["eu-gdpr 33(1)", "eu-gdpr 34(1)"],
  },
  {
    id: "b4-it-shop-account-signup",
    jurisdiction: "IT",
    title: "Italian shop sign-up form: marketing consent bundled with the account; opt-out by registered letter",
    text: `Create your account — Moda Lago S.r.l.
By creating an account you agree to receive our newsletter and commercial offers from our partner brands by email and SMS.
To stop receiving marketing messages, you must send a registered letter to Moda Lago S.r.l., Via Roma 5, 22100 Como.
[Create account]`,
    breaches: [["eu-gdpr 7(4)", "eu-gdpr 7", "eu-gdpr 4(11)"], ["eu-gdpr 7(3)", "eu-gdpr 21(3)", "eu-gdpr 21"]],
  },
  {
    id: "b4-gb-homeware-retailer-notice",
    jurisdiction: "GB",
    title: "UK homeware retailer: Philippines support centre with no safeguard, 90-day replies, £25 access fee",
    text: `Privacy notice — Oakhouse Living Ltd
Oakhouse Living Ltd, 22 Market Street, Manchester M1 1PT, is the controller of your personal data. Email dataprotection@oakhouse.example.
We use your name, address and order details to deliver your orders (performance of our contract with you) and to keep our tax records (legal obligation).
Our customer-service centre in the Philippines handles your calls and emails and has access to your order history.
We share your details with our delivery couriers and our payment provider.
We keep order records for six years after the end of the financial year in which you bought.
You have the right of access, rectification, erasure, restriction, portability and to object. We will respond to your request within 90 days.
We charge an administration fee of £25 for every access request.
You have the right to complain to the Information Commissioner's Office.
We need your address to deliver your order; without it we cannot fulfil it.`,
    breaches: [["uk-gdpr 44A", "uk-gdpr 46"], "uk-gdpr 13(1)(f)", "uk-gdpr 12(3)", ["uk-gdpr 12(5)", "uk-gdpr 15"]],
  },
  {
    id: "b4-gb-recruiter-notice-idta",
    jurisdiction: "GB",
    title: "UK recruiter: a lawful notice with transfers to India under the IDTA",
    text: `Candidate privacy notice — Brightpath Recruitment Ltd
Brightpath Recruitment Ltd, 4 Park Row, Leeds LS1 5HD, is the controller. Contact our privacy team at privacy@brightpath.example.
We use your CV, contact details and work history to introduce you to employers on the basis of our legitimate interests in providing recruitment services, and to check your right to work (legal obligation).
We share your CV with the employers you agree to be put forward to, and with our IT support provider.
Our IT support provider is based in India. Those transfers take place under the International Data Transfer Agreement issued by the Information Commissioner; ask us for a copy.
We keep candidate records for two years after our last contact with you.
You have the right of access, rectification, erasure, restriction, portability and to object to our use of your data. We respond within one month.
You can complain to the Information Commissioner's Office.
You do not have to give us your CV, but we cannot put you forward for roles without it.`,
    breaches: [],
  },
  {
    id: "b4-gb-marketing-email-bought-list",
    jurisdiction: "GB",
    title: "UK marketing email to addresses from a bought list",
    text: `Subject: 40% off garden furniture this weekend only!
Hi there,
You are receiving this email because your address appears on a list of home-improvement enthusiasts that we purchased from a data broker.
Our summer sale starts Friday: 40% off all garden furniture at GreenShed Ltd, plus free delivery on orders over £50.
Shop now at greenshed.example/sale.
If you would rather not hear from us, reply to this email with REMOVE in the subject line.
GreenShed Ltd, Unit 3, Riverside Park, Norwich NR1 1AA`,
    breaches: ["uk-pecr-2003 22"],
  },
  {
    id: "b4-gb-sms-soft-opt-in-lawful",
    jurisdiction: "GB",
    title: "UK SMS to existing customers under the soft opt-in (lawful)",
    text: `Marketing texts — how we contact our customers
When you buy from Hilltop Coffee Ltd online we ask whether you want to hear about our offers; the box is unticked and you can say no at checkout.
If you did not say no, we may send you occasional text messages about our coffee and brewing equipment, similar to what you bought.
Every text message tells you how to stop: reply STOP free of charge and we will not text you again.
We never send marketing texts or emails to people who have not bought from us unless they have signed up to our newsletter.`,
    breaches: [],
  },
  {
    id: "b4-gb-gym-signup-preticked",
    jurisdiction: "GB",
    title: "UK gym sign-up: pre-ticked email and SMS offers from partners",
    text: `Join FitHub — online membership form
Name, email address, mobile number and date of birth.
[x] Send me offers by email and SMS from FitHub and carefully selected partners. Untick this box if you don't want them.
[ ] I accept the membership terms and conditions.
[Join now]`,
    breaches: ["uk-pecr-2003 22", ["uk-gdpr 4(11)", "uk-gdpr 7", "uk-gdpr 7(1)", "uk-gdpr 6"]],
  },
  {
    id: "b4-ca-data-broker-notice",
    jurisdiction: "US-CA",
    title: "Californian retailer selling to brokers, ignoring GPC, mail-only requests, 90 days",
    text: `Privacy Policy for California Residents — SunCoast Outfitters Inc.
We collect identifiers such as your name, email address and IP address, your purchase history and your approximate location.
We sell customer lists, including purchase history, to data brokers and marketing companies.
Our website does not respond to Global Privacy Control or other browser opt-out preference signals.
California residents may request to know or delete their personal information by writing to SunCoast Outfitters Inc., PO Box 400, San Diego, CA 92101. We do not accept requests by email or phone.
We will respond to verified requests within 90 days.
We keep your information for as long as necessary for our business purposes.`,
    breaches: [
      ["us-ca-ccpa 1798.135(a)", "us-ca-ccpa 1798.135", "us-ca-ccpa 1798.120"],
      ["us-ca-ccpa-regulations 7025", "us-ca-ccpa 1798.135(b)"],
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
      ["us-ca-ccpa 1798.100(a)(3)", "us-ca-ccpa 1798.100"],
    ],
  },
  {
    id: "b4-ca-streaming-compliant-notice",
    jurisdiction: "US-CA",
    title: "Californian streaming service: a lawful notice",
    text: `California Privacy Notice — Riverbend Streaming LLC
We collect identifiers (name, email address, device ID), viewing history and payment information to provide the service.
We share viewing data with advertising partners for cross-context behavioral advertising, which counts as sharing under California law. You can opt out through the "Do Not Sell or Share My Personal Information" link at the foot of every page.
We treat a Global Privacy Control signal from your browser as a valid request to opt out of sale and sharing.
We do not collect sensitive personal information.
You may submit requests to know, correct or delete by calling our toll-free number 1-800-555-0199 or using the web form at riverbend.example/privacy-request.
We confirm receipt within 10 business days and respond within 45 calendar days.
We keep account data for the life of your account plus 2 years, and viewing history for 18 months.
We will not discriminate against you for exercising your rights.`,
    breaches: [],
  },
  {
    id: "b4-in-edtech-app-policy",
    jurisdiction: "IN",
    title: "Indian ed-tech app: targeted ads to school pupils, consent for any purpose, selective breach notice",
    text: `Privacy Policy — VidyaPath Learning Pvt Ltd
VidyaPath is a learning app for students of classes 6 to 10.
By downloading and using the app, you consent to the processing of your personal data for any purpose VidyaPath considers necessary.
We track each student's activity in the app and their browsing to show them targeted advertisements for coaching institutes.
If a data breach occurs we will inform users only if we consider the breach serious.
Users may write to grievance@vidyapath.example with any complaint.`,
    breaches: [["in-dpdp-act-2023 6(1)", "in-dpdp-act-2023 6"], ["in-dpdp-act-2023 9", "in-dpdp-act-2023 9(3)", "in-dpdp-act-2023 9(1)"], "in-dpdp-act-2023 8(6)"],
  },
  {
    id: "b4-sg-membership-programme",
    jurisdiction: "SG",
    title: "Singapore retail membership: partner marketing as a condition, indefinite retention, 30-day PDPC notice",
    text: `Membership Terms and Data Protection Notice — LionMart Pte Ltd
To join the LionMart Rewards programme, members must agree to receive marketing messages from our partner companies; applications without this consent will not be processed.
We keep members' personal data indefinitely, even after the membership ends.
If a data breach occurs, we will notify the Personal Data Protection Commission within 30 days of discovering it.
Members may ask for access to their personal data by emailing dpo@lionmart.example.`,
    breaches: [["sg-pdpa-2012 14(2)(a)", "sg-pdpa-2012 14"], "sg-pdpa-2012 25", ["sg-pdpa-2012 26D", "sg-pdpa-2012 26D(1)"]],
  },
  {
    id: "b4-br-delivery-app-lgpd",
    jurisdiction: "BR",
    title: "Brazilian delivery app: generic consent, facial recognition on legitimate interest, 30-day access replies",
    text: `Política de Privacidade / Privacy Policy — Entrega Já Ltda.
By using the app you authorise Entrega Já to process your personal data for any purposes.
To verify couriers' identity we use facial recognition at every login, on the basis of our legitimate interest in preventing fraud.
Our data protection officer (encarregado) is Ana Souza, dpo@entregaja.example.
We answer requests for confirmation and access to your data within 30 days.`,
    breaches: ["br-lgpd 8", "br-lgpd 11", "br-lgpd 19"],
  },
];
