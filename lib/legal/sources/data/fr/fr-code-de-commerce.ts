import type { InstrumentInput } from "../../schema";

/**
 * Articles of the French Commercial Code carry no individual official headings; the headings below are editorial
 * descriptions in square brackets.
 */
export const frCodeDeCommerce: InstrumentInput = {
  source_id: "fr-code-de-commerce",
  title: "Code de commerce",
  short_names: ["Code de commerce", "French Commercial Code", "C. com."],
  jurisdiction: "FR",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000005634379",
  date: "2000-09-18",
  provisions: [
    {
      article: "L145-4",
      heading: "[Untitled] Term of a commercial lease",
      summary: "Sets the minimum term of a commercial lease at nine years, while letting the tenant give notice at the end of each three-year period, six months in advance.",
      topics: ["commercial-lease", "tenancy", "business"],
      situations: ["can I leave my shop lease in France before nine years"],
    },
    {
      article: "L145-9",
      heading: "[Untitled] Notice to end a commercial lease",
      summary: "Provides that a commercial lease ends only by notice given at least six months in advance or by a request for renewal, and that without notice it continues tacitly beyond its term.",
      topics: ["commercial-lease", "termination", "notice-period"],
    },
    {
      article: "L145-14",
      heading: "[Untitled] Eviction compensation",
      summary: "Obliges a landlord who refuses to renew a commercial lease to pay the tenant eviction compensation equal to the harm caused, including the market value of the business, unless there is a serious and legitimate reason.",
      topics: ["commercial-lease", "termination", "compensation"],
      situations: ["my landlord refuses to renew my shop lease, do I get compensation"],
    },
    {
      article: "L210-6",
      heading: "[Untitled] Legal personality of commercial companies",
      summary: "Gives commercial companies legal personality from their registration in the trade and companies register, and makes persons who acted for a company in formation jointly liable for those acts unless the company takes them over.",
      topics: ["company-law", "legal-personality", "formation"],
    },
    {
      article: "L223-1",
      heading: "[Untitled] Formation of a SARL",
      summary: "Provides that a SARL is formed by one or more persons who bear losses only up to their contributions; with a single member it is an EURL.",
      topics: ["company-law", "formation", "limited-liability"],
      situations: ["what is a SARL in France"],
    },
    {
      article: "L223-2",
      heading: "[Untitled] Share capital of a SARL",
      summary: "Lets the articles freely set the amount of a SARL's share capital, which is divided into equal shares.",
      topics: ["company-law", "share-capital"],
    },
    {
      article: "L223-18",
      heading: "[Untitled] Managers of a SARL",
      summary: "Requires a SARL to be managed by one or more natural persons, members or not, appointed by the members, with the widest powers to act on the company's behalf towards third parties, limits in the articles not binding them.",
      topics: ["company-law", "directors", "representation"],
    },
    {
      article: "L223-22",
      heading: "[Untitled] Liability of SARL managers",
      summary: "Makes managers liable, individually or jointly, towards the company or third parties for breaches of statutory provisions applicable to SARLs, of the articles, or for mismanagement, and lets members bring the company's claim.",
      topics: ["company-law", "directors", "liability"],
      situations: ["can I sue the manager of the SARL for mismanagement"],
    },
    {
      article: "L223-25",
      heading: "[Untitled] Removal of SARL managers",
      summary: "Allows a manager to be removed by decision of members representing more than half of the shares, with damages if removal is without just cause, and by the court for a legitimate cause at any member's request.",
      topics: ["company-law", "directors", "removal"],
    },
    {
      article: "L223-26",
      heading: "[Untitled] Approval of SARL accounts",
      summary: "Requires the members to approve the annual accounts within six months of the end of the financial year, and gives members the right to receive documents and ask written questions beforehand.",
      topics: ["company-law", "annual-accounts", "shareholders"],
    },
    {
      article: "L223-30",
      heading: "[Untitled] Amending a SARL's articles",
      summary: "Requires amendments to the articles of a SARL to be decided by members holding at least two thirds of the shares present or represented at a meeting meeting quorum requirements, with unanimity for changing nationality or increasing members' commitments.",
      topics: ["company-law", "articles", "amendments"],
    },
    {
      article: "L225-1",
      heading: "[Untitled] The société anonyme",
      summary: "Defines the société anonyme (SA) as a company whose capital is divided into shares and whose members bear losses only up to their contributions, with at least two shareholders (seven for listed companies).",
      topics: ["company-law", "stock-corporation"],
    },
    {
      article: "L225-17",
      heading: "[Untitled] Board of directors",
      summary: "Requires an SA with a board of directors to have between three and eighteen directors.",
      topics: ["company-law", "board-of-directors"],
    },
    {
      article: "L225-35",
      heading: "[Untitled] Powers of the board",
      summary: "Charges the board with determining the orientations of the company's activity and overseeing their implementation in the company's interest, taking account of the social and environmental issues of its activity.",
      topics: ["company-law", "board-of-directors", "duties"],
    },
    {
      article: "L225-38",
      heading: "[Untitled] Related-party agreements",
      summary: "Requires prior authorisation by the board of directors for agreements between the company and its managing director, a deputy managing director, a director, a shareholder with more than ten percent of the voting rights or a controlling company, or in which such a person is indirectly interested, with reasons given for the company's interest.",
      topics: ["company-law", "directors", "conflicts-of-interest", "related-party-transactions"],
      situations: ["a director wants the company to sign a contract with his own business"],
    },
    {
      article: "L225-251",
      heading: "[Untitled] Liability of directors of an SA",
      summary: "Makes directors and the managing director liable, individually or jointly, towards the company or third parties for breaches of the law or the articles and for mismanagement.",
      topics: ["company-law", "directors", "liability"],
    },
    {
      article: "L227-1",
      heading: "[Untitled] The simplified joint-stock company (SAS)",
      summary: "Allows a simplified joint-stock company (SAS) to be formed by one or more persons who bear losses only up to their contributions, with a single-member version (SASU).",
      topics: ["company-law", "formation"],
      situations: ["what is the difference between an SAS and a SARL"],
    },
    {
      article: "L232-11",
      heading: "[Untitled] Distributable profit",
      summary: "Defines distributable profit as the year's profit minus prior losses and sums to be placed in reserve by law or the articles, plus retained earnings, and bars distributions when equity is or would become lower than capital plus non-distributable reserves.",
      topics: ["company-law", "distributions", "dividends"],
      situations: ["can my company pay dividends if it made losses before"],
    },
    {
      article: "L232-12",
      heading: "[Untitled] Decision to distribute dividends",
      summary: "Requires the general meeting, after approving the accounts and finding distributable sums, to decide the amounts distributed as dividends; interim dividends are allowed on a certified balance sheet.",
      topics: ["company-law", "distributions", "dividends"],
    },
    {
      article: "L441-10",
      heading: "[Untitled] Payment terms between businesses",
      summary: "Sets the default payment term between businesses at 30 days after receipt of goods or performance, caps agreed terms at 60 days from the invoice date (or 45 days end of month if agreed), and makes late payment trigger penalties and a fixed indemnity for recovery costs of 40 euros.",
      topics: ["late-payment", "b2b", "payment-terms"],
      situations: ["my client pays my invoices after 90 days, is that allowed in France"],
    },
    {
      article: "L631-4",
      heading: "[Untitled] Filing for receivership",
      summary: "Requires the debtor to apply for the opening of receivership (redressement judiciaire) within 45 days after the cessation of payments unless it has requested conciliation.",
      topics: ["insolvency", "directors"],
      situations: ["my company can no longer pay its debts, when must I file"],
    },
  ],
};
