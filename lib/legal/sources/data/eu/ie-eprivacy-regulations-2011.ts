import type { InstrumentInput } from "../../schema";

/**
 * Ireland's ePrivacy Regulations (in force 1 July 2011), transposing Directive 2002/58/EC as amended by Directive
 * 2009/136/EC. Regulations 5 (confidentiality of communications, including the cookie rule) and 13 (unsolicited
 * communications, transposing Art. 13 of the Directive) are held.
 */
export const ieEprivacyRegulations2011: InstrumentInput = {
  source_id: "ie-eprivacy-regulations-2011",
  title:
    "European Communities (Electronic Communications Networks and Services) (Privacy and Electronic Communications) Regulations 2011 (S.I. No. 336 of 2011)",
  short_names: ["S.I. No. 336 of 2011", "S.I. 336/2011", "Irish ePrivacy Regulations", "ePrivacy Regulations 2011"],
  jurisdiction: "IE",
  kind: "regulation",
  provision_label: "regulation",
  official_url: "https://www.irishstatutebook.ie/eli/2011/si/336/made/en/print",
  date: "2011-07-01",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "5",
      heading: "Confidentiality of communications",
      summary:
        "Protects the confidentiality of communications and, in paragraphs (3) to (5), allows a network to be used to store information on, or gain access to information in, a user's terminal equipment only where the user has consented after clear and comprehensive information that is prominently displayed, easily accessible and states the purposes; methods of informing and obtaining consent should be as user-friendly as possible. Transmission-only and strictly necessary storage for a service the user explicitly requested are exempt.",
      topics: ["consent", "transparency", "cookies"],
      situations: [
        "an Irish travel site will not let visitors in unless they accept marketing cookies",
        "our cookie banner has the analytics and marketing boxes ticked already",
      ],
    },
    {
      article: "13",
      heading: "Unsolicited communications",
      summary:
        "Restricts unsolicited communications for direct marketing: marketing by electronic mail (including text messages) to an individual subscriber needs that person's prior consent. By exception, a business may send electronic mail or texts marketing its own similar products or services to a customer whose contact details it obtained in the context of a sale, provided the customer was given a clear, simple and free opportunity to object when the details were collected and is given it again in every message. Marketing messages must not hide the sender's identity and must give a valid address to which a request to stop can be sent.",
      topics: ["consent", "marketing", "objection"],
      situations: [
        "an Irish shop texts promotions to customers' mobile numbers collected for order updates",
        "can we email our Irish customers offers from our partners",
      ],
    },
  ],
};
