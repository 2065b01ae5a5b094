import type { ComplianceCase } from "../types";

/**
 * Blind set 22, Europe: cookie and tracking texts (France, Germany, Italy), e-mail marketing (Netherlands, Spain, GB),
 * a clinic's stolen laptop (Ireland), a subject-access reply and a US-hosting support reply (UK GDPR), processor terms,
 * a dating consent screen and a French founder's e-mail about young pupils (GDPR and the French age of 15). Lawful
 * texts list none.
 */
export const blind22EuropeCases: ComplianceCase[] = [
  {
    id: "b22-fr-bakery-chain-cookie-banner",
    jurisdiction: "FR",
    title: "French bakery chain: cookie banner and what the site loads",
    text: `Maison Briochet (Lyon, 40 shops; click-and-collect website) — banner shown at the bottom of the home page

"Nous utilisons des cookies pour améliorer votre visite." [Tout accepter]   [Personnaliser]

Note from the web agency to the marketing lead, attached to the launch ticket:
When a visitor lands on any page, the audience-measurement tag and the two advertising tags (retargeting and the
social network pixel) load straight away so that no first visit is lost. If the visitor later opens "Personnaliser"
and switches them off, we stop reading those cookies from the next page onwards. There is no "Tout refuser" button
on the first layer; people who want to say no go through the settings screen.`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b22-de-sneaker-shop-pixel-slack",
    jurisdiction: "DE",
    title: "German sneaker web shop: founder's Slack message about the ad pixel",
    text: `#growth — Slack, Tuesday 09:14 — Jonas (co-founder, KickKiste GmbH, Köln)

hey team, quick one. conversions from Insta ads look terrible because half the people click "Ablehnen" on our consent
popup. I've asked Mo to move the Meta pixel and the TikTok tag out of the consent manager so they fire on every page
view from the start, popup or not. the popup stays up so legal is happy 😅 we keep the Google Maps widget on the store
finder behind consent as before. Mo pls ship by friday, thx`,
    breaches: [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b22-nl-climbing-gym-member-mails-lawful",
    jurisdiction: "NL",
    title: "Dutch climbing gym: FAQ answer about member e-mails",
    text: `BoulderBunker Utrecht — Frequently asked questions — "Why do I get e-mails about courses?"

When you took out your membership at the desk or online we asked for your e-mail address, and on that same form we
told you we would also use it to tell you about our own climbing courses, route-setting nights and membership offers,
with a box you could tick to say no thanks. Every mail we send has a one-click unsubscribe link at the bottom, and
the answer "stop" to any mail works too. We never pass your address to other businesses, and we don't send you offers
from sponsors or partner brands. Non-members who only bought a day pass are not on the list.`,
    breaches: [],
  },
  {
    id: "b22-ie-physio-clinic-stolen-laptop",
    jurisdiction: "IE",
    title: "Irish physiotherapy clinic: practice manager's WhatsApp about a stolen laptop",
    text: `WhatsApp — "Clinic admin" group — Thurs 14 May, 18:02 — Siobhán (practice manager, Liffey Physio, Dublin 8)

Update on the laptop that was taken from Ciara's car last Monday week. It had the spreadsheet of about 1,900 patients
on it: names, phone numbers, dates of birth, injury notes and the GP letters. No password on the file and the laptop
wasn't encrypted, it was the old one. Garda report is done. I've spoken to the owners and we're not going to report
it to the Data Protection Commission or tell patients — it would only worry people and the thief probably just wants
the laptop. Please don't mention it at reception. New laptops arriving next week.`,
    breaches: ["eu-gdpr 33", "eu-gdpr 34"],
  },
  {
    id: "b22-es-furniture-prize-draw-mailing",
    jurisdiction: "ES",
    title: "Spanish furniture retailer: prize-draw entry terms and the newsletter that follows",
    text: `Muebles Albaida S.L. (Valencia) — Terms of the "Win a sofa" draw, clause 6

6. Entrants give their name and e-mail address to take part. Entering the draw means you agree to receive our
weekly commercial e-mails with offers from Muebles Albaida and from the kitchen and mattress brands we stock, for
three years. There is no box to tick: taking part is enough.

Internal note (marketing, 2 October 2026): the draw brought in 11,000 addresses from people who have never bought
from us. They go into the weekly offers mailing from Monday.`,
    breaches: ["es-lssi 21"],
  },
  {
    id: "b22-it-agriturismo-technical-cookies-lawful",
    jurisdiction: "IT",
    title: "Italian farm-stay: cookie notice on the booking site",
    text: `Agriturismo Le Querce (Montepulciano) — Cookie notice, linked from the footer

This site only uses the cookies it needs to work: one keeps your language choice, one holds the dates and room you
picked while you finish a booking, and one protects the payment form against fraud. They are deleted when you close
the browser or after 24 hours. We have no statistics, advertising or social media cookies and no embedded videos or
maps that set cookies; our map is a plain picture with a link. Because these cookies are needed for the service you
ask for, we don't show a consent banner, and this page explains what each one does.`,
    breaches: [],
  },
  {
    id: "b22-gb-garden-centre-access-reply",
    jurisdiction: "GB",
    title: "GB garden-centre chain: reply to a subject-access request",
    text: `Greenacre Garden Centres Ltd (Surrey) — letter of 9 September 2026

Dear Mr Okafor,

Thank you for your request of 2 September for a copy of the personal data we hold about you, including your loyalty
card history and the CCTV stills from the incident in our Guildford car park.

Our policy is that subject-access requests are handled once an administration fee of £25 has been received, by
cheque or card over the phone. Because of the number of requests we receive, please allow three months from the date
we receive your fee. We will not be able to give reasons for any delay within that time.

Yours sincerely,
Customer Data Team`,
    breaches: [["uk-gdpr 12(5)", "uk-gdpr 15"], "uk-gdpr 12(3)"],
  },
  {
    id: "b22-gb-takeaway-bought-numbers-texts",
    jurisdiction: "GB",
    title: "GB takeaway group: owner's WhatsApp about a text-message campaign",
    text: `WhatsApp — Raj (owner, Spice Route Takeaways, 3 shops in Leicester) to Dan (marketing freelancer), 19:40

Dan, got the list of 8k mobile numbers from that lead company, they said it's all local people in LE postcodes. Can
you blast them the 2-for-1 curry text on Friday at 5pm? None of them have ordered from us before. Don't bother with
the "reply STOP" line, it just makes people unsubscribe and it costs us characters. Cheers`,
    breaches: ["uk-pecr-2003 22"],
  },
  {
    id: "b22-eu-ticketing-processor-terms",
    jurisdiction: "EU",
    title: "Event ticketing platform: data processing terms for venues",
    text: `TixHive B.V. — Data Processing Terms (annex to the Venue Agreement), clauses 3, 7 and 11

3. TixHive processes ticket buyers' personal data to run the venue's box office. TixHive may also use that data,
in identifiable form, to train its own demand-forecasting product sold to other venues and to promoters.

7. TixHive may engage or replace sub-processors at any time as it sees fit. Venues are not informed of, and may not
object to, such changes.

11. When the Venue Agreement ends, TixHive keeps all ticket-buyer data it holds for its own purposes and has no duty
to return or delete it.`,
    breaches: ["eu-gdpr 28(3)(a)", "eu-gdpr 28(2)", "eu-gdpr 28(3)(g)"],
  },
  {
    id: "b22-gb-bookkeeping-app-us-hosting-lawful",
    jurisdiction: "GB",
    title: "GB bookkeeping app: support reply about US hosting",
    text: `Support ticket #48213 — reply from Priya, LedgerNest support (LedgerNest Ltd, Bristol)

Hi Tom, thanks for asking! Yes, our app's servers are run by a US cloud company, so your invoices and customer list
are stored in Virginia. That provider is certified under the UK Extension to the EU-US Data Privacy Framework, which
the UK government approved by regulations in 2023, and we checked the certification is current and covers HR and
non-HR data before we signed. Data is encrypted at rest and in transit, and our contract with them is a proper
processor agreement. It's all described in section 8 of our privacy notice. Anything else, just shout!`,
    breaches: [],
  },
  {
    id: "b22-eu-dating-app-faith-consent-screen",
    jurisdiction: "EU",
    title: "Dating app: sign-up consent screen",
    text: `Kindred Hearts (Dublin-based dating app, used across the EU) — sign-up step 4 of 5

Tell us about you: religion [dropdown]  •  who you're interested in [men / women / everyone]

[✓] I'm happy for Kindred Hearts to use my religion and orientation to show me offers from partner brands and to
share them with our advertising partners. (This box is ticked already — untick it if you wish.)

[Continue]

Help text: you can change this in Settings later.`,
    breaches: ["eu-gdpr 9"],
  },
  {
    id: "b22-fr-edtech-founder-pupil-signup",
    jurisdiction: "FR",
    title: "French edtech start-up: founder's e-mail about sign-up for young pupils",
    text: `From: Camille (founder, Révizio SAS, Nantes)  To: product team  Subject: collège sign-ups

Hi all — the parent e-mail step is killing sign-ups in the 12–14 range, so from Monday let's drop it. Pupils from
age 12 just tick "J'accepte" themselves and we're covered: that consent also lets us build their learning profile
and send them personalised pushes with partner offers (stationery, paid tutoring). We don't need the parents in the
loop for this. Launch it quietly, no need to update the FAQ.`,
    breaches: [["fr-loi-informatique-et-libertes 45", "eu-gdpr 8"]],
  },
];
