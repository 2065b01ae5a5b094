import type { InstrumentInput } from "../../schema";

/**
 * California Business and Professions Code, Division 7, Part 2, Chapter 1 ("Contracts in Restraint of Trade"),
 * the sections used by the document-analysis playbook, plus the Unfair Competition Law (§ 17200) and the false
 * advertising statute (§ 17500). The Code prints no official section headings; each heading below is the chapter
 * title followed by a short descriptive label of ours in brackets, or for §§ 17200 and 17500 our label alone.
 */
export const usCaBusinessAndProfessionsCode: InstrumentInput = {
  source_id: "us-ca-business-and-professions-code",
  title: "California Business and Professions Code",
  short_names: ["Business and Professions Code", "Cal. Bus. & Prof. Code", "B&P Code", "BPC"],
  jurisdiction: "US-CA",
  kind: "code",
  provision_label: "section",
  codified_at: "Cal. Bus. & Prof. Code",
  official_url: "https://leginfo.legislature.ca.gov/faces/codesTOCSelected.xhtml?tocCode=BPC",
  date: "1937",
  provisions: [
    {
      article: "16600",
      heading: "Contracts in Restraint of Trade [restraints void]",
      summary:
        "Makes void, to the extent of the restraint, any contract that stops a person from carrying on a lawful profession, trade or business, unless a statutory exception in the chapter applies; since 2024 the section must be read broadly to void employee non-compete clauses however narrowly drawn, and it reaches restraints on people who are not parties to the contract.",
      topics: ["non-compete", "restraint-of-trade", "employment", "contract"],
      situations: ["my job contract in California says I can't work for a competitor for two years after I leave"],
    },
    {
      article: "16600.1",
      heading: "Contracts in Restraint of Trade [non-compete clauses in employment; notice]",
      summary:
        "Makes it unlawful to include a non-compete clause in an employment contract, or to require an employee to agree to one, unless an exception applies, and required employers to notify current and certain former employees by 14 February 2024 that such clauses are void; a breach is an act of unfair competition.",
      topics: ["non-compete", "restraint-of-trade", "employment"],
      situations: ["my employer made me sign a non-compete", "did my employer have to tell me my non-compete is void"],
    },
    {
      article: "16600.5",
      heading: "Contracts in Restraint of Trade [void wherever and whenever signed; private action]",
      summary:
        "Treats a contract void under the chapter as unenforceable regardless of where and when it was signed, forbids employers to enter into or try to enforce such a contract, and lets employees, former employees and applicants sue for an injunction or actual damages and recover reasonable attorney's fees and costs.",
      topics: ["non-compete", "restraint-of-trade", "employment", "remedies"],
      situations: ["my old employer signed me to a non-compete in another state and now I work in California"],
    },
    {
      article: "16601",
      heading: "Contracts in Restraint of Trade [sale of a business's goodwill or ownership interest]",
      summary:
        "Exception: a person who sells the goodwill of a business, all of their ownership interest in it, or all or substantially all of its operating assets may agree with the buyer not to carry on a similar business within a specified area where the business was carried on, while the buyer carries on a like business there.",
      topics: ["non-compete", "restraint-of-trade", "mergers-and-acquisitions"],
      situations: ["I sold my business and agreed not to open a competing one", "non-compete when selling a company"],
    },
    {
      article: "16602",
      heading: "Contracts in Restraint of Trade [partners on dissolution or dissociation]",
      summary:
        "Exception: partners may agree, on or in anticipation of the partnership's dissolution, a partner's dissociation or the sale of a partner's interest, not to carry on a similar business within a specified area where the partnership did business.",
      topics: ["non-compete", "restraint-of-trade", "partnership"],
      situations: ["leaving a partnership, can my partners stop me competing", "non-compete between partners when the partnership ends"],
    },
    {
      article: "16602.5",
      heading: "Contracts in Restraint of Trade [members of a limited liability company]",
      summary:
        "Exception: members of a limited liability company may agree, on or in anticipation of the company's dissolution or the termination or sale of a member's interest, not to carry on a similar business within a specified area where the company did business.",
      topics: ["non-compete", "restraint-of-trade", "companies"],
      situations: ["LLC member agreeing not to compete after selling their interest", "non-compete for members when an LLC dissolves"],
    },
    {
      article: "17200",
      heading: "[Unfair competition defined]",
      summary:
        "Defines unfair competition, which the Unfair Competition Law prohibits, as any unlawful, unfair or fraudulent business act or practice and any unfair, deceptive, untrue or misleading advertising, including acts barred by the false advertising statute; the following sections let public prosecutors and people who lost money or property because of the practice seek injunctions and restitution.",
      topics: ["consumer", "unfair-practices", "advertising", "competition"],
      situations: [
        "a California company charged me hidden fees it never disclosed",
        "a business in California keeps using a deceptive practice on customers, can I sue",
        "can I get my money back from a company that broke the law to sell me something in California",
      ],
    },
    {
      article: "17500",
      heading: "[False or misleading advertising]",
      summary:
        "Makes it unlawful to make or spread, in any medium, a statement about property or services that is untrue or misleading and that the advertiser knows, or should reasonably know, is untrue or misleading, including advertising something with no intention of selling it as advertised; breach is a misdemeanour and can also be restrained and penalised in civil actions.",
      topics: ["consumer", "advertising", "misleading-claims"],
      situations: [
        "the ad said the price included installation but the California store charged extra",
        "a website advertised a product it never meant to sell at that price",
      ],
    },
  ],
};
