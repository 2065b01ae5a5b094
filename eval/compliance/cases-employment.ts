import type { ComplianceCase } from "./types";

/**
 * Employment contracts and staff policies: Great Britain (Working Time Regulations 1998, National Minimum Wage Act
 * 1998 and Regulations 2015, Employment Rights Act 1996, statutory sick pay under Part XI of the Social Security
 * Contributions and Benefits Act 1992), the US FLSA and India's labour codes. Rates and rules as on 27 November 2026.
 */
export const employmentCases: ComplianceCase[] = [
  {
    id: "gb-zero-hours-contract",
    jurisdiction: "GB",
    title: "GB zero-hours contract: irrevocable 48-hour opt-out, exclusivity, unlimited till-shortage deductions",
    text: `Casual Worker Agreement — QuickServe Cafés Ltd
1. This is a zero hours contract. The Company is not obliged to offer you any work and you are not obliged to accept any work offered.
2. Your rate of pay is £12.80 per hour.
3. You agree that the 48-hour limit on average weekly working time in regulation 4 of the Working Time Regulations 1998 shall not apply to you. This agreement may not be withdrawn.
4. While this agreement is in force you must not work for any other employer without the Company's prior written consent.
5. Any shortfall in your till at the end of a shift will be deducted in full from your next wages, whatever the amount.
6. Holiday accrues at 12.07% of the hours you work.`,
    breaches: ["uk-working-time-regulations-1998 5", "uk-employment-rights-act-1996 27A", "uk-employment-rights-act-1996 18"],
  },
  {
    id: "gb-warehouse-contract-low-pay",
    jurisdiction: "GB",
    title: "GB warehouse operative: below the National Living Wage, short holiday, uniform deduction",
    text: `Statement of Main Terms of Employment — Midlands Fulfilment Ltd
Employee: Jordan Reeves (aged 24). Start date: 1 December 2026. Job title: Warehouse Operative. Place of work: Unit 4, Hinckley Park, Leicestershire.
Hours: 40 hours per week, Monday to Friday, 8:00 to 16:30 with a 30-minute unpaid lunch break.
Pay: £11.90 per hour, paid monthly in arrears by bank transfer.
Holiday: 20 days per year including bank holidays.
The cost of your uniform and safety boots (£120) will be deducted from your first month's pay.
Sick pay: statutory sick pay only. Notice: one week from either party during the first two years, thereafter one week per complete year of service.
Probation: 3 months. Training: induction and forklift training paid for by the Company.`,
    breaches: [
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"],
      ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"],
      ["uk-national-minimum-wage-regulations-2015 13", "uk-national-minimum-wage-regulations-2015 12"],
    ],
  },
  {
    id: "gb-care-home-policy",
    jurisdiction: "GB",
    title: "GB care home staff handbook: no breaks on long shifts, 8 hours between shifts, SSP from day four",
    text: `Staff Handbook (extract) — Meadowbank Care Homes Ltd
Working time: Day shifts run from 07:00 to 19:00. Because of the needs of our residents, staff do not take rest breaks during a shift.
Staff may be rostered to finish a late shift at 22:00 and start an early shift at 06:00 the next morning.
Sickness: Statutory sick pay is payable from the fourth qualifying day of sickness absence; the first three days are unpaid waiting days.
Staff must report sickness by telephone before 06:00 on the first day of absence.`,
    breaches: ["uk-working-time-regulations-1998 12", "uk-working-time-regulations-1998 10", "uk-sscba-1992 155"],
  },
  {
    id: "gb-apprentice-offer",
    jurisdiction: "GB",
    title: "GB apprentice offer letter: apprentice rate below the minimum, day's notice",
    text: `Offer of Apprenticeship — Brightside Electrical Ltd
We are pleased to offer you an apprenticeship as an Electrical Installation Apprentice, starting on 5 January 2027, at our Norwich depot.
You will be paid £7.20 per hour for 37.5 hours per week, as permitted for apprentices in their first year.
Holiday: 28 days a year including bank holidays.
Either party may end your employment at any time by giving one day's notice.`,
    breaches: [
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"],
      "uk-employment-rights-act-1996 86",
    ],
  },
  {
    id: "gb-office-contract-good",
    jurisdiction: "GB",
    title: "GB office contract: lawful terms throughout (no breach expected)",
    text: `Contract of Employment — Greenway Architects LLP
Employee: Priya Shah. Start date: 4 January 2027. Job title: Architectural Assistant. Place of work: 20 King Street, Manchester M2 6AZ.
Salary: £32,000 per year, paid monthly in arrears.
Hours: 37.5 hours per week, Monday to Friday, 9:00 to 17:30 with a one-hour lunch break. You may be asked to work reasonable additional hours; you may opt out of the 48-hour limit only if you wish, and you may end any opt-out by giving us seven days' written notice.
Holiday: 25 days a year plus the eight bank holidays.
Sick pay: statutory sick pay from the first day of sickness absence, plus full pay for up to four weeks in any 12 months.
Notice: one month from either party, or the statutory minimum if greater.
Deductions: we may deduct from your final salary any overpayment of wages or holiday taken in excess of entitlement, and you agree to this in writing by signing this contract.
Probation: 6 months. Pension: auto-enrolment into our workplace pension scheme. Training: the Company pays for ARB registration.`,
    breaches: [],
  },
  {
    id: "gb-security-guard-opt-out-condition",
    jurisdiction: "GB",
    title: "GB security firm: opt-out a condition of hire, six months to withdraw",
    text: `Terms and Conditions — Sentinel Guarding Ltd
Signing the attached 48-hour opt-out agreement is a condition of employment with Sentinel Guarding.
An officer who wishes to end the opt-out must give six months' written notice.
Pay: £13.10 per hour.`,
    breaches: ["uk-working-time-regulations-1998 5"],
  },
  {
    id: "gb-retail-rolled-up-holiday",
    jurisdiction: "GB",
    title: "GB retailer: rolled-up holiday pay for full-time staff on fixed hours",
    text: `Contract of Employment — Corner Stores Ltd
You will work 39 hours per week on a fixed rota of Monday to Saturday.
Your hourly rate of £15.00 includes an additional 12.07% in respect of holiday pay, so no further payment is made when you take holiday.
Holiday: 5.6 weeks a year.`,
    breaches: ["uk-working-time-regulations-1998 16"],
  },
  {
    id: "gb-hospitality-contract-no-particulars",
    jurisdiction: "GB",
    title: "GB bar worker's one-line contract: written statement particulars missing",
    text: `Employment agreement — The Red Lion (Henley) Ltd
You will work as bar staff at The Red Lion from 1 December 2026. The manager will tell you your shifts each week.
Signed: Manager`,
    breaches: ["uk-employment-rights-act-1996 1"],
  },
  {
    id: "us-restaurant-handbook",
    jurisdiction: "US",
    title: "US restaurant handbook: overtime only after 80 hours a fortnight, trainee rate below $7.25",
    text: `Employee Handbook (extract) — Lone Star Diner LLC (Texas)
Pay periods are two weeks long. Overtime at one and one-half times the regular rate is paid only for hours worked over 80 in a two-week pay period.
New trainees of any age are paid $6.50 per hour for their first 90 days.
Kitchen staff are classified as non-exempt.
Time records are kept for 12 months and then destroyed.`,
    breaches: ["us-flsa 207", "us-flsa 206", "us-flsa 211"],
  },
  {
    id: "us-startup-offer-exempt",
    jurisdiction: "US",
    title: "US start-up offer: 'exempt' assistant on $600 a week, no overtime",
    text: `Offer Letter — Brightpath Analytics Inc. (Colorado office)
Position: Office Assistant. Classification: salaried, exempt from overtime.
Salary: $600 per week. As an exempt employee you will not receive overtime pay for hours worked over 40 in a week.
Duties: answering phones, scheduling, filing and data entry.`,
    breaches: ["us-flsa 213", "us-flsa 207"],
  },
  {
    id: "us-warehouse-policy-good",
    jurisdiction: "US",
    title: "US warehouse pay policy: lawful overtime and records (no breach expected)",
    text: `Pay Practices Policy — Great Plains Distribution Inc.
The workweek runs from Sunday 00:00 to Saturday 23:59. Non-exempt associates are paid one and one-half times their regular rate for all hours worked over 40 in a workweek.
Starting pay is $16.00 per hour.
Payroll records are kept for at least three years, and time cards for at least two years.`,
    breaches: [],
  },
  {
    id: "in-factory-appointment-letter",
    jurisdiction: "IN",
    title: "Indian factory appointment letter: wages paid by the 15th, dues after 45 days, overtime at single rate",
    text: `Appointment Letter — Deccan Auto Components Pvt. Ltd., Pune
Your wage period is monthly. Wages for each month will be paid by the 15th day of the following month.
Overtime work will be paid at your normal hourly rate.
On resignation or termination, your full and final settlement will be paid within 45 days of your last working day.
Normal working hours are 10 hours per day, six days a week.`,
    breaches: ["in-code-on-wages-2019 17", "in-code-on-wages-2019 14", "in-osh-code-2020 25"],
  },
  {
    id: "in-it-company-policy-good",
    jurisdiction: "IN",
    title: "Indian IT company wage policy within the Code on Wages (no breach expected)",
    text: `Salary and Working Hours Policy — Nilgiri Software Services Pvt. Ltd., Bengaluru
Salaries are paid monthly, before the 7th day of the following month, by bank transfer.
On resignation or termination, wages due are paid within two working days.
Normal working hours are 8 hours a day and 48 hours a week; overtime is paid at twice the normal rate of wages.`,
    breaches: [],
  },
  {
    id: "in-contractor-wage-policy",
    jurisdiction: "IN",
    title: "Indian staffing contractor: two-month wage period",
    text: `Wage Policy — Ganga Manpower Services
Wages of contract workers are calculated and paid every two months, within ten days after the end of the period.
Deductions for damage to equipment are made at the supervisor's discretion without giving the worker an opportunity to explain.`,
    breaches: ["in-code-on-wages-2019 16", ["in-code-on-wages-2019 18", "in-code-on-wages-2019 21"]],
  },
];
