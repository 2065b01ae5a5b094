import type { InstrumentInput } from "../../schema";

/** Nigeria Data Protection Act, 2023 (Act No. 37 of 2023). */
export const ngNdpa2023: InstrumentInput = {
  source_id: "ng-ndpa-2023",
  title: "Nigeria Data Protection Act, 2023",
  short_names: ["NDPA", "NDPA 2023", "Nigeria Data Protection Act", "Act No. 37 of 2023"],
  jurisdiction: "NG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://ndpc.gov.ng",
  date: "2023-06-12",
  provisions: [
    {
      article: "1",
      heading: "Objectives",
      summary:
        "Sets the Act's objectives, including safeguarding data subjects' constitutional rights and interests, regulating processing, promoting secure and accountable practices, providing remedies, and establishing an independent regulatory Commission.",
      topics: ["principles", "scope"],
    },
    {
      article: "2",
      heading: "Application",
      summary:
        "Applies the Act to processing of personal data, automated or not, where the controller or processor is domiciled, resident or operating in Nigeria, the processing occurs in Nigeria, or the controller or processor abroad processes personal data of a data subject in Nigeria.",
      topics: ["scope"],
      situations: [
        "does Nigeria's data protection law apply to a foreign company processing my data",
        "does the Nigeria Data Protection Act apply to processing outside Nigeria of data about people in Nigeria",
      ],
    },
    {
      article: "3",
      heading: "Exemption of application",
      summary:
        "Excludes processing solely for personal or household purposes that does not violate fundamental rights, and relieves certain processing, such as by competent authorities for crime prevention or national security, for public health emergencies, for journalism in the public interest or for legal claims, from parts of the Act while keeping core safeguards.",
      topics: ["scope"],
      situations: [
        "is processing personal data for household purposes exempt in Nigeria",
        "are the police exempt from Nigeria's data protection law",
      ],
    },
    {
      article: "24",
      heading: "Principles of personal data processing",
      summary:
        "Requires personal data to be processed fairly, lawfully and transparently, collected for specified, explicit and legitimate purposes, adequate and limited to what is necessary, retained no longer than needed, accurate, and secured with appropriate measures, with controllers accountable for compliance.",
      topics: ["principles", "security", "transparency"],
      situations: [
        "what principles must a company in Nigeria follow when processing my personal data",
        "how long can a company in Nigeria keep my personal data",
      ],
    },
    {
      article: "25",
      heading: "Lawful basis of personal data processing",
      summary:
        "Permits processing only on a lawful basis: consent, contract, legal obligation, vital interests, public interest or official authority, or legitimate interests not overridden by the data subject's rights.",
      topics: ["lawful-basis", "consent"],
      situations: [
        "on what lawful basis can a company in Nigeria process my personal data",
        "can a company in Nigeria process my data on the basis of legitimate interests",
      ],
    },
    {
      article: "26",
      heading: "Consent",
      summary:
        "Requires the controller to be able to show that consent was given freely, specifically, in an informed and unambiguous manner, distinguishable from other matters, and that silence or inactivity does not count as consent.",
      topics: ["consent"],
      situations: [
        "a company in Nigeria says my silence means I consented, is that valid",
        "what makes consent valid in Nigeria",
      ],
    },
    {
      article: "27",
      heading: "Provision of information to the data subject",
      summary:
        "Requires controllers, before collecting personal data directly, to inform data subjects of matters such as the controller's identity, the lawful basis and purposes, recipients, retention period, their rights, the right to complain and any automated decision-making.",
      topics: ["transparency", "privacy-notice"],
      situations: [
        "what must a company in Nigeria tell me before collecting my personal data",
        "must a company in Nigeria tell me the purpose and retention period of my data",
      ],
    },
    {
      article: "28",
      heading: "Data privacy impact assessment",
      summary:
        "Requires a data privacy impact assessment before processing likely to result in a high risk to data subjects' rights and freedoms, covering a description of the processing, its necessity and proportionality, the risks and the safeguards.",
      topics: ["impact-assessment"],
      situations: [
        "when is a data privacy impact assessment required in Nigeria",
        "what must a data privacy impact assessment in Nigeria contain",
      ],
    },
    {
      article: "29",
      heading: "Obligations of the data controller and data processor",
      summary:
        "Requires controllers engaging processors, and processors engaging other processors, to take reasonable measures to ensure the engaged party complies with the Act's principles, implements appropriate technical and organisational security measures and assists in meeting obligations towards data subjects.",
      topics: ["processors", "contract"],
      situations: [
        "we engage a data processor in Nigeria, what must we make sure of",
        "what security must a data processor in Nigeria provide",
      ],
    },
    {
      article: "30",
      heading: "Sensitive personal data",
      summary:
        "Prohibits processing of sensitive personal data unless a listed ground applies, such as explicit consent, employment or social security obligations, vital interests, legal claims, public health or archiving and research with safeguards, and lets the Commission prescribe further categories and safeguards.",
      topics: ["sensitive-data", "health-data", "consent"],
      situations: [
        "can a company in Nigeria process my health data or other sensitive data",
        "when can sensitive personal data be processed in Nigeria",
      ],
    },
    {
      article: "31",
      heading: "Children or persons lacking legal capacity to consent",
      summary:
        "Requires controllers relying on consent for a child or a person lacking legal capacity to obtain the consent of the parent or legal guardian and to apply appropriate age and consent verification mechanisms.",
      topics: ["children", "consent"],
      situations: [
        "my child signed up to an app in Nigeria, must the app get my consent as a parent",
        "must a company in Nigeria verify the age of users before relying on consent",
      ],
    },
    {
      article: "35",
      heading: "Withdrawal of consent",
      summary:
        "Gives data subjects the right to withdraw consent at any time and requires withdrawal to be as easy as giving consent.",
      topics: ["consent", "data-subject-rights"],
      situations: [
        "how do I withdraw consent for a company in Nigeria to use my data",
        "is withdrawing consent in Nigeria supposed to be as easy as giving it",
      ],
    },
    {
      article: "36",
      heading: "Right to object",
      summary:
        "Gives data subjects the right to object to processing, requiring the controller to stop unless it shows overriding legitimate grounds, and an absolute right to object to processing for direct marketing, including related profiling.",
      topics: ["objection", "data-subject-rights"],
      situations: [
        "how do I object to direct marketing using my data in Nigeria",
        "can I object to a company in Nigeria processing my data",
      ],
    },
    {
      article: "37",
      heading: "Automated decision making",
      summary:
        "Gives data subjects the right not to be subject to decisions based solely on automated processing, including profiling, with legal or similarly significant effects, subject to exceptions, and requires safeguards such as human intervention and the ability to contest the decision.",
      topics: ["automated-decisions", "ai", "data-subject-rights"],
      situations: [
        "a computer alone decided my loan application in Nigeria, can I contest it",
        "do I have a right to human review of an automated decision in Nigeria",
      ],
    },
    {
      article: "40",
      heading: "Personal data breaches",
      summary:
        "Requires processors to notify controllers of breaches, requires controllers to notify the Commission within 72 hours of becoming aware of a breach likely to risk individuals' rights and freedoms, and to inform data subjects immediately where the risk is high.",
      topics: ["breach-notification", "incident-reporting"],
      situations: [
        "a Nigerian company had a data breach with my information",
        "how soon must a breach be reported in Nigeria",
      ],
    },
    {
      article: "41",
      heading: "Basis for cross-border transfer of personal data",
      summary:
        "Prohibits transferring personal data from Nigeria unless the recipient is subject to a law, binding corporate rules, contractual clauses, code of conduct or certification giving adequate protection, or a condition in section 43 applies, and requires the basis to be recorded.",
      topics: ["cross-border-transfer", "records"],
      situations: [
        "can we transfer personal data out of Nigeria",
        "what safeguards are needed to transfer personal data from Nigeria",
      ],
    },
    {
      article: "43",
      heading: "Other bases for transfer of personal data outside Nigeria",
      summary:
        "Permits transfers without adequate protection where the data subject consents after being informed of the risks, or the transfer is needed for a contract, for the data subject's sole benefit, for important public interest, for legal claims, or to protect vital interests.",
      topics: ["cross-border-transfer", "consent"],
      situations: [
        "can we send personal data out of Nigeria to a country without adequate protection if the person consents",
        "when can personal data be transferred out of Nigeria without adequate protection",
      ],
    },
  ],
};
