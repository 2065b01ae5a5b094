import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no official headings; the headings below are editorial descriptions in square brackets. Numbering is
 * that of the 2013 amended law.
 */
export const cnConsumerRightsProtectionLaw: InstrumentInput = {
  source_id: "cn-consumer-rights-protection-law",
  title: "中华人民共和国消费者权益保护法",
  short_names: ["Law of the People's Republic of China on the Protection of Consumer Rights and Interests", "Consumer Rights Protection Law", "消费者权益保护法"],
  jurisdiction: "CN",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.npc.gov.cn/zgrdw/npc/xinwen/2013-10/26/content_1811773.htm",
  date: "1993-10-31",
  provisions: [
    {
      article: "24",
      heading: "[Untitled] Return, replacement or repair of non-conforming goods",
      summary: "Lets the consumer return non-conforming goods within seven days of receipt, or demand replacement or repair where the conditions for termination are met, with the business bearing transport costs.",
      topics: ["consumer-protection", "defects", "refund", "repair"],
      situations: ["the product I bought in China is faulty, can I return it"],
    },
    {
      article: "25",
      heading: "[Untitled] Seven-day no-reason return for distance sales",
      summary: "Gives consumers buying online, by television, telephone or mail order the right to return goods within seven days of receipt without giving reasons, except for custom-made, perishable, unsealed digital goods and newspapers, with refund within seven days and return costs on the consumer unless agreed otherwise.",
      topics: ["consumer-protection", "withdrawal-right", "distance-selling"],
      situations: ["can I return something I bought online in China without a reason"],
    },
    {
      article: "55",
      heading: "[Untitled] Punitive damages for fraud",
      summary: "Entitles a consumer defrauded by a business to additional compensation of three times the price paid, at least 500 yuan.",
      topics: ["consumer-protection", "fraud", "damages"],
      situations: ["the shop sold me a fake product in China, what compensation can I get"],
    },
  ],
};
