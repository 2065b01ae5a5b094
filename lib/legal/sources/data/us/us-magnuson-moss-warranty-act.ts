import type { InstrumentInput } from "../../schema";

/**
 * Magnuson-Moss Warranty Act (title I of the Magnuson-Moss Warranty—Federal Trade Commission Improvement Act),
 * 15 U.S.C. chapter 50.
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usMagnusonMossWarrantyAct: InstrumentInput = {
  source_id: "us-magnuson-moss-warranty-act",
  title: "Magnuson-Moss Warranty—Federal Trade Commission Improvement Act",
  short_names: ["Magnuson-Moss Warranty Act", "Magnuson-Moss", "MMWA"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter50&edition=prelim",
  date: "1975-01-04",
  provisions: [
    {
      article: "2301",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including consumer product (tangible personal property normally used for personal, family or household purposes), written warranty, implied warranty, service contract, supplier, warrantor and consumer.",
      topics: ["consumer", "warranty", "definitions"],
      situations: [
        "does the federal warranty law apply to a car I bought for personal use",
      ],
    },
    {
      article: "2302",
      heading: "Rules governing contents of warranties",
      summary:
        "Requires a warrantor of a consumer product to disclose the terms of a written warranty fully and conspicuously in simple language, lets the FTC require pre-sale availability of terms, and forbids conditioning the warranty on using a particular brand of article or service unless provided free or the FTC waives it.",
      topics: ["consumer", "warranty", "disclosure"],
      situations: [
        "the warranty says it is void if I use a repair shop other than the dealer",
        "can the manufacturer require me to use only their brand of parts to keep the warranty",
      ],
    },
    {
      article: "2303",
      heading: "Designation of written warranties",
      summary:
        "Requires a written warranty on a product costing more than $10 to be designated conspicuously as either a full warranty (with its duration) or a limited warranty.",
      topics: ["consumer", "warranty"],
      situations: [
        "what is the difference between a full and a limited warranty",
      ],
    },
    {
      article: "2304",
      heading: "Federal minimum standards for warranties",
      summary:
        "Sets the federal minimum standards a full warranty must meet: remedying defects within a reasonable time without charge, no limit on the duration of implied warranties, no exclusion of consequential damages unless conspicuous, and a refund or replacement at the consumer's choice if the product cannot be fixed after a reasonable number of attempts.",
      topics: ["consumer", "warranty", "repairs", "refunds"],
      situations: [
        "my appliance under full warranty has been repaired four times and still does not work",
        "can they charge me for shipping a product back under a full warranty",
        "the product I bought under warranty keeps breaking, can I get a replacement or refund",
        "the manufacturer refuses to fix my defective product under warranty",
      ],
    },
    {
      article: "2306",
      heading:
        "Service contracts; rules for full, clear and conspicuous disclosure of terms and conditions; addition to or in lieu of written warranty",
      summary:
        "Requires service contracts to disclose their terms fully, clearly and conspicuously, and allows them to be sold in addition to or instead of a written warranty.",
      topics: ["consumer", "warranty", "service-contract", "disclosure"],
      situations: [
        "I bought an extended warranty, what must it tell me",
      ],
    },
    {
      article: "2308",
      heading: "Implied warranties",
      summary:
        "Forbids a supplier that gives a written warranty, or enters into a service contract within 90 days of sale, from disclaiming or modifying implied warranties, though a limited warranty may limit their duration to that of the written warranty if the limit is conscionable and clearly disclosed; a prohibited disclaimer is ineffective.",
      topics: ["consumer", "warranty", "implied-warranty", "disclaimers"],
      situations: [
        "the product came with a one-year warranty but the seller says all implied warranties are excluded",
        "can a seller sell something 'as is' and still give a written warranty",
      ],
    },
    {
      article: "2310",
      heading: "Remedies in consumer disputes",
      summary:
        "Encourages informal dispute settlement mechanisms and lets a consumer damaged by a warrantor's failure to comply with the Act, a written or implied warranty or a service contract sue for damages and other relief, including costs and attorney's fees; federal courts hear such claims only above a $50,000 amount in controversy.",
      topics: ["consumer", "warranty", "remedies", "costs"],
      situations: [
        "the manufacturer refuses to honour my warranty, can I sue",
        "will I get my lawyer's fees back in a warranty lawsuit",
      ],
    },
    {
      article: "2311",
      heading: "Applicability to other laws",
      summary:
        "Preserves other remedies and state law, including state rights under the Uniform Commercial Code, except where state requirements on labelling or disclosure of written warranties are not identical to the Act's.",
      topics: ["consumer", "warranty", "state-law"],
      situations: [
        "do I still have rights under my state's sale of goods law as well as the federal warranty law",
      ],
    },
  ],
};
