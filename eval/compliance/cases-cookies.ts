import type { ComplianceCase } from "./types";

/**
 * Cookie banners and cookie policies. The national rule transposing Art. 5(3) of the ePrivacy Directive is what
 * binds a website operator; a lawyer lists it with the Directive's article (GB: PECR only, since the Directive no
 * longer applies there).
 */
export const cookieCases: ComplianceCase[] = [
  {
    id: "fr-news-cookie-banner",
    jurisdiction: "FR",
    title: "French news site banner: browsing on is acceptance, no reject button",
    text: `Cookies
We and our 148 partners use cookies to measure our audience and show you personalised advertising.
By continuing to browse this site, you accept the use of cookies.
[Accept and close]   [Customise]`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "de-shop-cookie-banner",
    jurisdiction: "DE",
    title: "German shop banner: tracking cookies set before any choice, advertising called necessary",
    text: `Cookie-Einstellungen / Cookie settings
This website uses cookies. Google Analytics and Meta Pixel cookies are placed as soon as the page loads so that we can measure our campaigns.
Our advertising and retargeting cookies are strictly necessary for the operation of this website and therefore cannot be deselected.
[Accept all]   [Save settings]`,
    breaches: [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "gb-recipes-cookie-banner",
    jurisdiction: "GB",
    title: "UK recipe blog banner: implied consent, third-party ad cookies",
    text: `We use cookies
This site uses cookies, including third-party advertising cookies from our ad network, to personalise ads.
If you continue to use this site we will assume that you are happy with it.
[OK]`,
    breaches: ["uk-pecr-2003 6"],
  },
  {
    id: "ie-travel-cookie-wall",
    jurisdiction: "IE",
    title: "Irish travel site: cookie wall and pre-ticked boxes",
    text: `Your privacy choices
To access our deals you must accept all cookies, including marketing cookies. If you refuse, the site will not be available to you.
Cookie categories: [x] Strictly necessary  [x] Analytics  [x] Marketing (boxes pre-ticked)
[Accept all]`,
    breaches: [["ie-eprivacy-regulations-2011 5", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "nl-cookie-policy-good",
    jurisdiction: "NL",
    title: "Dutch web shop cookie policy: prior consent, equal reject, durations (no breach expected)",
    text: `Cookie policy — Fietsenwinkel Oranje B.V.
We only place functional cookies that are strictly necessary to run our web shop (shopping basket, login session) and privacy-friendly analytics cookies with IP addresses masked, which have little impact on your privacy.
Marketing cookies from Google Ads and Meta are only placed after you click "Accept marketing cookies" in our banner. The banner offers an "Accept" and a "Reject" button of the same size and colour on the first screen.
You can change or withdraw your choice at any time through the "Cookie settings" link at the bottom of every page.
Cookie list: session cookie (expires at end of session), basket cookie (30 days), Google Ads cookie (third party: Google Ireland Ltd, 90 days), Meta Pixel cookie (third party: Meta Platforms Ireland Ltd, 90 days).`,
    breaches: [],
  },
  {
    id: "es-blog-cookie-banner",
    jurisdiction: "ES",
    title: "Spanish blog banner: 'seguir navegando' and no information on purposes",
    text: `Aviso de cookies
Este sitio web utiliza cookies propias y de terceros. Si continúa navegando, consideramos que acepta su uso.
This website uses its own and third-party cookies. If you continue browsing, we consider that you accept their use.
[Aceptar / Accept]`,
    breaches: [["es-lssi 22", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "it-fashion-cookie-banner",
    jurisdiction: "IT",
    title: "Italian fashion shop banner: scrolling is consent, closing banner accepts profiling",
    text: `Informativa breve sui cookie
This site uses profiling cookies, including third-party cookies, to send you advertising in line with your preferences.
By scrolling this page, clicking on any element or closing this banner, you consent to the use of cookies.
[X]`,
    breaches: [["it-codice-privacy 122", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "gb-saas-cookie-policy-good",
    jurisdiction: "GB",
    title: "UK SaaS cookie policy: consent before non-essential cookies, easy refusal (no breach expected)",
    text: `Cookie policy — Ledgerly Ltd
We use strictly necessary cookies to keep you signed in and to protect our service against fraud; these do not need your consent.
We only set analytics and advertising cookies if you choose "Accept" in our cookie banner, which offers "Accept all" and "Reject all" buttons with equal prominence. Until you choose, no such cookies are set.
You can change your mind at any time in "Cookie preferences" in the footer.
Analytics cookies (Plausible) last 12 months; advertising cookies (LinkedIn Insight Tag, third party) last 6 months.`,
    breaches: [],
  },
  {
    id: "fr-cookie-policy-no-withdrawal",
    jurisdiction: "FR",
    title: "French cookie policy: refusal only through browser settings",
    text: `Politique cookies — Voyages Azur SAS
When you first visit our site, advertising and social media cookies are placed on your device.
If you do not want these cookies, you can configure your browser to block them; we do not offer any other way to refuse.
Cookies are kept for 25 months.`,
    breaches: [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]],
  },
  {
    id: "de-app-sdk-notice",
    jurisdiction: "DE",
    title: "German mobile game: ad SDK reads device ID before consent",
    text: `Privacy information for the game "Blockmeister"
When you open the game for the first time, our advertising SDK reads your device's advertising identifier and stores tracking identifiers on your phone, before the consent dialog is shown.
The consent dialog lets you choose "Accept" or "More options"; there is no button to refuse on the first screen.`,
    breaches: [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]],
  },
];
