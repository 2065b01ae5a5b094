import type { InstrumentInput } from "../../schema";

/** Hong Kong Personal Data (Privacy) Ordinance (Cap. 486), including the data protection principles in Schedule 1. */
export const hkPdpo: InstrumentInput = {
  source_id: "hk-pdpo",
  title: "Personal Data (Privacy) Ordinance (Cap. 486)",
  short_names: ["PDPO", "Cap. 486", "Personal Data (Privacy) Ordinance", "Hong Kong PDPO"],
  jurisdiction: "HK",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.elegislation.gov.hk/hk/cap486",
  date: "1995",
  provisions: [
    {
      article: "2",
      heading: "Interpretation",
      summary:
        "Defines the Ordinance's key terms, including data, personal data, data user, data subject, processing, use and practicable.",
      topics: ["definitions"],
    },
    {
      article: "4",
      heading: "Data protection principles",
      summary:
        "Prohibits a data user from doing any act or engaging in any practice that contravenes a data protection principle in Schedule 1, unless the act or practice is required or permitted under the Ordinance.",
      topics: ["principles"],
    },
    {
      article: "18",
      heading: "Data access request",
      summary:
        "Entitles an individual to ask a data user whether it holds personal data of which the individual is the data subject and, if so, to be supplied with a copy of the data.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "how do I ask a Hong Kong company for a copy of my personal data",
        "a Hong Kong company won't tell me what information it holds about me",
      ],
    },
    {
      article: "19",
      heading: "Compliance with data access request",
      summary:
        "Requires a data user to comply with a data access request within 40 days of receiving it, or to notify the requestor within that period of its reasons for being unable to do so and comply as soon as practicable.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "how long does a Hong Kong company have to answer my data access request",
      ],
    },
    {
      article: "22",
      heading: "Data correction request",
      summary:
        "Entitles a data subject who has received a copy of personal data and considers it inaccurate to ask the data user to make the necessary correction.",
      topics: ["data-subject-rights"],
    },
    {
      article: "26",
      heading: "Erasure of personal data no longer required",
      summary:
        "Requires a data user to take all practicable steps to erase personal data that is no longer required for the purpose for which it was used, unless erasure is prohibited by law or not in the public interest.",
      topics: ["erasure", "principles"],
      situations: [
        "must a Hong Kong company delete my data when it no longer needs it",
      ],
    },
    {
      article: "33",
      heading: "Prohibition against transfer of personal data to place outside Hong Kong except in specified circumstances",
      summary:
        "Would restrict transfers of personal data outside Hong Kong to specified circumstances, such as places with substantially similar law, written consent or due diligence by the data user; the section has been enacted but has not yet been brought into operation.",
      topics: ["cross-border-transfer"],
    },
    {
      article: "35C",
      heading: "Data user to take specified action before using personal data in direct marketing",
      summary:
        "Requires a data user intending to use personal data in direct marketing first to inform the data subject of that intention, the kinds of data and classes of marketing subjects involved, and a free channel for giving consent, in an easily understandable way.",
      topics: ["consent", "transparency", "consumer-protection"],
    },
    {
      article: "35E",
      heading: "Data user must not use personal data in direct marketing without data subject's consent",
      summary:
        "Prohibits a data user from using personal data in direct marketing without the data subject's consent to the intended use, requires written confirmation within 14 days where consent is given orally, and makes breach an offence.",
      topics: ["consent", "offences", "consumer-protection"],
    },
    {
      article: "35G",
      heading: "Data subject may require data user to cease to use personal data in direct marketing",
      summary:
        "Lets a data subject require a data user at any time to stop using their personal data in direct marketing, which the data user must do without charge; failure to comply is an offence.",
      topics: ["objection", "data-subject-rights", "offences"],
    },
    {
      article: "50",
      heading: "Enforcement notices",
      summary:
        "Empowers the Privacy Commissioner, where a data user is contravening or has contravened a requirement of the Ordinance, to serve an enforcement notice directing it to remedy the contravention and prevent recurrence; non-compliance is an offence.",
      topics: ["enforcement", "penalties"],
    },
    {
      article: "66",
      heading: "Compensation",
      summary:
        "Entitles an individual who suffers damage, which may include injury to feelings, because of a data user's contravention of a requirement under the Ordinance to compensation from the data user, subject to a reasonable-care defence.",
      topics: ["remedies", "damages", "liability"],
    },
    {
      article: "Schedule 1",
      heading: "Data Protection Principles",
      summary:
        "Sets out the six data protection principles: purpose and manner of collection, accuracy and duration of retention, use of personal data (no new purpose without prescribed consent), security of personal data, information to be generally available, and access to personal data.",
      topics: ["principles", "security", "transparency", "consent", "access-right"],
    },
  ],
};
