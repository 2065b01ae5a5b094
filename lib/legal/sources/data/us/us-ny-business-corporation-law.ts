import type { InstrumentInput } from "../../schema";

/**
 * New York Business Corporation Law (distributions, shareholders' records and suits, directors' liabilities, dissolution),
 * selected sections. Headings follow the section catchlines of the Consolidated Laws, checked against reproductions of
 * the statute text.
 */
export const usNyBusinessCorporationLaw: InstrumentInput = {
  source_id: "us-ny-business-corporation-law",
  title: "New York Business Corporation Law",
  short_names: ["New York Business Corporation Law", "BCL", "N.Y. Bus. Corp. Law"],
  jurisdiction: "US-NY",
  kind: "code",
  provision_label: "section",
  codified_at: "N.Y. Bus. Corp. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/BSC",
  date: "1961",
  provisions: [
    {
      article: "510",
      heading: "Dividends or other distributions in cash or property",
      summary:
        "Lets a corporation declare and pay dividends or make other distributions in cash or property, except when it is insolvent or would thereby be made insolvent, or when the declaration or payment would be contrary to the certificate of incorporation, and generally only out of surplus so that net assets remain at least equal to stated capital.",
      topics: ["company-law", "dividends", "distributions", "solvency"],
      situations: [
        "can our New York company pay a dividend when it is losing money",
        "where can dividends come from under New York corporate law",
      ],
    },
    {
      article: "513",
      heading: "Purchase or redemption by a corporation of its own shares",
      summary:
        "Lets a corporation purchase or redeem its own shares, but only out of surplus (with listed exceptions) and not when it is insolvent or would be made insolvent.",
      topics: ["company-law", "share-buyback", "distributions"],
      situations: [
        "can the company buy back my shares when it is short of money",
      ],
    },
    {
      article: "624",
      heading: "Books and records; right of inspection, prima facie evidence",
      summary:
        "Requires a corporation to keep correct and complete books and records of account, minutes of shareholder and board meetings, and a record of shareholders, and gives shareholders of record for at least six months, or holders of at least five percent of a class, the right to examine the shareholder minutes and record of shareholders, and any shareholder the right to the annual balance sheet and profit and loss statement.",
      topics: ["company-law", "records", "shareholders", "inspection"],
      situations: [
        "as a minority shareholder can I see the company's shareholder list",
        "the company will not give me its annual financial statements",
        "I own shares in a New York company and want to inspect its books",
        "can a shareholder see the minutes of meetings in New York",
      ],
    },
    {
      article: "626",
      heading:
        "Shareholders' derivative action brought in the right of the corporation to procure a judgment in its favor",
      summary:
        "Lets a shareholder or beneficial owner bring an action in the right of the corporation (a derivative action) to procure a judgment in its favour, if they held shares when the wrong occurred and the complaint explains efforts to get the board to act or why such efforts were not made; the action may not be settled without court approval.",
      topics: ["company-law", "derivative-action", "shareholders", "litigation"],
      situations: [
        "the directors will not sue the officer who stole from the company, can I sue for the company",
      ],
    },
    {
      article: "714",
      heading: "Loans to directors",
      summary:
        "Restricts a corporation's loans to its directors, requiring shareholder authorisation (with exceptions), and makes directors who vote for a loan in breach liable under section 719.",
      topics: ["company-law", "directors", "loans", "conflict-of-interest"],
      situations: [
        "can our company lend money to one of its directors",
        "is a company loan to a board member allowed in New York",
        "can the company give a loan to its own director in New York",
      ],
    },
    {
      article: "713",
      heading: "Interested directors",
      summary:
        "A contract or transaction between a corporation and one of its directors, or a business in which a director has an interest or is a director or officer, is not void or voidable because of that interest if the material facts were disclosed and it was approved by the board or a committee without counting the interested director's vote (or, where the disinterested directors are fewer than a quorum, by all of them) or by the shareholders entitled to vote; otherwise it can be set aside unless those upholding it show it was fair and reasonable to the corporation when approved.",
      topics: ["company", "directors", "directors-duties", "conflicts-of-interest"],
      situations: [
        "a board member of our New York company owns the firm we are about to hire",
        "can a director of a New York corporation sell his property to the company",
      ],
    },
    {
      article: "717",
      heading: "Duty of directors",
      summary:
        "Directors must perform their duties in good faith and with the care an ordinarily prudent person in a like position would use in similar circumstances, and may rely in good faith on information, reports and statements from officers, employees, professionals and board committees they reasonably believe competent; in deciding, they may consider the corporation's long-term and short-term interests and the effects on employees, customers, creditors and the community.",
      topics: ["company", "directors", "directors-duties"],
      situations: [
        "what standard of care does a director of a New York corporation owe",
        "can a New York director rely on the accountant's report when approving the budget",
      ],
    },
    {
      article: "719",
      heading: "Liability of directors in certain cases",
      summary:
        "Makes directors who vote for or concur in listed actions jointly and severally liable to the corporation for the benefit of its creditors or shareholders: unlawful dividends or distributions, unlawful share purchases, distributions after dissolution without providing for known liabilities, and prohibited loans to directors; a director present is presumed to concur unless dissent is recorded.",
      topics: ["company-law", "directors", "liability", "distributions"],
      situations: [
        "the board paid a dividend that left the company unable to pay creditors, are the directors liable",
        "how do I protect myself as a director from a bad dividend vote",
      ],
    },
    {
      article: "720",
      heading: "Action against directors and officers for misconduct",
      summary:
        "Lets the corporation, a receiver, trustee in bankruptcy, officer, director, judgment creditor or, derivatively, a shareholder sue directors or officers to account for neglect or violation of their duties in managing corporate assets, for the acquisition, loss or waste of assets, and to set aside or stop unlawful transfers of corporate assets.",
      topics: ["company-law", "directors", "misconduct", "litigation"],
      situations: [
        "a director transferred company property to his own business",
        "can I sue the directors for wasting the company's money in New York",
        "the officers of our company mismanaged its assets",
      ],
    },
    {
      article: "1102",
      heading: "Directors' petition for judicial dissolution",
      summary:
        "Lets the board petition for judicial dissolution if a majority adopts a resolution finding that the corporation's assets are not sufficient to discharge its liabilities or that dissolution will benefit the shareholders.",
      topics: ["company-law", "dissolution", "directors"],
      situations: [
        "the board wants a court to wind up our insolvent company",
      ],
    },
  ],
};
