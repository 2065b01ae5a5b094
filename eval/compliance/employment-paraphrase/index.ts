import type { ComplianceCase } from "../types";

/**
 * Employment paraphrase set "emp-paraphrase" (helper compgen, issue 34): for each obligation the GB and US/India
 * employment rules test (listed from the rules' obligation text only, before their patterns were read), four short
 * texts in which a business breaches it, one per register — (1) HR handbook paragraph, (2) offer letter, (3) a
 * manager's WhatsApp / Slack message, (4) a payroll FAQ or rota note — in everyday words without statute terms, and
 * one lawful near-miss. Expected breaches written from the statutes before any run, judged at EVAL_AS_OF
 * (27 November 2026): GB minimum wage from 1 April 2026 £12.71 (21 and over), £10.85 (18–20), £8.00 (16–17 and
 * apprentices); statutory sick pay from the first day since 6 April 2026; FLSA $7.25 an hour and the $684 a week
 * salary level for the white-collar exemptions.
 *
 * Split rule, fixed before any run: texts 1 and 2 of each obligation and its near-miss → dev; texts 3 and 4 →
 * held-out.
 */
type Breaches = ComplianceCase["breaches"];
const ok: Breaches = [];
const cases: ComplianceCase[] = [];
function ob(key: string, jurisdiction: string, breaches: Breaches, texts: [string, string, string, string], nearMiss: string) {
  texts.forEach((text, i) => cases.push({ id: `ep-${key}-${i + 1}`, jurisdiction, title: `${key} ${i + 1}`, text, breaches }));
  cases.push({ id: `ep-${key}-ok`, jurisdiction, title: `${key} near-miss`, text: nearMiss, breaches: ok });
}

const WTR = "uk-working-time-regulations-1998";
const ERA = "uk-employment-rights-act-1996";
const NMWA = "uk-national-minimum-wage-act-1998";
const NMWR = "uk-national-minimum-wage-regulations-2015";
const SSP = "uk-sscba-1992";
const FLSA = "us-flsa";
const COW = "in-code-on-wages-2019";
const CSS = "in-code-on-social-security-2020";
const nmw = [`${NMWA} 1`, `${NMWR} 4`];
const holidays = [`${WTR} 13`, `${WTR} 13A`];

// WTR reg. 4(1): average 48-hour week without a written opt-out.
ob("wtr4", "GB", [`${WTR} 4`], [
  "Staff handbook — hours. Warehouse staff work Monday to Saturday, 7am to 6pm, with an hour for lunch. That is the normal pattern all year round and there is no option to work fewer hours.",
  "Dear Jordan, we are delighted to offer you the role of sous chef at our Leeds kitchen. You will work 62 hours each week across six shifts, every week. Your salary is £36,000 a year.",
  "Morning all. From next week everyone on the packing line is doing 12 hour shifts, 5 days a week, until further notice. No exceptions and no one gets to sign out of it.",
  "Rota note for drivers: each driver is rostered 14 hours a day, four days a week, every week of the year. Hours are fixed and not up for discussion.",
], "Staff handbook — hours. Your normal week is 40 hours. Extra shifts are voluntary, and we keep everyone's average below 48 hours a week unless they choose to sign an opt-out, which they can cancel at any time.");

// WTR reg. 5: opt-out must be voluntary and ending it needs no more than 7 days' notice (or up to 3 months if agreed).
ob("wtr5", "GB", [`${WTR} 5`], [
  "Staff handbook — long hours. All employees sign the long-hours agreement when they join so that the weekly hours cap does not apply to them. Once signed, the agreement stays in place for the whole of your employment and cannot be taken back.",
  "Dear Priya, this offer is conditional on you signing the enclosed form giving up the 48-hour weekly limit. If you later want the limit back, you must give us twelve months' written notice.",
  "Hi team, everyone has to sign the 48 hour waiver I've left on the desk by Friday, otherwise I can't give you shifts. And just so you know, once it's signed you can't change your mind.",
  "HR FAQ. Can I cancel my agreement to work more than 48 hours a week? Yes, but only with nine months' notice in writing to HR.",
], "Staff handbook — long hours. If you want to work more than 48 hours a week on average you can sign an opt-out. It is your choice, and you can cancel it at any time by giving us seven days' notice in writing.");

