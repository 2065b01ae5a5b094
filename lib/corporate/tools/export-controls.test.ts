import { describe, expect, it } from "vitest";
import { exportControls } from "@/lib/corporate/tools/export-controls";
import { testContext } from "@/lib/tools/testing";

function run(fields: Record<string, unknown>, asOf = "2026-06-30") {
  const ctx = testContext({ asOf });
  return { ctx, result: exportControls.run(exportControls.input.parse(fields), ctx) };
}

describe("export-controls core", () => {
  it("the example: 18% US content to an 'other' destination does not exceed 25% → not subject; FDP rule flagged", () => {
    const { tool_type, jurisdiction, question, ...fields } = exportControls.example;
    expect([tool_type, jurisdiction, typeof question]).toEqual(["export-controls", "US", "string"]);
    const { result, ctx } = run(fields);
    expect(result.us).toMatchObject({ regime: "not_subject", subject_to_ear: false, de_minimis: { threshold_pct: 25, content_pct: 18, exceeds: false } });
    expect(result.us.steps.map((s) => s.step)).toContain("2b. Foreign direct product rules");
    expect(result.eu).toMatchObject({ applies: true, authorisation_required: false });
    expect(ctx.cited).toContainEqual({ source_id: "us-ear", article: "734.4" });
    expect(run(fields).result).toEqual(result);
    expect(exportControls.result.parse(result)).toEqual(result);
  });

  it("de minimis edges: 10% for E:1 / E:2, 25% otherwise; equal to the level is not 'exceeds'", () => {
    const t = (pct: number, group: string) => run({ us_controlled_content_pct: pct, destination_country_group: group }).result.us.subject_to_ear;
    expect(t(10, "E:1")).toBe(false);
    expect(t(10.01, "E:2")).toBe(true);
    expect(t(25, "other")).toBe(false);
    expect(t(25.5, "other")).toBe(true);
    expect(t(12, "E:1")).toBe(true);
    expect(run({ us_controlled_content_pct: 1, no_de_minimis_item: true }).result.us.subject_to_ear).toBe(true);
    expect(run({ us_controlled_content_pct: 12 }).result.us.subject_to_ear).toBeNull(); // group unknown
  });

  it("USML item goes to ITAR and stops; US-origin EAR99 is subject with Part 744/746 caveats", () => {
    expect(run({ usml_listed: true }).result.us).toMatchObject({ regime: "ITAR", subject_to_ear: false });
    const ear99 = run({ us_origin: true, eccn: "EAR99" }).result.us;
    expect(ear99).toMatchObject({ regime: "EAR", subject_to_ear: true, classification: { eccn: "EAR99", category: null } });
    expect(ear99.steps.find((s) => s.step === "3. Classification")?.outcome).toContain("Part 744");
  });

  it("ECCN decoding: 5D002 is Category 5, software", () => {
    const c = run({ us_origin: true, eccn: "5D002" }).result.us.classification;
    expect(c).toEqual({ eccn: "5D002", category: "Telecom (Part 1) and Information Security (Part 2)", product_group: "Software" });
    expect(exportControls.input.safeParse({ eccn: "3Z001" }).success).toBe(false);
  });

  it("EU dual-use: Annex I needs authorisation; catch-all and cyber-surveillance too; 428/2009 before 9 Sep 2021", () => {
    expect(run({ eu_export: true, eu_annex_i_listed: true }).result.eu.authorisation_required).toBe(true);
    expect(run({ eu_export: true, eu_catch_all_informed: true }).result.eu.steps[1]!.provision).toContain("Art. 4");
    expect(run({ eu_export: true, cyber_surveillance_item: true }).result.eu.authorisation_required).toBe(true);
    expect(run({ eu_export: true }, "2021-09-08").result.eu.steps[0]!.provision).toContain("428/2009");
    expect(run({}).result.eu.applies).toBe(false);
  });
});
