import type { InstrumentInput } from "../../schema";

/**
 * The Dutch Telecommunications Act. Its articles carry no official headings: the heading below is an editorial
 * description in square brackets. Only art. 11.7a (the cookie rule, in its current form since 5 June 2012,
 * transposing Art. 5(3) of Directive 2002/58/EC) is held.
 */
export const nlTelecommunicatiewet: InstrumentInput = {
  source_id: "nl-telecommunicatiewet",
  title: "Wet van 19 oktober 1998, houdende regels inzake de telecommunicatie (Telecommunicatiewet)",
  short_names: ["Telecommunicatiewet", "Tw", "Dutch Telecommunications Act", "cookiewet"],
  jurisdiction: "NL",
  kind: "statute",
  provision_label: "article",
  official_url: "https://wetten.overheid.nl/BWBR0009950/",
  date: "1998-10-19",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "11.7a",
      heading: "[Untitled] Storing or reading information on terminal equipment (cookies)",
      summary:
        "Allows information to be stored on, or read from, a user's terminal equipment only if the user has been clearly and completely informed (in line with the GDPR) about the purposes and has consented. Storage for transmission, for a service the user requested, or to measure the quality or effectiveness of a website with little or no impact on the user's privacy (low-impact analytics) is exempt from consent.",
      topics: ["consent", "transparency", "cookies"],
      situations: [
        "does a Dutch web shop need consent for marketing cookies from Google and Meta",
        "are privacy-friendly analytics cookies allowed without asking in the Netherlands",
      ],
    },
  ],
};
