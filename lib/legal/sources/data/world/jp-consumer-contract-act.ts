import type { InstrumentInput } from "../../schema";

/**
 * Headings are the official Japanese article headings (見出し) followed by our English rendering in square brackets.
 */
export const jpConsumerContractAct: InstrumentInput = {
  source_id: "jp-consumer-contract-act",
  title: "消費者契約法（平成十二年法律第六十一号）",
  short_names: ["Consumer Contract Act", "Consumer Contract Act (Japan)", "消費者契約法", "Act No. 61 of 2000"],
  jurisdiction: "JP",
  kind: "statute",
  provision_label: "article",
  official_url: "https://laws.e-gov.go.jp/law/412AC0000000061",
  date: "2000-05-12",
  provisions: [
    {
      article: "4",
      heading: "消費者契約の申込み又はその承諾の意思表示の取消し [Rescission of a consumer's declaration]",
      summary: "Lets a consumer rescind a contract entered into because the business misrepresented important matters, gave conclusive assessments of uncertain matters, withheld disadvantageous facts, or refused to leave or prevented the consumer from leaving.",
      topics: ["consumer-protection", "rescission", "misrepresentation"],
      situations: [
        "a Japanese salesperson misled me into a contract, can I cancel it",
        "I signed because the seller wouldn't leave my home",
      ],
    },
    {
      article: "8",
      heading: "事業者の損害賠償の責任を免除する条項等の無効 [Invalidity of clauses exempting the business from liability]",
      summary: "Voids terms in consumer contracts that wholly exempt the business from liability for damages for non-performance or torts, or partly exempt it where it acted intentionally or with gross negligence.",
      topics: ["consumer-protection", "unfair-terms", "limitation-of-liability"],
      situations: ["the contract says the company is never liable for anything"],
    },
    {
      article: "9",
      heading: "消費者が支払う損害賠償の額を予定する条項等の無効 [Invalidity of excessive cancellation fees]",
      summary: "Voids cancellation fees and liquidated damages exceeding the average damage the business would suffer from such cancellation, and late-payment charges above 14.6 percent a year.",
      topics: ["consumer-protection", "unfair-terms", "cancellation"],
      situations: [
        "the cancellation fee in my Japanese contract is excessive",
      ],
    },
    {
      article: "10",
      heading: "消費者の利益を一方的に害する条項の無効 [Invalidity of clauses unilaterally harming consumers]",
      summary: "Voids terms that restrict consumers' rights or expand their obligations compared with default rules and unilaterally harm their interests contrary to good faith.",
      topics: ["consumer-protection", "unfair-terms"],
      situations: [
        "a clause in my contract with a Japanese business is unfair to me",
      ],
    },
  ],
};
