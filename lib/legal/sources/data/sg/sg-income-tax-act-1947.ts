import type { InstrumentInput } from "../../schema";

/** Singapore's Income Tax Act 1947: the charge of income tax. */
export const sgIncomeTaxAct1947: InstrumentInput = {
  source_id: "sg-income-tax-act-1947",
  title: "Income Tax Act 1947",
  short_names: ["Income Tax Act 1947", "ITA", "Income Tax Act (Singapore)"],
  jurisdiction: "SG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://sso.agc.gov.sg/Act/ITA1947",
  date: "1947",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "10",
      heading: "Charge of income tax",
      summary: "Charges income tax on the income of any person accruing in or derived from Singapore or received in Singapore from outside Singapore, including gains from any trade, business, profession or vocation, employment, dividends, interest, rents, royalties and other gains of an income nature.",
      topics: ["tax", "income-tax", "employment-income"],
      situations: [
        "do I pay tax in Singapore on money I earn abroad",
        "is my salary from a Singapore job taxable",
        "who has to pay income tax in Singapore",
      ],
    },
  ],
};
