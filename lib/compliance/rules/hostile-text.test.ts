import { describe, expect, it } from "vitest";
import { gdprPack } from "./gdpr";
import { ccpaPack, coloradoPack, virginiaPack } from "./us-privacy";
import { cookiePack } from "./cookies";
import { parseCount, restBetweenShiftsHours } from "./facts";
import { wtrPack } from "./gb-employment";
import type { RulePack } from "./types";
import { statusOf } from "./test-helpers";

// Issue 31: no text may hold the event loop. Each input below took seconds before its pattern was bounded (tried from
// every occurrence of a repeated phrase to the end of a long sentence, it was quadratic, or worse) and takes
// milliseconds now; the 2 s timeout is the bound.
/** Only the rule under test runs, so that the bound measures its patterns and not the rest of the pack. */
const only = (pack: RulePack, id: string) => ({ ...pack, rules: pack.rules.filter((r) => r.id === id) });
const gdpr = gdprPack("eu-gdpr", "GDPR");
// Basis, recipients, retention and rights stated: a whole notice, so an identity it leaves out is missing from it.
const notice = (tail: string) =>
  `Privacy notice\nWe process your personal data to deliver your orders (performance of our contract with you).\nOur courier receives your address. We keep orders for six years.\nYou have the right to access, rectify, erase, restrict and port your data and to object.\n${tail}`;

