import type { ComplianceCase } from "../types";

/**
 * Blind set 16, employment: GB working time (daily and weekly rest, breaks, the 48-hour week and opt-outs, annual
 * leave), the national minimum wage (rates from 1 April 2026: £12.71 at 21 and over, £10.85 at 18-20, £8.00 under 18
 * and apprentices under 19 or in their first year), ERA 1996 ss. 1, 13, 27A and 86, statutory sick pay (payable from
 * the first day of sickness since 6 April 2026), the US FLSA and India's Code on Wages 2019. Pairs on one topic follow
 * each other. Lawful texts list none.
 */
export const blind16EmploymentCases: ComplianceCase[] = [
  {
    id: "b16-gb-cafe-rota",
    jurisdiction: "GB",
    title: "GB café: fortnightly rota and manager's note",
    text: `The Corner Cup Ltd (Sheffield) — rota for 2–15 November (barista team)

Tom (age 27, full-time):
Mon 2 Nov 15:00–23:30 (close) · Tue 3 Nov 06:00–14:00 (open) · Wed–Sun 4–8 Nov 07:00–15:00 · Mon 9 Nov 15:00–23:30
(close) · Tue 10 Nov 06:00–14:00 (open) · Wed–Sun 11–15 Nov 07:00–15:00. (Day off: none this fortnight — covering
Priya's holiday.)

Manager's note: "Tom, I know the close/open turnarounds are tight but the shop needs someone who knows both. You'll get
your day off back in December. Breaks as usual — 30 minutes on every shift."`,
    breaches: ["uk-working-time-regulations-1998 10", "uk-working-time-regulations-1998 11"],
  },
  {
    id: "b16-gb-warehouse-handbook-hours-ok",
    jurisdiction: "GB",
    title: "GB warehouse: staff handbook, hours and holidays",
    text: `Northway Logistics Ltd — Staff Handbook, section 4: Working hours, breaks and holiday

4.1 Normal hours are 40 a week over five 8-hour shifts. Overtime is voluntary.
4.2 Nobody works more than an average of 48 hours a week over 17 weeks unless they have chosen to sign our opt-out
form. Signing is never a condition of getting or keeping a job or of being offered overtime, and you can cancel it by
giving us 7 days' written notice.
4.3 Every shift of more than 6 hours includes an unpaid 30-minute break away from your workstation. There are at
least 11 hours between the end of one shift and the start of the next, and you get two days off each week.
4.4 Full-time staff get 28 days' paid holiday a year including bank holidays (pro rata for part-timers), from your
first day. Holiday pay includes your regular overtime and shift premiums. Holiday can't be swapped for money except
for untaken holiday when you leave.`,
    breaches: [],
  },
  {
    id: "b16-gb-hotel-slack-holiday",
    jurisdiction: "GB",
    title: "GB hotel: manager's Slack message to housekeeping",
    text: `#housekeeping-team — message from Dave (Operations Manager), Riverside Hotel (Bath) Ltd

"Morning all 👋 a few reminders after last week's questions:
1) New starters: you don't earn any paid holiday until you've passed your 6-month probation. Please stop asking
   for days off in your first 6 months — the answer is no, and it won't be paid.
2) Breaks: on the 9-hour Saturday shifts you get a 15-minute tea break. That's it — we're too busy for more.
3) Rota for December goes up Friday. Thanks team!"`,
    breaches: ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 12"],
  },
  {
    id: "b16-gb-offer-letter-long-hours",
    jurisdiction: "GB",
    title: "GB engineering consultancy: offer letter",
    text: `Calder Engineering Services Ltd — Offer of employment: Site Engineer

Dear Ms Okafor,
We are pleased to offer you the position of Site Engineer starting on 5 January 2027, salary £41,000 a year.

Hours: the role requires around 55 hours a week on site. By signing this letter you agree that the 48-hour limit
in the Working Time Regulations does not apply to you; this agreement forms a condition of the offer and cannot be
withdrawn during your employment.

Holiday: 28 days a year including bank holidays. Holiday not taken by 31 December is not carried over; instead we pay
you for untaken days in the January payroll, so you may choose to work through the year if you prefer.

A full written statement of terms is enclosed.`,
    breaches: [["uk-working-time-regulations-1998 5", "uk-working-time-regulations-1998 4"], "uk-working-time-regulations-1998 13(9)"],
  },
  {
    id: "b16-gb-garden-centre-pay-ok",
    jurisdiction: "GB",
    title: "GB garden centre: seasonal staff pay sheet",
    text: `Greenleaf Garden Centres Ltd — Seasonal staff pay, summer 2026

Hourly rates (paid monthly, through PAYE):
- Aged 21 and over: £13.00
- Aged 18–20: £11.00
- Under 18: £8.50
- Apprentices in their first year, or under 19: £8.50; apprentices aged 19+ who have finished their first year move to
  the rate for their age.

Uniform (fleece, T-shirts, safety boots) is provided free and stays our property. Tips from the café are shared out
on top of the hourly rate. Time spent at the compulsory Saturday morning briefing is paid at the normal rate.`,
    breaches: [],
  },
  {
    id: "b16-gb-nursery-payroll-faq",
    jurisdiction: "GB",
    title: "GB nursery group: payroll FAQ for staff",
    text: `Little Acorns Nurseries Ltd — Payroll FAQ (from April 2026)

Q: What's the hourly rate for apprentices?
A: All apprentices are paid £8.00 an hour for the whole of their apprenticeship. For example, Chloe (22), who is in
the second year of her Level 3 apprenticeship, is on £8.00.

Q: What do practitioners earn?
A: Nursery practitioners aged 21+ are paid £12.71 an hour.

Q: Why is there a deduction on my payslip called "Uniform"?
A: Our branded tunics are compulsory. Practitioners buy them from us through a deduction of £15 a week from pay for
the first 10 weeks.`,
    breaches: [
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4", "uk-national-minimum-wage-regulations-2015 5"],
      ["uk-national-minimum-wage-regulations-2015 13", "uk-national-minimum-wage-regulations-2015 12"],
    ],
  },
  {
    id: "b16-gb-agency-offer-email",
    jurisdiction: "GB",
    title: "GB software company: offer email and notice clause",
    text: `From: HR, Tallis Digital Ltd
To: Sam Patel
Subject: Your offer

Hi Sam,
Great news — we'd love you to join as a Support Analyst from Monday 11 January, £29,500 a year, 37.5 hours a week.
Just reply "accept" to this email. We issue written contracts once people have finished their six-month probation, so
you won't receive any written terms until then.

One more thing for the transfers from our sister company: staff who move over keep their continuous service (some
of you have 6 or 7 years). For everybody, whatever their length of service, notice from the company is one week.

Best, Lauren (HR)`,
    breaches: ["uk-employment-rights-act-1996 1", "uk-employment-rights-act-1996 86"],
  },
  {
    id: "b16-gb-cleaning-zero-hours",
    jurisdiction: "GB",
    title: "GB cleaning contractor: zero-hours agreement and WhatsApp message",
    text: `SparkleClean Services Ltd — Casual Worker Agreement (extract)

2. Hours: there are no guaranteed hours. We will offer shifts when work is available; you may turn down any shift.
5. Other work: while this agreement is in place you must not do cleaning or any other paid work for any other
business without our written permission.

WhatsApp from the area supervisor to the team group:
"Reminder: anyone who doesn't turn up for an accepted shift will have £40 taken off their next pay to cover the
replacement. This isn't in your agreement but it's company policy from now on."`,
    breaches: ["uk-employment-rights-act-1996 27A", "uk-employment-rights-act-1996 13"],
  },
  {
    id: "b16-gb-retail-sickness-policy",
    jurisdiction: "GB",
    title: "GB fashion retailer: sickness absence policy",
    text: `Marlowe Fashion Ltd — Sickness Absence Policy (reissued December 2026)

1. If you are sick, call your store manager before your shift starts.
2. Statutory Sick Pay: the first three days of any sickness absence are unpaid "waiting days". SSP is paid from the
   fourth qualifying day onwards, for up to 28 weeks.
3. Company sick pay is not offered.
4. For absences of more than seven calendar days you will need a fit note from your GP.`,
    breaches: [["uk-sscba-1992 155", "uk-sscba-1992 151"]],
  },
  {
    id: "b16-gb-bank-sickness-deductions-ok",
    jurisdiction: "GB",
    title: "GB building society: sick pay and deductions FAQ",
    text: `Pennine Building Society — HR FAQ

Q: When does sick pay start?
A: Statutory Sick Pay is payable from your first day of sickness. On top of SSP, our company scheme tops you up to
full pay for up to 8 weeks a year once you've passed probation.

Q: Can the Society take money from my wages?
A: Only for tax and National Insurance, pension contributions, court orders, or where you have agreed in writing
beforehand (for example, the season ticket loan you signed up for). We never deduct for mistakes or breakages.

Q: How much notice will I get?
A: At least one week once you have worked for us for a month, and from two years' service one week for each complete
year (up to 12 weeks), or the longer notice in your contract if that is more.`,
    breaches: [],
  },
  {
    id: "b16-us-call-centre-pay-ok",
    jurisdiction: "US",
    title: "US call centre: timekeeping and overtime policy",
    text: `BlueRidge Contact Solutions, Inc. — Timekeeping and Overtime (non-exempt staff)

- Starting pay is $16.50 an hour.
- The workweek runs Sunday 00:00 to Saturday 23:59. Hours worked over 40 in a workweek are paid at one and a half
  times the regular rate, which includes shift differentials and production bonuses.
- Time spent logging in to systems before a shift and in mandatory training counts as hours worked.
- Time records are kept on our payroll system; payroll records are kept for at least three years.`,
    breaches: [],
  },
  {
    id: "b16-us-burger-chain-pay-policy",
    jurisdiction: "US",
    title: "US burger restaurant franchise: crew pay policy",
    text: `Lone Star Burgers Franchise Group LLC (Texas) — Crew Pay Policy

Trainees: during the first two weeks of training, new crew members are paid $6.00 an hour.
Crew: $9.00 an hour. Pay periods are two weeks long. Overtime at time-and-a-half is paid only for hours above 80 in a
pay period — hours are averaged across the two weeks, so a 50-hour week followed by a 30-hour week earns no
overtime.
Shift managers: paid $9.00 an hour plus a $50 weekly "leadership bonus"; they are not eligible for overtime.

The restaurants sell over $1 million of food a year each and buy supplies from out of state.`,
    breaches: ["us-flsa 206", "us-flsa 207"],
  },
  {
    id: "b16-in-garment-unit-wages",
    jurisdiction: "IN",
    title: "IN garment factory: notice to workers on wages",
    text: `Shree Ganesh Apparels Pvt Ltd (Tiruppur) — Notice to all workers (translated from Tamil)

1. Wages are fixed monthly. From this month, wages for a month will be paid on the 25th of the following month, as
   buyers' payments are delayed.
2. Workers asked to stay beyond 8 hours in a day to meet shipment dates will be paid for the extra hours at their
   normal hourly rate.
3. Wages will continue to be credited to bank accounts.`,
    breaches: ["in-code-on-wages-2019 17", "in-code-on-wages-2019 14"],
  },
  {
    id: "b16-in-it-services-payroll-ok",
    jurisdiction: "IN",
    title: "IN IT services firm: payroll policy for support staff",
    text: `Vistara Infotech Pvt Ltd (Hyderabad) — Payroll Policy, facilities and support staff

- Wage period: monthly. Salaries are credited to bank accounts by the 5th of the following month.
- Normal working day: 8 hours. Overtime (work beyond 8 hours a day or 48 hours a week) is paid at twice the normal
  rate of wages.
- Deductions: only income tax, provident fund and ESI contributions, advances taken, and deductions authorised by law.
  Total deductions never exceed 50% of wages in a wage period. No fines are imposed.
- On resignation or termination, full and final settlement is paid within two working days.
- Pay is the same for men and women doing the same or similar work.`,
    breaches: [],
  },
];
