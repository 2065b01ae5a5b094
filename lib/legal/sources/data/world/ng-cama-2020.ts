import type { InstrumentInput } from "../../schema";

/**
 * The heading below is a descriptive label of ours in square brackets: the section's official marginal note could not
 * be confirmed when this file was written.
 */
export const ngCama2020: InstrumentInput = {
  source_id: "ng-cama-2020",
  title: "Companies and Allied Matters Act, 2020",
  short_names: ["Companies and Allied Matters Act 2020", "CAMA 2020", "CAMA"],
  jurisdiction: "NG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.cac.gov.ng/wp-content/uploads/2020/08/CAMA-NOTE-BOOK-FULL-VERSION.pdf",
  date: "2020-08-07",
  provisions: [
    {
      article: "427",
      heading: "[Heading not verified] Dividends payable only out of profits",
      summary: "Permits dividends to be paid only out of the company's distributable profits, and bars payment where there are reasonable grounds for believing the company is or would after payment be unable to pay its liabilities as they become due.",
      topics: ["company-law", "distributions", "dividends"],
      situations: ["can a Nigerian company pay dividends from its capital"],
    },
  ],
};
