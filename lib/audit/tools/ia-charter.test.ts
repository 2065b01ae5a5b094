import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { iaCharterTool } from "@/lib/audit/tools/ia-charter";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(iaCharterTool, body);
const all = { purpose: true, standards_commitment: true, mandate: true, board_responsibilities: true, organizational_position: true };
const process = { board_approved: true, discussed_with_board_and_management: true, unrestricted_access: true, functional_reporting_to_board: true, administrative_reporting_to_senior_management: true };

describe("ia_charter", () => {
  it("returns the five required elements as a template for a minimal input", () => {
    const r = run({});
    expect(r.elements.map((e) => e.id)).toEqual(["purpose", "standards_commitment", "mandate", "board_responsibilities", "organizational_position"]);
    expect(r.elements.every((e) => e.status === "not_assessed" && e.reference === "GIAS Standard 6.2")).toBe(true);
    expect(r.risk_rating).toBe("medium");
  });

  it("is low when everything is present and reviewed within a year", () => {
    const r = run({ elements: all, process, last_review_date: "2024-09-30", as_of_date: "2025-03-31" });
    expect(r.missing_elements).toEqual([]);
    expect(r.next_review_due).toBe("2025-09-30");
    expect(r.risk_rating).toBe("low");
  });

  it("rates a missing key element high and two key gaps critical", () => {
    expect(run({ elements: { ...all, mandate: false }, process }).risk_rating).toBe("medium");
    const one = run({ elements: { ...all, purpose: false }, process });
    expect(one.risk_rating).toBe("high");
    expect(one.missing_elements).toEqual(["purpose"]);
    expect(run({ elements: { ...all, standards_commitment: false }, process: { ...process, functional_reporting_to_board: false } }).risk_rating).toBe("critical");
  });

  it("flags a review more than a year old as leading practice", () => {
    const r = run(iaCharterTool.example);
    expect(r.next_review_due).toBe("2024-11-15");
    expect(r.findings.join(" ")).toMatch(/more than a year ago; leading practice/);
    expect(r.risk_rating).toBe("medium");
  });

  it("needs an as-of date to age the review", () => {
    expect(inputErrorFields(() => run({ last_review_date: "2024-01-01" }))).toEqual(["as_of_date"]);
    expect(inputErrorFields(() => run({ last_review_date: "2025-01-01", as_of_date: "2024-01-01" }))).toEqual(["last_review_date"]);
  });

  it("never rates a charter lower by removing an element", () => {
    const rank = ["low", "medium", "high", "critical"];
    fc.assert(
      fc.property(fc.record({ purpose: fc.boolean(), standards_commitment: fc.boolean(), mandate: fc.boolean(), board_responsibilities: fc.boolean(), organizational_position: fc.boolean() }), fc.constantFrom(...Object.keys(all)), (elements, drop) => {
        const a = run({ elements, process });
        expect(run({ elements, process })).toEqual(a);
        const b = run({ elements: { ...elements, [drop]: false }, process });
        expect(rank.indexOf(b.risk_rating)).toBeGreaterThanOrEqual(rank.indexOf(a.risk_rating));
      }),
      propertyRuns,
    );
  });
});
