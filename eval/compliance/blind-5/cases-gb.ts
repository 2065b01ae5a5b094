import type { ComplianceCase } from "../types";

/**
 * Blind set 5, GB texts: a UK GDPR notice with remote access from South Africa, marketing messages under PECR and
 * employment terms (working time, SSP, minimum wage, notice). Expected breaches written from the statutes (and
 * shared/domain/compliance-obligations-reference.md) before the rule packs were run on them.
 */
export const blind5GbCases: ComplianceCase[] = [
  {
    id: "b5-gb-homeware-notice-cape-town-access",
    jurisdiction: "GB",
    title: "GB homeware retailer notice: customer-service staff in Cape Town work in the UK CRM with no safeguard; £25 fee for access requests",
    text: `Privacy notice — Hearth & Home Retail Ltd
Hearth & Home Retail Ltd (company number 09876543), 14 Mill Street, Leeds LS1 4AB, is the controller for your personal data. Contact: privacy@hearthandhome.example.
We use your name, address, order history and payment details to process and deliver your orders (performance of our contract with you) and keep transaction records for six years to meet our tax obligations (legal obligation).
Our customer database is hosted in London. Our customer-service team, employed by our outsourcing partner in Cape Town, South Africa, logs in to the customer database remotely to answer your calls and emails.
We share your data with our delivery companies and our payment provider.
We keep your account for three years after your last order.
You have the right to access, correct and erase your data, to restrict or object to its use and to data portability. We charge an administration fee of £25 for each subject access request.
You can complain to the Information Commissioner's Office.`,
    breaches: [["uk-gdpr 44A", "uk-gdpr 46"], ["uk-gdpr 13(1)(f)", "uk-gdpr 13"], "uk-gdpr 12(5)"],
  },
  {
    id: "b5-gb-garden-centre-email-compliant",
    jurisdiction: "GB",
    title: "GB garden centre email to a past customer: soft opt-in with an unsubscribe link",
    text: `From: Greenfingers Garden Centre <news@greenfingers.example>
Subject: Spring bulbs are in — 10% off for our customers
Hello Sam, as you bought seeds from us last autumn, we thought you would like to know that our spring bulbs have arrived.
You are receiving this email because you are a Greenfingers customer and did not opt out of emails about similar products when you placed your order.
Not interested? Unsubscribe with one click here and we will not email you again.`,
    breaches: [],
  },
  {
    id: "b5-gb-boiler-cover-sms-partner-list",
    jurisdiction: "GB",
    title: "GB SMS campaign to numbers obtained from a partner site's 'selected third parties' tick box",
    text: `SMS campaign brief — WarmHome Cover Ltd
Message: "WarmHome: Get 20% off boiler cover this winter! Call 0800 123 456. Reply STOP to opt out."
Audience: 40,000 mobile numbers licensed from DealsDirect, whose users ticked a box agreeing to hear from "selected third parties". WarmHome is not named on the DealsDirect form and none of the recipients are our customers.`,
    breaches: ["uk-pecr-2003 22"],
  },
  {
    id: "b5-gb-care-home-contract",
    jurisdiction: "GB",
    title: "GB care-home contract: opt-out of the 48-hour limit as a condition of employment, SSP from the fourth day, holiday bought out each year",
    text: `Terms and Conditions of Employment — Willowbank Care Homes Ltd
Job title: care assistant. Place of work: Willowbank House, Norwich. Start date: 4 January 2027.
Pay: £12.90 per hour, paid monthly.
Hours: 12-hour shifts as rostered. It is a condition of this employment that you sign the attached agreement to opt out of the 48-hour average weekly working limit.
Sickness: statutory sick pay is payable from the fourth qualifying day of absence.
Holiday: 5.6 weeks a year. Any holiday not taken by the end of the holiday year will be paid in lieu in the final payroll of that year instead of being taken.
Breaks: a 30-minute unpaid break on each shift.`,
    breaches: [
      ["uk-working-time-regulations-1998 5", "uk-working-time-regulations-1998 4"],
      "uk-sscba-1992 155",
      ["uk-working-time-regulations-1998 13(9)", "uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"],
    ],
  },
  {
    id: "b5-gb-bookshop-lawful-contract",
    jurisdiction: "GB",
    title: "GB bookshop contract: lawful pay, holiday, SSP, opt-out on three months' notice and capped till deductions",
    text: `Contract of Employment — Chapter & Verse Books Ltd
Job title: bookseller. Place of work: 9 High Street, Hay-on-Wye. Start date: 1 February 2027.
Pay: £12.80 per hour, paid monthly. You are 24 years old.
Hours: 37.5 hours a week, Tuesday to Saturday, with a 30-minute break on each working day and at least 11 hours' rest between working days.
Holiday: 28 days a year including bank holidays.
Sickness: statutory sick pay is paid from the first day of sickness absence.
Working time: if you agree to work more than 48 hours a week on average, you may end that agreement by giving us three months' notice in writing.
Deductions: with your written agreement given in this contract, cash shortages from your till may be deducted from your wages, but no deduction on any pay day will exceed one tenth of your gross wages for that day.
Notice: one week's notice from either side during the first two years, then one week for each complete year of service up to twelve weeks.`,
    breaches: [],
  },
  {
    id: "b5-gb-courier-employment-terms",
    jurisdiction: "GB",
    title: "GB courier employment terms: £11.50 an hour at 22, one week's notice whatever the length of service",
    text: `Employment Terms — Swift Parcel Couriers Ltd
Role: delivery driver (employee). Base: Swift Parcel depot, Coventry.
Pay: £11.50 per hour for all hours worked. You confirm that you are 22 years old.
Hours: 40 hours a week, Monday to Friday, with a 30-minute break each day.
Holiday: 28 days including bank holidays.
Termination: the Company may terminate your employment on one week's notice at any time, regardless of your length of service.`,
    breaches: [["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"], ["uk-employment-rights-act-1996 86(1)", "uk-employment-rights-act-1996 86"]],
  },
];
