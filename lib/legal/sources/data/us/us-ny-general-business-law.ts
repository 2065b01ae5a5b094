import type { InstrumentInput } from "../../schema";

/** New York General Business Law §§ 349–350: deceptive acts and practices and false advertising. */
export const usNyGeneralBusinessLaw: InstrumentInput = {
  source_id: "us-ny-general-business-law",
  title: "New York General Business Law, Article 22-A (Consumer Protection from Deceptive Acts and Practices)",
  short_names: ["New York General Business Law", "N.Y. Gen. Bus. Law", "GBL 349"],
  jurisdiction: "US-NY",
  kind: "statute",
  provision_label: "section",
  codified_at: "N.Y. Gen. Bus. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/GBS",
  date: "1909",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "349",
      heading: "Deceptive acts and practices unlawful",
      summary: "Declares deceptive acts or practices in the conduct of any business, trade or commerce or in furnishing any service in New York unlawful, lets the attorney general seek injunctions and restitution, and gives any person injured a private action for actual damages or $50, increasable up to three times actual damages (capped at $1,000) for wilful or knowing violations, plus attorney's fees.",
      topics: ["consumer-protection", "deceptive-practices", "remedies"],
      situations: [
        "a New York gym kept charging me after I cancelled and said I agreed to it",
        "a store in New York misled me about what I was buying",
        "a business in New York lied to me to get my money",
        "I was scammed by a company in New York, can I sue",
        "the seller in New York hid that the product was used",
      ],
    },
    {
      article: "350",
      heading: "False advertising unlawful",
      summary: "Declares false advertising in the conduct of any business, trade or commerce or in furnishing any service in New York unlawful.",
      topics: ["consumer-protection", "advertising"],
      situations: ["an ad in New York promised a price that the shop won't honour"],
    },
  ],
};
