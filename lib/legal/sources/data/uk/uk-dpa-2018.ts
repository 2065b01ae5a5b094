import type { InstrumentInput } from "../../schema";

export const ukDpa2018: InstrumentInput = {
  source_id: "uk-dpa-2018",
  title: "Data Protection Act 2018 (2018 c. 12)",
  short_names: ["DPA 2018", "Data Protection Act 2018", "UK Data Protection Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/2018/12/contents",
  date: "2018-05-23",
  provisions: [
    {
      article: "1",
      heading: "Overview",
      summary:
        "Gives an overview of the Act: it supplements the UK GDPR for general processing, sets separate regimes for law enforcement and intelligence services processing, and makes provision about the Information Commissioner and enforcement.",
      topics: ["scope"],
    },
    {
      article: "2",
      heading: "Protection of personal data",
      summary:
        "States that the UK GDPR and the Act protect individuals with regard to processing of personal data, mainly by requiring lawful and fair processing, conferring rights on data subjects and providing for the Commissioner's oversight.",
      topics: ["scope", "principles"],
    },
    {
      article: "3",
      heading: "Terms relating to the processing of personal data",
      summary:
        "Defines key terms used throughout the Act, including personal data, identifiable living individual, processing, data subject, controller, processor, filing system, the Commissioner and the data protection legislation.",
      topics: ["definitions"],
    },
    {
      article: "4",
      heading: "Processing to which this Part applies",
      summary:
        "Applies Part 2 to processing of personal data to which the UK GDPR applies, supplementing it and modifying it where the Act provides.",
      topics: ["scope"],
    },
    {
      article: "5",
      heading: "Definitions",
      summary: "Provides that terms used in Part 2 have the same meaning as in the UK GDPR, with certain modifications.",
      topics: ["definitions"],
    },
    {
      article: "6",
      heading: "Meaning of “controller”",
      summary:
        "Provides that where processing is required by an enactment that determines its purposes and means, the person on whom the obligation is imposed is the controller for UK GDPR purposes.",
      topics: ["definitions", "processors"],
    },
    {
      article: "7",
      heading: "Meaning of “public authority” and “public body”",
      summary:
        "Defines public authority and public body for UK GDPR purposes by reference to freedom of information legislation, subject to exceptions and regulation-making powers.",
      topics: ["definitions"],
    },
    {
      article: "8",
      heading: "Lawfulness of processing: public interest etc",
      summary:
        "Explains that processing necessary for a task carried out in the public interest or in the exercise of official authority includes processing necessary for the administration of justice, parliamentary and Crown functions, and statutory or governmental functions.",
      topics: ["lawful-basis"],
    },
    {
      article: "10",
      heading: "Special categories of personal data and criminal convictions etc data",
      summary:
        "Links the UK GDPR conditions for special category and criminal offence data to the conditions in Schedule 1, such as employment, health, research and substantial public interest conditions.",
      topics: ["sensitive-data", "lawful-basis"],
    },
    {
      article: "11",
      heading: "Special categories of personal data etc: supplementary",
      summary:
        "Clarifies which professionals are subject to an obligation of secrecy for health and social care processing, and that references to criminal offence data include allegations and related proceedings.",
      topics: ["sensitive-data", "health-data"],
    },
    {
      article: "12",
      heading: "Limits on fees that may be charged by controllers",
      summary:
        "Allows the Secretary of State to specify limits on the fees controllers may charge for manifestly unfounded or excessive requests and for additional copies.",
      topics: ["data-subject-rights"],
    },
    {
      article: "13",
      heading: "Obligations of credit reference agencies",
      summary:
        "Limits a credit reference agency's access obligation, where an individual requests information, to data relevant to their financial standing unless they indicate otherwise, and requires information about their rights.",
      topics: ["access-right", "financial-privacy"],
    },
    {
      article: "15",
      heading: "Exemptions etc",
      summary:
        "Introduces Schedules 2 to 4, which provide exemptions from and restrictions on UK GDPR rights and obligations, for example for crime and taxation, legal professional privilege, journalism, research and health, social work and education data.",
      topics: ["data-subject-rights", "scope"],
    },
    {
      article: "142",
      heading: "Information notices",
      summary:
        "Allows the Commissioner to require a controller, processor or other person by written notice to provide information reasonably required for its functions or investigations, subject to appeal rights and protections for privileged material.",
      topics: ["enforcement"],
    },
    {
      article: "146",
      heading: "Assessment notices",
      summary:
        "Allows the Commissioner to require a controller or processor to permit an assessment of compliance, including entry to premises, inspection of documents and equipment and interviews with staff.",
      topics: ["enforcement", "audit"],
    },
    {
      article: "149",
      heading: "Enforcement notices",
      summary:
        "Allows the Commissioner to require a controller or processor by written notice to take or refrain from specified steps where it has failed to comply with the data protection principles, rights or other specified obligations.",
      topics: ["enforcement"],
    },
    {
      article: "155",
      heading: "Penalty notices",
      summary:
        "Allows the Commissioner to require a person to pay a monetary penalty for failures within section 149 or failure to comply with an information, assessment or enforcement notice, having regard to specified factors.",
      topics: ["enforcement", "penalties"],
    },
    {
      article: "157",
      heading: "Maximum amount of penalty",
      summary:
        "Sets the maximum penalties under the Act, including the higher and standard maximums for UK GDPR infringements by reference to fixed sums or a percentage of worldwide annual turnover.",
      topics: ["penalties"],
    },
    {
      article: "165",
      heading: "Complaints by data subjects",
      summary:
        "Requires the Commissioner to facilitate complaints by data subjects about infringements, to take appropriate steps in response and inform the complainant of progress and outcome.",
      topics: ["remedies", "enforcement"],
    },
    {
      article: "167",
      heading: "Compliance orders",
      summary:
        "Allows a court, on a data subject's application, to order a controller or processor to take or refrain from specified steps to secure compliance where the data subject's rights have been infringed.",
      topics: ["remedies"],
    },
    {
      article: "168",
      heading: "Compensation for contravention of the UK GDPR",
      summary:
        "Confirms that the right to compensation under Article 82 of the UK GDPR covers non-material damage, including distress, and allows representative bodies to bring claims on data subjects' behalf.",
      topics: ["remedies", "damages", "liability"],
    },
    {
      article: "169",
      heading: "Compensation for contravention of other data protection legislation",
      summary:
        "Gives a person who suffers damage because of a contravention of data protection legislation other than the UK GDPR a right to compensation from the controller or processor, subject to a defence.",
      topics: ["remedies", "damages", "liability"],
    },
    {
      article: "170",
      heading: "Unlawfully obtaining etc personal data",
      summary:
        "Makes it an offence knowingly or recklessly to obtain or disclose personal data without the controller's consent, to procure its disclosure, or to retain it without consent, and to sell or offer to sell such data, subject to defences.",
      topics: ["criminal", "offences"],
    },
    {
      article: "171",
      heading: "Re-identification of de-identified personal data",
      summary:
        "Makes it an offence knowingly or recklessly to re-identify information that is de-identified personal data without the controller's consent, or to process such re-identified data, subject to defences.",
      topics: ["criminal", "offences"],
    },
    {
      article: "173",
      heading: "Alteration etc of personal data to prevent disclosure to data subject",
      summary:
        "Makes it an offence, after a subject access or portability request, to alter, deface, block, erase, destroy or conceal information with the intention of preventing its disclosure to the data subject.",
      topics: ["criminal", "offences", "access-right"],
    },
    {
      article: "207",
      heading: "Territorial application of this Act",
      summary:
        "Applies the Act to processing in the context of a UK establishment of a controller or processor, wherever the processing takes place, and to certain other processing involving individuals in the United Kingdom.",
      topics: ["scope"],
    },
  ],
};
