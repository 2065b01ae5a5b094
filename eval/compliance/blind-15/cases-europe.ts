import type { ComplianceCase } from "../types";

/**
 * Blind set 15, Europe and Great Britain: the GDPR (FR, DE, IE, NL, ES, IT), the national cookie rules (Loi 78-17 art.
 * 82, TDDDG § 25, Telecommunicatiewet art. 11.7a, LSSI art. 22, Codice art. 122), the UK GDPR and PECR. Pairs of
 * texts on one topic follow each other so that the fixed split (even position → dev) puts each side in both halves.
 * Lawful texts list none.
 */
export const blind15EuropeCases: ComplianceCase[] = [
  {
    id: "b15-fr-bookshop-cookie-banner-lawful",
    jurisdiction: "FR",
    title: "FR online bookshop: cookie banner described in words (lawful)",
    text: `Librairie des Quais — cookie choices on our website

When you first arrive, a window opens in the middle of the page before any tracker is placed. It says: "With your
agreement, we and our 4 partners (list) use cookies to measure how our pages are read and to show you book
recommendations on other sites. You can accept, refuse or choose by purpose. Your choice is kept for 6 months and
you can change it at any time from the 'Cookies' link at the foot of every page."

Two buttons of the same size, colour and font sit side by side: "Accept all" and "Refuse all", with a third link
"Choose by purpose". Closing the window with the cross counts as a refusal. Until a visitor accepts, only the cookies
that keep the shopping basket and the language setting working are used; nothing else is read or stored on the
device. The partner list gives each partner's name, purpose and cookie lifetime (at most 13 months).

Someone who refuses can still browse and buy everything in the shop.`,
    breaches: [],
  },
  {
    id: "b15-fr-bakery-chain-cookie-banner",
    jurisdiction: "FR",
    title: "FR bakery chain website: cookie banner described in words",
    text: `Boulangeries Maison Lefort — what visitors see on www.maisonlefort.fr

A strip along the bottom of every page reads: "We use cookies to give you the best experience, measure our
audience and show you offers from our partners on other sites. By continuing your visit you agree to this."
There is one green button, "Got it!". A small grey link underneath, "Learn more", opens our cookie page. There is
no button to refuse; visitors who want to refuse are told on the cookie page to delete cookies in their browser
settings afterwards.

The audience-measurement tag and the advertising pixels of our two ad partners are already loaded by the time the
banner appears. The banner disappears after the visitor scrolls down or opens a second page.

Cookie page: advertising cookies last 13 months; the list of partners is "available on request".`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b15-de-cycling-app-notice",
    jurisdiction: "DE",
    title: "DE cycling app: privacy notice",
    text: `TrittFest GmbH, Leipzig — Datenschutz / privacy in the TrittFest app (English version)

What we process: your account data, the routes you ride (GPS), your heart rate and power from paired sensors, your
weight and, if you enter them, notes on injuries or illnesses so that our training plans can be adapted.

Why: to run the app (Art. 6(1)(b) GDPR). Your heart-rate, injury and illness data are also analysed by our data team
to build better training models and are shared in pseudonymised form with our research partner in Munich; we rely
on our legitimate interest in improving our products for this. The analysis is part of how the app works, so there
is nothing extra for you to agree to.

How long: if you delete your account we still keep your ride history and health notes, just in case you decide to
come back — many riders do, and they love finding their old stats waiting.

Your rights: you may ask for a copy of your data or its deletion. Because of the volume of requests we receive, we
answer within 60 days.

Contact: datenschutz@trittfest.de.`,
    breaches: ["eu-gdpr 9", "eu-gdpr 5(1)(e)", "eu-gdpr 12(3)"],
  },
  {
    id: "b15-de-wine-shop-newsletter-signup",
    jurisdiction: "DE",
    title: "DE wine shop: newsletter sign-up box and unsubscribe terms",
    text: `Weinkontor Rhein-Mosel — Newsletter

Sign-up box on the shop's order page: "[ ] Yes, send me the Weinkontor newsletter with offers and tastings
(about twice a month)." The box is empty; ordering works without ticking it. After ticking, you get an email with a
confirmation link and are only added to the list once you click it.

Small print below the box: "You can withdraw your consent at any time. To unsubscribe, please send a signed letter
with your customer number to Weinkontor Rhein-Mosel GmbH, Abteilung Marketing, Moselweinstraße 12, 56068 Koblenz.
Unsubscribe requests by email or telephone cannot be processed for security reasons. Newsletters do not contain
an unsubscribe link."

We record the date and time of your sign-up and your click on the confirmation link as proof of your consent.`,
    breaches: ["eu-gdpr 7(3)"],
  },
  {
    id: "b15-ie-helpdesk-vendor-dpa",
    jurisdiction: "IE",
    title: "IE helpdesk software vendor: data processing terms",
    text: `Schedule 3 — Data Processing (TicketLoop Ltd, Dublin, the "Provider", and the Customer)

3.1 The Provider hosts the Customer's support tickets, which contain the names, emails, phone numbers and messages
of the Customer's own customers, and processes them to provide the helpdesk service.

3.2 The Provider may also use ticket content, including personal data, to train and improve the Provider's own
products and machine-learning features offered to all of its customers.

3.3 The Provider may engage sub-processors at its discretion. The Provider is not required to inform the Customer of
new or replaced sub-processors; a list is kept internally.

3.4 Provider personnel with access to ticket data are bound by confidentiality. The Provider maintains security
measures described in its Security Whitepaper.

3.5 On termination the Provider will keep the Customer's ticket data in its archive for its own analytics and will
not return or delete it.

3.6 The Provider will assist the Customer, at its standard hourly rates, with data subject requests, with security
and breach notification and with data protection impact assessments, and will notify the Customer of any personal
data breach without undue delay.

3.7 The Customer may audit the Provider's compliance with this Schedule once a year on 30 days' notice, and the
Provider will make available all information needed to demonstrate compliance.

3.8 The Provider will not transfer ticket data outside the EEA. This Schedule is the parties' entire agreement on the
processing of personal data.`,
    breaches: ["eu-gdpr 28(3)(a)", "eu-gdpr 28(2)", "eu-gdpr 28(3)(g)"],
  },
  {
    id: "b15-ie-credit-union-breach-playbook",
    jurisdiction: "IE",
    title: "IE credit union: security incident playbook",
    text: `Shannonside Community Credit Union — Incident Playbook (members' data), v2.3

Step 1. Whoever spots an incident (a lost laptop, an email sent to the wrong member, a hacked account) tells the IT
lead the same day.

Step 2. The IT lead and the Compliance Officer investigate fully: what happened, which members are affected, what
data (names, addresses, account numbers, IBANs, loan balances) was exposed. Investigations usually take two to four
weeks.

Step 3. Once the investigation report is signed off by the Board, Compliance files a report with the Data Protection
Commission within five working days.

Step 4. Members are not contacted about an incident unless it has been reported in the media, to avoid causing
alarm. The Board may decide otherwise.

Step 5. Every incident is logged in the incident register with the facts, its effects and the remedial action.`,
    breaches: ["eu-gdpr 33(1)", "eu-gdpr 34(1)"],
  },
  {
    id: "b15-nl-furniture-webshop-cookies",
    jurisdiction: "NL",
    title: "NL furniture webshop: cookie settings panel",
    text: `Wonen & Zo B.V. — cookie settings (as shown on first visit to wonenenzo.nl)

A panel slides in from the right with four switches:
- Functional cookies (shopping basket, login) — on, cannot be switched off
- Analytics (Google Analytics with full IP addresses, shared with Google) — already switched ON
- Personalisation (recommendations based on your browsing) — already switched ON
- Advertising (Meta pixel, TikTok pixel, retargeting across other sites) — already switched ON

At the bottom: a large orange button "Save and continue" and, in small text, "More information". A visitor who just
clicks the orange button keeps all four switches as they were. The advertising and analytics scripts are already
working in the background while the panel is still on screen.`,
    breaches: ["nl-telecommunicatiewet 11.7a"],
  },
  {
    id: "b15-es-language-school-signup",
    jurisdiction: "ES",
    title: "ES language school: online enrolment form and cookie notice",
    text: `Academia Idiomas Sol, S.L. (Valencia) — online enrolment

Step 3 of the form shows one checkbox: "[ ] I accept the Terms of Enrolment and the Privacy Policy, and I agree to
receive commercial communications from Academia Idiomas Sol and its partner companies (travel agencies, bookshops
and exam centres) by email, SMS and WhatsApp." Enrolment cannot be completed unless this box is ticked.

At the top of the site a notice reads: "This website uses its own and third-party cookies for analytics and
advertising. If you continue browsing, we consider that you accept their use." The analytics and advertising
cookies are set on arrival. The cookie policy does not name the third parties.

Students may withdraw marketing consent by emailing baja@idiomassol.es.`,
    breaches: ["eu-gdpr 7", ["es-lssi 22", "es-lssi 22.2"]],
  },
  {
    id: "b15-it-homework-app-teens",
    jurisdiction: "IT",
    title: "IT homework-help app: store description and sign-up screen",
    text: `CompitiFacili (Bologna) — App store description

Stuck on maths? CompitiFacili connects secondary-school students with tutors by chat in minutes. Create your free
account with your email, school year and a selfie for your profile — then just snap a photo of your homework!

For users from 13 years: sign up yourself in 30 seconds — you're in charge of your own account. We rely on your own consent to process
your profile, chats and homework photos and to send you study tips. Under-13s need a parent to create the account.

Sign-up screen: "How old are you?" (drop-down 13–19) then "[ ] I agree to the privacy policy". There is no step for a
parent for users aged 13 and over.

Privacy policy extract: data held on servers in Frankfurt; accounts deleted 12 months after last log-in; requests to
privacy@compitifacili.it, answered within 30 days.`,
    breaches: ["eu-gdpr 8(1)"],
  },
  {
    id: "b15-it-optician-notice-lawful",
    jurisdiction: "IT",
    title: "IT optician chain: privacy notice for customers (lawful)",
    text: `Ottica Vistabella S.r.l., Via Roma 40, Torino — Privacy notice for customers

Who we are and how to reach us: Ottica Vistabella S.r.l. is the controller; our data protection officer can be reached
at dpo@vistabella.it.

What we collect and why:
- Name, contact details and purchases — to sell and deliver your glasses and handle warranty claims (contract,
  Art. 6(1)(b) GDPR); invoices are kept for 10 years because tax law requires it (Art. 6(1)(c)).
- Your eye-test results and prescription — health data, used only to make your lenses, with your explicit written
  consent given in store (Art. 9(2)(a)); kept for 5 years after your last visit so we can compare future tests, then
  deleted. You may withdraw this consent at any time in store or by email, as easily as you gave it.
- Offers by email — only if you tick the separate, unticked box on our form; every email has a one-click unsubscribe.

Who receives it: our lens laboratory in Padova and our IT provider (both under contract as processors). Your data
stays in the European Union.

Your rights: access, rectification, erasure, restriction, portability and objection; we reply within one month
(which we may extend by two further months for complex requests, telling you why within the first month). You may
complain to the Garante per la protezione dei dati personali.`,
    breaches: [],
  },
  {
    id: "b15-gb-garden-centre-notice",
    jurisdiction: "GB",
    title: "GB garden centre group: privacy notice",
    text: `Greenhill Garden Centres Ltd — How we use your information

Loyalty club. When you join Greenhill Rewards we collect your name, address, email, phone and what you buy in our
12 centres and online.

How long we keep it. We never really delete anything: if you leave the club we'll hang on to your details and
shopping history in case you come back one day, so you can pick up where you left off.

Getting a copy of your data. Please write to the Data Team at our head office in Shrewsbury. There is an
administration fee of £25 for each request, payable by cheque, and we aim to respond within 90 days of receiving
your payment.

Marketing. We send club offers by post; tell any till or email us if you'd like them to stop.

Questions: privacy@greenhillgardens.co.uk.`,
    breaches: ["uk-gdpr 5(1)(e)", ["uk-gdpr 12(5)", "uk-gdpr 15(3)"], "uk-gdpr 12(3)"],
  },
  {
    id: "b15-gb-gym-marketing-plan",
    jurisdiction: "GB",
    title: "GB gym chain: January marketing plan email and website tags",
    text: `From: Marketing Manager, PulseFit Gyms Ltd (Manchester)
To: Growth team
Subject: January push — plan

Team, quick summary of what we agreed:

1. We've bought 40,000 personal email addresses from LeadBox ("fitness-interested consumers, North West"). These
people have never been in touch with us. Send them the "50% off January" email on 2 January, then weekly reminders.

2. Website: the Facebook and TikTok ad pixels and our retargeting tags should fire as soon as someone lands on the
site — we need the audiences built before people decide anything. The cookie banner can stay as it is: it just
says "This site uses cookies. OK".

3. Existing members who gave us their email when they joined and didn't opt out can get the members' newsletter as
usual.

Let's go!`,
    breaches: ["uk-pecr-2003 22", "uk-pecr-2003 6"],
  },
  {
    id: "b15-gb-hardware-store-soft-opt-in-lawful",
    jurisdiction: "GB",
    title: "GB hardware store: checkout email opt-in and newsletter footer (lawful)",
    text: `Bolt & Brace Hardware Ltd (Bristol) — marketing emails

At the online checkout, below the email field: "We'd like to email you about tools and offers similar to what you're
buying. [ ] Tick here if you'd rather not hear from us." The wording is next to the field, before the order is placed.

We email only customers who have bought from us, only about our own hardware and DIY products, and never share or sell
their addresses. Every email we send ends with: "Don't want these emails? Unsubscribe in one click" — the link works
without logging in, and we stop within 48 hours.

People who have never bought from us only get emails if they sign up on our newsletter page and confirm by clicking a
link. Our website sets only the cookies needed for the basket and checkout unless a visitor accepts the optional
analytics cookies in the banner, which has equal "Accept" and "Reject" buttons.`,
    breaches: [],
  },
  {
    id: "b15-gb-accountancy-firm-notice-lawful",
    jurisdiction: "GB",
    title: "GB accountancy practice: client privacy notice (lawful)",
    text: `Marsh & Whitby Chartered Accountants LLP, Leeds — Privacy notice for clients

Who we are: Marsh & Whitby Chartered Accountants LLP is the controller of your personal data. Contact our privacy lead
at privacy@marshwhitby.co.uk or 0113 496 0000.

What we use and why: your name, contact details, National Insurance number, income, bank and tax information, to
prepare your accounts and tax returns under our engagement letter (contract), and to meet our anti-money-laundering
duties (legal obligation). We do not use your data for marketing without asking you first.

Who sees it: HMRC and Companies House when we file for you; our practice-software and cloud-storage providers, who
act on our instructions under written contracts; our professional indemnity insurers if a claim arises. Our providers
store data in the UK.

How long: client files are kept for 6 years after the end of our engagement (the period in which claims may be
brought and records must be kept for anti-money-laundering purposes) and then securely destroyed.

Your rights: you can ask for a copy of your data free of charge, and have it corrected, erased or restricted, or
object; we reply within one month. If you are unhappy, contact us first — we will acknowledge your complaint within 30
days — and you may complain to the Information Commissioner's Office (ico.org.uk).`,
    breaches: [],
  },
];
