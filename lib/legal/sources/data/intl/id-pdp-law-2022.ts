import type { InstrumentInput } from "../../schema";

/**
 * Indonesia Law No. 27 of 2022 on Personal Data Protection (Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi).
 * Indonesian statutory articles (Pasal) carry no headings; the headings below are short English subject descriptions.
 */
export const idPdpLaw2022: InstrumentInput = {
  source_id: "id-pdp-law-2022",
  title: "Law No. 27 of 2022 on Personal Data Protection",
  short_names: ["PDP Law", "UU PDP", "Indonesia PDP Law", "UU 27/2022", "Undang-Undang Pelindungan Data Pribadi"],
  jurisdiction: "ID",
  kind: "statute",
  provision_label: "article",
  official_url: "https://peraturan.bpk.go.id/Details/229798/uu-no-27-tahun-2022",
  date: "2022-10-17",
  provisions: [
    {
      article: "1",
      heading: "Definitions",
      summary:
        "Defines the law's key terms, including personal data, personal data protection, personal data controller, personal data processor, data subject and the supervisory institution.",
      topics: ["definitions"],
    },
    {
      article: "2",
      heading: "Scope of application",
      summary:
        "Applies the law to every person, public body and international organisation that processes personal data in Indonesia, or outside Indonesia where the processing has legal consequences in Indonesia or for Indonesian citizen data subjects abroad, but not to purely personal or household processing.",
      topics: ["scope"],
      situations: [
        "does Indonesia's personal data protection law apply to a foreign company",
        "does the Indonesian data protection law apply to processing abroad affecting Indonesians",
      ],
    },
    {
      article: "4",
      heading: "Specific and general personal data",
      summary:
        "Divides personal data into specific data, such as health, biometric and genetic data, criminal records, children's data and personal financial data, and general data, such as name, gender, nationality, religion and marital status.",
      topics: ["sensitive-data", "definitions", "health-data", "children"],
      situations: [
        "is my health or financial data treated as specific personal data in Indonesia",
        "what counts as general personal data in Indonesia",
      ],
    },
    {
      article: "5",
      heading: "Right to information",
      summary:
        "Gives data subjects the right to information about the identity of the party requesting their data, the legal basis and purpose of the request and use, and that party's accountability.",
      topics: ["data-subject-rights", "transparency"],
      situations: [
        "can I ask who is collecting my data in Indonesia and why",
        "do I have the right to know the legal basis for collecting my data in Indonesia",
      ],
    },
    {
      article: "6",
      heading: "Right to complete, update and correct data",
      summary:
        "Gives data subjects the right to complete, update and correct errors or inaccuracies in their personal data in line with the purpose of processing.",
      topics: ["data-subject-rights"],
      situations: [
        "how do I correct wrong personal data a company in Indonesia holds about me",
        "can I update my personal data held by a company in Indonesia",
      ],
    },
    {
      article: "7",
      heading: "Right of access and copy",
      summary:
        "Gives data subjects the right to access and obtain a copy of their personal data in accordance with the law.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "can I get a copy of my personal data from a company in Indonesia",
      ],
    },
    {
      article: "8",
      heading: "Right to end processing and to erasure",
      summary:
        "Gives data subjects the right to end processing of their personal data and to have it deleted or destroyed in accordance with the law.",
      topics: ["erasure", "data-subject-rights"],
      situations: [
        "how do I get an Indonesian company to delete my data",
      ],
    },
    {
      article: "9",
      heading: "Right to withdraw consent",
      summary:
        "Gives data subjects the right to withdraw consent they have given to the processing of their personal data.",
      topics: ["consent", "data-subject-rights"],
      situations: [
        "can I withdraw consent I gave to a company in Indonesia to use my data",
        "can I take back my consent to data processing in Indonesia",
      ],
    },
    {
      article: "10",
      heading: "Right to object to automated decisions",
      summary:
        "Gives data subjects the right to object to decisions based solely on automated processing, including profiling, that have legal consequences or significant effects on them.",
      topics: ["automated-decisions", "ai", "data-subject-rights"],
      situations: [
        "an automated system made a decision about me in Indonesia, can I object",
        "can I challenge profiling that affects me in Indonesia",
      ],
    },
    {
      article: "11",
      heading: "Right to delay or restrict processing",
      summary:
        "Gives data subjects the right to delay or restrict processing of their personal data proportionately to its purpose.",
      topics: ["data-subject-rights"],
      situations: [
        "can I ask a company in Indonesia to restrict processing of my data",
        "can I ask a company in Indonesia to pause processing my data",
      ],
    },
    {
      article: "12",
      heading: "Right to sue and receive compensation",
      summary:
        "Gives data subjects the right to sue and receive compensation for violations in the processing of their personal data.",
      topics: ["remedies", "damages", "data-subject-rights"],
      situations: [
        "can I sue a company in Indonesia for misusing my personal data",
        "can I get compensation for a data breach in Indonesia",
      ],
    },
    {
      article: "13",
      heading: "Right to data portability",
      summary:
        "Gives data subjects the right to obtain or use their personal data from a controller in a commonly used or machine-readable form, and to have it sent to another controller where systems can communicate securely.",
      topics: ["portability", "data-subject-rights"],
      situations: [
        "can I move my personal data from one company to another in Indonesia",
        "can I transfer my data to a new provider in Indonesia",
      ],
    },
    {
      article: "20",
      heading: "Bases for processing",
      summary:
        "Requires controllers to have a basis for processing: explicit valid consent for specific purposes, contract performance, legal obligations, vital interests, public interest or official authority tasks, or other legitimate interests balanced against the data subject's rights.",
      topics: ["lawful-basis", "consent"],
      situations: [
        "on what legal basis can a company in Indonesia process my personal data",
        "is consent the only lawful basis for processing data in Indonesia",
      ],
    },
    {
      article: "22",
      heading: "Form of consent",
      summary:
        "Requires consent to be given in writing or recorded form, electronically or non-electronically, with the same legal force, and treats consent that does not meet the requirements as void.",
      topics: ["consent"],
      situations: [
        "must consent to data processing in Indonesia be in writing or recorded",
        "is consent given electronically valid in Indonesia",
      ],
    },
    {
      article: "25",
      heading: "Processing of children's data",
      summary:
        "Requires processing of children's personal data to be carried out specially and with the consent of the child's parent or guardian.",
      topics: ["children", "consent"],
      situations: [
        "does a company in Indonesia need a parent's consent to process a child's data",
        "can a company in Indonesia process a child's data without parental consent",
      ],
    },
    {
      article: "46",
      heading: "Notification of personal data protection failures",
      summary:
        "Requires the controller, on a failure of personal data protection, to notify data subjects and the supervisory institution in writing within 3 x 24 hours, stating the data disclosed, when and how it was disclosed and the handling and recovery efforts, and in certain cases to notify the public.",
      topics: ["breach-notification", "incident-reporting"],
      situations: [
        "an Indonesian company had a data leak, must it tell me",
      ],
    },
    {
      article: "53",
      heading: "Data protection officer",
      summary:
        "Requires controllers and processors to appoint an officer performing the personal data protection function where processing serves public services, core activities require large-scale regular and systematic monitoring, or core activities involve large-scale specific data or criminal data.",
      topics: ["dpo"],
      situations: [
        "does our company in Indonesia need a data protection officer",
        "when is a data protection officer mandatory in Indonesia",
      ],
    },
    {
      article: "56",
      heading: "Transfers outside Indonesia",
      summary:
        "Permits transfers of personal data outside Indonesia where the recipient country has equal or higher protection; failing that, where adequate and binding safeguards exist; and failing both, with the data subject's consent.",
      topics: ["cross-border-transfer", "consent"],
      situations: [
        "can we transfer personal data out of Indonesia",
        "can personal data be sent abroad from Indonesia with the data subject's consent",
      ],
    },
    {
      article: "57",
      heading: "Administrative sanctions",
      summary:
        "Sets administrative sanctions for breaches of listed obligations: written warnings, temporary suspension of processing, deletion or destruction of data, and administrative fines of up to 2% of annual income or revenue for the violating variable.",
      topics: ["penalties", "enforcement"],
      situations: [
        "what administrative sanctions can a company in Indonesia face for breaking data protection law",
        "what fines apply for breaching data protection law in Indonesia",
      ],
    },
    {
      article: "58",
      heading: "Supervisory institution",
      summary:
        "Provides for personal data protection to be administered by an institution established by and responsible to the President.",
      topics: ["enforcement"],
    },
    {
      article: "65",
      heading: "Prohibited acts",
      summary:
        "Prohibits unlawfully obtaining or collecting personal data belonging to another to benefit oneself or others in a way that may harm the data subject, and unlawfully disclosing or using personal data that does not belong to oneself.",
      topics: ["offences", "criminal"],
      situations: [
        "someone in Indonesia collected and sold my personal data unlawfully",
        "is it illegal to disclose someone's personal data in Indonesia",
      ],
    },
    {
      article: "67",
      heading: "Criminal penalties for prohibited acts",
      summary:
        "Sets criminal penalties for the acts prohibited by Article 65, of up to 5 years' imprisonment and/or fines of up to Rp5 billion for unlawful collection or use and up to 4 years and/or Rp4 billion for unlawful disclosure.",
      topics: ["criminal", "penalties", "offences"],
      situations: [
        "what is the criminal penalty in Indonesia for unlawfully using someone's personal data",
        "how many years in prison for unlawfully disclosing personal data in Indonesia",
      ],
    },
    {
      article: "74",
      heading: "Transition period",
      summary:
        "Gave controllers, processors and others involved in processing until two years after promulgation (17 October 2024) to bring their processing into line with the law.",
      topics: ["scope"],
    },
  ],
};
