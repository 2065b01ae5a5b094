import { describe, expect, it } from "vitest";
import { rulePacks } from "./index";
import { assessPack } from "../assess";
import { reviewDocument } from "../document";
import { detectApplicableLaws } from "../detect";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { governsPaidWork, notEmployment, workCountryFromText } from "./paid-work";

/**
 * Issue 34, round compdetect: employment law brought in for informal workplace texts (a manager's WhatsApp, a rota
 * note, a payroll FAQ answer, a noticeboard notice) and kept out of unpaid or non-work groups that use the same words
 * (volunteers, parents, a church). Texts are dev texts of eval/compliance/informal-work (never its held-out half) and
 * rewordings of the same facts; expected answers from the statutes, judged on 27 November 2026.
 */
const AS_OF = "2026-11-27";
const registry = builtInRegistry();
const laws = (text: string, jurisdiction: string) => detectApplicableLaws(registry, jurisdiction, text).map((l) => l.sourceId);

const WTR = "uk-working-time-regulations-1998";
const ERA = "uk-employment-rights-act-1996";
const NMW = "uk-national-minimum-wage-act-1998";
const SSP = "uk-sscba-1992";
const FLSA = "us-flsa";
const COW = "in-code-on-wages-2019";
const CSS = "in-code-on-social-security-2020";

describe("informal texts about paid work bring in the jurisdiction's employment law", () => {
  it.each([
    ["GB", WTR, "Drivers: your route is 10 hours door to door. There is no break built into the route, so don't stop."],
    ["GB", WTR, "Q: How much holiday do the full-timers get? A: 15 days off a year, and bank holidays are normal working days."],
    ["GB", ERA, "Welcome to the workshop Dan. Your written terms will come once you've done your first six months with us."],
    ["GB", ERA, "Q: I've been on the packing line for eight years. How much notice would I get? A: One week, same as everyone."],
    ["US", FLSA, "Team, we're switching to a two-week schedule: 50 hours one week, 30 the next, so there's no overtime."],
    ["US", FLSA, "Guys, the day rate stays at $200 flat however long the day runs. No extra for the long weeks."],
    ["US", FLSA, "Hi Ava! Since you're 14 we can have you 4pm to 8pm Monday through Thursday while school's in."],
    ["IN", COW, "From next month salary will be given once every two months. Cash flow issue, please adjust."],
    ["IN", COW, "Loading work from Monday: male helpers ₹450 per day, lady helpers ₹350 per day for the same work."],
  ])("%s: %s ← %s", (jurisdiction, law, text) => {
    expect(laws(text, jurisdiction)).toContain(law);
  });

  it("reads the country from the money when the request names another (the request defaults to US)", () => {
    const text = "Morning ladies, you're all on £12.71 an hour. The new tunics are £70 each and come out of your next two wages.";
    expect(workCountryFromText(text)).toBe("GB");
    expect(laws(text, "US")).toEqual(expect.arrayContaining([WTR, NMW, ERA, SSP]));
    expect(workCountryFromText("Guards: pay is ₹14,000 a month, credited by the 7th.")).toBe("IN");
    expect(laws("Guards: pay is ₹14,000 a month, credited by the 7th. Gratuity after five years.", "US")).toEqual(expect.arrayContaining([COW, CSS]));
    // Dollars name no one country; pounds and dollars together name none.
    expect(workCountryFromText("Staff are paid $15 an hour.")).toBeNull();
    expect(workCountryFromText("Staff in London get £15 an hour, staff in Boston $20.")).toBeNull();
  });
});

