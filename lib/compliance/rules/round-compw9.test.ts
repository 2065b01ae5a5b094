import { describe, expect, it } from "vitest";
import { ownDataRequestTimeAt } from "./everyday-privacy";
import { expectRule, type Case } from "./test-helpers";

/**
 * Issue 34, round compw9: class fixes for the dev misses of blind set 23 and for the reply-time reader. For each
 * class: our own paraphrases in three registers (formal policy, HR or customer e-mail, WhatsApp/Slack) and a lawful
 * near miss, written from the statute before the rule was changed. Our own sentences only.
 */

const sentences = (...t: string[]) => t.map((text) => ({ text }));

describe("ownDataRequestTimeAt reads periods with the shared period reader", () => {
  // Expected (GDPR Art. 12(3), one month ≈ 31 days): 35 days, a year, 25 working days (35 calendar days) are too long;
  // a fortnight, 20 working days (28 calendar days) and "once a year" (how often, not how long) are not.
  it.each([
    ["If you ask for a copy of your data, we reply within thirty-five days."],
    ["Want us to delete your account? We'll deal with it within a year."],
    ["Requests for a copy of your details are handled within 25 working days."],
    ["If you ask us for everything we hold on you, please allow up to six weeks for your file."],
  ])("too long: %s", (t) => expect(ownDataRequestTimeAt(sentences(t), 0, 31)).toBe(true));
  it.each([
    ["If you ask for a copy of your data, we reply within a fortnight."],
    ["Requests for a copy of your details are handled within 20 working days."],
    ["You can ask for a copy of your data once a year and we answer within 30 days."],
    ["Want us to delete your account? We'll deal with it within twenty-five days."],
  ])("within a month: %s", (t) => expect(ownDataRequestTimeAt(sentences(t), 0, 31)).toBe(false));
});

describe("GDPR Art. 12(3): reply time in words, working days and idioms", () => {
  const breaches: Case[] = [
    ["eu-gdpr", "DE", "Privacy Notice of Kranich GmbH. 7. Your rights. Where you ask to see the information we hold about you, we shall respond within thirty-five days of receipt."],
    ["eu-gdpr", "NL", "Hi Sanne, about the customer who wants a copy of her data: tell her we answer these within 25 working days, that's our standard."],
    ["eu-gdpr", "IE", "re the guy who wants his account deleted — just say we'll get back to him within a year lol, we're swamped"],
  ];
  const lawful: Case[] = [
    ["eu-gdpr", "IE", "re the guy who wants a copy of his data — just say we'll get back to him within a fortnight, we're on it"],
  ];
  expectRule("reply-deadline", breaches, lawful);
});

describe("UK GDPR Art. 21(3): people who objected to marketing put back on a marketing send", () => {
  // Expected: breached. Once a person objects to direct marketing (an unsubscribe, a call asking to stop), their data
  // may no longer be used for it (Art. 21(3)); legitimate interests do not override that objection.
  const breaches: Case[] = [
    ["uk-gdpr", "GB", "Marketing Policy of Harbour Leisure Ltd. 4.2 Customers who have unsubscribed from our newsletter will be re-added to the seasonal offers list each spring, as we rely on legitimate interests."],
    ["uk-gdpr", "GB", "Hi all, for the Black Friday offers email please include the people who opted out last year too - one mail won't hurt. Thanks, Priya (CRM)"],
    ["uk-gdpr", "GB", "just blast the summer promo to the whole list, unsubscribers too, their opt-outs don't count for a one-off"],
  ];
  const lawful: Case[] = [
    ["uk-gdpr", "GB", "Hi all, for the Black Friday offers email please remove everyone who opted out or asked us to stop, and send only to the remaining subscribers. Thanks, Priya (CRM)"],
  ];
  expectRule("marketing-objection", breaches, lawful);
});

