import type { ComplianceCase } from "../types";

/**
 * Blind set 6, EU texts (FR, DE, ES, IT): notices, an employee-data policy, cookie banners and marketing consent
 * wording. Each text's `breaches` were written from the GDPR, the ePrivacy Directive and the national cookie rules
 * (and shared/domain/compliance-obligations-reference.md) before any rule pack was run on it and before the rule code
 * was read; texts with `breaches: []` are lawful on the topics they cover.
 */
export const blind6EuCases: ComplianceCase[] = [
  {
    id: "b6-fr-sportswear-shop-notice",
    jurisdiction: "FR",
    title: "French sportswear shop notice: data kept as long as commercially useful, requests answered within 60 days, partner offers accepted with the account terms",
    text: `Politique de confidentialité — Vélo & Course SARL
Vélo & Course SARL, 12 quai de la Fosse, 44000 Nantes, is responsible for the processing of your personal data. Questions: privacy@veloetcourse.example.
We use your name, email address, delivery address and order history to deliver your orders and manage your account (performance of the contract), and we keep invoices to meet our accounting obligations (legal obligation).
By creating an account you accept our general terms of sale and agree to receive promotional emails from Vélo & Course and its commercial partners.
Our website is hosted by a provider in the United States; this transfer is covered by the standard contractual clauses adopted by the European Commission, a copy of which you can request from us.
We keep your customer data for as long as it remains useful to our commercial activity.
You may access, rectify or erase your data, restrict or object to its processing and request portability. Requests are answered within 60 days of receipt.
You may lodge a complaint with the CNIL.`,
    breaches: [
      ["eu-gdpr 7", "eu-gdpr 7(2)", "eu-gdpr 7(4)", "eu-gdpr 6(1)", "eu-eprivacy-directive 13"],
      ["eu-gdpr 5(1)(e)", "eu-gdpr 13(2)(a)"],
      ["eu-gdpr 12(3)"],
      ["eu-gdpr 13(2)(c)", "eu-gdpr 7(3)"],
      ["eu-gdpr 13(2)(e)"],
    ],
  },
  {
    id: "b6-de-field-staff-vehicle-tracking-policy",
    jurisdiction: "DE",
    title: "German employee-data policy: GPS tracking of field staff's cars around the clock, consent as a condition of the job, records kept indefinitely",
    text: `Employee Data Policy — Nordlicht Haustechnik GmbH, Hamburg
This policy applies to all service technicians employed by Nordlicht Haustechnik GmbH.
Every company vehicle is fitted with a GPS tracker that records its location every 60 seconds, 24 hours a day and 7 days a week, including evenings, weekends and holidays when technicians use the vehicle privately. Technicians cannot switch the tracker off.
Signing the attached consent to vehicle tracking is a condition of employment as a service technician; applicants who do not sign cannot be hired.
Location histories are stored on our fleet platform without a time limit and may be used to assess each technician's performance and conduct.`,
    breaches: [
      ["eu-gdpr 7(4)", "eu-gdpr 7", "eu-gdpr 6(1)", "eu-gdpr 4(11)"],
      ["eu-gdpr 5(1)(c)"],
      ["eu-gdpr 5(1)(e)"],
    ],
  },
  {
    id: "b6-es-travel-site-cookie-banner",
    jurisdiction: "ES",
    title: "Spanish travel site banner: continuing to browse is acceptance, advertising cookies load before any choice",
    text: `Aviso de cookies — ViajaBarato.example
We use our own and third-party cookies, including advertising and social media cookies from our partners, to show you offers based on your browsing. These cookies are installed when you open the website.
If you continue browsing, we will consider that you accept their use. You can find more information in our cookie policy.
[OK]`,
    breaches: [["eu-eprivacy-directive 5(3)", "es-lssi 22"]],
  },
  {
    id: "b6-it-recipe-site-cookie-banner",
    jurisdiction: "IT",
    title: "Italian recipe site banner: scrolling or closing the banner accepts profiling cookies; no way to refuse",
    text: `Informativa breve sui cookie — CucinaFacile.example
This site uses technical cookies and third-party profiling cookies to send you advertising in line with your preferences.
By scrolling this page, clicking on any element or closing this banner you consent to the use of all cookies.
[X] [Accept]`,
    breaches: [["eu-eprivacy-directive 5(3)", "it-codice-privacy 122"]],
  },
  {
    id: "b6-de-bookshop-cookie-banner-compliant",
    jurisdiction: "DE",
    title: "German bookshop banner: accept all and reject all on the same level, optional cookies only after a choice",
    text: `Cookie-Einstellungen — Buchhandlung Lesezeichen
We use cookies that are technically necessary to run our online shop (shopping basket, login). With your consent we also use analytics cookies from Matomo and marketing cookies from our advertising partners; these are only set after you agree.
Details of each cookie, its provider and how long it is stored are listed under "Settings". You can withdraw your consent at any time with the "Cookie settings" link in the footer.
[Accept all] [Reject all] [Settings]`,
    breaches: [],
  },
  {
    id: "b6-fr-museum-cookie-banner-compliant",
    jurisdiction: "FR",
    title: "French museum site banner: accept, refuse or choose; refusing is as easy as accepting",
    text: `Gestion des cookies — Musée des Arts du Textile
With your consent, we use audience-measurement cookies and cookies from video platforms to show embedded films. No optional cookie is stored on your device until you have made a choice.
You can accept all cookies, refuse all cookies or choose purpose by purpose. Your choice is kept for six months and you can change it at any time from the "Cookies" link at the bottom of each page.
[Tout accepter] [Tout refuser] [Personnaliser]`,
    breaches: [],
  },
  {
    id: "b6-it-electronics-checkout-marketing",
    jurisdiction: "IT",
    title: "Italian electronics shop checkout: pre-ticked box for partners' promotional SMS and email; no way to unsubscribe",
    text: `Checkout — ElettroCasa S.r.l., Milano
Mobile number (for delivery updates): __________
[x] I agree to receive promotional SMS and emails from ElettroCasa's commercial partners (insurance, energy and telecoms offers).
By completing your purchase you confirm the choices above. Promotional messages from our partners are sent for as long as you remain a customer and cannot be individually unsubscribed from.`,
    breaches: [
      ["eu-gdpr 4(11)", "eu-gdpr 7", "eu-gdpr 6(1)", "eu-eprivacy-directive 13", "it-codice-privacy 130"],
      ["eu-gdpr 7(3)", "eu-gdpr 21(3)", "eu-gdpr 21(2)"],
    ],
  },
  {
    id: "b6-es-optician-soft-opt-in-email-compliant",
    jurisdiction: "ES",
    title: "Spanish optician's email to a customer about similar products, with the opt-out offered at purchase and in every message",
    text: `From: Óptica Mirador <news@opticamirador.example>
Subject: New sunglasses collection — 15% off for our customers
Hello Lucía, as you bought prescription glasses from us in March, we would like to tell you about our new sunglasses collection.
When you gave us your email address at the time of your purchase we told you that we might send you offers on similar products and you did not object. You can stop these emails at any time, free of charge, by clicking "Unsubscribe" below or replying "BAJA".
Óptica Mirador S.L., Calle Mayor 8, 28013 Madrid. Unsubscribe`,
    breaches: [],
  },
];
