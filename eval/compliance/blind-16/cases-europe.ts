import type { ComplianceCase } from "../types";

/**
 * Blind set 16, Europe: the GDPR with the German (TDDDG), French (Loi Informatique et Libertés art. 82), Irish
 * (S.I. 336/2011), Dutch (Telecommunicatiewet art. 11.7a), Spanish (LSSI) and Italian (Codice privacy) rules on
 * cookies and marketing. Pairs on one topic or country follow each other. Lawful texts list none.
 */
export const blind16EuropeCases: ComplianceCase[] = [
  {
    id: "b16-de-shop-cookie-banner-ok",
    jurisdiction: "DE",
    title: "DE online bookshop: cookie banner and cookie policy",
    text: `Buchhandlung Lindner OHG — text of the cookie banner on lindner-buch.de

"Wir verwenden Cookies. Notwendige Cookies brauchen wir, damit der Warenkorb und die Anmeldung funktionieren. Mit
Ihrer Einwilligung setzen wir außerdem Statistik-Cookies (Matomo) und Marketing-Cookies (Google Ads) ein. Sie können
Ihre Auswahl jederzeit unter 'Cookie-Einstellungen' im Seitenfuß ändern oder widerrufen."

Buttons, same size and colour, side by side: [Alle ablehnen] [Auswahl anpassen] [Alle akzeptieren]

Technical note for the agency: before the visitor chooses, only the session cookie, the load-balancer cookie and the
cookie that stores the banner choice are set. Matomo and the Google Ads tag load only after the matching box is
ticked. "Alle ablehnen" closes the banner and loads nothing else. The choice is stored for 6 months; the banner then
asks again. Withdrawing in the footer deletes the Matomo and Ads cookies on the next page load.`,
    breaches: [],
  },
  {
    id: "b16-de-fitness-app-onboarding",
    jurisdiction: "DE",
    title: "DE running app: onboarding screens",
    text: `LaufWerk GmbH (Köln) — onboarding flow of the LaufWerk app, v4.2 (product spec for the dev team)

Screen 1 — Splash: logo, "Dein Training. Deine Ziele." Loads in about 2 s.
Screen 2 — "Was ist dein Ziel?" (5 km / 10 km / Halbmarathon).
Screen 3 — "Deine Privatsphäre": short text, buttons "Alle akzeptieren" and "Einstellungen".

Implementation note: to keep our attribution numbers complete, the Adjust SDK, the Meta SDK and Firebase Analytics
are initialised in Application.onCreate(), i.e. when the app opens, before screen 3 is shown. They read the
advertising ID and write their install identifiers to the device straight away. If the user later turns off
"Marketing" under "Einstellungen", we stop sending new events from that point.

Screen 4 — account creation (e-mail or Apple/Google sign-in).`,
    breaches: ["de-tdddg 25"],
  },
  {
    id: "b16-fr-news-site-cookie-notice",
    jurisdiction: "FR",
    title: "FR regional news site: cookie notice bar",
    text: `Le Courrier du Rhône — bottom-of-page bar shown to every visitor (English version of the site)

"By continuing to browse this site, you accept the use of cookies by us and our partners to measure audience, offer
you personalised advertising and enable sharing on social networks. To refuse, please change your browser settings.
[OK, got it]"

Note from the ad operations team: the advertising partners' cookies (about 40 ad-tech vendors) are dropped on the
first page view. The bar only has the "OK, got it" button; closing it or scrolling has the same effect. We have no
list of partners on the site but can provide one on request by post.`,
    breaches: ["fr-loi-informatique-et-libertes 82"],
  },
  {
    id: "b16-fr-bakery-cctv-notice",
    jurisdiction: "FR",
    title: "FR bakery chain: CCTV sign and internal memo",
    text: `Boulangeries Maison Fabre SAS — Sign at shop entrances: "Établissement sous vidéoprotection."

Internal memo to shop managers (March 2026):
Following several till discrepancies, each shop now has four cameras: one over the till, one covering the sales
floor, one in the bakehouse and one in the staff break room where employees eat and change. The break-room camera
also records sound so that we can understand what was said if there is a dispute. All cameras record 24/7 onto the
recorder in the office. We keep the footage until the disk fills up and overwrites itself, which on current settings
is about seven months, so that we can go back over older incidents if needed. Managers can watch the live feed on
their phones at any time.`,
    breaches: ["eu-gdpr 5(1)(c)", "eu-gdpr 5(1)(e)"],
  },
  {
    id: "b16-ie-car-dealer-sms-blast",
    jurisdiction: "IE",
    title: "IE car dealership: spring sale text message campaign",
    text: `Kilbride Motors Ltd (Naas, Co. Kildare) — campaign brief, spring sale

Audience: 18,000 mobile numbers bought from LeadNest Ireland ("motorists in Leinster, age 25–60"). These people have
not dealt with us before; LeadNest says the numbers were collected through competitions on partner sites but cannot
tell us which ones.

Text to send (from sender ID "KILBRIDE"):
"Spring deals at Kilbride Motors! 0% finance on all 262 reg cars + €1,000 scrappage. This weekend only. Call 045 000
000 or visit kilbridemotors.ie"

Send window: Saturday 9:00. Cost: 4c per text. No reply keyword is set up, so we won't include one.`,
    breaches: ["ie-eprivacy-regulations-2011 13"],
  },
  {
    id: "b16-ie-online-pharmacy-breach-email",
    jurisdiction: "IE",
    title: "IE online pharmacy: internal email after a data leak",
    text: `From: COO, CareDirect Pharmacy Ltd (Dublin)
To: Leadership team
Subject: Incident 14 Oct — next steps

All, quick summary. On Monday (14 Oct) our developer found that a test copy of the orders database had been left on
a publicly readable storage bucket since August. It holds names, home addresses, dates of birth and prescription
histories (including repeat prescriptions for HIV and mental-health medicines) of about 23,000 customers. Logs show
it was downloaded twice from unknown IP addresses.

Plan: we have hired a forensics firm; their report should be ready in about five weeks. We will decide then whether
anything needs to go to the Data Protection Commission. We will not contact customers — telling them would cause
unnecessary worry and press interest, and the bucket is now closed. Please keep this within the leadership team.`,
    breaches: ["eu-gdpr 33(1)", "eu-gdpr 34(1)"],
  },
  {
    id: "b16-nl-webshop-cookie-popup",
    jurisdiction: "NL",
    title: "NL fashion webshop: cookie pop-up",
    text: `ModeHuis Verbeek B.V. (Utrecht) — cookie pop-up on verbeekmode.nl (English translation)

"We value your privacy 🍪
We use functional, analytical, personalisation and advertising cookies, also from TikTok, Meta and Criteo, to show
you relevant offers on other websites."

Toggles shown: Functional (on, locked) · Analytics (on) · Personalisation (on) · Advertising (on)
Button: [Save and continue]   — the × in the corner closes the pop-up and also saves the settings as shown.

Our developer confirms that the Criteo and Meta pixels fire on page load, before the pop-up is answered.`,
    breaches: ["nl-telecommunicatiewet 11.7a"],
  },
  {
    id: "b16-es-furniture-newsletter",
    jurisdiction: "ES",
    title: "ES furniture shop: newsletter sending plan",
    text: `Muebles Ortega S.L. (Valencia) — Marketing plan Q1

1. We have scraped 12,500 business e-mail addresses of interior designers and architects from online directories
and professional association websites. None of them has asked to receive information from us or bought from us.
2. From January we will send them our weekly newsletter with offers on sofas and tables.
3. To keep the design clean the newsletter will not have an unsubscribe link. Anyone who complains can write to
our postal address and we will remove them within a month.`,
    breaches: ["es-lssi 21"],
  },
  {
    id: "b16-it-hr-saas-dpa",
    jurisdiction: "IT",
    title: "IT HR software: data processing addendum",
    text: `PeopleCloud S.r.l. (Milano) — Data Processing Addendum to the Subscription Agreement (extract)

1. Roles. The Customer is the controller and PeopleCloud the processor of employee data uploaded to the Platform
(names, contact details, salaries, absence and sickness records).
2. Use of data. PeopleCloud processes Customer Data to provide the Platform and, in addition, may use it to develop
and train its own analytics and benchmarking products, which it sells to other clients.
3. Sub-processors. PeopleCloud may appoint and replace sub-processors at its sole discretion. A list is available to
the Customer on request; PeopleCloud is not obliged to notify changes.
4. Security incidents. PeopleCloud will inform the Customer of a personal data breach within ten (10) business days
of completing its internal investigation.
5. Confidentiality. PeopleCloud staff with access to Customer Data are bound by confidentiality.
6. End of contract. Customer Data is deleted 90 days after termination unless the Customer asks for an export.`,
    breaches: ["eu-gdpr 28(2)", ["eu-gdpr 28(3)(a)", "eu-gdpr 28(10)"], ["eu-gdpr 33(2)", "eu-gdpr 28(3)(f)"]],
  },
  {
    id: "b16-it-energy-robocalls",
    jurisdiction: "IT",
    title: "IT energy supplier: outbound call campaign script",
    text: `Luce Facile S.p.A. — outbound campaign "Bolletta Leggera", brief for the call-centre partner

List: 60,000 landline and mobile numbers purchased from a list broker; the broker does not hold consent records.
Numbers registered on the Registro pubblico delle opposizioni have not been removed.

Channel: automated dialler playing a recorded message, no operator:
"Buongiorno! Con Luce Facile risparmi fino al 30% sulla bolletta. Premi 1 per essere richiamato da un consulente."

Calls from 9:00 to 20:00, Monday to Saturday. Anyone who presses 1 is passed to a consultant who completes the
switch on the phone.`,
    breaches: ["it-codice-privacy 130"],
  },
];
