import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { offlineCheck } from "../offline-check";

/**
 * One hourly rate for everyone, with no ages stated (issue 34). Expected answers written from the law before running the
 * code: in GB a rate below the National Living Wage (£12.71 an hour from 1 April 2026, workers aged 21 and over) breaches
 * the National Minimum Wage Act for every worker of 21 or over, and is lawful only if every worker is under 21 and paid
 * at least the rate for their age; in the US a rate below $7.25 breaches 29 U.S.C. § 206 for every covered employee
 * outside the youth opportunity wage (§ 206(g)).
 */
const registry = builtInRegistry();
const AS_OF = "2026-11-29";

async function breach(text: string, jurisdiction: string, sourceId: string, id: string) {
  const { drafts } = await offlineCheck(registry, { document_text: text, jurisdiction }, AS_OF);
  const draft = drafts.find((d) => d.sourceId === sourceId);
  return { detected: draft !== undefined, compliant: draft?.compliant, obligation: draft?.obligations.find((o) => o.id === id && o.status === "breached") };
}

describe("a flat hourly rate with no ages stated", () => {
  it.each([
    ["GB", "Morning all — from Monday it's £9 an hour for everyone at the Leeds store. Rota is on the board as usual."],
    ["US", "Morning all — from Monday it's £9 an hour for everyone at the Leeds store. Rota is on the board as usual."],
    ["GB", "Hi team, just confirming pay at the Leeds depot goes to £11.50 per hour for all staff from next week. Shifts stay 8am to 4pm."],
  ])("below the National Living Wage is a GB minimum-wage breach for any worker aged 21 or over (%s) %s", async (jurisdiction, text) => {
    const r = await breach(text, jurisdiction, "uk-national-minimum-wage-act-1998", "nmw-rate");
    expect(r.detected).toBe(true);
    expect(r.compliant).toBe(false);
    expect(r.obligation?.finding).toMatch(/breach for any worker aged 21 or over/);
    expect(r.obligation?.finding).toMatch(/lawful only if every worker is under 21 and paid at least the rate for their age/);
    expect(r.obligation?.finding).toMatch(/£12\.71/);
  });

  it.each([
    ["GB", "Morning all — from Monday it's £12.75 an hour for everyone at the Leeds store. Rota is on the board as usual."],
    // Every worker stated to be 17: £9 reaches the rate for 16 and 17-year-olds.
    ["GB", "Morning all — our Saturday helpers at the Leeds store are all aged 17, and it's £9 an hour for everyone. Rota is on the board as usual."],
  ])("at or above the rate every worker is owed is no breach (%s) %s", async (jurisdiction, text) => {
    // A law with nothing breached or met in the text is left out of the answer: either way, no breach.
    const r = await breach(text, jurisdiction, "uk-national-minimum-wage-act-1998", "nmw-rate");
    expect(r.obligation).toBeUndefined();
    expect(r.compliant).not.toBe(false);
  });

  it("below $7.25 is a breach of 29 U.S.C. § 206 for any covered employee outside the youth opportunity wage", async () => {
    const r = await breach("Hey team, starting Monday it's $6.50 an hour for everyone at the Houston warehouse. Shifts stay 7am to 3pm.", "US-TX", "us-flsa", "flsa-minimum-wage");
    expect(r.compliant).toBe(false);
    expect(r.obligation?.finding).toMatch(/\$6\.50/);
    expect(r.obligation?.finding).toMatch(/breach for any employee aged 20 or over/);
  });

  it("$7.50 an hour for everyone meets the federal minimum", async () => {
    const r = await breach("Hey team, starting Monday it's $7.50 an hour for everyone at the Houston warehouse. Shifts stay 7am to 3pm.", "US-TX", "us-flsa", "flsa-minimum-wage");
    expect(r.obligation).toBeUndefined();
    expect(r.compliant).not.toBe(false);
  });
});
