import type { InstrumentInput } from "../../schema";

/**
 * Genetic Information Nondiscrimination Act of 2008, title II (employment), 42 U.S.C. chapter 21F (selected sections).
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usGinaTitleIi: InstrumentInput = {
  source_id: "us-gina-title-ii",
  title: "Genetic Information Nondiscrimination Act of 2008, Title II",
  short_names: ["GINA", "Genetic Information Nondiscrimination Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "42 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title42/chapter21F&edition=prelim",
  date: "2008-05-21",
  provisions: [
    {
      article: "2000ff-1",
      heading: "Employer practices",
      summary:
        "Makes it unlawful for an employer to refuse to hire, discharge or otherwise discriminate against an employee because of genetic information, or to limit or classify employees on that basis, and to request, require or purchase genetic information about an employee or family member, except in narrow listed cases.",
      topics: ["employment", "discrimination", "genetic-information", "privacy"],
      situations: [
        "my employer asked about my family's medical history",
        "I was not hired after the company learned I carry a gene for a disease",
      ],
    },
    {
      article: "2000ff-6",
      heading: "Remedies and enforcement",
      summary:
        "Gives employees the powers, procedures and remedies of Title VII of the Civil Rights Act of 1964 (and of other statutes for other categories of employees) for violations, including filing with the EEOC and suing for damages.",
      topics: ["employment", "discrimination", "genetic-information", "remedies"],
      situations: [
        "how do I complain about genetic discrimination at work",
      ],
    },
  ],
};
