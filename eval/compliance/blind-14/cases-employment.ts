import type { ComplianceCase } from "../types";

/**
 * Blind set 14, employment: GB (Working Time Regulations 1998, National Minimum Wage Act 1998 and Regulations 2015 at
 * the rates from 1 April 2026, Employment Rights Act 1996, statutory sick pay under the SSCBA 1992 as amended from 6
 * April 2026: no waiting days), the US Fair Labor Standards Act, and India's Code on Wages 2019 and OSH Code 2020 (in
 * force from 21 November 2025). Expected breaches judged as at EVAL_AS_OF (27 November 2026); lawful texts list none.
 * A minimum-wage underpayment lists the Act's s.1 with the Regulations' rate (reg. 4) as an accepted alternative.
 */
const nmw = (...more: string[]) => ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4", ...more];

export const blind14EmploymentCases: ComplianceCase[] = [
  {
    id: "b14-gb-events-zero-hours",
    jurisdiction: "GB",
    title: "GB events catering: zero-hours casual worker agreement",
    text: `Casual Worker Agreement — Silver Spoon Events Ltd, Leeds

1. Engagement. You are engaged as a casual catering assistant on a zero-hours basis. We do not guarantee any work and
you are not obliged to accept any shifts offered.

2. Pay. £12.71 per hour for all hours worked, paid weekly with a payslip.

3. Other work. While this agreement lasts you must not work for any other catering or hospitality business without
our written consent, even in weeks when we offer you no shifts.

4. Working time. By signing this agreement you agree that the 48-hour average weekly limit does not apply to you.
This opt-out is a condition of engagement and cannot be withdrawn while this agreement lasts.

5. Deductions. We may deduct from your wages any sum you owe us at any time, including the cost of breakages,
uniform, training and any losses we believe you caused, in whatever amount we decide.

6. Sickness. Statutory sick pay is paid from the fourth day of sickness; the first three days are waiting days and
are unpaid.

7. Holiday. You accrue holiday at 12.07% of the hours you work in each pay period, because your hours are irregular;
holiday pay is paid when you take the leave.

8. Breaks. You are entitled to a 20-minute unpaid break on any shift longer than six hours.`,
    breaches: [
      "uk-employment-rights-act-1996 27A",
      ["uk-working-time-regulations-1998 5", "uk-working-time-regulations-1998 4"],
      // Unlimited deductions, including for uniform and training at exactly the minimum rate.
      ["uk-employment-rights-act-1996 13", ...nmw("uk-national-minimum-wage-regulations-2015 13")],
      ["uk-sscba-1992 155", "uk-sscba-1992 151"],
    ],
  },
  {
    id: "b14-gb-parcel-depot-rota",
    jurisdiction: "GB",
    title: "GB parcel depot: night-and-morning rota and terms sheet",
    text: `Northgate Parcels Ltd — Depot 4 (Doncaster) rota, weeks 46-47, and key terms for sorters

Rota (same pattern every week):
Mon: 15:00-23:00 | Tue: 07:00-15:00 | Wed: 15:00-23:00 | Thu: 07:00-15:00 | Fri: 07:00-15:00 | Sat, Sun: off

Breaks: shifts are eight hours with no break, so that the conveyor never stops. Sorters may use the toilet when a
team leader can cover.

Pay: all sorters aged 21 and over are paid £11.90 an hour. Sorters aged 18 to 20 are paid £10.85 an hour.

Holiday: full-time sorters (five days a week) receive 20 days of paid holiday a year, including the eight bank
holidays.

Hours: sorters work 40 hours a week; no one is asked to work more than 48 hours a week on average.

Pay statements: itemised payslips are issued every week through the staff app.`,
    breaches: [
      ["uk-working-time-regulations-1998 10(1)", "uk-working-time-regulations-1998 10"],
      ["uk-working-time-regulations-1998 12(1)", "uk-working-time-regulations-1998 12"],
      nmw(),
      ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"],
    ],
  },
  {
    id: "b14-gb-cafe-manager-whatsapp",
    jurisdiction: "GB",
    title: "GB café: manager's WhatsApp messages to staff",
    text: `WhatsApp group "Bean There Café — Team" (Brighton), messages from the owner, Dan

[Mon 09:12] Morning all! New starter Priya (she's 24) is doing her trial shift on Saturday, 10-3. Trial shifts are
unpaid as usual, she's just showing us what she can do. If it goes well she starts properly next week at £12.71.

[Mon 09:15] Reminder: the till was £23 short on Friday. Whoever was on the till gets it taken off their wages this
week. We've never agreed anything in writing about this but that's how it works here.

[Tue 17:40] Holiday: nobody can take holiday between now and the end of March because we're short-staffed. Any days
you haven't taken by 31 March will be paid out as cash in April instead, and won't carry over. Easy.

[Tue 17:42] Also, shifts over 6 hours still get the 30-min break, don't skip it.

[Wed 08:05] Rota for next week is pinned. Everyone has at least one full day off.`,
    breaches: [
      nmw(),
      "uk-employment-rights-act-1996 13",
      ["uk-working-time-regulations-1998 13(9)", "uk-working-time-regulations-1998 13"],
    ],
  },
  {
    id: "b14-gb-hotel-offer-letter",
    jurisdiction: "GB",
    title: "GB hotel: offer letter for a housekeeping assistant",
    text: `Offer of employment — The Old Granary Hotel, York

Dear Tomasz,

We are pleased to offer you the position of Housekeeping Assistant, starting on 3 November 2026, at £12.71 per hour
for 40 hours a week, paid monthly.

Uniform: you must buy the hotel uniform from us at a cost of £180. By signing this letter you agree that this
amount will be deducted in full from your first month's pay.

Contract: a written statement of your terms of employment will be given to you once you have completed six months'
probation successfully.

Notice: during your first year of employment, the hotel may end your employment at any time without notice; you
must give us two weeks' notice.

Holiday: 28 days a year including bank holidays, pro rata for your start date.

Sickness: statutory sick pay in line with the statutory rules.

Please sign and return a copy of this letter to accept the offer.

Yours sincerely,
Rachel Holt, General Manager`,
    breaches: [
      nmw("uk-national-minimum-wage-regulations-2015 13"),
      ["uk-employment-rights-act-1996 1", "uk-employment-rights-act-1996 1(2)"],
      ["uk-employment-rights-act-1996 86(1)(a)", "uk-employment-rights-act-1996 86(1)"],
    ],
  },
  {
    id: "b14-gb-home-care-agency-terms",
    jurisdiction: "GB",
    title: "GB home-care agency: terms for care workers",
    text: `Care Worker Terms — Brightwell Home Care Ltd, Stoke-on-Trent

Pay. Care workers are paid £12.80 per hour for time spent in clients' homes. Travel time between visits (typically
2 to 3 hours a day, driving between consecutive clients during the working day) is not paid. A typical day has 6
hours of visits and 2.5 hours of travel between them, for which you receive £76.80.

Payslips. We do not issue payslips; the amount paid appears on your bank statement, and you may ask the office for a
breakdown.

Young care assistants. Care assistants aged 17 work the same 10-hour day shifts as other staff.

Holiday pay. All care workers, including full-time staff on fixed weekly rotas, receive holiday pay as an extra
12.07% added to each hour's pay ("rolled-up"), instead of being paid when they take leave.

Rest. Staff have at least 11 hours off between shifts and a 30-minute break in every shift over 6 hours.`,
    breaches: [
      nmw(),
      "uk-employment-rights-act-1996 8",
      ["uk-working-time-regulations-1998 5A", "uk-working-time-regulations-1998 5A(1)"],
      ["uk-working-time-regulations-1998 16B", "uk-working-time-regulations-1998 16"],
      // Corrected after the first run (round 16): 11 hours between shifts for 17-year-olds, who are entitled to 12.
      "uk-working-time-regulations-1998 10(2)",
    ],
  },
  {
    id: "b14-gb-printing-handbook-sickness",
    jurisdiction: "GB",
    title: "GB printing firm: staff handbook extract on sickness, holiday and notice",
    text: `Staff Handbook (extract) — Kingfisher Print Ltd, Swindon (revised September 2026)

4. Sickness absence
4.1 Report absence to your supervisor by 8 am on the first day.
4.2 Statutory sick pay (SSP): the first three days of any period of sickness are waiting days for which no SSP is
paid. SSP is paid from the fourth day of absence.
4.3 A fit note is required for absences of more than seven calendar days.

5. Holiday
5.1 Full-time staff are entitled to 28 days' holiday a year including bank holidays.
5.2 Holiday must be taken in the leave year. At the end of each leave year the company may, at its discretion, pay
staff for any untaken statutory holiday instead of allowing it to be taken.

6. Notice of termination
6.1 The company will give the following notice: during the first two years of service, one week; after two years'
service, two weeks, whatever the length of service.
6.2 Employees must give one week's notice.

7. Pay
7.1 Pay is monthly with an itemised payslip showing gross pay, deductions and net pay.`,
    breaches: [
      ["uk-sscba-1992 155", "uk-sscba-1992 151"],
      ["uk-working-time-regulations-1998 13(9)", "uk-working-time-regulations-1998 13"],
      ["uk-employment-rights-act-1996 86(1)(b)", "uk-employment-rights-act-1996 86(1)"],
    ],
  },
  {
    id: "b14-gb-solicitors-contract-lawful",
    jurisdiction: "GB",
    title: "GB law firm: legal secretary's contract (lawful)",
    text: `Written Statement of Employment Particulars — Harcourt & Lyle LLP, Norwich

Given to the employee on the first day of employment.

Employee: Megan Doyle. Employer: Harcourt & Lyle LLP. Job title: Legal Secretary. Start date: 2 February 2026; no
previous employment counts towards continuous employment. Place of work: 14 Tombland, Norwich NR3 1HF.

Pay: £26,000 a year, paid monthly in arrears on the 28th, with an itemised payslip.

Hours: 35 hours a week, Monday to Friday, 9.00 to 5.00 with a one-hour lunch break. Overtime is occasional,
voluntary and paid at time and a half.

Holiday: 25 days a year plus the eight bank holidays; the leave year runs from 1 January. In the first and last
year, holiday accrues pro rata. Holiday cannot be replaced by payment except on termination.

Sickness: notify your team leader by 9.30 am. Statutory sick pay is payable from the first day of sickness absence
in line with the statutory rules; the firm also pays full pay for up to 20 days a year after probation.

Probation: six months; during probation either party may end employment with one week's notice.

Notice: after probation, one month's notice from you; from us, one month or the statutory minimum (one week per
complete year of service up to twelve weeks) if greater.

Deductions: only those required by law or authorised by you in writing beforehand.

Pension: auto-enrolment into the firm's pension scheme (employer contribution 5%).

Training: the firm pays for mandatory training, including the legal secretaries' certificate course.

Other terms: disciplinary and grievance procedures are in the staff handbook, which also covers other paid leave
(family leave, compassionate leave). No collective agreement applies.`,
    breaches: [],
  },
  {
    id: "b14-gb-garden-centre-rota-lawful",
    jurisdiction: "GB",
    title: "GB garden centre: spring rota and note to staff (lawful)",
    text: `Greenfields Garden Centre, Shrewsbury — rota note for April 2026

Hi everyone — the rota for April is below. Please read the notes.

Full-time team (Mon-Fri or Wed-Sun): 08:30-17:00 with a 45-minute unpaid lunch and a 15-minute paid tea break.
Nobody works two shifts with less than 11 hours between them, and everyone gets two days off in a row each week.

Saturday staff (aged 16 and 17): 09:00-13:30 with a 30-minute break at 11:00. Young staff never work after 6 pm or
more than 8 hours in a day or 40 in a week.

Pay from 1 April: the new minimum rates apply, so staff aged 21 and over get at least £12.71 an hour, 18 to 20-year-
olds £10.85, and 16 and 17-year-olds £8.00. Our rates are 20p above those. Payslips are emailed each payday and show
the hours paid.

Holiday: full-timers have 28 days including bank holidays (Easter Monday counts as one of them); part-timers get the
same pro rata. Please book Easter leave by 20 March.

Sick? Call the duty manager before your shift. Statutory sick pay applies from day one of absence if you are eligible.

Thanks — Carol (Manager)`,
    breaches: [],
  },
  {
    id: "b14-us-tx-diner-handbook",
    jurisdiction: "US",
    title: "US Texas diner: server and kitchen pay policy",
    text: `Lone Star Diner (Austin, Texas) — Pay Policy for Hourly Staff

Servers are paid a cash wage of $2.13 an hour and keep tips; the tip credit makes up the federal minimum wage of
$7.25 if tips fall short. All tips go into a pool which is shared among servers, bussers, the shift managers and
the owner.

Overtime: overtime at time and a half is paid only for hours over 80 in a two-week pay period.

Comp time: instead of overtime pay, kitchen staff may choose to bank comp time, one hour off for each hour worked
over 40, to be taken in a later month.

Young workers: we hire 14- and 15-year-olds as hosts. During the school year they may work until 10 pm on school
nights, up to 5 hours a shift.

Records: time cards are kept for 2 years and payroll records for 3 years.`,
    breaches: [
      ["us-flsa 203(m)(2)(B)", "us-flsa 203(m)"],
      ["us-flsa 207(a)(1)", "us-flsa 207"],
      ["us-flsa 207(a)(1)", "us-flsa 207"],
      ["us-flsa 212(c)", "us-flsa 212"],
    ],
  },
  {
    id: "b14-us-oh-engineering-offer",
    jurisdiction: "US",
    title: "US Ohio engineering services firm: offer letter and timekeeping note",
    text: `Offer letter — Buckeye Survey Group, Inc. (Columbus, Ohio)

Dear Jordan,

We are pleased to offer you the position of Field Technician (survey crew). Your duties are operating survey
equipment, carrying gear and recording measurements under the crew chief's direction.

Salary: $600 per week. The position is classified as exempt, so no overtime is paid, although crews regularly work
50 hours a week during the surveying season.

Training period: for your first four weeks you will attend our in-house training programme, paid at a trainee rate of
$7.00 per hour.

Timekeeping: to keep our files small, time sheets and payroll records are kept for one year and then destroyed.

Benefits: health insurance after 60 days, 401(k) with 3% match.

Sincerely,
Dana Whitfield, Operations Manager`,
    breaches: [
      ["us-flsa 213(a)(1)", "us-flsa 207(a)(1)", "us-flsa 207"],
      ["us-flsa 206(a)(1)", "us-flsa 206"],
      ["us-flsa 211(c)", "us-flsa 211"],
    ],
  },
  {
    id: "b14-us-warehouse-handbook-lawful",
    jurisdiction: "US",
    title: "US Georgia warehouse: wage and hour handbook section (lawful)",
    text: `Peach State Logistics, LLC (Savannah, Georgia) — Employee Handbook, Section 5: Wages and Hours

5.1 Workweek. Our workweek runs from 12:00 am Sunday to 11:59 pm Saturday.

5.2 Pay rates. All non-exempt employees are paid at least $15.00 an hour, above the federal minimum wage of $7.25.

5.3 Overtime. Non-exempt employees are paid one and one-half times their regular rate of pay for all hours worked
over 40 in a workweek. The regular rate includes shift differentials and production bonuses. Overtime is not
averaged over two weeks, and we do not offer comp time instead of overtime pay.

5.4 Exempt positions. Supervisors and managers classified as exempt are paid a salary of at least $900 a week and
meet the duties tests for the executive or administrative exemption.

5.5 Timekeeping. Non-exempt employees must record all time worked, including pre-shift safety meetings and time spent
on required training. Working "off the clock" is prohibited. Payroll records are kept for at least three years and
time cards for at least two years.

5.6 Minors. We do not employ anyone under 18 in warehouse positions.

5.7 Breaks. Rest breaks of 20 minutes or less are paid.`,
    breaches: [],
  },
  {
    id: "b14-in-garment-unit-wages",
    jurisdiction: "IN",
    title: "IN garment unit: wage and working-hours notice to workers",
    text: `Notice to all workers — Sunrise Apparels Pvt Ltd, Noida (factory unit 2), December 2025

1. Wages for each month will be paid by the 15th of the following month.

2. Working hours are 9 hours a day, Monday to Saturday, with a one-hour lunch break. Sunday is the weekly holiday.

3. Work beyond normal hours during peak export season will be paid at the ordinary hourly rate (single rate).

4. The management may deduct from monthly wages up to 75% of wages for advances, damages to fabric, and fines for late
arrival.

5. Workers joining from 1 December 2025 will not be given letters of appointment; their names will be entered in the
attendance register.

6. Wages are credited to workers' bank accounts; wage slips will be given each month.`,
    breaches: [
      "in-code-on-wages-2019 17",
      ["in-code-on-wages-2019 14", "in-osh-code-2020 27"],
      "in-code-on-wages-2019 18",
      "in-osh-code-2020 6",
    ],
  },
  {
    id: "b14-in-it-services-exit-policy",
    jurisdiction: "IN",
    title: "IN IT services company: exit and overtime policy for support staff",
    text: `HR Policy HR-07 — Exit settlement and extra hours (Nexora Tech Services Pvt Ltd, Hyderabad; support centre staff)

1. Scope. This policy applies to support-centre employees covered by the labour codes, effective from 1 January 2026.

2. Normal hours. Normal working hours are 8 hours a day and 48 hours a week, with a weekly day off.

3. Overtime. Hours worked beyond normal hours are paid at one and a half times the ordinary rate of wages.

4. Full and final settlement. When an employee resigns or is removed from employment, the wages due will be paid
within 45 days of the last working day, after clearance from all departments.

5. Appointment letters. Every employee receives a letter of appointment on joining.

6. Wage payment. Monthly wages are credited by the 7th of the following month.`,
    breaches: [
      ["in-code-on-wages-2019 17(2)", "in-code-on-wages-2019 17"],
      ["in-code-on-wages-2019 14", "in-osh-code-2020 27"],
    ],
  },
];
