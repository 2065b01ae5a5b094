import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { awayFromMinuteEdge } from "../support/limiter-window";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem, signInCookie } from "../support/api";
import type { FakeAnthropic } from "../support/fake-anthropic";
import { answeringReply, modelEnv, startAnsweringModel } from "../support/model";

const QUESTION = "How many days do we have to notify a data breach?";
const chatBody = { message: QUESTION, jurisdiction: "EU" };
/**
 * These tests count the fake's requests as executions, so a model attempt must not time out and be retried: under
 * 200 concurrent requests on a 2-core machine the tests' usual 1.5 s deadline was passed once (CI, one execution,
 * two model requests).
 */
const unhurriedModelEnv = (fake: FakeAnthropic) => modelEnv(fake, { MODEL_TIMEOUT_MS: "30000", MODEL_RETRY_BUDGET_MS: "30000" });

describe.each(lanes())("credits, idempotency and usage under concurrency (%s)", (lane) => {
  let server: TestServer;
  let fake: FakeAnthropic;
  beforeAll(async () => {
    fake = await startAnsweringModel();
    server = await startTestServer(lane, { env: unhurriedModelEnv(fake) });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(() => {
    fake.reset();
    fake.setResponder((request) => answeringReply(request));
  });

  it("balance 20, 60 concurrent cost-1 calls: exactly 20 succeed, 40 get 402, balance ends at 0", async () => {
    const tenant = await createTenant(server, { credits: 20 });
    const results = await Promise.all(
      Array.from({ length: 60 }, () => api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    for (const r of results.filter((r) => r.status === 402)) expect(r.body.code).toBe("insufficient_credits");
    const usage = await api(server, "GET", "/v1/usage", { key: tenant.key });
    expect(usage.body.credits_balance).toBe(0);
    const chatTotals = usage.body.day.by_endpoint.find((e: { endpoint: string }) => e.endpoint === "/v1/chat/completions");
    expect(chatTotals).toMatchObject({ calls: 60, credits: 20, errors: 40 });
    expect(fake.requests).toHaveLength(20);
  });

  it("a billed call's next call sees the balance after its debit; an unbilled call's hold is gone when it answers", async () => {
    const tenant = await createTenant(server, { credits: 1 });
    fake.setResponder(() => ({ fault: "status", status: 400, errorType: "invalid_request_error" }));
    for (let i = 0; i < 3; i++) {
      const degraded = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody });
      expect(degraded.status).toBe(200);
      expect(degraded.headers.get("x-degraded")).toBe("true");
    }
    fake.setResponder((request) => answeringReply(request));
    expect((await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody })).status).toBe(200);
    expectProblem(await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody }), 402, "insufficient_credits");
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(0);
  });

  it("200 concurrent identical requests with one Idempotency-Key: 1 execution, 1 debit, the rest 409 or replays", async () => {
    fake.setResponder((request) => answeringReply(request, { chunkDelayMs: 5 }));
    const tenant = await createTenant(server, { credits: 5 });
    const headers = { "Idempotency-Key": `burst-${Date.now()}` };
    const results = await Promise.all(
      Array.from({ length: 200 }, () => api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody, headers })),
    );
    const ok = results.filter((r) => r.status === 200);
    const conflicts = results.filter((r) => r.status === 409);
    expect(ok.length + conflicts.length).toBe(200);
    for (const c of conflicts) expect(c.body.code).toBe("idempotency_key_in_use");
    const originals = ok.filter((r) => r.headers.get("idempotent-replayed") !== "true");
    expect(originals).toHaveLength(1);
    for (const r of ok) expect(r.body).toEqual(originals[0].body);
    expect(fake.requests).toHaveLength(1);
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(4);
  });

  it("422 idempotency_key_mismatch for the same key with another body; a rejected request frees its key", async () => {
    const tenant = await createTenant(server, { credits: 0 });
    const headers = { "Idempotency-Key": `mismatch-${Date.now()}` };
    // Rejected before the handler (402): nothing stored, so the key can be used again after a top-up.
    expectProblem(await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody, headers }), 402, "insufficient_credits");
    await api(server, "POST", `/v1/admin/users/${tenant.userId}/credits`, { key: server.adminKey, body: { amount: 2 } });
    expect((await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody, headers })).status).toBe(200);
    const other = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: { ...chatBody, jurisdiction: "DE" }, headers });
    expectProblem(other, 422, "idempotency_key_mismatch");
    // Same body with keys in another order is the same request.
    const reordered = await api(server, "POST", "/v1/chat/completions", {
      key: tenant.key,
      rawBody: JSON.stringify({ jurisdiction: "EU", message: QUESTION }),
      headers: { ...headers, "Content-Type": "application/json" },
    });
    expect(reordered.headers.get("idempotent-replayed")).toBe("true");
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(1);
  });

  it("idempotency records are per tenant", async () => {
    const a = await createTenant(server, { credits: 2 });
    const b = await createTenant(server, { credits: 2 });
    const headers = { "Idempotency-Key": `shared-name-${Date.now()}` };
    const ra = await api(server, "POST", "/v1/chat/completions", { key: a.key, body: chatBody, headers });
    const rb = await api(server, "POST", "/v1/chat/completions", { key: b.key, body: chatBody, headers });
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect(rb.headers.get("idempotent-replayed")).toBeNull();
    expect(rb.body.id).not.toBe(ra.body.id);
  });

  it("rate limit: a free-tier user gets exactly 20 per minute over all keys, then 429 with Retry-After; rejected calls cost nothing", async () => {
    await awayFromMinuteEdge();
    const tenant = await createTenant(server, { credits: 100, tier: "free" });
    const second = await api(server, "POST", `/v1/admin/users/${tenant.userId}/keys`, { key: server.adminKey, body: { name: "2nd", scopes: ["all"] } });
    const keys = [tenant.key, second.body.key];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => api(server, "GET", "/v1/audit/tools", { key: keys[i % 2] })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(10);
    for (const r of limited) {
      expect(r.body.code).toBe("rate_limited");
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const okOne = results.find((r) => r.status === 200)!;
    expect(okOne.headers.get("ratelimit-policy")).toBe('"per-user";q=20;w=60');
    expect(okOne.headers.get("ratelimit")).toMatch(/^"per-user";r=\d+;t=\d+$/);
    const chatLimited = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody });
    expectProblem(chatLimited, 429, "rate_limited");
    const balance = await api(server, "GET", `/v1/admin/users?email=${encodeURIComponent(tenant.email)}`, { key: server.adminKey });
    expect(balance.body.data[0].credits_balance).toBe(100);
  });

  it("rate limit: billed and free calls share the window exactly; a billed call over the limit is 429, holds and costs nothing", async () => {
    await awayFromMinuteEdge();
    const tenant = await createTenant(server, { credits: 100, tier: "free" });
    // Chat calls (counted together with their credit hold) and catalogue calls (counted in batches), at once.
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0 ? api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody }) : api(server, "GET", "/v1/audit/tools", { key: tenant.key }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(10);
    for (const r of limited) {
      expect(r.body.code).toBe("rate_limited");
      expect(r.headers.get("ratelimit")).toMatch(/^"per-user";r=0;t=\d+$/);
    }
    const chats = results.filter((_, i) => i % 2 === 0 && results[i].status === 200).length;
    const account = await api(server, "GET", `/v1/admin/users?email=${encodeURIComponent(tenant.email)}`, { key: server.adminKey });
    expect(account.body.data[0].credits_balance).toBe(100 - chats);
    expect(fake.requests).toHaveLength(chats);
  });

  it("402, 400 and 403 on a billed endpoint carry the RateLimit headers; the 400's hold is released at once", async () => {
    const broke = await createTenant(server, { credits: 0 });
    const refused = await api(server, "POST", "/v1/chat/completions", { key: broke.key, body: chatBody });
    expectProblem(refused, 402, "insufficient_credits");
    expect(refused.headers.get("ratelimit-policy")).toMatch(/^"per-user";q=\d+;w=60$/);

    const one = await createTenant(server, { credits: 1 });
    const invalid = await api(server, "POST", "/v1/chat/completions", { key: one.key, body: { ...chatBody, jurisdiction: 42 } });
    expectProblem(invalid, 400, "invalid_request");
    expect(invalid.headers.get("ratelimit")).toMatch(/^"per-user";r=\d+;t=\d+$/);
    // Its hold was released: the one credit still pays for a valid call.
    const valid = await api(server, "POST", "/v1/chat/completions", { key: one.key, body: chatBody });
    expect(valid.status).toBe(200);

    const narrow = await api(server, "POST", `/v1/admin/users/${one.userId}/keys`, { key: server.adminKey, body: { name: "audit only", scopes: ["audit"] } });
    const forbidden = await api(server, "POST", "/v1/chat/completions", { key: narrow.body.key, body: chatBody });
    expectProblem(forbidden, 403, "insufficient_scope");
    expect(forbidden.headers.get("ratelimit-policy")).toMatch(/^"per-user";q=\d+;w=60$/);
  });

  it("reports the duration of each pipeline step in Server-Timing", async () => {
    const tenant = await createTenant(server, { credits: 3 });
    const res = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody });
    expect(res.status).toBe(200);
    const steps = (res.headers.get("server-timing") ?? "").split(", ").map((entry) => entry.split(";dur="));
    // A billed call without an Idempotency-Key is counted and holds its credits in one round trip (admit), and
    // settles after it has answered: its answer waits for neither the settlement nor a figure for it.
    // `model`, part of the handler's time, is what it waited on the model.
    expect(steps.map(([name]) => name)).toEqual(["auth", "admit", "handler", "model"]);
    for (const [, ms] of steps) expect(Number(ms)).toBeGreaterThanOrEqual(0);
    const ms = Object.fromEntries(steps.map(([name, dur]) => [name, Number(dur)]));
    expect(ms.model).toBeGreaterThan(0);
    expect(ms.model).toBeLessThanOrEqual(ms.handler);
    const keyed = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody, headers: { "Idempotency-Key": randomUUID() } });
    expect(keyed.status).toBe(200);
    const keyedSteps = (keyed.headers.get("server-timing") ?? "").split(", ").map((entry) => entry.split(";dur=")[0]);
    // One with an Idempotency-Key is counted, claims its key and holds its credits in one round trip (admit) too,
    // and settles before it answers, so that a retry finds its stored answer.
    expect(keyedSteps).toEqual(["auth", "admit", "handler", "model", "settle"]);
  });

  it("a billed call with an Idempotency-Key whose body or key is refused is still counted, and claims nothing", async () => {
    const tenant = await createTenant(server, { credits: 3 });
    const headers = { "Idempotency-Key": randomUUID() };
    const invalid = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: { message: "" }, headers });
    expectProblem(invalid, 400, "invalid_request");
    const remaining = (res: { headers: Headers }) => Number(/^"per-user";r=(\d+);t=\d+$/.exec(res.headers.get("ratelimit") ?? "")?.[1]);
    const limit = Number(/q=(\d+)/.exec(invalid.headers.get("ratelimit-policy") ?? "")?.[1]);
    expect(remaining(invalid)).toBe(limit - 1);
    const longKey = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody, headers: { "Idempotency-Key": "k".repeat(256) } });
    expectProblem(longKey, 400, "invalid_request");
    expect(remaining(longKey)).toBe(limit - 2);
    // The key the invalid body came with was never claimed: the valid call runs and is billed once.
    const valid = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody, headers });
    expect(valid.status).toBe(200);
    expect(valid.headers.get("idempotent-replayed")).toBeNull();
    expect((await api(server, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(2);
  });

  it("answers of a few kilobytes go uncompressed (no-transform); large catalogues are still gzipped", async () => {
    const tenant = await createTenant(server, { credits: 3 });
    const chat = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody });
    expect(chat.status).toBe(200);
    expect(chat.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(chat.headers.get("content-encoding")).toBeNull();
    const refused = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: { message: "no" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
    const tools = await api(server, "GET", "/v1/audit/tools", { key: tenant.key });
    expect(tools.headers.get("cache-control")).toBe("no-store");
    expect(tools.headers.get("content-encoding")).toBe("gzip");
  });

  it("every usage event is recorded with status, credits, tokens and latency", async () => {
    const tenant = await createTenant(server, { credits: 3 });
    await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody });
    await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: { message: "no" } });
    const usage = await api(server, "GET", "/v1/usage", { key: tenant.key });
    expect(usage.body.tenant_id).toBe(`apikey:${tenant.userId}`);
    const chatTotals = usage.body.month.by_endpoint.find((e: { endpoint: string }) => e.endpoint === "/v1/chat/completions");
    expect(chatTotals).toMatchObject({ calls: 2, credits: 1, errors: 1 });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances sharing one PostgreSQL", () => {
  let a: TestServer;
  let b: TestServer;
  let fake: FakeAnthropic;
  beforeAll(async () => {
    fake = await startAnsweringModel();
    // A: the run's shared PostgreSQL server of this configuration (the describe above started it; the tenants here
    // are this describe's own, and their model requests reach this describe's fake). B: a process of its own on the
    // same database and admin key, its model pointed at the same fake.
    a = await startTestServer("postgres", { env: unhurriedModelEnv(fake) });
    b = await startTestServer("postgres", { env: unhurriedModelEnv(fake), adminKey: a.adminKey });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await fake?.close();
  });
  beforeEach(() => {
    fake.reset();
    fake.setResponder((request) => answeringReply(request, { chunkDelayMs: 3 }));
  });
  const pick = (i: number) => (i % 2 === 0 ? a : b);

  it("the rate limit admits exactly the tier's number across both instances", async () => {
    await awayFromMinuteEdge();
    const tenant = await createTenant(a, { tier: "free" });
    const results = await Promise.all(Array.from({ length: 36 }, (_, i) => api(pick(i), "GET", "/v1/audit/tools", { key: tenant.key })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    expect(results.filter((r) => r.status === 429)).toHaveLength(16);
  });

  it("one Idempotency-Key shared by both instances executes once", async () => {
    const tenant = await createTenant(a, { credits: 5 });
    const headers = { "Idempotency-Key": `two-${Date.now()}` };
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => api(pick(i), "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody, headers })),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(results.filter((r) => r.status === 200 && r.headers.get("idempotent-replayed") !== "true")).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
    expect((await api(b, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(4);
  });

  it("credits are exact across instances: balance 10, 30 concurrent calls", async () => {
    const tenant = await createTenant(a, { credits: 10 });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => api(pick(i), "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 402)).toHaveLength(20);
    // A read of usage waits for the calls its own instance has answered to settle (they settle just after answering).
    await api(b, "GET", "/v1/usage", { key: tenant.key });
    expect((await api(a, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(0);
  });

  it("a key revoked through instance A is rejected by B within 1 second", async () => {
    const tenant = await createTenant(a, { scopes: ["audit"] });
    expect((await api(b, "GET", "/v1/audit/tools", { key: tenant.key })).status).toBe(200);
    await api(a, "POST", `/v1/admin/keys/${tenant.keyId}/revoke`, { key: a.adminKey });
    const revokedAt = Date.now();
    let res = await api(b, "GET", "/v1/audit/tools", { key: tenant.key });
    while (res.status === 200 && Date.now() - revokedAt < 1000) res = await api(b, "GET", "/v1/audit/tools", { key: tenant.key });
    expectProblem(res, 401, "api_key_revoked");
    expect(Date.now() - revokedAt).toBeLessThan(1000);
  });

  it("an open stream on a key revoked through A ends on B within 1 second with an error event", async () => {
    fake.setResponder((request) => answeringReply(request, { answer: "word ".repeat(400), chunkDelayMs: 40 }));
    const tenant = await createTenant(a, { credits: 5 });
    const res = await fetch(`${b.url}/v1/chat/completions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tenant.key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ ...chatBody, stream: true }),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("chat.completion.chunk")) text += decoder.decode((await reader.read()).value);
    await api(a, "POST", `/v1/admin/keys/${tenant.keyId}/revoke`, { key: a.adminKey });
    const revokedAt = Date.now();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    const elapsed = Date.now() - revokedAt;
    expect(text).toContain("event: error");
    expect(text).toContain('"code":"api_key_revoked"');
    expect(elapsed).toBeLessThan(1000);
  });
});

/**
 * A server on PostgreSQL with one billed chat call that has answered but cannot settle yet: another transaction
 * holds a lock on usage_events (which the settlement inserts into) until `release` is called.
 */
async function withUnsettledCall(
  check: (ctx: { server: TestServer; tenant: Awaited<ReturnType<typeof createTenant>>; sql: postgres.Sql; release: () => void }) => Promise<void>,
  tenantOptions: { password?: string } = {},
  { ownProcess = false }: { ownProcess?: boolean } = {},
) {
  const fake = await startAnsweringModel();
  // The run's shared PostgreSQL server with a model (its tenants are this file's), or a server of its own for the test
  // that stops it.
  const server = await startTestServer("postgres", { ownProcess, env: modelEnv(fake) });
  const sql = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  let release = () => {};
  try {
    const tenant = await createTenant(server, { credits: 5, ...tenantOptions });
    const released = new Promise<void>((resolve) => (release = resolve));
    await new Promise<void>((locked) => {
      void sql.begin(async (tx) => {
        await tx`lock table usage_events in exclusive mode`;
        locked();
        await released;
      });
    });
    const res = await api(server, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody });
    expect(res.status).toBe(200);
    await check({ server, tenant, sql, release });
  } finally {
    release();
    await sql.end();
    await server.stop();
    await fake.close();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("settling after the answer (postgres)", () => {
  it("the admin API's balance waits for a call that has answered but not yet settled", async () => {
    await withUnsettledCall(async ({ server, tenant, release }) => {
      const reading = api(server, "GET", `/v1/admin/users?email=${encodeURIComponent(tenant.email)}`, { key: server.adminKey });
      await new Promise((r) => setTimeout(r, 300));
      release();
      expect((await reading).body.data[0].credits_balance).toBe(4);
    });
  });

  it("the console's balance waits for a call that has answered but not yet settled", async () => {
    const password = "a console password for this test";
    await withUnsettledCall(
      async ({ server, tenant, release }) => {
        const cookie = await signInCookie(server, tenant.email, password);
        const page = fetch(`${server.url}/console/usage`, { headers: { Cookie: cookie } }).then((r) => r.text());
        await new Promise((r) => setTimeout(r, 300));
        release();
        const balance = /Credit balance<\/dt><dd[^>]*>([^<]+)</.exec(await page)?.[1];
        expect(balance).toBe("4");
      },
      { password },
    );
  });

  it("a call that has answered but not yet settled is settled before the server exits", async () => {
    await withUnsettledCall(async ({ server, tenant, sql, release }) => {
      const exited = server.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 300));
      release();
      await exited;
      const [user] = await sql`select credits_balance from users where id = ${tenant.userId}`;
      expect(Number(user.credits_balance)).toBe(4); // bigint: read as a string
      expect(await sql`select credits, status from usage_events where user_id = ${tenant.userId}`).toMatchObject([{ credits: 1, status: 200 }]);
    }, {}, { ownProcess: true });
  });
});
