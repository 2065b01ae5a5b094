import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { materialityBenchmarks, materialityTool } from "@/lib/audit/tools/materiality";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(materialityTool, body);

describe("materiality", () => {
  it("applies the practice defaults to a profitable entity", () => {
    // OM = 5% × 2,000,000 = 100,000; PM = 75% × 100,000 = 75,000; CT = 5% × 100,000 = 5,000.
    // Range: 5% → 100,000 and 10% → 200,000.
    const r = run({ benchmark: "profit_before_tax", amount: 2_000_000 });
    expect(r.overall_materiality).toBe(100_000);
    expect(r.performance_materiality).toBe(75_000);
    expect(r.clearly_trivial_threshold).toBe(5_000);
    expect(r.benchmark_used).toBe("profit_before_tax");
    expect(r.percentage_used).toBe(5);
    expect(r.percentage_range).toEqual({ min: 5, max: 10 });
    expect(r.materiality_range).toEqual({ min: 100_000, max: 200_000 });
    expect(r.defaults_applied.map((d) => d.name)).toEqual(["percentage", "performance_materiality_pct", "clearly_trivial_pct"]);
    expect(r.defaults_applied[1].range).toEqual({ min: 50, max: 75 });
    expect(r.risk_rating).toBe("low");
  });

  it("switches to the fallback when profit before tax is a loss and says so", () => {
    // OM = 1% × 12,500,000 = 125,000; PM = 60% × 125,000 = 75,000; CT = 5% × 125,000 = 6,250.
    const r = run({ benchmark: "profit_before_tax", amount: -250_000, fallback: { benchmark: "revenue", amount: 12_500_000 }, performance_materiality_pct: 60 });
    expect(r.benchmark_used).toBe("revenue");
    expect(r.overall_materiality).toBe(125_000);
    expect(r.performance_materiality).toBe(75_000);
    expect(r.clearly_trivial_threshold).toBe(6_250);
    expect(r.percentage_range).toEqual({ min: 0.5, max: 2 });
    expect(r.findings.join(" ")).toMatch(/loss/);
    expect(r.defaults_applied.map((d) => d.name)).toContain("fallback.percentage");
    expect(r.risk_rating).toBe("medium"); // PM 60% → medium
  });

  it("treats near-break-even profit as unsuitable when the caller sets the test", () => {
    // Floor = 0.5% × 5,000,000 = 25,000 > PBT 10,000 → fallback total assets: 1% × 3,000,000 = 30,000.
    const r = run({
      benchmark: "profit_before_tax",
      amount: 10_000,
      pbt_suitability: { revenue: 5_000_000, min_pct_of_revenue: 0.5 },
      fallback: { benchmark: "total_assets", amount: 3_000_000 },
    });
    expect(r.benchmark_used).toBe("total_assets");
    expect(r.overall_materiality).toBe(30_000);
    expect(r.findings[0]).toMatch(/near break-even/);
  });

  it("keeps profit before tax when it clears the break-even test, and ignores the fallback", () => {
    const r = run({
      benchmark: "profit_before_tax",
      amount: 400_000,
      pbt_suitability: { revenue: 5_000_000, min_pct_of_revenue: 0.5 },
      fallback: { benchmark: "revenue", amount: 5_000_000 },
    });
    expect(r.benchmark_used).toBe("profit_before_tax");
    expect(r.overall_materiality).toBe(20_000);
    expect(r.findings.join(" ")).toMatch(/fallback benchmark was not used/);
  });

  it("rounds half-up to the cent", () => {
    // OM = 0.75% × 1,234,567.89 = 9,259.259175 → 9,259.26
    // PM = 75% × 9,259.26 = 6,944.445 → 6,944.45 (half-up; binary floating point alone would give .44)
    // CT = 5% × 9,259.26 = 462.963 → 462.96
    const r = run({ benchmark: "revenue", amount: 1_234_567.89, percentage: 0.75 });
    expect(r.overall_materiality).toBe(9_259.26);
    expect(r.performance_materiality).toBe(6_944.45);
    expect(r.clearly_trivial_threshold).toBe(462.96);
  });

  it("flags a percentage outside the practice range without refusing it", () => {
    const r = run({ benchmark: "equity", amount: 1_000_000, percentage: 8 });
    expect(r.overall_materiality).toBe(80_000);
    expect(r.findings[0]).toMatch(/outside the usual practice range of 2–5%/);
    expect(r.defaults_applied.map((d) => d.name)).not.toContain("percentage");
  });

  it("rates higher-risk performance materiality choices", () => {
    expect(run({ benchmark: "revenue", amount: 1e6, performance_materiality_pct: 50 }).risk_rating).toBe("high");
    expect(run({ benchmark: "revenue", amount: 1e6, performance_materiality_pct: 65 }).risk_rating).toBe("medium");
  });

  it("refuses to guess when the benchmark is unsuitable and there is no usable fallback", () => {
    expect(inputErrorFields(() => run({ benchmark: "profit_before_tax", amount: -1 }))).toEqual(["fallback"]);
    expect(inputErrorFields(() => run({ benchmark: "profit_before_tax", amount: 0 }))).toEqual(["fallback"]);
    expect(inputErrorFields(() => run({ benchmark: "equity", amount: -5e5 }))).toEqual(["fallback"]);
    expect(
      inputErrorFields(() => run({ benchmark: "profit_before_tax", amount: -1, fallback: { benchmark: "equity", amount: -3 } })),
    ).toEqual(["fallback.amount"]);
    expect(
      inputErrorFields(() => run({ benchmark: "profit_before_tax", amount: -1, fallback: { benchmark: "profit_before_tax", amount: 5 } })),
    ).toEqual(["fallback.benchmark"]);
    expect(inputErrorFields(() => run({ benchmark: "profit_before_tax", amount: 5e5, pbt_suitability: { min_pct_of_revenue: 1 } }))).toEqual([
      "pbt_suitability.revenue",
    ]);
    expect(inputErrorFields(() => run({ benchmark: "revenue", amount: 1e6, performance_materiality_pct: 4, clearly_trivial_pct: 5 }))).toEqual([
      "clearly_trivial_pct",
    ]);
    expect(inputErrorFields(() => run({ benchmark: "revenue", amount: 0.01 }))).toEqual(["amount"]);
  });

  it("rejects malformed input at the schema", () => {
    expect(materialityTool.input.safeParse({ benchmark: "ebitda", amount: 1 }).success).toBe(false);
    expect(materialityTool.input.safeParse({ benchmark: "revenue", amount: 1, percentage: 0 }).success).toBe(false);
  });

  const body = fc.record({
    benchmark: fc.constantFrom(...materialityBenchmarks),
    amount: fc.double({ min: 10_000, max: 1e12, noNaN: true }),
    percentage: fc.option(fc.double({ min: 0.1, max: 10, noNaN: true }), { nil: undefined }),
  });

  it("is deterministic, never negative, and keeps CT < PM ≤ OM", () => {
    fc.assert(
      fc.property(body, (b) => {
        const r1 = run(b);
        expect(run(b)).toEqual(r1);
        expect(r1.overall_materiality).toBeGreaterThan(0);
        expect(r1.performance_materiality).toBeLessThanOrEqual(r1.overall_materiality);
        expect(r1.clearly_trivial_threshold).toBeLessThan(r1.performance_materiality);
        expect(r1.clearly_trivial_threshold).toBeGreaterThanOrEqual(0);
      }),
      propertyRuns,
    );
  });

  it("rises with the benchmark amount", () => {
    fc.assert(
      fc.property(body, fc.double({ min: 0, max: 1e9, noNaN: true }), (b, extra) => {
        const low = run(b);
        const high = run({ ...b, amount: b.amount + extra });
        expect(high.overall_materiality).toBeGreaterThanOrEqual(low.overall_materiality);
        expect(high.performance_materiality).toBeGreaterThanOrEqual(low.performance_materiality);
      }),
      propertyRuns,
    );
  });
});
