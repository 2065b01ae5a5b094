import { describe, expect, it } from "vitest";
import { breachesIn } from "./test-helpers";

/**
 * False alarms on lawful texts in other registers (issue 34, paraphrase round): texts written for this test that follow
 * the rules they are checked against, worded as a translation from French or German, as legalese, as a chatty start-up
 * or as an HR handbook. Nothing in them may be reported as breached under the regulations detected from the text.
 */

// English as translated from French: "conserved", "in a delay of", "the person concerned".
const FR_TRANSLATED = `Privacy information — Maison Brise SARL, 8 place du Marché, 33000 Bordeaux; contact: donnees@maisonbrise.fr. This notice explains how we treat your personal data.
The data collected (name, postal address, e-mail, order history) are necessary to the execution of the sale contract; without them the order cannot be delivered.
The newsletter is sent only to persons who have ticked the empty box foreseen for this; the consent can be withdrawn at any moment by the link of unsubscription present in each message.
The data are hosted in France by our provider and are not transferred outside the European Union.
The data of the customer account are conserved during three years from the last order, the invoices during ten years by reason of the accounting obligations, then they are erased.
The person concerned disposes of a right of access, rectification, erasure, limitation, opposition and portability; the requests are treated in a delay of one month at the maximum.
She can also introduce a complaint to the CNIL. No automated decision is taken on the basis of the data.`;

// A GB HR handbook chapter in a chatty register.
const GB_HANDBOOK = `Staff handbook — working time and pay at Brightside Coffee Ltd
Your contract says 37.5 hours a week, Monday to Friday, at £13.10 an hour, paid monthly with an itemised payslip every pay day.
Shifts longer than six hours come with a paid 30-minute break, and there are always at least eleven hours off between the end of one shift and the start of the next.
Everyone gets 5.6 weeks' paid holiday a year (that's 28 days for full-timers, bank holidays included).
If you'd like to work more than 48 hours a week you can sign an opt-out, but you don't have to, and you can cancel it whenever you like with seven days' notice in writing.
Till differences are never taken from your pay in full: any deduction for a cash shortage is capped at one tenth of your gross wages on a pay day, and we tell you in writing first.
Statutory sick pay is paid from your first day off sick.
After a month with us, we give at least one week's notice, plus a week for every complete year of service from two years, up to twelve weeks.`;

// Legalese: an Indian policy drafted by counsel.
const IN_LEGALESE = `Privacy Policy of Sarovar Fintech Private Limited
The Company shall process the personal data of the Data Principal solely for the specified purposes of opening and servicing the loan account, upon the free, specific, informed and unconditional consent of the Data Principal given by an affirmative action.
The Data Principal may withdraw such consent at any time, with the same ease with which it was given, by means of the consent manager or the settings page of the application.
Upon withdrawal of consent, or as soon as the specified purpose is no longer being served, the Company shall erase the personal data and cause its processors to erase it, save where retention is mandated by law.
In the event of a personal data breach, the Company shall intimate the Data Protection Board of India and each affected Data Principal of every such breach.
The services are not offered to persons below eighteen years of age; where a child's data is processed, verifiable consent of the parent shall first be obtained.
Grievances may be addressed to the Grievance Officer at grievance@sarovar.example, and thereafter to the Data Protection Board of India.`;

// A French notice that mentions cookies in passing: consent asked, refusal as easy, exempt audience measurement.
const FR_NOTICE_WITH_COOKIES = `Politique de confidentialité / Privacy policy — Librairie Hauteville SAS, 14 rue Hauteville, 75010 Paris, dpo@hauteville.example. This policy explains how we use your personal data.
We use your name, address and orders to sell and deliver books (performance of the contract), and keep invoices for ten years as the Commercial Code requires.
Your orders are seen by our staff, our payment provider and La Poste; your address is needed to deliver, and without it we cannot ship.
Our cookie banner offers "Accept all" and "Refuse all" buttons side by side; advertising cookies are set only if you click "Accept all", and you can change your choice at any time from the "Cookies" link at the foot of each page.
Without your consent we use only cookies strictly necessary for the basket and an audience-measurement cookie configured under the CNIL's exemption (anonymised statistics, 13 months at most).
Customer accounts are deleted three years after the last order.
You may access, rectify or erase your data, restrict or object to processing and ask for portability by writing to dpo@hauteville.example; we reply within one month.
You may complain to the CNIL. Your data stay in the European Union and no automated decision is made about you.`;

