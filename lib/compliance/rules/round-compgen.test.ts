import { describe, expect, it } from "vitest";
import { rulePacks } from "./index";
import { assessPack } from "../assess";
import { looksLikeWorkText } from "./work-facts";
import { reviewDocument } from "../document";

/**
 * Issue 34, round compgen: employment breaches in everyday wording (dev texts of eval/compliance/employment-paraphrase
 * and their lawful near-misses, plus a few rewordings of the same facts), read by meaning rather than by the dev
 * wording. Expected answers from the statutes, judged on 27 November 2026.
 */
const AS_OF = "2026-11-27";
type Case = [pack: string, jurisdiction: string, text: string];

/** Whether any rule with this id (a pack may hold a rule and its coverage-gap twin under one id) finds a breach. */
const breached = (pack: string, text: string, jurisdiction: string, id: string) =>
  assessPack(rulePacks.get(pack)!, reviewDocument(text), jurisdiction, AS_OF).some((o) => o.id === id && o.status === "breached");

function expectRule(id: string, breaches: Case[], lawful: Case[]) {
  it.each(breaches)("flags (%s, %s) %s", (pack, jurisdiction, text) => {
    expect(breached(pack, text, jurisdiction, id)).toBe(true);
  });
  it.each(lawful)("accepts (%s, %s) %s", (pack, jurisdiction, text) => {
    expect(breached(pack, text, jurisdiction, id)).toBe(false);
  });
}

const WTR = "uk-working-time-regulations-1998";
const ERA = "uk-employment-rights-act-1996";
const SSP = "uk-sscba-1992";
const FLSA = "us-flsa";
const COW = "in-code-on-wages-2019";
const CSS = "in-code-on-social-security-2020";

describe("a text about work is recognised without its register's markers", () => {
  const work = (text: string) => looksLikeWorkText(text, reviewDocument(text).sentences);
  it.each([
    "Dear Ms Iyer, your salary will be credited every quarter, at the end of March, June, September and December.",
    "Bar staff who close the venue at 1am are expected to be back in at 7am the next morning to take the brewery delivery.",
    "Monthly salaries are credited on the 20th of the following month.",
    "All tips left by customers go into one pool, which is shared equally among servers and the managers.",
    "after your first three months either party may end this employment by giving two days' notice.",
  ])("%s", (text) => expect(work(text)).toBe(true));
  it.each(["Our shop is open every day from 9am to 6pm; delivery is free on orders over £40.", "Dear customer, your order has been dispatched and will arrive within three days."])("not work: %s", (text) =>
    expect(work(text)).toBe(false),
  );
});

describe("WTR reg. 5: an opt-out that cannot be ended or is a condition of the offer", () => {
  expectRule(
    "wtr-opt-out",
    [
      [WTR, "GB", "Staff handbook — long hours. All employees sign the long-hours agreement when they join so that the weekly hours cap does not apply to them. Once signed, the agreement stays in place for the whole of your employment and cannot be taken back."],
      [WTR, "GB", "Dear Priya, this offer is conditional on you signing the enclosed form giving up the 48-hour weekly limit. If you later want the limit back, you must give us twelve months' written notice."],
    ],
    [[WTR, "GB", "If you want to work more than 48 hours a week on average you can sign an opt-out. It is your choice, and you can cancel it at any time by giving us seven days' notice in writing."]],
  );
});

describe("WTR regs. 11, 13(9), 16: weekly rest, leave paid instead of taken, hourly uplift for regular staff", () => {
  expectRule("wtr-weekly-rest", [[WTR, "GB", "During the Christmas season shop staff work every day of the week for six weeks, with no days off until January."]], [[WTR, "GB", "Everyone gets two full days off every week; in busy periods we may swap which two days, but never fewer than two."]]);
  expectRule("wtr-pay-in-lieu", [[WTR, "GB", "Dear Kim, your 28 days' holiday will be paid out to you as extra salary at the end of each year instead of being taken as time off."]], [[WTR, "GB", "When you leave us, any holiday you have built up but not taken is paid in your final salary."]]);
  expectRule("wtr-rolled-up", [[WTR, "GB", "Our full-time office staff on fixed 9 to 5 hours receive an extra 12.07% on every hour's pay instead of being paid when they go on holiday."]], [[WTR, "GB", "When you take holiday you are paid your normal weekly pay for the days you are off."]]);
});

