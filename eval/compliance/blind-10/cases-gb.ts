import type { ComplianceCase } from "../types";

const WTR = "uk-working-time-regulations-1998";
const NMWA = "uk-national-minimum-wage-act-1998";
const NMWR = "uk-national-minimum-wage-regulations-2015";
const ERA = "uk-employment-rights-act-1996";
const SSCBA = "uk-sscba-1992";

/**
 * Blind set 10, GB employment texts as employers write them (WhatsApp messages, rotas, job adverts, offer letters,
 * handbooks, contracts, policies): Working Time Regulations 1998, National Minimum Wage Act 1998 and Regulations 2015,
 * Employment Rights Act 1996 (written statement, payslips, deductions, zero-hours exclusivity, notice) and the Social
 * Security Contributions and Benefits Act 1992 as amended for statutory sick pay from 6 April 2026. Written with their
 * expected breaches, from the statutes and shared/domain/compliance-obligations-reference.md, by a helper who had not
 * read the rule code (lib/compliance/) or any earlier blind set's texts, and committed before any run.
 *
 * Figures as at EVAL_AS_OF (27 November 2026): National Living Wage £12.71 an hour (21 and over), £10.85 (18-20),
 * £8.00 (16-17) and apprentice rate £8.00, all from 1 April 2026; the apprentice rate only for an apprentice under 19
 * or in the first 12 months (NMW Regulations reg. 5); 5.6 weeks' leave capped at 28 days (WTR regs. 13, 13A); SSP
 * from the first day of incapacity since 6 April 2026 (SSCBA s. 155 as amended by the Employment Rights Act 2025).
 * One fact is one listed breach; provisions a lawyer could equally cite for it are alternatives. `breaches: []`: lawful
 * on the topics the text covers.
 */
