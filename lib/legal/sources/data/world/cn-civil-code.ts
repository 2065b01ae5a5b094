import type { InstrumentInput } from "../../schema";

/**
 * Articles of the Civil Code carry no official headings; the headings below are editorial descriptions in square
 * brackets.
 */
export const cnCivilCode: InstrumentInput = {
  source_id: "cn-civil-code",
  title: "中华人民共和国民法典",
  short_names: ["Civil Code of the People's Republic of China", "PRC Civil Code", "Chinese Civil Code", "民法典"],
  jurisdiction: "CN",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.npc.gov.cn/npc/c2/c30834/202006/t20200602_306457.html",
  date: "2020-05-28",
  provisions: [
    {
      article: "17",
      heading: "[Untitled] Age of majority",
      summary: "Makes natural persons aged eighteen or over adults and those under eighteen minors.",
      topics: ["capacity", "minors"],
      situations: ["at what age is someone an adult and no longer a minor"],
    },
    {
      article: "188",
      heading: "[Untitled] Limitation period",
      summary: "Sets the limitation period for civil claims at three years from when the right holder knew or should have known of the damage and the obligor, with a maximum of twenty years from the damage.",
      topics: ["limitation"],
      situations: ["how long do I have to sue someone in China"],
    },
    {
      article: "577",
      heading: "[Untitled] Liability for breach of contract",
      summary: "Makes a party that fails to perform or performs non-conformingly liable to continue performance, take remedial measures or compensate losses.",
      topics: ["breach-of-contract", "damages"],
      situations: [
        "the supplier only delivered part of the goods we ordered",
        "the seller delivered late and the goods were faulty, what can I demand",
        "the other side broke the contract, can I make them perform or pay damages",
        "the other side didn't do what the contract said, what can I claim",
      ],
    },
    {
      article: "725",
      heading: "[Untitled] Sale does not break a lease",
      summary: "Keeps a lease in force where ownership of the leased property changes while the lessee possesses it under the lease.",
      topics: ["tenancy", "sale-of-property"],
      situations: ["the flat I rent in China was sold, does my lease still apply"],
    },
    {
      article: "1076",
      heading: "[Untitled] Divorce by registration",
      summary: "Allows spouses who both wish to divorce to apply in person to the marriage registration authority with a written divorce agreement covering children and property.",
      topics: ["family", "divorce"],
      situations: [
        "my spouse and I both want to split up and have agreed on everything",
        "how do spouses divorce by mutual agreement at the marriage registry",
      ],
    },
    {
      article: "1077",
      heading: "[Untitled] Cooling-off period for registered divorce",
      summary: "Lets either spouse withdraw the divorce application within 30 days of its receipt, and requires both to apply for the divorce certificate within 30 days after that period, failing which the application is deemed withdrawn.",
      topics: ["family", "divorce", "cooling-off"],
      situations: ["we agreed to split up, how long before the registry divorce goes through", "is there a waiting period for divorce in China"],
    },
    {
      article: "1079",
      heading: "[Untitled] Divorce through litigation",
      summary: "Lets a spouse sue for divorce where mediation fails and mutual affection has broken down, listing grounds such as bigamy or cohabitation with another, domestic violence or maltreatment, gambling or drug addiction, separation for two years, and a further year of separation after a judgment refusing divorce.",
      topics: ["family", "divorce"],
      situations: [
        "I want a divorce but my spouse refuses",
        "my husband won't agree to a divorce in China",
      ],
    },
    {
      article: "1084",
      heading: "[Untitled] Children after divorce",
      summary: "Keeps the parents' rights and duties towards their children after divorce, generally giving custody of children under two to the mother, and otherwise deciding according to the child's best interests, respecting the wishes of children aged eight or over.",
      topics: ["family", "custody", "children"],
      situations: [
        "who keeps the kids when we divorce",
        "who gets custody of the children after a divorce",
      ],
    },
    {
      article: "1087",
      heading: "[Untitled] Division of joint property on divorce",
      summary: "Lets spouses agree the division of joint property on divorce, and otherwise lets the court decide, taking care of the interests of the children, the wife and the innocent party.",
      topics: ["family", "divorce", "matrimonial-property"],
      situations: [
        "how do we split our property when we split up",
        "how is our joint property split when we divorce",
      ],
    },
    {
      article: "1127",
      heading: "[Untitled] Order of statutory succession",
      summary: "Places spouse, children and parents in the first order of statutory heirs and siblings and grandparents in the second.",
      topics: ["succession", "intestacy"],
      situations: ["who inherits when someone dies without a will"],
    },
    {
      article: "1165",
      heading: "[Untitled] Fault-based tort liability",
      summary: "Makes an actor who, through fault, infringes another's civil rights and interests and causes damage liable in tort, presuming fault where the law so provides.",
      topics: ["torts", "liability", "damages"],
      situations: ["someone carelessly caused me harm or damage, are they liable"],
    },
  ],
};
