import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/problem";
import { propertyLitTool as tool } from "@/lib/litigation/tools/property-lit";
import { runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(tool, fields, { asOf });
const first = (fields: Record<string, unknown>, asOf: string) => run(fields, asOf).result.deadlines[0];

describe("property-lit", () => {
  it("runs its example: a promoter's RERA appeal, 4 days late, and its pre-deposit", () => {
    const { result, ctx } = run(withoutCommonFields(tool.example), tool.example.as_of as string);
    // Copy received 5 Jan 2026 + 60 days: 26 left in January, 28 in February, 6 in March → 6 Mar 2026.
    const d = result.deadlines[0];
    expect(d.last_day).toBe("2026-03-06");
    expect(d.status).toBe("in_time_only_with_condonation");
    expect(d.days_late).toBe(4);
    expect(d.condonation.capped).toBe(false);
    // 30% of ₹5,00,000 = ₹1,50,000, plus ₹84,50,000 payable to the allottee = ₹86,00,000.
    expect(result.money[0].amount).toBe(8_600_000);
    expect(ctx.refOf(result.money[0].citation_ids[0])).toEqual({ source_id: "in-rera-2016", article: "43" });
    expect(result.forum?.forum).toBe("Real Estate Appellate Tribunal");
    expect(result.next_forum?.forum).toMatch(/High Court/);
  });

  it("counts registration months from a 31 October execution (month-end)", () => {
    // 31 Oct 2025 + 4 months: 31 Feb does not exist → 28 Feb 2026; + 4 more months counted from execution → 30 Jun 2026.
    const d = first({ stage: "registration", execution_date: "2025-10-31", registration_fee: 30_000 }, "2026-03-01");
    expect(d.last_day).toBe("2026-02-28");
    expect(d.condonation.outer_limit).toBe("2026-06-30");
    expect(d.status).toBe("in_time_only_with_condonation");
  });

  it("keeps the registration window to the last condonable day and prices the fine", () => {
    // 15 Jan 2026 → 15 May; + 4 months → 15 Sep 2026. Fine cap 10 × ₹30,000 = ₹3,00,000.
    const fields = { stage: "registration", execution_date: "2026-01-15", registration_fee: 30_000 };
    const edge = run(fields, "2026-09-15").result;
    expect(edge.deadlines[0].status).toBe("in_time_only_with_condonation");
    expect(edge.money[0].amount).toBe(300_000);
    expect(first(fields, "2026-09-16").status).toBe("out_of_time");
  });

  it("reads leap days in suit limitation", () => {
    // Date fixed for performance 29 Feb 2024 + 3 years → 28 Feb 2027; adverse possession from 29 Feb 2008 + 12 years → 29 Feb 2020
    // (which ends before the COVID exclusion of 15 Mar 2020 – 28 Feb 2022 began, so that exclusion does not move it).
    expect(first({ claim: "specific_performance", cause_of_action_date: "2024-02-29" }, "2026-01-01").last_day).toBe("2027-02-28");
    const possession = first({ claim: "possession_on_title", cause_of_action_date: "2008-02-29" }, "2020-02-29");
    expect(possession.last_day).toBe("2020-02-29");
    expect(possession.status).toBe("in_time");
    expect(possession.days_remaining).toBe(0);
  });

  it("bars a dispossession suit one day after six months, with no condonation", () => {
    // Dispossessed 31 Aug 2025 + 6 months → 28 Feb 2026; as_of 1 Mar 2026 is one day late.
    const d = first({ claim: "recovery_after_dispossession", cause_of_action_date: "2025-08-31" }, "2026-03-01");
    expect(d.last_day).toBe("2026-02-28");
    expect(d.status).toBe("out_of_time");
    expect(d.days_late).toBe(1);
    expect(d.condonation.available).toBe(false);
  });

  it("gives a High Court first appeal 90 days plus copy time", () => {
    // 15 Dec 2025 + 90 days: 16 in December, 31 in January, 28 in February, 15 in March → 15 Mar 2026; + 12 → 27 Mar.
    const d = first({ stage: "first_appeal", order_date: "2025-12-15", appeal_to_high_court: true, certified_copy_days: 12 }, "2026-03-20");
    expect(d.last_day).toBe("2026-03-27");
    expect(d.days_remaining).toBe(7);
    // A District Court appeal gets 30 days: 14 Jan 2026.
    expect(first({ stage: "first_appeal", order_date: "2025-12-15" }, "2026-01-01").last_day).toBe("2026-01-14");
  });

  it("waits two months after a s.80 notice before suing the Government", () => {
    // Notice delivered 31 Dec 2025 + 2 months → 28 Feb 2026; the suit may be filed from 1 Mar 2026.
    const { result, ctx } = run({ claim: "declaration", against_government: true, notice_served_date: "2025-12-31" }, "2026-02-15");
    expect(result.earliest_filing_date).toBe("2026-03-01");
    expect(ctx.warnings.map((w) => w.code)).toContain("premature_suit");
  });

  it("runs a notice to quit for its statutory period", () => {
    // Month-to-month lease: served 20 Feb 2024 + 15 days = 6 Mar 2024 (leap February: 9 days to 29 Feb, 6 in March); suit from 7 Mar.
    const other = run({ stage: "lease_termination", notice_served_date: "2024-02-20" }, "2024-03-01");
    expect(other.result.earliest_filing_date).toBe("2024-03-07");
    expect(other.ctx.warnings.map((w) => w.code)).toContain("premature_suit");
    // Manufacturing lease: served 31 Aug 2025 + 6 months → 28 Feb 2026; suit from 1 Mar 2026.
    const factory = run({ stage: "lease_termination", notice_served_date: "2025-08-31", lease_purpose: "agricultural_or_manufacturing" }, "2026-03-01");
    expect(factory.result.earliest_filing_date).toBe("2026-03-01");
    expect(factory.ctx.warnings).toEqual([]);
    expect(factory.ctx.cited).toContainEqual({ source_id: "in-transfer-of-property-act-1882", article: "106" });
  });

  it("checks the RERA registration exemption and warns on an unregistered document", () => {
    expect(run({ stage: "rera_complaint", project_land_sqm: 450, project_apartments: 12 }, "2026-01-01").result.rera_registration_exempt).toBe(true);
    expect(run({ stage: "rera_complaint", project_land_sqm: 1_000, project_apartments: 20 }, "2026-01-01").result.rera_registration_exempt).toBe(false);
    const { ctx } = run({ claim: "specific_performance", document_registered: false }, "2026-01-01");
    expect(ctx.warnings.map((w) => w.code)).toContain("unregistered_document");
  });

  it("refuses a suit date without a claim and a future decree", () => {
    try {
      run({ cause_of_action_date: "2025-01-01" }, "2026-01-01");
      expect.unreachable();
    } catch (e) {
      expect((e as ApiError).options.errors?.map((x) => x.field)).toEqual(["claim"]);
    }
    expect(() => run({ stage: "first_appeal", order_date: "2026-02-01" }, "2026-01-01")).toThrow(ApiError);
  });

  it("is deterministic and cites only registry provisions (or the contracts engineer's pending ones)", () => {
    const fields = withoutCommonFields(tool.example);
    expect(run(fields, "2026-03-10").result).toEqual(run(fields, "2026-03-10").result);
    for (const f of [
      fields,
      { claim: "specific_performance", cause_of_action_date: "2024-01-01", against_government: true, notice_served_date: "2024-01-01", document_registered: false },
      { claim: "possession_on_title", cause_of_action_date: "2020-01-01" },
      { stage: "second_appeal", order_date: "2025-06-01" },
      { stage: "rera_high_court_appeal", order_date: "2025-06-01" },
      { stage: "rera_complaint", project_apartments: 4 },
      { stage: "registration", execution_date: "2025-06-01" },
      { stage: "lease_termination", notice_served_date: "2025-06-01" },
    ]) {
      expect(unresolvedRefs(run(f, "2026-03-10").ctx)).toEqual([]);
    }
  });
});

describe("property-lit: Limitation Act s.15(2) with the CPC s.80 notice", () => {
  // Date fixed for performance 10 Jul 2023 + 3 years → 10 Jul 2026. Notice to the Government delivered 1 Jun 2026:
  // s.80 bars the suit until 1 Aug 2026 (earliest filing 2 Aug), and s.15(2) excludes those two months
  // (1 Jun → 1 Aug 2026 = 61 days), so the last day is 10 Jul + 61 days = 9 Sep 2026.
  const fields = { claim: "specific_performance", cause_of_action_date: "2023-07-10", against_government: true, notice_served_date: "2026-06-01" };

  it("excludes the two months of notice, so the last day never falls before the earliest filing date", () => {
    const { result, ctx } = run(fields, "2026-06-20");
    expect(result.earliest_filing_date).toBe("2026-08-02");
    expect(result.deadlines[0].last_day).toBe("2026-09-09");
    expect(result.deadlines[0].excluded_days).toBe(61);
    expect(result.deadlines[0].last_day >= result.earliest_filing_date!).toBe(true);
    expect(ctx.cited).toContainEqual({ source_id: "in-limitation-act-1963", article: "15" });
    expect(unresolvedRefs(ctx)).toEqual([]);
  });

  it("is in time on 9 Sep 2026 and out of time on 10 Sep", () => {
    expect(first(fields, "2026-09-09").status).toBe("in_time");
    expect(first(fields, "2026-09-10").status).toBe("out_of_time");
  });

  it("a notice delivered after the period ran out saves nothing", () => {
    const { result, ctx } = run({ ...fields, notice_served_date: "2026-07-11" }, "2026-09-20");
    expect(result.deadlines[0].last_day).toBe("2026-07-10");
    expect(result.deadlines[0].status).toBe("out_of_time");
    expect(ctx.warnings.map((w) => w.code)).toContain("notice_after_limitation");
  });
});
