import { afterEach, describe, expect, it, vi } from "vitest";
import { todayUtc } from "./today";

describe("todayUtc", () => {
  afterEach(() => vi.useRealTimers());

  it("is the UTC calendar date, whatever the local offset of the instant", () => {
    // 23:30 in New York on 28 Nov 2026 is already 29 Nov in UTC; 05:00 in Kolkata on 29 Nov is still 28 Nov.
    expect(todayUtc(new Date("2026-11-28T23:30:00-05:00"))).toBe("2026-11-29");
    expect(todayUtc(new Date("2026-11-29T05:00:00+05:30"))).toBe("2026-11-28");
  });

  it("reads the clock when no instant is given", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2028-02-29T12:00:00Z"));
    expect(todayUtc()).toBe("2028-02-29");
  });
});
