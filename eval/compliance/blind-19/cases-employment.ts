import type { ComplianceCase } from "../types";

/**
 * Blind set 19, employment: GB (Working Time Regulations 1998, National Minimum Wage at the rates from 1 April 2026,
 * Employment Rights Act 1996 ss. 13 and 27A, statutory sick pay from day one since 6 April 2026), the US FLSA (§§ 207,
 * 213 with the $684 a week salary level the DOL enforces) and India's Code on Wages 2019 and Code on Social Security 2020
 * (in force since 21 November 2025). Pairs on one topic follow each other. Lawful texts list none.
 */
export const blind19EmploymentCases: ComplianceCase[] = [
  {
    id: "b19-gb-warehouse-zero-hours",
    jurisdiction: "GB",
    title: "GB warehouse: zero-hours engagement terms",
    text: `Northgate Fulfilment Ltd (Doncaster) — casual worker agreement, issued to Jamie Carter (aged 25), start 1 December 2026

1. Hours: there are no guaranteed hours. We will offer shifts through the rota app as work is available.
2. Pay: £11.90 per hour worked, paid weekly.
3. Other work: while this agreement is in force you must not work for any other business, whether or not we are
   offering you shifts, unless a manager has agreed in writing.
4. Working time: by signing you agree that the 48-hour average weekly limit does not apply to you. This opt-out is a
   condition of the agreement and cannot be withdrawn while you are engaged with us.`,
    breaches: [
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"],
      "uk-employment-rights-act-1996 27A",
      ["uk-working-time-regulations-1998 5", "uk-working-time-regulations-1998 4"],
    ],
  },
  {
    id: "b19-gb-lab-technician-offer-ok",
    jurisdiction: "GB",
    title: "GB laboratory: offer letter to a technician",
    text: `Fenland Analytical Services Ltd (Cambridge) — offer letter to Priya Shah (aged 23), start 4 January 2027

Pay: £13.10 per hour for a 37.5-hour week (Monday to Friday), paid monthly. Holiday: 28 days a year including the
eight bank holidays, pro rata in your first and last years. Sick pay: statutory sick pay from your first day of
sickness absence, plus full pay for up to two weeks a year under our own scheme.

Working time: most weeks are well under 48 hours. You do not have to agree to work more; if you ever choose to sign an
opt-out, you can end it at any time by giving us seven days' written notice, and saying no will not affect you in any
way. You'll get a 20-minute break for any shift over six hours and at least 11 hours off between working days.

Deductions: we will only deduct money from your pay where the law requires it (tax, National Insurance, pension) or
where you have agreed in writing in advance. Notice: after one month's service you must give us one week's notice; we
will give you at least one week, rising to one week for each full year of service from two years up to twelve weeks.
Your full written statement of terms will be given to you on your first day.`,
    breaches: [],
  },
  {
    id: "b19-gb-cafe-handbook-leave-sickness",
    jurisdiction: "GB",
    title: "GB café chain: staff handbook, holiday and sickness",
    text: `Bean There Cafés Ltd (Cardiff, Swansea, Newport) — staff handbook, updated September 2026

Holiday: full-time staff (five days a week, all year round) are entitled to 20 days' paid holiday each year. This
includes the eight bank holidays, on which the cafés are closed.

Sickness: if you are off sick, statutory sick pay is paid from the fourth day of absence. The first three days are
"waiting days" and are unpaid.`,
    breaches: [
      ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"],
      ["uk-sscba-1992 155", "uk-sscba-1992 151"],
    ],
  },
  {
    id: "b19-gb-shop-manager-whatsapp",
    jurisdiction: "GB",
    title: "GB clothing shop: manager's WhatsApp to staff",
    text: `WhatsApp group "Kingsway Store Team" — message from the store manager, Threadline Fashion Ltd (Plymouth)

"Morning all 👋 Two things. From this week any till shortages come straight out of the wages of whoever was on that
till, and everyone's new uniform (£60) comes out of Friday's pay too. Head office says no need to sign anything.

Also Saturday is the 9-hour stocktake, 8am to 5pm. No breaks this time, sorry, grab a snack when you can. Thanks!"`,
    breaches: ["uk-employment-rights-act-1996 13", "uk-working-time-regulations-1998 12"],
  },
  {
    id: "b19-us-warehouse-pay-rules-ok",
    jurisdiction: "US",
    title: "US distribution centre: pay practices memo",
    text: `Keystone Distribution LLC (Allentown, Pennsylvania) — memo to supervisors on pay practices

• Hourly associates earn $16.50 an hour. Our workweek runs Sunday 12:00 am to Saturday 11:59 pm.
• Every hour worked over 40 in a workweek is paid at one and a half times the associate's regular rate, including
  shift differentials. We used to look at hours across the two-week pay period; that practice ended on 1 March and
  hours are never averaged across weeks.
• Shift leads are hourly and paid overtime. Only our operations managers, who manage a department, direct two or more
  full-time staff and have a say in hiring and firing, are treated as exempt, with a salary of $1,150 a week.
• Payroll records are kept for at least three years and time cards for at least two.`,
    breaches: [],
  },
  {
    id: "b19-us-restaurant-overtime-policy",
    jurisdiction: "US",
    title: "US restaurant group: pay policy for managers and crew",
    text: `Lone Star Smokehouse Group LLC (Austin, Texas) — employee pay policy

Crew members are paid every two weeks. Overtime at time and a half is paid only for hours over 80 in a two-week pay
period, so a 50-hour week followed by a 30-hour week earns no overtime.

Assistant managers are salaried at $560 a week and are classified as exempt: they do not receive overtime, however many
hours they work.`,
    breaches: ["us-flsa 207", ["us-flsa 213(a)(1)", "us-flsa 207"]],
  },
  {
    id: "b19-in-garment-unit-wage-notice",
    jurisdiction: "IN",
    title: "Indian garment unit: wage notice on the notice board",
    text: `Sri Lakshmi Garments (Tiruppur, Tamil Nadu) — notice to all workers, 1 December 2025

1. Wages for each month will be paid on or before the 20th of the following month.
2. Overtime hours will be paid at the same hourly rate as normal hours.
3. Daily wage for tailors: men ₹520, women ₹460, for the same stitching work on the same lines.
4. The cost of any garment damaged by a worker will be deducted from that worker's wages, up to 60% of the month's
   wages, and the balance carried forward to the next month.`,
    breaches: [
      "in-code-on-wages-2019 17",
      "in-code-on-wages-2019 14",
      "in-code-on-wages-2019 3",
      ["in-code-on-wages-2019 18", "in-code-on-wages-2019 21"],
    ],
  },
  {
    id: "b19-in-it-firm-leave-gratuity-policy",
    jurisdiction: "IN",
    title: "Indian IT services firm: HR policy on maternity leave and gratuity",
    text: `Nimbus Softech Pvt. Ltd. (Hyderabad) — HR policy manual, chapter 6, revised January 2026

6.1 Maternity leave: every woman employee may take 12 weeks of paid maternity leave, whatever the number of her
    children, provided she has worked with us for at least 80 days in the 12 months before the expected delivery.
6.2 Gratuity: gratuity is payable only to employees who complete seven years of continuous service with the company.`,
    breaches: ["in-code-on-social-security-2020 60", "in-code-on-social-security-2020 53"],
  },
];
