import type { InstrumentInput } from "../../schema";

export const ukCompaniesAct2006: InstrumentInput = {
  source_id: "uk-companies-act-2006",
  title: "Companies Act 2006 (2006 c. 46)",
  short_names: ["Companies Act 2006", "CA 2006", "CA2006"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/2006/46/contents",
  date: "2006-11-08",
  provisions: [
    {
      article: "7",
      heading: "Method of forming company",
      summary:
        "Provides that a company is formed by one or more persons subscribing their names to a memorandum of association and complying with the registration requirements, and may not be formed for an unlawful purpose.",
      topics: ["corporate-governance", "formation"],
      situations: ["how do I set up a limited company", "registering a new company with one founder"],
    },
    {
      article: "21",
      heading: "Amendment of articles",
      summary: "Allows a company to amend its articles of association by special resolution, subject to entrenched provisions and other protections.",
      topics: ["corporate-governance", "shareholders"],
      situations: [
        "how do we change our company's articles of association",
      ],
    },
    {
      article: "33",
      heading: "Effect of company's constitution",
      summary:
        "Makes the company's constitution binding on the company and its members as if there were covenants by each of them to observe its provisions.",
      topics: ["corporate-governance", "shareholders", "contract"],
      situations: ["are shareholders bound by the articles of association", "the company's articles as a contract between members"],
    },
    {
      article: "39",
      heading: "A company's capacity",
      summary:
        "Provides that the validity of a company's act cannot be questioned on the ground of lack of capacity by reason of anything in its constitution.",
      topics: ["corporate-governance"],
    },
    {
      article: "40",
      heading: "Power of directors to bind the company",
      summary:
        "Protects a person dealing with a company in good faith by deeming the directors' power to bind the company free of any limitation under the constitution.",
      topics: ["corporate-governance", "directors", "contract"],
      situations: ["the director signed a deal he was not allowed to under the articles, is the company bound", "dealing with a company in good faith"],
    },
    {
      article: "154",
      heading: "Companies required to have directors",
      summary: "Requires a private company to have at least one director and a public company to have at least two.",
      topics: ["corporate-governance", "directors"],
      situations: [
        "how many directors does a UK company need",
      ],
    },
    {
      article: "157",
      heading: "Minimum age for appointment as director",
      summary: "Prohibits appointing a person as a director unless they have attained the age of 16, subject to exceptions made by regulations.",
      topics: ["corporate-governance", "directors"],
      situations: [
        "can a teenager be a director of a UK company",
      ],
    },
    {
      article: "168",
      heading: "Resolution to remove director",
      summary:
        "Allows a company to remove a director before the end of their term by ordinary resolution at a meeting, with special notice required, without prejudice to any compensation claim.",
      topics: ["corporate-governance", "directors", "shareholders"],
      situations: [
        "the director refuses to resign, can the shareholders remove him anyway",
        "we want to kick one of the directors off the board by a shareholder vote",
        "can the owners sack a director before his term is up",
        "how can shareholders remove a director",
        "the board refuses to step down; can we vote them out",
      ],
    },
    {
      article: "170",
      heading: "Scope and nature of general duties",
      summary:
        "Provides that the general duties in sections 171 to 177 are owed by directors to the company, based on and replacing common law rules and equitable principles, with some duties continuing after a person ceases to be a director.",
      topics: ["directors-duties", "directors"],
      situations: [
        "who do company directors owe their duties to",
      ],
    },
    {
      article: "171",
      heading: "Duty to act within powers",
      summary: "Requires a director to act in accordance with the company's constitution and to exercise powers only for the purposes for which they are conferred.",
      topics: ["directors-duties"],
      situations: [
        "the directors acted outside the company's constitution",
        "the directors used their powers for a purpose not allowed by the articles",
      ],
    },
    {
      article: "172",
      heading: "Duty to promote the success of the company",
      summary:
        "Requires a director to act in the way they consider, in good faith, most likely to promote the success of the company for the benefit of its members as a whole, having regard to long-term consequences, employees, suppliers and customers, community and environment, reputation and fairness between members.",
      topics: ["directors-duties", "corporate-governance"],
      situations: [
        "the directors are running the company for their own benefit, not the business",
        "as a director, whose interests am I meant to act for",
        "the board approved a deal that helps shareholders but harms suppliers and staff",
        "what are a director's main duties to a UK company",
        "the director is acting against the company's interests",
      ],
    },
    {
      article: "173",
      heading: "Duty to exercise independent judgment",
      summary: "Requires a director to exercise independent judgment, without breaching the duty by acting under a duly authorised agreement or the constitution.",
      topics: ["directors-duties"],
      situations: ["must a director make their own decisions rather than follow a shareholder", "director's independent judgment"],
    },
    {
      article: "174",
      heading: "Duty to exercise reasonable care, skill and diligence",
      summary:
        "Requires a director to exercise the care, skill and diligence of a reasonably diligent person with both the general knowledge, skill and experience expected of someone in that role and the director's own actual knowledge, skill and experience.",
      topics: ["directors-duties", "liability"],
      situations: [
        "a director ran the company carelessly and lost a lot of money",
        "can a UK director be liable for negligent management of the company",
        "a director of our UK company made careless decisions that lost money",
      ],
    },
    {
      article: "175",
      heading: "Duty to avoid conflicts of interest",
      summary:
        "Requires a director to avoid situations of direct or indirect conflict with the company's interests, particularly in exploiting property, information or opportunity, unless authorised by the directors where permitted.",
      topics: ["directors-duties"],
      situations: [
        "my fellow director is secretly running a rival business on the side",
        "a director took a business opportunity that belonged to the company",
        "a director has an interest in a deal that conflicts with the company",
      ],
    },
    {
      article: "176",
      heading: "Duty not to accept benefits from third parties",
      summary:
        "Prohibits a director from accepting benefits from third parties conferred because of their being a director or their acts as director, unless the benefit cannot reasonably be regarded as likely to give rise to a conflict of interest.",
      topics: ["directors-duties", "anti-bribery"],
      situations: [
        "a director accepted a gift from a supplier because of his position",
        "a director of our UK company accepted gifts from a supplier",
      ],
    },
    {
      article: "177",
      heading: "Duty to declare interest in proposed transaction or arrangement",
      summary:
        "Requires a director who is directly or indirectly interested in a proposed transaction or arrangement with the company to declare the nature and extent of that interest to the other directors before the company enters into it.",
      topics: ["directors-duties", "transparency"],
      situations: [
        "the director never told the board he owns the firm we are buying from",
        "a director has a personal interest in a deal the company is about to make",
        "a UK director didn't tell the board he owned the supplier we contracted with",
      ],
    },
    {
      article: "178",
      heading: "Civil consequences of breach of general duties",
      summary:
        "Provides that the consequences of breaching the general duties are the same as if the corresponding common law rule or equitable principle applied, and that the duties other than the duty of care are enforceable as fiduciary duties.",
      topics: ["directors-duties", "remedies", "liability"],
      situations: ["what happens if a director breaches their duties", "remedies against a director who broke duties"],
    },
    {
      article: "182",
      heading: "Declaration of interest in existing transaction or arrangement",
      summary:
        "Requires a director to declare the nature and extent of an interest in a transaction or arrangement already entered into by the company, with failure to do so being an offence under section 183.",
      topics: ["directors-duties", "transparency", "offences"],
      situations: ["a director has a personal interest in an existing company contract", "declaring a conflict of interest in a deal already made"],
    },
    {
      article: "190",
      heading: "Substantial property transactions: requirement of members' approval",
      summary:
        "Requires members' approval for arrangements under which a director or connected person acquires from, or transfers to, the company a substantial non-cash asset.",
      topics: ["directors", "shareholders", "corporate-governance"],
      situations: [
        "a director wants to buy a valuable asset from the company",
      ],
    },
    {
      article: "232",
      heading: "Provisions protecting directors from liability",
      summary:
        "Voids provisions exempting directors from, or indemnifying them against, liability for negligence, default, breach of duty or breach of trust, except permitted insurance and qualifying indemnity provisions.",
      topics: ["directors", "liability", "void-agreements"],
      situations: ["can the company agree to cover a director's negligence", "clause exempting directors from liability is void"],
    },
    {
      article: "239",
      heading: "Ratification of acts of directors",
      summary:
        "Allows ratification by resolution of members of a director's conduct amounting to negligence, default, breach of duty or breach of trust, disregarding the votes of the director and connected members.",
      topics: ["directors-duties", "shareholders"],
      situations: ["shareholders approving a director's breach after the fact", "ratifying a director's negligence by resolution"],
    },
    {
      article: "250",
      heading: "“Director”",
      summary: "Defines “director” for the purposes of the Companies Acts as including any person occupying the position of director, by whatever name called.",
      topics: ["directors", "definitions"],
    },
    {
      article: "260",
      heading: "Derivative claims",
      summary:
        "Defines a derivative claim as proceedings by a member on behalf of the company for a cause of action arising from an actual or proposed act or omission involving a director's negligence, default, breach of duty or breach of trust.",
      topics: ["shareholders", "remedies", "directors-duties"],
      situations: [
        "as a shareholder, can I sue the directors on the company's behalf",
      ],
    },
    {
      article: "281",
      heading: "Resolutions",
      summary:
        "Provides that resolutions of a private company may be passed as written resolutions or at a meeting, while resolutions of a public company must be passed at a meeting.",
      topics: ["meetings", "shareholders"],
      situations: ["can a private company pass a resolution in writing without a meeting", "how shareholders pass resolutions"],
    },
    {
      article: "282",
      heading: "Ordinary resolutions",
      summary: "Defines an ordinary resolution as one passed by a simple majority of the members' votes.",
      topics: ["meetings", "shareholders"],
      situations: ["what majority is needed for an ordinary resolution", "simple majority vote of shareholders"],
    },
    {
      article: "283",
      heading: "Special resolutions",
      summary: "Defines a special resolution as one passed by a majority of not less than 75% of the votes.",
      topics: ["meetings", "shareholders"],
      situations: [
        "what majority is needed to pass a special resolution",
      ],
    },
    {
      article: "336",
      heading: "Public companies and traded companies: annual general meeting",
      summary:
        "Requires every public company to hold an annual general meeting within six months after its accounting reference date (nine months for a traded company), with failure being an offence by officers in default.",
      topics: ["annual-general-meeting", "meetings", "shareholders"],
      situations: ["when must a public company hold its AGM", "annual general meeting deadline"],
    },
    {
      article: "337",
      heading: "Public companies and traded companies: notice of AGM",
      summary:
        "Requires the notice calling a public company's AGM to state that the meeting is an AGM, and allows it to be called on shorter notice than otherwise required only if all members entitled to attend and vote agree.",
      topics: ["annual-general-meeting", "meetings"],
      situations: ["notice of an annual general meeting", "calling an AGM on short notice"],
    },
    {
      article: "386",
      heading: "Duty to keep accounting records",
      summary:
        "Requires every company to keep adequate accounting records sufficient to show and explain its transactions, disclose its financial position with reasonable accuracy and enable accounts to comply with the Act.",
      topics: ["books-and-records", "accounts", "financial-reporting"],
      situations: [
        "what accounting records must a UK company keep",
      ],
    },
    {
      article: "393",
      heading: "Accounts to give true and fair view",
      summary:
        "Prohibits directors from approving accounts unless satisfied that they give a true and fair view of the assets, liabilities, financial position and profit or loss of the company or group.",
      topics: ["accounts", "financial-reporting", "directors-duties"],
      situations: ["directors must make sure the accounts are accurate", "company accounts true and fair view"],
    },
    {
      article: "394",
      heading: "Duty to prepare individual accounts",
      summary: "Requires the directors of every company to prepare individual accounts for each financial year, subject to an exemption for certain dormant subsidiaries.",
      topics: ["accounts", "financial-reporting"],
      situations: ["must my small company prepare annual accounts", "directors' duty to prepare accounts"],
    },
    {
      article: "414A",
      heading: "Duty to prepare strategic report",
      summary: "Requires directors to prepare a strategic report for each financial year unless the company is entitled to the small companies exemption.",
      topics: ["financial-reporting", "corporate-governance"],
      situations: ["does my company need a strategic report", "small company exemption from strategic report"],
    },
    {
      article: "414C",
      heading: "Contents of strategic report",
      summary:
        "Requires the strategic report to inform members and help them assess how directors performed their section 172 duty, including a fair review of the business and its principal risks, with extra content for quoted and larger companies.",
      topics: ["financial-reporting", "directors-duties", "transparency"],
      situations: ["what goes into a strategic report", "review of the business and principal risks for shareholders"],
    },
    {
      article: "441",
      heading: "Duty to file accounts and reports with the registrar",
      summary: "Requires directors to deliver to the registrar of companies, for each financial year, the accounts and reports required by the Act.",
      topics: ["accounts", "financial-reporting"],
      situations: [
        "when must a UK company file its accounts at Companies House",
      ],
    },
    {
      article: "442",
      heading: "Period allowed for filing accounts",
      summary:
        "Sets the filing deadline: generally nine months after the end of the accounting reference period for a private company and six months for a public company, with special rules for first accounts.",
      topics: ["accounts", "financial-reporting"],
      situations: ["deadline to file company accounts at Companies House", "nine months after year end to file accounts"],
    },
    {
      article: "475",
      heading: "Requirement for audited accounts",
      summary: "Requires a company's annual accounts to be audited unless it is exempt as a small, subsidiary, dormant or certain non-profit public sector company.",
      topics: ["audit", "accounts"],
      situations: ["does my company need an audit", "small company audit exemption"],
    },
    {
      article: "477",
      heading: "Small companies: conditions for exemption from audit",
      summary: "Exempts a company that qualifies as small in relation to a financial year from the audit requirement for that year, subject to exclusions.",
      topics: ["audit", "accounts"],
      situations: [
        "does our small company need an audit",
      ],
    },
    {
      article: "485",
      heading: "Appointment of auditors of private company: general",
      summary:
        "Requires a private company that is not exempt from audit to appoint an auditor for each financial year, generally by members within a set period after accounts are circulated, or by directors in specified cases.",
      topics: ["audit", "corporate-governance"],
      situations: ["appointing an auditor for a private company", "when must we appoint auditors"],
    },
    {
      article: "489",
      heading: "Appointment of auditors of public company: general",
      summary:
        "Requires a public company that is not exempt from audit to appoint an auditor for each financial year, generally at the accounts meeting, or by directors in specified cases.",
      topics: ["audit", "corporate-governance"],
      situations: ["appointing an auditor for a public company", "auditor appointed at the accounts meeting"],
    },
    {
      article: "853A",
      heading: "Duty to deliver confirmation statements",
      summary:
        "Requires every company to deliver a confirmation statement to the registrar at least once every 12 months, confirming that required information has been delivered.",
      topics: ["corporate-governance", "records"],
      situations: [
        "how often must a company file a confirmation statement",
      ],
    },
    {
      article: "993",
      heading: "Offence of fraudulent trading",
      summary:
        "Makes it an offence to be knowingly a party to carrying on a company's business with intent to defraud creditors or for any fraudulent purpose, punishable on indictment by up to 10 years' imprisonment.",
      topics: ["offences", "criminal", "insolvency"],
      situations: [
        "the company kept trading to cheat its creditors",
      ],
    },
    {
      article: "994",
      heading: "Petition by company member",
      summary:
        "Allows a member to petition the court on the ground that the company's affairs are being or have been conducted in a manner unfairly prejudicial to members' interests, or that an act or omission would be so prejudicial.",
      topics: ["shareholders", "remedies"],
      situations: [
        "the other owners shut me out of running the company and pay themselves excessive salaries",
        "the other shareholders are squeezing me out of the company we started together",
        "as a small shareholder the majority runs the company against my interests, can a court help",
        "the majority shareholders are treating me unfairly as a minority shareholder",
        "the majority shareholders stopped paying dividends to freeze me out",
        "I'm a minority shareholder being squeezed out of the company",
        "unfair prejudice petition as a shareholder in the UK",
      ],
    },
    {
      article: "1157",
      heading: "Power of court to grant relief in certain cases",
      summary:
        "Allows the court to relieve an officer or auditor wholly or partly from liability for negligence, default, breach of duty or breach of trust where they acted honestly and reasonably and ought fairly to be excused.",
      topics: ["directors", "liability", "remedies"],
      situations: ["can a court excuse a director who acted honestly", "relief from liability for a director who acted reasonably"],
    },
    {
      article: "112",
      heading: "The members of a company",
      summary:
        "The subscribers to the memorandum are the first members and must be entered in the register of members; every other person who agrees to become a member and is entered in the register is a member.",
      topics: ["companies", "shareholders", "definitions"],
      situations: [
        "when do I legally become a shareholder in a UK company",
        "am I a member once the share transfer is registered",
      ],
    },
    {
      article: "113",
      heading: "Register of members",
      summary:
        "Every company must keep a register of members showing names and addresses, dates of entry and cessation, and shares held and amounts paid.",
      topics: ["companies", "shareholders", "records"],
      situations: [
        "where can I see who owns shares in a company",
        "what information must a company's register of members contain",
      ],
    },
    {
      article: "116",
      heading: "Rights to inspect and require copies",
      summary:
        "Any member may inspect the register of members free of charge and any other person on payment of a fee, and anyone may require a copy, on a request stating the purpose; the company may apply to court if the request is not for a proper purpose.",
      topics: ["companies", "shareholders", "transparency"],
      situations: [
        "can I get a list of a company's shareholders",
        "can a company refuse to show me its register of members",
      ],
    },
    {
      article: "155",
      heading: "Companies must have at least one director who is a natural person",
      summary:
        "Every company must have at least one director who is a natural person, a requirement met if the office is held by an individual in a corporation sole or otherwise by virtue of an office.",
      topics: ["companies", "directors"],
      situations: [
        "can a company be the only director of my company",
        "do we need a human director if our only director is a company",
      ],
    },
    {
      article: "162",
      heading: "Register of directors",
      summary:
        "A company must keep a register of its directors containing the required particulars, open to inspection by members free of charge and by others on payment.",
      topics: ["companies", "directors", "records"],
      situations: [
        "where can I find out who the directors of a company are",
        "what details about directors must a company keep on its register",
      ],
    },
    {
      article: "169",
      heading: "Director's right to protest against removal",
      summary:
        "A director whom members propose to remove by ordinary resolution must be sent a copy of the notice, is entitled to be heard at the meeting, and may require written representations to be circulated to members.",
      topics: ["companies", "directors", "shareholders", "dismissal"],
      situations: [
        "the shareholders want to remove me as director; can I respond",
        "can a director speak at the meeting called to remove him",
      ],
    },
    {
      article: "188",
      heading: "Directors' long-term service contracts: requirement of members' approval",
      summary:
        "A term of a director's service contract guaranteeing employment for more than two years, during which the company cannot terminate it by notice or only in specified circumstances, requires approval by members' resolution; without it the term is void and the contract is terminable on reasonable notice.",
      topics: ["companies", "directors", "corporate-governance"],
      situations: [
        "can our director have a five year fixed contract without shareholder approval",
        "a director's contract guarantees employment for five years; is that valid",
      ],
    },
    {
      article: "197",
      heading: "Loans to directors: requirement of members' approval",
      summary:
        "A company may not make a loan to a director of the company or its holding company, or give a guarantee or security for such a loan, unless the transaction has been approved by a resolution of members, subject to exceptions for small amounts and business expenses.",
      topics: ["companies", "directors", "shareholders", "corporate-governance"],
      situations: [
        "the boss took a loan from the company without the shareholders agreeing",
        "can my company lend me money as its director",
        "the director borrowed from the company without asking shareholders",
        "a director wants to borrow money from our UK company",
        "do shareholders need to approve a loan to a director",
      ],
    },
    {
      article: "215",
      heading: "Payments for loss of office",
      summary:
        "Defines a payment for loss of office as compensation or consideration paid to a director or past director for loss of office or in connection with retirement, including payments to connected persons.",
      topics: ["companies", "directors"],
      situations: [
        "is a golden goodbye to a director regulated",
        "is a retirement payment to a director a payment for loss of office",
      ],
    },
    {
      article: "217",
      heading: "Payment by company: requirement of members' approval",
      summary:
        "A company may not make a payment for loss of office to a director of the company or its holding company unless the payment has been approved by members' resolution, subject to exceptions for payments in discharge of legal obligations and small payments.",
      topics: ["companies", "directors", "shareholders"],
      situations: [
        "our director was given a big payoff without a shareholder vote",
        "the company wants to pay its departing director a large severance",
      ],
    },
    {
      article: "248",
      heading: "Minutes of directors' meetings",
      summary:
        "Every company must cause minutes of all proceedings at directors' meetings to be recorded and kept for at least ten years from the date of the meeting; failure is an offence.",
      topics: ["companies", "directors", "records", "meetings"],
      situations: [
        "how long must we keep board meeting minutes",
        "do board meeting minutes have to be kept in writing",
      ],
    },
    {
      article: "261",
      heading: "Application for permission to continue derivative claim",
      summary:
        "A member who brings a derivative claim must apply to the court for permission to continue it, and the court must dismiss it if the evidence does not disclose a prima facie case.",
      topics: ["companies", "shareholders", "derivative-claims", "litigation"],
      situations: [
        "as a minority shareholder, how do I sue directors on the company's behalf",
        "the court must give permission before my derivative claim continues",
      ],
    },
    {
      article: "263",
      heading: "Whether permission to be given",
      summary:
        "The court must refuse permission for a derivative claim if a person acting to promote the company's success would not continue it or the act was authorised or ratified, and otherwise weighs factors such as the member's good faith and whether the member could sue in their own right.",
      topics: ["companies", "shareholders", "derivative-claims"],
      situations: [
        "will the court let me bring a claim against the directors for the company",
        "what does the court consider before allowing a derivative claim",
      ],
    },
    {
      article: "288",
      heading: "Written resolutions of private companies",
      summary:
        "A private company may pass resolutions as written resolutions, except a resolution to remove a director under section 168 or an auditor before the end of their term.",
      topics: ["companies", "shareholders", "meetings"],
      situations: [
        "can shareholders of a private company vote without holding a meeting",
        "can we remove a director by written resolution",
      ],
    },
    {
      article: "303",
      heading: "Members' power to require directors to call general meeting",
      summary:
        "Members holding at least 5% of the paid-up voting capital may require the directors to call a general meeting, stating the general nature of the business and any resolution to be moved.",
      topics: ["companies", "shareholders", "meetings"],
      situations: [
        "a group of shareholders wants to force the board to hold a meeting",
        "as a 10 percent shareholder can I force a general meeting",
        "shareholders want to make the board call a meeting",
      ],
    },
    {
      article: "307",
      heading: "Notice required of general meeting",
      summary:
        "A general meeting of a private company must be called by at least 14 days' notice, and of a public company by at least 14 days' notice (21 for an annual general meeting), unless shorter notice is agreed by the required majority.",
      topics: ["companies", "shareholders", "meetings", "notice"],
      situations: [
        "how much notice must be given for a shareholders meeting",
        "can a general meeting be called at short notice",
      ],
    },
    {
      article: "318",
      heading: "Quorum at meetings",
      summary:
        "For a company with one member, one qualifying person present is a quorum; otherwise, subject to the articles, two qualifying persons present at a meeting are a quorum.",
      topics: ["companies", "shareholders", "meetings"],
      situations: [
        "how many shareholders must attend for a meeting to be valid",
        "only one shareholder turned up to the meeting; was it quorate",
      ],
    },
    {
      article: "321",
      heading: "Right to demand a poll",
      summary:
        "A provision of a company's articles is void if it would exclude the right to demand a poll on any question other than electing the chair or adjourning, or make ineffective a demand by five members or by members with 10% of voting rights.",
      topics: ["companies", "shareholders", "meetings", "voting"],
      situations: [
        "can we demand a formal vote count instead of a show of hands",
        "can the articles stop shareholders demanding a poll",
      ],
    },
    {
      article: "324",
      heading: "Rights to appoint proxies",
      summary:
        "A member is entitled to appoint another person as proxy to exercise all or any of their rights to attend, speak and vote at a meeting, and may appoint more than one proxy for different shares.",
      topics: ["companies", "shareholders", "meetings", "voting"],
      situations: [
        "can I send someone to vote for me at the company meeting",
        "can I appoint more than one proxy for my shares",
      ],
    },
    {
      article: "355",
      heading: "Records of resolutions and meetings etc",
      summary:
        "A company must keep records of all members' resolutions passed otherwise than at general meetings, minutes of all general meetings and details of decisions of a sole member, for at least ten years.",
      topics: ["companies", "shareholders", "records", "meetings"],
      situations: [
        "how long must the company keep records of shareholder resolutions",
        "do decisions of a sole member need to be recorded",
      ],
    },
    {
      article: "549",
      heading: "Exercise by directors of power to allot shares etc",
      summary:
        "Directors must not allot shares or grant rights to subscribe for or convert into shares except in accordance with section 550 (private company with one class of shares) or section 551 (authorisation by the company).",
      topics: ["companies", "shareholders", "shares"],
      situations: [
        "can the directors issue new shares without shareholder approval",
        "our directors allotted shares without authority; is that valid",
      ],
    },
    {
      article: "551",
      heading: "Power of directors to allot shares etc: authorisation by company",
      summary:
        "Directors may allot shares if authorised by the articles or an ordinary resolution, stating the maximum number of shares and an expiry date of not more than five years, which may be renewed.",
      topics: ["companies", "shareholders", "shares"],
      situations: [
        "how do shareholders authorise directors to issue shares",
        "how long can an authority to allot shares last",
      ],
    },
    {
      article: "561",
      heading: "Existing shareholders' right of pre-emption",
      summary:
        "A company must not allot equity securities for cash to anyone unless it has first offered them to existing ordinary shareholders in proportion to their holdings, subject to exceptions and disapplication.",
      topics: ["companies", "shareholders", "shares", "pre-emption"],
      situations: [
        "the company issued new shares to an investor without offering them to me first",
        "will my shareholding be diluted by a new share issue",
      ],
    },
    {
      article: "641",
      heading: "Circumstances in which a company may reduce its share capital",
      summary:
        "A limited company may reduce its share capital by special resolution, supported by a solvency statement in the case of a private company, or confirmed by the court.",
      topics: ["companies", "shareholders", "capital"],
      situations: [
        "how can our company reduce its share capital to return money to shareholders",
        "can a private company reduce capital without going to court",
      ],
    },
    {
      article: "642",
      heading: "Reduction of capital supported by solvency statement",
      summary:
        "A private company's special resolution to reduce capital supported by a solvency statement requires the directors to make the statement within 15 days before the resolution and make it available to members.",
      topics: ["companies", "shareholders", "capital", "directors"],
      situations: [
        "what is a solvency statement for a capital reduction",
        "what must directors confirm in a solvency statement",
      ],
    },
    {
      article: "658",
      heading: "General rule against limited company acquiring its own shares",
      summary:
        "A limited company must not acquire its own shares, whether by purchase, subscription or otherwise, except in accordance with Part 18; a contravention is an offence and the purported acquisition is void.",
      topics: ["companies", "shareholders", "shares"],
      situations: [
        "can a company buy back its own shares from a shareholder",
        "our company bought its own shares without following the rules",
      ],
    },
    {
      article: "678",
      heading: "Assistance for acquisition of shares in public company",
      summary:
        "It is generally unlawful for a public company or its subsidiary to give financial assistance for the acquisition of the public company's shares; private companies are no longer subject to this prohibition save where assisting acquisition of a public parent's shares.",
      topics: ["companies", "shareholders", "financial-assistance"],
      situations: [
        "can our company lend money to someone to buy its shares",
        "can a plc help someone finance the purchase of its shares",
      ],
    },
    {
      article: "690",
      heading: "Power of limited company to purchase own shares",
      summary:
        "A limited company having a share capital may purchase its own shares, subject to Part 18 and any restriction in its articles, but not if afterwards there would be no member holding other than redeemable or treasury shares.",
      topics: ["companies", "shareholders", "shares", "buy-back"],
      situations: [
        "how does a company buy back a departing shareholder's shares",
        "can a company buy its own shares if its articles forbid it",
      ],
    },
    {
      article: "709",
      heading: "Power of private companies to redeem or purchase own shares out of capital",
      summary:
        "A private limited company may, subject to Chapter 5 (including a directors' statement and auditor's report), make a payment out of capital to redeem or purchase its own shares.",
      topics: ["companies", "shareholders", "shares", "capital", "buy-back"],
      situations: [
        "can a private company pay for a share buy-back if it has no profits",
        "what must directors do before paying for a buy-back out of capital",
      ],
    },
    {
      article: "829",
      heading: "Meaning of “distribution”",
      summary:
        "A distribution means every description of distribution of a company's assets to its members, in cash or otherwise, subject to exceptions such as bonus shares, authorised capital reductions and redemptions, and distributions on winding up.",
      topics: ["companies", "shareholders", "distributions", "dividends", "definitions"],
      situations: [
        "is paying a shareholder a bonus treated as a dividend",
        "does a return of capital count as a distribution",
      ],
    },
    {
      article: "830",
      heading: "Distributions to be made only out of profits available for the purpose",
      summary:
        "A company may only make a distribution out of profits available for the purpose, namely accumulated realised profits not previously used, less accumulated realised losses not previously written off.",
      topics: ["companies", "shareholders", "distributions", "dividends"],
      situations: [
        "can we pay ourselves dividends when the company has made no profit",
        "can my company pay a dividend if it made a loss this year",
        "we want to pay dividends; how do we know if we have enough profits",
      ],
    },
    {
      article: "831",
      heading: "Net asset restriction on distributions by public companies",
      summary:
        "A public company may make a distribution only if its net assets are not less than the aggregate of its called-up share capital and undistributable reserves, and the distribution does not reduce them below that aggregate.",
      topics: ["companies", "shareholders", "distributions", "dividends"],
      situations: [
        "what extra dividend rules apply to a plc",
        "our plc has reserves but net assets below share capital; can it pay a dividend",
      ],
    },
    {
      article: "836",
      heading: "Justification of distribution by reference to relevant accounts",
      summary:
        "Whether a distribution may be made is determined by reference to the relevant accounts (the last annual accounts, or interim or initial accounts where needed) showing profits, losses, assets, liabilities and capital.",
      topics: ["companies", "shareholders", "distributions", "dividends", "accounts"],
      situations: [
        "do we need accounts before declaring an interim dividend",
        "which accounts decide whether a dividend is lawful",
      ],
    },
    {
      article: "847",
      heading: "Consequences of unlawful distribution",
      summary:
        "A member who receives a distribution made in breach of Part 23 and knew or had reasonable grounds to believe it was unlawful is liable to repay it (or its value) to the company.",
      topics: ["companies", "shareholders", "distributions", "dividends", "liability"],
      situations: [
        "we paid dividends when there were no profits; do shareholders have to pay them back",
        "the liquidator says my dividends were illegal",
      ],
    },
  ],
};
