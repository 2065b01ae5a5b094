import type { ComplianceCase } from "../types";

/**
 * Blind set 20, employment: GB contracts, a pay letter, a handbook and a shift plan (Working Time Regulations 1998,
 * National Minimum Wage Act 1998 and Regulations 2015 at £12.71 an hour for workers aged 21 and over from 1 April 2026,
 * Employment Rights Act 1996 ss. 13 and 27A, statutory sick pay from the first day under the Social Security
 * Contributions and Benefits Act 1992 as amended from 6 April 2026), US pay policies under the FLSA, and Indian wage and
 * leave notices under the Code on Wages 2019 and the Code on Social Security 2020 (in force from 21 November 2025).
 * Lawful texts list none.
 */
export const blind20EmploymentCases: ComplianceCase[] = [
  {
    id: "b20-gb-cafe-zero-hours",
    jurisdiction: "GB",
    title: "GB café chain: zero-hours casual worker agreement",
    text: `Bean & Crumb Ltd (Cardiff) — Casual Worker Agreement

3. Hours. We do not guarantee any hours. Shifts are offered through the rota app.
4. Other work. While this agreement lasts you must not work for any other café, restaurant or food business, whether or
   not we are offering you shifts, without our written permission.
7. Working time. You agree that the 48-hour average weekly limit does not apply to you. This opt-out is a condition of
   the job and cannot be withdrawn while you work for us.`,
    breaches: ["uk-employment-rights-act-1996 27A", "uk-working-time-regulations-1998 5"],
  },
  {
    id: "b20-gb-hotel-pay-letter",
    jurisdiction: "GB",
    title: "GB hotel: pay letter to a housekeeper",
    text: `The Harbour View Hotel Ltd (Brighton) — letter dated 10 April 2026

Dear Chloe (age 24),

Your hourly rate from 1 April 2026 stays at £12.21 while we review budgets in the summer.
Please note that any shortfalls in the minibar stock or damage found in rooms you clean will be taken from your wages on
the next pay day. You have not signed anything about this, but it is our standard practice for all housekeepers.`,
    breaches: [
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"],
      "uk-employment-rights-act-1996 13",
    ],
  },
  {
    id: "b20-gb-agency-handbook-sickness-holiday",
    jurisdiction: "GB",
    title: "GB marketing agency: staff handbook, sickness and holidays (updated September 2026)",
    text: `Brightline Creative Ltd (London) — Staff handbook, updated September 2026

Sickness. Statutory Sick Pay is payable from the fourth day of sickness absence; the first three days are unpaid
waiting days.
Holidays. Full-time staff (five days a week) receive 20 days' paid holiday a year, which includes the eight bank
holidays.`,
    breaches: [
      ["uk-sscba-1992 155", "uk-sscba-1992 151"],
      ["uk-working-time-regulations-1998 13A", "uk-working-time-regulations-1998 13"],
    ],
  },
  {
    id: "b20-gb-warehouse-shift-plan",
    jurisdiction: "GB",
    title: "GB online retailer: warehouse shift plan",
    text: `Northgate Fulfilment Ltd (Doncaster) — shift plan for pickers and packers (adults)

Shifts run 07:00–17:00, ten hours. There is no scheduled break; staff can eat at their stations while the line keeps
running.
Everyone is rostered six shifts a week, 60 hours, all year round. Nobody has signed an agreement to work more than 48
hours a week, and we have not asked anyone to.`,
    breaches: ["uk-working-time-regulations-1998 12", "uk-working-time-regulations-1998 4"],
  },
  {
    id: "b20-gb-garage-employment-contract",
    jurisdiction: "GB",
    title: "GB car garage: employment contract for a mechanic",
    text: `Hollins Motors Ltd (Stoke-on-Trent) — Contract of employment, given on the first day

Pay: £14.20 an hour, paid monthly. Hours: 40 a week, Monday to Friday, with a 30-minute paid lunch break each day.
Longer hours: you may choose to sign an agreement to work more than 48 hours on average. You do not have to, and you can
end it at any time by giving us seven days' written notice.
Holidays: 28 days a year including bank holidays.
Deductions: we only deduct from pay what the law requires (tax, NI, pension) or what you have agreed to in writing
beforehand, such as repayments of a season-ticket loan.
Sickness: statutory sick pay from your first day of absence, in line with current rules.`,
    breaches: [],
  },
  {
    id: "b20-us-retail-overtime-exempt",
    jurisdiction: "US",
    title: "US discount retailer: pay and overtime policy",
    text: `ValueMart Stores Inc. (Texas and Oklahoma stores) — Hourly and salaried pay policy

Overtime. Hourly associates are paid biweekly. Time-and-a-half is paid only for hours above 80 in the two-week pay
period, so a 50-hour week followed by a 30-hour week earns no overtime.
Assistant store managers are salaried at $600 a week and classified as exempt; they are not paid overtime however many
hours they work.`,
    breaches: ["us-flsa 207", ["us-flsa 213(a)(1)", "us-flsa 213"]],
  },
  {
    id: "b20-us-call-center-trainee-pay",
    jurisdiction: "US",
    title: "US call center: trainee pay and timekeeping memo",
    text: `DialRight Services LLC (Alabama) — memo to supervisors

All new hires (applicants must be 21 or older) are paid $6.75 an hour during their first month of training; the full
rate of $10.50 starts in month two.
Timekeeping: to save storage, paper time cards and the electronic clock-in data are destroyed six months after each pay
day.`,
    breaches: ["us-flsa 206", "us-flsa 211"],
  },
  {
    id: "b20-in-textile-wage-notice-lawful",
    jurisdiction: "IN",
    title: "Indian garment unit: wage and hours notice",
    text: `Sutradhar Apparels Pvt. Ltd. (Tiruppur) — notice to workers

Wages are paid monthly, into your bank account, before the 7th of the following month.
The normal working day is eight hours, with a half-hour rest interval. Overtime is voluntary and is paid at twice your
ordinary rate of wages.
Men and women doing the same or similar work are paid the same rates.
Deductions are made only as the Code on Wages permits (taxes, provident fund and ESI contributions, advances you have
taken), and never more than half your wages in a month.`,
    breaches: [],
  },
  {
    id: "b20-in-packaging-wage-notice",
    jurisdiction: "IN",
    title: "Indian packaging factory: wage notice",
    text: `Shree Ganesh Packaging (Ahmedabad) — notice board

1. Monthly wages for each month are paid on the 20th of the following month.
2. Overtime beyond eight hours a day is paid at one and a quarter times the normal rate.
3. Packing helpers: men ₹520 per day, women ₹450 per day, for the same packing work on the same line.`,
    breaches: ["in-code-on-wages-2019 17", "in-code-on-wages-2019 14", "in-code-on-wages-2019 3"],
  },
  {
    id: "b20-in-it-services-leave-gratuity",
    jurisdiction: "IN",
    title: "Indian IT services firm: HR policy on maternity and gratuity (January 2026)",
    text: `Kaveri Infotech Pvt. Ltd. (Chennai) — HR policy, January 2026

Maternity leave. Women employees receive 12 weeks of paid maternity leave for each of their first two children. Women
who have completed less than one year of service are not paid during maternity leave, whatever days they have worked.
Gratuity. Permanent employees become eligible for gratuity after seven years of continuous service.`,
    breaches: ["in-code-on-social-security-2020 60", "in-code-on-social-security-2020 53"],
  },
];
