import type { InstrumentInput } from "../../schema";

/** South Africa's Protection of Personal Information Act 4 of 2013 (POPIA). */
export const zaPopia: InstrumentInput = {
  source_id: "za-popia",
  title: "Protection of Personal Information Act 4 of 2013",
  short_names: ["POPIA", "POPI Act", "Protection of Personal Information Act", "Act 4 of 2013"],
  jurisdiction: "ZA",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gov.za/documents/protection-personal-information-act",
  date: "2013-11-19",
  provisions: [
    {
      article: "1",
      heading: "Definitions",
      summary:
        "Defines the Act's key terms, including personal information (which covers juristic as well as natural persons), special personal information, processing, responsible party, operator, data subject, consent and direct marketing.",
      topics: ["definitions"],
    },
    {
      article: "2",
      heading: "Purpose of Act",
      summary:
        "States the Act's purposes: giving effect to the constitutional right to privacy by safeguarding personal information, balancing it against other rights such as access to information, regulating processing through minimum conditions, and providing remedies and a regulator.",
      topics: ["principles", "scope"],
    },
    {
      article: "3",
      heading: "Application and interpretation of Act",
      summary:
        "Applies the Act to processing of personal information entered in a record by or for a responsible party domiciled in South Africa, or not domiciled there but using means in South Africa other than merely for forwarding.",
      topics: ["scope"],
      situations: [
        "does POPIA apply to a foreign company processing personal information in South Africa",
        "does POPIA apply to a company outside South Africa using equipment in South Africa",
      ],
    },
    {
      article: "4",
      heading: "Lawful processing of personal information",
      summary:
        "Lists the eight conditions for lawful processing: accountability, processing limitation, purpose specification, further processing limitation, information quality, openness, security safeguards and data subject participation.",
      topics: ["principles", "lawful-basis"],
    },
    {
      article: "5",
      heading: "Rights of data subjects",
      summary:
        "Summarises the rights of data subjects, including to be notified of collection and of security compromises, to access, correct and delete information, to object to processing including for direct marketing, not to be subject to certain automated decisions, and to complain to the Regulator and institute civil proceedings.",
      topics: ["data-subject-rights"],
      situations: [
        "what rights do I have over my personal information in South Africa",
        "can I object to direct marketing and automated decisions in South Africa",
      ],
    },
    {
      article: "6",
      heading: "Exclusions",
      summary:
        "Excludes from the Act processing in the course of purely personal or household activities, information that has been de-identified, and certain processing by public bodies for national security, crime prevention and other listed purposes, and by Cabinet and the courts.",
      topics: ["scope"],
      situations: [
        "does POPIA apply to personal information I keep for household purposes in South Africa",
        "does POPIA apply to de-identified information in South Africa",
      ],
    },
    {
      article: "8",
      heading: "Responsible party to ensure conditions for lawful processing",
      summary:
        "Makes the responsible party accountable for ensuring that the conditions for lawful processing and the measures that give effect to them are complied with when determining the purpose and means of processing and during processing.",
      topics: ["principles"],
      situations: [
        "who is responsible for complying with POPIA when a company processes my data",
        "who is accountable when personal information is misused in South Africa",
      ],
    },
    {
      article: "9",
      heading: "Lawfulness of processing",
      summary:
        "Requires personal information to be processed lawfully and in a reasonable manner that does not infringe the privacy of the data subject.",
      topics: ["principles", "lawful-basis"],
      situations: [
        "a company in South Africa processed my information in a way that invaded my privacy",
        "must personal information be processed lawfully and reasonably in South Africa",
      ],
    },
    {
      article: "10",
      heading: "Minimality",
      summary:
        "Permits processing only if, given its purpose, it is adequate, relevant and not excessive.",
      topics: ["principles"],
      situations: [
        "a company in South Africa asks for far more personal information than it needs",
        "can a business in South Africa ask for my ID number when it is not needed",
      ],
    },
    {
      article: "11",
      heading: "Consent, justification and objection",
      summary:
        "Permits processing only on a listed ground (consent, contract, legal obligation, legitimate interest of the data subject, public law duty or legitimate interests of the responsible party or a third party), places the burden of proving consent on the responsible party, and gives data subjects a right to object.",
      topics: ["lawful-basis", "consent", "objection"],
      situations: ["can a company process my personal information without my consent", "I object to a company using my information"],
    },
    {
      article: "12",
      heading: "Collection directly from data subject",
      summary:
        "Requires personal information to be collected directly from the data subject, except in listed cases such as public records, consent, legal requirements or where direct collection would prejudice a lawful purpose.",
      topics: ["principles"],
      situations: ["a company collected information about me from someone else instead of from me"],
    },
    {
      article: "13",
      heading: "Collection for specific purpose",
      summary:
        "Requires personal information to be collected for a specific, explicitly defined and lawful purpose related to the responsible party's functions or activities, and requires the data subject to be made aware of that purpose.",
      topics: ["principles", "transparency"],
      situations: [
        "must a company in South Africa tell me why it collects my personal information",
        "must a company in South Africa collect my personal information for a defined purpose",
      ],
    },
    {
      article: "14",
      heading: "Retention and restriction of records",
      summary:
        "Prohibits retaining records of personal information longer than necessary for the purpose unless required by law, contract, consent or for research, requires destruction, deletion or de-identification afterwards, and sets when processing must be restricted.",
      topics: ["principles", "erasure", "records"],
      situations: ["how long can a company keep records of my personal information"],
    },
    {
      article: "15",
      heading: "Further processing to be compatible with purpose of collection",
      summary:
        "Requires further processing to be compatible with the purpose of collection, having regard to factors such as the relationship between the purposes, the nature of the information and the consequences for the data subject.",
      topics: ["principles"],
      situations: [
        "can a company in South Africa use my information for a different purpose than it was collected for",
        "can a company in South Africa reuse my information for something unrelated",
      ],
    },
    {
      article: "16",
      heading: "Quality of information",
      summary:
        "Requires the responsible party to take reasonably practicable steps to ensure personal information is complete, accurate, not misleading and updated where necessary.",
      topics: ["principles"],
      situations: [
        "a company in South Africa holds incorrect information about me, must it keep it accurate",
        "must a company in South Africa update my personal details when they change",
      ],
    },
    {
      article: "17",
      heading: "Documentation",
      summary:
        "Requires the responsible party to maintain documentation of all processing operations under its responsibility, as referred to in the Promotion of Access to Information Act.",
      topics: ["records"],
      situations: [
        "what records of processing must a company keep under POPIA",
        "must we document our processing operations in South Africa",
      ],
    },
    {
      article: "18",
      heading: "Notification to data subject when collecting personal information",
      summary:
        "Requires the responsible party to take reasonably practicable steps to inform the data subject of matters such as the information collected, its source, the responsible party's identity, the purpose, whether supply is voluntary or mandatory, intended cross-border transfers and the data subject's rights.",
      topics: ["transparency", "privacy-notice"],
      situations: ["a company collected my details without telling me why"],
    },
    {
      article: "19",
      heading: "Security measures on integrity and confidentiality of personal information",
      summary:
        "Requires the responsible party to secure personal information by appropriate, reasonable technical and organisational measures against loss, damage, unauthorised destruction and unlawful access, including identifying risks, maintaining and verifying safeguards and updating them.",
      topics: ["security"],
      situations: ["the company didn't keep my personal information secure"],
    },
    {
      article: "20",
      heading: "Information processed by operator or person acting under authority",
      summary:
        "Requires operators and others processing personal information on behalf of a responsible party to process it only with the responsible party's knowledge or authorisation and to treat it as confidential.",
      topics: ["processors", "security"],
      situations: [
        "an outside company processes personal information for us in South Africa, what are its duties",
        "must a service provider in South Africa keep the personal information it processes confidential",
      ],
    },
    {
      article: "21",
      heading: "Security measures regarding information processed by operator",
      summary:
        "Requires a written contract ensuring that operators establish and maintain the section 19 security measures, and requires operators to notify the responsible party immediately of reasonable grounds to believe information has been accessed or acquired by an unauthorised person.",
      topics: ["processors", "security", "contract"],
      situations: [
        "do we need a written contract with a service provider processing personal information in South Africa",
        "must an operator in South Africa tell us if personal information was compromised",
      ],
    },
    {
      article: "22",
      heading: "Notification of security compromises",
      summary:
        "Requires the responsible party, where there are reasonable grounds to believe personal information has been accessed or acquired by an unauthorised person, to notify the Information Regulator and the data subject as soon as reasonably possible, with enough information for the data subject to take protective measures.",
      topics: ["breach-notification", "incident-reporting"],
      situations: [
        "my information was hacked, should the company have notified me",
        "a company in South Africa was hacked and my details were exposed",
      ],
    },
    {
      article: "23",
      heading: "Access to personal information",
      summary:
        "Gives a data subject who proves their identity the right to ask whether a responsible party holds their personal information and to obtain a record or description of it and of third parties who have had access, within a reasonable time and at a prescribed fee, if any.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "I want to know what personal information a company holds about me",
        "a South African company won't say what information it has on me",
      ],
    },
    {
      article: "24",
      heading: "Correction of personal information",
      summary:
        "Lets a data subject request correction or deletion of inaccurate, irrelevant, excessive, out of date, incomplete, misleading or unlawfully obtained information, or destruction of records the responsible party may no longer retain.",
      topics: ["erasure", "data-subject-rights"],
      situations: [
        "a company has wrong information about me and won't correct or delete it",
        "I want my personal information deleted by a company in South Africa",
      ],
    },
    {
      article: "26",
      heading: "Prohibition on processing of special personal information",
      summary:
        "Prohibits processing of special personal information, such as religious or philosophical beliefs, race or ethnic origin, trade union membership, political persuasion, health or sex life, biometric information and criminal behaviour, subject to the authorisations in sections 27 to 33.",
      topics: ["sensitive-data", "health-data"],
      situations: ["can someone process my religion, health or race information"],
    },
    {
      article: "27",
      heading: "General authorisation concerning special personal information",
      summary:
        "Lifts the prohibition on special personal information where there is consent, necessity for legal claims or international public law obligations, certain research purposes, deliberate publication by the data subject, or authorisation by the Regulator in the public interest.",
      topics: ["sensitive-data", "consent", "lawful-basis"],
      situations: [
        "can a company in South Africa process my health information or other special information",
        "when can special personal information like health or race be processed in South Africa",
      ],
    },
    {
      article: "34",
      heading: "Prohibition on processing personal information of children",
      summary:
        "Prohibits processing personal information concerning a child, subject to the exceptions in section 35.",
      topics: ["children"],
      situations: ["can a company process my child's personal information"],
    },
    {
      article: "35",
      heading: "General authorisation concerning personal information of children",
      summary:
        "Permits processing of children's personal information with the prior consent of a competent person, for legal claims or international law obligations, for qualifying research, where deliberately made public with a competent person's consent, or where authorised by the Regulator with safeguards.",
      topics: ["children", "consent"],
      situations: [
        "can a company in South Africa process my child's personal information",
        "can a school in South Africa process a child's personal information with parental consent",
      ],
    },
    {
      article: "55",
      heading: "Duties and responsibilities of Information Officer",
      summary:
        "Sets the information officer's responsibilities, including encouraging compliance with the processing conditions, dealing with requests, working with the Regulator on investigations and otherwise ensuring compliance, and requires registration with the Regulator before taking up duties.",
      topics: ["dpo"],
      situations: [
        "what does an information officer have to do under POPIA",
        "must an information officer in South Africa register with the Information Regulator",
      ],
    },
    {
      article: "57",
      heading: "Processing subject to prior authorisation",
      summary:
        "Requires prior authorisation from the Regulator before certain high-risk processing, such as processing unique identifiers for a purpose other than that intended at collection with the aim of linking information, processing criminal or unlawful conduct information for third parties, credit reporting, and transfers of special or children's information to countries without adequate protection.",
      topics: ["impact-assessment", "sensitive-data", "enforcement"],
      situations: [
        "do we need the Information Regulator's prior authorisation to process criminal records in South Africa",
        "when is prior authorisation from the Information Regulator needed in South Africa",
      ],
    },
    {
      article: "69",
      heading: "Direct marketing by means of unsolicited electronic communications",
      summary:
        "Prohibits direct marketing by electronic communications such as automated calls, fax, SMS or email unless the data subject has consented (which may be requested only once) or is an existing customer marketed similar products with an opportunity to opt out, and requires sender identification and opt-out details.",
      topics: ["consent", "consumer-protection", "objection"],
      situations: ["I keep getting marketing SMS and emails I never agreed to"],
    },
    {
      article: "71",
      heading: "Automated decision making",
      summary:
        "Protects data subjects from decisions with legal or substantial effects based solely on automated processing intended to profile them, unless the decision relates to a contract with safeguards or is authorised by law or a code, and requires an opportunity to make representations and information about the underlying logic.",
      topics: ["automated-decisions", "ai", "data-subject-rights"],
      situations: ["a decision about me was made only by a computer profile"],
    },
    {
      article: "72",
      heading: "Transfers of personal information outside Republic",
      summary:
        "Prohibits transferring personal information to a third party in a foreign country unless the recipient is subject to a law, binding corporate rules or agreement giving substantially similar protection, the data subject consents, or the transfer is necessary for a contract or benefits the data subject in listed circumstances.",
      topics: ["cross-border-transfer"],
      situations: [
        "can we send personal information from South Africa to another country",
        "can we transfer personal information out of South Africa with the person's consent",
      ],
    },
    {
      article: "99",
      heading: "Civil remedies",
      summary:
        "Allows a data subject, or the Regulator at the data subject's request, to institute civil action for damages against a responsible party for breach of the Act, whether or not there is intent or negligence, subject to limited defences.",
      topics: ["remedies", "damages", "liability"],
      situations: ["can I sue for damages when my personal information was misused"],
    },
    {
      article: "107",
      heading: "Penalties",
      summary:
        "Sets the criminal penalties for offences under the Act, with fines or imprisonment of up to 10 years for the most serious offences, such as obstruction of the Regulator and failure to comply with an enforcement notice, and up to 12 months for others.",
      topics: ["penalties", "offences", "criminal"],
      situations: [
        "what criminal penalties apply for breaking POPIA in South Africa",
        "can I go to jail for failing to comply with an enforcement notice under POPIA",
      ],
    },
    {
      article: "109",
      heading: "Administrative fines",
      summary:
        "Allows the Regulator to issue an infringement notice imposing an administrative fine of up to R10 million on a responsible party alleged to have committed an offence under the Act.",
      topics: ["penalties", "enforcement"],
      situations: [
        "how much can the Information Regulator fine a company in South Africa",
        "what is the maximum administrative fine under POPIA",
      ],
    },
  ],
};