describe("ERA ss. 1, 13, 18 and SSCBA s. 151", () => {
  expectRule("era-written-statement", [[ERA, "GB", "Staff handbook — paperwork. We don't give out contracts or anything in writing about your job here. Everything is agreed by word of mouth."]], [[ERA, "GB", "Dear Sophie, welcome aboard! Your written statement of terms is enclosed and applies from your first day."]]);
  expectRule(
    "era-unauthorised-deductions",
    [[ERA, "GB", "Dear Chris, welcome to the team. Your contract says nothing about deductions, but managers also take money out of wages for lateness or breakages whenever they decide to, without asking."]],
    [[ERA, "GB", "We will only take money from your pay for damage if your written contract allows it or you have agreed to it in writing beforehand."]],
  );
  expectRule("era-retail-deductions", [[ERA, "GB", "Shop assistants must pay back any shortfall in their till in full from the next wage payment, however large it is."]], [[ERA, "GB", "If your till is short and your contract allows it, we recover the shortfall over several pay days, never more than one tenth of your gross pay on any pay day."]]);
  expectRule(
    "ssp-contracting-out",
    [
      [SSP, "GB", "By accepting employment you agree that you are not entitled to any sick pay, including statutory sick pay."],
      [SSP, "GB", "Dear Ben, as a condition of this offer you give up any right to statutory sick pay while you work for us."],
    ],
    [[SSP, "GB", "You get statutory sick pay when you are ill; on top of that, after a year's service, we pay full pay for up to four weeks."], [SSP, "GB", "You are not entitled to company sick pay in your first year, but you will receive statutory sick pay."]],
  );
});

describe("FLSA: salaried below the exemption level, employer keeps tips, deductions from minimum-wage pay", () => {
  expectRule(
    "flsa-exemption-salary",
    [
      [FLSA, "US-TX", "Assistant managers are paid a salary of $550 a week and are not eligible for overtime, whatever hours they work."],
      [FLSA, "US-TX", "Dear Jamal, you are offered the role of office administrator at an annual salary of $30,000. The role is salaried and exempt, so no overtime is paid."],
    ],
    [[FLSA, "US-TX", "Assistant managers are paid a salary of $1,000 a week, manage a team of at least two full-time staff, and are exempt from overtime."]],
  );
  expectRule("flsa-tips-kept", [[FLSA, "US-TX", "Dear Lena, as a server you keep 70% of your tips; the remaining 30% is kept by the restaurant to cover running costs."]], [[FLSA, "US-TX", "Tips paid by card are passed on in full, less the card processing fee charged by the bank, which is kept by the restaurant."]]);
  expectRule("flsa-deductions", [[FLSA, "US-TX", "Dear Luis, your pay is $7.25 per hour. The cost of the tools you will need, $200, will be taken out of your first two paychecks."]], [[FLSA, "US-TX", "Uniforms and tools are supplied free of charge; nothing is ever deducted from your pay for them."]]);
});

describe("Code on Wages ss. 3, 16, 17, 18, 19 and Code on Social Security s. 53", () => {
  expectRule("cow-wage-period", [[COW, "IN", "Dear Ms Iyer, your salary will be credited every quarter, at the end of March, June, September and December."], [COW, "IN", "Wages at this site are paid every 45 days."]], [[COW, "IN", "Salaries are paid monthly, on the 1st of the following month."]]);
  expectRule("cow-payment-time", [[COW, "IN", "Dear Mr Singh, your monthly salary will be paid on the 15th of the month after the month worked."]], [[COW, "IN", "Monthly salaries are credited on the 5th of the following month."]]);
  expectRule("cow-equal-wages", [[COW, "IN", "Dear Ms Kaur, your daily wage as a helper will be ₹350; male helpers doing the same work get ₹420."]], [[COW, "IN", "All packers earn ₹500 a day, whatever their gender; rates differ only by grade and years of service."]]);
  expectRule(
    "cow-fines",
    [
      [COW, "IN", "Supervisors may fine workers up to ₹1,000 for any mistake, on the spot and without any hearing."],
      [COW, "IN", "Dear Mr Khan, lateness will be fined at ₹200 per instance, deducted from your salary, without limit."],
    ],
    [[COW, "IN", "Fines are imposed only for the acts listed in the government-approved notice displayed at the gate, after you have been heard, and never exceed 3% of your wages for the month."]],
  );
  expectRule(
    "cow-deductions",
    [
      [COW, "IN", "The company may deduct from salary any amount it considers appropriate for any reason."],
      [COW, "IN", "Dear Ms Joshi, the cost of the company's team outings will be deducted from your monthly salary."],
    ],
    [[COW, "IN", "Only deductions the law allows — income tax, provident fund and ESI contributions, and recovery of advances you have agreed to — are made from your salary."]],
  );
  expectRule("ss-fixed-term-gratuity", [[CSS, "IN", "The company does not pay gratuity to any employee, however long they have served."], [CSS, "IN", "Gratuity is paid only after eight years of continuous service."]], [[CSS, "IN", "Gratuity is paid on leaving after five years' continuous service, and to fixed-term employees on a pro rata basis."]]);
});
