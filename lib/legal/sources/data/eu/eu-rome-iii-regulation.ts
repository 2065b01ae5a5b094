import type { InstrumentInput } from "../../schema";

export const euRomeIiiRegulation: InstrumentInput = {
  source_id: "eu-rome-iii-regulation",
  title: "Council Regulation (EU) No 1259/2010 of 20 December 2010 implementing enhanced cooperation in the area of the law applicable to divorce and legal separation",
  short_names: ["Rome III Regulation", "Rome III", "Council Regulation (EU) No 1259/2010", "Regulation (EU) No 1259/2010"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2010/1259/oj",
  date: "2010-12-20",
  provisions: [
    {
      article: "1",
      heading: "Scope",
      summary: "Applies, in participating Member States, in situations involving a conflict of laws to divorce and legal separation, but not to questions such as legal capacity, the existence or validity of the marriage, names, property consequences, parental responsibility or maintenance.",
      topics: ["family", "divorce", "conflict-of-laws"],
    },
    {
      article: "5",
      heading: "Choice of applicable law by the parties",
      summary: "Lets spouses agree on the law applicable to divorce and legal separation, provided it is the law of their habitual residence when concluding the agreement, of their last habitual residence if one still lives there, of the nationality of either spouse, or of the forum.",
      topics: ["family", "divorce", "conflict-of-laws", "choice-of-law"],
      situations: ["can we choose which country's law governs our divorce"],
    },
    {
      article: "6",
      heading: "Consent and material validity",
      summary: "Determines the existence and validity of the choice-of-law agreement by the law that would govern it if it were valid, allowing a spouse to rely on the law of their habitual residence to show they did not consent.",
      topics: ["family", "divorce", "choice-of-law"],
    },
    {
      article: "7",
      heading: "Formal validity",
      summary: "Requires the choice-of-law agreement to be in writing, dated and signed by both spouses, with electronic means providing a durable record counting as writing, and any additional formal requirements of the Member States concerned.",
      topics: ["family", "divorce", "choice-of-law", "formalities"],
    },
    {
      article: "8",
      heading: "Applicable law in the absence of a choice by the parties",
      summary: "Makes divorce and legal separation subject, absent a choice, to the law of the spouses' habitual residence when the court is seised; failing that, of their last habitual residence if it ended less than a year before and one still lives there; failing that, of their common nationality; failing that, of the forum.",
      topics: ["family", "divorce", "conflict-of-laws"],
      situations: ["which country's law applies to our divorce"],
    },
    {
      article: "10",
      heading: "Application of the law of the forum",
      summary: "Applies the law of the forum where the applicable law makes no provision for divorce or does not grant one spouse equal access to divorce or legal separation on grounds of sex.",
      topics: ["family", "divorce", "conflict-of-laws"],
    },
    {
      article: "12",
      heading: "Public policy",
      summary: "Allows refusal of a provision of the applicable law only where its application is manifestly incompatible with the public policy of the forum.",
      topics: ["family", "conflict-of-laws", "public-policy"],
    },
  ],
};
