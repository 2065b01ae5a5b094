import type { ComplianceCase } from "../types";

/**
 * Informal workplace set "informal-work" (helper compdetect, issue 34 item 4): 60 short texts in the registers where
 * pay and hours are actually set day to day — a manager's WhatsApp / Slack / Teams message, a rota or shift note, a
 * payroll FAQ answer, a text to a new starter, a staff noticeboard notice, a small business owner's email — each
 * breaching one obligation of GB employment law (Working Time Regulations 1998, National Minimum Wage, Employment Rights
 * Act 1996 ss. 1, 8, 13, 18, 86, statutory sick pay), the US FLSA or India's Code on Wages 2019 / Code on Social
 * Security 2020, in everyday words (most without "employee" or "employer"), and 12 lawful texts, eight of them not
 * about employment at all (volunteers, a football team, a landlord, a housing society, a band, a flat's chore rota,
 * a school run, a church rota) so that an employment verdict on them shows as a false alarm. No regulation is named:
 * the service must detect the applicable law. Written with the expected breaches from the statutes before the code
 * under test was read or run (detect.ts's patterns unread), judged at EVAL_AS_OF (27 November 2026): GB minimum wage
 * from 1 April 2026 £12.71 (21 and over), £10.85 (18–20), £8.00 (16–17); statutory sick pay from the first day of
 * sickness since 6 April 2026; FLSA $7.25 an hour, $684 a week for the white-collar exemptions; India's labour codes
 * in force since 21 November 2025.
 *
 * Split rule, fixed before any run: ids sorted; even position → dev, odd → held-out.
 */
type Breaches = ComplianceCase["breaches"];
const WTR = "uk-working-time-regulations-1998";
const ERA = "uk-employment-rights-act-1996";
const NMWA = "uk-national-minimum-wage-act-1998";
const NMWR = "uk-national-minimum-wage-regulations-2015";
const SSP = "uk-sscba-1992";
const FLSA = "us-flsa";
const COW = "in-code-on-wages-2019";
const CSS = "in-code-on-social-security-2020";
const nmw = [`${NMWA} 1`, `${NMWR} 4`];
const nmwYoung = [`${NMWA} 1`, `${NMWR} 4A`, `${NMWR} 4`];
const nmwDeduct = [`${NMWR} 12`, `${NMWR} 13`, `${NMWA} 1`];

const c = (id: string, jurisdiction: string, title: string, text: string, breaches: Breaches): ComplianceCase => ({ id, jurisdiction, title, text, breaches });

