import type { InstrumentInput } from "../../schema";

export const sgSaleOfGoodsAct1979: InstrumentInput = {
  source_id: "sg-sale-of-goods-act-1979",
  title: "Sale of Goods Act 1979 (2020 Revised Edition)",
  short_names: ["Sale of Goods Act 1979 (Singapore)", "Sale of Goods Act (Singapore)", "SGA (Singapore)"],
  jurisdiction: "SG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://sso.agc.gov.sg/Act/SGA1979",
  date: "1979",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "13",
      heading: "Sale by description",
      summary:
        "Where goods are sold by description there is an implied condition that they will match the description; if the sale is also by sample, matching the sample is not enough if the goods do not also match the description.",
      topics: ["consumer", "sale-of-goods", "contract"],
      situations: [
        "the sofa I bought in Singapore is not the colour and material described in the listing",
        "the seller delivered a different model from the one described",
      ],
    },
    {
      article: "14",
      heading: "Implied terms about quality or fitness",
      summary:
        "When a seller sells in the course of a business, the goods must be of satisfactory quality, meaning what a reasonable person would regard as satisfactory given their description, price and other circumstances, including fitness for their usual purposes, appearance and finish, freedom from minor defects, safety and durability; this does not cover defects pointed out before the sale or ones the buyer's own examination should have revealed. If the buyer made known a particular purpose, the goods must also be reasonably fit for it unless the buyer did not, or could not reasonably, rely on the seller's skill.",
      topics: ["consumer", "sale-of-goods", "defective-goods", "contract"],
      situations: [
        "the machine my company bought in Singapore cannot do the job the seller said it could",
        "the shop told me the paint was fine for outdoor use but it peeled in a month",
        "the stock my business ordered from a Singapore supplier arrived unusable",
      ],
    },
  ],
};
