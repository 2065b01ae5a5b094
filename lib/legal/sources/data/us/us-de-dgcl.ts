import type { InstrumentInput } from "../../schema";

/** Delaware General Corporation Law, Title 8, Chapter 1 of the Delaware Code (selected sections). */
export const usDeDgcl: InstrumentInput = {
  source_id: "us-de-dgcl",
  title: "General Corporation Law of the State of Delaware (Delaware Code, Title 8, Chapter 1)",
  short_names: ["DGCL", "Delaware General Corporation Law", "8 Del. C.", "Delaware corporate law"],
  jurisdiction: "US-DE",
  kind: "code",
  provision_label: "section",
  codified_at: "8 Del. C.",
  official_url: "https://delcode.delaware.gov/title8/c001/index.html",
  date: "1899",
  provisions: [
    {
      article: "102",
      heading: "Contents of certificate of incorporation",
      summary:
        "Lists what a certificate of incorporation must contain, such as the corporate name, registered office and agent, purpose and authorised stock, and what it may contain, including provisions limiting or eliminating the personal monetary liability of directors and, since 2022, certain officers for breaches of fiduciary duty, subject to exceptions such as breaches of the duty of loyalty and acts not in good faith.",
      topics: ["corporate-governance", "directors", "liability"],
      situations: [
        "can a Delaware company protect its directors from personal liability for careless decisions",
        "what has to be in the certificate of incorporation of a Delaware company",
        "can a director be personally liable for breaching fiduciary duties in Delaware",
      ],
    },
    {
      article: "109",
      heading: "Bylaws",
      summary:
        "Vests the power to adopt, amend and repeal bylaws in the stockholders, allows the certificate of incorporation to confer that power on the directors as well, and permits bylaws containing any provision consistent with law and the certificate relating to the corporation's business and the rights and powers of its stockholders, directors and officers.",
      topics: ["corporate-governance", "shareholders", "directors"],
      situations: ["who can change the bylaws of a Delaware corporation"],
    },
    {
      article: "122",
      heading: "Specific powers",
      summary:
        "Lists the specific powers every corporation has, such as perpetual existence, suing and being sued, adopting a seal, holding and dealing in property, appointing officers, making contracts and donations, and entering into governance contracts with current or prospective stockholders.",
      topics: ["corporate-governance", "contract"],
    },
    {
      article: "141",
      heading:
        "Board of directors; powers; number, qualifications, terms and quorum; committees; classes of directors; nonstock corporations; reliance upon books; action without meeting; removal",
      summary:
        "Provides that the business and affairs of a corporation are managed by or under the direction of its board of directors, and governs board size, quorum, committees, staggered boards, good-faith reliance on records and experts, unanimous written consents, director compensation and the removal of directors by stockholders.",
      topics: ["directors", "directors-duties", "corporate-governance", "meetings"],
      situations: [
        "can shareholders kick a director off the board without giving a reason",
        "who manages a Delaware corporation day to day, the board or the shareholders",
        "who runs a Delaware company, the directors or the owners",
        "can stockholders remove a director of a Delaware corporation",
        "can the directors of a Delaware company act by written consent without a meeting",
      ],
    },
    {
      article: "144",
      heading: "Interested directors and officers; controlling stockholder transactions; quorum",
      summary:
        "Sets safe harbours for deals in which a director or officer has a personal interest: such a deal cannot be the basis of equitable relief or damages against them because of that interest if, with the material facts disclosed, it is approved in good faith by a majority of the disinterested directors (or a committee of at least two disinterested directors), or by a majority of the votes cast by informed, uncoerced disinterested stockholders, or if it is fair to the corporation. As amended in 2025 it adds similar safe harbours for transactions with a controlling stockholder (stricter, needing both approvals, for going-private deals), lets interested directors count toward a quorum, and defines disinterested director and controlling stockholder.",
      topics: ["company", "directors", "directors-duties", "conflicts-of-interest", "shareholders"],
      situations: [
        "a board member is on both sides of a deal with the corporation",
        "a director of our Delaware company wants the company to buy his building",
        "how do we approve a contract with a company owned by one of our board members",
        "our majority shareholder wants to do a deal with the company, what approvals protect it",
      ],
    },
    {
      article: "145",
      heading: "Indemnification of officers, directors, employees and agents; insurance",
      summary:
        "Allows a corporation to indemnify directors, officers, employees and agents for expenses and, in third-party proceedings, judgments, fines and settlements, if they acted in good faith and in a manner reasonably believed to be in or not opposed to the corporation's best interests, requires indemnification of expenses when they succeed, and permits advancement of expenses and insurance.",
      topics: ["directors", "liability", "corporate-governance"],
      situations: [
        "can a Delaware company pay a director's legal costs after a lawsuit",
      ],
    },
    {
      article: "211",
      heading: "Meetings of stockholders",
      summary:
        "Governs where and how stockholder meetings are held, including purely virtual meetings by remote communication, requires an annual meeting for electing directors unless directors are elected by written consent, permits special meetings, and lets the Court of Chancery order a meeting if none has been held for a set period.",
      topics: ["meetings", "annual-general-meeting", "shareholders"],
      situations: [
        "the board keeps putting off the yearly shareholder meeting so nobody can vote them out",
        "can a shareholder go to court to make the corporation hold its annual meeting and elect directors",
        "can shareholders in Delaware force the company to hold its annual meeting",
        "the Delaware company hasn't held a shareholder meeting in years",
        "can a Delaware company hold its annual meeting online only",
      ],
    },
    {
      article: "216",
      heading: "Quorum and required vote for stock corporations",
      summary:
        "Allows the certificate or bylaws to set the quorum and voting thresholds for stockholder meetings, with a floor of one-third of the voting shares, and supplies default rules: a majority of shares as quorum, majority of shares present for most matters and plurality voting for directors.",
      topics: ["meetings", "shareholders", "corporate-governance"],
      situations: ["how many shareholders must attend for a shareholder meeting vote to count"],
    },
    {
      article: "220",
      heading: "Inspection of books and records",
      summary:
        "Gives stockholders, on a written demand under oath stating a proper purpose, the right to inspect and copy specified books and records of the corporation and, in some cases, its subsidiaries, gives directors inspection rights, and lets the Court of Chancery compel inspection and impose conditions.",
      topics: ["shareholders", "records", "books-and-records", "remedies"],
      situations: [
        "I own shares and the company won't let me see its books",
        "as a stockholder of a Delaware company, can I demand to see its books and records",
        "I am a shareholder and want to look at the Delaware company's books",
        "how do I demand company records as a stockholder in Delaware",
        "the Delaware corporation refuses to show me its board minutes",
      ],
    },
    {
      article: "222",
      heading: "Notice of meetings and adjourned meetings",
      summary:
        "Requires written notice of each stockholder meeting stating the place, any remote communication means, the record date and, for special meetings, the purpose, given generally not less than 10 nor more than 60 days before the meeting, and sets rules for adjourned meetings.",
      topics: ["meetings", "shareholders"],
      situations: ["how much notice must shareholders get before a meeting"],
    },
    {
      article: "228",
      heading: "Consent of stockholders or members in lieu of meeting",
      summary:
        "Unless the certificate of incorporation provides otherwise, permits stockholders holding the votes needed to approve an action at a meeting to take that action by written or electronic consent without a meeting, subject to delivery rules, a 60-day validity window and prompt notice to non-consenting stockholders.",
      topics: ["meetings", "shareholders", "corporate-governance"],
      situations: [
        "can stockholders of a Delaware company act by written consent without a meeting",
      ],
    },
    {
      article: "242",
      heading: "Amendment of certificate of incorporation after receipt of payment for stock; nonstock corporations",
      summary:
        "Sets the procedure for amending the certificate of incorporation once stock has been issued: a board resolution declaring the amendment advisable, approval by the required stockholder vote including separate class votes where a class is adversely affected, and filing of a certificate of amendment.",
      topics: ["corporate-governance", "shareholders", "directors"],
      situations: [
        "how do we change the certificate of incorporation of a Delaware company",
      ],
    },
    {
      article: "251",
      heading: "Merger or consolidation of domestic corporations",
      summary:
        "Governs mergers and consolidations between Delaware corporations: board approval of an agreement of merger, adoption by a majority of the outstanding voting stock, exceptions where no stockholder vote is needed (including certain holding-company reorganisations and two-step mergers after a tender offer), and filing of a certificate of merger.",
      topics: ["corporate-governance", "shareholders", "directors"],
      situations: [
        "how is a merger between two Delaware corporations approved",
      ],
    },
    {
      article: "262",
      heading: "Appraisal rights",
      summary:
        "Gives stockholders who do not vote for certain mergers and consolidations, and who follow the demand procedure, the right to have the Court of Chancery determine and award the fair value of their shares.",
      topics: ["shareholders", "remedies"],
      situations: [
        "I disagree with the merger price for my Delaware shares; can a court value them",
      ],
    },
    {
      article: "271",
      heading: "Sale, lease or exchange of assets; consideration; procedure",
      summary:
        "Allows a corporation to sell, lease or exchange all or substantially all of its property and assets on terms the board considers expedient, if authorised by holders of a majority of the outstanding voting stock at a meeting on at least 20 days' notice, and lets the board abandon the transaction.",
      topics: ["corporate-governance", "shareholders", "directors"],
      situations: [
        "does selling substantially all of a Delaware company's assets need a stockholder vote",
      ],
    },
    {
      article: "101",
      heading: "Incorporators; how corporation formed; purposes",
      summary:
        "Lets any person, partnership, association or corporation, alone or with others and wherever resident, form a Delaware corporation by filing a certificate of incorporation with the Division of Corporations, to conduct or promote any lawful business or purposes.",
      topics: ["company-law", "incorporation"],
      situations: [
        "can I form a Delaware corporation if I live in another country",
        "how is a Delaware corporation formed",
      ],
    },
    {
      article: "106",
      heading: "Commencement of corporate existence",
      summary:
        "Makes the corporation's existence begin when the certificate of incorporation is filed with the Secretary of State, or at a later effective date stated in it.",
      topics: ["company-law", "incorporation"],
      situations: [
        "from what date does my Delaware company legally exist",
      ],
    },
    {
      article: "124",
      heading: "Effect of lack of corporate capacity or power; ultra vires",
      summary:
        "Provides that no act of a corporation or transfer of property to or by it is invalid because the corporation lacked capacity or power, except that lack of power may be asserted by a stockholder seeking to stop the act, by the corporation against directors or officers, or by the Attorney General.",
      topics: ["company-law", "ultra-vires", "capacity"],
      situations: [
        "the company signed a contract outside its stated purpose, is the contract void",
      ],
    },
    {
      article: "151",
      heading: "Classes and series of stock; redemption; rights",
      summary:
        "Lets a corporation issue one or more classes or series of stock, with or without par value, with the voting powers, designations, preferences and rights, and qualifications or restrictions, stated in the certificate of incorporation or in board resolutions the certificate authorises, including stock that is redeemable and stock entitled to dividends at set rates.",
      topics: ["company-law", "shares", "classes", "preferred-stock"],
      situations: [
        "can a Delaware startup issue preferred shares to investors",
        "can some shares have more votes than others",
      ],
    },
    {
      article: "152",
      heading: "Issuance of stock; lawful consideration; fully paid stock",
      summary:
        "Lets the board (or a person it authorises within limits it sets) determine the consideration for which stock is issued, and deems stock fully paid and non-assessable once the corporation has received the consideration, in the absence of actual fraud.",
      topics: ["company-law", "shares", "issue"],
      situations: [
        "who decides the price at which new shares are issued",
      ],
    },
    {
      article: "153",
      heading: "Consideration for stock",
      summary:
        "Forbids issuing shares with a par value for consideration worth less than their par value, and lets shares without par value be issued for the consideration fixed by the board or, if the certificate provides, by the stockholders.",
      topics: ["company-law", "shares", "par-value"],
      situations: [
        "can we issue shares for less than their par value",
      ],
    },
    {
      article: "154",
      heading: "Determination of amount of capital; capital, surplus and net assets defined",
      summary:
        "Lets the board determine what part of the consideration received for shares is capital, defines net assets as total assets minus total liabilities and surplus as the excess of net assets over capital, and lets capital be increased by board resolution.",
      topics: ["company-law", "capital", "surplus", "distributions"],
      situations: [
        "how do I work out surplus for paying dividends in Delaware",
      ],
    },
    {
      article: "157",
      heading: "Rights and options respecting stock",
      summary:
        "Lets a corporation create and issue rights or options to acquire its stock, such as employee stock options, on the terms and for the consideration the board approves.",
      topics: ["company-law", "shares", "stock-options", "employment"],
      situations: [
        "can our Delaware company grant stock options to employees",
      ],
    },
    {
      article: "158",
      heading: "Stock certificates; uncertificated shares",
      summary:
        "Requires shares to be represented by certificates signed by two authorised officers, unless the board provides by resolution that some or all classes are uncertificated shares.",
      topics: ["company-law", "shares", "certificates"],
      situations: [
        "do I need a paper share certificate for my Delaware shares",
      ],
    },
    {
      article: "160",
      heading:
        "Corporation's powers respecting ownership, voting, etc., of its own stock; rights of stock called for redemption",
      summary:
        "Lets a corporation purchase, redeem, receive or otherwise acquire its own shares, but not for cash or other property when its capital is impaired or would be impaired by the purchase or redemption, subject to exceptions such as redeeming preferred shares out of capital that is then retired.",
      topics: ["company-law", "share-buyback", "distributions"],
      situations: [
        "can our company buy back a founder's shares if it has little capital",
        "are there limits on a Delaware corporation repurchasing its own stock",
      ],
    },
    {
      article: "161",
      heading: "Issuance of additional stock; when and by whom",
      summary:
        "Lets the directors issue, at any time, shares of authorised but unissued stock, up to the amount the certificate of incorporation authorises, unless the certificate reserves that power to the stockholders.",
      topics: ["company-law", "shares", "issue", "directors"],
      situations: [
        "can the board issue more shares without a shareholder vote",
      ],
    },
    {
      article: "162",
      heading: "Liability of stockholder or subscriber for stock not paid in full",
      summary:
        "Makes a holder of shares not fully paid, or a subscriber, liable to the corporation and its creditors for the unpaid balance of the consideration, when the corporation's assets are insufficient to pay its debts.",
      topics: ["company-law", "shares", "liability"],
      situations: [
        "I never fully paid for my shares, can creditors come after me",
      ],
    },
    {
      article: "170",
      heading: "Dividends; payment; wasting asset corporations",
      summary:
        "Lets the directors, subject to the certificate of incorporation, declare and pay dividends out of surplus or, if there is none, out of net profits for the current and/or preceding fiscal year, but not out of net profits while capital has been reduced below the amount represented by stock with a liquidation preference; corporations exploiting wasting assets may compute net profits without deducting depletion.",
      topics: ["company-law", "dividends", "distributions"],
      situations: [
        "our Delaware company has losses on its balance sheet, can it still pay a dividend from this year's profit",
        "what can dividends be paid from under Delaware law",
        "can a Delaware corporation pay dividends to shareholders",
        "limits on dividends in a Delaware company",
      ],
    },
    {
      article: "173",
      heading: "Declaration and payment of dividends",
      summary:
        "Allows dividends only in accordance with the chapter, payable in cash, property or shares of the corporation's capital stock, and requires that a dividend of unissued shares be matched by designating capital of at least their aggregate par value.",
      topics: ["company-law", "dividends", "distributions"],
      situations: [
        "can a Delaware corporation pay a dividend in shares instead of cash",
      ],
    },
    {
      article: "174",
      heading:
        "Liability of directors for unlawful payment of dividend or unlawful stock purchase or redemption; exoneration from liability; contribution among directors; subrogation",
      summary:
        "Makes directors under whose administration a wilful or negligent violation of sections 160 or 173 occurs jointly and severally liable, within 6 years, to the corporation and, on dissolution or insolvency, to its creditors, for the full amount of the unlawful dividend, purchase or redemption with interest; a director who was absent or dissented may be exonerated by recording the dissent, and paying directors get contribution and subrogation against knowing recipients.",
      topics: ["company-law", "directors", "liability", "distributions"],
      situations: [
        "the board paid an illegal dividend and the company went bust, are the directors personally liable",
        "how long can directors be sued for an unlawful dividend in Delaware",
      ],
    },
  ],
};
