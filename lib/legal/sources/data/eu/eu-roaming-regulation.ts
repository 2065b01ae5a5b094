import type { InstrumentInput } from "../../schema";

/**
 * The heading of Article 4 is a descriptive label of ours in square brackets: its official title could not be
 * confirmed against the Official Journal text when this file was written. The title of Article 8 was confirmed.
 */
export const euRoamingRegulation: InstrumentInput = {
  source_id: "eu-roaming-regulation",
  title: "Regulation (EU) 2022/612 of the European Parliament and of the Council of 6 April 2022 on roaming on public mobile communications networks within the Union (recast)",
  short_names: ["Roaming Regulation", "Roam Like At Home", "Regulation (EU) 2022/612", "Regulation 2022/612"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2022/612/oj",
  date: "2022-04-06",
  provisions: [
    {
      article: "4",
      heading: "[Heading not verified] No retail roaming surcharges",
      summary: "Prohibits roaming providers from levying any surcharge in addition to the domestic retail price on roaming customers in any Member State for regulated roaming calls, SMS and data, subject to fair use (roam like at home).",
      topics: ["telecoms", "roaming", "consumer-protection", "travel"],
      situations: ["will I pay extra for using my phone in another EU country"],
    },
    {
      article: "8",
      heading: "Exceptional application of retail surcharges for the consumption of regulated retail roaming services and provision of alternative tariffs",
      summary: "Caps any surcharge a roaming provider applies for consumption beyond a fair use policy at the regulated maximum wholesale charges for calls, SMS and data, and at the Union-wide mobile voice termination rate for calls received.",
      topics: ["telecoms", "roaming", "fair-use"],
      situations: ["my operator charged me for roaming data after I went over my limit"],
    },
  ],
};
