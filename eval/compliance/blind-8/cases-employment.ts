import type { ComplianceCase } from "../types";

/**
 * Blind set 8, employment terms: GB (Working Time Regulations 1998, National Minimum Wage Act 1998 and Regulations
 * 2015, Employment Rights Act 1996) and US (Fair Labor Standards Act). Each text's `breaches` were written from the
 * statutes (as summarised in shared/domain/compliance-obligations-reference.md) before any rule pack was run on it,
 * without reading the rule code or any earlier blind set's texts. Rates as at EVAL_AS_OF (27 November 2026): GB
 * National Living Wage £12.71 an hour from 1 April 2026 (21 and over); US federal minimum $7.25, white-collar salary
 * level $684 a week. The US texts are set in Tennessee and Texas, whose minimum wage is the federal one, so that no
 * state-law breach goes unlisted. A text with `breaches: []` is lawful on the topics it covers.
 */
export const blind8EmploymentCases: ComplianceCase[] = [
  {
    // Zero-hours: exclusivity is unenforceable (ERA s.27A); an opt-out the worker can never end (WTR reg. 5: 7 days'
    // notice, or up to 3 months if agreed); £11.90 for workers who must be 21 or over (NLW £12.71).
    id: "b8-gb-courier-zero-hours",
    jurisdiction: "GB",
    title: "GB courier zero-hours agreement: no other work allowed, permanent 48-hour opt-out, £11.90 for over-21s",
    text: `SwiftDrop Logistics Ltd – Casual Courier Agreement

Worker: Daniel Okafor. Start date: 1 September 2026.

1. Engagement. You are engaged as a casual worker. We don't promise you any minimum number of hours or drops; we offer shifts through the SwiftDrop app as work comes in, and you can accept or turn them down. Shift offers state the days and times. Collections are from our Park Royal depot, with deliveries across West London.

2. Pay. £11.90 for every hour worked, paid weekly in arrears, with an itemised payslip in the app. The rate is the same for every courier; you must be 21 or over to drive for us.

3. Other work. While this agreement is in force you must not do delivery or courier work for anyone else, including other delivery apps, without our written permission.

4. Working time. You agree that the 48-hour average weekly limit will not apply to you. Signing this opt-out is a condition of being offered shifts, and it cannot be withdrawn while you work with us.

5. Holiday. You build up paid holiday at 12.07% of the hours you work, which you can book through the app.

6. Sickness and other leave. Statutory Sick Pay when you are eligible; no other paid leave beyond what the law gives.

7. Pension and benefits. Auto-enrolment into our workplace pension if you are eligible; no other benefits. There is no probation period.

8. Training. A half-day induction on safe loading and driving, paid at your hourly rate, which you must complete before your first shift.

9. Rules. Our disciplinary and grievance rules are in the Courier Handbook, given to you with this agreement.

10. Ending the agreement. Either of us may end this agreement at any time by notice through the app.`,
    breaches: [
      "uk-employment-rights-act-1996 27A",
      "uk-working-time-regulations-1998 5",
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"],
    ],
  },
  {
    // No uninterrupted 20-minute break on 8-hour shifts (reg. 12); 20 days including bank holidays for a full-timer
    // (5.6 weeks, 28 days: regs. 13 and 13A); 3 days' notice after probation (ERA s.86: at least one week).
    id: "b8-gb-contact-centre-terms",
    jurisdiction: "GB",
    title: "GB contact-centre statement: logged in all shift with 5-minute breaks, 20 days' holiday with bank holidays, 3 days' notice",
    text: `Northern Lights Energy Services Ltd – Statement of Main Terms of Employment

Employee: Jamie Clarke. Job title: Customer Service Adviser.
Start date: 2 March 2026; your continuous employment starts on that date.
Place of work: our Leeds contact centre (you may sometimes work from home with your manager's agreement).

Pay: £28,500 a year, paid monthly on the last working day by bank transfer, with an itemised payslip.

Hours: 40 hours a week, Monday to Saturday on a rota of five shifts a week, each of 8 hours between 8am and 8pm.

Breaks: advisers stay logged in to the phone system for the whole shift so that the call queues are covered. You may take short comfort breaks of up to 5 minutes when the queue allows, and meals are eaten at your desk between calls.

Holiday: 20 days' paid holiday a year, which includes the 8 bank holidays. The holiday year runs from January to December.

Sickness: Statutory Sick Pay when you are eligible, under the sickness absence procedure in the Staff Handbook.
Other paid leave: statutory family leave and pay only.
Pension: auto-enrolment into our workplace pension scheme. No other benefits.
Probation: 3 months.
Training: two weeks of paid induction training, which you must complete.

Notice: during probation either side may end your employment with one week's notice. After probation, either side must give 3 days' notice in writing.

Disciplinary and grievance rules: see the Staff Handbook. No collective agreement affects your terms. You will not be asked to work outside the UK.`,
    breaches: [
      "uk-working-time-regulations-1998 12",
      ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"],
      "uk-employment-rights-act-1996 86",
    ],
  },
  {
    // Lawful: above the NLW, 30-minute break on 6.5-hour shifts, 5.6 weeks' holiday, statutory notice, and till
    // shortages deducted only under a written term agreed beforehand and within the 10% retail cap (ERA ss.13, 18).
    id: "b8-gb-deli-statement-lawful",
    jurisdiction: "GB",
    title: "GB delicatessen written statement with a capped till-shortage deduction (lawful)",
    text: `Corner Larder Ltd – Written Statement of Employment Particulars

Employer: Corner Larder Ltd, 22 High Street, Frome BA11 1AA. Employee: Sam Patel.
Start date: 6 April 2026; your continuous employment starts on that date.
Job title: Shop Assistant. Place of work: our Frome shop.

Pay: £12.90 an hour, whatever your age, paid weekly on Fridays by bank transfer, with an itemised payslip showing your gross pay, each deduction and your net pay. If the National Minimum Wage ever rises above your rate, your pay rises with it.

Hours: 30 hours a week over five days, Tuesday to Saturday, 9am to 3.30pm. Any overtime is voluntary and paid at your normal hourly rate.

Breaks and rest: a 30-minute unpaid lunch break on every shift, away from the till. You will always have at least 11 hours off between shifts and two full days off each week (Sunday and Monday).

Holiday: 5.6 weeks a year, which for your five-day week is 28 days including bank holidays, paid at your normal pay. The holiday year runs from April to March. When you leave we pay you for any statutory holiday you have not taken.

Sick pay: Statutory Sick Pay when you are eligible. Tell your manager by 8am on your first day off sick.
Other paid leave: maternity, paternity, adoption, shared parental and parental bereavement leave and pay as the law provides.
Pension: auto-enrolment into NEST if you are eligible; otherwise you may ask to join.
Probation: 3 months, with a review meeting at the end.
Training: a Level 2 food hygiene course in your first month, paid for and provided by us.

Till shortages: if there is a cash shortage on a till for which you alone were responsible, we will look into it with you first, and may then deduct the shortage from your pay, but never more than 10% of your gross pay on any pay day. By signing this statement before you start work, you agree to this.

Notice: after one month's service we will give you at least one week's notice, and after two years one week for each complete year of service, up to twelve weeks. You must give us one week's notice.

Disciplinary and grievance procedures: in the Staff Handbook, given to you with this statement. No collective agreement affects your terms. You will not be asked to work outside the UK.`,
    breaches: [],
  },
  {
    // $6.50 for adult new hires (s.206: $7.25; the under-20 training wage does not reach adults); overtime after 80
    // hours a fortnight (s.207: over 40 in each workweek); "exempt" shift leads on $560 a week (s.213(a)(1) needs
    // $684); time and payroll records deleted after 12 months (s.211(c), 29 CFR 516: 3 and 2 years).
    id: "b8-us-warehouse-handbook",
    jurisdiction: "US",
    title: "Tennessee warehouse handbook: $6.50 training rate, overtime after 80 hours a fortnight, $560 exempt leads, 12-month records",
    text: `Volunteer State Fulfillment LLC – Employee Handbook
Section 5: Pay and Hours (Memphis, Tennessee warehouse)

5.1 Pay period. We pay every two weeks. Each pay period is 14 days, starting on a Monday.

5.2 Starting pay. All new hires, adults included, start at a training rate of $6.50 an hour for their first 90 days. After that, pay moves to $15.00 an hour.

5.3 Overtime. Hourly associates earn time-and-a-half for hours worked beyond 80 in a pay period. Hours up to 80 in a pay period are paid at the regular rate, however they fall across the two weeks.

5.4 Shift leads. Shift leads are paid a salary of $560 a week and are exempt from overtime.

5.5 Records. Time-clock punches and payroll records are kept for 12 months and then deleted.`,
    breaches: ["us-flsa 206", "us-flsa 207", "us-flsa 213", "us-flsa 211"],
  },
  {
    id: "b8-us-dental-pay-practices-lawful",
    jurisdiction: "US",
    title: "Texas dental practice pay practices (lawful)",
    text: `Lone Star Family Dental PLLC (Austin, Texas) – Team Handbook: Pay Practices

Workweek: Sunday 12:00 am to Saturday 11:59 pm. Paydays are every other Friday.

Non-exempt team members (dental assistants, hourly hygienists and front desk): you are paid for all hours worked, including morning huddles and required training, as recorded on the time clock. Starting rates are at least $17.00 an hour.

Overtime: hours over 40 in a workweek are paid at one and a half times your regular rate, which includes shift differentials and production bonuses. Each workweek stands alone: we do not average hours over the two weeks of a pay period, and we do not give comp time instead of overtime pay.

Exempt team members: the office manager and associate dentists are paid a salary of at least $1,000 a week and carry out managerial or professional duties. We do not make improper deductions from exempt salaries.

Records: payroll records and time cards are kept for at least three years.

Questions about your pay go to the office manager. We do not retaliate against anyone who raises a pay concern.`,
    breaches: [],
  },
];
