import type { ComplianceCase } from "../types";

/** Blind set 4, GB employment texts (written with their expected breaches before the rule packs were run on them). */
export const blind4EmploymentCases: ComplianceCase[] = [
  {
    id: "b4-gb-cafe-zero-hours",
    jurisdiction: "GB",
    title: "GB café zero-hours agreement: exclusivity, unlimited till deductions, pay below the National Living Wage",
    text: `Casual Worker Agreement — Corner Café Ltd
Your hours are not guaranteed: we will offer shifts as and when we need cover, and you are free to decline them.
You will be paid £10.20 per hour. You confirm that you are 26 years old.
While this agreement is in force you must not work for any other café, restaurant or employer without our written permission.
Any shortage in the till at the end of your shift will be deducted from your wages in full, whatever the amount.
Your pay is made monthly by bank transfer.`,
    breaches: [
      "uk-employment-rights-act-1996 27A",
      ["uk-employment-rights-act-1996 18(1)", "uk-employment-rights-act-1996 18", "uk-employment-rights-act-1996 13"],
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"],
    ],
  },
  {
    id: "b4-gb-warehouse-contract",
    jurisdiction: "GB",
    title: "GB warehouse contract: irrevocable 48-hour opt-out, 20 days' holiday including bank holidays, no break on 8-hour shifts",
    text: `Statement of Terms of Employment — NorthHub Logistics Ltd
Job title: warehouse operative. Place of work: NorthHub depot, Wakefield. Start date: 1 December 2026.
Pay: £13.10 per hour, paid weekly.
Hours: five 8-hour shifts a week, Monday to Friday, with overtime as required.
You agree to opt out of the 48-hour average weekly limit. This opt-out cannot be withdrawn during your employment.
Breaks: no break is given on shifts of up to 8 hours.
Holiday: 20 days a year, including bank holidays.
Notice: one week's notice on either side.`,
    breaches: ["uk-working-time-regulations-1998 5", ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"], "uk-working-time-regulations-1998 12(1)"],
  },
  {
    id: "b4-gb-bakery-lawful-contract",
    jurisdiction: "GB",
    title: "GB bakery contract: lawful terms on pay, holiday, breaks, opt-out and notice",
    text: `Contract of Employment — Village Loaf Bakery Ltd
Job title: baker. Place of work: 2 Church Lane, Ludlow. Start date: 5 January 2027.
Pay: £13.25 per hour, paid fortnightly.
Hours: 40 hours a week over five days, 5am to 1pm.
You are entitled to a paid 30-minute break on each shift and at least 11 consecutive hours' rest between working days, and two days off each week.
Holiday: 28 days a year including bank holidays (5.6 weeks).
If you choose to sign our optional agreement to work more than 48 hours a week on average, you may end it at any time by giving us seven days' notice in writing.
Sick pay: statutory sick pay is paid from the first day of sickness absence.
Notice: after one month's service, one week's notice from either side, rising by one week for each complete year of service up to twelve weeks.`,
    breaches: [],
  },
  {
    id: "b4-gb-call-centre-handbook",
    jurisdiction: "GB",
    title: "GB call-centre handbook: SSP only from the fourth day, 13 straight shifts, 9 hours between shifts",
    text: `Staff Handbook — BrightCall Services Ltd
Sickness: statutory sick pay is payable from the fourth qualifying day of absence; the first three days are unpaid waiting days.
Rotas: during peak season agents may be rostered for thirteen consecutive days without a day off.
Closing shifts end at 11pm and the next morning's opening shift starts at 8am, which agents on the closing rota are expected to cover.
Holiday: 28 days including bank holidays.`,
    breaches: ["uk-sscba-1992 155", "uk-working-time-regulations-1998 11", ["uk-working-time-regulations-1998 10(1)", "uk-working-time-regulations-1998 10"]],
  },
  {
    id: "b4-gb-shop-notice-clause",
    jurisdiction: "GB",
    title: "GB shop: no notice for long-serving staff",
    text: `Employment terms — Harbour Hardware Ltd (shop assistants)
Pay: £12.80 per hour for all staff aged 21 and over.
Holiday: 5.6 weeks a year including bank holidays.
Termination: the Company may end your employment by giving you one week's notice, whatever your length of service.
You must give the Company one week's notice if you resign.`,
    breaches: ["uk-employment-rights-act-1996 86(1)"],
  },
  {
    id: "b4-gb-marketing-agency-bought-leads-email",
    jurisdiction: "GB",
    title: "UK agency email campaign plan: SMS and email to purchased leads without consent",
    text: `Campaign plan — Q1 lead generation (Swiftlead Marketing Ltd for client ShineWindows Ltd)
We will send promotional emails and SMS messages about ShineWindows' double-glazing offers to 50,000 individuals from a purchased consumer list.
The list owner has not collected consent for marketing by ShineWindows, but every message will include an unsubscribe link.
Responses will be passed to ShineWindows' sales team.`,
    breaches: ["uk-pecr-2003 22"],
  },
];
