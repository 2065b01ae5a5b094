import type { InstrumentInput } from "../../schema";

/**
 * Swiss federal acts use nested marginal headings (Randtitel); the headings below are editorial descriptions in square
 * brackets, not the marginal headings.
 */
export const chZivilgesetzbuch: InstrumentInput = {
  source_id: "ch-zivilgesetzbuch",
  title: "Schweizerisches Zivilgesetzbuch (SR 210)",
  short_names: ["Zivilgesetzbuch", "ZGB", "Code civil suisse", "CC", "Swiss Civil Code"],
  jurisdiction: "CH",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.fedlex.admin.ch/eli/cc/24/233_245_233/de",
  date: "1907-12-10",
  provisions: [
    {
      article: "14",
      heading: "[Untitled] Age of majority",
      summary: "Fixes majority at eighteen years of age.",
      topics: ["capacity", "minors"],
    },
    {
      article: "111",
      heading: "[Untitled] Divorce on joint request",
      summary: "Requires the court to grant divorce on the spouses' joint request with a complete agreement on its effects after hearing them and being satisfied the request and agreement are made freely and after careful reflection.",
      topics: ["family", "divorce"],
      situations: [
        "we both want a divorce in Switzerland, how does it work",
        "divorce by mutual agreement in Switzerland",
      ],
    },
    {
      article: "114",
      heading: "[Untitled] Divorce after living apart",
      summary: "Lets one spouse request divorce where the spouses have lived apart for at least two years when the action is brought or when replaced by a unilateral action.",
      topics: ["family", "divorce", "separation"],
      situations: [
        "my spouse won't agree to a divorce in Switzerland",
        "we have lived apart for two years, can I divorce in Switzerland",
      ],
    },
    {
      article: "115",
      heading: "[Untitled] Divorce for irretrievable breakdown",
      summary: "Lets a spouse request divorce before the two-year period has expired where, for serious reasons not attributable to them, continuing the marriage cannot reasonably be expected.",
      topics: ["family", "divorce"],
      situations: [
        "can I divorce in Switzerland before two years of separation because of serious reasons",
      ],
    },
    {
      article: "125",
      heading: "[Untitled] Post-divorce maintenance",
      summary: "Obliges a spouse to pay the other appropriate maintenance where it cannot reasonably be expected that the other covers their own appropriate maintenance, considering factors such as the division of tasks during marriage, its length, incomes and care of children.",
      topics: ["family", "divorce", "maintenance"],
      situations: [
        "will my ex have to pay me maintenance after divorce in Switzerland",
      ],
    },
    {
      article: "276",
      heading: "[Untitled] Child maintenance",
      summary: "Requires parents to provide for the child's maintenance through care, upbringing and money, covering the costs of care, education and protection.",
      topics: ["family", "maintenance", "children"],
      situations: [
        "child support obligations of parents in Switzerland",
        "must both parents pay for the child's upkeep in Switzerland",
      ],
    },
    {
      article: "296",
      heading: "[Untitled] Parental custody",
      summary: "Places a child under the joint parental custody of the father and mother as long as it is a minor, serving the child's welfare.",
      topics: ["family", "parental-responsibility"],
      situations: [
        "who has custody of our child in Switzerland",
      ],
    },
    {
      article: "457",
      heading: "[Untitled] Descendants as heirs",
      summary: "Makes the deceased's descendants the nearest heirs, children inheriting in equal shares, with predeceased children's descendants taking their place.",
      topics: ["succession", "intestacy"],
    },
    {
      article: "470",
      heading: "[Untitled] Freely disposable portion",
      summary: "Lets a person with descendants, a spouse or registered partner dispose freely by will of the portion exceeding the compulsory shares.",
      topics: ["succession", "forced-heirship"],
    },
    {
      article: "471",
      heading: "[Untitled] Compulsory shares",
      summary: "Sets the compulsory share at half of the statutory inheritance entitlement for descendants, spouses and registered partners.",
      topics: ["succession", "forced-heirship"],
      situations: ["can I disinherit my children in Switzerland"],
    },
    {
      article: "505",
      heading: "[Untitled] Handwritten will",
      summary: "Requires a handwritten will to be written from start to finish, dated (year, month and day) and signed by the testator in their own hand.",
      topics: ["succession", "wills", "formalities"],
    },
  ],
};
