import type { InstrumentInput } from "../../schema";

/** Sarbanes-Oxley Act of 2002, Pub. L. 107-204, cited by section of the Act. */
export const usSox: InstrumentInput = {
  source_id: "us-sox",
  title: "Sarbanes-Oxley Act of 2002 (Pub. L. 107-204)",
  short_names: [
    "SOX",
    "Sarbanes-Oxley",
    "Sarbanes-Oxley Act",
    "Sarbox",
    "Public Company Accounting Reform and Investor Protection Act of 2002",
  ],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.govinfo.gov/content/pkg/PLAW-107publ204/pdf/PLAW-107publ204.pdf",
  date: "2002-07-30",
  provisions: [
    {
      article: "101",
      heading: "Establishment; Administrative Provisions",
      summary:
        "Creates the Public Company Accounting Oversight Board as a nonprofit corporation to oversee the audits of public companies, with powers to register audit firms, set auditing standards, inspect firms and discipline them, under Securities and Exchange Commission oversight.",
      topics: ["audit", "financial-reporting", "corporate-governance"],
    },
    {
      article: "201",
      heading: "Services Outside the Scope of Practice of Auditors",
      summary:
        "Prohibits a registered public accounting firm from providing listed non-audit services, such as bookkeeping, financial systems design, appraisal, internal audit outsourcing and legal services, to a public company it audits, and requires audit committee pre-approval of other permitted non-audit services.",
      topics: ["audit", "corporate-governance"],
    },
    {
      article: "203",
      heading: "Audit Partner Rotation",
      summary:
        "Makes it unlawful for an audit firm to audit an issuer where the lead or coordinating audit partner, or the reviewing partner, has performed audit services for that issuer in each of the five previous fiscal years.",
      topics: ["audit", "corporate-governance"],
    },
    {
      article: "301",
      heading: "Public Company Audit Committees",
      summary:
        "Requires the SEC to direct exchanges to list only issuers whose audit committee is made up of independent directors, is directly responsible for appointing, paying and overseeing the auditor, has procedures for complaints including confidential employee submissions about accounting matters, and can engage advisers.",
      topics: ["audit", "corporate-governance", "directors", "whistleblowing"],
    },
    {
      article: "302",
      heading: "Corporate Responsibility for Financial Reports",
      summary:
        "Requires the principal executive and financial officers to certify in each annual and quarterly report that they have reviewed it, that it is not materially misleading and fairly presents the financial condition, and that they are responsible for and have evaluated disclosure and internal controls, reporting significant deficiencies and fraud to the auditors and audit committee.",
      topics: ["financial-reporting", "internal-controls", "corporate-governance"],
    },
    {
      article: "303",
      heading: "Improper Influence on Conduct of Audits",
      summary:
        "Makes it unlawful for an officer or director, or a person acting under their direction, to fraudulently influence, coerce, manipulate or mislead the auditor in order to make the financial statements materially misleading.",
      topics: ["audit", "financial-reporting", "directors"],
    },
    {
      article: "304",
      heading: "Forfeiture of Certain Bonuses and Profits",
      summary:
        "Requires the chief executive and chief financial officers to reimburse the issuer for incentive pay and profits from selling its securities received in the twelve months after a financial report that later has to be restated because of misconduct.",
      topics: ["financial-reporting", "corporate-governance", "penalties"],
    },
    {
      article: "401",
      heading: "Disclosures in Periodic Reports",
      summary:
        "Requires periodic financial reports to reflect all material correcting adjustments identified by the auditor, directs rules for disclosure of material off-balance sheet arrangements, and requires that pro forma financial information not be misleading and be reconciled to GAAP.",
      topics: ["financial-reporting", "accounts"],
    },
    {
      article: "402",
      heading: "Enhanced Conflict of Interest Provisions",
      summary:
        "Generally prohibits an issuer from extending, arranging or renewing personal loans to its directors and executive officers, subject to limited exceptions for certain consumer credit made in the ordinary course of business on market terms.",
      topics: ["corporate-governance", "directors-duties"],
    },
    {
      article: "404",
      heading: "Management Assessment of Internal Controls",
      summary:
        "Requires each annual report to contain management's statement of responsibility for, and assessment of the effectiveness of, internal control over financial reporting, and requires the auditor of larger filers to attest to and report on that assessment.",
      topics: ["internal-controls", "financial-reporting", "audit"],
    },
    {
      article: "406",
      heading: "Code of Ethics for Senior Financial Officers",
      summary:
        "Requires issuers to disclose whether they have adopted a code of ethics for senior financial officers, and if not, why not, and to disclose promptly any change to or waiver of that code.",
      topics: ["corporate-governance", "transparency"],
    },
    {
      article: "407",
      heading: "Disclosure of Audit Committee Financial Expert",
      summary:
        "Requires issuers to disclose whether their audit committee includes at least one member who is a financial expert, and if not, the reasons.",
      topics: ["corporate-governance", "audit", "transparency"],
    },
    {
      article: "409",
      heading: "Real Time Issuer Disclosures",
      summary:
        "Requires issuers to disclose to the public on a rapid and current basis additional information about material changes in their financial condition or operations, as the SEC prescribes by rule.",
      topics: ["financial-reporting", "transparency"],
    },
    {
      article: "802",
      heading: "Criminal Penalties for Altering Documents",
      summary:
        "Makes it a federal crime to destroy, alter, conceal or falsify records with intent to obstruct a federal investigation or bankruptcy case, and requires accountants auditing issuers to retain audit workpapers for a set period, with criminal penalties for knowing violations.",
      topics: ["criminal", "offences", "records", "audit"],
    },
    {
      article: "806",
      heading: "Protection for Employees of Publicly Traded Companies Who Provide Evidence of Fraud",
      summary:
        "Protects employees of public companies, and of their contractors and agents, from retaliation for reporting conduct they reasonably believe is securities, mail, wire or bank fraud or a breach of SEC rules, and gives them a complaint process through the Department of Labor with a path to federal court and remedies such as reinstatement and back pay.",
      topics: ["whistleblowing", "employment", "remedies"],
    },
    {
      article: "807",
      heading: "Criminal Penalties for Defrauding Shareholders of Publicly Traded Companies",
      summary:
        "Creates a federal offence of knowingly executing or attempting a scheme to defraud any person in connection with securities of a reporting company, or to obtain money or property by false pretences in connection with their purchase or sale, punishable by fine and long imprisonment.",
      topics: ["criminal", "offences", "punishment"],
    },
    {
      article: "906",
      heading: "Corporate Responsibility for Financial Reports",
      summary:
        "Requires periodic reports containing financial statements to be accompanied by a written certification of the chief executive and chief financial officers that the report complies with the securities laws and fairly presents the issuer's financial condition, with criminal penalties for knowingly or wilfully certifying a non-compliant report.",
      topics: ["financial-reporting", "criminal", "penalties"],
    },
    {
      article: "1102",
      heading: "Tampering With a Record or Otherwise Impeding an Official Proceeding",
      summary:
        "Makes it a crime to corruptly alter, destroy or conceal a record or document to impair its availability for an official proceeding, or otherwise to obstruct or impede an official proceeding.",
      topics: ["criminal", "offences", "records"],
    },
    {
      article: "1107",
      heading: "Retaliation Against Informants",
      summary:
        "Makes it a crime knowingly to retaliate against a person, including by interfering with their employment, for providing truthful information to a law enforcement officer about the possible commission of a federal offence.",
      topics: ["whistleblowing", "criminal", "employment"],
    },
  ],
};
