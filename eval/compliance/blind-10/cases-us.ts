import type { ComplianceCase } from "../types";

const FLSA = "us-flsa";

/**
 * Blind set 10, US texts under the Fair Labor Standards Act (29 U.S.C. §§ 201 ff.): handbooks, offer letters, emails
 * and policies of employers in Texas, Georgia and Tennessee, where no higher state minimum wage applies, so that no
 * state-law breach goes unlisted. Written with their expected breaches before any run by a helper who had not read the
 * rule code or any earlier blind set's texts. Figures: minimum wage $7.25 an hour (§ 206); tipped cash wage $2.13 with
 * the tip credit, tips kept by employees and never by managers or supervisors (§ 203(m)); time and a half over 40
 * hours in a workweek, no averaging across weeks and no compensatory time off for private employers (§ 207); records
 * kept as the regulations require, time cards two years and payroll three (§ 211(c), 29 CFR part 516); white-collar
 * exemption only with a salary of at least $684 a week and exempt duties (§ 213(a)(1)); 14- and 15-year-olds not after
 * 7 pm on a school night (§ 212, 29 CFR 570.35). `breaches: []`: lawful on the topics the text covers.
 */
export const blind10UsCases: ComplianceCase[] = [
  {
    // Shift managers take part in the tip pool (§ 203(m)(2)(B)); no top-up when tips leave a server under $7.25
    // (the tip credit needs tips making up the difference: § 203(m)(2)(A), § 206).
    id: "b10-us-tx-restaurant-tip-pool-managers",
    jurisdiction: "US",
    title: "Texas restaurant server policy: shift managers in the tip pool, no top-up on slow shifts",
    text: `Lone Star Smokehouse – Server & Bar Policy (Austin, TX)

Pay. Servers and bartenders are paid $2.13 per hour plus tips. Our tip credit is explained in the onboarding packet.

Tip pool. All cash and credit card tips go into one house pool at the end of each shift. The pool is divided by hours worked among servers, bartenders, bussers, food runners and the shift managers on duty, because our shift managers run food and help on the floor on busy nights.

Slow shifts. Tips vary and some weeknight shifts are quiet. Tipped work means your income goes up and down with the business; the restaurant does not add anything to your $2.13 if tips are low on a given shift or week.

Side work. Roll silverware and restock stations before clocking out.`,
    breaches: [`${FLSA} 203`, [`${FLSA} 206`, `${FLSA} 203`]],
  },
  {
    // Lawful: tip credit with notice, a top-up to $7.25 for the workweek, pool among front-of-house staff only.
    id: "b10-us-ga-diner-tip-credit-lawful",
    jurisdiction: "US",
    title: "Georgia diner tip notice: $2.13 cash wage with a top-up to $7.25, managers kept out of the pool (lawful)",
    text: `Peach Street Diner (Macon, GA) – Notice to tipped employees

Under the federal Fair Labor Standards Act, we are telling you in writing how your pay works before we take a tip credit:

1. Your cash wage is $2.13 per hour. We take a tip credit of $5.12 per hour, so that your cash wage plus the tip credit equals the federal minimum wage of $7.25 per hour.
2. The tip credit can never be more than the tips you actually receive. If your tips for any workweek are not enough to bring you to at least $7.25 for every hour worked, we pay you the difference on your paycheck for that week.
3. All tips you receive are yours, except for the tip pool described below. The diner never keeps any part of your tips.
4. Tip pool: servers share 15% of their tips with bussers and the counter cook. Owners, managers and supervisors do not take any part of the pool.
5. We will not take a tip credit unless you have been told about these rules.

Questions? Ask Darlene in the office.`,
    breaches: [],
  },
  {
    // Overtime only after 80 hours in the two-week pay period (§ 207: over 40 in each workweek, no averaging); time
    // records purged after one year (§ 211(c) and 29 CFR 516.6: two years).
    id: "b10-us-tx-warehouse-biweekly-overtime",
    jurisdiction: "US",
    title: "Texas distribution warehouse handbook: overtime after 80 hours per pay period, time records purged after a year",
    text: `Gulf Coast Distribution LLC – Associate Handbook (Houston, TX)

Section 6: Pay Practices

6.1 Pay periods. Associates are paid every other Friday for the two-week period ending the previous Saturday.

6.2 Overtime. Hourly associates receive overtime pay at one and one-half times their regular hourly rate for all hours worked in excess of 80 hours in a two-week pay period. Because schedules vary with freight volume, a heavy week followed by a light week balances out within the pay period.

6.3 Timekeeping. Associates clock in and out with the badge reader at the dock door. Supervisors approve timecards each Monday.

6.4 Records. To keep our systems lean, electronic time punches and timecards are purged after 12 months. Payroll registers are kept by our payroll provider.

6.5 Direct deposit is required for all associates.`,
    breaches: [`${FLSA} 207`, `${FLSA} 211`],
  },
  {
    // Lawful: overtime over 40 per fixed workweek, no averaging, bonuses in the regular rate, records kept longer than
    // required.
    id: "b10-us-tn-plant-overtime-lawful",
    jurisdiction: "US",
    title: "Tennessee plant overtime policy: over 40 per workweek, bonuses in the regular rate (lawful)",
    text: `Volunteer Plastics Inc. – Overtime and Timekeeping Policy (Knoxville, TN)

Workweek. Our workweek starts at 12:00 a.m. Sunday and ends at 11:59 p.m. Saturday. Each workweek stands alone; hours are never averaged over two or more weeks.

Overtime. Non-exempt employees are paid one and one-half times their regular rate of pay for every hour worked over 40 in a workweek. Federal law does not require overtime for more than 8 hours in a day, so a 10-hour day in a 36-hour week is paid at straight time.

Regular rate. Shift differentials, production bonuses and attendance bonuses are included in the regular rate when overtime is calculated.

Authorization. Please get your supervisor's approval before working overtime. If you do work unapproved time, you will be paid for it and it must be recorded; repeated unapproved overtime may lead to coaching.

Records. Time records are kept for four years and payroll records for five years.

Minimum pay. The starting rate for production associates is $15.50 per hour.`,
    breaches: [],
  },
  {
    // Comp time at straight time instead of overtime pay (§ 207: private employers pay cash; comp time is for public
    // agencies); unapproved overtime left unpaid and unrecorded (hours suffered or permitted must be paid, § 207, and
    // recorded, § 211).
    id: "b10-us-tx-agency-comp-time-email",
    jurisdiction: "US",
    title: "Texas marketing agency email: comp time instead of overtime, don't record unapproved hours",
    text: `From: Jenna Morales, Operations Director
To: All hourly staff (coordinators, designers, studio assistants)
Subject: New approach to extra hours – effective Dec 1
Company: Bright Banner Creative, Dallas TX

Hi team,

Q4 has been huge (thank you!), but payroll costs for overtime have been too. Starting December 1:

1. No more overtime pay. If you work more than 40 hours in a week, you'll bank comp time instead, hour for hour, to use within the same quarter. Think of it as extra PTO!

2. All extra hours need sign-off from me in advance. If you stay late without approval, that's your choice – please don't put unapproved hours on your timesheet, because they won't be paid.

3. Timesheets are due every Friday by 3pm in Harvest.

Thanks for understanding – we're a small shop and this keeps us flexible.

Jenna`,
    breaches: [`${FLSA} 207`, [`${FLSA} 211`, `${FLSA} 207`]],
  },
  {
    // Called exempt on $600 a week (below $684) in a customer-service role with no exempt duties (§ 213(a)(1) does
    // not apply), so its 45-50 hour weeks owe overtime (§ 207).
    id: "b10-us-ga-call-center-exempt-offer",
    jurisdiction: "US",
    title: "Georgia call-centre offer letter: salaried 'exempt' associate on $31,200 a year, no overtime",
    text: `SouthPoint Customer Solutions – Offer Letter

November 23, 2026

Dear Marcus,

We are pleased to offer you the position of Customer Care Associate at our Atlanta contact center, reporting to the Team Lead, Inbound Billing.

Compensation: a salary of $31,200 per year ($600 per week), paid biweekly.

Classification: this is a salaried, exempt position. As an exempt employee you are not eligible for overtime pay.

Schedule: our center is open 7am–9pm. Associates typically work 45 to 50 hours per week during open enrollment and billing peaks, following the schedule set by Workforce Management.

Duties: answer inbound customer calls and chats about billing, follow call scripts and the knowledge base, escalate disputes over $50 to your Team Lead, and meet quality and handle-time targets.

Benefits: medical, dental and vision from the first of the month after 30 days; 401(k) with 3% match.

Please sign and return by November 30.

Sincerely,
Tamika Reed, HR Business Partner`,
    breaches: [`${FLSA} 213`, `${FLSA} 207`],
  },
  {
    // Lawful: an exempt store manager on $68,000 who runs the store and hires; assistants hourly with overtime.
    id: "b10-us-tx-store-manager-exempt-lawful",
    jurisdiction: "US",
    title: "Texas hardware chain: exempt general manager on $68,000, hourly leads paid overtime (lawful)",
    text: `Ridgeline Hardware – Job Description: Store General Manager (San Antonio, TX)

Status: Full-time, salaried, exempt from overtime.
Salary: $68,000 per year, paid biweekly; quarterly bonus based on store results.

Summary: The General Manager runs the store as a business and is responsible for its results. The GM supervises a team of about 14 full-time equivalent employees, including two assistant managers.

Main duties:
• Manage the store: sales, margins, inventory, loss prevention and budgets.
• Hire, train, schedule, evaluate and discipline team members; recommendations on terminations and promotions are followed by the District Manager.
• Direct the work of assistant managers and department leads.

Related roles: Department Leads and Cashiers are hourly, non-exempt positions. They are paid time and one-half for all hours over 40 in a workweek and record all time worked in the timeclock system.`,
    breaches: [],
  },
  {
    // Register shortages and a $25 uniform deducted from cashiers on $7.25 (wages must be paid free and clear: § 206);
    // 14- and 15-year-olds closing at 10 pm on school nights (§ 212, 29 CFR 570.35: 7 pm in the school year).
    id: "b10-us-tn-convenience-store-handbook",
    jurisdiction: "US",
    title: "Tennessee convenience store handbook: shortages and uniform deducted at $7.25, 14-year-olds closing at 10 pm",
    text: `QuickStop Markets – Cashier Handbook (Chattanooga, Tennessee)

Starting pay: $7.25 per hour for all new cashiers.

Uniform: each cashier receives two QuickStop shirts. The cost ($25) is deducted from your first paycheck.

Register accountability: your drawer is counted at the start and end of your shift. Any shortage, and any gas drive-off that happens on your shift, will be deducted from your next paycheck.

Young workers: we hire from age 14 with a work permit where required. Cashiers aged 14 and 15 may work the evening shift (4pm–10pm) on school nights and close the store with a shift lead.

Breaks: cashiers working 6 hours or more get a 30-minute unpaid meal break.`,
    breaches: [`${FLSA} 206`, `${FLSA} 206`, `${FLSA} 212`],
  },
  {
    // Three days of compulsory orientation unpaid (§ 206: hours worked paid at least $7.25); trainees paid straight time
    // for hours over 40 (§ 207).
    id: "b10-us-ga-home-care-orientation",
    jurisdiction: "US",
    title: "Georgia home-care agency: unpaid three-day orientation, straight time over 40 hours while in training",
    text: `Magnolia Home Companions – New Hire Welcome (Savannah, GA)

Welcome aboard! Here is how your first weeks will work.

Orientation (unpaid): before your first paid shift you will attend our mandatory three-day orientation (Monday to Wednesday, 9am–4pm) covering client care, infection control, our scheduling app and agency policies. Orientation is unpaid because it is a condition of being placed with clients.

Pay: companions and home health aides are paid $11.00 per hour for client visits.

Training period: during your first 60 days you are in training status. Hours you work over 40 in a workweek during training are paid at your straight-time hourly rate; time-and-a-half starts once training status ends.

Travel between clients on the same day is paid at your hourly rate.`,
    breaches: [`${FLSA} 206`, `${FLSA} 207`],
  },
];
