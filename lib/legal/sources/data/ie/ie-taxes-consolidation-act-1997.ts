import type { InstrumentInput } from "../../schema";

/** Ireland's Taxes Consolidation Act 1997: rent-a-room relief and principal private residence relief. */
export const ieTaxesConsolidationAct1997: InstrumentInput = {
  source_id: "ie-taxes-consolidation-act-1997",
  title: "Taxes Consolidation Act 1997 (No. 39 of 1997)",
  short_names: ["Taxes Consolidation Act 1997", "TCA 1997", "Taxes Consolidation Act (Ireland)"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://revisedacts.lawreform.ie/eli/1997/act/39/front/revised/en/html",
  date: "1997",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "216A",
      heading: "Rent-a-room relief",
      summary: "Treats as nil for income tax the profits from letting a room or rooms in an individual's sole or main residence as residential accommodation (including meals, cleaning and laundry supplied with it) where the gross sums do not exceed the annual limit, unless the individual elects otherwise, with exclusions such as letting to one's own child.",
      topics: ["tax", "income-tax", "rental-income", "housing"],
      situations: ["I rent a spare room in my house in Ireland to a student; do I pay tax on it"],
    },
    {
      article: "604",
      heading: "Disposals of principal private residence",
      summary: "Exempts from capital gains tax the gain on disposing of a dwelling house occupied as the individual's only or main residence throughout the period of ownership (ignoring the last 12 months), with grounds of up to one acre, and gives proportionate relief where it was so occupied for only part of that period.",
      topics: ["tax", "capital-gains", "home"],
      situations: ["do I pay capital gains tax in Ireland when I sell the house I live in"],
    },
  ],
};
