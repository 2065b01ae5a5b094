import type { InstrumentInput } from "../../schema";

/**
 * Delaware Discrimination in Employment Act (19 Del. C. ch. 7, subch. II), selected sections. Section numbers and
 * catchlines checked against the Delaware Code Online (delcode.delaware.gov) and reproductions of the statute text.
 */
export const usDeDiscriminationInEmploymentAct: InstrumentInput = {
  source_id: "us-de-discrimination-in-employment-act",
  title: "Delaware Discrimination in Employment Act (Title 19, Chapter 7, Subchapter II, Delaware Code)",
  short_names: ["Delaware Discrimination in Employment Act", "DDEA", "19 Del. C. § 710", "Delaware employment discrimination law"],
  jurisdiction: "US-DE",
  kind: "code",
  provision_label: "section",
  codified_at: "19 Del. C.",
  official_url: "https://delcode.delaware.gov/title19/c007/sc02/index.shtml",
  date: "2004",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "710",
      heading: "Definitions",
      summary:
        "Defines the subchapter's terms; notably an employer is anyone employing 4 or more employees in Delaware at the time of the alleged violation (including the State and its agencies), age means 40 or over, and employees exclude agricultural and domestic workers, live-in employees, family members employed by relatives and certain elected officials and their personal staff.",
      topics: ["employment", "discrimination", "definitions", "scope"],
      situations: [
        "does Delaware's discrimination law cover a small business with five employees",
        "is a live-in nanny protected by Delaware employment discrimination law",
      ],
    },
    {
      article: "711",
      heading: "Unlawful employment practices; employer practices",
      summary:
        "Makes it unlawful for an employer to refuse to hire, to discharge, or otherwise to discriminate in pay, terms, conditions or privileges of employment because of protected characteristics including race, color, religion, sex (including pregnancy), age, national origin, marital status, genetic information, sexual orientation and gender identity, or to limit, segregate or classify employees in ways that deprive them of opportunities.",
      topics: ["employment", "discrimination", "hiring", "dismissal"],
      situations: [
        "I think I was not hired in Delaware because I am pregnant",
        "my Delaware employer fired me after finding out I am gay",
        "my small employer in Delaware says discrimination law does not apply to them",
      ],
    },
  ],
};
