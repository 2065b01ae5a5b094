import type { InstrumentInput } from "../../schema";

/**
 * Continuation coverage under group health plans added to ERISA by the Consolidated Omnibus Budget Reconciliation Act
 * of 1985 (COBRA), 29 U.S.C. §§ 1161–1169.
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usCobra: InstrumentInput = {
  source_id: "us-cobra",
  title: "Employee Retirement Income Security Act of 1974, continuation coverage under group health plans (29 U.S.C. §§ 1161–1168)",
  short_names: ["COBRA", "COBRA continuation coverage", "Consolidated Omnibus Budget Reconciliation Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "29 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title29/chapter18/subchapter1/subtitleB/part6&edition=prelim",
  date: "1986-04-07",
  provisions: [
    {
      article: "1161",
      heading: "Plans must provide continuation coverage to certain individuals",
      summary:
        "Requires a group health plan to let each qualified beneficiary who would lose coverage because of a qualifying event elect to continue that coverage, except plans of employers that normally employed fewer than 20 employees in the preceding year and government and church plans.",
      topics: ["employment", "health-insurance", "dismissal", "benefits"],
      situations: [
        "I lost my job, can I keep my work health insurance",
        "my employer has 12 staff, do they have to offer continuation coverage",
      ],
    },
    {
      article: "1162",
      heading: "Continuation coverage",
      summary:
        "Sets what continuation coverage must be: identical to the coverage of similarly situated beneficiaries, lasting generally 18 months after termination or reduced hours and 36 months after other events such as death, divorce or a child ageing out, with earlier end on non-payment, new group coverage or Medicare entitlement; the beneficiary may be charged up to 102 percent of the applicable premium.",
      topics: ["employment", "health-insurance", "benefits"],
      situations: [
        "how long can I stay on my old employer's health plan after being laid off",
        "after my divorce can I stay on my ex-spouse's work health plan",
      ],
    },
    {
      article: "1163",
      heading: "Qualifying event",
      summary:
        "Lists the qualifying events: the covered employee's death, termination (except for gross misconduct) or reduction of hours, divorce or legal separation, Medicare entitlement, a dependent child ceasing to be a dependent, and certain employer bankruptcies.",
      topics: ["employment", "health-insurance", "dismissal", "family"],
      situations: [
        "I was fired for misconduct, do I still get continuation health coverage",
        "my hours were cut and I lost health benefits",
      ],
    },
    {
      article: "1164",
      heading: "Applicable premium",
      summary:
        "Defines the applicable premium for continuation coverage as the plan's cost of covering similarly situated beneficiaries, whoever pays it, with an actuarial estimate or past-cost method for self-insured plans; section 1162 lets the plan charge the beneficiary up to 102 percent of it.",
      topics: ["employment", "health-insurance", "costs"],
      situations: [
        "how much can they charge me to keep my health insurance after leaving",
      ],
    },
    {
      article: "1165",
      heading: "Election",
      summary:
        "Sets the election period (at least 60 days, running from the later of loss of coverage and the election notice) and makes each qualified beneficiary's election independent.",
      topics: ["employment", "health-insurance", "deadlines"],
      situations: [
        "how long do I have to decide whether to keep my health coverage after my job ends",
      ],
    },
    {
      article: "1166",
      heading: "Notice requirements",
      summary:
        "Requires notices: the plan's notice of rights when coverage begins, the employer's notice to the administrator within 30 days of a termination, reduction of hours, death or Medicare entitlement, the employee's or beneficiary's notice within 60 days of a divorce or a child losing dependent status, and the administrator's notice of election rights within 14 days.",
      topics: ["employment", "health-insurance", "notice"],
      situations: [
        "I never received a letter about continuing my health insurance after I quit",
        "we divorced, who has to tell the health plan",
      ],
    },
    {
      article: "1167",
      heading: "Definitions and special rules",
      summary:
        "Defines the terms of the part, including group health plan, covered employee and qualified beneficiary, and sets special rules such as the measurement of employer size.",
      topics: ["employment", "health-insurance", "definitions"],
      situations: [
        "is my spouse a qualified beneficiary for continuation coverage",
      ],
    },
  ],
};
