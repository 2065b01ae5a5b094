import type { ComplianceCase } from "../types";

/**
 * Blind set 17, the EU and the UK: cookie banners under the national rules (DE TDDDG § 25, FR loi 78-17 art. 82,
 * IE S.I. 336/2011 reg. 5, NL Telecommunicatiewet art. 11.7a) with ePrivacy Directive Art. 5(3) as the alternative,
 * marketing rules (ES LSSI art. 21, IT Codice art. 130), the GDPR and the UK GDPR and PECR (transfers under Art. 44A
 * since 5 February 2026). Pairs on one topic follow each other. Lawful texts list none.
 */
export const blind17EuropeCases: ComplianceCase[] = [
  {
    id: "b17-fr-bookshop-banner-ok",
    jurisdiction: "FR",
    title: "French bookshop website: cookie banner specification",
    text: `Librairie des Quais SARL (Bordeaux) — cookie banner, spec approved by our DPO

First layer: "We and 4 partners would like to use cookies to measure audience and show you ads for our books on other
sites. You can accept, refuse, or choose by purpose." Buttons of the same size and colour: [Refuse all] [Accept all]
[Customise]. Closing the banner with the cross counts as refusal.

Until a choice is made only the basket cookie and the load-balancer cookie are set. The "Customise" screen lists each
partner, what it does and how long its cookies last (13 months at most). We ask again after 6 months, and "Cookie
settings" in the footer lets people change their mind at any time.`,
    breaches: [],
  },
  {
    id: "b17-de-bakery-shop-banner",
    jurisdiction: "DE",
    title: "German online bakery: cookie notice and developer ticket",
    text: `Backstube Lindner GmbH (Leipzig) — web shop, bottom-of-page notice

"We use cookies to give you the best experience. If you keep shopping, we'll assume you're happy with that. [Got it]"

Dev ticket #412: the Meta pixel, Google Ads remarketing tag and Hotjar session recording are loaded in the page head on
first visit, before anyone clicks "Got it". There is no reject option; people who object can clear their cookies.`,
    breaches: [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b17-ie-hotel-cookie-settings",
    jurisdiction: "IE",
    title: "Irish hotel group: cookie preference centre",
    text: `Atlantic Way Hotels Ltd (Galway) — booking site, "Manage cookies" panel

  [x] Strictly necessary (always on)
  [x] Performance and analytics
  [x] Advertising and social media
  [Save my choices]

Note from the web agency: the boxes come pre-ticked so that most guests keep the defaults; analytics and advertising
cookies are written as soon as the panel opens.`,
    breaches: [["ie-eprivacy-regulations-2011 5", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b17-nl-bike-rental-tracking",
    jurisdiction: "NL",
    title: "Dutch bike-rental site: privacy page on cookies",
    text: `Fietsverhuur Grachtengordel B.V. (Amsterdam) — privacy page, section "Cookies"

When you visit our site we place advertising cookies from Google, Meta and Criteo so that we can show you our offers
on other websites and social media. These are set straight away on your first visit. If you don't want them, you can
block or delete cookies in your browser settings at any time.`,
    breaches: [["nl-telecommunicatiewet 11.7a", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b17-it-pharmacy-sms-ok",
    jurisdiction: "IT",
    title: "Italian pharmacy chain: loyalty card SMS offers",
    text: `Farmacie Riunite S.r.l. (Bologna) — loyalty card form, marketing section

"Would you like to get offers by SMS? (optional — your card works the same either way)"
  [ ] Yes, send me offers by SMS

Internal rule: SMS offers go only to members who ticked the box (it starts unticked). We store the date and the form
version of each consent. Every message ends with "Reply STOP to stop receiving offers", and STOP is processed within
24 hours. Offers never mention medicines bought or health conditions.`,
    breaches: [],
  },
  {
    id: "b17-es-furniture-bought-list",
    jurisdiction: "ES",
    title: "Spanish furniture retailer: marketing plan email",
    text: `From: Head of Growth, Muebles Costa Azul S.L. (Valencia)
To: Marketing team

For the spring sale we've bought a list of 40,000 email addresses of "home owners in Valencia" from a list broker.
The people on it never heard of us, but the broker says the addresses are valid. We'll send them the sale newsletter
every week from 1 March. Please leave out the unsubscribe link — it just lowers our numbers.`,
    breaches: [["es-lssi 21", "eu-eprivacy-directive 13(1)"]],
  },
  {
    id: "b17-fr-fashion-eshop-policy",
    jurisdiction: "FR",
    title: "French fashion e-shop: customer privacy policy",
    text: `Maison Verlaine SAS (Lille) — Privacy policy (customers)

Creating an account: to open your account you must also agree to receive our newsletter and partner offers; the two
cannot be separated, as the newsletter is part of the Maison Verlaine experience.

How long we keep your data: we keep your details for as long as we find them useful, even after you close your account.

Your requests: write to privacy@maisonverlaine.fr. Our team handles requests to see or delete your data within three
months of receiving them.`,
    breaches: ["eu-gdpr 7(4)", "eu-gdpr 5(1)(e)", "eu-gdpr 12(3)"],
  },
  {
    id: "b17-de-gym-health-questionnaire",
    jurisdiction: "DE",
    title: "German gym chain: induction form and incident memo",
    text: `KraftWerk Fitness GmbH (Köln) — member induction

New members fill in our health questionnaire (heart conditions, past injuries, pregnancy, medication). We process these
answers on the basis of our legitimate interest in offering personalised training plans; no separate consent is asked
for, and the answers are also shared with our supplement partner for product suggestions.

Memo from the COO after the March incident (a lost laptop with unencrypted member health forms): "We will tell the
data protection authority once our internal review is finished, which normally takes 3 to 4 weeks."`,
    breaches: ["eu-gdpr 9(1)", "eu-gdpr 33(1)"],
  },
  {
    id: "b17-uk-garden-centre-marketing",
    jurisdiction: "GB",
    title: "UK garden centre: competition sign-ups and support outsourcing",
    text: `Greenhaven Garden Centres Ltd (Norwich) — notes from the marketing meeting

1. Everyone who entered the summer prize draw (name and email only — there was no marketing tick-box on the entry
   form) will be added to the weekly promotions email.
2. Customer service emails and order histories are now handled by a contact centre in the Philippines. There is just
   an informal arrangement with the owner, who is a friend of the MD; no data protection clauses have been signed.`,
    breaches: ["uk-pecr-2003 22", ["uk-gdpr 44A", "uk-gdpr 46"]],
  },
  {
    id: "b17-uk-council-sar-procedure-ok",
    jurisdiction: "GB",
    title: "UK housing association: subject access request procedure",
    text: `Riverside Homes Housing Association — Subject Access Request procedure

1. Any request to see personal data, however it arrives (letter, email, phone, social media), is logged the same day.
2. We check identity only where we genuinely doubt who is asking, and ask only for what we need.
3. We reply without undue delay and in any event within one month of receipt. Where a request is complex or we have
   several from the same person, we may extend by up to two further months; we tell the requester within the first
   month and explain why.
4. The first copy is free. We explain the purposes, recipients, retention, the source of the data and the right to
   complain to the ICO.`,
    breaches: [],
  },
];