// WTR reg. 10(1): 11 consecutive hours' rest in each 24 hours for an adult worker.
ob("wtr10", "GB", [`${WTR} 10`], [
  "Staff handbook — shifts. Bar staff who close the venue at 1am are expected to be back in at 7am the next morning to take the brewery delivery.",
  "Dear Tom, you will work a late shift finishing at 11pm followed by an early shift starting at 5am the next day, three times each week. You will be paid £13.50 an hour.",
  "Hey guys, since we're short this week anyone who closes tonight at midnight needs to open up again tomorrow at 6, sorry!",
  "Rota note for care assistants (all adults): sleep-in finishes 10pm, next shift starts 4am same building. This repeats every Tuesday and Thursday.",
], "Staff handbook — shifts. When you close the venue at midnight, your next shift will not start before midday the following day.");

// WTR reg. 10(2): 12 consecutive hours' rest for a young worker.
ob("wtr10-young", "GB", [`${WTR} 10`], [
  "Staff handbook — under-18s. Our 16 and 17 year old kitchen porters close at 10pm and are back in at 7am for breakfast service the next morning.",
  "Dear Ellie, as a 17-year-old Saturday and Sunday assistant you will finish at 9pm on Saturday and start again at 6am on Sunday. Your pay is £8.50 an hour.",
  "Jake and Mia (both 16) — you're closing at 9pm Friday then opening at 7am Saturday, see you then.",
  "Rota note: the two school leavers (aged 17) finish the evening shift at 10pm and start the morning shift at 8am the next day, Monday to Friday this summer.",
], "Staff handbook — under-18s. Team members aged 16 or 17 always get at least 12 hours off between finishing one shift and starting the next.");

// WTR reg. 5A(1): a young worker works no more than 8 hours a day or 40 hours a week.
ob("wtr5a", "GB", [`${WTR} 5A`], [
  "Staff handbook — trainees. Trainees aged 16 and 17 work the same 10-hour shifts as everyone else, five days a week.",
  "Dear Callum, we are pleased to offer you a place as a trainee mechanic. As you are 17, you will work 45 hours a week, Monday to Friday, 8am to 5pm. Your pay is £9.00 an hour.",
  "Morning! Our 16 year olds are on 9 hour days this week same as the rest of us, the shop's too busy to send them home early.",
  "Rota note: summer staff aged 17 — 6 days a week, 8 hours a day, so 48 hours a week each.",
], "Staff handbook — trainees. Staff aged 16 and 17 work no more than 8 hours a day and 40 hours a week, with a 30-minute break on any shift longer than four and a half hours.");

// WTR reg. 11: 24 hours' uninterrupted rest each 7 days (or 48 hours each 14 days).
ob("wtr11", "GB", [`${WTR} 11`], [
  "Staff handbook — days off. During the Christmas season shop staff work every day of the week for six weeks, with no days off until January.",
  "Dear Sam, your working pattern is seven days a week, 9am to 3pm, with no fixed day off. Your pay is £13.00 an hour.",
  "Guys I need everyone in every single day for the next three weeks while we do the refit, no days off I'm afraid.",
  "Rota note: cleaners are rostered 14 days straight, then get one day off before the next 14-day block.",
], "Staff handbook — days off. Everyone gets two full days off every week; in busy periods we may swap which two days, but never fewer than two.");

