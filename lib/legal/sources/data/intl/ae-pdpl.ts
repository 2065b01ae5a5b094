import type { InstrumentInput } from "../../schema";

/**
 * UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data.
 * Article headings follow the published English translation of the Arabic text (translations vary slightly).
 */
export const aePdpl: InstrumentInput = {
  source_id: "ae-pdpl",
  title: "Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data",
  short_names: ["PDPL", "UAE PDPL", "UAE Data Protection Law", "Decree-Law 45/2021", "Federal Decree by Law No. 45 of 2021"],
  jurisdiction: "AE",
  kind: "statute",
  provision_label: "article",
  official_url: "https://uaelegislation.gov.ae/en/legislations/1972",
  date: "2021-09-20",
  provisions: [
    {
      article: "1",
      heading: "Definitions",
      summary:
        "Defines the terms used in the Decree-Law, including personal data, sensitive personal data, biometric and health data, processing, controller, processor, data subject, consent, personal data breach and the UAE Data Office.",
      topics: ["definitions"],
    },
    {
      article: "2",
      heading: "Scope of Application of the Decree by Law",
      summary:
        "Applies the law to processing of personal data of data subjects in the UAE and to controllers and processors in the UAE or abroad that process such data, while excluding government data, personal and family use, and health, banking and credit data and free zones governed by their own data protection legislation.",
      topics: ["scope"],
      situations: [
        "does the UAE data protection law apply to my bank or health data",
        "a company outside the UAE is processing my personal data as a UAE resident, is it covered",
      ],
    },
    {
      article: "3",
      heading: "Bureau's Power of Exemption",
      summary:
        "Allows the UAE Data Office to exempt establishments that do not process large volumes of personal data from some of the law's requirements, in line with the criteria set in the Executive Regulation.",
      topics: ["scope", "enforcement"],
    },
    {
      article: "4",
      heading: "Cases of Processing Personal Data without the Consent of its Owner",
      summary:
        "Prohibits processing without the data subject's consent except in listed cases, such as public interest, data made public by the data subject, legal claims, medical and public health purposes, archiving and research, contract performance, legal obligations and protection of the data subject's interests.",
      topics: ["lawful-basis", "consent"],
      situations: [
        "can a company in the UAE use my personal data without my consent",
        "when can a business in the UAE process my data without asking me",
      ],
    },
    {
      article: "5",
      heading: "Personal Data Processing Controls",
      summary:
        "Sets the processing principles: fair, transparent and lawful processing, specific and clear purposes, adequacy and limitation to what is necessary, accuracy and rectification, appropriate security, and retention no longer than needed.",
      topics: ["principles", "security", "transparency"],
      situations: [
        "a company in the UAE keeps my data far longer than needed, is that allowed",
        "what data processing principles must a company follow in the UAE",
      ],
    },
    {
      article: "6",
      heading: "Terms of Consent to Data Processing",
      summary:
        "Sets the conditions for valid consent: the controller must be able to prove it, it must be given clearly, simply and unambiguously for a specific purpose, and the data subject must be told of and able easily to exercise the right to withdraw it.",
      topics: ["consent"],
      situations: [
        "how must a company in the UAE get my consent to use my data, and can I withdraw it",
        "how do I withdraw consent I gave to a company in the UAE",
      ],
    },
    {
      article: "7",
      heading: "The Controller's General Obligations",
      summary:
        "Requires controllers to implement appropriate technical and organisational measures, keep a record of processing, use only processors that provide sufficient guarantees, and meet other duties set by the Executive Regulation.",
      topics: ["security", "records", "processors"],
      situations: [
        "what must a company in the UAE do to protect the personal data it controls",
        "must a data controller in the UAE keep a record of processing",
      ],
    },
    {
      article: "8",
      heading: "The Processor's General Obligations",
      summary:
        "Requires processors to process only on the controller's instructions and contract, apply appropriate security measures, keep processing records, and not retain or disclose data beyond what the instructions permit.",
      topics: ["processors", "security", "records"],
      situations: [
        "we process personal data for a client in the UAE, what are our duties",
        "can a data processor in the UAE keep or disclose data beyond the client's instructions",
      ],
    },
    {
      article: "9",
      heading: "Reporting Personal Data Breach",
      summary:
        "Requires a controller that becomes aware of a breach that would prejudice the privacy, confidentiality or security of personal data to notify the UAE Data Office within the period set by the Executive Regulation and, where the breach affects them, the data subjects; processors must notify the controller.",
      topics: ["breach-notification", "incident-reporting"],
      situations: [
        "a company in the UAE had a breach of my personal data, must it report it",
      ],
    },
    {
      article: "10",
      heading: "Appointing Data Protection Officer",
      summary:
        "Requires controllers and processors to appoint a data protection officer where processing poses a high risk because of new technology or volume, involves large-scale sensitive data, or involves systematic evaluation such as profiling.",
      topics: ["dpo"],
      situations: [
        "does our company in the UAE need a data protection officer",
        "when is a data protection officer mandatory in the UAE",
      ],
    },
    {
      article: "11",
      heading: "Roles of Data Protection Officer",
      summary:
        "Sets the tasks of the data protection officer, including verifying compliance, monitoring processing, advising on impact assessments, handling data subject requests and liaising with the UAE Data Office.",
      topics: ["dpo"],
      situations: [
        "what does a data protection officer do under UAE law",
        "who handles my data requests at a company in the UAE",
      ],
    },
    {
      article: "13",
      heading: "Right to Receive Information",
      summary:
        "Gives data subjects the right to obtain, on request and free of charge, information about the types of their data processed, the purposes, recipients including those abroad, safeguards, retention period and their rights.",
      topics: ["access-right", "transparency", "data-subject-rights"],
      situations: [
        "can I ask a UAE company what personal data it keeps about me and who it shared it with",
      ],
    },
    {
      article: "14",
      heading: "Right to Request Transfer of Personal Data",
      summary:
        "Gives data subjects the right to receive their personal data in a structured, machine-readable format and to have it transmitted to another controller where technically feasible.",
      topics: ["portability", "data-subject-rights"],
      situations: [
        "can I ask a UAE company to send my personal data to another provider",
        "can I get my personal data in a machine-readable format from a UAE company",
      ],
    },
    {
      article: "15",
      heading: "Right to correction or erasure of Personal Data",
      summary:
        "Gives data subjects the right to have inaccurate personal data corrected and to have data erased where it is no longer needed, consent is withdrawn, processing is objected to or unlawful, subject to listed exceptions.",
      topics: ["erasure", "data-subject-rights"],
      situations: [
        "I want a company in Dubai to erase or correct my personal data",
      ],
    },
    {
      article: "16",
      heading: "Right to Restrict Processing",
      summary:
        "Lets data subjects require the controller to restrict processing in specified cases, such as while the accuracy of the data is contested or where processing goes beyond the agreed purposes or breaches the law.",
      topics: ["data-subject-rights"],
      situations: [
        "can I ask a company in the UAE to restrict use of my data while I dispute its accuracy",
        "a UAE company is using my data beyond the agreed purpose, can I restrict it",
      ],
    },
    {
      article: "17",
      heading: "Right to Stop Processing",
      summary:
        "Lets data subjects object to and stop processing of their data, including for direct marketing and statistical surveys, or where processing breaches the principles in Article 5.",
      topics: ["objection", "data-subject-rights"],
      situations: [
        "how do I stop a UAE company using my data for marketing",
        "can I object to a company in the UAE processing my data",
      ],
    },
    {
      article: "18",
      heading: "Right to Processing and Automated Processing",
      summary:
        "Gives data subjects the right to object to decisions based solely on automated processing, including profiling, that produce legal consequences or seriously affect them, subject to exceptions such as contract necessity, law or explicit consent.",
      topics: ["automated-decisions", "data-subject-rights", "ai"],
      situations: [
        "a computer automatically rejected my application in the UAE, can I object",
        "a UAE company profiled me automatically, do I have a right to object",
      ],
    },
    {
      article: "20",
      heading: "Personal Data Security",
      summary:
        "Requires controllers and processors to implement technical and organisational measures ensuring a level of security appropriate to the risk, such as encryption and pseudonymisation, confidentiality and resilience of systems.",
      topics: ["security"],
      situations: [
        "what security measures must a UAE company take to protect my personal data",
        "must a UAE company encrypt personal data",
      ],
    },
    {
      article: "21",
      heading: "Assessment of the Impact of Personal Data Protection",
      summary:
        "Requires a data protection impact assessment before processing that is likely to pose a high risk, particularly new technologies or large-scale processing of sensitive data, describing the processing, its necessity and the risk-mitigation measures.",
      topics: ["impact-assessment"],
      situations: [
        "when does a company in the UAE need a data protection impact assessment",
        "we plan large-scale processing of health data in the UAE, what assessment is needed",
      ],
    },
    {
      article: "22",
      heading: "Cross-Border Transfer and Sharing of Personal Data for Processing Purposes if a Proper Protection Level is Available",
      summary:
        "Permits transfer of personal data outside the UAE to countries with data protection legislation covering the key provisions of the law, or that are party to data protection agreements with the UAE, as approved by the Data Office.",
      topics: ["cross-border-transfer"],
      situations: [
        "can we transfer personal data from the UAE to another country",
        "which countries can receive personal data from the UAE",
      ],
    },
    {
      article: "23",
      heading: "Cross-Border Transfer and Sharing of Personal Data for Processing Purposes if a Proper Protection Level is not Available",
      summary:
        "Allows transfers to countries without adequate protection only in listed cases, such as contractual safeguards, explicit consent, contract performance, judicial cooperation or protection of the public interest.",
      topics: ["cross-border-transfer"],
      situations: [
        "can we send personal data out of the UAE to a country without adequate data protection",
        "can personal data go from the UAE to a country with no data protection law if I consent",
      ],
    },
    {
      article: "24",
      heading: "Complaints",
      summary:
        "Lets data subjects lodge a complaint with the UAE Data Office where they believe their personal data is being processed in breach of the law.",
      topics: ["remedies", "enforcement"],
      situations: [
        "where do I complain about misuse of my personal data in the UAE",
        "how do I file a complaint with the UAE Data Office",
      ],
    },
    {
      article: "26",
      heading: "Administrative Penalties",
      summary:
        "Provides for the Cabinet, on the Data Office's proposal, to issue a decision specifying the acts that violate the law and the administrative penalties applicable to them.",
      topics: ["penalties", "enforcement"],
    },
  ],
};
