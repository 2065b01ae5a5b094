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
    },
    {
      article: "21",
      heading: "Amendment of articles",
      summary: "Allows a company to amend its articles of association by special resolution, subject to entrenched provisions and other protections.",
      topics: ["corporate-governance", "shareholders"],
    },
    {
      article: "33",
      heading: "Effect of company's constitution",
      summary:
        "Makes the company's constitution binding on the company and its members as if there were covenants by each of them to observe its provisions.",
      topics: ["corporate-governance", "shareholders", "contract"],
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
    },
    {
      article: "154",
      heading: "Companies required to have directors",
      summary: "Requires a private company to have at least one director and a public company to have at least two.",
      topics: ["corporate-governance", "directors"],
    },
    {
      article: "157",
      heading: "Minimum age for appointment as director",
      summary: "Prohibits appointing a person as a director unless they have attained the age of 16, subject to exceptions made by regulations.",
      topics: ["corporate-governance", "directors"],
    },
    {
      article: "168",
      heading: "Resolution to remove director",
      summary:
        "Allows a company to remove a director before the end of their term by ordinary resolution at a meeting, with special notice required, without prejudice to any compensation claim.",
      topics: ["corporate-governance", "directors", "shareholders"],
    },
    {
      article: "170",
      heading: "Scope and nature of general duties",
      summary:
        "Provides that the general duties in sections 171 to 177 are owed by directors to the company, based on and replacing common law rules and equitable principles, with some duties continuing after a person ceases to be a director.",
      topics: ["directors-duties", "directors"],
    },
    {
      article: "171",
      heading: "Duty to act within powers",
      summary: "Requires a director to act in accordance with the company's constitution and to exercise powers only for the purposes for which they are conferred.",
      topics: ["directors-duties"],
    },
    {
      article: "172",
      heading: "Duty to promote the success of the company",
      summary:
        "Requires a director to act in the way they consider, in good faith, most likely to promote the success of the company for the benefit of its members as a whole, having regard to long-term consequences, employees, suppliers and customers, community and environment, reputation and fairness between members.",
      topics: ["directors-duties", "corporate-governance"],
    },
    {
      article: "173",
      heading: "Duty to exercise independent judgment",
      summary: "Requires a director to exercise independent judgment, without breaching the duty by acting under a duly authorised agreement or the constitution.",
      topics: ["directors-duties"],
    },
    {
      article: "174",
      heading: "Duty to exercise reasonable care, skill and diligence",
      summary:
        "Requires a director to exercise the care, skill and diligence of a reasonably diligent person with both the general knowledge, skill and experience expected of someone in that role and the director's own actual knowledge, skill and experience.",
      topics: ["directors-duties", "liability"],
    },
    {
      article: "175",
      heading: "Duty to avoid conflicts of interest",
      summary:
        "Requires a director to avoid situations of direct or indirect conflict with the company's interests, particularly in exploiting property, information or opportunity, unless authorised by the directors where permitted.",
      topics: ["directors-duties"],
    },
    {
      article: "176",
      heading: "Duty not to accept benefits from third parties",
      summary:
        "Prohibits a director from accepting benefits from third parties conferred because of their being a director or their acts as director, unless the benefit cannot reasonably be regarded as likely to give rise to a conflict of interest.",
      topics: ["directors-duties", "anti-bribery"],
    },
    {
      article: "177",
      heading: "Duty to declare interest in proposed transaction or arrangement",
      summary:
        "Requires a director who is directly or indirectly interested in a proposed transaction or arrangement with the company to declare the nature and extent of that interest to the other directors before the company enters into it.",
      topics: ["directors-duties", "transparency"],
    },
    {
      article: "178",
      heading: "Civil consequences of breach of general duties",
      summary:
        "Provides that the consequences of breaching the general duties are the same as if the corresponding common law rule or equitable principle applied, and that the duties other than the duty of care are enforceable as fiduciary duties.",
      topics: ["directors-duties", "remedies", "liability"],
    },
    {
      article: "182",
      heading: "Declaration of interest in existing transaction or arrangement",
      summary:
        "Requires a director to declare the nature and extent of an interest in a transaction or arrangement already entered into by the company, with failure to do so being an offence under section 183.",
      topics: ["directors-duties", "transparency", "offences"],
    },
    {
      article: "190",
      heading: "Substantial property transactions: requirement of members' approval",
      summary:
        "Requires members' approval for arrangements under which a director or connected person acquires from, or transfers to, the company a substantial non-cash asset.",
      topics: ["directors", "shareholders", "corporate-governance"],
    },
    {
      article: "232",
      heading: "Provisions protecting directors from liability",
      summary:
        "Voids provisions exempting directors from, or indemnifying them against, liability for negligence, default, breach of duty or breach of trust, except permitted insurance and qualifying indemnity provisions.",
      topics: ["directors", "liability", "void-agreements"],
    },
    {
      article: "239",
      heading: "Ratification of acts of directors",
      summary:
        "Allows ratification by resolution of members of a director's conduct amounting to negligence, default, breach of duty or breach of trust, disregarding the votes of the director and connected members.",
      topics: ["directors-duties", "shareholders"],
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
    },
    {
      article: "281",
      heading: "Resolutions",
      summary:
        "Provides that resolutions of a private company may be passed as written resolutions or at a meeting, while resolutions of a public company must be passed at a meeting.",
      topics: ["meetings", "shareholders"],
    },
    {
      article: "282",
      heading: "Ordinary resolutions",
      summary: "Defines an ordinary resolution as one passed by a simple majority of the members' votes.",
      topics: ["meetings", "shareholders"],
    },
    {
      article: "283",
      heading: "Special resolutions",
      summary: "Defines a special resolution as one passed by a majority of not less than 75% of the votes.",
      topics: ["meetings", "shareholders"],
    },
    {
      article: "336",
      heading: "Public companies and traded companies: annual general meeting",
      summary:
        "Requires every public company to hold an annual general meeting within six months after its accounting reference date (nine months for a traded company), with failure being an offence by officers in default.",
      topics: ["annual-general-meeting", "meetings", "shareholders"],
    },
    {
      article: "337",
      heading: "Public companies and traded companies: notice of AGM",
      summary:
        "Requires the notice calling a public company's AGM to state that the meeting is an AGM, and allows it to be called on shorter notice than otherwise required only if all members entitled to attend and vote agree.",
      topics: ["annual-general-meeting", "meetings"],
    },
    {
      article: "386",
      heading: "Duty to keep accounting records",
      summary:
        "Requires every company to keep adequate accounting records sufficient to show and explain its transactions, disclose its financial position with reasonable accuracy and enable accounts to comply with the Act.",
      topics: ["books-and-records", "accounts", "financial-reporting"],
    },
    {
      article: "393",
      heading: "Accounts to give true and fair view",
      summary:
        "Prohibits directors from approving accounts unless satisfied that they give a true and fair view of the assets, liabilities, financial position and profit or loss of the company or group.",
      topics: ["accounts", "financial-reporting", "directors-duties"],
    },
    {
      article: "394",
      heading: "Duty to prepare individual accounts",
      summary: "Requires the directors of every company to prepare individual accounts for each financial year, subject to an exemption for certain dormant subsidiaries.",
      topics: ["accounts", "financial-reporting"],
    },
    {
      article: "414A",
      heading: "Duty to prepare strategic report",
      summary: "Requires directors to prepare a strategic report for each financial year unless the company is entitled to the small companies exemption.",
      topics: ["financial-reporting", "corporate-governance"],
    },
    {
      article: "414C",
      heading: "Contents of strategic report",
      summary:
        "Requires the strategic report to inform members and help them assess how directors performed their section 172 duty, including a fair review of the business and its principal risks, with extra content for quoted and larger companies.",
      topics: ["financial-reporting", "directors-duties", "transparency"],
    },
    {
      article: "441",
      heading: "Duty to file accounts and reports with the registrar",
      summary: "Requires directors to deliver to the registrar of companies, for each financial year, the accounts and reports required by the Act.",
      topics: ["accounts", "financial-reporting"],
    },
    {
      article: "442",
      heading: "Period allowed for filing accounts",
      summary:
        "Sets the filing deadline: generally nine months after the end of the accounting reference period for a private company and six months for a public company, with special rules for first accounts.",
      topics: ["accounts", "financial-reporting"],
    },
    {
      article: "475",
      heading: "Requirement for audited accounts",
      summary: "Requires a company's annual accounts to be audited unless it is exempt as a small, subsidiary, dormant or certain non-profit public sector company.",
      topics: ["audit", "accounts"],
    },
    {
      article: "477",
      heading: "Small companies: conditions for exemption from audit",
      summary: "Exempts a company that qualifies as small in relation to a financial year from the audit requirement for that year, subject to exclusions.",
      topics: ["audit", "accounts"],
    },
    {
      article: "485",
      heading: "Appointment of auditors of private company: general",
      summary:
        "Requires a private company that is not exempt from audit to appoint an auditor for each financial year, generally by members within a set period after accounts are circulated, or by directors in specified cases.",
      topics: ["audit", "corporate-governance"],
    },
    {
      article: "489",
      heading: "Appointment of auditors of public company: general",
      summary:
        "Requires a public company that is not exempt from audit to appoint an auditor for each financial year, generally at the accounts meeting, or by directors in specified cases.",
      topics: ["audit", "corporate-governance"],
    },
    {
      article: "853A",
      heading: "Duty to deliver confirmation statements",
      summary:
        "Requires every company to deliver a confirmation statement to the registrar at least once every 12 months, confirming that required information has been delivered.",
      topics: ["corporate-governance", "records"],
    },
    {
      article: "993",
      heading: "Offence of fraudulent trading",
      summary:
        "Makes it an offence to be knowingly a party to carrying on a company's business with intent to defraud creditors or for any fraudulent purpose, punishable on indictment by up to 10 years' imprisonment.",
      topics: ["offences", "criminal", "insolvency"],
    },
    {
      article: "994",
      heading: "Petition by company member",
      summary:
        "Allows a member to petition the court on the ground that the company's affairs are being or have been conducted in a manner unfairly prejudicial to members' interests, or that an act or omission would be so prejudicial.",
      topics: ["shareholders", "remedies"],
    },
    {
      article: "1157",
      heading: "Power of court to grant relief in certain cases",
      summary:
        "Allows the court to relieve an officer or auditor wholly or partly from liability for negligence, default, breach of duty or breach of trust where they acted honestly and reasonably and ought fairly to be excused.",
      topics: ["directors", "liability", "remedies"],
    },
  ],
};
