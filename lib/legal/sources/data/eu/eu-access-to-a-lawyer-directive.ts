import type { InstrumentInput } from "../../schema";

export const euAccessToALawyerDirective: InstrumentInput = {
  source_id: "eu-access-to-a-lawyer-directive",
  title: "Directive 2013/48/EU on the right of access to a lawyer in criminal proceedings and in European arrest warrant proceedings, and on the right to have a third party informed upon deprivation of liberty and to communicate with third persons and with consular authorities while deprived of liberty",
  short_names: ["Access to a Lawyer Directive", "Directive 2013/48/EU", "Directive 2013/48"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2013/48/oj",
  date: "2013-10-22",
  provisions: [
    {
      article: "3",
      heading: "The right of access to a lawyer in criminal proceedings",
      summary: "Gives suspects and accused persons the right of access to a lawyer without undue delay, including before police questioning, during investigative acts such as identity parades and reconstructions, after deprivation of liberty and in due time before appearing in court, with the lawyer able to participate effectively in questioning.",
      topics: ["criminal-procedure", "defence-counsel", "police-custody"],
      situations: [
        "the police want to question me, can I have a lawyer present",
        "can I have a lawyer before the police question me",
      ],
    },
    {
      article: "4",
      heading: "Confidentiality",
      summary: "Requires Member States to respect the confidentiality of communication between suspects or accused persons and their lawyer, including meetings, correspondence and telephone conversations.",
      topics: ["criminal-procedure", "defence-counsel", "confidentiality"],
    },
    {
      article: "5",
      heading: "The right to have a third person informed of the deprivation of liberty",
      summary: "Entitles a person deprived of liberty to have at least one person, such as a relative or employer, informed of the deprivation of liberty without undue delay, with special rules for children.",
      topics: ["criminal-procedure", "arrest", "family"],
      situations: [
        "can I tell my family I've been arrested",
        "can the police in an EU country refuse to tell my family I'm detained",
      ],
    },
    {
      article: "6",
      heading: "The right to communicate, while deprived of liberty, with third persons",
      summary: "Entitles persons deprived of liberty to communicate without undue delay with at least one third person they nominate, subject to limitations for imperative or operational requirements.",
      topics: ["criminal-procedure", "arrest"],
    },
    {
      article: "7",
      heading: "The right to communicate with consular authorities",
      summary: "Entitles non-nationals deprived of liberty to have their consular authorities informed without undue delay and to communicate with them and receive visits.",
      topics: ["criminal-procedure", "arrest", "foreign-nationals"],
    },
    {
      article: "9",
      heading: "Waiver",
      summary: "Allows waiver of the right of access to a lawyer only where the person received clear information on its content and consequences and the waiver is voluntary and unequivocal, recorded, and revocable at any time.",
      topics: ["criminal-procedure", "defence-counsel"],
    },
  ],
};
