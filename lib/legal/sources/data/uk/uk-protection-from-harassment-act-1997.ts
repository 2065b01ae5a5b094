import type { InstrumentInput } from "../../schema";

export const ukProtectionFromHarassmentAct1997: InstrumentInput = {
  source_id: "uk-protection-from-harassment-act-1997",
  title: "Protection from Harassment Act 1997 (1997 c. 40)",
  short_names: ["Protection from Harassment Act 1997", "PHA 1997"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1997/40/contents",
  date: "1997-03-21",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Prohibition of harassment",
      summary:
        "A person must not pursue a course of conduct (on at least two occasions) that amounts to harassment of another, or of two or more people, which they know or ought to know amounts to harassment; it is a defence that it was to prevent or detect crime, under lawful authority, or reasonable.",
      topics: ["harassment", "criminal", "civil-remedies"],
      situations: [
        "my neighbour keeps sending me abusive messages",
        "a debt collector keeps turning up at my house and shouting",
      ],
    },
    {
      article: "2",
      heading: "Offence of harassment",
      summary:
        "A person who pursues a course of conduct in breach of section 1 commits a summary offence punishable with up to six months' imprisonment, a fine, or both.",
      topics: ["harassment", "criminal", "offences"],
      situations: [
        "can I report repeated harassment to the police",
        "my neighbour harasses me constantly; can he be prosecuted",
      ],
    },
    {
      article: "2A",
      heading: "Offence of stalking",
      summary:
        "A person commits stalking where a course of conduct amounting to harassment involves acts associated with stalking, such as following, contacting, monitoring online communications, loitering, or watching or spying on someone.",
      topics: ["harassment", "criminal", "offences", "stalking"],
      situations: [
        "someone keeps following me home and watching my house",
        "my ex is tracking my social media and turning up where I am",
      ],
    },
    {
      article: "3",
      heading: "Civil remedy",
      summary:
        "An actual or apprehended breach of section 1 may be the subject of a civil claim, for which damages (including for anxiety and financial loss) may be awarded and an injunction granted; breaching the injunction is an offence.",
      topics: ["harassment", "civil-remedies", "injunction"],
      situations: [
        "can I get an injunction to stop someone harassing me",
        "can I sue for compensation for harassment",
      ],
    },
    {
      article: "4",
      heading: "Putting people in fear of violence",
      summary:
        "A person whose course of conduct causes another to fear, on at least two occasions, that violence will be used against them commits an offence if they know or ought to know it will cause that fear.",
      topics: ["harassment", "criminal", "offences", "violence"],
      situations: [
        "someone keeps threatening to beat me up",
        "someone keeps putting me in fear of violence",
      ],
    },
    {
      article: "5",
      heading: "Restraining orders on conviction",
      summary:
        "A court sentencing a person for any offence may also make a restraining order prohibiting specified conduct to protect a person from harassment or fear of violence; breaching it without reasonable excuse is an offence.",
      topics: ["harassment", "criminal", "remedies"],
      situations: [
        "the court made a restraining order against my attacker; what if he breaks it",
        "can the court make a restraining order when sentencing",
      ],
    },
    {
      article: "5A",
      heading: "Restraining orders on acquittal",
      summary:
        "A court may make a restraining order against a person acquitted of an offence if it considers it necessary to protect a person from harassment by them.",
      topics: ["harassment", "criminal", "remedies"],
      situations: [
        "he was found not guilty but I still need protection from him",
        "can a restraining order be made even after an acquittal",
      ],
    },
  ],
};
