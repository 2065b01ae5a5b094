import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { iaQaipTool } from "@/lib/audit/tools/ia-qaip";
import { addDays } from "@/lib/tools/dates";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(iaQaipTool, body);

describe("ia_qaip", () => {
  it("checks the five-year external assessment cycle", () => {
    // Last EQA 31 Mar 2020: due by 31 Mar 2025; at 30 Jun 2025 it is overdue (63 whole months = 5.25 years).
    const r = run(iaQaipTool.example);
    expect(r.external_assessment).toEqual({ status: "overdue", last_eqa_date: "2020-03-31", years_since_last_eqa: 5.25, next_eqa_due: "2025-03-31" });
    expect(r.internal_assessment.periodic_self_assessment).toBe("overdue"); // 15 Jan 2024 + 12 months < 30 Jun 2025
    expect(r.overall_conformance).toBe("partially_conforms");
    expect(r.risk_rating).toBe("high");
  });

  it("asks to plan after four years and is current before", () => {
    expect(run({ as_of_date: "2025-06-30", last_eqa_date: "2021-05-31" }).external_assessment.status).toBe("plan_now");
    expect(run({ as_of_date: "2025-06-30", last_eqa_date: "2021-07-01" }).external_assessment.status).toBe("current");
    expect(run({ as_of_date: "2025-03-31", last_eqa_date: "2020-03-31" }).external_assessment.status).toBe("plan_now"); // due today
    expect(run({ years_since_last_eqa: 5.5 }).external_assessment.status).toBe("overdue");
    expect(run({ years_since_last_eqa: 4.5 }).risk_rating).toBe("medium");
  });

  it("is low when everything is in order", () => {
    const r = run({
      as_of_date: "2025-06-30",
      last_eqa_date: "2023-01-31",
      assessor_has_cia: true,
      ongoing_monitoring: true,
      last_self_assessment_date: "2025-01-31",
      results_reported_to_board: true,
      standard_ratings: [{ standard: "8.4", rating: "generally_conforms" }],
    });
    expect(r.risk_rating).toBe("low");
    expect(r.overall_conformance).toBe("generally_conforms");
    expect(r.defaults_applied.map((d) => d.name)).toEqual(["self-assessment interval (months)"]);
  });

  it("rolls up conformance and flags assessor problems", () => {
    const r = run({ years_since_last_eqa: 1, standard_ratings: [{ standard: "8.3", rating: "generally_conforms" }, { standard: "9.1", rating: "does_not_conform" }] });
    expect(r.overall_conformance).toBe("does_not_conform");
    expect(r.risk_rating).toBe("critical");
    const impaired = run({ years_since_last_eqa: 1, assessor_independence_impairments: ["prior_external_auditor"], assessor_has_cia: false });
    expect(impaired.risk_rating).toBe("high");
    expect(impaired.findings.join(" ")).toMatch(/CIA/);
  });

  it("returns a not-assessed status for a minimal input", () => {
    const r = run({});
    expect(r.external_assessment.status).toBe("not_assessed");
    expect(r.overall_conformance).toBe("not_rated");
    expect(r.risk_rating).toBe("medium");
  });

  it("rejects inconsistent dates", () => {
    expect(inputErrorFields(() => run({ last_eqa_date: "2020-01-01" }))).toEqual(["as_of_date"]);
    expect(inputErrorFields(() => run({ as_of_date: "2020-01-01", last_eqa_date: "2021-01-01" }))).toEqual(["last_eqa_date"]);
    expect(inputErrorFields(() => run({ as_of_date: "2025-01-01", last_eqa_date: "2021-01-01", years_since_last_eqa: 4 }))).toEqual(["years_since_last_eqa"]);
  });

  it("an older external assessment is never rated better", () => {
    const order = ["current", "plan_now", "overdue"];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 1000 }), (age, older) => {
        const asOf = "2025-06-30";
        const a = run({ as_of_date: asOf, last_eqa_date: addDays(asOf, -age) });
        const b = run({ as_of_date: asOf, last_eqa_date: addDays(asOf, -age - older) });
        expect(order.indexOf(b.external_assessment.status)).toBeGreaterThanOrEqual(order.indexOf(a.external_assessment.status));
        expect(run({ as_of_date: asOf, last_eqa_date: addDays(asOf, -age) })).toEqual(a);
      }),
      propertyRuns,
    );
  });
});
