import type { InstrumentInput } from "../../schema";

/** Singapore Personal Data Protection Act 2012 (2020 Revised Edition, as amended by Act 40 of 2020). */
export const sgPdpa2012: InstrumentInput = {
  source_id: "sg-pdpa-2012",
  title: "Personal Data Protection Act 2012",
  short_names: ["PDPA", "Singapore PDPA", "PDPA 2012", "Personal Data Protection Act (Singapore)"],
  jurisdiction: "SG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://sso.agc.gov.sg/Act/PDPA2012",
  date: "2012",
  provisions: [
    {
      article: "2",
      heading: "Interpretation",
      summary:
        "Defines the key terms used throughout the Act, including personal data, organisation, individual, data intermediary, business contact information and derived personal data.",
      topics: ["definitions", "scope"],
    },
    {
      article: "3",
      heading: "Purpose",
      summary:
        "States that the Act governs how organisations collect, use and disclose personal data, balancing individuals' right to protect their data against organisations' need to handle it for purposes a reasonable person would consider appropriate.",
      topics: ["principles", "scope"],
    },
    {
      article: "4",
      heading: "Application of Act",
      summary:
        "Sets the reach of the data protection obligations: individuals acting in a personal or domestic capacity, employees acting in the course of employment and public agencies are outside them, while data intermediaries processing under a written contract are subject only to the protection, retention and certain breach-related duties.",
      topics: ["scope", "processors"],
      situations: [
        "I keep my friends' phone numbers on my phone in Singapore, does the data protection law apply to me",
        "does the Singapore privacy law apply to a company that only processes data for another company under contract",
      ],
    },
    {
      article: "11",
      heading: "Compliance with Act",
      summary:
        "Makes an organisation responsible for personal data in its possession or under its control and requires it to designate one or more individuals (commonly called data protection officers) to ensure compliance, and to make their business contact information available.",
      topics: ["dpo", "principles"],
      situations: ["who is responsible for personal data in a company, do they need a data protection officer"],
    },
    {
      article: "12",
      heading: "Policies and practices",
      summary:
        "Requires organisations to develop and implement data protection policies and practices, set up a complaints process, communicate the policies to staff, and make information about them available on request.",
      topics: ["transparency", "records", "principles"],
      situations: ["how do I complain to a company about how it handles my personal data"],
    },
    {
      article: "13",
      heading: "Consent required",
      summary:
        "Prohibits an organisation from collecting, using or disclosing personal data unless the individual has given or is deemed to have given consent, or the Act or another written law requires or authorises it to act without consent.",
      topics: ["consent", "lawful-basis"],
      situations: [
        "can a Singapore company use my personal data without asking me",
      ],
    },
    {
      article: "14",
      heading: "Provision of consent",
      summary:
        "Makes consent invalid unless the individual was told the purposes as required by section 20, and bars organisations from demanding consent beyond what is reasonable as a condition of supplying a product or service or from obtaining it through false or misleading practices.",
      topics: ["consent"],
      situations: ["a company made me consent to extra uses of my data as a condition of the service"],
    },
    {
      article: "15",
      heading: "Deemed consent",
      summary:
        "Treats an individual as consenting where they voluntarily provide their data for a purpose and it is reasonable that they would do so, and in specified cases where disclosure is needed to conclude or perform a contract with the individual.",
      topics: ["consent"],
      situations: ["I gave my details voluntarily, does that count as consent"],
    },
    {
      article: "15A",
      heading: "Deemed consent by notification",
      summary:
        "Allows consent to be deemed where the organisation has assessed that the processing is unlikely to adversely affect the individual, notified the individual of the purpose and given a reasonable period to opt out, and the individual did not object; it cannot be used for prescribed purposes such as sending direct marketing.",
      topics: ["consent", "impact-assessment"],
      situations: [
        "a Singapore company told me it will use my data for a new purpose unless I opt out, is that allowed",
        "can a company in Singapore assume my consent if I do not object to its notice",
      ],
    },
    {
      article: "16",
      heading: "Withdrawal of consent",
      summary:
        "Lets an individual withdraw consent on reasonable notice; the organisation must explain the likely consequences, may not prohibit the withdrawal, and must then stop collecting, using or disclosing the data unless another basis applies.",
      topics: ["consent", "data-subject-rights"],
      situations: [
        "I want to withdraw my consent for a Singapore company to use my data",
        "a Singapore company keeps sending me marketing after I said stop",
      ],
    },
    {
      article: "17",
      heading: "Collection, use and disclosure without consent",
      summary:
        "Permits collection, use and disclosure without consent only in the circumstances listed in the First and Second Schedules, such as vital interests, publicly available data, legitimate interests, business asset transactions, business improvement and research.",
      topics: ["lawful-basis", "consent"],
      situations: ["when can a company use my personal data without asking me"],
    },
    {
      article: "18",
      heading: "Limitation of purpose and extent",
      summary:
        "Limits collection, use and disclosure to purposes a reasonable person would consider appropriate in the circumstances and, where applicable, that the individual has been informed of.",
      topics: ["principles"],
      situations: [
        "a Singapore company collected more of my personal data than it needed",
      ],
    },
    {
      article: "19",
      heading: "Personal data collected before 2 July 2014",
      summary:
        "Allows personal data collected before the data protection provisions took effect on 2 July 2014 to continue to be used for the purposes for which it was collected, unless consent is withdrawn or the individual indicates they do not consent.",
      topics: ["scope", "consent"],
      situations: [
        "a Singapore company collected my details years ago before the privacy law, can it still use them",
        "can a company keep using customer data collected before 2014 in Singapore",
      ],
    },
    {
      article: "20",
      heading: "Notification of purpose",
      summary:
        "Requires an organisation, on or before collecting personal data, to tell the individual the purposes of collection, use and disclosure and, on request, the business contact of a person who can answer questions about it.",
      topics: ["transparency", "privacy-notice"],
      situations: [
        "a Singapore company didn't tell me why it was collecting my details",
      ],
    },
    {
      article: "21",
      heading: "Access to personal data",
      summary:
        "Gives individuals a right, on request, to obtain their personal data held by an organisation and information about how it has been used or disclosed in the past year, subject to the exceptions in the Fifth Schedule and prohibitions where access would harm others.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "I want to see what personal data a Singapore company holds about me",
        "a Singapore business won't tell me what information it keeps about me",
        "can I request a copy of my personal data from a company in Singapore",
      ],
    },
    {
      article: "22",
      heading: "Correction of personal data",
      summary:
        "Requires an organisation, on request, to correct an error or omission in an individual's personal data unless it has reasonable grounds not to, and to send the corrected data to organisations it disclosed the data to in the preceding year.",
      topics: ["data-subject-rights"],
      situations: [
        "a Singapore company has my personal details wrong and I want them corrected",
      ],
    },
    {
      article: "22A",
      heading: "Preservation of copies of personal data",
      summary:
        "Requires an organisation that refuses an access request to preserve a complete and accurate copy of the requested personal data for the prescribed period so that the refusal can be reviewed.",
      topics: ["access-right", "records"],
      situations: [
        "a company in Singapore refused my request for my data, must it keep a copy while I complain",
        "how long must a Singapore company preserve my data after refusing my access request",
      ],
    },
    {
      article: "23",
      heading: "Accuracy of personal data",
      summary:
        "Requires organisations to make a reasonable effort to ensure personal data is accurate and complete where it is likely to be used to make a decision affecting the individual or to be disclosed to another organisation.",
      topics: ["principles"],
      situations: ["a company used wrong or outdated information about me to make a decision"],
    },
    {
      article: "24",
      heading: "Protection of personal data",
      summary:
        "Requires organisations to protect personal data in their possession or control by making reasonable security arrangements against unauthorised access, collection, use, disclosure, copying, modification or disposal and against loss of storage media.",
      topics: ["security"],
      situations: [
        "a Singapore company didn't protect my personal data properly",
      ],
    },
    {
      article: "25",
      heading: "Retention of personal data",
      summary:
        "Requires organisations to stop retaining documents containing personal data, or to anonymise them, once the purpose of collection is no longer served and retention is no longer needed for legal or business purposes.",
      topics: ["principles", "erasure"],
      situations: [
        "how long can a Singapore company keep my personal data",
        "a Singapore company kept my data long after I stopped being a customer",
      ],
    },
    {
      article: "26",
      heading: "Transfer of personal data outside Singapore",
      summary:
        "Prohibits transferring personal data outside Singapore except in accordance with prescribed requirements that ensure the transferred data receives a standard of protection comparable to that under the Act.",
      topics: ["cross-border-transfer"],
      situations: [
        "can a Singapore company send my personal data overseas",
      ],
    },
    {
      article: "26A",
      heading: "Interpretation of this Part",
      summary:
        "Defines terms for the data breach notification Part, including a data breach (unauthorised access, collection, use, disclosure, copying, modification or disposal, or loss of a storage device where such events are likely) and an affected individual.",
      topics: ["definitions", "breach-notification"],
    },
    {
      article: "26B",
      heading: "Notifiable data breaches",
      summary:
        "Makes a data breach notifiable where it results or is likely to result in significant harm to an affected individual or is of significant scale, with prescribed categories of data and affected-person thresholds; breaches confined within an organisation are excluded.",
      topics: ["breach-notification"],
      situations: [
        "which data breaches must be reported in Singapore",
      ],
    },
    {
      article: "26C",
      heading: "Duty to conduct assessment of data breach",
      summary:
        "Requires an organisation that has reason to believe a data breach has occurred to assess, reasonably and expeditiously, whether it is notifiable, and requires data intermediaries to notify the organisation they act for without undue delay.",
      topics: ["breach-notification", "processors", "incident-reporting"],
      situations: [
        "we think our company in Singapore had a data breach, what must we do first to assess it",
        "our IT vendor in Singapore found a breach in data it processes for us, must it tell us",
      ],
    },
    {
      article: "26D",
      heading: "Duty to notify occurrence of notifiable data breach",
      summary:
        "Requires notification of a notifiable breach to the Personal Data Protection Commission as soon as practicable and within 3 calendar days of assessing it as notifiable, and notification of affected individuals where significant harm is likely, subject to remedial-action and law-enforcement exceptions.",
      topics: ["breach-notification", "incident-reporting"],
      situations: [
        "must a Singapore company tell me and the regulator about a data breach",
        "a Singapore company was hacked and my details were leaked",
        "how soon must a data breach be reported in Singapore",
      ],
    },
    {
      article: "26E",
      heading: "Obligations of data intermediary of public agency",
      summary:
        "Requires an organisation acting as a data intermediary for a public agency to notify that agency without undue delay once it has reason to believe a data breach has occurred in the data it processes for the agency.",
      topics: ["breach-notification", "processors"],
      situations: [
        "we process data for a Singapore government agency and found a breach, who do we tell",
        "our firm is a data intermediary for a public agency in Singapore and suspects a breach",
      ],
    },
    {
      article: "43",
      heading: "Duty to check register",
      summary:
        "Forbids sending a specified (marketing) message to a Singapore telephone number unless the sender has, within the prescribed period before sending, checked the Do Not Call Register and confirmed the number is not listed, or the user or subscriber has given clear and unambiguous consent evidenced in written or other accessible form.",
      topics: ["marketing", "consent", "do-not-call"],
      situations: ["can we send SMS promotions to numbers we bought without checking the Do Not Call list", "a property agent keeps texting me although I registered on DNC"],
    },
    {
      article: "48D",
      heading: "Unauthorised disclosure of personal data",
      summary:
        "Makes it an offence for an individual knowingly or recklessly to disclose personal data held by an organisation or public agency without its authorisation, punishable by a fine of up to S$5,000 and/or up to 2 years' imprisonment, subject to listed defences.",
      topics: ["offences", "penalties", "criminal"],
      situations: [
        "an employee in Singapore leaked customer personal data without permission, is that a crime",
        "is it a crime for a staff member to share customer records without approval in Singapore",
      ],
    },
    {
      article: "48E",
      heading: "Improper use of personal data",
      summary:
        "Makes it an offence for an individual knowingly or recklessly to make unauthorised use of personal data held by an organisation or public agency and thereby obtain a gain or cause harm or loss to another, with listed defences.",
      topics: ["offences", "penalties", "criminal"],
      situations: [
        "a staff member in Singapore used customer data for his own gain, is that an offence",
        "an ex-employee misused our customer list for his new business in Singapore",
      ],
    },
    {
      article: "48F",
      heading: "Unauthorised re-identification of anonymised information",
      summary:
        "Makes it an offence for an individual knowingly or recklessly to re-identify, without authorisation, the person to whom anonymised information held by an organisation or public agency relates, subject to defences such as notified re-identification for specified purposes.",
      topics: ["offences", "penalties", "criminal"],
      situations: [
        "someone re-identified people from anonymised data in Singapore without permission",
        "is it an offence to work out who is behind anonymised data in Singapore",
      ],
    },
    {
      article: "48J",
      heading: "Financial penalties",
      summary:
        "Empowers the Commission to impose financial penalties for intentional or negligent contraventions of the data protection Parts, capped at 10% of annual Singapore turnover for organisations whose turnover exceeds S$10 million, or S$1 million otherwise.",
      topics: ["penalties", "enforcement"],
      situations: ["how large a fine can a company get for breaching data protection rules"],
    },
    {
      article: "48O",
      heading: "Right of private action",
      summary:
        "Gives a person who suffers loss or damage directly as a result of an organisation's contravention of the data protection Parts a civil right of action for relief such as an injunction, declaration or damages.",
      topics: ["remedies", "liability", "damages"],
      situations: [
        "can I sue a Singapore company for losses caused by misusing my data",
      ],
    },
  ],
};
