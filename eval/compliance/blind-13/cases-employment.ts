import type { ComplianceCase } from "../types";

/**
 * Blind set 13, employment: GB (Working Time Regulations 1998, National Minimum Wage Act 1998 and Regulations 2015 at
 * the rates from 1 April 2026, Employment Rights Act 1996, statutory sick pay under the SSCBA 1992 as amended from 6
 * April 2026) and the US Fair Labor Standards Act. Expected breaches judged as at EVAL_AS_OF (27 November 2026); lawful
 * texts list none.
 */
export const blind13EmploymentCases: ComplianceCase[] = [
  {
    id: "b13-gb-office-contract-lawful",
    jurisdiction: "GB",
    title: "GB insurance broker: full-time contract of employment (lawful)",
    text: `Statement of Main Terms of Employment — Kestrel Insurance Brokers Ltd

This statement is given on your first day of employment and, with the Staff Handbook referred to, forms your
contract.

Employee: Samira Khan. Job title: Account Handler. Place of work: 3 Victoria Square, Birmingham B1 1BD. Start date:
5 January 2026. No previous employment counts towards continuity.

Pay: £27,300 a year (£14.00 an hour for 37.5 hours a week), paid monthly on the last working day with an itemised pay
statement.

Hours: Monday to Friday, 9.00 am to 5.00 pm, with a one-hour unpaid lunch break. You will not be asked to work more than
48 hours a week on average. If you choose to sign an opt-out from the 48-hour limit, that is entirely voluntary, and
you may cancel it at any time by giving 7 days' written notice.

Holiday: 28 days a year including the eight bank holidays (5.6 weeks). Holiday not taken cannot be paid for instead,
except on leaving, when untaken holiday accrued in the leave year is paid.

Sickness: notify your manager by 9.30 am on the first day. Statutory sick pay is paid from the first day of absence,
in line with the statutory rules. The company also pays full salary for up to 10 working days a year.

Probation: three months, with one week's notice on either side during it.

Notice: after one month's service, you must give one month's notice. We will give you one month's notice, or your
statutory entitlement if greater (one week for each complete year of service, up to twelve weeks).

Deductions: we will only make deductions from your pay that are required by law (tax, National Insurance, pension
contributions) or that you have agreed to in writing in advance, such as repayment of a season-ticket loan.

Pension: you will be enrolled in the company's workplace pension scheme.

Training: you must complete our compulsory regulatory training in the first three months, paid for by the company.

Benefits: private medical cover after probation; life assurance of four times salary.

Disciplinary and grievance procedures are in the Staff Handbook.`,
    breaches: [],
  },
  {
    id: "b13-us-manufacturing-handbook-lawful",
    jurisdiction: "US",
    title: "US manufacturer: wage and hour policy (lawful)",
    text: `Prairie Components LLC (Nebraska) — Wage and Hour Policy

1. Minimum wage. All hourly employees are paid at least the higher of the federal minimum wage ($7.25 per hour) and
the Nebraska minimum wage. Our starting rate for production associates is $16.50 per hour.

2. Workweek. Our workweek runs from 12:00 a.m. Sunday to 11:59 p.m. Saturday. Each workweek stands alone: hours are
not averaged over two or more weeks.

3. Overtime. Non-exempt employees are paid one and one-half times their regular rate of pay for all hours worked over
40 in a workweek. The regular rate includes shift differentials and production bonuses. Overtime must be approved in
advance, but all overtime worked is paid, approved or not. We do not give compensatory time off instead of overtime
pay.

4. Exempt positions. Only positions that meet the duties tests and are paid a salary of at least $684 per week are
classified as exempt. Our lowest exempt salary is $58,000 per year.

5. Recording time. Non-exempt employees clock in and out on the time clock, including for meal breaks of 30 minutes
or more. Working "off the clock" is not allowed.

6. Records. Payroll records are kept for at least three years; time cards, work schedules and wage-rate tables for at
least two years, as the Department of Labor's rules require.

7. Young workers. We do not employ anyone under 18 in production roles.

8. Questions. Contact Payroll at payroll@prairiecomponents.com. Employees will not be retaliated against for raising
pay concerns.`,
    breaches: [],
  },
  {
    id: "b13-gb-retail-pay-and-deductions-policy",
    jurisdiction: "GB",
    title: "GB convenience-store chain: pay and deductions policy in a non-contractual handbook",
    text: `QuickStop Stores — Colleague Handbook: Pay, Payslips and Deductions

This handbook is for guidance only and does not form part of your contract of employment. It may be changed at any
time.

Pay day. Colleagues are paid every four weeks on a Friday by bank transfer.

Payslips. To save paper, payslips are no longer issued. Colleagues who want a payslip can ask the Store Manager, who
will print one within 14 days. Your P60 is issued each year.

Breakages and damage. If stock, equipment or fixtures are damaged through a colleague's carelessness, the Store
Manager may decide to deduct the cost from the colleague's pay. The colleague will be told of the amount on the payslip
(if requested).

Till shortages. All shortages found at the end of a shift are recovered in full from the colleague responsible, in the
next pay packet, however large the shortage is.

Uniform. Your first two polo shirts are provided free of charge.

Pay queries. Speak to your Store Manager or email payroll@quickstop.co.uk. Underpayments are corrected in the next pay
run.`,
    breaches: [
      ["uk-employment-rights-act-1996 8"],
      ["uk-employment-rights-act-1996 13"],
      ["uk-employment-rights-act-1996 18", "uk-employment-rights-act-1996 13"],
    ],
  },
  {
    id: "b13-gb-cafe-zero-hours-contract",
    jurisdiction: "GB",
    title: "GB café chain: zero-hours contract of employment",
    text: `Brew & Bun Ltd — Zero Hours Contract of Employment

Employee: Jordan Pike. Start date: 2 March 2026. Job: team member, Leeds Kirkgate café.

1. Hours. There are no guaranteed hours. Shifts are offered through the rota app each Thursday for the following week.
You may turn down any shift.

2. Pay. £12.80 per hour, paid weekly by bank transfer with an itemised payslip through the app.

3. Other work. While you are employed by Brew & Bun you must not work for any other café, restaurant or food outlet,
whether or not you have been offered shifts by us, without the Area Manager's written permission.

4. Holiday. You accrue paid holiday in line with the Working Time Regulations 1998.

5. Sickness. Tell your manager before your shift starts. Statutory sick pay is payable from the fourth day of
sickness absence; the first three days are unpaid waiting days.

6. Till shortages. Any shortage found when your till is cashed up will be deducted in full from your next weekly pay.
By signing this contract you agree to this deduction.

7. Ending the contract. Either party may end this contract at any time by giving 24 hours' notice.

8. Breaks. For shifts over six hours you get an unpaid 30-minute break.

Signed: J. Pike / for Brew & Bun Ltd.`,
    breaches: [
      ["uk-employment-rights-act-1996 27A"],
      ["uk-sscba-1992 155", "uk-sscba-1992 151"],
      ["uk-employment-rights-act-1996 18"],
      ["uk-employment-rights-act-1996 86"],
    ],
  },
  {
    id: "b13-gb-warehouse-handbook-working-time",
    jurisdiction: "GB",
    title: "GB fulfilment warehouse: staff handbook chapter on hours, breaks and holidays",
    text: `NorthPoint Fulfilment Ltd — Staff Handbook, Chapter 4: Working hours, breaks and holidays

4.1 Hours. Standard shifts are 10 hours, four days a week, with overtime offered in peak season (October to
January). The average working week is calculated over a 17-week reference period.

4.2 The 48-hour limit. Because of peak-season demand, all warehouse operatives are required, as a condition of
employment, to sign the opt-out form in Appendix B agreeing to work more than 48 hours a week on average. The opt-out
remains in force for the whole of the employee's employment and cannot be withdrawn.

4.3 Breaks. Each 10-hour shift includes one paid 15-minute break, taken when the line supervisor decides. There are no
other breaks.

4.4 Daily and weekly rest. Shifts are rostered so that there are at least 11 hours between the end of one shift and
the start of the next, and at least one full day off each week.

4.5 Holidays. Full-time operatives (four 10-hour days a week) receive 20 days' paid holiday a year, which includes the
eight public holidays. Part-time staff receive a pro-rata amount.

4.6 Holiday pay. Holiday is paid at the employee's normal weekly pay, including regularly worked overtime.`,
    breaches: [
      ["uk-working-time-regulations-1998 5"],
      ["uk-working-time-regulations-1998 12"],
      ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"],
    ],
  },
  {
    id: "b13-gb-design-agency-whatsapp-rota",
    jurisdiction: "GB",
    title: "GB design agency: WhatsApp messages from the studio manager during a campaign push",
    text: `[WhatsApp group "Kite Studio — Launch crew"]

[Mon 14:02] Rhiannon (Studio Manager): Right team, the Halcyon launch is 3 weeks away so here's the plan 👇

[Mon 14:04] Rhiannon: From this Wednesday until the launch we're working 16 days straight, no days off, weekends
included. Days off come back after launch, promise!

[Mon 14:05] Rhiannon: Evening shifts finish at 1am (client review calls with the US), and the morning stand-up is 9am
sharp the same day, everyone in, no exceptions. Ubers home are on the company.

[Mon 14:07] Rhiannon: Holiday — I know some of you have days booked in this period. Those are cancelled, sorry. BUT
Ade in finance says you can sell any of your remaining holiday back to the company at £120 a day, paid in the November
payroll. Just message me how many days you want to sell, no limit.

[Mon 14:09] Tom: Can we take a proper lunch break at least?

[Mon 14:10] Rhiannon: Yes of course, 45 mins lunch every day is protected 🙏

[Mon 14:12] Rhiannon: Pay for all the extra hours goes through at your normal hourly rate as usual, everyone's over
the minimum wage anyway.`,
    breaches: [
      ["uk-working-time-regulations-1998 11"],
      ["uk-working-time-regulations-1998 10"],
      ["uk-working-time-regulations-1998 13(9)", "uk-working-time-regulations-1998 13A"],
    ],
  },
  {
    id: "b13-gb-pub-contract-rolled-up-holiday",
    jurisdiction: "GB",
    title: "GB pub company: bar supervisor contract with rolled-up holiday pay",
    text: `The Anchor & Crown (Norwich) Ltd — Written Statement of Employment Particulars

Employee: Dan Okafor. Job title: Bar Supervisor. Start date: 6 April 2026. Place of work: The Anchor & Crown, 4 Elm
Hill, Norwich.

Hours: 40 hours a week on a fixed rota, Tuesday to Saturday, 2.00 pm to 11.00 pm with a one-hour unpaid break. The
rota does not change from week to week.

Pay: £13.10 an hour, paid weekly, with an itemised payslip.

Holiday: you are entitled to 5.6 weeks' holiday a year. Holiday pay is not paid when you take holiday. Instead, an
extra 12.07% is added to your hourly rate and shown on your payslip as "holiday pay", so you are paid for your holiday
throughout the year as you work.

Sickness: statutory sick pay is paid from the first day of sickness absence.

Notice: during the first month no notice is required. After that, you must give two weeks' notice. We will give you
one week's notice until you have two years' service, then one week for each complete year, up to twelve weeks.

Deductions: none, other than those required by law, unless you agree in writing beforehand.

Pension: you will be auto-enrolled into our workplace pension scheme after three months.

Grievance and disciplinary rules are displayed in the staff room.`,
    breaches: [["uk-working-time-regulations-1998 16", "uk-working-time-regulations-1998 13"]],
  },
  {
    id: "b13-gb-salon-young-apprentice",
    jurisdiction: "GB",
    title: "GB hair salon: letter to a 17-year-old apprentice",
    text: `Studio Twenty Hair — Apprenticeship Agreement cover letter

Dear Chloe,

Welcome to Studio Twenty! We're delighted you are joining us as an apprentice hairdresser from 7 September 2026 on the
Level 2 Hair Professional apprenticeship, with one day a week at Leicester College.

Your pay: as an apprentice in your first year you will be paid £8.00 an hour for all hours in the salon and at
college.

Your hours: six-hour days in the salon, 9.30 am to 3.30 pm, Tuesday to Saturday, plus your college day on Monday. So
your only day off each week is Sunday.

Breaks: you will have one 15-minute break during each six-hour salon day; we ask everyone to take it between clients.

Holidays: 28 days a year including bank holidays.

Your written statement of particulars is enclosed with this letter. Please read it and sign one copy.

We look forward to seeing you on the 7th!

Mel Turner
Salon Owner`,
    breaches: [["uk-working-time-regulations-1998 12"], ["uk-working-time-regulations-1998 11"]],
  },
  {
    id: "b13-gb-manufacturer-sickness-policy",
    jurisdiction: "GB",
    title: "GB packaging manufacturer: sickness absence and sick pay policy (revised October 2026)",
    text: `Carr Packaging Ltd — Sickness Absence and Sick Pay Policy (revised 1 October 2026)

1. Reporting sickness. Phone your supervisor before your shift starts on the first day of absence. You can
self-certify for the first seven calendar days; after that, we need a fit note from a GP or other healthcare
professional.

2. Statutory sick pay (SSP).
2.1 SSP is payable for the fourth and later qualifying days of a period of sickness. The first three qualifying days
are waiting days for which no SSP is paid.
2.2 Employees whose average weekly earnings are below the Lower Earnings Limit for National Insurance (currently
£125 a week) are not entitled to SSP. This mainly affects part-time cleaners and weekend staff.
2.3 SSP is paid at the flat rate of £118.75 a week, pro rata for each qualifying day.
2.4 SSP is paid for up to 28 weeks in any period of entitlement.

3. Company sick pay. After two years' service, employees receive full pay for the first five days of sickness absence
in a rolling year, inclusive of SSP.

4. Return to work. Your supervisor will hold a short return-to-work meeting on your first day back.

5. Records. Sickness records are kept confidentially by HR.`,
    breaches: [
      ["uk-sscba-1992 155", "uk-sscba-1992 151"],
      ["uk-sscba-1992 151", "uk-sscba-1992 155"],
      ["uk-sscba-1992 157", "uk-sscba-1992 151"],
    ],
  },
  {
    id: "b13-gb-coffee-shop-offer-letter",
    jurisdiction: "GB",
    title: "GB coffee shop: offer letter to a 19-year-old barista",
    text: `The Daily Grind (Bristol) Ltd
12 Park Street, Bristol BS1 5HX

14 September 2026

Dear Ellie,

Offer of employment — Barista

Following your interview, we are delighted to offer you the post of Barista at our Park Street shop, starting on
Monday 28 September 2026. As you are 19, your hourly rate will be £10.50 per hour, rising to our adult rate when you
turn 21.

Your first two weeks will be a training period. During these two weeks you will work normal rota shifts (about 30
hours a week) alongside an experienced barista, serving customers and making drinks. The training period is unpaid;
your paid employment starts in week three.

Your hours will normally be 30 hours a week over five days, on a rota published a fortnight in advance. You will be
entitled to 5.6 weeks' paid holiday a year, pro rata.

Your written statement of terms and conditions (your contract) will be issued to you once you have successfully
completed your three-month probationary period. Until then, this letter sets out your pay and hours.

Please sign and return the enclosed copy to confirm your acceptance.

Yours sincerely,

Marcus Dean
Owner`,
    breaches: [
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4A"],
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4A"],
      ["uk-employment-rights-act-1996 1"],
    ],
  },
  {
    id: "b13-us-restaurant-handbook",
    jurisdiction: "US",
    title: "US restaurant group: servers' pay and tips section of the employee handbook",
    text: `Harbor Grill Restaurant Group (Texas) — Employee Handbook, Section 5: Pay, Tips and Overtime

5.1 Servers and bartenders. Tipped team members are paid a cash wage of $2.13 per hour. Harbor Grill takes a tip
credit of $5.12 per hour toward the $7.25 federal minimum wage; we explain the tip credit to every tipped employee in
writing at hire. If your tips plus cash wage do not reach $7.25 for every hour in a workweek, we make up the
difference.

5.2 Tip pool. All tips are pooled at the end of each shift. The pool is shared among servers, bartenders, bussers,
and the shift manager and general manager on duty, who receive two shares each in recognition of their role in
customer service.

5.3 Overtime. Our pay period is two weeks. Overtime at one and one-half times the regular rate is paid for hours worked
over 80 in a pay period.

5.4 Comp time. Instead of overtime pay, team members may be given paid time off later in the pay period or the next
pay period, one hour off for each hour worked over 40 in a week.

5.5 Time records. All hours are recorded on the POS clock-in system and kept with payroll records for three years.`,
    breaches: [["us-flsa 203"], ["us-flsa 207"], ["us-flsa 207"]],
  },
  {
    id: "b13-us-retail-assistant-manager-offer",
    jurisdiction: "US",
    title: "US discount retailer: offer letter to an exempt assistant store manager",
    text: `DollarWise Stores, Inc. — Offer Letter

Dear Mr. Alvarez,

We are pleased to offer you the position of Assistant Store Manager at our Tulsa, Oklahoma store, reporting to the
Store Manager, beginning October 5, 2026.

Compensation: a salary of $31,200 per year ($600 per week), paid bi-weekly.

Classification: this position is classified as exempt from overtime under the Fair Labor Standards Act. You will not
be paid for hours worked over 40 in a workweek. Store management positions typically work 50 to 55 hours per week.

Duties: you will supervise the store team of 8 to 12 associates, direct their work, take part in hiring decisions,
and manage inventory and cash handling with the Store Manager.

Time and pay records: DollarWise keeps payroll records for all employees for 12 months, after which they are securely
shredded.

Benefits: medical, dental and vision coverage after 60 days; 10 days' paid time off.

Please sign below to accept this offer.

Sincerely,
Regional HR Manager`,
    breaches: [["us-flsa 213", "us-flsa 207"], ["us-flsa 211"]],
  },
];