// WTR reg. 12(1): a 20-minute break on a working day longer than 6 hours.
ob("wtr12", "GB", [`${WTR} 12`], [
  "Staff handbook — breaks. Call centre staff work 9am to 5pm. Because of call volumes, nobody takes a break during the shift; you can eat at your desk between calls.",
  "Dear Ana, your shift is 7am to 3pm each day. As we are a small team there is no break during the shift. Your pay is £12.80 an hour.",
  "Saturday is mad busy so nobody is stopping for a break, 8 till 4, eat when you can.",
  "Rota note: the 10am to 6pm shift is worked straight through with no break; food is on the go only.",
], "Staff handbook — breaks. On a shift of more than six hours you take a paid 30-minute break away from your desk, which your team leader schedules.");

// WTR regs. 13 and 13A: 5.6 weeks' (28 days for five days a week) paid holiday.
ob("wtr13", "GB", [holidays], [
  "Staff handbook — holidays. Full-time staff working five days a week get 20 days of paid holiday each year, and this includes bank holidays.",
  "Dear Mr Patel, your hours are Monday to Friday, 9am to 5.30pm. You will be entitled to 15 days' paid holiday a year. Your salary is £31,000.",
  "Just a reminder part-timers don't get holiday here, if you want time off it's unpaid.",
  "HR FAQ. How much paid leave do I get in my first year? None — paid holiday only starts after you have worked here for twelve months.",
], "Staff handbook — holidays. Full-time staff working five days a week get 25 days of paid holiday plus the 8 bank holidays; part-timers get the same pro rata.");

// WTR reg. 13(9): statutory leave may not be replaced by payment in lieu except on termination.
ob("wtr13-9", "GB", [holidays], [
  "Staff handbook — unused holiday. Rather than take your holiday, you can choose to sell all of your days back to the company each March and be paid for them instead.",
  "Dear Kim, your 28 days' holiday will be paid out to you as extra salary at the end of each year instead of being taken as time off.",
  "Nobody's taking leave in December, I'll just add the days you're owed to your pay packet instead.",
  "Payroll FAQ. What happens to the holiday I don't take? We pay it to you in your December salary and your holiday balance goes back to zero for the new year.",
], "Staff handbook — unused holiday. When you leave us, any holiday you have built up but not taken is paid in your final salary.");

// WTR reg. 16: holiday paid when taken; rolled-up holiday pay only for irregular-hours / part-year workers.
ob("wtr16", "GB", [`${WTR} 16`], [
  "Staff handbook — holiday pay. Our full-time office staff on fixed 9 to 5 hours receive an extra 12.07% on every hour's pay instead of being paid when they go on holiday.",
  "Dear Grace, you will work 37.5 hours a week, Monday to Friday, 9am to 5pm. Your holiday pay is included in your hourly rate, so when you take time off it will be unpaid.",
  "Quick one team: from now on your holiday money is built into your hourly rate, so any leave you book is unpaid. This applies to everyone including the full timers on set hours.",
  "Payroll FAQ. Why wasn't I paid for my week off? Holiday pay for staff on regular contracted hours is already added to each hour you work, so time off itself is not paid.",
], "Staff handbook — holiday pay. When you take holiday you are paid your normal weekly pay for the days you are off.");

// NMW Act s. 1 with reg. 4 of the 2015 Regulations: £12.71 an hour from age 21 (from 1 April 2026).
ob("nmw21", "GB", [nmw], [
  "Staff handbook — pay. All cleaning staff aged 21 and over are paid £11.50 an hour.",
  "Dear Mr Kowalski (aged 34), we offer you the position of warehouse operative at £12.00 per hour for a 40-hour week.",
  "Hi all, pay for everyone over 25 is going to be £12.20 an hour from next month. Sorry, it's all we can afford.",
  "Payroll FAQ. What is the hourly rate for adult retail assistants (21+)? It is £12.50 an hour for the 2026/27 year.",
], "Staff handbook — pay. All staff aged 21 and over are paid £13.10 an hour.");

