import type { ComplianceCase } from "../types";

/**
 * Blind set 9, employment terms: GB (Working Time Regulations 1998, National Minimum Wage Act 1998 and Regulations
 * 2015, Employment Rights Act 1996, Social Security Contributions and Benefits Act 1992 as amended for statutory sick
 * pay from 6 April 2026) and US (Fair Labor Standards Act). Each text's `breaches` were written from the statutes (as
 * summarised in shared/domain/compliance-obligations-reference.md) before any rule pack was run on it, by a helper who
 * had not read the rule code or any earlier blind set's texts. Rates as at EVAL_AS_OF (27 November 2026): GB National
 * Living Wage £12.71 an hour from 1 April 2026 (21 and over), £10.85 for 18-20; SSP from the first day of absence,
 * £123.25 a week or 80% of normal weekly earnings if lower; US federal minimum $7.25, white-collar salary level $684 a
 * week. The US texts are set in Texas and Georgia, where no higher state minimum applies to these employers, so that no
 * state-law breach goes unlisted. A text with `breaches: []` is lawful on the topics it covers.
 */
export const blind9EmploymentCases: ComplianceCase[] = [
  {
    // Exclusivity in a zero-hours contract is unenforceable (ERA s. 27A); the 48-hour opt-out cannot be withdrawn
    // (WTR reg. 5: notice of at most three months); £11.50 for all ages including 21 and over (NLW £12.71).
    id: "b9-gb-hotel-zero-hours",
    jurisdiction: "GB",
    title: "GB hotel casual agreement: no work for other hospitality businesses, opt-out kept for the whole engagement, £11.50 for all ages",
    text: `Bramblewick Hotels Ltd – Casual Worker Agreement (Banqueting and Housekeeping)

Worker: Chloe Mensah (date of birth 4 July 1999). Start date: 6 April 2026. Place of work: The Bramblewick, Harrogate, and any other hotel of the group within 20 miles.

1. Nature of engagement. Work is offered as and when needed; Bramblewick is not obliged to offer you any hours and you are not obliged to accept any shift offered. There are no guaranteed hours.

2. Other work. Given the confidential nature of our guest lists and events, during this engagement you must not work, paid or unpaid, for any other hotel, restaurant, events or hospitality business without the General Manager's prior written permission, which will not normally be given.

3. Pay. All casual team members are paid a flat rate of £11.50 per hour, regardless of age, for all hours worked, paid fortnightly by bank transfer with an itemised payslip. Tips and the service charge are shared through our tronc and are paid on top.

4. Working time. Banqueting work can involve long weeks at peak times. By signing this agreement you agree that the 48-hour average weekly limit in the Working Time Regulations 1998 does not apply to you. This agreement remains in place for the whole of your engagement and cannot be cancelled while you are working for us.

5. Rest and holiday. You are entitled to rest breaks and daily and weekly rest in line with the Working Time Regulations. Holiday accrues at 12.07% of the hours you work and is paid when you take it, at your average pay over the previous 52 paid weeks.

6. Ending the engagement. Either party may end this agreement at any time by notice in writing; after one month's work the notice period is one week.`,
    breaches: [
      "uk-employment-rights-act-1996 27A",
      "uk-working-time-regulations-1998 5",
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"],
    ],
  },
  {
    // 20 days including bank holidays for a full-timer (WTR regs. 13 and 13A: 5.6 weeks = 28 days); SSP only from the
    // fourth day (SSCBA s. 155 as amended from 6 April 2026: day one); 2 days' notice after probation (ERA s. 86(1): one
    // week after a month); a 10-minute break over six hours (WTR reg. 12: 20 minutes).
    id: "b9-gb-nursery-statement",
    jurisdiction: "GB",
    title: "GB day nursery statement: 20 days with bank holidays, SSP from day four, 2 days' notice, 10-minute breaks",
    text: `Little Acorns Day Nursery Ltd – Statement of Main Terms of Employment

Employee: Priya Sandhu. Job title: Nursery Practitioner (Level 3). Start date: 1 June 2026. Continuous employment begins on the start date. Place of work: Little Acorns, 3 Mill Lane, Stockport SK1 2AB.

Hours: 40 hours a week, Monday to Friday, on a rota between 7.30 am and 6.30 pm, usually 8 hours a day. Staff working a shift of more than six hours are given a 10-minute break, taken in the staff room when ratios allow.

Pay: £13.10 an hour, paid monthly on the last working day by BACS, with an itemised payslip. Pay is reviewed each April.

Holidays: The holiday year runs from 1 January to 31 December. Full-time staff receive 20 days' paid holiday per year, inclusive of the 8 public and bank holidays, pro rata for part-time staff. The nursery closes between Christmas and New Year and staff must keep 3 days of their entitlement for this.

Sickness: Notify the Nursery Manager by 7.00 am on each day of absence. Statutory Sick Pay is payable from the fourth qualifying day of sickness absence, provided you meet the qualifying conditions. There is no company sick pay.

Probation: 3 months. Notice: During probation either party may end employment with one week's notice. After successful completion of probation, either party may terminate employment by giving 2 days' notice in writing.

Pension: you will be auto-enrolled in our workplace pension scheme (NEST). Training: Paediatric first aid and safeguarding training are compulsory and paid for by the nursery. Disciplinary and grievance procedures are in the Staff Handbook. No collective agreements apply.`,
    breaches: [
      ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"],
      "uk-sscba-1992 155",
      "uk-employment-rights-act-1996 86",
      "uk-working-time-regulations-1998 12",
    ],
  },
  {
    id: "b9-gb-warehouse-statement-lawful",
    jurisdiction: "GB",
    title: "GB warehouse written statement: 28 days with bank holidays, withdrawable opt-out, SSP from day one, written deduction terms (lawful)",
    text: `Northway Distribution Ltd – Written Statement of Employment Particulars

Employer: Northway Distribution Ltd, Unit 7, Lakeside Park, Doncaster DN4 5PL. Employee: Tomasz Nowak. Job title: Warehouse Operative. Start date and start of continuous employment: 7 September 2026. Place of work: Lakeside Park; you will not be required to work outside the UK.

Pay: £12.90 per hour, paid weekly in arrears every Friday by bank transfer, with an itemised payslip showing gross pay, each deduction and net pay. Night hours (10 pm to 6 am) are paid at £14.20.

Hours: 40 hours per week over five shifts of eight hours on a rota Monday to Saturday, with a 30-minute unpaid meal break on each shift and at least 11 hours between shifts and one full day off each week. Overtime is voluntary and paid at time and a half.

Working time opt-out: you may choose to sign a separate form agreeing that the 48-hour average weekly limit does not apply to you. It is entirely optional, signing it is not a condition of employment, and you may withdraw it at any time by giving us 7 days' written notice.

Holidays: 28 days per year (5.6 weeks), which includes the eight bank holidays, paid at your normal rate including regular overtime and night premiums. Holiday year 1 January to 31 December.

Sickness: report absence to your shift manager before your shift. Statutory Sick Pay is payable from your first day of sickness absence at the statutory rate. There is no company sick pay.

Deductions: we make deductions required by law (tax, National Insurance, pension contributions, student loan). We will make any other deduction only where you have agreed to it in writing before the deduction is made.

Probation: 3 months. Notice: during the first month no notice is required; after one month you will receive one week's notice, rising by one week for each complete year of service after two years, up to 12 weeks. You must give us one week's notice.

Benefits: pension auto-enrolment, free parking, cycle-to-work scheme. Training: forklift licence (paid for by us). Sick pay, pension, disciplinary and grievance rules: see the Employee Handbook. No collective agreement applies.`,
    breaches: [],
  },
  {
    // Till shortages and stock losses recovered in full from the next pay (ERA s. 18(1): one tenth of gross wages on
    // a pay day in retail employment); hours and holiday confirmed in writing only after probation (ERA s. 1: by the
    // start); payslips only on request (ERA s. 8).
    id: "b9-gb-garden-centre-offer-letter",
    jurisdiction: "GB",
    title: "GB garden centre offer letter: till and stock losses taken in full from next pay, terms confirmed after probation, payslips on request",
    text: `Greenacre Garden Centres Ltd – Offer of employment

Dear Aisha,

We are delighted to offer you the position of Sales Assistant at our Chelmsford garden centre, starting on Monday 5 October 2026, at £12.75 per hour, paid every four weeks by bank transfer. Payslips are not issued routinely but are available from the office on request.

Your working pattern, contracted hours, holiday entitlement and sick pay arrangements will be confirmed in writing once you have successfully completed your 12-week probationary period; until then your manager will agree your shifts with you each week.

As part of your role you will operate a till. By signing below you agree that any till shortage, and any stock loss or damage found at a stocktake in your department which is not otherwise explained, will be recovered in full from your next pay.

Either of us may end your employment during probation with one week's notice.

Please sign and return a copy of this letter to confirm your acceptance.

Yours sincerely,
Dan Harper, Store Manager`,
    breaches: ["uk-employment-rights-act-1996 18", "uk-employment-rights-act-1996 1", "uk-employment-rights-act-1996 8"],
  },
  {
    id: "b9-gb-care-agency-irregular-hours-lawful",
    jurisdiction: "GB",
    title: "GB home-care zero-hours terms: free to work elsewhere, rolled-up holiday pay for irregular hours, withdrawable opt-out (lawful)",
    text: `Kindred Home Care Ltd – Terms of Engagement for Bank Care Workers

Worker: Joseph Adeyemi. Start date: 2 November 2026. Place of work: clients' homes in the Wakefield area.

Hours: there are no guaranteed hours. We will offer visits through the rota app and you may accept or decline any of them. Because your hours vary from week to week, you are an irregular hours worker for the purposes of the Working Time Regulations 1998.

Other work: you are free to work for other employers, including other care providers, whenever you are not on a shift you have accepted with us.

Pay: £12.95 per hour for all time spent on visits and for travel time between visits, paid weekly with an itemised payslip. Mileage is paid at 45p per mile.

Holiday: holiday entitlement accrues at 12.07% of the hours you work in each pay period. We pay holiday pay as rolled-up holiday pay: 12.07% of your pay for the period is added to each payment and shown as a separate line on your payslip. Please still take time off; tell the rota team when you are unavailable.

Working time: you may opt out of the 48-hour average weekly limit by signing the separate form; this is optional, and you may cancel it at any time by giving one week's notice in writing.

Rest: you will have at least 11 hours' rest between working days and a 20-minute break in any shift over six hours.

Sick pay: Statutory Sick Pay from the first day of sickness absence, if you qualify.

Ending the engagement: either party may end these terms by giving one week's notice once you have worked for us for one month or more.`,
    breaches: [],
  },
  {
    // Line cooks on a day rate with no overtime premium in weeks over 40 hours (29 U.S.C. § 207); kitchen managers
    // treated as exempt at $600 a week (§ 213(a)(1): $684 salary level); timecards kept 12 months (§ 211(c); 29 CFR
    // 516.6: 2 years). The $2.13 cash wage with a tip credit for servers is lawful under § 203(m).
    id: "b9-us-tx-restaurant-handbook",
    jurisdiction: "US",
    title: "Texas restaurant handbook: day-rate cooks with no overtime, $600 exempt kitchen managers, timecards kept a year",
    text: `Lone Star Smokehouse Group – Team Member Handbook, Section 4: Pay (Austin and San Antonio, Texas)

4.1 Workweek. Our workweek runs from Monday 12:00 a.m. to Sunday 11:59 p.m. Paydays are every other Friday.

4.2 Servers and bartenders. Tipped team members receive a cash wage of $2.13 per hour and we take a tip credit toward the $7.25 minimum wage. You keep all of your tips except for a tip pool shared only with other tipped front-of-house staff. If your tips plus cash wage do not reach $7.25 for every hour in a workweek, we make up the difference. You were told about these tip-credit rules in writing when you were hired.

4.3 Line cooks and prep cooks. Kitchen team members are paid a day rate of $110 for each shift worked, whatever its length. The day rate is your full pay for the day; no additional overtime premium is paid, including in busy weeks when your shifts add up to more than 40 hours.

4.4 Kitchen managers. Kitchen managers are salaried at $600 per week and are classified as exempt from overtime because of their supervisory responsibilities.

4.5 Timekeeping. Hourly and day-rate team members clock in and out on the POS system. Timecards are kept for 12 months and then purged; payroll registers are kept by our payroll provider for 3 years.`,
    breaches: ["us-flsa 207", "us-flsa 213", "us-flsa 211"],
  },
  {
    id: "b9-us-ga-landscaping-pay-lawful",
    jurisdiction: "US",
    title: "Georgia landscaping company pay policy: overtime over 40 a workweek, $62,000 exempt managers, records kept 3 years (lawful)",
    text: `Peachtree Grounds & Gardens, Inc. – Pay and Hours Policy (Atlanta, Georgia)

Workweek. Our fixed workweek starts Sunday at 12:00 a.m. and ends Saturday at 11:59 p.m. Each workweek stands alone: hours are never averaged over two or more weeks.

Crew members. Crew members are non-exempt and are paid by the hour, starting at $16.00 per hour. All hours worked in excess of 40 in a workweek are paid at one and one-half times the regular rate, which includes production bonuses. Travel between job sites during the day is paid working time. Overtime must be approved in advance by your crew leader, but any overtime actually worked will always be paid.

Account managers. Account managers are exempt executive employees: they manage a team of at least two full-time crew members, have authority to hire and fire, and are paid a salary of $62,000 per year ($1,192.31 per week) that is not reduced for variations in the quality or quantity of work.

Records. We keep payroll records for at least three years and timecards and work schedules for at least three years.`,
    breaches: [],
  },
];
