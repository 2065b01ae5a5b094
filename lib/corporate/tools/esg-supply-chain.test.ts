import { describe, expect, it } from "vitest";
import { esgSupplyChain } from "@/lib/corporate/tools/esg-supply-chain";
import { testContext } from "@/lib/tools/testing";

function run(fields: Record<string, unknown>, asOf = "2026-06-30") {
  const ctx = testContext({ jurisdiction: "DE", asOf });
  return { ctx, result: esgSupplyChain.run(esgSupplyChain.input.parse(fields), ctx) };
}
const eu = (employees: number, turnover: number, extra: Record<string, unknown> = {}) => ({ employees, net_turnover_eur: turnover, eu_company: true, ...extra });

describe("esg-supply-chain core", () => {
  it("CSDDD: 6,200 employees / €2bn is in scope under both readings (2029 amended, 2027 original first wave)", () => {
    const { result, ctx } = run(eu(6200, 2_000_000_000));
    expect(result.csddd.map((t) => [t.in_scope, t.applies_from])).toEqual([
      [true, "2029-07-26"],
      [true, "2027-07-26"],
    ]);
    expect(ctx.warnings.some((w) => w.code === "conflicting_authority" && w.message.includes("CSDDD"))).toBe(true);
  });

  it("CSDDD: 3,500 employees / €1bn is out under Omnibus I but in the original second wave (2028): both surfaced", () => {
    const { result } = run(eu(3500, 1_000_000_000));
    expect(result.csddd[0]).toMatchObject({ in_scope: false });
    expect(result.csddd[1]).toMatchObject({ in_scope: true, applies_from: "2028-07-26" });
  });

  it("thresholds are 'more than': exactly 5,000 employees and €1.5bn is out under Omnibus I", () => {
    expect(run(eu(5000, 1_500_000_000)).result.csddd[0]!.in_scope).toBe(false);
    expect(run(eu(5001, 1_500_000_001)).result.csddd[0]!.in_scope).toBe(true);
  });

  it("third-country company: CSDDD on EU turnover; CSRD needs €450m EU and €200m subsidiary turnover", () => {
    const base = { employees: 100, net_turnover_eur: 5e9, eu_company: false };
    expect(run(base).result.csddd[0]!.in_scope).toBeNull();
    const r = run({ ...base, eu_turnover_eur: 1_600_000_000, eu_subsidiary_or_branch_turnover_eur: 150_000_000 }).result;
    expect(r.csddd[0]!.in_scope).toBe(true);
    expect(r.csrd.in_scope).toBe(false); // 150m ≤ 200m
    expect(run({ ...base, eu_turnover_eur: 460_000_000, eu_subsidiary_or_branch_turnover_eur: 210_000_000 }).result.csrd.in_scope).toBe(true);
  });

  it("CSRD (Omnibus I): more than 1,000 employees and €450m", () => {
    expect(run(eu(1001, 450_000_001)).result.csrd.in_scope).toBe(true);
    expect(run(eu(1000, 900_000_000)).result.csrd.in_scope).toBe(false);
  });

  it("LkSG: 1,500 employees in Germany are out in 2023 (3,000) and in from 1 Jan 2024 (1,000)", () => {
    const f = eu(6200, 2e9, { employees_in_germany: 1500, german_presence: true });
    expect(run(f, "2023-12-31").result.lksg.in_scope).toBe(false);
    const from2024 = run(f, "2024-01-01");
    expect(from2024.result.lksg).toMatchObject({ in_scope: true, applies_from: "2024-01-01" });
    expect(from2024.result.obligations.map((o) => o.regime)).toContain("LkSG");
    expect(run(f, "2022-12-31").result.lksg.in_scope).toBe(false);
    expect(run({ ...f, employees_in_germany: 3000 }, "2023-06-01").result.lksg.in_scope).toBe(true); // "at least"
    expect(run({ ...f, german_presence: false }).result.lksg.in_scope).toBe(false);
  });

  it("BRSR top 1,000 and the BRSR Core glide path by Indian financial year", () => {
    const listed = (rank: number) => eu(10, 10, { eu_company: false, india_listed: true, india_market_cap_rank: rank });
    expect(run(listed(999)).result.brsr.in_scope).toBe(true);
    expect(run(listed(1001)).result.brsr.in_scope).toBe(false);
    // 30 Jun 2026 is in FY 2026-27: top 1,000
    expect(run(listed(700)).result.brsr_core.in_scope).toBe(true);
    // 31 Mar 2026 is in FY 2025-26: top 500
    expect(run(listed(700), "2026-03-31").result.brsr_core.in_scope).toBe(false);
    // FY 2023-24: top 150
    expect(run(listed(150), "2023-04-01").result.brsr_core.in_scope).toBe(true);
    expect(run(listed(151), "2023-04-01").result.brsr_core.in_scope).toBe(false);
    const fy24 = run(listed(200), "2024-10-01");
    expect(fy24.result.brsr_core.in_scope).toBe(true);
    expect(fy24.ctx.warnings.some((w) => w.message.includes("top-250"))).toBe(true);
  });

  it("is deterministic, cites through ctx.cite, and its example parses and runs", () => {
    const { tool_type, jurisdiction, question, ...fields } = esgSupplyChain.example;
    expect([tool_type, jurisdiction, typeof question]).toEqual(["esg-supply-chain", "DE", "string"]);
    const a = testContext({ jurisdiction: "DE" });
    const first = esgSupplyChain.run(esgSupplyChain.input.parse(fields), a);
    expect(esgSupplyChain.run(esgSupplyChain.input.parse(fields), testContext({ jurisdiction: "DE" }))).toEqual(first);
    expect(esgSupplyChain.result.parse(first)).toEqual(first);
    expect(a.cited.map((c) => c.source_id)).toEqual(["eu-csddd", "eu-csrd", "de-lksg"]);
    expect(first.csddd[0]!.citation_ids).toEqual(["c1"]);
  });
});
