import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no official headings; the headings below are editorial descriptions in square brackets.
 */
export const mxLeyFederalDeProteccionAlConsumidor: InstrumentInput = {
  source_id: "mx-ley-federal-de-proteccion-al-consumidor",
  title: "Ley Federal de Protección al Consumidor",
  short_names: ["Ley Federal de Protección al Consumidor", "LFPC", "Mexican Consumer Protection Law", "PROFECO law"],
  jurisdiction: "MX",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LFPC.pdf",
  date: "1992-12-24",
  provisions: [
    {
      article: "7",
      heading: "[Untitled] Duty to respect offered terms",
      summary: "Obliges every supplier to inform consumers of and respect the prices, rates, guarantees, quantities, qualities, measures, interest, charges, terms, deadlines, dates, conditions and other terms offered or agreed.",
      topics: ["consumer-protection", "pricing", "guarantees"],
      situations: [
        "a Mexican business won't honour the advertised price",
      ],
    },
    {
      article: "56",
      heading: "[Untitled] Cooling-off period for home and distance sales",
      summary: "Makes contracts concluded at home, by telephone or other distance means take effect only five working days after delivery of the goods or signature, whichever is later, during which the consumer may revoke consent without liability.",
      topics: ["consumer-protection", "withdrawal-right", "distance-selling"],
      situations: ["can I cancel a purchase I made online in Mexico"],
    },
  ],
};
