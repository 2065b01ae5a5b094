import type { ComplianceCase } from "../types";

/**
 * Blind set 3, GB: UK GDPR notices and procedures, PECR cookies and e-marketing, and employment terms (Working Time
 * Regulations 1998, National Minimum Wage Act 1998 and its 2015 Regulations, Employment Rights Act 1996, SSP under the
 * SSCBA 1992 as amended from 6 April 2026). Judged as at 27 November 2026: NMW from 1 April 2026 is £12.71 (21+),
 * £10.85 (18–20), £8.00 (16–17 and apprentices); SSP is payable from the first day of sickness. A staff-handbook or
 * policy extract is not the whole written statement, so ERA s. 1 is listed only for a text that presents itself as
 * the statement of main terms.
 */
export const blindGbCases: ComplianceCase[] = [
  {
    id: "b3-gb-charity-supporters-notice",
    jurisdiction: "GB",
    title: "UK charity supporter notice: records kept permanently, 40 days to answer access requests",
    text: `Supporter privacy notice — Riverside Animal Rescue (registered charity 1100001), 2 Mill Lane, Norwich NR1 1AA, privacy@riversiderescue.org.uk
We use your name, address, email address and donation history to process your donations and claim Gift Aid (legal obligation and performance of our agreement with you), and to send you updates about our work by post (legitimate interests: keeping supporters informed). We email you about appeals only if you have opted in, and you can opt out at any time with the link in every email.
We share your details with our mailing house and our payment processor, who act on our instructions. We do not sell or swap your data, and all data are held in the UK.
Supporter records are kept permanently so that we have a full history of everyone who has ever supported us.
You have the right to access your data, to have it corrected or erased, to restrict or object to processing and to data portability. We will respond to subject access requests within 40 days.
You can complain to the Information Commissioner's Office (ico.org.uk).
You do not have to give us your details, but we need your name and address to claim Gift Aid. We do not use automated decision-making.`,
    breaches: ["uk-gdpr 5(1)(e)", "uk-gdpr 12(3)"],
  },
  {
    id: "b3-gb-gym-notice-good",
    jurisdiction: "GB",
    title: "UK gym chain notice: complete, one-month replies, ICO complaint, fixed retention (no breach expected)",
    text: `Privacy notice — FitHub Leisure Ltd, 10 Station Road, Leeds LS1 4AP, dataprotection@fithub.co.uk
Our data protection officer can be contacted at dpo@fithub.co.uk.
We process your name, contact details, membership and payment details to run your membership (contract), your entry records for site security (legitimate interests in keeping members and staff safe), and, if you opt in, to send you class updates by email (consent).
Recipients: our direct-debit bureau, our membership software provider and, where required, HMRC. Our booking app provider stores data in the United States under the UK Extension to the EU–US Data Privacy Framework (UK–US data bridge).
We keep membership records for six years after your membership ends and CCTV footage for 30 days.
You have the rights of access, rectification, erasure, restriction, objection and data portability. We respond within one month of receiving your request, which we may extend by up to two further months for complex requests, telling you why. You may withdraw consent to class emails at any time by clicking unsubscribe.
If you are unhappy, please complain to us first; you can also complain to the Information Commissioner's Office.
Contact and payment details are needed to enter into the membership contract. We do not make decisions about you solely by automated means.`,
    breaches: [],
  },
  {
    id: "b3-gb-cookie-loaded-then-settings",
    jurisdiction: "GB",
    title: "UK magazine banner: analytics and advertising cookies on arrival, switch-off only in settings",
    text: `Cookies
We set Google Analytics and advertising cookies as soon as you arrive on our site so that we can show you relevant ads. You can switch them off at any time in Settings.
[Got it]   [Settings]`,
    breaches: ["uk-pecr-2003 6"],
  },
  {
    id: "b3-gb-cookie-banner-good",
    jurisdiction: "GB",
    title: "UK council-supplier banner: exempt statistics only by default, ads only on Accept, equal Reject (no breach expected)",
    text: `Cookies on Greenway Supplies
We use essential cookies to make our site work. We also use first-party analytics cookies to collect aggregate statistics to improve the site, as the law permits without consent, and you can turn these off below.
We would like to set advertising cookies from our partners, but only if you click "Accept advertising cookies".
[Accept advertising cookies]   [Reject advertising cookies]
Both buttons are equally prominent. Our cookie policy lists each cookie, who sets it and how long it lasts, and you can change your settings at any time.`,
    breaches: [],
  },
  {
    id: "b3-gb-ticketing-partner-emails",
    jurisdiction: "GB",
    title: "UK ticket seller: buyers' emails passed to partner venues for their own marketing emails",
    text: `Booking terms — data and marketing (Stagedoor Tickets Ltd)
When you buy a ticket, your name and email address are passed to our partner venues and promoters, who will send you their own promotional emails about upcoming shows.
This is a condition of booking through our site, and there is no box to untick.
You can unsubscribe from each partner's emails separately by contacting that partner.`,
    breaches: ["uk-pecr-2003 22", ["uk-gdpr 7(4)", "uk-gdpr 6(1)", "uk-gdpr 4(11)", "uk-gdpr 7(2)"]],
  },
  {
    id: "b3-gb-breach-policy-business-days",
    jurisdiction: "GB",
    title: "UK recruitment agency breach policy: ICO told within three business days",
    text: `Data breach policy — TalentBridge Recruitment Ltd
This policy applies to all staff.
All security incidents must be reported to the Data Protection Lead on the day they are discovered.
Where a personal data breach is reportable, the Data Protection Lead notifies the ICO within three business days of the breach being confirmed.
Where a breach is likely to result in a high risk to candidates, they are told without undue delay.`,
    breaches: ["uk-gdpr 33"],
  },
  {
    id: "b3-gb-fingerprint-clocking",
    jurisdiction: "GB",
    title: "UK factory staff notice: fingerprint clock-in justified by consent given in the employment contract",
    text: `Staff privacy notice — Northfield Packaging Ltd, Unit 9, Trafford Park, Manchester M17 1AA, hr@northfieldpack.co.uk
We process your personal data to manage your employment: payroll, pensions and right-to-work checks (contract and legal obligation), and absence records (legal obligation).
All staff clock in and out using fingerprint scanners at the factory gate. By signing your contract of employment you consent to the use of your fingerprint data; staff who do not consent cannot be employed on the shop floor.
We share data with our payroll bureau, our pension provider and HMRC. All data are stored in the UK.
Personnel files are kept for six years after employment ends; fingerprint templates are deleted when you leave.
You have the right to access, correct and erase your data and to restrict or object to processing; contact HR. You can complain to the ICO.
Your bank details and National Insurance number are required to pay you. We do not make automated decisions about you.`,
    breaches: [["uk-gdpr 9", "uk-gdpr 9(2)"], ["uk-gdpr 7(4)", "uk-gdpr 4(11)", "uk-gdpr 6(1)"], ["uk-gdpr 13(2)(c)", "uk-gdpr 7(3)"]],
  },
  {
    id: "b3-gb-warehouse-opt-out-irrevocable",
    jurisdiction: "GB",
    title: "UK warehouse handbook extract: 48-hour opt-out as a condition of hire and impossible to withdraw",
    text: `Extract from the Warehouse Staff Handbook — Swift Logistics Ltd
Working hours. Operatives work shifts of up to 12 hours as set out in the rota.
Opting out of the 48-hour week. All new operatives sign the opt-out agreement as part of accepting our offer of employment. Once signed, the opt-out remains in force for the whole of your employment and cannot be cancelled.
Rest. Each shift includes a paid 30-minute break, and there are at least 11 hours between the end of one shift and the start of the next.`,
    breaches: [["uk-working-time-regulations-1998 5", "uk-working-time-regulations-1998 5(2)"]],
  },
  {
    id: "b3-gb-care-casual-exclusivity",
    jurisdiction: "GB",
    title: "UK home-care casual worker agreement: no guaranteed hours yet work for other providers forbidden",
    text: `Casual Worker Agreement — BrightCare Homecare Ltd
1. The Company does not guarantee you any minimum number of hours; work is offered as and when available and you may accept or decline it.
2. You are paid £12.90 per hour for all time spent on visits and travelling between visits.
3. While this agreement is in force you must not work for any other care provider or agency without the Company's written permission.
4. Holiday accrues at 12.07% of the hours you work, as you work irregular hours.`,
    breaches: [["uk-employment-rights-act-1996 27A", "uk-employment-rights-act-1996 27A(1)"]],
  },
  {
    id: "b3-gb-pub-holiday-20-days",
    jurisdiction: "GB",
    title: "UK pub company statement: full-time staff get 20 days including bank holidays",
    text: `Handbook extract — holidays (The Crown & Anchor Inns Ltd)
Full-time staff (five days a week) are entitled to 20 days' paid holiday in each holiday year, which includes the eight public and bank holidays.
Holiday must be booked four weeks in advance with your manager.
Part-time staff receive a pro-rata amount.`,
    breaches: [["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"]],
  },
  {
    id: "b3-gb-apprentice-low-rate",
    jurisdiction: "GB",
    title: "UK salon apprenticeship offer: first-year apprentice paid below the apprentice rate",
    text: `Apprenticeship offer letter — Studio Nine Hair Ltd
We are pleased to offer you a Level 2 hairdressing apprenticeship starting on 5 January 2027.
Pay: as a first-year apprentice you will be paid £6.90 per hour for all hours worked, including time at college.
Hours: 37.5 hours per week, Tuesday to Saturday.
Holiday: 28 days a year including bank holidays.`,
    breaches: [["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"]],
  },
  {
    id: "b3-gb-retail-statement-good",
    jurisdiction: "GB",
    title: "UK retail written statement: rate above NLW, 5.6 weeks' leave, revocable opt-out, SSP from day one (no breach expected)",
    text: `Statement of main terms of employment — Corner Grocers Ltd
Employer: Corner Grocers Ltd, 14 High Street, Bristol BS1 2AA. Employee: Jordan Ellis. Job title: Retail Assistant. Start date: 2 March 2026; no previous employment counts towards continuous employment.
Place of work: our Bristol shop.
Pay: £12.90 per hour, paid monthly in arrears by bank transfer on the last working day of the month.
Hours: 30 hours per week, Monday to Friday between 8am and 6pm as set out in the rota. Each shift over six hours includes an unpaid 30-minute break.
Holiday: 5.6 weeks' paid holiday a year (28 days for a five-day week, pro rata for part-time hours), including bank holidays; the holiday year runs from 1 January.
Sickness: statutory sick pay is paid in line with the law, from the first day of sickness absence; report absence to your manager by 9am.
Working time: you may choose to sign an agreement to work more than 48 hours a week on average; you may end it at any time by giving seven days' written notice.
Deductions: we make no deductions from pay other than tax, National Insurance and pension contributions, unless you have agreed in writing beforehand.
Notice: after the probation period of three months, you must give one week's notice; we will give you one week's notice for each complete year of service (at least one week), up to twelve weeks.
Pension: you will be enrolled in our workplace pension scheme. Training: induction training is provided at our cost. No collective agreements apply.`,
    breaches: [],
  },
  {
    id: "b3-gb-ssp-fourth-day",
    jurisdiction: "GB",
    title: "UK call-centre sickness policy (2026): SSP only from the fourth qualifying day",
    text: `Sickness absence policy — Connect Contact Centres Ltd (updated September 2026)
This policy applies to all employees.
If you are off sick you must phone your team leader before the start of your shift.
Statutory sick pay is not paid for the first three qualifying days of any period of sickness; it starts on the fourth qualifying day.
The company does not pay any contractual sick pay on top of SSP.`,
    breaches: [["uk-sscba-1992 155", "uk-sscba-1992 155(1)"]],
  },
  {
    id: "b3-gb-shop-shortages-deducted",
    jurisdiction: "GB",
    title: "UK convenience store rules: till shortages and stock losses taken in full from the next wage",
    text: `Store rules for cashiers — QuickStop Retail Ltd
Cashiers are responsible for their till.
Any cash shortage or stock loss found at the end of a shift is deducted in full from the cashier's next wage payment, whatever the amount.
Cashiers are paid £12.80 per hour, weekly on Fridays.`,
    breaches: [["uk-employment-rights-act-1996 18", "uk-employment-rights-act-1996 18(1)", "uk-employment-rights-act-1996 13"]],
  },
  {
    id: "b3-gb-restaurant-no-breaks-clopen",
    jurisdiction: "GB",
    title: "UK restaurant rota rules: ten-hour shifts without a break, close at 11pm and open at 6am",
    text: `Kitchen rota rules — Olive & Vine Restaurants Ltd
Shifts are ten hours long. Because service is busy there is no scheduled break; staff may eat while working when the pass is quiet.
Staff on the closing shift, which ends at 11pm, are regularly rostered on the opening shift starting at 6am the next morning.
All staff are aged 18 or over and are paid £12.85 per hour.`,
    breaches: [["uk-working-time-regulations-1998 12", "uk-working-time-regulations-1998 12(1)"], ["uk-working-time-regulations-1998 10", "uk-working-time-regulations-1998 10(1)"]],
  },
  {
    id: "b3-gb-notice-long-service",
    jurisdiction: "GB",
    title: "UK engineering firm handbook: two weeks' notice however long the service",
    text: `Handbook extract — termination (Precision Parts Ltd)
After completing probation, employees must give the Company one week's notice of resignation.
The Company will give employees two weeks' notice of termination, regardless of length of service.
Pay in lieu of notice may be made at the Company's discretion.`,
    breaches: [["uk-employment-rights-act-1996 86", "uk-employment-rights-act-1996 86(1)"]],
  },
  {
    id: "b3-gb-office-rolled-up",
    jurisdiction: "GB",
    title: "UK office firm: regular Monday–Friday staff paid rolled-up holiday pay",
    text: `Pay and holidays — Ledger & Co Accountants Ltd
Our administrative staff work fixed hours, 9am to 5pm, Monday to Friday, all year round.
Instead of paid time off, holiday pay is rolled up into the hourly rate as an uplift of 12.07%, paid with every wage; staff may take unpaid leave by agreement.
The basic hourly rate before the uplift is £13.50.`,
    breaches: [["uk-working-time-regulations-1998 16", "uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 16B", "uk-working-time-regulations-1998 13A"]],
  },
  {
    id: "b3-gb-fortnight-one-day-off",
    jurisdiction: "GB",
    title: "UK festival crew contract: thirteen consecutive days on, one day off",
    text: `Crew working arrangements — Summer Fields Events Ltd
During the festival season crew members work thirteen consecutive days followed by a single day off, and the pattern then repeats.
Each working day lasts no more than nine hours with a 30-minute unpaid break, and there are at least twelve hours between shifts.
Crew are paid £13.20 per hour and are aged 21 or over.`,
    breaches: [["uk-working-time-regulations-1998 11", "uk-working-time-regulations-1998 11(1)", "uk-working-time-regulations-1998 11(2)"]],
  },
  {
    id: "b3-gb-handbook-long-good",
    jurisdiction: "GB",
    title: "Long UK handbook extract on hours, breaks, holiday, sickness and pay, all lawful (no breach expected)",
    text: `Employee handbook — Harbour View Hotels Ltd (extract: working time, pay and absence)
1. Hours of work. Your normal hours are set out in your statement of main terms. Rotas are published two weeks in advance. You will not be asked to work more than an average of 48 hours a week over a 17-week reference period unless you have freely chosen to sign an opt-out agreement. Signing is voluntary, is never a condition of employment, and you may cancel the opt-out at any time by giving us seven days' notice in writing.
2. Rest. You are entitled to a rest break of at least 20 minutes when you work more than six hours in a day, to at least 11 consecutive hours of rest between working days, and to at least one full day off each week (or two days in each fortnight). Staff under 18 receive a 30-minute break after four and a half hours, 12 hours' daily rest and two days off each week.
3. Holiday. Full-time staff receive 28 days' paid holiday a year, including bank holidays; part-time staff receive 5.6 weeks pro rata. Staff on irregular-hours contracts accrue holiday at 12.07% of hours worked in each pay period.
4. Pay. All staff are paid at least the National Living Wage or the National Minimum Wage for their age, whichever applies; our current lowest rate for staff aged 21 and over is £12.75 per hour. Uniforms are provided free of charge and no deduction is made for them.
5. Sickness. Statutory sick pay is payable from the first day of sickness absence. Please tell your manager as early as you can.
6. Notice. We give at least the statutory minimum notice: one week after one month's service, and one week for each complete year of service from two years, up to twelve weeks.
7. Deductions. We only deduct from wages what the law requires (tax, National Insurance, student loan, pension) or what you have agreed to in writing in advance.`,
    breaches: [],
  },
];
