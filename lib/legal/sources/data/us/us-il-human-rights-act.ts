import type { InstrumentInput } from "../../schema";

/**
 * Illinois Human Rights Act (775 ILCS 5), selected sections. Section numbers and headings checked against the
 * Illinois General Assembly's statute text (as reproduced in amending bills).
 */
export const usIlHumanRightsAct: InstrumentInput = {
  source_id: "us-il-human-rights-act",
  title: "Illinois Human Rights Act (775 ILCS 5)",
  short_names: ["Illinois Human Rights Act", "IHRA", "775 ILCS 5", "Illinois discrimination law"],
  jurisdiction: "US-IL",
  kind: "statute",
  provision_label: "section",
  codified_at: "775 ILCS 5",
  official_url: "https://www.ilga.gov/legislation/ilcs/ilcs5.asp?ActID=2266&ChapterID=64",
  date: "1979",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "2-102",
      heading: "Civil rights violations - employment",
      summary:
        "Makes it a civil rights violation for an employer to refuse to hire, to segregate, to harass, or to act in recruitment, hiring, promotion, training, discharge, discipline or the terms and conditions of employment on the basis of unlawful discrimination (race, sex, age, disability, religion and the other protected characteristics the Act defines), citizenship status or work authorization status; an employer answers for harassment by non-supervisory staff or third parties such as customers if it becomes aware of it and fails to take reasonable corrective measures. The section also covers employment agencies, labor organizations and other specific practices.",
      topics: ["employment", "discrimination", "harassment", "hiring", "dismissal"],
      situations: [
        "I was passed over for promotion in Illinois because of my race",
        "a customer keeps harassing me at work in Chicago and my manager does nothing",
        "my Illinois employer fired me after I told them I was pregnant",
      ],
    },
  ],
};
