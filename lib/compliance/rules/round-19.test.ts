import { describe, expect, it } from "vitest";
import { assessPack } from "../assess";
import { reviewDocument } from "../document";
import { rulePacks } from "./index";
import type { RulePack } from "./types";

/**
 * Issue 34, round 19 (branch comp4): the mechanisms blind set 16's dev half exposed, each shown with invented texts
 * (expected answers written from the statute first) beside lawful near misses. Our own sentences only.
 */

const pack = (id: string): RulePack => rulePacks.get(id)!;
const statusIn = (packId: string, text: string, jurisdiction: string, id: string) =>
  assessPack(pack(packId), reviewDocument(text), jurisdiction, "2026-11-27").find((o) => o.id === id)?.status;
const wtr = (text: string, id: string) => statusIn("uk-working-time-regulations-1998", text, "GB", id);
const era = (text: string, id: string) => statusIn("uk-employment-rights-act-1996", `Staff handbook — Dale Joinery Ltd\nEmployees work 37.5 hours a week.\n${text}`, "GB", id);

describe("WTR reg. 11: weekly rest read from a rota in any layout", () => {
  it("flags shifts listed on 14 days in a row across two weeks, and 'rest days: none'", () => {
    expect(wtr("Bakery rota, Jo (adult):\nMon 1 Dec 06:00–14:00 · Tue–Sun 2–7 Dec 06:00–14:00 · Mon 8 Dec 06:00–14:00 · Tue–Sun 9–14 Dec 06:00–14:00.", "wtr-weekly-rest")).toBe("breached");
    expect(wtr("Warehouse rota for Ali, 1–14 December: 08:00–16:00 each day. Rest days: none.", "wtr-weekly-rest")).toBe("breached");
  });
  it("accepts a rota with a day off each week", () => {
    expect(wtr("Bakery rota, Jo (adult):\nMon–Sat 1–6 Dec 06:00–14:00 · Mon–Sat 8–13 Dec 06:00–14:00.", "wtr-weekly-rest")).not.toBe("breached");
    expect(wtr("Weekend cover rota: Anna: Mon–Sun 09:00–13:00 · Ben: Mon–Sun 13:00–17:00.", "wtr-weekly-rest")).not.toBe("breached");
  });
});

describe("WTR reg. 4(1): a rota for a short stretch of cover is not the 17-week average", () => {
  const week = "Mon–Sat 09:00–18:30, rota for Kim.";
  it("does not charge the 48-hour average on a week covering a colleague's leave", () => {
    expect(wtr(`${week} This week only, covering Sam's leave.`, "wtr-weekly-limit")).not.toBe("breached");
  });
  it("still charges the same hours as the usual pattern", () => {
    expect(wtr(`${week} This is the same rota every week.`, "wtr-weekly-limit")).toBe("breached");
  });
});

describe("WTR regs. 12 and 13: breaks on named shifts, holiday not earned until probation ends", () => {
  it("flags a 10-minute break on 8-hour night shifts and holiday not accrued before probation", () => {
    expect(wtr("On the 8-hour night shifts you get one 10-minute break.", "wtr-breaks")).toBe("breached");
    expect(wtr("Staff do not accrue any paid holiday before they pass their probation.", "wtr-annual-leave")).toBe("breached");
  });
  it("accepts a 30-minute break and extra long-service leave held back", () => {
    expect(wtr("On the 8-hour night shifts you get a 30-minute break.", "wtr-breaks")).not.toBe("breached");
    expect(wtr("You won't get the extra long-service holiday until you have five years' service.", "wtr-annual-leave")).not.toBe("breached");
  });
});

describe("ERA ss. 1 and 86: written terms after probation, notice stated after the word", () => {
  it("flags a contract given once staff pass probation and a flat week's notice whatever the service", () => {
    expect(era("Staff receive their written contracts once they have passed their three-month probation.", "era-written-statement")).toBe("breached");
    expect(era("Notice from the employer is two weeks, however long you have worked here.", "era-minimum-notice")).toBe("breached");
  });
  it("accepts a contract before the first day and notice on the statutory scale", () => {
    expect(era("Staff receive their written contracts before their first day; probation lasts three months.", "era-written-statement")).not.toBe("breached");
    expect(era("Notice from the employer is one week, rising by one week per complete year of service from two years, up to twelve weeks.", "era-minimum-notice")).not.toBe("breached");
  });
});

