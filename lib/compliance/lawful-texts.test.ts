import { describe, expect, it } from "vitest";
import { breachesIn } from "./test-helpers";

/**
 * False alarms on lawful texts (round 6): documents written for this test that follow the rules they are checked
 * against, in wordings of their own. Nothing in them may be reported as breached, under the regulations detected
 * from the text.
 */

const FR_NOTICE = `Privacy notice — Atelier Lumière SAS, 12 rue des Tanneurs, 69002 Lyon, France; contact: dpo@atelier-lumiere.fr. This notice explains how we use your personal data when you shop with us.
We use your name, address and payment details to deliver your orders (performance of our contract with you) and keep invoices because accounting law requires it (legal obligation).
With your consent, which you give by ticking an empty box, we send you our newsletter; you can withdraw your consent at any time with the unsubscribe link in every email.
Your data are seen by our staff, our payment provider and our carrier, and are stored on servers in France; they never leave the European Union.
We keep customer account data for three years after your last purchase and invoices for ten years, then delete them.
You have the right to access, rectify and erase your data, to restrict or object to processing and to data portability; write to dpo@atelier-lumiere.fr and we will answer within one month.
You may lodge a complaint with the CNIL.
Your address is required to deliver an order; without it we cannot ship. We make no automated decisions about you.`;

const CA_POLICY = `Privacy Policy — Redwood Trail Outfitters Inc. This policy explains how we collect and use the personal information of California residents.
We collect your name, email address and order history to fulfil your orders and provide customer support.
We do not sell your personal information and we do not share it for cross-context behavioral advertising.
We honor Global Privacy Control signals as a valid request to opt out for that browser.
You can ask to know, delete or correct your personal information by calling our toll-free number 1-800-555-0199 or through the web form on our website.
We confirm receipt within 10 business days and respond within 45 calendar days.
We keep order records for four years after your last purchase and then delete them.
We will not charge you a different price or give you a different quality of service for exercising your rights.`;

const GB_CONTRACT = `Contract of employment — statement of main terms between Hollins Bakery Ltd (the employer) and the employee.
Your employment starts on 5 January 2027 and your job title is baker, working at our premises in Leeds.
You will work 37.5 hours a week, Monday to Friday, 6am to 2pm, with a paid 30-minute break each shift.
There are at least 11 consecutive hours of rest between the end of one shift and the start of the next, and two days off each week.
You are paid £15.00 per hour, monthly in arrears by bank transfer.
You are entitled to 5.6 weeks' paid holiday a year, including bank holidays.
Statutory sick pay is paid when you qualify; please tell your manager on the first day of absence.
Either party may end this contract on one month's written notice.
No deductions are made from your wages except tax, National Insurance and pension contributions, or others you agree to in writing in advance.
You may work for other employers in your own time.`;

const FR_BANNER = `Cookies on atelier-lumiere.fr
We use strictly necessary cookies to keep your basket and your login; they need no consent.
With your consent we would also like to use audience measurement and advertising cookies. None of these is set until you choose.
[Accept all] [Reject all] [Customise]
Rejecting is as easy as accepting, and you can change your choice at any time from the "Cookies" link at the bottom of every page. Your choice is kept for six months.`;


const DE_NOTICE_TRANSFERS = `Datenschutzhinweise / Privacy notice — Nordlicht Software GmbH, Elbchaussee 10, 22765 Hamburg, datenschutz@nordlicht.de. This notice describes how we process your personal data as a user of our app.
We process your account data to provide the app under our contract with you, and usage statistics on the basis of our legitimate interest in improving it; you may object to this at any time.
Our support team in Manila, the Philippines, can view your account when you open a ticket; this transfer is covered by the European Commission's standard contractual clauses, a copy of which you can request from us.
Our email provider is certified under the EU-US Data Privacy Framework.
We keep account data for as long as your account is open and delete it within 30 days after you close it; support tickets are erased after two years.
We never decide whether to tell you about a security breach at our own discretion: where a breach is likely to result in a high risk to you, we tell you without undue delay.
You have the rights of access, rectification, erasure, restriction, objection and data portability, and the right to complain to the Hamburg data protection authority. We answer requests within one month.
You must give an email address to open an account; everything else is optional.`;

const IN_NOTICE = `Privacy notice — Saffron Ledger Private Limited, Bengaluru. We ask for your consent to use your mobile number and email address only to send you invoices and payment reminders for your account.
You can withdraw your consent at any time in the app, as easily as you gave it.
We delete your personal data when you close your account, unless a law requires us to keep it longer.
If a personal data breach occurs, we will inform the Data Protection Board and each affected user.
For grievances, contact our grievance officer at grievance@saffronledger.in; you may also complain to the Data Protection Board of India.
We do not knowingly process the personal data of children.`;

const GB_MONITORING = `Staff monitoring notice — Canal Street Logistics Ltd, 4 Canal Street, Birmingham, hr@canalstreet.co.uk. This notice tells you how we monitor company systems.
We log the time of each sign-in to company systems and keep these security logs for 90 days, on the basis of our legitimate interest in protecting our network.
CCTV covers the loading bay and car park only, never toilets or changing rooms, and does not record sound; footage is overwritten after 30 days.
We do not capture images of your screen and we do not record keystrokes.
You have the right to access, rectify and erase your data, to restrict and object to processing, and to data portability; you can complain to the ICO.`;

describe("lawful texts raise no breach", () => {
  it("a French shop's complete privacy notice", async () => {
    expect(await breachesIn(FR_NOTICE, "FR", "eu-gdpr")).toEqual([]);
  });
  it("a Californian retailer's policy that does not sell and honours GPC", async () => {
    expect(await breachesIn(CA_POLICY, "US-CA", "us-ca-ccpa")).toEqual([]);
  });
  it("a GB bakery's contract of employment", async () => {
    expect(await breachesIn(GB_CONTRACT, "GB", "uk-working-time-regulations-1998")).toEqual([]);
  });
  it("a French cookie banner with reject-all beside accept-all", async () => {
    expect(await breachesIn(FR_BANNER, "FR", "fr-loi-informatique-et-libertes")).toEqual([]);
  });
  it("a German app's notice with safeguarded transfers and the law's own breach threshold", async () => {
    expect(await breachesIn(DE_NOTICE_TRANSFERS, "DE", "eu-gdpr")).toEqual([]);
  });
  it("an Indian fintech's consent notice", async () => {
    expect(await breachesIn(IN_NOTICE, "IN", "in-dpdp-act-2023")).toEqual([]);
  });
  it("a GB employer's limited monitoring notice", async () => {
    expect(await breachesIn(GB_MONITORING, "GB", "uk-gdpr")).toEqual([]);
  });
});
