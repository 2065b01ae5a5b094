import type { InstrumentInput } from "../../schema";

/** Digital Personal Data Protection Act, 2023 (Act No. 22 of 2023). */
export const inDpdpAct2023: InstrumentInput = {
  source_id: "in-dpdp-act-2023",
  title: "The Digital Personal Data Protection Act, 2023",
  short_names: ["DPDP Act", "DPDPA", "DPDP Act 2023", "Digital Personal Data Protection Act", "Act No. 22 of 2023"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/22037",
  date: "2023-08-11",
  provisions: [
    {
      article: "1",
      heading: "Short title and commencement",
      summary:
        "Names the Act and lets the Central Government bring its provisions into force by notification, with different dates allowed for different provisions. The DPDP Rules, 2025 (notified November 2025) phase in the Act, with most Data Fiduciary obligations applying after an 18-month transition.",
      topics: ["scope"],
    },
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines the Act's key terms, including Data Fiduciary, Data Processor, Data Principal (which covers the parent of a child and the lawful guardian of a person with a disability), personal data, digital personal data, processing, personal data breach, Consent Manager, child (under eighteen) and Significant Data Fiduciary.",
      topics: ["definitions", "children"],
    },
    {
      article: "3",
      heading: "Application of Act",
      summary:
        "Applies the Act to digital personal data processed in India, and to processing outside India connected with offering goods or services to Data Principals in India. Excludes processing by an individual for personal or domestic purposes and personal data made publicly available by the Data Principal or under a legal obligation.",
      topics: ["scope"],
      situations: [
        "does India's data protection law apply to a foreign app that collects my data in India",
        "a company outside India is collecting my personal data, is it covered by Indian privacy law",
        "I post my own details publicly online in India, is that data still protected",
      ],
    },
    {
      article: "4",
      heading: "Grounds for processing personal data",
      summary:
        "Allows personal data to be processed only in accordance with the Act and for a lawful purpose, either with the Data Principal's consent or for one of the certain legitimate uses listed in section 7.",
      topics: ["lawful-basis", "consent", "principles"],
      situations: ["on what grounds can a company in India process my personal data"],
    },
    {
      article: "5",
      heading: "Notice",
      summary:
        "Requires every consent request to be accompanied or preceded by a notice describing the personal data and purpose, how to withdraw consent and use grievance redressal, and how to complain to the Board. Where consent was given before commencement, notice must be given as soon as reasonably practicable; notices can be read in English or any language in the Eighth Schedule to the Constitution.",
      topics: ["transparency", "privacy-notice", "consent"],
      situations: [
        "an Indian app didn't tell me what personal data it collects and why",
      ],
    },
    {
      article: "6",
      heading: "Consent",
      summary:
        "Requires consent to be free, specific, informed, unconditional and unambiguous, given by a clear affirmative action and limited to the data necessary for the specified purpose. Consent can be withdrawn as easily as it was given, Consent Managers registered with the Board may manage it, and the Data Fiduciary bears the burden of proving consent and notice.",
      topics: ["consent", "lawful-basis"],
      situations: [
        "can I withdraw the consent I gave an Indian company to use my data",
      ],
    },
    {
      article: "7",
      heading: "Certain legitimate uses",
      summary:
        "Lists the non-consent grounds for processing, such as data the Data Principal voluntarily provided for a specified purpose, State subsidies and services, performance of State functions, legal obligations, court orders, medical emergencies, epidemics, disasters and employment-related purposes.",
      topics: ["lawful-basis", "employment"],
      situations: ["when can my data be used without my consent"],
    },
    {
      article: "8",
      heading: "General obligations of Data Fiduciary",
      summary:
        "Makes the Data Fiduciary responsible for compliance, including by its Data Processors. It must keep data accurate where used for decisions, take reasonable security safeguards, notify the Board and each affected Data Principal of a personal data breach, erase data once the purpose is served or consent is withdrawn, publish a contact person and run grievance redressal. The 2025 Rules add a detailed breach report to the Board within 72 hours.",
      topics: ["security", "breach-notification", "processors", "erasure", "principles"],
      situations: [
        "an Indian company didn't protect my personal data and there was a breach",
        "an Indian company leaked my personal data, must it tell me",
        "data breach by a company in India",
      ],
    },
    {
      article: "9",
      heading: "Processing of personal data of children",
      summary:
        "Requires verifiable consent of a parent or lawful guardian before processing a child's data or that of a person with a disability who has a guardian. Bans processing likely to harm a child's well-being and tracking, behavioural monitoring or targeted advertising directed at children, subject to exemptions prescribed by rules.",
      topics: ["children", "consent"],
      situations: [
        "can an Indian app process my child's data without my permission",
      ],
    },
    {
      article: "10",
      heading: "Additional obligations of Significant Data Fiduciary",
      summary:
        "Lets the Central Government notify Significant Data Fiduciaries based on factors such as data volume and sensitivity, risk to Data Principals and national interests. They must appoint an India-based Data Protection Officer and an independent data auditor and carry out periodic Data Protection Impact Assessments and audits.",
      topics: ["dpo", "impact-assessment", "audit"],
      situations: [
        "which big companies in India have to appoint a data protection officer",
        "does a large data company in India need an independent data audit",
      ],
    },
    {
      article: "11",
      heading: "Right to access information about personal data",
      summary:
        "Gives a Data Principal who consented the right to obtain a summary of the personal data being processed and the processing activities, the identities of other Data Fiduciaries and Processors with whom it was shared, and other prescribed information.",
      topics: ["data-subject-rights", "access-right"],
      situations: [
        "how do I find out what personal data an Indian company has about me",
        "an Indian app won't say what personal data it holds on me",
        "can I ask an Indian company who it shared my data with",
      ],
    },
    {
      article: "12",
      heading: "Right to correction and erasure of personal data",
      summary:
        "Gives a Data Principal the right to have personal data corrected, completed, updated and erased, and requires the Data Fiduciary to erase data on request unless retention is needed for the specified purpose or by law.",
      topics: ["data-subject-rights", "erasure"],
      situations: [
        "I want an Indian company to correct or delete my personal data",
        "how do I get an Indian company to erase my data",
        "my details on an Indian website are wrong and they won't update them",
      ],
    },
    {
      article: "13",
      heading: "Right of grievance redressal",
      summary:
        "Entitles a Data Principal to readily available grievance redressal from the Data Fiduciary or Consent Manager, which must respond within the prescribed period; the Data Principal must use this route before complaining to the Board.",
      topics: ["data-subject-rights", "remedies"],
      situations: [
        "who do I complain to first about misuse of my data by an Indian company",
      ],
    },
    {
      article: "14",
      heading: "Right to nominate",
      summary:
        "Allows a Data Principal to nominate another individual to exercise their rights under the Act in the event of their death or incapacity.",
      topics: ["data-subject-rights"],
      situations: [
        "can someone else exercise my data rights in India if I die or become incapacitated",
      ],
    },
    {
      article: "15",
      heading: "Duties of Data Principal",
      summary:
        "Imposes duties on Data Principals, such as complying with applicable law, not impersonating others, not suppressing material information when providing data for State documents, not filing false or frivolous grievances and giving verifiably authentic information when seeking correction. Breach can attract a penalty of up to ten thousand rupees.",
      topics: ["data-subject-rights", "penalties"],
      situations: [
        "can I get fined for giving false information when asking a company in India to correct my data",
        "what are my own duties as a user when I complain about my personal data in India",
      ],
    },
    {
      article: "16",
      heading: "Processing of personal data outside India",
      summary:
        "Permits transfers of personal data outside India except to countries or territories the Central Government restricts by notification, while preserving any other law that provides a higher degree of protection or restriction on transfers.",
      topics: ["cross-border-transfer", "data-localisation"],
      situations: ["can my personal data be transferred outside India"],
    },
    {
      article: "17",
      heading: "Exemptions",
      summary:
        "Disapplies most obligations for processing such as enforcing legal claims, judicial and regulatory functions, prevention and investigation of offences, processing of non-residents' data under foreign contracts, approved mergers and tracing loan defaulters. Also allows exemptions for notified State instrumentalities, research and statistics, and notified classes such as startups.",
      topics: ["scope"],
      situations: [
        "the police in India are using my personal data for an investigation, do I still have privacy rights",
        "can a lender in India use my personal data to trace me for an unpaid loan without my consent",
      ],
    },
    {
      article: "18",
      heading: "Establishment of Board",
      summary:
        "Provides for the Central Government to establish the Data Protection Board of India as a body corporate to perform the functions given to it under the Act.",
      topics: ["enforcement"],
    },
    {
      article: "27",
      heading: "Powers and functions of Board",
      summary:
        "Empowers the Board to direct urgent remedial or mitigation measures after a personal data breach, inquire into breaches and complaints of non-compliance, impose penalties, and act on references from the Government or directions of courts.",
      topics: ["enforcement", "breach-notification"],
      situations: [
        "a company in India leaked my data, who can order it to fix the breach and penalise it",
        "where do I complain in India about a data breach involving my personal information",
      ],
    },
    {
      article: "28",
      heading: "Procedure to be followed by Board",
      summary:
        "Sets the Board's procedure: it works as a digital office, decides whether there are sufficient grounds to proceed, conducts inquiries following natural justice, has certain civil-court powers and may issue interim orders.",
      topics: ["enforcement"],
      situations: [
        "how does the Data Protection Board in India hear my privacy complaint",
        "will the Data Protection Board in India give me a hearing before deciding my complaint",
      ],
    },
    {
      article: "29",
      heading: "Appeal to Appellate Tribunal",
      summary:
        "Allows a person aggrieved by a Board order or direction to appeal to the Appellate Tribunal (the Telecom Disputes Settlement and Appellate Tribunal) within sixty days, with late appeals admissible for sufficient cause; the Tribunal should try to decide within six months.",
      topics: ["remedies", "enforcement"],
      situations: [
        "I disagree with the Data Protection Board's decision in India, how do I appeal and by when",
        "the Data Protection Board fined our company in India, where can we challenge the order",
      ],
    },
    {
      article: "30",
      heading: "Orders passed by Appellate Tribunal to be executable as decree",
      summary:
        "Makes orders of the Appellate Tribunal under the Act executable as a decree of a civil court.",
      topics: ["enforcement", "remedies"],
      situations: [
        "how is a data protection tribunal order enforced in India, like a court decree",
      ],
    },
    {
      article: "31",
      heading: "Alternate dispute resolution",
      summary:
        "Lets the Board direct the parties to attempt resolution of a complaint through mediation by a mediator the parties agree on or as otherwise provided by law.",
      topics: ["remedies"],
      situations: [
        "can my privacy complaint in India be settled by mediation instead",
        "the Data Protection Board asked us to try mediation over a personal data complaint",
      ],
    },
    {
      article: "32",
      heading: "Voluntary undertaking",
      summary:
        "Allows the Board to accept a voluntary undertaking from a person on compliance, which bars proceedings on the matter covered; breach of an accepted undertaking is treated as a breach of the Act.",
      topics: ["enforcement"],
      situations: [
        "a company in India offered to fix its data practices to end my privacy complaint, what happens then",
        "can our company in India give an undertaking to the Data Protection Board to close a case",
      ],
    },
    {
      article: "33",
      heading: "Penalties",
      summary:
        "Empowers the Board, after inquiry, to impose the monetary penalties specified in the Schedule, having regard to factors such as the nature, gravity and duration of the breach, the data affected, repetition, gains made or losses avoided, and mitigation. The Schedule's highest cap is 250 crore rupees for failure to take reasonable security safeguards.",
      topics: ["penalties", "enforcement", "security"],
      situations: [
        "what penalties can an Indian company face for a data breach",
      ],
    },
    {
      article: "34",
      heading: "Crediting sums realised by way of penalties to Consolidated Fund of India",
      summary: "Directs that all penalty amounts realised under the Act are credited to the Consolidated Fund of India.",
      topics: ["penalties"],
    },
    {
      article: "36",
      heading: "Power to call for information",
      summary:
        "Allows the Central Government, for the purposes of the Act, to require the Board, any Data Fiduciary or any intermediary to furnish information.",
      topics: ["enforcement"],
    },
    {
      article: "37",
      heading: "Power of Central Government to issue directions",
      summary:
        "Allows the Central Government, on a reference from the Board after penalties in two or more instances against a Data Fiduciary, to direct blocking of public access to information that lets it offer goods or services in India, after a hearing.",
      topics: ["enforcement", "online-platforms"],
      situations: [
        "can the government in India block an app that keeps breaking data protection rules",
      ],
    },
    {
      article: "38",
      heading: "Consistency with other laws",
      summary:
        "Makes the Act additional to other laws, but provides that in case of conflict with any other law the provisions of this Act prevail to the extent of the conflict.",
      topics: ["scope"],
    },
    {
      article: "39",
      heading: "Bar of jurisdiction",
      summary:
        "Bars civil courts from entertaining suits or proceedings on matters the Board is empowered to decide, and from granting injunctions against action under the Act.",
      topics: ["enforcement", "remedies"],
      situations: [
        "can I file a civil suit in an Indian court over misuse of my personal data instead of going to the Board",
        "can a civil court in India give an injunction in a personal data dispute",
      ],
    },
    {
      article: "40",
      heading: "Power to make rules",
      summary:
        "Empowers the Central Government to make rules to carry out the Act, including on notice contents, Consent Manager registration, breach intimation, children's verifiable consent, Significant Data Fiduciary duties and Board procedure.",
      topics: ["scope"],
    },
    {
      article: "42",
      heading: "Power to amend Schedule",
      summary:
        "Lets the Central Government amend the penalty Schedule by notification, but not so as to raise any penalty to more than twice the amount originally enacted.",
      topics: ["penalties"],
    },
    {
      article: "44",
      heading: "Amendments to certain Acts",
      summary:
        "Makes consequential amendments: adds the Act's appeals to the TRAI Act tribunal provisions, omits section 43A of the Information Technology Act, 2000, and replaces the personal-information exemption in section 8(1)(j) of the Right to Information Act, 2005.",
      topics: ["scope"],
    },
  ],
};
