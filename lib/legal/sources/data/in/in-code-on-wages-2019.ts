import type { InstrumentInput } from "../../schema";

/**
 * The Code on Wages, 2019 (Act No. 29 of 2019). Sections 1 to 41, 43 to 66, 68 and 69 (with parts of 42 and 67)
 * came into force on 21 November 2025 by central notification; the Code replaced the Payment of Wages Act 1936,
 * the Minimum Wages Act 1948, the Payment of Bonus Act 1965 and the Equal Remuneration Act 1976. Only the sections
 * the rule pack uses are held.
 */
export const inCodeOnWages2019: InstrumentInput = {
  source_id: "in-code-on-wages-2019",
  title: "The Code on Wages, 2019",
  short_names: ["Code on Wages", "Code on Wages 2019", "Wage Code", "Act No. 29 of 2019"],
  jurisdiction: "IN",
  kind: "code",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "2019-08-08",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "14",
      heading: "Wages for overtime work",
      summary:
        "Requires an employee whose minimum rate of wages is fixed under the Code and who works beyond the hours of a normal working day to be paid for the extra time at an overtime rate of at least twice the normal rate of wages.",
      topics: ["employment", "wages", "overtime"],
      situations: ["my factory pays overtime at the normal hourly rate", "what is the overtime rate in India"],
    },
    {
      article: "16",
      heading: "Fixation of wage period",
      summary: "Requires the employer to fix a daily, weekly, fortnightly or monthly wage period, never longer than a month.",
      topics: ["employment", "wages"],
      situations: ["my contractor pays us only every two months"],
    },
    {
      article: "17",
      heading: "Time limit for payment of wages",
      summary:
        "Sets when wages must be paid: daily wages at the end of the shift, weekly wages before the weekly holiday, fortnightly wages within two days after the fortnight, monthly wages before the seventh day of the following month; wages of an employee removed, dismissed, retrenched or who resigned must be paid within two working days.",
      topics: ["employment", "wages"],
      situations: ["my salary comes on the 15th of the next month", "how soon must my last salary be paid after I resign"],
    },
    {
      article: "18",
      heading: "Deductions which may be made from wages",
      summary:
        "Allows only the deductions the Code authorises (such as fines, absence, damage or loss, housing and amenities, advances and loans, taxes and court orders), treats any payment by the employee to the employer as a deduction, and caps total deductions as a share of wages.",
      topics: ["employment", "wages", "deductions"],
    },
    {
      article: "21",
      heading: "Deductions for damage or loss",
      summary: "Regulates deductions for damage to or loss of goods or money in the employee's custody, which the Code allows only on its conditions and up to the amount of the damage or loss.",
      topics: ["employment", "wages", "deductions"],
      situations: ["my supervisor cut my pay for a broken machine without asking me"],
    },
  ],
};
