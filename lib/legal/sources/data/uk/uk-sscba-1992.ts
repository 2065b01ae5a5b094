import type { InstrumentInput } from "../../schema";

/**
 * Social Security Contributions and Benefits Act 1992 (1992 c. 4), Part XI (statutory sick pay), as amended. The
 * Employment Rights Act 2025 removed the waiting days and the lower earnings limit from 6 April 2026, with pay at the
 * lower of the flat weekly rate and 80% of normal weekly earnings. Only the Part XI sections the rule packs use are held.
 */
export const ukSscba1992: InstrumentInput = {
  source_id: "uk-sscba-1992",
  title: "Social Security Contributions and Benefits Act 1992 (1992 c. 4)",
  short_names: ["Social Security Contributions and Benefits Act 1992", "SSCBA 1992", "SSCBA", "statutory sick pay", "SSP"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1992/4/part/XI",
  date: "1992-02-13",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "151",
      heading: "Employer's liability",
      summary:
        "Makes an employer liable to pay statutory sick pay for a day of incapacity for work of an employee who meets the qualifying conditions, and makes void any agreement that excludes, limits or modifies the statutory sick pay rules or requires the employee to contribute to the employer's costs of it.",
      topics: ["employment", "sick-pay", "void-agreements"],
      situations: ["my contract says no sick pay during probation", "can my employer make me pay back sick pay"],
    },
    {
      article: "155",
      heading: "Limitations on entitlement",
      summary:
        "Limits statutory sick pay in a period of entitlement to 28 weeks. Until 5 April 2026 it was not payable for the first three qualifying days (the waiting days); from 6 April 2026 the Employment Rights Act 2025 makes it payable from the first day of incapacity.",
      topics: ["employment", "sick-pay"],
      situations: ["I was told statutory sick pay only starts on the fourth day off sick", "do I get sick pay for the first days I am ill"],
    },
  ],
};