// NMW Act s. 1 with reg. 4A: £10.85 (18–20), £8.00 (16–17), £8.00 (apprentices under 19 or in the first year).
const nmwBands = [[`${NMWA} 1`, `${NMWR} 4A`, `${NMWR} 4`]];
ob("nmw-bands", "GB", nmwBands, [
  "Staff handbook — pay. Team members aged 18 to 20 are paid £9.90 an hour.",
  "Dear Ruby, as you are 19 we can offer you the role of kitchen assistant at £10.00 per hour.",
  "Hey, just so you know the 16 and 17 year olds are on £7.00 an hour now, same as before.",
  "Payroll FAQ. What do first-year apprentices get? All apprentices in their first year are paid £7.20 an hour.",
], "Staff handbook — pay. Team members aged 18 to 20 are paid £11.20 an hour and those aged 16 and 17 £8.40 an hour.");

// NMW Act s. 1: time spent working (trial shifts, training, time kept after the shift) counts.
ob("nmw-time", "GB", [[`${NMWA} 1`, `${NMWR} 4`]], [
  "Staff handbook — induction. New starters complete two days of training before their first shift. Training days are not paid.",
  "Dear Leon, before you start we ask you to work a full unpaid trial shift of eight hours on Saturday so we can see how you get on.",
  "Guys, after closing you need to stay and count the stock, usually about 45 mins. That's not paid, it's part of the job.",
  "Payroll FAQ. Am I paid for the team meeting before my shift? No, the compulsory 30-minute briefing before each shift is unpaid.",
], "Staff handbook — induction. New starters complete two days of paid training at their normal hourly rate before their first shift.");

// NMW Regulations regs. 12 and 13: deductions for uniform, tools etc. may not take pay below the minimum.
const nmwDeduct = [[`${NMWR} 12`, `${NMWR} 13`, `${NMWA} 1`]];
ob("nmw-deduct", "GB", nmwDeduct, [
  "Staff handbook — uniforms. All shop staff are paid £12.71 an hour, and the £60 cost of your uniform is taken from your first month's pay.",
  "Dear Ahmed, your pay will be £12.71 an hour. The cost of your safety boots and tools, £120, will be deducted from your first two wages.",
  "Right everyone, you're all on £12.71 and I'm taking £15 a week off everyone's wages for the work van fuel.",
  "Payroll FAQ. Why is there £40 less in my pay? All staff on the £12.71 rate pay for their own compulsory training course, which comes out of the first pay packet.",
], "Staff handbook — uniforms. We provide your uniform free of charge; nothing is ever taken from your pay for it.");

// ERA s. 1: written statement of particulars by the first day.
ob("era1", "GB", [`${ERA} 1`], [
  "Staff handbook — paperwork. We don't give out contracts or anything in writing about your job here. Everything is agreed by word of mouth.",
  "Dear Sophie, welcome aboard! We'll send through your written terms of employment once you've been with us for six months.",
  "No need for contracts guys, we're a family here, just turn up Monday and we'll sort the details as we go.",
  "HR FAQ. When do I get my contract? Written terms are issued only once you have passed your three-month probation.",
], "Dear Sophie, welcome aboard! Your written statement of terms, with your pay, hours, holiday, sick pay, notice, job title and place of work, is enclosed and applies from your first day.");

// ERA s. 8: itemised pay statement at or before each payment.
ob("era8", "GB", [`${ERA} 8`], [
  "Staff handbook — pay. Wages are paid in cash every Friday. We don't provide payslips.",
  "Dear Owen, your pay of £14 an hour will be transferred weekly. We do not issue payslips; if you need a record, please keep your own.",
  "Pay will be in your accounts Friday. Don't ask me for payslips, we don't do them.",
  "Payroll FAQ. Can I see how my pay was worked out? We only send a breakdown of deductions once a year, with your P60.",
], "Staff handbook — pay. Wages are paid every Friday, and you get a payslip showing your gross pay, each deduction and your take-home pay each time.");

