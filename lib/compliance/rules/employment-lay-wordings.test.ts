import { describe, expect, it } from "vitest";
import { assessPack } from "../assess";
import { reviewDocument } from "../document";
import { eraPack, nmwPack, sspPack, wtrPack } from "./gb-employment";
import { flsaPack } from "./other-employment";

/**
 * Lay wordings of each employment obligation, breached and lawful, written from the statutes (not from any evaluation
 * set): each rule must answer from the facts (hours, ages, rates, notice, periods), not from one phrasing.
 */
const packs = { wtr: wtrPack(), nmw: nmwPack(), era: eraPack(), ssp: sspPack(), flsa: flsaPack() } as const;
const H = "Message from the manager to staff about shifts, pay and holiday.\n";
const probes: [keyof typeof packs, string, string, boolean][] = [
  ["wtr", "wtr-opt-out", "By signing you agree to opt out of the 48-hour week. Once signed, the opt-out stays in place until you leave us.", true],
  ["wtr", "wtr-opt-out", "You agree to work more than 48 hours a week on average. To cancel this you need to give us 4 months' notice.", true],
  ["wtr", "wtr-opt-out", "You agree to work more than 48 hours a week on average. You can cancel this by giving us one month's notice in writing.", false],
  ["wtr", "wtr-opt-out", "Staff who won't sign the 48 hour opt-out won't be offered shifts.", true],
  ["wtr", "wtr-opt-out", "Signing the opt-out from the 48-hour limit is optional and you can change your mind at any time by giving us a week's notice.", false],
  ["wtr", "wtr-weekly-limit", "Drivers work 12-hour shifts, five days a week.", true],
  ["wtr", "wtr-weekly-limit", "Normal hours are 9am to 5pm, Monday to Friday.", false],
  ["wtr", "wtr-weekly-limit", "Expect to put in around 55 hours most weeks.", true],
  ["wtr", "wtr-breaks", "Shifts run 7am to 3pm. There's no set break; you can grab a coffee when the floor is quiet.", true],
  ["wtr", "wtr-breaks", "Shifts run 7am to 3pm with a 30-minute paid break.", false],
  ["wtr", "wtr-breaks", "On 10-hour shifts you get two 10-minute breaks.", true],
  ["wtr", "wtr-breaks", "On a shift of 9 hours staff get a 15 minute tea break.", true],
  ["wtr", "wtr-daily-rest", "If you close at 11pm you may be put on the 6am opening shift the next morning.", true],
  ["wtr", "wtr-daily-rest", "Late shift finishes 10pm; early shift starts 7am next day; you can be rostered on both back to back.", true],
  ["wtr", "wtr-daily-rest", "Mon 14:00-22:00\nTue 14:00-22:00\nWed 06:00-14:00", true],
  ["wtr", "wtr-weekly-rest", "During peak season you'll work every day for three weeks straight.", true],
  ["wtr", "wtr-weekly-rest", "You get one day off a fortnight.", true],
  ["wtr", "wtr-annual-leave", "Full-time staff (40 hours a week) get 15 days' holiday plus bank holidays.", true],
  ["wtr", "wtr-annual-leave", "Full-time staff (40 hours a week) get 15 days' holiday including bank holidays.", true],
  ["wtr", "wtr-annual-leave", "You work Monday to Friday. Holiday allowance: four weeks a year, bank holidays included.", true],
  ["wtr", "wtr-annual-leave", "You work Monday to Friday. Holiday allowance: 28 days a year, bank holidays included.", false],
  ["wtr", "wtr-annual-leave", "Part-timers working 2 days a week get 8 days' holiday.", true],
  ["wtr", "wtr-annual-leave", "Holiday is not paid during your first year.", true],
  ["wtr", "wtr-annual-leave", "You'll need to work for us for six months before you can take any paid holiday.", true],
  ["wtr", "wtr-pay-in-lieu", "Rather than taking your holiday you can ask to be paid for it at the end of the year.", true],
  ["wtr", "wtr-young-working-time", "Our 17-year-old trainees do 10-hour days in the summer.", true],
  ["nmw", "nmw-rate", "You'll be paid £9.50 an hour. You're 22.", true],
  ["nmw", "nmw-rate", "Your hourly rate is £12.00 and you are 30.", true],
  ["nmw", "nmw-rate", "Your rate: £12.80/hr.", false],
  ["nmw", "nmw-rate", "Your salary is £21,000 a year for 40 hours per week. You are 25.", true],
  ["nmw", "nmw-unpaid-work", "Everyone attends a 30-minute team huddle before opening, which is unpaid. Pay is £12.71 an hour.", true],
  ["nmw", "nmw-unpaid-work", "Please come in for an unpaid trial shift on Saturday.", true],
  ["nmw", "nmw-deductions", "We take £5 a week from your wages towards your uniform. You're on £12.71 an hour.", true],
  ["era", "era-unauthorised-deductions", "We can take money out of your wages for any breakages or mistakes, as we see fit.", true],
  ["era", "era-unauthorised-deductions", "If you leave within a year we will take the cost of your training out of your final pay, whether you agree or not.", true],
  ["era", "era-minimum-notice", "We can let you go with 3 days' notice at any time after your first month.", true],
  ["era", "era-minimum-notice", "If you have worked here 8 years we will give you 6 weeks' notice.", true],
  ["era", "era-zero-hours-exclusivity", "Zero hours contract: there are no guaranteed hours. You must not work for any other bar while you're with us.", true],
  ["era", "era-zero-hours-exclusivity", "Zero hours contract: there are no guaranteed hours. You're free to work elsewhere.", false],
  ["era", "era-payslip", "We don't do payslips, you'll see the money in your account.", true],
  ["ssp", "ssp-waiting-days", "Sick pay: statutory sick pay starts from the 4th day of sickness.", true],
  ["ssp", "ssp-waiting-days", "SSP is not paid for the first three days you're off.", true],
  ["ssp", "ssp-contracting-out", "Staff on probation don't get any sick pay at all, including SSP.", true],
  ["flsa", "flsa-overtime", "Hourly staff get straight time for all hours, including anything over 40 in a week.", true],
  ["flsa", "flsa-overtime", "Overtime at time and a half applies after 45 hours a week.", true],
  ["flsa", "flsa-records", "We delete time records after 6 months.", true],
  ["flsa", "flsa-minimum-wage", "Dishwashers are paid $6.00 an hour.", true],
  ["wtr", "wtr-weekly-limit", "Most weeks you'll work around 40 hours.", false],
  ["wtr", "wtr-weekly-limit", "Staff may work up to 60 hours in a busy week only if they have signed an opt-out, which they can end on seven days' notice.", false],
  ["wtr", "wtr-weekly-limit", "Nobody works more than 48 hours in any week.", false],
  ["wtr", "wtr-weekly-limit", "Your hours are flexible but never more than 48 hours a week on average.", false],
  ["wtr", "wtr-weekly-rest", "You get two days off every week.", false],
  ["wtr", "wtr-weekly-rest", "The shop is open every day for two weeks before Christmas; staff keep their two days off each week.", false],
  ["wtr", "wtr-annual-leave", "You can take holiday as it builds up from your first day.", false],
  ["wtr", "wtr-annual-leave", "Holiday requests must be made two weeks before you want to take them. You get 28 days a year including bank holidays.", false],
  ["wtr", "wtr-annual-leave", "Extra long-service days are added only after five years; everyone gets 28 days from day one.", false],
  ["wtr", "wtr-opt-out", "You can sign an opt-out if you want to work over 48 hours. It's up to you; if you don't sign nothing changes. To cancel it, give us one month's notice.", false],
  ["wtr", "wtr-opt-out", "If you don't sign the 48 hour opt-out you will still be offered the same shifts as everyone else.", false],
  ["wtr", "wtr-daily-rest", "The late shift finishes at 10pm and the next shift starts at 10am the following day.", false],
  ["wtr", "wtr-daily-rest", "Mon 07:00-15:00\nTue 07:00-15:00\nWed 07:00-15:00", false],
  ["wtr", "wtr-pay-in-lieu", "When you leave, we pay you instead for any holiday you haven't taken.", false],
  ["wtr", "wtr-young-working-time", "Jake (16) works Saturday 9am to 1pm.", false],
  ["nmw", "nmw-rate", "You'll be paid £12.90 an hour. You're 22.", false],
  ["nmw", "nmw-rate", "You're 17 and will be paid £8.50 an hour.", false],
  ["nmw", "nmw-deductions", "We take nothing from your wages for uniform; it's free. You're on £12.71 an hour.", false],
  ["nmw", "nmw-unpaid-work", "The team huddle before opening is paid. Pay is £12.71 an hour.", false],
  ["era", "era-unauthorised-deductions", "We only take money out of your wages where the law requires it or you have agreed in writing beforehand.", false],
  ["era", "era-minimum-notice", "If you have worked here 8 years we will give you 8 weeks' notice.", false],
  ["era", "era-minimum-notice", "We can let you go with 3 days' notice during your first month.", false],
  ["ssp", "ssp-contracting-out", "Staff on probation don't get company sick pay, but they still get SSP.", false],
  ["flsa", "flsa-records", "We keep time records for three years.", false],
  ["flsa", "flsa-tips-kept", "All tips go into a pot shared among servers and bussers; managers never take part.", false],
];

describe("employment rules on lay wordings", () => {
  for (const [p, id, text, breached] of probes) {
    it(`${breached ? "breached" : "not breached"} ${id}: ${text.slice(0, 70)}`, () => {
      const o = assessPack(packs[p], reviewDocument(H + text), p === "flsa" ? "US" : "GB", "2026-11-27").find((x) => x.id === id);
      expect(o?.status === "breached").toBe(breached);
    });
  }
});
