import type { ComplianceCase } from "../types";

/**
 * Blind set 12, Europe: EU GDPR (FR, DE, IE, ES, IT, NL), the national cookie rules, e-marketing, UK GDPR and PECR.
 * Expected breaches judged as at EVAL_AS_OF (27 November 2026) from the statutes; lawful near misses list none.
 */
export const blind12EuropeCases: ComplianceCase[] = [
  {
    id: "b12-fr-boulangerie-cookie-banner",
    jurisdiction: "FR",
    title: "French bakery chain: cookie banner described in words (continued browsing)",
    text: `Boulangerie Maison Lefèvre — site web, bandeau cookies (description for the agency)

At the bottom of every page a grey strip appears with this text:
"Bienvenue chez Maison Lefèvre ! Nous utilisons des cookies pour mesurer l'audience, vous proposer des publicités
adaptées via le pixel Meta et Google Ads, et améliorer votre expérience. En poursuivant votre navigation sur ce site,
vous acceptez l'utilisation de ces cookies."

Translation supplied to the agency: By continuing your visit on this site you accept the use of these cookies
(audience measurement, Meta pixel and Google Ads remarketing).

There is one orange button "OK, j'ai compris". Under it, in small grey letters, a link "Paramétrer" opens a page where
each category can be switched off one by one. There is no button to refuse. The Meta pixel and the Google Ads tag are
loaded together with the page, so that the first visit is already counted for our campaigns.`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b12-de-physio-patient-notice",
    jurisdiction: "DE",
    title: "German physiotherapy practice: patient privacy notice in non-native English",
    text: `Privacy information for our patients — Physiotherapie am Stadtpark, Leipzig

Responsible is Physiotherapie am Stadtpark GbR, Karl-Heine-Str. 12, 04229 Leipzig, praxis@physio-stadtpark.de.

Which data we process: name, address, date of birth, health insurance, the prescription of your doctor, diagnoses,
findings of the treatment and notes of every session.

Legal basis: we process also your health data on basis of our legitimate interest according to Art. 6 para. 1 lit. f
GDPR, because the practice has a interest to organise the treatments efficient.

How long we store: patient files are stored by us for unlimited time, because it can be that you come back after many
years and then we have all informations.

Your rights: you have right of access, rectification, erasure, restriction, portability and objection. Requests to the
practice are answered normally within 8 weeks, because our office is only occupied two mornings per week.

You can complain at the Sächsische Datenschutz- und Transparenzbeauftragte.`,
    breaches: ["eu-gdpr 9", "eu-gdpr 5(1)(e)", "eu-gdpr 12(3)"],
  },
  {
    id: "b12-ie-creche-photo-consent-lawful",
    jurisdiction: "IE",
    title: "Irish crèche: parents' photo consent form (lawful)",
    text: `Little Acorns Crèche, Naas — Photographs and videos of your child

We would like to take photographs of the children during activities. We will only do this if you agree. Each use is
separate and none of the boxes is ticked for you. Saying no will not affect your child's place or care in any way.

[ ] Photos in your child's own learning journal (shared only with you through the parent app)
[ ] Group photos on the noticeboard inside the crèche
[ ] Photos on our public Facebook page (first names are never used)

Who we are: Little Acorns Crèche Ltd, Main Street, Naas, Co. Kildare. Data protection contact: Aoife Byrne,
privacy@littleacorns.ie.
Why: to share your child's day with you and to show our activities. Legal basis: your consent (GDPR Art. 6(1)(a)).
Who sees them: our staff, you, and for the Facebook option, the public and Meta Platforms Ireland Ltd.
How long: learning-journal photos are given to you and deleted from our systems when your child leaves; noticeboard
photos are taken down at the end of each term; Facebook posts are removed within 30 days of a request.
Changing your mind: you can withdraw any option at any time by unticking it in the parent app or telling the room
leader; this does not affect photos used before you withdrew.
Your rights: access, rectification, erasure, restriction, portability and objection; we reply within one month.
You may complain to the Data Protection Commission (www.dataprotection.ie).`,
    breaches: [],
  },
  {
    id: "b12-es-dental-sms-partner-list",
    jurisdiction: "ES",
    title: "Spanish dental clinic: promotional SMS to a partner gym's members",
    text: `Clínica Dental Sonrisa Valencia — SMS campaign "Verano Blanco" (internal brief)

Thanks to our collaboration agreement with GymFit Valencia, GymFit has passed us the mobile numbers of its 4,200
members. None of them is a patient of the clinic yet. From Monday 1 June we send them this SMS:

"¡Hola! Clínica Dental Sonrisa te regala la primera limpieza y un 30% en blanqueamiento por ser socio de GymFit.
Reserva en el 963 000 111. Baja: responde NO."

(Hello! Clínica Dental Sonrisa gives you the first cleaning free and 30% off whitening because you are a GymFit member.)

The members have not been asked by GymFit or by us whether they want offers from the clinic. The numbers are loaded
into our appointment software and kept for future campaigns.`,
    breaches: ["es-lssi 21", "eu-gdpr 6(1)"],
  },
  {
    id: "b12-it-shoes-checkout-bundled",
    jurisdiction: "IT",
    title: "Italian online shoe shop: one compulsory box for terms, privacy and marketing",
    text: `Calzature Rossi S.r.l. — registrazione cliente / customer registration page

Fields: name, surname, e-mail, mobile, delivery address, date of birth.

Under the form, a single checkbox that must be ticked before the "Crea account" button can be pressed:

[ ] Ho letto e accetto i Termini di vendita e l'Informativa privacy e acconsento a ricevere newsletter, SMS
promozionali e offerte dei nostri partner commerciali.
(I have read and accept the Terms of sale and the Privacy notice and I agree to receive newsletters, promotional SMS
and offers from our commercial partners.)

If the box is not ticked the page shows "Campo obbligatorio" and the account cannot be created. Newsletters and SMS
start the day after registration.`,
    breaches: [["eu-gdpr 7(4)", "eu-gdpr 7(2)"], "it-codice-privacy 130"],
  },
  {
    id: "b12-nl-webshop-cookies-lawful",
    jurisdiction: "NL",
    title: "Dutch bicycle webshop: cookie banner (lawful)",
    text: `Fietsenwinkel De Spaak — cookie banner (description)

When you first open the site a window appears in the middle of the screen:

"We use functional cookies that the shop needs (shopping basket, log-in) and privacy-friendly analytics cookies that
measure visits with shortened IP addresses and are not shared with anyone. With your permission we would also like to
place marketing cookies from Google and Meta to show you our ads on other websites. These are only placed if you click
'Accepteren'."

Two buttons of the same size, colour and font: "Accepteren" and "Weigeren". A link "Instellingen" lets you choose per
category. Until you click one of the buttons no marketing cookie is placed. Your choice is stored for 12 months; you can
change it at any time through the "Cookie-instellingen" link in the footer. The cookie page lists every cookie with
its provider and lifetime (for example _ga: 13 months; _fbp: 3 months).`,
    breaches: [],
  },
  {
    id: "b12-fr-hr-saas-processor-terms",
    jurisdiction: "FR",
    title: "French HR-software vendor: data processing terms",
    text: `PAIEFACILE SAS — Data Processing Addendum (extract), version 3.2

Art. 4 — Instructions. The Processor processes Customer Personal Data to provide the payroll service. The Processor
may also use Customer Personal Data, in identified or pseudonymised form, to train its salary-benchmarking models and to
develop new products, which is a legitimate interest of the Processor.

Art. 6 — Sub-processors. The Processor may engage any sub-processor of its choice, in any country, without prior notice
to the Customer. A list of current sub-processors is available on request.

Art. 7 — Security. The Processor applies measures described in Annex 2 (encryption at rest, MFA, yearly penetration
test).

Art. 11 — End of contract. At the end of the contract the Processor keeps Customer Personal Data for five (5) years for
its own statistical purposes and then deletes it.`,
    breaches: ["eu-gdpr 28(3)(a)", "eu-gdpr 28(2)", "eu-gdpr 28(3)(g)"],
  },
  {
    id: "b12-de-hotel-breach-procedure",
    jurisdiction: "DE",
    title: "German hotel group: data breach procedure",
    text: `Hotelgruppe Alpenblick — Procedure in case of data protection incidents (Version 2026)

1. Every employee reports a suspected incident (lost laptop, wrong e-mail, hacked booking system) to the IT manager.
2. The IT manager and the external data protection officer investigate the incident completely. The investigation can
   take several weeks depending on the forensic provider.
3. A report to the competent supervisory authority (Bayerisches Landesamt für Datenschutzaufsicht) is made within five
   working days after the investigation has been finalised.
4. Guests are not informed individually in any case, also when credit card or passport data is affected, in order to
   protect the reputation of the hotel. If the press reports the incident, a short statement is published on the
   website.
5. Every incident is documented in the incident register.`,
    breaches: ["eu-gdpr 33", "eu-gdpr 34"],
  },
  {
    id: "b12-ie-gym-access-request-reply",
    jurisdiction: "IE",
    title: "Irish gym: reply to a subject access request",
    text: `From: members@peakfitness.ie
To: Ciarán Walsh
Subject: Your data access request — ref. DAR-0312

Dear Ciarán,

Thank you for your email of 3 March requesting a copy of the personal data Peak Fitness holds about you, including the
CCTV stills and the notes from your membership cancellation call.

Under our internal policy, data access requests are processed within 90 days of receipt. Please note that an
administration fee of €45 applies to all access requests and must be paid in advance at reception; we will begin work on
your request once payment has been received.

Kind regards,
Membership Team, Peak Fitness Ltd, Dublin 8`,
    breaches: ["eu-gdpr 12(3)", ["eu-gdpr 12(5)", "eu-gdpr 15(3)"]],
  },
  {
    id: "b12-es-school-app-notice-lawful",
    jurisdiction: "ES",
    title: "Spanish private school: parents' and pupils' app notice (lawful)",
    text: `Colegio Santa Clara (Zaragoza) — Información sobre protección de datos de la app "ClaraConecta"

Responsable: Colegio Santa Clara S.L., C/ Mayor 5, 50001 Zaragoza. Delegado de protección de datos:
dpd@colegiosantaclara.es.

Finalidades y base jurídica:
- Gestionar la matrícula, las notas y la comunicación con las familias: ejecución del contrato educativo (art. 6.1.b
  RGPD) y obligaciones legales en materia educativa (art. 6.1.c).
- Datos de salud necesarios (alergias, medicación) para atender al alumno en el centro: art. 9.2.h) y, en urgencias,
  art. 9.2.c) RGPD.
- Fotografías en la revista escolar: solo con consentimiento, que dan los padres para menores de 14 años y el propio
  alumno a partir de 14 años (art. 7 LOPDGDD). Se puede retirar en cualquier momento desde la app.

Destinatarios: la Consejería de Educación cuando la ley lo exige; nuestro proveedor de la app (encargado del
tratamiento, servidores en la UE). No hay transferencias fuera del Espacio Económico Europeo.

Conservación: expediente académico el tiempo que exige la normativa educativa; el resto de datos, hasta el final del
curso siguiente a la baja del alumno; fotografías, hasta que se retire el consentimiento.

Derechos: acceso, rectificación, supresión, limitación, portabilidad y oposición en secretaria o en
dpd@colegiosantaclara.es; respondemos en el plazo de un mes. Puede reclamar ante la Agencia Española de Protección de
Datos (www.aepd.es).`,
    breaches: [],
  },
  {
    id: "b12-gb-cafe-cookie-banner",
    jurisdiction: "GB",
    title: "GB café chain: cookie banner with advertising cookies on load",
    text: `Bean & Bloom Coffee — website cookie notice (as it appears)

"Hi there! We use cookies to keep our site working and to show you our offers on Facebook, Instagram and Google.
Advertising cookies are switched on when you land on our site — you can switch them off any time in Cookie Settings."

[Got it!]    Cookie Settings

Developer note: the Meta pixel, TikTok pixel and Google Ads conversion linker fire on page load, before the visitor
clicks anything. In Cookie Settings the toggles for "Advertising" and "Social media" are shown already switched on.`,
    breaches: ["uk-pecr-2003 6"],
  },
  {
    id: "b12-gb-estate-agent-bought-list-email",
    jurisdiction: "GB",
    title: "GB estate agent: email campaign to a purchased list of homeowners",
    text: `Campaign plan — Harper & Lowe Estate Agents, Bristol — "Valuation Week" e-shot

Audience: 18,000 homeowners' personal email addresses purchased from LeadSource Direct Ltd in March. LeadSource
confirms the addresses were collected from "various online competitions"; the entrants were not told that estate
agents would contact them. We do not have any previous relationship with these people.

Email copy:
Subject: Sarah, what is your home REALLY worth?
"Book a free, no-obligation valuation this week and get 0.5% off our sole-agency fee. To stop receiving our emails,
reply with STOP; removal can take up to 28 days."

Send date: 9 November. Follow-ups every Monday until the end of December.`,
    breaches: ["uk-pecr-2003 22"],
  },
  {
    id: "b12-gb-dental-notice-india-hosting",
    jurisdiction: "GB",
    title: "GB dental practice: privacy notice with records hosted in India",
    text: `Privacy notice — Riverside Dental Care, Leeds (updated September 2026)

We are Riverside Dental Care Ltd, 3 Canal Wharf, Leeds LS11 5PS, the controller of your information. Our data
protection officer is Mark Ellis (dpo@riversidedental.co.uk).

We hold your contact details, medical history, X-rays and treatment notes to provide dental care (UK GDPR Art. 6(1)(e)
and Art. 9(2)(h)).

Our practice management and booking system is provided by DentCloud Technologies Pvt Ltd and the servers and support
team are in Bengaluru, India. We rely on DentCloud's assurance that it keeps the data secure; there is no other
contract term or safeguard on the transfer.

How long we keep records: we never delete dental records. They are kept permanently in case you return to the
practice.

You have the right to access, rectify and erase your data, to restrict and object to processing, and to complain to the
Information Commissioner's Office (ico.org.uk).`,
    breaches: ["uk-gdpr 44A", "uk-gdpr 5(1)(e)"],
  },
  {
    id: "b12-gb-garden-centre-sms-lawful",
    jurisdiction: "GB",
    title: "GB garden centre: SMS offers to existing customers with a soft opt-in (lawful)",
    text: `Greenhill Garden Centre — loyalty card sign-up at the till and SMS offers

At the till, when a customer buys something and joins the free loyalty card, the form says:
"We'd like to text you about our own garden offers and events, similar to what you've bought. If you don't want these
texts, tick here: [ ] No texts please." Customers who tick the box are never texted.

Every text reads like this:
"Greenhill Garden Centre: 20% off all roses this weekend! Reply STOP to 60777 to opt out (free)."

A STOP reply removes the number from the SMS list within 24 hours. We only text about our own products and events and
never pass numbers to anyone else.`,
    breaches: [],
  },
  {
    id: "b12-gb-hr-retention-schedule",
    jurisdiction: "GB",
    title: "GB logistics firm: HR records retention schedule (table)",
    text: `Northway Logistics Ltd — HR Records Retention Schedule (approved by the board, October 2026)

| Record | Retention | Reason |
|---|---|---|
| Payroll and tax records | 6 years after the end of the tax year | HMRC |
| CCTV footage (yards and warehouses) | 31 days, then overwritten | security |
| Right-to-work checks | 2 years after employment ends | Home Office guidance |
| CVs and interview notes of unsuccessful applicants | indefinitely, in the talent pool | future vacancies |
| Sickness absence records including diagnoses and GP letters | permanently, even after the employee has left | in case of future claims |
| Disciplinary warnings | kept on the personnel file for the whole career and afterwards | management information |

Records are stored in the HR system (UK data centre). Applicants and employees are not told about these periods.`,
    breaches: ["uk-gdpr 5(1)(e)"],
  },
  {
    id: "b12-fr-kids-game-app",
    jurisdiction: "FR",
    title: "French mobile game for children: account creation without parental consent",
    text: `DragoQuest Junior — Politique de confidentialité (extract, English version)

DragoQuest Junior is a mobile adventure game for children from 8 to 14 years old, offered by Ludikid SAS, Lyon.

To play, the child creates an account with a pseudonym, e-mail address, year of birth and avatar photo. By tapping
"C'est parti !" the child consents to the processing of his or her data, including personalised advertising based on
gameplay and the device's advertising identifier. No parent or guardian is involved: the child's own consent is
sufficient for all ages, which makes the sign-up faster.

Legal basis: consent (Art. 6(1)(a) GDPR). The child can withdraw consent by deleting the account in the settings.`,
    breaches: ["eu-gdpr 8"],
  },
  {
    id: "b12-de-newsletter-double-optin-lawful",
    jurisdiction: "DE",
    title: "German organic shop: newsletter sign-up with double opt-in (lawful)",
    text: `Biomarkt Grünzeug GmbH — Newsletter-Anmeldung (web form, translated)

E-mail address: [__________]
[ ] Yes, I would like to receive the Grünzeug newsletter with recipes and offers about once a week. I can unsubscribe at
any time with the link in every newsletter or by e-mail to datenschutz@gruenzeug.de.

The box is not pre-ticked. After sending the form you receive an e-mail with a confirmation link; only after clicking it
are you added to the list (double opt-in). We store the time of sign-up and confirmation as proof.

Controller: Biomarkt Grünzeug GmbH, Kastanienallee 8, 10435 Berlin. Legal basis: your consent, Art. 6(1)(a) GDPR.
Our mailing service is Brevo (Sendinblue SAS, France). We keep your address until you unsubscribe, then delete it
within 30 days. You have the rights of access, rectification, erasure, restriction, portability and objection and may
complain to the Berliner Beauftragte für Datenschutz und Informationsfreiheit.`,
    breaches: [],
  },
  {
    id: "b12-it-hotel-cookie-scroll",
    jurisdiction: "IT",
    title: "Italian hotel website: scrolling and closing the banner counted as consent",
    text: `Hotel Bellavista Sorrento — informativa breve sui cookie (banner)

"Questo sito utilizza cookie tecnici e cookie di profilazione di terze parti (Google Ads, Meta, Criteo) per inviarti
pubblicità in linea con le tue preferenze. Chiudendo questo banner, scorrendo questa pagina o cliccando qualunque suo
elemento acconsenti all'uso dei cookie."

(English version on the same banner: "By closing this banner, scrolling this page or clicking any element of it you
consent to the use of cookies, including third-party profiling cookies.")

The banner has only a cross [X] in the corner and a link "Informativa estesa". The profiling cookies are set after the
first scroll.`,
    breaches: [["it-codice-privacy 122", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b12-gb-sar-reply-lawful",
    jurisdiction: "GB",
    title: "GB housing association: subject access reply with an extension (lawful)",
    text: `Dear Ms Okafor,

Subject access request received 2 October 2026 — our ref. SAR/2026/118

Thank you for your request for a copy of your personal information. We confirmed your identity on 2 October, the day
we received the request, so the time limit runs from that date.

Because your request covers eleven years of tenancy, repairs and anti-social behaviour files held in four systems, it is
complex. Under the UK GDPR we may extend the time limit by a further two months. We will send everything we can by
30 November 2026 and the remaining files by no later than 2 January 2027. There is no charge.

If you are unhappy with how we are handling your request you can complain to us at dataprotection@meadowhomes.org.uk
and to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).

Yours sincerely,
Information Governance Team, Meadow Homes (sent 27 October 2026)`,
    breaches: [],
  },
  {
    id: "b12-ie-pharmacy-cookie-preticked",
    jurisdiction: "IE",
    title: "Irish online pharmacy: cookie settings with pre-ticked boxes",
    text: `CareChem Pharmacy (Cork) — cookie pop-up

"Your privacy matters to us. Choose which cookies you allow:"
[x] Strictly necessary (always on)
[x] Analytics (Google Analytics 4)
[x] Personalised advertising (Google Ads, Meta, Microsoft Advertising)
[ Save my choices ]

All boxes are already ticked when the pop-up opens; a visitor who simply presses "Save my choices" is recorded as
consenting to analytics and advertising cookies. There is no information about which third parties receive the data or
how long the cookies last.`,
    breaches: [["ie-eprivacy-regulations-2011 5", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b12-fr-cookie-banner-lawful",
    jurisdiction: "FR",
    title: "French ticketing site: cookie banner with equal accept and refuse (lawful)",
    text: `BilletRapide — bandeau de consentement (description for the CNIL file)

On arrival a banner covers the bottom third of the screen:
"Avec votre accord, nous et nos 6 partenaires utilisons des cookies pour mesurer l'audience de manière détaillée et
afficher des publicités personnalisées. Vous pouvez changer d'avis à tout moment via le lien « Gérer mes cookies » en bas
de chaque page."

Three buttons of identical size and colour: "Tout refuser", "Tout accepter", "Personnaliser". The list of the 6
partners, the purpose of each cookie and its lifetime (maximum 13 months) are one click away. Until the visitor
chooses, only the cookies needed for the basket and the session are placed. A refusal is remembered for 6 months and the
banner is not shown again in that time.`,
    breaches: [],
  },
  {
    id: "b12-nl-crm-vendor-remote-support",
    jurisdiction: "NL",
    title: "Dutch CRM vendor: processor terms with remote support from the Philippines",
    text: `KlantKompas B.V. (Utrecht) — Verwerkersovereenkomst / Data Processing Agreement, clause 9 (Location of processing)

9.1 Customer Personal Data is hosted in data centres in Amsterdam and Frankfurt.
9.2 First-line and second-line support is provided 24/7 by our support centre in Manila, the Philippines, operated by
    our affiliate KlantKompas Support Inc. Support agents are given remote access to the production environment and can
    view and export customer records in order to solve tickets.
9.3 No standard contractual clauses or other transfer instruments are entered into for this support, because the data is
    not stored in the Philippines but only accessed from there.`,
    breaches: [["eu-gdpr 44", "eu-gdpr 46"]],
  },
  {
    id: "b12-gb-kids-drawing-app",
    jurisdiction: "GB",
    title: "GB drawing app for children: child consents alone at age nine",
    text: `DoodleDen — Privacy notice for kids and grown-ups (UK)

DoodleDen is a drawing and sharing app for children aged 6 to 12. DoodleDen Studios Ltd, Brighton, is the controller.

When you sign up we ask for your first name, age, email address and the drawings you upload. We also use your activity
in the app to choose which sponsored sticker packs to show you.

Who says yes? Anyone aged 9 or over can agree to this by themselves by tapping "I agree!" — you don't need to ask a
grown-up. Children under 9 should ask a parent to tap the button for them.

Legal basis: consent (UK GDPR Article 6(1)(a)).`,
    breaches: ["uk-gdpr 8"],
  },
  {
    id: "b12-ie-takeaway-sms-marketing",
    jurisdiction: "IE",
    title: "Irish takeaway: promotional texts to numbers taken from a rival's flyers and a bought list",
    text: `Message plan — Golden Dragon Takeaway, Galway

We have 6,500 mobile numbers: 2,000 bought from a Dublin data broker ("Galway foodies list") and 4,500 typed in from
competition entry slips that a closed pizzeria left behind. These people never ordered from us and were never asked
about texts from us.

Text going out every Friday at 5pm:
"GOLDEN DRAGON: 2 mains + rice + 2 drinks only €25 tonight!! Call 091 555 888"

(No opt-out is included because it uses up characters.)`,
    breaches: ["ie-eprivacy-regulations-2011 13"],
  },
  {
    id: "b12-gb-florist-withdraw-by-post",
    jurisdiction: "GB",
    title: "GB online florist: marketing consent that can only be withdrawn by post",
    text: `PetalPost Ltd — Marketing preferences (Account > Preferences page)

[x] Send me PetalPost offers by email (you ticked this when you placed your first order)

To change your marketing preferences, please write to: PetalPost Customer Care, PO Box 712, Norwich NR1 9XX, quoting
your account number and enclosing a signed letter. Changes are made within 6–8 weeks of receiving your letter. For
security reasons, marketing preferences cannot be changed online or by email, and the emails do not contain an
unsubscribe link.`,
    breaches: [["uk-gdpr 7(3)", "uk-gdpr 21(3)"]],
  },
  {
    id: "b12-gb-recruitment-notice-lawful",
    jurisdiction: "GB",
    title: "GB engineering firm: job applicant privacy notice with a US transfer (lawful)",
    text: `Applicant Privacy Notice — Halden Engineering Ltd (Sheffield)

Who we are: Halden Engineering Ltd, 40 Attercliffe Road, Sheffield S4 7WW, is the controller. Contact:
privacy@haldeneng.co.uk.

What we collect: your CV, application answers, interview notes, right-to-work documents and references. If you tell us
about a disability so that we can make adjustments, we use it only for that purpose, relying on Article 9(2)(b) UK GDPR
and Schedule 1 to the Data Protection Act 2018.

Why and on what basis: to assess your application and take steps at your request before entering into a contract (Art.
6(1)(b)); right-to-work checks because the law requires them (Art. 6(1)(c)). You must give us your CV and right-to-work
documents if you want us to consider you; everything else is optional.

Who receives it: our recruitment system provider, Greenhouse Software Inc., in the United States, which processes it on
our behalf. The transfer is made under the International Data Transfer Addendum to the EU standard contractual clauses
issued by the Information Commissioner.

How long: if you are unsuccessful we delete your application 6 months after the role is filled; if you are hired, it
becomes part of your personnel file.

Your rights: access, rectification, erasure, restriction, objection and portability; contact us at the address above.
You can also complain to us and to the Information Commissioner's Office (ico.org.uk). No decision is taken by
automated means.`,
    breaches: [],
  },
];
