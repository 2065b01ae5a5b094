import type { InstrumentInput } from "../../schema";

/** FTC Franchise Rule: Disclosure Requirements and Prohibitions Concerning Franchising, 16 C.F.R. Part 436. */
export const usFtcFranchiseRule: InstrumentInput = {
  source_id: "us-ftc-franchise-rule",
  title: "Disclosure Requirements and Prohibitions Concerning Franchising (FTC Franchise Rule), 16 C.F.R. Part 436",
  short_names: ["FTC Franchise Rule", "Franchise Rule", "Amended Franchise Rule", "16 CFR Part 436"],
  jurisdiction: "US",
  kind: "regulation",
  provision_label: "section",
  codified_at: "16 C.F.R.",
  official_url: "https://www.ecfr.gov/current/title-16/chapter-I/subchapter-D/part-436",
  date: "2007",
  provisions: [
    {
      article: "436.1",
      heading: "Definitions",
      summary:
        "Defines the Rule's terms, among them franchise (a trademark association, significant control or assistance, and a required payment), franchise seller, disclosure document, required payment and the way calendar days are counted.",
      topics: ["definitions", "franchising"],
    },
    {
      article: "436.2",
      heading: "Obligation to furnish documents",
      summary:
        "Makes it an unfair or deceptive practice for a franchisor not to give a prospective franchisee its disclosure document at least fourteen calendar days before the prospect signs a binding agreement or pays anything, and not to give the completed agreement at least seven calendar days before signing where the franchisor has unilaterally and materially changed its standard terms.",
      topics: ["franchising", "disclosure", "consumer-protection"],
    },
    {
      article: "436.5",
      heading: "Disclosure items",
      summary:
        "Lists the twenty-three items a franchise disclosure document must contain, from the franchisor's background, litigation and bankruptcy history through fees, initial investment, restrictions, territory, financial performance representations and outlet data to audited financial statements, contracts and receipts.",
      topics: ["franchising", "disclosure"],
    },
    {
      article: "436.8",
      heading: "Exemptions",
      summary:
        "Exempts from the disclosure obligations, among others, franchises with required payments in the first six months below a minimum, fractional franchises, leased departments, oral agreements, sales involving a large initial investment or a large and experienced franchisee, and sales to insiders; the money thresholds are adjusted for inflation every four years.",
      topics: ["franchising", "exemptions"],
    },
  ],
};
