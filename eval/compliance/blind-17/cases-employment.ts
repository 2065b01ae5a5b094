import type { ComplianceCase } from "../types";

/**
 * Blind set 17, employment: GB Working Time Regulations 1998, national minimum wage (21+ rate £12.71 from 1 April
 * 2026), Employment Rights Act 1996 ss. 1, 13, 18, 27A, 86, statutory sick pay (day one from 6 April 2026), the US
 * FLSA and India's Code on Wages 2019. Pairs on one topic follow each other. Lawful texts list none.
 */
export const blind17EmploymentCases: ComplianceCase[] = [
  {
    id: "b17-gb-warehouse-offer-letter",
    jurisdiction: "GB",
    title: "GB parcel warehouse: offer letter for a full-time picker",
    text: `Northway Fulfilment Ltd (Doncaster) — offer letter, Warehouse Operative (full time, 5 days a week)

Hours: 40 hours a week plus overtime as needed. As a condition of this offer you sign the enclosed waiver of the
48-hour weekly limit. The waiver stays in place for the whole of your employment and cannot be cancelled.

Holiday: 20 days a year, including the eight bank holidays.`,
    breaches: [
      "uk-working-time-regulations-1998 5",
      ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"],
    ],
  },
  {
    id: "b17-gb-restaurant-rota-rules",
    jurisdiction: "GB",
    title: "GB restaurant: manager's rota message",
    text: `WhatsApp from the general manager, The Copper Pot (Bristol), to all adult kitchen staff:

"From next week closers finish at midnight and are back in to open at 7am the next morning — no swaps. Double
shifts are 10am to 9pm straight through; we're too busy for anyone to take a break, so eat on the go."`,
    breaches: ["uk-working-time-regulations-1998 10", "uk-working-time-regulations-1998 12"],
  },
  {
    id: "b17-gb-cafe-pay-letter-ok",
    jurisdiction: "GB",
    title: "GB café: written statement summary for a barista",
    text: `Bean There Ltd (York) — written statement of terms, given on the first day of work (1 June 2026)

Employee: Mr J. Patel (aged 22), Barista. Hours: 30 a week, Tuesday to Saturday, 8am to 2:30pm with a 30-minute
unpaid break. Pay: £12.95 per hour, paid monthly. Holiday: 5.6 weeks a year (pro rata), on full pay. Probation: three
months. Notice: one week from either side during the first two years, then one week per complete year of service.
Sick pay: statutory sick pay under the current rules. Training: barista training, paid, in working time.`,
    breaches: [],
  },
  {
    id: "b17-gb-hotel-pay-letter",
    jurisdiction: "GB",
    title: "GB hotel: pay confirmation for a room attendant",
    text: `The Harbour Hotel Ltd (Brighton) — letter dated 2 May 2026 to Ms K. Osei (aged 24), Room Attendant

We confirm your pay from 1 May 2026: £12.30 per hour for a 37.5-hour week. In addition we take £5 a week from your
wages for the laundering of your uniform, which you are required to wear.`,
    breaches: [["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"]],
  },
  {
    id: "b17-gb-shop-handbook-deductions",
    jurisdiction: "GB",
    title: "GB convenience store chain: staff handbook extract on money",
    text: `QuickStop Stores Ltd — staff handbook (not part of your contract), section 7 "Money"

7.1 Any till shortage found at the end of your shift is taken in full from your next wages, whatever the amount.
7.2 Managers may also deduct from pay the cost of any stock loss or damage they believe you caused.
7.3 No written consent is needed for either deduction.`,
    breaches: ["uk-employment-rights-act-1996 13", "uk-employment-rights-act-1996 18"],
  },
  {
    id: "b17-gb-zero-hours-event-staff",
    jurisdiction: "GB",
    title: "GB events agency: message to zero-hours staff",
    text: `Email from StagePro Events Ltd (Birmingham) to casual event staff:

"Reminder: you're on our zero-hours list, so there are no guaranteed hours. While you're on the list you must not take
shifts with any other events or hospitality company — anyone who does will be removed. Also, we don't give written
terms to casual staff, so please don't ask HR for a contract or statement."`,
    breaches: ["uk-employment-rights-act-1996 27A", "uk-employment-rights-act-1996 1"],
  },
  {
    id: "b17-gb-dismissal-letter-notice",
    jurisdiction: "GB",
    title: "GB printing firm: termination letter",
    text: `Castle Print Ltd (Cardiff) — letter to Mr D. Hughes, Machine Minder, employed since March 2019

Following the loss of our main contract, we are ending your employment. Your contract says one week's notice on either
side, so your last day will be next Friday, one week from today. You will be paid up to that date. There is no
payment in lieu of any further notice.`,
    breaches: ["uk-employment-rights-act-1996 86"],
  },
  {
    id: "b17-gb-care-home-sick-pay",
    jurisdiction: "GB",
    title: "GB care home: sickness absence policy (issued September 2026)",
    text: `Meadowbank Care Ltd — sickness absence policy, September 2026

Statutory sick pay starts on your fourth day off sick; the first three days are unpaid waiting days. Staff who earn
below the lower earnings limit cannot get SSP at all.`,
    breaches: [["uk-sscba-1992 155", "uk-sscba-1992 151"]],
  },
  {
    id: "b17-us-call-centre-pay-rules",
    jurisdiction: "US",
    title: "US call centre: pay rules for hourly agents",
    text: `Lone Star Contact Solutions LLC (Houston, Texas) — hourly agents' pay rules

Trainees are paid $6.50 an hour for their first four weeks on the phones.
Pay is every two weeks. Overtime at time and a half starts only after 80 hours in the two-week period, so a 50-hour
week followed by a 30-hour week is all straight time.`,
    breaches: ["us-flsa 206", "us-flsa 207"],
  },
  {
    id: "b17-us-warehouse-pay-rules-ok",
    jurisdiction: "US",
    title: "US distribution centre: pay rules for hourly associates",
    text: `Midwest Parts Distribution Inc. (Columbus, Ohio) — hourly associates' pay rules

Starting pay is $16.50 an hour. The workweek runs Sunday 12:00am to Saturday 11:59pm; every hour worked over 40 in a
workweek is paid at one and a half times the regular rate, including shift premiums. Hours are never averaged across
weeks. Time records are kept for three years and payroll records for three years.`,
    breaches: [],
  },
  {
    id: "b17-in-garment-unit-notice",
    jurisdiction: "IN",
    title: "Indian garment unit: notice to workers on wages",
    text: `Shakti Apparels Pvt Ltd (Tiruppur) — notice on the factory board

1. Monthly wages are paid on or before the 20th of the following month.
2. Overtime beyond the normal working day is paid at the ordinary hourly rate.`,
    breaches: ["in-code-on-wages-2019 17", "in-code-on-wages-2019 14"],
  },
  {
    id: "b17-in-engineering-unit-notice-ok",
    jurisdiction: "IN",
    title: "Indian engineering unit: notice to workers on wages",
    text: `Prakash Engineering Works Pvt Ltd (Rajkot) — notice on the factory board

1. The wage period is monthly; wages are paid by bank transfer before the end of the seventh day of the following month.
2. Overtime beyond the normal working day is paid at twice the normal rate of wages.
3. Only deductions allowed by the Code on Wages are made (such as tax, provident fund and authorised advances), and
   never more than half of the month's wages.`,
    breaches: [],
  },
];
