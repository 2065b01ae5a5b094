import type { InstrumentInput } from "../../schema";

export const euSuccessionRegulation: InstrumentInput = {
  source_id: "eu-succession-regulation",
  title: "Regulation (EU) No 650/2012 on jurisdiction, applicable law, recognition and enforcement of decisions and acceptance and enforcement of authentic instruments in matters of succession and on the creation of a European Certificate of Succession",
  short_names: ["EU Succession Regulation", "Brussels IV", "Regulation (EU) No 650/2012", "Regulation 650/2012"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2012/650/oj",
  date: "2012-07-04",
  provisions: [
    {
      article: "4",
      heading: "General jurisdiction",
      summary: "Gives the courts of the Member State in which the deceased had their habitual residence at the time of death jurisdiction to rule on the succession as a whole.",
      topics: ["succession", "jurisdiction"],
    },
    {
      article: "21",
      heading: "General rule",
      summary: "Subjects the succession as a whole to the law of the State in which the deceased had their habitual residence at the time of death, unless the deceased was manifestly more closely connected with another State.",
      topics: ["succession", "conflict-of-laws"],
      situations: ["my father lived in Spain but was German, which inheritance law applies"],
    },
    {
      article: "22",
      heading: "Choice of law",
      summary: "Allows a person to choose as the law to govern their succession the law of the State whose nationality they possess at the time of the choice or at death, expressly in a disposition of property upon death or by its terms.",
      topics: ["succession", "conflict-of-laws", "wills", "choice-of-law"],
      situations: ["can I choose my home country's law for my will if I live abroad"],
    },
    {
      article: "62",
      heading: "Creation of a European Certificate of Succession",
      summary: "Creates the European Certificate of Succession for use in another Member State by heirs, legatees, executors and administrators who need to invoke their status or exercise their rights there; its use is not mandatory.",
      topics: ["succession", "probate", "cross-border"],
    },
  ],
};
