import type { InstrumentInput } from "../../schema";

/** New York Labor Law article 20-C: protection of whistleblowers from retaliation. */
export const usNyLaborLawRetaliation: InstrumentInput = {
  source_id: "us-ny-labor-law-retaliation",
  title: "New York Labor Law, Article 20-C (Retaliatory Action by Employers)",
  short_names: ["New York Labor Law", "N.Y. Lab. Law", "New York whistleblower law"],
  jurisdiction: "US-NY",
  kind: "statute",
  provision_label: "section",
  codified_at: "N.Y. Lab. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/LAB/740",
  date: "1984",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "740",
      heading: "Retaliatory action by employers; prohibition",
      summary: "Forbids an employer to take retaliatory action against an employee (including former employees and independent contractors) who discloses or threatens to disclose to a supervisor or public body an activity, policy or practice the employee reasonably believes violates a law or poses a substantial and specific danger to public health or safety, who provides information to a public body, or who objects to or refuses to participate in it, and gives a civil action within two years for reinstatement, lost pay, damages and penalties.",
      topics: ["employment", "whistleblowing", "retaliation"],
      situations: ["I reported safety violations at my New York job and was fired the next week", "can my employer in New York punish me for complaining to the state about fraud"],
    },
  ],
};