// ERA s. 13: deductions only if authorised by statute, a written contract term or prior written consent.
ob("era13", "GB", [`${ERA} 13`], [
  "Staff handbook — damage. If you break anything, we will take the cost of it out of your wages. We decide how much, we don't ask you first, and it doesn't matter what your contract says.",
  "Dear Chris, welcome to the team. Your contract says nothing about deductions, but managers also take money out of wages for lateness or breakages whenever they decide to, without asking.",
  "If anyone's late again I'm docking £20 off their pay, no discussion.",
  "Payroll FAQ. Why was £150 taken from my wages? If you leave without working your full notice we keep back a week's pay; there is nothing about this in your contract and we do not ask for your agreement.",
], "Staff handbook — damage. We will only take money from your pay for damage if your written contract allows it or you have agreed to it in writing beforehand.");

// ERA s. 18(1): retail cash shortages / stock deficiencies capped at one-tenth of gross pay on a pay day.
ob("era18", "GB", [[`${ERA} 18`, `${ERA} 13`]], [
  "Staff handbook — tills. Shop assistants must pay back any shortfall in their till in full from the next wage payment, however large it is.",
  "Dear Mia, as a sales assistant in our store you agree that any missing stock from your section will be taken in full out of your weekly wages.",
  "Till 3 was £250 short last night, that's coming out of Dan's wages on Friday, all of it.",
  "Payroll FAQ (retail staff). If my till is short, how much comes out of my pay? The whole shortage is deducted on the next pay day, even if it's more than your pay that week.",
], "Staff handbook — tills. If your till is short and your contract allows it, we recover the shortfall over several pay days, never more than one tenth of your gross pay on any pay day.");

// ERA s. 86(1): after one month, at least one week's notice (one week per year from two years, up to 12).
ob("era86", "GB", [`${ERA} 86`], [
  "Staff handbook — leaving. After probation, the company can end your employment at any time without notice, for any reason.",
  "Dear Ms Hughes, after your first three months either party may end this employment by giving two days' notice.",
  "Lads, anyone who's not pulling their weight can expect to be let go on the spot. No notice, you just won't be on the next rota.",
  "HR FAQ. How much notice will I get if I am let go after six years here? One week, whatever your length of service.",
], "Staff handbook — leaving. After one month's service we give at least one week's notice, rising to one week for each full year of service from two years, up to twelve weeks.");

// SSCBA s. 155: statutory sick pay from the first day of sickness from 6 April 2026.
ob("ssp155", "GB", [`${SSP} 155`], [
  "Staff handbook — sickness. The first three days of any sickness absence are unpaid; statutory sick pay starts on day four.",
  "Dear Zoe, if you are off sick you will receive statutory sick pay from your fourth day of absence. The first three days are waiting days and are unpaid.",
  "FYI no sick pay for the first 3 days you're off, it only kicks in after that.",
  "Payroll FAQ (2026/27). When does sick pay start? The government sick pay starts from the fourth day you are ill.",
], "Staff handbook — sickness. Statutory sick pay is paid from your first day of sickness absence.");

// SSCBA s. 151(2): no agreement may exclude or limit statutory sick pay or make the employee pay towards it.
ob("ssp151", "GB", [`${SSP} 151`], [
  "Staff handbook — sickness. By accepting employment you agree that you are not entitled to any sick pay, including statutory sick pay.",
  "Dear Ben, as a condition of this offer you give up any right to statutory sick pay while you work for us.",
  "Just to be clear, nobody here gets government sick pay, you all signed away that right when you joined.",
  "Payroll FAQ. Why is £2 a week taken from my wages? That is your contribution towards the statutory sick pay we pay to staff who are off ill.",
], "Staff handbook — sickness. You get statutory sick pay when you are ill; on top of that, after a year's service, we pay full pay for up to four weeks.");

