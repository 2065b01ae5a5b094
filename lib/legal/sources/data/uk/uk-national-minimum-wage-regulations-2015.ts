import type { InstrumentInput } from "../../schema";

/**
 * The National Minimum Wage Regulations 2015 (S.I. 2015/621, in force 6 April 2015). Regs. 4 to 4B were substituted
 * from 1 April 2016 (S.I. 2016/68) and their rates are replaced every April; regs. 4 and 4A carry no heading of their
 * own, and are given the cross-heading under which they stand, "National minimum wage rates".
 */
export const ukNationalMinimumWageRegulations2015: InstrumentInput = {
  source_id: "uk-national-minimum-wage-regulations-2015",
  title: "The National Minimum Wage Regulations 2015 (S.I. 2015/621)",
  short_names: ["National Minimum Wage Regulations 2015", "NMW Regulations 2015", "National Minimum Wage Regulations"],
  jurisdiction: "GB",
  kind: "regulation",
  provision_label: "regulation",
  official_url: "https://www.legislation.gov.uk/uksi/2015/621/contents",
  date: "2015-03-09",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4",
      heading: "National minimum wage rates",
      summary:
        "Sets the national living wage rate, the single hourly rate for workers aged 21 and over (from 1 April 2026, £12.71 an hour; from 1 April 2025 to 31 March 2026, £12.21).",
      topics: ["employment", "pay", "minimum-wage"],
      situations: [
        "what is the national living wage from April 2026",
        "what is the national living wage per hour in the UK",
      ],
    },
    {
      article: "4A",
      heading: "National minimum wage rates",
      summary:
        "Sets the lower hourly rates for workers aged 18 to 20 and under 18 and the apprenticeship rate (from 1 April 2026: £10.85, £8.00 and £8.00), and excludes the other rates for a worker to whom the apprenticeship rate applies.",
      topics: ["employment", "pay", "minimum-wage"],
      situations: ["what is the minimum wage for a 19-year-old", "how much must an apprentice be paid"],
    },
    {
      article: "5",
      heading: "Determining whether the apprenticeship rate applies",
      summary:
        "Applies the apprenticeship rate only to a worker employed under a contract of apprenticeship or apprenticeship agreement who is under 19 or within the first 12 months of the apprenticeship.",
      topics: ["employment", "pay", "minimum-wage"],
      situations: ["can my employer pay me the apprentice rate in my second year", "when does the lower apprentice minimum wage apply"],
    },
    {
      article: "12",
      heading: "Deductions or payments for the employer's own use and benefit",
      summary:
        "Treats deductions the employer makes, and payments the worker makes to the employer, for the employer's own use and benefit as reducing pay for minimum-wage purposes, except those for the worker's own conduct where contractually liable, advances and loans, accidental overpayments, share purchases and voluntary purchases of goods or services.",
      topics: ["employment", "pay", "minimum-wage", "deductions"],
      situations: ["my employer takes money out of my pay for my uniform and it drops me below the minimum wage"],
    },
    {
      article: "13",
      heading: "Deductions or payments as respects a worker's expenditure",
      summary:
        "Treats deductions or payments in respect of the worker's expenditure in connection with the employment (such as uniforms, tools or training the job requires), unless the employer reimburses it, as reducing pay for minimum-wage purposes.",
      topics: ["employment", "pay", "minimum-wage", "deductions"],
      situations: ["my employer takes the cost of my uniform out of my minimum wage pay"],
    },
  ],
};
