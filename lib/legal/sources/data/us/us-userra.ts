import type { InstrumentInput } from "../../schema";

/**
 * Uniformed Services Employment and Reemployment Rights Act of 1994, 38 U.S.C. chapter 43 (selected sections).
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usUserra: InstrumentInput = {
  source_id: "us-userra",
  title: "Uniformed Services Employment and Reemployment Rights Act of 1994",
  short_names: ["USERRA", "Uniformed Services Employment and Reemployment Rights Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "38 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title38/part3/chapter43&edition=prelim",
  date: "1994-10-13",
  provisions: [
    {
      article: "4311",
      heading: "Discrimination against persons who serve in the uniformed services and acts of reprisal prohibited",
      summary:
        "Prohibits denying initial employment, reemployment, retention, promotion or any benefit of employment to a person because of membership in, application for, or performance of service in a uniformed service, and prohibits reprisals against anyone who enforces or assists with these rights.",
      topics: ["employment", "military", "discrimination", "retaliation"],
      situations: [
        "I was not hired because I am in the National Guard",
        "my boss passed me over for promotion because of my reserve duty",
      ],
    },
    {
      article: "4312",
      heading: "Reemployment rights of persons who serve in the uniformed services",
      summary:
        "Entitles a person absent from a job because of uniformed service to reemployment if they gave advance notice, their cumulative service with that employer does not exceed five years (with exceptions), and they report back or apply within set times after service ends (for example within 90 days after service of more than 180 days).",
      topics: ["employment", "military", "reinstatement", "leave"],
      situations: [
        "I am back from deployment, does my employer have to give me my job back",
        "how soon must I return to work after military service", "my employer will not rehire me now that my reserve duty is over", "do I lose my job if I am called to active duty with the Guard",
      ],
    },
    {
      article: "4313",
      heading: "Reemployment positions",
      summary:
        "Sets the position to which a returning servicemember must be reemployed: generally the position they would have held had employment not been interrupted (the escalator position), with efforts to qualify them, or a position of like seniority, status and pay.",
      topics: ["employment", "military", "reinstatement"],
      situations: [
        "after my tour I was put in a lower job than before",
      ],
    },
    {
      article: "4316",
      heading: "Rights, benefits, and obligations of persons absent from employment for service in a uniformed service",
      summary:
        "Entitles a reemployed person to the seniority and seniority-based rights they had plus what they would have attained if continuously employed, treats them as on furlough or leave while absent, and protects them from discharge except for cause for up to one year after reemployment depending on length of service.",
      topics: ["employment", "military", "seniority", "dismissal"],
      situations: [
        "I was fired three months after returning from active duty",
      ],
    },
    {
      article: "4317",
      heading: "Health plans",
      summary:
        "Lets a person absent for uniformed service elect to continue employer health plan coverage for themselves and dependants for up to 24 months, at no more than 102 percent of the full premium for longer absences, and requires reinstatement of coverage on reemployment without waiting periods.",
      topics: ["employment", "military", "health-insurance"],
      situations: [
        "can my family keep my work health insurance while I am deployed",
      ],
    },
    {
      article: "4323",
      heading: "Enforcement of rights with respect to a State or private employer",
      summary:
        "Lets a person enforce rights against a state or private employer through the Attorney General or by their own action in court, with remedies including compliance orders, lost wages and benefits, liquidated damages equal to lost wages for wilful violations, and attorney's fees.",
      topics: ["employment", "military", "remedies"],
      situations: [
        "how do I sue my employer for refusing to rehire me after military service",
      ],
    },
    {
      article: "4327",
      heading: "Noncompliance of Federal officials with deadlines; inapplicability of statutes of limitations",
      summary:
        "Makes no statute of limitations apply to claims under the chapter, and preserves actions even when federal officials miss their deadlines.",
      topics: ["employment", "military", "limitation-period"],
      situations: [
        "is there a deadline to bring a claim for my military reemployment rights",
      ],
    },
  ],
};
