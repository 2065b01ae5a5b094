import type { ComplianceCase } from "../types";

/**
 * Blind set 11, privacy, cookie and e-marketing texts from EU states (FR, DE, IE, NL, ES, IT) and Great Britain. Each
 * text's `breaches` were written from the statutes (as summarised in shared/domain/compliance-obligations-reference.md)
 * before any rule pack was run on it, by a helper who had not read the rule code or any earlier blind set's texts. A
 * text with `breaches: []` is lawful on the topics it covers. Judged as at EVAL_AS_OF (27 November 2026): UK GDPR
 * transfers are under Art. 44A (Chapter V recast from 5 February 2026).
 */
export const blind11EuropeCases: ComplianceCase[] = [
  {
    // Continued browsing taken as consent to advertising trackers, no way to refuse (Loi 78-17 art. 82; Directive
    // 2002/58/EC Art. 5(3)).
    id: "b11-fr-creperie-cookie-banner",
    jurisdiction: "FR",
    title: "French crêperie website: 'by continuing to browse' banner for Meta and Google Ads trackers, OK button only",
    text: `Crêperie Le Petit Breton – Nantes

[Banner shown at the bottom of every page on first visit]

Cookies 🍪 Our website uses cookies to work properly, to measure our audience and to show you our offers on social networks (Meta Pixel, Google Ads remarketing, TikTok Pixel). By continuing to browse this site, scrolling or clicking on any link, you accept the use of these cookies. [ OK ]   More information

[The "More information" link opens our legal notice page, which lists the cookies and says they are kept for up to 13 months. There is no button to refuse and no settings panel. The pixels load together with the page.]`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    // Health data (injuries, pregnancy) on legitimate interests only (Art. 9(1)/(2)); kept indefinitely "in case you
    // come back" (Art. 5(1)(e)); access requests answered within 60 days (Art. 12(3): one month).
    id: "b11-fr-yoga-studio-notice",
    jurisdiction: "FR",
    title: "French yoga studio member notice: health questionnaire on legitimate interest, kept forever, 60-day replies",
    text: `Studio Lotus Croix-Rousse SARL – Privacy notice for members
12 rue d'Austerlitz, 69004 Lyon – contact: bonjour@studiolotus.fr

When you join, we ask for your name, address, email, mobile number and bank details (SEPA mandate) to manage your membership and take monthly payments; this is necessary for your membership contract. Before your first class you also fill in our health questionnaire: back or joint injuries, heart conditions, recent surgery, and whether you are pregnant. Teachers read it before class so that they can adapt postures. We process the questionnaire on the basis of our legitimate interest in running safe classes.

Who sees your data: our teachers, our accountant and our booking software provider (Bsport), which hosts data in the EU. We do not sell your data.

How long: we keep member files and health questionnaires indefinitely, even after you leave the studio, in case you come back one day and so that we have your history.

Your rights: you can ask for access, rectification, erasure, restriction, portability, or object. Write to bonjour@studiolotus.fr. Because we are a small team, please allow up to 60 days for us to answer. You may complain to the CNIL (www.cnil.fr).`,
    breaches: [["eu-gdpr 9", "eu-gdpr 9(1)", "eu-gdpr 9(2)"], "eu-gdpr 5(1)(e)", "eu-gdpr 12(3)"],
  },
  {
    id: "b11-fr-school-photo-form-lawful",
    jurisdiction: "FR",
    title: "French private primary school: parents' consent form for class photos on the parents' portal (lawful)",
    text: `École Sainte-Marie – Bordeaux
Consent form: photos and videos of your child (school year 2026-2027)

Who we are: OGEC École Sainte-Marie, 8 rue du Palais-Gallien, 33000 Bordeaux, is responsible for the photos. Our data protection officer can be reached at dpo@stemarie-bordeaux.fr.

Why: teachers take photos and short videos of class activities (outings, shows, projects). We would like to show them to families in two ways. Each is optional and you can tick one, both or neither. Saying no has no effect on your child's schooling or activities.

☐ I agree that photos of my child may be posted in the private class album on the parents' portal (ÉcoleDirecte), visible only to parents of the class.
☐ I agree that photos of my child (first name never shown) may appear in the printed end-of-year school booklet.

Legal basis: your consent (Article 6(1)(a) GDPR). Recipients: families of the class (portal) and our printer, Imprimerie Gironde, for the booklet. Photos stay on servers in France; nothing leaves the EU.
Retention: portal photos are deleted on 31 August at the end of the school year; the booklet file is deleted once printed.
Your rights: you can withdraw either consent at any time, as easily as you gave it, by a message to the class teacher or dpo@stemarie-bordeaux.fr; we then remove the photos from the portal within a week. Withdrawal does not affect the lawfulness of use before it. You also have the rights of access, rectification, erasure and restriction, and you may lodge a complaint with the CNIL. No automated decision is made.

Parent/guardian name: ____________  Signature: ____________  Date: ________`,
    breaches: [],
  },
  {
    // First copy of the patient's record charged at EUR 25 (Art. 15(3); Art. 12(5)); X-ray backups with a provider in
    // India with no transfer mechanism (Arts. 44, 46).
    id: "b11-de-dental-practice-notice",
    jurisdiction: "DE",
    title: "German dental practice notice: fee for the first copy of the record, backups to India without safeguards",
    text: `Zahnarztpraxis Dr. med. dent. Katrin Vogel – Datenschutzhinweise für Patientinnen und Patienten (English version)
Praxis Dr. Vogel, Leopoldstraße 41, 80802 München, Tel. 089 555 0101, praxis@zahnarzt-vogel.de
Data protection officer: DataCare GmbH, dsb@datacare.example

We process your personal details, insurance data, medical history, findings, X-rays and treatment records to treat you and to bill your health insurer (Art. 9(2)(h) GDPR with § 22 BDSG, and Art. 6(1)(b) and (c) GDPR). Recipients: your health insurer or the Kassenzahnärztliche Vereinigung Bayerns, dental laboratories working on your treatment, and our billing service for private patients (only with your separate signed consent).

Treatment records are kept for ten years after the end of treatment, as required by § 630f BGB; X-ray records as required by radiation protection law.

Digital X-ray images and the practice software database are backed up every night to a cloud storage service run by our IT provider's partner, CloudVault Solutions Pvt. Ltd. in Pune, India.

Your rights: access (Art. 15), rectification, erasure, restriction, portability and objection. If you would like a copy of your patient file, we charge a flat processing fee of EUR 25 per copy, including the first copy. Please allow up to one month for our reply. You may complain to the Bayerisches Landesamt für Datenschutzaufsicht.`,
    breaches: [["eu-gdpr 15(3)", "eu-gdpr 12(5)", "eu-gdpr 15"], ["eu-gdpr 44", "eu-gdpr 46"]],
  },
  {
    id: "b11-de-garden-shop-cookie-banner-lawful",
    jurisdiction: "DE",
    title: "German garden-supplies shop cookie banner: accept and reject side by side, nothing set before a choice (lawful)",
    text: `Gartenwelt Huber – cookie consent banner (English version of the banner text and set-up)

Banner text: "We use cookies and similar technologies. Some are needed for the shop to work (shopping basket, login, security) and are always on. With your consent we would also like to use analytics (Matomo, hosted by us) to improve the shop, and marketing cookies (Google Ads, Meta) to show you our offers on other sites. You can change your choice at any time via 'Cookie settings' at the bottom of every page."

Buttons, same size, same colour, side by side: [Accept all]  [Reject all]  and a link [Settings] that opens a panel with a switch for each purpose (analytics, marketing), both switched off by default, and a list of each provider, what it does, who receives the data and how long each cookie lasts (for example _ga: 13 months). 

Technical set-up: until the visitor clicks, only the strictly necessary cookies (session, basket, CSRF token) are stored; the analytics and marketing scripts are loaded only after the matching consent. Closing the banner with the X counts as "Reject all". The choice is stored for six months and the banner then asks again.`,
    breaches: [],
  },
  {
    // Newsletter box pre-ticked at checkout (Art. 4(11), Art. 7, recital 32; Planet49); unsubscribing only by letter
    // (Art. 7(3): as easy as giving consent).
    id: "b11-de-coffee-roastery-checkout",
    jurisdiction: "DE",
    title: "German coffee roastery checkout: newsletter box ticked in advance, unsubscribe only by post",
    text: `Rösterei Bohnenglück – checkout, step 3 of 4 ("Your details")

First name* / Last name* / Email* / Delivery address* / Phone (optional, for the courier)

☑ Yes, I want the Bohnenglück newsletter with new roasts, discount codes and offers from our partner cafés. (The box is ticked when the page opens.)

☐ I have read the terms and conditions and the privacy policy.*

[Continue to payment]

Small print under the button: You can unsubscribe from the newsletter at any time by writing a letter to Rösterei Bohnenglück GmbH, Datenschutz, Alte Hafenstraße 3, 28757 Bremen. Unsubscribing by email or via a link is unfortunately not possible for technical reasons.`,
    breaches: [["eu-gdpr 4(11)", "eu-gdpr 7", "eu-gdpr 6(1)", "eu-eprivacy-directive 13"], "eu-gdpr 7(3)"],
  },
  {
    // Numbers collected for "prescription ready" texts used for a partner's marketing SMS without consent (S.I.
    // 336/2011 reg. 13); purpose limitation (GDPR Art. 5(1)(b)).
    id: "b11-ie-pharmacy-sms-campaign",
    jurisdiction: "IE",
    title: "Irish pharmacy: numbers taken for prescription alerts used for a partner's hearing-test promotion by SMS",
    text: `Internal email – Kelleher's Pharmacy, Main Street, Mallow, Co. Cork
To: all counter staff
Subject: SMS campaign this Friday

Hi all,

Just so you know what customers may ask about: on Friday morning we are sending the text below to every mobile number on our prescription system (about 3,400 customers). We collected these numbers so that we could text people when their prescription is ready for collection. None of them were asked about marketing, but Deirdre checked and the system lets us send a bulk text to the whole list.

Text: "Kelleher's Pharmacy: SoundCheck Hearing is offering FREE hearing tests in our store on 14 Nov + 20% off hearing aids! Book at soundcheck.ie/mallow"

SoundCheck pays us a fee per booking. There is no STOP option on the message because the platform charges extra for that. If anyone complains, say sorry and take a note of their name.

Thanks, Brian (Supervising pharmacist)`,
    breaches: ["ie-eprivacy-regulations-2011 13", ["eu-gdpr 5(1)(b)", "eu-gdpr 6(1)"]],
  },
  {
    // Children's photos posted on the crèche's public Facebook page unless parents object (no consent: Art. 6(1), Art.
    // 7, Art. 4(11)).
    id: "b11-ie-creche-app-notice",
    jurisdiction: "IE",
    title: "Irish crèche app notice: children's photos on the public Facebook page unless parents opt out",
    text: `Little Acorns Crèche & Montessori, Unit 4, Ballincollig, Co. Cork – Privacy notice for parents (LittleSteps app)
Contact: office@littleacorns.ie, 021 555 0199

We use the LittleSteps app to share your child's day with you: meals, naps, nappy changes, activities and photos. We process your child's name, date of birth, allergies and medical needs (to keep them safe, and with your explicit consent on the enrolment form), your contact details and who may collect your child. Our legal bases are the childcare contract with you, our legal obligations under the Child Care Act 1991 (Early Years Services) Regulations 2016, and your consent where stated.

Photos: staff take photos during the day. Photos appear in your child's private diary in the app. We also post a selection of group photos on our public Facebook and Instagram pages to show what the children get up to. All children are included unless a parent emails us to say they do not want their child's photos posted.

Retention: records required by the Regulations are kept for the period they set; app diaries are deleted 12 months after your child leaves.
Recipients: LittleSteps Ltd (our app provider, servers in Ireland), Tusla on request.
Your rights: access, rectification, erasure, restriction, objection and portability; withdraw consent at any time by emailing us. Complaints: Data Protection Commission, www.dataprotection.ie.`,
    breaches: [["eu-gdpr 6(1)", "eu-gdpr 7", "eu-gdpr 4(11)", "eu-gdpr 6(1)(a)"]],
  },
  {
    // Processor terms: sub-processors at will without notice (Art. 28(2)); customer data used to train the vendor's own
    // products (Art. 28(3)(a)); data kept five years after termination for own analytics (Art. 28(3)(g)); breaches
    // reported to the customer within 7 days (Art. 33(2): without undue delay).
    id: "b11-nl-email-platform-dpa",
    jurisdiction: "NL",
    title: "Dutch email-marketing platform's data processing terms: free choice of sub-processors, own use, 5-year keep",
    text: `MailMolen B.V., Amsterdam – Data Processing Terms (Annex 2 to the Terms of Service)

1. Roles. The Customer is the controller and MailMolen is the processor of the subscriber data the Customer uploads (names, email addresses, engagement data).
2. Instructions. MailMolen processes subscriber data to deliver the Customer's campaigns. MailMolen may also use subscriber data, in aggregated or individual form, to train and improve its send-time optimisation models and other products offered to all its customers.
3. Confidentiality. MailMolen staff with access are bound by confidentiality.
4. Security. MailMolen takes the technical and organisational measures described in Annex 3 (encryption at rest and in transit, ISO 27001 certification).
5. Sub-processors. MailMolen may engage, replace or add sub-processors at its own discretion. MailMolen is not required to inform the Customer of changes.
6. Personal data breaches. MailMolen will notify the Customer of a personal data breach within seven (7) days after completing its internal investigation.
7. Assistance. MailMolen will reasonably assist the Customer with data subject requests and DPIAs at its standard hourly rates.
8. End of contract. On termination MailMolen will delete the Customer's account, but will retain subscriber data for five (5) years for its own statistical analysis.
9. Audits. The Customer may receive MailMolen's ISO certificate and may audit once a year on 30 days' notice.`,
    breaches: ["eu-gdpr 28(2)", "eu-gdpr 28(3)(a)", "eu-gdpr 28(3)(g)", "eu-gdpr 33(2)"],
  },
  {
    // Analytics and advertising cookies placed on page load with an information-only banner (Telecommunicatiewet art.
    // 11.7a; Directive Art. 5(3)).
    id: "b11-nl-bike-rental-cookie-notice",
    jurisdiction: "NL",
    title: "Dutch bike-rental site: 'this site uses cookies [Got it]' banner, ad cookies set on load",
    text: `FietsVerhuur Zuid – Utrecht – website cookie notice

Banner (top of the page): "This website uses cookies to give you the best experience, to analyse traffic and to show relevant ads. [Got it]"

Cookie page: We use functional cookies (language, booking basket), Google Analytics 4 with full IP addresses and Google Signals enabled, Hotjar session recordings, and the Meta and Google Ads pixels for remarketing. These are placed as soon as you open any page of the site, so that our statistics are complete. The "Got it" button only closes the banner. If you do not want cookies, you can delete them in your browser settings.`,
    breaches: [["nl-telecommunicatiewet 11.7a", "eu-eprivacy-directive 5(3)"]],
  },
  {
    // Promotional email about a partner's supplements sent to trial users who never consented, no opt-out (LSSI art.
    // 21: the art. 21(2) exception covers only the sender's own similar products, with an opt-out).
    id: "b11-es-gym-app-partner-email",
    jurisdiction: "ES",
    title: "Spanish fitness app: email promoting a partner's supplements to free-trial users, no unsubscribe",
    text: `From: FitBarrio <hola@fitbarrio.es>
To: [everyone who downloaded the free 7-day trial]
Subject: 💪 30% off protein – only this week!

Hola!

Thanks for trying FitBarrio. Our friends at NutriPower Iberia have an exclusive offer for our community: 30% off all whey protein and creatine with the code FITBARRIO30 at nutripower.es. Valid until Sunday.

See you at the next workout!
The FitBarrio team – FitBarrio Apps S.L., Calle de Alcalá 120, 28009 Madrid

[Internal note attached to the campaign brief: sent to all 18,200 trial sign-ups from 2024–2026, whether or not they bought a subscription. The sign-up form had no marketing checkbox. No unsubscribe link in this template; NutriPower pays per sale.]`,
    breaches: ["es-lssi 21"],
  },
  {
    id: "b11-es-aesthetic-clinic-notice-lawful",
    jurisdiction: "ES",
    title: "Spanish aesthetic clinic patient notice: health data for care, 5-year records, one-month replies (lawful)",
    text: `Clínica Dermaestética Luz S.L. – Privacy information for patients
Calle Colón 22, 46004 Valencia. Data protection officer: dpd@clinicaluz.es

What we process and why: your identification and contact details, and your medical history, photographs of the treated area and treatment records, to provide medical and aesthetic care (GDPR Art. 6(1)(b) and Art. 9(2)(h)), to meet our duties on clinical records under Ley 41/2002 (Art. 6(1)(c)), and to send appointment reminders by SMS (part of the care you asked for). We only send you news about our own treatments by email if you tick the separate box on the admission form; you can unsubscribe with the link in every email.

You must give us your identification and health details for us to treat you safely; without them we cannot treat you. Photographs are only used in your record; they are never published without separate written consent.

Recipients: your insurer if you ask us to bill it, our laboratory, and our clinical software provider acting as processor (servers in Spain). No transfers outside the EEA.

Retention: clinical records for at least five years after each discharge, as Ley 41/2002 requires, then deleted unless you are still our patient; marketing data until you unsubscribe.

Your rights: access, rectification, erasure, restriction, portability and objection, by email to dpd@clinicaluz.es or at reception, free of charge. We answer within one month; if your request is complex we may extend this by two more months and will tell you why within the first month. You may withdraw consent at any time. You may complain to the Agencia Española de Protección de Datos (www.aepd.es). We make no automated decisions about you.`,
    breaches: [],
  },
  {
    // Closing the banner or scrolling taken as consent to profiling cookies (Codice privacy art. 122; Garante
    // guidelines 2021: scrolling is not consent, closing means refusing).
    id: "b11-it-agriturismo-cookie-banner",
    jurisdiction: "IT",
    title: "Italian agriturismo booking site: scrolling or closing the banner accepted as consent to profiling cookies",
    text: `Agriturismo Poggio Verde – Montepulciano (SI) – cookie banner (English version)

"This site uses technical cookies and, subject to your consent, third-party profiling cookies (Google Ads, Meta, Criteo) to send you advertising in line with your preferences. If you close this banner with the X, scroll down the page or click on any element of the page, you consent to the use of all cookies. To find out more or to refuse consent to all or some cookies, read the extended cookie policy."

[Buttons: "Accept" and "X". The extended policy page lists the cookies and says that to refuse them visitors should change their browser settings.]`,
    breaches: [["it-codice-privacy 122", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "b11-it-shoe-shop-customer-email-lawful",
    jurisdiction: "IT",
    title: "Italian shoe shop: email to past online buyers about its own new collection, opt-out offered (lawful, art. 130(4))",
    text: `From: Calzature Rinaldi <newsletter@calzaturerinaldi.it>
To: customers who bought from our online shop
Subject: The autumn collection is here

Dear customer,

You bought your last shoes from us online, so we thought you might like to see our new autumn and winter models: leather boots, loafers and sneakers made in our Marche workshop. Browse the collection at calzaturerinaldi.it/autunno.

Why you are receiving this email: you gave us your email address when you bought from our shop, and at that time we told you that we might send you news about our own products similar to the ones you bought, and that you could say no at once or at any time. You can still refuse: click "Unsubscribe" below or reply "NO" to this email and you will not receive further messages. We never send offers on behalf of other companies, and we never use your number for SMS promotions.

Calzature Rinaldi S.r.l., Via Roma 14, 63822 Porto San Giorgio (FM) – VAT IT01234560442 – privacy@calzaturerinaldi.it
[Unsubscribe]`,
    breaches: [],
  },
  {
    // Kept indefinitely (Art. 5(1)(e)); subject access "allow 90 days" (Art. 12(3)) and £10 fee (Art. 12(5)/15(3));
    // developer in Pakistan with access, no safeguard (Art. 44A from 5 Feb 2026; Art. 46).
    id: "b11-gb-cafe-loyalty-app-notice",
    jurisdiction: "GB",
    title: "GB café chain loyalty app notice: kept forever, 90-day SARs with a £10 fee, developer in Lahore without safeguards",
    text: `Bean There Coffee Ltd – Loyalty App Privacy Notice
Bean There Coffee Ltd, 14 Corn Street, Bristol BS1 1HT (company no. 09876543) is the controller. Contact: privacy@beanthere.co.uk

What we collect: your name, email, date of birth (for your birthday drink), purchase history at our 11 cafés, and app usage. We use this to run the loyalty scheme (our contract with you) and, if you tick the box in the app, to send you offers by email (your consent, which you can withdraw in the app at any time).

Who we share it with: our payment provider and our app developer, PixelForge (Pvt) Ltd in Lahore, Pakistan, whose engineers log into our live database to fix bugs and run updates. We have no separate data protection agreement with PixelForge beyond our development contract.

How long: we keep your loyalty account and purchase history indefinitely, so that your points and history are always there if you come back.

Your rights: you can ask for a copy of your data (a subject access request), correction, deletion, or object. Please send your request by email with a copy of photo ID and a £10 administration fee. Because of the volume of requests, please allow up to 90 days for a response. You can complain to the Information Commissioner's Office (ico.org.uk).`,
    breaches: ["uk-gdpr 5(1)(e)", "uk-gdpr 12(3)", ["uk-gdpr 12(5)", "uk-gdpr 15(3)", "uk-gdpr 15"], ["uk-gdpr 44A", "uk-gdpr 46"]],
  },
  {
    // Marketing SMS for a partner's mortgages to people whose numbers were taken at viewings; no consent and no means
    // to refuse (PECR reg. 22: the soft opt-in covers the sender's own similar products, with a simple refusal).
    id: "b11-gb-estate-agent-sms",
    jurisdiction: "GB",
    title: "GB estate agent texts viewing attendees with a mortgage partner's offer, no opt-out",
    text: `SMS sent on 3 November 2026 from "HARTLEYS" to 1,250 mobile numbers collected on our viewing booking form (fields: name, mobile, property viewed; the form had no marketing tick box and no privacy wording about marketing):

"Hi from Hartleys Estate Agents! Still looking? Our partner Ace Mortgage Solutions can get you a decision in principle in 24h with rates from 3.9%. Call 0117 555 0144 today."

Note from the office manager: Ace pays us £40 for every client we refer. We did not add "reply STOP" because the SMS provider charges for inbound replies.`,
    breaches: ["uk-pecr-2003 22"],
  },
  {
    id: "b11-gb-bike-shop-email-lawful",
    jurisdiction: "GB",
    title: "GB bike shop: email to past buyers about its own servicing and accessories, refusal offered at sale and in each email (lawful)",
    text: `From: Spokes & Sprockets <hello@spokesandsprockets.co.uk>
Subject: Winter service for your bike – 15% off this month

Hi Sam,

You bought your bike from us, so here's a reminder that winter is hard on chains and brakes. This month our workshop offers a full winter service at 15% off, and our own-brand mudguards and lights are back in stock.

Book at spokesandsprockets.co.uk/service or pop into the shop.

You're getting this because you gave us your email address when you bought from us and didn't tick the box saying "Don't send me news about your products and services" at checkout. We only ever email about our own bikes, parts and servicing – never other companies' offers. Don't want these emails? Click unsubscribe below or reply STOP – it's free and takes effect straight away.

Spokes & Sprockets Ltd, 22 Gloucester Road, Bristol BS7 8AE – privacy@spokesandsprockets.co.uk
[Unsubscribe]`,
    breaches: [],
  },
  {
    // Cookie wall on a tutoring site: advertising cookies must be accepted to use it, no reject option (PECR reg. 6:
    // consent to non-essential storage, freely given).
    id: "b11-gb-tutoring-site-cookie-wall",
    jurisdiction: "GB",
    title: "GB online tutoring site: advertising cookies must be accepted to use the free lessons",
    text: `BrightMinds Tutoring Ltd (Manchester) – cookie pop-up shown before any page can be used

"We use cookies. Essential cookies keep the site secure and remember your login. To keep our GCSE and A-level lessons free, we also use advertising cookies from Google AdSense, Taboola and Meta, which track your visits across other websites to show you personalised ads.

To continue to BrightMinds you need to accept all cookies.

[Accept all and continue]"

[There is no reject or settings button; the lessons stay greyed out behind the pop-up until "Accept all" is clicked. A paid ad-free plan is not offered.]`,
    breaches: ["uk-pecr-2003 6"],
  },
  {
    // ICO told within 5 working days of confirming the breach (UK GDPR Art. 33(1): 72 hours from awareness); patients
    // told only if the ICO orders it (Art. 34(1): high risk means telling them without undue delay).
    id: "b11-gb-gp-surgery-breach-plan",
    jurisdiction: "GB",
    title: "GB GP surgery breach procedure: ICO within 5 working days of confirmation, patients told only if ICO orders",
    text: `Riverside Medical Practice, Leeds – Personal Data Breach Procedure (v3, reviewed January 2026)

1. Any member of staff who suspects a breach (lost laptop, letter sent to the wrong patient, email to the wrong address, unauthorised access to records) must tell the Practice Manager the same day.
2. The Practice Manager and the Caldicott Guardian investigate and decide whether a breach has happened. The investigation should normally finish within 10 working days.
3. If a breach is confirmed and it is likely to result in a risk to patients, the Practice Manager reports it to the Information Commissioner's Office (through the DSP Toolkit) within five working days of the investigation confirming the breach.
4. Patients. Because letters about breaches cause worry, we do not contact affected patients, even where the breach involves health records and is high risk, unless the ICO instructs us to do so.
5. Every breach, reportable or not, is recorded in the breach log with the facts, effects and actions taken.`,
    breaches: [["uk-gdpr 33", "uk-gdpr 33(1)"], ["uk-gdpr 34", "uk-gdpr 34(1)"]],
  },
  {
    id: "b11-gb-dsar-reply-template-lawful",
    jurisdiction: "GB",
    title: "GB housing association: subject access acknowledgement and reply template (lawful)",
    text: `Northvale Homes – Template letter DP-02: acknowledging a subject access request

Dear [name],

Your request for your personal information

Thank you for your request, which we received on [date]. We are dealing with it under Article 15 of the UK GDPR.

There is no charge. We will send you a copy of your personal information, together with details of why we use it, who we share it with, how long we keep it, where it came from and your other rights, within one month of receiving your request, by [date]. If we need to confirm your identity or clarify what you are asking for, we will contact you promptly. If your request is complex or you have made several requests, we may extend the time by up to two further months; if so, we will write to you within the first month to explain why.

You can also ask us to correct or delete information, restrict or object to how we use it, or move it to another provider. If you are unhappy with how we handle your request, please tell our Data Protection Officer (dpo@northvalehomes.org.uk, 0113 555 0188) and we will reply within 30 days. You also have the right to complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).

Yours sincerely,
Information Governance Team, Northvale Homes, 2 Wellington Place, Leeds LS1 4AP`,
    breaches: [],
  },
  {
    // CVs scored and low scorers rejected automatically with no human review or means to contest (Art. 22); applicant
    // files kept 10 years (Art. 5(1)(e); the CNIL recommends two years after last contact).
    id: "b11-fr-logistics-recruitment-notice",
    jurisdiction: "FR",
    title: "French logistics firm careers page: automatic rejection by CV score with no human, applicant files kept 10 years",
    text: `TransAlpes Logistique SAS – Careers: how we handle your application
TransAlpes Logistique SAS, 45 avenue Jean Jaurès, 69007 Lyon – recrutement-donnees@transalpes.fr

When you apply through our careers page, we collect your CV, cover letter, contact details, and your answers to the online questionnaire (availability, driving licence categories, salary expectations). We use them to assess your application, on the basis of steps taken at your request before a possible employment contract.

Selection: our recruitment software (TalentRank) analyses each CV and questionnaire and gives a score out of 100 based on experience, keywords and answers. Applications scoring below 60 are automatically rejected and you receive a rejection email; no recruiter reviews these applications. The decision cannot be appealed, because the scoring is applied equally to all candidates.

Recipients: our HR team and managers for shortlisted candidates; TalentRank SAS as our processor (servers in France).

Retention: we keep all applications, including unsuccessful ones, for 10 years in our candidate database so that we can contact you for future vacancies.

Your rights: access, rectification, erasure, restriction, objection and portability, by email to recrutement-donnees@transalpes.fr; we answer within one month. You can complain to the CNIL.`,
    breaches: [["eu-gdpr 22", "eu-gdpr 22(1)", "eu-gdpr 22(3)"], "eu-gdpr 5(1)(e)"],
  },
  {
    // Shop CCTV kept six months and former employees' personnel files kept permanently "in case questions arise" (Art.
    // 5(1)(e): storage limitation; listed once for the obligation).
    id: "b11-de-drugstore-retention-schedule",
    jurisdiction: "DE",
    title: "German drugstore chain retention schedule: CCTV kept six months, former staff files kept permanently",
    text: `DrogeriePlus Filialen GmbH, Hannover – Retention schedule (Löschkonzept), version 2026-03, approved by the management board

| Data | Retention | Reason |
| Invoices, accounting records | as required by § 147 AO and § 257 HGB | tax and commercial law |
| Customer orders (online shop) | 3 years after the end of the year of the order | limitation period for contract claims (§ 195 BGB) |
| Rejected applicants' documents | 6 months after the rejection | defence of claims under the AGG |
| Video surveillance of sales floors and entrances (38 stores) | 6 months, then overwritten automatically | so that we can look back at thefts and incidents whenever they are noticed |
| Personnel files of former employees | permanently, no deletion | in case questions about references or past employment arise later |
| Newsletter subscribers | until unsubscription | consent |

Owner: Head of Legal & Data Protection. The schedule is reviewed every year.`,
    breaches: ["eu-gdpr 5(1)(e)"],
  },
  {
    id: "b11-ie-credit-union-breach-procedure-lawful",
    jurisdiction: "IE",
    title: "Irish credit union breach procedure: DPC within 72 hours, members told without undue delay if high risk (lawful)",
    text: `Shannonside Credit Union Ltd – Personal Data Breach Procedure (Board approved May 2026)

1. Reporting internally. Any staff member, volunteer or supplier who becomes aware of a possible breach of members' personal data tells the Data Protection Officer (dpo@shannonsidecu.ie) immediately, and in any case the same day. Our outsourced IT provider is required by its processor contract to tell us without undue delay after it becomes aware of a breach.
2. Assessment. The DPO assesses at once whether the breach is likely to result in a risk to members' rights and freedoms, and whether that risk is high.
3. Data Protection Commission. Unless the breach is unlikely to result in a risk, the DPO notifies the DPC through its online form without undue delay and, where feasible, not later than 72 hours after we became aware of it, including over weekends and bank holidays. If full information is not yet available, we send what we have and follow up in phases; if notice is later than 72 hours, we give the reasons for the delay.
4. Members. Where the breach is likely to result in a high risk to members (for example exposure of account, loan or PPS details), we tell the affected members without undue delay, in clear language: what happened, the likely consequences, what we are doing and what they can do to protect themselves, and the DPO's contact details.
5. Central Bank. Where required, we also inform the Central Bank of Ireland under its own rules.
6. Record. Every breach, notified or not, is recorded in the breach register with the facts, effects and remedial action, so that the DPC can check our compliance.`,
    breaches: [],
  },
];
