import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { opinionTool, opinionTypes } from "@/lib/audit/tools/opinion";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(opinionTool, body);
const m = (amount: number, pervasive = false) => ({ description: `item ${amount}`, amount, pervasive });
const s = (possible_effect: number, pervasive = false) => ({ description: `records ${possible_effect}`, possible_effect, pervasive });
const headings = (r: { sections: { heading: string }[] }) => r.sections.map((x) => x.heading);

describe("opinion", () => {
  it("is unmodified with no matters", () => {
    const r = run({ materiality: 100_000 });
    expect(r.opinion).toBe("unmodified");
    expect(headings(r)).toEqual(["Opinion", "Basis for Opinion"]);
    expect(r.risk_rating).toBe("low");
  });

  it("applies the ISA 705 matrix to misstatements", () => {
    // 60,000 + 30,000 = 90,000 < 100,000 → not material
    expect(run({ materiality: 100_000, misstatements: [m(60_000), m(30_000)] }).opinion).toBe("unmodified");
    // 60,000 + 40,000 = 100,000 ≥ 100,000 → material, not pervasive → qualified
    const q = run({ materiality: 100_000, misstatements: [m(60_000), m(40_000)] });
    expect(q.opinion).toBe("qualified");
    expect(q.aggregate_misstatements).toBe(100_000);
    expect(headings(q)).toEqual(["Qualified Opinion", "Basis for Qualified Opinion"]);
    expect(q.risk_rating).toBe("high");
    // material and pervasive → adverse
    const a = run({ materiality: 100_000, misstatements: [m(400_000, true)] });
    expect(a.opinion).toBe("adverse");
    expect(headings(a)[0]).toBe("Adverse Opinion");
    expect(a.risk_rating).toBe("critical");
  });

  it("treats a misstatement material by nature as material whatever its size", () => {
    const r = run({ materiality: 100_000, misstatements: [{ description: "Directors' pay not disclosed", amount: 0, material_by_nature: true }] });
    expect(r.opinion).toBe("qualified");
  });

  it("applies the ISA 705 matrix to scope limitations", () => {
    expect(run({ materiality: 50_000, scope_limitations: [s(20_000)] }).opinion).toBe("unmodified");
    expect(run({ materiality: 50_000, scope_limitations: [s(80_000)] }).opinion).toBe("qualified");
    const d = run({ materiality: 50_000, scope_limitations: [s(80_000, true)] });
    expect(d.opinion).toBe("disclaimer");
    expect(headings(d)).toEqual(["Disclaimer of Opinion", "Basis for Disclaimer of Opinion"]);
  });

  it("takes the most severe outcome when matters combine", () => {
    const r = run({ materiality: 50_000, misstatements: [m(500_000, true)], scope_limitations: [s(90_000)] });
    expect(r.opinion).toBe("adverse");
    expect(r.reasons).toHaveLength(2);
    expect(run({ materiality: 50_000, misstatements: [m(500_000, true)], scope_limitations: [s(90_000, true)] }).opinion).toBe("disclaimer");
    expect(run({ materiality: 50_000, multiple_uncertainties: true }).opinion).toBe("disclaimer");
  });

  it("reports going-concern uncertainty per ISA 570", () => {
    const disclosed = run({ materiality: 1, going_concern: { material_uncertainty: true, adequately_disclosed: true } });
    expect(disclosed.opinion).toBe("unmodified");
    expect(headings(disclosed)).toContain("Material Uncertainty Related to Going Concern");
    expect(headings(disclosed)).not.toContain("Emphasis of Matter");
    expect(disclosed.risk_rating).toBe("medium");

    const undisclosed = { material_uncertainty: true, adequately_disclosed: false };
    expect(run({ materiality: 1, going_concern: { ...undisclosed, pervasive: false } }).opinion).toBe("qualified");
    expect(run({ materiality: 1, going_concern: { ...undisclosed, pervasive: true } }).opinion).toBe("adverse");
    expect(run({ materiality: 1, going_concern: { material_uncertainty: false, basis_inappropriate: true } }).opinion).toBe("adverse");
    expect(headings(run({ materiality: 1, going_concern: { material_uncertainty: false } }))).toEqual(["Opinion", "Basis for Opinion"]);
  });

  it("keeps the material-uncertainty section alongside a qualification but not under a disclaimer", () => {
    const gc = { material_uncertainty: true, adequately_disclosed: true };
    expect(headings(run({ materiality: 10, misstatements: [m(20)], going_concern: gc }))).toContain("Material Uncertainty Related to Going Concern");
    const d = run({ materiality: 10, scope_limitations: [s(20, true)], going_concern: gc });
    expect(headings(d)).not.toContain("Material Uncertainty Related to Going Concern");
    expect(d.findings.join(" ")).toMatch(/basis for disclaimer/);
  });

  it("includes an emphasis of matter only when all ISA 706 conditions hold", () => {
    const base = { disclosed: true, fundamental: true, key_audit_matter: false, causes_modification: false };
    const r = run({
      materiality: 1000,
      emphasis_matters: [
        { description: "fire at the main plant", ...base },
        { description: "not disclosed", ...base, disclosed: false },
        { description: "not fundamental", ...base, fundamental: false },
        { description: "a KAM", ...base, key_audit_matter: true },
        { description: "modifies", ...base, causes_modification: true },
      ],
    });
    expect(r.emphasis_matters.map((e) => e.included)).toEqual([true, false, false, false, false]);
    expect(headings(r)).toEqual(["Opinion", "Basis for Opinion", "Emphasis of Matter"]);
    expect(r.sections[2].content).toMatch(/fire at the main plant.*not modified/);
    expect(r.risk_rating).toBe("medium");
  });

  it("asks for the going-concern facts it needs instead of guessing", () => {
    expect(inputErrorFields(() => run({ materiality: 1, going_concern: { material_uncertainty: true } }))).toEqual(["going_concern.adequately_disclosed"]);
    expect(inputErrorFields(() => run({ materiality: 1, going_concern: { material_uncertainty: true, adequately_disclosed: false } }))).toEqual(["going_concern.pervasive"]);
    expect(opinionTool.input.safeParse({ materiality: 0 }).success).toBe(false);
    expect(opinionTool.input.safeParse({ materiality: 10, misstatements: [{ description: "x", amount: -5 }] }).success).toBe(false);
  });

  it("never becomes less severe as misstatements grow, and is deterministic", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.record({ amount: fc.integer({ min: 0, max: 500_000 }), pervasive: fc.boolean() }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 500_000 }),
        (materiality, items, extra) => {
          const body = { materiality, misstatements: items.map((x, i) => ({ description: `m${i}`, ...x })) };
          const before = run(body);
          expect(run(body)).toEqual(before);
          const after = run({ ...body, misstatements: [...body.misstatements, { description: "more", amount: extra }] });
          expect(opinionTypes.indexOf(after.opinion)).toBeGreaterThanOrEqual(opinionTypes.indexOf(before.opinion));
          expect(after.aggregate_misstatements).toBeGreaterThanOrEqual(0);
        },
      ),
      propertyRuns,
    );
  });
});
