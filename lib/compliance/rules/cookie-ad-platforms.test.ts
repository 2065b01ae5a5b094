import { describe, expect, it } from "vitest";
import { rulePacks } from "./index";
import { statusOf } from "./test-helpers";

/**
 * A tracker named by the advertising platform that owns it (the Pinterest tag, the Snapchat pixel, the LinkedIn Insight
 * Tag) is an advertising tracker, which no analytics exemption covers (PECR reg. 6 as amended from 5 February 2026 and
 * the Dutch art. 11.7a exempt low-impact analytics only). Our own sentences; expected answers first.
 */

const pecr = rulePacks.get("uk-pecr-2003")!;
const notes = (line: string) => `Website notes — Fenwick Florists Ltd\n${line}`;

describe("advertising platforms' tags are advertising trackers", () => {
  it("flags the Pinterest tag and Snapchat pixel firing on page load", () => {
    expect(statusOf(pecr, notes("The Pinterest tag and the Snapchat pixel fire on page load for every visitor."), "GB", "cookie-before-choice")).toBe("breached");
  });
  it("flags the LinkedIn Insight Tag running as soon as you arrive on the site", () => {
    expect(statusOf(pecr, notes("Our LinkedIn Insight Tag runs as soon as you arrive on the site."), "GB", "cookie-before-choice")).toBe("breached");
  });
  it("accepts the Pinterest tag loaded only after 'Accept'", () => {
    expect(statusOf(pecr, notes("The Pinterest tag only loads after you click 'Accept' in the cookie banner."), "GB", "cookie-before-choice")).not.toBe("breached");
  });
  it("keeps the GB exemption for analytics alone", () => {
    expect(statusOf(pecr, notes("Our analytics cookies load on page load to count visits; you can switch them off in the footer."), "GB", "cookie-before-choice")).not.toBe("breached");
  });
});
