import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";
import { uboComplianceTool } from "@/lib/audit/tools/ubo-compliance";

// The EU cases are judged under the AMLR (Art 52, 25% or more), which applies from 10 July 2027, unless a test sets the date.
const run = (jurisdiction: string, body: Record<string, unknown>) => runTool(uboComplianceTool, { as_of_date: "2027-07-10", ...body }, jurisdiction);
const edge = (owner: string, owned: string, percent: number) => ({ owner, owned, percent });
const owners = (r: { beneficial_owners: { person: string; effective_percent: number }[] }) =>
  Object.fromEntries(r.beneficial_owners.map((o) => [o.person, o.effective_percent]));

// Paul 70% and Claire 30% of Holdco; Holdco 60% and Claire 15% of Target.
const holdco = [edge("Holdco", "Target", 60), edge("Claire", "Target", 15), edge("Claire", "Holdco", 30), edge("Paul", "Holdco", 70)];

describe("ubo_compliance", () => {
  it("EU: multiplies along chains and adds across them (25% or more)", () => {
    // Paul 70% × 60% = 42%; Claire 15% + 30% × 60% = 33%.
    const r = run("EU", { entity: "Target", ownership: holdco });
    expect(owners(r)).toEqual({ Paul: 42, Claire: 33 });
    expect(r.rule).toMatchObject({ regime: "EU", threshold_pct: 25, inclusive: true, indirect_method: "multiplicative" });
    expect(r.risk_rating).toBe("low");
  });

  it("maps EU member states to the EU rule, and counts exactly 25% (inclusive)", () => {
    // 50% × 50% = 25% → qualifies under "25% or more".
    const r = run("DE", { entity: "T", ownership: [edge("A", "T", 50), edge("X", "A", 50)] });
    expect(owners(r)).toEqual({ X: 25 });
    expect(run("FR", { entity: "T", ownership: [edge("X", "T", 25)] }).beneficial_owners).toHaveLength(1);
  });

  it("EU before the AMLR applies: the AMLD's 'more than 25%' — exactly 25% is not ownership, 25.01% is", () => {
    const before = (percent: number, date = "2026-11-28") => run("DE", { entity: "T", ownership: [edge("X", "T", percent)], as_of_date: date });
    expect(before(25).beneficial_owners).toEqual([]);
    expect(before(25).rule).toMatchObject({ regime: "EU-AMLD", threshold_pct: 25, inclusive: false });
    expect(before(25).rule.law).toMatch(/Directive \(EU\) 2015\/849.*Art 3\(6\)\(a\)\(i\)/);
    expect(owners(before(25.01))).toEqual({ X: 25.01 });
    // 9 July 2027 is the last day of the old rule; the AMLR counts exactly 25% from 10 July.
    expect(before(25, "2027-07-09").beneficial_owners).toEqual([]);
    expect(owners(before(25, "2027-07-10"))).toEqual({ X: 25 });
  });

  it("EU: sums a direct and an indirect path", () => {
    // 10% direct + 30% × 50% = 25%.
    const r = run("EU", { entity: "T", ownership: [edge("Y", "T", 10), edge("A", "T", 50), edge("Y", "A", 30), edge("Z", "A", 70)] });
    expect(owners(r)).toEqual({ Y: 25, Z: 35 });
  });

  it("GB: majority-stake look-through and 'more than 25%'", () => {
    // Paul holds 70% (> 50%) of Holdco, so Holdco's whole 60% counts as his; Claire's 30% of Holdco counts for nothing.
    const r = run("GB", { entity: "Target", ownership: holdco });
    expect(owners(r)).toEqual({ Paul: 60 });
    expect(r.ownership_analysis.find((a) => a.person === "Claire")).toMatchObject({ majority_lookthrough_percent: 15, multiplicative_percent: 33 });
    expect(run("GB", { entity: "T", ownership: [edge("X", "T", 25)] }).beneficial_owners).toEqual([]);
    expect(owners(run("UK", { entity: "T", ownership: [edge("X", "T", 25.01)] }))).toEqual({ X: 25.01 });
  });

  it("a three-layer chain qualifies under multiplication but not under majority look-through", () => {
    // X 80% of A, A 50% of B, B 70% of T: 0.8 × 0.5 × 0.7 = 28%. A holds exactly 50% of B (not a majority).
    const ownership = [edge("X", "A", 80), edge("A", "B", 50), edge("B", "T", 70)];
    const eu = run("EU", { entity: "T", ownership });
    expect(owners(eu)).toEqual({ X: 28 });
    expect(eu.risk_rating).toBe("medium"); // three layers deep
    expect(run("GB", { entity: "T", ownership }).beneficial_owners).toEqual([]);
    expect(owners(run("GB", { entity: "T", ownership, indirect_method: "multiplicative" }))).toEqual({ X: 28 });
  });

  it("India: SBO register at 10% or more; PMLA at more than 10%", () => {
    const ownership = [edge("R", "T", 10), edge("S", "T", 9)];
    const sbo = run("IN", { entity: "T", ownership });
    expect(owners(sbo)).toEqual({ R: 10 });
    expect(sbo.rule.regime).toBe("IN-SBO");
    const pmla = run("IN", { entity: "T", ownership, india_regime: "pmla" });
    expect(pmla.beneficial_owners).toEqual([]);
    expect(pmla.findings.join(" ")).toMatch(/R holds exactly 10%/);
    expect(pmla.risk_rating).toBe("high"); // no one qualifies
  });

  it("Singapore and UAE take the higher of the two indirect methods", () => {
    // X 60% of A, A 30% of T: multiplicative 18%, majority look-through 30% → 30% > 25%.
    const ownership = [edge("X", "A", 60), edge("A", "T", 30), edge("W", "A", 40)];
    expect(owners(run("SG", { entity: "T", ownership }))).toEqual({ X: 30 });
    expect(run("SG", { entity: "T", ownership }).rule.indirect_method).toBe("conservative_max");
    expect(owners(run("AE", { entity: "T", ownership }))).toEqual({ X: 30 });
  });

  it("UAE and EU fall back to the senior managing official when no one qualifies", () => {
    const ownership = ["A", "B", "C", "D"].map((p) => edge(p, "T", 20));
    const withSmo = run("AE", { entity: "T", ownership, control: [{ person: "CEO", entity: "T", kind: "senior_managing_official" }] });
    expect(withSmo.beneficial_owners.map((o) => [o.person, o.basis[0]])).toEqual([["CEO", expect.stringMatching(/senior managing official/)]]);
    const without = run("AE", { entity: "T", ownership });
    expect(without.beneficial_owners).toEqual([]);
    expect(without.risk_rating).toBe("high");
    expect(run("GB", { entity: "T", ownership, control: [{ person: "CEO", entity: "T", kind: "senior_managing_official" }] }).beneficial_owners).toEqual([]);
  });

  it("counts control as well as ownership", () => {
    const r = run("EU", { entity: "Target", ownership: holdco, control: [{ person: "Nadia", entity: "Target", kind: "board_majority" }] });
    expect(r.beneficial_owners.find((o) => o.person === "Nadia")).toMatchObject({ effective_percent: 0, basis: ["control: board majority over Target"] });
    // Control of an intermediate that holds 60%.
    const via = run("EU", { entity: "Target", ownership: holdco, control: [{ person: "Omar", entity: "Holdco", kind: "board_majority" }] });
    expect(via.beneficial_owners.find((o) => o.person === "Omar")?.basis[0]).toMatch(/over Holdco, which holds 60% of Target/);
    // Under look-through, board control of Holdco attributes its whole holding.
    const gb = run("GB", { entity: "Target", ownership: holdco, control: [{ person: "Omar", entity: "Holdco", kind: "board_majority" }] });
    expect(owners(gb)).toEqual({ Paul: 60, Omar: 60 });
  });

  it("US: domestic entities are not applicable; foreign reporting companies omit US persons", () => {
    const dom = run("US-DE", { entity: "T", ownership: [edge("X", "T", 40)] });
    expect(dom.applicability).toBe("not_applicable_domestic");
    expect(dom.beneficial_owners).toEqual([]);
    expect(dom.findings[0]).toMatch(/Not applicable \(domestic\)/);
    const foreign = run("US", { entity: "T", ownership: [edge("X", "T", 40), edge("Y", "T", 30)], foreign_reporting_company: true, us_persons: ["Y"] });
    expect(foreign.beneficial_owners.map((o) => [o.person, o.reportable])).toEqual([["X", true], ["Y", false]]);
  });

  it("reports interests held by entities whose owners are unknown", () => {
    const r = run("EU", { entity: "T", ownership: [edge("ListedCo plc", "T", 40), edge("X", "T", 30)], legal_entities: ["ListedCo plc"] });
    expect(r.untraced_interests).toEqual([{ entity: "ListedCo plc", effective_percent: 40 }]);
    expect(owners(r)).toEqual({ X: 30 });
    expect(r.risk_rating).toBe("high");
  });

  it("rejects cycles, holdings over 100%, and impossible control records", () => {
    const cycle = () => run("EU", { entity: "T", ownership: [edge("A", "T", 50), edge("B", "A", 50), edge("A", "B", 50)] });
    expect(inputErrorFields(cycle)).toEqual(["ownership"]);
    expect(() => cycle()).toThrow(/cycle: (A → B → A|B → A → B)/);
    expect(inputErrorFields(() => run("EU", { entity: "T", ownership: [edge("X", "T", 60), edge("Y", "T", 50)] }))).toEqual(["ownership.1.percent"]);
    expect(inputErrorFields(() => run("EU", { entity: "T", ownership: [edge("T", "T", 10)] }))).toContain("ownership.0.owner");
    expect(
      inputErrorFields(() => run("EU", { entity: "Target", ownership: holdco, control: [{ person: "Holdco", entity: "Nowhere", kind: "board_majority" }] })),
    ).toEqual(["control.0.person", "control.0.entity"]);
    expect(inputErrorFields(() => run("JP", { entity: "T", ownership: [] }))).toEqual(["jurisdiction"]);
    expect(uboComplianceTool.input.safeParse({ entity: "T", ownership: [edge("X", "T", 101)] }).success).toBe(false);
  });

  // Random acyclic structures: persons P0–P3 and entities E0–E2 feeding target T; edges only point "down".
  const structure = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 100 })), { minLength: 1, maxLength: 14 })
    .map((raw) => {
      const nodes = ["P0", "P1", "P2", "P3", "E0", "E1", "E2"];
      const targets = ["E0", "E1", "E2", "T"];
      const edges = raw
        .map(([from, to, pct]) => ({ owner: nodes[from], owned: targets[to], percent: pct }))
        .filter((e) => e.owner !== e.owned && (!e.owner.startsWith("E") || nodes.indexOf(e.owner) - 4 < targets.indexOf(e.owned)));
      // Scale each entity's holders down so they add up to less than 100%.
      const byOwned = new Map<string, number>();
      for (const e of edges) byOwned.set(e.owned, (byOwned.get(e.owned) ?? 0) + e.percent);
      return edges
        .map((e) => ({ ...e, percent: Math.floor(e.percent * Math.min(1, 99 / (byOwned.get(e.owned) as number)) * 100) / 100 }))
        .filter((e) => e.percent > 0);
    });

  it("is deterministic and effective holdings stay within 0–100%", () => {
    fc.assert(
      fc.property(structure, fc.constantFrom("EU", "GB", "IN", "SG", "AE", "US"), (ownership, j) => {
        const body = { entity: "T", ownership, foreign_reporting_company: true };
        const r = run(j, body);
        expect(run(j, body)).toEqual(r);
        const total = r.ownership_analysis.reduce((s, a) => s + a.multiplicative_percent, 0);
        expect(total).toBeLessThanOrEqual(100 + 1e-6);
        for (const a of r.ownership_analysis) {
          expect(a.effective_percent).toBeGreaterThanOrEqual(0);
          expect(a.effective_percent).toBeLessThanOrEqual(100 + 1e-6);
        }
      }),
      propertyRuns,
    );
  });

  it("a larger direct stake never lowers a person's effective holding", () => {
    fc.assert(
      fc.property(structure, fc.integer({ min: 1, max: 100 }), (ownership, pct) => {
        const others = ownership.filter((e) => e.owned !== "T" || e.owner !== "P0");
        const room = 100 - others.filter((e) => e.owned === "T").reduce((s, e) => s + e.percent, 0);
        if (room < 2) return;
        const small = Math.min(pct, room) / 2;
        const a = run("EU", { entity: "T", ownership: [...others, edge("P0", "T", small)] });
        const b = run("EU", { entity: "T", ownership: [...others, edge("P0", "T", small * 2)] });
        const of = (r: typeof a) => r.ownership_analysis.find((x) => x.person === "P0")!.effective_percent;
        expect(of(b)).toBeGreaterThanOrEqual(of(a));
      }),
      propertyRuns,
    );
  });
});
