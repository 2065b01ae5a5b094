import type { InstrumentInput } from "../../schema";

/**
 * Headings are the official Japanese article headings (見出し) followed by our English rendering in square brackets.
 */
export const jpLaborContractAct: InstrumentInput = {
  source_id: "jp-labor-contract-act",
  title: "労働契約法（平成十九年法律第百二十八号）",
  short_names: ["Labor Contract Act", "Labor Contract Act (Japan)", "Labour Contract Act (Japan)", "労働契約法", "Act No. 128 of 2007"],
  jurisdiction: "JP",
  kind: "statute",
  provision_label: "article",
  official_url: "https://laws.e-gov.go.jp/law/419AC0000000128",
  date: "2007-12-05",
  provisions: [
    {
      article: "5",
      heading: "労働者の安全への配慮 [Consideration for workers' safety]",
      summary: "Requires the employer to give necessary consideration so that workers can work while ensuring the safety of their life and body.",
      topics: ["employment", "health-and-safety"],
      situations: [
        "my employer in Japan makes me work in unsafe conditions, must it protect my safety",
        "does my employer in Japan have a duty to protect my health and safety at work",
      ],
    },
    {
      article: "16",
      heading: "解雇 [Dismissal]",
      summary: "Makes a dismissal that lacks objectively reasonable grounds and is not considered appropriate in general societal terms an abuse of right and invalid.",
      topics: ["employment", "dismissal", "unfair-dismissal"],
      situations: ["can my employer in Japan fire me without a good reason"],
    },
    {
      article: "17",
      heading: "契約期間中の解雇等 [Dismissal during the contract term]",
      summary: "Prohibits dismissal of a worker on a fixed-term contract before its term expires unless there are unavoidable reasons.",
      topics: ["employment", "fixed-term", "dismissal"],
      situations: [
        "can my fixed-term contract in Japan be ended early",
      ],
    },
    {
      article: "18",
      heading: "有期労働契約の期間の定めのない労働契約への転換 [Conversion of fixed-term labour contracts into contracts without a fixed term]",
      summary: "Entitles a worker whose renewed fixed-term contracts with the same employer total more than five years to apply for conversion into a contract without a fixed term, which the employer is deemed to accept.",
      topics: ["employment", "fixed-term"],
      situations: ["I've been on renewed one-year contracts in Japan for six years"],
    },
    {
      article: "19",
      heading: "有期労働契約の更新等 [Renewal of fixed-term labour contracts]",
      summary: "Treats the employer as having accepted a worker's application to renew a fixed-term contract on the same terms where non-renewal would be equivalent to dismissal or the worker reasonably expects renewal, and refusal lacks objectively reasonable grounds.",
      topics: ["employment", "fixed-term", "non-renewal"],
      situations: ["my employer in Japan refused to renew my contract after many renewals"],
    },
  ],
};
