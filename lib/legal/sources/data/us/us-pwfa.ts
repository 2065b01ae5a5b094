import type { InstrumentInput } from "../../schema";

/** Pregnant Workers Fairness Act, 42 U.S.C. ch. 21G: reasonable accommodation of pregnancy-related limitations. */
export const usPwfa: InstrumentInput = {
  source_id: "us-pwfa",
  title: "Pregnant Workers Fairness Act",
  short_names: ["PWFA", "Pregnant Workers Fairness Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "42 U.S.C.",
  official_url: "https://www.law.cornell.edu/uscode/text/42/chapter-21G",
  date: "2022-12-29",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "2000gg",
      heading: "Definitions",
      summary: "Defines the terms of the Act, including covered employer (15 or more employees), qualified employee (able to perform essential functions with reasonable accommodation, or temporarily unable where the function can be resumed in the near future), known limitation and reasonable accommodation.",
      topics: ["employment", "pregnancy", "definitions"],
    },
    {
      article: "2000gg-1",
      heading: "Nondiscrimination with regard to reasonable accommodations related to pregnancy",
      summary: "Makes it unlawful for a covered employer not to make reasonable accommodations for the known limitations related to pregnancy, childbirth or related medical conditions of a qualified employee unless it would impose an undue hardship, to require an employee to accept an accommodation not arrived at through the interactive process, to force leave where another accommodation is possible, or to take adverse action for requesting or using one.",
      topics: ["employment", "pregnancy", "reasonable-adjustments", "discrimination"],
      situations: ["I'm pregnant and my boss won't let me sit down during my shift", "can my employer make me take unpaid leave because I'm pregnant"],
    },
    {
      article: "2000gg-2",
      heading: "Remedies and enforcement",
      summary: "Gives employees the powers, procedures and remedies of Title VII and the other listed employment statutes for violations, including charges with the EEOC, lawsuits and damages, and forbids retaliation and coercion.",
      topics: ["employment", "pregnancy", "remedies", "retaliation"],
      situations: ["how do I file a complaint about pregnancy accommodation at work", "punished for asking for pregnancy accommodation"],
    },
  ],
};
