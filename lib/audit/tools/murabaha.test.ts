import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { murabahaTool } from "@/lib/audit/tools/murabaha";
import { toCents } from "@/lib/tools/money";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(murabahaTool, body, "AE");
const cents = (xs: number[]) => xs.reduce((s, x) => s + toCents(x), 0);

describe("murabaha", () => {
  it("builds a straight-line instalment schedule", () => {
    // Mark-up = 12,000 × 10% × 12/12 = 1,200; price 13,200; instalment 13,200 / 12 = 1,100;
    // profit 1,200 / 12 = 100 a month; principal 1,000; balance 12,000 → 11,000 → … → 0.
    const r = run({ cost: 12_000, markup_rate: 10, term_months: 12, payment: "installments", method: "straight_line" });
    expect(r.selling_price).toBe(13_200);
    expect(r.markup).toBe(1_200);
    expect(r.deferred_profit).toBe(1_200);
    expect(r.installment).toBe(1_100);
    expect(r.schedule[0]).toEqual({ period: 1, opening: 12_000, installment: 1_100, profit: 100, principal: 1_000, closing: 11_000 });
    expect(r.schedule[11]).toEqual({ period: 12, opening: 1_000, installment: 1_100, profit: 100, principal: 1_000, closing: 0 });
    expect(r.monthly_effective_rate).toBeUndefined();
    expect(r.rounding).toMatchObject({ installment_residue: 0, profit_residue: 0 });
  });

  it("puts the rounding residue in the last period", () => {
    // Mark-up = 10,000 × 5% × 7/12 = 291.666… → 291.67; price 10,291.67.
    // Instalment 10,291.67 / 7 = 1,470.2386 → 1,470.24; last = 10,291.67 − 6 × 1,470.24 = 1,470.23.
    // Profit 291.67 / 7 = 41.667 → 41.67; last = 291.67 − 6 × 41.67 = 41.65.
    const r = run({ cost: 10_000, markup_rate: 5, term_months: 7, payment: "installments", method: "straight_line" });
    expect(r.selling_price).toBe(10_291.67);
    expect(r.installment).toBe(1_470.24);
    expect(r.last_installment).toBe(1_470.23);
    expect(r.schedule[6].profit).toBe(41.65);
    expect(r.rounding.installment_residue).toBe(-0.01);
    expect(r.rounding.profit_residue).toBe(-0.02);
    expect(r.schedule[6].closing).toBe(0);
    expect(r.findings.join(" ")).toMatch(/residue goes in the last period/);
  });

  it("recognises profit at the effective monthly rate", () => {
    // Price 106,000 over 12 months: 11 × 8,833.33 + 8,833.37. The monthly IRR of those flows against cost
    // 100,000 is 0.9080316% (solved independently); period 1 profit = 100,000 × r = 908.03.
    const r = run(murabahaTool.example);
    expect(r.selling_price).toBe(106_000);
    expect(r.installment).toBe(8_833.33);
    expect(r.last_installment).toBe(8_833.37);
    expect(r.monthly_effective_rate).toBe(0.908032);
    expect(r.schedule[0]).toMatchObject({ date: "2025-02-28", opening: 100_000, profit: 908.03, principal: 7_925.3, closing: 92_074.7 });
    expect(r.schedule[1]).toMatchObject({ date: "2025-03-31", profit: 836.07, closing: 84_077.44 });
    expect(r.schedule[11]).toMatchObject({ date: "2026-01-31", opening: 8_753.87, profit: 79.5, closing: 0 });
    expect(r.rounding.profit_residue).toBe(0.01); // 8,753.87 × r = 79.49 before absorbing the residue
    // Periods ending Feb–Jun 2025 fall in the year to 30 Jun 2025, the rest in the year to 30 Jun 2026.
    const firstFive = cents(r.schedule.slice(0, 5).map((x) => x.profit)) / 100;
    expect(r.profit_by_financial_year).toEqual([
      { financial_year_end: "2025-06-30", profit: firstFive },
      { financial_year_end: "2026-06-30", profit: (600_000 - firstFive * 100) / 100 },
    ]);
    expect(r.risk_rating).toBe("medium"); // two Shari'ah checks not assessed
  });

  it("accrues profit until a bullet payment", () => {
    // Mark-up = 50,000 × 12% × 6/12 = 3,000; one payment of 53,000 in month 6.
    // Straight line: 500 a month; the net balance grows 50,500 … 52,500 and the payment clears it.
    const sl = run({ cost: 50_000, markup_rate: 12, term_months: 6, payment: "bullet", method: "straight_line" });
    expect(sl.installment).toBe(53_000);
    expect(sl.schedule.map((x) => x.closing)).toEqual([50_500, 51_000, 51_500, 52_000, 52_500, 0]);
    expect(sl.schedule[0]).toMatchObject({ installment: 0, profit: 500, principal: -500 });
    // Effective rate: (53,000 / 50,000)^(1/6) − 1 = 0.9758794% a month.
    const er = run({ cost: 50_000, markup_rate: 12, term_months: 6, payment: "bullet" });
    expect(er.monthly_effective_rate).toBe(0.975879);
    expect(er.schedule[0].profit).toBe(487.94);
    expect(er.schedule[5].closing).toBe(0);
  });

  it("rates Shari'ah failures", () => {
    const base = { cost: 1_000, markup_rate: 5, term_months: 3, payment: "installments", asset_owned_before_sale: true, cost_and_markup_disclosed: true, bilateral_binding_promise: false, rollover_of_existing_debt: false, deposit_beyond_actual_damage: false };
    expect(run(base).risk_rating).toBe("low");
    expect(run({ ...base, bilateral_binding_promise: true }).risk_rating).toBe("high");
    const r = run({ ...base, asset_owned_before_sale: false });
    expect(r.risk_rating).toBe("critical");
    expect(r.shariah_checks.find((c) => c.check.startsWith("Seller owned"))?.status).toBe("fail");
  });

  it("rejects price increases, penalty income and incomplete inputs", () => {
    const base = { cost: 1_000, markup_rate: 5, term_months: 3, payment: "installments" };
    expect(inputErrorFields(() => run({ ...base, price_increase_on_late_payment: true, late_payment_charges_to_income: true }))).toEqual([
      "price_increase_on_late_payment",
      "late_payment_charges_to_income",
    ]);
    expect(inputErrorFields(() => run({ ...base, financial_year_end: "2025-12-31" }))).toEqual(["start_date"]);
    expect(inputErrorFields(() => run({ ...base, cost: 0.01, term_months: 12 }))).toEqual(["cost"]);
    expect(murabahaTool.input.safeParse({ ...base, term_months: 0 }).success).toBe(false);
    expect(murabahaTool.input.safeParse({ ...base, cost: 0 }).success).toBe(false);
  });

  const contract = fc.record({
    cost: fc.integer({ min: 100_000, max: 1_000_000_000 }).map((c) => c / 100),
    markup_rate: fc.integer({ min: 0, max: 3_000 }).map((r) => r / 100),
    term_months: fc.integer({ min: 1, max: 120 }),
    payment: fc.constantFrom("installments", "bullet"),
    method: fc.constantFrom("effective_rate", "straight_line"),
  });

  it("always closes exactly: instalments sum to the price, profit to the mark-up, balance to zero", () => {
    fc.assert(
      fc.property(contract, (c) => {
        const r = run(c);
        expect(run(c)).toEqual(r);
        expect(toCents(r.selling_price)).toBe(toCents(c.cost) + toCents(r.markup));
        expect(cents(r.schedule.map((x) => x.installment))).toBe(toCents(r.selling_price));
        expect(cents(r.schedule.map((x) => x.profit))).toBe(toCents(r.markup));
        expect(r.schedule.at(-1)!.closing).toBe(0);
        r.schedule.forEach((row, i) => {
          expect(toCents(row.closing)).toBe(toCents(row.opening) - toCents(row.principal));
          if (i > 0) expect(row.opening).toBe(r.schedule[i - 1].closing);
          expect(row.profit).toBeGreaterThanOrEqual(0);
          expect(row.opening).toBeGreaterThanOrEqual(0);
          expect(row.closing).toBeGreaterThanOrEqual(0);
          expect(row.installment).toBeGreaterThanOrEqual(0);
        });
        expect(r.selling_price).toBeGreaterThanOrEqual(c.cost);
      }),
      propertyRuns,
    );
  });

  it("mark-up rises with the rate and the term", () => {
    fc.assert(
      fc.property(contract, fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 24 }), (c, moreRate, moreMonths) => {
        const base = run(c).markup;
        expect(run({ ...c, markup_rate: Math.min(100, c.markup_rate + moreRate / 100) }).markup).toBeGreaterThanOrEqual(base);
        expect(run({ ...c, term_months: c.term_months + moreMonths }).markup).toBeGreaterThanOrEqual(base);
      }),
      propertyRuns,
    );
  });
});
