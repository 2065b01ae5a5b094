import type { InstrumentInput } from "../../schema";

/** Philippines Data Privacy Act of 2012 (Republic Act No. 10173). */
export const phDpa2012: InstrumentInput = {
  source_id: "ph-dpa-2012",
  title: "Data Privacy Act of 2012 (Republic Act No. 10173)",
  short_names: ["DPA", "Data Privacy Act", "RA 10173", "R.A. No. 10173", "Philippine Data Privacy Act"],
  jurisdiction: "PH",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.officialgazette.gov.ph/2012/08/15/republic-act-no-10173/",
  date: "2012-08-15",
  provisions: [
    {
      article: "2",
      heading: "Declaration of Policy",
      summary:
        "Declares the State policy of protecting the fundamental human right of privacy of communication while ensuring the free flow of information to promote innovation and growth, and securing personal information in information and communications systems.",
      topics: ["principles"],
    },
    {
      article: "3",
      heading: "Definition of Terms",
      summary:
        "Defines key terms including consent of the data subject, data subject, personal information, sensitive personal information, privileged information, processing, personal information controller and personal information processor.",
      topics: ["definitions", "sensitive-data"],
    },
    {
      article: "4",
      heading: "Scope",
      summary:
        "Applies the Act to the processing of all types of personal information by natural and juridical persons, including controllers and processors outside the Philippines that use equipment or maintain an office there, while excluding specified information such as details of public officers' positions, journalistic, artistic, literary and research purposes, public authority functions and information banks need to comply with anti-money laundering and related laws.",
      topics: ["scope"],
      situations: [
        "does the Philippine Data Privacy Act apply to a company processing my data",
        "which information is excluded from the Philippine Data Privacy Act",
      ],
    },
    {
      article: "6",
      heading: "Extraterritorial Application",
      summary:
        "Extends the Act to acts and practices outside the Philippines where they relate to personal information about Philippine citizens or residents and the entity has a link with the country, such as a contract entered into there, a branch, office or subsidiary there, carrying on business there, or collecting or holding the information there.",
      topics: ["scope"],
      situations: [
        "does the Philippine Data Privacy Act apply to a foreign company handling Filipino customers' data",
        "does the Philippine data privacy law apply to a company abroad with a branch in the Philippines",
      ],
    },
    {
      article: "7",
      heading: "Functions of the National Privacy Commission",
      summary:
        "Establishes the functions of the National Privacy Commission, including ensuring compliance, receiving complaints and conducting investigations, issuing cease-and-desist orders, recommending prosecution, and issuing rules and guidance.",
      topics: ["enforcement"],
      situations: [
        "where do I complain in the Philippines about misuse of my personal data",
        "can the National Privacy Commission order a company in the Philippines to stop processing",
      ],
    },
    {
      article: "11",
      heading: "General Data Privacy Principles",
      summary:
        "Requires processing to observe transparency, legitimate purpose and proportionality, and requires personal information to be collected for declared, specified and legitimate purposes, processed fairly and lawfully, kept accurate, adequate and not excessive, and retained only as long as necessary.",
      topics: ["principles", "transparency"],
      situations: [
        "a company in the Philippines keeps my personal data longer than needed and collects too much",
        "what are the general data privacy principles in the Philippines",
      ],
    },
    {
      article: "12",
      heading: "Criteria for Lawful Processing of Personal Information",
      summary:
        "Permits processing of personal information only where not otherwise prohibited by law and at least one condition applies: consent, contract, legal obligation, vital interests, national emergency or public authority functions, or legitimate interests not overridden by the data subject's fundamental rights.",
      topics: ["lawful-basis", "consent"],
      situations: [
        "on what grounds can a company in the Philippines process my personal information",
        "can a company in the Philippines process my data for its legitimate interests",
      ],
    },
    {
      article: "13",
      heading: "Sensitive Personal Information and Privileged Information",
      summary:
        "Prohibits processing of sensitive personal and privileged information except in listed cases, such as specific prior consent, authorisation by law, protection of life and health, medical treatment, non-profit associations' members, or legal claims.",
      topics: ["sensitive-data", "consent", "health-data"],
      situations: [
        "can a company in the Philippines process my health or other sensitive information",
        "can a hospital in the Philippines process my medical information",
      ],
    },
    {
      article: "14",
      heading: "Subcontract of Personal Information",
      summary:
        "Allows a personal information controller to subcontract processing, provided it uses contractual or other means to ensure proper safeguards, and requires the processor to comply with the Act's requirements.",
      topics: ["processors", "contract"],
      situations: [
        "we subcontract data processing in the Philippines, what safeguards are needed",
        "can a company in the Philippines outsource processing of personal data",
      ],
    },
    {
      article: "16",
      heading: "Rights of the Data Subject",
      summary:
        "Gives data subjects the rights to be informed, to object, to reasonable access to their personal information and processing details, to dispute and correct inaccuracies, to suspend, withdraw, block or remove data, and to be indemnified for damages.",
      topics: ["data-subject-rights", "access-right", "erasure", "objection"],
      situations: [
        "what rights do I have over my personal data in the Philippines",
        "can I ask a Philippine company to correct or delete my data",
      ],
    },
    {
      article: "17",
      heading: "Transmissibility of Rights of the Data Subject",
      summary:
        "Allows the lawful heirs and assigns of a data subject to invoke the data subject's rights at any time after the data subject's death or when the data subject is incapacitated or incapable of exercising them.",
      topics: ["data-subject-rights"],
      situations: [
        "my father died, can I exercise his data privacy rights in the Philippines",
        "can the heirs of a person who died exercise data privacy rights in the Philippines",
      ],
    },
    {
      article: "18",
      heading: "Right to Data Portability",
      summary:
        "Gives data subjects, where personal information is processed electronically in a structured and commonly used format, the right to obtain a copy of it in an electronic format that allows further use.",
      topics: ["portability", "data-subject-rights"],
      situations: [
        "can I get a copy of my personal data in electronic form from a company in the Philippines",
        "do I have a right to data portability in the Philippines",
      ],
    },
    {
      article: "20",
      heading: "Security of Personal Information",
      summary:
        "Requires reasonable and appropriate organisational, physical and technical security measures, confidentiality obligations for staff, and prompt notification of the Commission and affected data subjects of breaches involving sensitive personal information or information enabling identity fraud that pose a real risk of serious harm.",
      topics: ["security", "breach-notification"],
      situations: [
        "a company in the Philippines leaked my personal information",
      ],
    },
    {
      article: "21",
      heading: "Principle of Accountability",
      summary:
        "Makes each personal information controller responsible for personal information under its control, including information transferred to third parties for processing domestically or internationally, and requires designation of individuals accountable for compliance.",
      topics: ["principles", "dpo", "cross-border-transfer"],
      situations: [
        "who is accountable for personal data a Philippine company passes to a processor abroad",
        "must a company in the Philippines name someone accountable for data privacy compliance",
      ],
    },
    {
      article: "25",
      heading: "Unauthorized Processing of Personal Information and Sensitive Personal Information",
      summary:
        "Penalises processing of personal or sensitive personal information without the data subject's consent or without authority under the Act or other law, with imprisonment and fines that are higher for sensitive personal information.",
      topics: ["offences", "penalties", "criminal"],
      situations: [
        "a company in the Philippines processed my personal data without my consent, is that a crime",
        "what is the penalty in the Philippines for processing sensitive personal information without consent",
      ],
    },
    {
      article: "26",
      heading: "Accessing Personal Information and Sensitive Personal Information Due to Negligence",
      summary:
        "Penalises persons who, through negligence, provide access to personal or sensitive personal information to anyone not authorised by the Act or other law.",
      topics: ["offences", "penalties", "security"],
      situations: [
        "an employee's negligence let strangers access my personal data in the Philippines",
        "what is the penalty for negligent access to personal information in the Philippines",
      ],
    },
    {
      article: "30",
      heading: "Concealment of Security Breaches Involving Sensitive Personal Information",
      summary:
        "Penalises persons who, knowing of a security breach and of the obligation to notify the Commission, intentionally or by omission conceal the breach.",
      topics: ["offences", "breach-notification", "penalties"],
      situations: [
        "a company in the Philippines hid a data breach involving sensitive information",
        "is concealing a data breach a crime in the Philippines",
      ],
    },
    {
      article: "32",
      heading: "Unauthorized Disclosure",
      summary:
        "Penalises personal information controllers and processors, and their officers and employees, who disclose personal or sensitive personal information to a third party without the data subject's consent.",
      topics: ["offences", "penalties"],
      situations: [
        "a company in the Philippines disclosed my personal data to a third party without consent",
        "what is the penalty for unauthorised disclosure of personal data in the Philippines",
      ],
    },
  ],
};
