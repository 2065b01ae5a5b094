import type { ComplianceCase } from "../types";

/**
 * Blind set 21, employment: GB night-shift terms, pay letters, a shop handbook and an offer letter (Working Time
 * Regulations 1998 regs. 12, 13, 13A and 16; National Minimum Wage Act 1998 and Regulations 2015 at £12.71 an hour for
 * workers aged 21 and over and £8.00 for apprentices aged under 19 or in their first year, from 1 April 2026; Employment
 * Rights Act 1996 ss. 1, 18 and 86; statutory sick pay payable from the first day of sickness from 6 April 2026, the
 * three waiting days of Social Security Contributions and Benefits Act 1992 s. 155 having been removed by the
 * Employment Rights Act 2025), US pay policies under the FLSA (the $684 a week salary level of the 2019 rule, which the
 * Department of Labor enforces since the 2024 rule was vacated), and Indian factory and office policies under the Code
 * on Wages 2019 and the Code on Social Security 2020 (in force from 21 November 2025). Lawful texts list none.
 */
export const blind21EmploymentCases: ComplianceCase[] = [
  {
    id: "b21-gb-parcel-hub-night-shifts",
    jurisdiction: "GB",
    title: "GB parcel hub: night-shift terms for full-time sorters",
    text: `Swiftlane Parcels Ltd (Milton Keynes) — Night Sorter terms, issued May 2026

Shift pattern: four nights a week, 19:00 to 07:00 (12 hours), Sunday to Wednesday. This is your normal full-time
pattern.
Breaks: one unpaid 15-minute break, taken at 01:00. No other breaks are given, to keep the belts running.
Holidays: 20 days a year, including the eight bank holidays.
Extra shifts: voluntary. If you want to work more than an average of 48 hours a week you may sign our optional opt-out,
which you can cancel at any time by giving seven days' notice in writing.`,
    breaches: [
      "uk-working-time-regulations-1998 12",
      ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"],
    ],
  },
  {
    id: "b21-gb-care-home-salary-letter",
    jurisdiction: "GB",
    title: "GB care home: salary confirmation for a care assistant",
    text: `Meadowbank Care Ltd (Shrewsbury) — letter dated 20 April 2026

Dear Mr Kowalczyk,

Further to your interview, we are pleased to confirm your appointment as Care Assistant from 1 May 2026. As you told
us, you are 24.

Hours: 40 hours a week, Monday to Friday, day shifts.
Salary: £1,950 a month (gross), paid on the last working day of each month.
Sleep-in nights: if you volunteer for a sleep-in, you will receive a flat allowance of £50 for the night, on top of
your salary.

Please sign and return the enclosed copy.`,
    breaches: [["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"]],
  },
  {
    id: "b21-gb-apprentice-baker-pay-lawful",
    jurisdiction: "GB",
    title: "GB bakery: pay letter for a first-year apprentice",
    text: `Hearth & Sons Bakery Ltd (Norwich) — letter dated 1 September 2026

Dear Amira,

Welcome to your Level 2 Baker apprenticeship, which starts on 7 September 2026. You are 19, and this is the first year
of your apprenticeship.

Pay: £8.25 an hour for every hour you work, including your Thursday college day, paid weekly on Fridays.
Hours: 37.5 hours a week, Monday to Friday, 06:00 to 14:00, with a 30-minute unpaid break each day.
Holidays: 28 days a year including bank holidays, with your normal pay for each day off.
Sickness: statutory sick pay from your first day off sick, in addition to any company sick pay in your written
statement of terms, which is enclosed with this letter.

We review apprentice pay each April and when you complete your first year.`,
    breaches: [],
  },
  {
    id: "b21-gb-discount-store-handbook",
    jurisdiction: "GB",
    title: "GB discount store chain: extract from the colleague handbook",
    text: `BargainBay Stores Ltd — Colleague Handbook (updated June 2026), incorporated into every store colleague's contract

Section 5 — Money at the tills
Any gap between what your till should hold and what it does hold when you cash up comes out of your following wage
packet in one go, whatever the figure. We don't split it across later paydays.

Section 8 — Off sick
Ring your store manager before you are due in. No statutory sick pay is due for days one to three of a spell off
sick; SSP starts on day four.`,
    breaches: ["uk-employment-rights-act-1996 18", "uk-sscba-1992 155"],
  },
  {
    id: "b21-gb-marketing-agency-offer",
    jurisdiction: "GB",
    title: "GB marketing agency: offer letter for a full-time account executive",
    text: `Brightwater Media Ltd (Manchester) — offer letter

We are delighted to offer you the role of Account Executive, full-time, 9:00 to 17:30 Monday to Friday, starting
1 October 2026, at £29,000 a year.

Probation: your first three months are a probation period. Your written statement of terms will be issued once you
have passed probation.
Holiday pay: your pay includes an extra 12.07% for holiday, so holidays you take are unpaid.
Ending employment: after probation, either of us may end your employment by giving 24 hours' notice.`,
    breaches: [
      "uk-employment-rights-act-1996 1",
      ["uk-working-time-regulations-1998 16", "uk-working-time-regulations-1998 13"],
      "uk-employment-rights-act-1996 86",
    ],
  },
  {
    id: "b21-us-ga-landscaping-pay-lawful",
    jurisdiction: "US-GA",
    title: "Georgia landscaping company: pay and overtime policy",
    text: `Peachtree Greenscapes LLC (Marietta, Georgia) — Pay Policy

1. Crew rate: $16.50 for each hour on the clock. Our pay week starts at midnight between Saturday and Sunday.
2. Anything past 40 hours in one pay week earns 1.5 times the regular rate, and the crew-lead bonus is counted when we
   work out that rate. A long day by itself earns nothing extra: ten hours on a Tuesday in a 36-hour week is all paid
   at $16.50.
3. Each pay week stands alone — we never net a heavy week against a light one, and we never hand out comp days in place
   of overtime money.
4. Both branch managers earn a fixed $1,150 every week. Each runs a branch with a crew of 12 or more, sets their
   schedules and makes the hiring and firing calls; being exempt executives, they get no overtime.
5. We hold on to payroll books for three years or more, and punch cards for two years or more.`,
    breaches: [],
  },
  {
    id: "b21-us-tx-call-centre-overtime",
    jurisdiction: "US-TX",
    title: "Texas call centre: overtime memo to staff",
    text: `Lone Star Contact Solutions Inc. (El Paso) — memo to all staff, 12 January 2026

Team leads: team leads are salaried exempt staff at $600 a week and are not eligible for overtime, however many hours
they work. During the spring campaign team leads will be working about 55 hours a week.

Agents: agents are paid $13 an hour. Overtime at time and a half is paid only on hours above 80 in a two-week pay
period; for example, an agent who works 50 hours in week one and 30 in week two is paid straight time for all 80.`,
    breaches: [
      ["us-flsa 207", "us-flsa 213"],
      "us-flsa 207",
    ],
  },
  {
    id: "b21-in-pune-auto-parts-wages",
    jurisdiction: "IN",
    title: "Indian auto-parts factory: notice on wages, overtime and fines",
    text: `Sahyadri Auto Components Pvt. Ltd., Chakan, Pune — circular pinned up at the gate, January 2026

1. Pay is calculated per calendar month and credited to workers' bank accounts on or before the 15th day after the
   month closes.
2. Extra hours after the normal day's shift earn the same hourly rate as ordinary hours.
3. A supervisor can impose a penalty of as much as ₹1,000 for coming in late, using a phone on the line or any other
   misbehaviour he sees fit to punish, and the penalty is cut from that month's pay. A typical machine operator
   earns ₹15,000 a month.`,
    breaches: ["in-code-on-wages-2019 17", "in-code-on-wages-2019 14", "in-code-on-wages-2019 19"],
  },
  {
    id: "b21-in-chennai-it-leave-policy",
    jurisdiction: "IN",
    title: "Indian IT services company: maternity and gratuity policy",
    text: `Coromandel Infotech Ltd (Chennai; about 1,200 employees) — HR Policy 14, Leave and End-of-Service Benefits (2026)

14.2 Maternity: women employees who have completed one year of service may take 12 weeks of paid maternity leave.
     Employees with less than one year of service may take unpaid leave only.
14.5 Gratuity: gratuity is payable on leaving only to employees who have completed ten years of continuous service.
     Fixed-term employees are not eligible for gratuity.`,
    breaches: ["in-code-on-social-security-2020 60", "in-code-on-social-security-2020 53"],
  },
];
