import type { InstrumentInput } from "../../schema";

/** Headings follow the Federal Ministry's English translation of the BDSG (the German text is authoritative). */
export const deBdsg: InstrumentInput = {
  source_id: "de-bdsg",
  title: "Federal Data Protection Act (Bundesdatenschutzgesetz – BDSG) of 30 June 2017",
  short_names: ["BDSG", "Bundesdatenschutzgesetz", "Federal Data Protection Act", "German Federal Data Protection Act", "FDPA"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/englisch_bdsg/",
  date: "2017-06-30",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines the public bodies of the Federation and the Länder and private bodies for the purposes of the Act, including when private bodies performing public tasks count as public bodies.",
      topics: ["definitions", "scope"],
    },
    {
      article: "4",
      heading: "Video surveillance of publicly accessible spaces",
      summary:
        "Permits video surveillance of publicly accessible areas only where necessary for public tasks, exercising domestic authority or specific legitimate interests, requires the surveillance and controller to be made recognisable, and requires prompt deletion; its use as a basis for private controllers is disputed in light of the GDPR.",
      topics: ["lawful-basis", "transparency", "security"],
      situations: ["a shop or building in Germany films customers with CCTV, is that allowed"],
    },
    {
      article: "22",
      heading: "Processing of special categories of personal data",
      summary:
        "Permits processing of special categories of personal data in specified cases, such as social security, health care, public health and important public interest, subject to appropriate and specific safeguards listed in the section.",
      topics: ["sensitive-data", "health-data", "lawful-basis"],
    },
    {
      article: "26",
      heading: "Data processing for employment-related purposes",
      summary:
        "Governs processing of employee data for hiring, performance and termination of employment, detection of crimes, consent in the employment relationship and special category data; after a 2023 CJEU ruling on a parallel state provision, reliance on its general clause as a standalone legal basis is doubtful.",
      topics: ["employment", "lawful-basis", "consent"],
      situations: ["what personal data can my employer in Germany collect and use about me", "can my German employer check my emails or use my data during hiring"],
    },
    {
      article: "32",
      heading: "Information to be provided where personal data are collected from the data subject",
      summary:
        "Sets exceptions to the GDPR Article 13 information duty for further processing, for example where informing would endanger public security, legal claims or confidential transfers to public bodies, and requires alternative protective measures.",
      topics: ["transparency", "privacy-notice", "data-subject-rights"],
    },
    {
      article: "33",
      heading: "Information to be provided where personal data have not been obtained from the data subject",
      summary:
        "Sets exceptions to the GDPR Article 14 information duty where informing would, for example, prejudice public tasks or public security or the establishment, exercise or defence of legal claims.",
      topics: ["transparency", "privacy-notice", "data-subject-rights"],
    },
    {
      article: "34",
      heading: "Right of access by the data subject",
      summary:
        "Restricts the GDPR right of access in specified cases, such as where information need not be given under section 33 or data are retained only because of statutory retention rules or for backup and control purposes and access would require disproportionate effort.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "when can a German company refuse to give me access to my data",
        "a German company refuses to tell me what data it holds about me",
      ],
    },
    {
      article: "35",
      heading: "Right to erasure",
      summary:
        "Replaces erasure with restriction of processing in certain cases of non-automated processing where erasure would be impossible or require disproportionate effort, and where erasure would conflict with statutory or contractual retention periods.",
      topics: ["erasure", "data-subject-rights"],
      situations: [
        "a German company says it can't delete my data and will only block it",
        "when can a company in Germany refuse to erase my personal data",
      ],
    },
    {
      article: "37",
      heading: "Automated individual decision-making, including profiling",
      summary:
        "Permits automated individual decisions in the context of insurance contracts beyond GDPR Article 22(2), where the request is granted or the decision concerns health insurance benefits under binding remuneration rules, with safeguards.",
      topics: ["automated-decisions", "data-subject-rights"],
    },
    {
      article: "38",
      heading: "Data protection officers of private bodies",
      summary:
        "Requires private controllers and processors to designate a data protection officer if they as a rule constantly employ at least 20 persons in automated processing of personal data, and regardless of headcount where they carry out processing needing an impact assessment or commercial processing for transfer or market research.",
      topics: ["dpo"],
      situations: ["does our German company need a data protection officer"],
    },
    {
      article: "42",
      heading: "Penal provisions",
      summary:
        "Makes it a criminal offence, punishable by up to three years' imprisonment or a fine, to knowingly transfer or make accessible non-public personal data of a large number of people commercially without authorisation, and punishes unauthorised processing for gain or to cause harm; prosecution requires a complaint.",
      topics: ["criminal", "offences", "penalties"],
    },
    {
      article: "43",
      heading: "Provisions on administrative fines",
      summary:
        "Makes mishandling information requests and consumer notification duties for consumer loans under section 30 an administrative offence with fines up to EUR 50,000, exempts public bodies from fines, and restricts use of breach notifications in fine proceedings.",
      topics: ["penalties", "breach-notification"],
    },
  ],
};
