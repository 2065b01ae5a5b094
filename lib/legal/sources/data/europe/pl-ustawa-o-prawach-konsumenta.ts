import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no official headings; the headings below are editorial descriptions in square brackets.
 */
export const plUstawaOPrawachKonsumenta: InstrumentInput = {
  source_id: "pl-ustawa-o-prawach-konsumenta",
  title: "Ustawa z dnia 30 maja 2014 r. o prawach konsumenta",
  short_names: ["Ustawa o prawach konsumenta", "Consumer Rights Act (Poland)", "Polish Consumer Rights Act"],
  jurisdiction: "PL",
  kind: "statute",
  provision_label: "article",
  official_url: "https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU20140000827",
  date: "2014-05-30",
  provisions: [
    {
      article: "27",
      heading: "[Untitled] Right to withdraw from distance and off-premises contracts",
      summary: "Gives a consumer who concluded a distance or off-premises contract fourteen days to withdraw without giving reasons and without costs other than those provided.",
      topics: ["consumer-protection", "withdrawal-right", "distance-selling"],
      situations: ["can I return something I bought online in Poland"],
    },
    {
      article: "32",
      heading: "[Untitled] Refund after withdrawal",
      summary: "Requires the trader to refund all payments, including delivery costs, within fourteen days of receiving the withdrawal statement, using the same means of payment.",
      topics: ["consumer-protection", "withdrawal-right", "refund"],
      situations: [
        "the Polish online shop hasn't refunded me after I withdrew",
        "how quickly must I get my money back after cancelling an online order in Poland",
      ],
    },
    {
      article: "38",
      heading: "[Untitled] Exceptions to the right of withdrawal",
      summary: "Excludes the right of withdrawal for listed contracts, such as fully performed services with the consumer's consent, goods made to specification, perishable goods and sealed goods unsealed for hygiene reasons.",
      topics: ["consumer-protection", "withdrawal-right"],
      situations: [
        "which online purchases can't be returned in Poland",
        "can I return opened hygiene products or custom-made goods in Poland",
      ],
    },
  ],
};
