import type { InstrumentInput } from "../../schema";

/** Corporate Sustainability Reporting Directive: it works by amending the Accounting Directive and others. */
export const euCsrd: InstrumentInput = {
  source_id: "eu-csrd",
  title:
    "Directive (EU) 2022/2464 of the European Parliament and of the Council of 14 December 2022 amending Regulation (EU) No 537/2014, Directive 2004/109/EC, Directive 2006/43/EC and Directive 2013/34/EU, as regards corporate sustainability reporting",
  short_names: ["CSRD", "Corporate Sustainability Reporting Directive", "Directive (EU) 2022/2464"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2022/2464/oj",
  date: "2022-12-14",
  provisions: [
    {
      article: "1",
      heading: "Amendments to Directive 2013/34/EU",
      summary:
        "Inserts into the Accounting Directive the duty of large undertakings, listed undertakings and parents of large groups to report on sustainability matters in the management report under European sustainability reporting standards, and extends reporting to certain third-country undertakings with substantial EU turnover.",
      topics: ["sustainability-reporting", "esg", "scope"],
    },
  ],
};
