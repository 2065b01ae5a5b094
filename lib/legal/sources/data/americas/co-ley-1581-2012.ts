import type { InstrumentInput } from "../../schema";

/**
 * Ley Estatutaria 1581 de 2012 (17 October 2012), general provisions for the protection of personal data (Colombia).
 * Headings are English renderings of the official Spanish article headings.
 */
export const coLey15812012: InstrumentInput = {
  source_id: "co-ley-1581-2012",
  title:
    "Ley Estatutaria 1581 de 2012, por la cual se dictan disposiciones generales para la protección de datos personales",
  short_names: [
    "Ley 1581 de 2012",
    "Ley 1581",
    "Colombian Data Protection Law",
    "Régimen General de Protección de Datos Personales",
  ],
  jurisdiction: "CO",
  kind: "statute",
  provision_label: "article",
  official_url: "http://www.secretariasenado.gov.co/senado/basedoc/ley_1581_2012.html",
  date: "2012-10-17",
  provisions: [
    {
      article: "1",
      heading: "Purpose",
      summary:
        "States that the Law develops the constitutional right of every person to know, update and rectify information collected about them in databases or files (habeas data, Article 15 of the Constitution), together with the right to information in Article 20.",
      topics: ["scope", "principles", "data-subject-rights"],
    },
    {
      article: "2",
      heading: "Scope of application",
      summary:
        "Applies the Law to personal data in databases processed by public or private entities in Colombia, or by controllers or processors abroad bound by Colombian law under international rules or treaties, and excludes among others purely personal or domestic databases, national security and intelligence databases, journalistic content and data governed by the financial habeas data law (Ley 1266 de 2008).",
      topics: ["scope"],
    },
    {
      article: "3",
      heading: "Definitions",
      summary:
        "Defines authorisation (the data subject's prior, express and informed consent), database, personal data, processor (encargado), controller (responsable), data subject (titular) and processing.",
      topics: ["definitions", "consent"],
    },
    {
      article: "4",
      heading: "Principles for the processing of personal data",
      summary:
        "Requires processing to follow the principles of legality, purpose, freedom (prior express and informed consent), truthfulness or quality, transparency, restricted access and circulation, security and confidentiality.",
      topics: ["principles", "consent", "transparency", "security"],
    },
    {
      article: "5",
      heading: "Sensitive data",
      summary:
        "Defines sensitive data as data affecting the data subject's privacy or whose misuse may cause discrimination, such as racial or ethnic origin, political orientation, religious or philosophical beliefs, union or social organisation membership, health, sex life and biometric data.",
      topics: ["sensitive-data", "definitions"],
    },
    {
      article: "6",
      heading: "Processing of sensitive data",
      summary:
        "Prohibits processing sensitive data except with the data subject's explicit authorisation, to protect a vital interest of an incapacitated data subject, in the legitimate activities of non-profit bodies regarding their members, for legal claims, or for historical, statistical or scientific purposes with identities suppressed.",
      topics: ["sensitive-data", "consent", "lawful-basis"],
    },
    {
      article: "7",
      heading: "Rights of children and adolescents",
      summary:
        "Requires processing of the personal data of children and adolescents to respect their prevailing rights and best interests; the Constitutional Court has read the provision as allowing such processing where it serves those interests.",
      topics: ["children"],
    },
    {
      article: "8",
      heading: "Rights of data subjects",
      summary:
        "Gives data subjects the rights to know, update and rectify their data, obtain proof of their authorisation, be informed of how their data are used, complain to the Superintendence of Industry and Commerce, revoke authorisation or request deletion where principles are not respected, and access their data free of charge.",
      topics: ["data-subject-rights", "access-right", "erasure"],
      situations: [
        "what rights do I have over my personal data in Colombia",
        "a Colombian company won't correct my personal information",
      ],
    },
    {
      article: "9",
      heading: "Authorisation of the data subject",
      summary:
        "Requires the data subject's prior and informed authorisation for processing, obtained by any means that can later be consulted, except in the cases the Law exempts.",
      topics: ["consent", "lawful-basis"],
    },
    {
      article: "10",
      heading: "Cases in which authorisation is not required",
      summary:
        "Exempts from authorisation information requested by a public entity in its legal functions or by court order, public data, medical or health emergencies, processing authorised by law for historical, statistical or scientific purposes, and civil registry data.",
      topics: ["lawful-basis", "consent"],
    },
    {
      article: "12",
      heading: "Duty to inform the data subject",
      summary:
        "Requires the controller, when seeking authorisation, to inform the data subject clearly of the processing and its purpose, the optional nature of answers about sensitive data or minors' data, their rights, and the controller's identity and contact details.",
      topics: ["transparency", "privacy-notice"],
    },
    {
      article: "14",
      heading: "Queries",
      summary:
        "Allows data subjects or their successors to consult the personal information held about them, and requires controllers and processors to answer within ten business days, extendable by up to five more with notice of the reasons.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "how long does a Colombian company have to answer when I ask to see my data",
        "can I consult the information a company in Colombia holds about me",
      ],
    },
    {
      article: "15",
      heading: "Complaints",
      summary:
        "Sets the procedure for complaints seeking correction, updating or deletion of data or alleging breach of the Law, to be resolved within fifteen business days, extendable by up to eight more; this procedure must be exhausted before a complaint is brought to the Superintendence.",
      topics: ["data-subject-rights", "remedies", "erasure"],
      situations: [
        "how do I complain to a company in Colombia to have my data deleted or corrected",
      ],
    },
    {
      article: "17",
      heading: "Duties of controllers",
      summary:
        "Lists the duties of controllers, including guaranteeing the exercise of habeas data, keeping proof of authorisation, informing data subjects, maintaining security, processing queries and complaints, and informing the data protection authority of breaches of security codes and risks in managing data subjects' information.",
      topics: ["security", "breach-notification", "records", "transparency"],
    },
    {
      article: "18",
      heading: "Duties of processors",
      summary:
        "Lists the duties of processors, including guaranteeing data subjects' rights, maintaining security, updating and rectifying data, handling queries and complaints, and informing the Superintendence of breaches of security codes.",
      topics: ["processors", "security", "breach-notification"],
    },
    {
      article: "19",
      heading: "Data protection authority",
      summary:
        "Designates the Superintendence of Industry and Commerce, through a delegated office for personal data protection, as the authority that oversees compliance with the Law.",
      topics: ["enforcement"],
    },
    {
      article: "23",
      heading: "Sanctions",
      summary:
        "Empowers the Superintendence to impose on controllers and processors fines of up to 2,000 monthly minimum legal wages, suspension of processing activities for up to six months, temporary closure, and immediate and definitive closure of operations involving sensitive data.",
      topics: ["penalties", "enforcement", "sensitive-data"],
    },
    {
      article: "26",
      heading: "Prohibition",
      summary:
        "Prohibits transfers of personal data to countries that do not provide adequate levels of data protection, with exceptions such as the data subject's express and unequivocal authorisation, medical data, bank or stock exchange transfers, treaties, contracts with the data subject and legally required transfers.",
      topics: ["cross-border-transfer"],
    },
  ],
};
