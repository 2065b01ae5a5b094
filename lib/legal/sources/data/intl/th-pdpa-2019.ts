import type { InstrumentInput } from "../../schema";

/**
 * Thailand Personal Data Protection Act, B.E. 2562 (2019). Thai statutory sections carry no headings; the headings below
 * are short English subject descriptions of each section.
 */
export const thPdpa2019: InstrumentInput = {
  source_id: "th-pdpa-2019",
  title: "Personal Data Protection Act, B.E. 2562 (2019)",
  short_names: ["PDPA", "Thai PDPA", "Thailand PDPA", "Personal Data Protection Act B.E. 2562"],
  jurisdiction: "TH",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.ratchakitcha.soc.go.th/DATA/PDF/2562/A/069/T_0052.PDF",
  date: "2019",
  provisions: [
    {
      article: "5",
      heading: "Territorial scope",
      summary:
        "Applies the Act to data controllers and processors in Thailand, and to those outside Thailand that process personal data of data subjects in Thailand in connection with offering goods or services to them or monitoring their behaviour taking place in Thailand.",
      topics: ["scope"],
      situations: [
        "does Thailand's data protection law apply to a foreign company selling to people in Thailand",
        "does the Thai PDPA apply to a company outside Thailand monitoring Thai users",
      ],
    },
    {
      article: "6",
      heading: "Definitions",
      summary:
        "Defines personal data as information relating to a person that enables identification directly or indirectly, excluding data of deceased persons, and defines data controller and data processor.",
      topics: ["definitions"],
    },
    {
      article: "19",
      heading: "Consent requirements",
      summary:
        "Prohibits collection, use or disclosure of personal data without the data subject's prior or contemporaneous consent unless the Act permits otherwise, and requires consent to be explicit, in writing or electronic form, clearly separated, freely given and withdrawable as easily as given.",
      topics: ["consent"],
      situations: [
        "how must a company in Thailand get my consent to collect my personal data",
        "can I withdraw consent I gave to a company in Thailand",
      ],
    },
    {
      article: "20",
      heading: "Consent of minors and incompetent persons",
      summary:
        "Requires the consent of the holder of parental responsibility where the data subject is a minor unable to consent alone, and of a guardian or curator for incompetent or quasi-incompetent persons.",
      topics: ["children", "consent"],
      situations: [
        "my teenage child signed up to an app in Thailand, is parental consent needed",
        "is consent from a minor valid under the Thai data protection law",
      ],
    },
    {
      article: "21",
      heading: "Purpose limitation",
      summary:
        "Requires personal data to be collected, used or disclosed according to the purpose notified to the data subject, and bars use for a new purpose unless the data subject is informed and consents or the Act permits it.",
      topics: ["principles", "consent"],
      situations: [
        "a company in Thailand is using my data for a new purpose it never told me about",
        "can a company in Thailand use my data for a purpose I was not told about",
      ],
    },
    {
      article: "22",
      heading: "Data minimisation in collection",
      summary:
        "Limits collection of personal data to what is necessary for the lawful purposes of the data controller.",
      topics: ["principles"],
      situations: [
        "a company in Thailand collects more of my personal data than it needs",
        "how much personal data can a company in Thailand collect",
      ],
    },
    {
      article: "23",
      heading: "Notice at collection",
      summary:
        "Requires the data controller, before or at the time of collection, to inform the data subject of the purposes, the legal basis, the data collected and retention period, categories of recipients, the controller's contact details and the data subject's rights.",
      topics: ["transparency", "privacy-notice"],
      situations: [
        "what must a company in Thailand tell me when it collects my personal data",
        "what information must a Thai company give me at collection",
      ],
    },
    {
      article: "24",
      heading: "Lawful bases other than consent",
      summary:
        "Permits collection of personal data without consent for archives, research or statistics with safeguards, to prevent danger to life, body or health, for contract performance, for public interest tasks or official authority, for legitimate interests not overridden by the data subject's rights, or to comply with law.",
      topics: ["lawful-basis"],
      situations: [
        "can a company in Thailand process my data without consent for a contract or legitimate interest",
        "can a company in Thailand use my data without asking, to perform a contract or protect my life",
      ],
    },
    {
      article: "26",
      heading: "Sensitive personal data",
      summary:
        "Prohibits collection of sensitive data, such as racial or ethnic origin, political opinions, religious beliefs, sexual behaviour, criminal records, health, disability, trade union, genetic and biometric data, without explicit consent, except in listed cases.",
      topics: ["sensitive-data", "health-data", "consent"],
      situations: [
        "can a company in Thailand collect my health or biometric data",
        "can a company in Thailand process my religion or health information without my explicit agreement",
      ],
    },
    {
      article: "27",
      heading: "Use and disclosure",
      summary:
        "Prohibits use or disclosure of personal data without consent other than as permitted under the exemptions for collection, and requires a record of uses and disclosures made under those exemptions.",
      topics: ["lawful-basis", "records"],
      situations: [
        "can a company in Thailand disclose my personal data to others without consent",
        "must a company in Thailand record when it discloses my data without consent",
      ],
    },
    {
      article: "28",
      heading: "Cross-border transfer",
      summary:
        "Permits transfer of personal data abroad only where the destination country or international organisation has adequate data protection standards under the rules of the Personal Data Protection Committee, unless a listed exception such as consent, contract necessity or vital interests applies.",
      topics: ["cross-border-transfer"],
      situations: [
        "can we transfer personal data from Thailand to another country",
        "which countries can receive personal data from Thailand",
      ],
    },
    {
      article: "29",
      heading: "Binding corporate rules and safeguards for transfers",
      summary:
        "Allows transfers within an affiliated group under personal data protection policies reviewed and certified by the Office, and otherwise with appropriate safeguards enabling enforcement of data subjects' rights.",
      topics: ["cross-border-transfer"],
      situations: [
        "can we share personal data within our group of companies across borders from Thailand",
        "are binding corporate rules allowed for transfers from Thailand",
      ],
    },
    {
      article: "30",
      heading: "Right of access",
      summary:
        "Gives data subjects the right to request access to and a copy of their personal data held by the controller and disclosure of how data obtained without consent was acquired, with responses due within 30 days of the request.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "a company in Thailand won't give me a copy of my personal data",
        "how do I request my personal data in Thailand",
      ],
    },
    {
      article: "31",
      heading: "Right to data portability",
      summary:
        "Gives data subjects the right to receive their personal data in a readable, commonly used, machine-readable format where technically feasible, and to have it sent directly to another controller.",
      topics: ["portability", "data-subject-rights"],
      situations: [
        "can I ask a company in Thailand to send my data to another provider",
        "can I get my personal data in a machine-readable format in Thailand",
      ],
    },
    {
      article: "32",
      heading: "Right to object",
      summary:
        "Gives data subjects the right to object to processing based on public tasks or legitimate interests, for direct marketing, or for research, subject to compelling legitimate grounds and other exceptions.",
      topics: ["objection", "data-subject-rights"],
      situations: [
        "how do I object to a company in Thailand using my data for direct marketing",
        "can I object to processing of my personal data in Thailand",
      ],
    },
    {
      article: "33",
      heading: "Right to erasure",
      summary:
        "Gives data subjects the right to request erasure, destruction or anonymisation of their personal data where it is no longer necessary, consent is withdrawn, an objection succeeds, or the data was processed unlawfully, subject to exceptions.",
      topics: ["erasure", "data-subject-rights"],
      situations: [
        "I want a company to get rid of everything it holds about me",
        "how do I make a business wipe my personal information",
        "can I make a Thai company erase my personal data",
      ],
    },
    {
      article: "34",
      heading: "Right to restriction of processing",
      summary:
        "Gives data subjects the right to request restriction of use of their personal data in listed cases, such as while accuracy or an objection is being verified, where unlawfully processed data is restricted instead of erased at the data subject's request, or where the data subject needs it for legal claims.",
      topics: ["data-subject-rights"],
      situations: [
        "can I ask a company in Thailand to restrict use of my data instead of deleting it",
        "can I ask a company in Thailand to stop using my data while my objection is checked",
      ],
    },
    {
      article: "35",
      heading: "Accuracy of personal data",
      summary:
        "Requires the data controller to ensure that personal data remains accurate, up to date, complete and not misleading.",
      topics: ["data-subject-rights", "principles"],
      situations: [
        "must a company in Thailand keep my personal data accurate and up to date",
        "must a Thai company correct personal data that is out of date",
      ],
    },
    {
      article: "37",
      heading: "Duties of the data controller",
      summary:
        "Requires data controllers to provide appropriate security measures, prevent unauthorised use by recipients, erase data after retention ends, notify the Office of a breach without delay and within 72 hours where feasible (and data subjects where the risk is high), and appoint a representative in Thailand if established abroad.",
      topics: ["security", "breach-notification", "erasure"],
      situations: [
        "must a Thai company report a data breach",
      ],
    },
    {
      article: "39",
      heading: "Records of processing",
      summary:
        "Requires data controllers to keep records of processing activities, such as the data collected, purposes, retention period, rights and access conditions, available for inspection by data subjects and the Office.",
      topics: ["records"],
      situations: [
        "what records of processing must a company in Thailand keep",
        "must a data controller in Thailand keep a record of processing activities",
      ],
    },
    {
      article: "40",
      heading: "Duties of the data processor",
      summary:
        "Requires data processors to act only on the controller's instructions, provide appropriate security measures, notify the controller of breaches and keep records of processing activities.",
      topics: ["processors", "security", "records"],
      situations: [
        "what are the duties of a data processor under Thai law",
        "must a data processor in Thailand notify the controller of a data breach",
      ],
    },
    {
      article: "41",
      heading: "Designation of data protection officer",
      summary:
        "Requires controllers and processors to designate a data protection officer where they are public authorities, where their core activities require regular and systematic monitoring on a large scale, or where their core activities involve sensitive data.",
      topics: ["dpo"],
      situations: [
        "does our company in Thailand need a data protection officer",
        "when is a data protection officer required in Thailand",
      ],
    },
    {
      article: "42",
      heading: "Duties of the data protection officer",
      summary:
        "Sets out the data protection officer's duties, including advising on and monitoring compliance and coordinating with the Office, and protects the officer from dismissal for performing those duties.",
      topics: ["dpo"],
      situations: [
        "can our data protection officer in Thailand be dismissed for doing the job",
        "what are the duties of a data protection officer in Thailand",
      ],
    },
    {
      article: "77",
      heading: "Civil liability",
      summary:
        "Makes a data controller or processor whose processing in breach of the Act causes damage liable to compensate the data subject, whether or not the breach was intentional or negligent, unless it proves a listed defence.",
      topics: ["liability", "damages", "remedies"],
      situations: [
        "a company in Thailand breached my personal data and I suffered loss, can I get damages",
        "is a Thai company liable for data breach damage even if it was not at fault",
      ],
    },
    {
      article: "78",
      heading: "Punitive damages",
      summary:
        "Allows the court to order punitive damages of up to twice the actual compensation in addition to the actual damages awarded.",
      topics: ["damages", "remedies"],
      situations: [
        "can a Thai court award punitive damages for misuse of my personal data",
        "how much punitive damages can a Thai court award for personal data misuse",
      ],
    },
    {
      article: "79",
      heading: "Criminal penalties for unlawful processing of sensitive data",
      summary:
        "Makes unlawful use, disclosure or transfer of sensitive personal data that is likely to cause damage a criminal offence punishable by imprisonment and fines, with heavier penalties where done for unlawful gain.",
      topics: ["criminal", "penalties", "sensitive-data"],
      situations: [
        "is it a crime in Thailand to disclose someone's sensitive personal data unlawfully",
        "what is the criminal penalty in Thailand for misusing sensitive personal data",
      ],
    },
  ],
};
