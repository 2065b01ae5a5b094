import { describe, expect, it } from "vitest";
import { antiBribery, inherentRating } from "@/lib/corporate/tools/anti-bribery";
import { testContext } from "@/lib/tools/testing";

function run(fields: Record<string, unknown>, asOf = "2026-06-30") {
  const ctx = testContext({ asOf });
  return { ctx, result: antiBribery.run(antiBribery.input.parse(fields), ctx) };
}

describe("anti-bribery core", () => {
  it("the example: issuer + UK + India, three 3-point factors (score 9, high), three principles missing", () => {
    const { tool_type, jurisdiction, question, ...fields } = antiBribery.example;
    expect([tool_type, jurisdiction, typeof question]).toEqual(["anti-bribery", "US", "string"]);
    const { result, ctx } = run(fields);
    expect(result.risk).toMatchObject({ score: 9, max_score: 18, inherent_rating: "high", residual_rating: "high" }); // 3 + 3 + 3
    expect(result.adequate_procedures.met).toBe(3);
    expect(result.adequate_procedures.missing).toEqual(["Proportionate procedures", "Due diligence (proportionate and risk-based)", "Monitoring and review"]);
    expect(result.regimes.every((r) => r.applies)).toBe(true);
    expect(result.regimes[0]!.provisions).toHaveLength(2); // 78dd-1 and 78m for an issuer
    expect(ctx.cited).toEqual(
      expect.arrayContaining([
        { source_id: "us-fcpa", article: "78dd-1" },
        { source_id: "us-fcpa", article: "78m" },
        { source_id: "uk-bribery-act-2010", article: "7" },
        { source_id: "in-prevention-of-corruption-act-1988", article: "9" },
      ]),
    );
    expect(result.red_flags.some((f) => f.issue.includes("Intermediaries"))).toBe(true);
    expect(ctx.warnings.map((w) => w.code)).toEqual(["conflicting_authority", "enforcement_practice"]);
  });

  it("rating bands: 0–3 low, 4–7 medium, 8+ high", () => {
    expect([0, 3, 4, 7, 8, 18].map(inherentRating)).toEqual(["low", "low", "medium", "medium", "high", "high"]);
  });

  it("a full programme lowers the residual rating one step; none of it raises a low one", () => {
    const all = { proportionate_procedures: true, top_level_commitment: true, risk_assessment: true, due_diligence: true, communication_training: true, monitoring_review: true };
    const medium = { government_touchpoints: true, facilitation_payments: true }; // 3 + 2 = 5
    expect(run({ uk_business: true, procedures: all, risk_factors: medium }).result.risk).toMatchObject({ score: 5, inherent_rating: "medium", residual_rating: "low" });
    expect(run({ uk_business: true, risk_factors: { recent_acquisitions: true } }).result.risk).toMatchObject({ score: 1, inherent_rating: "low", residual_rating: "medium" });
  });

  it("domestic concern: 78dd-2 only, accounting provisions not applied; facilitation payments flagged against UK s.7", () => {
    const { result } = run({ us_nexus: "domestic_concern", uk_business: true, risk_factors: { facilitation_payments: true } });
    expect(result.regimes[0]!.provisions).toEqual(["15 U.S.C. § 78dd-2"]);
    expect(result.red_flags[0]!.issue).toContain("no");
  });

  it("no nexus: nothing applies, no adequate-procedures defence in play, deterministic", () => {
    const { result } = run({});
    expect(result.regimes.some((r) => r.applies)).toBe(false);
    expect(result.adequate_procedures.relevant).toBe(false);
    expect(run({}).result).toEqual(result);
    expect(antiBribery.result.parse(result)).toEqual(result);
  });

  it("PC Act s.9 applies only from 26 Jul 2018", () => {
    expect(run({ india_business: true }, "2018-07-25").result.regimes[2]!.applies).toBe(false);
    expect(run({ india_business: true }, "2018-07-26").result.regimes[2]!.applies).toBe(true);
  });

  // Bribery Act 2010 (Commencement) Order 2011, SI 2011/1418, art. 2: ss.1-12 in force on 1 Jul 2011.
  it("UK Bribery Act s.7 applies only from 1 Jul 2011", () => {
    expect(run({ us_nexus: "none", uk_business: true }, "2011-06-30").result.regimes[1]).toMatchObject({ applies: false, basis: expect.stringContaining("1 Jul 2011") });
    expect(run({ us_nexus: "none", uk_business: true }, "2011-07-01").result.regimes[1]!.applies).toBe(true);
  });

  it("rejects unknown nested fields", () => {
    expect(antiBribery.input.safeParse({ risk_factors: { bribes: true } }).success).toBe(false);
  });
});
