import type { InstrumentInput } from "../../schema";

/**
 * Headings of articles 82, 102 and 104 are the official ones; the headings of articles 114, 118 and 120 (renumbered by
 * Real Decreto-ley 7/2021) are bracketed descriptions because their official titles could not be confirmed.
 */
export const esTrlgdcu: InstrumentInput = {
  source_id: "es-trlgdcu",
  title: "Real Decreto Legislativo 1/2007, de 16 de noviembre, por el que se aprueba el texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios y otras leyes complementarias",
  short_names: ["Ley General para la Defensa de los Consumidores y Usuarios", "TRLGDCU", "Real Decreto Legislativo 1/2007", "RDLeg 1/2007", "Spanish Consumer Protection Act"],
  jurisdiction: "ES",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.boe.es/eli/es/rdlg/2007/11/16/1/con",
  date: "2007-11-16",
  provisions: [
    {
      article: "82",
      heading: "Concepto de cláusulas abusivas",
      summary: "Defines as unfair any term not individually negotiated and practices not expressly consented that, contrary to good faith, cause a significant imbalance in the parties' rights and obligations to the consumer's detriment.",
      topics: ["consumer-protection", "unfair-terms"],
      situations: ["the contract says I lose my deposit if I cancel for any reason"],
    },
    {
      article: "102",
      heading: "Derecho de desistimiento",
      summary: "Gives the consumer a right to withdraw from distance and off-premises contracts, with listed exceptions, and voids terms imposing a penalty for exercising it.",
      topics: ["consumer-protection", "withdrawal-right", "distance-selling"],
      situations: [
        "right to withdraw from an online purchase in Spain",
        "can I cancel a contract signed at my door in Spain",
      ],
    },
    {
      article: "104",
      heading: "Plazo para el ejercicio del derecho de desistimiento",
      summary: "Gives the consumer fourteen calendar days to withdraw, counted for goods from physical possession and for services from conclusion.",
      topics: ["consumer-protection", "withdrawal-right"],
      situations: ["can I return an online purchase in Spain"],
    },
    {
      article: "114",
      heading: "[Heading not verified] Seller's liability for lack of conformity",
      summary: "Obliges the trader to deliver goods, digital content or services that conform to the contract, and makes it liable for any lack of conformity.",
      topics: ["consumer-protection", "sale-of-goods", "legal-guarantee"],
      situations: [
        "the product I bought in Spain is faulty, is the shop liable",
        "the seller in Spain delivered goods that don't match what I ordered",
      ],
    },
    {
      article: "118",
      heading: "[Heading not verified] Consumer's remedies",
      summary: "Entitles the consumer in case of lack of conformity to have the goods brought into conformity by repair or replacement, to a price reduction or to terminate the contract.",
      topics: ["consumer-protection", "sale-of-goods", "remedies", "repair", "replacement"],
      situations: [
        "my new laptop stopped working, what can I demand in Spain",
        "the shop in Spain refuses to repair or replace my faulty item",
      ],
    },
    {
      article: "120",
      heading: "[Heading not verified] Time limits for lack of conformity",
      summary: "Makes the trader liable for lack of conformity in goods that becomes apparent within three years of delivery and in digital content or services within two years, with a shorter agreed period of at least one year possible for second-hand goods.",
      topics: ["consumer-protection", "sale-of-goods", "legal-guarantee", "limitation"],
      situations: ["how long is the warranty on products in Spain"],
    },
  ],
};
