import type { ComplianceCase } from "../types";

/**
 * Blind set 9, European texts: cookie banners under the national rules transposing Art. 5(3) of Directive 2002/58/EC
 * (FR, DE, GB PECR, IE, NL, ES, IT), GDPR and UK GDPR notices, a processor agreement, a breach procedure and a
 * marketing sign-up page. Each text's `breaches` were written from the statutes (as summarised in
 * shared/domain/compliance-obligations-reference.md) before any rule pack was run on it, by a helper who had not read
 * the rule code (lib/compliance/) or any earlier blind set's texts. A text with `breaches: []` is lawful on the topics
 * it covers.
 *
 * Conventions (as blind set 8): a cookie breach is listed once under the Directive and once under the national rule
 * (GB: PECR only); one fact is one listed breach, with the provisions a lawyer could equally cite for it as
 * alternatives.
 */
export const blind9EuropeCases: ComplianceCase[] = [
  {
    // Carrying on scrolling or clicking anywhere is taken as agreement to advertising cookies; only "OK" on the
    // first layer, refusal buried in a settings page (CNIL guidelines of 17 September 2020: refusing as easy as accepting).
    id: "b9-fr-cosmetics-banner-scroll",
    jurisdiction: "FR",
    title: "French cosmetics shop banner: scrolling or clicking anywhere means yes to partners' advertising cookies",
    text: `Maison Lavandière – a word about cookies 🍪

To give you a smoother visit, Maison Lavandière and its carefully chosen partners (audience measurement, social networks and advertising platforms) use cookies and other tracers on this site. Should you continue your visit – by scrolling down the page, clicking on a product or closing this window – you are deemed to accept their use for these purposes, including the display of offers tailored to your interests on other sites you visit.

[ OK for me ]

You can change your mind at any time from the "Cookie management" page, reachable from the legal notices at the bottom of each page, where you will also find how to configure your browser.`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b9-de-furniture-banner-lawful",
    jurisdiction: "DE",
    title: "German furniture store banner: accept all, reject all and settings on one level, nothing optional before a choice (lawful)",
    text: `Privacy settings – Möbelhaus Kranich GmbH

We need your consent before we and selected third parties may store information on your device or read it from there for the purposes below. Without your consent only the technically necessary cookies are used: the shopping cart (session), login (session), protection against fraudulent orders (csrf_token, session) and the storage of this choice (consent_state, 12 months). These are necessary to provide the shop you have asked for.

Statistics (optional): Google Analytics 4, provider Google Ireland Ltd; cookies _ga and _ga_*, 13 months. Helps us see which pages are used; data may be accessed from the USA by Google LLC, which is certified under the EU-U.S. Data Privacy Framework.
Marketing (optional): Meta Pixel (Meta Platforms Ireland Ltd), _fbp, 3 months; Microsoft Advertising, _uetsid, 1 day, and _uetvid, 13 months. Used to show you our offers on other websites and measure them.

None of the optional tools loads until you click "Accept all" or switch it on under "Settings". You can withdraw your consent at any time with the "Privacy settings" link in the footer, just as easily as you gave it.

[ Reject all ]   [ Settings ]   [ Accept all ]

More in our privacy policy. Imprint.`,
    breaches: [],
  },
  {
    // Advertising pixels presented as needed for the site to perform and set on page load; PECR reg. 6 requires
    // consent (the DUAA exemptions cover aggregate analytics, security, preferences, not advertising).
    id: "b9-gb-pub-chain-banner-pixels",
    jurisdiction: "GB",
    title: "GB pub chain banner: advertising pixels counted as 'site performance' and running before any choice",
    text: `The Fox & Lantern Inns – Cookies on our website

We use a few cookies to keep the website working properly and to help it perform at its best. These include tools from our technology partners such as the Meta Pixel, TikTok Pixel and Google Ads remarketing tag, which help us measure how our pub offers perform and reach guests with relevant deals on social media; as they are part of how our site performs they are switched on when the page loads.

You can turn off optional cookies – currently our live chat and the map showing our nearest pubs – using Manage preferences.

[ Accept ]   [ Manage preferences ]

Find out more in our Cookie Policy.`,
    breaches: ["uk-pecr-2003 6"],
  },
  {
    // Preferences centre with the performance and targeting switches already on (Planet49, C-673/17; DPC guidance
    // 2020): "Confirm my choices" gives no valid consent.
    id: "b9-ie-broker-toggles-on",
    jurisdiction: "IE",
    title: "Irish insurance broker preference centre: performance and targeting toggles on by default",
    text: `Clearwater Insurance Brokers DAC – Your cookie preferences

When you visit our website we may store or retrieve information on your browser, mostly in the form of cookies. Because we respect your right to privacy, you can choose not to allow some types of cookies. Click on the headings to find out more and change our default settings.

Strictly necessary cookies – Always active
These let you get a quote and keep you logged in.

Performance cookies – ON
These allow us to count visits and traffic sources (Hotjar, Google Analytics) so we can improve the quote journey.

Targeting cookies – ON
These may be set by our advertising partners (LinkedIn Insight Tag, Google Ads) to build a profile of your interests and show you relevant adverts on other sites.

[ Confirm my choices ]   [ Allow all ]`,
    breaches: [["ie-eprivacy-regulations-2011 5", "eu-eprivacy-directive 5(3)"]],
  },
  {
    // Advertising cookies load on arrival and can only be switched off afterwards.
    id: "b9-nl-news-site-ads-on-load",
    jurisdiction: "NL",
    title: "Dutch regional news site: advertising partners' cookies set on opening the page, switch-off afterwards",
    text: `Dagblad Noorderkwartier uses cookies

Our journalism is partly paid for by advertising. That is why our advertising partners (including Google, Xandr and Adform) place cookies and read device identifiers as soon as you open one of our pages, so that they can follow your visits to our and other websites and show you ads matching your interests. We also measure anonymously how many people read each article.

Would you rather not receive personalised advertising? You can switch off the advertising cookies afterwards via "Privacy settings" at the bottom of each page. Cookies already placed will then be removed the next time you visit.

[ Understood ]`,
    breaches: [["nl-telecommunicatiewet 11.7a", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b9-es-travel-agency-banner-lawful",
    jurisdiction: "ES",
    title: "Spanish travel agency banner: accept, reject and configure, purposes, third parties and durations (lawful)",
    text: `Viajes Albufera S.L. – Cookie settings

We use our own cookies, which are necessary for the website to work (for example to keep the dates you searched and your booking basket), and, only if you agree, third-party cookies to analyse how the site is used (Google Analytics: _ga, 2 years; _gid, 24 hours) and to show you advertising based on a profile built from your browsing habits (Meta: _fbp, 3 months; Google Ads: IDE, 13 months). Continuing to browse does not mean you accept them: until you choose, only the necessary cookies are used.

You can accept all cookies, reject those that are not necessary, or choose by purpose under "Configure". You can change or withdraw your choice at any time from the "Cookies" link in the footer. More information in our Cookie Policy, which lists each cookie, who places it and how long it lasts.

[ Reject ]   [ Configure ]   [ Accept ]`,
    breaches: [],
  },
  {
    // Garante guidelines of 10 June 2021: closing the banner with the X must keep the defaults (technical cookies only);
    // here closing it accepts profiling cookies.
    id: "b9-it-trattoria-close-accepts",
    jurisdiction: "IT",
    title: "Italian restaurant group banner: closing it with the X accepts profiling cookies",
    text: `Trattorie Nonna Pina S.r.l. – Cookie information

This site uses technical cookies and, subject to your consent, analytics and profiling cookies, our own and third parties', to send you promotional messages in line with the preferences you have expressed while browsing the web. By closing this banner with the X or selecting any element of the page you consent to the use of all cookies. To find out more or refuse consent to all or some cookies, read the extended policy.

[ Accept ]   [ X ]`,
    breaches: [["it-codice-privacy 122", "eu-eprivacy-directive 5(3)"]],
  },
  {
    // Member account cannot be created without agreeing to partners' offers (Art. 7(4)); data "kept as long as it
    // may be useful to us" (Art. 5(1)(e)); requests answered within three months (Art. 12(3): one month).
    id: "b9-fr-gym-chain-notice",
    jurisdiction: "FR",
    regulations: ["GDPR"],
    title: "French gym chain member notice: partner offers bundled into membership, open-ended keeping, three-month replies",
    text: `Privacy notice – Form & Forme clubs

Form & Forme SAS, 14 rue des Tanneurs, 69002 Lyon (RCS Lyon 812 345 678), is responsible for the personal data processed when you join one of our clubs or use the Form & Forme app. Our data protection officer can be reached at dpo@formeforme.fr.

What we use your data for
– Managing your membership, access badge, direct debits and class bookings (performance of your membership contract; surname, first name, date of birth, address, bank details and photograph are required, without them we cannot register you).
– Video surveillance of the club entrance and changing-room corridors (our legitimate interest in the security of members and staff; images kept 30 days).
– Sending you news and offers from Form & Forme and from our partners (sports nutrition brands, insurers, equipment makers). Membership includes receipt of these communications: ticking the box "I accept the general conditions of membership" confirms your agreement to them, and the subscription cannot be completed without it.

Who receives your data
Our payment provider, our app host (located in the EU), the club franchisees, and our partners for the offers above.

How long we keep your data
We keep your data for the duration of your membership and afterwards as long as it may be useful to us for commercial purposes.

Your rights
You may access, correct or delete your data, restrict or object to its use, and receive it in a portable format, by writing to dpo@formeforme.fr with a copy of an identity document. Given the volume of requests we receive, we reply within three months. You may also lodge a complaint with the CNIL (www.cnil.fr).`,
    breaches: [["eu-gdpr 7(4)", "eu-gdpr 7", "eu-gdpr 4(11)"], ["eu-gdpr 5(1)(e)", "eu-gdpr 13(2)(a)"], "eu-gdpr 12(3)"],
  },
  {
    id: "b9-de-telehealth-notice-lawful",
    jurisdiction: "DE",
    regulations: ["GDPR"],
    title: "German video-consultation practice notice: health data for treatment, ten-year records, one-month replies (lawful)",
    text: `Data protection information – Praxis Dr. med. Lena Vogt, video consultations

Controller: Dr. med. Lena Vogt, general practitioner, Lindenstraße 8, 50674 Köln, telephone 0221 555 0190, praxis@vogt-koeln.de. Data protection officer: Datenschutzkanzlei Rhein GmbH, dsb@datenschutz-rhein.de.

Which data and why
For a video consultation we process your name, date of birth, health insurance details, contact details and the health information you give us or that arises in the consultation (symptoms, diagnoses, prescriptions). We do so to treat you under the treatment contract (Art. 6(1)(b) GDPR) and, for health data, because processing is necessary for medical diagnosis and treatment by staff bound by professional secrecy (Art. 9(2)(h) and (3) GDPR with § 22(1)(1)(b) BDSG). We bill statutory health insurers and the Association of Statutory Health Insurance Physicians because the law requires it (Art. 6(1)(c) GDPR). You need to give us the data needed for treatment and billing; without it we cannot treat you by video.

Recipients
Our video service provider, which processes data on our instructions under a processing agreement; the consultation runs end-to-end encrypted and is not recorded. With your agreement, doctors treating you jointly; statutory health insurers and the Association for billing; laboratories we send samples to. We do not transfer your data to countries outside the European Union or the European Economic Area.

How long
We keep your medical records for ten years after the end of treatment, as § 630f(3) of the Civil Code requires, or longer where other laws require it, and then delete them.

Your rights
You have the right to access your data and receive a copy (Art. 15), to rectification (Art. 16), erasure (Art. 17), restriction (Art. 18), data portability (Art. 20) and to object to processing on the basis of legitimate interests (Art. 21). Where we rely on your consent you may withdraw it at any time for the future, as easily as you gave it. We answer within one month; if a request is complex we may extend this by up to two further months and will tell you why within the first month. You may complain to a supervisory authority, for example the State Commissioner for Data Protection and Freedom of Information of North Rhine-Westphalia.

We do not use automated decision-making or profiling.`,
    breaches: [],
  },
  {
    // CVs used "for any purpose connected with our business" (Art. 5(1)(b)); a screening team in Manila opens candidate
    // files with no safeguard (UK GDPR Chapter V, Art. 44A from 5 February 2026); replies "within 60 days" (Art. 12(3)).
    id: "b9-gb-recruitment-app-notice",
    jurisdiction: "GB",
    regulations: ["UK GDPR"],
    title: "GB recruitment app notice: CVs for any business purpose, Manila screening team, 60-day replies",
    text: `HireHive – Candidate Privacy Notice

HireHive Ltd (company number 11223344), 5 Quay Street, Bristol BS1 4DJ, runs the HireHive app and is the controller of the information you give us as a candidate. Questions: privacy@hirehive.co.uk.

The information you upload – your CV, work history, right-to-work documents, video introductions and test scores – helps us match you with roles our clients are recruiting for (steps you ask us to take before a possible contract, and our legitimate interest in running a recruitment service). Once uploaded, your CV and profile may also be used by HireHive for any purpose connected with our business from time to time, including building new products and selling labour-market insight reports.

We share your profile with clients whose roles you apply for, and with our IT providers. First-round screening is carried out by our sister team in Manila, who log into the HireHive platform to read and score candidate files; this arrangement is internal and informal, so no separate transfer paperwork is in place.

We keep candidate profiles for 2 years after your last log-in, then delete them.

You can ask for a copy of your information, for it to be corrected or deleted, for its use to be restricted, to object, or to have it moved to another provider. Email privacy@hirehive.co.uk; because our team is small, we aim to respond within 60 days. If you are unhappy, you can complain to the Information Commissioner's Office (ico.org.uk).`,
    breaches: ["uk-gdpr 5(1)(b)", ["uk-gdpr 44A", "uk-gdpr 46"], "uk-gdpr 12(3)"],
  },
  {
    id: "b9-ie-pharmacy-loyalty-notice-lawful",
    jurisdiction: "IE",
    regulations: ["GDPR"],
    title: "Irish pharmacy loyalty scheme notice: optional marketing, two-year keeping, one month plus two (lawful)",
    text: `Healy's Pharmacy Rewards – how we use your information

Who we are: Healy's Pharmacies Limited, 21 Main Street, Mullingar, Co. Westmeath, N91 X2Y3, is the controller for the Rewards scheme. You can contact our data protection officer at dpo@healys.ie or by post at that address.

What we collect and why: your name, email, mobile number and what you buy with your Rewards card (not your prescriptions, which are kept separately on our dispensing system and never used for Rewards). We use them to run the scheme – adding points and issuing vouchers – under the scheme terms you accept when you join (contract). Your name and email are needed for that; without them we cannot give you a card. If you tick the separate, unticked box on the sign-up form, we will also email you offers on our own health and beauty products (consent); joining does not depend on it, and each email has an unsubscribe link. You can withdraw consent at any time in the app, by replying STOP or by telling staff in store.

Who sees it: our IT and email providers, who act on our instructions under written contracts; our email provider stores data in Ireland. Nothing is sent outside the European Economic Area.

How long: we keep your Rewards account while it is active and delete it 2 years after your last purchase with the card.

Your rights: you can ask for access to and a copy of your information, correction, deletion, restriction, portability, and you can object at any time to direct marketing. We reply within one month, or, for complex requests, tell you within that month that we need up to two more months and why. You can complain to the Data Protection Commission (www.dataprotection.ie).

We do not make automated decisions about you.`,
    breaches: [],
  },
  {
    // Sub-processors at the supplier's discretion with no authorisation or objection (Art. 28(2)); customer data used
    // to improve the supplier's own products (Art. 28(3)(a)); data kept after the end "for archiving" (Art. 28(3)(g)).
    id: "b9-nl-crm-processor-terms",
    jurisdiction: "NL",
    regulations: ["GDPR"],
    title: "Dutch CRM supplier's processing terms: sub-processors at will, data used to improve products, kept after the end",
    text: `Annex 3 – Data Processing Terms (KlantKompas B.V.)

1. Scope. These terms apply where KlantKompas B.V. ("Supplier") processes personal data on behalf of the Customer in providing the KlantKompas CRM platform. The subject matter, duration, nature and purpose of the processing, the types of personal data (contact details of the Customer's own customers and leads, correspondence, order history) and the categories of data subjects are described in Schedule 1.

2. Instructions. Supplier processes personal data on the documented instructions of the Customer, which are these terms and the Customer's configuration of the platform. In addition, Supplier may use Customer Data, including personal data, to train and improve its own products and machine-learning models and to develop new services.

3. Confidentiality and security. Supplier ensures that staff with access are bound by confidentiality and implements the technical and organisational measures in Schedule 2.

4. Sub-processors. Supplier may engage sub-processors at its discretion, provided it imposes on them obligations substantially similar to these terms. An overview of current sub-processors is available on request.

5. Assistance. Supplier assists the Customer, taking into account the nature of the processing, in responding to requests from data subjects and in meeting its obligations under Articles 32 to 36 GDPR, and notifies the Customer without undue delay, and in any event within 24 hours, after becoming aware of a personal data breach.

6. Term and end. On termination, Supplier will retain Customer Data in its archive for product and evidential purposes; the Customer may request an export within 30 days.

7. Audits. Supplier makes available all information necessary to demonstrate compliance and allows audits by the Customer or an auditor it mandates once a year on 30 days' notice.`,
    breaches: [["eu-gdpr 28(2)", "eu-gdpr 28(3)(d)"], "eu-gdpr 28(3)(a)", "eu-gdpr 28(3)(g)"],
  },
  {
    // The ICO is told only after the internal review closes (Art. 33(1): 72 hours from awareness); customers are told
    // only if the incident becomes public (Art. 34(1): without undue delay where high risk).
    id: "b9-gb-lettings-breach-procedure",
    jurisdiction: "GB",
    regulations: ["UK GDPR"],
    title: "GB lettings agency breach procedure: ICO told after the review closes, tenants told only if it goes public",
    text: `Harbour & Lowe Lettings – Information Security Incident Procedure (v3.2)

1. Any member of staff who suspects that tenant, landlord or staff information has been lost, stolen, sent to the wrong person or accessed without permission must tell the Compliance Manager the same day.

2. The Compliance Manager logs the incident in the breach register, whatever its size, with the facts, its effects and what was done.

3. Incident review. The Compliance Manager and the IT provider investigate the cause and the scale. Reviews usually take between two and four weeks depending on the complexity.

4. Reporting to the ICO. Where the review concludes that the incident is likely to result in a risk to people's rights and freedoms, the Compliance Manager reports it to the Information Commissioner's Office within five working days of the review being signed off by a director.

5. Tenants and landlords. Even where an incident is likely to result in a high risk to them (for example, identity documents or bank details exposed), we do not contact affected tenants or landlords unless the incident has been reported in the media or they contact us about it, in which case the Director of Lettings approves the wording of our reply.

6. Lessons learned are reviewed at the quarterly management meeting.`,
    breaches: ["uk-gdpr 33(1)", "uk-gdpr 34(1)"],
  },
  {
    // Partners' offers by email with the box already ticked: no consent (PECR reg. 22; UK GDPR Art. 4(11) and Recital
    // 32 for the standard).
    id: "b9-gb-ticket-signup-preticked-partners",
    jurisdiction: "GB",
    title: "GB festival ticket sign-up page: own news box unticked, partners' email offers box already ticked",
    text: `Create your Gullhaven Festival account

First name*  Last name*  Email address*  Mobile (optional)  Postcode*  Password*

☐ Keep me in the loop! I'd like to receive emails and texts about Gullhaven Festival, line-up announcements and early-bird tickets.
☑ Yes, send me exclusive offers by email and SMS from our carefully selected partners, including drinks brands, travel companies and mobile networks.

By clicking "Create account" you agree to our Terms of Sale. Read our Privacy Notice to find out how Gullhaven Events Ltd uses your details. You can unsubscribe at any time via the link in our emails or by replying STOP to a text.

[ Create account ]`,
    breaches: ["uk-pecr-2003 22", ["uk-gdpr 4(11)", "uk-gdpr 7"]],
  },
];