describe("rule packs on hostile text", () => {
  it("controller identity: an email address is looked for from the start of a word only (50,000 letters took 53 s)", { timeout: 2000 }, () => {
    const rule = only(gdpr, "notice-identity");
    expect(statusOf(rule, notice("a".repeat(50_000)), "DE", "notice-identity")).toBe("breached");
    expect(statusOf(rule, notice("1.".repeat(25_000)), "DE", "notice-identity")).toBe("breached");
    expect(statusOf(rule, notice(`${"a".repeat(50_000)} contact privacy@example.com`), "DE", "notice-identity")).toBe("met");
    expect(statusOf(rule, notice(`${"a-".repeat(25_000)}x@example.com`), "DE", "notice-identity")).toBe("met");
  });

  it("a span between two facts of a sentence is bounded: a phrase repeated 5,000 times in one sentence", { timeout: 2000 }, () => {
    const terms = "This data processing agreement binds the processor.\n";
    const sub = only(gdpr, "processor-sub-processors");
    expect(statusOf(sub, terms + "prior sub-processor ".repeat(5_000), "DE", "processor-sub-processors")).not.toBe("met");
    expect(statusOf(sub, `${terms}The processor shall not engage another processor without prior specific or general written authorisation of the controller.`, "DE", "processor-sub-processors")).toBe("met");
    const cookies = only(cookiePack("eu-eprivacy", "ePrivacy Directive", "Art. 5(3)", "5"), "cookie-refusal");
    const banner = "We use cookies for analytics and advertising. Accept all or reject all in cookie settings.\n";
    expect(() => statusOf(cookies, banner + "if you refuse ".repeat(7_000), "FR", "cookie-refusal")).not.toThrow();
    const ccpa = only(ccpaPack(), "ccpa-opt-out-link");
    expect(() => statusOf(ccpa, notice("we do not sell ".repeat(7_000)), "US-CA", "ccpa-opt-out-link")).not.toThrow();
  });

  it("request deadlines: each clause is tested once for an appeal (50,000 characters without a comma took 9.5 s)", { timeout: 2000 }, () => {
    const va = only(virginiaPack(), "va-response");
    const co = only(coloradoPack(), "co-response");
    const ccpa = only(ccpaPack(), "ccpa-response-time");
    const long = "the courts of ".repeat(3_600);
    expect(statusOf(va, notice(long), "US-VA", "va-response")).toBe("not_assessable");
    expect(statusOf(co, notice(`${long} appeal`), "US-CO", "co-response")).toBe("not_assessable");
    expect(statusOf(ccpa, notice(`We respond to requests ${long}`), "US-CA", "ccpa-response-time")).toBe("not_assessable");
    // An appeal clause is still dropped before the time for a request is read, and the request's own time still counts.
    expect(statusOf(va, notice("We respond to requests within 45 days, and we decide appeals within 60 days."), "US-VA", "va-response")).not.toBe("breached");
    expect(statusOf(va, notice("We respond to requests within 90 days; appeals are decided within 60 days."), "US-VA", "va-response")).toBe("breached");
  });

  it("an amount in euros is read from the start of its digits only (40,000 digits took 11 s)", { timeout: 2000 }, () => {
    const fee = only(gdpr, "access-free");
    expect(statusOf(fee, notice(`Access requests cost a fee of ${"1".repeat(40_000)}`), "DE", "access-free")).toBe("not_assessable");
    expect(statusOf(fee, notice(`Access requests cost a fee of ${"1".repeat(40_000)} euros.`), "DE", "access-free")).toBe("breached");
    expect(statusOf(fee, notice("Each copy you request costs a fee of 25 EUR."), "DE", "access-free")).toBe("breached");
  });

  it("a place denied after its name: a run of blanks after it is read once (50,000 spaces took 4.4 s)", { timeout: 2000 }, () => {
    const transfers = only(gdpr, "transfers");
    expect(statusOf(transfers, notice(`We transfer your data to India${" ".repeat(50_000)}x`), "DE", "transfers")).toBe("breached");
    expect(statusOf(transfers, notice(`We transfer your data to India${" ".repeat(50_000)}none`), "DE", "transfers")).not.toBe("breached");
    expect(statusOf(transfers, notice("Transfers to India: none."), "DE", "transfers")).not.toBe("breached");
    expect(statusOf(transfers, notice("Data sent to India | none"), "DE", "transfers")).not.toBe("breached");
    expect(statusOf(transfers, notice("Our support team in India can view your account."), "DE", "transfers")).toBe("breached");
  });

  it("a count's bracketed digits are looked for from the start of a run of blanks only (100,000 spaces took 29 s)", { timeout: 2000 }, () => {
    expect(parseCount(`90${" ".repeat(100_000)}x`)).toBeNaN();
    expect(parseCount(`ninety${" ".repeat(100_000)}(90)`)).toBe(90);
    expect(parseCount("ninety (90)")).toBe(90);
    expect(parseCount("30 (thirty)")).toBe(30);
    expect(parseCount(`90 ${"(".repeat(50_000)}`)).toBeNaN();
    expect(parseCount("forty-five")).toBe(45);
  });

  it("weekly rest: the first \"no\" after \"seven days a week\" is tried once (10,500 characters took 12.5 s)", { timeout: 2000 }, () => {
    const wtr = only(wtrPack(), "wtr-weekly-rest");
    const contract = (tail: string) => `Contract of employment\nYour salary is paid monthly and your working hours are set by the rota.\n${tail}`;
    expect(statusOf(wtr, contract("seven days a week no ".repeat(5_000)), "GB", "wtr-weekly-rest")).toBe("not_assessable");
    expect(statusOf(wtr, contract("Staff work seven days a week with no regular day off."), "GB", "wtr-weekly-rest")).toBe("breached");
    expect(statusOf(wtr, contract("Staff work seven days a week, no exceptions, and get no day off."), "GB", "wtr-weekly-rest")).toBe("breached");
  });

  it("shift times: the words before each clock time are read, not the whole sentence before it (10,000 characters took 0.7 s)", { timeout: 2000 }, () => {
    expect(restBetweenShiftsHours("finish 10:00 finish 10:00 start ".repeat(2_000))).toBeNull();
    expect(restBetweenShiftsHours(`${"finish 10:00 finish 10:00 start ".repeat(2_000)} 11:00 the next day`)).toBe(0);
    expect(restBetweenShiftsHours("The closing shift ends at 11pm and the opening shift the next day starts at 6am.")).toBe(7);
    // The 80 characters before the first time start at "finish…", inside the word "xx…finish…": no word starts there.
    expect(restBetweenShiftsHours(`${"x".repeat(100)}finish${"h".repeat(70)} at 10:00, then start at 18:00 the next day`)).toBeNull();
    expect(restBetweenShiftsHours(`${"x".repeat(100)} finish${"h".repeat(70)} at 10:00, then start at 18:00 the next day`)).toBe(8);
  });
});
