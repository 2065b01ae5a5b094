import type { InstrumentInput } from "../../schema";

/**
 * The Working Time Regulations 1998 (S.I. 1998/1833, in force 1 October 1998), as amended (including the opt-out
 * wording of regs. 4 and 5 from 1999, the additional leave of reg. 13A and, for leave years from 1 April 2024, the
 * irregular-hours and part-year worker rules). Headings are the regulations' own.
 */
export const ukWorkingTimeRegulations1998: InstrumentInput = {
  source_id: "uk-working-time-regulations-1998",
  title: "The Working Time Regulations 1998 (S.I. 1998/1833)",
  short_names: ["Working Time Regulations 1998", "Working Time Regulations", "WTR 1998", "WTR"],
  jurisdiction: "GB",
  kind: "regulation",
  provision_label: "regulation",
  official_url: "https://www.legislation.gov.uk/uksi/1998/1833/contents",
  date: "1998-07-30",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4",
      heading: "Maximum weekly working time",
      summary:
        "Limits a worker's working time, including overtime, to an average of 48 hours for each seven days over a reference period of 17 weeks, unless the employer has first obtained the worker's written agreement to exceed it; the employer must take all reasonable steps to keep to the limit and keep up-to-date records of workers who have agreed to exceed it.",
      topics: ["employment", "working-time"],
      situations: [
        "my contract makes me work 60 hours every week",
        "is there a legal limit on weekly working hours in the UK",
        "my boss wants me to work over 48 hours a week in the UK",
        "can I refuse to sign the opt-out from the 48-hour week",
      ],
    },
    {
      article: "5",
      heading: "Agreement to exclude the maximum",
      summary:
        "Governs the written agreement by which a worker opts out of the 48-hour limit: it may be for a specified period or indefinite, and the worker may always end it by giving at least seven days' notice, or a longer period agreed in writing of no more than three months.",
      topics: ["employment", "working-time"],
      situations: ["my employer says my 48-hour opt-out can never be cancelled", "how do I cancel my opt-out from the 48-hour week"],
    },
    {
      article: "5A",
      heading: "Maximum working time for young workers",
      summary:
        "Limits a young worker's working time (a worker over compulsory school age and under 18) to eight hours a day and 40 hours a week, adding together the hours worked for each employer where there is more than one; inserted from 6 April 2003.",
      topics: ["employment", "working-time"],
      situations: ["I am 17 and my employer has me working ten-hour shifts", "how many hours a day can a 16-year-old work"],
    },
    {
      article: "6",
      heading: "Length of night work",
      summary:
        "Limits a night worker's normal hours to an average of 8 in each 24 hours over a 17-week reference period, and to an actual 8 hours in any 24 where the work involves special hazards or heavy physical or mental strain.",
      topics: ["employment", "working-time"],
      situations: ["I work nights in a factory and do twelve-hour shifts every night"],
    },
    {
      article: "10",
      heading: "Daily rest",
      summary:
        "Entitles an adult worker to a rest period of at least 11 consecutive hours in each 24-hour period, and a young worker to 12 consecutive hours.",
      topics: ["employment", "working-time", "rest"],
      situations: ["I finish a late shift at 10pm and have to start again at 6am", "how many hours off do I get between shifts"],
    },
    {
      article: "11",
      heading: "Weekly rest period",
      summary:
        "Entitles an adult worker to an uninterrupted rest period of at least 24 hours in each seven-day period (or, at the employer's choice, two such periods or one of 48 hours in each 14 days), and a young worker to 48 hours in each seven days.",
      topics: ["employment", "working-time", "rest"],
      situations: [
        "I have been rostered for three weeks without a day off",
        "do I get a day off each week in the UK",
      ],
    },
    {
      article: "12",
      heading: "Rest breaks",
      summary:
        "Entitles an adult worker whose daily working time is more than six hours to an uninterrupted rest break of at least 20 minutes, away from the workstation if there is one, and a young worker to 30 minutes where daily working time exceeds four and a half hours.",
      topics: ["employment", "working-time", "rest"],
      situations: [
        "we work 12-hour shifts and are not allowed a break",
        "do I get a lunch break by law",
        "no break during my shift at work in the UK",
        "how long a rest break must I get after six hours",
      ],
    },
    {
      article: "13",
      heading: "Entitlement to annual leave",
      summary:
        "Entitles a worker to four weeks' annual leave in each leave year, which may be taken in instalments, and may not be replaced by a payment in lieu except on termination; for irregular-hours and part-year workers, leave years from 1 April 2024 follow separate accrual rules (12.07% of hours worked).",
      topics: ["employment", "holiday"],
      situations: [
        "my employer only gives 20 days holiday including bank holidays",
        "how much paid holiday am I entitled to",
        "how many days of paid holiday do UK workers get",
        "my employer won't let me take my annual leave",
        "I was off sick on holiday, what happens to my annual leave in the UK",
      ],
    },
    {
      article: "13A",
      heading: "Entitlement to additional annual leave",
      summary:
        "Adds 1.6 weeks of annual leave to the four weeks of reg. 13, making 5.6 weeks in total, capped at 28 days a year; public holidays may be counted towards it.",
      topics: ["employment", "holiday"],
      situations: ["my employer counts the public holidays as part of my 28 days of paid leave"],
    },
    {
      article: "16",
      heading: "Payment in respect of periods of leave",
      summary:
        "Requires a worker to be paid for each week of statutory annual leave at the rate of a week's pay, worked out under the Employment Rights Act 1996 and (for the four weeks under reg. 13) including regular overtime and commission; rolled-up holiday pay is allowed only for irregular-hours and part-year workers in leave years from 1 April 2024.",
      topics: ["employment", "holiday", "pay"],
      situations: [
        "my hourly rate includes holiday pay so I get nothing when I take leave",
        "how is holiday pay calculated in the UK",
        "my holiday pay doesn't include my regular overtime",
      ],
    },
    {
      article: "35",
      heading: "Restrictions on contracting out",
      summary:
        "Makes void any provision of an agreement that excludes or limits the Regulations or stops a worker bringing proceedings, except agreements reached with an Acas conciliator or settlement agreements meeting the statutory conditions.",
      topics: ["employment", "void-agreements"],
      situations: ["I signed a contract giving up my working time rights", "can my employer make me agree to waive my breaks and holidays"],
    },
  ],
};
