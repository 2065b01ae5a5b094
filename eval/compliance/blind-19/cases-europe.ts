import type { ComplianceCase } from "../types";

/**
 * Blind set 19, the EU and the UK: cookie banners under the national rules (ES LSSI art. 22, IT Codice art. 122) with
 * ePrivacy Directive Art. 5(3) as the alternative, email and SMS marketing (UK PECR regs. 22–23, IT Codice art. 130),
 * sign-up consent, subject-request procedures, processor terms, a breach memo and a children's app under the GDPR and
 * the UK GDPR. Pairs on one topic follow each other. Lawful texts list none.
 */
export const blind19EuropeCases: ComplianceCase[] = [
  {
    id: "b19-es-gym-cookie-banner",
    jurisdiction: "ES",
    title: "Spanish gym chain: cookie banner and tag set-up",
    text: `FitZona Centros Deportivos S.L. (Valencia) — website, banner at the bottom of every page

"Usamos cookies propias y de terceros para analizar tus hábitos de navegación y mostrarte publicidad relacionada con
tus preferencias. Si continúas navegando, consideramos que aceptas su uso. [Vale]"

Note from our marketing agency: Google Analytics, the Meta pixel and the TikTok pixel fire as soon as the home page
loads, whether or not the visitor clicks "Vale". There is no button to reject and no settings page; visitors who
don't want cookies can change the settings of their browser.`,
    breaches: [["es-lssi 22", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b19-it-wine-shop-banner-ok",
    jurisdiction: "IT",
    title: "Italian wine shop: cookie banner and preference panel",
    text: `Enoteca Colli Euganei S.r.l. (Padova) — online shop, cookie banner reviewed by our privacy consultant

First layer: "Usiamo cookie tecnici necessari al funzionamento del negozio. Con il tuo consenso useremmo anche cookie
di profilazione nostri e di 3 partner pubblicitari per mostrarti offerte su altri siti." Buttons: [Accetta tutti]
[Rifiuta tutti] [Personalizza], same size, same colour. The X in the corner closes the banner and keeps only the
technical cookies, exactly like "Rifiuta tutti". Scrolling the page does not count as a choice.

No profiling or advertising cookie is written before the visitor accepts. The "Personalizza" panel lists each partner,
what it does and how long its cookies last, with a switch per purpose, all switched off by default. We do not show the
banner again for six months after a refusal, and the "Preferenze cookie" link in the footer lets anyone change their
choice at any time.`,
    breaches: [],
  },
  {
    id: "b19-uk-bike-shop-newsletter-ok",
    jurisdiction: "GB",
    title: "UK bike shop: checkout wording and newsletter footer",
    text: `Spokes & Sprockets Ltd (Bristol) — online checkout and monthly newsletter

At checkout: "We'd like to email you now and then about bikes, parts and servicing offers similar to what you've just
bought. Don't want them? Untick this box: [x] Send me Spokes & Sprockets offers." The box can be unticked before the
order is placed, and we only use it for customers who complete a purchase.

Every newsletter is sent from news@spokesandsprockets.co.uk with our name and address in the footer and a one-click
"Unsubscribe" link that takes effect straight away. We never buy or rent mailing lists and we don't pass customers'
addresses to other companies for their marketing. Customer records are kept for six years after the last order for
tax purposes and then deleted.`,
    breaches: [],
  },
  {
    id: "b19-uk-takeaway-sms-blast",
    jurisdiction: "GB",
    title: "UK takeaway chain: SMS campaign brief",
    text: `Brief for Friday's SMS campaign — Dragon Wok Express Ltd (Leeds, Manchester, Sheffield)

Audience: the 18,000 mobile numbers we bought last month from LeadPoint Data ("local foodie consumers"). None of these
people have ordered from us or given us their number; LeadPoint said their own privacy policy covers "marketing by
selected partners".

Message: "2 for 1 on all mains this weekend only!! Order now" — sent from a withheld sender ID, no company name in
the text. We are not adding a "reply STOP" line because it eats into the 160 characters, and replies to the sender ID
don't reach us anyway.`,
    breaches: ["uk-pecr-2003 22", "uk-pecr-2003 23"],
  },
  {
    id: "b19-fr-furniture-account-signup",
    jurisdiction: "FR",
    title: "French furniture e-shop: account sign-up screen and help page",
    text: `Maison Lefèvre Mobilier SAS (Lyon) — "Créer mon compte" screen

Email, password, name, delivery address.
[ ] J'accepte les conditions générales de vente, la politique de confidentialité et de recevoir par email les offres
    commerciales de Maison Lefèvre et de ses partenaires.  (required: the "Create account" button stays grey until
    this box is ticked)

Help page, "Your data": "You can ask to see, correct or delete your data by writing to privacy@maisonlefevre.fr. Our
team handles requests in the order they arrive and replies within 60 days."`,
    breaches: [["eu-gdpr 7", "eu-gdpr 6"], "eu-gdpr 12(3)"],
  },
  {
    id: "b19-de-pharmacy-newsletter",
    jurisdiction: "DE",
    title: "German online pharmacy: order-confirmation page",
    text: `ApoDirekt Versandapotheke GmbH (Hannover) — order confirmation page

[x] Ja, ich möchte personalisierte Angebote erhalten. (box ticked by default)

Explanation under the box: "So that our offers fit you, we analyse your previous orders — including prescription and
non-prescription medicines — and put you into interest groups such as 'diabetes', 'allergies' or 'sexual health'.
We use these groups for our newsletter and for ads on social networks."

Internal note: customers who don't untick the box are added to the segments automatically. No other consent is asked
for the analysis of medicine orders.`,
    breaches: ["eu-gdpr 9", ["eu-gdpr 7", "eu-gdpr 6"]],
  },
  {
    id: "b19-nl-insurer-access-procedure-ok",
    jurisdiction: "NL",
    title: "Dutch insurer: procedure for data subject requests",
    text: `Polder Verzekeringen N.V. (Utrecht) — internal procedure "Verzoeken van betrokkenen", version 4

1. Requests (access, correction, erasure, restriction, portability, objection) can come in by any channel: the web
   form, email, phone or post. The privacy desk logs each request on the day it arrives.
2. We ask for identification only where we have reasonable doubts about who is asking; a copy of a passport is never
   required, and where we do check identity we ask for no more than we need.
3. We answer within one month of receipt. Where a request is complex or we have many requests from the same person,
   we may extend by up to two further months; if so, we tell the person within the first month and explain why.
4. Answers and copies of the data are free of charge. If a request came in electronically, we answer electronically
   unless the person asks otherwise.
5. If we do not act on a request, we tell the person within one month why not and that they can complain to the
   Autoriteit Persoonsgegevens or go to court.`,
    breaches: [],
  },
  {
    id: "b19-ie-recruiter-access-procedure",
    jurisdiction: "IE",
    title: "Irish recruitment agency: candidate FAQ on access requests",
    text: `TalentBridge Recruitment Ltd (Cork) — candidate FAQ

"Can I see the information you hold about me?"
Yes. Email dataprotection@talentbridge.ie with the subject line "Access request". Because of the work involved in
searching our systems, we charge an administration fee of €25 per request, payable before we start. We aim to send
you a copy of your data within 60 days of receiving the fee.`,
    breaches: [["eu-gdpr 12(5)", "eu-gdpr 15(3)"], "eu-gdpr 12(3)"],
  },
  {
    id: "b19-de-hr-saas-processor-terms",
    jurisdiction: "DE",
    title: "German HR software vendor: data processing terms",
    text: `PersonalWolke GmbH (Munich) — Auftragsverarbeitungsbedingungen for customers of our HR cloud, section 4

4.1 We process employee data that customers upload (payroll, absence, performance reviews) to provide the service.
4.2 We may also use customer data, including employee records, to develop and train our own analytics products and
    to benchmark salaries across our customer base.
4.3 We may engage any sub-processors we choose without informing the customer beforehand or asking for its consent. A list is
    available on request.
4.4 When the contract ends, customer data remains in our systems and backups; we do not return or delete it.`,
    breaches: [["eu-gdpr 28(3)(a)", "eu-gdpr 28(10)"], ["eu-gdpr 28(2)", "eu-gdpr 28(3)(d)"], "eu-gdpr 28(3)(g)"],
  },
  {
    id: "b19-uk-retailer-breach-memo",
    jurisdiction: "GB",
    title: "UK homewares retailer: internal incident memo",
    text: `CONFIDENTIAL — Hearth & Home Retail Ltd (Nottingham), incident memo from the Head of IT, Monday 9 November 2026

On Saturday our security team confirmed that ransomware operators copied our customer database before encrypting it:
names, home addresses, phone numbers, order histories and the last four digits plus expiry dates of cards for about
42,000 customers. The attackers have posted a sample on a leak site.

Decisions: we will not report this to the ICO until the external forensic firm has finished its work, which they
expect to take four to six weeks. We will not contact customers at all: the board doesn't want to cause alarm before
the Christmas trading period.`,
    breaches: ["uk-gdpr 33", "uk-gdpr 34"],
  },
  {
    id: "b19-it-hotel-review-emails",
    jurisdiction: "IT",
    title: "Italian hotel: marketing plan for the winter season",
    text: `Hotel Belvedere Dolomiti S.r.l. (Cortina d'Ampezzo) — winter marketing plan

Our intern has collected about 3,500 email addresses of people who reviewed other hotels in the area on travel
forums and business directories. From 1 December we will send them our weekly newsletter with ski-pass packages and
spa offers. We will not ask them beforehand whether they want to receive it: the addresses were public anyway.`,
    breaches: [["it-codice-privacy 130", "eu-eprivacy-directive 13"]],
  },
  {
    id: "b19-uk-teen-fitness-app",
    jurisdiction: "GB",
    title: "UK fitness app for young people: onboarding screens",
    text: `MoveMore Kids Ltd (London) — app onboarding, screens 2 and 3 (app available to users aged 11 and over)

Screen 2: "How old are you?" [11] [12] [13] [14] [15] [16+]
Screen 3 (shown to every age): "Help us keep MoveMore free! Tap 'I agree' to let us use your step counts, workouts
and favourite sports to show you personalised ads from our sponsors. [I agree] [Not now]"

Product note: there is no step asking a parent, for any age; the user's own tap on "I agree" is recorded as the
consent for personalised ads.`,
    breaches: ["uk-gdpr 8"],
  },
];
