import type { InstrumentInput } from "../../schema";

/** Special Marriage Act, 1954 (Act No. 43 of 1954). */
export const inSpecialMarriageAct1954: InstrumentInput = {
  source_id: "in-special-marriage-act-1954",
  title: "The Special Marriage Act, 1954",
  short_names: ["Special Marriage Act", "Special Marriage Act 1954", "SMA", "Act No. 43 of 1954"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1954-10-09",
  provisions: [
    {
      article: "27",
      heading: "Divorce",
      summary: "Sets the grounds on which either spouse married under the Act may seek divorce, among them adultery, desertion for at least two years, cruelty and incurable unsound mind, with further grounds for the wife.",
      topics: ["family", "divorce", "marriage"],
    },
    {
      article: "28",
      heading: "Divorce by mutual consent",
      summary: "Allows a joint petition by spouses who have lived separately for one year or more and agree to end the marriage; the decree follows a motion made between six and eighteen months after the petition if it has not been withdrawn.",
      topics: ["family", "divorce", "mutual-consent"],
    },
    {
      article: "39",
      heading: "Appeals from decrees and orders",
      summary: "Makes decrees under the Act appealable as decrees of the court in its original civil jurisdiction, within ninety days from the decree or order.",
      topics: ["family", "appeals"],
    },
  ],
};
