import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { performanceAuditTool } from "@/lib/audit/tools/performance-audit";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(performanceAuditTool, body, "IN");
const ind = (dimension: string, target: number, actual: number, higher_is_better = true, name = `${dimension} ${actual}`) => ({ name, dimension, target, actual, higher_is_better });

describe("performance_audit", () => {
  it("scores each indicator and rolls up by dimension", () => {
    // Economy: cost 131 against 120, lower is better → (2 − 131/120) × 100 = 90.83 → amber.
    // Efficiency: 388 / 400 = 97% → green. Effectiveness: 180 / 250 = 72% → red.
    const r = run(performanceAuditTool.example);
    expect(r.indicators.map((i) => [i.achievement_pct, i.rating])).toEqual([
      [90.83, "amber"],
      [97, "green"],
      [72, "red"],
    ]);
    expect(r.indicators[0]).toMatchObject({ variance: 11, variance_pct: 9.17, favourable: false });
    expect(r.dimensions.map((d) => d.rating)).toEqual(["amber", "green", "red"]);
    expect(r.overall_rating).toBe("red");
    expect(r.risk_rating).toBe("high");
    expect(r.defaults_applied.map((d) => [d.name, d.value])).toEqual([
      ["green_from_pct", 95],
      ["amber_from_pct", 80],
    ]);
  });

  it("puts the band edges in the better band", () => {
    const r = run({ indicators: [ind("effectiveness", 100, 95), ind("effectiveness", 100, 80), ind("effectiveness", 100, 79.99)] });
    expect(r.indicators.map((i) => i.rating)).toEqual(["green", "amber", "red"]);
    // Worst rating governs; average = (95 + 80 + 79.99) / 3 = 84.997 → 85
    expect(r.dimensions[2]).toMatchObject({ rating: "red", average_achievement_pct: 85, red_indicators: 1 });
  });

  it("treats lower-is-better symmetrically and floors at zero", () => {
    // Cost 0 against 50 → 200%; cost 125 against 50 → (2 − 2.5) → floored at 0.
    const r = run({ indicators: [ind("economy", 50, 0, false), ind("economy", 50, 125, false), ind("economy", 50, 45, false)] });
    expect(r.indicators.map((i) => i.achievement_pct)).toEqual([200, 0, 110]);
    expect(r.indicators[2].favourable).toBe(true);
  });

  it("reports dimensions without indicators as not assessed", () => {
    const r = run({ indicators: [ind("efficiency", 10, 10)] });
    expect(r.dimensions.map((d) => d.rating)).toEqual(["not_assessed", "green", "not_assessed"]);
    expect(r.dimensions[0].average_achievement_pct).toBeNull();
    expect(r.findings.join(" ")).toMatch(/No economy indicator/);
    expect(r.risk_rating).toBe("low");
  });

  it("is critical when every dimension is red", () => {
    expect(run({ indicators: [ind("economy", 10, 20, false), ind("efficiency", 10, 5), ind("effectiveness", 10, 1)] }).risk_rating).toBe("critical");
  });

  it("accepts custom bands and rejects inverted ones", () => {
    expect(run({ indicators: [ind("economy", 100, 90)], green_from_pct: 90, amber_from_pct: 70 }).indicators[0].rating).toBe("green");
    expect(inputErrorFields(() => run({ indicators: [ind("economy", 100, 90)], green_from_pct: 80, amber_from_pct: 85 }))).toEqual(["amber_from_pct"]);
    expect(performanceAuditTool.input.safeParse({ indicators: [ind("economy", 0, 1)] }).success).toBe(false);
    expect(performanceAuditTool.input.safeParse({ indicators: [ind("quality", 1, 1)] }).success).toBe(false);
  });

  it("achievement moves with the actual in the right direction", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        (target, actual, more, higher) => {
          const body = { indicators: [ind("efficiency", target, actual, higher), ind("efficiency", target, actual + more, higher)] };
          const r = run(body);
          expect(run(body)).toEqual(r);
          const [a, b] = r.indicators.map((i) => i.achievement_pct);
          expect(a).toBeGreaterThanOrEqual(0);
          if (higher) expect(b).toBeGreaterThanOrEqual(a);
          else expect(b).toBeLessThanOrEqual(a);
        },
      ),
      propertyRuns,
    );
  });
});
