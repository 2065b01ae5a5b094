import type { ComplianceCase } from "../types";

/**
 * Blind set 15, employment: GB working time (48-hour limit and opt-out, rest, breaks, young workers, holiday and
 * holiday pay), the national minimum wage (rate and deductions taking pay below it), unlawful deductions (ERA ss. 13,
 * 18), the written statement (s. 1), notice (s. 86), exclusivity in zero-hours contracts (s. 27A), statutory sick pay
 * (no waiting days from 6 April 2026); the US FLSA (overtime, tips, the white-collar salary level, minimum wage); India's
 * Code on Wages 2019 (in force from 21 November 2025). Pairs on one topic follow each other. Lawful texts list none.
 */
export const blind15EmploymentCases: ComplianceCase[] = [
  {
    id: "b15-gb-restaurant-rota-email",
    jurisdiction: "GB",
    title: "GB restaurant: head chef's rota email to kitchen staff",
    text: `From: Dean (Head Chef), The Copper Kettle, Harrogate
To: Kitchen team (all aged 21+)
Subject: Rota from Monday

Right team, new rota while we're two chefs down:

Mon–Sat: in for 7am, finish when the last table is cleared, usually about 11pm on Fri and Sat, 8pm the rest of the
week. Sunday off.

Fri close is 11pm and Saturday breakfast prep starts 6am, so Friday closers are back in at 6am Saturday.

No set breaks during service — grab a bite when it's quiet. If it's not quiet, it's not quiet.

I know this is long hours. Nobody here has signed anything about the 48-hour thing and I'm not asking anyone to; the
team is expected to stay until the job is done, however long it takes. This will run for at least the next three
months.

Cheers, Dean`,
    breaches: ["uk-working-time-regulations-1998 4", "uk-working-time-regulations-1998 10", "uk-working-time-regulations-1998 12"],
  },
  {
    id: "b15-gb-logistics-opt-out-lawful",
    jurisdiction: "GB",
    title: "GB logistics firm: working hours clause and opt-out form (lawful)",
    text: `Northway Logistics Ltd — Contract of employment, clause 6 (Hours) and Annex B

6.1 Your normal hours are 40 per week, Monday to Friday, 8am to 4:30pm, with an unpaid 30-minute lunch break.
6.2 Overtime may be offered at busy times. You are not obliged to work hours that would take your average working
week over 48 hours unless you choose to sign the opt-out in Annex B.
6.3 You will always have at least 11 consecutive hours off between shifts and at least one full day off each week.
6.4 Holiday: 28 days a year including bank holidays, paid at your normal rate of pay including regular overtime.

Annex B — Voluntary opt-out from the 48-hour average weekly limit
I agree that the 48-hour average limit in regulation 4 of the Working Time Regulations 1998 will not apply to me.
I understand that signing this is my choice, that I will not be treated any differently if I do not sign, and that I
can cancel this agreement at any time by giving Northway Logistics 7 days' written notice.

Signed: ______________ Date: __________`,
    breaches: [],
  },
  {
    id: "b15-gb-care-agency-offer-letter",
    jurisdiction: "GB",
    title: "GB home-care agency: offer letter",
    text: `BrightDays Home Care Ltd, Norwich

Dear Priya,

We are delighted to offer you the position of Care Assistant, 5 days a week, starting 4 January 2027.

Hours: our carers regularly work 55–60 hours a week. The enclosed 48-hour opt-out must be signed and returned with this
letter; we cannot confirm your start date without it. Once signed, the opt-out stays in place for as long as you work
for us and cannot be cancelled.

Holiday: 20 days a year, including the 8 bank holidays.

Sick pay: statutory sick pay only. As usual, SSP is not paid for the first three days of any period of sickness.

Pay: £13.10 per hour, paid monthly.

We look forward to welcoming you to the team.

Gemma Hale, Registered Manager`,
    breaches: ["uk-working-time-regulations-1998 5", ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"], "uk-sscba-1992 155"],
  },
  {
    id: "b15-gb-printing-firm-handbook",
    jurisdiction: "GB",
    title: "GB printing firm: staff handbook extract on holiday pay and sickness",
    text: `Inkwell Print Ltd (Coventry) — Staff Handbook, section 7

7.1 All our production staff work fixed shifts of 37.5 hours a week, Monday to Friday, all year round.

7.2 Holiday pay. Instead of being paid when you go on holiday, an extra 12.07% is added to your hourly rate every week
and shown as "holiday pay" on your payslip. When you take your 28 days' leave you will not be paid for those days,
as you have already received your holiday pay.

7.3 Sickness. Tell your supervisor by 8am on your first day off. The first three days off sick are unpaid; statutory
sick pay kicks in from day four.

7.4 Payslips. Your itemised payslip is emailed on each pay day.`,
    breaches: ["uk-working-time-regulations-1998 16", "uk-sscba-1992 155"],
  },
  {
    id: "b15-gb-car-wash-pay",
    jurisdiction: "GB",
    title: "GB car wash: WhatsApp message to staff about pay",
    text: `[WhatsApp — "Sparkle Hand Car Wash Staff" group, Leicester, 3 May 2026]

Owner: Morning all. From this month everyone is on £11.50 an hour flat, whatever your age — the lads who are 22, 25,
30, same rate for all. Business is tight and that's what we can do. Hours stay the same, 45 a week. Anyone not happy,
let me know.

Owner: Also reminder: you clock in when the first car comes in, not when you arrive. If you're standing around at
8am waiting for customers, that's not work.`,
    breaches: [["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"]],
  },
  {
    id: "b15-gb-hotel-uniform-deduction",
    jurisdiction: "GB",
    title: "GB hotel: contract clause on uniforms and pay",
    text: `The Seaview Hotel (Scarborough) Ltd — Terms for housekeeping staff (aged 21 and over), clause 5

5.1 Pay: £12.80 per hour for a 40-hour week, paid weekly.

5.2 Uniform: housekeeping staff must wear the Seaview uniform (tunic, trousers and non-slip shoes) bought from the
hotel. You agree that the cost of £160 will be deducted from your pay in four weekly instalments of £40 during your
first month.

5.3 Accommodation is not provided.

Signed by the employee on 1 June 2026, before starting work.`,
    breaches: [["uk-national-minimum-wage-regulations-2015 12", "uk-national-minimum-wage-regulations-2015 13", "uk-national-minimum-wage-act-1998 1"]],
  },
  {
    id: "b15-gb-fashion-store-deductions",
    jurisdiction: "GB",
    title: "GB fashion store: area manager's email on till shortages and lockers",
    text: `From: Area Manager, Lumen Fashion Stores Ltd (West Midlands)
To: All store staff
Subject: Till shortages and lockers

Hi all,

Two things from Head Office:

1. Till shortages. Any shortage on your till at cashing-up will be taken in full from your next wages, however big it
is. Last month one colleague's shortage was £310 against gross pay of £1,800, and that will be recovered in one go.
(Your contracts already say shortages can be recovered from pay.)

2. Lockers. From this month we'll take £15 off everyone's pay for the new staff lockers. This isn't in anyone's
contract and we're not asking you to sign anything — it's just the new policy and it starts on this month's payroll.

Thanks for your understanding,
Karen`,
    breaches: ["uk-employment-rights-act-1996 18", "uk-employment-rights-act-1996 13"],
  },
  {
    id: "b15-gb-startup-onboarding-email",
    jurisdiction: "GB",
    title: "GB tech start-up: onboarding email to a new employee",
    text: `From: People Ops, Quillstack Ltd (London)
To: Sam Okafor
Subject: Welcome aboard!

Hi Sam,

So excited you're starting on Monday as a Junior Developer (£34,000, full-time)! A few housekeeping points:

- Paperwork: we don't issue contracts or any written terms until you've passed your 6-month probation — we've found
  it saves a lot of admin for people who don't stay. Until then, this email is all you'll get.
- Notice: during your first year either side can end employment with one day's notice, whatever your length of
  service.
- Kit: your laptop will be on your desk.

See you Monday!
People Ops`,
    breaches: ["uk-employment-rights-act-1996 1", "uk-employment-rights-act-1996 86"],
  },
  {
    id: "b15-gb-events-staffing-zero-hours",
    jurisdiction: "GB",
    title: "GB events staffing agency: zero-hours worker agreement",
    text: `EventCrew UK Ltd — Casual Worker Agreement (zero hours)

1. EventCrew will offer you shifts at concerts and festivals when they are available. There is no guarantee of any
hours and you are free to turn down any shift.

2. Pay: £12.85 an hour, paid weekly; holiday accrues at 12.07% of hours worked.

3. While this agreement is in force you must not work for any other events, hospitality or staffing business, whether
or not EventCrew is offering you shifts, without our prior written permission. Breach of this clause is gross
misconduct.

4. Either party may end this agreement at any time by written notice.`,
    breaches: ["uk-employment-rights-act-1996 27A"],
  },
  {
    id: "b15-gb-theatre-casual-terms-lawful",
    jurisdiction: "GB",
    title: "GB theatre: casual front-of-house worker terms (lawful)",
    text: `Riverside Playhouse Trust — Terms for casual front-of-house workers

You'll receive this statement of your terms before your first shift.

Work: we'll offer you shifts on show nights. You don't have to accept, we don't have to offer, and you're free to
work for anyone else, including other theatres and venues, whether or not we're offering you shifts.

Pay: £12.90 an hour (you must be 21 or over for this role), paid fortnightly by bank transfer with an itemised
payslip. Training and briefings before doors open are paid time. We make no deductions from pay other than tax and
National Insurance, and pension contributions if you are enrolled.

Breaks: a paid 20-minute break on any shift longer than 6 hours.

Holiday: because your hours are irregular, holiday accrues at 12.07% of the hours you work and you can take it as paid
leave or, as allowed for irregular-hours workers, receive it as rolled-up holiday pay shown separately on each payslip.

Sick pay: statutory sick pay from your first day of sickness, if you qualify.`,
    breaches: [],
  },
  {
    id: "b15-us-diner-overtime-tips",
    jurisdiction: "US",
    title: "US diner chain: server and line-cook pay policy",
    text: `Sunny Side Diners, Inc. (Ohio and Indiana) — Pay Policy for Hourly Staff

Pay period. We pay every two weeks. Overtime at time-and-a-half is paid only for hours over 80 in the two-week pay
period. Working 50 hours one week and 30 the next is 80 hours: no overtime.

Tip pool. All servers' tips go into a pool split at the end of each shift between servers, bussers and the shift
manager on duty, who gets a 15% share for keeping the floor running.

Meal breaks. 30-minute unpaid meal breaks when business allows.

Time records. Punch-clock records are kept for three years.`,
    breaches: ["us-flsa 207", ["us-flsa 203(m)", "us-flsa 203"]],
  },
  {
    id: "b15-us-retail-assistant-manager-exempt",
    jurisdiction: "US",
    title: "US discount retailer: assistant manager offer and trainee pay",
    text: `ValuMart Stores LLC (Texas) — Offer of employment

Position: Assistant Store Manager (salaried, exempt). Salary: $30,000 per year, paid biweekly. Because this is an
exempt position, you will not be paid overtime; assistant managers typically work 50–55 hours a week, mostly
stocking shelves and running a register, with some supervision of the cashiers.

Store trainees (separate note to HR): during the first week of training, new cashiers are paid a training rate of
$6.00 an hour; the regular rate of $9.50 an hour starts in week two.`,
    breaches: [["us-flsa 213(a)(1)", "us-flsa 207"], "us-flsa 206"],
  },
  {
    id: "b15-us-software-firm-pay-lawful",
    jurisdiction: "US",
    title: "US software firm: pay practices summary (lawful)",
    text: `Pinecrest Software, Inc. (Oregon) — Pay practices summary for new hires

Non-exempt (hourly) roles — support agents, QA testers: paid at least the Oregon minimum wage, which is above the
federal $7.25. Overtime at one and a half times the regular rate is paid for all hours worked over 40 in any workweek
(Sunday to Saturday), and each workweek stands on its own.

Exempt roles — software engineers, product managers, HR manager: paid on a salary basis of at least $85,000 a year and
performing professional or executive duties. Salaries are not reduced for partial-day absences caused by the company's
lack of work.

Records: payroll records are kept for at least three years and time cards for at least two years.

Tips: we do not operate tipped roles.`,
    breaches: [],
  },
  {
    id: "b15-in-garment-unit-wages",
    jurisdiction: "IN",
    title: "IN garment unit: wage and overtime notice to workers",
    text: `Shree Ganesh Apparels Pvt. Ltd., Tiruppur — Notice to all workers (monthly-rated), 1 October 2026

1. Wages for each month will be paid on the 20th of the following month, after the buyer's payment is received.

2. Overtime beyond 8 hours a day will be paid at one and a half times (1.5x) the normal wage rate.

3. Any worker absent without leave will be fined Rs. 500 per day (more than a
   day's wage), deducted from wages. No list of fines has been approved or displayed.

By order, Factory Manager`,
    breaches: ["in-code-on-wages-2019 17", "in-code-on-wages-2019 14", ["in-code-on-wages-2019 19", "in-code-on-wages-2019 20", "in-code-on-wages-2019 18"]],
  },
  {
    id: "b15-in-it-services-payroll-lawful",
    jurisdiction: "IN",
    title: "IN IT services company: payroll policy for support staff (lawful)",
    text: `Kaveri Techserve Pvt. Ltd., Bengaluru — Payroll policy (housekeeping, security and office-support staff)

Wage period: monthly. Wages are credited to each employee's bank account on or before the 7th day of the following
month. On termination, final wages are paid within two working days.

Minimum wages: all rates are at or above the minimum rates notified for Karnataka for the relevant skill category,
and are revised whenever the notified rates change.

Overtime: work beyond normal working hours is voluntary and is paid at twice the ordinary rate of wages.

Deductions: only those authorised by law — income tax, provident fund and ESI contributions, recovery of advances
given under the policy, and deductions for absence in proportion to the period of absence. Total deductions never
exceed 50% of wages. We do not impose fines.

Equal pay: men and women doing the same or similar work are paid the same.`,
    breaches: [],
  },
  {
    id: "b15-gb-cinema-young-workers",
    jurisdiction: "GB",
    title: "GB cinema: weekend rota note for 16- and 17-year-old staff",
    text: `Starlight Cinemas — Rota note for our under-18 crew (summer holidays)

During the school holidays our 16- and 17-year-old crew members will work the same shifts as adults: 9-hour shifts
(1pm to 10pm), five days a week, 45 hours in total.

Breaks: one 20-minute break per shift, taken when the manager says.

Late finishes: after a 10pm finish, under-18s may be rostered for the 8am opening shift the next morning if we are
short.

Pay is £8.00 an hour for under-18s.`,
    breaches: ["uk-working-time-regulations-1998 5A", "uk-working-time-regulations-1998 10", "uk-working-time-regulations-1998 12"],
  },
];
