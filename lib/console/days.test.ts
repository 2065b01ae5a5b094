import { describe, expect, it } from "vitest";
import { lastDays, OTHER_SERIES, pivotByDay } from "./days";

describe("lastDays", () => {
  it("lists n UTC days ending today, across a month end", () => {
    const { days, start } = lastDays(3, new Date("2026-03-01T23:30:00-05:00"));
    expect(days).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(start.toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });
});

describe("pivotByDay", () => {
  const days = ["2026-01-01", "2026-01-02"];

  it("zero-fills days without rows and sums per series", () => {
    const out = pivotByDay([{ day: "2026-01-02", series: "/v1/a", calls: 3, credits: 6 }], days);
    expect(out.series).toEqual(["/v1/a"]);
    expect(out.calls).toEqual([{ day: "2026-01-01", "/v1/a": 0 }, { day: "2026-01-02", "/v1/a": 3 }]);
    expect(out.credits[1]).toEqual({ day: "2026-01-02", "/v1/a": 6 });
  });

  it("folds the smallest series into other beyond the maximum", () => {
    const rows = ["a", "b", "c", "d"].map((s, i) => ({ day: "2026-01-01", series: s, calls: 10 - i, credits: 0 }));
    const out = pivotByDay(rows, days, 3);
    expect(out.series).toEqual(["a", "b", OTHER_SERIES]);
    expect(out.calls[0]).toEqual({ day: "2026-01-01", a: 10, b: 9, [OTHER_SERIES]: 8 + 7 });
  });

  it("ignores rows outside the listed days", () => {
    const out = pivotByDay([{ day: "2025-12-31", series: "x", calls: 1, credits: 1 }], days);
    expect(out.calls.every((d) => d.x === 0)).toBe(true);
  });
});
