import type { InstrumentInput } from "../../schema";

/**
 * Worker Adjustment and Retraining Notification Act, 29 U.S.C. chapter 23.
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usWarnAct: InstrumentInput = {
  source_id: "us-warn-act",
  title: "Worker Adjustment and Retraining Notification Act",
  short_names: ["WARN Act", "WARN", "Worker Adjustment and Retraining Notification Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "29 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title29/chapter23&edition=prelim",
  date: "1988-08-04",
  provisions: [
    {
      article: "2101",
      heading: "Definitions; exclusions from definition of loss of employment",
      summary:
        "Defines employer (generally 100 or more full-time employees), plant closing (shutting a site or unit causing job losses for 50 or more employees in a 30-day period), mass layoff (job losses at a site of at least 50 employees that are a third of the workforce, or at least 500), employment loss and part-time employee, and excludes certain losses such as strikes and relocations with offers of transfer.",
      topics: ["employment", "dismissal", "redundancy", "definitions"],
      situations: [
        "does our layoff of 60 people count as a mass layoff",
        "the factory is closing, does the federal notice law apply to our company of 80 workers",
      ],
    },
    {
      article: "2102",
      heading: "Notice required before plant closings and mass layoffs",
      summary:
        "Requires an employer to give 60 days' written notice before ordering a plant closing or mass layoff to each affected employee or their union representative, to the state dislocated worker unit and to the chief elected official of the local government, and treats layoffs in a 90-day period together when they add up to a covered event; the notice period may be shortened for a faltering company seeking capital, for business circumstances not reasonably foreseeable, or for a natural disaster.",
      topics: ["employment", "dismissal", "redundancy", "notice"],
      situations: [
        "we were told on Friday the plant closes Monday, with no warning",
        "how much notice does my employer have to give before a mass layoff",
        "my company keeps laying people off in small groups to avoid the notice rule",
      ],
    },
    {
      article: "2103",
      heading: "Exemptions",
      summary:
        "Exempts closings of temporary facilities or completions of particular projects where employees knew the jobs were temporary, and strikes or lockouts, from the notice requirement.",
      topics: ["employment", "dismissal", "redundancy", "scope"],
      situations: [
        "I was hired for a project that ended, was my employer required to give layoff notice",
      ],
    },
    {
      article: "2104",
      heading: "Administration and enforcement of requirements",
      summary:
        "Makes an employer that fails to give the required notice liable to each affected employee for back pay and benefits for each day of violation up to 60 days, and to a civil penalty of up to $500 a day to the local government, with reductions for wages paid and good-faith violations, and allows attorney's fees.",
      topics: ["employment", "dismissal", "redundancy", "remedies"],
      situations: [
        "what can I get if my employer laid me off without the required 60 days' notice",
      ],
    },
    {
      article: "2105",
      heading: "Procedures in addition to other rights of employees",
      summary:
        "Provides that the rights and remedies under the Act are in addition to, and do not replace, other contractual or statutory rights of employees, except that the Act's notice period runs at the same time as any notice period required by contract or another statute.",
      topics: ["employment", "dismissal", "redundancy"],
      situations: [
        "can I claim under my contract as well as under the federal layoff notice law",
        "my contract gives 30 days' notice, does that add to the 60 days",
      ],
    },
    {
      article: "2106",
      heading: "Procedures encouraged where not required",
      summary:
        "Expresses Congress's sense that an employer not required to give notice should nonetheless, where practicable, notify employees of a proposal to close a plant or permanently reduce its workforce.",
      topics: ["employment", "dismissal", "redundancy", "notice"],
      situations: [
        "my small employer is not covered, should they still warn us of layoffs",
      ],
    },
    {
      article: "2108",
      heading: "Effect on other laws",
      summary:
        "Provides that giving notice under the Act in good-faith compliance with it is not a violation of the National Labor Relations Act or the Railway Labor Act.",
      topics: ["employment", "dismissal", "redundancy", "collective-bargaining"],
      situations: [
        "will telling our unionised workers about a plant closing get us in trouble under labour relations law",
      ],
    },
  ],
};
