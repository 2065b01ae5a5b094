import type { InstrumentInput } from "../../schema";

/** Americans with Disabilities Act of 1990, 42 U.S.C. chapter 126 (Title I — employment, and general provisions). */
export const usAda: InstrumentInput = {
  source_id: "us-ada",
  title: "Americans with Disabilities Act of 1990",
  short_names: ["ADA", "Americans with Disabilities Act", "ADA Title I"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "42 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title42/chapter126&edition=prelim",
  date: "1990-07-26",
  provisions: [
    {
      article: "12101",
      heading: "Findings and purpose",
      summary:
        "Sets out Congress's findings on discrimination against individuals with disabilities and the Act's purpose of providing a clear and comprehensive national mandate and enforceable standards to eliminate such discrimination.",
      topics: ["principles", "discrimination"],
    },
    {
      article: "12102",
      heading: "Definition of disability",
      summary:
        "Defines disability as a physical or mental impairment that substantially limits one or more major life activities, a record of such an impairment, or being regarded as having one, and directs that the definition be construed broadly.",
      topics: ["definitions", "discrimination"],
    },
    {
      article: "12111",
      heading: "Definitions",
      summary:
        "Defines terms for the employment title, including covered entity, employer (fifteen or more employees), qualified individual, reasonable accommodation and undue hardship.",
      topics: ["definitions", "employment", "discrimination"],
    },
    {
      article: "12112",
      heading: "Discrimination",
      summary:
        "Prohibits covered entities from discriminating against qualified individuals on the basis of disability in job applications, hiring, advancement, discharge, compensation, training and other terms, including by failing to make reasonable accommodations, and restricts medical examinations and disability-related inquiries.",
      topics: ["discrimination", "employment", "health-data"],
    },
    {
      article: "12113",
      heading: "Defenses",
      summary:
        "Provides defences for qualification standards that are job-related and consistent with business necessity, including a requirement not to pose a direct threat to health or safety, and addresses religious entities and infectious diseases in food handling.",
      topics: ["discrimination", "employment"],
    },
    {
      article: "12114",
      heading: "Illegal use of drugs and alcohol",
      summary:
        "Excludes from protection employees or applicants currently engaging in illegal drug use, while protecting those in or who have completed rehabilitation, and allows employers to prohibit drug and alcohol use at work and to conduct drug tests.",
      topics: ["employment", "discrimination"],
    },
    {
      article: "12117",
      heading: "Enforcement",
      summary:
        "Makes the powers, remedies and procedures of Title VII of the Civil Rights Act of 1964 available to the EEOC, the Attorney General and individuals alleging disability discrimination in employment.",
      topics: ["enforcement", "remedies", "discrimination"],
    },
  ],
};
