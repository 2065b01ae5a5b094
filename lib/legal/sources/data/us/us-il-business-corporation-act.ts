import type { InstrumentInput } from "../../schema";

/**
 * Illinois Business Corporation Act of 1983, 805 ILCS 5 (directors, records, distributions), selected sections. Headings
 * follow the Illinois Compiled Statutes as reproduced in copies of the statute text.
 */
export const usIlBusinessCorporationAct: InstrumentInput = {
  source_id: "us-il-business-corporation-act",
  title: "Business Corporation Act of 1983 (805 ILCS 5)",
  short_names: ["Illinois Business Corporation Act", "Business Corporation Act of 1983", "805 ILCS 5", "IBCA"],
  jurisdiction: "US-IL",
  kind: "statute",
  provision_label: "section",
  codified_at: "805 ILCS 5",
  official_url: "https://www.ilga.gov/legislation/ilcs/ilcs5.asp?ActID=2273&ChapterID=65",
  date: "1983",
  provisions: [
    {
      article: "6.55",
      heading: "Restriction on transfer of securities",
      summary:
        "Makes a written restriction on transferring a corporation's securities enforceable against the holder and successors if it is permitted by the section and noted conspicuously on the certificate (or in the notice for uncertificated shares); otherwise it binds only a holder with actual knowledge.",
      topics: ["company-law", "shares", "transfer-restrictions"],
      situations: [
        "our shareholders' agreement restricts share sales, does it bind a buyer",
      ],
    },
    {
      article: "7.75",
      heading: "Corporate records - Examination by shareholders",
      summary:
        "Requires a corporation to keep correct and complete books and records of account, minutes of shareholder and board proceedings and a record of shareholders, and gives a shareholder of record the right, on written demand stating a proper purpose, to examine and copy them, with court enforcement if the corporation refuses.",
      topics: ["company-law", "records", "shareholders", "inspection"],
      situations: [
        "as a shareholder can I inspect the company's books in Illinois",
        "the company refuses my written demand to see the minutes",
        "I'm a shareholder and the Illinois corporation won't let me see its records",
      ],
    },
    {
      article: "8.05",
      heading: "Board of directors",
      summary:
        "Requires every corporation (other than a close corporation managed by shareholders under Article 2A) to have a board of directors that manages or directs the business and affairs, makes residence and share ownership unnecessary unless the articles or by-laws require them, and lets the board set directors' compensation.",
      topics: ["company-law", "directors", "governance"],
      situations: [
        "does a director of an Illinois company have to own shares",
      ],
    },
    {
      article: "8.10",
      heading: "Number, election and resignation of directors",
      summary:
        "Requires a board of one or more directors, with the number fixed by the by-laws (or initially by the incorporators), allows a variable range, and governs directors' election, terms and resignation.",
      topics: ["company-law", "directors", "elections"],
      situations: [
        "how many directors must an Illinois corporation have",
      ],
    },
    {
      article: "8.65",
      heading: "Liability of directors in certain cases",
      summary:
        "Makes directors who vote for or assent to a distribution prohibited by section 9.10 jointly and severally liable to the corporation for it, and imposes liability for failing to notify known creditors on dissolution and for carrying on business after dissolution; a director present at the meeting is presumed to assent unless dissent is recorded.",
      topics: ["company-law", "directors", "liability", "distributions"],
      situations: [
        "the board paid out money the company could not afford, are the directors personally liable in Illinois",
        "can Illinois directors be liable for an illegal dividend",
      ],
    },
    {
      article: "9.10",
      heading: "Distributions to shareholders",
      summary:
        "Lets the board authorise distributions to shareholders subject to the articles, but forbids any distribution if afterwards the corporation would be insolvent or its net assets would be less than zero or less than the amount needed to pay shareholders with preferential rights on dissolution.",
      topics: ["company-law", "distributions", "dividends", "solvency"],
      situations: [
        "can our Illinois company pay a dividend if it would leave us unable to pay bills",
        "limits on paying dividends in an Illinois corporation",
      ],
    },
  ],
};
