import type { InstrumentInput } from "../../schema";

export const nzConsumerGuaranteesAct: InstrumentInput = {
  source_id: "nz-consumer-guarantees-act",
  title: "Consumer Guarantees Act 1993",
  short_names: ["Consumer Guarantees Act 1993", "CGA", "Consumer Guarantees Act (NZ)"],
  jurisdiction: "NZ",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.govt.nz/act/public/1993/0091/latest/whole.html",
  date: "1993-08-20",
  provisions: [
    {
      article: "6",
      heading: "Guarantee as to acceptable quality",
      summary: "Guarantees that goods supplied to a consumer are of acceptable quality.",
      topics: ["consumer-protection", "defects", "legal-guarantee"],
      situations: ["something I bought is faulty or broke far too soon", "the goods aren't of acceptable quality even though the shop's warranty ran out"],
    },
    {
      article: "7",
      heading: "Meaning of acceptable quality",
      summary: "Defines acceptable quality as fit for the purposes for which such goods are commonly supplied, acceptable in appearance and finish, free from minor defects, safe and durable, as a reasonable consumer fully aware of their state would regard acceptable.",
      topics: ["consumer-protection", "defects"],
      situations: ["my new appliance broke after a year, is that acceptable quality in New Zealand"],
    },
    {
      article: "18",
      heading: "Options against suppliers where goods do not comply with guarantees",
      summary: "Gives the consumer remedies against the supplier: where the failure can be remedied, requiring it to be remedied within a reasonable time, and where it cannot or is of a substantial character, rejecting the goods or obtaining compensation for the reduction in value.",
      topics: ["consumer-protection", "remedies", "refund", "repair"],
      situations: ["the shop in New Zealand refuses to refund my faulty TV"],
    },
    {
      article: "28",
      heading: "Guarantee as to reasonable care and skill",
      summary: "Guarantees that services supplied to a consumer will be carried out with reasonable care and skill.",
      topics: ["consumer-protection", "services"],
      situations: ["a tradesperson did a sloppy or careless job"],
    },
    {
      article: "43",
      heading: "No contracting out except for business transactions",
      summary: "Makes the Act apply despite any agreement to the contrary, except that parties in trade may contract out in writing for business transactions where fair and reasonable.",
      topics: ["consumer-protection", "mandatory-rules"],
      situations: ["the shop's sign says no refunds, is that legal in New Zealand"],
    },
  ],
};
