import { describe, expect, it } from "vitest";
import { callCost } from "./call-cost";

describe("callCost (the explorer's credit badge)", () => {
  it("a billed call shows its credits and no excuse", () => {
    expect(callCost(200, [["X-Credits-Used", "3"]])).toEqual({ credits: 3, reason: null, degraded: false, sandbox: false });
  });

  it("says why a call cost 0", () => {
    expect(callCost(200, [["x-credits-used", "0"], ["x-sandbox", "true"]])?.reason).toMatch(/sandbox/);
    expect(callCost(200, [["x-credits-used", "0"], ["x-degraded", "true"]])).toMatchObject({ degraded: true, reason: expect.stringMatching(/degraded/) });
    expect(callCost(200, [["x-credits-used", "0"], ["idempotent-replayed", "true"]])?.reason).toMatch(/replay/);
    expect(callCost(402, [["x-credits-used", "0"]])?.reason).toMatch(/failed/);
    expect(callCost(200, [["x-credits-used", "0"]])?.reason).toMatch(/free/);
  });

  it("shows nothing when the header is missing or not a count", () => {
    expect(callCost(200, [])).toBeNull();
    expect(callCost(200, [["x-credits-used", "lots"]])).toBeNull();
  });
});