// FLSA § 206(a): $7.25 an hour minimum wage.
ob("flsa206", "US-TX", [`${FLSA} 206`], [
  "Employee handbook — pay. All adult warehouse associates start at $6.50 an hour.",
  "Dear Marcus (age 30), we are pleased to offer you the position of stock clerk at $6.00 per hour, 40 hours a week.",
  "Hey team, new hires this summer are on $5.75/hr whatever their age, no tips in this job so that's the whole rate.",
  "Payroll FAQ. What do non-tipped cleaners earn? The starting rate is $7.00 an hour for everyone, whatever their age.",
], "Employee handbook — pay. All warehouse associates start at $15.00 an hour.");

// FLSA § 207(a)(1): time and a half for hours over 40 in a workweek, no averaging.
ob("flsa207", "US-TX", [`${FLSA} 207`], [
  "Employee handbook — overtime. Hourly staff who work more than 40 hours in a week are paid their normal hourly rate for the extra hours.",
  "Dear Kayla, your hourly rate is $18. We do not pay extra for hours beyond 40 in a week; every hour is paid at the same rate.",
  "Folks, hours are averaged over two weeks here, so 50 one week and 30 the next means no overtime. Hourly crew only.",
  "Payroll FAQ for hourly staff. Will I get overtime pay for a 52-hour week? No — instead you get time off later, one hour for each extra hour.",
], "Employee handbook — overtime. Hourly staff are paid one and a half times their regular rate for every hour over 40 in a workweek.");

// FLSA § 203(m)(2)(B): employer, managers and supervisors may not keep employees' tips.
ob("flsa203", "US-TX", [`${FLSA} 203`], [
  "Employee handbook — tips. All tips left by customers go into one pool, which is shared equally among servers, bussers and the restaurant's managers.",
  "Dear Lena, as a server you keep 70% of your tips; the remaining 30% is kept by the restaurant to cover running costs.",
  "Heads up: from tonight the shift supervisors get a cut of the tip jar too, same as everyone on the floor.",
  "Payroll FAQ. Where do the card tips go? Tips paid by card are kept by the business; servers keep only cash tips.",
], "Employee handbook — tips. Tips are pooled and shared only among servers, bussers and bartenders; managers and owners never receive any share.");

// FLSA § 213(a)(1): exempt white-collar staff need at least $684 a week salary.
ob("flsa213", "US-TX", [`${FLSA} 213`], [
  "Employee handbook — salaried staff. Assistant managers are paid a salary of $550 a week and are not eligible for overtime, whatever hours they work.",
  "Dear Jamal, you are offered the role of office administrator at an annual salary of $30,000. The role is salaried and exempt, so no overtime is paid.",
  "Reminder: all our shift leads are on $600/week salary, so no overtime for them even on 60 hour weeks.",
  "Payroll FAQ. Why don't coordinators get overtime? They are exempt salaried staff on $32,000 a year.",
], "Employee handbook — salaried staff. Assistant managers are paid a salary of $1,000 a week, manage a team of at least two full-time staff, and are exempt from overtime.");

// FLSA § 212 (29 C.F.R. § 570.35): hours limits for 14- and 15-year-olds.
ob("flsa212", "US-TX", [`${FLSA} 212`], [
  "Employee handbook — young staff. Team members aged 14 and 15 work the closing shift until 10 p.m. on school nights.",
  "Dear Tyler (age 15), you will work Monday to Friday from 3 p.m. to 9 p.m. during the school term.",
  "Our 14 yr olds can come in at 6am before school to help with deliveries, thanks guys.",
  "Rota note: the 15-year-old helpers cover the 9 a.m. to 1 p.m. slot on Wednesdays during the school term.",
], "Employee handbook — young staff. Team members aged 14 and 15 work only after school, from 4 p.m. to 7 p.m., and never more than three hours on a school day.");

