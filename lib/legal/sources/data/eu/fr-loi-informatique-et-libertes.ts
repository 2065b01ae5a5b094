import type { InstrumentInput } from "../../schema";

/**
 * Articles of the Loi Informatique et Libertés carry no individual official headings. The headings
 * below are editorial descriptions in square brackets; article numbers follow the numbering in force
 * since the recast by Ordonnance n° 2018-1125 (in force 1 June 2019).
 */
export const frLoiInformatiqueEtLibertes: InstrumentInput = {
  source_id: "fr-loi-informatique-et-libertes",
  title: "Loi n° 78-17 du 6 janvier 1978 relative à l'informatique, aux fichiers et aux libertés",
  short_names: [
    "Loi Informatique et Libertés",
    "LIL",
    "French Data Protection Act",
    "Act No. 78-17 of 6 January 1978 on Information Technology, Data Files and Civil Liberties",
    "Loi n° 78-17",
  ],
  jurisdiction: "FR",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000886460",
  date: "1978-01-06",
  provisions: [
    {
      article: "1",
      heading: "[Untitled] Founding principles",
      summary:
        "Declares that information technology must serve every citizen and must not harm human identity, human rights, private life or individual or public liberties, and gives everyone the right to decide on and control uses of their personal data.",
      topics: ["principles"],
    },
    {
      article: "2",
      heading: "[Untitled] Scope and definitions",
      summary:
        "Applies the Act to automated processing of personal data and to non-automated processing of data in or intended for a filing system, and gives its terms the meaning they have in Article 4 of the GDPR unless otherwise provided.",
      topics: ["scope", "definitions"],
    },
    {
      article: "4",
      heading: "[Untitled] Principles relating to personal data",
      summary:
        "Requires personal data to be processed lawfully, fairly and transparently, for specified and legitimate purposes, and to be adequate, accurate, kept no longer than necessary and appropriately secured.",
      topics: ["principles", "security"],
    },
    {
      article: "5",
      heading: "[Untitled] Lawfulness of processing",
      summary:
        "Makes processing lawful only where one of the listed conditions applies: consent, performance of a contract, legal obligation, vital interests, a public-interest task or official authority, or the legitimate interests of the controller or a third party.",
      topics: ["lawful-basis", "consent"],
    },
    {
      article: "6",
      heading: "[Untitled] Sensitive data",
      summary:
        "Prohibits processing data revealing alleged racial or ethnic origin, political opinions, religious or philosophical beliefs, trade union membership, genetic, biometric identifying, health, sex life or sexual orientation data, subject to the exceptions in the GDPR and the Act.",
      topics: ["sensitive-data", "health-data"],
    },
    {
      article: "8",
      heading: "[Untitled] The CNIL and its missions",
      summary:
        "Establishes the Commission nationale de l'informatique et des libertés (CNIL) as an independent administrative authority and the national supervisory authority under the GDPR, and lists its missions of informing, advising, authorising, monitoring and sanctioning.",
      topics: ["enforcement"],
    },
    {
      article: "20",
      heading: "[Untitled] Corrective measures and sanctions",
      summary:
        "Empowers the CNIL's president and its restricted committee to address warnings and formal notices to controllers and processors and to impose corrective measures and sanctions, including administrative fines within the GDPR ceilings and periodic penalty payments.",
      topics: ["enforcement", "penalties"],
    },
    {
      article: "45",
      heading: "[Untitled] Consent of minors to information society services",
      summary:
        "Sets the age from which a minor can consent alone to processing for information society services offered directly to them at 15; below that age, consent must be given jointly by the minor and the holder of parental authority.",
      topics: ["children", "consent"],
      situations: ["at what age can a child in France sign up to social media without a parent"],
    },
    {
      article: "49",
      heading: "[Untitled] Right of access",
      summary:
        "Provides for the data subject's right of access to their personal data, exercised under the conditions of Article 15 of the GDPR.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "I want to see the personal data a French company holds about me",
        "a French company won't tell me what information it keeps on me",
      ],
    },
    {
      article: "51",
      heading: "[Untitled] Right to erasure",
      summary:
        "Provides for the right to erasure under Article 17 of the GDPR and reinforces it for data collected in connection with information society services when the data subject was a minor, requiring prompt erasure.",
      topics: ["erasure", "children", "data-subject-rights"],
      situations: [
        "I want a French website to erase data I posted as a minor",
        "a French platform still shows photos I posted when I was fifteen, can I have them removed",
        "data I shared on a social network as a teenager in France, can it be erased quickly",
      ],
    },
    {
      article: "82",
      heading: "[Untitled] Cookies and terminal equipment",
      summary:
        "Requires users of electronic communications services to be clearly and fully informed, and to consent, before information is stored on or read from their terminal equipment (such as cookies), except where solely to enable electronic communication or strictly necessary for a service they requested.",
      topics: ["consent", "transparency"],
      situations: ["a French website puts cookies on my device without asking"],
    },
    {
      article: "84",
      heading: "[Untitled] Rights of deceased persons",
      summary:
        "Provides that the data subject's rights expire on death, but may be provisionally maintained under the conditions of Article 85.",
      topics: ["data-subject-rights"],
    },
    {
      article: "85",
      heading: "[Untitled] Post-mortem directives",
      summary:
        "Allows individuals to give general or specific directives on the retention, erasure and communication of their personal data after death, and defines what heirs may do where no directives exist.",
      // Not tagged "erasure": that topic links it to the GDPR's right to erasure, before which a French provision
      // would be ranked, though it answers only for the dead.
      topics: ["data-subject-rights", "deceased-persons"],
      situations: ["what happens to my personal data and accounts after I die"],
    },
  ],
};
