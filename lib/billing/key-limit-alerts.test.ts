import { describe, expect, it } from "vitest";
import { creditThresholdsReached } from "./key-limit-alerts";

describe("key credit-cap alert thresholds", () => {
  it("reports 80% from four fifths of the cap and 100% at the cap, exactly", () => {
    expect(creditThresholdsReached(3, 5)).toEqual([]); // 60%
    expect(creditThresholdsReached(4, 5)).toEqual([80]); // 80% exactly
    expect(creditThresholdsReached(5, 5)).toEqual([80, 100]);
    expect(creditThresholdsReached(799, 1000)).toEqual([]);
    expect(creditThresholdsReached(800, 1000)).toEqual([80]);
    expect(creditThresholdsReached(1000, 1000)).toEqual([80, 100]);
  });
});
