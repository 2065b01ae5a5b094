import type { InstrumentInput } from "../../schema";

/** Texas Family Code: marital property, grounds, residency and waiting period for divorce, property division, the child's best interest, and child support duration and guideline percentages. */
export const usTxFamilyCode: InstrumentInput = {
  source_id: "us-tx-family-code",
  title: "Texas Family Code",
  short_names: ["Texas Family Code", "Tex. Fam. Code"],
  jurisdiction: "US-TX",
  kind: "code",
  provision_label: "section",
  codified_at: "Tex. Fam. Code",
  official_url: "https://statutes.capitol.texas.gov/?link=FA",
  date: "1969",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3.001",
      heading: "Separate Property",
      summary: "Defines a spouse's separate property as property owned or claimed before marriage, property acquired during marriage by gift, devise or descent, and personal-injury recoveries except for lost earning capacity.",
      topics: ["family", "marital-property", "separate-property"],
      situations: ["is the house I owned before marriage mine alone in a Texas divorce", "my grandmother left me money; do I have to share it in my divorce in Texas"],
    },
    {
      article: "3.002",
      heading: "Community Property",
      summary: "Defines community property as the property, other than separate property, acquired by either spouse during marriage.",
      topics: ["family", "marital-property", "community-property"],
      situations: [
        "is the money my spouse earned during marriage ours together",
        "what counts as shared marital property",
        "does my wife get half of what I bought during our marriage in Texas",
        "my husband's salary during the marriage, is it shared in Texas",
      ],
    },
    {
      article: "3.003",
      heading: "Presumption of Community Property",
      summary: "Presumes property possessed by either spouse during or on dissolution of marriage to be community property, a presumption rebuttable only by clear and convincing evidence.",
      topics: ["family", "marital-property", "community-property", "evidence"],
      situations: ["how do I prove something is my separate property in a divorce", "everything we own is presumed to be shared marital property"],
    },
    {
      article: "6.001",
      heading: "Insupportability",
      summary: "Allows a court to grant a divorce without regard to fault if the marriage has become insupportable because of discord or conflict of personalities that destroys the legitimate ends of the marriage and prevents any reasonable expectation of reconciliation.",
      topics: ["family", "divorce", "no-fault"],
      situations: [
        "we just don't get along anymore and want to split up",
        "can I get a divorce in Texas without proving my spouse did anything wrong",
        "no-fault divorce in Texas",
        "we just can't get along anymore, can we divorce in Texas",
      ],
    },
    {
      article: "6.301",
      heading: "General Residency Rule for Divorce Suit",
      summary: "Allows a suit for divorce to be maintained only if one spouse has been domiciled in Texas for the preceding six months and a resident of the county where the suit is filed for the preceding 90 days.",
      topics: ["family", "divorce", "residency", "jurisdiction"],
      situations: ["I just moved to Texas; how soon can I file for divorce there"],
    },
    {
      article: "6.702",
      heading: "Waiting Period",
      summary: "Forbids a court to grant a divorce before the 60th day after the petition was filed, except in cases involving family violence.",
      topics: ["family", "divorce", "waiting-period"],
      situations: ["how long does a divorce take in Texas at the minimum"],
    },
    {
      article: "7.001",
      heading: "General Rule of Property Division",
      summary: "Requires the court in a divorce decree to divide the community estate in a manner it deems just and right, having due regard for the rights of each party and any children of the marriage.",
      topics: ["family", "divorce", "property-division"],
      situations: [
        "how do we split everything when we break up",
        "will the property be split 50/50 in my Texas divorce",
        "how will the judge split our house and savings in a Texas divorce",
        "who gets what in a Texas divorce",
      ],
    },
    {
      article: "153.002",
      heading: "Best Interest of Child",
      summary: "Makes the best interest of the child the primary consideration of the court in determining conservatorship, possession of and access to the child.",
      topics: ["family", "custody", "best-interests-of-child"],
      situations: [
        "how does a Texas court decide which parent the kids live with",
        "custody fight over our kids in Texas",
        "which parent gets the children after a Texas divorce",
      ],
    },
    {
      article: "154.001",
      heading: "Support of Child",
      summary:
        "A court may order either or both parents to support a child until the child turns 18 or graduates from high school, whichever is later, or until the child is emancipated or dies, and for an indefinite period if the child is disabled.",
      topics: ["family", "child-support"],
      situations: [
        "my ex won't pay anything for our kid",
        "until what age do I have to pay child support in Texas",
        "my son is 18 but still in high school, does child support continue in Texas",
        "does the other parent have to pay for our child in Texas",
        "can a Texas court make my ex pay child support",
      ],
    },
    {
      article: "154.125",
      heading: "Application of Guidelines to Net Resources",
      summary:
        "For obligors whose monthly net resources are within the statutory cap (adjusted for inflation every six years), the court presumptively applies a percentage of net resources: 20 percent for one child, rising by 5 percent per additional child to 40 percent for five, with a lower schedule for obligors with very low net resources.",
      topics: ["family", "child-support"],
      situations: [
        "how much child support will I pay in Texas for two kids",
        "what percentage of my income goes to child support for one child in Texas",
      ],
    },
  ],
};
