import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, addMonths, dayOfWeek, daysBetween, fromDayNumber, isMonthEnd, isWeekend, parseIsoDate, toDayNumber, wholeMonthsBetween } from "@/lib/tools/dates";
import { propertyRuns } from "@/lib/tools/testing";

describe("ISO date arithmetic", () => {
  it("numbers days from the Unix epoch", () => {
    expect(toDayNumber("1970-01-01")).toBe(0);
    expect(toDayNumber("2000-03-01")).toBe(11017);
    expect(fromDayNumber(-1)).toBe("1969-12-31");
  });

  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(addDays("2025-09-30", -22)).toBe("2025-09-08");
    expect(daysBetween("2024-12-31", "2025-03-01")).toBe(60);
  });

  it("adds months, clamping or snapping to month-end", () => {
    expect(addMonths("2025-06-30", 4, { snapMonthEnd: true })).toBe("2025-10-31");
    expect(addMonths("2025-06-30", 4)).toBe("2025-10-30");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-03-31", 6, { snapMonthEnd: true })).toBe("2025-09-30");
    expect(addMonths("2024-09-27", 15)).toBe("2025-12-27");
    expect(addMonths("2025-01-15", -2)).toBe("2024-11-15");
    expect(addMonths("2023-02-28", 12, { snapMonthEnd: true })).toBe("2024-02-29");
  });

  it("knows weekdays and month-ends", () => {
    expect(dayOfWeek("2025-01-01")).toBe(3); // a Wednesday
    expect(isWeekend("2025-04-12")).toBe(true); // Saturday
    expect(isWeekend("2025-04-14")).toBe(false);
    expect(isMonthEnd("2024-02-29")).toBe(true);
    expect(isMonthEnd("2025-02-28")).toBe(true);
    expect(isMonthEnd("2025-04-30")).toBe(true);
    expect(isMonthEnd("2025-04-29")).toBe(false);
  });

  it("counts whole months", () => {
    expect(wholeMonthsBetween("2020-03-31", "2025-06-30")).toBe(63);
    expect(wholeMonthsBetween("2024-01-15", "2025-01-14")).toBe(11);
    expect(wholeMonthsBetween("2024-01-15", "2025-01-15")).toBe(12);
  });

  it("rejects impossible dates", () => {
    expect(() => parseIsoDate("2025-02-29")).toThrow(RangeError);
    expect(() => parseIsoDate("2025-13-01")).toThrow(RangeError);
    expect(() => parseIsoDate("25-01-01")).toThrow(RangeError);
  });

  it("day numbers round-trip and addDays inverts daysBetween", () => {
    fc.assert(
      fc.property(fc.integer({ min: -200000, max: 200000 }), fc.integer({ min: -5000, max: 5000 }), (n, k) => {
        const iso = fromDayNumber(n);
        expect(toDayNumber(iso)).toBe(n);
        expect(daysBetween(iso, addDays(iso, k))).toBe(k);
      }),
      propertyRuns,
    );
  });
});
