import type { InstrumentInput } from "../../schema";

/**
 * Age Discrimination in Employment Act of 1967, 29 U.S.C. chapter 14.
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usAdea: InstrumentInput = {
  source_id: "us-adea",
  title: "Age Discrimination in Employment Act of 1967",
  short_names: ["ADEA", "Age Discrimination in Employment Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "29 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title29/chapter14&edition=prelim",
  date: "1967-12-15",
  provisions: [
    {
      article: "621",
      heading: "Congressional statement of findings and purpose",
      summary:
        "States Congress's findings that older workers are disadvantaged in keeping and regaining jobs and that arbitrary age limits are common, and the purpose of promoting employment of older persons based on ability rather than age.",
      topics: ["employment", "discrimination", "age", "principles"],
      situations: [
        "why is age discrimination at work illegal",
      ],
    },
    {
      article: "623",
      heading: "Prohibition of age discrimination",
      summary:
        "Makes it unlawful for an employer to refuse to hire, discharge or otherwise discriminate against an individual in pay or terms of employment because of age, to limit or classify employees in ways that deprive them of opportunities because of age, to retaliate against those who oppose age discrimination, or to publish job advertisements indicating an age preference; it allows distinctions based on reasonable factors other than age, bona fide occupational qualifications, bona fide seniority systems and benefit plans, and discipline for good cause.",
      topics: ["employment", "discrimination", "age", "hiring", "dismissal", "retaliation"],
      situations: [
        "I was passed over for a job because they wanted someone younger",
        "my company laid off only the workers over 50",
        "the job advert asked for recent graduates only, is that allowed",
        "they told me I was too old to be promoted",
      ],
    },
    {
      article: "626",
      heading: "Recordkeeping, investigation, and enforcement",
      summary:
        "Provides for enforcement: investigation and recordkeeping powers, suits by the EEOC or by the individual after filing a charge (generally within 180 days of the act, or 300 days in states with their own agency) and waiting 60 days, jury trials, and the rules that make a waiver of age claims valid only if knowing and voluntary (including, for example, 21 days to consider and 7 days to revoke a release).",
      topics: ["employment", "discrimination", "age", "remedies", "limitation-period", "waiver"],
      situations: [
        "how long do I have to file an age discrimination complaint",
        "my employer wants me to sign a release of age claims in my severance agreement",
        "can I take back a severance release I just signed",
      ],
    },
    {
      article: "627",
      heading: "Notices to be posted",
      summary:
        "Requires every employer, employment agency and labour organisation to post notices, prepared or approved by the EEOC, setting out the Act's information.",
      topics: ["employment", "discrimination", "age", "notice"],
      situations: [
        "does my employer have to post information about age discrimination rights",
      ],
    },
    {
      article: "630",
      heading: "Definitions",
      summary:
        "Defines the Act's terms; an employer is a person in an industry affecting commerce with twenty or more employees for each working day in each of twenty or more calendar weeks in the current or preceding year, and the definition reaches states and their agencies.",
      topics: ["employment", "discrimination", "age", "definitions", "scope"],
      situations: [
        "does the federal age discrimination law apply to a business with 12 staff",
      ],
    },
    {
      article: "631",
      heading: "Age limits",
      summary:
        "Limits the Act's protection to individuals who are at least 40 years of age, and allows compulsory retirement at 65 for certain bona fide executives or high policymakers with a large immediate retirement benefit.",
      topics: ["employment", "discrimination", "age", "scope", "retirement"],
      situations: [
        "I am 35, am I protected against age discrimination",
        "can my employer force me to retire at 65",
      ],
    },
    {
      article: "633",
      heading: "Federal-State relationship",
      summary:
        "Leaves state agencies' jurisdiction over age discrimination intact, but a federal action once begun supersedes state action; where the state has its own age-discrimination law and agency, no federal suit may be brought until 60 days after proceedings have been commenced under state law.",
      topics: ["employment", "discrimination", "age", "state-law"],
      situations: [
        "should I file my age discrimination complaint with the state or the federal agency",
      ],
    },
    {
      article: "633a",
      heading: "Nondiscrimination on account of age in Federal Government employment",
      summary:
        "Requires that personnel actions affecting federal employees and applicants who are at least 40 be made free from discrimination based on age, and provides their means of enforcement.",
      topics: ["employment", "discrimination", "age", "public-sector"],
      situations: [
        "I work for a federal agency and think I was demoted because of my age",
      ],
    },
  ],
};
