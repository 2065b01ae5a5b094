import type { InstrumentInput } from "../../schema";

/** Children's Online Privacy Protection Act of 1998, 15 U.S.C. 6501–6506. */
export const usCoppa: InstrumentInput = {
  source_id: "us-coppa",
  title: "Children's Online Privacy Protection Act of 1998",
  short_names: ["COPPA", "Children's Online Privacy Protection Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter91&edition=prelim",
  date: "1998-10-21",
  provisions: [
    {
      article: "6501",
      heading: "Definitions",
      summary:
        "Defines the Act's key terms, including child (an individual under 13), operator, website or online service directed to children, personal information, verifiable parental consent and disclosure.",
      topics: ["definitions", "children"],
    },
    {
      article: "6502",
      heading:
        "Regulation of unfair and deceptive acts and practices in connection with collection and use of personal information from and about children on the Internet",
      summary:
        "Makes it unlawful for operators of child-directed sites or services, or operators with actual knowledge that they collect from a child, to collect personal information from children in breach of the FTC's rules, which must require notice, verifiable parental consent, parental review and deletion rights, limits on conditioning participation and reasonable security.",
      topics: ["children", "consent", "privacy-notice", "security"],
      situations: [
        "an online game gathers personal details from children under 13 without asking the parents",
        "an app for children collects data from users under 13 without parental consent",
      ],
    },
    {
      article: "6503",
      heading: "Safe harbors",
      summary:
        "Provides that operators complying with FTC-approved self-regulatory guidelines issued by industry groups are treated as complying with the Commission's regulations.",
      topics: ["children", "enforcement"],
    },
    {
      article: "6504",
      heading: "Actions by States",
      summary:
        "Allows State attorneys general to sue in federal court on behalf of residents to enjoin violations of the COPPA rules and obtain compliance, damages, restitution or other relief, after notifying the FTC.",
      topics: ["children", "enforcement", "remedies"],
    },
    {
      article: "6505",
      heading: "Administration and applicability",
      summary:
        "Treats violations of the COPPA rules as unfair or deceptive practices enforceable by the FTC under the FTC Act, with enforcement by other federal agencies for entities within their jurisdiction.",
      topics: ["children", "enforcement", "consumer-protection"],
    },
    {
      article: "6506",
      heading: "Review",
      summary:
        "Required the FTC to review the implementation of the Act and its rules within five years and report to Congress on the results.",
      topics: ["children"],
    },
  ],
};
