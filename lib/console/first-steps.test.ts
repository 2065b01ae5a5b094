import { describe, expect, it } from "vitest";
import { firstSteps, nextStep } from "./first-steps";

describe("the overview's first-call checklist", () => {
  it("a new account: the next step is to create a key", () => {
    const steps = firstSteps({ activeKeys: 0, keysEverUsed: false, callsThisMonth: 0 });
    expect(steps.map((s) => s.id)).toEqual(["key", "call", "usage"]);
    expect(nextStep(steps)?.id).toBe("key");
  });

  it("after a key is created the next step is the first call, then the usage page, then nothing", () => {
    expect(nextStep(firstSteps({ activeKeys: 1, keysEverUsed: false, callsThisMonth: 0 }))?.href).toBe("/console/explorer");
    expect(nextStep(firstSteps({ activeKeys: 1, keysEverUsed: true, callsThisMonth: 0 }))?.id).toBe("usage");
    expect(nextStep(firstSteps({ activeKeys: 1, keysEverUsed: true, callsThisMonth: 3 }))).toBeNull();
  });
});