describe("unpaid and non-work groups that talk of rotas and shifts are not employment", () => {
  const lookAlikes: [string, string][] = [
    ["GB", "Hi all! Saturday shifts at the food bank: 9–1 sorting donations, 1–5 packing parcels. Everyone here is a volunteer, just put your name on the rota."],
    ["GB", "Thanks for signing up to help at the church jumble sale! Shifts are 9–12 and 12–3 on Saturday; put your name on the rota by the door."],
    ["GB", "School run rota for next half term: Mondays Claire drives, Tuesdays Mo. Pick up 3:15 sharp. Let's swap if anyone's working late."],
    ["GB", "Parents' rota for the summer fair: Sarah on the cake stall 10–12, Tom 12–2. We're all volunteers so swap freely."],
    ["US", "Hi friends, here's the coffee hour rota for December. Each team works one Sunday, 9:30 to 12. Thank you all for giving your time!"],
    ["GB", "Residents' association: the hall cleaning rota is on the noticeboard, two hours each on Saturday mornings. Tenants, please sign up."],
    ["GB", "Five-a-side tonight lads, 7pm kick-off. Match fees £4 each, Kev's on the bibs rota."],
    ["US", "Band rehearsal moved to Wednesday 7 to 10pm. The bar paid $300 for Friday's gig, so $75 each."],
    ["GB", "House rules: bins go out Tuesday, hoovering shifts rotate weekly, £10 each into the kitty for loo roll. No chores, no Sunday roast!"],
    ["IN", "Temple seva rota for Navratri: volunteers please take 4-hour shifts at the prasad counter, 6 am to 10 am and 10 am to 2 pm."],
  ];
  it.each(lookAlikes)("%s: %s", (jurisdiction, text) => {
    const found = laws(text, jurisdiction);
    for (const law of [WTR, NMW, ERA, SSP, FLSA, COW, CSS]) expect(found).not.toContain(law);
  });

  it("keeps a work text that also mentions volunteers or a church when wages are paid in it", () => {
    expect(notEmployment("Anyone who volunteers for the late shift gets time and a half; wages are paid on Friday.")).toBe(false);
    expect(governsPaidWork("Church caretaker: your salary is £24,000 and you'll open the hall for the volunteers from 9 to 5.")).toBe(true);
    expect(governsPaidWork("Didi, your chores are cooking and cleaning, 7 am to 1 pm, six days a week. Your pay is ₹9,000 a month.")).toBe(true);
  });

  it("does not read a customer-facing text as paid work", () => {
    expect(governsPaidWork("You can pay in store or online. Our shop is open 9am to 6pm, Monday to Saturday.")).toBe(false);
  });
});

type Case = [pack: string, jurisdiction: string, text: string];
const breached = (pack: string, text: string, jurisdiction: string, id: string) =>
  assessPack(rulePacks.get(pack)!, reviewDocument(text), jurisdiction, AS_OF).some((o) => o.id === id && o.status === "breached");
function expectRule(id: string, breaches: Case[], lawful: Case[]) {
  it.each(breaches)("flags (%s, %s) %s", (pack, jurisdiction, text) => expect(breached(pack, text, jurisdiction, id)).toBe(true));
  it.each(lawful)("accepts (%s, %s) %s", (pack, jurisdiction, text) => expect(breached(pack, text, jurisdiction, id)).toBe(false));
}

describe("WTR reg. 4: one shift's clock times over a run of days", () => {
  expectRule(
    "wtr-weekly-limit",
    [[WTR, "GB", "Right team, from next week it's 7am to 8pm, Monday to Saturday, no exceptions."]],
    [
      [WTR, "GB", "Hours: 40 a week, Monday to Saturday, five shifts each of 8 hours between 8am and 8pm."],
      [WTR, "GB", "We're open 8am to 9pm, Monday to Saturday."],
      [WTR, "GB", "Shifts are 9am to 5pm, Monday to Friday, with an hour for lunch."],
    ],
  );
});

describe("WTR reg. 5: a FAQ's answer read with its question", () => {
  expectRule(
    "wtr-opt-out",
    [[WTR, "GB", "Q: I agreed to work more than 48 hours a week. Can I change my mind? A: Yes, with four months' notice to the office."]],
    [[WTR, "GB", "Q: I agreed to work more than 48 hours a week. Can I change my mind? A: Yes, just give the office seven days' notice."]],
  );
});

describe("WTR reg. 10: the finish in one sentence, the next day's start in the following one", () => {
  expectRule(
    "wtr-daily-rest",
    [[WTR, "GB", "Evening cleaners finish at 10pm. Anyone on a Thursday evening is back the next day, starting 5am."]],
    [[WTR, "GB", "Evening cleaners finish at 10pm. Anyone on a Thursday evening is back the next day, starting 11am."]],
  );
});

