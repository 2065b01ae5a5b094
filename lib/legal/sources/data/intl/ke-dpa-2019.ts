import type { InstrumentInput } from "../../schema";

/** Kenya Data Protection Act, 2019 (No. 24 of 2019). */
export const keDpa2019: InstrumentInput = {
  source_id: "ke-dpa-2019",
  title: "Data Protection Act, 2019 (No. 24 of 2019)",
  short_names: ["DPA 2019", "Kenya Data Protection Act", "Kenya DPA", "Act No. 24 of 2019"],
  jurisdiction: "KE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://kenyalaw.org/kl/fileadmin/pdfdocs/Acts/2019/TheDataProtectionAct__No24of2019.pdf",
  date: "2019",
  provisions: [
    {
      article: "2",
      heading: "Interpretation",
      summary:
        "Defines the Act's terms, including personal data, sensitive personal data, consent, data controller, data processor, data subject, processing, profiling and personal data breach.",
      topics: ["definitions", "sensitive-data"],
    },
    {
      article: "3",
      heading: "Object and purpose of this Act",
      summary:
        "States the Act's objects of giving effect to the constitutional right to privacy, regulating the processing of personal data, setting out principles and data subjects' rights, and providing remedies.",
      topics: ["principles", "scope"],
    },
    {
      article: "4",
      heading: "Application",
      summary:
        "Applies the Act to processing of personal data by automated or non-automated means by controllers and processors established or resident in Kenya, and by those outside Kenya who process personal data of data subjects located in Kenya.",
      topics: ["scope"],
      situations: [
        "does Kenya's Data Protection Act apply to a company outside Kenya",
        "does the Kenya Data Protection Act apply to processing of data about people in Kenya by foreign firms",
      ],
    },
    {
      article: "18",
      heading: "Registration of data controllers and data processors",
      summary:
        "Prohibits acting as a data controller or data processor without registering with the Data Commissioner, subject to the prescribed thresholds for mandatory registration.",
      topics: ["enforcement", "records"],
      situations: [
        "must our company register with the Data Commissioner in Kenya",
        "is registration as a data controller mandatory in Kenya",
      ],
    },
    {
      article: "24",
      heading: "Designation of the Data Protection Officer",
      summary:
        "Allows, and in specified cases such as public bodies, large-scale regular and systematic monitoring or large-scale sensitive data processing requires, controllers and processors to designate a data protection officer.",
      topics: ["dpo"],
      situations: [
        "does our company in Kenya need a data protection officer",
        "when must a company in Kenya designate a data protection officer",
      ],
    },
    {
      article: "25",
      heading: "Principles of data protection",
      summary:
        "Requires personal data to be processed in line with the right to privacy, lawfully, fairly and transparently, for explicit and legitimate purposes, adequately and not excessively, accurately, for no longer than necessary, and not transferred outside Kenya without proof of adequate safeguards or consent.",
      topics: ["principles", "cross-border-transfer"],
      situations: [
        "what principles must a company in Kenya follow when processing my personal data",
        "must a company in Kenya collect only the data it needs and keep it accurate",
      ],
    },
    {
      article: "26",
      heading: "Rights of a data subject",
      summary:
        "Gives data subjects the rights to be informed of the use of their personal data, to access it, to object to processing, and to have false or misleading data corrected or deleted.",
      topics: ["data-subject-rights", "access-right", "objection", "erasure"],
      situations: [
        "what rights do I have over my personal data in Kenya",
        "can I see the data a Kenyan company holds about me",
      ],
    },
    {
      article: "29",
      heading: "Duty to notify",
      summary:
        "Requires controllers and processors, before collecting personal data, to inform data subjects of their rights, the fact and purpose of collection, third-party recipients, contact details, security safeguards and the consequences of not providing the data.",
      topics: ["transparency", "privacy-notice"],
      situations: [
        "what must a company in Kenya tell me before collecting my personal data",
        "must a company in Kenya explain why it collects my data",
      ],
    },
    {
      article: "30",
      heading: "Lawful processing of personal data",
      summary:
        "Permits processing only with consent or where necessary for a contract, a legal obligation, vital interests, public interest or official authority, legitimate interests, or historical, statistical or scientific research.",
      topics: ["lawful-basis", "consent"],
      situations: [
        "on what grounds can a company in Kenya process my personal data without consent",
        "can a company in Kenya process my data for its legitimate interests",
      ],
    },
    {
      article: "31",
      heading: "Data protection impact assessment",
      summary:
        "Requires a data protection impact assessment before processing likely to result in a high risk to data subjects' rights and freedoms, and consultation with the Data Commissioner where necessary.",
      topics: ["impact-assessment"],
      situations: [
        "when is a data protection impact assessment required in Kenya",
        "must we consult the Data Commissioner in Kenya about high-risk processing",
      ],
    },
    {
      article: "32",
      heading: "Conditions of consent",
      summary:
        "Places the burden of proving consent on the controller or processor, gives data subjects the right to withdraw consent at any time, and requires account to be taken of whether consent was made a condition of a contract for unnecessary processing.",
      topics: ["consent"],
      situations: [
        "how do I withdraw my consent to a company in Kenya using my data",
        "who must prove that I consented to data processing in Kenya",
      ],
    },
    {
      article: "33",
      heading: "Processing of personal data relating to a child",
      summary:
        "Permits processing of a child's personal data only with the consent of a parent or guardian and in a manner that protects and advances the rights and best interests of the child, with age-verification mechanisms.",
      topics: ["children", "consent"],
      situations: [
        "can a company in Kenya process my child's personal data",
        "must a company in Kenya verify age before processing a child's data",
      ],
    },
    {
      article: "35",
      heading: "Automated individual decision making",
      summary:
        "Gives data subjects the right not to be subject to decisions based solely on automated processing, including profiling, that produce legal or similarly significant effects, subject to exceptions such as contract necessity, legal authorisation or consent, with safeguards.",
      topics: ["automated-decisions", "ai", "data-subject-rights"],
      situations: [
        "a computer automatically rejected my application in Kenya, can I object",
        "do I have a right not to be subject to profiling in Kenya",
      ],
    },
    {
      article: "38",
      heading: "Right to data portability",
      summary:
        "Gives data subjects the right to receive their personal data in a structured, commonly used and machine-readable format and to have it transmitted to another controller or processor where technically possible.",
      topics: ["portability", "data-subject-rights"],
      situations: [
        "can I get my personal data in a portable format from a company in Kenya",
        "can I ask a company in Kenya to send my data to another company",
      ],
    },
    {
      article: "40",
      heading: "Right of rectification and erasure",
      summary:
        "Lets data subjects require controllers or processors to rectify inaccurate, outdated, incomplete or misleading personal data without undue delay and to erase or destroy data the controller is no longer authorised to retain, or that is irrelevant, excessive or unlawfully obtained.",
      topics: ["erasure", "data-subject-rights"],
      situations: [
        "I want a Kenyan company to erase or correct my data",
      ],
    },
    {
      article: "43",
      heading: "Notification and communication of breach",
      summary:
        "Requires a controller to notify the Data Commissioner within 72 hours of becoming aware of a breach posing a real risk of harm, and to communicate it to affected data subjects in writing within a reasonably practical period; processors must notify controllers within 48 hours.",
      topics: ["breach-notification", "incident-reporting"],
      situations: [
        "a company in Kenya leaked my data, must it notify me",
      ],
    },
    {
      article: "48",
      heading: "Conditions for transfer out of Kenya",
      summary:
        "Permits transfer of personal data outside Kenya only where the controller or processor has given the Data Commissioner proof of appropriate safeguards, including jurisdictions with commensurate protection, or where the transfer is necessary for listed purposes such as a contract, public interest, legal claims or vital interests.",
      topics: ["cross-border-transfer"],
      situations: [
        "can we transfer personal data out of Kenya",
        "what proof of safeguards does the Data Commissioner need for transfers out of Kenya",
      ],
    },
    {
      article: "49",
      heading: "Safeguards prior to transfer of personal data out of Kenya",
      summary:
        "Requires processing of sensitive personal data outside Kenya to be based on the data subject's consent and on confirmation of appropriate safeguards, and lets the Data Commissioner request proof of the safeguards relied on.",
      topics: ["cross-border-transfer", "sensitive-data"],
      situations: [
        "can we process sensitive personal data outside Kenya",
        "is consent needed to process sensitive data outside Kenya",
      ],
    },
    {
      article: "50",
      heading: "Processing through a data server or centre in Kenya",
      summary:
        "Allows the Cabinet Secretary to prescribe that certain processing, for strategic interests of the State or protection of revenue, be carried out only through a server or data centre located in Kenya.",
      topics: ["data-localisation"],
      situations: [
        "must certain data be stored on a server in Kenya",
        "must some government-related data be processed in Kenya only",
      ],
    },
    {
      article: "63",
      heading: "Administrative fines",
      summary:
        "Caps administrative fines imposed through penalty notices at up to KES 5 million or 1% of the preceding year's annual turnover, whichever is lower.",
      topics: ["penalties", "enforcement"],
      situations: [
        "how much can the Data Commissioner in Kenya fine a company",
        "what is the maximum administrative fine under Kenya's Data Protection Act",
      ],
    },
    {
      article: "65",
      heading: "Compensation of data subject",
      summary:
        "Entitles a person who suffers damage, including financial loss and distress, because a controller or processor contravened the Act to compensation, with controllers liable for damage caused by processing and processors liable where they acted outside the controller's lawful instructions.",
      topics: ["remedies", "damages", "liability"],
      situations: [
        "a company in Kenya misused my data and I suffered distress, can I get compensation",
        "can I claim compensation from a data processor in Kenya",
      ],
    },
  ],
};
