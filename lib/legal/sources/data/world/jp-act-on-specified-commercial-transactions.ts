import type { InstrumentInput } from "../../schema";

/**
 * Headings are the official Japanese article headings (見出し) followed by our English rendering in square brackets.
 */
export const jpActOnSpecifiedCommercialTransactions: InstrumentInput = {
  source_id: "jp-act-on-specified-commercial-transactions",
  title: "特定商取引に関する法律（昭和五十一年法律第五十七号）",
  short_names: ["Act on Specified Commercial Transactions", "Specified Commercial Transactions Act", "特定商取引法", "特商法"],
  jurisdiction: "JP",
  kind: "statute",
  provision_label: "article",
  official_url: "https://laws.e-gov.go.jp/law/351AC0000000057",
  date: "1976-06-04",
  provisions: [
    {
      article: "9",
      heading: "訪問販売における契約の申込みの撤回等 [Cooling-off for door-to-door sales]",
      summary: "Lets a buyer in a door-to-door sale withdraw the application or cancel the contract in writing or by electronic record within eight days of receiving the statutory document, without paying damages or penalties.",
      topics: ["consumer-protection", "withdrawal-right", "doorstep-selling"],
      situations: ["a salesman came to my house in Japan and I signed, can I cancel"],
    },
    {
      article: "15-3",
      heading: "通信販売における契約の解除等 [Cancellation in mail-order sales]",
      summary: "Lets a buyer in a mail-order or online sale cancel within eight days of delivery, bearing return costs, unless the seller's advertisement stated special terms on returns.",
      topics: ["consumer-protection", "withdrawal-right", "distance-selling"],
      situations: ["can I return something I bought online in Japan"],
    },
  ],
};
