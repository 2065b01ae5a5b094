import type { InstrumentInput } from "../../schema";

/**
 * Personal Information Protection Law of the People's Republic of China (adopted 20 August 2021, in force 1 November 2021).
 * The articles carry no headings in the official text; the headings below are short English subject descriptions.
 */
export const cnPipl: InstrumentInput = {
  source_id: "cn-pipl",
  title: "Personal Information Protection Law of the People's Republic of China",
  short_names: ["PIPL", "China PIPL", "Personal Information Protection Law", "个人信息保护法"],
  jurisdiction: "CN",
  kind: "statute",
  provision_label: "article",
  official_url: "http://www.npc.gov.cn/npc/c30834/202108/a8c4e3672c74491a80b53a172bb753fe.shtml",
  date: "2021-08-20",
  provisions: [
    {
      article: "3",
      heading: "Territorial scope",
      summary:
        "Applies the law to handling of personal information within China and to handling outside China of information about natural persons in China where the purpose is to provide products or services to them, to analyse or assess their behaviour, or in other circumstances set by law.",
      topics: ["scope"],
      situations: [
        "does China's personal information law apply to a foreign company selling to people in China",
        "does the Chinese personal information protection law apply to overseas apps",
      ],
    },
    {
      article: "4",
      heading: "Definitions of personal information and handling",
      summary:
        "Defines personal information as information relating to identified or identifiable natural persons recorded electronically or otherwise, excluding anonymised information, and defines handling to include collection, storage, use, processing, transmission, provision, disclosure and deletion.",
      topics: ["definitions"],
    },
    {
      article: "5",
      heading: "Lawfulness, legitimacy, necessity and good faith",
      summary:
        "Requires personal information to be handled lawfully, legitimately, necessarily and in good faith, and prohibits handling by misleading, fraudulent or coercive means.",
      topics: ["principles"],
      situations: ["a company is collecting my personal information in a misleading or excessive way"],
    },
    {
      article: "6",
      heading: "Purpose limitation and data minimisation",
      summary:
        "Requires handling to have a clear and reasonable purpose directly related to it, to minimise the impact on individuals' rights, and to limit collection to the minimum scope necessary for that purpose.",
      topics: ["principles"],
      situations: ["an app collects far more personal information than it needs"],
    },
    {
      article: "7",
      heading: "Openness and transparency",
      summary:
        "Requires handlers to follow principles of openness and transparency, disclosing their handling rules and clearly stating the purpose, method and scope of handling.",
      topics: ["principles", "transparency"],
      situations: [
        "must a company in China publish clear rules on how it handles my personal information",
        "must a company in China explain the purpose and scope of handling my personal information",
      ],
    },
    {
      article: "13",
      heading: "Legal bases for handling personal information",
      summary:
        "Lists the only grounds on which personal information may be handled: consent, necessity for a contract or lawful HR management, legal duties, public health emergencies or protection of life and property, news reporting in the public interest, reasonable handling of published information, and other legal grounds.",
      topics: ["lawful-basis", "consent"],
      situations: ["on what legal grounds can a company in China handle my personal information"],
    },
    {
      article: "14",
      heading: "Requirements for valid consent",
      summary:
        "Requires consent to be voluntary, explicit and given with full knowledge, requires separate or written consent where laws so provide, and requires fresh consent when the purpose, method or categories of information change.",
      topics: ["consent"],
      situations: ["does a company need my explicit consent to use my data"],
    },
    {
      article: "15",
      heading: "Withdrawal of consent",
      summary:
        "Gives individuals the right to withdraw consent, requires handlers to provide a convenient way to do so, and provides that withdrawal does not affect the validity of prior handling.",
      topics: ["consent", "data-subject-rights"],
      situations: ["I want to withdraw the consent I gave an app to use my data"],
    },
    {
      article: "17",
      heading: "Notice before handling",
      summary:
        "Requires handlers, before handling, to inform individuals truthfully, accurately and completely, in a conspicuous way and clear language, of the handler's identity and contact details, the purpose and method of handling, the categories and retention period, and how to exercise their rights.",
      topics: ["transparency", "privacy-notice"],
      situations: ["the company never explained how it would use my information"],
    },
    {
      article: "21",
      heading: "Entrusted handling",
      summary:
        "Requires a handler that entrusts handling to another party to agree in a contract the purpose, duration, method, categories, protection measures and parties' rights and duties, and to supervise the entrusted party, which may not exceed the agreed scope or sub-entrust without consent.",
      topics: ["processors"],
      situations: [
        "we outsource processing of personal information in China, what must the contract say",
        "can a contractor handling personal information in China sub-contract the work",
      ],
    },
    {
      article: "23",
      heading: "Provision to other handlers",
      summary:
        "Requires a handler that provides personal information to another handler to inform individuals of the recipient's identity, purpose, method and categories and to obtain their separate consent; the recipient must stay within that scope.",
      topics: ["consent", "transparency"],
      situations: ["a company passed my personal information to another company"],
    },
    {
      article: "24",
      heading: "Automated decision-making",
      summary:
        "Requires automated decision-making to be transparent and its results fair and just, prohibits unreasonable differential treatment in transaction terms such as prices, requires an easy opt-out from personalised marketing, and gives individuals a right to an explanation and to refuse decisions made solely by automation that significantly affect them.",
      topics: ["automated-decisions", "ai", "consumer-protection"],
      situations: ["an app charges me a different price based on an algorithm's profile of me"],
    },
    {
      article: "26",
      heading: "Image capture and identification equipment in public places",
      summary:
        "Permits image capture and personal identification equipment in public places only where necessary for public security, with conspicuous signs, and limits use of the collected images and identifying information to that purpose unless separate consent is obtained.",
      topics: ["sensitive-data", "consent"],
      situations: ["cameras with facial recognition in public places"],
    },
    {
      article: "28",
      heading: "Sensitive personal information",
      summary:
        "Defines sensitive personal information, such as biometrics, religious beliefs, specific identities, medical health, financial accounts, location tracking and information of minors under 14, and permits handling only for a specific purpose with sufficient necessity and strict protection.",
      topics: ["sensitive-data", "definitions", "health-data", "children"],
      situations: ["is my health, biometric or location data treated as sensitive"],
    },
    {
      article: "29",
      heading: "Separate consent for sensitive personal information",
      summary:
        "Requires separate consent from the individual to handle sensitive personal information, or written consent where laws or administrative regulations so require.",
      topics: ["sensitive-data", "consent"],
      situations: ["does a company need separate consent to use my sensitive data"],
    },
    {
      article: "31",
      heading: "Personal information of minors under 14",
      summary:
        "Requires the consent of a parent or other guardian to handle personal information of minors under 14 and requires handlers to formulate specific rules for handling such information.",
      topics: ["children", "consent"],
      situations: ["can an app collect my child's information without parental consent"],
    },
    {
      article: "38",
      heading: "Conditions for cross-border provision",
      summary:
        "Permits provision of personal information outside China only where the handler passes a security assessment organised by the Cyberspace Administration, obtains personal information protection certification, concludes the standard contract, or meets other legal conditions, and ensures the recipient's protection meets the law's standard.",
      topics: ["cross-border-transfer"],
      situations: ["can a company send my personal information outside China"],
    },
    {
      article: "39",
      heading: "Notice and separate consent for cross-border provision",
      summary:
        "Requires handlers providing personal information abroad to inform individuals of the foreign recipient's identity, contact details, purpose, method, categories and how to exercise their rights against it, and to obtain separate consent.",
      topics: ["cross-border-transfer", "consent", "transparency"],
      situations: [
        "a Chinese company wants to send my personal information abroad, must it get my separate consent",
        "what must a company tell me before transferring my personal information out of China",
      ],
    },
    {
      article: "40",
      heading: "Domestic storage for critical information infrastructure operators and large-volume handlers",
      summary:
        "Requires critical information infrastructure operators and handlers reaching volume thresholds set by the Cyberspace Administration to store personal information collected in China within China, and to pass a security assessment before any necessary export.",
      topics: ["data-localisation", "cross-border-transfer", "cybersecurity"],
      situations: [
        "must personal information collected in China be stored inside China",
        "do large data handlers in China need a security assessment to send data abroad",
      ],
    },
    {
      article: "41",
      heading: "Requests from foreign judicial or law enforcement authorities",
      summary:
        "Prohibits handlers from providing personal information stored in China to foreign judicial or law enforcement authorities without approval of the competent Chinese authorities, which handle such requests under treaties or on the basis of reciprocity.",
      topics: ["cross-border-transfer", "data-localisation"],
      situations: [
        "a foreign court asked us for personal data stored in China, can we hand it over",
        "can a Chinese company give personal data to a foreign police authority",
      ],
    },
    {
      article: "44",
      heading: "Right to know and decide",
      summary:
        "Gives individuals the right to know about and decide on the handling of their personal information, including the right to restrict or refuse handling by others, unless laws provide otherwise.",
      topics: ["data-subject-rights", "objection"],
      situations: ["I want to know how a company handles my personal information"],
    },
    {
      article: "45",
      heading: "Right of access, copy and portability",
      summary:
        "Gives individuals the right to consult and copy their personal information, requires handlers to provide it promptly, and requires transfer to another designated handler where the conditions set by the Cyberspace Administration are met.",
      topics: ["access-right", "portability", "data-subject-rights"],
      situations: [
        "I want a copy of the personal information a company holds about me",
        "a Chinese app won't let me see or copy the personal information it has on me",
      ],
    },
    {
      article: "46",
      heading: "Right to correction and supplementation",
      summary:
        "Gives individuals the right to request correction or completion of inaccurate or incomplete personal information, which the handler must verify and act on promptly.",
      topics: ["data-subject-rights"],
      situations: ["my personal information held by a company is wrong"],
    },
    {
      article: "47",
      heading: "Right to deletion",
      summary:
        "Requires handlers to delete personal information on their own initiative or at the individual's request where the purpose is achieved or no longer needed, the retention period has expired, the service ends, consent is withdrawn or handling breaches the law, unless deletion is technically infeasible or retention is legally required.",
      topics: ["erasure", "data-subject-rights"],
      situations: [
        "I want a company to delete my personal information",
        "I closed my account with a Chinese platform, must it delete my information",
      ],
    },
    {
      article: "50",
      heading: "Handling of rights requests and right to sue",
      summary:
        "Requires handlers to set up a convenient mechanism to receive and process requests to exercise rights, to give reasons for refusals, and allows individuals to sue in a people's court if a request is refused.",
      topics: ["data-subject-rights", "remedies"],
      situations: ["a company ignored my request about my personal information, can I sue"],
    },
    {
      article: "51",
      heading: "Security and management measures",
      summary:
        "Requires handlers to take measures such as internal management systems, classified management, encryption and de-identification, access controls, staff training and incident response plans to ensure handling complies with the law and to prevent unauthorised access, leaks, tampering or loss.",
      topics: ["security", "internal-controls"],
      situations: ["the company didn't protect my personal information"],
    },
    {
      article: "52",
      heading: "Personal information protection officer",
      summary:
        "Requires handlers whose volume of personal information reaches the threshold set by the Cyberspace Administration to designate a personal information protection officer and publish their contact details.",
      topics: ["dpo"],
      situations: [
        "does our company in China need a personal information protection officer",
        "must a company in China publish the contact details of its personal information officer",
      ],
    },
    {
      article: "53",
      heading: "Representatives of overseas handlers",
      summary:
        "Requires overseas handlers caught by Article 3(2) to establish a dedicated entity or appoint a representative in China and report its details to the authorities.",
      topics: ["scope", "dpo"],
      situations: [
        "we are a foreign company caught by China's privacy law, do we need a representative in China",
        "must an overseas company processing data about people in China appoint a local representative",
      ],
    },
    {
      article: "54",
      heading: "Compliance audits",
      summary:
        "Requires handlers to conduct regular compliance audits of their handling of personal information.",
      topics: ["audit"],
      situations: [
        "must we audit our personal information handling in China regularly",
        "how often must a company in China audit its personal information compliance",
      ],
    },
    {
      article: "55",
      heading: "Cases requiring a personal information protection impact assessment",
      summary:
        "Requires a prior impact assessment, with records kept, when handling sensitive information, using automated decision-making, entrusting or providing information to others or making it public, transferring it abroad, or engaging in other handling with a major impact on individuals.",
      topics: ["impact-assessment", "records"],
      situations: [
        "when do we need a personal information impact assessment in China",
        "do we need an impact assessment before transferring personal information out of China",
      ],
    },
    {
      article: "56",
      heading: "Content of the impact assessment",
      summary:
        "Specifies that the impact assessment must cover the lawfulness, legitimacy and necessity of the purpose and method, the impact and security risks for individuals, and whether the protective measures are lawful, effective and proportionate, with reports kept for at least three years.",
      topics: ["impact-assessment", "records"],
      situations: [
        "what must a personal information impact assessment in China cover",
        "how long must personal information impact assessment reports be kept in China",
      ],
    },
    {
      article: "57",
      heading: "Remedial measures and incident notification",
      summary:
        "Requires handlers, where a leak, tampering or loss occurs or may have occurred, to take remedial measures immediately and notify the personal information protection authorities and affected individuals, stating the information involved, causes, possible harm and measures taken.",
      topics: ["breach-notification", "incident-reporting"],
      situations: [
        "my data was leaked, should the company have notified me",
        "a company in China leaked my personal information",
      ],
    },
    {
      article: "58",
      heading: "Obligations of large internet platforms",
      summary:
        "Imposes additional duties on handlers providing important internet platform services with huge user numbers and complex business types, such as establishing independent oversight bodies, setting fair platform rules, stopping services to seriously non-compliant product or service providers on the platform, and publishing social responsibility reports.",
      topics: ["online-platforms", "gatekeepers", "corporate-governance"],
      situations: [
        "what extra duties do large internet platforms have under China's privacy law",
        "must a big online platform in China set up independent oversight of personal information",
      ],
    },
    {
      article: "59",
      heading: "Obligations of entrusted parties",
      summary:
        "Requires parties entrusted with handling to take the necessary measures to safeguard the information and to assist the handler in meeting its obligations under the law.",
      topics: ["processors", "security"],
      situations: [
        "we handle personal information in China on behalf of a client, what must we do",
        "what must an entrusted party do to protect personal information in China",
      ],
    },
    {
      article: "66",
      heading: "Administrative penalties",
      summary:
        "Provides for orders to correct, warnings, confiscation of unlawful income and suspension of apps, with fines up to RMB 1 million, and for serious violations fines up to RMB 50 million or 5% of the previous year's turnover, suspension or revocation of business licences, and fines and bans for responsible individuals.",
      topics: ["penalties", "enforcement"],
      situations: [
        "what fines can a company in China face for breaking personal information rules",
        "can a company in China be fined 5% of turnover for personal information violations",
      ],
    },
    {
      article: "69",
      heading: "Civil liability and presumed fault",
      summary:
        "Makes handlers that cannot prove they were not at fault liable for damage caused by handling that infringes personal information rights, with compensation based on the loss suffered or the benefit obtained, or as determined by the court.",
      topics: ["liability", "damages", "remedies"],
      situations: ["can I get compensation when a company misused my personal information"],
    },
    {
      article: "70",
      heading: "Public interest litigation",
      summary:
        "Allows the people's procuratorates, statutorily designated consumer organisations and organisations designated by the Cyberspace Administration to bring lawsuits where handling infringes the rights of many individuals.",
      topics: ["remedies", "enforcement"],
      situations: [
        "can a consumer organisation in China sue a company that harmed many people's personal information",
        "can the procuratorate bring a public interest case over personal information in China",
      ],
    },
    {
      article: "72",
      heading: "Exclusions from application",
      summary:
        "Excludes handling of personal information by natural persons for personal or family affairs from the law, and provides that statistical and archival handling by state organs follows the relevant laws.",
      topics: ["scope"],
      situations: [
        "does China's privacy law apply to personal information I keep for family matters",
        "does China's privacy law cover personal information I handle for my household",
      ],
    },
    {
      article: "73",
      heading: "Definitions",
      summary:
        "Defines handler, automated decision-making, de-identification and anonymisation for the purposes of the law.",
      topics: ["definitions", "automated-decisions"],
    },
  ],
};
