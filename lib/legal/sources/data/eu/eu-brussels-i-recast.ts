import type { InstrumentInput } from "../../schema";

/**
 * Brussels I recast (Brussels Ia): Regulation (EU) No 1215/2012, applicable to proceedings instituted from
 * 10 January 2015. Its articles carry no titles of their own; each heading below is the title of the chapter or
 * section the article sits in, followed by a descriptive label of ours in square brackets.
 */
export const euBrusselsIRecast: InstrumentInput = {
  source_id: "eu-brussels-i-recast",
  title:
    "Regulation (EU) No 1215/2012 of the European Parliament and of the Council of 12 December 2012 on jurisdiction and the recognition and enforcement of judgments in civil and commercial matters (recast)",
  short_names: ["Brussels I Recast", "Brussels Ia Regulation", "Brussels Ia", "Brussels I bis", "Regulation (EU) No 1215/2012", "Regulation 1215/2012"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2012/1215/oj",
  date: "2012-12-12",
  provisions: [
    {
      article: "1",
      heading: "Scope and definitions [material scope]",
      summary:
        "Applies in civil and commercial matters whatever the nature of the court or tribunal, but not to revenue, customs or administrative matters or to a State's liability for acts done in the exercise of State authority. Left outside it are the status and capacity of individuals and matrimonial property, bankruptcy and insolvency proceedings, social security, arbitration, family maintenance, and wills and succession.",
      topics: ["jurisdiction", "choice-of-forum", "scope"],
    },
    {
      article: "25",
      heading: "Prorogation of jurisdiction [agreement conferring jurisdiction on the courts of a Member State]",
      summary:
        "If the parties, wherever they are domiciled, agree (typically in a jurisdiction or choice-of-court clause) that a court or the courts of a Member State they choose are to decide disputes arising from a particular legal relationship, those courts have jurisdiction, exclusive unless the parties agree otherwise, unless the agreement is null and void as to its substantive validity under the law of that Member State. The agreement must be in writing or evidenced in writing (a durable electronic record counts), in a form matching the parties' established practices, or in international trade in a form matching a widely known and regularly observed usage. It is treated as independent of the contract's other terms, and it has no effect against the protective rules for insurance, consumer and employment contracts or the exclusive jurisdictions of Article 24.",
      topics: ["jurisdiction", "choice-of-forum", "jurisdiction-clause", "dispute-resolution", "formalities"],
    },
  ],
};