describe("PECR reg. 22: marketing e-mail to people who unsubscribed", () => {
  // Expected: breached. Those people withdrew any consent, and the existing-customer exception ends when the person
  // refuses (reg. 22(3)(c)); e-mailing them offers again has no footing.
  const breaches: Case[] = [
    ["uk-pecr-2003", "GB", "Marketing Policy of Harbour Leisure Ltd. 4.2 Customers who have unsubscribed from our newsletter will be re-added to the seasonal offers email list each spring."],
    ["uk-pecr-2003", "GB", "Hi all, for the Black Friday offers email please include the people who opted out last year too - one mail won't hurt. Thanks, Priya (CRM)"],
    ["uk-pecr-2003", "GB", "just blast the summer promo email to the whole list, unsubscribers too, their opt-outs don't count for a one-off"],
  ];
  const lawful: Case[] = [
    ["uk-pecr-2003", "GB", "Hi all, for the Black Friday offers email please remove everyone who opted out or asked us to stop, and send only to the remaining subscribers. Thanks, Priya (CRM)"],
  ];
  expectRule("pecr-email-marketing", breaches, lawful);
});

describe("UWG § 7(2) no. 2: marketing e-mails to contacts from business cards, with no consent", () => {
  // Expected: breached. Advertising by e-mail needs the recipient's prior express consent (§ 7(2) no. 2); a card left
  // for a raffle or at a stand is neither consent nor a sale (§ 7(3)). B2B recipients are not exempt.
  const breaches: Case[] = [
    ["de-uwg", "DE", "Vertriebsrichtlinie der Falkner Maschinenbau GmbH: Kontakte von Messe-Visitenkarten werden ohne weitere Rückfrage in den monatlichen Produkt-Newsletter per E-Mail aufgenommen. Contacts from trade-fair business cards are added to the monthly product email newsletter with offers without asking them first."],
    ["de-uwg", "DE", "Hi team, the cards from the Munich fair are in the CRM now. Please send all of them our price offers mails from Monday; nobody ticked or agreed to anything, but they are buyers anyway."],
    ["de-uwg", "DE", "cards from the fair bowl → straight into hubspot, they get the offers newsletter from next week, nobody said yes but whatever"],
  ];
  const lawful: Case[] = [
    ["de-uwg", "DE", "Hi team, the cards from the Munich fair are in the CRM now. Please send our price offers mails from Monday only to those who ticked the newsletter box on the fair form; the rest get nothing."],
  ];
  expectRule("uwg-email-marketing", breaches, lawful);
});

describe("GDPR Art. 8(1) with Spain's age of 14 (LOPDGDD art. 7): 13-year-olds consenting alone", () => {
  // Expected: breached in ES for 13-year-olds consenting alone to ads and sharing (age of digital consent 14); lawful
  // for the same app letting only 14-year-olds and over in alone.
  const breaches: Case[] = [
    ["eu-gdpr", "ES", "Condiciones de uso de Lingua S.L. 3.1 Users aged 13 and over may create an account and consent on their own to personalised advertising; no parental authorisation is requested."],
    ["eu-gdpr", "ES", "Hi team, from Monday 13-year-olds can sign up alone: they tap 'I accept' and that counts as their OK for the ads SDK. We will drop the parent e-mail step. Marta (Product)"],
    ["eu-gdpr", "ES", "ok decision: anyone 13+ signs up alone, they just tap \"Vale\" and we take that as their yes for ads + sharing w partners. no need to ask mum or dad"],
  ];
  const lawful: Case[] = [
    ["eu-gdpr", "ES", "ok decision: anyone 14+ signs up alone, they just tap \"Vale\" and we take that as their yes for ads + sharing w partners. under 14s need a parent's e-mail OK first"],
  ];
  expectRule("child-consent", breaches, lawful);
});

describe("Colorado § 6-1-1308(7): sensitive (reproductive health) data shared for ads on an opt-out, not consent", () => {
  // Expected: breached. Health data (cycle, pregnancy, fertility) is sensitive data (§ 6-1-1303(24)); processing it needs
  // prior opt-in consent, and a switch the user may turn off is not consent. Lawful: shared only after the user
  // switches it on.
  const breaches: Case[] = [
    ["us-co-cpa", "US-CO", "Privacy Notice of Luna Health Inc. (Colorado residents). We share your menstrual cycle dates and pregnancy status with advertising partners for targeted ads. This sharing is enabled by default; you may switch it off in Settings."],
    ["us-co-cpa", "US-CO", "Hi Dana, quick note for the board pack: fertility and ovulation logs now go to our ad network partner for every user. We didn't add a consent screen, users can turn it off in their profile if they want. Thanks, Rob"],
    ["us-co-cpa", "US-CO", "live!! pregnancy week + trying-to-conceive flags now flow to the baby-brand ad partners 🎉 no ask in onboarding (conversion!), it's on for everyone, people can switch it off if they find it"],
  ];
  const lawful: Case[] = [
    ["us-co-cpa", "US-CO", "live!! pregnancy week + trying-to-conceive flags can now flow to the baby-brand ad partners, but only for users who switch it on in a separate opt-in screen; it's off until they turn it on"],
  ];
  expectRule("co-sensitive-consent", breaches, lawful);
});

