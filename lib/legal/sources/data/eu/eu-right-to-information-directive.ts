import type { InstrumentInput } from "../../schema";

export const euRightToInformationDirective: InstrumentInput = {
  source_id: "eu-right-to-information-directive",
  title: "Directive 2012/13/EU of the European Parliament and of the Council of 22 May 2012 on the right to information in criminal proceedings",
  short_names: ["Right to Information Directive", "Letter of Rights Directive", "Directive 2012/13/EU", "Directive 2012/13"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2012/13/oj",
  date: "2012-05-22",
  provisions: [
    {
      article: "3",
      heading: "Right to information about rights",
      summary: "Requires suspects or accused persons to be informed promptly, orally or in writing, of at least the right of access to a lawyer, any entitlement to free legal advice, the right to be informed of the accusation, the right to interpretation and translation, and the right to remain silent.",
      topics: ["criminal-procedure", "rights-of-accused"],
    },
    {
      article: "4",
      heading: "Letter of Rights upon arrest",
      summary: "Requires suspects or accused persons who are arrested or detained to be given promptly a written Letter of Rights, in a language they understand, which they may keep throughout their detention, covering also access to the case materials, informing consular authorities and a person, urgent medical assistance, the maximum hours of detention before a judge, and how to challenge the arrest.",
      topics: ["criminal-procedure", "arrest", "rights-of-accused"],
      situations: [
        "I was arrested abroad in the EU and nobody told me my rights",
        "must the police give me a written list of my rights after arrest in the EU",
      ],
    },
    {
      article: "6",
      heading: "Right to information about the accusation",
      summary: "Requires suspects or accused persons to be informed promptly and in detail about the criminal act they are suspected or accused of having committed, and arrested persons of the reasons for their arrest.",
      topics: ["criminal-procedure", "charges", "rights-of-accused"],
    },
    {
      article: "7",
      heading: "Right of access to the materials of the case",
      summary: "Requires documents essential to challenging the lawfulness of an arrest or detention to be made available to the arrested person or their lawyer, and access to all material evidence in time to prepare the defence.",
      topics: ["criminal-procedure", "access-to-file"],
    },
  ],
};
