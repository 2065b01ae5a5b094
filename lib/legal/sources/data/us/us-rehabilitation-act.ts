import type { InstrumentInput } from "../../schema";

/**
 * Rehabilitation Act of 1973, title V (rights and advocacy), 29 U.S.C. §§ 791–794a (selected sections).
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usRehabilitationAct: InstrumentInput = {
  source_id: "us-rehabilitation-act",
  title: "Rehabilitation Act of 1973",
  short_names: ["Rehabilitation Act", "Section 504", "Section 503"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "29 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title29/chapter16/subchapter5&edition=prelim",
  date: "1973-09-26",
  provisions: [
    {
      article: "791",
      heading: "Employment of individuals with disabilities",
      summary:
        "Requires federal executive agencies to take affirmative action in hiring, placing and advancing individuals with disabilities, applying the Americans with Disabilities Act's employment standards to complaints of disability discrimination.",
      topics: ["employment", "discrimination", "disability", "public-sector"],
      situations: [
        "I work for a federal agency and was refused an accommodation for my disability",
      ],
    },
    {
      article: "793",
      heading: "Employment under Federal contracts",
      summary:
        "Requires federal contracts over a threshold to include a clause obliging the contractor to take affirmative action to employ and advance qualified individuals with disabilities, with complaints to the Department of Labor.",
      topics: ["employment", "discrimination", "disability", "government-contracts"],
      situations: [
        "our company has federal contracts, what disability obligations do we have",
      ],
    },
    {
      article: "794",
      heading: "Nondiscrimination under Federal grants and programs",
      summary:
        "Prohibits excluding, denying benefits to or discriminating against an otherwise qualified individual with a disability, solely by reason of disability, in any programme or activity receiving federal financial assistance or conducted by a federal executive agency (Section 504).",
      topics: ["discrimination", "disability", "education", "healthcare", "accessibility"],
      situations: [
        "my child's public school refuses to accommodate his disability",
        "the hospital receives federal funds but will not provide an interpreter",
      ],
    },
    {
      article: "794a",
      heading: "Remedies and attorney fees",
      summary:
        "Makes the remedies of Title VI of the Civil Rights Act (for section 794) and Title VII (for federal employment) available for violations, and lets the court award the prevailing party a reasonable attorney's fee.",
      topics: ["discrimination", "disability", "remedies"],
      situations: [
        "how do I enforce Section 504 against a school district",
      ],
    },
  ],
};
