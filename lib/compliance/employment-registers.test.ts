import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { offlineCheck } from "./offline-check";

/**
 * GB terms of work worded without the words of a contract ("welcome to the team", "engagement letter", "a job offer",
 * "£9.50 for every hour you work", "paid time off"): the text must be recognised as terms of work, so that employment
 * law is detected and tested at all. Breaches (provision exact) written down before the check was run on them, each
 * beside a lawful text on the same topics, and a privacy notice that mentions staff and opening hours, which is not a
 * text about terms of work.
 */
const registry = builtInRegistry();
const AS_OF = "2026-11-27";

async function check(text: string) {
  const { drafts } = await offlineCheck(registry, { document_text: text, jurisdiction: "GB" }, AS_OF);
  return {
    detected: drafts.map((d) => d.sourceId),
    breached: drafts.flatMap((d) => d.obligations.filter((o) => o.status === "breached").map((o) => `${d.sourceId} ${o.provision}`)),
  };
}

const WELCOME = `Welcome to the team at Bramble Bistro!
You'll be with us Tuesday to Sunday, 9am till 9pm, and there's no lunch break on busy days.
We don't do paid time off in your first year.`;

const ENGAGEMENT = `Engagement letter — Harrow Cleaning Services Ltd
The employee is obliged to render his work performance for 50 hours weekly.
The renunciation of the 48-hour limit is definitive and cannot be revoked.`;

const JOB_OFFER = `Job offer — Penrose Bakery Ltd
We are pleased to offer you the post of baker at £13 an hour.
Your written particulars will follow within three months of your start.
We cannot promise you any minimum number of hours, and you may not work for any other bakery while you are with us.`;

const CREW_PACK = `Welcome pack for new crew — Tidewater Festivals Ltd
You'll get £9.50 for every hour you work, whatever your age.
Shifts are offered week by week on the crew app.`;

const WELCOME_LAWFUL = `Welcome to the team at Bramble Bistro!
You'll be with us Tuesday to Saturday, 9am till 5pm, with a paid 30-minute lunch break in the middle of each day.
You get 28 days of paid time off a year, bank holidays included, from your first day.`;

const NOTICE_WITH_STAFF = `Privacy notice — Bramble Bistro Ltd, 2 Quay Street, Bristol, hello@bramblebistro.example. This notice explains how we use your personal data.
When you book a table we use your name and phone number to hold it; only our front-of-house staff see your booking.
We are open Tuesday to Sunday; bookings are deleted 30 days after your visit.
You can ask to see, correct or delete your data, and you can complain to the Information Commissioner's Office.`;

describe("GB terms of work worded as a welcome pack, an engagement letter or a job offer", () => {
  it("a welcome pack: no lunch break on a 12-hour day (reg. 12(1)), no paid leave in year one (regs. 13 and 13A)", async () => {
    const { detected, breached } = await check(WELCOME);
    expect(detected).toContain("uk-working-time-regulations-1998");
    expect(breached).toEqual(expect.arrayContaining(["uk-working-time-regulations-1998 reg. 12(1)", "uk-working-time-regulations-1998 regs. 13 and 13A"]));
  });
  it("an engagement letter: an opt-out that cannot be revoked (reg. 5)", async () => {
    const { detected, breached } = await check(ENGAGEMENT);
    expect(detected).toContain("uk-working-time-regulations-1998");
    expect(breached).toContain("uk-working-time-regulations-1998 reg. 5");
  });
  it("a job offer: written terms three months late (ERA s. 1), exclusivity with no guaranteed hours (ERA s. 27A)", async () => {
    const { detected, breached } = await check(JOB_OFFER);
    expect(detected).toContain("uk-employment-rights-act-1996");
    expect(breached).toEqual(expect.arrayContaining(["uk-employment-rights-act-1996 s. 1", "uk-employment-rights-act-1996 s. 27A"]));
  });
  it("a crew welcome pack: one rate of £9.50 an hour for every age, below the National Living Wage (NMWA s. 1)", async () => {
    const { detected, breached } = await check(CREW_PACK);
    expect(detected).toContain("uk-national-minimum-wage-act-1998");
    expect(breached.some((b) => b.startsWith("uk-national-minimum-wage-act-1998 s. 1"))).toBe(true);
  });
  it("a lawful welcome pack: employment law detected, nothing breached", async () => {
    const { detected, breached } = await check(WELCOME_LAWFUL);
    expect(detected).toContain("uk-working-time-regulations-1998");
    expect(breached).toEqual([]);
  });
  it("a privacy notice that mentions staff and opening days brings no employment law", async () => {
    const { detected } = await check(NOTICE_WITH_STAFF);
    expect(detected).not.toContain("uk-working-time-regulations-1998");
    expect(detected).not.toContain("uk-employment-rights-act-1996");
  });
});
