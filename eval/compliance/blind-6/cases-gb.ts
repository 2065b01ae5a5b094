import type { ComplianceCase } from "../types";

/**
 * Blind set 6, GB texts: UK GDPR notices, a PECR cookie banner and an email campaign, and employment terms (Working
 * Time Regulations 1998, National Minimum Wage Act 1998, Employment Rights Act 1996). Expected breaches written from
 * the statutes (and shared/domain/compliance-obligations-reference.md) as at 27 November 2026, before any rule pack was
 * run on them and before the rule code was read.
 */
export const blind6GbCases: ComplianceCase[] = [
  {
    id: "b6-gb-recruitment-agency-notice",
    jurisdiction: "GB",
    title: "GB recruitment agency notice: CVs kept indefinitely, £10 fee for access requests, replies within 40 days",
    text: `Candidate Privacy Notice — Brightpath Recruitment Ltd
Brightpath Recruitment Ltd, 3 Queen Square, Bristol BS1 4JE, is the controller of the information you give us. Contact our data protection lead at dataprotection@brightpath.example.
We use your CV, contact details and interview notes to find you suitable roles and to introduce you to our clients (our legitimate interests and steps taken at your request before entering into a contract). We share your CV with client employers you agree to be put forward to.
Your information is stored on servers in the United Kingdom.
We keep candidate records indefinitely so that we can contact you about future opportunities.
You have the right to request a copy of your data, to have it corrected or erased, to object to our use of it and to ask us to restrict it. A fee of £10 is payable with every subject access request, and we will respond within 40 days of receiving the fee.
If you are unhappy, you can complain to the Information Commissioner's Office.`,
    breaches: [
      ["uk-gdpr 5(1)(e)", "uk-gdpr 13(2)(a)"],
      ["uk-gdpr 12(5)", "uk-gdpr 15(3)"],
      ["uk-gdpr 12(3)", "uk-gdpr 12A"],
      ["uk-gdpr 13(2)(b)"],
      ["uk-gdpr 13(2)(e)"],
    ],
  },
  {
    id: "b6-gb-dental-practice-notice-compliant",
    jurisdiction: "GB",
    title: "GB dental practice notice: health data under Art. 9(2)(h), retention, rights, one-month replies, complaints",
    text: `Patient Privacy Notice — Riverside Dental Practice
Riverside Dental Care Ltd, 22 Bridge Street, Chester CH1 1NQ, is the controller of your personal data. Our data protection officer is Dr Anna Patel, dpo@riversidedental.example, 01244 000000.
We use your contact details, medical history and dental records to provide dental care to you. Our lawful basis is the performance of a task in the public interest for NHS treatment, or our contract with you for private treatment (UK GDPR Article 6(1)(e) or 6(1)(b)); health data is processed for the provision of health care (Article 9(2)(h)) under the supervision of registered dental professionals who owe a duty of confidentiality. We also keep records to meet our legal obligations as a healthcare provider (Article 6(1)(c)).
Providing your medical history is necessary for us to treat you safely; if you do not provide it we may be unable to offer some treatments.
We share your information with NHS bodies for NHS treatment and payment, with dental laboratories that make your appliances, and with other clinicians when we refer you, with your knowledge.
All records are held in the United Kingdom; we do not transfer them abroad.
Dental records are kept for 11 years after your last treatment, or until your 25th birthday if that is later, in line with NHS records-management guidance.
You have the right to access your records free of charge, to have inaccurate information corrected, and in some circumstances to have it erased or restricted or to object to its use. We respond within one month; if your request is complex we may extend this by up to two further months and will tell you why within the first month.
We do not make decisions about you by automated means.
If you are unhappy with how we handle your data, please tell us first at dpo@riversidedental.example so that we can try to put it right; you also have the right to complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).`,
    breaches: [],
  },
  {
    id: "b6-gb-football-news-cookie-banner",
    jurisdiction: "GB",
    title: "GB football news site banner: advertising cookies set on arrival, using the site counts as agreement",
    text: `Cookies on TerraceTalk
We and around 120 advertising partners use cookies and similar technologies to personalise the adverts you see across the web. These are placed as soon as the page loads.
By continuing to use TerraceTalk you agree to our use of cookies.
[Got it]`,
    breaches: ["uk-pecr-2003 6"],
  },
  {
    id: "b6-gb-solar-panel-email-campaign",
    jurisdiction: "GB",
    title: "GB solar installer emails a purchased list of consumers; sender disguised, no way to opt out",
    text: `Campaign plan — SunRoof Direct Ltd, Q1 2027
Audience: 65,000 personal email addresses of homeowners bought from LeadHive Data Ltd. The homeowners have never dealt with SunRoof Direct and were not told on LeadHive's forms that their details would go to solar installers.
Sender name: "Energy Savings Team", from a no-reply address that does not accept replies; the company name does not appear in the email.
Unsubscribe: none — the list is refreshed monthly and every address receives all mailings.`,
    breaches: ["uk-pecr-2003 22", "uk-pecr-2003 23"],
  },
  {
    id: "b6-gb-events-zero-hours-contract",
    jurisdiction: "GB",
    title: "GB events staffing zero-hours contract: exclusivity, an opt-out of the 48-hour limit that cannot be withdrawn, no paid holiday",
    text: `Casual Worker Agreement — Crowdline Events Ltd
There is no obligation on Crowdline to offer you any work and no obligation on you to accept any work offered. You will be paid £12.80 per hour for hours worked.
While this agreement is in force you must not work for any other events or hospitality business without Crowdline's prior written consent.
By signing this agreement you agree that the 48-hour average weekly working time limit will not apply to you. This opt-out is permanent and cannot be withdrawn while you are engaged by Crowdline.
As a casual worker you are not entitled to paid holiday.`,
    breaches: [
      "uk-employment-rights-act-1996 27A",
      ["uk-working-time-regulations-1998 5", "uk-working-time-regulations-1998 4"],
      ["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A", "uk-working-time-regulations-1998 15A", "uk-working-time-regulations-1998 16"],
    ],
  },
  {
    id: "b6-gb-distribution-centre-terms",
    jurisdiction: "GB",
    title: "GB distribution centre terms: 12-hour shifts with a 15-minute break, £11.50 an hour for adult pickers",
    text: `Statement of Terms — Midland Parcel Hub Ltd, Coventry
Role: warehouse picker (all pickers are aged 21 or over). Hours: four 12-hour shifts a week, days or nights as rostered.
Pay: £11.50 per hour from 1 December 2026, paid weekly.
Breaks: one 15-minute paid break per 12-hour shift.
Holiday: 5.6 weeks per year including bank holidays.
Notice: one week's notice on either side during the first two years of employment, then one week for each complete year of service up to twelve weeks.`,
    breaches: [
      ["uk-working-time-regulations-1998 12", "uk-working-time-regulations-1998 12(1)", "uk-working-time-regulations-1998 12(3)"],
      ["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"],
    ],
  },
  {
    id: "b6-gb-cafe-employment-terms-compliant",
    jurisdiction: "GB",
    title: "GB café terms: National Living Wage, 5.6 weeks' holiday, breaks, an optional opt-out ended on 7 days' notice, SSP from the first day",
    text: `Written Statement of Employment Particulars — The Copper Kettle Café Ltd, York
Employee: Jamie Reid. Job title: barista. Start date: 11 January 2027. Place of work: 5 Stonegate, York.
Pay: £12.90 per hour, paid fortnightly by bank transfer. You are aged 24.
Hours: 30 hours a week, Wednesday to Sunday, 9:00 to 15:30, with a 30-minute unpaid break each day. You will always have at least 11 hours' rest between working days and two days off each week.
Holiday: 5.6 weeks a year (pro rata for your five-day week, 28 days including bank holidays), paid at your normal rate.
Longer hours: you may, if you wish, agree in writing to opt out of the 48-hour average weekly limit. Signing is optional and not a condition of employment, and you may end the opt-out at any time by giving us 7 days' written notice.
Sickness: statutory sick pay is paid from the first day of sickness absence, in line with the rules in force.
Probation: three months. Notice: one week from either side during the first two years, then one week per complete year of service up to 12 weeks.
Deductions: we will only make deductions from your wages that are required by law (tax and National Insurance) or that you have agreed to in writing in advance.
Pension: you will be auto-enrolled in the NEST workplace pension scheme. Training: food hygiene training in your first week, paid for by us.
Disciplinary and grievance procedures are in the staff handbook. No collective agreement affects your terms.`,
    breaches: [],
  },
  {
    id: "b6-gb-office-administrator-statement-compliant",
    jurisdiction: "GB",
    title: "GB office administrator statement: salary above the minimum, 28 days' holiday, statutory notice, breaks and rest",
    text: `Statement of Main Terms of Employment — Harbourside Accountants LLP, Plymouth
Employee: Priya Shah. Job title: office administrator. Employment begins on 1 February 2027 and is permanent. Place of work: our office at 10 The Barbican, Plymouth PL1 2LS. There is no probationary period.
Salary: £26,000 a year, paid monthly in arrears. Normal hours: 37.5 hours a week, Monday to Friday, 9:00 to 17:00 with an unpaid one-hour lunch break.
Holiday: 28 days a year including the eight bank holidays; the holiday year runs from 1 January. Holiday is paid at your normal salary.
Sickness: you will receive statutory sick pay when eligible, from the first day of absence; the firm's sickness absence policy is in the staff handbook.
Notice: you must give one week's notice. We will give you at least one week's notice, rising to one week for each complete year of service after two years, up to a maximum of twelve weeks.
Training: you will complete our data protection training in your first month; the firm pays for it.
Pension: you will be enrolled in our workplace pension scheme. Other benefits: none.
Disciplinary and grievance procedures are in the staff handbook. No collective agreement affects your terms.`,
    breaches: [],
  },
];
