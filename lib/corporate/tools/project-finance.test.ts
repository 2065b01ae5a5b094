import { describe, expect, it } from "vitest";
import { projectFinance } from "@/lib/corporate/tools/project-finance";
import { narrateResult } from "@/lib/tools/family/narrative";
import { runCore, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>) => runCore(projectFinance, fields, { asOf: "2026-06-01" });

describe("project-finance", () => {
  it("works the example by hand", () => {
    const { result, ctx } = run(withoutCommonFields(projectFinance.example));
    // DSCR: 130/100 = 1.30, 115/100 = 1.15 (< 1.20 breach, < 1.25 lock-up), 140/100 = 1.40.
    expect(result.periods.map((p) => [p.dscr, p.breach, p.lockup])).toEqual([[1.3, false, false], [1.15, true, true], [1.4, false, false]]);
    // Capacity at 1.20x: 130/1.2 = 108.33, 115/1.2 = 95.83, 140/1.2 = 116.67.
    expect(result.periods.map((p) => p.debt_capacity_at_min_dscr)).toEqual([108.33, 95.83, 116.67]);
    expect(result.min_dscr).toEqual({ value: 1.15, period: "FY2028" });
    // Average: (130 + 115 + 140) / 300 = 385 / 300 = 1.2833.
    expect(result.average_dscr).toBe(1.2833);
    // NPV at 10%: 130/1.1 = 118.1818; 115/1.21 = 95.0413; 140/1.331 = 105.1841; sum = 318.4072 → 318.41. LLCR 318.4072/260 = 1.2246 < 1.30.
    expect(result.llcr).toEqual({ npv_cfads: 318.41, debt_outstanding: 260, value: 1.2246, meets_covenant: false });
    // Gearing: 750 / 1000 = 75% ≤ 75% (meets); D/E = 3.
    expect(result.gearing).toEqual({ debt_pct: 75, debt_to_equity: 3, meets_covenant: true });
    expect(ctx.cited).toEqual([]);
  });

  it("handles a zero-rate LLCR, a period with no debt service and negative CFADS", () => {
    // LLCR at 0%: (50 + (-20) + 90) / 100 = 1.2. DSCR: 50/40 = 1.25, -20/40 = -0.5, none for the grace period.
    const { result } = run({
      periods: [
        { label: "P1", cfads: 50, debt_service: 40 },
        { label: "P2", cfads: -20, debt_service: 40 },
        { label: "P3", cfads: 90, debt_service: 0 },
      ],
      debt_outstanding: 100,
      discount_rate_pct: 0,
    });
    expect(result.periods.map((p) => p.dscr)).toEqual([1.25, -0.5, null]);
    expect(result.min_dscr).toEqual({ value: -0.5, period: "P2" });
    // Average: 120 / 80 = 1.5.
    expect(result.average_dscr).toBe(1.5);
    expect(result.llcr?.value).toBe(1.2);
    expect(result.periods[0].breach).toBeNull();
  });

  it("computes gearing above a covenant and debt-to-equity", () => {
    // 800 / (800 + 200) = 80% > 70%; D/E = 4.
    expect(run({ periods: [{ label: "P1", cfads: 1, debt_service: 1 }], total_debt: 800, total_equity: 200, max_gearing_pct: 70 }).result.gearing).toEqual({
      debt_pct: 80,
      debt_to_equity: 4,
      meets_covenant: false,
    });
  });

  it("rejects half-given inputs", () => {
    expect(() => run({ periods: [{ label: "P", cfads: 1, debt_service: 1 }], debt_outstanding: 5 })).toThrow(/discount_rate_pct/);
    expect(() => run({ periods: [{ label: "P", cfads: 1, debt_service: 1 }], total_debt: 5 })).toThrow(/total_equity/);
    expect(projectFinance.input.safeParse({ periods: [] }).success).toBe(false);
  });

  it("is deterministic", () => {
    const fields = withoutCommonFields(projectFinance.example);
    expect(run(fields).result).toEqual(run(fields).result);
  });

  it("states every amount in prose with its currency and unit: given, or the jurisdiction's", () => {
    const fields = withoutCommonFields(projectFinance.example);
    const { result } = run(fields);
    expect(result).toMatchObject({ currency: "INR", amount_unit: "m" });
    const verdict = projectFinance.verdict!(result)!;
    // FY2028 breaches 1.20x: 115 / 1.2 = 95.83 of debt service allowed against 100 scheduled; LLCR NPV 318.41 against 260.
    // Figures given in millions of rupees are written out in the Indian grouping (₹115 m = ₹11,50,00,000), never "₹115 m".
    expect(verdict).toContain("FY2028: ₹11,50,00,000 of CFADS carries ₹9,58,30,000 of debt service at the covenant against ₹10,00,00,000 scheduled");
    expect(verdict).toContain("NPV of CFADS ₹31,84,10,000 against ₹26,00,00,000 of debt outstanding");
    const text = narrateResult(result, { toolName: projectFinance.name, asOf: "2026-06-01", verdict });
    expect(text).toContain("debt capacity at min DSCR: ₹10,83,30,000");
    expect(text).not.toMatch(/₹[\d.,]+ m\b/);
    expect(text).not.toMatch(/cfads: 130\b/i);
    // No currency given: the jurisdiction's own.
    const periods = [{ label: "Y1", cfads: 1_250_000, debt_service: 1_000_000 }];
    const us = runCore(projectFinance, { periods }, { asOf: "2026-06-01", jurisdiction: "US" }).result;
    expect(us).toMatchObject({ currency: "USD", amount_unit: "units" });
    expect(narrateResult(us, { toolName: "x", asOf: "2026-06-01" })).toContain("CFADS: US$1.25 m");
    expect(runCore(projectFinance, { periods }, { asOf: "2026-06-01", jurisdiction: "DE" }).result.currency).toBe("EUR");
    expect(runCore(projectFinance, { periods, currency: "GBP" }, { asOf: "2026-06-01", jurisdiction: "IN" }).result.currency).toBe("GBP");
    expect(run({ periods }).result.currency).toBe("INR");
  });
});
