import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no official headings; the headings below are editorial descriptions in square brackets.
 */
export const brCodigoDeDefesaDoConsumidor: InstrumentInput = {
  source_id: "br-codigo-de-defesa-do-consumidor",
  title: "Lei nº 8.078, de 11 de setembro de 1990 – Código de Defesa do Consumidor",
  short_names: ["Código de Defesa do Consumidor", "CDC", "Lei 8.078/1990", "Brazilian Consumer Protection Code"],
  jurisdiction: "BR",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm",
  date: "1990-09-11",
  provisions: [
    {
      article: "6",
      heading: "[Untitled] Basic consumer rights",
      summary: "Lists the consumer's basic rights, including protection of life and health, adequate and clear information, protection against misleading advertising and abusive practices, revision of excessively burdensome terms, effective compensation, and reversal of the burden of proof where the claim is plausible.",
      topics: ["consumer-protection"],
      situations: [
        "what are my basic rights as a consumer in Brazil",
      ],
    },
    {
      article: "12",
      heading: "[Untitled] Manufacturer's liability for product defects",
      summary: "Makes the manufacturer, producer, builder and importer liable, regardless of fault, for damage to consumers caused by design, manufacturing or other defects in products and by insufficient information about their use and risks.",
      topics: ["consumer-protection", "product-liability"],
      situations: [
        "a defective product injured me in Brazil, is the manufacturer liable",
      ],
    },
    {
      article: "14",
      heading: "[Untitled] Service provider's liability",
      summary: "Makes the service provider liable, regardless of fault, for damage to consumers caused by defects in the services and by insufficient or inadequate information on their use and risks.",
      topics: ["consumer-protection", "services", "liability"],
      situations: [
        "a service provider in Brazil caused me damage through a faulty service",
      ],
    },
    {
      article: "18",
      heading: "[Untitled] Quality defects in products",
      summary: "Makes suppliers jointly liable for quality defects making products unfit or reducing their value, and lets the consumer, if the defect is not remedied within 30 days, choose replacement, immediate refund with monetary correction or a proportional price reduction.",
      topics: ["consumer-protection", "defects", "repair", "refund"],
      situations: ["my new phone broke in Brazil and the store won't fix it in 30 days"],
    },
    {
      article: "26",
      heading: "[Untitled] Time limits to complain about apparent defects",
      summary: "Sets the time limit to complain about apparent or easily noticed defects at 30 days for non-durable products and services and 90 days for durable ones, from delivery or end of service; for hidden defects the period starts when the defect becomes evident.",
      topics: ["consumer-protection", "defects", "limitation"],
      situations: ["how long do I have to complain about a defective product in Brazil"],
    },
    {
      article: "27",
      heading: "[Untitled] Limitation for damage from defective products or services",
      summary: "Time-bars claims for damage caused by product or service defects five years after the consumer learns of the damage and its author.",
      topics: ["consumer-protection", "product-liability", "limitation"],
      situations: [
        "how long do I have to sue for damage caused by a defective product in Brazil",
        "a faulty appliance caused damage at my home in Brazil, is there a time limit to claim",
      ],
    },
    {
      article: "39",
      heading: "[Untitled] Abusive practices",
      summary: "Prohibits abusive practices by suppliers, including tying the supply of one product or service to another, refusing to serve consumers, sending unsolicited products, exploiting consumers' weakness, demanding manifestly excessive advantages and performing services without a prior estimate.",
      topics: ["consumer-protection", "unfair-commercial-practices", "tied-selling"],
      situations: ["the bank made me buy insurance to get a loan in Brazil"],
    },
    {
      article: "42",
      heading: "[Untitled] Debt collection",
      summary: "Prohibits exposing a defaulting consumer to ridicule or threats in debt collection, and entitles a consumer charged an undue amount to repayment of double what was paid in excess, with monetary correction and interest, unless the error is justifiable.",
      topics: ["consumer-protection", "debt-collection"],
      situations: ["I was charged twice on my bill in Brazil, can I get double back"],
    },
    {
      article: "49",
      heading: "[Untitled] Right of withdrawal outside commercial premises",
      summary: "Lets the consumer withdraw within seven days of signing or receiving the product or service when the contract was concluded outside the commercial establishment, especially by telephone or at home, with immediate refund of any amounts paid.",
      topics: ["consumer-protection", "withdrawal-right", "distance-selling"],
      situations: ["can I return something I bought online in Brazil"],
    },
    {
      article: "51",
      heading: "[Untitled] Abusive contract terms",
      summary: "Makes void as of right contract terms that, among others, exempt or reduce the supplier's liability, deprive the consumer of the option of refund, establish unfair or excessive obligations, or reverse the burden of proof to the consumer's detriment.",
      topics: ["consumer-protection", "unfair-terms"],
      situations: [
        "an abusive clause in my contract with a Brazilian company",
      ],
    },
  ],
};
