import type { InstrumentInput } from "../../schema";

export const euAntiTaxAvoidanceDirective: InstrumentInput = {
  source_id: "eu-anti-tax-avoidance-directive",
  title: "Council Directive (EU) 2016/1164 of 12 July 2016 laying down rules against tax avoidance practices that directly affect the functioning of the internal market",
  short_names: ["Anti-Tax Avoidance Directive", "ATAD", "ATAD 1", "Council Directive (EU) 2016/1164", "Directive (EU) 2016/1164"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2016/1164/oj",
  date: "2016-07-12",
  provisions: [
    {
      article: "4",
      heading: "Interest limitation rule",
      summary: "Limits the deduction of a taxpayer's exceeding borrowing costs in a tax period to 30 percent of its EBITDA, with options such as a 3 million euro safe harbour, an exclusion for standalone entities and group equity ratio escapes.",
      topics: ["tax", "corporate-tax", "interest-deduction"],
      situations: ["how much interest can our company deduct under EU tax rules"],
    },
    {
      article: "5",
      heading: "Exit taxation",
      summary: "Taxes the difference between market value and tax value of assets when a taxpayer transfers assets or its tax residence or permanent establishment business out of a Member State, with a right to defer payment in instalments over five years within the EU/EEA.",
      topics: ["tax", "corporate-tax", "exit-tax"],
    },
    {
      article: "6",
      heading: "General anti-abuse rule",
      summary: "Requires Member States to ignore, for calculating corporate tax liability, arrangements that, having a main purpose of obtaining a tax advantage defeating the object of the tax law, are not genuine having regard to all relevant facts and circumstances.",
      topics: ["tax", "anti-avoidance"],
    },
    {
      article: "7",
      heading: "Controlled foreign company rule",
      summary: "Requires the taxpayer's Member State to treat a low-taxed entity or permanent establishment as a controlled foreign company and include certain of its undistributed income in the taxpayer's tax base, where the taxpayer holds more than 50 percent and the actual tax paid is lower than the difference between the tax that would have been charged at home and the tax actually paid.",
      topics: ["tax", "corporate-tax", "cfc"],
    },
    {
      article: "8",
      heading: "Computation of controlled foreign company income",
      summary: "Sets how the income to be included under the controlled foreign company rule is computed and allocated and how double taxation is avoided.",
      topics: ["tax", "corporate-tax", "cfc"],
    },
    {
      article: "9",
      heading: "Hybrid mismatches",
      summary: "Neutralises hybrid mismatches leading to a double deduction or a deduction without inclusion by denying the deduction or requiring inclusion of the payment.",
      topics: ["tax", "corporate-tax", "hybrid-mismatches"],
    },
  ],
};
