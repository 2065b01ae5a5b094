import type { ComplianceCase } from "../types";

/**
 * Blind set 8, European texts: cookie banners under the national rules transposing Art. 5(3) of Directive 2002/58/EC
 * (FR, DE, IE, NL, GB PECR, ES, IT), a German health-app notice, a GB staff-handbook section on clocking in and
 * monitoring, and a French loyalty-card notice. Each text's `breaches` were written from the statutes (as summarised
 * in shared/domain/compliance-obligations-reference.md) before any rule pack was run on it, without reading the rule
 * code or any earlier blind set's texts. A text with `breaches: []` is lawful on the topics it covers.
 *
 * Conventions: a cookie breach is listed once under the Directive and once under the national rule (GB: PECR only);
 * one fact is one listed breach, with the provisions a lawyer could equally cite for it as alternatives.
 */
export const blind8EuropeCases: ComplianceCase[] = [
  {
    // Scrolling or clicking anywhere is taken as agreement; no reject button on the first layer (CNIL: refusing must
    // be as easy as accepting); advertising cookies are set before any choice.
    id: "b8-fr-wine-shop-cookies",
    jurisdiction: "FR",
    title: "French wine merchant banner: carrying on browsing counts as agreement, ad cookies set on arrival",
    text: `Cave Duroc – wine merchants since 1987

Cookies
We and our partners (Criteo, Meta, Google Ads, Hotjar) use cookies to run the shop, measure visits and show you our wine offers on other websites.
Carry on browsing or click anywhere on the page and we'll take it that you're happy with this.

[Sounds good]     [Manage my choices]

Under "Manage my choices" you can switch off the measurement and advertising cookies one by one. So that we can recognise returning visitors, our advertising partners' cookies are set as soon as the page opens. Cookies last up to 13 months.`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    // Statistics and marketing boxes ticked in advance (Planet49, C-673/17): "Save settings" gives no valid consent.
    id: "b8-de-sports-shop-preticked",
    jurisdiction: "DE",
    title: "German sports shop banner with statistics and marketing boxes already ticked",
    text: `Sportkiste24 GmbH – Cookie settings

We and 37 partners use cookies and similar technologies on this website. Some are essential to run the shop; others help us understand how the shop is used and let us show you our offers on other websites.

[✓] Essential (always active) – shopping basket, login, your cookie choice
[✓] Statistics – Google Analytics 4 (14 months), Hotjar (12 months)
[✓] Marketing – Meta Pixel (3 months), Google Ads remarketing (13 months), TikTok Pixel (13 months)

[ Accept all ]        [ Save settings ]

You can change your choice at any time via "Cookie settings" in the footer.
Privacy policy | Imprint`,
    breaches: [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b8-ie-bookshop-cookies-lawful",
    jurisdiction: "IE",
    title: "Irish bookshop banner: equal accept and reject, nothing optional before a choice (lawful)",
    text: `Cookies on kennedybooks.ie

We use a small number of necessary cookies to run this site – to keep your basket and to remember your cookie choice. These don't need your consent.

With your permission we'd also like to set:
• analytics cookies (Google Analytics, expiring after 13 months) to see which pages people use;
• advertising cookies (Meta Pixel and Google Ads, up to 90 days) so that our adverts on other sites can reflect the books you looked at here.

None of these are set unless you click "Accept all" or switch them on under "Choose cookies".

[Accept all]     [Reject all]     [Choose cookies]

You can change your mind at any time from the "Cookie settings" link at the bottom of every page – it takes one click, just like this banner. Our Cookie Policy lists every cookie, what it does, who sets it and how long it lasts.
Kennedy & Daughters Booksellers Ltd, Galway`,
    breaches: [],
  },
  {
    // Privacy-friendly first-party analytics with little impact on privacy are exempt from consent under art. 11.7a
    // of the Telecommunicatiewet (information is still given); everything else waits for "Accept".
    id: "b8-nl-bike-rental-cookies-lawful",
    jurisdiction: "NL",
    title: "Dutch bike rental banner: exempt first-party analytics disclosed, video and ad tags only after consent (lawful)",
    text: `Fietsverhuur Utrecht B.V. – Cookies

We use functional cookies so that the booking form and your language choice work, and privacy-friendly statistics (Matomo, running on our own server; IP addresses are shortened, nothing is shared with anyone and the data is kept for 12 months) to see which pages are visited. Dutch law allows both without asking you, but we want you to know about them.

With your permission we would also like to:
• show YouTube videos of our cycling routes (YouTube/Google sets cookies when a video loads);
• measure our Instagram and Google adverts with the Meta Pixel and the Google Ads tag (cookies kept up to 90 days).

These only load after you click "Accept".

[Accept]     [Reject]     Settings

We remember your choice for 12 months. You can change it at any time via "Cookies" at the bottom of every page.`,
    breaches: [],
  },
  {
    id: "b8-gb-garden-centre-cookies-lawful",
    jurisdiction: "GB",
    title: "GB garden centre banner: accept, reject and choose side by side (lawful)",
    text: `Hollybank Garden Centre – Your cookie choices

We use essential cookies to make our website work, for example to keep items in your basket and to remember this choice. You can't switch these off.

We'd also like to use:
Analytics cookies (Google Analytics, up to 13 months) to understand how visitors use the site so that we can improve it.
Advertising cookies (Meta Pixel, Google Ads; up to 90 days) to show you our offers on other sites and to see whether our adverts work.

We won't set analytics or advertising cookies unless you allow them.

[Accept all cookies]     [Reject non-essential cookies]     [Choose which cookies]

You can change your settings at any time using the "Cookie settings" link in the footer. Our cookie policy has a full list of the cookies we use, who sets them and what they do.`,
    breaches: [],
  },
  {
    // The classic "seguir navegando" formula, and a single Accept button.
    id: "b8-es-hostal-keep-browsing",
    jurisdiction: "ES",
    title: "Spanish guesthouse booking site: continuing to browse is acceptance, only an Accept button",
    text: `Hostal Marina Sol – Valencia

Cookie notice
We use our own and third-party cookies to analyse how you browse and to show you advertising related to your preferences, based on a profile built from your browsing habits (for example, the pages you visit).
If you keep browsing, we will understand that you accept their use. You can change the settings or get more information in our cookie policy.

[ACCEPT]     More information`,
    breaches: [["es-lssi 22", "eu-eprivacy-directive 5(3)"]],
  },
  {
    // Garante guidelines of 10 June 2021: closing the banner keeps the defaults (no non-technical cookies);
    // advertising pixels are not technical cookies.
    id: "b8-it-fashion-close-is-yes",
    jurisdiction: "IT",
    title: "Italian fashion shop: closing the banner accepts everything, ad pixels listed as technical",
    text: `Moda Navigli S.r.l. – Short cookie notice

This site uses technical cookies and, with your consent, profiling cookies – our own and third parties' – to send you advertising in line with the preferences you show while browsing.
If you close this banner with the X, you consent to the use of all cookies.

[Accept all]     [Customise]     [X]

Technical cookies (no consent needed): session cookie; shopping cart; language; Meta Pixel (_fbp, 90 days) and Google Ads (_gcl_au, 90 days), which we need to measure how well our shop and our campaigns perform.`,
    breaches: [["it-codice-privacy 122", "eu-eprivacy-directive 5(3)"]],
  },
  {
    // Health data (pain scores, affected body areas, diagnoses) processed on legitimate interests alone, with no
    // Art. 9(2) condition; kept "as long as useful"; requests answered "within 60 days" instead of one month.
    id: "b8-de-physio-app-notice",
    jurisdiction: "DE",
    regulations: ["GDPR"],
    title: "German physiotherapy app notice: health data on legitimate interests, open-ended retention, 60-day replies",
    text: `PhysioNow GmbH – Privacy information for the PhysioNow app

Who we are
PhysioNow GmbH, Torstraße 140, 10119 Berlin, Germany, is responsible for your data (privacy@physionow.de). Our data protection officer is Dr. Anja Weber; you can reach her at dpo@physionow.de or by post at the same address, marked "Data protection officer".

What we collect and why
1. Your account (name, email address, date of birth, password): to open and run your account under our contract with you (Art. 6(1)(b) GDPR). We need these details to open an account; without them you cannot use the app.
2. Your exercise plan and your progress: the exercises you do, repetitions, the pain score from 0 to 10 you enter after each session, the parts of your body that hurt, the notes you share with your therapist and any diagnosis your doctor has given you. We use them to draw up and adjust your plan and to train the recommendation system that suggests exercises to all our users. We rely on our legitimate interest in offering and improving an effective digital therapy service (Art. 6(1)(f) GDPR).
3. Video consultations: your therapist sees and hears you during the call; we do not record calls. Basis: our contract with you.
4. Billing: invoices, kept as German tax and commercial law requires (Art. 6(1)(c) GDPR).

Who sees your data
Your physiotherapist (employed by us); our hosting provider Hetzner Online GmbH (servers in Falkenstein, Germany) and our video-call provider, both acting only on our instructions under a data processing agreement. Your data is stored and processed only in Germany; we do not transfer it outside the EEA.

How long we keep it
Account and exercise data: for as long as your account is open and afterwards for as long as it remains useful for improving our recommendations. Invoices: for the periods German tax and commercial law requires (up to 10 years).

Your rights
You can ask for access to your data, correction, deletion, restriction of processing and a copy in a portable format, and you can object to processing based on our legitimate interests. Send requests to privacy@physionow.de. Because we check every request carefully, please allow up to 60 days for our answer.

Complaints
You can complain to a data protection authority, for example the Berlin Commissioner for Data Protection and Freedom of Information.

Automated decisions
The app suggests exercises automatically, but your therapist reviews every plan. We take no decisions with legal or similarly significant effects about you by automated means alone.`,
    breaches: ["eu-gdpr 9", ["eu-gdpr 5(1)(e)", "eu-gdpr 13(2)(a)"], "eu-gdpr 12(3)"],
  },
  {
    // Compulsory fingerprint clock-in with no alternative, "consent" by signing the contract (ICO v Serco Leisure,
    // 2024: Arts. 5(1)(a), 6, 9); footage and templates with no deletion date; access requests answered in 40 days.
    id: "b8-gb-freight-handbook-monitoring",
    jurisdiction: "GB",
    title: "GB freight company handbook: compulsory fingerprint clock-in by contract, no deletion date, 40-day access replies",
    text: `Northway Freight Ltd – Staff Handbook
Section 14: Clocking in, IT use and monitoring

14.1 Clocking in. All warehouse staff and drivers clock in and out on the fingerprint readers at the gatehouse. The reader stores a template of your fingerprint linked to your payroll number so that we pay you for the hours you actually work and to stop colleagues clocking in for each other. There is no other way of clocking in. By signing your contract of employment you give your consent to the use of your fingerprint for this purpose.

14.2 CCTV and dash cams. Cameras cover the yard and the loading bays, and every lorry has a forward-facing dash cam, to protect staff, stock and the public and to investigate accidents and incidents. Camera footage and fingerprint templates are kept on our servers with no set deletion date, as they may be useful in future disputes.

14.3 Email and internet. Company email and internet use are logged by our IT provider to protect our systems from malware and data leaks. Logs are looked at only after a security alert or a specific allegation of misconduct, and only by the IT manager together with HR.

14.4 Seeing your records. You can ask HR for a copy of the information we hold about you, including footage in which you appear. Please put your request in writing; we aim to reply within 40 days.

14.5 More information. Our Employee Privacy Notice, on the intranet and in the staff room, explains in full what we collect, why, our legal bases, who we share information with, and your rights, including your right to complain to the Information Commissioner's Office.`,
    breaches: [
      "uk-gdpr 9",
      ["uk-gdpr 7(4)", "uk-gdpr 6(1)", "uk-gdpr 4(11)", "uk-gdpr 5(1)(a)"],
      "uk-gdpr 5(1)(e)",
      "uk-gdpr 12(3)",
    ],
  },
  {
    id: "b8-fr-bakery-loyalty-notice-lawful",
    jurisdiction: "FR",
    title: "French bakery chain loyalty-card notice (lawful)",
    text: `Boulangeries Marcel – Loyalty card: how we use your personal data
Last updated: 3 March 2026

Who is responsible
Boulangeries Marcel SAS, 12 rue de la République, 69002 Lyon (RCS Lyon 812 345 678). You can reach our data protection officer at dpo@boulangeries-marcel.fr or by post at the address above.

What we use your data for, and on what basis
• Running your loyalty card (name, email address, optional mobile number, points balance, purchases made with the card in our shops): to carry out the loyalty programme terms you accept when you join (Art. 6(1)(b) GDPR). Your name and email address are needed to issue a card; without them we cannot open one. The mobile number is optional.
• Sending you our newsletter and offers by email or SMS: only if you tick the box for it when you join or later in your account (consent, Art. 6(1)(a) GDPR). Leaving it unticked makes no difference to your card.
• Spotting misuse of points, for example one person using dozens of cards: our legitimate interest in protecting the programme against fraud (Art. 6(1)(f) GDPR).
• Keeping accounting records of the rewards we give: our legal obligation under French accounting law (Art. 6(1)(c) GDPR).

Who receives it
The staff who run the programme; OVHcloud (hosting, Roubaix, France) and Brevo (sending emails and SMS, Paris, France), which act only on our instructions under a data processing agreement. We do not sell your data or pass it to other companies for their own marketing. Your data stays in the European Union.

How long we keep it
Card data: 3 years after your last purchase with the card, then deleted. Marketing consent: until you withdraw it, or 3 years after we last hear from you. Accounting records: 10 years.

Your rights
You can ask for access to your data, its rectification or erasure, the restriction of its processing and a copy in a portable format; you can object to processing based on our legitimate interest, and object at any time to marketing. You can withdraw your consent at any time – with the unsubscribe link in each email, by replying STOP to an SMS, or in your account – without affecting what was done before. You can also leave instructions about what happens to your data after your death.
Write to dpo@boulangeries-marcel.fr. We reply within one month; if a request is complex we may take up to two more months, and we will tell you so, with the reasons, within the first month.

Complaints
You can complain to the CNIL (www.cnil.fr).

We do not make decisions about you based solely on automated processing, including profiling, that have legal or similarly significant effects.`,
    breaches: [],
  },
];
