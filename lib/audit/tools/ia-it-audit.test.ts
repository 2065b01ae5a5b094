import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { iaItAuditTool } from "@/lib/audit/tools/ia-it-audit";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(iaItAuditTool, body, "SG");
const results = (conclusion: string) => ["access", "change", "sdlc", "operations"].map((domain) => ({ domain, conclusion }));

describe("ia_it_audit", () => {
  it("returns the four ITGC domains with COBIT mapping for a minimal input", () => {
    const r = run({});
    expect(r.domains.map((d) => d.domain)).toEqual(["access", "change", "sdlc", "operations"]);
    expect(r.domains[1].cobit_objectives).toContain("BAI06 Managed IT changes");
    expect(r.domains.every((d) => d.conclusion === "not_tested")).toBe(true);
    expect(r.application_control_reliance).toBe("not_assessed");
    expect(r.access_exceptions).toBeNull();
    expect(r.risk_rating).toBe("medium");
  });

  it("supports reliance only when all domains are effective", () => {
    const r = run({ systems: ["ERP"], domain_results: results("effective"), relies_on_application_controls: true });
    expect(r.application_control_reliance).toBe("supported");
    expect(r.risk_rating).toBe("low");
  });

  it("blocks reliance and expands substantive work when access or change controls fail", () => {
    const r = run(iaItAuditTool.example);
    expect(r.application_control_reliance).toBe("not_supported");
    expect(r.access_exceptions).toEqual({ terminated_with_active_access: ["jtan"], developers_with_production_access: ["dev01"], privileged_accounts: ["admin"] });
    expect(r.findings.join(" ")).toMatch(/expand substantive testing/);
    expect(r.risk_rating).toBe("high");
    const both = run({ domain_results: [{ domain: "access", conclusion: "deficient" }, { domain: "change", conclusion: "deficient" }] });
    expect(both.risk_rating).toBe("critical");
  });

  it("lets user-access exceptions alone block reliance", () => {
    const r = run({ domain_results: results("effective"), user_accounts: [{ user_id: "old", active: true, terminated: true }] });
    expect(r.application_control_reliance).toBe("not_supported");
    expect(r.risk_rating).toBe("high");
    const disabled = run({ domain_results: results("effective"), user_accounts: [{ user_id: "old", active: false, terminated: true }] });
    expect(disabled.application_control_reliance).toBe("supported");
  });

  it("rejects duplicated or contradictory results", () => {
    expect(inputErrorFields(() => run({ domain_results: [{ domain: "access", conclusion: "effective" }, { domain: "access", conclusion: "deficient" }] }))).toEqual(["domain_results.1.domain"]);
    expect(inputErrorFields(() => run({ domain_results: [{ domain: "sdlc", conclusion: "not_tested", exceptions: 2 }] }))).toEqual(["domain_results.0.exceptions"]);
    expect(inputErrorFields(() => run({ user_accounts: [{ user_id: "a", active: true }, { user_id: "a", active: false }] }))).toEqual(["user_accounts.1.user_id"]);
  });

  it("a deficient domain never improves the rating", () => {
    const rank = ["low", "medium", "high", "critical"];
    const conclusion = fc.constantFrom("effective", "deficient", "not_tested");
    fc.assert(
      fc.property(fc.tuple(conclusion, conclusion, conclusion, conclusion), fc.integer({ min: 0, max: 3 }), (cs, i) => {
        const domains = ["access", "change", "sdlc", "operations"];
        const body = { domain_results: domains.map((domain, k) => ({ domain, conclusion: cs[k] })) };
        const a = run(body);
        expect(run(body)).toEqual(a);
        const worse = { domain_results: body.domain_results.map((d, k) => (k === i ? { ...d, conclusion: "deficient" } : d)) };
        expect(rank.indexOf(run(worse).risk_rating)).toBeGreaterThanOrEqual(rank.indexOf(a.risk_rating));
      }),
      propertyRuns,
    );
  });
});
