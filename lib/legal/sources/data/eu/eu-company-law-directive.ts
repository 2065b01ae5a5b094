import type { InstrumentInput } from "../../schema";

/**
 * The headings below are descriptive labels of ours in square brackets: the official article titles of the codified
 * Directive could not be confirmed against the Official Journal text when this file was written.
 */
export const euCompanyLawDirective: InstrumentInput = {
  source_id: "eu-company-law-directive",
  title: "Directive (EU) 2017/1132 of the European Parliament and of the Council of 14 June 2017 relating to certain aspects of company law (codification)",
  short_names: ["Company Law Directive", "EU Company Law Directive", "Directive (EU) 2017/1132", "Directive 2017/1132"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2017/1132/oj",
  date: "2017-06-14",
  provisions: [
    {
      article: "56",
      heading: "[Heading not verified] Restrictions on distributions to shareholders",
      summary: "Prohibits, except for reductions of subscribed capital, any distribution to shareholders of a public limited liability company when on the closing date of the last financial year the net assets in the annual accounts are, or would become following the distribution, lower than the subscribed capital plus undistributable reserves, and limits distributions to the profits available.",
      topics: ["company-law", "distributions", "capital-maintenance", "dividends"],
      situations: ["can a company pay dividends if its net assets are below its share capital"],
    },
    {
      article: "57",
      heading: "[Heading not verified] Return of unlawful distributions",
      summary: "Requires shareholders to return any distribution made contrary to the distribution rules if the company proves that they knew of its irregularity or could not in view of the circumstances have been unaware of it.",
      topics: ["company-law", "distributions"],
    },
    {
      article: "58",
      heading: "[Heading not verified] Serious loss of subscribed capital",
      summary: "Requires a general meeting to be called within a period set by national law where there is a serious loss of subscribed capital, to consider whether the company should be wound up or other measures taken; the loss threshold may not exceed half the subscribed capital.",
      topics: ["company-law", "share-capital", "shareholders", "meetings"],
    },
  ],
};
