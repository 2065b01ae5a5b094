import type { InstrumentInput } from "../../schema";

/**
 * Restrictions on garnishment, title III of the Consumer Credit Protection Act, 15 U.S.C. §§ 1671–1677.
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usCcpaGarnishment: InstrumentInput = {
  source_id: "us-ccpa-garnishment",
  title: "Consumer Credit Protection Act, Title III (Restrictions on Garnishment)",
  short_names: ["Title III of the Consumer Credit Protection Act", "federal wage garnishment law", "CCPA Title III"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter41/subchapter2&edition=prelim",
  date: "1968-05-29",
  provisions: [
    {
      article: "1672",
      heading: "Definitions",
      summary:
        "Defines earnings (pay for personal services, including wages, salary, commission, bonus and pension payments), disposable earnings (what is left after legally required deductions) and garnishment.",
      topics: ["wages", "debt-collection", "definitions"],
      situations: [
        "what part of my pay counts when a creditor garnishes my wages",
      ],
    },
    {
      article: "1673",
      heading: "Restriction on garnishment",
      summary:
        "Caps the amount of an individual's disposable earnings for a workweek that may be garnished at the lesser of 25 percent or the amount by which weekly disposable earnings exceed 30 times the federal minimum hourly wage; higher limits (50 to 65 percent) apply to support orders, and bankruptcy and state or federal tax debts are excepted.",
      topics: ["wages", "debt-collection", "garnishment"],
      situations: [
        "how much of my paycheck can a creditor take",
        "my wages are being garnished for child support, is there a limit",
      ],
    },
    {
      article: "1674",
      heading: "Restriction on discharge from employment by reason of garnishment",
      summary:
        "Prohibits an employer from discharging an employee because their earnings have been subjected to garnishment for any one indebtedness, and makes a willful violation a crime.",
      topics: ["wages", "dismissal", "garnishment"],
      situations: [
        "can I be fired because my wages are being garnished",
        "my boss threatened to fire me over a garnishment order",
      ],
    },
    {
      article: "1675",
      heading: "Exemption for State-regulated garnishments",
      summary:
        "Lets the Secretary of Labor exempt garnishments under state laws that are substantially similar to or more protective than the federal restrictions.",
      topics: ["wages", "garnishment", "state-law"],
      situations: [
        "does my state's garnishment law replace the federal one",
      ],
    },
    {
      article: "1676",
      heading: "Enforcement by Secretary of Labor",
      summary:
        "Makes the Secretary of Labor, acting through the Wage and Hour Division, responsible for enforcing the garnishment restrictions.",
      topics: ["wages", "garnishment", "enforcement"],
      situations: [
        "who do I complain to about an illegal wage garnishment",
      ],
    },
    {
      article: "1677",
      heading: "Effect on State laws",
      summary:
        "Preserves state laws that prohibit garnishment or allow smaller garnishments, or that prohibit discharge because of garnishment for more than one debt.",
      topics: ["wages", "garnishment", "state-law"],
      situations: [
        "my state protects more of my wages from garnishment than federal law",
      ],
    },
  ],
};
