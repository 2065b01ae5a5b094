import { describe, expect, it } from "vitest";
import { gstLitTool as tool } from "@/lib/litigation/tools/gst-lit";
import { fieldsRefused, runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(tool, fields, { asOf });
const CRORE = 10_000_000;

describe("gst-lit", () => {
  it("runs its example: three months from 20 Aug 2026, one more month at most, 10% of the disputed tax plus the admitted amount", () => {
    const { result, ctx } = run(withoutCommonFields(tool.example), tool.example.as_of as string);
    const d = result.deadlines[0]!;
    expect(d.last_day).toBe("2026-11-20");
    expect(d.status).toBe("in_time");
    expect(d.days_remaining).toBe(10);
    expect(d.condonation).toMatchObject({ capped: true, further_period: "1 month", outer_limit: "2026-12-20" });
    // 10% of ₹42 lakh CGST and of ₹42 lakh SGST, plus ₹1.5 lakh admitted.
    expect(result.pre_deposit).toMatchObject({ rate_pct: 10, admitted: 150000, total: 990000 });
    expect(result.forum?.forum).toMatch(/Appellate Authority/);
    expect(result.next_forum?.forum).toBe("GST Appellate Tribunal");
    expect(ctx.refOf(d.citation_ids[0]!)).toEqual({ source_id: "in-cgst-act-2017", article: "107" });
    expect(unresolvedRefs(ctx)).toEqual([]);
  });

  it("counts calendar months at month-ends and across a leap February, with the cap counted from the order in one go", () => {
    // 30 Nov 2025 + 3 months = 28 Feb 2026; the outer limit is 4 months from 30 Nov = 30 Mar 2026.
    const monthEnd = run({ order_date: "2025-11-30" }, "2026-03-31").result.deadlines[0]!;
    expect(monthEnd.last_day).toBe("2026-02-28");
    expect(monthEnd.condonation.outer_limit).toBe("2026-03-30");
    expect(monthEnd.status).toBe("out_of_time");
    expect(run({ order_date: "2025-11-30" }, "2026-03-30").result.deadlines[0]!.status).toBe("in_time_only_with_condonation");
    // 30 Nov 2023 + 3 months = 29 Feb 2024 (leap year).
    expect(run({ order_date: "2023-11-30" }, "2024-01-10").result.deadlines[0]!.last_day).toBe("2024-02-29");
  });

  it("caps the s.107(6) deposit per head at the figures in force on the filing date", () => {
    const fields = { order_date: "2024-10-01", disputed_tax: { cgst: 300 * CRORE, sgst: 300 * CRORE, igst: 600 * CRORE } };
    const after = run(fields, "2024-11-01").result.pre_deposit!;
    expect(after.by_head.map((h) => h.deposit)).toEqual([20 * CRORE, 20 * CRORE, 40 * CRORE]);
    const before = run(fields, "2024-10-31").result.pre_deposit!;
    expect(before.by_head.map((h) => h.deposit)).toEqual([25 * CRORE, 25 * CRORE, 50 * CRORE]);
    // Under the caps, the deposit is just 10%.
    expect(run({ order_date: "2024-10-01", disputed_tax: { igst: 1_234_567 } }, "2024-11-05").result.pre_deposit!.total).toBe(123456.7);
  });

  it("gives GSTAT appeals against orders communicated before 1 Apr 2026 until 30 Jun 2026, then three months from the order", () => {
    const transitional = run({ stage: "gstat", order_date: "2025-12-15", disputed_tax: { cgst: 1_000_000, sgst: 1_000_000 } }, "2026-07-15");
    const d = transitional.result.deadlines[0]!;
    expect(d.last_day).toBe("2026-06-30");
    expect(d.condonation.outer_limit).toBe("2026-09-30");
    expect(d.status).toBe("in_time_only_with_condonation");
    // s.112(8) from 1 Nov 2024: a further 10%.
    expect(transitional.result.pre_deposit).toMatchObject({ rate_pct: 10, total: 200000 });
    // The IGST cap is now known (₹40 crore), so only the reminder that this deposit comes on top of the first one remains.
    expect(transitional.ctx.warnings.map((w) => w.code)).toContain("assumption");
    expect(run({ stage: "gstat", order_date: "2026-04-10" }, "2026-05-01").result.deadlines[0]!.last_day).toBe("2026-07-10");
  });

  it("penalty-only orders deposit 10% of the penalty; the department has six months and deposits nothing", () => {
    expect(run({ order_date: "2026-01-05", penalty_only: true, penalty_amount: 500000 }, "2026-02-01").result.money[0]!.amount).toBe(50000);
    const department = run({ order_date: "2026-01-31", appellant: "department", disputed_tax: { cgst: 100 } }, "2026-02-01").result;
    expect(department.deadlines[0]!.last_day).toBe("2026-07-31");
    expect(department.money).toEqual([]);
  });

  it("gives 180 days to the High Court with no cap on condonation", () => {
    const d = run({ stage: "high_court", order_date: "2026-01-01" }, "2026-08-01").result.deadlines[0]!;
    expect(d.last_day).toBe("2026-06-30");
    expect(d.status).toBe("in_time_only_with_condonation");
    expect(d.condonation.capped).toBe(false);
  });

  it("refuses inconsistent input with per-field errors", () => {
    const fields = (input: Record<string, unknown>, asOf: string) => fieldsRefused(() => run(input, asOf));
    expect(fields({ order_date: "2026-05-01" }, "2026-04-20")).toEqual(["order_date"]);
    expect(fields({ penalty_only: true, disputed_tax: { cgst: 10 } }, "2026-04-20")).toEqual(["disputed_tax"]);
    expect(fields({ penalty_amount: 10 }, "2026-04-20")).toEqual(["penalty_amount"]);
    expect(() => run({ disputed_tax: { cgst: -1 } }, "2026-04-20")).toThrow();
  });
});

describe("gst-lit: s.117 vs s.118, and the Tribunal's IGST cap", () => {
  it("an appeal from a Principal Bench order goes to the Supreme Court (s.118), not the High Court (s.117)", () => {
    const { result, ctx } = run({ stage: "gstat", gstat_bench: "principal", order_date: "2026-05-01" }, "2026-05-10");
    expect(result.next_forum?.forum).toBe("Supreme Court of India");
    expect(result.next_forum?.citation_ids.map((id) => ctx.refOf(id)?.article)).toEqual(["118"]);
    expect(run({ stage: "gstat", order_date: "2026-05-01" }, "2026-05-10").result.next_forum?.forum).toBe("High Court");
  });

  it("the Supreme Court period from a Principal Bench order is marked as borrowed from s.117 by analogy", () => {
    const { result, ctx } = run({ stage: "high_court", gstat_bench: "principal", order_date: "2026-05-01" }, "2026-05-10");
    expect(result.deadlines[0]!.period_source).toBe("analogy");
    expect(result.deadlines[0]!.counting.join(" ")).toMatch(/by analogy/);
    expect(ctx.warnings.map((w) => w.code)).toContain("period_by_analogy");
    expect(run({ stage: "high_court", order_date: "2026-05-01" }, "2026-05-10").result.deadlines[0]!.period_source).toBe("statute");
  });

  it("caps the Tribunal's IGST deposit at ₹40 crore from 1 Nov 2024 (10% of ₹600 crore would be ₹60 crore)", () => {
    const { result } = run({ stage: "gstat", order_date: "2024-12-01", disputed_tax: { igst: 600 * CRORE } }, "2024-12-10");
    const igst = result.pre_deposit!.by_head.find((h) => h.head === "igst")!;
    expect(igst).toMatchObject({ ten_percent: 60 * CRORE, cap: 40 * CRORE, deposit: 40 * CRORE });
    // Before 1 Nov 2024: 20%, capped at ₹50 crore each for CGST and SGST.
    const before = run({ stage: "gstat", order_date: "2024-10-01", disputed_tax: { cgst: 300 * CRORE } }, "2024-10-10").result.pre_deposit!;
    expect(before.by_head.find((h) => h.head === "cgst")).toMatchObject({ ten_percent: 60 * CRORE, cap: 50 * CRORE, deposit: 50 * CRORE });
  });
});
