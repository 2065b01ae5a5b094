import type { InstrumentInput } from "../../schema";

/**
 * The Privacy and Electronic Communications Regulations (S.I. 2003/2426), as amended (the cookie rule in reg. 6 by
 * S.I. 2011/1208 from 26 May 2011; the Data (Use and Access) Act 2025 added consent exceptions for certain low-risk
 * purposes, such as statistical analytics with an opportunity to object, from 5 February 2026, and raised fines to
 * the UK GDPR levels).
 */
export const ukPecr2003: InstrumentInput = {
  source_id: "uk-pecr-2003",
  title: "The Privacy and Electronic Communications (EC Directive) Regulations 2003 (S.I. 2003/2426)",
  short_names: ["PECR", "PECR 2003", "Privacy and Electronic Communications Regulations", "UK cookie law"],
  jurisdiction: "GB",
  kind: "regulation",
  provision_label: "regulation",
  official_url: "https://www.legislation.gov.uk/uksi/2003/2426/contents",
  date: "2003-09-18",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "6",
      heading: "Confidentiality of communications",
      summary:
        "Forbids storing information on, or gaining access to information in, a subscriber's or user's terminal equipment (cookies, pixels, device fingerprinting) unless the person is given clear and comprehensive information about the purposes and has consented, to the GDPR standard. Storage or access solely for transmitting a communication, or strictly necessary for a service the user requested, is exempt, and since 5 February 2026 so are certain low-risk purposes listed in the Regulations (such as analytics with a way to object); advertising cookies still need consent.",
      topics: ["consent", "transparency", "cookies"],
      situations: [
        "a UK blog says that if you keep using the site it assumes you are happy with cookies",
        "do we need consent for advertising cookies on our UK website",
        "can analytics cookies be set without asking in the UK now",
      ],
    },
    {
      article: "22",
      heading: "Use of electronic mail for direct marketing purposes",
      summary:
        "Forbids sending unsolicited direct marketing by email or text to individual subscribers unless they have consented to it from this sender (paragraph 2), except (paragraph 3) to people whose details the sender obtained in a sale or negotiations for a sale to them, for the sender's own similar products and services, who were given a simple way to refuse at collection and in every later message.",
      topics: ["consent", "marketing"],
      situations: ["can we email marketing offers to people who bought from us before", "we bought an email list; can we send it our newsletter"],
    },
    {
      article: "23",
      heading: "Use of electronic mail for direct marketing purposes where the identity or address of the sender is concealed",
      summary:
        "Forbids sending, or instigating, direct marketing by email or text where the identity of the person on whose behalf it is sent is disguised or concealed, or where no valid address is given to which the recipient can send a request that such messages stop.",
      topics: ["marketing", "transparency"],
      situations: ["our promotional texts come from a short code with no company name and no way to reply"],
    },
  ],
};
