import type { InstrumentInput } from "../../schema";

/** The 13 Australian Privacy Principles in Schedule 1 to the Privacy Act 1988 (Cth), cited as "APP 1" to "APP 13". */
export const auPrivacyAct1988App: InstrumentInput = {
  source_id: "au-privacy-act-1988-app",
  title: "Privacy Act 1988 (Cth), Schedule 1 — Australian Privacy Principles",
  short_names: ["APPs", "APP", "Australian Privacy Principles", "Australian Privacy Principle"],
  jurisdiction: "AU",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.legislation.gov.au/C2004A03712/latest/text",
  date: "2012",
  provisions: [
    {
      article: "1",
      heading: "Open and transparent management of personal information",
      summary:
        "Requires APP entities to manage personal information openly, implement practices and systems to comply with the APPs, and keep a clearly expressed, up-to-date privacy policy describing what they collect, how and why, access and complaint processes and likely overseas disclosures; 2024 amendments add disclosure of certain automated decisions.",
      topics: ["transparency", "privacy-notice", "principles", "automated-decisions"],
      situations: ["does an Australian business need a privacy policy"],
    },
    {
      article: "2",
      heading: "Anonymity and pseudonymity",
      summary:
        "Requires APP entities to give individuals the option of not identifying themselves, or of using a pseudonym, unless identification is required by law or it is impracticable to deal with unidentified individuals.",
      topics: ["principles", "data-subject-rights"],
      situations: ["can I use a business's services without giving my real name"],
    },
    {
      article: "3",
      heading: "Collection of solicited personal information",
      summary:
        "Permits collection of personal information only where reasonably necessary for (and, for agencies, directly related to) the entity's functions or activities, requires consent for sensitive information unless an exception applies, and requires collection by lawful and fair means, generally from the individual.",
      topics: ["principles", "consent", "sensitive-data"],
      situations: [
        "an Australian company is collecting more personal information than it needs",
      ],
    },
    {
      article: "4",
      heading: "Dealing with unsolicited personal information",
      summary:
        "Requires an entity that receives personal information it did not ask for to decide whether it could have collected it under APP 3 and, if not, to destroy or de-identify it where lawful and reasonable.",
      topics: ["principles", "erasure"],
      situations: [
        "we received personal information in Australia that we never asked for, what must we do with it",
        "a business in Australia was sent my personal details by mistake, must it destroy them",
      ],
    },
    {
      article: "5",
      heading: "Notification of the collection of personal information",
      summary:
        "Requires entities, at or before collection or as soon as practicable afterwards, to take reasonable steps to tell individuals matters such as the entity's identity, the purposes of collection, consequences of not providing the information, usual disclosures and likely overseas recipients.",
      topics: ["transparency", "privacy-notice"],
      situations: [
        "an Australian business didn't tell me why it was collecting my details",
      ],
    },
    {
      article: "6",
      heading: "Use or disclosure of personal information",
      summary:
        "Limits use or disclosure of personal information to the primary purpose of collection unless the individual consents or an exception applies, such as a related secondary purpose the individual would reasonably expect, a legal requirement or a permitted general situation.",
      topics: ["principles", "consent", "lawful-basis"],
      situations: [
        "an Australian company used my information for something other than what I gave it for",
      ],
    },
    {
      article: "7",
      heading: "Direct marketing",
      summary:
        "Restricts organisations from using or disclosing personal information for direct marketing except in specified conditions, including a simple means to opt out, and requires consent for marketing using sensitive information.",
      topics: ["consent", "objection", "consumer-protection"],
      situations: [
        "an Australian company keeps sending me marketing using my details",
      ],
    },
    {
      article: "8",
      heading: "Cross-border disclosure of personal information",
      summary:
        "Requires an entity, before disclosing personal information to an overseas recipient, to take reasonable steps to ensure the recipient does not breach the APPs, unless an exception applies such as a substantially similar foreign law or informed consent.",
      topics: ["cross-border-transfer"],
      situations: [
        "can an Australian business send my personal information overseas",
      ],
    },
    {
      article: "9",
      heading: "Adoption, use or disclosure of government related identifiers",
      summary:
        "Prohibits organisations from adopting a government related identifier (such as a Medicare or tax file number) as their own identifier, or using or disclosing it, except in limited circumstances.",
      topics: ["principles", "sensitive-data"],
      situations: [
        "can a business in Australia use my Medicare number or tax file number as a customer ID",
        "can a company in Australia disclose my tax file number to others",
      ],
    },
    {
      article: "10",
      heading: "Quality of personal information",
      summary:
        "Requires entities to take reasonable steps to ensure personal information they collect, use or disclose is accurate, up to date, complete and relevant.",
      topics: ["principles"],
      situations: ["a company holds out-of-date or wrong information about me"],
    },
    {
      article: "11",
      heading: "Security of personal information",
      summary:
        "Requires entities to take reasonable steps, including technical and organisational measures, to protect personal information from misuse, interference, loss and unauthorised access, modification or disclosure, and to destroy or de-identify it once no longer needed.",
      topics: ["security", "erasure"],
      situations: [
        "an Australian company didn't keep my personal information secure",
        "an Australian company lost my personal information to hackers",
      ],
    },
    {
      article: "12",
      heading: "Access to personal information",
      summary:
        "Requires entities holding personal information to give individuals access to it on request, within set timeframes and without excessive charges, subject to listed grounds for refusal.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "how do I get a copy of the personal information an Australian organisation holds about me",
        "an Australian company refuses to tell me what personal details it holds on me",
        "can I see the information a business in Australia keeps about me",
      ],
    },
    {
      article: "13",
      heading: "Correction of personal information",
      summary:
        "Requires entities to take reasonable steps to correct personal information that is inaccurate, out of date, incomplete, irrelevant or misleading, on their own initiative or at the individual's request, and to notify prior recipients where requested.",
      topics: ["data-subject-rights"],
      situations: [
        "an Australian organisation has wrong information about me and won't correct it",
      ],
    },
  ],
};
