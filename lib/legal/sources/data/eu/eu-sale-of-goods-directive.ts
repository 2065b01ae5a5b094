import type { InstrumentInput } from "../../schema";

export const euSaleOfGoodsDirective: InstrumentInput = {
  source_id: "eu-sale-of-goods-directive",
  title: "Directive (EU) 2019/771 of the European Parliament and of the Council of 20 May 2019 on certain aspects concerning contracts for the sale of goods, amending Regulation (EU) 2017/2394 and Directive 2009/22/EC, and repealing Directive 1999/44/EC",
  short_names: ["Sale of Goods Directive", "Consumer Sales Directive", "Directive (EU) 2019/771", "Directive 2019/771", "SGD"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2019/771/oj",
  date: "2019-05-20",
  provisions: [
    {
      article: "5",
      heading: "Conformity of the goods",
      summary: "Requires the seller to deliver goods to the consumer that meet the subjective and objective requirements for conformity and the rules on installation and digital elements.",
      topics: ["consumer-protection", "sale-of-goods", "legal-guarantee"],
      situations: [
        "the goods I bought in the EU don't work as they should",
      ],
    },
    {
      article: "6",
      heading: "Subjective requirements for conformity",
      summary: "Requires goods to match the description, type, quantity and quality in the contract, to be fit for any particular purpose the consumer made known and the seller accepted, and to come with agreed accessories, instructions and updates.",
      topics: ["consumer-protection", "sale-of-goods"],
      situations: [
        "what I received isn't what the contract described",
      ],
    },
    {
      article: "7",
      heading: "Objective requirements for conformity",
      summary: "Requires goods to be fit for the purposes for which goods of the same type would normally be used, to have the quality and performance normal for such goods that the consumer can reasonably expect, including durability, taking into account public statements in advertising or labelling, and to be supplied with updates for digital elements.",
      topics: ["consumer-protection", "sale-of-goods"],
      situations: ["my new phone died after a year, shouldn't it last longer"],
    },
    {
      article: "10",
      heading: "Liability of the seller",
      summary: "Makes the seller liable for any lack of conformity existing at the time of delivery that becomes apparent within two years of that time, with Member States free to set longer periods.",
      topics: ["consumer-protection", "sale-of-goods", "legal-guarantee"],
      situations: [
        "how long is the legal guarantee on products in the EU",
        "my product broke after eighteen months, is the seller still responsible in the EU",
        "two year guarantee on faulty goods in Europe",
      ],
    },
    {
      article: "11",
      heading: "Burden of proof",
      summary: "Presumes that a lack of conformity becoming apparent within one year of delivery existed at delivery, unless proved otherwise or incompatible with the nature of the goods; Member States may extend this to two years.",
      topics: ["consumer-protection", "sale-of-goods", "burden-of-proof"],
      situations: [
        "the product developed a fault within a year; do I have to prove it was faulty from the start",
      ],
    },
    {
      article: "13",
      heading: "Remedies for lack of conformity",
      summary: "Entitles the consumer to have the goods brought into conformity, or to a proportionate price reduction or termination, and lets the consumer withhold payment until the seller fulfils its obligations.",
      topics: ["consumer-protection", "sale-of-goods", "remedies"],
      situations: [
        "the shop refuses to fix or replace my faulty laptop",
        "what can I demand when goods I bought are defective in the EU",
        "the item I bought is faulty, can I get a repair, discount or refund",
      ],
    },
    {
      article: "14",
      heading: "Repair or replacement of goods",
      summary: "Requires repair or replacement free of charge, within a reasonable period from being informed and without significant inconvenience to the consumer, with the seller taking back replaced goods at its expense.",
      topics: ["consumer-protection", "sale-of-goods", "repair", "replacement"],
      situations: [
        "can I make the seller repair or replace a faulty product free of charge",
      ],
    },
    {
      article: "15",
      heading: "Price reduction",
      summary: "Sets the price reduction in proportion to the decrease in value of the goods received compared with conforming goods.",
      topics: ["consumer-protection", "sale-of-goods", "price-reduction"],
      situations: [
        "can I get a partial refund and keep the faulty item",
      ],
    },
    {
      article: "16",
      heading: "Termination of the contract",
      summary: "Lets the consumer terminate by statement to the seller, obliging the consumer to return the goods at the seller's expense and the seller to reimburse the price upon receipt or evidence of return.",
      topics: ["consumer-protection", "sale-of-goods", "refund"],
      situations: [
        "the seller couldn't fix the fault; can I end the contract and get my money back",
        "can I get my money back for a faulty product that couldn't be repaired in the EU",
      ],
    },
    {
      article: "17",
      heading: "Commercial guarantees",
      summary: "Binds the guarantor to the conditions of a commercial guarantee and its associated advertising, and requires a guarantee statement on a durable medium stating that the consumer's legal remedies are unaffected.",
      topics: ["consumer-protection", "guarantees"],
      situations: [
        "the manufacturer's guarantee promised more than the seller now gives me",
      ],
    },
  ],
};
