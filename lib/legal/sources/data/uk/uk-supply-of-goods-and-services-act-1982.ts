import type { InstrumentInput } from "../../schema";

export const ukSupplyOfGoodsAndServicesAct1982: InstrumentInput = {
  source_id: "uk-supply-of-goods-and-services-act-1982",
  title: "Supply of Goods and Services Act 1982 (1982 c. 29)",
  short_names: ["Supply of Goods and Services Act 1982", "SGSA 1982"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1982/29/contents",
  date: "1982-07-13",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "12",
      heading: "The contracts concerned",
      summary:
        "Defines a contract for the supply of a service as one under which a person agrees to carry out a service, for the purposes of the implied terms in sections 13 to 15, which after the Consumer Rights Act 2015 apply mainly to business-to-business services.",
      topics: ["services", "contract", "scope"],
      situations: [
        "which law covers a service my company bought from another business",
        "does the law imply terms into a business services contract",
      ],
    },
    {
      article: "13",
      heading: "Implied term about care and skill",
      summary:
        "In a contract for the supply of a service where the supplier acts in the course of a business, there is an implied term that the supplier will carry out the service with reasonable care and skill.",
      topics: ["services", "contract", "implied-terms"],
      situations: [
        "the contractor did a poor job on our office refit",
        "the agency we hired was careless and caused us losses",
      ],
    },
    {
      article: "14",
      heading: "Implied term about time for performance",
      summary:
        "Where a business supplier's time for performing a service is not fixed by the contract or course of dealing, there is an implied term that it will be carried out within a reasonable time.",
      topics: ["services", "contract", "implied-terms", "deadlines"],
      situations: [
        "the builder has been on the job for months with no end date",
        "how long should a service take if no time was agreed",
      ],
    },
    {
      article: "15",
      heading: "Implied term about consideration",
      summary:
        "Where the price for a service is not fixed by the contract or course of dealing, there is an implied term that the party contracting with the supplier will pay a reasonable charge.",
      topics: ["services", "contract", "contract-price"],
      situations: [
        "we never agreed a price and now the supplier's bill is huge",
        "what price must I pay if none was agreed for the service",
      ],
    },
  ],
};
