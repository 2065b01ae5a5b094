import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agmPlannerTool } from "@/lib/audit/tools/agm-planner";
import { addDays, daysBetween, fromDayNumber, toDayNumber } from "@/lib/tools/dates";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (jurisdiction: string, body: Record<string, unknown>) => runTool(agmPlannerTool, body, jurisdiction);

describe("agm_planner", () => {
  describe("India (s.96, s.101)", () => {
    it("applies the earlier of six months from year end and 15 months from the last AGM", () => {
      // 31 Mar 2025 + 6 months = 30 Sep 2025; 27 Sep 2024 + 15 months = 27 Dec 2025 → 30 Sep.
      // 21 clear days: notice by 30 Sep − 22 = 8 Sep (9–29 Sep is 21 days).
      const r = run("IN", { company_type: "private", financial_year_end: "2025-03-31", last_agm_date: "2024-09-27" });
      expect(r.agm_deadline).toBe("2025-09-30");
      expect(r.latest_notice_date).toBe("2025-09-08");
      expect(r.notice_days).toBe(21);
      expect(r.rule_applied.provision).toMatch(/s\.96/);
      expect(r.timeline.map((t) => t.date)).toEqual([...r.timeline.map((t) => t.date)].sort());
      expect(r.timeline.find((t) => /extension/.test(t.event))?.date).toBe("2025-12-31");
    });

    it("lets the 15-month limb bind when the last AGM was early", () => {
      // 15 Jun 2024 + 15 months = 15 Sep 2025, before 30 Sep 2025.
      const r = run("IN", { company_type: "public", financial_year_end: "2025-03-31", last_agm_date: "2024-06-15" });
      expect(r.agm_deadline).toBe("2025-09-15");
      expect(r.rule_applied.summary).toMatch(/15 months after the last AGM/);
    });

    it("gives nine months for the first AGM, with no extension", () => {
      const r = run("IN", { company_type: "private", financial_year_end: "2024-03-31", first_agm: true });
      expect(r.agm_deadline).toBe("2024-12-31");
      expect(r.timeline.some((t) => /extension/.test(t.event))).toBe(false);
    });

    it("exempts one person companies", () => {
      const r = run("IN", { company_type: "private", financial_year_end: "2025-03-31", one_person_company: true });
      expect(r.agm_required).toBe(false);
      expect(r.agm_deadline).toBeNull();
    });

    it("needs the last AGM date for a subsequent AGM", () => {
      expect(inputErrorFields(() => run("IN", { company_type: "private", financial_year_end: "2025-03-31" }))).toEqual(["last_agm_date"]);
    });
  });

  describe("United Kingdom (s.336)", () => {
    it("counts six months from the day after the accounting reference date", () => {
      // Period begins 1 Jan 2025; six months end 30 Jun 2025; notice by 30 Jun − 22 = 8 Jun.
      const r = run("GB", { company_type: "public", financial_year_end: "2024-12-31" });
      expect(r.agm_deadline).toBe("2025-06-30");
      expect(r.latest_notice_date).toBe("2025-06-08");
      // Period begins 16 Mar 2025 and ends 15 Sep 2025.
      expect(run("GB", { company_type: "listed", financial_year_end: "2025-03-15" }).agm_deadline).toBe("2025-09-15");
      expect(run("UK", { company_type: "listed", financial_year_end: "2025-02-28" }).agm_deadline).toBe("2025-08-31");
    });

    it("needs no AGM for a private non-traded company, nine months for a traded one", () => {
      expect(run("GB", { company_type: "private", financial_year_end: "2024-12-31" }).agm_required).toBe(false);
      expect(run("GB", { company_type: "private", private_traded: true, financial_year_end: "2024-12-31" }).agm_deadline).toBe("2025-09-30");
    });
  });

  describe("Singapore (s.175)", () => {
    it("gives a listed company four months, snapping to month-end, with 14 days' notice", () => {
      // 30 Jun 2025 + 4 months → 31 Oct 2025 (month-end); notice by 31 Oct − 15 = 16 Oct.
      const r = run("SG", { company_type: "listed", financial_year_end: "2025-06-30" });
      expect(r.agm_deadline).toBe("2025-10-31");
      expect(r.latest_notice_date).toBe("2025-10-16");
      expect(r.findings.join(" ")).toMatch(/clear days to be safe/);
    });

    it("gives other companies six months and 21 days for a public special resolution", () => {
      const p = run("SG", { company_type: "private", financial_year_end: "2025-06-30" });
      expect(p.agm_deadline).toBe("2025-12-31");
      expect(p.findings.join(" ")).toMatch(/s\.175A/);
      expect(run("SG", { company_type: "public", special_resolution: true, financial_year_end: "2025-06-30" }).notice_days).toBe(21);
      expect(run("SG", { company_type: "private", special_resolution: true, financial_year_end: "2025-06-30" }).notice_days).toBe(14);
    });
  });

  it("UAE: four months after year end, 21 days' notice", () => {
    // 31 Dec 2024 + 4 months = 30 Apr 2025; notice by 30 Apr − 22 = 8 Apr.
    const r = run("AE", { company_type: "public", financial_year_end: "2024-12-31" });
    expect(r.agm_deadline).toBe("2025-04-30");
    expect(r.latest_notice_date).toBe("2025-04-08");
    expect(r.rule_applied.provision).toMatch(/Art 174/);
    expect(run("AE", { company_type: "private", financial_year_end: "2024-12-31" }).rule_applied.provision).toMatch(/Art 93/);
  });

  describe("Delaware (s.211, s.222)", () => {
    it("uses 13 months from the last annual meeting and the 10–60 day notice window", () => {
      // 20 May 2024 + 13 months = 20 Jun 2025. Meeting 10 Jun 2025: notice/record window 11 Apr – 31 May.
      const r = run("US-DE", { company_type: "private", financial_year_end: "2024-12-31", last_agm_date: "2024-05-20", meeting_date: "2025-06-10" });
      expect(r.agm_deadline).toBe("2025-06-20");
      expect(r.latest_notice_date).toBe("2025-05-30");
      const dateOf = (pattern: RegExp) => r.timeline.find((t) => pattern.test(t.event))?.date;
      expect(dateOf(/^Earliest record date/)).toBe("2025-04-11");
      expect(dateOf(/^Latest record date/)).toBe("2025-05-31");
      expect(r.risk_rating).toBe("low");
    });

    it("uses 30 days after a designated date, and needs an anchor", () => {
      expect(run("US-DE", { company_type: "public", financial_year_end: "2024-12-31", designated_meeting_date: "2025-05-15" }).agm_deadline).toBe("2025-06-14");
      expect(inputErrorFields(() => run("US-DE", { company_type: "public", financial_year_end: "2024-12-31" }))).toEqual(["last_agm_date"]);
    });
  });

  it("flags a planned meeting after the deadline", () => {
    const r = run("AE", { company_type: "private", financial_year_end: "2024-12-31", meeting_date: "2025-05-10" });
    expect(r.risk_rating).toBe("high");
    expect(r.latest_notice_date).toBe("2025-04-18");
  });

  it("rejects unsupported jurisdictions and inconsistent dates", () => {
    expect(inputErrorFields(() => run("FR", { company_type: "public", financial_year_end: "2024-12-31" }))).toEqual(["jurisdiction"]);
    expect(inputErrorFields(() => run("IN", { company_type: "public", financial_year_end: "2024-03-31", first_agm: true, last_agm_date: "2023-09-01" }))).toEqual(["first_agm"]);
    expect(inputErrorFields(() => run("GB", { company_type: "public", financial_year_end: "2024-12-31", meeting_date: "2024-11-30" }))).toEqual(["meeting_date"]);
    expect(agmPlannerTool.input.safeParse({ company_type: "public", financial_year_end: "2025-02-30" }).success).toBe(false);
  });

  it("always puts the deadline after the year end and the notice date clear of the meeting", () => {
    const jurisdictions = ["IN", "GB", "SG", "AE", "US-DE"];
    fc.assert(
      fc.property(
        fc.constantFrom(...jurisdictions),
        fc.constantFrom("private", "public", "listed"),
        fc.integer({ min: toDayNumber("2000-01-01"), max: toDayNumber("2040-12-31") }),
        fc.integer({ min: 90, max: 400 }),
        (j, type, fyeDay, gap) => {
          const fye = fromDayNumber(fyeDay);
          const body = { company_type: type, financial_year_end: fye, last_agm_date: addDays(fye, -gap), private_traded: true };
          const r = run(j, body);
          expect(run(j, body)).toEqual(r);
          if (!r.agm_required) return;
          if (j !== "US-DE") expect(r.agm_deadline! > fye).toBe(true);
          expect(daysBetween(r.latest_notice_date!, r.meeting_date!)).toBe((r.notice_days as number) + 1);
        },
      ),
      propertyRuns,
    );
  });
});
