import type { InstrumentInput } from "../../schema";

/**
 * Canada Business Corporations Act, R.S.C. 1985, c. C-44 (federal corporations: formation, shares, distributions,
 * directors, shareholders and remedies; selected sections). Headings are the marginal notes of the consolidation current
 * to 31 March 2026 (Justice Laws XML).
 */
export const caCbca: InstrumentInput = {
  source_id: "ca-cbca",
  title: "Canada Business Corporations Act",
  short_names: ["CBCA", "Canada Business Corporations Act", "R.S.C. 1985, c. C-44"],
  jurisdiction: "CA",
  kind: "statute",
  provision_label: "section",
  codified_at: "R.S.C. 1985, c. C-44",
  official_url: "https://laws-lois.justice.gc.ca/eng/acts/C-44/",
  date: "1985",
  as_of: "2026-03-31",
  provisions: [
    {
      article: "2.1",
      heading: "Individual with significant control",
      summary:
        "Defines an individual with significant control over a corporation: one who holds, beneficially owns or controls a significant number of shares (25 percent of votes or of fair market value), has direct or indirect influence that would result in control in fact, or meets prescribed criteria.",
      topics: ["company-law", "beneficial-ownership", "transparency"],
      situations: [
        "who counts as a person with significant control of my federal corporation",
      ],
    },
    {
      article: "6",
      heading: "Articles of incorporation",
      summary:
        "Sets what the articles of incorporation must state, such as the corporate name, the province of the registered office, the classes and maximum number of shares, restrictions on share transfers, the number of directors and any restrictions on the business.",
      topics: ["company-law", "incorporation"],
      situations: [
        "what must go into the articles when I incorporate federally",
      ],
    },
    {
      article: "8",
      heading: "Certificate of incorporation",
      summary:
        "Requires the Director, on receiving articles of incorporation, to issue a certificate of incorporation.",
      topics: ["company-law", "incorporation"],
      situations: [
        "when does my federal corporation come into existence",
      ],
    },
    {
      article: "14",
      heading: "Personal liability",
      summary:
        "Makes a person who enters into a written contract in the name of or on behalf of a corporation before it exists personally bound by it and entitled to its benefits, unless the corporation adopts the contract within a reasonable time after it comes into existence or the contract expressly excludes personal liability.",
      topics: ["company-law", "pre-incorporation-contracts", "contract", "liability"],
      situations: [
        "I signed a lease for my company before it was incorporated, am I personally liable",
        "liability for contracts signed before the company existed",
      ],
    },
    {
      article: "15",
      heading: "Capacity of a corporation",
      summary:
        "Gives a corporation the capacity and, subject to the Act, the rights, powers and privileges of a natural person, lets it carry on business throughout Canada, and abroad to the extent foreign law permits.",
      topics: ["company-law", "capacity"],
      situations: [
        "can my federal corporation do business in every province",
      ],
    },
    {
      article: "18",
      heading: "Authority of directors, officers and agents",
      summary:
        "Prevents a corporation and its guarantors from asserting against a person dealing with it that the articles, by-laws or a unanimous shareholder agreement were not complied with, or that a director, officer or agent lacked authority, unless the person knew or ought to have known otherwise.",
      topics: ["company-law", "authority", "contract"],
      situations: [
        "the company says the manager who signed our contract had no authority",
      ],
    },
    {
      article: "20",
      heading: "Corporate records",
      summary:
        "Requires a corporation to keep at its registered office records such as the articles, by-laws, unanimous shareholder agreements, minutes of shareholder meetings and resolutions, a register of directors and a securities register, and adequate accounting records and directors' minutes.",
      topics: ["company-law", "records"],
      situations: [
        "what records must my federal corporation keep",
      ],
    },
    {
      article: "21",
      heading: "Access to corporate records",
      summary:
        "Lets shareholders and creditors, their personal representatives and the Director examine and take extracts from the corporation's records during usual business hours free of charge, and obtain shareholder lists on affidavit for permitted purposes.",
      topics: ["company-law", "records", "shareholders", "inspection"],
      situations: [
        "as a shareholder can I look at the company's minute book",
        "how do I get a list of the other shareholders",
        "as a shareholder of a Canadian corporation can I inspect its records",
      ],
    },
    {
      article: "21.1",
      heading: "Register",
      summary:
        "Requires a corporation to prepare and maintain a register of individuals with significant control containing their names, dates of birth, addresses, citizenship and the date and description of how they became such individuals, and to update it.",
      topics: ["company-law", "beneficial-ownership", "transparency", "records"],
      situations: [
        "do we need to keep a register of who really controls our corporation",
      ],
    },
    {
      article: "24",
      heading: "Shares",
      summary:
        "Requires shares to be in registered form and without nominal or par value, and requires the articles to set out the rights of each class where there is more than one.",
      topics: ["company-law", "shares"],
      situations: [
        "can a Canadian federal corporation issue shares with a par value",
      ],
    },
    {
      article: "25",
      heading: "Issue of shares",
      summary:
        "Lets the directors issue shares at the times, to the persons and for the consideration they decide, subject to the articles, by-laws, unanimous shareholder agreement and pre-emptive rights; shares are non-assessable and may be issued only when fully paid in money, property or past services.",
      topics: ["company-law", "shares", "issue"],
      situations: [
        "can the directors issue new shares without asking shareholders",
        "can I get shares for the work I already did for the company",
      ],
    },
    {
      article: "26",
      heading: "Stated capital account",
      summary:
        "Requires a separate stated capital account for each class and series of shares, to which the full consideration received for shares is added.",
      topics: ["company-law", "shares", "capital"],
      situations: [
        "what is stated capital for my corporation's shares",
      ],
    },
    {
      article: "28",
      heading: "Pre-emptive right",
      summary:
        "Lets the articles give shareholders a pre-emptive right to acquire, in proportion to their holdings, shares the corporation proposes to issue.",
      topics: ["company-law", "shares", "shareholders"],
      situations: [
        "can I stop the company diluting my shareholding by issuing new shares",
      ],
    },
    {
      article: "34",
      heading: "Acquisition of corporation’s own shares",
      summary:
        "Lets a corporation purchase or otherwise acquire its own shares, subject to its articles, but not if there are reasonable grounds to believe it is, or would after the payment be, unable to pay its liabilities as they become due, or that its assets' realisable value would be less than its liabilities and the stated capital of all classes.",
      topics: ["company-law", "share-buyback", "distributions", "solvency"],
      situations: [
        "can our company buy back a departing shareholder's shares",
        "the company wants to buy back shares but is short of cash",
      ],
    },
    {
      article: "36",
      heading: "Redemption of shares",
      summary:
        "Lets a corporation redeem redeemable shares at a price not exceeding the redemption price in the articles, but not where there are reasonable grounds to believe it could not pay its liabilities as they fall due or its assets would fall below its liabilities and the amount needed to pay holders ranking ahead.",
      topics: ["company-law", "redemption", "distributions", "solvency"],
      situations: [
        "can the company redeem my preferred shares if it is in financial trouble",
      ],
    },
    {
      article: "38",
      heading: "Other reduction of stated capital",
      summary:
        "Lets a corporation reduce its stated capital by special resolution, subject to solvency tests, and makes a shareholder who received a payment from an improper reduction liable to the corporation.",
      topics: ["company-law", "capital-reduction", "distributions"],
      situations: [
        "can we return capital to shareholders by reducing stated capital",
      ],
    },
    {
      article: "42",
      heading: "Dividends",
      summary:
        "Prohibits declaring or paying a dividend if there are reasonable grounds for believing that the corporation is, or would after the payment be, unable to pay its liabilities as they become due, or that the realisable value of its assets would then be less than the total of its liabilities and the stated capital of all classes.",
      topics: ["company-law", "dividends", "distributions", "solvency"],
      situations: [
        "can our company pay a dividend this year even though we have big debts",
        "what test must directors apply before declaring a dividend",
      ],
    },
    {
      article: "43",
      heading: "Form of dividend",
      summary:
        "Lets a corporation pay a dividend by issuing fully paid shares, or, subject to the solvency test, in money or property, with the declared amount of a share dividend added to stated capital.",
      topics: ["company-law", "dividends", "distributions"],
      situations: [
        "can the company pay a dividend in shares instead of cash",
      ],
    },
    {
      article: "45",
      heading: "Shareholder immunity",
      summary:
        "Provides that shareholders are not, as shareholders, liable for the corporation's liabilities, acts or defaults, except in listed cases such as receiving improper distributions or assuming directors' powers under a unanimous shareholder agreement.",
      topics: ["company-law", "limited-liability", "shareholders"],
      situations: [
        "if my company goes bankrupt, can creditors come after my house as a shareholder",
        "are shareholders personally liable for the corporation's debts",
      ],
    },
    {
      article: "102",
      heading: "Duty to manage or supervise management",
      summary:
        "Requires the directors, subject to any unanimous shareholder agreement, to manage or supervise the management of the business and affairs of the corporation, and requires at least one director (at least three for certain distributing corporations, two of them not officers or employees).",
      topics: ["company-law", "directors", "governance"],
      situations: [
        "who is responsible for running the company",
        "how many directors must our corporation have",
      ],
    },
    {
      article: "103",
      heading: "By-laws",
      summary:
        "Lets directors make, amend or repeal by-laws regulating the business and affairs of the corporation, subject to the articles, by-laws and any unanimous shareholder agreement, and requires them to submit the change to shareholders at the next meeting, who may confirm, reject or amend it.",
      topics: ["company-law", "by-laws", "directors", "shareholders"],
      situations: [
        "the directors changed the by-laws without telling us",
      ],
    },
    {
      article: "105",
      heading: "Qualifications of directors",
      summary:
        "Disqualifies from being a director anyone under 18, anyone incapable, anyone who is not an individual, and anyone with the status of bankrupt, makes share ownership unnecessary unless the articles require it, and sets a Canadian residency requirement for a proportion of directors subject to exceptions.",
      topics: ["company-law", "directors", "qualifications"],
      situations: [
        "can a 17-year-old be a director of a Canadian corporation",
        "can someone who is bankrupt sit on our board",
      ],
    },
    {
      article: "106",
      heading: "Notice of directors",
      summary:
        "Governs the election of directors: first directors hold office until the first shareholders' meeting, shareholders then elect directors by ordinary resolution for terms of up to three years, and distributing corporations elect each director annually by separate, majority vote.",
      topics: ["company-law", "directors", "elections"],
      situations: [
        "how long is a director's term",
        "how are directors elected at the annual meeting",
      ],
    },
    {
      article: "109",
      heading: "Removal of directors",
      summary:
        "Lets shareholders remove any director by ordinary resolution at a special meeting (subject to cumulative voting and class rights), and lets the vacancy be filled at that meeting.",
      topics: ["company-law", "directors", "removal", "shareholders"],
      situations: [
        "how do shareholders get rid of a director before the term ends",
        "can we vote out a director before the end of their term",
        "removing a director by ordinary resolution at a special meeting",
      ],
    },
    {
      article: "114",
      heading: "Meeting of directors",
      summary:
        "Sets rules for directors' meetings: place, quorum (a majority of the minimum number unless the articles or by-laws say otherwise), notice and participation by telephone or electronic means.",
      topics: ["company-law", "directors", "meetings"],
      situations: [
        "can our board meet by video call",
      ],
    },
    {
      article: "117",
      heading: "Resolution in lieu of meeting",
      summary:
        "Makes a resolution in writing signed by all the directors entitled to vote on it as valid as if passed at a meeting.",
      topics: ["company-law", "directors", "resolutions"],
      situations: [
        "can the board pass a resolution by signing it instead of meeting",
      ],
    },
    {
      article: "118",
      heading: "Directors’ liability",
      summary:
        "Makes directors who vote for or consent to certain resolutions jointly and severally liable to restore to the corporation amounts improperly paid, such as issuing shares for inadequate non-cash consideration, paying dividends, buying back or redeeming shares or paying commissions contrary to the Act, and making indemnity payments in breach of it.",
      topics: ["company-law", "directors", "liability", "distributions"],
      situations: [
        "we paid a dividend the company could not afford, are the directors liable",
        "directors liable for paying dividends or buying back shares when the company is insolvent",
      ],
    },
    {
      article: "119",
      heading: "Liability of directors for wages",
      summary:
        "Makes directors jointly and severally liable to employees for up to six months' unpaid wages for services performed while they were directors, if the corporation has been sued or has become insolvent and the claim is made within set periods; the director must be sued while a director or within two years after.",
      topics: ["company-law", "directors", "liability", "wages", "employment"],
      situations: [
        "my company went under owing me wages, can I claim against the directors",
        "unpaid employee wages, up to six months, owed by the directors personally",
      ],
    },
    {
      article: "120",
      heading: "Disclosure of interest",
      summary:
        "Requires a director or officer to disclose in writing, or in the minutes, the nature and extent of their interest in a material contract or transaction with the corporation, bars a director from voting on it (with exceptions), and lets the court set aside a contract made without proper disclosure.",
      topics: ["company-law", "directors", "conflict-of-interest"],
      situations: [
        "a director is selling his own building to our company, what must he do",
        "a director's conflict of interest in a contract with the corporation",
      ],
    },
    {
      article: "121",
      heading: "Officers",
      summary:
        "Lets the directors designate the offices of the corporation, appoint officers and delegate powers to them, except listed matters that only the board can decide.",
      topics: ["company-law", "officers"],
      situations: [
        "can the board appoint a CEO and delegate powers to them",
      ],
    },
    {
      article: "122",
      heading: "Duty of care of directors and officers",
      summary:
        "Requires every director and officer to act honestly and in good faith with a view to the best interests of the corporation, and to exercise the care, diligence and skill of a reasonably prudent person in comparable circumstances; in considering the best interests they may consider shareholders, employees, retirees, creditors, consumers, governments, the environment and long-term interests, and no contract or resolution can relieve them of these duties.",
      topics: ["company-law", "directors", "fiduciary-duties", "duty-of-care"],
      situations: [
        "what legal duties do I have as a director of a Canadian company",
        "must directors put shareholders first in every decision",
        "can a director of a Canadian company be liable for careless decisions",
        "a director is not acting in the company's best interests in Canada",
      ],
    },
    {
      article: "123",
      heading: "Dissent",
      summary:
        "Deems a director present at a meeting to have consented to a resolution unless their dissent is recorded, and gives a defence to directors who relied in good faith on financial statements or professional reports.",
      topics: ["company-law", "directors", "liability"],
      situations: [
        "how do I protect myself as a director when I disagree with a board decision",
      ],
    },
    {
      article: "124",
      heading: "Indemnification",
      summary:
        "Lets a corporation indemnify current and former directors and officers for costs, charges and expenses, including settlements and judgments, reasonably incurred in proceedings arising from their role, if they acted honestly and in good faith in the corporation's best interests, and lets it buy liability insurance for them.",
      topics: ["company-law", "directors", "indemnification", "insurance"],
      situations: [
        "will the company pay my legal costs if I am sued as a director",
        "indemnifying directors for legal costs",
      ],
    },
    {
      article: "133",
      heading: "Calling annual meetings",
      summary:
        "Requires the directors to call an annual meeting of shareholders within 18 months after the corporation comes into existence and then within 15 months after the last annual meeting and no later than six months after the end of the preceding financial year, and lets them call special meetings at any time.",
      topics: ["company-law", "shareholders", "meetings"],
      situations: [
        "how often must our corporation hold a shareholders' meeting",
        "the annual shareholders' meeting must be held within 18 months",
      ],
    },
    {
      article: "135",
      heading: "Notice of meeting",
      summary:
        "Requires notice of the time and place of a shareholders' meeting to be sent within the prescribed period to each voting shareholder, each director and the auditor, with the business of a special meeting stated in enough detail for a reasoned judgment.",
      topics: ["company-law", "shareholders", "meetings", "notice"],
      situations: [
        "how much notice must shareholders get of a meeting",
      ],
    },
    {
      article: "137",
      heading: "Proposals",
      summary:
        "Lets a registered or beneficial shareholder entitled to vote submit a proposal of a matter to be raised at the annual meeting, which the corporation must include in its management proxy circular unless an exception applies.",
      topics: ["company-law", "shareholders", "proposals"],
      situations: [
        "how can I put a resolution on the agenda of the annual meeting",
      ],
    },
    {
      article: "140",
      heading: "Right to vote",
      summary:
        "Gives each share one vote unless the articles provide otherwise.",
      topics: ["company-law", "shareholders", "voting"],
      situations: [
        "does every share carry a vote",
      ],
    },
    {
      article: "142",
      heading: "Resolution in lieu of meeting",
      summary:
        "Makes a written resolution signed by all shareholders entitled to vote on it as valid as if passed at a meeting, except for removing an auditor or director who has made written statements.",
      topics: ["company-law", "shareholders", "resolutions"],
      situations: [
        "can shareholders sign a written resolution instead of meeting",
      ],
    },
    {
      article: "143",
      heading: "Requisition of meeting",
      summary:
        "Lets holders of at least five percent of the voting shares requisition the directors to call a shareholders' meeting, and lets any of them call it if the directors do not within 21 days.",
      topics: ["company-law", "shareholders", "meetings", "minority"],
      situations: [
        "as a 10 percent shareholder can I force a meeting",
        "shareholders with five percent can requisition a meeting",
      ],
    },
    {
      article: "146",
      heading: "Unanimous shareholder agreement",
      summary:
        "Validates a written agreement among all the shareholders that restricts the directors' powers to manage the corporation (a unanimous shareholder agreement), and transfers the directors' rights, powers, duties and liabilities to the shareholders to the extent of the restriction.",
      topics: ["company-law", "shareholders", "shareholders-agreement"],
      situations: [
        "our shareholders' agreement takes decisions away from the board, is that valid",
      ],
    },
    {
      article: "155",
      heading: "Annual financial statements",
      summary:
        "Requires the directors to place before every annual meeting comparative financial statements, the auditor's report and further prescribed information.",
      topics: ["company-law", "accounts", "financial-statements"],
      situations: [
        "do the directors have to show us the accounts at the annual meeting",
        "financial statements must be placed before the annual meeting",
      ],
    },
    {
      article: "163",
      heading: "Dispensing with auditor",
      summary:
        "Lets the shareholders of a non-distributing corporation resolve not to appoint an auditor, valid only until the next annual meeting and only if all shareholders, including non-voting ones, consent.",
      topics: ["company-law", "auditors"],
      situations: [
        "does our small private corporation need an auditor",
      ],
    },
    {
      article: "173",
      heading: "Amendment of articles",
      summary:
        "Lets a corporation amend its articles by special resolution to change its name, business restrictions, share structure, transfer restrictions, number of directors and other listed matters.",
      topics: ["company-law", "articles", "amendment"],
      situations: [
        "how do we change our corporation's name or share classes",
      ],
    },
    {
      article: "176",
      heading: "Class vote",
      summary:
        "Entitles holders of a class or series of shares to vote separately as a class on proposed amendments that would affect their class in listed ways, such as changing its rights or creating a new class with equal or superior rights.",
      topics: ["company-law", "shareholders", "class-rights"],
      situations: [
        "the company wants to create shares ranking ahead of ours, do we get a separate vote",
      ],
    },
    {
      article: "183",
      heading: "Shareholder approval",
      summary:
        "Requires an amalgamation agreement to be approved by special resolution of the shareholders of each amalgamating corporation, with separate class votes where a class is affected differently.",
      topics: ["company-law", "amalgamation", "shareholders"],
      situations: [
        "do shareholders have to approve a merger of our company with another",
      ],
    },
    {
      article: "189",
      heading: "Borrowing powers",
      summary:
        "Lets the directors, without shareholder authorisation, borrow money, issue debt obligations, give guarantees and secure obligations, unless the articles, by-laws or a unanimous shareholder agreement provide otherwise, and requires shareholder approval by special resolution to sell all or substantially all the property outside the ordinary course of business.",
      topics: ["company-law", "borrowing", "asset-sale", "shareholders"],
      situations: [
        "can the board borrow money without asking shareholders",
        "the directors want to sell the whole business, do shareholders get a vote",
      ],
    },
    {
      article: "190",
      heading: "Right to dissent",
      summary:
        "Gives shareholders a right to dissent and be paid the fair value of their shares when the corporation resolves to make listed fundamental changes, such as amending share transfer restrictions or business restrictions, amalgamating, continuing elsewhere, or selling all or substantially all its property.",
      topics: ["company-law", "shareholders", "dissent-rights", "appraisal"],
      situations: [
        "I voted against the sale of the company, can I be bought out at fair value",
        "dissenting shareholders paid fair value for their shares",
      ],
    },
    {
      article: "192",
      heading: "Definition of arrangement",
      summary:
        "Lets a corporation propose an arrangement, such as an amalgamation, a share exchange or a going-private transaction, for court approval where it is not practicable to do it otherwise under the Act and the corporation is solvent.",
      topics: ["company-law", "arrangements", "mergers"],
      situations: [
        "how does a plan of arrangement work",
      ],
    },
    {
      article: "206",
      heading: "Definitions",
      summary:
        "Lets an offeror whose take-over bid is accepted within 120 days by holders of at least 90 percent of the shares of a class (other than those it or its affiliates already held) compulsorily acquire the remaining shares on the same terms, subject to dissenting holders' right to apply to court for fair value (subsection (1) defines the terms).",
      topics: ["company-law", "takeovers", "minority"],
      situations: [
        "after a takeover bid, can the buyer force me to sell my remaining shares",
      ],
    },
    {
      article: "210",
      heading: "Dissolution before commencing business",
      summary:
        "Lets a corporation that has not issued shares be dissolved by the directors, and one with no property and no liabilities be dissolved by special resolution of the shareholders.",
      topics: ["company-law", "dissolution"],
      situations: [
        "how do we close down our corporation that never traded",
      ],
    },
    {
      article: "211",
      heading: "Proposing liquidation and dissolution",
      summary:
        "Lets the directors or a shareholder propose, and the shareholders approve by special resolution, the voluntary liquidation and dissolution of the corporation, with notice to the Director and creditors before distributing property.",
      topics: ["company-law", "dissolution", "winding-up"],
      situations: [
        "the shareholders want to wind up the company voluntarily",
      ],
    },
    {
      article: "212",
      heading: "Dissolution by Director",
      summary:
        "Lets the Director dissolve a corporation that has not commenced business within three years, has not carried on business for three years, is in default for a year in sending required fees or documents, has no directors, or is a listed terrorist entity, after notice, or apply to court for a dissolution order.",
      topics: ["company-law", "dissolution", "filings"],
      situations: [
        "our corporation was dissolved because we forgot to file annual returns",
      ],
    },
    {
      article: "214",
      heading: "Further grounds",
      summary:
        "Lets a shareholder apply to court to liquidate and dissolve a corporation where oppressive or unfairly prejudicial conduct is established, where a unanimous shareholder agreement entitles a shareholder to demand dissolution, where the corporation has failed for two or more years to hold required annual meetings, or where it is just and equitable.",
      topics: ["company-law", "dissolution", "minority", "oppression"],
      situations: [
        "the majority shareholders have frozen me out, can I ask a court to wind up the company",
      ],
    },
    {
      article: "239",
      heading: "Commencing derivative action",
      summary:
        "Lets a complainant, such as a shareholder, director or officer, apply to court for leave to bring an action in the name of the corporation (a derivative action), if the directors have been given 14 days' notice and will not act, the complainant is acting in good faith and the action appears to be in the corporation's interests.",
      topics: ["company-law", "derivative-action", "shareholders", "litigation"],
      situations: [
        "the directors will not sue a former CEO who took company money, can I sue on the company's behalf",
        "a shareholder suing in the company's name when the directors won't",
      ],
    },
    {
      article: "241",
      heading: "Application to court re oppression",
      summary:
        "Lets a complainant apply to court for relief where the corporation's acts, business or directors' powers have been carried on in a manner that is oppressive or unfairly prejudicial to, or unfairly disregards the interests of, a security holder, creditor, director or officer, and gives the court wide powers to rectify the matter, including ordering share purchases, compensation and changes to management.",
      topics: ["company-law", "oppression-remedy", "minority", "shareholders"],
      situations: [
        "the other owners are squeezing me out of the corporation and ignoring my rights",
        "the majority shareholders pay themselves huge salaries and no dividends",
        "I was removed as a director and excluded from the business I co-founded",
        "as a creditor can I complain that the company stripped its assets",
        "I'm a minority shareholder being treated unfairly in a Canadian company",
      ],
    },
    {
      article: "243",
      heading: "Application to court to rectify records",
      summary:
        "Lets the corporation, a security holder or any aggrieved person apply to court to rectify the corporation's registers or records where a name was wrongly entered, retained, deleted or omitted.",
      topics: ["company-law", "records", "rectification"],
      situations: [
        "the company's register does not show the shares I bought",
      ],
    },
  ],
};
