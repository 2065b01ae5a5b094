import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem, type TestTenant } from "../support/api";
import { auditToolTypes } from "@/lib/audit/tool-types";

describe.each(lanes())("audit tools over HTTP (%s)", (lane) => {
  let server: TestServer;
  let tenant: TestTenant;
  let catalogue: { tool_type: string; name: string; description: string; input_schema: any; example: any }[];
  beforeAll(async () => {
    server = await startTestServer(lane);
    tenant = await createTenant(server, { scopes: ["audit"], credits: 7 });
    catalogue = (await api(server, "GET", "/v1/audit/tools", { key: tenant.key })).body.tools;
  });
  afterAll(async () => server?.stop());

  it("lists exactly the 16 tools with name, description, JSON Schema and a working example", () => {
    expect(catalogue.map((t) => t.tool_type)).toEqual([...auditToolTypes]);
    for (const t of catalogue) {
      expect(t.name.length).toBeGreaterThan(2);
      expect(t.description.length).toBeGreaterThan(10);
      expect(t.input_schema.type).toBe("object");
      expect(t.example.tool_type).toBe(t.tool_type);
    }
  });

  it.each([...auditToolTypes])("%s: its catalogue example answers 200, deterministically, for 0 credits", async (toolType) => {
    const example = catalogue.find((t) => t.tool_type === toolType)!.example;
    const first = await api(server, "POST", "/v1/audit/analyze", { key: tenant.key, body: example });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ tool_type: toolType, credits_used: 0, warnings: [], id: first.headers.get("x-request-id") });
    expect(Array.isArray(first.body.result.findings)).toBe(true);
    expect(["low", "medium", "high", "critical"]).toContain(first.body.result.risk_rating);
    expect(first.body.disclaimer).toMatch(/qualified legal professional/);
    const second = await api(server, "POST", "/v1/audit/analyze", { key: tenant.key, body: example });
    expect(second.body.result).toEqual(first.body.result);
  });

  it("the payroll tool answers the spec's sample call with only entity_name and period", async () => {
    const res = await api(server, "POST", "/v1/audit/analyze", {
      key: tenant.key,
      body: { tool_type: "ia_payroll_fn", jurisdiction: "IN", entity_name: "Acme Industries Ltd", period: "FY 2025-26" },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.findings.length).toBeGreaterThan(0);
  });

  it("400 invalid_request with per-field errors for unknown tools and bad inputs", async () => {
    const unknown = await api(server, "POST", "/v1/audit/analyze", { key: tenant.key, body: { tool_type: "tarot" } });
    expectProblem(unknown, 400, "invalid_request");
    expect(unknown.body.errors[0].field).toBe("tool_type");

    const missing = await api(server, "POST", "/v1/audit/analyze", { key: tenant.key, body: { tool_type: "materiality" } });
    expectProblem(missing, 400, "invalid_request");
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(["benchmark", "amount"]));

    const badJurisdiction = await api(server, "POST", "/v1/audit/analyze", {
      key: tenant.key,
      body: { ...catalogue.find((t) => t.tool_type === "risk")!.example, jurisdiction: "ZZ" },
    });
    expectProblem(badJurisdiction, 400, "invalid_request");
  });

  it("400 for inputs that pass the schema but are inconsistent (a loss with no fallback benchmark)", async () => {
    const res = await api(server, "POST", "/v1/audit/analyze", {
      key: tenant.key,
      body: { tool_type: "materiality", jurisdiction: "GB", benchmark: "profit_before_tax", amount: -250000 },
    });
    expectProblem(res, 400, "invalid_request");
    expect(res.body.errors.length).toBeGreaterThan(0);
  });

  it("never touches credits", async () => {
    const usage = await api(server, "GET", "/v1/usage", { key: tenant.key });
    expect(usage.body.credits_balance).toBe(7);
  });
});
