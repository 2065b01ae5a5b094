import type { InstrumentInput } from "../../schema";

/**
 * Employment verification and immigration-related employment discrimination rules of the Immigration and Nationality Act,
 * 8 U.S.C. §§ 1324a–1324b, added by the Immigration Reform and Control Act of 1986. Section numbers and headings checked
 * against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usInaEmploymentVerification: InstrumentInput = {
  source_id: "us-ina-employment-verification",
  title: "Immigration and Nationality Act, §§ 274A–274B (employment of aliens; unfair immigration-related employment practices)",
  short_names: ["I-9 rules", "INA 274A", "INA 274B", "Immigration Reform and Control Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "8 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title8/chapter12/subchapter2/part8&edition=prelim",
  date: "1986-11-06",
  provisions: [
    {
      article: "1324a",
      heading: "Unlawful employment of aliens",
      summary:
        "Makes it unlawful to hire, recruit or refer for a fee, or to continue to employ, an alien knowing they are not authorised to work, and requires employers to verify every new hire's identity and work authorisation (the Form I-9 process) and keep the records, with civil and criminal penalties.",
      topics: ["employment", "hiring", "immigration", "work-authorisation", "records"],
      situations: [
        "what documents must I show my new employer to prove I can work",
        "can I hire someone who does not have a work permit",
        "how long must we keep I-9 forms",
      ],
    },
    {
      article: "1324b",
      heading: "Unfair immigration-related employment practices",
      summary:
        "Makes it an unfair immigration-related employment practice to discriminate in hiring, firing or recruitment because of national origin or, for protected individuals, citizenship status, to demand more or different documents than required for verification, or to retaliate, with complaints to the Department of Justice.",
      topics: ["employment", "discrimination", "immigration", "hiring", "national-origin"],
      situations: [
        "the employer asked for my green card even though I showed a valid passport",
        "they only hire US citizens for jobs that do not require it",
      ],
    },
  ],
};
