import type { InstrumentInput } from "../../schema";

/**
 * Personal Information Protection and Electronic Documents Act, S.C. 2000, c. 5 — sections of Part 1.
 * Headings are the marginal notes of the Act. The Schedule 1 principles (clauses 4.1 to 4.10) are cited separately
 * and are not held here.
 */
export const caPipeda: InstrumentInput = {
  source_id: "ca-pipeda",
  title: "Personal Information Protection and Electronic Documents Act (S.C. 2000, c. 5)",
  short_names: ["PIPEDA", "Personal Information Protection and Electronic Documents Act", "LPRPDE"],
  jurisdiction: "CA",
  kind: "statute",
  provision_label: "section",
  official_url: "https://laws-lois.justice.gc.ca/eng/acts/P-8.6/",
  date: "2000-04-13",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines terms used in Part 1, including personal information (information about an identifiable individual), commercial activity, organization, record, business contact information and breach of security safeguards.",
      topics: ["definitions", "scope"],
    },
    {
      article: "3",
      heading: "Purpose",
      summary:
        "States that Part 1 sets rules for the collection, use and disclosure of personal information that balance individuals' right of privacy with organizations' need to handle such information for purposes a reasonable person would consider appropriate.",
      topics: ["principles", "scope"],
    },
    {
      article: "4",
      heading: "Application",
      summary:
        "Applies Part 1 to organizations handling personal information in the course of commercial activities, and to employee information of federal works, undertakings or businesses, while excluding federal government institutions under the Privacy Act and purely personal, domestic, journalistic, artistic or literary uses.",
      topics: ["scope"],
    },
    {
      article: "4.01",
      heading: "Business contact information",
      summary:
        "Excludes from Part 1 business contact information that an organization collects, uses or discloses solely to communicate with an individual about their employment, business or profession.",
      topics: ["scope"],
    },
    {
      article: "5",
      heading: "Compliance with obligations",
      summary:
        "Requires every organization to comply with the obligations in Schedule 1 (the fair information principles), explains that 'should' in the Schedule is only a recommendation, and limits collection, use and disclosure to purposes a reasonable person would consider appropriate in the circumstances.",
      topics: ["principles", "lawful-basis"],
      situations: ["what privacy rules must a Canadian business follow with my personal information"],
    },
    {
      article: "6.1",
      heading: "Valid consent",
      summary:
        "Provides that an individual's consent is valid only if it is reasonable to expect that individuals to whom the organization's activities are directed would understand the nature, purpose and consequences of the collection, use or disclosure they are agreeing to.",
      topics: ["consent", "transparency"],
      situations: [
        "did I really consent when a Canadian app buried the data sharing in fine print",
      ],
    },
    {
      article: "7",
      heading: "Collection without knowledge or consent",
      summary:
        "Lists the limited circumstances in which an organization may collect, use or disclose personal information without the individual's knowledge or consent, such as clear individual benefit, investigations of breaches of agreements or law, emergencies, legal requirements and disclosures to lawyers or government institutions.",
      topics: ["consent", "lawful-basis"],
      situations: [
        "when can a Canadian company use my personal information without my consent",
      ],
    },
    {
      article: "7.2",
      heading: "Prospective business transaction",
      summary:
        "Allows the parties to a prospective business transaction, such as a merger or sale of a business, to use and disclose personal information without consent if it is necessary for the transaction, protected by agreement and, if the transaction completes, used only for the original purposes with notice to individuals.",
      topics: ["consent", "lawful-basis"],
    },
    {
      article: "7.3",
      heading: "Employment relationship",
      summary:
        "Allows a federal work, undertaking or business to collect, use and disclose personal information without consent where necessary to establish, manage or end an employment relationship, if it has told the individual it may do so and why.",
      topics: ["employment", "consent", "lawful-basis"],
      situations: ["can my federally regulated employer use my personal information without consent"],
    },
    {
      article: "8",
      heading: "Written request",
      summary:
        "Sets the procedure for individuals' written requests for access to their personal information: the organization must help the requester and respond within 30 days, with limited extensions, failing which the request is deemed refused; it must give reasons for any refusal and keep the information until the requester has exhausted recourse.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "how do I ask a Canadian company for the personal information it holds on me",
        "a Canadian company won't tell me what information it still keeps on me",
        "how long does a Canadian business have to answer my request for my personal data",
      ],
    },
    {
      article: "9",
      heading: "When access prohibited",
      summary:
        "Bars giving an individual access where it would likely reveal personal information about a third party, unless that information can be severed or the third party consents, and sets further limited grounds on which access may or must be refused.",
      topics: ["access-right", "data-subject-rights"],
      situations: ["a company says showing me my file would reveal details about another person"],
    },
    {
      article: "10",
      heading: "Sensory disability",
      summary:
        "Requires an organization to give an individual with a sensory disability access to their personal information in an alternative format when requested, where a version in that format exists or conversion is reasonable and necessary.",
      topics: ["access-right", "data-subject-rights"],
    },
    {
      article: "10.1",
      heading: "Report to Commissioner",
      summary:
        "Requires an organization to report to the Privacy Commissioner, and to notify affected individuals, of any breach of security safeguards involving personal information under its control where it is reasonable to believe the breach creates a real risk of significant harm, as soon as feasible and in the prescribed form.",
      topics: ["breach-notification", "security", "incident-reporting"],
      situations: [
        "must a Canadian company tell me if my personal information was exposed in a breach",
        "a Canadian company had a data breach with my information",
      ],
    },
    {
      article: "10.2",
      heading: "Notification to organizations",
      summary:
        "Requires an organization that notifies individuals of a breach also to notify other organizations or government institutions that may be able to reduce or mitigate the harm, and permits disclosing personal information to them for that purpose without consent.",
      topics: ["breach-notification", "security"],
    },
    {
      article: "10.3",
      heading: "Records",
      summary:
        "Requires an organization to keep and maintain a record of every breach of security safeguards involving personal information under its control, and to give the Commissioner access to or a copy of those records on request.",
      topics: ["breach-notification", "records", "security"],
    },
    {
      article: "11",
      heading: "Contravention",
      summary:
        "Allows an individual to file a written complaint with the Commissioner against an organization for contravening Part 1 or failing to follow a Schedule 1 recommendation, and allows the Commissioner to initiate a complaint where there are reasonable grounds to investigate.",
      topics: ["enforcement", "remedies"],
      situations: [
        "how do I complain to the Privacy Commissioner of Canada about a company",
      ],
    },
    {
      article: "12",
      heading: "Examination of complaint by Commissioner",
      summary:
        "Requires the Commissioner to investigate complaints, subject to listed grounds on which the Commissioner may decline, such as where grievance or review procedures should first be exhausted, the complaint could more appropriately be dealt with under another law, or it was not filed within a reasonable time.",
      topics: ["enforcement"],
    },
    {
      article: "14",
      heading: "Application",
      summary:
        "Lets a complainant, after receiving the Commissioner's report or notice that the investigation was discontinued, apply to the Federal Court for a hearing on matters including access requests, consent and safeguards, generally within one year.",
      topics: ["remedies", "enforcement", "limitation"],
      situations: [
        "can I take a Canadian company to Federal Court over a privacy complaint",
      ],
    },
    {
      article: "16",
      heading: "Remedies",
      summary:
        "Empowers the Federal Court to order an organization to correct its practices, to publish a notice of corrective action, and to award damages to the complainant, including damages for humiliation suffered.",
      topics: ["remedies", "damages"],
      situations: ["can a court award damages for a privacy breach by a company"],
    },
    {
      article: "27",
      heading: "Whistleblowing",
      summary:
        "Allows any person with reasonable grounds to believe that Part 1 has been or will be contravened to notify the Commissioner and ask that their identity be kept confidential, which the Commissioner must do.",
      topics: ["whistleblowing", "enforcement"],
    },
    {
      article: "27.1",
      heading: "Prohibition",
      summary:
        "Prohibits employers from dismissing, suspending, demoting, disciplining, harassing or otherwise disadvantaging an employee who, in good faith, reports a contravention to the Commissioner, refuses to contravene Part 1 or acts to prevent a contravention.",
      topics: ["whistleblowing", "employment"],
      situations: [
        "can my employer in Canada punish me for reporting a privacy violation",
      ],
    },
    {
      article: "28",
      heading: "Offence and punishment",
      summary:
        "Makes it an offence to knowingly destroy information that is the subject of an access request, fail to report or record breaches of security safeguards, retaliate against whistleblowers or obstruct the Commissioner, punishable by fines on summary conviction or, on indictment, higher fines.",
      topics: ["offences", "penalties", "breach-notification"],
    },
  ],
};