// A UK notice whose overseas support works under the IDTA, in plain start-up English.
const GB_STARTUP = `Privacy notice — Kettle & Co Ltd, 3 Mill Lane, Norwich NR1 1AA, hello@kettleandco.example. This notice tells you how we use your personal data.
We use your name, email and order history to run your account and send your orders (that's our contract with you). We need your address to deliver; without it we can't send your order.
Our support team in Cape Town can see your order details when you contact us, under the International Data Transfer Agreement approved by Parliament, which we have signed with them.
We'll only email you offers if you tick the box at checkout, and every email has an unsubscribe link.
We keep your account for two years after your last order, then delete it.
You can ask to see, correct or delete your data, ask us to restrict or stop using it, or ask for a copy to take elsewhere; we'll reply within a month and it's free.
If you're unhappy you can complain to the Information Commissioner's Office. We don't make automated decisions about you.`;

// A French cookie banner translated into English, lawful: refusal as easy as acceptance, nothing before the choice.
const FR_BANNER = `Management of cookies — Fromagerie Dubois SAS
With your agreement, we and our partners deposit cookies of audience measurement and of advertising on your terminal, to measure the frequentation of the site and to propose you adapted publicities.
No such cookie is deposited before you have made your choice; the cookies indispensable to the functioning of the basket are deposited without consent.
You can accept or refuse them with a single click, and modify your choice at every moment by the link "Cookies" at the bottom of the page. Your choice is conserved during six months.
[Accept all]   [Refuse all]   [Personalise]`;

// A GB staff monitoring policy in HR-handbook style: proportionate, explained, no covert monitoring.
const GB_MONITORING = `IT and monitoring policy — Fenwick Logistics Ltd, Unit 4, Trafford Park, Manchester, dataprotection@fenwick.example
This policy applies to all employees who use company laptops and phones.
We log which websites are visited from company devices and keep those logs for 30 days, to protect our systems from malware (our legitimate interest, assessed in a documented balancing test and a DPIA).
We do not read your personal messages, record your screen or log your keystrokes, and we never switch on webcams remotely.
Only two named members of the IT security team can see the logs, and only when an alert is raised.
You can ask for a copy of the logs about you, ask us to correct or delete them, or object to this monitoring by writing to dataprotection@fenwick.example; we reply within one month.
If you are unhappy, you can complain to the Information Commissioner's Office.`;

// An Indian consent notice in a chatty start-up register.
const IN_CHATTY = `Hey! Here's how FitBuddy (FitBuddy Health Pvt. Ltd., Pune) uses your data
We use your phone number and workout logs only to run your training plan — nothing else, and we'll ask you separately before using them for anything new.
You say yes by tapping "I agree" on this screen, and you can take that back any time in Settings, just as easily.
If we ever have a data breach, we'll tell the Data Protection Board and every affected user about it.
Close your account or withdraw consent and we delete your data, unless a law makes us keep some of it.
FitBuddy is only for adults (18+); we don't track or target ads at children.
Questions or complaints? Write to our grievance officer at grievance@fitbuddy.example; you can also go to the Data Protection Board of India.`;

describe("lawful texts in other registers: no breach reported", () => {
  it("a French notice translated into English", async () => {
    expect(await breachesIn(FR_TRANSLATED, "FR", "eu-gdpr")).toEqual([]);
  });
  it("a GB staff handbook in a chatty register", async () => {
    expect(await breachesIn(GB_HANDBOOK, "GB", "uk-working-time-regulations-1998")).toEqual([]);
  });
  it("a French notice that mentions cookies lawfully", async () => {
    expect(await breachesIn(FR_NOTICE_WITH_COOKIES, "FR", "eu-gdpr")).toEqual([]);
  });
  it("a UK start-up notice with overseas support under the IDTA", async () => {
    expect(await breachesIn(GB_STARTUP, "GB", "uk-gdpr")).toEqual([]);
  });
  it("a French cookie banner translated into English", async () => {
    expect(await breachesIn(FR_BANNER, "FR", "fr-loi-informatique-et-libertes")).toEqual([]);
  });
  it("a GB staff monitoring policy", async () => {
    expect(await breachesIn(GB_MONITORING, "GB", "uk-gdpr")).toEqual([]);
  });
  it("an Indian consent notice in a chatty register", async () => {
    expect(await breachesIn(IN_CHATTY, "IN", "in-dpdp-act-2023")).toEqual([]);
  });
  it("an Indian policy in legalese", async () => {
    expect(await breachesIn(IN_LEGALESE, "IN", "in-dpdp-act-2023")).toEqual([]);
  });
});
