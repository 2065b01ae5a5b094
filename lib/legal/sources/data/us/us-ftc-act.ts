import type { InstrumentInput } from "../../schema";

/** Federal Trade Commission Act, 15 U.S.C. chapter 2, subchapter I. */
export const usFtcAct: InstrumentInput = {
  source_id: "us-ftc-act",
  title: "Federal Trade Commission Act",
  short_names: ["FTC Act", "Federal Trade Commission Act", "Section 5 of the FTC Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter2/subchapter1&edition=prelim",
  date: "1914-09-26",
  provisions: [
    {
      article: "41",
      heading: "Federal Trade Commission established; membership; vacancies; seal",
      summary:
        "Establishes the Federal Trade Commission as a body of five commissioners appointed by the President with Senate consent, with no more than three from the same political party, and provides for their terms, vacancies and the Commission's seal.",
      topics: ["enforcement", "consumer-protection", "competition"],
    },
    {
      article: "44",
      heading: "Definitions",
      summary:
        "Defines terms used in the Act, including commerce, corporation, documentary evidence, Acts to regulate commerce and antitrust Acts.",
      topics: ["definitions"],
    },
    {
      article: "45",
      heading: "Unfair methods of competition unlawful; prevention by Commission",
      summary:
        "Declares unfair methods of competition and unfair or deceptive acts or practices in or affecting commerce unlawful, empowers the FTC to stop them through administrative complaints and cease and desist orders, provides civil penalties for violating final orders and trade regulation rules, and sets the test for unfairness.",
      topics: ["consumer-protection", "competition", "enforcement", "penalties"],
      situations: ["a company is using deceptive marketing to trick customers", "report an unfair business practice to the FTC"],
    },
    {
      article: "46",
      heading: "Additional powers of Commission",
      summary:
        "Gives the FTC powers to investigate and gather information about business conduct, require special reports, investigate compliance with antitrust decrees, publish information and reports, and make rules and regulations to carry out the Act.",
      topics: ["enforcement", "consumer-protection", "competition"],
    },
    {
      article: "52",
      heading: "Dissemination of false advertisements",
      summary:
        "Makes it unlawful to disseminate false advertisements likely to induce the purchase of food, drugs, devices, services or cosmetics, and treats doing so as an unfair or deceptive act or practice.",
      topics: ["consumer-protection"],
      situations: ["an ad promised the supplement would cure my back pain and it was all made up"],
    },
    {
      article: "53",
      heading: "False advertisements; injunctions and restraining orders",
      summary:
        "Authorises the FTC to seek temporary restraining orders and preliminary or permanent injunctions in federal court against violations of laws it enforces, including false advertising.",
      topics: ["consumer-protection", "enforcement", "remedies"],
      situations: ["the FTC goes to court to stop false advertising", "a company making fake claims in its ads"],
    },
    {
      article: "57b",
      heading:
        "Civil actions for violations of rules and cease and desist orders respecting unfair or deceptive acts or practices",
      summary:
        "Allows the FTC to sue in court for consumer redress, such as rescission of contracts, refunds and damages, for violations of trade regulation rules and for dishonest or fraudulent conduct covered by a final cease and desist order.",
      topics: ["consumer-protection", "remedies", "enforcement"],
      situations: ["can consumers get refunds when the FTC wins against a scam", "money back for people cheated by a fraudulent company"],
    },
  ],
};
