import { describe, expect, it } from "vitest";
import { pillarTwo } from "@/lib/corporate/tools/pillar-two";
import { testContext } from "@/lib/tools/testing";

const IN_SCOPE = [700_000_000, 760_000_000, 740_000_000, 800_000_000];
const base = { code: "IE", globe_income: 100, covered_taxes: 10, payroll_costs: 20, tangible_assets: 50, revenue: 400 };

function run(fiscal_year: number, jurisdictions: Record<string, unknown>[], group_revenue_eur = IN_SCOPE, extra: Record<string, unknown> = {}) {
  const ctx = testContext({ asOf: "2025-01-15" });
  const input = pillarTwo.input.parse({ fiscal_year, group_revenue_eur, jurisdictions, ...extra });
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

  // Reference E9 (Arts. 5.1.1, 5.2.1-5.2.3, 9.2): FY 2024, income 90, taxes 7, payroll 10, tangible 20 (full euros, in
  // millions here ×1,000,000). ETR 7.777…%, top-up % 7.222…%, SBIE 0.98m + 1.56m = 2.54m, excess 87.46m; on the exact
  // ETR the top-up is EUR 6,316,555.56 (an ETR rounded to 7.7778% would give 6,316,536.12; to 0.0778, 6,314,612.00).
  it("E9: the top-up is computed on the exact ETR, rounded only for display", () => {
    const m = 1_000_000;
    const j = run(2024, [{ code: "IE", globe_income: 90 * m, covered_taxes: 7 * m, payroll_costs: 10 * m, tangible_assets: 20 * m, revenue: 400 * m }]).result.jurisdictions[0]!;
    expect(j.etr).toBe(7.7778);
    expect(j.sbie.total).toBe(2_540_000);
    expect(j.excess_profit).toBe(87_460_000);
    expect(j.top_up_tax).toBe(6_316_555.56);
  });

  // Reference E10 (Art. 5.2.2: Excess Profit is the positive amount only): FY 2024, income 5, taxes 0, payroll 100,
  // tangible 100. SBIE 9.8 + 7.8 = 17.6 exceeds the income, so excess profit and top-up tax are nil and the surplus is lost.
  it("E10: an SBIE larger than the income leaves no excess profit and no top-up tax", () => {
    const { result } = run(2024, [{ code: "IE", globe_income: 5, covered_taxes: 0, payroll_costs: 100, tangible_assets: 100, revenue: 400 }]);
    const j = result.jurisdictions[0]!;
    expect(j.top_up_percentage).toBe(15);
    expect(j.sbie.total).toBe(17.6);
    expect(j.excess_profit).toBe(0);
    expect(j.top_up_tax).toBe(0);
    expect(result.total_top_up_tax).toBe(0);
  });

  // In a year with no Net GloBE Income the top-up is Additional Current Top-up Tax, and which rule allocates it depends on
  // where it came from: Art. 4.1.5 (loss year, negative taxes) is allocated under Art. 5.4.3; a recomputation of earlier
  // years under Art. 5.4.1 under Art. 5.2.5 (globerules.com, Arts. 5.2 and 5.4). Neither is computed; the flag names the
  // right one. Loss 100, taxes −30: expected −15, ACTT 15 (reference §2).
  it("a loss year's top-up names Art. 5.4.3 (Art. 4.1.5 tax) or Art. 5.2.5 (recomputed years) for the entity allocation", () => {
    const entities = [{ name: "A", globe_income: -60 }, { name: "B", globe_income: -40 }];
    const lossYear = run(2024, [{ ...base, globe_income: -100, covered_taxes: -30, entities }]);
    expect(lossYear.result.jurisdictions[0]!.top_up_tax).toBe(15);
    const flag = lossYear.ctx.warnings.find((w) => w.code === "scope_limit" && w.message.includes("allocated"))?.message ?? "";
    expect(flag).toContain("Art. 5.4.3");
    expect(flag).not.toContain("Art. 5.2.5");
    const recomputed = run(2024, [{ ...base, globe_income: -100, covered_taxes: 0, additional_current_top_up_tax: 7, entities }]);
    const flag2 = recomputed.ctx.warnings.find((w) => w.code === "scope_limit" && w.message.includes("allocated"))?.message ?? "";
    expect(flag2).toContain("Art. 5.2.5");
    expect(flag2).not.toContain("Art. 5.4.3");
  });

  // Art. 5.4.3 (Directive Art. 28(3); UK F(No.2)A 2023 s.204): Art. 4.1.5 tax goes only to entities whose Adjusted
  // Covered Taxes are below zero and below their GloBE income or loss × 15%, pro rata to (income or loss × 15%) − taxes.
  // Worked by hand: A −80 / −30, B −40 / −10, C +20 / +1 net to −100 / −39; expected −15, so ACTT 24. A: −12 − (−30) = 18;
  // B: −6 − (−10) = 4; C's taxes are positive, out. 24 × 18/22 = 19.636… → 19.64; 24 × 4/22 = 4.3636… → 4.36.
  it("allocates a loss year's Art. 4.1.5 top-up to the entities under Art. 5.4.3 when their covered taxes are given", () => {
    const entities = [
      { name: "A", globe_income: -80, covered_taxes: -30 },
      { name: "B", globe_income: -40, covered_taxes: -10 },
      { name: "C", globe_income: 20, covered_taxes: 1 },
    ];
    const { result, ctx } = run(2024, [{ ...base, globe_income: -100, covered_taxes: -39, entities }]);
    const j = result.jurisdictions[0]!;
    expect(j.top_up_tax).toBe(24);
    expect(j.entity_allocation?.map((e) => [e.name, e.top_up_tax])).toEqual([["A", 19.64], ["B", 4.36], ["C", 0]]);
    expect(j.figure_basis.entity_allocation).toContain("5.4.3");
    expect(ctx.warnings.some((w) => w.code === "scope_limit" && w.message.includes("not computed"))).toBe(false);
    expect(pillarTwo.verdict?.(result)).toContain("Art. 5.4.3");
    // An entity with negative taxes not below its own expected amount is left out: B −40 / −5 (−5 is not below −6).
    const b5 = [entities[0]!, { name: "B", globe_income: -40, covered_taxes: -5 }, entities[2]!];
    const k = run(2024, [{ ...base, globe_income: -100, covered_taxes: -34, entities: b5 }]).result.jurisdictions[0]!;
    expect(k.top_up_tax).toBe(19); // −15 − (−34)
    expect(k.entity_allocation?.map((e) => e.top_up_tax)).toEqual([19, 0, 0]);
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
    // The Side-by-Side Package (5 Jan 2026) extends the transitional safe harbour to FYs beginning in 2027, at 17%.
    const y27 = run(2027, [base]).result.jurisdictions[0]!;
    expect(y27.cbcr_safe_harbour).toMatchObject({ available: true, simplified_etr: { threshold: 17 } });
    expect(run(2028, [base]).result.jurisdictions[0]!.cbcr_safe_harbour.available).toBe(false);
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

// Worked examples E8–E16 of ../shared/domain/pillar-two-reference.md §8 (EUR m, calendar-year FY).
describe("pillar-two: elections, loss years, de minimis averages, charging order, safe harbours (reference E6–E16)", () => {
  const m = { amount_unit: "EUR_m" };

  it("E8: the SBIE elected off (Art. 5.3.1): excess profit 100, top-up 5.00", () => {
    const j = run(2024, [{ ...base, sbie_election_off: true }], IN_SCOPE, m).result.jurisdictions[0]!;
    expect(j.sbie.total).toBe(0);
    expect(j.excess_profit).toBe(100);
    expect(j.top_up_tax).toBe(5);
    expect(j.figure_basis.sbie).toContain("5.3.1");
  });

  it("E6: an elected QDMTT Safe Harbour deems the jurisdiction's top-up nil", () => {
    expect(run(2024, [{ ...base, qdmtt_safe_harbour: true }], IN_SCOPE, m).result.jurisdictions[0]!.top_up_tax).toBe(0);
  });

  it("E11 and Art. 4.1.5: a loss with no negative taxes gives nothing; loss 100 with taxes −30 gives Additional Current Top-up Tax 15", () => {
    expect(run(2024, [{ ...base, globe_income: -50, covered_taxes: 0 }], IN_SCOPE, m).result.jurisdictions[0]!.top_up_tax).toBe(0);
    const { result, ctx } = run(2024, [{ ...base, globe_income: -100, covered_taxes: -30 }], IN_SCOPE, m);
    const j = result.jurisdictions[0]!;
    expect(j.additional_current_top_up_tax).toMatchObject({ loss_year: 15, total: 15 });
    expect(j.top_up_tax).toBe(15);
    expect(ctx.warnings.map((w) => w.code)).toContain("additional_top_up_tax");
    // Recomputed Additional Current Top-up Tax (Art. 5.4) adds to the year's.
    expect(run(2024, [{ ...base, additional_current_top_up_tax: 2 }], IN_SCOPE, m).result.jurisdictions[0]!.top_up_tax).toBe(6.707); // in EUR m, to the cent: 4.707 + 2
  });

  it("E13: de minimis on three-year averages — revenue 8/9/12, income 0.5/1.5/0.8 is met; current income 1.2 is not", () => {
    const met = run(2024, [{ ...base, payroll_costs: 0, tangible_assets: 0, revenue: 12, globe_income: 0.8, covered_taxes: 0, prior_years: [{ revenue: 9, globe_income: 1.5 }, { revenue: 8, globe_income: 0.5 }], de_minimis_election: true }], IN_SCOPE, m).result.jurisdictions[0]!;
    expect(met.de_minimis).toMatchObject({ passed: true, years_counted: 3, average_revenue: 9.66666667, average_globe_income: 0.93333333, elected: true });
    expect(met.top_up_tax).toBe(0);
    const notMet = run(2024, [{ ...base, payroll_costs: 0, tangible_assets: 0, revenue: 12, globe_income: 1.2, covered_taxes: 0, prior_years: [{ revenue: 9, globe_income: 1.5 }, { revenue: 8, globe_income: 0.5 }], de_minimis_election: true }], IN_SCOPE, m).result.jurisdictions[0]!;
    expect(notMet.de_minimis).toMatchObject({ passed: false, average_globe_income: 1.06666667 });
    // Met but not elected: no relief.
    const unelected = run(2024, [{ ...base, payroll_costs: 0, tangible_assets: 0, revenue: 12, globe_income: 0.8, covered_taxes: 0, prior_years: [{ revenue: 9, globe_income: 1.5 }, { revenue: 8, globe_income: 0.5 }] }], IN_SCOPE, m).result.jurisdictions[0]!;
    expect(unelected.de_minimis.passed).toBe(true);
    expect(unelected.top_up_tax).toBeGreaterThan(0);
  });

  // Art. 1.1.2: a look-back fiscal year that is not 12 months long has the EUR 750m threshold adjusted proportionally.
  it("E12: a 6-month look-back year's threshold is EUR 375m (Art. 1.1.2); exactly 375m counts", () => {
    const revenue = [700_000_000, 760_000_000, 400_000_000, 720_000_000];
    expect(run(2024, [base], revenue).result.group).toMatchObject({ in_scope: false, years_at_or_above_threshold: 1 });
    const short = run(2024, [base], revenue, { group_fiscal_year_months: [12, 12, 6, 12] }).result.group;
    expect(short).toMatchObject({ in_scope: true, years_at_or_above_threshold: 2, year_thresholds_eur: [750_000_000, 750_000_000, 375_000_000, 750_000_000] });
    expect(short.model_rules_articles).toContain("1.1.2");
    expect(run(2024, [base], [700_000_000, 760_000_000, 375_000_000, 720_000_000], { group_fiscal_year_months: [12, 12, 6, 12] }).result.group.in_scope).toBe(true);
    const under = run(2024, [base], [700_000_000, 760_000_000, 374_999_999, 720_000_000], { group_fiscal_year_months: [12, 12, 6, 12] }).result;
    expect(under.group.in_scope).toBe(false);
    expect(pillarTwo.verdict!(under)).toContain("pro-rated for a year not 12 months long, Art. 1.1.2");
  });

  // Art. 5.2.4: the jurisdictional top-up tax goes to the constituent entities with GloBE income, pro rata to it.
  it("E15: top-up 5,000,000 over entities with GloBE income 5/10/20/−5 gives 714,285.71 / 1,428,571.43 / 2,857,142.86 / 0", () => {
    const entities = [{ name: "A", globe_income: 5 }, { name: "B", globe_income: 10 }, { name: "C", globe_income: 20 }, { name: "D", globe_income: -5 }].map((e) => ({ ...e, globe_income: e.globe_income * 1_000_000 }));
    // ETR exactly 15% leaves only the Art. 5.4 Additional Current Top-up Tax of 5,000,000 to allocate.
    const { result, ctx } = run(2025, [{ code: "IE", globe_income: 30_000_000, covered_taxes: 4_500_000, payroll_costs: 0, tangible_assets: 0, revenue: 200_000_000, additional_current_top_up_tax: 5_000_000, entities }]);
    const j = result.jurisdictions[0]!;
    expect(j.top_up_tax).toBe(5_000_000);
    expect(j.entity_allocation?.map((e) => [e.name, e.top_up_tax])).toEqual([["A", 714_285.71], ["B", 1_428_571.43], ["C", 2_857_142.86], ["D", 0]]);
    expect(j.figure_basis.entity_allocation).toContain("5.2.4");
    expect(pillarTwo.verdict!(result)).toContain("In IE, by GloBE income (Art. 5.2.4): A €714,285.71, B €1.43 m, C €2.86 m, D €0.");
    expect(ctx.warnings.some((w) => w.code === "input_inconsistent")).toBe(false);
    // Without entities nothing is allocated; entities that do not add up to the jurisdiction's figure are flagged.
    expect(run(2024, [base]).result.jurisdictions[0]!.entity_allocation).toBeNull();
    const off = run(2025, [{ code: "IE", globe_income: 31_000_000, covered_taxes: 4_650_000, payroll_costs: 0, tangible_assets: 0, revenue: 200_000_000, entities }]);
    expect(off.ctx.warnings.find((w) => w.code === "input_inconsistent")?.message).toContain("Art. 5.1.2");
  });

  it("E14: UTPR total 100 split A 57.5 / B 42.5, C without a Qualified UTPR left out (Art. 2.6.1)", () => {
    // A low-taxed jurisdiction with top-up 100 (income 1000 at ETR 5%, SBIE off), no IIR.
    const { result } = run(2024, [{ code: "XX", globe_income: 1000, covered_taxes: 50, payroll_costs: 0, tangible_assets: 0, revenue: 5000 }], IN_SCOPE, {
      ...m,
      utpr_jurisdictions: [
        { code: "AA", employees: 300, tangible_assets_nbv: 200 },
        { code: "BB", employees: 100, tangible_assets_nbv: 300 },
        { code: "CC", employees: 500, tangible_assets_nbv: 900, qualified_utpr: false },
      ],
    });
    expect(result.total_top_up_tax).toBe(100);
    expect(result.charging).toMatchObject({ iir_top_up: 0, utpr_top_up: 100 });
    expect(result.charging.allocation).toEqual([
      expect.objectContaining({ code: "AA", utpr_percentage: 57.5, amount: 57.5 }),
      expect.objectContaining({ code: "BB", utpr_percentage: 42.5, amount: 42.5 }),
    ]);
  });

  it("the IIR charges first; the UTPR takes only what is left (Arts. 2.1–2.5)", () => {
    const full = run(2024, [base], IN_SCOPE, { ...m, upe_jurisdiction: "DE", iir: { applies: true } }).result.charging;
    expect(full).toMatchObject({ iir_top_up: 4.707, utpr_top_up: 0 });
    const partial = run(2024, [base], IN_SCOPE, { ...m, upe_jurisdiction: "DE", iir: { applies: true, inclusion_ratio_pct: 60 } }).result.charging;
    expect(partial).toMatchObject({ iir_top_up: 2.8242, utpr_top_up: 1.8828 });
  });

  it("the side-by-side warning fires only for a US-parented group from FY 2026, not for every year", () => {
    const code = (fy: number, upe?: string) => run(fy, [base], IN_SCOPE, { ...m, ...(upe ? { upe_jurisdiction: upe } : {}) }).ctx.warnings.map((w) => w.code);
    expect(code(2024, "US")).not.toContain("side_by_side_possible");
    expect(code(2025, "US")).not.toContain("side_by_side_possible");
    expect(code(2026, "US")).toContain("side_by_side_possible");
    expect(code(2026, "DE")).not.toContain("side_by_side_possible");
    const y26 = run(2026, [base], IN_SCOPE, { ...m, upe_jurisdiction: "US" }).result.side_by_side;
    expect(y26).toMatchObject({ sbs_safe_harbour_available: true, iir_utpr_if_elected: 0 });
    expect(run(2025, [base], IN_SCOPE, { ...m, upe_jurisdiction: "US" }).result.side_by_side.detail).toContain("2024–2025 obligations are unchanged");
  });

  it("UPE safe harbours: transitional UTPR (CIT at least 20%, FY to 2025) and the UPE Safe Harbour from 2026 relieve UTPR in the UPE jurisdiction only", () => {
    const t = run(2025, [base], IN_SCOPE, { ...m, upe_jurisdiction: "IE", upe_cit_rate_pct: 20 }).result;
    expect(t.charging).toMatchObject({ utpr_top_up: 0, utpr_relieved: 4.714 });
    expect(t.side_by_side.upe_safe_harbour).toContain("Transitional UTPR safe harbour");
    expect(run(2025, [base], IN_SCOPE, { ...m, upe_jurisdiction: "IE", upe_cit_rate_pct: 12.5 }).result.charging.utpr_top_up).toBe(4.714);
    expect(run(2026, [base], IN_SCOPE, { ...m, upe_jurisdiction: "IE" }).result.side_by_side.upe_safe_harbour).toContain("UPE Safe Harbour");
  });

  it("E16: transitional CbCR safe harbour FY 2025 — ETR 15.5% fails 16%, routine profits pass; in FY 2024 the ETR test passes", () => {
    const j25 = run(2025, [{ code: "XX", globe_income: 10, covered_taxes: 1.55, payroll_costs: 60, tangible_assets: 60, revenue: 50 }], IN_SCOPE, m).result.jurisdictions[0]!;
    expect(j25.cbcr_safe_harbour).toMatchObject({ de_minimis: { passed: false }, simplified_etr: { passed: false, threshold: 16 }, routine_profits: { passed: true }, any_passed: true });
    const j24 = run(2024, [{ code: "XX", globe_income: 10, covered_taxes: 1.55, payroll_costs: 60, tangible_assets: 60, revenue: 50 }], IN_SCOPE, m).result.jurisdictions[0]!;
    expect(j24.cbcr_safe_harbour.simplified_etr.passed).toBe(true);
  });

  it("the permanent Simplified ETR Safe Harbour is a dated fact: FYs beginning on or after 31 Dec 2026", () => {
    expect(run(2026, [base], IN_SCOPE, m).result.jurisdictions[0]!.simplified_etr_safe_harbour.applies).toBe(false);
    const j = run(2027, [{ ...base, covered_taxes: 15 }], IN_SCOPE, m).result.jurisdictions[0]!;
    expect(j.simplified_etr_safe_harbour).toMatchObject({ applies: true, passed: true });
  });

  // Art. 9.3: no more than 6 jurisdictions and EUR 50m of tangible assets outside the Reference Jurisdiction, five years;
  // UTPR only. E1 figures in FY 2025: SBIE 20 × 9.6% + 50 × 7.6% = 5.72, top-up 5% × 94.28 = 4.714.
  it("Art. 9.3 initial phase: the UTPR top-up is reduced to zero within the limits and the five years, not beyond; the IIR is untouched", () => {
    const withPhase = (initial_phase: Record<string, number>, extra: Record<string, unknown> = {}, fy = 2025) =>
      run(fy, [base], IN_SCOPE, { amount_unit: "EUR_m", initial_phase, ...extra }).result.charging;
    const inside = withPhase({ jurisdictions_with_entities: 6, tangible_assets_outside_reference: 50, period_start_fy: 2024 });
    expect(inside.initial_phase?.applies).toBe(true);
    expect(inside.utpr_top_up).toBe(0);
    expect(inside.utpr_relieved).toBe(4.714);
    expect(withPhase({ jurisdictions_with_entities: 7, tangible_assets_outside_reference: 40, period_start_fy: 2024 }).utpr_top_up).toBe(4.714);
    expect(withPhase({ jurisdictions_with_entities: 4, tangible_assets_outside_reference: 50.01, period_start_fy: 2024 }).initial_phase?.applies).toBe(false);
    expect(withPhase({ jurisdictions_with_entities: 4, tangible_assets_outside_reference: 40, period_start_fy: 2024 }, {}, 2029).initial_phase?.applies).toBeNull(); // the boundary year, flagged
    expect(withPhase({ jurisdictions_with_entities: 4, tangible_assets_outside_reference: 40, period_start_fy: 2024 }, {}, 2030).initial_phase?.applies).toBe(false);
    const iir = withPhase({ jurisdictions_with_entities: 4, tangible_assets_outside_reference: 40, period_start_fy: 2024 }, { upe_jurisdiction: "DE", iir: { applies: true } });
    expect(iir.iir_top_up).toBe(4.714);
    expect(run(2025, [base]).result.charging.initial_phase).toBeNull();
  });
});

describe("pillar-two verdict: a deemed-nil top-up says why", () => {
  it("names the de minimis exclusion (Art. 5.5) when a low-taxed jurisdiction pays nothing", () => {
    const ctx = testContext({ jurisdiction: "DE", asOf: "2026-06-30" });
    const input = pillarTwo.input.parse({
      fiscal_year: 2025,
      group_revenue_eur: [900_000_000, 900_000_000, 900_000_000, 900_000_000],
      jurisdictions: [
        {
          code: "LK",
          globe_income: 500_000,
          covered_taxes: 0,
          payroll_costs: 0,
          tangible_assets: 0,
          revenue: 11_000_000,
          de_minimis_election: true,
          prior_years: [
            { revenue: 9_000_000, globe_income: 400_000 },
            { revenue: 8_000_000, globe_income: 300_000 },
          ],
        },
      ],
    });
    const verdict = pillarTwo.verdict!(pillarTwo.run(input, ctx));
    expect(verdict).toContain("LK nil although €75,000 would be due (ETR 0%): de minimis exclusion elected (Art. 5.5)");
  });
});
