import type { InstrumentInput } from "../../schema";

export const euBrusselsIibRegulation: InstrumentInput = {
  source_id: "eu-brussels-iib-regulation",
  title: "Council Regulation (EU) 2019/1111 of 25 June 2019 on jurisdiction, the recognition and enforcement of decisions in matrimonial matters and the matters of parental responsibility, and on international child abduction (recast)",
  short_names: ["Brussels IIb Regulation", "Brussels II ter", "Brussels IIb", "Council Regulation (EU) 2019/1111", "Regulation (EU) 2019/1111"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2019/1111/oj",
  date: "2019-06-25",
  provisions: [
    {
      article: "1",
      heading: "Scope",
      summary: "Applies in civil matters to divorce, legal separation and marriage annulment, and to the attribution, exercise, delegation, restriction or termination of parental responsibility, but not to maintenance, succession, matrimonial property or the grounds of divorce themselves.",
      topics: ["family", "jurisdiction", "divorce", "parental-responsibility"],
    },
    {
      article: "3",
      heading: "General jurisdiction",
      summary: "Gives jurisdiction in divorce, legal separation or annulment to the courts of the Member State where the spouses are habitually resident, were last habitually resident if one still lives there, the respondent resides, the applicant has resided for a year (six months if a national), or of the spouses' common nationality.",
      topics: ["family", "divorce", "jurisdiction"],
      situations: ["which EU country can I file for divorce in if we live in different countries"],
    },
    {
      article: "7",
      heading: "General jurisdiction",
      summary: "Gives jurisdiction in matters of parental responsibility to the courts of the Member State where the child is habitually resident at the time the court is seised.",
      topics: ["family", "parental-responsibility", "jurisdiction", "children"],
      situations: ["we moved countries, which court decides custody of our child"],
    },
    {
      article: "8",
      heading: "Continuing jurisdiction in relation to access rights",
      summary: "Keeps jurisdiction with the courts of the child's former habitual residence for three months after a lawful move to modify an access decision given there, where the parent with access rights still lives there and has not accepted the new court's jurisdiction.",
      topics: ["family", "contact", "jurisdiction", "relocation"],
    },
    {
      article: "9",
      heading: "Jurisdiction in cases of the wrongful removal or retention of a child",
      summary: "Keeps jurisdiction with the courts of the Member State where the child was habitually resident immediately before a wrongful removal or retention until the child has acquired habitual residence elsewhere and listed conditions are met.",
      topics: ["family", "child-abduction", "jurisdiction"],
      situations: ["my ex took our child abroad without my consent"],
    },
    {
      article: "10",
      heading: "Choice of court",
      summary: "Allows the courts of a Member State with which the child has a substantial connection to have jurisdiction in parental responsibility matters where the parties agree and it is in the child's best interests.",
      topics: ["family", "parental-responsibility", "jurisdiction"],
    },
    {
      article: "21",
      heading: "Right of the child to express his or her views",
      summary: "Requires courts, in parental responsibility proceedings, to give a child capable of forming their own views a genuine and effective opportunity to express them, and to give due weight to them according to age and maturity.",
      topics: ["family", "children", "child-participation"],
    },
  ],
};
