import type { InstrumentInput } from "../../schema";

/**
 * Articles of the General Tax Code carry no individual official headings; the headings below are editorial
 * descriptions in square brackets.
 */
export const frCodeGeneralDesImpots: InstrumentInput = {
  source_id: "fr-code-general-des-impots",
  title: "Code général des impôts",
  short_names: ["Code général des impôts", "CGI", "French General Tax Code"],
  jurisdiction: "FR",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006069577",
  date: "1950-04-09",
  provisions: [
    {
      article: "4A",
      heading: "[Untitled] Persons liable to income tax",
      summary: "Makes persons with their tax domicile in France liable to income tax on all their income, and persons domiciled abroad liable only on French-source income.",
      topics: ["tax", "income-tax", "residence"],
      situations: [
        "do I pay income tax if I live abroad",
        "tax residence and worldwide income",
        "do I have to pay income tax in France",
      ],
    },
    {
      article: "4B",
      heading: "[Untitled] Tax domicile",
      summary: "Treats as domiciled in France for tax purposes persons whose home or principal place of stay is in France, who carry on a main professional activity there, or whose centre of economic interests is there.",
      topics: ["tax", "income-tax", "residence"],
      situations: ["am I a French tax resident if I live half the year in France"],
    },
    {
      article: "6",
      heading: "[Untitled] Tax household",
      summary: "Taxes each taxpayer on their own income and that of their spouse or civil-union (PACS) partner and dependent children, with joint taxation of married and PACS couples.",
      topics: ["tax", "income-tax", "married-couples"],
      situations: ["are married or PACS couples taxed together", "children in the tax household"],
    },
    {
      article: "83",
      heading: "[Untitled] Deductions from employment income",
      summary: "Lists deductions from salaries for income tax, including compulsory social contributions and professional expenses, either at a flat rate of ten percent within limits or at actual cost.",
      topics: ["tax", "income-tax", "deductions", "employment"],
      situations: ["can I deduct my work expenses from salary", "ten percent flat deduction for professional expenses"],
    },
    {
      article: "150U",
      heading: "[Untitled] Capital gains on real estate",
      summary: "Taxes capital gains realised by individuals on the sale of real property, while exempting in particular the sale of the seller's main residence.",
      topics: ["tax", "capital-gains", "real-estate"],
      situations: ["do I pay tax when I sell my house in France"],
    },
    {
      article: "197",
      heading: "[Untitled] Income tax scale",
      summary: "Sets the progressive income tax scale applied per share of the family quotient, with rates of 0, 11, 30, 41 and 45 percent, and limits the tax benefit of the family quotient.",
      topics: ["tax", "income-tax", "tax-rates"],
      situations: [
        "what are the income tax brackets in France",
        "how much income tax will I pay on my salary in France",
      ],
    },
    {
      article: "200",
      heading: "[Untitled] Tax reduction for donations",
      summary: "Grants a tax reduction of 66 percent of donations to qualifying public-interest bodies within 20 percent of taxable income, and of 75 percent within a cap for aid to people in difficulty.",
      topics: ["tax", "income-tax", "donations", "charity"],
      situations: ["can I get a tax break for giving to charity in France"],
    },
    {
      article: "200A",
      heading: "[Untitled] Flat tax on investment income",
      summary: "Taxes investment income and capital gains on securities at a flat rate of 12.8 percent, with an option for the progressive scale.",
      topics: ["tax", "capital-income", "tax-rates"],
      situations: ["how are dividends and share gains taxed", "flat tax on investment income"],
    },
    {
      article: "278",
      heading: "[Untitled] Standard VAT rate",
      summary: "Sets the standard rate of value added tax at 20 percent.",
      topics: ["tax", "vat", "tax-rates"],
      situations: ["what is the VAT rate in France"],
    },
    {
      article: "293B",
      heading: "[Untitled] VAT franchise for small businesses",
      summary: "Exempts from VAT taxable persons established in France whose turnover stays below set thresholds (the franchise en base), who then cannot charge VAT or deduct input tax.",
      topics: ["tax", "vat", "small-business"],
      situations: ["as a micro-entrepreneur do I charge VAT in France"],
    },
  ],
};
