import type { ComplianceCase } from "../types";

/**
 * Blind set 23, Europe: cookie and tracking texts (France, Italy, Ireland, GB), e-mail and text marketing (Germany,
 * Netherlands, Ireland, France, GB), a gym chain's marketing list (UK GDPR), a Spanish language app for young teens,
 * HR software processor terms, and a German breach that was handled in time. Lawful texts list none.
 */
export const blind23EuropeCases: ComplianceCase[] = [
  {
    id: "b23-de-machine-parts-trade-fair-cards",
    jurisdiction: "DE",
    title: "German machine-parts supplier: sales director's Slack message after a trade fair",
    text: `#vertrieb — Slack — Mon 09:31 — Katrin (Head of Sales, Hessler Antriebstechnik GmbH, Stuttgart)

Morning all! We came back from the Hannover fair with ~600 business cards from the booth bowl (people dropped them in
for the espresso machine raffle). Lena is typing them into HubSpot today. From next week every one of them gets our
monthly product mailing with the new gearbox range and price offers. Nobody ticked anything or said yes to mails, but
they're all engineers and buyers so they'll be interested. No need to wait for a reply first, just add them.`,
    breaches: [["de-uwg 7", "eu-eprivacy-directive 13"]],
  },
  {
    id: "b23-fr-wine-shop-scroll-banner",
    jurisdiction: "FR",
    title: "French online wine merchant: cookie banner wording and tag set-up",
    text: `Cave des Coteaux SARL (Bordeaux) — online shop — text of the information strip at the top of every page

"En poursuivant votre navigation sur ce site, vous acceptez l'utilisation de cookies à des fins de statistiques et de
publicité ciblée. [OK] [En savoir plus]"

Set-up notes from our developer (v2 of the shop, live since March 2026):
- The visitor-statistics script and the two ad-network tags are placed in the page header and run as soon as the page
  opens; the strip is only there to inform.
- A visitor who scrolls down or clicks through to a product page is recorded as having accepted; there is no button
  to refuse on the strip, the "En savoir plus" page explains how to clear cookies in the browser.`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b23-ie-bookshop-equal-buttons-lawful",
    jurisdiction: "IE",
    title: "Irish bookshop: cookie banner and the web developer's note on what loads",
    text: `Quill & Quire Books (Galway) — cookie banner, first screen

"We use essential cookies to run the basket and checkout. With your permission we'd also like to use analytics
cookies (visitor counts, 13 months) and advertising cookies from Meta and Google (up to 12 months) to show you our
books elsewhere online. See our cookie list for each cookie, who sets it and how long it lasts."

[Accept all]   [Reject all]   [Choose]

Developer's note: both buttons are the same size and colour. Nothing except the basket and security cookies is
written or read until the visitor presses Accept all or saves choices in Choose; if they close the banner, nothing
optional loads. The "Cookie settings" link in the footer reopens the banner so people can change their mind.`,
    breaches: [],
  },
  {
    id: "b23-nl-plant-shop-partner-offers-box",
    jurisdiction: "NL",
    title: "Dutch plant web shop: discount pop-up and its pre-ticked box",
    text: `GroenGoed B.V. (Amsterdam) — pop-up shown to first-time visitors of the web shop

"Get 10% off your first order! Enter your e-mail address and we'll send you the code."
[ e-mail address ]
[✓] Also send me weekly offers from GroenGoed's partners (garden furniture, pet food and energy suppliers).
[Send me my code]

Marketing note: the box comes already ticked; most people don't notice it. The addresses go to the partner list
and we send the partners' offers on their behalf every Thursday.`,
    breaches: [["nl-telecommunicatiewet 11.7", "eu-eprivacy-directive 13"]],
  },
  {
    id: "b23-gb-gym-chain-unsubscribers-kept",
    jurisdiction: "GB",
    title: "GB gym chain: CRM manager's e-mail about ex-members and the marketing list",
    text: `From: Marcus Reid (CRM manager, PulseFit Gyms Ltd, Manchester)  To: marketing team  Date: 3 November 2026
Subject: January campaign list

Team — for the January "come back" push I want the biggest list we can get. Please pull in everyone who has ever
been a member, including the ~4,000 who clicked unsubscribe or rang up asking us to stop sending offers. Our lawyers
told us years ago we can rely on legitimate interests, so their opt-outs don't really bind us for a one-off win-back
mail. Also, we're not deleting anything any more: we keep every ex-member's details, payment history and
attendance log forever, because you never know when someone might rejoin.`,
    breaches: ["uk-gdpr 21(3)", "uk-pecr-2003 22", "uk-gdpr 5(1)(e)"],
  },
  {
    id: "b23-it-hotel-scroll-profiling-cookies",
    jurisdiction: "IT",
    title: "Italian lakeside hotel: cookie banner on the booking site",
    text: `Hotel Riva Azzurra (Lake Garda) — banner at the foot of the booking site

"Benvenuti! Per offrirti promozioni su misura, noi e i nostri partner pubblicitari usiamo cookie che registrano come
navighi. Se continui a scorrere o clicchi in un punto qualsiasi, intendiamo che sei d'accordo."   [Chiudi]

Agency notes: the remarketing and social pixels load with the page, before the visitor does anything. Scrolling or
clicking anywhere counts as agreement and hides the banner; "Chiudi" does the same. There is no separate option to
decline.`,
    breaches: [["it-codice-privacy 122", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b23-es-language-app-thirteen-year-olds",
    jurisdiction: "ES",
    title: "Spanish language-learning app: founder's WhatsApp about the sign-up age",
    text: `WhatsApp — "Hablamos product" group — 22:14 — Álvaro (CEO, Lingoleta S.L., Madrid)

guys the parental e-mail step is losing us half the 13-year-olds. decision: from the next release anyone 13+ signs up
alone, they just tap "Acepto" and we treat that as their OK for everything incl. the personalised ads SDK and
sharing their learning profile with our ad partners. no need to ask mum or dad. legal said something about an age
rule but the app stores let 13-year-olds in so we're fine`,
    breaches: ["eu-gdpr 8"],
  },
  {
    id: "b23-eu-hr-software-processor-terms",
    jurisdiction: "EU",
    title: "HR software provider: data processing addendum for customers",
    text: `PeoplePilot SaaS Ltd — Data Processing Addendum (annex to the Subscription Agreement), clauses 4, 6 and 9

4. Personnel. PeoplePilot uses freelance support agents who can open customer accounts to fix problems. They are not
asked to sign any confidentiality undertaking, as their freelance contracts are kept simple.

6. Requests from staff. Where a customer's employee asks to see, correct or delete their data, the customer must
handle it alone; PeoplePilot will not provide exports, search tools or any other help for such requests.

9. Checks. The customer has no right to audit PeoplePilot or to have it inspected, and PeoplePilot will not supply
documents or answers about how it protects customer data beyond what is published on its website.`,
    breaches: ["eu-gdpr 28(3)(b)", "eu-gdpr 28(3)(e)", "eu-gdpr 28(3)(h)"],
  },
  {
    id: "b23-de-insurer-broker-phishing-handled-lawful",
    jurisdiction: "DE",
    title: "German insurance broker: incident update in the management Slack channel",
    text: `#geschaeftsfuehrung — Slack — Thursday 16:05 — Tobias (data protection coordinator, Fenner Versicherungsmakler GmbH, Leipzig)

Quick status on the mailbox hack: we spotted it Tuesday 18:00. The attacker could read the claims mailbox, so about
2,300 customers' names, addresses, IBANs and some claim details were exposed. Our report to the Saxon data protection
authority went out Wednesday 14:00 (well inside the 72 hours) and we sent the follow-up details today. Because of the
bank details and claims info, every affected customer got a letter and e-mail this morning explaining what happened,
what the risks are (phishing, fake direct debits), what we've done and who to call. The incident and our decisions
are written up in the breach log.`,
    breaches: [],
  },
  {
    id: "b23-fr-cookware-customer-newsletter-lawful",
    jurisdiction: "FR",
    title: "French cookware brand: checkout wording and the newsletter sent to buyers",
    text: `Cocottes Bréval SAS (Limoges) — order page and newsletter footer

At checkout, under the e-mail field: "We will send you news and offers about our own cookware and kitchen
accessories, similar to what you are buying today. Don't want them? Tick here: [ ] Je ne souhaite pas recevoir ces
offres." Ticking the box is free and takes nothing else.

Every newsletter goes only to people who have bought from us and did not tick the box, promotes only Cocottes Bréval
products, names us as sender and ends with: "Vous ne souhaitez plus recevoir nos e-mails ? Se désinscrire en un clic."
We never send partners' offers and never pass addresses on. Unsubscribes are applied the same day.`,
    breaches: [],
  },
  {
    id: "b23-gb-furniture-retailer-pixel-as-analytics",
    jurisdiction: "GB",
    title: "GB furniture retailer: head of e-commerce's Slack message about the ad pixels",
    text: `#ecommerce — Slack — Wed 11:20 — Hannah (Head of E-commerce, Oakmere Home Ltd, Leeds)

Good news on cookies: since the new data law kicked in this year, analytics doesn't need a yes any more. So I've asked
the agency to re-label the Meta pixel and the Pinterest tag as "analytics" in the cookie tool and fire them on page
load for everyone, before the banner is answered. They'll keep feeding our retargeting audiences, that's the whole
point. The banner stays for the rest. Shout if anyone objects!`,
    breaches: ["uk-pecr-2003 6"],
  },
  {
    id: "b23-ie-pharmacy-prescription-texts",
    jurisdiction: "IE",
    title: "Irish pharmacy group: owner's WhatsApp about a text campaign",
    text: `WhatsApp — Niamh (owner, Corrib Pharmacies, 5 branches in Co. Mayo) to Eoin (IT), 08:47

Eoin, can you pull every mobile number we have from the "your prescription is ready" texts, and filter for the people
who collect insulin or the other diabetes meds? I want to text them all on Monday about the new glucose monitors and
our 20% off skincare week. They only gave us the numbers for the prescription alerts and never said yes to offers,
and we didn't give them any way to say no to promos, but they're our customers so it should be fine. No need for an
opt-out line, keeps it short.`,
    breaches: ["ie-eprivacy-regulations-2011 13", "eu-gdpr 9"],
  },
];
