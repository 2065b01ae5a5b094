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
      situations: [
        "must a company in Hong Kong follow the data protection principles",
        "what happens if a company in Hong Kong breaches a data protection principle",
      ],
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
      situations: [
        "a company in Hong Kong holds wrong personal data about me, how do I get it corrected",
        "can I ask a company in Hong Kong to correct my personal data after receiving a copy",
      ],
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
      situations: [
        "can personal data be transferred outside Hong Kong",
        "is the rule on transferring personal data out of Hong Kong in force",
      ],
    },
    {
      article: "35C",
      heading: "Data user to take specified action before using personal data in direct marketing",
      summary:
        "Requires a data user intending to use personal data in direct marketing first to inform the data subject of that intention, the kinds of data and classes of marketing subjects involved, and a free channel for giving consent, in an easily understandable way.",
      topics: ["consent", "transparency", "consumer-protection"],
      situations: [
        "what must a company in Hong Kong tell me before using my data for direct marketing",
        "must a company in Hong Kong give me a free way to opt out before direct marketing",
      ],
    },
    {
      article: "35E",
      heading: "Data user must not use personal data in direct marketing without data subject's consent",
      summary:
        "Prohibits a data user from using personal data in direct marketing without the data subject's consent to the intended use, requires written confirmation within 14 days where consent is given orally, and makes breach an offence.",
      topics: ["consent", "offences", "consumer-protection"],
      situations: [
        "a company in Hong Kong used my data for marketing calls without my consent",
        "I consented orally to direct marketing in Hong Kong, must the company confirm in writing",
      ],
    },
    {
      article: "35G",
      heading: "Data subject may require data user to cease to use personal data in direct marketing",
      summary:
        "Lets a data subject require a data user at any time to stop using their personal data in direct marketing, which the data user must do without charge; failure to comply is an offence.",
      topics: ["objection", "data-subject-rights", "offences"],
      situations: [
        "how do I stop a company in Hong Kong using my data for marketing",
        "is it an offence for a company in Hong Kong to keep marketing to me after I opted out",
      ],
    },
    {
      article: "50",
      heading: "Enforcement notices",
      summary:
        "Empowers the Privacy Commissioner, where a data user is contravening or has contravened a requirement of the Ordinance, to serve an enforcement notice directing it to remedy the contravention and prevent recurrence; non-compliance is an offence.",
      topics: ["enforcement", "penalties"],
      situations: [
        "can the Privacy Commissioner in Hong Kong order a company to stop misusing my data",
        "what is an enforcement notice from the Privacy Commissioner in Hong Kong",
      ],
    },
    {
      article: "66",
      heading: "Compensation",
      summary:
        "Entitles an individual who suffers damage, which may include injury to feelings, because of a data user's contravention of a requirement under the Ordinance to compensation from the data user, subject to a reasonable-care defence.",
      topics: ["remedies", "damages", "liability"],
      situations: [
        "can I claim compensation in Hong Kong for misuse of my personal data, including hurt feelings",
        "can I sue a company in Hong Kong for damage caused by misusing my personal data",
      ],
    },
    {
      article: "Schedule 1",
      heading: "Data Protection Principles",
      summary:
        "Sets out the six data protection principles: purpose and manner of collection, accuracy and duration of retention, use of personal data (no new purpose without prescribed consent), security of personal data, information to be generally available, and access to personal data.",
      topics: ["principles", "security", "transparency", "consent", "access-right"],
      situations: [
        "what are the six data protection principles in Hong Kong",
        "what principles govern collection, accuracy, use and security of personal data in Hong Kong",
      ],
    },
  ],
};