// FLSA § 211(c): keeping payroll and time records.
ob("flsa211", "US-TX", [`${FLSA} 211`], [
  "Employee handbook — records. We do not keep timesheets or records of hours worked for hourly staff.",
  "Dear Rosa, your pay is $16 an hour. We don't track hours on paper or any system; just tell your supervisor at the end of the month roughly how much you worked.",
  "Guys please shred all the old timecards, we don't keep anything older than a month.",
  "Payroll FAQ. How long do you keep payroll records? We delete payroll records after six months.",
], "Employee handbook — records. Hours are recorded on our time clock; we keep payroll records for three years and time cards for two.");

// FLSA § 206(a) (29 C.F.R. § 531.35): wages free and clear — deductions may not take pay below $7.25.
ob("flsa-freeclear", "US-TX", [`${FLSA} 206`], [
  "Employee handbook — uniforms. Servers are paid $7.25 an hour, and the cost of their uniform is deducted from their first paycheck.",
  "Dear Luis, your pay is $7.25 per hour. The cost of the tools you will need, $200, will be taken out of your first two paychecks.",
  "Everyone on minimum wage, $25 for the branded shirts is coming out of this week's pay.",
  "Payroll FAQ. Why is my check short? Associates on $7.25 an hour pay $10 a week for their safety gear, taken from their wages.",
], "Employee handbook — uniforms. Uniforms and tools are supplied free of charge; nothing is ever deducted from your pay for them.");

// Code on Wages s. 14: overtime at twice the normal rate.
ob("cow14", "IN", [`${COW} 14`], [
  "Employee handbook — overtime. Factory workers who work beyond their normal working day are paid for the extra hours at their ordinary hourly wage.",
  "Dear Mr Rao, your normal shift is eight hours. Any extra hours you work will be paid at one and a half times your normal rate.",
  "All line staff will stay back 2 hours daily this month, extra hours paid at normal rate only.",
  "Payroll FAQ. How is overtime paid? Extra hours beyond the day's shift are not paid; you get a meal coupon instead.",
], "Employee handbook — overtime. Work beyond the normal working day is paid at twice the ordinary rate of wages.");

// Code on Wages s. 16: wage period not longer than a month.
ob("cow16", "IN", [`${COW} 16`], [
  "Employee handbook — salary. Salaries are paid once every two months.",
  "Dear Ms Iyer, your salary will be credited every quarter, at the end of March, June, September and December.",
  "Team, salaries for this site will now be paid every 45 days, please plan accordingly.",
  "Payroll FAQ. How often is salary paid? Our pay cycle is six weeks.",
], "Employee handbook — salary. Salaries are paid monthly, on the 1st of the following month.");

// Code on Wages s. 17(1): monthly wages paid before the 7th of the following month.
ob("cow17", "IN", [`${COW} 17`], [
  "Employee handbook — salary. Monthly salaries are credited on the 20th of the following month.",
  "Dear Mr Singh, your monthly salary will be paid on the 15th of the month after the month worked.",
  "Salaries for October will come on 25 November, accounts is running late.",
  "Payroll FAQ. When is salary paid? For each month, salary reaches your account by the 10th of the next month.",
], "Employee handbook — salary. Monthly salaries are credited on the 5th of the following month.");

// Code on Wages s. 17(2): final dues within two working days of leaving.
ob("cow17-2", "IN", [`${COW} 17`], [
  "Employee handbook — leaving. When you resign, your final salary and dues are settled within 45 days of your last working day.",
  "Dear Ms Das, if your employment ends for any reason, your full and final settlement will be paid in the next payroll cycle, up to 60 days later.",
  "Those let go in the restructuring today will get their final pay next month with the regular payroll.",
  "Payroll FAQ. I have been dismissed. When do I get my last wages? Full and final settlement is processed within 30 days.",
], "Employee handbook — leaving. When you resign or your employment ends, your final wages are paid within two working days.");

