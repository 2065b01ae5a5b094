import type { InstrumentInput } from "../../schema";

/** The EU's implementation of the OECD GloBE Model Rules (Pillar Two). */
export const euMinimumTaxDirective: InstrumentInput = {
  source_id: "eu-minimum-tax-directive",
  title:
    "Council Directive (EU) 2022/2523 of 14 December 2022 on ensuring a global minimum level of taxation for multinational enterprise groups and large-scale domestic groups in the Union",
  short_names: ["Minimum Tax Directive", "Pillar Two Directive", "Directive (EU) 2022/2523"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2022/2523/oj",
  date: "2022-12-14",
  provisions: [
    {
      article: "1",
      heading: "Subject matter",
      summary: "Lays down common measures for a global minimum effective level of taxation for multinational enterprise groups and large-scale domestic groups, through an income inclusion rule and an undertaxed profits rule.",
      topics: ["tax", "minimum-tax"],
    },
    {
      article: "2",
      heading: "Scope",
      summary:
        "Applies to constituent entities in a member state of multinational or large-scale domestic groups whose ultimate parent's consolidated financial statements show annual revenue of at least EUR 750 million in at least two of the four preceding fiscal years, and lists the excluded entities.",
      topics: ["tax", "minimum-tax", "scope"],
    },
    {
      article: "3",
      heading: "Definitions",
      summary: "Defines the Directive's terms, such as constituent entity, group, ultimate parent entity, minimum tax rate of 15% and qualified domestic top-up tax.",
      topics: ["tax", "minimum-tax", "definitions"],
    },
  ],
};
