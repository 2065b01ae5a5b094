import type { InstrumentInput } from "../../schema";

export const sgWomensCharter1961: InstrumentInput = {
  source_id: "sg-womens-charter-1961",
  title: "Women's Charter 1961 (2020 Revised Edition)",
  short_names: ["Women's Charter 1961", "Women's Charter", "Women's Charter (Singapore)"],
  jurisdiction: "SG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://sso.agc.gov.sg/Act/WC1961",
  date: "1961",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "68",
      heading: "Duty of parents to maintain children",
      summary:
        "Unless an agreement or court order provides otherwise, every parent must maintain or contribute to maintaining their children, whoever has custody of them and whether or not the parents were married, by providing reasonable accommodation, clothing, food and education in line with the parent's means and station in life, or paying for them.",
      topics: ["family", "children", "maintenance"],
      situations: [
        "my ex in Singapore refuses to pay anything for our son",
        "do I have to support my child if the child lives with the other parent",
      ],
    },
    {
      article: "69",
      heading: "Court may order maintenance of wife, incapacitated husband and children",
      summary:
        "On proof that a husband has neglected or refused to provide reasonable maintenance for his wife, the court may order him to pay a monthly allowance or a lump sum; an incapacitated husband may likewise claim from his wife, and a parent who neglects to maintain a child unable to maintain itself may be ordered to pay for the child. The court considers the parties' means, needs, earning capacity, the standard of living before the neglect, and other circumstances.",
      topics: ["family", "maintenance", "children", "marriage"],
      situations: [
        "my husband stopped giving me money after we split up",
        "my husband in Singapore has stopped giving me money for the household",
        "can I get a maintenance order while we are still married in Singapore",
        "how do I make my husband pay for our children's school fees",
      ],
    },
    {
      article: "112",
      heading: "Power of court to order division of matrimonial assets",
      summary:
        "When granting, or after, a judgment of divorce, judicial separation or nullity, the court may divide the matrimonial assets between the spouses, or order them sold and the proceeds divided, in proportions it thinks just and equitable. It must consider all the circumstances, including each spouse's financial contributions, debts taken on for the family, the children's needs, contributions to looking after the home and family, any agreement made in contemplation of divorce, rent-free occupation of the home, and support given to the other spouse's career.",
      topics: ["family", "divorce", "property", "matrimonial-assets"],
      situations: [
        "how do we split the flat and savings when we divorce",
        "we are divorcing in Singapore, how will our HDB flat be split",
        "I stayed home to raise the kids, do I get a share of the property my husband paid for",
        "how does a Singapore court divide assets after a divorce",
      ],
    },
  ],
};
