import type { InstrumentInput } from "../../schema";

/**
 * The Dutch Telecommunications Act. Its articles carry no official headings: the heading below is an editorial
 * description in square brackets. Two articles are held: 11.7 (unsolicited communications by electronic messages,
 * transposing Art. 13 of Directive 2002/58/EC) and 11.7a (the cookie rule, in its current form since 5 June 2012,
 * transposing Art. 5(3) of that Directive).
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
      article: "11.7",
      heading: "[Untitled] Unsolicited communications by electronic messages",
      summary:
        "Allows unsolicited communications for commercial, idealistic or charitable purposes to be sent to individuals by automated calling systems, fax or electronic messages (email, SMS) only if the sender can show the person consented beforehand. A business that obtained electronic contact details in the sale of its product or service may use them for its own similar products or services if the customer was clearly and expressly given a free and simple chance to object when the details were obtained and is given one in every message. Each message must identify the sender and give a valid address at which the recipient can ask for the messages to stop.",
      topics: ["consent", "marketing", "objection"],
      situations: [
        "can a Dutch web shop email its newsletter to people who never signed up",
        "may we text our Dutch customers offers for similar products without asking again",
      ],
    },
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
