import { describe, expect, it } from "vitest";
import { jvGovernance } from "@/lib/corporate/tools/jv-governance";
import { testContext } from "@/lib/tools/testing";

function run(fields: Record<string, unknown>) {
  const ctx = testContext({ jurisdiction: "IN" });
  return { ctx, result: jvGovernance.run(jvGovernance.input.parse(fields), ctx) };
}
const two = (a: number, b: number, extra: Record<string, unknown> = {}) => ({ parties: [{ name: "A", voting_pct: a }, { name: "B", voting_pct: b }], ...extra });

describe("jv-governance core", () => {
  it("the example 74/26: A passes ordinary but not special (74 < 3 × 26 = 78); both block special resolutions (> 25%)", () => {
    const { tool_type, jurisdiction, question, ...fields } = jvGovernance.example;
    expect([tool_type, jurisdiction, typeof question]).toEqual(["jv-governance", "IN", "string"]);
    const { result, ctx } = run(fields);
    expect(result.parties[0]).toMatchObject({ passes_ordinary_alone: true, passes_special_alone: false, blocks_special: true, status: "holding_company", controls_board: true });
    expect(result.parties[1]).toMatchObject({ passes_ordinary_alone: false, blocks_special: true, status: "associate_investor", oppression_standing: true, controls_board: false });
    expect(result.deadlock).toMatchObject({ risk: true }); // special resolutions need both
    expect(run(two(80, 20)).result.deadlock.risk).toBe(false);
    expect(ctx.cited.map((c) => c.article)).toEqual(["2", "114", "244"]);
    expect(run(fields).result).toEqual(result);
    expect(jvGovernance.result.parse(result)).toEqual(result);
  });

  it("75/25: 75 passes special alone (75 = 3 × 25); 25 does not block", () => {
    const [a, b] = run(two(75, 25)).result.parties;
    expect(a!.passes_special_alone).toBe(true);
    expect(b!.blocks_special).toBe(false);
  });

  it("50/50 is a deadlock; 20% is an associate, 19.99% is not; 10% has s.244 standing, 9% only with few members", () => {
    expect(run(two(50, 50)).result.deadlock.risk).toBe(true);
    const r = run({ parties: [{ name: "A", voting_pct: 70.01 }, { name: "B", voting_pct: 20 }, { name: "C", voting_pct: 9.99 }], total_members: 200 }).result;
    expect(r.parties.map((p) => p.status)).toEqual(["holding_company", "associate_investor", "minority"]);
    expect(r.parties[2]!.oppression_standing).toBe(false); // 9.99% < 10% and 1 member < min(100, 200/10 = 20)
    expect(run({ parties: [{ name: "A", voting_pct: 91 }, { name: "C", voting_pct: 9 }], total_members: 10 }).result.parties[1]!.oppression_standing).toBe(true); // 1 ≥ 10/10
  });

  it("a land-border investor triggers the approval flag with both the fact and its uncertainty", () => {
    const { result, ctx } = run({ parties: [{ name: "A", voting_pct: 60 }, { name: "B", voting_pct: 40, foreign_land_border: true }] });
    expect(result.approvals[0]!.item).toContain("Press Note 3");
    expect(ctx.cited).toContainEqual({ source_id: "in-fema-1999", article: "6" });
    expect(ctx.warnings[0]!.code).toBe("conflicting_authority");
  });

  it("flags voting shares above 100%", () => {
    expect(run(two(60, 50)).ctx.warnings.some((w) => w.code === "input_inconsistent")).toBe(true);
  });

  it("refuses board seats for a name that is not a party, rather than leaving them out of the arithmetic", () => {
    expect(() => run(two(60, 40, { board_seats: { A: 2, C: 1 } }))).toThrow(/board_seats\.C: unknown party/);
  });
});

describe("jv-governance verdict", () => {
  it("at 50/50 each party blocks ordinary resolutions too (Companies Act 2013 s.114(1): more votes for than against)", () => {
    const { result } = run({ parties: [{ name: "Alpha Infra Ltd", voting_pct: 50 }, { name: "Beta Holdings BV", voting_pct: 50 }] });
    expect(jvGovernance.verdict?.(result)).toContain("Alpha Infra Ltd (50%) cannot pass a resolution alone and can block ordinary and special resolutions");
    // 26% blocks only special resolutions (s.114(2): three times as many votes for as against).
    const minority = run({ parties: [{ name: "A", voting_pct: 74 }, { name: "B", voting_pct: 26 }] }).result;
    expect(jvGovernance.verdict?.(minority)).toContain("B (26%) cannot pass a resolution alone and can block special resolutions.");
  });
});
