import type { InstrumentInput } from "../../schema";

/** Commonwealth Crimes Act 1914, Part IC: detention for investigation and rights of people under arrest. */
export const auCrimesAct1914: InstrumentInput = {
  source_id: "au-crimes-act-1914",
  title: "Crimes Act 1914 (Cth)",
  short_names: ["Crimes Act 1914", "Crimes Act 1914 (Cth)", "Commonwealth Crimes Act"],
  jurisdiction: "AU",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.au/C1914A00012/latest/text",
  date: "1914",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "23C",
      heading: "Period of investigation if arrested for a non-terrorism offence",
      summary: "Allows a person arrested for a Commonwealth offence (other than terrorism) to be detained to investigate it for a reasonable investigation period of at most four hours (two hours for a person under 18 or an Aboriginal or Torres Strait Islander person) unless extended, after which they must be released or brought before a bail authority, with listed time such as travel and rest disregarded.",
      topics: ["criminal-procedure", "detention", "police-powers"],
      situations: [
        "how long can the police question me after an arrest before I must be charged or released",
        "how long can federal police in Australia question someone after arrest",
        "how long can I be held after arrest by the Australian Federal Police",
      ],
    },
    {
      article: "23G",
      heading: "Right to communicate with friend, relative and legal practitioner",
      summary: "Requires investigating officials, before questioning a person under arrest or a protected suspect, to tell them they may contact a friend or relative and a lawyer of their choice and have the lawyer present, to defer questioning for a reasonable time and to allow private consultation.",
      topics: ["criminal-procedure", "right-to-a-lawyer", "police-interviews"],
      situations: [
        "the police arrested me, can I call a lawyer or a relative",
        "can I call a lawyer before the federal police interview me in Australia",
      ],
    },
    {
      article: "3W",
      heading: "Power of arrest without warrant by constables",
      summary:
        "A constable may arrest a person without a warrant for a Commonwealth offence only if the constable believes on reasonable grounds that the person has committed or is committing it and that a summons would not secure purposes such as court attendance, stopping further offending, protecting evidence or witnesses, or the person's own safety; the person must be released if, before charge, those beliefs no longer hold.",
      topics: ["criminal-procedure", "arrest", "police-powers"],
      situations: [
        "can the AFP arrest me without a warrant",
        "police arrested my brother for a federal offence when they could have just issued a summons",
      ],
    },
    {
      article: "23F",
      heading: "Cautioning persons who are under arrest or protected suspects",
      summary:
        "Before questioning a person who is under arrest or is a protected suspect for a Commonwealth offence, an investigating official must caution them, in a way they can understand, that they do not have to say or do anything but that anything they say or do may be used in evidence, except where another Commonwealth law obliges them to answer.",
      topics: ["criminal-procedure", "police-powers", "right-to-silence"],
      situations: [
        "federal police questioned me without telling me I could stay silent",
        "do I have to answer AFP questions after being arrested",
      ],
    },
  ],
};
