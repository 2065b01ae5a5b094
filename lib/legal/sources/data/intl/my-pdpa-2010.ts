import type { InstrumentInput } from "../../schema";

/** Malaysia Personal Data Protection Act 2010 (Act 709), as amended by the Personal Data Protection (Amendment) Act 2024 (Act A1727). */
export const myPdpa2010: InstrumentInput = {
  source_id: "my-pdpa-2010",
  title: "Personal Data Protection Act 2010 (Act 709)",
  short_names: ["PDPA", "Malaysia PDPA", "Act 709", "Personal Data Protection Act 2010"],
  jurisdiction: "MY",
  kind: "statute",
  provision_label: "section",
  official_url: "https://lom.agc.gov.my/act-detail.php?type=principal&lang=BI&act=709",
  date: "2010-06-02",
  provisions: [
    {
      article: "2",
      heading: "Application",
      summary:
        "Applies the Act to any person who processes, or controls or authorises the processing of, personal data in respect of commercial transactions, where the person is established in Malaysia or uses equipment in Malaysia for processing other than for transit.",
      topics: ["scope"],
      situations: [
        "does Malaysia's data protection law apply to my personal data held by a company",
        "does the Malaysian PDPA apply to a company outside Malaysia",
      ],
    },
    {
      article: "4",
      heading: "Interpretation",
      summary:
        "Defines the Act's terms, including personal data, sensitive personal data (which since the 2024 amendment includes biometric data), commercial transactions, data controller, data processor, data subject and personal data breach.",
      topics: ["definitions", "sensitive-data"],
    },
    {
      article: "5",
      heading: "Personal Data Protection Principles",
      summary:
        "Requires data controllers to comply with the seven Personal Data Protection Principles (General, Notice and Choice, Disclosure, Security, Retention, Data Integrity and Access) and makes contravention an offence, with the maximum fine raised to RM1 million by the 2024 amendment.",
      topics: ["principles", "penalties", "offences"],
      situations: [
        "what data protection principles must a company in Malaysia follow, and what is the fine",
        "what is the maximum fine for breaching Malaysia's data protection principles",
      ],
    },
    {
      article: "6",
      heading: "General Principle",
      summary:
        "Prohibits processing of personal data without the data subject's consent unless processing is necessary for listed purposes such as contract performance, legal obligations, vital interests, the administration of justice or statutory functions, and requires processing to be for a lawful, directly related purpose and not excessive.",
      topics: ["consent", "lawful-basis", "principles"],
      situations: [
        "can a company in Malaysia process my personal data without consent",
        "when can a company in Malaysia process my data without consent",
      ],
    },
    {
      article: "7",
      heading: "Notice and Choice Principle",
      summary:
        "Requires a written notice to data subjects, in both national and English languages, describing the data processed, purposes, source, rights of access and correction, classes of third-party recipients, choices available and whether supplying the data is obligatory.",
      topics: ["transparency", "privacy-notice"],
      situations: [
        "what must a company in Malaysia tell me in writing about my personal data",
        "must a company in Malaysia give me a privacy notice in Malay and English",
      ],
    },
    {
      article: "8",
      heading: "Disclosure Principle",
      summary:
        "Prohibits disclosure of personal data without consent for any purpose other than the purpose of collection or a directly related purpose, or to any party other than the notified classes of third parties.",
      topics: ["principles", "consent"],
      situations: [
        "a company in Malaysia disclosed my data to another company without my consent",
        "can a company in Malaysia share my data with third parties it never told me about",
      ],
    },
    {
      article: "9",
      heading: "Security Principle",
      summary:
        "Requires practical steps to protect personal data from loss, misuse, modification, unauthorised or accidental access or disclosure, alteration or destruction, having regard to its nature and the harm that could result; since 2025 data processors are directly bound by this principle.",
      topics: ["security", "processors"],
      situations: [
        "what steps must a company in Malaysia take to keep my personal data secure",
        "is a data processor in Malaysia bound by the security principle",
      ],
    },
    {
      article: "10",
      heading: "Retention Principle",
      summary:
        "Prohibits keeping personal data longer than necessary for the purpose and requires reasonable steps to destroy or permanently delete it once no longer required.",
      topics: ["principles", "erasure"],
      situations: [
        "how long can a company in Malaysia keep my personal data",
      ],
    },
    {
      article: "11",
      heading: "Data Integrity Principle",
      summary:
        "Requires reasonable steps to ensure personal data is accurate, complete, not misleading and kept up to date, having regard to the purpose for which it is processed.",
      topics: ["principles"],
      situations: [
        "a company in Malaysia holds wrong information about me, must it keep it accurate",
        "must a company in Malaysia correct my out-of-date personal data",
      ],
    },
    {
      article: "12",
      heading: "Access Principle",
      summary:
        "Gives data subjects access to their personal data held by a data controller and the ability to correct it where inaccurate, incomplete, misleading or not up to date, subject to the Act's refusal grounds.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "can I see and correct the personal data a company in Malaysia holds about me",
        "can I ask a company in Malaysia to correct inaccurate data about me",
      ],
    },
    {
      article: "12A",
      heading: "Appointment of data protection officer",
      summary:
        "Requires data controllers, and data processors processing on their behalf, to appoint one or more data protection officers accountable for compliance with the Act and to notify the Commissioner of the appointment; the appointment does not discharge their own duties.",
      topics: ["dpo"],
      situations: [
        "does our company in Malaysia need to appoint a data protection officer",
        "must we notify the Personal Data Protection Commissioner in Malaysia of our data protection officer",
      ],
    },
    {
      article: "12B",
      heading: "Data breach notification",
      summary:
        "Requires a data controller that has reason to believe a personal data breach has occurred to notify the Commissioner as soon as practicable and, where the breach causes or is likely to cause significant harm, to notify affected data subjects without unnecessary delay; failing to notify the Commissioner is an offence.",
      topics: ["breach-notification", "incident-reporting", "offences"],
      situations: [
        "a Malaysian company had a data breach, must it notify anyone",
      ],
    },
    {
      article: "30",
      heading: "Right of access to personal data",
      summary:
        "Entitles an individual to be informed whether a data controller holds their personal data and to be given a copy of it on a written data access request and payment of the prescribed fee.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "how do I ask a Malaysian company for a copy of my personal data",
      ],
    },
    {
      article: "38",
      heading: "Withdrawal of consent to process personal data",
      summary:
        "Allows a data subject to withdraw consent to processing by written notice, after which the data controller must stop processing the data.",
      topics: ["consent", "data-subject-rights"],
      situations: [
        "how do I withdraw my consent for a company in Malaysia to process my data",
        "I withdrew consent in writing, must the company in Malaysia stop processing my data",
      ],
    },
    {
      article: "40",
      heading: "Processing of sensitive personal data",
      summary:
        "Prohibits processing of sensitive personal data without explicit consent unless it is necessary for listed purposes such as employment obligations, vital interests, medical purposes, legal proceedings or the administration of justice.",
      topics: ["sensitive-data", "consent", "health-data"],
      situations: [
        "can a company in Malaysia process my health or biometric data",
        "when is explicit consent needed for sensitive personal data in Malaysia",
      ],
    },
    {
      article: "42",
      heading: "Right to prevent processing likely to cause damage or distress",
      summary:
        "Lets a data subject require a data controller, by written notice, to stop or not begin processing that is causing or likely to cause substantial and unwarranted damage or distress, subject to exceptions.",
      topics: ["objection", "data-subject-rights"],
      situations: [
        "a company in Malaysia is processing my data in a way causing me distress, can I make it stop",
        "can I stop processing that causes me damage in Malaysia",
      ],
    },
    {
      article: "43",
      heading: "Right to prevent processing for purposes of direct marketing",
      summary:
        "Lets a data subject require a data controller, by written notice, to stop or not begin processing their personal data for direct marketing.",
      topics: ["objection", "data-subject-rights", "consumer-protection"],
      situations: [
        "how do I stop a company in Malaysia sending me marketing using my data",
        "can I opt out of direct marketing under Malaysia's data protection law",
      ],
    },
    {
      article: "43A",
      heading: "Rights to data portability",
      summary:
        "Lets a data subject ask a data controller, by electronic written notice, to transmit their personal data directly to another data controller of their choice, subject to technical feasibility and data format compatibility, within the prescribed period.",
      topics: ["portability", "data-subject-rights"],
      situations: [
        "can I ask a company in Malaysia to transfer my data to another company",
        "does Malaysia's data protection law give me a right to data portability",
      ],
    },
    {
      article: "129",
      heading: "Transfer of personal data to places outside Malaysia",
      summary:
        "Permits transfer of personal data outside Malaysia where the destination has law substantially similar to the Act or ensures an adequate level of protection, or where a listed exception applies such as consent, contract necessity, legal proceedings, vital interests or reasonable precautions and due diligence by the data controller.",
      topics: ["cross-border-transfer"],
      situations: [
        "can we transfer personal data out of Malaysia",
        "can we send personal data overseas from Malaysia with the customer's consent",
      ],
    },
  ],
};
