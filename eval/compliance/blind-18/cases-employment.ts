import type { ComplianceCase } from "../types";

/**
 * Blind set 18, employment: GB (the Working Time Regulations 1998, the National Minimum Wage Act 1998 and Regulations
 * 2015, the Employment Rights Act 1996 ss. 1, 18, 27A, 86, statutory sick pay without waiting days since 6 April 2026),
 * the US FLSA (overtime per workweek, the white-collar salary level of $684 a week enforced after the 2024 rule was
 * vacated, records), and India's Code on Wages 2019 and Code on Social Security 2020 (in force since 21 November 2025).
 * Lawful texts list none.
 */
export const blind18EmploymentCases: ComplianceCase[] = [
  {
    id: "b18-gb-warehouse-zero-hours",
    jurisdiction: "GB",
    title: "GB warehouse: zero-hours casual worker agreement",
    text: `ParcelPoint Logistics Ltd — Casual Worker Agreement (pickers and packers, Daventry)

1. Hours. There are no guaranteed hours. We offer shifts through the app; you may accept or decline them.
2. Pay. £12.71 per hour (you have confirmed you are 21 or over), paid weekly in arrears.
3. Other work. While this agreement is in force you must not work for any other warehouse, courier or retailer
   without our written permission.
4. Working time. You agree that the 48-hour weekly limit does not apply to you. This opt-out is a condition of
   engagement and cannot be withdrawn while you work for us.
5. Uniform. Your hi-vis jacket, two branded T-shirts and safety boots (£60 in total) will be deducted from your first
   weekly pay. The induction week is one 8-hour shift.`,
    breaches: [
      "uk-employment-rights-act-1996 27A",
      "uk-working-time-regulations-1998 5",
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 13"],
    ],
  },
  {
    id: "b18-gb-office-statement-ok",
    jurisdiction: "GB",
    title: "GB accountancy practice: written statement of particulars (extract)",
    text: `Hartley & Moss LLP — Statement of main terms, given to you on your first day (6 July 2026)

Employer: Hartley & Moss LLP, 14 Mill Street, Leeds. Employee: Priya Shah, Audit Assistant, from 6 July 2026.
Pay: £27,500 a year, paid monthly on the last working day. Hours: 37.5 a week, Monday to Friday 9:00–17:30 with an
unpaid hour for lunch. Probation: 3 months, same notice as below.
Holiday: 28 days a year including the 8 bank holidays (pro rata in your first year); the holiday year runs January to
December.
Sick pay: statutory sick pay from your first day of sickness; company sick pay after probation as in the handbook.
Notice: you give one week; we give one week, rising to one week per complete year of service after two years (up to
12 weeks).
Deductions: we only deduct what the law requires (tax, NI, pension) or what you have agreed to in writing beforehand.
Training: the ACA training contract is paid for by us. Pension: auto-enrolment, details attached.`,
    breaches: [],
  },
  {
    id: "b18-gb-phone-shop-whatsapp",
    jurisdiction: "GB",
    title: "GB phone repair shop: manager's WhatsApp to staff",
    text: `"FixIt Crew 🔧" WhatsApp group — message from Dan (store manager), Sunday 8:42pm

"Right team, new rota's pinned. Saturday shifts are 9 till 5:30 straight through, no breaks, it's our busiest day —
grab a bite between customers if it's quiet.

Also new starters from now on do a 6 hour unpaid trial shift on the floor first (serving customers, doing screen
repairs) — if they're good we take them on, if not no harm done. Cheers 👍"`,
    breaches: ["uk-working-time-regulations-1998 12", "uk-national-minimum-wage-act-1998 1"],
  },
  {
    id: "b18-gb-fashion-store-pay-policy",
    jurisdiction: "GB",
    title: "GB fashion retailer: pay and holiday policy for store staff",
    text: `Ruby Lane Boutiques Ltd — Store Colleague Pay & Holiday Policy (forms part of your contract)

Till and stock losses: any shortfall found when your till is cashed up, and any stock loss in your section, will be
deducted in full from your next pay.

Holiday: full-time colleagues (5 days a week) receive 20 days' paid holiday a year, which includes the 8 bank
holidays.

Leaving: after probation, either the company or the colleague can end employment on one week's notice, whatever the
colleague's length of service.`,
    breaches: [
      "uk-employment-rights-act-1996 18",
      ["uk-working-time-regulations-1998 13A", "uk-working-time-regulations-1998 13"],
      "uk-employment-rights-act-1996 86",
    ],
  },
  {
    id: "b18-gb-care-home-sickness-policy",
    jurisdiction: "GB",
    title: "GB care home group: sickness absence and onboarding policy (updated September 2026)",
    text: `Meadowbank Care Homes Ltd — Staff Handbook, section 7 (updated 1 September 2026)

7.1 Sick pay. If you are off sick you will receive Statutory Sick Pay from the fourth qualifying day of your absence.
    The first three qualifying days are "waiting days" and are unpaid.
7.2 You must phone your home manager before your shift starts on each day of absence.

Section 2 (Starting with us): you will receive your written contract and statement of terms once you have completed
your 3-month probation period successfully.`,
    breaches: [["uk-sscba-1992 155", "uk-sscba-1992 151"], "uk-employment-rights-act-1996 1"],
  },
  {
    id: "b18-us-diner-handbook",
    jurisdiction: "US",
    title: "US diner chain: employee handbook, pay section",
    text: `Lone Star Diner Group LLC (Texas) — Team Member Handbook, section 4 "Pay"

4.1 Pay periods are two weeks long. Overtime is calculated per pay period: hours worked above 80 in the two-week period
    are paid at time-and-a-half. Working 50 hours one week and 30 the next is therefore straight time.
4.2 Shift supervisors are paid a salary of $620 per week and are classified as exempt; they are not paid overtime,
    whatever hours they work.
4.3 Hourly team members clock in and out on the POS system.`,
    breaches: ["us-flsa 207", ["us-flsa 213", "us-flsa 207"]],
  },
  {
    id: "b18-us-warehouse-pay-ok",
    jurisdiction: "US",
    title: "US distribution center: pay practices notice",
    text: `Red River Distribution, Inc. (Fort Worth, Texas) — How you are paid

• Hourly associates: $18.00 per hour; night shift differential $1.50 per hour.
• Workweek: Sunday 12:00 am to Saturday 11:59 pm. Every hour over 40 in a workweek is paid at one and a half times
  your regular rate, which includes the shift differential and production bonuses. Weeks are never averaged.
• Operations managers are salaried at $1,150 per week; they manage a department, direct the work of at least two
  full-time associates and have a real say in hiring and firing.
• Records: payroll records are kept for at least three years, and time punches and schedules for at least two.`,
    breaches: [],
  },
  {
    id: "b18-in-garment-factory-notice",
    jurisdiction: "IN",
    title: "Indian garment factory: notice to workers on wages and overtime",
    text: `Shree Ganesh Apparels, MIDC Bhosari, Pune — Notice No. 14/2026 (posted on the notice board, 2 November 2026)

All tailors, helpers and checkers are informed:
1. Monthly wages for each month will be paid on the 20th of the following month, by bank transfer.
2. Overtime beyond the normal 8-hour day will be paid at the ordinary hourly rate (single rate), as per company
   practice.
3. Workers must mark attendance on the biometric machine at entry and exit.

— Factory Manager`,
    breaches: ["in-code-on-wages-2019 17", "in-code-on-wages-2019 14"],
  },
  {
    id: "b18-in-it-fixed-term-offer",
    jurisdiction: "IN",
    title: "Indian IT services company: fixed-term offer letter",
    text: `Vistara Infotech Solutions Pvt. Ltd. (Hyderabad; about 2,500 employees) — Offer of fixed-term employment

Dear Mr. Rao,
We are pleased to offer you the position of Test Engineer on a fixed-term contract of two years from 1 December 2026.
Salary: INR 7,20,000 per annum, paid monthly; salary for each month is credited on the 12th of the following month.
Gratuity: as your engagement is for less than five years, no gratuity will be payable on completion of the contract.
Notice: one month on either side.

HR Department`,
    breaches: ["in-code-on-wages-2019 17", "in-code-on-social-security-2020 53"],
  },
  {
    id: "b18-us-saas-sales-slack",
    jurisdiction: "US",
    title: "US software start-up: Slack thread about inside sales pay",
    text: `#people-ops (Slack), Tuesday

Maya (COO): For the new inside sales reps (SDRs), let's do a $32,000 annual salary, classified exempt — no overtime
even when they do 50-hour weeks during quarter end. They're making cold calls and booking demos from the office.
Jon (Finance): ok. Also, since they're salaried, we'll stop collecting timesheets for them, and I'm setting payroll
exports to auto-delete after 12 months to save storage.
Maya: 👍 ship it.`,
    breaches: [["us-flsa 213", "us-flsa 207"], "us-flsa 211"],
  },
];
