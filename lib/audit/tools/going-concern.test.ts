import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { goingConcernTool } from "@/lib/audit/tools/going-concern";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(goingConcernTool, body);

const healthy = {
  model: "z",
  total_assets: 1_000_000,
  current_assets: 400_000,
  current_liabilities: 200_000,
  retained_earnings: 300_000,
  ebit: 150_000,
  market_value_equity: 800_000,
  total_liabilities: 400_000,
  sales: 1_200_000,
};

describe("going_concern", () => {
  it("computes the original Z-score", () => {
    // X1 = 200k/1m = 0.2; X2 = 0.3; X3 = 0.15; X4 = 800k/400k = 2; X5 = 1.2
    // Z = 1.2·0.2 + 1.4·0.3 + 3.3·0.15 + 0.6·2 + 1.0·1.2 = 0.24 + 0.42 + 0.495 + 1.2 + 1.2 = 3.555 → safe
    const r = run(healthy);
    expect(r.z_score).toBe(3.555);
    expect(r.zone).toBe("safe");
    expect(r.ratios).toEqual({
      x1_working_capital_to_assets: 0.2,
      x2_retained_earnings_to_assets: 0.3,
      x3_ebit_to_assets: 0.15,
      x4_equity_to_liabilities: 2,
      x5_sales_to_assets: 1.2,
    });
    expect(r.triggered_indicators).toEqual([]);
    expect(r.risk_rating).toBe("low");
  });

  it("computes Z'' without a sales term and derives net current liabilities", () => {
    // X1 = (300k − 450k)/1m = −0.15; X2 = −0.2; X3 = −0.05; X4 = 100k/900k = 0.1111…
    // Z'' = 6.56·−0.15 + 3.26·−0.2 + 6.72·−0.05 + 1.05·0.1111… = −0.984 − 0.652 − 0.336 + 0.116667 = −1.855333 → −1.8553
    const r = run({
      model: "z_double_prime",
      total_assets: 1_000_000,
      current_assets: 300_000,
      current_liabilities: 450_000,
      retained_earnings: -200_000,
      ebit: -50_000,
      book_value_equity: 100_000,
      total_liabilities: 900_000,
    });
    expect(r.z_score).toBe(-1.8553);
    expect(r.zone).toBe("distress");
    expect(r.ratios.x5_sales_to_assets).toBeUndefined();
    expect(r.triggered_indicators).toEqual([expect.objectContaining({ id: "net_liability_position", source: "figures" })]);
    expect(r.risk_rating).toBe("critical"); // distress (high) escalated by an indicator
  });

  it("uses book value of equity and the Z' cut-offs", () => {
    // Example figures: Z' = 0.717·−0.06 + 0.847·−0.08 + 3.107·0.03 + 0.42·(0.9/4.1) + 0.998·1.24
    //                    = −0.04302 − 0.06776 + 0.09321 + 0.0921951 + 1.23752 = 1.3121451 → 1.3121 (grey: 1.23–2.9)
    const r = run(goingConcernTool.example);
    expect(r.z_score).toBe(1.3121);
    expect(r.zone).toBe("grey");
    expect(r.thresholds).toEqual({ safe_above: 2.9, distress_below: 1.23 });
    expect(r.triggered_indicators.map((i) => i.id)).toEqual(["loan_covenant_breach", "net_liability_position"]);
    expect(r.risk_rating).toBe("high");
  });

  it("puts the cut-off values themselves in the grey zone", () => {
    // Only the sales term is non-zero, so Z = sales / total assets.
    const only = (sales: number) => run({ ...healthy, current_assets: 0, current_liabilities: 0, retained_earnings: 0, ebit: 0, market_value_equity: 0, total_assets: 100, total_liabilities: 100, sales });
    expect(only(299).zone).toBe("grey");
    expect(only(299.01).zone).toBe("safe");
    expect(only(181).zone).toBe("grey");
    expect(only(180.99).zone).toBe("distress");
  });

  it("reports indicators supplied and makes intent to liquidate critical", () => {
    const r = run({ ...healthy, indicators: ["intent_to_liquidate", "labour_difficulties"] });
    expect(r.triggered_indicators.map((i) => [i.id, i.category])).toEqual([
      ["intent_to_liquidate", "operating"],
      ["labour_difficulties", "operating"],
    ]);
    expect(r.risk_rating).toBe("critical");
    expect(run({ ...healthy, indicators: ["pending_legal_proceedings"] }).risk_rating).toBe("medium");
  });

  it("flags an assessment period shorter than twelve months", () => {
    expect(run({ ...healthy, management_assessment_months: 9 }).findings.join(" ")).toMatch(/9 months.*twelve months/);
    expect(run({ ...healthy, management_assessment_months: 12 }).findings.join(" ")).not.toMatch(/extend/);
  });

  it("names each missing figure the model needs", () => {
    const { market_value_equity: _m, sales: _s, ...rest } = healthy;
    expect(inputErrorFields(() => run(rest))).toEqual(["market_value_equity", "sales"]);
    expect(inputErrorFields(() => run({ ...rest, model: "z_prime" }))).toEqual(["book_value_equity", "sales"]);
    expect(inputErrorFields(() => run({ model: "z_double_prime" }))).toEqual([
      "total_assets",
      "current_assets",
      "current_liabilities",
      "retained_earnings",
      "ebit",
      "book_value_equity",
      "total_liabilities",
    ]);
  });

  it("rejects impossible balance sheets", () => {
    expect(inputErrorFields(() => run({ ...healthy, total_assets: 0, current_assets: 0 }))).toEqual(["total_assets"]);
    expect(inputErrorFields(() => run({ ...healthy, current_assets: 2_000_000 }))).toEqual(["current_assets"]);
    expect(inputErrorFields(() => run({ ...healthy, total_liabilities: 0, current_liabilities: 0 }))).toEqual(["total_liabilities"]);
    expect(inputErrorFields(() => run({ ...healthy, market_value_equity: -1 }))).toEqual(["market_value_equity"]);
    expect(goingConcernTool.input.safeParse({ ...healthy, indicators: ["made_up"] }).success).toBe(false);
  });

  it("is deterministic and the score rises with EBIT", () => {
    fc.assert(
      fc.property(fc.integer({ min: -500_000, max: 500_000 }), fc.integer({ min: 0, max: 500_000 }), (ebit, more) => {
        const a = run({ ...healthy, ebit });
        expect(run({ ...healthy, ebit })).toEqual(a);
        const b = run({ ...healthy, ebit: ebit + more });
        expect(b.z_score).toBeGreaterThanOrEqual(a.z_score);
        const order = ["distress", "grey", "safe"];
        expect(order.indexOf(b.zone)).toBeGreaterThanOrEqual(order.indexOf(a.zone));
      }),
      propertyRuns,
    );
  });
});
