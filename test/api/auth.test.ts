import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateRawKey } from "@/lib/keys/format";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem } from "../support/api";

describe.each(lanes())("authentication and scopes (%s)", (lane) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(lane);
  });
  afterAll(async () => server?.stop());

  it("401 invalid_api_key with WWW-Authenticate when the header is missing", async () => {
    const res = await api(server, "GET", "/v1/audit/tools");
    expectProblem(res, 401, "invalid_api_key");
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(res.body.request_id).toBe(res.headers.get("x-request-id"));
  });

  it("401 invalid_api_key for a non-Bearer scheme", async () => {
    const res = await api(server, "GET", "/v1/audit/tools", { headers: { Authorization: `Basic ${generateRawKey()}` } });
    expectProblem(res, 401, "invalid_api_key");
  });

  it("401 invalid_api_key for a bad checksum, a wrong prefix and garbage", async () => {
    const key = generateRawKey();
    const badChecksum = key.slice(0, -1) + (key.endsWith("a") ? "b" : "a");
    for (const bad of [badChecksum, "sk_live_" + key.slice(9), "svc_live_", "x".repeat(5000)]) {
      const res = await api(server, "GET", "/v1/audit/tools", { key: bad });
      expectProblem(res, 401, "invalid_api_key");
      expect(res.body.detail).toMatch(/malformed/);
    }
  });

  it("401 invalid_api_key for a well-formed key that was never issued", async () => {
    const res = await api(server, "GET", "/v1/audit/tools", { key: generateRawKey() });
    expectProblem(res, 401, "invalid_api_key");
    expect(res.body.detail).toMatch(/not recognised/);
  });

  it("200 with the audit scope, 403 insufficient_scope without it", async () => {
    const withAudit = await createTenant(server, { scopes: ["audit"] });
    const ok = await api(server, "GET", "/v1/audit/tools", { key: withAudit.key });
    expect(ok.status).toBe(200);
    expect(ok.body.tools).toHaveLength(16);

    const chatOnly = await createTenant(server, { scopes: ["chat"] });
    const denied = await api(server, "GET", "/v1/audit/tools", { key: chatOnly.key });
    expectProblem(denied, 403, "insufficient_scope");
    expect(denied.headers.get("ratelimit-policy")).toBeTruthy();
  });

  it("401 api_key_revoked right after revocation", async () => {
    const tenant = await createTenant(server, { scopes: ["audit"] });
    expect((await api(server, "GET", "/v1/audit/tools", { key: tenant.key })).status).toBe(200);
    const revoked = await api(server, "POST", `/v1/admin/keys/${tenant.keyId}/revoke`, { key: server.adminKey });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe("revoked");
    expectProblem(await api(server, "GET", "/v1/audit/tools", { key: tenant.key }), 401, "api_key_revoked");
  });

  it("401 api_key_expired once the expiry passes", async () => {
    const user = await api(server, "POST", "/v1/admin/users", { key: server.adminKey, body: { email: `exp-${Date.now()}@tests.local` } });
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const key = await api(server, "POST", `/v1/admin/users/${user.body.user_id}/keys`, {
      key: server.adminKey,
      body: { name: "short", scopes: ["audit"], expires_at: expiresAt },
    });
    expect(key.status).toBe(201);
    expect((await api(server, "GET", "/v1/audit/tools", { key: key.body.key })).status).toBe(200);
    // Until 200 ms past the expiry (the time it was set to, not a fixed wait after the key's first use).
    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(expiresAt) + 200 - Date.now())));
    expectProblem(await api(server, "GET", "/v1/audit/tools", { key: key.body.key }), 401, "api_key_expired");
  });

  it("the admin API needs the admin scope: 403 for a public-scope key", async () => {
    const tenant = await createTenant(server, { scopes: ["all"] });
    expectProblem(await api(server, "GET", "/v1/admin/users", { key: tenant.key }), 403, "insufficient_scope");
  });

  it("records last_used_at for a key after use", async () => {
    const tenant = await createTenant(server, { scopes: ["audit"] });
    await api(server, "GET", "/v1/audit/tools", { key: tenant.key });
    // Recorded within 300 ms of the use, as before; read as soon as it is there rather than after 300 ms.
    const listKeys = () => api(server, "GET", `/v1/admin/users/${tenant.userId}/keys`, { key: server.adminKey });
    let keys = await listKeys();
    for (const deadline = Date.now() + 300; keys.body.data[0].last_used_at === null && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 25));
      keys = await listKeys();
    }
    expect(keys.body.data[0].last_used_at).not.toBeNull();
  });
});
