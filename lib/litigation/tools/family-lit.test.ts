import { describe, expect, it } from "vitest";
import { familyLitTool as tool } from "@/lib/litigation/tools/family-lit";
import { fieldsRefused, runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(tool, fields, { asOf });

describe("family-lit", () => {
  it("runs its example: second motion from 28 Feb 2027 (31 Aug + 6 months) until 29 Feb 2028; the waiver's timing missed by one day", () => {
    const { result, ctx } = run(withoutCommonFields(tool.example), tool.example.as_of as string);
    expect(result.mutual_consent).toMatchObject({
      earliest_first_motion: "2026-03-01",
      second_motion_from: "2027-02-28",
      second_motion_until: "2028-02-29",
      second_motion_status: "not_yet",
      // A year and six months from 1 Mar 2025 is 1 Sep 2026; the petition came on 31 Aug.
      cooling_off_waiver_timing_met: false,
    });
    expect(ctx.refOf(result.mutual_consent!.citation_ids[0]!)).toEqual({ source_id: "in-hindu-marriage-act-1955", article: "13B" });
    expect(result.forum?.forum).toBe("Family Court");
    expect(unresolvedRefs(ctx)).toEqual([]);
    expect(run({ ...withoutCommonFields(tool.example), first_motion_date: "2026-09-01" }, "2026-11-20").result.mutual_consent!.cooling_off_waiver_timing_met).toBe(true);
  });

  it("warns when the second motion's eighteen months have run out, and when the petition came before a year apart", () => {
    const lapsed = run({ first_motion_date: "2024-01-15" }, "2025-07-16");
    expect(lapsed.result.mutual_consent!.second_motion_until).toBe("2025-07-15");
    expect(lapsed.result.mutual_consent!.second_motion_status).toBe("lapsed");
    expect(lapsed.ctx.warnings.map((w) => w.code)).toContain("second_motion_lapsed");
    const early = run({ separation_date: "2025-06-01", first_motion_date: "2026-05-31" }, "2026-06-10");
    expect(early.ctx.warnings.map((w) => w.code)).toContain("premature_petition");
    expect(run({ act: "special_marriage_act", first_motion_date: "2026-01-10" }, "2026-07-10").ctx.cited).toContainEqual({ source_id: "in-special-marriage-act-1954", article: "28" });
  });

  it("bars a contested petition in the first year (29 Feb marriage → 1 Mar next year) and times the desertion ground", () => {
    const { result, ctx } = run({ stage: "contested_divorce", marriage_date: "2024-02-29", separation_date: "2024-06-30" }, "2025-02-28");
    expect(result.contested).toMatchObject({ earliest_petition: "2025-03-01", desertion_ground_from: "2026-06-30" });
    expect(ctx.warnings.map((w) => w.code)).toContain("premature_petition");
    expect(ctx.cited).toContainEqual({ source_id: "in-hindu-marriage-act-1955", article: "14" });
    expect(run({ stage: "contested_divorce", marriage_date: "2024-02-29" }, "2025-03-01").ctx.warnings.map((w) => w.code)).not.toContain("premature_petition");
  });

  it("shows both appeal periods from a Family Court decree under the HMA, with certified-copy time, and flags the conflict", () => {
    // 31 Jan 2026: + 30 days = 2 Mar, + 4 copy days = 6 Mar; + 90 days = 1 May, + 4 = 5 May.
    const { result, ctx } = run({ stage: "appeal", decree_date: "2026-01-31", certified_copy_days: 4 }, "2026-03-10");
    const [fca, hma] = result.deadlines;
    expect(fca).toMatchObject({ key: "family_court_appeal", last_day: "2026-03-06", status: "in_time_only_with_condonation" });
    expect(hma).toMatchObject({ key: "hma_appeal", last_day: "2026-05-05", status: "in_time" });
    expect(ctx.warnings.map((w) => w.code)).toContain("conflicting_authority");
    expect(result.forum?.forum).toBe("High Court");
  });

  it("gives one period where only one applies: 90 days from a District Court, 30 days for other Family Court orders", () => {
    const district = run({ stage: "appeal", court: "district_court", decree_date: "2026-01-31" }, "2026-02-10");
    expect(district.result.deadlines.map((d) => d.last_day)).toEqual(["2026-05-01"]);
    expect(district.ctx.warnings.map((w) => w.code)).not.toContain("conflicting_authority");
    const custody = run({ stage: "appeal", act: "family_courts_act", decree_date: "2026-01-31" }, "2026-02-10");
    expect(custody.result.deadlines.map((d) => d.last_day)).toEqual(["2026-03-02"]);
  });

  it("refuses inconsistent input with per-field errors", () => {
    const fields = (input: Record<string, unknown>, asOf: string) => fieldsRefused(() => run(input, asOf));
    expect(fields({ stage: "appeal" }, "2026-01-01")).toEqual(["decree_date"]);
    expect(fields({ act: "family_courts_act" }, "2026-01-01")).toEqual(["act"]);
    expect(fields({ separation_date: "2025-06-01", first_motion_date: "2025-05-01" }, "2026-01-01")).toEqual(["first_motion_date"]);
    expect(fields({ marriage_date: "2026-02-01" }, "2026-01-01")).toEqual(["marriage_date"]);
  });
});

describe("family-lit verdict: the dates the spouses act on, not the forum", () => {
  it("mutual consent: the second-motion window (HMA s.13B(2)), leap-day separation", () => {
    const { result } = run({ stage: "mutual_consent", separation_date: "2024-02-29", first_motion_date: "2025-08-31" }, "2025-09-05");
    expect(tool.verdict!(result)).toMatch(/^The second motion may be moved from 28 February 2026 and not later than 28 February 2027 .*may be waived/);
  });

  it("contested: the one-year bar of HMA s.14 comes first", () => {
    const { result } = run({ stage: "contested_divorce", marriage_date: "2025-05-10" }, "2025-12-01");
    expect(tool.verdict!(result)).toMatch(/^No divorce petition may be presented before 11 May 2026/);
  });
});

describe("family-lit verdict: what decides the petition or the appeal", () => {
  it("a contested petition before two years of separation cannot rest on desertion (HMA s.13(1)(ib))", () => {
    const { result } = run({ stage: "contested_divorce", act: "hma", marriage_date: "2020-02-10", separation_date: "2025-01-01" }, "2026-06-01");
    expect(tool.verdict?.(result)).toMatch(/^Desertion is not yet a ground: the two years of separation are complete only on 1 January 2027/);
    const later = run({ stage: "contested_divorce", act: "hma", marriage_date: "2020-02-10", separation_date: "2023-01-01" }, "2026-06-01").result;
    expect(tool.verdict?.(later)).toMatch(/^Two years of separation were complete on 1 January 2025: desertion is available/);
  });

  it("an appeal late under the Family Courts Act's 30 days but in time under HMA s.28(4)'s 90 says both", () => {
    // Decree 15 Jan 2026: 30 days end 14 Feb 2026; 90 days end 15 Apr 2026.
    const { result } = run({ stage: "appeal", act: "hma", court: "family_court", decree_date: "2026-01-15" }, "2026-03-01");
    const v = tool.verdict?.(result) ?? "";
    expect(v).toContain("the last day was 14 February 2026");
    expect(v).toContain("Appeal under the Hindu Marriage Act s.28 (90 days): in time. File by 15 April 2026");
  });
});
