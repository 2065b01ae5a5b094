import type { ComplianceCase } from "../types";

/**
 * Blind set 7, EU texts (FR, DE, ES, NL, IT, IE): notices, cookie banners, a marketing sign-up form, employee
 * monitoring policies and a breach procedure. Each text's `breaches` were written from the GDPR, the ePrivacy Directive
 * and the national cookie rules (as stated in shared/domain/compliance-obligations-reference.md) before any rule pack
 * was run on it and without reading the rule code; texts with `breaches: []` are lawful on the topics they cover.
 */
export const blind7EuCases: ComplianceCase[] = [
  {
    id: "b7-fr-meal-kit-notice",
    jurisdiction: "FR",
    title: "French meal-kit notice: details kept while useful, replies within six weeks, call-centre agents in Tunisia with no safeguard",
    text: `Vos données chez Panier Malin — Panier Malin SAS, 8 rue Paul Bert, 69003 Lyon
Panier Malin SAS decides how your personal data is used. You can reach our data protection officer at dpo@paniermalin.example.
We use your name, postal address, phone number, the box size and recipes you choose and your order history to prepare and deliver your weekly boxes (performance of our contract with you) and to keep our accounting records (legal obligation). Your address and phone number are passed to the couriers who deliver your box.
Customer care is run for us by a contact-centre company in Tunis, Tunisia; its agents can look up your orders, address and phone number when you call or write to us.
We hang on to your details for as long as they're useful to us.
You can ask to see, correct or delete your data, to restrict or object to its use, or to receive it in a portable format. Write to dpo@paniermalin.example; we aim to get back to you within six weeks.
If you are unhappy with how we handle your data, you can complain to the CNIL.`,
    breaches: [
      ["eu-gdpr 5(1)(e)", "eu-gdpr 13(2)(a)"],
      ["eu-gdpr 12(3)"],
      ["eu-gdpr 44", "eu-gdpr 46", "eu-gdpr 46(1)", "eu-gdpr 13(1)(f)"],
    ],
  },
  {
    id: "b7-de-dental-practice-notice-compliant",
    jurisdiction: "DE",
    title: "German dental practice notice: health data for treatment on Art. 9(2)(h), records kept ten years after treatment, one-month replies",
    text: `Patienteninformation zum Datenschutz — Zahnarztpraxis Dr. Anja Weber, Karl-Liebknecht-Straße 40, 04275 Leipzig
The practice of Dr. Anja Weber is the controller for your data. Our data protection officer can be reached at datenschutz@praxis-weber.example.
We process your contact details, insurance details, medical history, X-rays and treatment notes in order to examine and treat you and to bill your treatment. Health data are processed for the provision of health care under Art. 9(2)(h) GDPR, together with Art. 6(1)(b) GDPR (treatment contract) and Art. 6(1)(c) GDPR (our legal duties to keep records and to bill).
We pass data only where needed: to the dental laboratory that makes your crown or bridge, to your statutory health insurer or its billing body, and to a doctor you are referred to. All of them are in Germany; we do not transfer data outside the European Union.
We keep your patient file for ten years after the end of your treatment, as § 630f(3) BGB requires, and then destroy it unless another law requires a longer period.
You have the right to access your data, to have it corrected or erased, to restrict processing, to data portability and to object. We reply within one month of receiving your request. You may also complain to a data protection supervisory authority, in particular the one for Saxony.
We do not make decisions about you by automated means.`,
    breaches: [],
  },
  {
    id: "b7-nl-bike-shop-cookie-banner-compliant",
    jurisdiction: "NL",
    title: "Dutch bike shop banner: optional cookies only after a choice, reject as prominent as accept, list with durations",
    text: `Cookies bij Fietsenwinkel De Spaak
Our web shop needs a few functional cookies to keep your basket and login working. With your permission we would also like to use analytics cookies and advertising cookies from Google and Meta to measure visits and show you our ads on other sites. These optional cookies are only placed after you click "Accept all" or switch them on under "Choose".
The cookie list under "Choose" names every cookie, who sets it and how long it stays on your device. You can change or withdraw your choice at any time via "Cookie settings" at the bottom of every page.
[Accept all] [Reject all] [Choose]`,
    breaches: [],
  },
  {
    id: "b7-es-language-school-cookie-banner",
    jurisdiction: "ES",
    title: "Spanish language school banner: scrolling or clicking a link counts as agreement to advertising cookies",
    text: `Academia de Idiomas Sol y Mar — aviso de cookies
Our site uses its own cookies and third-party cookies, including advertising cookies from Meta and TikTok that follow your visits so we can show you course offers elsewhere.
If you scroll down the page or click on any link, we take it that you're happy with all of them. See our cookie policy to find out more.
[Got it]`,
    breaches: [["eu-eprivacy-directive 5(3)", "es-lssi 22", "es-lssi 22.2", "es-lssi 22(2)"]],
  },
  {
    id: "b7-it-gym-membership-form",
    jurisdiction: "IT",
    title: "Italian gym membership form: pre-ticked partner offers box that cannot be unticked to join, withdrawal only by registered letter",
    text: `Modulo di iscrizione — Palestra FortiFit S.r.l., via Emilia 220, Bologna
Privacy information: FortiFit S.r.l. uses your name, date of birth, contact details and payment data to manage your membership (performance of the contract). Our data protection contact is privacy@fortifit.example. You have the right to access, rectify and erase your data, to restrict or object to processing and to portability, and to lodge a complaint with the Garante per la protezione dei dati personali. Membership data are kept for the duration of your membership and for ten years afterwards for tax purposes.
[x] I would like to receive offers from FortiFit and its partners (sports nutrition brands, insurers and travel companies) by email, SMS and phone.
Please note: the box above must remain ticked for the membership to be activated.
If you change your mind about receiving offers, send a registered letter with return receipt to our head office in Bologna.
[Sign up]`,
    breaches: [
      ["eu-gdpr 7(4)", "eu-gdpr 7", "eu-gdpr 4(11)", "eu-gdpr 6(1)"],
      ["eu-gdpr 7(3)"],
    ],
  },
  {
    id: "b7-ie-newsletter-signup-compliant",
    jurisdiction: "IE",
    title: "Irish homeware shop newsletter: unticked optional box, unsubscribe in every email, full notice",
    text: `Join the Bramble & Oak newsletter
Bramble & Oak Ltd, Dominick Street, Galway, Ireland, is the controller. Contact: privacy@brambleandoak.example.
[ ] Yes, please send me Bramble & Oak's weekly newsletter with new arrivals and offers by email.
Ticking the box is optional and has no effect on your orders. We use your email address only to send the newsletter, on the basis of your consent (Art. 6(1)(a) GDPR). Our mailing provider processes it for us on servers in the EU under a processing contract.
You can unsubscribe at any time with the link at the bottom of every newsletter or in your account settings, just as easily as you signed up. When you unsubscribe we delete your address from the mailing list within 30 days.
You have the rights of access, rectification, erasure, restriction, portability and objection; we reply within one month. You may complain to the Data Protection Commission.`,
    breaches: [],
  },
  {
    id: "b7-fr-remote-work-monitoring-compliant",
    jurisdiction: "FR",
    title: "French software firm remote-work policy: VPN connection logs only, no screen capture or webcam, logs kept six months",
    text: `Charte du télétravail — volet données personnelles. Atelier Numérique SAS, Rennes
This section explains what data Atelier Numérique SAS, as employer and controller, processes about employees working from home. Our data protection officer: dpo@ateliernumerique.example.
To keep our systems secure, the VPN records the time of each connection and disconnection, the device used and the internal services accessed. The legal basis is our legitimate interest in the security of our information system (Art. 6(1)(f) GDPR).
We do not record screens, keystrokes or webcams, we do not take screenshots and we do not track the location of your home or devices. Working time is declared by employees themselves in the time-sheet tool.
The logs are accessible only to the two members of the IT security team and are kept for six months, then deleted. They are not used to assess individual performance. The social and economic committee (CSE) was consulted before this charter was adopted.
You may access, rectify or erase your data, restrict or object to its processing, and lodge a complaint with the CNIL. Requests to the DPO are answered within one month. No data are transferred outside the European Union.`,
    breaches: [],
  },
  {
    id: "b7-de-warehouse-monitoring-policy",
    jurisdiction: "DE",
    title: "German warehouse policy: cameras with sound in the break room, minute-by-minute idle tracking, consent by continuing to work, footage kept while it may be useful",
    text: `Betriebsrichtlinie Überwachung — Lagerlogistik Brandt GmbH, Dortmund
To protect stock and improve productivity, cameras with microphones cover every area of the warehouse, including the staff break room and the corridor outside the changing rooms, and record continuously during all shifts.
Each picker's handheld scanner reports its location every few seconds. Every minute in which a picker scans nothing is logged as idle time and sent to the team leader, and a weekly ranking of all pickers by idle minutes is posted on the notice board.
Employees who keep working after receiving this policy are taken to have agreed to all of the above.
Video, audio and scanner data are stored on our servers and kept for as long as they may come in useful, for example in a dispute.`,
    breaches: [
      ["eu-gdpr 5(1)(c)"],
      ["eu-gdpr 7", "eu-gdpr 4(11)", "eu-gdpr 6(1)", "eu-gdpr 7(4)"],
      ["eu-gdpr 5(1)(e)"],
    ],
  },
  {
    id: "b7-nl-savings-app-breach-procedure",
    jurisdiction: "NL",
    title: "Dutch savings app breach procedure: the authority is told when management sees fit after a weeks-long investigation; customers only if the press reports it",
    text: `Incident Response Procedure — Spaarpot B.V., Utrecht (internal)
1. Any suspected personal data breach is reported to the security lead, who opens a forensic investigation.
2. Once the investigation has fully concluded, which usually takes between three and six weeks, the management board decides whether and when to notify the Autoriteit Persoonsgegevens. We notify the authority when we see fit.
3. Customers whose data was affected are only contacted if the incident has been reported in the media.
4. All incidents are recorded in the incident register.`,
    breaches: [
      ["eu-gdpr 33(1)", "eu-gdpr 33"],
      ["eu-gdpr 34(1)", "eu-gdpr 34"],
    ],
  },
  {
    id: "b7-ie-kids-game-app-notice",
    jurisdiction: "IE",
    title: "Irish mobile game notice: eleven-year-olds agree to personalised ads themselves; gameplay data sent to a studio in Vietnam with no safeguard",
    text: `Pixel Puffins — privacy notice. Pixel Puffins (Dublin) Ltd, Grand Canal Quay, Dublin 2, is the controller; privacy@pixelpuffins.example.
Players aged 11 and up can create their own account. When they sign up, the player taps "Let's go!" to agree to personalised advertising and in-game analytics; we don't ask for a parent's details or approval.
We use the player's nickname, device identifiers, gameplay and in-app purchases to run the game (contract) and, with the consent given at sign-up, to personalise ads.
Gameplay analytics are sent to our development partner in Ho Chi Minh City, Vietnam, which stores them on its own servers and uses them to balance new levels.
Accounts are deleted 12 months after the last login. You can access, correct or delete your data, object to processing, withdraw consent in the settings menu, and complain to the Data Protection Commission. We answer requests within one month.`,
    breaches: [
      ["eu-gdpr 8(1)", "eu-gdpr 8"],
      ["eu-gdpr 44", "eu-gdpr 46", "eu-gdpr 46(1)", "eu-gdpr 13(1)(f)"],
    ],
  },
];