// Code on Wages s. 3: no gender pay discrimination for the same or similar work.
ob("cow3", "IN", [`${COW} 3`], [
  "Employee handbook — pay scales. Male packers earn ₹500 a day and female packers earn ₹400 a day for the same packing work.",
  "Dear Ms Kaur, your daily wage as a helper will be ₹350; male helpers doing the same work get ₹420.",
  "Ladies on the sorting line get 10% less than the men, same as always.",
  "Payroll FAQ. Why is my rate lower than my male colleague's for the same job? Women's rates are set lower for all field staff.",
], "Employee handbook — pay scales. All packers earn ₹500 a day, whatever their gender; rates differ only by grade and years of service.");

// Code on Wages s. 19: fines only per an approved, displayed list, after show cause, max 3% of wages.
ob("cow19", "IN", [`${COW} 19`], [
  "Employee handbook — discipline. Supervisors may fine workers up to ₹1,000 for any mistake, on the spot and without any hearing.",
  "Dear Mr Khan, lateness will be fined at ₹200 per instance, deducted from your salary, without limit.",
  "Anyone found on the phone at the line gets fined one day's wages, no discussion.",
  "Payroll FAQ. Why was 10% of my salary cut? That is the fine for missing your target this month.",
], "Employee handbook — discipline. Fines are imposed only for the acts listed in the government-approved notice displayed at the gate, after you have been heard, and never exceed 3% of your wages for the month.");

// Code on Wages s. 18: only authorised deductions.
ob("cow18", "IN", [`${COW} 18`], [
  "Employee handbook — deductions. The company may deduct from salary any amount it considers appropriate for any reason.",
  "Dear Ms Joshi, the cost of the company's team outings will be deducted from your monthly salary.",
  "Festival party contribution of ₹1,500 will be cut from everyone's salary this month.",
  "Payroll FAQ. Why was ₹2,000 deducted? We deduct a share of the office rent from every employee's pay.",
], "Employee handbook — deductions. Only deductions the law allows — income tax, provident fund and ESI contributions, and recovery of advances you have agreed to — are made from your salary.");

// Code on Social Security s. 53(1): gratuity after five years (fixed-term employees pro rata).
ob("css53", "IN", [`${CSS} 53`], [
  "Employee handbook — gratuity. The company does not pay gratuity to any employee, however long they have served.",
  "Dear Mr Menon, this is a fixed-term contract of three years; no gratuity is payable to fixed-term staff under any circumstances.",
  "Guys, staff leaving after 7 years won't get gratuity this year, cash flow is tight.",
  "HR FAQ. I am leaving after six years of continuous service. Do I get gratuity? No, gratuity is paid only after ten years of service.",
], "Employee handbook — gratuity. Gratuity is paid on leaving after five years' continuous service, and to fixed-term employees on a pro rata basis.");

// Code on Social Security s. 60: maternity benefit 26 weeks (12 weeks from the third child).
ob("css60", "IN", [`${CSS} 60`], [
  "Employee handbook — maternity. Women employees are entitled to 12 weeks of paid maternity leave for their first and second child.",
  "Dear Ms Pillai, maternity leave at our company is eight weeks, unpaid.",
  "Ladies, maternity leave is 3 months max here and it's half pay. Even for your first baby.",
  "HR FAQ. I have worked here for two years and am expecting my first child. How long is my paid maternity leave? Sixteen weeks.",
], "Employee handbook — maternity. Women employees who have worked with us for at least 80 days in the last twelve months get 26 weeks of paid maternity leave for their first two children, and 12 weeks from the third.");

export const empParaphraseCases: ComplianceCase[] = cases;

/** The fixed split of this set: texts 1 and 2 and the near-miss → dev, texts 3 and 4 → held-out; undefined outside the set. */
export function empParaphraseSplitOf(id: string): "dev" | "held-out" | undefined {
  const m = /^ep-.+-(1|2|3|4|ok)$/.exec(id);
  if (!m) return undefined;
  return m[1] === "3" || m[1] === "4" ? "held-out" : "dev";
}
