import type { InstrumentInput } from "../../schema";

/** German Supply Chain Due Diligence Act of 16 July 2021, in force 1 January 2023. */
export const deLksg: InstrumentInput = {
  source_id: "de-lksg",
  title: "Gesetz über die unternehmerischen Sorgfaltspflichten in Lieferketten (Lieferkettensorgfaltspflichtengesetz – LkSG)",
  short_names: ["LkSG", "Lieferkettensorgfaltspflichtengesetz", "German Supply Chain Act", "Supply Chain Due Diligence Act"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/lksg/",
  date: "2021-07-16",
  provisions: [
    {
      article: "1",
      heading: "Anwendungsbereich",
      summary:
        "Applies to enterprises with their head office, principal place of business, administrative seat or statutory seat, or a branch, in Germany that employ at least 3,000 people in Germany (at least 1,000 from 1 January 2024), counting employees of affiliated companies for the parent.",
      topics: ["supply-chain", "due-diligence", "scope"],
    },
    {
      article: "3",
      heading: "Sorgfaltspflichten",
      summary:
        "Obliges in-scope enterprises to observe human-rights and environmental due diligence in their supply chains in an appropriate manner, listing the duties from risk management and risk analysis to a complaints procedure and documentation and reporting.",
      topics: ["supply-chain", "due-diligence", "human-rights"],
    },
  ],
};
