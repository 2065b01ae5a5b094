import type { ComplianceCase } from "../types";

/**
 * Blind set 21, the EU and the UK: cookie banners under the national rules (FR Loi 78-17 art. 82, DE TDDDG § 25, NL
 * Telecommunicatiewet art. 11.7a, ES LSSI arts. 21–22) and the ePrivacy Directive, an automated CV screen, payroll
 * processor terms with remote support abroad, a hotel booking form (IT), a breach memo and a breach procedure, a
 * nursery app notice with US hosting under the UK's US adequacy regulations, an e-mail campaign on a bought list (PECR
 * reg. 22), a subject-access reply, a symptom-checker app's compliance memo (FI, the GDPR itself: the registry holds no
 * Finnish rule) and a children's game (IE, digital age of consent 16 under the Data Protection Act 2018 s. 31). Lawful
 * texts list none.
 */
export const blind21EuropeCases: ComplianceCase[] = [
  {
    id: "b21-fr-furniture-cookie-wall",
    jurisdiction: "FR",
    title: "French furniture e-shop: consent pop-up on first visit",
    text: `Maison Lurette SAS (Nantes) — pop-up shown over the home page

"Chez Maison Lurette, nous et nos 186 partenaires utilisons des traceurs pour mesurer l'audience, personnaliser les
publicités et vous proposer des contenus adaptés. [Tout accepter]   Personnaliser"

Web team notes: "Tout accepter" is a large orange button; "Personnaliser" is grey text underneath. Inside
"Personnaliser" every partner has its own switch, all on, and there is no button to switch them all off — a visitor
who wants to refuse has to untick the partners one by one. The Criteo and Meta tags fire as soon as the page opens, so
the advertising IDs are already written before the pop-up is answered.`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b21-de-bike-rental-consent-lawful",
    jurisdiction: "DE",
    title: "German bike-rental site: consent banner and its technical notes",
    text: `Radverleih Elbufer GmbH (Dresden) — banner and notes for the website audit

Banner text: "Wir möchten mit Ihrer Einwilligung Statistik- und Marketingdienste nutzen (Matomo, Google Ads). Sie
können jetzt zustimmen, ablehnen oder einzeln wählen und Ihre Wahl später unter 'Datenschutz-Einstellungen' im
Seitenfuß ändern."  [Alle ablehnen]  [Auswählen]  [Alle akzeptieren]

Audit notes (English):
- Before any answer the site stores two things only: the session cookie that holds the rental basket and the cookie
  that remembers the banner answer. Both are needed for the service the visitor asks for (§ 25(2) no. 2 TDDDG); neither
  is read by a third party.
- Matomo and the Google Ads tag are loaded only after a visitor ticks them; "Alle ablehnen" is the same size and
  colour as "Alle akzeptieren" and sits on the first layer.
- The banner lists each service with its provider, purpose, storage period and whether data leaves the EU, and
  withdrawing is one click from the footer link on every page.`,
    breaches: [],
  },
  {
    id: "b21-ie-logistics-cv-screen",
    jurisdiction: "IE",
    title: "Irish logistics firm: careers page on how applications are handled",
    text: `Shannonside Freight Ltd (Limerick) — "How we handle your application"

Every CV sent through our careers portal is scored by our screening software, which compares it with the job profile
and gives a fit score from 0 to 100. Applications scoring under 60 are declined automatically and the applicant gets a
standard email; no member of our recruitment team looks at declined applications, and we are unable to review a
decision on request, because the software's scoring is final.

We keep every CV we receive in our talent database permanently, so that we can approach you about future vacancies,
even if you do not hear back from us.`,
    breaches: ["eu-gdpr 22", "eu-gdpr 5(1)(e)"],
  },
  {
    id: "b21-nl-bike-parts-browser-optout",
    jurisdiction: "NL",
    title: "Dutch bicycle-parts webshop: cookie notice in the footer",
    text: `Fietsonderdelen Vlot B.V. (Zwolle) — footer strip on every page

"Vlot uses cookies. We place functional, analytics and advertising cookies (Google Analytics with full IP address,
TikTok Pixel, Bing Ads) when you open the site. Don't want them? You can delete or block cookies in your browser
settings. More in our cookie statement."

There is no button on the strip; it closes by itself after ten seconds. The cookie statement lists the same cookies
and repeats that blocking them in the browser is the way to refuse.`,
    breaches: [["nl-telecommunicatiewet 11.7a", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b21-it-lakeside-hotel-booking-lawful",
    jurisdiction: "IT",
    title: "Italian lakeside hotel: booking form and privacy information",
    text: `Hotel Villa Ortensia S.r.l., Via Lungolago 14, Stresa (VB) — online booking, final step

Privacy information (short version; full text linked)
- Who we are: Hotel Villa Ortensia S.r.l.; privacy@villaortensia.example; tel. +39 0323 000111.
- Your booking: we use your name, contact details and card details to manage the stay you are booking (performance of
  the contract). On arrival we must record each guest's identity document and pass the guest details to the police
  through the State Police's guest-reporting system, as Italian public-security law requires.
- Recipients: our booking-engine and payment providers, acting on our instructions, within the EU. Nothing is sent
  outside the EU.
- How long: booking and invoice records for 10 years for tax purposes; the card is used only to guarantee the booking
  and is not kept after check-out.
- Your rights: access, correction, erasure, restriction, portability and objection, by writing to the address above;
  you may also complain to the Garante per la protezione dei dati personali.
- Offers: after your stay we may send you e-mails about similar stays at our hotel. You can say no now by ticking the
  box below, and every e-mail has a one-click unsubscribe link.

[ ] I do not want to receive e-mails about similar stays.
[ ] I would also like news from partner restaurants and boat-tour companies by e-mail (optional).
[Confirm booking]

Both boxes are empty when the page loads; the booking goes through whatever the guest chooses.`,
    breaches: [],
  },
  {
    id: "b21-es-language-school-mailing",
    jurisdiction: "ES",
    title: "Spanish language academy: e-mail campaign brief and website banner",
    text: `Academia Idiomas Alborán S.L. (Málaga) — marketing brief, autumn campaign

1. Audience: the 9,400 e-mail addresses our stand collected at the education fairs we sponsored (visitors dropped
   business cards or wrote their e-mail on the raffle sheet). They have never studied with us. We will send them three
   promotional e-mails about the intensive English courses.
2. Unsubscribing: the e-mails will not carry an unsubscribe link; anyone who wants to stop them can phone the
   reception desk during office hours.
3. Website: the banner stays as it is — "Si continúas navegando, consideramos que aceptas el uso de cookies
   analíticas y publicitarias." The ad and analytics cookies load on the first page view.`,
    breaches: [
      ["es-lssi 21", "eu-eprivacy-directive 13"],
      ["es-lssi 22", "eu-eprivacy-directive 5(3)"],
    ],
  },
  {
    id: "b21-lu-payroll-bureau-terms",
    jurisdiction: "LU",
    title: "Luxembourg payroll bureau: data clauses of its standard client terms",
    text: `PaieNet S.à r.l. (Luxembourg) — General Terms for Payroll Services, section 9 "Client data"

9.1 PaieNet processes employee data (names, addresses, salaries, bank accounts, sick leave) supplied by the client in
    order to run the client's payroll.
9.2 PaieNet may also use the client's employee data, combined with that of other clients, to build and sell salary
    benchmarking reports to third parties.
9.3 PaieNet may engage subcontractors of its choosing to perform any part of the services. PaieNet is not required to
    inform the client of the identity of subcontractors or of any change to them.
9.4 Second-line support is provided by our service centre in Cebu, Philippines, whose staff log in to the payroll
    platform remotely. As the staff belong to our group, no additional transfer arrangements are needed.
9.5 On termination, PaieNet keeps a full copy of the client's data for ten years for its own analytics.`,
    breaches: [
      ["eu-gdpr 28(3)(a)", "eu-gdpr 28(10)"],
      ["eu-gdpr 28(2)", "eu-gdpr 28(3)(d)"],
      ["eu-gdpr 44", "eu-gdpr 46"],
      "eu-gdpr 28(3)(g)",
    ],
  },
  {
    id: "b21-gb-visa-advisers-breach-memo",
    jurisdiction: "GB",
    title: "GB immigration advisers: internal memo after a server intrusion",
    text: `Northgate Visa Advisers LLP (Leeds) — memo from the managing partner, 9 March 2026

On Monday 2 March our IT provider confirmed that an outside party had got into our file server over the weekend and
copied the client folders: passport scans, bank statements and visa application forms for about 4,000 clients.

Next steps:
- We will report the matter to the ICO once the forensic firm has finished its review and we know the full picture.
  They expect that to take around six weeks.
- We will not contact clients. Most of them are anxious about their applications already and we do not want to cause
  alarm; if the documents turn up online we will reconsider.
- Staff should not discuss the incident outside the partners' meeting.`,
    breaches: ["uk-gdpr 33", "uk-gdpr 34"],
  },
  {
    id: "b21-gb-nursery-app-notice-lawful",
    jurisdiction: "GB",
    title: "GB nursery group: privacy notice in the parents' app",
    text: `Little Acorns Nurseries Ltd (Bristol), company no. 09999999 — Privacy notice for parents and carers

Who we are. Little Acorns Nurseries Ltd is the controller. Questions: dataprotection@littleacorns.example, 0117 000 4411,
or write to 4 Quay Street, Bristol BS1 0AA.

What we hold and why.
- Your contact details and your child's name, date of birth, allergies, medical needs and the people allowed to collect
  them: to care for your child under our childcare contract with you, and because early-years rules require us to keep
  these records. Allergy and medical details are used to keep your child safe and are shared only with the room staff
  who need them.
- Daily diary entries and photos of your child: to keep you informed, as part of the contract. Photos go only to you in
  the app; we use a photo on our website or social media only if you tick that option in the app, and you can untick it
  at any time.
- Invoices and payments: to bill you (contract) and to meet tax law (legal obligation).

Who sees it. Our app provider and our payroll and accounts software provider, under contracts that bind them to our
instructions; Ofsted and the local authority where the law requires. We never sell data.

Outside the UK. The app's servers are in the United States. The provider is certified under the UK Extension to the
EU–US Data Privacy Framework, which the UK approved by regulations in 2023, and we check its certification every year.

How long. Diary entries and photos: deleted 6 months after your child leaves. Attendance, accident and medication
records: kept until your child turns 21, because claims about injuries to children can be brought until then. Invoices:
6 years.

Your rights. You can ask for a copy of your data, correction, erasure, restriction, to move your data to another
provider, and to object; you can withdraw photo consent at any time. We reply within one month. If you are unhappy,
tell us first; you can also complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).

We make no decisions about you or your child by automated means. You must give us your contact details and your
child's medical needs for us to take your child; everything else is optional.`,
    breaches: [],
  },
  {
    id: "b21-gb-wine-merchant-bought-list",
    jurisdiction: "GB",
    title: "GB wine merchant: plan for a Christmas e-mail campaign",
    text: `Cellar Door Wines Ltd (Harrogate) — marketing plan, Christmas campaign

We have bought a list of 25,000 personal e-mail addresses from ListSource Direct. The broker says everyone on it ticked
a box to "receive offers from carefully selected partners" when entering a prize draw on one of its websites. Our name
was not shown to them, but the broker's terms let it pass the list to any buyer.

From 1 December we send four e-mails (mixed case offer, free delivery, gift boxes, New Year sale) to the whole list.
Replies go to the sales inbox.`,
    breaches: ["uk-pecr-2003 22"],
  },
  {
    id: "b21-gb-leisure-club-access-reply",
    jurisdiction: "GB",
    title: "GB leisure club chain: reply to a member's request for her data",
    text: `Riverside Leisure Clubs Ltd — e-mail to a member, 14 September 2026

Dear Ms Okafor,

Thank you for your request of 10 September for a copy of the information we hold about you.

Please note that we charge an administration fee of £25 for all requests of this kind; once payment is received we
will start work. Our standard response time is 60 days, as our data team handles requests for all 40 clubs.

We should also explain that we do not release CCTV footage in response to personal information requests, whatever
the circumstances, so the recordings from the Chiswick club on 2 September will not be included.

Kind regards,
Member Services`,
    breaches: [["uk-gdpr 12(5)", "uk-gdpr 15(3)"], "uk-gdpr 12(3)", "uk-gdpr 15(1)"],
  },
  {
    id: "b21-ie-credit-union-breach-procedure-lawful",
    jurisdiction: "IE",
    title: "Irish credit union: personal data breach procedure",
    text: `Ballyglen Community Credit Union Ltd — Data Breach Procedure (version 4, approved by the board)

1. Anyone who notices a possible breach — a lost phone, a misdirected e-mail, a suspicious log-in — tells the Data
   Protection Officer straight away, day or night, using the breach line.
2. The DPO records every breach in the breach register: what happened, the data and members involved, the effects and
   what we did. This includes breaches we do not report.
3. Reporting to the Data Protection Commission. Unless the breach is unlikely to put anyone's rights at risk, the DPO
   reports it through the DPC's web form without delay and within 72 hours of our becoming aware of it. If some facts
   are still missing we report what we know and send the rest as we learn it; if we miss the 72 hours we explain why.
   Example of a breach we would only record: an encrypted laptop is stolen and the key was not with it.
4. Telling members. Where a breach is likely to put members at high risk (for example account numbers with addresses
   reach someone who should not have them), we tell those members without delay, in plain language: what happened, the
   likely consequences, what we are doing, what they can do, and how to reach the DPO.
5. After every breach the DPO reviews the cause and reports to the board.`,
    breaches: [],
  },
  {
    id: "b21-fi-symptom-checker-memo",
    jurisdiction: "FI",
    title: "Finnish symptom-checker app: compliance memo to the board",
    text: `Oireapu Oy (Tampere) — memo from the COO, "Data protection position", February 2026

Our symptom-checker app now has about 310,000 registered users in Finland, Sweden and Estonia. Users type in their
symptoms, medicines and existing conditions, and the app's triage model tells them whether to self-care, book a nurse
call or go to emergency care. Running this service is our entire business.

Our position:
- Legal basis: we rely on our legitimate interest in offering and improving the service for all processing, including
  the symptom and condition data. We do not ask users for consent, as this would add friction at sign-up.
- Impact assessment: the board decided that a data protection impact assessment is not needed, as the model is only
  advisory.
- Data protection officer: as a private company of 60 people we are not required to appoint one, and we will not.
- Records: we do not keep a record of processing activities; firms with fewer than 250 employees are exempt.`,
    breaches: ["eu-gdpr 9", "eu-gdpr 35", "eu-gdpr 37", "eu-gdpr 30"],
  },
  {
    id: "b21-ie-kids-puzzle-game",
    jurisdiction: "IE",
    title: "Irish mobile puzzle game: sign-up rules and product notes",
    text: `Puzzleroo Games Ltd (Galway) — "Joining Puzzleroo", and notes from the product team

Joining: players aged 13 and over can create their own account. At sign-up the player taps "I agree" to let us use
their play data for personalised advertising and analytics. We do not contact parents.

Product notes:
- New player profiles are public by default and show the player's first name, photo, town and friend list; players
  can make them private in settings.
- Passwords are kept in plain text in the player database so that the support team can read them out to players who
  forget them.`,
    breaches: [["ie-data-protection-act-2018 31", "eu-gdpr 8"], "eu-gdpr 25", "eu-gdpr 32"],
  },
];
