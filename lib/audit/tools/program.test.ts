import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { programAreaIds } from "@/lib/audit/tools/program/areas";
import { programTool } from "@/lib/audit/tools/program";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(programTool, body);

describe("program", () => {
  it("covers every area with the ISA 240 presumptions for a minimal input", () => {
    const r = run({});
    expect(r.areas.map((a) => a.area)).toEqual([...programAreaIds]);
    expect(r.assertion_framework.transactions).toContain("cut-off");
    expect(r.assertion_framework.balances).toContain("rights and obligations");
    const level = Object.fromEntries(r.areas.map((a) => [a.area, a.risk_level]));
    expect(level.revenue_receivables).toBe("significant");
    expect(level.journal_entries).toBe("significant");
    expect(level.inventory).toBe("not_assessed");
    expect(r.areas.find((a) => a.area === "inventory")?.assertions).toEqual(["existence", "valuation (net realisable value)", "rights and obligations"]);
    expect(r.risk_rating).toBe("medium"); // nothing assessed yet
  });

  it("scales the response to the assessed risk and rates the programme", () => {
    const r = run(programTool.example);
    const byArea = Object.fromEntries(r.areas.map((a) => [a.area, a]));
    expect(byArea.inventory.risk_level).toBe("higher");
    expect(byArea.inventory.response).toMatch(/larger samples/);
    expect(byArea.cash_bank.response).toMatch(/analytical/);
    expect(r.additional_procedures[0]).toMatch(/ISA 510/);
    expect(r.risk_rating).toBe("high");
  });

  it("raises revenue to significant unless the presumption is rebutted", () => {
    const kept = run({ areas: ["revenue_receivables"], risk_assessments: [{ area: "revenue_receivables", level: "moderate" }] });
    expect(kept.areas[0].risk_level).toBe("significant");
    expect(kept.findings.join(" ")).toMatch(/raised to significant/);
    const rebutted = run({ areas: ["revenue_receivables"], risk_assessments: [{ area: "revenue_receivables", level: "moderate" }], revenue_fraud_risk_rebutted: true });
    expect(rebutted.areas[0].risk_level).toBe("moderate");
    expect(rebutted.areas[0].presumed_significant).toBe(false);
    expect(rebutted.risk_rating).toBe("medium");
  });

  it("always adds journal-entry testing", () => {
    const r = run({ areas: ["cash_bank"] });
    expect(r.areas.map((a) => a.area)).toEqual(["cash_bank", "journal_entries"]);
    expect(r.findings.join(" ")).toMatch(/management override/);
  });

  it("is critical with three or more significant risks assessed", () => {
    const r = run({ risk_assessments: ["inventory", "tax", "provisions_contingencies"].map((area) => ({ area, level: "significant" })) });
    expect(r.risk_rating).toBe("critical");
  });

  it("rejects inconsistent assessments", () => {
    expect(inputErrorFields(() => run({ areas: ["cash_bank"], risk_assessments: [{ area: "tax", level: "lower" }] }))).toEqual(["risk_assessments.0.area"]);
    expect(inputErrorFields(() => run({ risk_assessments: [{ area: "journal_entries", level: "moderate" }] }))).toEqual(["risk_assessments.0.level"]);
    expect(inputErrorFields(() => run({ risk_assessments: [{ area: "tax", level: "lower" }, { area: "tax", level: "higher" }] }))).toEqual(["risk_assessments.1.area"]);
  });

  it("is deterministic and lists each selected area once", () => {
    fc.assert(
      fc.property(fc.subarray([...programAreaIds], { minLength: 1 }), fc.boolean(), (areas, rebut) => {
        const body = { areas, revenue_fraud_risk_rebutted: rebut };
        const r = run(body);
        expect(run(body)).toEqual(r);
        const ids = r.areas.map((a) => a.area);
        expect(new Set(ids).size).toBe(ids.length);
        for (const a of areas) expect(ids).toContain(a);
      }),
      propertyRuns,
    );
  });
});
