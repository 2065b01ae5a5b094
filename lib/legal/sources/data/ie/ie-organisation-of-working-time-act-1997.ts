import type { InstrumentInput } from "../../schema";

export const ieOrganisationOfWorkingTimeAct1997: InstrumentInput = {
  source_id: "ie-organisation-of-working-time-act-1997",
  title: "Organisation of Working Time Act 1997 (No. 20 of 1997)",
  short_names: ["Organisation of Working Time Act 1997", "OWTA 1997", "Working Time Act (Ireland)"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.irishstatutebook.ie/eli/1997/act/20/enacted/en/html",
  date: "1997",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "11",
      heading: "Daily rest period",
      summary:
        "An employee is entitled to a rest period of at least 11 consecutive hours in each period of 24 hours during which they work for the employer, subject to exemptions and compensatory rest.",
      topics: ["employment", "working-time", "rest-breaks"],
      situations: [
        "my employer in Ireland has me closing late and opening early the next day",
        "how much rest must I get between shifts in Ireland",
      ],
    },
    {
      article: "12",
      heading: "Rests and intervals at work",
      summary:
        "An employer must not require an employee to work more than 4 hours 30 minutes without a break of at least 15 minutes, or more than 6 hours without a break of at least 30 minutes (which may include the first break), and breaks at the end of the working day do not count.",
      topics: ["employment", "working-time", "rest-breaks"],
      situations: [
        "am I entitled to a lunch break in Ireland",
        "I work 8 hour shifts with no break",
      ],
    },
    {
      article: "13",
      heading: "Weekly rest periods",
      summary:
        "An employee is entitled to a rest period of at least 24 consecutive hours in each period of 7 days (or two such periods in each 14 days), normally including a Sunday, preceded by a daily rest period.",
      topics: ["employment", "working-time", "rest-days"],
      situations: [
        "do I get a full day off each week in Ireland",
        "my rota in Ireland has me working seven days in a row",
      ],
    },
    {
      article: "14",
      heading: "Sunday work: supplemental provisions",
      summary:
        "An employee required to work on a Sunday who is not otherwise compensated for it in their pay must be compensated by a reasonable allowance, a reasonable increase in pay, reasonable paid time off, or a combination.",
      topics: ["employment", "working-time", "wages"],
      situations: [
        "do I get extra pay for working Sundays in Ireland",
        "my Sunday shifts pay the same as weekdays; is that allowed in Ireland",
      ],
    },
    {
      article: "15",
      heading: "Weekly working hours",
      summary:
        "An employer must not permit an employee to work more than an average of 48 hours a week over a reference period, generally four months (longer in some sectors or under collective agreements).",
      topics: ["employment", "working-time", "overtime"],
      situations: [
        "can my Irish employer make me work 60 hours a week",
        "what is the maximum working week in Ireland",
      ],
    },
    {
      article: "16",
      heading: "Nightly working hours",
      summary:
        "A night worker must not work more than an average of 8 hours in each 24-hour period, or, for night work involving special hazards or heavy strain, more than 8 hours in any 24 hours in which they do night work.",
      topics: ["employment", "working-time", "night-work"],
      situations: [
        "is there a limit on night shifts in Ireland",
        "I work nights in a factory; how many hours can I be rostered",
      ],
    },
    {
      article: "19",
      heading: "Entitlement to annual leave",
      summary:
        "Entitles an employee to paid annual leave equal to the greatest of four working weeks in a leave year in which they work at least 1,365 hours, one-third of a working week for each month with at least 117 hours worked, or 8 percent of hours worked (capped at four weeks); sick days certified by a doctor do not count as annual leave.",
      topics: ["employment", "annual-leave"],
      situations: ["how many days holiday am I entitled to in Ireland", "I work part-time in Ireland; how is my holiday worked out"],
    },
    {
      article: "21",
      heading: "Entitlement in respect of public holidays",
      summary:
        "For each public holiday entitles an employee to whichever the employer chooses of a paid day off on the day, a paid day off within a month, an extra day of annual leave or an extra day's pay; the employee may ask at least 21 days ahead which it will be, and if the employer does not answer at least 14 days before, the day itself is a paid day off. A part-time employee qualifies only after working at least 40 hours in the five weeks before the holiday.",
      topics: ["employment", "public-holidays", "annual-leave"],
      situations: ["I had to work on a bank holiday in Ireland; what do I get for it", "do part-time staff in Ireland get paid for public holidays"],
    },
    {
      article: "18",
      heading: "Prohibition of zero hours working practices in certain circumstances and minimum payment in certain circumstances",
      summary:
        "Contracts requiring an employee to be available for work must guarantee more than zero hours, except for genuinely casual work, emergencies or short-term relief cover. An employee required to be available who is given less than 25 percent of the contract hours (or of the hours such work was done) in a week is entitled to pay for that proportion or 15 hours, whichever is less, and an employee called in but sent home without the expected work is entitled to a minimum payment.",
      topics: ["employment", "hours", "wages", "zero-hours"],
      situations: [
        "I am on a zero hours contract in Ireland and got no shifts this week",
        "I was called in to work and sent home after an hour, do I get paid",
        "my contract says I must be available but guarantees no hours",
      ],
    },
    {
      article: "20",
      heading: "Times and pay for annual leave",
      summary:
        "The employer decides when annual leave is taken, having regard to work needs, the employee's family responsibilities and rest opportunities, after consulting the employee at least a month beforehand; leave must be granted within the leave year or, with the employee's consent, within 6 months after it. Holiday pay must be paid in advance at the normal weekly rate.",
      topics: ["employment", "leave", "annual-leave", "wages"],
      situations: [
        "my Irish employer told me I must take my holidays next week",
        "can I carry over unused annual leave into next year in Ireland",
        "my boss pays my holiday pay at a lower rate than my normal wage",
      ],
    },
    {
      article: "23",
      heading: "Compensation on cesser of employment",
      summary:
        "When employment ends with annual leave still owed for the current leave year (and, if it ends in the first half of the year, for the previous year), the employer must pay the employee for that untaken leave at the normal weekly rate; an employee leaving in the week before a public holiday after working the previous 4 weeks gets an extra day's pay for it.",
      topics: ["employment", "leave", "annual-leave", "termination"],
      situations: [
        "I left my job in Ireland with holidays not taken, do I get paid for them",
        "my employer refused to pay my accrued annual leave when I resigned",
      ],
    },
  ],
};
