import { describe, expect, it } from "vitest";
import { daysBetween } from "./days";
import { MAX_RANGE_DAYS, usageFilter } from "./usage";

const now = new Date("2026-03-10T15:00:00Z");

describe("usage page filter", () => {
  it("defaults to the last 30 UTC days and all keys", () => {
    expect(usageFilter({}, now)).toEqual({ from: "2026-02-09", to: "2026-03-10", keyId: null });
  });

  it("takes a range and a key from the query, swapping a reversed range", () => {
    expect(usageFilter({ from: "2026-03-01", to: "2026-03-05", key: "key_1" }, now)).toEqual({ from: "2026-03-01", to: "2026-03-05", keyId: "key_1" });
    expect(usageFilter({ from: "2026-03-05", to: "2026-03-01" }, now)).toEqual({ from: "2026-03-01", to: "2026-03-05", keyId: null });
  });

  it("ignores malformed dates and days after today, and caps the range at 90 days", () => {
    expect(usageFilter({ from: "yesterday", to: "2026-13-45" }, now)).toEqual(usageFilter({}, now));
    expect(usageFilter({ to: "2027-01-01" }, now).to).toBe("2026-03-10");
    const wide = usageFilter({ from: "2025-01-01", to: "2026-03-10" }, now);
    expect(daysBetween(wide.from, wide.to).days).toHaveLength(MAX_RANGE_DAYS);
    expect(wide.to).toBe("2026-03-10");
  });

  it("lists every day of a range, across a month end and a leap day", () => {
    const { days, start, end } = daysBetween("2028-02-27", "2028-03-01");
    expect(days).toEqual(["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(start.toISOString()).toBe("2028-02-27T00:00:00.000Z");
    expect(end.toISOString()).toBe("2028-03-02T00:00:00.000Z");
  });
});
