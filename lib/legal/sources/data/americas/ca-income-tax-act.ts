import type { InstrumentInput } from "../../schema";

/**
 * Canada's Income Tax Act, R.S.C. 1985, c. 1 (5th Supp.), selected sections. Headings are the marginal notes of the
 * consolidation on the Justice Laws website (laws-lois.justice.gc.ca).
 */
export const caIncomeTaxAct: InstrumentInput = {
  source_id: "ca-income-tax-act",
  title: "Income Tax Act",
  short_names: ["Income Tax Act (Canada)", "ITA", "R.S.C. 1985, c. 1 (5th Supp.)", "Canadian Income Tax Act"],
  jurisdiction: "CA",
  kind: "statute",
  provision_label: "section",
  codified_at: "R.S.C. 1985, c. 1 (5th Supp.)",
  official_url: "https://laws-lois.justice.gc.ca/eng/acts/I-3.3/",
  date: "1985",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "2",
      heading: "Tax payable by persons resident in Canada",
      summary:
        "Imposes income tax on the taxable income of every person resident in Canada at any time in the year (taxable income being income plus the additions and minus the deductions of Division C), and on non-residents' taxable income earned in Canada where they were employed or carried on business in Canada or disposed of taxable Canadian property.",
      topics: ["tax", "income-tax", "residence"],
      situations: [
        "do I pay Canadian income tax if I only lived in Canada for part of the year",
        "I live abroad but worked in Canada, do I owe tax there",
        "who has to pay income tax in Canada",
      ],
    },
    {
      article: "3",
      heading: "Income for taxation year",
      summary:
        "Sets the rules for computing a taxpayer's income for the year: add income from every source (office, employment, business, property) and the net taxable capital gains, subtract the permitted Subdivision E deductions, then subtract losses from employment, business or property and allowable business investment losses.",
      topics: ["tax", "income-tax", "capital-gains"],
      situations: [
        "how is my total income worked out for Canadian tax",
        "can a loss from my side business reduce my taxable income in Canada",
      ],
    },
    {
      article: "5",
      heading: "Income from office or employment",
      summary:
        "Defines a taxpayer's income from an office or employment as the salary, wages and other remuneration, including tips and gratuities, received in the year, and a loss from that source as computed under the Act's rules.",
      topics: ["tax", "income-tax", "employment", "wages"],
      situations: [
        "are the tips I get as a server taxable in Canada",
        "is my salary taxed when I earn it or when I receive it in Canada",
      ],
    },
  ],
};
