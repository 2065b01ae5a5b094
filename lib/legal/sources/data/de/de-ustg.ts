import type { InstrumentInput } from "../../schema";

export const deUstg: InstrumentInput = {
  source_id: "de-ustg",
  title: "Umsatzsteuergesetz (UStG)",
  short_names: ["UStG", "Umsatzsteuergesetz", "German VAT Act", "Value Added Tax Act (Germany)"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/ustg_1980/",
  date: "1979-11-26",
  provisions: [
    {
      article: "1",
      heading: "Steuerbare Umsätze",
      summary: "Subjects to VAT supplies of goods and services by an entrepreneur in Germany for consideration in the course of business, imports, and intra-Community acquisitions.",
      topics: ["tax", "vat"],
      situations: ["which sales are subject to VAT", "do I charge VAT on services I sell"],
    },
    {
      article: "2",
      heading: "Unternehmer, Unternehmen",
      summary: "Defines an entrepreneur as anyone who carries on a commercial or professional activity independently, covering any sustained activity to earn revenue.",
      topics: ["tax", "vat", "business"],
      situations: ["am I a business for VAT purposes as a freelancer", "who counts as an entrepreneur for VAT"],
    },
    {
      article: "12",
      heading: "Steuersätze",
      summary: "Sets the standard VAT rate at 19 percent and a reduced 7 percent rate for listed supplies such as most food, books, newspapers and local public transport.",
      topics: ["tax", "vat", "tax-rates"],
      situations: ["what is the VAT rate in Germany"],
    },
    {
      article: "14",
      heading: "Ausstellung von Rechnungen",
      summary: "Governs the issue of invoices, including electronic invoices, the entrepreneur's duty to issue invoices within six months for supplies to businesses and in connection with land, and the mandatory contents such as tax numbers, dates, amounts and tax rate.",
      topics: ["tax", "vat", "invoices"],
      situations: ["what must an invoice contain in Germany"],
    },
    {
      article: "15",
      heading: "Vorsteuerabzug",
      summary: "Allows an entrepreneur to deduct input VAT shown in invoices for supplies received for the business, and excludes deduction for supplies used for tax-exempt transactions.",
      topics: ["tax", "vat", "input-tax"],
      situations: ["can I deduct the VAT I paid on business purchases", "input tax deduction"],
    },
    {
      article: "18",
      heading: "Besteuerungsverfahren",
      summary: "Requires the entrepreneur to submit advance VAT returns electronically, normally monthly or quarterly, and an annual return, and to pay the tax.",
      topics: ["tax", "vat", "returns"],
      situations: ["how often must I file VAT returns", "monthly or quarterly advance VAT return"],
    },
    {
      article: "19",
      heading: "Besteuerung der Kleinunternehmer",
      summary: "Exempts from VAT the supplies of small entrepreneurs established in Germany whose total turnover did not exceed 25,000 euros in the previous calendar year and does not exceed 100,000 euros in the current year; they cannot deduct input tax and may opt to be taxed normally, binding for five years.",
      topics: ["tax", "vat", "small-business"],
      situations: ["I'm a freelancer with low turnover, do I have to charge VAT", "what is the small business VAT exemption in Germany"],
    },
  ],
};
