import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { riskTool } from "@/lib/audit/tools/risk";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(riskTool, body);
const area = (name: string, inherent_risk: number, control_risk: number, extra: Record<string, unknown> = {}) => ({ name, inherent_risk, control_risk, ...extra });

describe("risk", () => {
  it("solves the audit risk model for detection risk", () => {
    // DR = AR ÷ (IR × CR) = 0.05 ÷ (0.5 × 0.5) = 0.20 → 20%; RMM = 25%.
    const r = run({ areas: [area("Receivables", 50, 50)] });
    expect(r.audit_risk).toBe(5);
    expect(r.areas[0].detection_risk).toBe(20);
    expect(r.areas[0].risk_of_material_misstatement).toBe(25);
    expect(r.areas[0].detection_risk_capped).toBe(false);
  });

  it("rounds detection risk to two decimals and uses the audit risk given", () => {
    // 0.03 ÷ (0.7 × 0.9) = 0.047619… → 4.76%.
    const r = run({ audit_risk: 3, areas: [area("Inventory", 70, 90)] });
    expect(r.areas[0].detection_risk).toBe(4.76);
    expect(r.areas[0].risk_of_material_misstatement).toBe(63);
  });

  it("caps detection risk at 100% when RMM is already below audit risk", () => {
    // 0.05 ÷ (0.2 × 0.2) = 1.25 → capped at 100%.
    const r = run({ areas: [area("Prepayments", 20, 20)] });
    expect(r.areas[0].detection_risk).toBe(100);
    expect(r.areas[0].detection_risk_capped).toBe(true);
    expect(r.findings[0]).toMatch(/capped at 100%/);
  });

  it("reads the qualitative RMM matrix through the level bands", () => {
    const r = run({
      areas: [area("a", 20, 20), area("b", 20, 50), area("c", 50, 50), area("d", 80, 50), area("e", 80, 100), area("f", 80, 20)],
    });
    expect(r.areas.map((a) => a.rmm_level)).toEqual(["low", "low_moderate", "moderate", "moderate_high", "high", "moderate"]);
    expect(r.areas.map((a) => a.risk_rating)).toEqual(["low", "low", "medium", "high", "high", "medium"]);
    expect(r.risk_rating).toBe("high");
    expect(r.defaults_applied.map((d) => d.name)).toEqual(["level_bands.moderate_from", "level_bands.high_from"]);
  });

  it("lets the caller move the level bands", () => {
    const r = run({ areas: [area("a", 50, 50)], level_bands: { moderate_from: 60, high_from: 90 } });
    expect(r.areas[0].inherent_level).toBe("low");
    expect(r.defaults_applied).toEqual([]);
  });

  it("places likelihood × magnitude on the spectrum and marks significant risks", () => {
    const r = run({
      areas: [
        area("a", 60, 60, { likelihood: 2, magnitude: 2 }), // 4 → lower
        area("b", 60, 60, { likelihood: 3, magnitude: 3 }), // 9 → moderate
        area("c", 60, 60, { likelihood: 3, magnitude: 5 }), // 15 → higher
        area("d", 60, 60, { likelihood: 4, magnitude: 4 }), // 16 → significant
      ],
    });
    expect(r.areas.map((a) => a.spectrum?.position)).toEqual(["lower", "moderate", "higher", "significant"]);
    expect(r.areas[3].significant_risk).toBe(true);
    expect(r.areas[3].risk_rating).toBe("high");
    expect(r.areas[3].substantive_response.nature).toMatch(/tests of details/);
  });

  it("rates a significant risk with high RMM as critical", () => {
    const r = run({ areas: [area("Override", 90, 100, { significant_risk: true })] });
    expect(r.areas[0].risk_rating).toBe("critical");
    expect(r.risk_rating).toBe("critical");
  });

  it("reminds about the ISA 240 presumptions when those areas are missing", () => {
    const r = run({ areas: [area("Cash", 30, 30)] });
    expect(r.findings.join(" ")).toMatch(/revenue recognition/);
    expect(r.findings.join(" ")).toMatch(/management override/);
    const covered = run({ areas: [area("Revenue", 30, 30), area("Journal entries", 30, 30)] });
    expect(covered.findings.join(" ")).not.toMatch(/ISA 240/);
  });

  it("rejects inconsistent input", () => {
    expect(inputErrorFields(() => run({ areas: [area("a", 50, 50), area("b", 50, 40, { controls_tested: false })] }))).toEqual(["areas.1.control_risk"]);
    expect(inputErrorFields(() => run({ areas: [area("a", 50, 50, { likelihood: 3 })] }))).toEqual(["areas.0.magnitude"]);
    expect(inputErrorFields(() => run({ areas: [area("a", 50, 50)], level_bands: { moderate_from: 70, high_from: 40 } }))).toEqual(["level_bands.high_from"]);
    expect(riskTool.input.safeParse({ areas: [] }).success).toBe(false);
    expect(riskTool.input.safeParse({ areas: [area("a", 0, 50)] }).success).toBe(false);
    expect(riskTool.input.safeParse({ areas: [area("a", 50, 120)] }).success).toBe(false);
  });

  const pct = fc.integer({ min: 1, max: 100 });

  it("is deterministic and keeps detection risk within (0, 100]", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), pct, pct, (ar, ir, cr) => {
        const body = { audit_risk: ar, areas: [area("x", ir, cr)] };
        const r = run(body);
        expect(run(body)).toEqual(r);
        expect(r.areas[0].detection_risk).toBeGreaterThan(0);
        expect(r.areas[0].detection_risk).toBeLessThanOrEqual(100);
      }),
      propertyRuns,
    );
  });

  it("detection risk falls as IR × CR rises", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), pct, pct, pct, pct, (ar, ir1, cr1, ir2, cr2) => {
        const [lo, hi] = ir1 * cr1 <= ir2 * cr2 ? [[ir1, cr1], [ir2, cr2]] : [[ir2, cr2], [ir1, cr1]];
        const r = run({ audit_risk: ar, areas: [area("lo", lo[0], lo[1]), area("hi", hi[0], hi[1])] });
        expect(r.areas[1].detection_risk).toBeLessThanOrEqual(r.areas[0].detection_risk);
      }),
      propertyRuns,
    );
  });
});

describe("risk on a very long list of areas", () => {
  it("rates 200,000 areas (spreading their ratings into one call overflowed the call stack: a 500)", () => {
    const areas = Array.from({ length: 200_000 }, (_, i) => ({ name: `Area ${i}`, inherent_risk: 30, control_risk: 40 }));
    areas[123_456] = { name: "Revenue", inherent_risk: 90, control_risk: 90 };
    const result = riskTool.run({ audit_risk: 5, areas }, "GB");
    expect(result.areas).toHaveLength(200_000);
    expect(result.risk_rating).toBe("high");
  });
});
