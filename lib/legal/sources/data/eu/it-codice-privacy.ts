import type { InstrumentInput } from "../../schema";

/**
 * Italy's Personal Data Protection Code as amended by Decreto legislativo 101/2018. Only article 122 (the cookie rule
 * transposing Art. 5(3) of Directive 2002/58/EC, as replaced by D.lgs. 69/2012) is held. The Garante's cookie
 * guidelines of 10 June 2021 apply it (scrolling is not consent; closing a banner keeps the defaults).
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
  ],
};
