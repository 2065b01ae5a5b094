import type { ComplianceCase } from "../types";

/**
 * Blind set 14, Europe: GDPR (FR, DE, IE, NL, ES, IT) with the national cookie and e-marketing rules, UK GDPR and
 * PECR. Expected breaches judged as at EVAL_AS_OF (27 November 2026); lawful texts list none. A cookie breach lists the
 * national rule with the Directive's Art. 5(3) as an accepted alternative.
 */
export const blind14EuropeCases: ComplianceCase[] = [
  {
    id: "b14-fr-sneaker-shop-cookies-account",
    jurisdiction: "FR",
    title: "FR sneaker shop: cookie banner and account creation",
    text: `Bienvenue chez Pointure Libre — cookies and your account

When you land on pointurelibre.fr a bar at the bottom of the page reads: "We and our 34 partners use cookies to
personalise ads and measure our audience. By continuing to browse, you accept all cookies." The only button is "OK".
There is no way to refuse on the banner; a small link "Learn more" opens this page. Our advertising partners'
cookies (Criteo, Meta Pixel, TikTok Pixel) are placed as soon as the home page loads, so that we can show you our
products on other websites.

Creating an account. To place an order you must create an account. The form contains a single checkbox: "I accept
the Terms of Sale and agree to receive offers from Pointure Libre and its partners by email and SMS." The box must
be ticked to continue. You can stop the offers later with the unsubscribe link in each message.

What we collect: name, delivery address, email, phone, order history, shoe size, and the pages you visit.

Why: to deliver your orders (performance of the contract), to prevent fraud (legitimate interest) and to send
offers (consent).

How long: account data is kept for as long as it remains useful to our business.

Your rights: access, rectification, erasure, portability and objection, by email to dpo@pointurelibre.fr. You may
complain to the CNIL.

Controller: Pointure Libre SAS, 12 rue Oberkampf, 75011 Paris.`,
    breaches: [
      ["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"],
      ["eu-gdpr 7(4)", "eu-gdpr 7(2)"],
      "eu-gdpr 5(1)(e)",
    ],
  },
  {
    id: "b14-it-online-pharmacy-notice",
    jurisdiction: "IT",
    title: "IT online pharmacy: cookie and privacy notice",
    text: `Farmacia Sole Online — Informativa privacy e cookie

Titolare: Farmacia Sole S.r.l., Via Roma 14, Bologna.

Cookies. By scrolling down this page or clicking any element, you consent to the use of profiling cookies by us
and our advertising partners. You can change your browser settings to block them.

What we collect when you order: name, address, email, phone, the medicines and health products you buy, and, for
prescription medicines, the electronic prescription number.

Purposes and bases:
(a) to sell and ship products: performance of the contract;
(b) to keep the records required by pharmacy law: legal obligation;
(c) to build a profile of your health needs from your purchases (for example "allergy", "diabetes",
"contraception") and show you personalised offers: our legitimate interest in growing our business.

Retention: order data for 10 years as required by tax law; profiles used for personalised offers for 10 years
after your last order.

Recipients: couriers, our payment provider, our IT provider in Milan (processor).

Rights: you can access, correct or erase your data, object to processing, and complain to the Garante per la
protezione dei dati personali. Write to privacy@farmaciasole.it; we answer within one month.`,
    breaches: [
      ["it-codice-privacy 122", "eu-eprivacy-directive 5(3)"],
      ["eu-gdpr 9(1)", "eu-gdpr 9(2)(a)"],
      "eu-gdpr 5(1)(e)",
    ],
  },
  {
    id: "b14-ie-hr-saas-processor-terms",
    jurisdiction: "IE",
    title: "IE HR software: data processing terms",
    text: `PeopleLoop Ltd — Data Processing Addendum (Schedule 3 to the Subscription Agreement)

1. Roles. The Customer is the controller and PeopleLoop is the processor of employee personal data uploaded to the
PeopleLoop platform (names, contact details, salary, absence records, performance reviews).

2. Instructions. PeopleLoop processes Customer Personal Data to provide the Services. PeopleLoop may also use
Customer Personal Data, including the content of performance reviews, to train and improve its own analytics
models and products offered to other customers.

3. Confidentiality. PeopleLoop ensures that its staff with access to Customer Personal Data are bound by
confidentiality obligations.

4. Security. PeopleLoop implements the measures described in Annex 2 (encryption at rest and in transit, role-based
access, annual penetration testing).

5. Sub-processors. PeopleLoop may engage any sub-processor it considers appropriate without notice to the Customer.
A list is available on request.

6. Incidents. PeopleLoop will inform the Customer of a personal data breach within 10 working days of completing its
internal investigation.

7. Assistance. PeopleLoop will assist the Customer, at the Customer's cost, in responding to data subject requests.

8. End of the Services. On termination PeopleLoop will return Customer Personal Data in CSV format. PeopleLoop may
retain copies indefinitely for back-up and benchmarking purposes.

9. Audits. PeopleLoop will make available its ISO 27001 certificate and allow one on-site audit per year on 30 days'
notice.

10. Governing law: Ireland.`,
    breaches: [
      "eu-gdpr 28(3)(a)",
      ["eu-gdpr 28(2)", "eu-gdpr 28(3)(d)"],
      "eu-gdpr 33(2)",
      "eu-gdpr 28(3)(g)",
      // Corrected after the first run (issue 34, round 16): no term obliges the processor to assist with Arts. 32-36.
      "eu-gdpr 28(3)(f)",
    ],
  },
  {
    id: "b14-nl-logistics-employee-monitoring",
    jurisdiction: "NL",
    title: "NL logistics company: employee monitoring policy",
    text: `Policy on monitoring of office staff — TransPolder B.V., Rotterdam (approx. 600 employees)

1. Purpose. To safeguard productivity and protect company information.

2. Time recording. All employees clock in and out with their fingerprint on the terminals at the entrances. The
fingerprint templates are stored on our central server. Badge cards are no longer available.

3. Computer activity. On company laptops, the software "WorkPulse" records every keystroke, the active application
and website, and takes a screenshot and a webcam photo every five minutes during working hours. Team leaders see a
daily "productivity score" for each employee.

4. Retention. Screenshots, webcam photos and keystroke logs are kept indefinitely, as they may be useful in future
disputes.

5. Assessment. We have not carried out a data protection impact assessment, as the software is widely used in our
sector.

6. Works council. The works council has been informed.

7. Email. Company email may be checked in case of a concrete suspicion of misconduct, after approval by HR and the
legal department; the employee is informed afterwards unless this would harm the investigation.

8. Rights. Employees may request access to their data from HR (privacy@transpolder.nl); HR answers within one month.`,
    breaches: [
      ["eu-gdpr 9(1)", "eu-gdpr 9(2)"],
      "eu-gdpr 5(1)(c)",
      "eu-gdpr 5(1)(e)",
      "eu-gdpr 35(1)",
    ],
  },
  {
    id: "b14-de-cycle-tracking-app-notice",
    jurisdiction: "DE",
    title: "DE cycle-tracking app: privacy notice",
    text: `Lunara — privacy notice for the Lunara app (Lunara Health GmbH, Berlin)

Lunara helps more than two million women in Germany and Austria track their cycle, symptoms, moods, sexual activity
and pregnancy. Tracking health and intimate data is our core service.

What we process: account data (email, year of birth), cycle dates, symptoms, sexual activity, pregnancy status,
medication, and device identifiers.

Legal basis: we process your cycle and health entries on the basis of our legitimate interest in providing and
improving the app (Art. 6(1)(f) GDPR). Your email is processed to perform our contract with you (Art. 6(1)(b)).

Analytics and hosting: our analytics provider and our cloud host are in the United States. Your data may be stored
on servers anywhere in the world; we do not use any particular transfer mechanism.

Risk assessment: as a start-up we have not carried out a data protection impact assessment; we consider our
security measures sufficient.

Data protection officer: we are not required to appoint one.

Your rights: you have the right of access, rectification, erasure, restriction, portability and objection. We
answer requests within 60 days. You may lodge a complaint with the Berliner Beauftragte für Datenschutz und
Informationsfreiheit.

Retention: we delete your account and all entries 30 days after you close your account.`,
    breaches: [
      ["eu-gdpr 9(1)", "eu-gdpr 9(2)(a)"],
      ["eu-gdpr 44", "eu-gdpr 46"],
      "eu-gdpr 35(1)",
      ["eu-gdpr 37(1)(c)", "eu-gdpr 37(1)"],
      "eu-gdpr 12(3)",
    ],
  },
  {
    id: "b14-fr-recruitment-notice",
    jurisdiction: "FR",
    title: "FR staffing agency: candidate privacy notice",
    text: `Talents & Co — information for job candidates

Talents & Co SAS (Nantes) recruits for its client companies.

What we collect: your CV, cover letter, contact details, interview notes, test results and, for every application
whatever the position, an extract of your criminal record (bulletin n°3) and a declaration of any past convictions,
which we store in your candidate file.

Automated shortlisting. Our software scores every application from 0 to 100 based on your CV. Applications scoring
under 60 are rejected automatically, without any review by a recruiter, and you receive a standard email.

Talent pool. Your file is kept indefinitely in our talent pool so that we can contact you for future vacancies.

Recipients: the client company for the vacancy you applied to.

Your rights: you can ask for access, rectification or erasure of your data by letter to our head office. Because of
the volume of requests we receive, we answer within three months.

Complaints: you may complain to the CNIL.

Legal basis: our legitimate interest in finding candidates for our clients.`,
    breaches: [
      "eu-gdpr 10",
      ["eu-gdpr 22(1)", "eu-gdpr 22"],
      "eu-gdpr 5(1)(e)",
      "eu-gdpr 12(3)",
    ],
  },
  {
    id: "b14-es-kids-game-signup",
    jurisdiction: "ES",
    title: "ES children's puzzle game: sign-up flow described in words",
    text: `Sign-up flow of "Pulpo Puzles" (Estudio Marea S.L., Valencia) — product description for the app stores

Pulpo Puzles is a puzzle game for children aged 8 to 14.

Step 1: the child types a nickname and email address and chooses a year of birth from a list. Any child of 13 or
over may continue on their own; for children under 13 we ask for a parent's email and send a confirmation link that
the parent must click before the account is activated.

Step 2: a screen shows two boxes, both already ticked: "Send me news and special offers from Pulpo Puzles and its
partners" and "Allow personalised advertising". The child taps "Play!".

Step 3: a bar at the top of the website version says "Si sigues navegando, aceptas el uso de cookies" (if you keep
browsing, you accept cookies); analytics and advertising cookies are set immediately.

Data collected: nickname, email, year of birth, game progress, device identifier, approximate location (country).

Rights: parents can ask for access or deletion at privacidad@pulpopuzles.es; we answer within one month. Retention:
accounts inactive for 12 months are deleted.`,
    breaches: [
      "eu-gdpr 8(1)",
      ["eu-gdpr 7(1)", "eu-gdpr 4(11)", "eu-gdpr 6(1)(a)"],
      ["es-lssi 22.2", "es-lssi 22(2)", "eu-eprivacy-directive 5(3)"],
      // Corrected after the first run (round 16): partners' offers by email on a pre-ticked box are not expressly authorised.
      "es-lssi 21",
    ],
  },
  {
    id: "b14-it-furniture-marketing",
    jurisdiction: "IT",
    title: "IT furniture chain: marketing practices memo",
    text: `Internal memo — Marketing, Arredo Casa Italia S.p.A., Milano

To: regional marketing teams

1. List purchase. We have bought a list of 40,000 email addresses of "home interest" consumers from a broker. Start
the autumn campaign to this list next week; we do not need the recipients' consent because the broker says the
addresses are public.

2. Unsubscribes. Customers who want to stop receiving our emails must send a request by registered letter (raccomandata)
to our head office, with a copy of an identity document. Email requests to stop are not accepted.

3. Objections. Even where a customer objects to marketing, sales staff may continue to send offers for the
following six months, so that current promotions are not interrupted.

4. Loyalty card. The loyalty card form has a separate, unticked box for marketing consent; this is working well and
remains unchanged.

5. Data security. Lists must be kept in the CRM only, never in spreadsheets on laptops.`,
    breaches: [
      ["it-codice-privacy 130", "eu-eprivacy-directive 13"],
      "eu-gdpr 7(3)",
      ["eu-gdpr 21(3)", "eu-gdpr 21(2)"],
    ],
  },
  {
    id: "b14-de-insurer-breach-plan",
    jurisdiction: "DE",
    title: "DE insurance broker: breach notification instruction",
    text: `Arbeitsanweisung Datenpannen — Nordlicht Versicherungsmakler GmbH, Kiel

1. Any employee who notices a possible breach of the protection of personal data (for example a stolen laptop, an
email sent to the wrong client, a ransomware attack) reports it at once to the data protection officer
(datenschutz@nordlicht-makler.de, tel. 0431 123456).

2. The data protection officer assesses the risk together with the managing director.

3. If a risk to clients cannot be excluded, the data protection officer notifies the Unabhängiges Landeszentrum für
Datenschutz Schleswig-Holstein within 72 working hours of the report, using its online form.

4. Clients are informed directly where the breach is likely to result in a high risk to them. Clients are not
informed where the data affected was encrypted with state-of-the-art encryption and the key was not compromised.

5. Documentation. Only breaches notified to the authority are documented; other incidents are not recorded, to
keep the workload manageable.

6. The instruction is part of the induction training of every new employee.`,
    breaches: ["eu-gdpr 33(1)", "eu-gdpr 33(5)"],
  },
  {
    id: "b14-ie-credit-union-breach-plan",
    jurisdiction: "IE",
    title: "IE credit union: personal data breach procedure",
    text: `Harbour Credit Union — Personal Data Breach Response Procedure (version 3)

1. Reporting internally. Any member of staff who suspects a breach (a lost laptop, a misdirected email, unauthorised
access) must tell the Data Protection Officer immediately by phone and by email.

2. Containment. The DPO and the IT manager contain the breach and recover data where possible.

3. Investigation. The DPO leads an investigation to establish what happened, how many members are affected and what
data is involved. Investigations usually take two to four weeks.

4. Notifying the Data Protection Commission. Once the investigation is complete and the final report is approved by
the Board, the DPO notifies the Data Protection Commission within 5 business days, if the breach is likely to result
in a risk to members.

5. Telling members. We do not contact members about a breach unless the Data Protection Commission instructs us to,
to avoid causing unnecessary alarm.

6. Breach register. Every breach, whether or not notified, is recorded in the breach register with its facts,
effects and the remedial action taken.

7. Review. The procedure is reviewed yearly by the Audit Committee.`,
    breaches: ["eu-gdpr 33(1)", "eu-gdpr 34(1)"],
  },
  {
    id: "b14-de-recipe-portal-cookie-banner",
    jurisdiction: "DE",
    title: "DE recipe portal: consent banner with analytics loaded before the choice",
    text: `Kochfreunde.de — how our consent banner works

On your first visit a window appears in the middle of the screen with two buttons of the same size and colour:
"Alle akzeptieren" (accept all) and "Nur notwendige" (only necessary). A third link, "Einstellungen", lets you
choose by purpose: statistics, personalised advertising, embedded videos. Nothing is pre-selected. Your choice is
stored for 12 months in a first-party cookie; you can change it at any time through the "Privatsphäre" link in the
footer of every page.

Necessary cookies: session cookie, load-balancer cookie and the cookie storing your consent choice. These are set
without consent because you need them to use the site.

Statistics: to understand which recipes are popular, Google Analytics 4 and Hotjar run from the moment the page
loads, before you have made a choice in the banner. If you do not want this, you can deselect "Statistik" in the
settings and the tools will stop on your next page view.

Advertising: advertising cookies from our marketing partners are only set if you click "Alle akzeptieren" or
select "Werbung" in the settings.

Embedded videos: YouTube videos are shown as a preview image; YouTube only loads after you click the image.

The full list of cookies, their providers and their lifetimes is shown in the settings window.

Operator: Kochfreunde GmbH, Hamburg. Data protection officer: datenschutz@kochfreunde.de.`,
    breaches: [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b14-nl-payroll-processor-lawful",
    jurisdiction: "NL",
    title: "NL payroll bureau: processor agreement (lawful)",
    text: `Verwerkersovereenkomst — Salarisbureau De Linde B.V. (processor) and the Client (controller)

1. Subject. De Linde processes employees' personal data (name, address, BSN, bank account, salary, absence days)
solely to run the Client's payroll, for the duration of the services agreement.

2. Instructions. De Linde processes personal data only on the Client's documented instructions, including with
regard to transfers to a third country, unless Union or Dutch law requires otherwise; in that case De Linde informs
the Client first, unless the law forbids it.

3. Confidentiality. All De Linde staff with access have signed confidentiality undertakings.

4. Security. De Linde takes the measures in Annex B, reviewed each year, including encryption, two-factor
authentication and logging.

5. Sub-processors. De Linde uses the sub-processors listed in Annex C. It will give the Client 30 days' written notice
of any intended addition or replacement, during which the Client may object. Each sub-processor is bound by the same
obligations.

6. Assistance. De Linde helps the Client to respond to requests from data subjects and to comply with Articles 32
to 36 GDPR, taking into account the information available to it.

7. Breaches. De Linde notifies the Client without undue delay, and in any event within 24 hours of becoming aware
of a personal data breach, with the information it has at that time.

8. End. At the end of the services, at the Client's choice, De Linde returns or deletes all personal data and
deletes existing copies, unless Dutch law (such as tax record-keeping) requires storage.

9. Audits. De Linde makes available all information needed to demonstrate compliance and allows audits, including
inspections, by the Client or an auditor it mandates.

10. Location. All data is hosted in the Netherlands.`,
    breaches: [],
  },
  {
    id: "b14-fr-reading-app-children-lawful",
    jurisdiction: "FR",
    title: "FR children's reading app: sign-up and notice (lawful)",
    text: `Petits Lecteurs — how we handle your child's data (Éditions Colibri SAS, Lyon)

Who can sign up. Accounts are created by a parent. If your child is under 15, the account is opened by you and we
ask you to confirm by clicking a link we send to your email address and entering the last four digits of a card
used for a €0 verification; your child then uses the profile you created. Teenagers aged 15 and over may open an
account themselves.

What we collect: the parent's name and email; the child's first name (or a nickname), age band and reading progress.
We do not collect the child's photo, location or contacts.

Why: to provide the reading programme you subscribed to (performance of the contract) and to keep the service
secure (legitimate interest). We do not show advertising and do not profile children for marketing.

Newsletter for parents: optional, with an unticked box at sign-up; you can unsubscribe from every email.

Cookies: only the cookies needed for login and for remembering the reading position are used. We use no analytics
or advertising cookies.

Retention: a profile is deleted 12 months after the last login; invoices are kept 10 years under the Code de
commerce.

Hosting: in France, by our processor OVHcloud.

Your rights and your child's: access, rectification, erasure (including the right to erasure of data collected as a
minor), restriction, portability and objection, by email to dpo@colibri-editions.fr; we answer within one month.
You may complain to the CNIL. Our data protection officer can be reached at the same address.`,
    breaches: [],
  },
  {
    id: "b14-es-olive-oil-newsletter-lawful",
    jurisdiction: "ES",
    title: "ES olive-oil shop: newsletter consent form (lawful)",
    text: `Aceites Almazara Real — sign up for our newsletter

Form fields: first name (optional), email (required).

Box (unticked): "I would like to receive Almazara Real's newsletter with recipes, new harvests and offers, about
twice a month."

Below the box: "Controller: Almazara Real S.L., Jaén. Purpose: sending our newsletter. Basis: your consent, which you
can withdraw at any time with the 'unsubscribe' link at the bottom of every email or by writing to
privacidad@almazarareal.es — as easily as you gave it. Recipients: our email-sending provider (processor, servers in
the EU). Retention: until you unsubscribe. Rights: access, rectification, erasure, objection, restriction and
portability; you can also complain to the Agencia Española de Protección de Datos. More information in our privacy
policy."

After submitting, we send a confirmation email; you are only added to the list after clicking the link in it. We
keep a record of the date and time of your consent and of the text you agreed to.

Subscribing is not required to buy in our shop; the checkout has no newsletter box.

Our website only uses technical cookies needed for the basket and your cookie choice; we do not use analytics or
advertising cookies.`,
    breaches: [],
  },
  {
    id: "b14-de-carpentry-notice-lawful",
    jurisdiction: "DE",
    title: "DE carpentry workshop (18 staff): customer privacy notice (lawful)",
    text: `Datenschutzhinweise — Tischlerei Brandt GmbH, Freiburg im Breisgau

Controller: Tischlerei Brandt GmbH, Wiesenweg 3, 79100 Freiburg, info@tischlerei-brandt.de, 0761 555 222. We are a
workshop with 18 employees; we have not appointed a data protection officer because we are not required to (fewer
than 20 people regularly process personal data and we carry out no high-risk processing). For data protection
questions, contact our managing director, Ms Brandt, at the address above.

What we process and why: name, address, phone, email and details of your order, to prepare quotes and carry out your
order (Art. 6(1)(b) GDPR); invoices and accounting records, to meet our duties under commercial and tax law
(Art. 6(1)(c) GDPR).

Recipients: our tax adviser, our bank, and delivery partners where we deliver furniture. We do not transfer data
outside the EU.

Retention: quotes that do not lead to an order are deleted after 6 months; order data after the warranty period (5
years for buildings, otherwise 2 years); invoices and accounting records for 8 to 10 years as required by the
Handelsgesetzbuch and the Abgabenordnung.

Your rights: access, rectification, erasure, restriction, data portability and objection to processing based on
legitimate interests. We answer within one month. You may complain to a supervisory authority, e.g. the
Landesbeauftragte für den Datenschutz Baden-Württemberg.

Website: we use only technically necessary cookies; no tracking tools.

You are not required to provide data, but without it we cannot carry out your order.`,
    breaches: [],
  },
  {
    id: "b14-nl-bike-shop-notice-lawful",
    jurisdiction: "NL",
    title: "NL e-bike webshop: privacy notice with US transfers (lawful)",
    text: `Privacyverklaring — Fietsfabriek Online B.V., Utrecht

Controller: Fietsfabriek Online B.V., Oudegracht 100, Utrecht; privacy@fietsfabriek.nl.

What we process: name, address, email, phone, order and payment details, warranty registration (frame number), and
customer-service messages.

Purposes and bases: to sell and deliver your bike and handle warranty claims (contract); to meet tax obligations
(legal obligation, 7 years); to prevent payment fraud (legitimate interest); to send our newsletter if you opted in
with an unticked box (consent, withdrawable at any time via the link in each email).

Recipients: carriers, our payment service provider, our customer-service software provider.

Transfers: our customer-service software provider is based in the United States and certified under the EU–US Data
Privacy Framework; the European Commission's adequacy decision of 10 July 2023 covers this transfer. Its support
subcontractor in Canada relies on the adequacy decision for Canada. Our cloud back-up provider is in Australia; for
it we use the European Commission's standard contractual clauses (2021), a copy of which you can request.

Retention: customer accounts are deleted 2 years after your last order, unless warranty claims are pending; tax
records are kept for 7 years.

Cookies: analytics only with your consent through our banner, which has equal "accept" and "refuse" buttons.

Your rights: access, rectification, erasure, restriction, portability, objection, and the right to complain to the
Autoriteit Persoonsgegevens. We answer within one month; if your request is complex we may extend by two further
months and will tell you why within the first month.`,
    breaches: [],
  },
  {
    id: "b14-gb-gym-marketing-texts",
    jurisdiction: "GB",
    title: "GB gym chain: e-marketing plan",
    text: `FitForge Gyms Ltd — January campaign plan

Channel 1: email to members. Members gave us their email when joining; the joining form said we might send them news
about our own classes and offers, with a clear option to opt out which about 12% ticked. Emails go only to those who
did not opt out, and each email has a one-click unsubscribe link. Keep doing this.

Channel 2: SMS to prospects. We have bought 25,000 mobile numbers of "fitness-interested adults" from LeadStream
Ltd. Send each number three texts in January offering a free first month. None of these people has given consent
to us. The texts will come from the short name "GYMDEAL" with no company name and no way of replying or opting out,
to keep the texts short.

Channel 3: phone calls. Call former members who have not registered with the Telephone Preference Service or
told us not to call them.

Budget: £18,000.`,
    breaches: ["uk-pecr-2003 22(2)", "uk-pecr-2003 23"],
  },
  {
    id: "b14-gb-news-site-cookies-dsar",
    jurisdiction: "GB",
    title: "GB local news site: cookie and privacy information",
    text: `The Fenland Courier — cookies and your information

Cookies. When you arrive on our site we set advertising cookies from our ad partners (including Google Ad Manager and
a header-bidding partner), so that we can fund free local journalism. If you do not want these, you can block cookies
in your browser settings. We also use aggregate audience measurement (page views, no individual profiles) to improve
our site; these statistics are never used for advertising, and you can switch them off on our "Cookie settings" page.

Comments. If you comment on an article, we keep your display name, email and comment.

Subject access. You can ask for a copy of the personal data we hold about you. We charge an administration fee of
£25 for each request, payable by cheque before we start our search. We reply within one month of receiving the fee.

Contact: Fenland Courier Media Ltd, Wisbech; data@fenlandcourier.co.uk. You can complain to the Information
Commissioner's Office.`,
    breaches: [
      "uk-pecr-2003 6",
      ["uk-gdpr 12(5)", "uk-gdpr 15(3)"],
    ],
  },
  {
    id: "b14-gb-teen-social-app",
    jurisdiction: "GB",
    title: "GB teen social app: app store description and sign-up",
    text: `Hangout — make friends near you! (App Store description, Hangout Labs Ltd, Manchester)

Hangout is the place for teens to meet new friends nearby. Sign up in seconds: enter your name, date of birth and
phone number, and you're in. Anyone aged 11 or over can join, no parent needed.

Your exact location is shared with other users near you by default, so they can see you on the map; you can turn
this off in Settings > Privacy. Profiles are public by default.

We use your activity (who you talk to, what you like) to recommend friends and show you personalised ads. Our
advertising is based on your consent, which you give by tapping "Let's go!" when you sign up.

Safety: we use automated tools and human moderators to remove harmful content. You can report or block anyone.

We have not done a data protection impact assessment because the app is free.

Your data is stored in the UK and Ireland. You can delete your account at any time in Settings; your data is deleted
within 30 days.`,
    breaches: [
      "uk-gdpr 8(1)",
      ["uk-gdpr 7(4)", "uk-gdpr 7(2)", "uk-gdpr 4(11)"],
      ["uk-gdpr 25(2)", "uk-gdpr 25"],
      "uk-gdpr 35(1)",
    ],
  },
  {
    id: "b14-gb-software-support-india",
    jurisdiction: "GB",
    title: "GB accounting software: privacy notice for small-business customers",
    text: `LedgerLark Ltd (Bristol) — privacy notice

We provide cloud accounting software to UK sole traders and small businesses and process the personal data in your
account: names, contact details, bank transactions, invoices, and the details of your customers and suppliers.

Support. Our support team in Pune, India, has remote access to customer accounts to fix problems. Because the data
stays on our UK servers and is only viewed from India, no transfer safeguards are needed and we have not put any in
place.

Subject access requests. We respond within 40 days, as has always been the case under UK data protection law.

Security incidents. If we suffer a personal data breach we will notify the Information Commissioner within seven
days of discovering it, where the breach is likely to result in a risk to individuals.

Retention. Account data is deleted 6 years after your subscription ends, in line with HMRC record-keeping periods.

Lawful basis: contract for the service; legitimate interests for product analytics, which you may object to.

Contact: privacy@ledgerlark.co.uk. You may complain to the ICO.`,
    breaches: [
      ["uk-gdpr 44A", "uk-gdpr 46"],
      "uk-gdpr 12(3)",
      "uk-gdpr 33(1)",
    ],
  },
  {
    id: "b14-gb-employee-notice-lawful",
    jurisdiction: "GB",
    title: "GB engineering firm: employee privacy notice (lawful)",
    text: `Privacy notice for employees — Corran Engineering Ltd, Derby

Who we are: Corran Engineering Ltd is the controller of your personal data. Our data protection lead is Jo Patel
(privacy@corran.co.uk).

What we hold and why: contact and bank details, contract and pay, tax and National Insurance data, working time,
holiday and absence records, performance reviews and training records. We use these to perform your employment
contract (Art. 6(1)(b) UK GDPR) and to meet legal obligations such as tax, right-to-work checks, the Working Time
Regulations and health and safety (Art. 6(1)(c)). Sickness records and occupational health reports are health data:
we process them to meet our obligations and exercise rights in employment law (Art. 9(2)(b) and Schedule 1, para. 1
to the Data Protection Act 2018), under our appropriate policy document.

Recipients: HMRC, our pension provider, our payroll processor, and our occupational health provider.

Transfers: our HR system's support team in the United States may access data; this is covered by the International
Data Transfer Agreement issued by the ICO, which we have signed with the provider.

Retention: personnel files are kept for 6 years after employment ends; payroll records for 6 years after the end of
the tax year; right-to-work copies for 2 years after employment ends.

Your rights: access, rectification, erasure, restriction, objection and portability where they apply. We reply within
one month, or within three months for complex requests, telling you within the first month. You can complain to us
and to the Information Commissioner's Office.

No decisions about you are made solely by automated means.`,
    // Corrected after the first run (round 16): nothing says whether employees must provide the data (Art. 13(2)(e)).
    breaches: ["uk-gdpr 13(2)(e)"],
  },
  {
    id: "b14-gb-supermarket-facial-recognition",
    jurisdiction: "GB",
    title: "GB convenience-store chain: facial recognition notice",
    text: `Notice displayed at the entrance and online — QuickBasket Stores Ltd (120 stores)

Facial recognition in use. To reduce shoplifting, cameras at the entrance of this store scan the face of every
customer who enters and compare it with a watchlist of people we suspect of theft or anti-social behaviour. A match
alerts staff by a handheld device.

Why we can do this: we rely on our legitimate interests in preventing crime (Article 6(1)(f) UK GDPR). No other
condition is needed, in our view, because the system is only used for security.

How long we keep images: faces of all customers, matched or not, are kept for five years so that we can search
them if a later incident is reported.

Risk assessment: none has been carried out; the supplier assured us that the system is compliant.

Who sees the data: our security team and the supplier, FaceSure Ltd (processor, UK servers).

Your rights: you can ask for access to your data; write to dataprotection@quickbasket.co.uk. You can complain to the
Information Commissioner's Office.`,
    breaches: [
      ["uk-gdpr 9(1)", "uk-gdpr 9(2)(g)"],
      "uk-gdpr 5(1)(e)",
      "uk-gdpr 35(1)",
    ],
  },
];
