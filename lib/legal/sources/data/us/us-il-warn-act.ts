import type { InstrumentInput } from "../../schema";

/** Illinois Worker Adjustment and Retraining Notification Act: 60 days' notice of mass layoffs, relocations and plant closings. */
export const usIlWarnAct: InstrumentInput = {
  source_id: "us-il-warn-act",
  title: "Illinois Worker Adjustment and Retraining Notification Act (820 ILCS 65)",
  short_names: ["Illinois Worker Adjustment and Retraining Notification Act", "Illinois WARN Act", "820 ILCS 65"],
  jurisdiction: "US-IL",
  kind: "statute",
  provision_label: "section",
  codified_at: "820 ILCS",
  official_url: "https://www.ilga.gov/legislation/ilcs/ilcs2.asp?ChapterID=68",
  date: "2004",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "65/10",
      heading: "Notice",
      summary: "Forbids a covered employer to order a mass layoff, relocation or employment loss unless it gives 60 days' written notice to affected employees and their representatives, the Department of Commerce and Economic Opportunity and the chief elected officials of the local governments concerned, with the contents required by the federal WARN Act and exceptions for physical calamity, terrorism or war.",
      topics: ["employment", "mass-layoffs", "notice", "plant-closing"],
      situations: ["our Illinois plant is closing next month and we got no warning"],
    },
  ],
};
