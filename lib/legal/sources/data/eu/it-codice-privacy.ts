import type { InstrumentInput } from "../../schema";

/**
 * Italy's Personal Data Protection Code as amended by Decreto legislativo 101/2018. Two articles are held: 122 (the
 * cookie rule transposing Art. 5(3) of Directive 2002/58/EC, as replaced by D.lgs. 69/2012; the Garante's cookie
 * guidelines of 10 June 2021 apply it: scrolling is not consent, closing a banner keeps the defaults) and 130
 * (unsolicited communications, transposing Art. 13 of that Directive).
 */
export const itCodicePrivacy: InstrumentInput = {
  source_id: "it-codice-privacy",
  title: "Decreto legislativo 30 giugno 2003, n. 196 — Codice in materia di protezione dei dati personali",
  short_names: ["Codice privacy", "Codice in materia di protezione dei dati personali", "D.lgs. 196/2003", "Italian Privacy Code"],
  jurisdiction: "IT",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2003-06-30;196",
  date: "2003-06-30",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "122",
      heading: "Informazioni raccolte nei riguardi del contraente o dell'utente",
      summary:
        "Allows information to be stored on, or accessed in, the terminal equipment of a subscriber or user only with consent given after information provided by the simplified methods the Garante sets; technical storage solely for transmission, or strictly necessary for a service the user explicitly requested, is exempt. Consent may be expressed through easy and clear software or device settings, and using a network to access or store information or monitor the user's operations is otherwise forbidden.",
      topics: ["consent", "transparency", "cookies"],
      situations: [
        "an Italian shop says scrolling the page or closing the banner means accepting profiling cookies",
        "do I need consent for technical cookies on an Italian website",
      ],
    },
    {
      article: "130",
      heading: "Comunicazioni indesiderate",
      summary:
        "Automated calling without an operator for advertising, direct selling, market research or commercial communication is allowed only with the subscriber's or user's consent, and the same applies to such communications by email, fax, SMS, MMS or other electronic messages. By exception (paragraph 4), a controller may use the email address a person gave when buying a product or service to sell its own similar products or services without asking for consent, provided the person, properly informed, does not refuse, and is told at collection and in every message of the right to object at any time, easily and free of charge. Promotional messages that disguise or hide the sender, or give no valid address for exercising the person's rights, are forbidden in every case.",
      topics: ["consent", "marketing", "objection"],
      situations: [
        "an Italian shop's sign-up form has a pre-ticked box for promotional emails and SMS",
        "can we text offers to Italian numbers on a list we bought",
        "can we email our Italian customers about similar products without asking for consent",
      ],
    },
  ],
};
