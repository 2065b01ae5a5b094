import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { completeAuditTool } from "@/lib/audit/tools/complete-audit";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(completeAuditTool, body);
const allDone = ["subsequent_events", "going_concern", "written_representations", "misstatement_evaluation", "final_analytical_review", "tcwg_communication", "kam_selection", "opinion_formation", "engagement_quality_review"];

describe("complete_audit", () => {
  it("lists every step as open for a minimal input", () => {
    const r = run({});
    expect(r.gaps).toHaveLength(9);
    expect(r.checklist.find((c) => c.id === "kam_selection")?.note).toMatch(/not listed/);
    expect(r.ready_to_sign).toBe(false);
    expect(r.risk_rating).toBe("high");
  });

  it("evaluates uncorrected misstatements against materiality", () => {
    // Example: 4,000 < clearly trivial 20,000 is ignored; 180,000 + 150,000 = 330,000 ≥ PM 300,000 but < OM 400,000.
    const r = run(completeAuditTool.example);
    expect(r.misstatement_evaluation).toEqual({
      accumulated: [
        { description: "Accrual cut-off error", amount: 180_000 },
        { description: "Prepayment misclassified", amount: 150_000 },
      ],
      ignored_as_clearly_trivial: 1,
      aggregate: 330_000,
      conclusion: "reassess",
    });
    expect(r.gaps).toEqual(["written_representations", "tcwg_communication", "opinion_formation"]);
    expect(r.checklist.find((c) => c.id === "misstatement_evaluation")?.status).toBe("done");
    expect(r.risk_rating).toBe("high");
  });

  it("calls an aggregate at overall materiality material and blocks signing", () => {
    // 250,000 + 150,000 = 400,000 = OM → material.
    const r = run({
      completed_items: allDone,
      materiality: { overall: 400_000, performance: 300_000 },
      uncorrected_misstatements: [{ description: "a", amount: 250_000 }, { description: "b", amount: 150_000 }],
    });
    expect(r.misstatement_evaluation?.conclusion).toBe("material");
    expect(r.gaps).toEqual([]);
    expect(r.ready_to_sign).toBe(false);
    expect(r.risk_rating).toBe("high");
  });

  it("is ready to sign when everything applicable is done", () => {
    const r = run({ completed_items: allDone.filter((x) => x !== "kam_selection" && x !== "engagement_quality_review"), listed_entity: false, eqr_required: false });
    expect(r.gaps).toEqual([]);
    expect(r.ready_to_sign).toBe(true);
    expect(r.risk_rating).toBe("low");
  });

  it("is critical when the opinion is formed before completion", () => {
    expect(run({ completed_items: ["opinion_formation"] }).risk_rating).toBe("critical");
  });

  it("rejects contradictions", () => {
    expect(inputErrorFields(() => run({ completed_items: ["going_concern"], not_applicable_items: ["going_concern"] }))).toEqual(["not_applicable_items.0"]);
    expect(inputErrorFields(() => run({ listed_entity: true, not_applicable_items: ["kam_selection"] }))).toEqual(["not_applicable_items"]);
    expect(inputErrorFields(() => run({ uncorrected_misstatements: [{ description: "a", amount: 1 }] }))).toEqual(["materiality"]);
    expect(inputErrorFields(() => run({ materiality: { overall: 100, performance: 100, clearly_trivial: 200 } }))).toEqual(["materiality.performance", "materiality.clearly_trivial"]);
  });

  it("never lowers the conclusion as misstatements grow", () => {
    const order = ["not_material", "reassess", "material"];
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 8 }), fc.integer({ min: 0, max: 200_000 }), (amounts, extra) => {
        const body = { materiality: { overall: 400_000, performance: 300_000, clearly_trivial: 20_000 }, uncorrected_misstatements: amounts.map((amount, i) => ({ description: `m${i}`, amount })) };
        const a = run(body);
        expect(run(body)).toEqual(a);
        const b = run({ ...body, uncorrected_misstatements: [...body.uncorrected_misstatements, { description: "more", amount: extra }] });
        expect(order.indexOf(b.misstatement_evaluation!.conclusion)).toBeGreaterThanOrEqual(order.indexOf(a.misstatement_evaluation!.conclusion));
      }),
      propertyRuns,
    );
  });
});
