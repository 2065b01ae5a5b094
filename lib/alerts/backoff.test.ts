import { describe, expect, it } from "vitest";
import { nextAttemptAt, retryDelayMs } from "./backoff";

describe("delivery backoff", () => {
  it("waits 30 s, then doubles, capped at 2 h", () => {
    // 30 s · 2^(n−1): 30 s, 60 s, 120 s, 240 s, … ; 30 s · 2^8 = 7,680 s > 7,200 s, so the 9th wait is the cap.
    expect([1, 2, 3, 4, 8].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_840_000]);
    expect(retryDelayMs(9)).toBe(7_200_000);
    expect(retryDelayMs(50)).toBe(7_200_000);
  });

  it("stops retrying 24 h after the alert", () => {
    const created = new Date("2026-05-01T00:00:00.000Z");
    // After attempt 3 at 01:00: next at 01:00 + 120 s.
    expect(nextAttemptAt(created, 3, new Date("2026-05-01T01:00:00.000Z"))?.toISOString()).toBe("2026-05-01T01:02:00.000Z");
    // At 23:00 after the 12th failure: 23:00 + 2 h = 01:00 next day, past 24 h → give up.
    expect(nextAttemptAt(created, 12, new Date("2026-05-01T23:00:00.000Z"))).toBeNull();
    // At 21:59 + 2 h = 23:59, still inside the window.
    expect(nextAttemptAt(created, 12, new Date("2026-05-01T21:59:00.000Z"))?.toISOString()).toBe("2026-05-01T23:59:00.000Z");
  });

  it("spans about a day of attempts in all (30 s … 64 min, then 2-hourly)", () => {
    const created = new Date(0);
    let now = created;
    let attempts = 0;
    for (;;) {
      attempts++;
      const next = nextAttemptAt(created, attempts, now);
      if (!next) break;
      now = next;
    }
    // 8 doubling waits sum to 30 s · (2^8 − 1) = 7,650 s; then 2-hour waits while the sum stays ≤ 86,400 s:
    // 7,650 + 10 · 7,200 = 79,650 s; one more would be 86,850 s > 86,400 s. 1 + 8 + 10 = 19 attempts.
    expect(now.getTime()).toBe(79_650_000);
    expect(attempts).toBe(19);
  });
});
