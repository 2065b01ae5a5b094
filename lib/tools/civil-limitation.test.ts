import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayOfWeek, daysInMonth, fromDayNumber, parseIsoDate, toDayNumber } from "@/lib/tools/dates";
import { type Condonation, computeDeadline, type DeadlineSpec, type Period, periodEnd } from "@/lib/tools/civil-limitation";
import { testContext } from "@/lib/tools/testing";

const deadlineSpec = (trigger: string, period: Period, condonation: Condonation): DeadlineSpec => ({ key: "k", label: "k", trigger, triggerEvent: "order", period, condonation, refs: [] });

describe("civil deadline counting", () => {
  it("excludes the first day and uses calendar months", () => {
    expect(periodEnd("2026-01-31", { months: 1 })).toBe("2026-02-28");
    expect(periodEnd("2024-01-31", { months: 1 })).toBe("2024-02-29");
    expect(periodEnd("2026-01-15", { months: 3 })).toBe("2026-04-15");
    expect(periodEnd("2026-01-01", { days: 30 })).toBe("2026-01-31");
    expect(periodEnd("2024-02-29", { years: 1 })).toBe("2025-02-28");
  });

  it("judges status on the boundary days", () => {
    const spec = { ...deadlineSpec("2026-01-31", { months: 1 }, { kind: "capped", further: { days: 15 }, basis: "cap" }), refs: [{ source_id: "in-ibc-2016", article: "61" }] };
    // 31 Jan + 1 month = 28 Feb 2026; + 15 days = 15 Mar.
    const at = (asOf: string) => computeDeadline(spec, testContext({ asOf }));
    expect(at("2026-02-28")).toMatchObject({ status: "in_time", days_remaining: 0, last_day: "2026-02-28" });
    expect(at("2026-03-01")).toMatchObject({ status: "in_time_only_with_condonation", days_late: 1, condonation: { outer_limit: "2026-03-15" } });
    expect(at("2026-03-16")).toMatchObject({ status: "out_of_time", days_late: 16 });
  });

  it("treats filing on the Monday after a period ending on a Sunday as in time (Limitation Act s.4), but not the Tuesday", () => {
    const spec = deadlineSpec("2026-01-07", { days: 60 }, { kind: "uncapped", basis: "sufficient cause" });
    // 7 Jan 2026 + 60 days = Sunday 8 Mar 2026.
    const at = (asOf: string) => computeDeadline(spec, testContext({ asOf }));
    expect(at("2026-03-09")).toMatchObject({ status: "in_time", last_day: "2026-03-08", days_remaining: 0, days_late: null });
    expect(at("2026-03-09").counting.join(" ")).toContain("filing on Monday 2026-03-09 is in time (Limitation Act s.4)");
    expect(at("2026-03-10")).toMatchObject({ status: "in_time_only_with_condonation", days_late: 2 });
  });

  it("does not carry the Sunday rule into a capped condonation window (Bhimashankar Sahakari Sakkare Karkhane, SC 2023)", () => {
    // 2026-02-08 is a Sunday: the 30-day further period runs from it, not from the Monday.
    const d = computeDeadline(deadlineSpec("2026-01-09", { days: 30 }, { kind: "capped", further: { days: 30 }, basis: "cap" }), testContext({ asOf: "2026-03-11" }));
    expect(d).toMatchObject({ last_day: "2026-02-08", condonation: { outer_limit: "2026-03-10" }, status: "out_of_time" });
  });

  it("keeps status, last day and condonation window consistent for any dates (property)", () => {
    const day = fc.integer({ min: toDayNumber("2000-01-01"), max: toDayNumber("2035-12-31") }).map(fromDayNumber);
    const period = fc.oneof(
      fc.integer({ min: 1, max: 400 }).map((days) => ({ days })),
      fc.integer({ min: 1, max: 36 }).map((months) => ({ months })),
      fc.integer({ min: 1, max: 30 }).map((years) => ({ years })),
    );
    fc.assert(
      fc.property(day, day, period, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 90 }), (trigger, asOf, p, copy, further) => {
        const d = computeDeadline(
          {
            key: "k",
            label: "k",
            trigger,
            triggerEvent: "x",
            period: p,
            excluded: [{ days: copy, why: "copy" }],
            condonation: { kind: "capped", further: { days: further }, basis: "cap" },
            refs: [],
            covidExclusion: false,
          },
          testContext({ asOf }),
        );
        expect(d.last_day > trigger).toBe(true);
        expect(d.excluded_days).toBe(copy);
        expect(d.condonation.outer_limit).toBe(addDays(d.last_day, further));
        if ("months" in p || "years" in p) {
          // The period ends on the trigger's day of the month, or the last day of a shorter month.
          const end = parseIsoDate(addDays(d.last_day, -copy));
          expect(end.day).toBe(Math.min(parseIsoDate(trigger).day, daysInMonth(end.year, end.month)));
        }
        // Limitation Act s.4: a period ending on a Sunday may be met on the Monday.
        const mondayAfterSunday = dayOfWeek(d.last_day) === 0 && asOf === addDays(d.last_day, 1);
        if (asOf <= d.last_day) expect(addDays(asOf, d.days_remaining!)).toBe(d.last_day);
        else if (mondayAfterSunday) expect(d.days_remaining).toBe(0);
        else expect(addDays(d.last_day, d.days_late!)).toBe(asOf);
        const expected = asOf <= d.last_day || mondayAfterSunday ? "in_time" : asOf <= d.condonation.outer_limit! ? "in_time_only_with_condonation" : "out_of_time";
        expect(d.status).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

});

describe("the Supreme Court's COVID exclusion is applied (In Re: Cognizance for Extension of Limitation, order of 10 Jan 2022)", () => {
  const at = (trigger: string, period: { days: number } | { months: number } | { years: number }, extra: Record<string, unknown> = {}) => {
    const ctx = testContext({ asOf: "2026-01-01" });
    const d = computeDeadline({ key: "k", label: "k", trigger, triggerEvent: "x", period, condonation: { kind: "none", basis: "-" }, refs: [], ...extra }, ctx);
    return { d, ctx };
  };

  it("a period running across the window resumes its balance on 1 Mar 2022 (para 5(II))", () => {
    // 1 Jun 2019 + 3 years = 1 Jun 2022; 809 days were left on 15 Mar 2020 → 28 Feb 2022 + 809 = 17 May 2024.
    const { d, ctx } = at("2019-06-01", { years: 3 });
    expect(d.last_day).toBe("2024-05-17");
    expect(d.counting.join(" ")).toContain("would have ended on 2022-06-01");
    expect(ctx.warnings.map((w) => w.code)).toEqual(["covid_limitation_exclusion"]);
  });

  it("a period that expired inside the window gets at least 90 days from 1 Mar 2022, to 29 May 2022 (para 5(III))", () => {
    expect(at("2020-01-10", { days: 90 }).d.last_day).toBe("2022-05-29"); // would have ended 9 Apr 2020; 26 days were left
    expect(at("2021-01-01", { days: 30 }).d.last_day).toBe("2022-05-29"); // began inside the window
    expect(at("2021-01-01", { months: 6 }).d.last_day).toBe("2022-08-28"); // 181 days, more than 90: the longer balance
  });

  it("a period beginning inside the window runs in full from 1 Mar 2022", () => {
    expect(at("2021-06-01", { years: 1 }).d.last_day).toBe("2023-02-28");
  });

  it("leaves periods that miss the window alone, and steps that are not proceedings when told to", () => {
    expect(at("2022-03-01", { days: 30 }).d.last_day).toBe("2022-03-31");
    expect(at("2019-12-01", { days: 30 }).d.last_day).toBe("2019-12-31");
    const registration = at("2021-01-01", { months: 4 }, { covidExclusion: false });
    expect(registration.d.last_day).toBe("2021-05-01");
    expect(registration.ctx.warnings).toEqual([]);
  });

  it("moves a capped condonation outer limit too (para 5(IV))", () => {
    // 30 days + 15 from 1 Mar 2020: last day 31 Mar 2020 and outer limit 15 Apr 2020 both fell inside the window.
    const { d } = at("2020-03-01", { days: 30 }, { condonation: { kind: "capped", further: { days: 15 }, basis: "cap" } });
    expect(d.last_day).toBe("2022-05-29");
    expect(d.condonation.outer_limit).toBe("2022-05-29");
  });
});

describe("Limitation Act s.12(2): certified-copy time given as dates", () => {
  const spec = (copy: Record<string, unknown>) => ({
    key: "k",
    label: "First appeal",
    trigger: "2026-01-10",
    triggerEvent: "decree",
    period: { days: 30 } as const,
    condonation: { kind: "uncapped" as const, basis: "s.5" },
    refs: [],
    certifiedCopy: copy,
  });

  it("excludes the days from application to receipt when the copy was applied for within the period", () => {
    // Decree 10 Jan 2026 + 30 days = 9 Feb; copy applied 20 Jan, ready 3 Feb: 14 days → 23 Feb 2026.
    const d = computeDeadline(spec({ certified_copy_applied_date: "2026-01-20", certified_copy_received_date: "2026-02-03" }), testContext({ asOf: "2026-02-20" }));
    expect(d).toMatchObject({ excluded_days: 14, last_day: "2026-02-23", status: "in_time" });
  });

  it("excludes nothing when the copy was applied for after the period had run out", () => {
    const d = computeDeadline(spec({ certified_copy_applied_date: "2026-02-10", certified_copy_received_date: "2026-02-20" }), testContext({ asOf: "2026-02-20" }));
    expect(d).toMatchObject({ excluded_days: 0, last_day: "2026-02-09" });
    expect(d.counting.join(" ")).toContain("after the period ended on 2026-02-09");
  });

});
