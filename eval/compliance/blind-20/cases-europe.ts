import type { ComplianceCase } from "../types";

/**
 * Blind set 20, the EU and the UK: cookie banners (ePrivacy Directive Art. 5(3); UK PECR reg. 6), sign-up consent,
 * health data, processor terms, a breach memo, transfers and retention, subject-request handling, email and SMS
 * marketing (PECR regs. 22–23) and biometrics, in Portugal, Poland, Belgium, Austria, Sweden, Denmark (the GDPR itself:
 * the registry holds no national data-protection or cookie rule for these states) and the United Kingdom. Lawful texts
 * list none.
 */
export const blind20EuropeCases: ComplianceCase[] = [
  {
    id: "b20-pt-bakery-cookie-banner",
    jurisdiction: "PT",
    title: "Portuguese bakery chain: cookie banner and tag set-up",
    text: `Pastelaria Ribeirinha, Lda. (Porto) — online ordering site, banner at the top of the page

"Este site utiliza cookies para melhorar a sua experiência e para lhe mostrar anúncios personalizados. Ao continuar a
navegar está a aceitar a nossa política de cookies. [OK, percebi]"

Developer's note: the Facebook pixel, Google Ads remarketing and Hotjar session recording load with the page. There is
no reject option and no way to pick categories; "OK, percebi" only hides the banner.`,
    breaches: ["eu-eprivacy-directive 5(3)"],
  },
  {
    id: "b20-pl-shop-signup-consent",
    jurisdiction: "PL",
    title: "Polish electronics shop: account creation screen and rights FAQ",
    text: `ElektroPunkt sp. z o.o., Wrocław — "Create your account" screen (English version)

[ ] I accept the Terms of Service, the Privacy Policy and I agree to receive newsletters and offers from ElektroPunkt
    and its partners by email and SMS. (required)
[Create account]

The box must be ticked to open an account; there is no separate box for marketing.

FAQ — "How do I get my data deleted?"
Send us a message through the contact form. Our customer team handles deletion and access requests within 60 days of
receiving them, in the order they arrive. We do not send updates while a request is in the queue.`,
    breaches: [["eu-gdpr 7", "eu-eprivacy-directive 13"], "eu-gdpr 12(3)"],
  },
  {
    id: "b20-be-museum-cookie-panel",
    jurisdiction: "BE",
    title: "Belgian museum: cookie banner and preference panel",
    text: `Musée des Arts Appliqués de Liège asbl — first visit to the website

"We use a few cookies that the site needs to work (language choice, your ticket basket). With your permission we would
also like to use analytics cookies (Matomo, kept 13 months) and YouTube embeds, which let Google set cookies. You can
change your mind at any time from 'Cookie settings' at the bottom of every page."

[Accept all]   [Reject all]   [Choose]

Both main buttons are the same size and colour. "Choose" opens two switches, both off by default. Until a visitor
accepts, Matomo does not load and videos show a placeholder that asks for consent before loading YouTube.`,
    breaches: [],
  },
  {
    id: "b20-at-clinic-patient-data",
    jurisdiction: "AT",
    title: "Austrian dermatology clinic: patient information sheet",
    text: `Hautambulatorium Dr. Gruber GmbH, Graz — information for patients (extract)

3. What we do with your data. We record your diagnosis, photos of skin conditions and the medicines prescribed. On the
basis of our legitimate interest in developing our practice, we pass patient lists with diagnoses to selected
pharmaceutical companies, which use them to send patients information and samples about new treatments. You can
object by writing to us.

6. How long we keep it. Patient files, photographs and marketing lists are kept without time limit, because they may be
useful one day.`,
    breaches: ["eu-gdpr 9", "eu-gdpr 5(1)(e)"],
  },
  {
    id: "b20-se-payroll-processor-terms",
    jurisdiction: "SE",
    title: "Swedish payroll bureau: data processing clause in the service terms",
    text: `LönePartner AB, Göteborg — General terms for payroll services, section 11 "Personal data"

11.1 The customer is controller and LönePartner is processor of employee data (names, personal identity numbers, bank
accounts, salaries, sick leave).
11.2 LönePartner may use the employee data it processes to develop and improve its own products, benchmarking reports
and marketing of its services to other customers.
11.3 LönePartner may engage subcontractors, in Sweden or abroad, as it sees fit. Customers will not be notified of new
subcontractors.
11.4 Security: LönePartner applies industry-standard security.`,
    breaches: ["eu-gdpr 28(3)", "eu-gdpr 28(2)"],
  },
  {
    id: "b20-dk-ransomware-memo",
    jurisdiction: "DK",
    title: "Danish webshop: internal memo after a ransomware attack",
    text: `To: management, Nordlys Sko ApS (Aarhus) — 3 March

On Friday night our customer database was encrypted and copied by a ransomware group. It holds about 40,000 customers'
names, addresses, CPR numbers collected for instalment payments, and order histories. The attackers have posted a
sample on a leak site.

Decision: we will not contact Datatilsynet until the external forensic report is complete, probably in three to four
weeks, so that we only report confirmed facts. Customers will not be informed, to avoid damaging the brand; customer
service will answer questions by saying we are looking into a technical issue.`,
    breaches: ["eu-gdpr 33", "eu-gdpr 34"],
  },
  {
    id: "b20-pt-recruiter-talent-pool",
    jurisdiction: "PT",
    title: "Portuguese recruitment agency: candidate privacy notice",
    text: `TalentoSul Recrutamento, Lda. (Lisboa) — candidate notice

When you apply, your CV, interview notes and test results join our talent pool. We keep the talent pool permanently so
that we can contact you about any future vacancy, even years from now; there is no deletion date.

Our databases are run by service providers with servers in the United States, India and the Philippines. Your data may
be stored in any of those countries. We have no contracts with these providers about data protection beyond their
standard online terms, and they are not certified under any transfer framework.`,
    breaches: ["eu-gdpr 5(1)(e)", ["eu-gdpr 44", "eu-gdpr 46"]],
  },
  {
    id: "b20-pl-subject-request-procedure",
    jurisdiction: "PL",
    title: "Polish insurer: internal procedure for data subject requests",
    text: `Ubezpieczenia Wisła S.A. — Procedure DS-4, requests from individuals

1. Requests (access, rectification, erasure, restriction, portability, objection) can be made by email, through the
   customer portal, by post or at any branch.
2. We reply without undue delay and in any case within one month of receipt. Where a request is complex or we receive
   many from the same person, the Data Protection Officer may extend this by up to two further months; the person is
   told of the extension and why within the first month.
3. The first copy of data is free. We ask for proof of identity only where we have reasonable doubts about who is
   asking, and only for what is needed to confirm it.
4. Objections to direct marketing are actioned at once and without exception.
5. If we do not act on a request, we explain why and tell the person that they may complain to the President of UODO
   or go to court.`,
    breaches: [],
  },
  {
    id: "b20-gb-bought-list-emails",
    jurisdiction: "GB",
    title: "UK garden furniture retailer: email campaign brief",
    text: `Campaign brief — Spring Sale, Greenacre Outdoor Ltd (Leeds)

List: 85,000 personal email addresses bought from LeadHive last month. The people on it have never dealt with us and
LeadHive cannot tell us how or whether consent was obtained.
Sender: emails go out under the name "Patio Deals Weekly" from a no-reply address; the footer does not name Greenacre
and there is no unsubscribe link or address, to keep the list as large as possible.
Send: three emails a week until the end of May.`,
    breaches: ["uk-pecr-2003 22", "uk-pecr-2003 23"],
  },
  {
    id: "b20-gb-recipe-site-cookies",
    jurisdiction: "GB",
    title: "UK recipe website: cookie notice",
    text: `Bramble Kitchen (bramblekitchen.co.uk) — footer notice

"We and our 140 advertising partners use cookies to personalise ads and measure their performance. By using this site
you agree to this."  [Continue]

Implementation note: ad network cookies and the partners' tracking pixels are set on the first page view. Clicking
"Continue" hides the notice. There is no way to refuse advertising cookies on the site.`,
    breaches: ["uk-pecr-2003 6"],
  },
  {
    id: "b20-gb-florist-sms-soft-optin",
    jurisdiction: "GB",
    title: "UK florist: SMS marketing set-up",
    text: `Petal & Stem Ltd (Bristol) — how we do SMS offers

At checkout we say: "We'd like to text you occasional offers on flowers and plants like the ones you've bought. Tick
here if you'd rather not hear from us: [ ]". Only customers who have bought from us and did not tick the box receive
texts, and only about our own flowers and plants.
Every text names Petal & Stem and ends "Reply STOP to opt out (free)". A STOP reply removes the number the same day.
We never buy or rent phone lists, and we do not text anyone who has not bought from us.`,
    breaches: [],
  },
  {
    id: "b20-gb-gym-fingerprint-entry",
    jurisdiction: "GB",
    title: "UK gym: membership terms on fingerprint entry and data requests",
    text: `IronWorks Fitness Ltd (Manchester) — membership terms, clause 9

9.1 Entry to all clubs is by fingerprint scan only. By becoming a member you consent to us creating and storing a
template of your fingerprint. Membership is not available without it, and there is no card or PIN alternative.
9.2 Requests for a copy of your personal data cost £25, payable before we start, and are answered within 90 days.`,
    breaches: [["uk-gdpr 9", "uk-gdpr 7"], "uk-gdpr 12(3)", ["uk-gdpr 12(5)", "uk-gdpr 15(3)"]],
  },
];
