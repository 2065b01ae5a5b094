import type { InstrumentInput } from "../../schema";

export const euPackageTravelDirective: InstrumentInput = {
  source_id: "eu-package-travel-directive",
  title: "Directive (EU) 2015/2302 of the European Parliament and of the Council of 25 November 2015 on package travel and linked travel arrangements, amending Regulation (EC) No 2006/2004 and Directive 2011/83/EU of the European Parliament and of the Council and repealing Council Directive 90/314/EEC",
  short_names: ["Package Travel Directive", "PTD", "Directive (EU) 2015/2302", "Directive 2015/2302"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2015/2302/oj",
  date: "2015-11-25",
  provisions: [
    {
      article: "10",
      heading: "Alteration of the price",
      summary: "Allows price increases after conclusion only if the contract reserves the possibility and gives a right to a price reduction, they result from fuel, taxes or exchange-rate changes, are notified at least 20 days before the start, and lets the traveller terminate without fee if the increase exceeds eight percent.",
      topics: ["travel", "package-travel", "price-changes"],
      situations: [
        "the tour operator raised the price of my holiday after I booked it",
      ],
    },
    {
      article: "12",
      heading: "Termination of the package travel contract and right of withdrawal before the start of the package",
      summary: "Lets the traveller terminate before the start on payment of an appropriate, justifiable termination fee, or without fee where unavoidable and extraordinary circumstances at or near the destination significantly affect the package, and requires the organiser to refund within 14 days.",
      topics: ["travel", "package-travel", "cancellation", "refund"],
      situations: ["can I cancel my package holiday for free because of a hurricane at the destination"],
    },
    {
      article: "13",
      heading: "Responsibility for the performance of the package",
      summary: "Makes the organiser responsible for the performance of the travel services included in the package, requires it to remedy any lack of conformity and to offer suitable alternative arrangements where a significant proportion of services cannot be provided.",
      topics: ["travel", "package-travel", "liability"],
      situations: [
        "the hotel on my package holiday was not what was promised",
        "things went wrong on my package trip; who is responsible",
      ],
    },
    {
      article: "14",
      heading: "Price reduction and compensation for damages",
      summary: "Entitles the traveller to an appropriate price reduction for any period of lack of conformity and to compensation for damage suffered, unless the organiser proves the lack of conformity is attributable to the traveller, an unconnected third party or unavoidable and extraordinary circumstances.",
      topics: ["travel", "package-travel", "compensation"],
      situations: ["the hotel on my package holiday was dirty and far from the beach, can I get money back"],
    },
    {
      article: "17",
      heading: "Effectiveness and scope of insolvency protection",
      summary: "Requires organisers to provide security for the refund of all payments made by travellers, and for repatriation where transport is included, in case of their insolvency.",
      topics: ["travel", "package-travel", "insolvency"],
      situations: [
        "the travel company went bust before my holiday; do I get my money back",
      ],
    },
  ],
};
