import type { InstrumentInput } from "../../schema";

/**
 * California Corporations Code, Title 1, Division 1 (General Corporation Law), selected sections. The Code prints no
 * official section headings; each heading below is a descriptive label of ours in square brackets, as in the other
 * California files.
 */
export const usCaCorporationsCode: InstrumentInput = {
  source_id: "us-ca-corporations-code",
  title: "California Corporations Code (General Corporation Law)",
  short_names: ["California Corporations Code", "Cal. Corp. Code", "California General Corporation Law"],
  jurisdiction: "US-CA",
  kind: "code",
  provision_label: "section",
  codified_at: "Cal. Corp. Code",
  official_url: "https://leginfo.legislature.ca.gov/faces/codesTOCSelected.xhtml?tocCode=CORP",
  date: "1975",
  provisions: [
    {
      article: "300",
      heading: "[Board manages the corporation; close corporation agreements]",
      summary:
        "Vests the management of the corporation's business and affairs and all corporate powers in the board, or persons under its direction, while allowing day-to-day operations to be delegated under the board's ultimate direction, and validates shareholders' agreements in close corporations even if they restrict the board's discretion.",
      topics: ["company-law", "directors", "governance", "shareholders-agreement"],
      situations: [
        "who actually runs a California corporation",
        "our close corporation's shareholders' agreement overrides the board, is that valid",
      ],
    },
    {
      article: "309",
      heading: "[Standard of care for directors]",
      summary:
        "Requires a director to act in good faith, in a manner the director believes to be in the best interests of the corporation and its shareholders, and with the care, including reasonable inquiry, of an ordinarily prudent person in a like position; a director who does so, relying in good faith on reports and officers, has no liability for failing to discharge the director's obligations.",
      topics: ["company-law", "directors", "fiduciary-duties", "duty-of-care", "business-judgment"],
      situations: [
        "what duties do I owe as a director of a California company",
        "can I rely on the accountant's report when I approve a deal",
        "what are a California director's duties to the company",
        "was our director careless when he approved that deal in California",
      ],
    },
    {
      article: "310",
      heading: "[Interested director transactions]",
      summary:
        "Sets when a contract or transaction between the corporation and a director, or an entity in which a director has a material financial interest, is not void or voidable: disclosure and approval by disinterested shareholders or board, or proof that it was just and reasonable.",
      topics: ["company-law", "directors", "conflict-of-interest"],
      situations: [
        "I am a director and want my other company to supply this corporation",
      ],
    },
    {
      article: "315",
      heading: "[Loans to and guarantees for directors and officers]",
      summary:
        "A corporation may not lend money or property to, or guarantee a debt of, any of its directors or officers (or those of its parent) unless the loan or guarantee, or an employee benefit plan allowing it, is approved by the shareholders. In a corporation with 100 or more shareholders of record, bylaws approved by the shareholders may let the board alone approve loans to or guarantees for officers where the board finds the corporation can reasonably expect to benefit.",
      topics: ["company", "directors", "directors-duties", "conflicts-of-interest", "loans"],
      situations: [
        "can my California company lend money to one of its directors",
        "the CEO wants the corporation to guarantee his personal bank loan",
        "do shareholders have to approve a loan from the company to an officer",
      ],
    },
    {
      article: "316",
      heading: "[Directors' liability for unlawful distributions and loans]",
      summary:
        "Makes directors who approve certain corporate actions, such as distributions to shareholders contrary to sections 500 to 503, distributions of assets after dissolution without providing for known liabilities, and prohibited loans or guaranties, jointly and severally liable to the corporation for the benefit of creditors or shareholders entitled to sue.",
      topics: ["company-law", "directors", "liability", "distributions"],
      situations: [
        "the board approved an illegal distribution in our California company, who is liable",
      ],
    },
    {
      article: "500",
      heading: "[Limits on distributions to shareholders]",
      summary:
        "Prohibits a distribution to shareholders unless the board determines in good faith that the corporation's retained earnings equal or exceed the distribution (plus preferential dividend arrears), or that immediately afterwards its total assets would at least equal its total liabilities (plus preferential amounts).",
      topics: ["company-law", "distributions", "dividends"],
      situations: [
        "can our California corporation pay a dividend when it has no retained earnings",
        "can a California company pay shareholders when it has debts",
        "limits on dividends in a California corporation",
      ],
    },
    {
      article: "501",
      heading: "[No distribution if the corporation would be unable to pay its debts]",
      summary:
        "Prohibits any distribution if the corporation, or its subsidiary, is, or as a result would be, likely to be unable to meet its liabilities as they mature.",
      topics: ["company-law", "distributions", "solvency"],
      situations: [
        "we can barely pay our bills, can we still pay a dividend",
      ],
    },
    {
      article: "506",
      heading: "[Shareholder liability for improper distributions]",
      summary:
        "Makes a shareholder who receives a prohibited distribution with knowledge of the facts showing its impropriety liable to the corporation for the benefit of its creditors or preferred shareholders.",
      topics: ["company-law", "distributions", "shareholders", "liability"],
      situations: [
        "I received a dividend I knew the company could not afford, do I have to pay it back",
      ],
    },
    {
      article: "800",
      heading: "[Shareholder derivative actions]",
      summary:
        "Sets the conditions for a shareholder derivative action: the plaintiff must have been a shareholder when the transaction occurred (subject to exceptions), must allege efforts to secure board action or why they were not made, and must inform the board; defendants may move for a bond.",
      topics: ["company-law", "derivative-action", "shareholders", "litigation"],
      situations: [
        "how do I sue the directors on behalf of my California company",
      ],
    },
    {
      article: "1600",
      heading: "[Shareholder list inspection]",
      summary:
        "Entitles shareholders holding at least 5 percent of the voting shares (or at least 1 percent with a proxy filing) to inspect and copy the record of shareholders' names, addresses and holdings, or obtain a list, on written demand.",
      topics: ["company-law", "records", "shareholders", "inspection"],
      situations: [
        "can I get a list of the other shareholders of my California company",
      ],
    },
    {
      article: "1601",
      heading: "[Inspection of accounting books, records and minutes]",
      summary:
        "Gives any shareholder the right, on written demand, to inspect and copy the accounting books and records and the minutes of shareholder, board and committee meetings, for a purpose reasonably related to their interests as a shareholder.",
      topics: ["company-law", "records", "shareholders", "inspection"],
      situations: [
        "as a small shareholder can I see the company's accounts and board minutes",
        "I own shares in a California company and want to see its books",
        "the company refuses to show shareholders the board minutes in California",
      ],
    },
    {
      article: "1800",
      heading: "[Involuntary dissolution petitions]",
      summary:
        "Lets shareholders (holding a set percentage of shares, or any shareholder of a close corporation) and others petition for involuntary dissolution on grounds such as deadlock of the board or shareholders, persistent fraud, mismanagement or abuse of authority, or where liquidation is reasonably necessary to protect the complaining shareholders' rights.",
      topics: ["company-law", "dissolution", "minority", "deadlock"],
      situations: [
        "the two owners of our company are deadlocked, can a court dissolve it",
        "the majority shareholder is mismanaging the company, can I ask for dissolution",
      ],
    },
  ],
};
