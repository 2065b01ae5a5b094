import { describe, expect, it } from "vitest";
import { franchiseDist } from "@/lib/corporate/tools/franchise-dist";
import { runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string, jurisdiction = "US", subdivision: string | null = null) =>
  runCore(franchiseDist, fields, { asOf, jurisdiction, subdivision });

describe("franchise-dist (US)", () => {
  it("works the example: signing on day 10 is 4 days short of the 14", () => {
    const { result } = run(withoutCommonFields(franchiseDist.example), "2026-03-05");
    // 2 Mar + 14 = 16 Mar; 12 Mar is 4 days early.
    expect(result.timing.map((t) => [t.earliest_date, t.compliant, t.days_short])).toEqual([
      ["2026-03-16", false, 4],
      ["2026-03-16", false, 4],
    ]);
    // $45,000 ≥ $735; $850,000 < $1,469,600; net worth not given; fractional facts not given.
    expect(result.exemptions.map((e) => e.available)).toEqual([false, false, null, null]);
    expect(result.disclosure_required).toBeNull();
  });

  it("counts 14 and 7 calendar days across month-end and leap day", () => {
    // 15 Feb 2028 + 14 = 29 Feb 2028 (leap); signing that day complies. Changed agreement 23 Feb + 7 = 1 Mar 2028, so 29 Feb is 1 day short.
    const { result } = run({ fdd_delivered_on: "2028-02-15", signing_date: "2028-02-29", changed_agreement_delivered_on: "2028-02-23" }, "2028-02-20");
    expect(result.timing.map((t) => [t.earliest_date, t.compliant, t.days_short])).toEqual([
      ["2028-02-29", true, null],
      ["2028-02-29", null, null],
      ["2028-03-01", false, 1],
    ]);
    // 31 Jan 2026 + 14 = 14 Feb 2026.
    expect(run({ fdd_delivered_on: "2026-01-31" }, "2026-02-01").result.timing[0].earliest_date).toBe("2026-02-14");
  });

  it("applies the 2024 exemption thresholds at their edges", () => {
    const at = (f: Record<string, unknown>) => run(f, "2026-01-01").result.exemptions.map((e) => e.available);
    // $734 < $735 exempt; $735 not. $1,469,600 investment exempt; $7,348,000 net worth + 5 years exempt, 4.9 years not.
    expect(at({ required_payments_first_six_months: 734 })[0]).toBe(true);
    expect(at({ required_payments_first_six_months: 735 })[0]).toBe(false);
    expect(at({ initial_investment: 1469600 })[1]).toBe(true);
    expect(at({ franchisee_net_worth: 7348000, franchisee_years_in_business: 5 })[2]).toBe(true);
    expect(at({ franchisee_net_worth: 7348000, franchisee_years_in_business: 4.9 })[2]).toBe(false);
    // Fractional: 3 years and 20% → exempt; 2 years → not ("more than two years").
    expect(at({ franchisee_same_business_experience_years: 3, projected_franchise_sales_pct: 20 })[3]).toBe(true);
    expect(at({ franchisee_same_business_experience_years: 2, projected_franchise_sales_pct: 10 })[3]).toBe(false);
    expect(run({ initial_investment: 2000000 }, "2026-01-01").result.disclosure_required).toBe(false);
  });

  it("does not apply the 2024 thresholds before 12 Jul 2024, and notes state registration in California", () => {
    const before = run({ initial_investment: 2000000 }, "2024-07-11");
    expect(before.result.exemptions.map((e) => e.exemption)).toEqual(["Fractional franchise"]);
    expect(before.ctx.warnings[0].code).toBe("conflicting_authority");
    expect(run({}, "2026-01-01", "US", "US-CA").result.notes.some((n) => n.text.startsWith("California"))).toBe(true);
  });
});

describe("franchise-dist (India)", () => {
  it("requires no disclosure and flags a post-term non-compete under Contract Act s.27", () => {
    const { result, ctx } = run({ post_term_non_compete: true }, "2026-01-01", "IN");
    expect(result).toMatchObject({ regime: "IN_GENERAL_LAW", disclosure_required: false, timing: [] });
    expect(ctx.cited).toEqual([{ source_id: "in-contract-act-1872", article: "27" }]);
  });
});

it("franchise-dist is deterministic and cites resolvable provisions", () => {
  const fields = withoutCommonFields(franchiseDist.example);
  const a = run(fields, "2026-03-05");
  expect(run(fields, "2026-03-05").result).toEqual(a.result);
  expect(unresolvedRefs(a.ctx)).toEqual([]);
  expect(a.ctx.cited.map((r) => r.article)).toEqual(["436.2", "436.8", "436.5"]);
});

describe("franchise-dist verdict: an exemption outranks the waiting periods", () => {
  it("a large-investment sale is outside the Rule even when a payment comes a day early (16 CFR 436.8(a)(5)(i))", () => {
    // FDD 20 Jun 2026: 14 calendar days end 4 Jul; payment 3 Jul is a day early, but $2,000,000 ≥ $1,469,600.
    const { result } = run({ fdd_delivered_on: "2026-06-20", signing_date: "2026-07-06", first_payment_date: "2026-07-03", initial_investment: 2_000_000 }, "2026-06-30");
    const v = franchiseDist.verdict?.(result) ?? "";
    expect(v).toMatch(/^No FTC Franchise Rule disclosure is required: the large investment exemption \(.*must also sign the acknowledgment/);
    expect(v).toContain("Without it the timing would fall short");
    expect(v).not.toMatch(/^Not yet/);
  });
});
