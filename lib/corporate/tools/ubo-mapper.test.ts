import { describe, expect, it } from "vitest";
import { uboMapper } from "@/lib/corporate/tools/ubo-mapper";
import { ApiError } from "@/lib/http/problem";
import { testContext } from "@/lib/tools/testing";

const { tool_type, jurisdiction, question, ...exampleFields } = uboMapper.example;

function run(jurisdictionCode: string, fields: Record<string, unknown> = exampleFields) {
  const ctx = testContext({ jurisdiction: jurisdictionCode });
  return { ctx, result: uboMapper.run(uboMapper.input.parse(fields), ctx) };
}

const owners = (r: ReturnType<typeof run>["result"]) => Object.fromEntries(r.beneficial_owners.map((o) => [o.person, o.effective_percent]));

describe("ubo-mapper core (audit UBO graph)", () => {
  it("EU: the request's date picks the rule — exactly 25% is not ownership under the AMLD, is under the AMLR from 10 July 2027", () => {
    const at = (asOf: string) => uboMapper.run(uboMapper.input.parse({ entity: "T GmbH", ownership: [{ owner: "X", owned: "T GmbH", percent: 25 }] }), testContext({ jurisdiction: "DE", asOf }));
    expect(at("2026-11-28").beneficial_owners).toEqual([]);
    expect(at("2027-07-10").beneficial_owners.map((o) => o.person)).toEqual(["X"]);
    expect(at("2027-07-10").rule).toMatchObject({ regime: "EU", inclusive: true });
  });

  it("US foreign reporting company: multiplicative, 25% or more", () => {
    const { result } = run("US");
    // Paul 70% × 60% = 42; Claire 15 + 30% × 60% = 33
    expect(owners(result)).toEqual({ "Paul Durand": 42, "Claire Martin": 33 });
    expect(result.citation_ids).toEqual([]);
  });

  it("GB PSC: majority look-through, more than 25%", () => {
    // Paul holds a majority of Holdco, so Holdco's 60% counts in full; Claire's 30% of Holdco is not a majority → 15
    const { result } = run("GB");
    expect(owners(result)).toEqual({ "Paul Durand": 60 });
    expect(result.rule).toMatchObject({ threshold_pct: 25, inclusive: false, indirect_method: "majority_lookthrough" });
  });

  it("India SBO (10% or more, majority look-through) cites Companies Act 2013 s.90; a state code counts as IN", () => {
    const { result, ctx } = run("IN-MH");
    expect(owners(result)).toEqual({ "Paul Durand": 60, "Claire Martin": 15 });
    expect(result.jurisdiction).toBe("IN");
    expect(result.citation_ids).toEqual(["c1"]);
    expect(ctx.cited).toEqual([{ source_id: "in-companies-act-2013", article: "90" }]);
  });

  it("India PMLA surfaces both readings of the 10% threshold", () => {
    const { ctx } = run("IN", { ...exampleFields, india_regime: "pmla" });
    expect(ctx.warnings.some((w) => w.code === "conflicting_authority")).toBe(true);
  });

  it("EU member state: 25% or more multiplicative; domestic US entity is exempt", () => {
    expect(owners(run("FR").result)).toEqual({ "Paul Durand": 42, "Claire Martin": 33 });
    const domestic = run("US", { ...exampleFields, foreign_reporting_company: false });
    expect(domestic.result.applicability).toBe("not_applicable_domestic");
  });

  it("inconsistent control edges become a 400 with per-field errors", () => {
    const bad = { ...exampleFields, control: [{ person: "Holdco Ltd", entity: "Target LLC", kind: "board_majority" }] };
    try {
      run("US", bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).options.errors?.[0]?.field).toBe("control.0.person");
    }
  });

  it("is deterministic, its example parses, and unknown nested fields are rejected", () => {
    expect([tool_type, jurisdiction, typeof question]).toEqual(["ubo-mapper", "US", "string"]);
    expect(run("US").result).toEqual(run("US").result);
    expect(uboMapper.result.parse(run("US").result)).toBeTruthy();
    const extra = { ...exampleFields, ownership: [{ owner: "A", owned: "Target LLC", percent: 50, share_class: "B" }] };
    expect(uboMapper.input.safeParse(extra).success).toBe(false);
  });
});
