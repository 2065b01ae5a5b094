import type { InstrumentInput } from "../../schema";

/**
 * Ireland's Sale of Goods and Supply of Services Act, 1980 (No. 16 of 1980), selected sections. Section numbers and
 * headings checked against the Act's arrangement of sections on the Irish Statute Book.
 */
export const ieSaleOfGoodsAndSupplyOfServicesAct1980: InstrumentInput = {
  source_id: "ie-sale-of-goods-and-supply-of-services-act-1980",
  title: "Sale of Goods and Supply of Services Act, 1980 (No. 16 of 1980)",
  short_names: ["Sale of Goods and Supply of Services Act 1980", "SGSSA 1980", "Sale of Goods and Supply of Services Act (Ireland)"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.irishstatutebook.ie/eli/1980/act/16/enacted/en/html",
  date: "1980",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "12",
      heading: "Implied warranty for spare parts and servicing",
      summary:
        "Implies into a contract for the sale of goods a warranty that spare parts and adequate after-sale service will be made available by the seller for the period stated in any offer, description or advertisement by the seller or on behalf of the manufacturer, or, if none is stated, for a reasonable period.",
      topics: ["contract", "sale-of-goods", "implied-terms", "consumer-protection"],
      situations: [
        "the Irish shop says it can no longer get parts to fix the oven I bought two years ago",
        "the dealer advertised five years of servicing but now refuses",
      ],
    },
    {
      article: "13",
      heading: "Implied condition on sale of motor vehicles",
      summary:
        "Implies into a sale of a motor vehicle by a dealer a condition that at the time of delivery it is free from any defect that would make it a danger to the public, including people travelling in it, except where the buyer and seller agree otherwise on the terms the section allows for a vehicle not intended for use in that condition.",
      topics: ["contract", "sale-of-goods", "implied-terms", "motor-vehicles", "consumer-protection"],
      situations: [
        "the second-hand car I bought from an Irish garage had faulty brakes",
        "a dealer in Ireland sold me a car that was unsafe to drive",
      ],
    },
    {
      article: "39",
      heading: "Implied undertakings as to quality of service",
      summary:
        "Implies into every contract for the supply of a service by a supplier acting in the course of business terms that the supplier has the necessary skill, will supply the service with due skill, care and diligence, that materials used will be sound and reasonably fit for their purpose, and that goods supplied under the contract will be of merchantable quality.",
      topics: ["contract", "services", "implied-terms", "consumer-protection"],
      situations: [
        "the builder in Ireland did a sloppy job on my extension",
        "the plumber used cheap parts that broke within weeks",
        "can I claim against a tradesman in Ireland for careless work",
      ],
    },
  ],
};
