import type { InstrumentInput } from "../../schema";

/** Illinois Right to Privacy in the Workplace Act: off-duty use of lawful products and prohibited inquiries into workers' compensation claims and personal online accounts. */
export const usIlRightToPrivacyInTheWorkplaceAct: InstrumentInput = {
  source_id: "us-il-right-to-privacy-in-the-workplace-act",
  title: "Right to Privacy in the Workplace Act (820 ILCS 55)",
  short_names: ["Right to Privacy in the Workplace Act", "820 ILCS 55", "Illinois Right to Privacy in the Workplace Act"],
  jurisdiction: "US-IL",
  kind: "statute",
  provision_label: "section",
  codified_at: "820 ILCS",
  official_url: "https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2398&ChapterID=68",
  date: "1992",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "55/5",
      heading: "Discrimination for use of lawful products prohibited.",
      summary: "Makes it unlawful for an employer to refuse to hire, discharge or otherwise disadvantage an individual because they use lawful products, such as tobacco, alcohol or cannabis, off the employer's premises during nonworking and non-call hours, with exceptions for impairment of duties and certain non-profits.",
      topics: ["employment", "privacy", "off-duty-conduct"],
      situations: ["can my Illinois employer fire me for smoking at home on weekends"],
    },
    {
      article: "55/10",
      heading: "Prohibited inquiries; online accounts.",
      summary: "Makes it unlawful for an employer to ask a prospective employee or previous employers whether the applicant has filed workers' compensation or occupational disease claims, or to request or require an employee or applicant to provide passwords or access to their personal online accounts.",
      topics: ["employment", "privacy", "social-media", "hiring"],
      situations: ["my new boss in Illinois asked for my Facebook password", "can an Illinois employer ask if I ever filed a workers' comp claim"],
    },
  ],
};
