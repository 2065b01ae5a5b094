import type { InstrumentInput } from "../../schema";

export const zaConsumerProtectionAct: InstrumentInput = {
  source_id: "za-consumer-protection-act",
  title: "Consumer Protection Act 68 of 2008",
  short_names: ["Consumer Protection Act (South Africa)", "CPA", "Act 68 of 2008"],
  jurisdiction: "ZA",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gov.za/documents/consumer-protection-act",
  date: "2009-04-24",
  provisions: [
    {
      article: "14",
      heading: "Expiry and renewal of fixed-term agreements",
      summary: "Limits fixed-term consumer agreements to 24 months unless a longer term is justified, lets the consumer cancel on 20 business days' notice subject to a reasonable cancellation penalty, and requires notice of expiry 40 to 80 business days before it.",
      topics: ["consumer-protection", "subscriptions", "termination"],
      situations: ["can I cancel my gym contract early in South Africa"],
    },
    {
      article: "16",
      heading: "Consumer's right to cooling-off period after direct marketing",
      summary: "Lets a consumer rescind a transaction resulting from direct marketing within five business days after the agreement or delivery, with a full refund within 15 business days.",
      topics: ["consumer-protection", "withdrawal-right", "direct-marketing"],
      situations: ["a salesperson came to my door or called me and I want to cancel what I signed", "changed my mind days after buying from a door-to-door seller"],
    },
    {
      article: "55",
      heading: "Consumer's rights to safe, good quality goods",
      summary: "Entitles consumers to goods that are reasonably suitable for their purpose, of good quality, in good working order and free of defects, usable and durable for a reasonable period, and compliant with standards.",
      topics: ["consumer-protection", "defects", "product-safety"],
      situations: ["the product I bought broke or was defective soon after buying it", "goods not of good quality or not fit for their purpose"],
    },
    {
      article: "56",
      heading: "Implied warranty of quality",
      summary: "Implies a warranty that goods comply with section 55, and lets the consumer return defective goods within six months of delivery for repair, replacement or refund at the consumer's choice.",
      topics: ["consumer-protection", "defects", "refund", "repair"],
      situations: ["the appliance I bought in South Africa broke after three months"],
    },
  ],
};
