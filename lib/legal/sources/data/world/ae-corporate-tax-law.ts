import type { InstrumentInput } from "../../schema";

export const aeCorporateTaxLaw: InstrumentInput = {
  source_id: "ae-corporate-tax-law",
  title: "Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses",
  short_names: ["UAE Corporate Tax Law", "Corporate Tax Law (UAE)", "Federal Decree-Law No. 47 of 2022"],
  jurisdiction: "AE",
  kind: "statute",
  provision_label: "article",
  official_url: "https://mof.gov.ae/wp-content/uploads/2022/12/Federal-Decree-Law-No.-47-of-2022-EN.pdf",
  date: "2022-10-03",
  provisions: [
    {
      article: "3",
      heading: "Imposition of Corporate Tax and Applicable Rates",
      summary: "Imposes corporate tax on the taxable income of taxable persons at zero percent on taxable income up to the threshold set by Cabinet decision (375,000 dirhams) and nine percent above it, with a separate rate for qualifying free zone persons.",
      topics: ["tax", "corporate-tax", "tax-rates"],
      situations: ["what is the corporate tax rate in the UAE"],
    },
  ],
};