describe("Singapore PDPA s. 25: data kept with no limit once the purpose ends", () => {
  // Expected: breached. Once a member cancels, the purpose (running the card) is no longer served; keeping everything
  // "without a time limit" or in case of some future use is what s. 25 forbids. Lawful: a fixed period tied to a need.
  const breaches: Case[] = [
    ["sg-pdpa-2012", "SG", "Membership Terms of Orchid Fitness Pte. Ltd. 9. After your membership ends we retain your personal data without a time limit, in case you rejoin or we find a new use for it."],
    ["sg-pdpa-2012", "SG", "Hi team, for ex-members please keep their contact details and visit history without any limit on how long; we may want them again some day. Regards, Wei Ling (Ops)"],
    ["sg-pdpa-2012", "SG", "don't delete cancelled members la, just keep everything forever, can use later"],
  ];
  const lawful: Case[] = [
    ["sg-pdpa-2012", "SG", "Hi team, for ex-members please keep their contact details and payment records for 12 months after cancellation for billing disputes, then delete them. Regards, Wei Ling (Ops)"],
  ];
  expectRule("sg-retention", breaches, lawful);
});

describe("LGPD Art. 41: no encarregado, in the Act's own description or in lay words", () => {
  // Expected: breached. The controller must appoint an encarregado (the person in charge of personal data processing,
  // Art. 5(VIII)) and publish the name and contact; saying none is appointed is the breach. Lawful: one named with contact.
  const breaches: Case[] = [
    ["br-lgpd", "BR", "Política de Privacidade — Clínica Bem Estar Ltda. 12. Contact. The company has not designated a person responsible for personal data processing; questions go to our general help desk."],
    ["br-lgpd", "BR", "Olá equipe, about the LGPD audit: we still don't have a DPO and the board won't appoint one this year, so privacy questions stay with customer service. Abraços, Carla (Jurídico)"],
    ["br-lgpd", "BR", "pessoal, no encarregado for now, there is no person in charge of data protection here, just send any LGPD request to the sac inbox"],
  ];
  const lawful: Case[] = [
    ["br-lgpd", "BR", "Política de Privacidade — Clínica Bem Estar Ltda. 12. Contact. Our encarregado (person in charge of personal data processing) is Dr. Paula Lima, dpo@bemestar.com.br."],
  ];
  expectRule("lgpd-encarregado", breaches, lawful);
});

describe("WTR reg. 5: an opt-out from the 48-hour average that can never be ended", () => {
  // Expected: breached. The worker may always end an opt-out on 7 days' notice (or an agreed period of at most three
  // months); a form that "stays in place for as long as you work here" and "cannot be cancelled" denies that.
  const breaches: Case[] = [
    ["uk-working-time-regulations-1998", "GB", "Staff Handbook of Tyne Storage Ltd. 4.2 Employees sign a declaration that the 48-hour weekly average shall not apply to them. This declaration remains in force throughout employment and cannot be revoked."],
    ["uk-working-time-regulations-1998", "GB", "Hi Sam, welcome aboard! Please sign the hours form agreeing the 48-hour average doesn't apply to you. Once signed it can't be cancelled, it stays for as long as you work here. Thanks, HR"],
    ["uk-working-time-regulations-1998", "GB", "new starters: sign the 48 hour average waiver day one pls. once it's signed thats it, cannot be cancelled while you're with us"],
  ];
  const lawful: Case[] = [
    ["uk-working-time-regulations-1998", "GB", "Hi Sam, welcome aboard! If you wish, you can sign the hours form agreeing the 48-hour average doesn't apply to you. You can cancel it at any time on 7 days' written notice. Thanks, HR"],
  ];
  expectRule("wtr-opt-out", breaches, lawful);
});

