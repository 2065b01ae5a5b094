import type { InstrumentInput } from "../../schema";

/**
 * Texas Labor Code, Chapter 21 (Employment Discrimination; formerly the Texas Commission on Human Rights Act),
 * selected sections. Section numbers and catchlines checked against reproductions of the statute text.
 */
export const usTxLaborCodeCh21: InstrumentInput = {
  source_id: "us-tx-labor-code-ch-21",
  title: "Texas Labor Code, Chapter 21 (Employment Discrimination)",
  short_names: ["Texas Labor Code chapter 21", "TCHRA", "Texas Commission on Human Rights Act", "Texas employment discrimination law"],
  jurisdiction: "US-TX",
  kind: "code",
  provision_label: "section",
  codified_at: "Tex. Lab. Code",
  official_url: "https://statutes.capitol.texas.gov/Docs/LA/htm/LA.21.htm",
  date: "1993",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "21.051",
      heading: "Discrimination by Employer",
      summary:
        "Makes it an unlawful employment practice for an employer, because of race, color, disability, religion, sex, national origin or age, to refuse to hire, to discharge, or to discriminate in pay or in the terms, conditions or privileges of employment, or to limit, segregate or classify employees or applicants in a way that deprives them of opportunities or harms their status.",
      topics: ["employment", "discrimination", "hiring", "dismissal"],
      situations: [
        "I was turned down for a job in Texas because of my religion",
        "my Texas employer fired me because I am over 50",
        "women at my company in Texas are paid less and kept out of promotions",
        "my Texas boss treats me worse because of my race",
        "I was demoted in Texas because of my disability",
      ],
    },
    {
      article: "21.055",
      heading: "Retaliation",
      summary:
        "Makes it an unlawful employment practice for an employer, labor union or employment agency to retaliate or discriminate against a person who opposes a discriminatory practice, makes or files a charge, files a complaint, or testifies, assists or participates in an investigation, proceeding or hearing under the chapter.",
      topics: ["employment", "discrimination", "retaliation"],
      situations: [
        "I complained about racist comments at work in Texas and then got fired",
        "my boss cut my hours after I backed up a coworker's discrimination complaint",
      ],
    },
  ],
};
