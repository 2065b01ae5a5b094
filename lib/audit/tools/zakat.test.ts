import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";
import { zakatTool } from "@/lib/audit/tools/zakat";

const run = (body: Record<string, unknown>) => runTool(zakatTool, body, "AE");
const gold = { nisab_basis: "gold", gold_price_per_gram: 95.4, calendar: "lunar" };

describe("zakat", () => {
  it("applies the AAOIFI Gregorian rate by default, as a documented default", () => {
    // Assets 15,000 + 240,000 + 80,000 + 120,000 = 455,000; less 95,000 due = 360,000.
    // Nisab 595 g × 3.50 = 2,082.50. Zakat 360,000 × 2.5775% = 9,279.00.
    const r = run(zakatTool.example);
    expect(r.zakatable_assets).toBe(455_000);
    expect(r.deductible_liabilities).toBe(95_000);
    expect(r.zakatable_base).toBe(360_000);
    expect(r.nisab).toBe(2_082.5);
    expect(r.rate).toBe(2.5775);
    expect(r.zakat_due).toBe(9_279);
    expect(r.defaults_applied).toEqual([expect.objectContaining({ name: "gregorian_rate_pct", value: 2.5775, range: { min: 2.577, max: 2.5775 } })]);
  });

  it("lets the Gregorian rate be overridden", () => {
    // 360,000 × 2.577% = 9,277.20
    const r = run({ ...zakatTool.example, gregorian_rate_pct: 2.577 });
    expect(r.zakat_due).toBe(9_277.2);
    expect(r.defaults_applied).toEqual([]);
  });

  it("uses 2.5% for a lunar year and the gold nisab", () => {
    // Nisab 85 g × 95.40 = 8,109.00. Base 10,000.55 + 1,999.45 = 12,000.00. Zakat 2.5% = 300.00.
    const r = run({ ...gold, assets: { cash: 10_000.55, other: [{ name: "Trade goods in transit", amount: 1_999.45 }] } });
    expect(r.nisab).toBe(8_109);
    expect(r.nisab_grams).toBe(85);
    expect(r.zakatable_base).toBe(12_000);
    expect(r.rate).toBe(2.5);
    expect(r.zakat_due).toBe(300);
    expect(r.risk_rating).toBe("low");
  });

  it("charges nothing below the nisab and rounds half-up at it", () => {
    const below = run({ ...gold, assets: { bank: 8_108.99 } });
    expect(below.above_nisab).toBe(false);
    expect(below.zakat_due).toBe(0);
    expect(below.findings.join(" ")).toMatch(/below the nisab/);
    // At the nisab exactly: 8,109 × 2.5% = 202.725 → 202.73.
    const at = run({ ...gold, assets: { bank: 8_109 } });
    expect(at.above_nisab).toBe(true);
    expect(at.zakat_due).toBe(202.73);
  });

  it("does not let liabilities push the base below zero", () => {
    const r = run({ ...gold, assets: { cash: 1_000 }, liabilities: { current_liabilities_due: 5_000, other: [{ name: "Instalment due", amount: 1_000 }] } });
    expect(r.deductible_liabilities).toBe(6_000);
    expect(r.zakatable_base).toBe(0);
    expect(r.zakat_due).toBe(0);
  });

  it("asks for the metal price it needs and rejects a Gregorian rate on a lunar year", () => {
    expect(inputErrorFields(() => run({ nisab_basis: "gold", silver_price_per_gram: 1, calendar: "lunar" }))).toEqual(["gold_price_per_gram"]);
    expect(inputErrorFields(() => run({ nisab_basis: "silver", gold_price_per_gram: 1, calendar: "gregorian" }))).toEqual(["silver_price_per_gram"]);
    expect(inputErrorFields(() => run({ ...gold, gregorian_rate_pct: 2.577 }))).toEqual(["gregorian_rate_pct"]);
    expect(zakatTool.input.safeParse({ ...gold, assets: { cash: -1 } }).success).toBe(false);
  });

  const money = fc.integer({ min: 0, max: 1e11 }).map((c) => c / 100);
  const body = fc.record({
    nisab_basis: fc.constantFrom("gold", "silver"),
    calendar: fc.constantFrom("lunar", "gregorian"),
    cash: money,
    inventory: money,
    due: money,
  }).map((b) => ({
    nisab_basis: b.nisab_basis,
    gold_price_per_gram: 90,
    silver_price_per_gram: 1.1,
    calendar: b.calendar,
    assets: { cash: b.cash, inventory: b.inventory },
    liabilities: { current_liabilities_due: b.due },
  }));

  it("is deterministic, never negative, and due only at or above the nisab", () => {
    fc.assert(
      fc.property(body, (b) => {
        const r = run(b);
        expect(run(b)).toEqual(r);
        expect(r.zakat_due).toBeGreaterThanOrEqual(0);
        expect(r.zakatable_base).toBeGreaterThanOrEqual(0);
        expect(r.zakat_due > 0).toBe(r.zakatable_base >= r.nisab && r.zakatable_base > 0);
      }),
      propertyRuns,
    );
  });

  it("zakat due rises with zakatable assets", () => {
    fc.assert(
      fc.property(body, money, (b, extra) => {
        const more = { ...b, assets: { ...b.assets, cash: b.assets.cash + extra } };
        expect(run(more).zakat_due).toBeGreaterThanOrEqual(run(b).zakat_due);
      }),
      propertyRuns,
    );
  });
});
