import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no official headings; the headings below are editorial descriptions in square brackets.
 */
export const plKodeksRodzinnyIOpiekunczy: InstrumentInput = {
  source_id: "pl-kodeks-rodzinny-i-opiekunczy",
  title: "Ustawa z dnia 25 lutego 1964 r. – Kodeks rodzinny i opiekuńczy",
  short_names: ["Kodeks rodzinny i opiekuńczy", "KRO", "Polish Family and Guardianship Code"],
  jurisdiction: "PL",
  kind: "code",
  provision_label: "article",
  official_url: "https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU19640090059",
  date: "1964-02-25",
  provisions: [
    {
      article: "23",
      heading: "[Untitled] Equal rights and duties of spouses",
      summary: "Gives spouses equal rights and duties in marriage and obliges them to live together, help each other, be faithful and cooperate for the family's good.",
      topics: ["family", "marriage"],
    },
    {
      article: "56",
      heading: "[Untitled] Divorce on complete and permanent breakdown",
      summary: "Allows either spouse to demand divorce where there has been a complete and permanent breakdown of married life, except where the minor children's welfare would suffer, divorce would be contrary to social coexistence, or it is demanded by the spouse solely at fault without the other's consent.",
      topics: ["family", "divorce"],
      situations: [
        "how do I get a divorce in Poland",
        "my marriage has completely broken down, can I divorce in Poland",
      ],
    },
    {
      article: "57",
      heading: "[Untitled] Ruling on fault",
      summary: "Requires the court granting a divorce to rule on which spouse is at fault for the breakdown, unless the spouses jointly request it not to.",
      topics: ["family", "divorce"],
      situations: [
        "will the Polish court decide who is at fault for the divorce",
        "can we divorce in Poland without a finding of fault",
      ],
    },
    {
      article: "58",
      heading: "[Untitled] Custody and maintenance in the divorce judgment",
      summary: "Requires the divorce judgment to decide on parental authority over common minor children, contact with them and each spouse's contribution to their maintenance.",
      topics: ["family", "divorce", "custody", "maintenance"],
      situations: [
        "who decides custody and child support in a Polish divorce",
      ],
    },
    {
      article: "133",
      heading: "[Untitled] Parents' duty to maintain children",
      summary: "Obliges parents to maintain a child who cannot yet support themselves, unless the child's own property income suffices.",
      topics: ["family", "maintenance", "children"],
      situations: ["how long do I have to pay child support in Poland"],
    },
  ],
};
