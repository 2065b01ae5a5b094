import type { InstrumentInput } from "../../schema";

/** Chile's Consumer Protection Law (Ley 19.496): consumer rights, withdrawal, abusive clauses and the legal guarantee. Its articles carry no official headings; each heading below is an editorial description in square brackets. */
export const clLey19496: InstrumentInput = {
  source_id: "cl-ley-19496",
  title: "Ley N° 19.496, que establece normas sobre protección de los derechos de los consumidores",
  short_names: ["Ley 19.496", "Ley del Consumidor", "Ley de Protección de los Derechos de los Consumidores", "Chilean Consumer Protection Law"],
  jurisdiction: "CL",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.bcn.cl/leychile/navegar?idNorma=61438",
  date: "1997",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "[Untitled] Basic rights of consumers",
      summary: "Lists the consumer's basic rights, including free choice of goods and services, truthful and timely information on them, their price and terms, non-discrimination by suppliers, safety in consumption, and adequate and timely repair and compensation for damage caused by a supplier's breach.",
      topics: ["consumer-protection", "consumer-rights"],
      situations: [
        "what are my basic rights as a consumer in Chile",
      ],
    },
    {
      article: "3 bis",
      heading: "[Untitled] Right to withdraw (retracto)",
      summary: "Gives the consumer a right to cancel unilaterally, within ten days of the contract or receipt of the product, purchases made at meetings or events organised by the supplier and certain contracts concluded by electronic or other distance means, with the supplier obliged to refund what was paid.",
      topics: ["consumer-protection", "cooling-off", "distance-selling"],
      situations: ["can I cancel something I bought online in Chile and get my money back"],
    },
    {
      article: "12",
      heading: "[Untitled] Supplier bound by its offer and terms",
      summary: "Obliges every supplier to respect the terms, conditions and modalities under which it offered or agreed with the consumer to deliver the good or provide the service.",
      topics: ["consumer-protection", "contract-terms", "advertising"],
      situations: ["a Chilean store won't honour the price it advertised"],
    },
    {
      article: "16",
      heading: "[Untitled] Abusive clauses in adhesion contracts",
      summary: "Makes listed clauses in adhesion contracts ineffective, such as those letting the supplier unilaterally end or modify the contract, making the consumer bear the supplier's errors, reversing the burden of proof against the consumer, limiting the supplier's liability for its own fault, or otherwise causing a significant imbalance contrary to good faith.",
      topics: ["consumer-protection", "unfair-terms"],
      situations: [
        "an abusive clause in my contract with a Chilean company",
      ],
    },
    {
      article: "20",
      heading: "[Untitled] Repair, replacement or refund of defective goods",
      summary: "Entitles the consumer, where a product is defective or not fit for its purpose in listed cases (safety or quality not as stated, defects, shortfall in quantity, materials not as described), to choose repair free of charge, replacement or a refund of the amount paid, in addition to compensation for damage.",
      topics: ["consumer-protection", "defective-goods", "warranties"],
      situations: ["the phone I bought in Chile stopped working after a month; what can I ask for"],
    },
    {
      article: "21",
      heading: "[Untitled] Time limit for the legal guarantee",
      summary: "Requires the rights under article 20 to be exercised within six months of receiving the product (the statutory legal guarantee), and lets the consumer go to the seller, the manufacturer or the importer, with the period suspended while the product is being repaired.",
      topics: ["consumer-protection", "warranties", "time-limits"],
      situations: ["how long is the legal guarantee on products in Chile"],
    },
    {
      article: "23",
      heading: "[Untitled] Supplier liability for negligence",
      summary: "Makes a supplier who, acting negligently, causes loss or damage to the consumer through defects in the quality, quantity, identity, substance, provenance, safety, weight or measure of the good or service liable to a fine.",
      topics: ["consumer-protection", "liability", "negligence"],
    },
  ],
};
