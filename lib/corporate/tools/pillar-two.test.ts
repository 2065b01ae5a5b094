import { describe, expect, it } from "vitest";
import { pillarTwo } from "@/lib/corporate/tools/pillar-two";
import { testContext } from "@/lib/tools/testing";

const IN_SCOPE = [700_000_000, 760_000_000, 740_000_000, 800_000_000];
const base = { code: "IE", globe_income: 100, covered_taxes: 10, payroll_costs: 20, tangible_assets: 50, revenue: 400 };

function run(fiscal_year: number, jurisdictions: Record<string, unknown>[], group_revenue_eur = IN_SCOPE) {
  const ctx = testContext({ asOf: "2025-01-15" });
  const input = pillarTwo.input.parse({ fiscal_year, group_revenue_eur, jurisdictions });
  return { ctx, result: pillarTwo.run(input, ctx) };
}

describe("pillar-two core", () => {
  it("low-tax jurisdiction, FY 2024: ETR 10%, SBIE at 9.8% / 7.8%, top-up 4.71", () => {
    const { result } = run(2024, [base]);
    const j = result.jurisdictions[0]!;
    expect(j.etr).toBe(10); // 10 / 100
    expect(j.top_up_percentage).toBe(5); // 15 − 10
    expect(j.sbie.payroll_carve_out).toBe(1.96); // 20 × 9.8%
    expect(j.sbie.tangible_carve_out).toBe(3.9); // 50 × 7.8%
    expect(j.sbie.total).toBe(5.86);
    expect(j.excess_profit).toBe(94.14); // 100 − 5.86
    expect(j.top_up_tax).toBe(4.71); // 5% × 94.14 = 4.707
    expect(result.total_top_up_tax).toBe(4.71);
  });

  it("carve-out rates of another year: FY 2023 at 10% / 8% gives top-up 4.70", () => {
    const j = run(2023, [base]).result.jurisdictions[0]!;
    expect(j.sbie.total).toBe(6); // 20 × 10% + 50 × 8% = 2 + 4
    expect(j.excess_profit).toBe(94);
    expect(j.top_up_tax).toBe(4.7); // 5% × 94
  });

  it("FY 2033 falls back to the permanent 5% / 5% rates of Art. 5.3", () => {
    const j = run(2033, [base]).result.jurisdictions[0]!;
    expect(j.sbie.rates_article).toBe("5.3");
    expect(j.sbie.total).toBe(3.5); // 20 × 5% + 50 × 5% = 1 + 2.5
    expect(j.top_up_tax).toBe(4.83); // 5% × 96.5 = 4.825 → 4.83 (half up)
  });

  it("QDMTT credit: 4.71 paid wipes out the jurisdictional top-up", () => {
    const j = run(2024, [{ ...base, qdmtt_paid: 4.71 }]).result.jurisdictions[0]!;
    expect(j.top_up_before_qdmtt).toBe(4.71);
    expect(j.qdmtt_credit).toBe(4.71);
    expect(j.top_up_tax).toBe(0);
    const partial = run(2024, [{ ...base, qdmtt_paid: 2 }]).result.jurisdictions[0]!;
    expect(partial.top_up_tax).toBe(2.71); // 4.707 − 2 = 2.707
  });

  it("ETR above 15%: covered taxes 16 on 100 → no top-up", () => {
    const j = run(2024, [{ ...base, covered_taxes: 16 }]).result.jurisdictions[0]!;
    expect(j.etr).toBe(16);
    expect(j.top_up_percentage).toBe(0);
    expect(j.top_up_tax).toBe(0);
  });

  it("Net GloBE Loss: no ETR, no top-up, warned about Art. 4.1.5", () => {
    const { result, ctx } = run(2024, [{ ...base, globe_income: -50, covered_taxes: 0 }]);
    const j = result.jurisdictions[0]!;
    expect(j.etr).toBeNull();
    expect(j.top_up_tax).toBe(0);
    expect(ctx.warnings.some((w) => w.message.includes("4.1.5"))).toBe(true);
  });

  it("group scope: 2 of 4 years at EUR 750m in scope; 1 of 4 out", () => {
    expect(run(2024, [base]).result.group).toMatchObject({ in_scope: true, years_at_or_above_threshold: 2 });
    const out = run(2024, [base], [700_000_000, 760_000_000, 740_000_000, 720_000_000]);
    expect(out.result.group).toMatchObject({ in_scope: false, years_at_or_above_threshold: 1 });
    expect(out.result.total_top_up_tax).toBe(0);
    expect(out.ctx.warnings.some((w) => w.code === "out_of_scope")).toBe(true);
    // exactly EUR 750m counts (at least)
    expect(run(2024, [base], [750_000_000, 750_000_000, 0, 0]).result.group.in_scope).toBe(true);
  });

  it("safe harbour tests: simplified ETR 16% fails the 17% rate of 2026 but passes 15% in 2024", () => {
    const y26 = run(2026, [{ ...base, covered_taxes: 16 }]).result.jurisdictions[0]!;
    expect(y26.cbcr_safe_harbour.simplified_etr).toMatchObject({ threshold: 17, passed: false });
    // de minimis: revenue 400 < 10m and income 100 < 1m
    expect(y26.cbcr_safe_harbour.de_minimis.passed).toBe(true);
    expect(y26.cbcr_safe_harbour.any_passed).toBe(true);
    const y24 = run(2024, [{ ...base, covered_taxes: 16, revenue: 20_000_000 }]).result.jurisdictions[0]!;
    expect(y24.cbcr_safe_harbour.simplified_etr).toMatchObject({ threshold: 15, passed: true });
    expect(y24.de_minimis.passed).toBe(false);
    const y27 = run(2027, [base]).result.jurisdictions[0]!;
    expect(y27.cbcr_safe_harbour.available).toBe(false);
  });

  it("routine profits test: income at or below SBIE", () => {
    const j = run(2024, [{ ...base, globe_income: 5, covered_taxes: 0, revenue: 20_000_000 }]).result.jurisdictions[0]!;
    expect(j.cbcr_safe_harbour.routine_profits.passed).toBe(true); // 5 ≤ 5.86
    expect(j.excess_profit).toBe(0);
    expect(j.top_up_tax).toBe(0);
  });

  it("is deterministic, cites through ctx.cite, and its example parses and runs", () => {
    const { tool_type, jurisdiction, question, ...fields } = pillarTwo.example;
    expect([tool_type, jurisdiction, typeof question]).toEqual(["pillar-two", "US", "string"]);
    const input = pillarTwo.input.parse(fields);
    const a = testContext();
    const b = testContext();
    const first = pillarTwo.run(input, a);
    expect(pillarTwo.run(input, b)).toEqual(first);
    expect(pillarTwo.result.parse(first)).toEqual(first);
    expect(first.jurisdictions[0]!.model_rules_articles).toContain("9.2");
    expect(a.cited).toEqual([]); // US: the Model Rules are not in the registry and the EU directive does not apply
    const eu = testContext({ jurisdiction: "DE" });
    const inEu = pillarTwo.run(input, eu);
    expect(eu.cited).toEqual([
      { source_id: "eu-minimum-tax-directive", article: "2" },
      { source_id: "eu-minimum-tax-directive", article: "3" },
    ]);
    expect(inEu.group.citation_ids).toEqual(["c1"]);
    expect(inEu.jurisdictions.every((j) => j.citation_ids[0] === "c2")).toBe(true);
  });

  it("rejects unknown fields", () => {
    expect(pillarTwo.input.safeParse({ ...pillarTwo.example }).success).toBe(false);
  });
});