export const blind10GbCases: ComplianceCase[] = [
  {
    // Adult bar staff on 7.5-hour shifts get no guaranteed uninterrupted break (reg. 12: 20 minutes over six hours);
    // till shortages taken in full from the next pay (retail employment: s. 18 caps a pay day's deduction at a tenth of
    // gross wages).
    id: "b10-gb-pub-whatsapp-breaks-till",
    jurisdiction: "GB",
    title: "Pub manager's WhatsApp to bar staff: no set breaks on 7.5-hour shifts, till shortages taken in full",
    text: `The Red Lion – Staff group 🍺

Dave (GM): Evening all. Rota for w/c 30 Nov is pinned above. Few reminders as Christmas is coming and it's going to be mental:

1) Shifts are 4pm–11.30pm Thurs to Sat. We can't do set breaks in December, it's too busy. Grab something to eat when it's quiet and be back on the bar asap. If it never goes quiet, it never goes quiet 🤷‍♂️

2) Cash-up. As per your contract, whatever the till is down at the end of your shift comes off that week's pay in full, however much it is. Nobody else should be covering your mistakes. Kayleigh's £140 from Saturday will come off Friday's pay.

3) Christmas jumpers are fine, no Santa hats behind the bar (health and safety).

Any questions message me not the group. Cheers all`,
    breaches: [`${WTR} 12`, `${ERA} 18`],
  },
  {
    // A 19-year-old offered £10.50 an hour (18-20 rate £10.85 from 1 April 2026); contract only after 12 weeks'
    // probation (ERA s. 1: written statement by the first day).
    id: "b10-gb-care-offer-letter-youth-rate",
    jurisdiction: "GB",
    title: "Home-care agency offer letter: 19-year-old on £10.50 an hour, contract only after probation",
    text: `BrightCare Homecare Ltd
Unit 4, Mill Lane Business Park, Derby DE1 3QF

27 November 2026

Dear Chloe,

Offer of employment – Care Assistant (Domiciliary)

Thank you for coming in to meet Sandra and me last week. I am delighted to offer you the position of Care Assistant, working from our Derby branch, starting on Monday 7 December 2026.

Hours: you will be offered between 25 and 40 hours each week across our rota, including alternate weekends.

Pay: as you are 19, you will be paid our under-21 rate of £10.50 per hour, rising to our standard rate of £12.75 per hour on your 21st birthday. Mileage is paid at 30p per mile between calls.

Probation: the first 12 weeks of your employment are a probationary period. Once you have successfully completed probation we will issue your written contract of employment and the staff handbook.

Training: you will complete our three-day induction (paid) and shadow shifts with an experienced carer before working alone.

Please confirm your acceptance by replying to this email and bring your passport and National Insurance number on your first day for right-to-work checks.

Kind regards,

Marcus Hale
Registered Manager`,
    breaches: [[`${NMWA} 1`, `${NMWR} 4A`], `${ERA} 1`],
  },
  {
    // Opt-out that "cannot be cancelled" (reg. 5: the worker can always end it on notice of 7 days to 3 months);
    // 20 days including bank holidays for a five-day week (regs. 13 and 13A: 5.6 weeks, 28 days).
    id: "b10-gb-warehouse-handbook-optout-holiday",
    jurisdiction: "GB",
    title: "Warehouse handbook: irrevocable 48-hour opt-out, 20 days' holiday including bank holidays",
    text: `NORTHERN FULFILMENT SERVICES – OPERATIVE HANDBOOK (v7, September 2026)

Section 4 – Hours of work

Standard operative shifts are 4 x 10 hours (days 06:00–16:30 or nights 18:00–04:30) with a 30-minute unpaid break. At peak (October to January) additional shifts are offered and operatives are expected to support the site.

4.3 Working Time. Most operatives choose to sign the 48-hour opt-out with their starter paperwork. Once signed, the opt-out remains in force for the whole of your employment with NFS and cannot be cancelled, as our peak planning depends on it.

Section 5 – Holidays

5.1 The holiday year runs from 1 January to 31 December.
5.2 Full-time operatives (working four or five days a week) receive 20 days' paid holiday per year. Bank holidays are included in this figure; the site operates on bank holidays and you will be expected to book them from your allowance if you do not work them.
5.3 Holiday must be requested through the kiosk at least two weeks in advance. No holiday is authorised between 15 November and 5 January.`,
    breaches: [`${WTR} 5`, [`${WTR} 13`, `${WTR} 13A`]],
  },
  {
    // Lawful: shortages deducted only under a written term signed in advance, capped at 10% of gross pay on a pay day
    // except the final one, within 12 months; uniform free; itemised payslips.
    id: "b10-gb-shop-contract-deductions-lawful",
    jurisdiction: "GB",
    title: "Convenience shop contract: till-shortage deductions agreed in writing and capped at 10% (lawful)",
    text: `Corner Stores (Leeds) Ltd – Terms and conditions of employment: Sales Assistant

Pay. You will be paid £12.90 per hour, weekly in arrears by bank transfer every Friday. You will receive an itemised payslip by email on or before each pay day showing your gross pay, each deduction and your net pay.

Uniform. We provide two polo shirts and a fleece free of charge and replace them when worn. Nothing is deducted from your pay for uniform.

Cash and stock shortages. You agree, by signing this contract, that where a cash shortage or stock deficiency is found after you have been responsible for a till, and it is shown by our investigation to result from your error, we may deduct the amount from your wages. We will tell you in writing of the total amount and the reason before any deduction is made. Any such deduction will be made within 12 months of our discovering the shortage, and the amount deducted on any one pay day will not exceed 10% of your gross wages payable on that day, except that any balance may be deducted from your final pay when you leave. You can raise a grievance about any deduction.

Other deductions. Apart from tax, National Insurance, pension contributions and the shortages above, no deduction will be made from your pay unless you have first agreed to it in writing.

Signed (employee): ______________    Date: ______________`,
    breaches: [],
  },
  {
    // Advert in November 2026 offering last year's rates: £12.21 to over-21s (NLW £12.71 from 1 April 2026) and £10.00
    // to 18-20s (£10.85); an unpaid four-hour trial shift serving customers (work, so paid at least the minimum wage).
    id: "b10-gb-cafe-advert-old-rate-trial",
    jurisdiction: "GB",
    title: "Café job advert: last year's rate for over-21s and an unpaid four-hour trial shift",
    text: `☕ WE'RE HIRING – BARISTA / FRONT OF HOUSE – Bean There Coffee, Northern Quarter, Manchester

Posted 20 November 2026 · Part-time and full-time · Immediate start

Love coffee? Love people? Come and join our tiny but mighty team! We're an independent café serving speciality coffee, brunch and the best cinnamon buns in Manchester (our customers said it, not us 😉).

What we offer:
• £12.21 per hour for team members aged 21+, £10.00 for 18–20s
• Staff discount 50% on food and drink
• Free coffee on shift (obviously)
• Share of the tips jar every week

What we need:
• Weekend availability
• Barista experience is a bonus but we'll train you
• A big smile

How to apply: send your CV to jobs@beanthere.example. Shortlisted applicants will be invited to a 4-hour unpaid trial shift on a Saturday morning, where you'll work alongside the team making drinks and serving customers so we can see how you get on in a real service.`,
    breaches: [[`${NMWA} 1`, `${NMWR} 4`], [`${NMWA} 1`, `${NMWR} 4A`], `${NMWA} 1`],
  },
  {
    // Lawful: zero-hours casual agreement that leaves the worker free to work elsewhere, pays above the NLW, accrues
    // holiday at 12.07% of hours worked (irregular hours, leave years from 1 April 2024), statement on day one.
    id: "b10-gb-events-zero-hours-lawful",
    jurisdiction: "GB",
    title: "Events caterer's zero-hours casual agreement: free to work elsewhere, 12.07% holiday accrual (lawful)",
    text: `Feast & Co Events Ltd – Casual Worker Agreement

This agreement, together with the written statement of particulars you receive on your first day, sets out the terms on which we may offer you casual work as an Events Server.

1. No guaranteed hours. We do not guarantee you any minimum number of hours. We will offer shifts through the Rotaready app and you are free to accept or decline any shift without giving a reason. Declining a shift will not affect future offers.

2. Other work. You are free to work for anyone else, including other caterers and venues, at any time. You do not need to tell us or ask our permission.

3. Pay. You will be paid £13.00 per hour (or £11.00 if you are aged 18 to 20) for all time worked, including briefings and set-up, paid weekly on Friday with an itemised payslip. If we cancel a shift you have accepted with less than 48 hours' notice, we will pay you for it in full.

4. Holiday. You work irregular hours. Your holiday entitlement accrues at 12.07% of the hours you work in each pay period (our leave year starts on 1 January). Accrued holiday can be booked through the app and is paid at your average pay over the previous 52 weeks in which you were paid.

5. Sickness. If you are sick for a shift you have accepted, tell the events manager as early as possible. Statutory sick pay is paid where you qualify, from your first day of sickness.`,
    breaches: [],
  },
  {
    // Zero-hours casuals forbidden to take other hospitality work without consent (s. 27A: unenforceable); casual
    // staff told they get no sick pay at all (SSP is the employer's liability, s. 151; from 6 April 2026 no earnings
    // threshold).
    id: "b10-gb-bar-casual-exclusive-no-ssp",
    jurisdiction: "GB",
    title: "Cocktail bar casual agreement: no guaranteed hours but no other bar work, no sick pay for casuals",
    text: `ALCHEMY COCKTAIL LOUNGE – CASUAL BAR STAFF AGREEMENT

Welcome to the team! Please read and sign.

Hours – this is a casual, zero hours arrangement. We don't guarantee any hours and work is offered week by week depending on bookings.

Pay – £12.80 per hour plus share of the service charge. Paid fortnightly through PAYE with a payslip on the staff app.

Other jobs – to protect our recipes, our customers and our rota, while you are on our books you must not work at any other bar, pub, restaurant or nightclub within 10 miles without written permission from the General Manager. Breach of this rule will result in you being removed from the rota.

Sickness – casual staff are not entitled to sick pay of any kind, including SSP. If you're ill, swap your shift with someone via the app.

Holiday – holiday accrues at 12.07% of hours worked and can be taken once booked with the GM.

Signed ____________  Date ________`,
    breaches: [`${ERA} 27A`, `${SSCBA} 151`],
  },
  {
    // Lawful: SSP from day one at £123.25 a week or 80% of normal weekly earnings if lower, for 28 weeks; company sick
    // pay on top.
    id: "b10-gb-charity-sickness-lawful",
    jurisdiction: "GB",
    title: "Charity staff handbook: SSP from the first day, company sick pay on top (lawful)",
    text: `Riverside Community Trust – Staff Handbook
Chapter 9: Sickness absence and sick pay

9.1 Letting us know. If you are too ill to work, please call or message your line manager before your usual start time, or as soon as you reasonably can, and keep them updated.

9.2 Evidence. You can self-certify for the first seven days. After that we will ask for a fit note.

9.3 Statutory Sick Pay. Since 6 April 2026, SSP is paid from your first day of sickness absence, with no waiting days and no minimum earnings level. SSP is paid at £123.25 a week, or at 80% of your normal weekly earnings if that is lower, for up to 28 weeks. Everyone who works for the Trust under a contract of employment, whatever their length of service or hours, is covered.

9.4 Trust sick pay. On top of SSP, once you have completed your probation the Trust pays your normal pay for up to 4 weeks in any 12-month period, rising to 8 weeks after 3 years' service. Trust sick pay includes any SSP due, so you are not paid twice.

9.5 Staying in touch. We will keep in touch during longer absences and discuss any adjustments that could help you return.`,
    breaches: [],
  },
  {
    // Sickness policy still applying three waiting days (abolished from 6 April 2026: s. 155) and excluding staff with
    // under six months' service (no service condition: s. 151).
    id: "b10-gb-sickness-policy-waiting-days",
    jurisdiction: "GB",
    title: "Manufacturer's sickness absence policy: three waiting days and no SSP under six months' service",
    text: `Hartwell Precision Engineering Ltd
Sickness Absence Policy (reviewed October 2026)

1. Reporting absence
If you are unable to attend work due to sickness you must telephone your supervisor personally no later than 30 minutes after your shift start. Text messages are not acceptable except in an emergency.

2. Evidence
For absences of up to seven calendar days you must complete a self-certification form on your return. For absences longer than seven days you must provide a fit note from your GP or another healthcare professional.

3. Statutory Sick Pay
3.1 Statutory Sick Pay (SSP) is payable from the fourth qualifying day of absence. The first three qualifying days of any period of sickness are unpaid waiting days.
3.2 Employees who have completed less than six months' continuous service with the Company are not eligible for SSP or company sick pay.
3.3 SSP is paid for a maximum of 28 weeks in any period of sickness.

4. Company sick pay
After two years' service, employees receive full basic pay for up to four weeks in any rolling 12 months, inclusive of SSP.

5. Return to work
All employees will have a return-to-work meeting with their supervisor after every absence.`,
    breaches: [`${SSCBA} 155`, `${SSCBA} 151`],
  },
  {
    // Four weeks' notice whatever the length of service (s. 86: one week per complete year up to 12, so more than four
    // from five years); no notice at all in a six-month probation (s. 86 applies after one month); holiday pay on basic
    // salary only, excluding regular commission (reg. 16 for the reg. 13 four weeks).
    id: "b10-gb-sales-contract-notice-holiday-pay",
    jurisdiction: "GB",
    title: "Sales administrator contract: flat four weeks' notice, none in probation, commission left out of holiday pay",
    text: `CONTRACT OF EMPLOYMENT

Employer: Apex Office Supplies Ltd, 12 Canal Street, Nottingham NG1 7EH
Employee: Priya Shah
Job title: Sales Administrator
Start date: 4 January 2027

1. Salary and commission. Your basic salary is £25,500 per year, paid monthly. You will also earn commission of 2% on orders you process from the key-account list, paid monthly in arrears. Commission has averaged £350 per month for this role.

2. Hours. 37.5 hours per week, Monday to Friday, 8.30am to 5pm with a 30-minute unpaid lunch.

3. Holiday. 25 days per year plus the 8 English bank holidays. Holiday pay is calculated on your basic salary only; commission and any overtime are excluded from holiday pay.

4. Probation. Your first six months are probationary. During probation either party may terminate your employment without notice.

5. Notice. After successful completion of probation, the Company may terminate your employment by giving four weeks' written notice, regardless of length of service. You must give the Company four weeks' written notice.

6. Sickness. Statutory sick pay is paid in accordance with the legislation in force.

7. Other terms. Further particulars (pension, training, other paid leave, and the disciplinary and grievance procedures) are in the Staff Handbook, which you receive with this contract.`,
    breaches: [`${ERA} 86`, `${ERA} 86`, `${WTR} 16`],
  },
  {
    // Lawful: notice at least the statutory minimum, growing one week a year up to 12; summary dismissal for gross
    // misconduct only; longer notice from the employee.
    id: "b10-gb-handbook-notice-lawful",
    jurisdiction: "GB",
    title: "Dental practice handbook: notice periods that grow with service (lawful)",
    text: `Smile Studio Dental Group – Employee Handbook
Part 12: Leaving us

12.1 Notice you give us. During your first three months you need to give us one week's notice. After that, please give us one month's notice in writing (clinicians: two months, so we can rebook patients).

12.2 Notice we give you. In the first month of employment no notice is required on either side. After one month's service we will give you at least one week's notice. Once you have two years' continuous service you are entitled to one week's notice for each complete year of service, up to a maximum of 12 weeks after twelve years. If your contract gives you a longer notice period, the longer period applies.

12.3 Pay in lieu. We may choose to pay you in lieu of all or part of your notice.

12.4 Gross misconduct. If you are dismissed for gross misconduct after our disciplinary procedure, we may end your employment without notice or pay in lieu.

12.5 Final pay. Your final pay will include any accrued but untaken holiday for the current holiday year.`,
    breaches: [],
  },
  {
    // Apprentice rate throughout a three-year apprenticeship regardless of age (reg. 5: only under 19 or in the first
    // 12 months); the tool kit the job needs deducted from pay paid at the apprentice rate (reg. 13 reduces minimum-wage
    // pay).
    id: "b10-gb-garage-apprentice-offer",
    jurisdiction: "GB",
    title: "Garage apprenticeship offer: apprentice rate for all three years whatever your age, tool kit deducted from pay",
    text: `Hollis & Sons Motors – Apprenticeship offer

Hi Jordan,

Great news – we'd like to offer you a place as an Apprentice Vehicle Technician (Level 3) starting Monday 11 January 2027. The apprenticeship lasts three years, with college day release every Tuesday at Bolton College.

Your pay: all our apprentices are paid the apprentice rate of £8.00 an hour for the full three years of the apprenticeship, regardless of age. Once you're qualified you move to our technician scale (currently £14.50/hr).

Hours: 40 hours a week including college day, Monday to Friday 8am–4.30pm.

Tools: every technician needs their own tools. We'll order you our starter tool kit (£360 from our supplier) on day one and take the cost out of your wages over your first eight weeks (£45 a week). The tools are yours to keep.

Overalls and safety boots are provided by us.

Any questions give me a ring on the workshop number.

Cheers,
Gary Hollis
Workshop Manager`,
    breaches: [[`${NMWA} 1`, `${NMWR} 4`, `${NMWR} 4A`, `${NMWR} 5`], [`${NMWR} 13`, `${NMWA} 1`]],
  },
  {
    // Lawful: 2026/27 pay rates at or above each minimum, apprentice rate only in year one or under 19.
    id: "b10-gb-supermarket-pay-rates-lawful",
    jurisdiction: "GB",
    title: "Supermarket pay-rate notice from April 2026: each band at or above the minimum (lawful)",
    text: `FreshWay Local – Colleague pay from 1 April 2026

We're pleased to confirm our new hourly rates, which apply from the first pay week starting on or after 1 April 2026:

Store colleague aged 21 and over: £12.85
Store colleague aged 18–20: £11.00
Store colleague aged 16–17: £8.25
Apprentice (first 12 months of the apprenticeship, or aged under 19): £8.00 – after the first year, apprentices aged 19 or over move to the rate for their age

Night premium: +£1.00 per hour for hours worked between 10pm and 6am.

Uniform is provided free of charge and nothing is deducted from your pay for it. Time spent at compulsory briefings, training and the end-of-shift security check is paid at your normal rate.

Rates move automatically on your birthday – you don't need to tell us. Any questions, speak to your store manager.`,
    breaches: [],
  },
  {
    // Room attendants kept on unpaid until their rooms are done (unpaid working time takes pay under the minimum wage
    // at £12.71 an hour); breakages and missing linen taken from wages on the housekeeper's say-so, with no term or
    // prior written agreement (s. 13).
    id: "b10-gb-hotel-housekeeping-message",
    jurisdiction: "GB",
    title: "Hotel head housekeeper's message: stay unpaid until your rooms are done, breakages taken from wages",
    text: `From: Head Housekeeper, The Grand Esplanade Hotel
To: Housekeeping team
Date: 24 November 2026
Subject: Standards – please read

Hi team,

After last weekend's complaints I need to remind everyone of a few things.

Room allocation: each room attendant is allocated 16 rooms for a 6-hour shift (paid at £12.71/hour). If your rooms aren't finished by the end of your shift, you stay until they are signed off by a supervisor. Any time after your 6 hours is not paid – the allocation is fair and the rest is down to your own speed. Last Saturday several of you were here until 4.30pm.

Breakages and linen: from this week, any breakages in your rooms (glasses, kettles, hairdryers) or missing towels and bathrobes will be taken off your wages at replacement cost. Please check rooms carefully and report damage before you start.

Trolleys must be restocked before you go home.

Thanks for your hard work,
Lorraine`,
    breaches: [`${NMWA} 1`, [`${ERA} 13`, `${NMWR} 12`]],
  },
  {
    // Lawful: voluntary opt-out ended on four weeks' notice (within the three-month maximum), 30-minute break over six
    // hours.
    id: "b10-gb-optout-form-lawful",
    jurisdiction: "GB",
    title: "Logistics firm's 48-hour opt-out form: voluntary, ends on four weeks' notice (lawful)",
    text: `Kestrel Logistics Ltd – Agreement to exceed the 48-hour average weekly working time limit

The Working Time Regulations 1998 limit average weekly working time to 48 hours, normally averaged over 17 weeks. You may choose to agree that this limit will not apply to you.

Signing this form is entirely voluntary. You will not be treated less favourably, and your job will not be affected, if you choose not to sign it or if you later cancel it.

I, ______________________, agree that the 48-hour average weekly limit shall not apply to me. I understand that I can end this agreement at any time by giving Kestrel Logistics four weeks' notice in writing to my line manager or to HR.

Signed ______________________   Date _____________

Notes for drivers' mates and yard staff: whatever you decide, you will still get an unpaid 30-minute break on any shift over six hours, at least 11 hours off between shifts and at least one full day off each week. We keep records of the hours of everyone who has signed this form.`,
    breaches: [],
  },
  {
    // A 22:30 finish followed by a 06:30 start (eight hours' rest: reg. 10 requires 11 consecutive hours); a 17-year-old
    // on a 6.5-hour shift with a 15-minute break (reg. 12: 30 minutes for a young worker over 4.5 hours).
    id: "b10-gb-fashion-store-rota-rest",
    jurisdiction: "GB",
    title: "Fashion store rota email: late close then early delivery, 15-minute break for 17-year-olds",
    text: `From: Store Manager – Threadline, Kingsgate Centre, Huddersfield
To: All store team
Subject: Black Friday week rota + notes

Hi all,

Rota for Black Friday week is attached and on the staffroom board. Key points:

• Late-night shopping Thursday: store closes 10pm. Closing team (Amir, Bethany, Lucy, Tom) cash up and recover the floor until 10.30pm.
• The same closing team are on the 6.30am delivery shift on Friday – we need people who know the stockroom. Please get an early night!
• Saturday team includes our weekend staff Ellie and Mason (both 17) on 10am–4.30pm. Lunch break for Saturday staff is 15 minutes – take it after the lunchtime rush when your supervisor says.
• Sunday 10am–4pm as normal.

Thanks everyone, let's smash our targets!

Natalie`,
    breaches: [`${WTR} 10`, `${WTR} 12`],
  },
  {
    // Unused holiday paid out at the end of the leave year and up to five days "sold back" mid-year (reg. 13: no
    // payment in lieu except on termination); 12 days including bank holidays for a three-day week (5.6 x 3 = 16.8).
    id: "b10-gb-estate-agent-holiday-buyback",
    jurisdiction: "GB",
    title: "Estate agency holiday policy: sell back holiday for cash, part-timers get 12 days with bank holidays",
    text: `Mercer & Lowe Estate Agents – Annual Leave Policy 2027

Leave year: 1 January – 31 December.

Full-time staff (5 days a week): 20 days plus the 8 bank holidays.

Part-time staff: our branches are busiest at weekends, so part-time negotiators and viewers working three days a week receive 12 days' annual leave per year, including any bank holidays that fall on their working days.

Cash for holiday: we know our team are ambitious! Instead of taking all of your leave, you may sell up to 5 days back to the company at any point in the year and receive basic pay for them in the following month's salary. Any holiday still not taken by 31 December will be paid out at basic rate in January's payroll rather than carried over.

Booking: please book via BreatheHR at least 4 weeks ahead for periods of more than 3 days. Saturdays in March to September are blackout days for negotiators.`,
    breaches: [`${WTR} 13`, [`${WTR} 13`, `${WTR} 13A`]],
  },
  {
    // Lawful: 25 days plus bank holidays, part-timers pro rata at 5.6 weeks, holiday pay with regular overtime and
    // commission, paid in lieu only on leaving.
    id: "b10-gb-accountancy-holiday-lawful",
    jurisdiction: "GB",
    title: "Accountancy firm holiday policy: pro rata for part-timers, holiday pay includes overtime and commission (lawful)",
    text: `Pemberton Clarke LLP – Holiday Policy

1. Entitlement. Full-time employees are entitled to 25 days' holiday plus the eight public holidays in England and Wales, 33 days in total, in each holiday year (1 April – 31 March).

2. Part-time staff. Part-time employees receive the same entitlement pro rata to the days they work. For example, an employee working three days a week receives 19.8 days including public holidays, never less than 5.6 of their working weeks.

3. Holiday pay. Holiday is paid at a normal week's pay. For the first four weeks of holiday this includes regular overtime and commission, averaged over the previous 52 paid weeks.

4. Carry-over. You may carry up to five days into the next holiday year with your manager's agreement. If you could not take holiday because of sickness or family leave, you may carry it over as the law allows.

5. Leaving. If you leave part-way through a holiday year, we will pay you for holiday accrued but not taken. Holiday cannot otherwise be exchanged for pay.`,
    breaches: [],
  },
  {
    // Payslips only on request (s. 8: an itemised statement at or before each payment); a compulsory monthly
    // after-hours staff meeting unpaid for staff on £12.71 (time worked, so minimum wage).
    id: "b10-gb-nursery-memo-payslips-meetings",
    jurisdiction: "GB",
    title: "Day nursery memo: payslips only if you ask, compulsory unpaid evening staff meetings",
    text: `LITTLE ACORNS DAY NURSERY – STAFF MEMO

Date: 16 November 2026
From: Nursery Manager

Dear all,

1. Payslips. To save on admin and paper, from December payslips will no longer be produced each month. Your pay will still go into your bank on the last Friday of the month. If you need a payslip (for example for a mortgage or rental application) please ask in the office and we'll print one within a week.

2. Staff meetings. Staff meetings will now be held on the first Monday of every month from 6.30pm to 8pm, after the children have gone home. Attendance is compulsory for all practitioners and room leaders. As these meetings are outside your contracted hours they are unpaid. (As a reminder, practitioner pay is £12.71 per hour.)

3. Ofsted. We are expecting our inspection any time in the next few months. Please make sure all learning journals are up to date.

Thank you for all your hard work,
Joanne`,
    breaches: [`${ERA} 8`, `${NMWA} 1`],
  },
  {
    // Opt-out that the worker can end only on six months' notice (reg. 5: at most three months); one 15-minute break on
    // an eight-hour shift (reg. 12: 20 minutes over six hours).
    id: "b10-gb-food-factory-contract-optout",
    jurisdiction: "GB",
    title: "Food factory contract: opt-out ends only on six months' notice, one 15-minute break per shift",
    text: `Greenfield Foods (Lincoln) Ltd – Statement of Main Terms: Production Operative

Start date: 7 December 2026. Place of work: Greenfield Foods, Sleaford Road, Lincoln.

Pay: £12.95 per hour, paid weekly on Thursdays by BACS, with an itemised payslip.

Hours: 8-hour shifts on a rotating 4-on, 4-off pattern (days 06:00–14:00, lates 14:00–22:00). Overtime is compulsory when production requires it and is paid at time and a quarter.

Working time: you may choose to sign the attached opt-out from the 48-hour weekly limit. You may cancel the opt-out by giving the Company six months' written notice.

Breaks: one paid 15-minute break is taken on each 8-hour shift at a time set by your team leader to keep the line running.

Holidays: 28 days per year including bank holidays (pro rata for part of a year).

Notice: one week during the first two years, then one week for every full year of service up to 12 weeks.`,
    breaches: [`${WTR} 5`, `${WTR} 12`],
  },
  {
    // Lawful: welcome pack with the written statement on day one, pay above the NLW, 28 days including bank
    // holidays, SSP from day one, statutory notice, weekly payslips.
    id: "b10-gb-housing-welcome-pack-lawful",
    jurisdiction: "GB",
    title: "Housing association welcome pack for a new starter: statement on day one, terms at or above the minimums (lawful)",
    text: `Welcome to Oakfield Homes! 🏡

Hi Sam, we're really pleased you're joining us as a Maintenance Operative on Monday 7 December 2026. Here's what to expect.

Your first day: please come to our Sheffield depot at 8am and ask for Lee. You'll get your van keys, PPE and phone, and HR will go through your written statement of terms and conditions with you and give you a copy to keep.

The key terms in a nutshell (your written statement has the full detail):
• Pay: £13.40 per hour, 39 hours a week, Monday to Friday 7.30am–4pm with a 30-minute lunch. Paid weekly every Friday with a payslip you can see on the Oakfield app.
• Holidays: 20 days plus 8 bank holidays each year (28 days in total), going up by one day a year after two years' service to a maximum of 33 including bank holidays.
• Sick pay: statutory sick pay from your first day off sick, plus our own sick pay after probation.
• Probation: 6 months. During probation either of us can end your employment with one week's notice.
• Notice: after probation, one month from you; from us, one month or the statutory minimum (one week for each full year of service, up to 12 weeks), whichever is longer.
• Pension: you'll be enrolled into our workplace pension scheme.

See you on Monday!`,
    breaches: [],
  },
];
