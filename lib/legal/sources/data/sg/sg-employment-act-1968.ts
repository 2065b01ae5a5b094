import type { InstrumentInput } from "../../schema";

export const sgEmploymentAct1968: InstrumentInput = {
  source_id: "sg-employment-act-1968",
  title: "Employment Act 1968 (2020 Revised Edition)",
  short_names: ["Employment Act 1968", "Employment Act (Singapore)", "EA 1968"],
  jurisdiction: "SG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://sso.agc.gov.sg/Act/EmA1968",
  date: "1968",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "20",
      heading: "Fixation of salary period",
      summary:
        "An employer may fix salary periods for which salary earned is payable, but a salary period must not exceed one month, and if none is fixed it is deemed to be one month.",
      topics: ["employment", "wages"],
      situations: [
        "how often must my employer in Singapore pay my salary",
        "can my employer pay me every two months in Singapore",
        "my Singapore employer pays my salary once every two months",
        "is monthly pay the longest salary period allowed in Singapore",
      ],
    },
    {
      article: "20A",
      heading: "Computation of salary for incomplete month's work",
      summary:
        "Where a monthly-rated employee did not work a whole month because they started or left part-way, took no-pay leave or did national service, salary is prorated by the days actually worked over the days they were required to work.",
      topics: ["employment", "wages"],
      situations: [
        "I joined mid-month; how is my first month's pay calculated",
        "how is my salary worked out for the month I resigned",
      ],
    },
    {
      article: "21",
      heading: "Time of payment",
      summary:
        "Salary must be paid within seven days after the end of the salary period, overtime payments within 14 days after the end of the period in which the overtime was worked, and the total salary due on completion of the contract must be paid on completion.",
      topics: ["employment", "wages"],
      situations: [
        "my salary is always paid two weeks late",
        "when should overtime pay be paid in Singapore",
        "my Singapore employer is late paying my salary",
        "when should my monthly salary be paid in Singapore",
      ],
    },
    {
      article: "22",
      heading: "Payment on dismissal",
      summary:
        "Subject to the Act, an employer who dismisses an employee must pay the total salary and sums due on the day of dismissal or, if that is not possible, within three working days.",
      topics: ["employment", "wages", "dismissal"],
      situations: [
        "I was dismissed; when must my last salary be paid",
        "I was fired today; when must I receive my final pay",
      ],
    },
    {
      article: "35",
      heading: "Application of this Part to certain workmen and other employees",
      summary:
        "Part 4 (rest days, hours of work and other conditions) applies to workmen earning up to $4,500 a month in basic salary and to other employees, other than managers and executives, earning up to $2,600 a month, or other amounts the Minister prescribes.",
      topics: ["employment", "working-time", "scope"],
      situations: [
        "do the overtime rules in Singapore apply to me as an executive",
        "am I covered by Part 4 of the Employment Act",
      ],
    },
    {
      article: "36",
      heading: "Rest day",
      summary:
        "Every employee covered by Part 4 must be allowed one whole rest day without pay each week, on Sunday or another day the employer determines, or a continuous 30-hour period for shift workers, with a roster prepared in advance where the employer sets the rest day.",
      topics: ["employment", "working-time", "rest-days"],
      situations: [
        "does my employer have to give me a day off every week",
        "can my employer choose Wednesday as my rest day",
      ],
    },
    {
      article: "37",
      heading: "Work on rest day",
      summary:
        "An employee must not be compelled to work on a rest day unless their work must be carried on continuously by shifts, and an employee who works on a rest day at the employer's request is entitled to extra pay at the rates set by the section.",
      topics: ["employment", "working-time", "rest-days", "overtime"],
      situations: [
        "my boss makes me work on my rest day; do I get extra pay",
        "I volunteered to work on my rest day; what pay do I get",
      ],
    },
    {
      article: "38",
      heading: "Hours of work",
      summary:
        "For employees covered by Part 4: no more than 6 consecutive hours without a break, and no more than 8 hours a day or 44 hours a week of ordinary work (with set variations for shorter working days and shift work); work beyond the limits at the employer's request is overtime, paid at no less than one and a half times the hourly basic rate, and overtime may not exceed 72 hours a month.",
      topics: ["employment", "working-time", "overtime"],
      situations: [
        "what is the maximum number of hours a week I can be made to work",
        "how much overtime can my employer ask for in a month",
        "is overtime paid at time and a half",
      ],
    },
    {
      article: "88",
      heading: "Holidays",
      summary:
        "Every employee is entitled to a paid holiday at the gross rate of pay on each public holiday during employment, with substitution or an extra day's pay where the holiday falls on a rest day or non-working day or the employee is required to work.",
      topics: ["employment", "leave", "public-holidays"],
      situations: [
        "do I get paid if I work on a public holiday in Singapore",
        "a public holiday fell on my rest day; do I get another day off",
      ],
    },
    {
      article: "88A",
      heading: "Annual leave",
      summary: "Entitles an employee with at least three months' service to paid annual leave of seven days for the first year of continuous service, rising by one day for each further year up to fourteen days, pro-rated in an incomplete year, forfeited if the employee is absent without permission or reasonable excuse for more than 20 percent of working days, and paid out if the employee is dismissed other than for misconduct before taking it.",
      topics: ["employment", "annual-leave"],
      situations: ["how many days of annual leave do I get in Singapore", "my employer in Singapore says I can't take leave in my first months"],
    },
    {
      article: "89",
      heading: "Sick leave",
      summary: "Entitles an employee with at least six months' service, after examination by a doctor, to paid sick leave of up to 14 days a year without hospitalisation and up to 60 days a year (including those 14) where hospitalisation is necessary, with reduced pro-rated entitlements for employees with three to six months' service.",
      topics: ["employment", "sick-leave"],
      situations: [
        "how many paid sick days do I get in Singapore",
        "I was in hospital for a week; will my Singapore employer pay me",
        "do I get paid medical leave in Singapore",
      ],
    },
    {
      article: "10",
      heading: "Notice of termination of contract",
      summary:
        "Either party may end a contract of service by written notice of equal length for both sides; the contract may fix the length, and if it does not, the minimum notice rises with length of service from one day to four weeks. Either party may waive notice.",
      topics: ["employment", "dismissal", "notice", "resignation"],
      situations: [
        "how much notice must I give to resign in Singapore if my contract says nothing",
        "my employer in Singapore terminated me with only one day's notice",
        "can my boss give me a shorter notice period than I must give",
        "notice period when my Singapore employer lets me go",
      ],
    },
    {
      article: "27",
      heading: "Authorised deductions",
      summary:
        "An employer may deduct from salary only the kinds of deductions the section lists, such as for absence from work, for damage to or loss of entrusted goods or money caused by the employee's neglect, for recovering advances, loans or overpaid salary, CPF contributions, and certain deductions made with the employee's written consent, which the employee can withdraw before the deduction without being penalised.",
      topics: ["employment", "wages", "deductions"],
      situations: [
        "my employer in Singapore took money from my salary for a broken laptop",
        "can my boss deduct a training fee from my pay without asking me",
        "I want to stop the monthly deduction I agreed to for staff housing",
      ],
    },
  ],
};
