import type { InstrumentInput } from "../../schema";

/** Texas Tax Code: homestead exemption, property tax protests and the state sales tax. */
export const usTxTaxCode: InstrumentInput = {
  source_id: "us-tx-tax-code",
  title: "Texas Tax Code",
  short_names: ["Texas Tax Code", "Tex. Tax Code"],
  jurisdiction: "US-TX",
  kind: "code",
  provision_label: "section",
  codified_at: "Tex. Tax Code",
  official_url: "https://statutes.capitol.texas.gov/?link=TX",
  date: "1979",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "11.13",
      heading: "Residence Homestead",
      summary: "Exempts part of the appraised value of a residence homestead from school district and other property taxes, with additional exemptions for owners aged 65 or over or disabled.",
      topics: ["tax", "property-tax", "homestead"],
      situations: ["how do I lower the property tax on my house in Texas"],
    },
    {
      article: "41.41",
      heading: "Right of Protest",
      summary: "Entitles a property owner to protest to the appraisal review board the determination of the appraised or market value of the property, unequal appraisal, inclusion on the rolls, denial of an exemption and other listed actions.",
      topics: ["tax", "property-tax", "appeals"],
      situations: ["the appraisal district valued my Texas house way too high; can I challenge it"],
    },
    {
      article: "41.44",
      heading: "Notice of Protest",
      summary: "Requires a property owner to file a written notice of protest with the appraisal review board by May 15 or 30 days after the notice of appraised value was delivered, whichever is later.",
      topics: ["tax", "property-tax", "time-limits"],
      situations: ["how do I protest my property tax valuation", "deadline to appeal my home's appraised value"],
    },
    {
      article: "151.051",
      heading: "Sales Tax Imposed",
      summary: "Imposes a sales tax on each sale of a taxable item in Texas at the rate of 6.25 percent of the sales price.",
      topics: ["tax", "sales-tax"],
      situations: ["what is the sales tax rate", "sales tax charged on things I buy"],
    },
  ],
};
