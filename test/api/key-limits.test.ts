import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awayFromMinuteEdge } from "../support/limiter-window";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem, type TestTenant } from "../support/api";
import type { FakeAnthropic } from "../support/fake-anthropic";
import { modelEnv, startAnsweringModel } from "../support/model";

const chatBody = { message: "How many days do we have to notify a data breach?", jurisdiction: "EU" };

describe.each(lanes())("per-key limits (%s)", (lane) => {
  let server: TestServer;
  let fake: FakeAnthropic;
  beforeAll(async () => {
    fake = await startAnsweringModel();
    server = await startTestServer(lane, { env: modelEnv(fake) });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  const admin = (method: string, path: string, body?: unknown) => api(server, method, path, { key: server.adminKey, body });
  async function secondKey(tenant: TestTenant, limits: Record<string, unknown>) {
    const res = await admin("POST", `/v1/admin/users/${tenant.userId}/keys`, { name: "capped", scopes: ["all"], ...limits });
    expect(res.status).toBe(201);
    return res.body as { key: string; key_id: string; monthly_credit_limit: number | null; requests_per_minute: number | null };
  }

  it("a key capped at 5 credits a month, 20 concurrent cost-1 calls: exactly 5 × 200, 15 × 402 key_credit_limit_reached", async () => {
    const tenant = await createTenant(server, { credits: 100 });
    const capped = await secondKey(tenant, { monthly_credit_limit: 5 });
    expect(capped.monthly_credit_limit).toBe(5);
    const results = await Promise.all(Array.from({ length: 20 }, () => api(server, "POST", "/v1/chat/completions", { key: capped.key, body: chatBody })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(15);
    for (const r of refused) expectProblem(r, 402, "key_credit_limit_reached");
    expect(refused[0].body.detail).toContain("5 credits a month");

    // The account is not capped: its other key still spends, and the balance shows exactly 5 + 1 debits.
    expect((await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody })).status).toBe(200);
    const usage = await api(server, "GET", "/v1/usage", { key: tenant.key });
    expect(usage.body.credits_balance).toBe(100 - 6);

    // Raising the cap takes effect at once (every instance drops the key from its auth cache).
    const raised = await admin("PATCH", `/v1/admin/keys/${capped.key_id}`, { monthly_credit_limit: 6 });
    expect(raised.status).toBe(200);
    expect(raised.body.monthly_credit_limit).toBe(6);
    expect((await api(server, "POST", "/v1/chat/completions", { key: capped.key, body: chatBody })).status).toBe(200);
    expectProblem(await api(server, "POST", "/v1/chat/completions", { key: capped.key, body: chatBody }), 402, "key_credit_limit_reached");
    // Removing it (null) leaves only the balance.
    expect((await admin("PATCH", `/v1/admin/keys/${capped.key_id}`, { monthly_credit_limit: null })).body.monthly_credit_limit).toBeNull();
    expect((await api(server, "POST", "/v1/chat/completions", { key: capped.key, body: chatBody })).status).toBe(200);
  });

  it("a key capped at 3 requests a minute: the 4th is 429 key_rate_limited with Retry-After and per-key RateLimit headers", async () => {
    await awayFromMinuteEdge();
    const tenant = await createTenant(server, { credits: 0, tier: "tier1" });
    const capped = await secondKey(tenant, { requests_per_minute: 3 });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await api(server, "GET", "/v1/usage", { key: capped.key }));
    expect(answers.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers[0].headers.get("ratelimit-policy")).toBe('"per-user";q=100;w=60, "per-key";q=3;w=60');
    expect(answers[2].headers.get("ratelimit")).toMatch(/^"per-user";r=\d+;t=\d+, "per-key";r=0;t=\d+$/);
    expectProblem(answers[3], 429, "key_rate_limited");
    expect(Number(answers[3].headers.get("retry-after"))).toBeGreaterThan(0);
    // Only this key is held back; the account's other key is not.
    const other = await api(server, "GET", "/v1/usage", { key: tenant.key });
    expect(other.status).toBe(200);
    expect(other.headers.get("ratelimit-policy")).toBe('"per-user";q=100;w=60');
  });

  it("a key capped at 2 requests a minute, on a billed endpoint: the 3rd is 429 key_rate_limited and holds nothing", async () => {
    await awayFromMinuteEdge();
    const tenant = await createTenant(server, { credits: 10, tier: "tier1" });
    const capped = await secondKey(tenant, { requests_per_minute: 2 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await api(server, "POST", "/v1/chat/completions", { key: capped.key, body: { message: "What is a data breach?", jurisdiction: "EU" } }));
    expect(answers.slice(0, 2).map((r) => r.status)).toEqual([200, 200]);
    expectProblem(answers[2], 429, "key_rate_limited");
    expect(answers[2].headers.get("ratelimit")).toMatch(/^"per-user";r=\d+;t=\d+, "per-key";r=0;t=\d+$/);
    const usage = await api(server, "GET", "/v1/usage", { key: tenant.key });
    expect(usage.body.credits_balance).toBe(10 - 2);
  });

  it("validates limit changes: unknown key 404, nothing to change 400, below 1 400, unknown field 400", async () => {
    const tenant = await createTenant(server);
    const capped = await secondKey(tenant, {});
    expect(capped.monthly_credit_limit).toBeNull();
    expectProblem(await admin("PATCH", "/v1/admin/keys/key_missing", { monthly_credit_limit: 5 }), 404, "not_found");
    expectProblem(await admin("PATCH", `/v1/admin/keys/${capped.key_id}`, {}), 400, "invalid_request");
    expectProblem(await admin("PATCH", `/v1/admin/keys/${capped.key_id}`, { requests_per_minute: 0 }), 400, "invalid_request");
    const unknown = await admin("PATCH", `/v1/admin/keys/${capped.key_id}`, { monthly_limit: 5 });
    expectProblem(unknown, 400, "invalid_request");
    expect(unknown.body.errors).toContainEqual({ field: "monthly_limit", message: expect.stringContaining("unknown field") });
    // A tenant's key cannot change limits: the admin API needs the admin scope.
    expectProblem(await api(server, "PATCH", `/v1/admin/keys/${capped.key_id}`, { key: tenant.key, body: { monthly_credit_limit: 1 } }), 403, "insufficient_scope");
  });
});
