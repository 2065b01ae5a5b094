import type { InstrumentInput } from "../../schema";

/**
 * Headings are the official Korean article headings followed by our English rendering in square brackets.
 */
export const krCivilAct: InstrumentInput = {
  source_id: "kr-civil-act",
  title: "민법 (법률 제471호)",
  short_names: ["Civil Act (Korea)", "Korean Civil Act", "민법"],
  jurisdiction: "KR",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.law.go.kr/법령/민법",
  date: "1958-02-22",
  provisions: [
    {
      article: "4",
      heading: "성년 [Age of majority]",
      summary: "Fixes the age of majority at nineteen.",
      topics: ["capacity", "minors"],
      situations: [
        "at what age am I legally an adult in South Korea",
        "can an 18-year-old sign a contract alone in Korea",
      ],
    },
    {
      article: "390",
      heading: "채무불이행과 손해배상 [Non-performance and damages]",
      summary: "Entitles the creditor to damages where the debtor does not perform in accordance with the obligation, unless non-performance occurred without the debtor's intent or negligence.",
      topics: ["breach-of-contract", "damages"],
      situations: ["the other side didn't do what the contract said, can I claim damages"],
    },
    {
      article: "750",
      heading: "불법행위의 내용 [Torts]",
      summary: "Makes a person who causes loss or damage to another by an unlawful act, intentionally or negligently, liable to compensate it.",
      topics: ["torts", "liability", "damages"],
      situations: [
        "someone in Korea damaged my property through carelessness, can I claim compensation",
        "I was injured because of someone's negligence in Korea, can I sue for damages",
      ],
    },
    {
      article: "834",
      heading: "협의상 이혼 [Divorce by agreement]",
      summary: "Allows husband and wife to divorce by agreement.",
      topics: ["family", "divorce"],
      situations: [
        "my spouse and I both agree to split up",
        "how do we get divorced by agreement in Korea",
      ],
    },
    {
      article: "836-2",
      heading: "이혼의 절차 [Divorce procedure]",
      summary: "Requires spouses divorcing by agreement to receive guidance from the family court and wait a deliberation period before confirmation: three months where a child is to be raised, one month otherwise, which the court may shorten for violence or other urgent reasons.",
      topics: ["family", "divorce", "cooling-off"],
      situations: ["how long do we wait for an agreed divorce in Korea"],
    },
    {
      article: "839-2",
      heading: "재산분할청구권 [Right to claim division of property]",
      summary: "Lets a spouse divorced by agreement claim division of property from the other, with the family court deciding if no agreement is reached, within two years of divorce.",
      topics: ["family", "divorce", "matrimonial-property"],
      situations: [
        "how is property divided after a divorce in Korea",
      ],
    },
    {
      article: "840",
      heading: "재판상 이혼원인 [Grounds for judicial divorce]",
      summary: "Lists grounds for judicial divorce, including unchastity, malicious desertion, extremely unjust treatment, the spouse's unknown whereabouts for three years and other grave reasons making it difficult to continue the marriage.",
      topics: ["family", "divorce"],
      situations: [
        "my spouse cheated and refuses to divorce",
        "on what grounds can I get a divorce in Korea if my spouse won't agree",
      ],
    },
  ],
};