describe("PDPA s. 26D(2): affected individuals kept uninformed of a breach", () => {
  const plan = (line: string) => ["Data breach response plan — Lim Logistics Pte Ltd", "Step 2: we notify the PDPC within 3 calendar days of assessing a breach as notifiable.", line].join("\n");
  it("flags a plan under which affected customers are not told", () => {
    expect(statusIn("sg-pdpa-2012", plan("Step 3: affected customers are not informed of the breach."), "SG", "sg-breach-individuals")).toBe("breached");
  });
  it("accepts a plan that tells them", () => {
    expect(statusIn("sg-pdpa-2012", plan("Step 3: affected customers are informed where significant harm is likely."), "SG", "sg-breach-individuals")).not.toBe("breached");
    expect(statusIn("sg-pdpa-2012", plan("Step 3: affected customers are not notified where remedial action makes significant harm unlikely."), "SG", "sg-breach-individuals")).not.toBe("breached");
  });
});

describe("DPDP s. 6(4): withdrawal harder than consent", () => {
  const screen = (line: string) => ["RupeeNow — sign-up screen", "Tap 'I agree' to let us use your contacts for credit checks.", line].join("\n");
  it("flags withdrawal only at a branch with a signed form", () => {
    expect(statusIn("in-dpdp-act-2023", screen("To withdraw consent, visit one of our local branches with a signed revocation form."), "IN", "dpdp-withdrawal")).toBe("breached");
  });
  it("accepts withdrawal in the app beside the branch", () => {
    expect(statusIn("in-dpdp-act-2023", screen("To withdraw consent, tap Withdraw in the app settings, or visit one of our branches."), "IN", "dpdp-withdrawal")).not.toBe("breached");
  });
});

describe("VCDPA § 59.1-577(A)(5): no opt-out from targeted advertising", () => {
  it("flags 'there is no opt-out from it' and accepts an opt-out in settings", () => {
    expect(statusIn("us-va-cdpa", "Your viewing data is used for targeted advertising and there is no opt-out from it.", "US-VA", "va-opt-out")).toBe("breached");
    expect(statusIn("us-va-cdpa", "Your viewing data is used for targeted advertising; you can opt out in Settings.", "US-VA", "va-opt-out")).not.toBe("breached");
  });
});

describe("UK GDPR Art. 44A: a transfer to a country described as lacking adequate protection", () => {
  const notice = (line: string) => ["Staff privacy notice — Dale Joinery Ltd", `Payroll is processed by a contractor in a country without a UK adequacy finding; ${line}`].join("\n");
  it("flags it with no safeguard", () => {
    expect(statusIn("uk-gdpr", notice("we have no transfer agreement with them."), "GB", "transfers")).toBe("breached");
  });
  it("accepts it under the International Data Transfer Agreement", () => {
    expect(statusIn("uk-gdpr", notice("we have signed the International Data Transfer Agreement with them."), "GB", "transfers")).not.toBe("breached");
  });
});

describe("IE reg. 13: a text-message campaign brief", () => {
  it("flags marketing texts to bought numbers", () => {
    expect(statusIn("ie-eprivacy-regulations-2011", "Campaign brief, Lough Tyres\nText to send: 'Winter tyre sale this weekend!'\nNumbers: 5,000 purchased from a lead broker.", "IE", "ie-email-marketing")).toBe("breached");
  });
  it("leaves a service text alone", () => {
    expect(statusIn("ie-eprivacy-regulations-2011", "Workshop brief, Lough Tyres\nText to send: 'Your car is ready for collection.'\nSent to customers whose car we are servicing.", "IE", "ie-email-marketing")).not.toBe("breached");
  });
});
