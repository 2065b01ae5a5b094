import type { InstrumentInput } from "../../schema";

/**
 * Saudi Arabia Personal Data Protection Law, issued by Royal Decree No. M/19 of 9/2/1443H (16 September 2021) and amended by
 * Royal Decree No. M/148 of 5/9/1444H (27 March 2023). The articles carry no headings in the official English translation;
 * the headings below are short English subject descriptions.
 */
export const saPdpl: InstrumentInput = {
  source_id: "sa-pdpl",
  title: "Personal Data Protection Law (Royal Decree No. M/19 of 9/2/1443H)",
  short_names: ["PDPL", "Saudi PDPL", "KSA PDPL", "Personal Data Protection Law (Saudi Arabia)"],
  jurisdiction: "SA",
  kind: "statute",
  provision_label: "article",
  official_url: "https://laws.boe.gov.sa/BoeLaws/Laws/LawDetails/b7cfae89-828e-4994-b167-adaa00e37188/1",
  date: "2021-09-16",
  provisions: [
    {
      article: "1",
      heading: "Definitions",
      summary:
        "Defines the terms used in the Law, including personal data, sensitive data, health, credit and genetic data, processing, collection, disclosure, transfer, controller, processor, data subject and the Competent Authority.",
      topics: ["definitions", "sensitive-data"],
    },
    {
      article: "2",
      heading: "Scope",
      summary:
        "Applies the Law to any processing of personal data relating to individuals that takes place in the Kingdom, including processing by parties outside the Kingdom of data of individuals residing in it and data of deceased persons that would identify them or their family, but not processing for purely personal or family use.",
      topics: ["scope"],
      situations: [
        "does Saudi Arabia's data protection law apply to a company outside the Kingdom",
        "does Saudi Arabia's data protection law apply to data of deceased persons",
      ],
    },
    {
      article: "4",
      heading: "Rights of the data subject",
      summary:
        "Gives data subjects the rights to be informed of the legal basis and purpose of collection, to access and obtain a copy of their data, to request its correction, completion or updating, and to request destruction of data no longer needed, as set out in the Regulations.",
      topics: ["data-subject-rights", "access-right", "erasure", "transparency"],
      situations: [
        "can I get a copy of my personal data from a company in Saudi Arabia",
        "my rights over my personal data in Saudi Arabia",
      ],
    },
    {
      article: "5",
      heading: "Consent",
      summary:
        "Prohibits processing, or changing its purpose, without the data subject's consent except where the Law provides otherwise, leaves the conditions of consent to the Regulations, and allows the data subject to withdraw consent at any time.",
      topics: ["consent", "lawful-basis"],
      situations: [
        "can a company in Saudi Arabia process my personal data without my consent, and can I withdraw it",
        "can I withdraw my consent to data processing in Saudi Arabia",
      ],
    },
    {
      article: "6",
      heading: "Processing without consent",
      summary:
        "Permits processing without consent in listed cases, such as where it serves the data subject's actual interest and contact is impossible, is required by law or a prior agreement, is needed by a public entity for security or judicial purposes, or is necessary for the controller's legitimate interests without prejudice to the data subject and not involving sensitive data.",
      topics: ["lawful-basis", "consent"],
      situations: [
        "when can a company in Saudi Arabia process my data without consent",
        "can a public entity in Saudi Arabia process my data without consent",
      ],
    },
    {
      article: "7",
      heading: "No conditioning of services on consent",
      summary:
        "Prohibits making consent to processing a condition for providing a service or benefit unless the service or benefit relates to the processing for which consent is given.",
      topics: ["consent", "consumer-protection"],
      situations: [
        "a company in Saudi Arabia refuses service unless I consent to unrelated data use",
        "can a company in Saudi Arabia make consent to data use a condition of its service",
      ],
    },
    {
      article: "8",
      heading: "Selection of processors",
      summary:
        "Requires controllers to choose processors that provide the guarantees needed to implement the Law and the Regulations, and to verify their compliance.",
      topics: ["processors"],
      situations: [
        "how must a company in Saudi Arabia choose its data processors",
        "must a controller in Saudi Arabia check its processor complies with the law",
      ],
    },
    {
      article: "11",
      heading: "Purpose and minimisation of collection",
      summary:
        "Requires the purpose of collection to be directly related to the controller's purposes and lawful, the methods of collection to be appropriate, and the data collected to be limited to the minimum necessary for the purpose.",
      topics: ["principles"],
      situations: [
        "a company in Saudi Arabia collects more personal data than it needs",
        "must data collection in Saudi Arabia be limited to the minimum needed",
      ],
    },
    {
      article: "12",
      heading: "Privacy policy",
      summary:
        "Requires controllers to adopt a privacy policy and make it available to data subjects before collecting their data, setting out the purpose, data collected, means of collection, processing, storage and destruction, and data subjects' rights.",
      topics: ["transparency", "privacy-notice"],
      situations: [
        "must a company in Saudi Arabia have a privacy policy before collecting my data",
        "what must a privacy policy in Saudi Arabia include",
      ],
    },
    {
      article: "13",
      heading: "Information at the time of collection",
      summary:
        "Requires controllers collecting data directly from data subjects to inform them of matters such as the legal basis and purpose, the controller's identity, recipients, whether data will be transferred or disclosed, the consequences of not providing it and their rights.",
      topics: ["transparency", "privacy-notice"],
      situations: [
        "what must a company in Saudi Arabia tell me when it collects my data",
        "must a company in Saudi Arabia tell me the legal basis for collecting my data",
      ],
    },
    {
      article: "14",
      heading: "Accuracy of personal data",
      summary:
        "Prohibits processing personal data without first taking sufficient steps to verify that it is accurate, complete, up to date and relevant to the purpose.",
      topics: ["principles"],
      situations: [
        "must a company in Saudi Arabia check my data is accurate before using it",
        "can a company in Saudi Arabia process inaccurate personal data",
      ],
    },
    {
      article: "19",
      heading: "Security measures",
      summary:
        "Requires controllers to take the necessary organisational, administrative and technical measures to protect personal data, including during transfer, in accordance with the Regulations.",
      topics: ["security"],
      situations: [
        "what security measures must a company in Saudi Arabia take to protect personal data",
        "must personal data be protected during transfer in Saudi Arabia",
      ],
    },
    {
      article: "20",
      heading: "Breach notification",
      summary:
        "Requires the controller to notify the Competent Authority upon knowing of any breach, damage or illegal access to personal data, and to notify data subjects where it could harm their data or prejudice their rights and interests, in accordance with the Regulations.",
      topics: ["breach-notification", "incident-reporting"],
      situations: [
        "a Saudi company had a data breach involving my information",
      ],
    },
    {
      article: "29",
      heading: "Transfer of personal data outside the Kingdom",
      summary:
        "Permits transfer or disclosure of personal data outside the Kingdom for specified purposes, such as obligations under agreements to which the Kingdom or the data subject is party or the Kingdom's interests, provided national security and vital interests are not prejudiced, an appropriate level of protection is ensured and only the minimum data needed is transferred.",
      topics: ["cross-border-transfer", "data-localisation"],
      situations: [
        "can we transfer personal data outside Saudi Arabia",
        "when can personal data be disclosed outside Saudi Arabia",
      ],
    },
    {
      article: "35",
      heading: "Criminal penalty for disclosing sensitive data",
      summary:
        "Punishes anyone who discloses or publishes sensitive data in violation of the Law with intent to harm the data subject or gain a personal benefit with imprisonment of up to two years and/or a fine of up to three million riyals, doubled for repeat offences.",
      topics: ["criminal", "penalties", "sensitive-data"],
      situations: [
        "someone in Saudi Arabia published my sensitive personal data to harm me, what is the penalty",
        "what is the prison term in Saudi Arabia for disclosing sensitive data",
      ],
    },
    {
      article: "36",
      heading: "Warnings and fines for other violations",
      summary:
        "Provides that violations of the Law not covered by Article 35 are punishable by a warning or a fine of up to five million riyals, which may be doubled for repeat violations, imposed by a committee of the Competent Authority.",
      topics: ["penalties", "enforcement"],
      situations: [
        "what fines apply for breaking Saudi Arabia's data protection law",
        "can a company in Saudi Arabia be fined five million riyals for data protection breaches",
      ],
    },
  ],
};
