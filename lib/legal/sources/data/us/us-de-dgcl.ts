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
    },
    {
      article: "109",
      heading: "Bylaws",
      summary:
        "Vests the power to adopt, amend and repeal bylaws in the stockholders, allows the certificate of incorporation to confer that power on the directors as well, and permits bylaws containing any provision consistent with law and the certificate relating to the corporation's business and the rights and powers of its stockholders, directors and officers.",
      topics: ["corporate-governance", "shareholders", "directors"],
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
    },
    {
      article: "145",
      heading: "Indemnification of officers, directors, employees and agents; insurance",
      summary:
        "Allows a corporation to indemnify directors, officers, employees and agents for expenses and, in third-party proceedings, judgments, fines and settlements, if they acted in good faith and in a manner reasonably believed to be in or not opposed to the corporation's best interests, requires indemnification of expenses when they succeed, and permits advancement of expenses and insurance.",
      topics: ["directors", "liability", "corporate-governance"],
    },
    {
      article: "211",
      heading: "Meetings of stockholders",
      summary:
        "Governs where and how stockholder meetings are held, including purely virtual meetings by remote communication, requires an annual meeting for electing directors unless directors are elected by written consent, permits special meetings, and lets the Court of Chancery order a meeting if none has been held for a set period.",
      topics: ["meetings", "annual-general-meeting", "shareholders"],
    },
    {
      article: "216",
      heading: "Quorum and required vote for stock corporations",
      summary:
        "Allows the certificate or bylaws to set the quorum and voting thresholds for stockholder meetings, with a floor of one-third of the voting shares, and supplies default rules: a majority of shares as quorum, majority of shares present for most matters and plurality voting for directors.",
      topics: ["meetings", "shareholders", "corporate-governance"],
    },
    {
      article: "220",
      heading: "Inspection of books and records",
      summary:
        "Gives stockholders, on a written demand under oath stating a proper purpose, the right to inspect and copy specified books and records of the corporation and, in some cases, its subsidiaries, gives directors inspection rights, and lets the Court of Chancery compel inspection and impose conditions.",
      topics: ["shareholders", "records", "books-and-records", "remedies"],
    },
    {
      article: "222",
      heading: "Notice of meetings and adjourned meetings",
      summary:
        "Requires written notice of each stockholder meeting stating the place, any remote communication means, the record date and, for special meetings, the purpose, given generally not less than 10 nor more than 60 days before the meeting, and sets rules for adjourned meetings.",
      topics: ["meetings", "shareholders"],
    },
    {
      article: "228",
      heading: "Consent of stockholders or members in lieu of meeting",
      summary:
        "Unless the certificate of incorporation provides otherwise, permits stockholders holding the votes needed to approve an action at a meeting to take that action by written or electronic consent without a meeting, subject to delivery rules, a 60-day validity window and prompt notice to non-consenting stockholders.",
      topics: ["meetings", "shareholders", "corporate-governance"],
    },
    {
      article: "242",
      heading: "Amendment of certificate of incorporation after receipt of payment for stock; nonstock corporations",
      summary:
        "Sets the procedure for amending the certificate of incorporation once stock has been issued: a board resolution declaring the amendment advisable, approval by the required stockholder vote including separate class votes where a class is adversely affected, and filing of a certificate of amendment.",
      topics: ["corporate-governance", "shareholders", "directors"],
    },
    {
      article: "251",
      heading: "Merger or consolidation of domestic corporations",
      summary:
        "Governs mergers and consolidations between Delaware corporations: board approval of an agreement of merger, adoption by a majority of the outstanding voting stock, exceptions where no stockholder vote is needed (including certain holding-company reorganisations and two-step mergers after a tender offer), and filing of a certificate of merger.",
      topics: ["corporate-governance", "shareholders", "directors"],
    },
    {
      article: "262",
      heading: "Appraisal rights",
      summary:
        "Gives stockholders who do not vote for certain mergers and consolidations, and who follow the demand procedure, the right to have the Court of Chancery determine and award the fair value of their shares.",
      topics: ["shareholders", "remedies"],
    },
    {
      article: "271",
      heading: "Sale, lease or exchange of assets; consideration; procedure",
      summary:
        "Allows a corporation to sell, lease or exchange all or substantially all of its property and assets on terms the board considers expedient, if authorised by holders of a majority of the outstanding voting stock at a meeting on at least 20 days' notice, and lets the board abandon the transaction.",
      topics: ["corporate-governance", "shareholders", "directors"],
    },
  ],
};