describe("WTR reg. 13(9): untaken statutory holiday paid out while employment continues", () => {
  // Expected: breached. Statutory leave may be replaced by pay only on termination (reg. 13(9)(b)); paying out what was
  // "not taken" at the year end is a payment in lieu. Lawful: the same payment only when employment ends.
  const breaches: Case[] = [
    ["uk-working-time-regulations-1998", "GB", "Employee Handbook of Humber Foods Ltd. 7.4 Annual leave not taken by the end of the leave year shall be paid to the employee as additional salary in the following month instead."],
    ["uk-working-time-regulations-1998", "GB", "Hi all, reminder: any holiday you haven't taken by 31 March gets paid to you in April's wages instead, so don't worry about booking it. HR"],
    ["uk-working-time-regulations-1998", "GB", "warehouse team: any hols you didn't take this year just get paid out in jan wages instead, no need to book them. your shifts stay the same"],
  ];
  const lawful: Case[] = [
    ["uk-working-time-regulations-1998", "GB", "Hi all, reminder: any holiday you haven't taken when your employment ends is paid to you in your final pay instead. Please book the rest before 31 March. HR"],
  ];
  expectRule("wtr-pay-in-lieu", breaches, lawful);
});

describe("SSCBA s. 151 from 6 April 2026: no SSP for low earners, though the earnings condition is gone", () => {
  // Expected: breached as at 27 November 2026. The Employment Rights Act 2025 removed the lower earnings limit from
  // 6 April 2026: a low earner gets SSP at the lower of 80% of normal weekly earnings and the flat rate. Lawful: the
  // same low earner paid 80% of her earnings.
  const breaches: Case[] = [
    ["uk-sscba-1992", "GB", "Sickness Absence Policy of Marsh Lane Surgery, 2026 edition. 5.3 Employees whose average weekly earnings fall below the lower earnings limit are not entitled to statutory sick pay."],
    ["uk-sscba-1992", "GB", "Hi Tom, re Aisha's sick days: she earns about £80 a week, under the earnings threshold, so she won't get any sick pay. I'll run payroll like that. Thanks, Jo (practice manager)"],
    ["uk-sscba-1992", "GB", "staff update: kitchen porters on under £100 a week don't qualify for ssp when off sick, too little earnings, sorry"],
  ];
  const lawful: Case[] = [
    ["uk-sscba-1992", "GB", "Hi Tom, re Aisha's sick days: she earns about £80 a week, under the old earnings threshold, but since April she still gets statutory sick pay at 80% of her normal weekly earnings. Thanks, Jo (practice manager)"],
  ];
  expectRule("ssp-low-earners", breaches, lawful);
});

describe("Code on Wages s. 17: dues on leaving counted from the relieving date", () => {
  // Expected: breached. Wages due to an employee who resigns (or is removed, dismissed, retrenched) must be paid within
  // two working days; 45 days or six weeks from relieving is far longer. Lawful: within two working days.
  const breaches: Case[] = [
    ["in-code-on-wages-2019", "IN", "HR Policy of Deccan Castings Pvt. Ltd., clause 9.2: Employees are paid monthly wages. An employee who leaves the company shall receive full and final dues within forty-five days from his relieving date."],
    ["in-code-on-wages-2019", "IN", "Dear Ramesh, as you are leaving us, your salary dues will be credited about six weeks after your relieving date, once the no-dues form is signed. Regards, HR"],
    ["in-code-on-wages-2019", "IN", "HR note to workmen: wages are paid monthly. bhai anyone who quits gets his dues in 45 days (from relieving), accounts is slow"],
  ];
  const lawful: Case[] = [
    ["in-code-on-wages-2019", "IN", "Dear Ramesh, as you are leaving us, your salary dues will be credited within two working days of your relieving date. Regards, HR"],
  ];
  expectRule("cow-final-settlement", breaches, lawful);
});

describe("Code on Wages s. 14: hours beyond an 8-hour shift at the ordinary rate", () => {
  // Expected: breached. Overtime must be paid at no less than twice the normal rate of wages. Lawful: double rate.
  const breaches: Case[] = [
    ["in-code-on-wages-2019", "IN", "Standing Orders of Pune Precision Pvt. Ltd. 11. Work beyond the 8-hour shift shall be paid at the ordinary hourly rate of wages."],
    ["in-code-on-wages-2019", "IN", "Dear supervisors, please note: workmen's hours beyond the nine-hour day are credited at the basic rate only, there is no separate overtime rate. Regards, Plant HR"],
    ["in-code-on-wages-2019", "IN", "guys extra hrs after the 8 hour shift = same rate as normal, no OT rate ok, we are a small plant. wages as usual"],
  ];
  const lawful: Case[] = [
    ["in-code-on-wages-2019", "IN", "Standing Orders of Pune Precision Pvt. Ltd. 11. Work beyond the 8-hour shift shall be paid at twice the ordinary hourly rate of wages."],
  ];
  expectRule("cow-overtime", breaches, lawful);
});

