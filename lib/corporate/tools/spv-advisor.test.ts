import { describe, expect, it } from "vitest";
import { spvAdvisor } from "@/lib/corporate/tools/spv-advisor";
import { testContext } from "@/lib/tools/testing";

function run(fields: Record<string, unknown>, asOf?: string) {
  const ctx = testContext({ jurisdiction: "IN", asOf });
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

  it("status edges: 50% is an associate, 50.01% a subsidiary, 19.99% an investment; treaty caveat cites the treaty-relief section", () => {
    expect(run({ purpose: "fund", sponsor_holding_pct: 50 }).result.status.classification).toBe("associate");
    expect(run({ purpose: "fund", sponsor_holding_pct: 50.01 }).result.status.classification).toBe("subsidiary");
    const { result, ctx } = run({ purpose: "real_estate", sponsor_holding_pct: 19.99, foreign_holding_company: true });
    expect(result.status.classification).toBe("investment");
    expect(result.s186).toBeNull();
    expect(result.vehicles.map((v) => v.framework)).toContain("SEBI (Real Estate Investment Trusts) Regulations 2014");
    // as of 30 Jun 2026 (the test default): the 2025 Act's s.159
    expect(ctx.cited).toContainEqual({ source_id: "in-income-tax-act-2025", article: "159" });
  });

  // From 1 Apr 2026 the Income-tax Act 2025 governs: treaty relief and the TRC requirement are in its s.159 (formerly
  // 1961 s.90), so a caveat given on or after that date cites the 2025 Act.
  it("the treaty caveat cites the Income-tax Act 2025 s.159 from 1 Apr 2026, the 1961 s.90 before", () => {
    const after = run({ purpose: "real_estate", sponsor_holding_pct: 19.99, foreign_holding_company: true }, "2026-04-01");
    expect(after.ctx.cited).toContainEqual({ source_id: "in-income-tax-act-2025", article: "159" });
    expect(after.ctx.cited).not.toContainEqual({ source_id: "in-income-tax-act-1961", article: "90" });
    expect(after.result.caveats[0]!.issue).toContain("Income-tax Act 2025 s.159, formerly 1961 s.90(4)");
    const before = run({ purpose: "real_estate", sponsor_holding_pct: 19.99, foreign_holding_company: true }, "2026-03-31");
    expect(before.ctx.cited).toContainEqual({ source_id: "in-income-tax-act-1961", article: "90" });
  });
});

describe("spv-advisor: s.186(3) proviso and s.186(11)", () => {
  // Limit 150 cr (as in the example); exposure after 90 + 110 = 200 cr exceeds it by 50 cr.
  const over = { purpose: "project_finance", sponsor_paid_up_capital: 500_000_000, sponsor_free_reserves: 1_200_000_000, sponsor_securities_premium: 300_000_000, existing_exposure: 900_000_000, proposed_exposure: 1_100_000_000 };

  it("a loan to a wholly-owned SPV above the limit needs no special resolution (s.186(3) first proviso), but is disclosed (s.186(4))", () => {
    const { result } = run({ ...over, sponsor_holding_pct: 100 });
    expect(result.s186).toMatchObject({ limit: 1_500_000_000, exposure_after: 2_000_000_000, limit_exceeded: true, special_resolution_required: false });
    expect(result.s186?.exemption?.basis).toBe("wholly_owned_subsidiary");
    expect(result.approvals.find((a) => a.item.startsWith("Special resolution"))?.status).toBe("not_required");
    expect(result.approvals.find((a) => a.item.startsWith("Disclosure"))?.status).toBe("required");
    expect(result.approvals.find((a) => a.item.startsWith("Board resolution"))?.status).toBe("required");
  });

  it("the same loan to a 74% subsidiary does need one (s.186(3))", () => {
    const { result } = run({ ...over, sponsor_holding_pct: 74 });
    expect(result.s186).toMatchObject({ limit_exceeded: true, special_resolution_required: true, exemption: null });
    expect(result.approvals.find((a) => a.item.startsWith("Special resolution"))?.status).toBe("required");
  });

  it("a joint venture company: a loan is exempt, an investment is not (s.186(3) first proviso)", () => {
    expect(run({ ...over, sponsor_holding_pct: 50, spv_is_joint_venture: true }).result.s186?.special_resolution_required).toBe(false);
    expect(run({ ...over, sponsor_holding_pct: 50, spv_is_joint_venture: true, proposed_exposure_kind: "investment" }).result.s186?.special_resolution_required).toBe(true);
  });

  it("an infrastructure sponsor is outside s.186 but for sub-section (1) (s.186(11)(a))", () => {
    const { result } = run({ ...over, sponsor_holding_pct: 60, sponsor_infrastructure_company: true });
    expect(result.s186).toMatchObject({ limit_exceeded: true, special_resolution_required: false });
    expect(result.s186?.exemption?.provision).toBe("Companies Act 2013, s.186(11)(a)");
    expect(result.approvals.map((a) => a.status)).toEqual(["not_required"]);
  });
});

describe("spv-advisor verdict reads as a sentence a lawyer signs", () => {
  it("states both figures and the excess, then the wholly-owned-subsidiary exemption (s.186(3) proviso)", () => {
    const fields = { purpose: "project_finance", sponsor_holding_pct: 100, sponsor_paid_up_capital: 100_000_000, sponsor_free_reserves: 50_000_000, sponsor_securities_premium: 50_000_000, proposed_exposure: 150_000_000 };
    const { result } = run(fields, "2026-01-15");
    expect(spvAdvisor.verdict!(result)).toMatch(
      /^The SPV is the sponsor's subsidiary\. No special resolution is needed, although the exposure after the proposal \(₹15,00,00,000\) exceeds the s\.186\(2\) limit \(₹12,00,00,000\) by ₹3,00,00,000: /,
    );
  });
});