describe("WTR regs. 13 and 13A: holidays in everyday words", () => {
  expectRule(
    "wtr-annual-leave",
    [[WTR, "GB", "Full-timers (5 days a week) get 18 days off a year, and bank holidays are normal working days here."]],
    [[WTR, "GB", "Full-timers (5 days a week) get 20 days off a year plus the 8 bank holidays."]],
  );
});

describe("ERA s. 1, s. 13, s. 18, s. 86 and SSP s. 155 in lay words", () => {
  expectRule("era-written-statement", [[ERA, "GB", "Your contract will follow once you've done your first three months here."]], [[ERA, "GB", "Your contract is attached; please read it before your first day."]]);
  expectRule(
    "era-unauthorised-deductions",
    [[ERA, "GB", "From next week, any plates you drop come out of your pay."]],
    [[ERA, "GB", "As agreed in writing in your contract, from next week the cost of lost keys comes out of your pay."]],
  );
  expectRule(
    "era-retail-deductions",
    [[ERA, "GB", "Your contract allows deductions for till shortages. From now on the full shortage, however big, comes off your next pay."]],
    [[ERA, "GB", "Your contract allows deductions for till shortages. No more than 10% of your gross pay comes off on any pay day."]],
  );
  expectRule(
    "era-minimum-notice",
    [[ERA, "GB", "Q: I've worked here nine years. How much notice would I get if you let me go? A: One week, no matter how long you've been with us."]],
    [[ERA, "GB", "Q: I've worked here three weeks. How much notice do I have to give? A: One week."]],
  );
  expectRule(
    "ssp-waiting-days",
    [[SSP, "GB", "If you're ill and miss your shift you won't get anything for the first three days you're off."]],
    [
      [SSP, "GB", "If you're ill and miss your shift, company sick pay starts after the first three days; statutory sick pay is paid from the first day."],
      [SSP, "GB", "If you're ill and miss your shift, statutory sick pay is paid from the first day you're off."],
    ],
  );
});

describe("FLSA and the Indian codes in lay words", () => {
  expectRule(
    "flsa-overtime",
    [
      [FLSA, "US", "Team: schedules now run 48 hours one week and 32 the next; it averages out, so no overtime."],
      [FLSA, "US", "Drivers: the day rate is $160 flat. Most weeks are 55 hours. No extra for the long ones."],
    ],
    [[FLSA, "US", "Drivers: the day rate is $160. Hours over 40 in a week get an extra half of your regular rate on top."]],
  );
  expectRule("flsa-child-labor-hours", [[FLSA, "US", "Since you're 14 we'd have you 3pm to 8pm on weekdays while school's in."]], [[FLSA, "US", "Since you're 14 we'd have you 4pm to 7pm on weekdays while school's in."]]);
  expectRule("flsa-tips-kept", [[FLSA, "US", "All tips go into the jar at close. The jar gets split between the managers and the owner."]], [[FLSA, "US", "All tips go into the jar at close. The jar gets split between the servers and bussers."]]);
  expectRule("cow-equal-wages", [[COW, "IN", "Cleaning staff: gents ₹500 per day, lady cleaners ₹420 per day, same cleaning work."]], [[COW, "IN", "Cleaning staff: gents and ladies ₹500 per day for the same cleaning work."]]);
  expectRule("cow-overtime", [[COW, "IN", "Shop staff: extra hours after 7 pm are paid at the normal rate."]], [[COW, "IN", "Overtime hours are paid at double the normal rate."]]);
  expectRule("cow-final-settlement", [[COW, "IN", "After you resign, your dues are cleared 30 days after your last working day."]], [[COW, "IN", "After you resign, your dues are cleared within two working days of your last working day."]]);
  expectRule(
    "cow-deductions",
    [
      [COW, "IN", "₹300 will be deducted from every salary for the New Year party. It is compulsory."],
    ],
    [[COW, "IN", "With your written consent, ₹300 will be deducted from salary for the staff welfare fund."]],
  );
  expectRule("ss-fixed-term-gratuity", [[CSS, "IN", "Gratuity is paid only to staff who complete seven years with us."]], [[CSS, "IN", "Gratuity is paid to staff who complete five years with us."]]);
});
