import type { InstrumentInput } from "../../schema";

/**
 * Headings follow the English translation published on Fedlex (English is not an official Swiss
 * language; the German, French and Italian texts are authoritative).
 */
export const chFadp: InstrumentInput = {
  source_id: "ch-fadp",
  title: "Federal Act on Data Protection (Data Protection Act, FADP) of 25 September 2020",
  short_names: ["FADP", "nFADP", "revFADP", "revDSG", "DSG", "nDSG", "LPD", "Swiss Data Protection Act", "SR 235.1"],
  jurisdiction: "CH",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.fedlex.admin.ch/eli/cc/2022/491/en",
  date: "2020-09-25",
  provisions: [
    {
      article: "1",
      heading: "Purpose",
      summary:
        "States that the Act protects the personality and fundamental rights of natural persons whose personal data is processed.",
      topics: ["scope", "principles"],
    },
    {
      article: "2",
      heading: "Personal and material scope of application",
      summary:
        "Applies the Act to processing of personal data of natural persons by private persons and federal bodies, excluding purely personal use, deliberations of the Federal Assembly and its committees, and certain beneficiaries enjoying immunity, with court proceedings governed by procedural law.",
      topics: ["scope"],
    },
    {
      article: "3",
      heading: "Territorial scope of application",
      summary:
        "Applies the Act to circumstances that have an effect in Switzerland even if they occur abroad, with civil claims governed by the Private International Law Act.",
      topics: ["scope", "cross-border-transfer"],
    },
    {
      article: "5",
      heading: "Definitions",
      summary:
        "Defines terms including personal data, data subject, sensitive personal data, processing, disclosure, profiling, high-risk profiling, breach of data security, federal body, controller and processor; unlike earlier law, only natural persons' data is covered.",
      topics: ["definitions", "sensitive-data"],
    },
    {
      article: "22",
      heading: "Data protection impact assessment",
      summary:
        "Requires the controller to carry out a prior data protection impact assessment where processing is likely to result in a high risk to personality or fundamental rights, notably large-scale processing of sensitive data or systematic large-scale monitoring of public areas, with exemptions for legal obligations, certified systems and qualifying codes of conduct.",
      topics: ["impact-assessment", "sensitive-data"],
    },
    {
      article: "24",
      heading: "Notifications of data security breaches",
      summary:
        "Requires the controller to notify the FDPIC as quickly as possible of a data security breach likely to lead to a high risk to the data subject, requires processors to notify the controller, and requires informing data subjects where necessary for their protection or requested by the FDPIC, subject to exceptions.",
      topics: ["breach-notification", "incident-reporting", "security"],
      situations: [
        "a Swiss company suffered a data breach involving my data",
        "must a company in Switzerland report a data leak to the FDPIC",
      ],
    },
    {
      article: "25",
      heading: "Right to information",
      summary:
        "Gives any person the right to ask a controller whether their personal data is processed and to receive the information needed to exercise their rights, including the data itself, purpose, retention, source, automated decisions and recipients, generally free of charge and within 30 days.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "a Swiss company won't tell me what personal data it holds on me",
        "how do I request my data from a company in Switzerland",
      ],
    },
  ],
};