describe("FLSA § 207: overtime counted over the fortnight instead of each workweek", () => {
  // Expected: breached. Each workweek stands alone: hours over 40 in a week earn 1.5x even if the next week is short, so
  // a threshold of 80 hours over two weeks (outside the § 207(j) hospital scheme) breaks the Act. Lawful: the premium
  // over 40 hours in each workweek, with pay every two weeks.
  const breaches: Case[] = [
    ["us-flsa", "US-TX", "Pay Practices Policy of Bluebonnet Supply LLC. Hourly employees are paid biweekly; the 150% premium applies only to hours worked beyond 80 across both weeks of the pay period."],
    ["us-flsa", "US-TX", "Hi team, reminder from payroll: we add both weeks together, so overtime at 1.5x kicks in only after 80 hours in the fortnight. A 45-hour week and a 35-hour week means no overtime. Thanks, Payroll"],
    ["us-flsa", "US-TX", "fyi crew: a 48 hour week then a 32 hour week = no premium for you, we look at the whole fortnight together. hourly pay as usual"],
  ];
  const lawful: Case[] = [
    ["us-flsa", "US-TX", "Hi team, reminder from payroll: we pay every two weeks, but overtime at 1.5x is worked out for each workweek on its own, for every hour over 40 in that week. Thanks, Payroll"],
  ];
  expectRule("flsa-overtime", breaches, lawful);
});

describe("IE reg. 5(3): closing the banner treated as a refusal is lawful; treated as consent is not", () => {
  // Expected: not breached where closing the banner loads nothing optional (it is a refusal, not an inferred consent);
  // breached where closing it is taken as accepting.
  const lawful: Case[] = [
    ["ie-eprivacy-regulations-2011", "IE", "Cookie Policy of Claddagh Prints Ltd. Analytics and advertising cookies are set only after you select Accept all or save your choices. If you close the banner, no optional cookies are set."],
    ["ie-eprivacy-regulations-2011", "IE", "Hi Niamh, for the new cookie banner: Accept all and Reject all same size, and if someone just closes the banner we treat it as a reject, nothing optional loads. Thanks, Conor (web)"],
    ["ie-eprivacy-regulations-2011", "IE", "banner done 👍 closing the banner = same as reject all, no ad cookies load until they hit accept"],
  ];
  const breaches: Case[] = [
    ["ie-eprivacy-regulations-2011", "IE", "banner done 👍 closing the banner = same as accept all, ad cookies load straight after"],
  ];
  expectRule("cookie-implied-consent", breaches, lawful);
});

describe("CCPA Regs § 7025: the browser's opt-out signal not responded to, by a business that shares for ads", () => {
  // Expected: breached. A business that sells or shares (cross-context behavioural advertising) must treat an opt-out
  // preference signal as an opt-out. Lawful: the same business honours the signal.
  const SHARES = "We share your browsing activity with advertising partners for cross-context behavioral advertising.";
  const breaches: Case[] = [
    ["us-ca-ccpa", "US-CA", `Privacy Policy for California Residents of Sunset Goods Inc. ${SHARES} Our site does not respond to the opt-out signal from your browser.`],
    ["us-ca-ccpa", "US-CA", `Hi Jen, answering the customer's question: ${SHARES} Tell her our website doesn't react to the privacy signal her browser sends. Thanks, Mark (support)`],
    ["us-ca-ccpa", "US-CA", `re GPC — ${SHARES} we don't support browser privacy signals on the site, not a priority, leave it`],
  ];
  const lawful: Case[] = [
    ["us-ca-ccpa", "US-CA", `Hi Jen, answering the customer's question: ${SHARES} Tell her our website treats the privacy signal her browser sends (Global Privacy Control) as a request to opt out of sharing. Thanks, Mark (support)`],
  ];
  expectRule("ccpa-opt-out-signal", breaches, lawful);
});
