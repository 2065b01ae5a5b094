import type { ComplianceCase } from "../types";

/**
 * Blind set 13, Europe: EU GDPR (FR, DE, IE, NL, ES, IT), the national cookie rules (FR art. 82, DE TDDDG § 25, NL
 * Telecommunicatiewet art. 11.7a, ES LSSI art. 22, IT Codice art. 122), UK GDPR and PECR. Expected breaches judged as
 * at EVAL_AS_OF (27 November 2026) from the statutes; lawful texts list none. A cookie breach is listed once, under the
 * national provision, with Art. 5(3) of the ePrivacy Directive it implements as an accepted alternative.
 */
export const blind13EuropeCases: ComplianceCase[] = [
  {
    id: "b13-fr-ecommerce-cookie-banner",
    jurisdiction: "FR",
    title: "French homeware shop: cookie banner with accept-only first layer",
    text: `Maison Cardamome — bannière cookies (spécification pour le prestataire web), version 3

Première couche (fenêtre centrale, fond blanc, au-dessus de la page d'accueil) :

"Votre vie privée compte pour nous. Maison Cardamome et ses 14 partenaires utilisent des cookies et traceurs pour
mesurer l'audience, personnaliser les contenus et vous montrer des publicités adaptées sur d'autres sites (Criteo,
Meta, TikTok). Vous pouvez modifier vos choix à tout moment depuis le lien « Cookies » en bas de page."

Boutons : un grand bouton noir « Accepter et continuer ». À côté, un lien texte gris « Personnaliser » qui ouvre la
liste des finalités, où chaque finalité est activée par défaut et peut être désactivée une à une. Aucun bouton
« Tout refuser » n'existe sur la première couche ; il figure seulement en bas de la seconde couche, après la liste des
partenaires.

Chargement technique : pour ne pas perdre les données de la première visite, les balises Criteo et Meta sont chargées
avec la page, avant que l'internaute n'ait cliqué sur un bouton ; elles sont désactivées ensuite s'il refuse.

Durée de conservation du choix : 13 mois. La liste des cookies (nom, émetteur, durée) est disponible dans la page
« Politique cookies ».`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b13-it-news-site-cookie-banner",
    jurisdiction: "IT",
    title: "Italian local news site: scrolling and closing the banner count as consent",
    text: `Il Gazzettino di Valle — informativa breve sui cookie (banner)

Testo del banner in basso (English version for our agency below):

"Questo sito utilizza cookie tecnici e, previo consenso, cookie di profilazione di terze parti (Google AdSense,
Taboola, Outbrain) per inviarti pubblicità in linea con le tue preferenze. Scorrendo questa pagina, cliccando su un
qualunque elemento o chiudendo questo banner con la X presti il consenso all'uso dei cookie."

English: This site uses technical cookies and, with your consent, third-party profiling cookies (Google AdSense,
Taboola, Outbrain) to send you advertising in line with your preferences. By scrolling this page, clicking any element
or closing this banner with the X you consent to the use of cookies.

Buttons: [OK] and the X in the corner. A link "Informativa estesa" leads to the full cookie policy with the list of
cookies, their duration and links to the third parties' own policies, where the user is told he can disable cookies
in the browser settings.

Technical note: the advertising scripts load as soon as the reader scrolls more than 300 pixels or clicks anywhere.`,
    breaches: [["it-codice-privacy 122", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b13-nl-fashion-cookie-banner",
    jurisdiction: "NL",
    title: "Dutch fashion webshop: implied cookie consent by clicking anywhere",
    text: `StraatStijl.nl — cookie melding (English copy for the international shop)

Banner at the top of every page, thin strip, no buttons except a small "x":

"StraatStijl uses cookies and similar techniques, including tracking cookies from Meta, TikTok and Google, so that we
and our partners can follow your surfing behaviour and show you personalised ads, also outside our website. If you
click anywhere on this site or continue shopping, you agree to this. Read more in our cookie statement."

Implementation: the Meta pixel, the TikTok pixel and the Google Ads remarketing tag are placed in the page header and
fire on the first page view. Analytics (Google Analytics 4, IP not anonymised, data shared with Google for its own
purposes) also loads on the first page view.

Cookie statement: lists the cookies and their duration (up to 2 years for the Google and Meta cookies) and tells
visitors they can delete cookies through their browser.`,
    breaches: [["nl-telecommunicatiewet 11.7a", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b13-de-recipe-portal-cookie-banner",
    jurisdiction: "DE",
    title: "German recipe portal: cookie banner with marketing pre-selected in the settings",
    text: `Kochfreunde.de — Consent-Banner (Beschreibung für die Agentur, English summary)

On the first visit a pop-up covers the middle of the screen:

"Wir und unsere 87 Partner speichern und lesen Informationen auf Ihrem Gerät (Cookies, Geräte-IDs), um Inhalte und
Anzeigen zu personalisieren, Anzeigen zu messen und unser Angebot zu verbessern."
(We and our 87 partners store and read information on your device (cookies, device IDs) to personalise content and
ads, measure ads and improve our service.)

Buttons: a large green button "Alle akzeptieren" (Accept all) and a small text link "Einstellungen" (Settings).

In "Einstellungen", the purposes "Personalisierte Anzeigen", "Anzeigenmessung" and "Reichweitenmessung" are listed with
their switches already set to "on". A visitor who wants to refuse must switch each one off and then click "Auswahl
speichern" (Save selection). There is no "Alle ablehnen" (Reject all) button on either layer.

Until a choice is made, the page behind the pop-up is greyed out but the Google Analytics and Taboola scripts already
run.

Link to the Datenschutzerklärung with the list of cookies and their storage periods.`,
    breaches: [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b13-ie-car-dealer-cookie-banner",
    jurisdiction: "IE",
    title: "Irish car dealership: 'Got it' cookie notice with tracking set on arrival",
    text: `Midlands Motors Ltd (Athlone) — website cookie notice

A small box in the bottom-left corner of every page reads:

"This website uses cookies to give you the best experience, to analyse traffic and to show you relevant car ads on
Facebook and Google. By using this site you agree to our use of cookies. [Got it]"

The only button is "Got it". The words "our use of cookies" link to the Cookie Policy, which lists the cookies set:
session cookie; Google Analytics (_ga, 2 years); Facebook pixel (_fbp, 3 months); Google Ads (IDE, 13 months);
CarFinance chat widget (1 year). It says users who do not want cookies should change their browser settings.

Technical: all of the cookies above are set when the first page loads, whether or not "Got it" is clicked. Closing
the box with the browser's back button or simply scrolling past it makes no difference; the box reappears on every
visit until "Got it" is clicked.

The dealership's marketing agency uses the Facebook and Google Ads data to build "people who viewed a used SUV"
audiences for its campaigns.`,
    breaches: [["ie-eprivacy-regulations-2011 5", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b13-gb-travel-agent-cookie-banner",
    jurisdiction: "GB",
    title: "UK travel agency: cookie banner calling advertising cookies strictly necessary",
    text: `Sunward Holidays — cookie banner (copy and settings, April 2026)

"We use cookies 🍪
Some cookies are strictly necessary to run our site. These include our booking cookies and the cookies that let our
advertising partners (Google, Meta, Pinterest) recognise you across the web so that we can keep our prices low. You
can't switch strictly necessary cookies off. You can choose whether we use optional cookies for live chat and
personalised content.
[Accept all]   [Manage optional cookies]"

Manage optional cookies: switches for "Live chat" and "Personalisation", both off by default, and a "Save" button.

The Google Ads, Meta and Pinterest tags are listed under "Strictly necessary" in the cookie table and load on the first
page view for every visitor. They are used to build remarketing audiences of people who looked at particular
destinations, and to measure which adverts led to a booking. The cookie table gives each cookie's name, provider and
lifetime (up to two years for the advertising cookies).

The live chat and personalisation cookies are only set if the visitor switches them on.`,
    breaches: [["uk-pecr-2003 6"]],
  },
  {
    id: "b13-es-hotel-cookie-banner-lawful",
    jurisdiction: "ES",
    title: "Spanish hotel chain: cookie banner with equal accept and reject (lawful)",
    text: `Hoteles Mirasol — Aviso de cookies (texto del banner y configuración técnica)

Texto del banner (primera capa), visible al entrar en cualquier página:

"Usamos cookies propias necesarias para que la web funcione y para gestionar tu reserva. Con tu permiso, también
usaremos cookies de analítica (Google Analytics 4) y de publicidad (Meta, Google Ads) para medir visitas y mostrarte
anuncios personalizados. Puedes aceptarlas, rechazarlas o elegir por finalidad. Más información en nuestra Política de
cookies, donde encontrarás cada cookie, quién la instala y cuánto dura."

Tres botones del mismo tamaño, color y nivel: [Aceptar todas] [Rechazar todas] [Configurar].

En "Configurar", cada finalidad (analítica, publicidad) aparece con un interruptor desactivado por defecto; las
cookies técnicas aparecen como "siempre activas" y solo incluyen la sesión, el carrito de la reserva, el balanceo de
carga y la cookie que guarda tu elección.

Configuración técnica: ninguna etiqueta de analítica o publicidad se carga antes de que el usuario pulse "Aceptar
todas" o active una finalidad en "Configurar". Si pulsa "Rechazar todas" o cierra el banner, solo se usan las cookies
técnicas. El usuario puede cambiar o retirar su consentimiento en cualquier momento desde el enlace "Configuración de
cookies" en el pie de página, con la misma facilidad. La elección se conserva 12 meses y después se vuelve a
preguntar.`,
    breaches: [],
  },
  {
    id: "b13-gb-bookshop-cookie-banner-lawful",
    jurisdiction: "GB",
    title: "UK independent bookshop: cookie banner with prior consent for all non-essential cookies (lawful)",
    text: `Pages & Co. website — cookie banner and set-up (note for our web developer)

When someone first visits, a panel appears at the bottom of the screen:

"Cookies on pagesandco.co.uk
We use a few cookies that the site needs to work — to keep items in your basket, keep you signed in and keep the site
secure. These are always on.
We'd also like to use optional cookies: analytics to see which pages are read, and Meta and Google
advertising cookies to show you our books on other websites. We will only set these if you say yes.
[Accept optional cookies]  [Reject optional cookies]  [Choose which cookies]"

The Accept and Reject buttons are the same size and colour. "Choose which cookies" opens a page listing every cookie
with its name, who sets it, what it does and how long it lasts, with separate switches for analytics and advertising,
both off until switched on.

Nothing except the essential cookies is set before the visitor clicks Accept or switches a category on. If the visitor
clicks Reject or ignores the panel, no analytics or advertising cookie is set and the panel stays until a choice is
made. A "Cookie settings" link in the footer lets visitors change their mind at any time; withdrawing is one click.

The choice is remembered for six months.`,
    breaches: [],
  },
  {
    id: "b13-de-cycle-app-notice",
    jurisdiction: "DE",
    title: "German cycle-tracking app: privacy notice sharing cycle data with advertisers",
    text: `Datenschutzhinweise der App "LunaCycle" (English version)

Controller: LunaCycle GmbH, Torstraße 140, 10119 Berlin, privacy@lunacycle.de. Our data protection officer can be
reached at dpo@lunacycle.de.

What we process: your e-mail address, year of birth, the dates of your periods, symptoms you log (pain, mood,
spotting), whether you are trying to conceive, and the sexual activity entries you choose to make.

Why and on which basis:
- To run the app and show you predictions — performance of our contract with you (Art. 6(1)(b) GDPR).
- To show you relevant offers: we pass your cycle phase and the "trying to conceive" flag, with your advertising ID,
  to our advertising partners (AdReach GmbH, Munich; FertiliMarket B.V., Amsterdam) so that they can show you
  matching adverts for pregnancy tests and vitamins. We do this on the basis of our legitimate interest in financing
  the free app (Art. 6(1)(f) GDPR).

Where: all data are hosted by Hetzner in Falkenstein, Germany. Our advertising partners are established in the EU.

How long: account data are deleted 30 days after you delete your account; advertising partners keep data for 12
months.

Your rights: access, rectification, erasure, restriction, portability and objection (Art. 15–21 GDPR). Please allow
us up to 60 days to answer, as our support team is small. For a copy of all your logged data we charge a handling fee
of EUR 15, payable before we send the export.

You may complain to the Berliner Beauftragte für Datenschutz und Informationsfreiheit.

Providing your data is voluntary, but without cycle dates the app cannot make predictions. We do not make decisions
based solely on automated processing that have legal effects for you.`,
    breaches: [["eu-gdpr 9"], ["de-tdddg 25", "eu-eprivacy-directive 5(3)"], ["eu-gdpr 12(3)"], ["eu-gdpr 15(3)", "eu-gdpr 12(5)"]],
  },
  {
    id: "b13-es-dental-clinic-registration-form",
    jurisdiction: "ES",
    title: "Spanish dental clinic: new-patient registration form with pre-ticked boxes",
    text: `Clínica Dental Sonrisa Mediterránea, S.L. (Valencia) — Ficha de nuevo paciente (English translation)

Name, surname, DNI, date of birth, address, mobile, email, medical history questionnaire (allergies, medication,
pregnancy, heart conditions).

Basic data protection information:
Controller: Clínica Dental Sonrisa Mediterránea, S.L., C/ Colón 22, 46004 Valencia; dpd@sonrisamed.es.
Purpose: to provide dental care and manage your appointments and invoices. Legal basis: provision of health care
(Article 9(2)(h) GDPR) and your contract with the clinic. Recipients: laboratories preparing your prostheses; the Tax
Agency where the law requires. Retention: clinical records at least five years after each episode of care, as the
Spanish patient-autonomy law requires. Rights: access, rectification, erasure, objection, restriction and portability
at dpd@sonrisamed.es; complaints to the Agencia Española de Protección de Datos. Further information: www.sonrisamed.es/privacidad.

Consents (tick as appropriate):
[X] I wish to receive promotions and offers from the clinic by email and WhatsApp.
[X] I authorise the clinic to pass my contact details and treatment plan to partner health insurers so that they
    can offer me dental insurance.

Patient's signature: ______________   Date: ______________`,
    breaches: [
      ["es-lssi 21", "eu-gdpr 7", "eu-gdpr 4(11)", "eu-gdpr 6(1)"],
      ["eu-gdpr 9", "eu-gdpr 7", "eu-gdpr 4(11)", "eu-gdpr 6(1)"],
    ],
  },
  {
    id: "b13-ie-physio-notice-lawful",
    jurisdiction: "IE",
    title: "Irish physiotherapy clinic: patient privacy notice (lawful)",
    text: `Privacy Notice — Liffey Physio & Sports Injury Clinic, 22 Ormond Quay, Dublin 7

Who we are. Liffey Physio Limited is the controller of your information. Questions: privacy@liffeyphysio.ie or
01 555 0192. Our data protection lead is Ms Aoife Byrne, at the same address.

What we collect. Your name, contact details, date of birth, GP's name, health insurer and policy number, your
medical history, the findings of your assessment and treatment notes.

Why, and our legal basis. We use your details to assess and treat you and to manage your care. Our legal basis is
the contract for treatment with you (Article 6(1)(b) GDPR); for health information, the provision of health care by
or under the responsibility of a registered health professional (Article 9(2)(h) GDPR and section 52 of the Data
Protection Act 2018). If you ask us to claim from your insurer, we send the invoice and a short treatment summary to
the insurer you name, on the basis of your request.

Who receives it. Your GP, if you ask us to write to them; your insurer as above; our practice-management software
provider (a cloud system hosted in the EU), which acts only on our instructions under a processing
contract. We do not send your information outside the European Economic Area.

How long. Adult records are kept for eight years after your last appointment; records of children until their 25th
birthday or eight years after the last appointment, whichever is later. They are then securely destroyed.

Your rights. You may ask for access to, correction or erasure of your information, restriction of its use, a copy in
a portable format, and you may object to processing. We answer within one month; if a request is complex we may
extend this by up to two further months, and we will tell you why within the first month. Access is free of charge.

Do you have to give us the information? Your health history is needed to treat you safely; without it we cannot
offer treatment. We do not use automated decision-making.

Complaints. You can complain to the Data Protection Commission, 21 Fitzwilliam Square South, Dublin 2.`,
    breaches: [],
  },
  {
    id: "b13-gb-hr-privacy-notice-lawful",
    jurisdiction: "GB",
    regulations: ["UK GDPR"],
    title: "UK engineering firm: employee privacy notice (lawful)",
    text: `Harland Precision Engineering Ltd — Privacy notice for employees and workers

1. Who we are. Harland Precision Engineering Ltd, Unit 9 Bessemer Way, Sheffield S9 3AH, is the controller of your
personal data. Our Data Protection Officer is Priya Natarajan (dpo@harlandpe.co.uk).

2. What we hold and why.
- Identity, contact, bank and tax details, pay and pension records: to pay you and run your employment contract
  (Article 6(1)(b) UK GDPR) and to meet our legal duties to HMRC and under pensions auto-enrolment (Article 6(1)(c)).
- Right-to-work documents: legal obligation (Article 6(1)(c)).
- Sickness records and occupational-health reports: to pay sick pay and make reasonable adjustments, under Article
  9(2)(b) UK GDPR and Schedule 1, paragraph 1 of the Data Protection Act 2018 (employment obligations), in line with
  our appropriate policy document.
- CCTV at the site entrance and on the shop floor, for safety and security: our legitimate interests (Article 6(1)(f)).
  CCTV is not used to monitor individual performance, and you may object.

3. Who we share it with. Our payroll bureau (Payfront Ltd) and HR system provider, who act only on our instructions;
HMRC; our pension provider; our occupational-health provider; and, with your agreement, a future employer asking for
a reference. Your data are stored in the United Kingdom and are not transferred outside it.

4. How long. Personnel and pay records: six years after your employment ends. Sickness records: three years after
the absence. CCTV: 30 days, unless footage is needed for an incident under investigation.

5. Your rights. You may ask for access to your data, correction, erasure, restriction, and data portability (for data
we hold to perform your contract), and you may object to processing based on our legitimate interests. Contact the
DPO. We answer within one month, extended by up to two months for complex requests, in which case we tell you within
the first month. We do not charge for requests.

6. Must you provide the data? Yes, for pay, tax and right-to-work information: these are needed to employ you and
required by law. Without them we cannot employ you.

7. Automated decisions. We make none.

8. Complaints. Please raise concerns with the DPO first. You may also complain to the Information Commissioner's
Office (ico.org.uk, 0303 123 1113).`,
    breaches: [],
  },
  {
    id: "b13-nl-payroll-processor-terms",
    jurisdiction: "NL",
    title: "Dutch payroll SaaS: data-processing clauses in the general terms",
    text: `SalarisWolk B.V. — General Terms, Chapter 9: Processing of personal data

9.1 In providing the payroll service, SalarisWolk processes personal data of the Customer's employees (names,
addresses, BSN, bank details, salary, absence) as processor for the Customer, which is the controller.

9.2 SalarisWolk processes these data in accordance with the Customer's written instructions as set out in the
order form. SalarisWolk staff with access to the data are bound by a duty of confidentiality.

9.3 SalarisWolk implements appropriate technical and organisational measures, including encryption at rest,
role-based access and two-factor authentication, as described in Annex 2.

9.4 SalarisWolk may engage other processors (such as hosting, printing and support providers) as it sees fit. An
up-to-date list is kept internally and is available to the Customer on request; the Customer is not notified of
changes.

9.5 SalarisWolk may also use the personal data, in aggregated or individual form, to develop and improve its own
products, to train its salary-benchmark model and to prepare market reports sold to third parties.

9.6 SalarisWolk will assist the Customer in responding to requests from data subjects and in meeting the Customer's
obligations on security, breach notification and data protection impact assessments, taking into account the
information available to it.

9.7 SalarisWolk will inform the Customer without undue delay, and within 24 hours, after becoming aware of a personal
data breach affecting the Customer's data.

9.8 On termination of the agreement, SalarisWolk will retain the Customer's data for a period of seven years for its
own analytics and benchmark purposes, after which it will be deleted. Return of data is possible in CSV format
against payment of the applicable rate.

9.9 SalarisWolk makes available to the Customer all information necessary to demonstrate compliance with this
Chapter and allows for and contributes to audits, once a year, by an independent auditor appointed by the Customer.`,
    breaches: [["eu-gdpr 28(2)", "eu-gdpr 28(3)(d)", "eu-gdpr 28(4)"], ["eu-gdpr 28(3)(a)", "eu-gdpr 28(10)"], ["eu-gdpr 28(3)(g)"]],
  },
  {
    id: "b13-de-webshop-breach-procedure",
    jurisdiction: "DE",
    title: "German online shop: internal data-breach procedure",
    text: `Outdoorwelt Schmidt GmbH — Procedure for personal data breaches (IT and customer service), rev. 2026-03

Scope. Any loss, theft, unauthorised disclosure or alteration of customer or employee personal data.

Step 1 — Report internally. Any employee who notices a possible breach tells the IT lead and the data protection
officer (datenschutz@outdoorwelt-schmidt.de) immediately, by phone and e-mail.

Step 2 — Contain and investigate. The IT lead stops the leak, secures logs and assesses which data and how many
customers are affected. The investigation is completed before any outside notification, so that we give the
authority complete and correct information.

Step 3 — Authority. Once the investigation is closed, the data protection officer notifies the Landesbeauftragte für
Datenschutz Niedersachsen within five working days, using the online form, unless the breach is unlikely to result in
a risk to the people affected.

Step 4 — Customers. Customers are informed only if the breach becomes known to the public, for example through press
reports, or if a customer asks us directly. Otherwise no customer communication is sent, to avoid alarm.

Step 5 — Record. Every breach, including those not notified, is entered in the breach register with the facts, its
effects and the remedial action taken.`,
    breaches: [["eu-gdpr 33(1)"], ["eu-gdpr 34(1)"]],
  },
  {
    id: "b13-fr-remote-staff-monitoring-policy",
    jurisdiction: "FR",
    title: "French consultancy: remote-work monitoring policy with keystroke logging and webcam captures",
    text: `Cabinet Delorme Conseil — Remote working: monitoring of activity (internal policy, English translation)

1. Purpose. To ensure that time billed to clients corresponds to work actually done, the firm monitors the activity
of employees working from home. The legal basis is the firm's legitimate interest (Article 6(1)(f) GDPR). The works
council (CSE) was informed on 12 March.

2. What is recorded. Software ("TrackPro") installed on every laptop records:
   - every keystroke typed, in every application, including personal web mail and messaging opened on the laptop;
   - a screenshot of the whole screen every three minutes;
   - a photo taken through the webcam every ten minutes, to confirm that the employee is at the desk;
   - the applications and websites used and the time spent on each.

3. Who sees it. Team leaders and the managing partner, through the TrackPro dashboard. TrackPro SAS (Lyon) hosts the
data in France as our processor.

4. Retention. Recordings, screenshots and webcam photos are kept without time limit, in case they are needed in a
later dispute with a client or an employee.

5. Information and rights. Employees are informed of this policy on joining. They may exercise their rights of access,
rectification, erasure, restriction and objection with the HR manager (rh@delorme-conseil.fr); requests are answered
within one month. Complaints may be made to the CNIL.`,
    breaches: [["eu-gdpr 5(1)(c)"], ["eu-gdpr 5(1)(e)"]],
  },
  {
    id: "b13-ie-kids-game-signup",
    jurisdiction: "IE",
    title: "Irish mobile game studio: sign-up screen letting 13-year-olds consent to ad tracking",
    text: `Puffin Quest — account sign-up flow (product spec, Galway studio)

Screen 1 — Age. "How old are you?" A picker from 8 to 99. Players under 13 are shown a simplified version with no
chat and no advertising and no account is created.

Screen 2 — For players aged 13 and over:
"Make Puffin Quest yours! We'd like to use your gameplay and your device's advertising ID to show you ads picked just
for you and to share them with our ad partners (AppLovin, Unity Ads). Tap 'Yes, personalise my ads' to agree."
[Yes, personalise my ads]  [No thanks]

The player's own tap is recorded as consent for players of 13, 14 and 15 years, in the same way as for adults; no
parent is involved and we do not ask for a parent's e-mail.

Screen 3 — Privacy notice link and terms of use.

Changing your mind: players who want to withdraw their ad consent must send a signed letter to Puffin Quest Games
Ltd, Unit 4, Galway Technology Park, Parkmore, Galway. Consent cannot be withdrawn inside the app, because the
settings menu has no space for it.

Contact for privacy questions: privacy@puffinquest.ie.`,
    breaches: [["eu-gdpr 8(1)"], ["eu-gdpr 7(3)"]],
  },
  {
    id: "b13-gb-loyalty-app-notice-transfers",
    jurisdiction: "GB",
    title: "UK garden-centre chain: loyalty app notice with offshore support and no safeguard",
    text: `GreenLeaf Rewards — How we use your information

GreenLeaf Garden Centres Ltd (company no. 04412876), Ashby Road, Loughborough LE11 3TU, is the controller. You can
contact our data protection team at dataprotection@greenleaf.co.uk.

What we collect: name, email, postcode, date of birth (for your birthday voucher), your purchase history when you
scan your card, and app usage.

Why: to run the loyalty scheme and give you points and vouchers (this is our contract with you); to send you offers
by email if you tick the box in the app (consent, which you can withdraw in the app at any time); and to understand
which products sell in which area (our legitimate interests in planning stock; you can object).

Who sees your data: our IT hosting provider (UK data centres) and our email platform. Customer queries from the app
are handled by our support partner, Sunrise BPO, whose agents in Pune, India, log into our customer database to
answer you. There are no specific contractual safeguards with Sunrise for this, as India is a popular outsourcing
location and Sunrise has told us it has good security.

How long: we keep your account and purchase history for as long as the loyalty scheme runs, even if you stop using
your card, so that your points history is never lost.

Your rights: you can ask for a copy of your data, ask us to correct or delete it, restrict or object to its use, and
ask for your data in a portable format. Please allow 40 days for a reply. You can complain to the Information
Commissioner's Office (ico.org.uk).

Providing your name and email is needed to join the scheme; everything else is optional. We do not make automated
decisions with legal or similarly significant effects.`,
    breaches: [["uk-gdpr 44A", "uk-gdpr 46"], ["uk-gdpr 13(1)(f)"], ["uk-gdpr 5(1)(e)"], ["uk-gdpr 12(3)", "uk-gdpr 12A"]],
  },
];
