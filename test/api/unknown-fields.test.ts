import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem, type TestTenant } from "../support/api";

const BOGUS = "bogus_field_zz";

/** Every place in a JSON value where an object sits, as paths ([] is the root). Free-form key_terms is exempt. */
function objectPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => objectPaths(item, [...path, i]));
  if (!value || typeof value !== "object" || path.at(-1) === "key_terms") return [];
  return [path, ...Object.entries(value).flatMap(([k, v]) => objectPaths(v, [...path, k]))];
}

function withBogusField(value: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const target = path.reduce<any>((node, key) => node[key], copy);
  target[BOGUS] = 1;
  return copy;
}

describe.each(lanes())("unknown request fields are rejected with their path (%s)", (lane) => {
  let server: TestServer;
  let tenant: TestTenant;
  /** (method, path, example body) for every documented request example and every tool catalogue example. */
  const cases: { method: string; path: string; body: unknown }[] = [];

  beforeAll(async () => {
    server = await startTestServer(lane);
    tenant = await createTenant(server, { scopes: ["all"], sandbox: true, tier: "enterprise" });
    const doc = (await api(server, "GET", "/v1/openapi.json")).body;
    for (const [template, methods] of Object.entries<any>(doc.paths)) {
      const path = template.replace("{user_id}", tenant.userId).replace("{key_id}", tenant.keyId);
      for (const [method, op] of Object.entries<any>(methods)) {
        if (op["x-example"] && method !== "get") cases.push({ method: method.toUpperCase(), path, body: op["x-example"] });
        if (method === "get" && template.endsWith("/tools") && methods.get && doc.paths[template.replace(/\/tools$/, "/analyze")]) {
          const catalogue = await api(server, "GET", template, { key: tenant.key });
          for (const tool of catalogue.body.tools) cases.push({ method: "POST", path: template.replace(/\/tools$/, "/analyze"), body: tool.example });
        }
      }
    }
  });
  afterAll(async () => server?.stop());

  const keyFor = (path: string) => (path.startsWith("/v1/admin") ? server.adminKey : tenant.key);

  it("every documented example succeeds as it is (so the 400s below are about the bogus field only)", async () => {
    expect(cases.length).toBeGreaterThan(20);
    for (const c of cases.filter((c) => !c.path.startsWith("/v1/admin"))) {
      const res = await api(server, c.method, c.path, { key: keyFor(c.path), body: c.body });
      expect(res.status, `${c.method} ${c.path} ${JSON.stringify(c.body).slice(0, 120)}: ${res.text.slice(0, 300)}`).toBeLessThan(300);
    }
  });

  it("answers 400 naming the bogus field at every object level of every example", async () => {
    let checked = 0;
    for (const c of cases) {
      for (const path of objectPaths(c.body)) {
        const res = await api(server, c.method, c.path, { key: keyFor(c.path), body: withBogusField(c.body, path) });
        const field = [...path, BOGUS].join(".");
        expectProblem(res, 400, "invalid_request");
        // A map keyed by the caller's own names (jv-governance's board_seats by party) names the key as an unknown party.
        const named = (res.body.errors as { field: string; message: string }[]).filter((e) => e.field === field);
        expect(named.map((e) => e.message.replace(/^(unknown (field|party)).*$/, "$1")), `${c.method} ${c.path} at ${field}`).toContainEqual(
          path.at(-1) === "board_seats" ? "unknown party" : "unknown field",
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(cases.length);
  });

  it("suggests the defined field for a misnamed one: zakat's liabilities.current_liabilities (the reported bug)", async () => {
    const tools = (await api(server, "GET", "/v1/audit/tools", { key: tenant.key })).body.tools;
    const zakat = tools.find((t: { tool_type: string }) => t.tool_type === "zakat").example;
    const { current_liabilities_due, ...rest } = zakat.liabilities;
    const res = await api(server, "POST", "/v1/audit/analyze", {
      key: tenant.key,
      body: { ...zakat, liabilities: { ...rest, current_liabilities: current_liabilities_due } },
    });
    expectProblem(res, 400, "invalid_request");
    expect(res.body.errors).toContainEqual({
      field: "liabilities.current_liabilities",
      message: 'unknown field; did you mean "current_liabilities_due"?',
    });
  });

  it("rejects unknown query parameters, on endpoints with and without a query schema", async () => {
    const usage = await api(server, "GET", "/v1/usage?month=2026-01", { key: tenant.key });
    expectProblem(usage, 400, "invalid_request");
    expect(usage.body.errors).toEqual([{ field: "query.month", message: "unknown query parameter" }]);
    const users = await api(server, "GET", "/v1/admin/users?emial=a@b.c", { key: server.adminKey });
    expectProblem(users, 400, "invalid_request");
    expect(users.body.errors).toEqual([{ field: "query.emial", message: 'unknown field; did you mean "email"?' }]);
  });
});
