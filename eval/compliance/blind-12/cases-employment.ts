import type { ComplianceCase } from "../types";

/**
 * Blind set 12, employment: GB (Working Time Regulations, the minimum wage at the rates from 1 April 2026, the
 * Employment Rights Act 1996, statutory sick pay as changed from 6 April 2026), US FLSA, and India's Code on Wages and
 * OSH Code (in force from 21 November 2025). Expected breaches judged as at EVAL_AS_OF (27 November 2026); lawful near
 * misses list none.
 */
export const blind12EmploymentCases: ComplianceCase[] = [
  {
    id: "b12-gb-pub-whatsapp-trial-tills",
    jurisdiction: "GB",
    title: "GB pub: manager's WhatsApp on an unpaid trial shift and till shortages",
    text: `[WhatsApp — The Red Lion staff 🍺]

Gaz (manager), 14:02: Right team, new lad Jordan starts Sat. Jordan mate, your trial shift is Sat 6pm till close (about
11.30), unpaid as usual for trials, if you're good you're on the rota from next week 👍
Gaz, 14:05: Also reminder for EVERYONE. Tills were £63 down last Fri. From now on whatever the till is short at the end
of the night gets split between whoever was on the bar and comes out of your wages, no matter how much. Not up for
discussion.
Jordan, 14:11: ok cheers, see u sat
Priya, 14:12: 🙄`,
    breaches: [
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"],
      "uk-employment-rights-act-1996 13",
      "uk-employment-rights-act-1996 18",
    ],
  },
  {
    id: "b12-gb-warehouse-offer-letter",
    jurisdiction: "GB",
    title: "GB warehouse: offer letter (rate, holiday, notice)",
    text: `FastLane Fulfilment Ltd, Unit 4, Magna Park, Lutterworth

12 October 2026

Dear Daniel,

Offer of employment — Warehouse Operative (permanent, full-time)

We are delighted to offer you the above role starting on Monday 2 November 2026. Please note the key terms:

• Hours: 40 hours a week, Monday to Friday, 7am–3.30pm with a 30-minute unpaid break.
• Pay: £12.21 per hour, paid weekly. (You told us at interview that you are 24.)
• Holiday: twenty (20) days a year, which includes the eight bank holidays.
• Notice: after your probation either of us may end the employment by giving one week's notice, whatever your length of
  service.

Please sign and return a copy to accept.

Kind regards,
Helen Ward, HR Manager`,
    breaches: [
      ["uk-national-minimum-wage-regulations-2015 4", "uk-national-minimum-wage-act-1998 1"],
      ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"],
      "uk-employment-rights-act-1996 86",
    ],
  },
  {
    id: "b12-gb-restaurant-kitchen-rota",
    jurisdiction: "GB",
    title: "GB restaurant: kitchen rota with short rest and no breaks",
    text: `THE OLIVE TREE — KITCHEN ROTA w/c 16 Nov 2026 (all staff 18+)

| Name | Mon | Tue | Wed | Thu |
|---|---|---|---|---|
| Tomasz (sous chef) | 10:00–23:30 | 07:30–16:00 | OFF | 10:00–23:30 |
| Ana (commis) | 15:00–23:30 | 06:30–15:00 | 15:00–23:30 | 06:30–15:00 |

Notes from head chef:
- Close Mon night, open Tue morning: yes it's tight, it's only for the Christmas party season.
- No breaks on service days — there is no time. Eat on your feet when you can. Breaks will not be shown on the rota or
  paid.`,
    breaches: ["uk-working-time-regulations-1998 10", "uk-working-time-regulations-1998 12"],
  },
  {
    id: "b12-gb-handbook-sick-pay",
    jurisdiction: "GB",
    title: "GB retailer: staff handbook sick pay section (2026 edition)",
    text: `Brightway Stores — Colleague Handbook, 2026 edition, section 9: Sickness absence

9.1 Report your absence to your line manager by phone before your shift starts.
9.2 Statutory Sick Pay (SSP) is payable from the fourth qualifying day of sickness. The first three qualifying days
    ("waiting days") are unpaid.
9.3 Colleagues whose average weekly earnings are below the Lower Earnings Limit (£125 per week) are not entitled to SSP.
9.4 After seven calendar days of absence you must provide a fit note from your GP.
9.5 Brightway does not pay company sick pay in addition to SSP.`,
    breaches: ["uk-sscba-1992 155", "uk-sscba-1992 151"],
  },
  {
    id: "b12-gb-zero-hours-agreement-lawful",
    jurisdiction: "GB",
    title: "GB events caterer: zero-hours casual worker agreement (lawful)",
    text: `Feast & Co Events Ltd — Casual Worker Agreement (zero hours) — issued 5 October 2026

1. We will offer you shifts when work is available. You are free to accept or decline any shift, and you are free to work
   for anyone else, including other caterers, whenever you are not working for us.
2. Pay: £12.71 per hour if you are 21 or over, £10.85 if you are 18 to 20, £8.00 if you are 16 or 17. All time you are
   required to be at an event, including briefings and travel between venues during a shift, is paid.
3. Holiday: because your hours are irregular, holiday entitlement accrues at 12.07% of the hours you work in each pay
   period. We pay holiday pay at the time you take the leave.
4. Rest: you will have at least 11 consecutive hours' rest between shifts and a 20-minute break on any shift longer than
   six hours.
5. Sick pay: Statutory Sick Pay from your first day of sickness absence if you are entitled.
6. No deductions will be made from your pay except tax, National Insurance, pension contributions and any deduction you
   have agreed to in writing in advance.
7. We will pay you for shifts cancelled with less than 48 hours' notice.`,
    breaches: [],
  },
  {
    id: "b12-gb-phone-shop-contract",
    jurisdiction: "GB",
    title: "GB phone shop: zero-hours contract with exclusivity and an irrevocable opt-out",
    text: `MobileMax Retail Ltd — Contract for Casual Sales Advisers (zero hours)

Clause 3. Hours. There are no guaranteed hours. The Company will offer shifts according to business needs.
Clause 7. Other work. During the period of this contract the Adviser must not work for or provide services to any other
employer or business without the Company's prior written permission, which may be refused at the Company's discretion.
Clause 9. Working time. The Adviser agrees that the 48-hour average weekly limit in the Working Time Regulations 1998
shall not apply. This opt-out is a condition of engagement and cannot be cancelled for the duration of the contract.`,
    breaches: ["uk-employment-rights-act-1996 27A", "uk-working-time-regulations-1998 5"],
  },
  {
    id: "b12-gb-apprentice-welcome-sms",
    jurisdiction: "GB",
    title: "GB hair salon: welcome text to a new apprentice",
    text: `Text from Studio Nine Hair, 14 Sept 2026:

Hi Chloe! So happy to have you joining us as our new apprentice stylist on Monday 🎉 Just to confirm the boring bits:
your pay is £7.55 an hour for your first year (that's the apprentice rate), 30 hrs a week, paid monthly into your bank.
We don't do payslips for apprentices, I'll just text you the total each month. Any q's just shout! Jess x`,
    breaches: [
      ["uk-national-minimum-wage-regulations-2015 4", "uk-national-minimum-wage-act-1998 1"],
      "uk-employment-rights-act-1996 8",
    ],
  },
  {
    id: "b12-gb-office-handbook-lawful",
    jurisdiction: "GB",
    title: "GB accountancy firm: handbook extract on holiday, notice and sick pay (lawful)",
    text: `Carter Pryce LLP — Employee Handbook (updated May 2026), extracts

Holiday. Full-time employees (5 days a week) are entitled to 25 days' paid holiday plus the 8 public holidays, 33 days in
total. Part-time employees receive the same entitlement pro rata; the statutory minimum of 5.6 weeks is never reduced.
Holiday that has not been taken is not paid in lieu except on termination.

Notice. The firm will give you at least one week's notice if you have been continuously employed for one month or more
but less than two years, and one week for each complete year of service from two years up to twelve weeks. Your
contract may give you longer notice, in which case the longer period applies. You must give us at least one week's
notice, or the longer period stated in your contract.

Sick pay. Statutory Sick Pay is payable from your first day of sickness absence. It is paid at £123.25 a week or 80% of
your normal weekly earnings, whichever is lower. The firm also pays full salary for up to 10 days of sickness a year.`,
    breaches: [],
  },
  {
    id: "b12-us-diner-tips-overtime",
    jurisdiction: "US",
    title: "US diner: server handbook on tips and overtime",
    text: `Route 9 Diner (Tyler, Texas) — Server Handbook, Pay section

• Servers are paid a cash wage of $2.13 per hour plus tips. The diner takes a tip credit for the difference up to the
  minimum wage.
• All tips, cash and card, go into one pool at the end of each shift. The pool is shared among servers, the shift
  manager and the owner, who both help out on the floor at busy times.
• Pay period is two weeks. Overtime at time and a half is paid only for hours over 80 in the pay period.`,
    breaches: ["us-flsa 203(m)", "us-flsa 207"],
  },
  {
    id: "b12-us-admin-assistant-exempt-offer",
    jurisdiction: "US",
    title: "US property manager: offer letter classifying a $32,000 assistant as exempt",
    text: `Keystone Property Group, Inc. — Offer Letter

Dear Ms. Alvarez,

We are pleased to offer you the position of Administrative Assistant, reporting to the Office Manager, starting January
5, 2027.

Compensation: an annual salary of $32,000, paid bi-weekly. This position is classified as salaried exempt under the
Fair Labor Standards Act and is therefore not eligible for overtime pay.

Schedule: the normal schedule is Monday to Friday, 8:00 a.m. to 5:30 p.m., and we expect you to stay later during
month-end closing; most weeks run about 45 to 50 hours.

Sincerely,
Mark Dunn, Director of Operations`,
    breaches: ["us-flsa 213(a)(1)", "us-flsa 207"],
  },
  {
    id: "b12-us-hardware-store-handbook-lawful",
    jurisdiction: "US",
    title: "US hardware store: pay and hours policy (lawful)",
    text: `Miller Hardware & Supply (Indiana) — Pay and Hours Policy

1. Minimum wage. No employee is paid less than $7.25 per hour, the federal and Indiana minimum wage.
2. Overtime. Non-exempt employees are paid one and one-half times their regular rate for all hours worked over 40 in a
   workweek. Our workweek runs Sunday 12:00 a.m. to Saturday 11:59 p.m. Overtime must be approved in advance, but all
   overtime actually worked is paid.
3. Records. We keep payroll records for at least three years, and time cards and work schedules for at least two years.
4. Young workers. Employees aged 14 and 15 work only outside school hours, no more than 3 hours on a school day and 18
   hours in a school week, and not before 7 a.m. or after 7 p.m. (9 p.m. from June 1 through Labor Day). They do not
   operate power-driven machinery.
5. Exempt staff. Store managers classified as exempt are paid a salary of at least $684 per week and manage the store
   and at least two full-time employees.`,
    breaches: [],
  },
  {
    id: "b12-us-ice-cream-teen-email",
    jurisdiction: "US",
    title: "US ice-cream shop: email to teenage staff on late shifts and comp time",
    text: `From: Scoops Manager <manager@scoopsicecream.com>
To: Crew
Subject: Fall schedule!!

Hey crew,

Now that school is back (we're in September), here's how fall shifts work:
- Our 14 and 15 year olds will close on school nights (Mon–Thu) until 9:30pm, since that's when we get busy.
- Anyone who goes over 40 hours in a week won't get overtime pay — instead you'll bank "comp time" and can take it as
  paid time off later in the year.

Thanks for being awesome!
Tina`,
    breaches: ["us-flsa 212", "us-flsa 207"],
  },
  {
    id: "b12-in-garment-unit-appointment",
    jurisdiction: "IN",
    title: "Indian garment unit: appointment letter on hours, overtime and payment dates",
    text: `Shakti Garments Pvt. Ltd., Tiruppur — Appointment Letter (Tailor, Grade B)

Dear Mr. Murugan,

1. Working hours: 8.00 am to 8.00 pm with one hour lunch, six days per week (Monday to Saturday).
2. Overtime: any work beyond the above timings will be paid at the single (ordinary) rate of wages.
3. Wages: monthly wages will be credited by the 15th of the following month.
4. Leaving: on resignation, full and final settlement will be done within 60 days of the last working day.

Please sign the duplicate copy as acceptance.

For Shakti Garments Pvt. Ltd.
HR Department`,
    breaches: [
      "in-osh-code-2020 25",
      "in-code-on-wages-2019 14",
      "in-code-on-wages-2019 17(1)",
      "in-code-on-wages-2019 17(2)",
    ],
  },
  {
    id: "b12-in-it-services-hr-email-lawful",
    jurisdiction: "IN",
    title: "Indian IT services firm: HR email on payroll practice (lawful)",
    text: `From: HR Operations, Nimbus Techserve Pvt. Ltd., Bengaluru
To: All Employees
Subject: Payroll calendar and final settlement process

Dear Colleagues,

- Salaries for each month are credited on or before the 7th of the following month.
- Overtime for staff in eligible grades is paid at twice the ordinary rate of wages.
- Deductions from salary are limited to those allowed by law (income tax, PF, ESI, approved advances and canteen
  charges) and the total never exceeds 50% of your wages for the month.
- If you resign or your employment ends, your full and final settlement is paid within two working days of your last
  working day.
- Men and women in the same role and grade are paid on the same pay scale.

Regards,
HR Operations`,
    breaches: [],
  },
  {
    id: "b12-in-retail-store-staff-rules",
    jurisdiction: "IN",
    title: "Indian retail chain: store staff rules (Hinglish notice board)",
    text: `STAFF RULES — Mehta Mart, Jaipur branches (notice board)

1. Cash counter mein koi bhi shortage ya damage hua toh poora amount salary se kaatega, chahe salary ka 70% bhi ho jaaye.
   (Any shortage at the cash counter or damage will be deducted in full from salary, even if it comes to 70% of the
   salary.)
2. Late coming fine: ₹500 per late mark, deducted directly. No explanation will be heard.
3. Lady staff helpers are paid ₹2,000 per month less than gents helpers for the same duty, because gents do loading.
4. Salary is paid on the 5th of every month.`,
    breaches: ["in-code-on-wages-2019 18", "in-code-on-wages-2019 19", "in-code-on-wages-2019 3"],
  },
  {
    id: "b12-gb-cleaning-uniform-deduction",
    jurisdiction: "GB",
    title: "GB office cleaning company: uniform charged from the first week's pay",
    text: `SparkleBright Commercial Cleaning — Starter information for Operatives aged 21 and over (issued 1 October 2026)

Your rate of pay is £12.71 per hour. Most operatives start on 20 hours per week (5.30–9.30am, Monday to Friday).

Uniform and kit: a uniform pack (2 tabards, 2 polo shirts, ID badge) costs £60. This will be deducted from your first
week's pay. You have to wear the uniform on every shift. The pack is not returned to you when you leave.`,
    breaches: [
      [
        "uk-national-minimum-wage-regulations-2015 12",
        "uk-national-minimum-wage-regulations-2015 13",
        "uk-national-minimum-wage-act-1998 1",
      ],
    ],
  },
  {
    id: "b12-us-landscaping-records-policy",
    jurisdiction: "US",
    title: "US landscaping company: records and hours policy",
    text: `GreenEdge Landscaping LLC (Ohio) — Office Procedures, Section 4: Records

4.1 Crew members record their hours on paper time sheets, which are collected every Friday.
4.2 To save storage space, time sheets and payroll registers are shredded twelve months after the end of each year. No
    copies are kept electronically.`,
    breaches: ["us-flsa 211"],
  },
];
