import type { ComplianceCase } from "../types";

/**
 * Own employment set (helper compemp, issue 34): twelve short texts in lay wording — managers' messages, offer letters,
 * rotas, handbooks, forms — written with their expected breaches from the statutes and
 * shared/domain/compliance-obligations-reference.md before any rule was run on them. Judged at EVAL_AS_OF (27 November
 * 2026: minimum wage rates from 1 April 2026, statutory sick pay from day one since 6 April 2026). Two texts are lawful.
 *
 * Split rule, fixed before any run: position in `ownEmploymentCases` even → dev, odd → held-out.
 */
const nmw = (...more: string[]) => ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4", ...more];

export const ownEmploymentCases: ComplianceCase[] = [
  {
    id: "oe-gb-cafe-whatsapp-rota",
    jurisdiction: "GB",
    title: "GB café: manager's WhatsApp with next week's shifts",
    text: `Hi Sam, rota for next week below. You're on:
Monday 6am till 2pm
Wednesday 6am till 2pm
Friday 4pm till 11pm (closing)
Saturday 6am till 2pm (opening)
We're really short on Saturday so no breaks that day I'm afraid, just grab something when it's quiet.
Pay stays at £11.60 an hour as agreed - you're 24 so that's what we're paying all the full-timers. Cheers, Dee`,
    // Friday close 23:00 to Saturday open 06:00 = 7 hours' rest (reg. 10: 11 hours); an 8-hour Saturday with no break
    // (reg. 12: 20 minutes over 6 hours); £11.60 for a 24-year-old is below £12.71 (NLW from 1 April 2026).
    breaches: ["uk-working-time-regulations-1998 10", "uk-working-time-regulations-1998 12", nmw()],
  },
  {
    id: "oe-gb-warehouse-offer-letter",
    jurisdiction: "GB",
    title: "GB warehouse: offer letter for a picker",
    text: `Dear Ms Okafor,

Offer of employment — Warehouse Picker, Unit 7, Brackmills Industrial Estate, Northampton

We are pleased to offer you the job of picker starting on 5 January 2027. Your working pattern is 7am to 7pm,
Monday to Saturday, with a one-hour lunch break each day. Your salary is £38,000 a year, paid monthly.

You get 20 days' holiday a year, which includes the bank holidays.

Either of us can bring the employment to an end by giving the other 2 days' notice.

Please sign and return a copy of this letter to accept.`,
    // 6 × 11 working hours = 66 hours a week with no opt-out (reg. 4); 20 days incl. bank holidays for a full-timer
    // (regs. 13/13A: 28 days); 2 days' notice after the first month (s. 86: one week).
    breaches: ["uk-working-time-regulations-1998 4", ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"], "uk-employment-rights-act-1996 86"],
  },
  {
    id: "oe-gb-hgv-opt-out-form",
    jurisdiction: "GB",
    title: "GB logistics yard: 48-hour opt-out form",
    text: `Working Time — Individual Agreement

I, the undersigned yard operative, agree that the average limit of 48 hours a week on my working time will not apply
to me. I understand that if I want to go back to the 48-hour limit I have to give the company six months' notice in
writing.

The company pays yard operatives £14.20 an hour and gives 28 days' paid holiday a year including bank holidays.

Signed ...................... Date ..........`,
    // Ending the opt-out on six months' notice: reg. 5 caps the agreed notice at three months.
    breaches: ["uk-working-time-regulations-1998 5"],
  },
  {
    id: "oe-gb-care-agency-zero-hours",
    jurisdiction: "GB",
    title: "GB home-care agency: zero-hours carer terms",
    text: `Brightside Home Care — Carer Terms (zero hours)

We don't promise you any minimum number of visits and you don't have to accept the visits we offer.
While you are on our books you agree not to pick up shifts with any other care provider.
You will be paid £12.71 for each hour spent with a client. Time spent driving between clients is not paid.
If you are off sick, SSP kicks in from your fourth day off.`,
    // Exclusivity in a zero-hours contract (s. 27A); SSP with waiting days after 6 April 2026 (s. 155); travel between
    // clients is working time, unpaid at exactly the minimum rate (NMW).
    breaches: ["uk-employment-rights-act-1996 27A", ["uk-sscba-1992 155", "uk-sscba-1992 151"], nmw()],
  },
  {
    id: "oe-gb-gift-shop-handbook",
    jurisdiction: "GB",
    title: "GB gift shop: staff handbook extract",
    text: `Staff Handbook — The Lantern Gift Shop, York

Money. If your till is down at the end of the day, the missing amount is taken out of your next wages in full.

Holiday. You get 5.6 weeks' paid holiday a year. If you haven't used it all by 31 December, we will pay you for the
days left over instead.

Payslips are emailed to you every payday.`,
    // Till shortages deducted in full from a retail worker's wages (s. 18: 10% cap per pay day); unused statutory leave
    // paid off while the job continues (reg. 13(9)).
    breaches: [["uk-employment-rights-act-1996 18", "uk-employment-rights-act-1996 13"], ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"]],
  },
  {
    id: "oe-gb-garden-centre-weekend-teen",
    jurisdiction: "GB",
    title: "GB garden centre: weekend job for a 16-year-old",
    text: `Hi Jake, welcome to the team at Greenacres! As you're 16, here's your weekend pattern:
Saturday 8.30am - 6pm
Sunday 8.30am - 6pm
You'll get a 30 minute lunch break each day. Your pay is £7.90 per hour.
See you Saturday! Tom (Duty Manager)`,
    // 9.5 hours a day for a worker under 18 (reg. 5A: 8 hours a day); £7.90 is below the £8.00 for 16-17 year olds.
    breaches: ["uk-working-time-regulations-1998 5A", nmw("uk-national-minimum-wage-regulations-2015 4A")],
  },
  {
    id: "oe-gb-design-studio-contract-lawful",
    jurisdiction: "GB",
    title: "GB design studio: full-time contract (lawful)",
    text: `Contract of Employment

1. Parties and start. Between Ferngrove Design Ltd and Priya Shah, who starts work on 1 February 2026 as a Junior
Designer at our office at 12 Castle Street, Bristol.

2. Pay. £29,500 a year, paid monthly on the last working day, with an itemised payslip.

3. Hours. 37.5 hours a week, Monday to Friday, 9am to 5.30pm, with a one-hour lunch break.

4. Holiday. 28 days' paid holiday a year, which includes the eight bank holidays.

5. Sickness. Statutory sick pay is paid from the first day of sickness absence.

6. Notice. After one month the Company will give at least one week's notice, rising by one week for each complete
year of service from two years, up to twelve weeks. You must give one week's notice.

7. Probation. The first three months are a probationary period.`,
    breaches: [],
  },
  {
    id: "oe-gb-library-part-time-lawful",
    jurisdiction: "GB",
    title: "GB community library: part-time assistant letter (lawful)",
    text: `Dear Tom,

I'm pleased to confirm your part-time role as Library Assistant at Hollins Community Library from 3 March 2026.
You'll work three days a week (Tuesday, Thursday and Saturday), 9am to 4pm, with an hour for lunch.
Your pay is £13.10 an hour, paid monthly with a payslip.
Holiday: working three days a week, you receive 16.8 days' paid holiday a year, including bank holidays.
Sick pay: statutory sick pay from your first day of absence.
Notice: we'll give you the statutory minimum notice; you'll need to give us one week.
Your written statement of terms is enclosed with this letter.

Best wishes,
Ann Lowe, Library Manager`,
    breaches: [],
  },
  {
    id: "oe-us-diner-servers-tips",
    jurisdiction: "US",
    title: "US diner: server pay sheet",
    text: `Rosie's Diner (Columbus, Ohio) — How server pay works

Servers get $2.13 an hour from us plus tips. At the end of every night all tips go into one pot that is split
between the servers, the cooks and the two shift managers.

Overtime: time-and-a-half kicks in once you pass 80 hours in the two-week pay period.`,
    // Managers may not keep any part of employees' tips (29 U.S.C. § 203(m)(2)(B)); overtime is owed over 40 hours in
    // each workweek, not averaged over a fortnight (§ 207).
    breaches: [["us-flsa 203(m)", "us-flsa 203"], "us-flsa 207"],
  },
  {
    id: "oe-us-retail-assistant-managers",
    jurisdiction: "US",
    title: "US retail chain: assistant manager classification memo",
    text: `To: Store Directors
Re: Assistant Store Managers

Assistant store managers are treated as exempt from overtime and receive a salary of $30,000 a year. They often work
50 to 55 hours a week during the holiday season.

Paper timecards for hourly staff are kept for twelve months and then shredded.`,
    // Salary below the $684 a week ($35,568 a year) white-collar threshold, so the exemption fails and overtime is owed
    // (§ 213(a)(1), § 207); time cards must be kept two years (29 CFR 516.6, under § 211(c)).
    breaches: [["us-flsa 213(a)(1)", "us-flsa 213", "us-flsa 207"], ["us-flsa 211(c)", "us-flsa 211"]],
  },
  {
    id: "oe-gb-builders-email-until-done",
    jurisdiction: "GB",
    title: "GB building contractor: site manager's email to labourers",
    text: `Subject: New site - hours and kit

Lads, from Monday on the Riverside job we work till the job's done, normally six days a week and ten hour days.
Everyone has to sign the form waiving the 48 hour limit before Monday - no form, no work.
Boots and hi-vis cost £60 and come out of your first week's pay. Rate stays £12.71 an hour for everyone.
Gaz`,
    // An opt-out demanded as a condition of work is not voluntary (reg. 5); equipment cost deducted from pay at the
    // minimum rate takes it below the minimum (reg. 13 of the 2015 Regulations).
    breaches: [["uk-working-time-regulations-1998 5", "uk-working-time-regulations-1998 4"], nmw("uk-national-minimum-wage-regulations-2015 13", "uk-national-minimum-wage-regulations-2015 12")],
  },
  {
    id: "oe-gb-accountants-contract-notice",
    jurisdiction: "GB",
    title: "GB accountancy firm: senior bookkeeper's terms",
    text: `Offer summary — Harlow & Finch Accountants LLP

Job title: Senior Bookkeeper, based at our Chelmsford office. Salary £34,000 a year for 35 hours a week, Monday to
Friday, with 30 days' holiday including bank holidays. Statutory sick pay is paid from day one.

Ending employment: where you have more than five years' continuous service, the firm will give you four weeks'
notice; otherwise one week.

Your written statement of terms will be sent to you once you have passed your six-month probation.`,
    // Four weeks' notice after five years' service (s. 86: five weeks); the written statement promised only after
    // probation (s. 1: by the first day).
    breaches: ["uk-employment-rights-act-1996 86", "uk-employment-rights-act-1996 1"],
  },
];

const position = new Map(ownEmploymentCases.map((c, i) => [c.id, i]));

/** The fixed split of this set: even position → dev, odd → held-out; undefined for a case not in the set. */
export function ownEmploymentSplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
