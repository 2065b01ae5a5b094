import type { ComplianceCase } from "../types";

/**
 * Blind set 7, GB texts: UK GDPR notices, a PECR cookie banner and employment terms (Working Time Regulations,
 * Employment Rights Act). Each text's `breaches` were written from the statutes as stated in
 * shared/domain/compliance-obligations-reference.md before any rule pack was run on it and without reading the rule
 * code; texts with `breaches: []` are lawful on the topics they cover.
 */
export const blind7GbCases: ComplianceCase[] = [
  {
    id: "b7-gb-recruitment-app-notice",
    jurisdiction: "GB",
    title: "GB recruitment app notice: CVs kept while they might come in handy, replies within eight weeks, screening staff in Lagos with no safeguard",
    text: `HireLoop privacy notice — HireLoop Ltd, Deansgate, Manchester (registered with the ICO). Contact: privacy@hireloop.example
We use the CV, contact details, work history and interview notes you give us to match you with vacancies and to pass your application to employers you apply to (steps at your request before a contract, and our legitimate interest in running the service).
Applications are first read by our screening team based in Lagos, Nigeria, who work on our recruitment system remotely.
We hang on to CVs and interview notes for as long as they might come in handy for future roles.
You can ask for a copy of your data, ask us to correct or delete it, object to our use of it or ask us to restrict it. We'll get back to you within eight weeks.
You can complain to us first and, if you are not satisfied, to the Information Commissioner's Office.`,
    breaches: [
      ["uk-gdpr 5(1)(e)", "uk-gdpr 13(2)(a)"],
      ["uk-gdpr 12(3)", "uk-gdpr 12A"],
      ["uk-gdpr 44A", "uk-gdpr 44", "uk-gdpr 46", "uk-gdpr 13(1)(f)"],
    ],
  },
  {
    id: "b7-gb-bakery-loyalty-app-notice",
    jurisdiction: "GB",
    title: "GB bakery loyalty app: ten-year-olds join alone and agree to personalised offers; the ICO and members told when the company considers it appropriate",
    text: `Crumb Club — how we use your information. Crumb & Co Bakeries Ltd, Leeds, is the controller; dataprotection@crumbandco.example.
Anyone aged 10 or over can join the Crumb Club in our app on their own. By joining, members agree to receive personalised offers based on what they buy, which is why we ask for consent when they sign up.
We use your name, email, date of birth and purchase history to run your loyalty account (contract) and, with your consent, to send personalised offers. You can switch offers off in the app at any time.
Accounts are closed and deleted two years after the last purchase. You have the rights to access, correct, erase, restrict, object and port your data; we reply within one month. You may complain to the ICO.
Security: if our systems are ever compromised, we will let the ICO and affected members know when we consider it appropriate.`,
    breaches: [
      ["uk-gdpr 8(1)", "uk-gdpr 8"],
      ["uk-gdpr 33(1)", "uk-gdpr 33", "uk-gdpr 34(1)", "uk-gdpr 34"],
    ],
  },
  {
    id: "b7-gb-garden-centre-cookie-banner-compliant",
    jurisdiction: "GB",
    title: "GB garden centre banner: advertising and analytics cookies only after Accept, Reject all on the same level",
    text: `Cookies on Greenfingers Garden Centre
We use essential cookies to make our website work, for example to keep items in your basket. We'd also like to set analytics cookies to understand how the site is used, and advertising cookies from our partners to show you relevant offers on other websites. We won't set these optional cookies unless you choose "Accept all" or turn them on in "Manage cookies".
"Manage cookies" lists each cookie, who sets it and how long it lasts. You can change your mind at any time using the cookie link at the bottom of every page.
[Accept all] [Reject all] [Manage cookies]`,
    breaches: [],
  },
  {
    id: "b7-gb-courier-zero-hours-contract",
    jurisdiction: "GB",
    title: "GB courier zero-hours contract: no delivery work for others, permanent 48-hour opt-out as a condition, deductions for any loss at the company's discretion",
    text: `Casual Worker Agreement — SwiftDrop Logistics Ltd, Unit 4, Trafford Park, Manchester
1. Nature of engagement. SwiftDrop does not guarantee you any minimum hours. Shifts are offered through the driver app and you may accept or decline them.
2. Other work. While this agreement is in force you must not carry out delivery or courier work for any other business without SwiftDrop's prior written permission.
3. Pay. £12.71 per hour for all time on shift, paid weekly by bank transfer.
4. Hours. By signing this agreement you opt out of the 48-hour average weekly working limit. Signing the opt-out is a condition of being offered shifts, and it cannot be cancelled for as long as you work with us.
5. Deductions. SwiftDrop may recover from your pay the cost of any parcel lost or damaged, any damage to the van, fuel and any parking or traffic fines incurred during your shifts, in any amount and at its discretion.
6. Breaks and holiday. You are entitled to a 20-minute rest break on any shift of more than six hours. Holiday accrues at 12.07% of hours worked and is paid when taken.
7. Sickness. Statutory sick pay is payable from the first day of sickness absence if you qualify.
8. Ending the agreement. Either party may end this agreement by giving one week's notice. There is no probationary period; the half-day induction is paid at the hourly rate.
9. Place of work: SwiftDrop depot, Trafford Park, and delivery routes in Greater Manchester. Start date: 2 November 2026.`,
    breaches: [
      ["uk-employment-rights-act-1996 27A"],
      ["uk-working-time-regulations-1998 5", "uk-working-time-regulations-1998 4"],
      ["uk-employment-rights-act-1996 13"],
    ],
  },
  {
    id: "b7-gb-hotel-kitchen-handbook",
    jurisdiction: "GB",
    title: "GB hotel kitchen handbook: eight-hour shifts worked straight through, 11pm close then 6am open, 20 days' holiday including bank holidays",
    text: `Kitchen Team Handbook — The Harbour View Hotel, Whitby (all kitchen staff are aged 18 or over)
Shifts. Kitchen shifts last up to eight hours and are worked straight through; there is no set break, but staff may grab something to eat on the go when service allows.
Rota. Chefs who close the kitchen at 11pm may be rostered to open it for breakfast service at 6am the next morning.
Holiday. Full-time chefs (five days a week) receive 20 days' paid holiday a year, bank holidays included.
Pay. All kitchen staff are paid at least £13.00 per hour, weekly, with a payslip.
Notice. After one month's employment either side may end employment by giving at least one week's notice; the hotel gives one week for each complete year of service from two years, up to twelve weeks.`,
    breaches: [
      ["uk-working-time-regulations-1998 12", "uk-working-time-regulations-1998 12(1)"],
      ["uk-working-time-regulations-1998 10", "uk-working-time-regulations-1998 10(1)"],
      ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"],
    ],
  },
  {
    id: "b7-gb-nursery-practitioner-contract-compliant",
    jurisdiction: "GB",
    title: "GB nursery practitioner statement: pay above the minimum, 28 days' holiday, breaks and rest, statutory notice, sick pay from day one, agreed deductions only",
    text: `Written Statement of Employment Particulars — Little Acorns Nursery Ltd, 14 Mill Lane, Norwich
Employee: Priya Shah. Job title: Nursery Practitioner. Start date: 5 January 2027. Place of work: Little Acorns, Mill Lane, Norwich.
Hours: 37.5 hours a week, Monday to Friday, 8.00am to 4.30pm, with a one-hour unpaid lunch break each day. You will have at least 11 consecutive hours' rest between working days and two full days off each week.
Pay: £13.20 per hour, paid monthly in arrears by bank transfer on the last working day of the month.
Probation: three months. Training: paediatric first aid and safeguarding training is provided and paid for by the nursery.
Holiday: 28 days' paid holiday a year, including the eight bank holidays; the holiday year runs from 1 January.
Sickness: statutory sick pay is payable from the first day of sickness absence if you qualify. Please call your manager before 7.30am on your first day of absence.
Deductions: we deduct only what the law requires (such as income tax and National Insurance) and any amount you have agreed to in writing before the deduction is made.
Notice: you must give one week's notice. We will give you one week's notice during your first two years and then one week for each complete year of service, up to twelve weeks.
Pension: you will be enrolled in the nursery's workplace pension scheme. Disciplinary and grievance procedures are in the staff handbook.`,
    breaches: [],
  },
];
