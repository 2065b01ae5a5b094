import type { InstrumentInput } from "../../schema";

/** Illinois Marriage and Dissolution of Marriage Act: grounds and residence for dissolution, judgment, division of property and maintenance. */
export const usIlMarriageAndDissolutionOfMarriageAct: InstrumentInput = {
  source_id: "us-il-marriage-and-dissolution-of-marriage-act",
  title: "Illinois Marriage and Dissolution of Marriage Act (750 ILCS 5)",
  short_names: ["Illinois Marriage and Dissolution of Marriage Act", "IMDMA", "750 ILCS 5"],
  jurisdiction: "US-IL",
  kind: "statute",
  provision_label: "section",
  codified_at: "750 ILCS",
  official_url: "https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2086&ChapterID=59",
  date: "1977",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "5/401",
      heading: "Dissolution of marriage.",
      summary: "Requires the court to enter a judgment of dissolution where one spouse has lived in Illinois (or been stationed there in the armed forces) for 90 days before the action or finding and irreconcilable differences have caused the irretrievable breakdown of the marriage, with living separate and apart for six months creating an irrebuttable presumption of that breakdown.",
      topics: ["family", "divorce", "no-fault", "residency"],
      situations: [
        "we just don't get along anymore and want to split up",
        "how long do I need to live in Illinois before I can get divorced",
        "can I divorce in Illinois if my husband won't agree",
        "how do I get a divorce in Illinois",
        "we've lived apart for six months, can we divorce in Illinois",
      ],
    },
    {
      article: "5/413",
      heading: "Judgment.",
      summary: "Requires a judgment of dissolution, legal separation or invalidity to be entered within 60 days of the close of proofs (90 days where the court finds good cause), makes it final when entered subject to appeal, and lets the parties remarry pending an appeal that does not challenge the grounds.",
      topics: ["family", "divorce", "court-procedure"],
    },
    {
      article: "5/503",
      heading: "Disposition of property and debts.",
      summary: "Defines marital property as property and debts acquired by either spouse during the marriage, with listed non-marital exceptions such as gifts and inheritances and property acquired before the marriage, and requires the court to assign each spouse's non-marital property to that spouse and divide marital property in just proportions considering listed factors such as contributions, the length of the marriage and each spouse's economic circumstances.",
      topics: ["family", "divorce", "property-division", "marital-property"],
      situations: [
        "how do we split everything when we break up",
        "will my inheritance be split in my Illinois divorce",
        "how does an Illinois court divide our house and savings",
        "who gets the house in an Illinois divorce",
        "is money earned during our marriage split in Illinois",
        "is property I owned before marriage divided in Illinois",
      ],
    },
    {
      article: "5/504",
      heading: "Maintenance.",
      summary:
        "The court first decides, on listed factors such as each spouse's income, needs, earning capacity and the length of the marriage and without regard to marital misconduct, whether maintenance is appropriate. Where the spouses' combined gross income is under $500,000 and the payor has no prior support obligations, the guideline amount is 33 1/3 percent of the payor's net income minus 25 percent of the payee's, capped so the payee does not end up with more than 40 percent of combined net income, for a duration scaled to the length of the marriage; the court may deviate with findings.",
      topics: ["family", "divorce", "maintenance"],
      situations: [
        "how much alimony will I have to pay in Illinois",
        "how long does spousal maintenance last after a 12-year marriage in Illinois",
        "my wife earns less than me, will she get maintenance in our Illinois divorce",
      ],
    },
  ],
};