export const informalWorkCases: ComplianceCase[] = [
  // ---- GB: Working Time Regulations 1998 ----
  // reg. 4(1): average week over 48 hours, no opt-out offered.
  c("iw-gb-wtr4-kitchen-whatsapp", "GB", "Head chef's WhatsApp to the brigade",
    "Right chefs, from Monday it's 8am to 9pm, Monday to Friday, plus Saturday lunch 10 till 4. That's the pattern through to the end of the year, nobody goes home early and there's no signing out of it. Cheers, Marco",
    [`${WTR} 4`]),
  c("iw-gb-wtr4-warehouse-noticeboard", "GB", "Warehouse noticeboard: peak hours",
    "NOTICE TO ALL PICKERS — PEAK SEASON. From 1 October until 31 January the picking crew will work 5 x 12-hour shifts every week (60 hours). This is compulsory for everyone on the floor. — Site Manager, Daventry",
    [`${WTR} 4`]),
  // reg. 5: the opt-out must be voluntary and may be ended on no more than 3 months' notice (7 days by default).
  c("iw-gb-wtr5-slack-waiver", "GB", "Depot manager's Slack: the 48-hour form",
    "@channel everyone on nights needs to sign the 48hr opt-out form pinned below before your next shift. If it isn't signed you won't be put on the rota. Once you've signed it it's permanent, you can't cancel it later.",
    [`${WTR} 5`]),
  c("iw-gb-wtr5-faq-notice", "GB", "Payroll FAQ: cancelling the long-hours form",
    "Q: I signed the form to work over 48 hours a week. Can I change my mind? A: Yes, but you need to give the office 6 months' notice in writing before it stops applying to you.",
    [`${WTR} 5`]),
  // reg. 5A: under-18s no more than 8 hours a day or 40 a week.
  c("iw-gb-wtr5a-saturday-kids", "GB", "Garden centre owner's text to the 16-year-olds",
    "Hi both, summer hours for you two (as you're 16): Mon to Fri 8am till 6pm with an hour for lunch. That's 45 hrs a week, see you Monday! Sue, Greenacres Garden Centre",
    [`${WTR} 5A`]),
  c("iw-gb-wtr5a-rota-17", "GB", "Bakery rota note for the 17-year-old",
    "ROTA w/c 3 Aug — Liam (17): Tue, Wed, Thu, Fri, Sat 7am–5pm with two 30-minute breaks. Same as the rest of the bakers.",
    [`${WTR} 5A`]),
  // reg. 10: 11 hours' rest between working days (12 for under-18s).
  c("iw-gb-wtr10-bar-clopen", "GB", "Pub manager's WhatsApp: close then open",
    "Evening team — anyone closing on Friday (finish 1am) is opening on Saturday at 8am for the breakfast delivery. It's the same every weekend from now on, sorry guys.",
    [`${WTR} 10`]),
  c("iw-gb-wtr10-care-rota", "GB", "Care home rota pinned in the staff room",
    "CARE ASSISTANT ROTA. Lates finish 11pm. Anyone on a late Monday and Wednesday is on an early the next day, starting 6am. Swaps only with the nurse in charge.",
    [`${WTR} 10`]),
  // reg. 11: 24 hours' uninterrupted rest each 7 days or 48 hours each 14 days.
  c("iw-gb-wtr11-refit", "GB", "Shop owner's email to the team",
    "Hi all, the stocktake and the refit mean I need every one of you in every day from the 1st to the 21st, seven days a week, no days off at all until it's done. Thanks for pulling together. Karen",
    [`${WTR} 11`]),
  // reg. 12: a 20-minute rest break when the working day is longer than 6 hours.
  c("iw-gb-wtr12-no-breaks", "GB", "Call centre team leader on Teams",
    "Team, the 8am–5pm shift has no lunch or tea breaks any more — eat at your desk between calls. Queues are too long for people to log off.",
    [`${WTR} 12`]),
  c("iw-gb-wtr12-delivery-crew", "GB", "Courier depot note to drivers",
    "Drivers: your route is 10 hours door to door. There is no break built into the route, so don't stop, just keep going until the van is empty.",
    [`${WTR} 12`]),
  // regs. 13/13A: 5.6 weeks (28 days for a five-day week).
  c("iw-gb-wtr13-holiday-days", "GB", "Salon owner's text to a new stylist",
    "Welcome aboard Jess! Quick one re holidays: full-time stylists (5 days a week) get 15 days off a year and bank holidays are normal working days here. Book them in the diary.",
    [[`${WTR} 13`, `${WTR} 13A`]]),
  c("iw-gb-wtr13-part-time-none", "GB", "Payroll FAQ: holidays for part-timers",
    "Q: I work 3 days a week in the shop. How much holiday do I get? A: Part-time staff don't get holiday here — holiday is only for people working 5 days a week.",
    [[`${WTR} 13`, `${WTR} 13A`]]),
  // reg. 13(9)(b) / 13A(6): no payment in lieu of statutory leave except on termination.
  c("iw-gb-wtr13-sell-back", "GB", "Manager's WhatsApp: cash for holidays",
    "Good news team — this year instead of taking your holiday you can sell ALL of it back to us in December and we'll put the cash in your wages. Loads of you have asked. Let me know by Friday.",
    [[`${WTR} 13`, `${WTR} 13A`]]),
  // reg. 16: holiday to be paid when taken (rolled-up pay only for irregular-hours / part-year workers).
  c("iw-gb-wtr16-unpaid-holiday", "GB", "Builder's text to his labourer",
    "Yes mate you can have the 2 weeks in August off, but you know the score, I don't pay for days you're not on site, holiday is unpaid with me.",
    [[`${WTR} 16`, `${WTR} 13`]]),

  // ---- GB: National Minimum Wage ----
  c("iw-gb-nmw-tips-top-up", "GB", "Restaurant owner's message to waiting staff",
    "Hi all, from this month the hourly rate for floor staff (all of you are over 21) is £10.50. With tips you're all taking home way more than the minimum anyway, so nobody is losing out.",
    [nmw]),
  c("iw-gb-nmw-trial-shift", "GB", "Café owner's text to a job applicant",
    "Hi Tom, thanks for coming in. Can you do a trial shift Saturday 8am–2pm? You'll be serving customers and on the till. Trial shifts are unpaid, if it goes well you start the week after.",
    [nmw]),
  c("iw-gb-nmw-uniform", "GB", "Hotel housekeeping supervisor on WhatsApp",
    "Morning ladies, you're all on £12.71 an hour as you know. The new tunics are £70 each and that comes out of your next two wages, £35 a time.",
    [nmwDeduct]),
  c("iw-gb-nmw-young-rate", "GB", "Chip shop owner's text to a 17-year-old",
    "Alright Kai, you can start Friday. As you're only 17 it's £6.50 an hour, cash at the end of each week. Shifts are 5 till 9.",
    [nmwYoung]),

  // ---- GB: Employment Rights Act 1996 ----
  // s. 1: written statement of particulars on or before the first day.
  c("iw-gb-era1-no-paperwork", "GB", "Small business owner's email to a new starter",
    "Hi Priya, great to have you joining the office on Monday. We don't really do contracts or written terms here, we're a small friendly team — just turn up at 9 and we'll go from there.",
    [`${ERA} 1`]),
  c("iw-gb-era1-after-probation", "GB", "Garage owner's text to a new mechanic",
    "Welcome to the workshop Dan. Your written terms will come once you've done your first six months with us, no point doing paperwork before then.",
    [`${ERA} 1`]),
  // s. 8: itemised pay statement.
  c("iw-gb-era8-no-payslips", "GB", "Payroll FAQ: where's my payslip?",
    "Q: Where can I find my payslip? A: We don't issue payslips. Your wages go into your bank on the last Friday of the month; check your bank statement for the amount.",
    [`${ERA} 8`]),
  // s. 13: deductions need statutory authority, a written contract term or prior written agreement.
  c("iw-gb-era13-breakages", "GB", "Bar manager's WhatsApp about breakages",
    "Guys, too many glasses getting smashed. From tonight anything you break gets taken out of your wages, I'll keep a list behind the bar.",
    [`${ERA} 13`]),
  c("iw-gb-era13-late-docking", "GB", "Noticeboard: lateness",
    "STAFF NOTICE. From 1 March anyone who clocks in late, even by a few minutes, will have a full hour's pay knocked off their wages for that day. The Management.",
    [`${ERA} 13`]),
  // s. 18: retail cash shortages capped at one-tenth of gross wages on a pay day.
  c("iw-gb-era18-till-shortages", "GB", "Convenience store owner's note by the tills",
    "TILL STAFF — as it says in your contract, till shortages are taken from your pay. From now on the whole shortage, however large, comes off your next pay day in one go.",
    [`${ERA} 18`]),
  // s. 86: minimum notice after one month's service.
  c("iw-gb-era86-same-day", "GB", "Factory supervisor's Teams message",
    "To the line crew — just so everyone's clear, whether you've been here three months or ten years, if we let you go it's same day. No notice, no notice pay.",
    [`${ERA} 86`]),
  c("iw-gb-era86-one-week-long-service", "GB", "Payroll FAQ: notice if you're let go",
    "Q: I've worked in the packing department for six years. How much notice would I get if my job went? A: One week, the same as everyone else no matter how long you've been with us.",
    [`${ERA} 86`]),
  // Statutory sick pay: from day one since 6 April 2026 (s. 155), and no agreement can exclude it (s. 151(2)).
  c("iw-gb-ssp-fourth-day", "GB", "Nursery manager's staff room notice",
    "Sick pay reminder: the first 3 days you are off ill are unpaid. SSP is paid from day 4. Please ring in by 7am.",
    [`${SSP} 155`]),
  c("iw-gb-ssp-waiting-days-whatsapp", "GB", "Cleaning company owner on WhatsApp",
    "Morning team. If you're off sick you don't get anything for the first three days, it only starts after that. Let me know if you can't make a shift.",
    [`${SSP} 155`]),
  c("iw-gb-ssp-part-timers-excluded", "GB", "Payroll FAQ: sick pay for part-time staff",
    "Q: I'm on 12 hours a week in the warehouse. Can I get sick pay? A: No. Anyone on fewer than 16 hours a week agrees when they join that they won't get statutory sick pay.",
    [`${SSP} 151`]),

  // ---- US: Fair Labor Standards Act ----
  // § 206(a): $7.25 an hour.
  c("iw-us-flsa206-dishwasher", "US-TX", "Diner owner's text to a dishwasher",
    "Hey Luis, you can start Monday on dish. Pay is $6.50 an hour, paid every Friday. Shifts are 4pm to close, usually around 9.",
    [`${FLSA} 206`]),
  c("iw-us-flsa206-trainee-rate", "US", "Payroll FAQ: training rate",
    "Q: What's the pay rate while I'm in training? A: New warehouse associates earn a training rate of $5.00 per hour for the first four weeks, then move to the standard rate.",
    [`${FLSA} 206`]),
  c("iw-us-flsa206-uniform-deduction", "US-GA", "Store manager's message about uniforms",
    "Hi team, everyone on the floor is at $7.25/hr. Starting this pay period we'll take $25 a week out of your check for shirts and apron cleaning.",
    [`${FLSA} 206`]),
  // § 207(a)(1): time and a half over 40 hours in the workweek.
  c("iw-us-flsa207-straight-time", "US", "Shift lead's Slack about extra hours",
    "heads up crew — everything over 40 hrs this week gets paid at your normal hourly rate, we're not doing time and a half anymore. thanks for covering the extra shifts",
    [`${FLSA} 207`]),
  c("iw-us-flsa207-averaging", "US", "Office manager's email on schedules",
    "Team, we're switching to a two-week schedule: 50 hours one week, 30 the next. Because it averages to 40 there's no overtime on the long weeks.",
    [`${FLSA} 207`]),
  c("iw-us-flsa207-comp-time", "US-PA", "Payroll FAQ: overtime and comp time",
    "Q: I worked 46 hours last week at the print shop. Do I get overtime? A: We don't pay overtime. You'll be credited 6 hours of comp time that you can take off later in the year.",
    [`${FLSA} 207`]),
  c("iw-us-flsa207-day-rate", "US", "Trucking owner's text to drivers",
    "Guys, the day rate stays at $180 flat however long the day runs. Most weeks are 60 hours, that's just the job. No extra for the long weeks.",
    [`${FLSA} 207`]),
  // § 203(m)(2)(B): the business and its managers may not keep tips.
  c("iw-us-flsa203m-manager-pool", "US", "Restaurant GM's note in the back office",
    "TIP POOL UPDATE: all servers' tips now go into one pot at close. The pot gets split between the shift managers and the owner at the end of the week.",
    [`${FLSA} 203(m)`]),
  c("iw-us-flsa203m-card-tips", "US-TX", "Bar owner's group text to bartenders",
    "Quick reminder y'all: cash tips are yours, but all tips left on credit cards stay with the bar. They don't get added to your pay.",
    [`${FLSA} 203(m)`]),
  // § 213(a)(1) with 29 C.F.R. 541.600: salary of at least $684 a week for the white-collar exemptions.
  c("iw-us-flsa213-assistant-manager", "US", "District manager's Teams message",
    "Congrats on the promotion Dana! Assistant managers are salaried at $550 a week, so you're exempt — no overtime no matter how many hours you put in.",
    [[`${FLSA} 213`, `${FLSA} 207`]]),
  c("iw-us-flsa213-coordinator", "US", "Small business owner's email to an office coordinator",
    "Hi Kim, as discussed your salary is $30,000 a year. Office coordinators here are exempt, so there's no overtime pay for evenings or weekends.",
    [[`${FLSA} 213`, `${FLSA} 207`]]),
  // § 212 with 29 C.F.R. 570.35: 14- and 15-year-olds.
  c("iw-us-flsa212-school-nights", "US", "Ice cream shop schedule note",
    "SCHEDULE — our 14 and 15 year olds close with everyone else at 10pm on school nights (Mon–Thu) during the school year.",
    [`${FLSA} 212`]),
  c("iw-us-flsa212-long-school-days", "US", "Grocery store text to a 15-year-old bagger",
    "Hi Mason! Since you're 15 we can have you 3pm to 9pm Monday through Friday while school's in. Let me know if that works.",
    [`${FLSA} 212`]),
  // § 211(c): records of hours and wages.
  c("iw-us-flsa211-no-timesheets", "US", "Landscaping owner's text to the crew",
    "Guys we don't do timesheets or clock-ins here. I don't keep track of hours, just tell me roughly what you did at the end of the month and I'll pay you.",
    [`${FLSA} 211`]),
  c("iw-us-flsa211-no-records-drivers", "US", "Delivery company FAQ for new drivers",
    "Q: How are my hours recorded? A: They aren't. Drivers are paid a flat rate per route, so we don't keep any record of the hours you work.",
    [`${FLSA} 211`]),

  // ---- India: Code on Wages 2019 ----
  // s. 3: no gender discrimination in wages for the same or similar work.
  c("iw-in-cow3-loading-rates", "IN", "Godown supervisor's WhatsApp",
    "Loading work from Monday: male helpers ₹450 per day, lady helpers ₹350 per day, same loading and unloading work. Report 8 am sharp.",
    [`${COW} 3`]),
  c("iw-in-cow3-packing-line", "IN", "Factory notice board: packing line wages",
    "NOTICE. Packing line salary revised from 1st April: gents ₹14,000 per month, ladies ₹12,000 per month for the same packing duties. — Factory Office, Pune",
    [`${COW} 3`]),
  // s. 14: overtime at no less than twice the normal rate.
  c("iw-in-cow14-normal-rate", "IN", "Shop owner's message to the counter staff",
    "Diwali season, shop open till 11 pm. Extra hours after 8 pm will be paid at the normal hourly rate. Please co-operate.",
    [`${COW} 14`]),
  c("iw-in-cow14-one-and-half", "IN", "Payroll FAQ: Sunday overtime",
    "Q: What is the overtime rate for Sunday and extra hours? A: Overtime is paid at 1.5 times your normal rate per hour, credited with the monthly salary.",
    [`${COW} 14`]),
  // s. 16: wage period no longer than a month.
  c("iw-in-cow16-two-months", "IN", "Restaurant owner's WhatsApp to the kitchen",
    "From this year salary will be given once every two months, on the 5th of the month after the two months finish. Cash flow issue, please adjust.",
    [[`${COW} 16`, `${COW} 17`]]),
  // s. 17(1): monthly wages before the 7th of the next month.
  c("iw-in-cow17-fifteenth", "IN", "Office admin's notice on salary dates",
    "Dear team, salary for each month will now be credited on the 15th of the following month due to the new accounting process. Amounts unchanged.",
    [`${COW} 17`]),
  c("iw-in-cow17-client-pays", "IN", "Security agency supervisor's WhatsApp to guards",
    "All guards note: your monthly pay will come only after the client clears our bill, normally 20 to 25 days after the month ends. Don't call the office before that.",
    [`${COW} 17`]),
  // s. 17(2): dues within two working days of leaving.
  c("iw-in-cow17-2-next-cycle", "IN", "HR FAQ: last salary after resigning",
    "Q: I have resigned, my last day is Friday. When will I get my last salary? A: Full and final settlement is processed 45 days after your last working day.",
    [`${COW} 17(2)`]),
  c("iw-in-cow17-2-dismissed-driver", "IN", "Transport owner's message to a dismissed driver",
    "Ramesh, as told, your services are stopped from today. Your pending salary will be paid in the next payroll cycle, around 30 days from now. Return the vehicle keys.",
    [`${COW} 17(2)`]),
  // s. 18: only authorised deductions.
  c("iw-in-cow18-party-fund", "IN", "Office notice: staff welfare cut",
    "From this month ₹500 will be cut from everybody's salary for the office party and Diwali gift fund. No need to give consent, it is compulsory.",
    [`${COW} 18`]),
  c("iw-in-cow18-monday-leave", "IN", "Site supervisor's WhatsApp to masons",
    "Anyone taking leave on a Monday will lose two days' wages for that one day. Too many people extending the weekend.",
    [`${COW} 18`]),
  // s. 19: fines only for listed acts, after a chance to explain, capped at 3% of wages.
  c("iw-in-cow19-late-fine", "IN", "Showroom manager's notice",
    "Late by even 10 minutes = ₹300 fine, collected the same day in cash. No explanations will be entertained.",
    [`${COW} 19`]),

  // ---- India: Code on Social Security 2020 ----
  // s. 53(1): gratuity after five years of continuous service.
  c("iw-in-css53-ten-years", "IN", "Payroll FAQ: gratuity",
    "Q: When do I become eligible for gratuity? A: Gratuity is paid only to staff who complete ten years of continuous service with us.",
    [`${CSS} 53`]),
  // s. 60: 26 weeks' maternity benefit (12 weeks from the third child).
  c("iw-in-css60-twelve-weeks", "IN", "Clinic owner's WhatsApp to a receptionist",
    "Congratulations Anjali! For your first baby you can take 12 weeks paid maternity leave, after that you need to come back or resign.",
    [`${CSS} 60`]),
  c("iw-in-css60-unpaid", "IN", "School office notice on maternity leave",
    "Teaching and office staff: maternity leave of three months is allowed but it will be without salary. Inform the office in advance.",
    [`${CSS} 60`]),

  // ---- Lawful texts: not employment, or employment done lawfully ----
  c("iw-ok-food-bank-volunteers", "GB", "Food bank volunteers' WhatsApp",
    "Hi all! Saturday shifts at the food bank: 9–1 sorting donations, 1–5 packing parcels. Everyone here is a volunteer so there's no pressure, just put your name on the rota if you can help. Tea and biscuits provided!",
    []),
  c("iw-ok-sunday-league-rota", "GB", "Sunday league team chat",
    "Lads, kick off 10:30 at the rec, meet 9:45. Dan's on the kit wash rota this week, Gaz is collecting the £5 subs. Anyone who can't make it let me know by Friday so I can sort the team.",
    []),
  c("iw-ok-landlord-note", "GB", "Landlord's note to tenants",
    "Hi everyone, just a reminder that rent is due on the 1st of each month by standing order. Bins go out Tuesday night. The gas engineer is coming on Wednesday between 8 and 10am to service the boiler, please make sure someone is in.",
    []),
  c("iw-ok-church-coffee-rota", "US", "Church hospitality volunteers' email",
    "Hi friends, here's the coffee hour rota for December. Each team works one Sunday, 9:30 to 12. Donations for supplies go in the jar by the urn. Thank you all for giving your time!",
    []),
  c("iw-ok-housing-society-dues", "IN", "Housing society notice",
    "NOTICE TO ALL RESIDENTS. Monthly maintenance charges of ₹2,500 are due by the 10th of each month. A late fee of ₹100 applies after that. The water tank will be cleaned on Sunday, 7 am to 11 am. — Secretary",
    []),
  c("iw-ok-band-gig-split", "US", "Band group chat after a gig",
    "Great show last night! The venue paid $400, so that's $100 each after I Venmo you. Next practice is Thursday 7 till 10 at Jake's garage, bring your own strings.",
    []),
  c("iw-ok-flat-chore-rota", "GB", "Student flat chore rota",
    "Flat 4 chores: kitchen shift Mon/Thu — Amy, bathroom shift Tue/Fri — Raj, hoovering Sat — Chris. Everyone put £5 in the kitty for cleaning stuff please. Whoever misses their shift buys the next pizza!",
    []),
  c("iw-ok-school-run-rota", "GB", "Parents' school run rota",
    "School run rota for next half term: Mondays Claire drives, Tuesdays Mo, Wednesdays me. Pick up is 3:15 sharp, drop off at 8:30. Let's swap if anyone's working late.",
    []),
  c("iw-ok-gb-cafe-rota", "GB", "Café manager's lawful rota message",
    "Hi team, rota for next week's up on the board. Everyone's on 8-hour shifts with a 30-minute paid break, nobody finishes after 6pm or starts before 7am, and everyone has two full days off. Pay for all of you over 21 is £12.80 an hour, payslips by email on payday. Shout if you need a swap.",
    []),
  c("iw-ok-us-overtime-slack", "US", "Shift lead's lawful Slack on overtime",
    "heads up crew — we're busy next week so extra shifts are available. Anything over 40 hours in the week is paid at time and a half, as always. Clock in and out on the app so your hours are recorded.",
    []),
  c("iw-ok-in-salary-notice", "IN", "Lawful salary notice",
    "Dear team, salaries for November will be credited on 5th December. Overtime hours are paid at double the normal rate and shown separately on your payslip. Men and women on the same work get the same pay.",
    []),
  c("iw-ok-gb-sick-pay-faq", "GB", "Lawful payroll FAQ on sick pay",
    "Q: Do I get paid if I'm off sick? A: Yes. Statutory sick pay is paid from your first day off sick, whatever hours you work. Just call your manager before your shift starts.",
    []),
];

const position = new Map([...informalWorkCases].map((x) => x.id).sort().map((id, i) => [id, i]));

/** The fixed split of this set: ids sorted, even position → dev, odd → held-out; undefined for a case not in the set. */
export function informalWorkSplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
