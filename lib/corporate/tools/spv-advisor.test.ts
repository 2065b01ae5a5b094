import { describe, expect, it } from "vitest";
import { spvAdvisor } from "@/lib/corporate/tools/spv-advisor";
import { testContext } from "@/lib/tools/testing";

function run(fields: Record<string, unknown>) {
  const ctx = testContext({ jurisdiction: "IN" });
  return { ctx, result: spvAdvisor.run(spvAdvisor.input.parse(fields), ctx) };
}

describe("spv-advisor core", () => {
  it("the example: s.186 limit = max(60% × 200 cr, 150 cr) = 150 cr; exposure 130 cr is within it", () => {
    const { tool_type, jurisdiction, question, ...fields } = spvAdvisor.example;
    expect([tool_type, jurisdiction, typeof question]).toEqual(["spv-advisor", "IN", "string"]);
    const { result, ctx } = run(fields);
    // 60% × (50 + 120 + 30 cr = 200 cr) = 120 cr; 100% × (120 + 30) = 150 cr; limit 150 cr; exposure 90 + 40 = 130 cr
    expect(result.s186).toMatchObject({
      limit_60pct_of_capital_reserves_premium: 1_200_000_000,
      limit_100pct_of_reserves_premium: 1_500_000_000,
      limit: 1_500_000_000,
      exposure_after: 1_300_000_000,
      headroom: 200_000_000,
      special_resolution_required: false,
    });
    expect(result.status.classification).toBe("subsidiary");
    expect(ctx.cited).toEqual([
      { source_id: "in-companies-act-2013", article: "2" },
      { source_id: "in-companies-act-2013", article: "186" },
    ]);
    expect(run(fields).result).toEqual(result);
    expect(spvAdvisor.result.parse(result)).toEqual(result);
  });

  it("over the limit needs a special resolution; the 60% limb can be the larger one", () => {
    const r = run({ purpose: "holding", sponsor_holding_pct: 30, sponsor_paid_up_capital: 1000, sponsor_free_reserves: 100, sponsor_securities_premium: 0, existing_exposure: 600, proposed_exposure: 61 }).result;
    // 60% × 1,100 = 660 > 100; exposure 661 > 660
    expect(r.s186).toMatchObject({ limit: 660, headroom: -1, special_resolution_required: true });
    expect(r.status.classification).toBe("associate");
  });

  it("status edges: 50% is an associate, 50.01% a subsidiary, 19.99% an investment; treaty caveat cites s.90", () => {
    expect(run({ purpose: "fund", sponsor_holding_pct: 50 }).result.status.classification).toBe("associate");
    expect(run({ purpose: "fund", sponsor_holding_pct: 50.01 }).result.status.classification).toBe("subsidiary");
    const { result, ctx } = run({ purpose: "real_estate", sponsor_holding_pct: 19.99, foreign_holding_company: true });
    expect(result.status.classification).toBe("investment");
    expect(result.s186).toBeNull();
    expect(result.vehicles.map((v) => v.framework)).toContain("SEBI (Real Estate Investment Trusts) Regulations 2014");
    expect(ctx.cited).toContainEqual({ source_id: "in-income-tax-act-1961", article: "90" });
  });
});
