import type { InstrumentInput } from "../../schema";

export const auCorporationsAct2001: InstrumentInput = {
  source_id: "au-corporations-act-2001",
  title: "Corporations Act 2001 (Cth) (No. 50, 2001)",
  short_names: ["Corporations Act 2001", "Corporations Act", "Corps Act"],
  jurisdiction: "AU",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.au/C2004A00818/latest/text",
  date: "2001-06-28",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "95A",
      heading: "Solvency and insolvency",
      summary:
        "A person is solvent if and only if they are able to pay all their debts as and when they become due and payable; a person who is not solvent is insolvent.",
      topics: ["companies", "insolvency", "definitions"],
      situations: [
        "how do I know if my company is insolvent in Australia",
        "our company cannot pay suppliers on time; are we insolvent",
      ],
    },
    {
      article: "180",
      heading: "Care and diligence—directors and other officers",
      summary:
        "Directors and officers must exercise their powers and discharge their duties with the care and diligence a reasonable person would exercise in the corporation's circumstances and their position, with a business judgment rule protecting informed, good-faith business judgments rationally believed to be in the corporation's interests.",
      topics: ["companies", "directors", "directors-duties"],
      situations: [
        "as a director, can I be liable for a bad business decision",
        "what standard of care do company directors owe in Australia",
        "an Australian director was careless with the company's money",
      ],
    },
    {
      article: "181",
      heading: "Good faith—directors and other officers",
      summary:
        "Directors and officers must exercise their powers and discharge their duties in good faith in the best interests of the corporation and for a proper purpose.",
      topics: ["companies", "directors", "directors-duties"],
      situations: [
        "a director issued shares just to keep control of the company",
        "the directors sold company assets cheaply to a friend",
      ],
    },
    {
      article: "182",
      heading: "Use of position—directors, other officers and employees",
      summary:
        "Directors, officers and employees must not improperly use their position to gain an advantage for themselves or someone else or cause detriment to the corporation.",
      topics: ["companies", "directors", "directors-duties", "conflicts"],
      situations: [
        "a director steered a company contract to his own business",
        "the CEO used his position to get a personal benefit from a supplier",
        "a director used company funds for personal benefit in Australia",
      ],
    },
    {
      article: "183",
      heading: "Use of information—directors, other officers and employees",
      summary:
        "A person who obtains information because they are or have been a director, officer or employee must not improperly use it to gain an advantage or cause detriment to the corporation.",
      topics: ["companies", "directors", "directors-duties", "confidentiality"],
      situations: [
        "a former employee used our client list to set up a competitor",
        "a director traded shares using confidential board information",
      ],
    },
    {
      article: "184",
      heading: "Good faith, use of position and use of information—criminal offences",
      summary:
        "Makes it a criminal offence for directors, officers or employees to be reckless or intentionally dishonest in failing to act in good faith or for a proper purpose, or to use position or information dishonestly.",
      topics: ["companies", "directors", "criminal", "offences"],
      situations: [
        "can a director go to jail for dishonestly misusing company information",
        "a director dishonestly diverted company money to himself",
      ],
    },
    {
      article: "191",
      heading: "Material personal interest—director's duty to disclose",
      summary:
        "A director who has a material personal interest in a matter relating to the company's affairs must give the other directors notice of the interest unless an exception applies.",
      topics: ["companies", "directors", "conflicts", "disclosure"],
      situations: [
        "a director didn't tell the board about his own stake in a deal",
        "must I tell the board I own a stake in a supplier",
        "a director did not reveal he owned the building the company leases",
      ],
    },
    {
      article: "198A",
      heading: "Powers of directors",
      summary:
        "The business of a company is to be managed by or under the direction of the directors, who may exercise all the company's powers except those the Act or the constitution requires the company to exercise in general meeting (a replaceable rule).",
      topics: ["companies", "directors", "corporate-governance"],
      situations: [
        "who runs the company, the directors or the shareholders",
        "can shareholders overrule the board on day-to-day business decisions",
      ],
    },
    {
      article: "201A",
      heading: "Minimum number of directors",
      summary:
        "A proprietary company must have at least one director who ordinarily resides in Australia, and a public company at least three directors, at least two of whom ordinarily reside in Australia.",
      topics: ["companies", "directors"],
      situations: [
        "can my Australian company have only overseas directors",
        "how many directors does a public company in Australia need",
      ],
    },
    {
      article: "203D",
      heading: "Removal by members—public companies",
      summary:
        "A public company may remove a director by resolution of members despite anything in its constitution or any agreement, with notice of intention given at least two months before the meeting and a right for the director to put their case.",
      topics: ["companies", "directors", "shareholders", "dismissal"],
      situations: [
        "can the shareholders vote a director off the board",
        "the shareholders want to remove a director of our public company",
        "can a director be removed even if the constitution says otherwise",
      ],
    },
    {
      article: "206B",
      heading: "Automatic disqualification",
      summary:
        "A person is automatically disqualified from managing corporations if convicted of specified offences (such as dishonesty offences punishable by at least three months' imprisonment), while an undischarged bankrupt, or under a personal insolvency agreement not yet fully performed.",
      topics: ["companies", "directors", "disqualification"],
      situations: [
        "can I be a director while I am bankrupt in Australia",
        "I was convicted of fraud; can I still manage a company",
      ],
    },
    {
      article: "232",
      heading: "Grounds for Court order",
      summary:
        "The court may make orders if the company's affairs are conducted, or an act or resolution is, contrary to the interests of the members as a whole, or oppressive to, unfairly prejudicial to or unfairly discriminatory against a member or members.",
      topics: ["companies", "shareholders", "oppression", "minority"],
      situations: [
        "the majority runs the company unfairly against me as a small shareholder",
        "the majority shareholders are freezing me out of the company",
        "as a minority shareholder I am being treated unfairly",
      ],
    },
    {
      article: "233",
      heading: "Orders the Court can make",
      summary:
        "On an oppression application the court may make any order it considers appropriate, including winding up the company, modifying the constitution, regulating future conduct, ordering a share buy-out, or appointing a receiver.",
      topics: ["companies", "shareholders", "oppression", "remedies"],
      situations: [
        "can the court force the other shareholders to buy my shares",
        "the court found oppression; can it wind up the company",
      ],
    },
    {
      article: "236",
      heading: "Bringing, or intervening in, proceedings on behalf of a company",
      summary:
        "A member, former member, officer or person entitled to be registered as a member may bring proceedings on behalf of a company, or intervene, with the court's leave.",
      topics: ["companies", "shareholders", "derivative-claims"],
      situations: [
        "can I sue the directors on behalf of the company as a shareholder",
        "the directors are not suing someone who harmed the company; can I",
      ],
    },
    {
      article: "249D",
      heading: "Calling of general meeting by directors when requested by members",
      summary:
        "Directors must call a general meeting on the request of members with at least 5% of the votes that may be cast, within 21 days, with the meeting held within two months of the request.",
      topics: ["companies", "shareholders", "meetings"],
      situations: [
        "how can shareholders force a meeting in an Australian company",
        "we hold 6 percent of the votes and want a general meeting called",
      ],
    },
    {
      article: "254T",
      heading: "Circumstances in which a dividend may be paid",
      summary:
        "A company must not pay a dividend unless its assets exceed its liabilities immediately before it is declared and the excess is sufficient, the payment is fair and reasonable to shareholders as a whole, and it does not materially prejudice the company's ability to pay its creditors.",
      topics: ["companies", "shareholders", "dividends", "distributions"],
      situations: [
        "can my company pay a dividend if it had a loss this year",
        "what test applies before paying dividends in Australia",
      ],
    },
    {
      article: "256B",
      heading: "Company may make reduction not otherwise authorised",
      summary:
        "A company may reduce its share capital if the reduction is fair and reasonable to shareholders as a whole, does not materially prejudice its ability to pay creditors, and is approved by shareholders under section 256C.",
      topics: ["companies", "shareholders", "capital"],
      situations: [
        "can we return capital to shareholders",
        "how does a company reduce its share capital lawfully",
      ],
    },
    {
      article: "257A",
      heading: "The company's power to buy back its own shares",
      summary:
        "A company may buy back its own shares if the buy-back does not materially prejudice its ability to pay creditors and it follows the procedures in Division 2.",
      topics: ["companies", "shareholders", "shares", "buy-back"],
      situations: [
        "can a company buy out a departing shareholder's shares",
        "can our company buy back shares from all shareholders",
      ],
    },
    {
      article: "260A",
      heading: "Financial assistance by a company for acquiring shares in the company or a holding company",
      summary:
        "A company may financially assist a person to acquire its shares only if the assistance does not materially prejudice the company's or shareholders' interests or its ability to pay creditors, is approved by shareholders, or is exempt.",
      topics: ["companies", "shareholders", "financial-assistance"],
      situations: [
        "can the company lend money to a buyer to purchase its shares",
        "can a company guarantee a loan used to buy its own shares",
      ],
    },
    {
      article: "286",
      heading: "Obligation to keep financial records",
      summary:
        "A company must keep written financial records that correctly record and explain its transactions and financial position and would enable true and fair financial statements to be prepared and audited, retaining them for seven years.",
      topics: ["companies", "accounts", "records"],
      situations: [
        "how long must a company keep its financial records",
        "what accounting records must a company keep in Australia",
      ],
    },
    {
      article: "459E",
      heading: "Creditor may serve demand",
      summary:
        "A creditor may serve a statutory demand on a company for a debt (or debts) totalling at least the statutory minimum that is due and payable, requiring payment within 21 days.",
      topics: ["companies", "insolvency", "debt-recovery"],
      situations: [
        "how do I serve a statutory demand on a company that owes me money",
        "a company ignored my invoices for months; what formal demand can I make",
      ],
    },
    {
      article: "588FA",
      heading: "Unfair preferences",
      summary:
        "A transaction is an unfair preference if the company and a creditor are parties and it results in the creditor receiving more than it would receive in a winding up, and the liquidator may seek to recover it if the company was insolvent.",
      topics: ["companies", "insolvency", "creditors"],
      situations: [
        "the liquidator wants back a payment the company made to us before it collapsed",
        "the company paid one creditor in full just before going into liquidation",
      ],
    },
    {
      article: "588G",
      heading: "Director's duty to prevent insolvent trading by company",
      summary:
        "A director breaches this duty if the company incurs a debt while insolvent (or becomes insolvent by incurring it) and there were reasonable grounds to suspect insolvency, and the director failed to prevent it.",
      topics: ["companies", "directors", "insolvency", "insolvent-trading"],
      situations: [
        "the company kept taking on debts when it couldn't pay its bills and the directors let it",
        "can I be personally liable for debts my company took on while insolvent",
        "the company kept ordering stock after it could not pay its debts",
        "is a director in Australia personally liable for supplier bills run up while the business was broke",
        "our company is taking on new debts even though it can't pay what it already owes",
        "insolvent trading liability for company directors in Australia",
        "should I stop the company buying on credit when it is insolvent",
      ],
    },
    {
      article: "588GA",
      heading: "Safe harbour—taking course of action reasonably likely to lead to better outcome",
      summary:
        "Section 588G does not apply to debts incurred in connection with a course of action, started after the director suspects insolvency, that is reasonably likely to lead to a better outcome for the company than administration or liquidation, subject to conditions such as paying employee entitlements and tax reporting.",
      topics: ["companies", "directors", "insolvency", "insolvent-trading"],
      situations: [
        "we are trying to restructure a struggling company; are the directors protected",
        "can directors keep trading while they work on a turnaround plan",
      ],
    },
    {
      article: "1041H",
      heading: "Misleading or deceptive conduct (civil liability only)",
      summary:
        "A person must not, in relation to a financial product or financial service, engage in conduct that is misleading or deceptive or likely to mislead or deceive.",
      topics: ["financial-services", "misleading-conduct"],
      situations: [
        "the financial adviser misled me about the investment",
        "the fund brochure overstated the returns on my investment",
      ],
    },
    {
      article: "247A",
      heading: "Order for inspection of books of company or registered scheme",
      summary: "Allows the Court, on application by a member, to make an order authorising the member, or a person on their behalf, to inspect books of the company or registered scheme where satisfied the applicant acts in good faith and the inspection is for a proper purpose.",
      topics: ["company-law", "shareholders", "inspection-rights"],
      situations: [
        "as a shareholder in an Australian company, can I get access to the company's books",
        "how can a shareholder inspect an Australian company's books",
      ],
    },
  ],
};
