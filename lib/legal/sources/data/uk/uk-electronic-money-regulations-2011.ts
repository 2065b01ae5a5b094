import type { InstrumentInput } from "../../schema";

/** The Electronic Money Regulations 2011 (S.I. 2011/99). */
export const ukElectronicMoneyRegulations2011: InstrumentInput = {
  source_id: "uk-electronic-money-regulations-2011",
  title: "The Electronic Money Regulations 2011",
  short_names: ["Electronic Money Regulations 2011", "EMRs", "E-Money Regulations", "S.I. 2011/99"],
  jurisdiction: "GB",
  kind: "regulation",
  provision_label: "regulation",
  official_url: "https://www.legislation.gov.uk/uksi/2011/99/contents",
  date: "2011-01-18",
  provisions: [
    {
      article: "6",
      heading: "Conditions for authorisation",
      summary:
        "Sets the conditions the FCA applies before authorising an electronic money institution, among them initial capital, sound governance and internal controls, safeguarding arrangements, fit and proper management and a head office in the United Kingdom.",
      topics: ["e-money", "licensing", "fintech"],
    },
    {
      article: "13",
      heading: "Conditions for registration",
      summary:
        "Sets the conditions for registration as a small electronic money institution, including limits on the business's projected average outstanding electronic money and on its monthly payment transactions, and fitness of its managers.",
      topics: ["e-money", "licensing", "fintech"],
    },
    {
      article: "19",
      heading: "Capital requirements",
      summary:
        "Requires an authorised electronic money institution to hold own funds at all times of at least 350,000 euro or the own funds requirement calculated under Schedule 2, whichever is greater, and a small institution whose average outstanding electronic money reaches 500,000 euro to hold own funds as Schedule 2 calculates.",
      topics: ["e-money", "fintech", "prudential", "capital"],
    },
    {
      article: "20",
      heading: "Safeguarding requirements",
      summary:
        "Requires electronic money institutions to safeguard the funds received in exchange for electronic money issued, either by segregation or by insurance or a comparable guarantee under the following regulations.",
      topics: ["e-money", "fintech", "safeguarding"],
    },
  ],
};
