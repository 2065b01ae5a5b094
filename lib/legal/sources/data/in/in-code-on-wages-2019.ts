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
      situations: [
        "my contractor pays us only every two months",
        "how often must wages be paid in India, weekly or monthly",
        "can my employer in India set a wage period longer than one month",
      ],
    },
    {
      article: "17",
      heading: "Time limit for payment of wages",
      summary:
        "Sets when wages must be paid: daily wages at the end of the shift, weekly wages before the weekly holiday, fortnightly wages within two days after the fortnight, monthly wages before the seventh day of the following month; wages of an employee removed, dismissed, retrenched or who resigned must be paid within two working days.",
      topics: ["employment", "wages"],
      situations: [
        "my salary comes on the 15th of the next month",
        "how soon must my last salary be paid after I resign",
        "by what date must my monthly salary be paid in India",
        "my employer delays our salary every month in India",
        "when do I get my final settlement after being fired in India",
      ],
    },
    {
      article: "18",
      heading: "Deductions which may be made from wages",
      summary:
        "Allows only the deductions the Code authorises (such as fines, absence, damage or loss, housing and amenities, advances and loans, taxes and court orders), treats any payment by the employee to the employer as a deduction, and caps total deductions as a share of wages.",
      topics: ["employment", "wages", "deductions"],
      situations: [
        "my employer takes money out of my wages for things I never agreed to",
        "how much can my employer deduct from my wages in total",
        "my company in India cut my salary for a damaged phone without asking",
      ],
    },
    {
      article: "21",
      heading: "Deductions for damage or loss",
      summary: "Regulates deductions for damage to or loss of goods or money in the employee's custody, which the Code allows only on its conditions and up to the amount of the damage or loss.",
      topics: ["employment", "wages", "deductions"],
      situations: ["my supervisor cut my pay for a broken machine without asking me"],
    },
    {
      article: "3",
      heading: "Prohibition of discrimination on ground of gender",
      summary: "Forbids discrimination among employees on the ground of gender, including transgender identity, in matters of wages for the same work or work of a similar nature, and in recruitment and conditions of employment for such work, except where employment of women is prohibited or restricted by law.",
      topics: ["employment", "equal-pay", "discrimination"],
      situations: ["a male colleague in India doing the same work is paid more than me"],
    },
    {
      article: "4",
      heading: "Decision as to disputes with regard to same or similar nature of work",
      summary: "Provides for disputes over whether work is the same or of a similar nature to be decided by the authority appointed under the Code.",
      topics: ["employment", "equal-pay", "dispute-resolution"],
      situations: ["is my work the same as my colleague's for equal pay purposes", "dispute over whether two jobs are similar work"],
    },
    {
      article: "5",
      heading: "Payment of minimum rate of wages",
      summary: "Forbids an employer to pay any employee less than the minimum rate of wages notified by the appropriate Government.",
      topics: ["employment", "minimum-wage", "wages"],
      situations: [
        "my employer in India pays me below the minimum wage",
        "my boss in India pays less than the government minimum wage",
      ],
    },
    {
      article: "6",
      heading: "Fixation of minimum wages",
      summary: "Requires the appropriate Government to fix minimum rates of wages by time work or piece work, taking into account skill and difficulty of work and geographical area, and to review them at intervals of not more than five years.",
      topics: ["employment", "minimum-wage"],
      situations: ["who sets the minimum wage and how often is it revised", "minimum wage for piece-rate workers"],
    },
    {
      article: "9",
      heading: "Power of Central Government to fix floor wage",
      summary: "Empowers the Central Government to fix a floor wage based on minimum living standards, which may differ by geographical area, below which no State minimum wage may be set.",
      topics: ["employment", "minimum-wage"],
      situations: ["national floor wage below which no state minimum wage can go", "lowest wage the central government allows"],
    },
    {
      article: "13",
      heading: "Fixing hours of work for normal working day",
      summary: "Requires the appropriate Government to fix the number of hours constituting a normal working day and to provide for a day of rest in every seven days and payment for work on a rest day.",
      topics: ["employment", "working-time", "rest-days"],
      situations: ["how many hours is a normal working day in India and do I get a weekly day off"],
    },
    {
      article: "15",
      heading: "Mode of payment of wages",
      summary: "Requires wages to be paid in coin or currency notes, by cheque, or by crediting the employee's bank account or by electronic mode, and allows the Government to require cheque or electronic payment for specified establishments.",
      topics: ["employment", "wages", "payment-of-wages"],
      situations: ["my employer pays my salary only in cash, can I ask for it in my bank account"],
    },
    {
      article: "19",
      heading: "Fines",
      summary: "Allows fines only for acts and omissions specified in an approved and displayed notice, after giving the employee an opportunity to show cause, and caps them at three percent of the wages payable in the wage period.",
      topics: ["employment", "wages", "deductions", "fines"],
      situations: ["my employer in India fines me for being late"],
    },
    {
      article: "20",
      heading: "Deductions for absence from duty",
      summary: "Allows deductions for absence from duty only in proportion to the period of absence relative to the period the employee was required to work.",
      topics: ["employment", "wages", "deductions", "absence"],
      situations: ["they cut a whole week of pay because I was absent for one day"],
    },
    {
      article: "26",
      heading: "Eligibility for bonus, etc.",
      summary: "Entitles every employee drawing wages up to the notified ceiling who has worked at least 30 days in an accounting year to an annual bonus of at least 8.33 percent of wages or one hundred rupees, whichever is higher, and up to 20 percent where there is allocable surplus.",
      topics: ["employment", "bonus", "wages"],
      situations: [
        "am I entitled to an annual bonus from my employer in India",
        "am I entitled to an annual bonus in India",
      ],
    },
    {
      article: "29",
      heading: "Disqualification for bonus",
      summary: "Disqualifies from bonus an employee dismissed for fraud, riotous or violent behaviour on the premises, theft, misappropriation or sabotage of property, or conviction for sexual harassment.",
      topics: ["employment", "bonus", "misconduct"],
      situations: ["I was dismissed and now they refuse to pay my bonus"],
    },
    {
      article: "39",
      heading: "Time limit for payment of bonus",
      summary: "Requires bonus to be paid in money within eight months from the close of the accounting year, subject to extension by the appropriate Government.",
      topics: ["employment", "bonus", "time-limits"],
      situations: ["my company has not paid last year's bonus yet, by when must they pay it"],
    },
  ],
};
