import type { ComplianceCase } from "../types";

/**
 * Blind set 23, employment: GB texts (Working Time Regulations 1998 opt-out and pay in lieu of holiday; national
 * minimum wage at £12.71 for 21+ from 1 April 2026; ERA 1996 ss. 1, 27A and 86; statutory sick pay from the first day
 * and without the lower earnings limit from 6 April 2026; a lawful retail shortages clause under ss. 13 and 18), US
 * FLSA texts (tips kept by managers, overtime by the fortnight, an exempt salary below $684 a week, a lawful exempt
 * office manager) and Indian Code on Wages 2019 texts (in force from 21 November 2025: timing of wages, overtime rate,
 * equal pay for men and women). Lawful texts list none.
 */
export const blind23EmploymentCases: ComplianceCase[] = [
  {
    id: "b23-gb-logistics-handbook-opt-out-and-payout",
    jurisdiction: "GB",
    title: "GB logistics firm: staff handbook, working hours and holiday",
    text: `Northway Freight Ltd (Doncaster) — Staff Handbook 2026, section 6 "Hours and holidays"

6.1 Warehouse staff work five days a week. Peak weeks can run to 55–60 hours, so every new starter signs our
"Hours Flexibility Form" on day one agreeing that the 48-hour weekly average does not apply to them. Once signed, the
form stays in place for as long as you work here and cannot be cancelled.

6.2 Full-time staff receive 28 days' paid holiday a year, bank holidays included.

6.3 Any holiday you have not taken by 31 December is paid to you as extra wages in the January payroll instead, so
nobody loses out, and the new year starts with a clean slate.`,
    breaches: ["uk-working-time-regulations-1998 5", ["uk-working-time-regulations-1998 13(9)", "uk-working-time-regulations-1998 13"]],
  },
  {
    id: "b23-gb-home-care-agency-whatsapp-start",
    jurisdiction: "GB",
    title: "GB home-care agency: manager's WhatsApp to a new care worker",
    text: `WhatsApp — 5 Oct 2026 — from Sharon (registered manager, Willowbank Home Care, Stoke-on-Trent) to Tomasz (24)

Hi Tomasz, welcome aboard! You start Monday 7am with Ruth on the morning calls. Pay is £11.50 an hour, same as all
our new carers, it goes up once you've done your Care Certificate. Don't worry about a contract or any paperwork for
now, we normally sort that out after the first couple of months once we know you're staying. Any questions give me a
ring x`,
    breaches: [["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"], "uk-employment-rights-act-1996 1"],
  },
  {
    id: "b23-gb-dental-practice-sick-pay-email",
    jurisdiction: "GB",
    title: "GB dental practice: practice manager's e-mail about sick pay",
    text: `From: Gemma Price (practice manager, Elmfield Dental Care, Norwich)  To: the partners  Date: 16 November 2026
Subject: sick pay this month

Two absences to sort. Leanne (nurse) was off Monday to Friday last week with flu: as always, nothing for the first
three days, statutory sick pay starts on day four. Zara, our Saturday receptionist, was off two Saturdays; she only
earns about £90 a week, which is under the earnings threshold, so she doesn't get any sick pay at all. I'll put both
through payroll like that unless you say otherwise.`,
    breaches: ["uk-sscba-1992 155", "uk-sscba-1992 151"],
  },
  {
    id: "b23-gb-petrol-station-shortages-clause-lawful",
    jurisdiction: "GB",
    title: "GB petrol-station operator: till shortages clause in the employment contract",
    text: `Fairway Forecourts Ltd (Lincolnshire) — Contract of Employment (signed before your first shift), clause 11

11.1 You agree that if there is a cash or stock shortage at a till you were operating alone, the company may recover
the amount from your wages, after telling you the total in writing and giving you the chance to explain it.

11.2 The amount taken on any pay day will never be more than one tenth of your gross wages for that pay day, and any
balance will be spread over later pay days on the same basis. We will write to you about any shortage, on a pay day,
within 12 months of finding it.

11.3 Your hourly rate is £13.40.`,
    breaches: [],
  },
  {
    id: "b23-in-auto-parts-wage-timing-notice",
    jurisdiction: "IN",
    title: "Indian auto-parts factory: notice on the wages board",
    text: `Sahyadri Forgings & Castings Pvt. Ltd. (MIDC Ranjangaon) — Circular to all workmen, 2 November 2026

(a) From this month, salary for any calendar month reaches your bank on or before the 15th of the next month.
(b) A workman who leaves of his own will gets his dues, salary included, in about six weeks (45 days) from his
    relieving date, once every department has signed his no-dues form.
(c) Hours beyond the 8-hour shift are credited at the ordinary hourly rate; there is no separate overtime rate.

— Plant HR`,
    breaches: ["in-code-on-wages-2019 17(2)", "in-code-on-wages-2019 17(3)", "in-code-on-wages-2019 14"],
  },
  {
    id: "b23-us-seafood-restaurant-tip-pool-slack",
    jurisdiction: "US-FL",
    title: "Florida seafood restaurant: owner's Slack message about tips and hours",
    text: `#front-of-house — Slack — Sun 23:40 — Gus (owner, Pelican Wharf Grill, Tampa)

Changes from this week: the floor managers and I join the nightly tip pool, split equally with the servers and
bussers, since we're on the floor too. Also a reminder, servers who pick up doubles and go past 40 hrs still get the
same tipped hourly rate for every hour, there is no time-and-a-half for tipped staff because the tips make up for it.
Some of you hit 52 hours last week, great hustle!`,
    breaches: ["us-flsa 203(m)(2)(B)", "us-flsa 207"],
  },
  {
    id: "b23-us-tx-distribution-fortnight-overtime",
    jurisdiction: "US-TX",
    title: "Texas distribution centre: pay practices policy",
    text: `Lone Star Parts Distribution, LLC (Fort Worth) — Pay Practices Policy, effective 1 January 2026

1. Hourly associates: payroll runs biweekly. We look at the whole fortnight together, so the premium (150% of base
pay) starts once an associate has logged more than 80 hours across both weeks. A 46-hour week followed by a 34-hour
week therefore earns no premium.

2. Assistant shift managers: flat salary of $600 a week, classified exempt, so no premium however long the shifts.`,
    breaches: ["us-flsa 207", ["us-flsa 213(a)(1)", "us-flsa 207"]],
  },
  {
    id: "b23-gb-pub-group-notice-and-other-bars",
    jurisdiction: "GB",
    title: "GB pub group: operations director's e-mail to an area manager",
    text: `From: Craig Lomax (operations director, Red Fox Inns Ltd, Bristol)  To: area manager  Date: 20 November 2026

Two things. 1) We're letting Dave go at the Harbourside (head chef, with us since March 2019). His contract says one
week's notice, so give him the letter Friday and make next Friday his last day, no more than that.
2) Remind all the zero-hours bar staff that they are not allowed to pick up shifts at other pubs or bars while they're
on our books. Anyone caught doing it comes off the rota.`,
    breaches: ["uk-employment-rights-act-1996 86", "uk-employment-rights-act-1996 27A"],
  },
  {
    id: "b23-us-ga-office-manager-exempt-lawful",
    jurisdiction: "US-GA",
    title: "Georgia accounting firm: offer letter and payroll note",
    text: `Peachtree Ledger Partners LLP (Atlanta) — offer letter extract and payroll note

Offer: You are offered the role of Office Manager on a salary of $1,050 per week, paid every two weeks and not
reduced for the quality or quantity of work. You will run the front office, direct the work of the four full-time
administrative staff, and your recommendations on hiring, promotion and dismissal of those staff will be given
particular weight. The role is exempt from overtime.

Payroll note: all hourly staff are paid time and a half for every hour over 40 in each workweek (Sunday to
Saturday). Payroll records are kept for three years and time cards for at least two.`,
    breaches: [],
  },
  {
    id: "b23-in-garment-packing-women-rate-whatsapp",
    jurisdiction: "IN",
    title: "Indian garment exporter: supervisor's WhatsApp about daily rates",
    text: `WhatsApp — packing unit supervisors group — Murugan (production manager, Kaveri Knits Exports, Tiruppur), 07:55

From Monday the new daily rates on the packing line: men ₹500 per day, ladies ₹420 per day. Same packing work, same
shift, same targets, but that's how we've always done it in this unit. Please tell the teams at the morning
meeting. Accounts will change the muster roll from this week.`,
    breaches: ["in-code-on-wages-2019 3"],
  },
];
