import { describe, expect, it } from "vitest";
import { flsaPack } from "./other-employment";
import { statusOf } from "./test-helpers";

/**
 * FLSA wordings found by reviewing an invented Texas restaurant handbook (session probe, expected breaches written
 * first): a tip credit read as a sub-minimum wage, managers in the tip pool, and the premium starting at "hour 46".
 */
const handbook = (...lines: string[]) =>
  ["Harbor Diner — Team Handbook (Texas), Pay and Hours", "We pay every other Friday by direct deposit.", "Your hourly wage and your position are set out in your offer letter.", ...lines].join("\n");

describe("FLSA tip credit, tip pools and where the overtime premium starts", () => {
  it("a $2.13 cash wage topped up by the server's own tips is the tip credit, not a minimum-wage breach; below $2.13 it is", () => {
    const credit = (rate: string) => handbook(`Servers are paid a cash wage of ${rate} an hour and keep their tips, which we count toward our minimum wage obligation.`);
    expect(statusOf(flsaPack(), credit("$2.13"), "US-TX", "flsa-minimum-wage")).not.toBe("breached");
    expect(statusOf(flsaPack(), credit("$1.75"), "US-TX", "flsa-minimum-wage")).toBe("breached");
    // No tips mentioned: $2.13 is simply below $7.25.
    expect(statusOf(flsaPack(), handbook("Dishwashers are paid $2.13 an hour."), "US-TX", "flsa-minimum-wage")).toBe("breached");
  });

  it("managers or supervisors sharing in the tip pool breach § 203(m)(2)(B); a pool of servers, bussers and hosts does not", () => {
    expect(statusOf(flsaPack(), handbook("All tips go into a nightly pool shared by servers, bussers, hosts and the shift manager on duty."), "US-TX", "flsa-tips-kept")).toBe("breached");
    expect(statusOf(flsaPack(), handbook("Our tip pool is split each week between the front-of-house staff and the two assistant managers."), "US-TX", "flsa-tips-kept")).toBe("breached");
    expect(statusOf(flsaPack(), handbook("All tips go into a nightly pool shared by servers, bussers and hosts. Managers and supervisors never take part in the tip pool."), "US-TX", "flsa-tips-kept")).not.toBe("breached");
  });

  it("the premium from the 46th hour, or hours 40 to 45 at the regular rate, breach § 207(a)(1); from the 41st hour does not", () => {
    expect(statusOf(flsaPack(), handbook("Hours between 40 and 45 in a workweek are paid at your regular rate; time-and-a-half starts at hour 46."), "US-TX", "flsa-overtime")).toBe("breached");
    expect(statusOf(flsaPack(), handbook("In any workweek, time-and-a-half is paid from the 46th hour."), "US-TX", "flsa-overtime")).toBe("breached");
    expect(statusOf(flsaPack(), handbook("In any workweek, time-and-a-half is paid from the 41st hour."), "US-TX", "flsa-overtime")).not.toBe("breached");
    expect(statusOf(flsaPack(), handbook("Overtime at one and one-half times your regular rate starts at hour 41 of each workweek."), "US-TX", "flsa-overtime")).not.toBe("breached");
  });
});
