import type { ComplianceCase } from "../types";

/**
 * Blind set 18, the EU and the UK: cookie banners and a preference panel under the national rules (DE TDDDG § 25,
 * IT Codice art. 122) with ePrivacy Directive Art. 5(3) as the alternative, marketing rules (ES LSSI art. 21, GB PECR
 * reg. 22), the GDPR (a French app, an Irish access procedure,
 * Dutch processor terms, a French children's game with loi 78-17 art. 45) and the UK GDPR (a breach memo, an HR notice
 * with transfers under Art. 44A, in force since 5 February 2026). Lawful texts list none.
 */
export const blind18EuropeCases: ComplianceCase[] = [
  {
    id: "b18-de-sneaker-shop-banner",
    jurisdiction: "DE",
    title: "German sneaker shop: cookie notice bar",
    text: `KICKWERK Berlin GmbH — text of the bar at the bottom of every page (desktop and mobile)

"Wir verwenden Cookies 🍪 Mit der weiteren Nutzung unserer Website erklärst du dich damit einverstanden.
[OK, verstanden]"

Note from our web agency (internal): the bar only has the one button. Google Analytics, the Meta pixel and the TikTok
pixel are loaded in the <head> on first page view so that we do not lose attribution for visitors who never click the
bar. Details of all cookies are in the Datenschutzerklärung (link in footer).`,
    breaches: [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b18-de-cookie-panel-ok",
    jurisdiction: "DE",
    title: "German travel portal: cookie settings panel",
    text: `Reiseglück GmbH, Munich — "Privatsphäre-Einstellungen" (opened on first visit and from the footer link)

We'd like your permission for optional cookies and similar technologies. Nothing optional is stored on your device
until you choose.

• Necessary (always on): session, shopping basket, load balancing, your cookie choice itself.
• Statistics (off): audience measurement with Matomo on our own server; cookies last 13 months.
• Marketing (off): Google Ads and Microsoft Advertising conversion tags, which let these providers recognise your
  browser across sites; cookies last up to 90 days. The providers are named with links to their policies.

[Alle ablehnen]  [Auswahl speichern]  [Alle akzeptieren] — all three buttons have the same size and style.
You can withdraw or change your choice at any time via "Cookie-Einstellungen" at the bottom of every page; withdrawing
deletes the optional cookies.`,
    breaches: [],
  },
  {
    id: "b18-it-news-cookie-wall",
    jurisdiction: "IT",
    title: "Italian local news site: cookie wall and scroll consent",
    text: `Il Gazzettino di Valle — banner shown over the article

Questo sito utilizza cookie di profilazione, anche di terze parti, per inviarti pubblicità in linea con le tue
preferenze. Scorrendo questa pagina o cliccando su qualunque elemento acconsenti all'uso dei cookie.

Under the banner the article is blurred. The only buttons are "Accetta e continua" and "Abbonati a 4,99 €/mese". There
is no option to read the free articles while refusing the profiling cookies. Our ad server drops its profiling cookie as
soon as the reader scrolls.`,
    breaches: [["it-codice-privacy 122", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b18-es-furniture-promo-email",
    jurisdiction: "ES",
    title: "Spanish furniture retailer: promotional email campaign brief",
    text: `Muebles Sol y Luna S.L. — campaign brief "Black Week", marketing team

Audience: everyone in the CRM, i.e. customers plus everybody who ever wrote to customer service or asked for a
catalogue, and the 18,000 addresses we bought from a lead supplier last spring (people who entered a home-decor
giveaway run by another company).

Send three emails over the week: "Hasta -40% en sofás". Footer: company name and address only. We have removed the
unsubscribe link for this campaign because it lowered deliverability last year; anyone who complains to support can be
taken off manually.`,
    breaches: ["es-lssi 21"],
  },
  {
    id: "b18-fr-fitness-app-notice",
    jurisdiction: "FR",
    title: "French fitness app: sign-up screen and privacy summary",
    text: `FitRythme SAS (Lyon) — onboarding, screen 3 of 5

[ ] J'accepte les CGU et la politique de confidentialité (required to create your account)

Privacy summary shown under the box:
- To personalise your training plans we use your heart rate from your watch, your weight, and, if you use the cycle
  tracker, your menstrual cycle and symptoms. Ticking the box above is your consent to all of this and to receiving our
  partners' offers.
- We keep your data for as long as it is useful to us, including after you close your account.
- Access or deletion requests: write to privacy@fitrythme.fr; we answer within 60 days.
- Hosting: OVHcloud, Roubaix (France).`,
    breaches: ["eu-gdpr 9", "eu-gdpr 7", "eu-gdpr 5(1)(e)", "eu-gdpr 12(3)"],
  },
  {
    id: "b18-ie-access-procedure-ok",
    jurisdiction: "IE",
    title: "Irish insurer broker: procedure for subject access requests",
    text: `Harbour Cover Brokers DAC, Cork — SAR procedure (Compliance, v4)

1. A request can come in any form: email, letter, phone, web chat or social media. Log it in the SAR register the same
   day; the clock starts on the day we receive it.
2. Ask for identification only if we genuinely cannot tell who is asking; do not ask for more than we need.
3. Reply in full within one month. If the request is complex, or the person has sent several, the DPO may extend by up
   to two further months; the requester must be told of the extension and the reasons within the first month.
4. The first copy is free. We only charge a reasonable, cost-based fee for further copies, or refuse, where a request is
   manifestly unfounded or excessive, and we then explain the right to complain to the Data Protection Commission and to
   go to court.
5. The reply includes the data, purposes, recipients, retention, source, and the person's other rights.`,
    breaches: [],
  },
  {
    id: "b18-nl-payroll-processor-terms",
    jurisdiction: "NL",
    title: "Dutch payroll SaaS: data processing terms",
    text: `LoonFlow B.V. (Utrecht) — Annex 3 "Data" to the Subscription Terms

3.1 Customer is the controller of employee data uploaded to LoonFlow; LoonFlow processes it to run payroll.
3.2 LoonFlow may also use the data, in aggregated or individual form, to improve its products, build salary benchmarks
    and train its models.
3.3 LoonFlow may use subcontractors and hosting providers of its choice. It is not required to inform Customer of
    them or of changes.
3.4 After termination LoonFlow keeps all Customer data for five years for its own purposes; Customer can buy an export
    for EUR 2,500.
3.5 LoonFlow does not allow audits or inspections by customers or their auditors; a summary of our ISO certificate is
    available on request.
3.6 LoonFlow staff are bound by confidentiality.`,
    breaches: ["eu-gdpr 28(3)(a)", "eu-gdpr 28(2)", "eu-gdpr 28(3)(g)", "eu-gdpr 28(3)(h)"],
  },
  {
    id: "b18-gb-ransomware-memo",
    jurisdiction: "GB",
    title: "UK online retailer: internal memo after a ransomware attack",
    text: `To: Exec team  From: Head of IT  Date: Monday 9 November 2026
Re: Friday's incident

On Friday evening (6 Nov) we confirmed that attackers encrypted our order server and copied the customer table before
doing so: names, addresses, phone numbers, order history and, for about 40,000 customers, card numbers with expiry
dates (the legacy table we never purged). The attackers have posted a sample on a leak site.

Plan agreed with the CEO:
- We will report to the ICO once the external forensic review is complete, expected in three to four weeks, so that we
  only have to report once and with the full picture.
- We will not contact customers. Telling them now would cause panic and hurt Christmas trading; the banks will spot any
  fraud anyway.
- Restore from backups is under way.`,
    breaches: ["uk-gdpr 33", "uk-gdpr 34"],
  },
  {
    id: "b18-gb-cookie-banner-ok",
    jurisdiction: "GB",
    title: "UK garden centre website: cookie banner",
    text: `Greenacre Garden Centres Ltd — cookie banner (live from 1 March 2026)

"We use cookies that keep the site working, and simple first-party analytics that count visits so we can improve our
pages; these statistics are not shared with advertisers and you can switch them off in Cookie settings.
We'd also like to use advertising cookies from Google and Meta to show you our offers on other sites. We'll only use
them if you say yes."

[Accept advertising cookies]  [Reject advertising cookies]  [Cookie settings]

Advertising tags are blocked until "Accept" is clicked. Cookie settings lists every cookie, who sets it and how long it
lasts, and lets people turn analytics off and withdraw consent to advertising at any time.`,
    breaches: [],
  },
  {
    id: "b18-gb-pizza-sms-blast",
    jurisdiction: "GB",
    title: "UK pizza chain: SMS campaign plan",
    text: `Dough Bros Ltd — marketing plan, Q1

We've bought 60,000 UK mobile numbers from DataLeads Direct (people who filled in "win a holiday" forms on various
sites). Plan: two texts a month — "🍕 2 for 1 tonight at Dough Bros! Order at doughbros.co.uk" — to the whole list plus
our own customers.

Our own customers gave us their numbers when ordering and were told we might text them offers, with a tick box to say
no. To keep messages short we're dropping "Reply STOP to opt out" from all texts; anyone who replies asking to stop
will be removed within the month.`,
    breaches: ["uk-pecr-2003 22"],
  },
  {
    id: "b18-gb-staff-privacy-notice",
    jurisdiction: "GB",
    title: "UK logistics company: staff privacy notice (extract)",
    text: `Northway Freight Ltd — How we use your information (employees and agency workers)

Payroll and HR admin: since March 2026 our payroll, HR helpdesk and absence records have been handled by our outsourcing
partner in Pune, India, who log in to our HR system and keep copies on their own servers. As this is just a supplier
arrangement no special transfer arrangements or contract clauses are needed.

How long we keep it: we keep all personnel files, including disciplinary and sickness records, permanently, even after
you leave, in case they are ever needed.

Your rights: you can ask for a copy of your data by emailing hr@northwayfreight.co.uk; we reply within one month. You
can complain to the ICO.`,
    breaches: [["uk-gdpr 44A", "uk-gdpr 46"], "uk-gdpr 5(1)(e)"],
  },
  {
    id: "b18-fr-kids-game-signup",
    jurisdiction: "FR",
    title: "French mobile game for young teens: sign-up flow",
    text: `Studio Pixelune SAS — "Dragons de Poche", sign-up flow (app stores: rated 12+)

Screen 1: "Quel âge as-tu ?" — picker from 11 to 17.
Screen 2 (all ages): "Crée ton compte avec ton e-mail ou Google."
Screen 3 (all ages): "Pour que le jeu reste gratuit, on te montre des pubs adaptées à tes goûts. [J'accepte les pubs
personnalisées]" — the player's tap is recorded as consent to personalised advertising and profiling by our ad
partners. There is no step that involves a parent for any age; the player's own tap is enough.`,
    breaches: [["eu-gdpr 8", "fr-loi-informatique-et-libertes 45"]],
  },
];
