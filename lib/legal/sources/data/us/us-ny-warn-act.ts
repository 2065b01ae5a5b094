import type { InstrumentInput } from "../../schema";

/**
 * New York Worker Adjustment and Retraining Notification Act (N.Y. Labor Law, Article 25-A, § 860 et seq.), selected
 * sections. Section number and catchline checked against reproductions of the Consolidated Laws text.
 */
export const usNyWarnAct: InstrumentInput = {
  source_id: "us-ny-warn-act",
  title: "New York Labor Law, Article 25-A (Worker Adjustment and Retraining Notification Act)",
  short_names: ["NY WARN Act", "New York WARN Act", "N.Y. Lab. Law § 860-b", "New York Worker Adjustment and Retraining Notification Act"],
  jurisdiction: "US-NY",
  kind: "code",
  provision_label: "section",
  codified_at: "N.Y. Lab. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/LAB/860-B",
  date: "2008",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "860-b",
      heading: "Notice",
      summary:
        "Bars a covered employer (generally one with 50 or more full-time employees in New York) from ordering a mass layoff, relocation or employment loss unless it gives written notice at least ninety days before the order takes effect to the affected employees and their representatives, the Department of Labor, the local workforce board and the local officials the section lists; the notice must contain what the federal WARN Act requires, and no notice is needed where the layoff is caused by a physical calamity or an act of terrorism or war.",
      topics: ["employment", "dismissal", "redundancy", "collective-redundancies", "notice-period"],
      situations: [
        "my New York employer is closing our site next month and gave us no warning",
        "how much notice must a company in New York give before a big layoff",
      ],
    },
  ],
};
