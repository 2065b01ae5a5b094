import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem } from "../support/api";
import { strictLimitsEnv } from "../support/server-configurations";

describe.each(lanes())("wire format and errors (%s)", (lane) => {
  let server: TestServer;
  beforeAll(async () => {
    // A 4096-byte body limit (strictLimitsEnv; the server is console-abuse.test.ts's too, whose sign-up limit these
    // tests never reach).
    server = await startTestServer(lane, { env: strictLimitsEnv });
  });
  afterAll(async () => server?.stop());

  it("every /v1 response carries X-Request-Id req_<ULID>", async () => {
    for (const path of ["/v1/status", "/v1/audit/tools", "/v1/nope"]) {
      const res = await api(server, "GET", path);
      expect(res.headers.get("x-request-id")).toMatch(/^req_[0-9A-HJKMNP-TV-Z]{26}$/);
    }
  });

  it("request ids are unique and sortable", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await api(server, "GET", "/v1/status")).headers.get("x-request-id")!);
    expect(new Set(ids).size).toBe(5);
    expect([...ids].sort()).toEqual(ids);
  });

  it("404 not_found problem+json for unknown /v1 paths, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) expectProblem(await api(server, method, "/v1/unknown/thing"), 404, "not_found");
  });

  it("400 invalid_request problem+json for a /v1 path whose percent-escapes do not decode (Next.js alone answers 500)", async () => {
    for (const path of ["/v1/anything/%E0%A4%A", "/v1/admin/users/%E0%A4%A", "/v1/%", "/v1/status%ZZ"]) {
      const res = await api(server, "GET", path, { key: server.adminKey });
      expectProblem(res, 400, "invalid_request");
      expect(res.body.detail).toMatch(/percent-encoding/);
      expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    }
    // A well-formed escape still reaches the routes, without the console's headers.
    const escaped = await api(server, "GET", "/v1/unknown%20thing");
    expectProblem(escaped, 404, "not_found");
    expect(escaped.headers.get("content-security-policy")).toBeNull();
    const page = await fetch(`${server.url}/docs/api/schemas/%E0%A4%A`);
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("a page address with a NUL character (%00) in its path or query is a 400, not a failed database lookup", async () => {
    for (const address of ["/staff/users/%00", "/console/usage?key=%00", "/docs/api/schemas/%00"]) {
      const res = await fetch(`${server.url}${address}`, { redirect: "manual" });
      expect(res.status, address).toBe(400);
      expect(await res.text()).toMatch(/NUL character/);
    }
  });

  it("400 invalid_request naming the field for a NUL character (U+0000) in the path, the query or the body, which PostgreSQL cannot store", async () => {
    const query = await api(server, "GET", "/v1/admin/users?email=%00", { key: server.adminKey });
    expectProblem(query, 400, "invalid_request");
    expect(query.body.errors).toEqual([{ field: "query.email", message: "must not contain the NUL character (U+0000)" }]);
    const path = await api(server, "GET", "/v1/admin/users/usr_%00/keys", { key: server.adminKey });
    expectProblem(path, 400, "invalid_request");
    expect(path.body.errors[0].field).toBe("path.user_id");
    const email = `nul-${randomUUID()}@example.com`;
    const body = await api(server, "POST", "/v1/admin/users", { key: server.adminKey, body: { email, name: "a\u0000b" } });
    expectProblem(body, 400, "invalid_request");
    expect(body.body.errors[0].field).toBe("name");
    // Nothing was created: the same email without the NUL still makes a new user.
    expect((await api(server, "POST", "/v1/admin/users", { key: server.adminKey, body: { email, name: "ab" } })).status).toBe(201);
  });

  it("405 method_not_allowed with Allow for a wrong method", async () => {
    const res = await api(server, "POST", "/v1/status");
    expectProblem(res, 405, "method_not_allowed");
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const put = await api(server, "PUT", "/v1/admin/users", { key: server.adminKey });
    expectProblem(put, 405, "method_not_allowed");
    expect(put.headers.get("allow")).toBe("GET, POST, HEAD, OPTIONS");
  });

  it("415 unsupported_media_type for a POST without application/json", async () => {
    const res = await api(server, "POST", "/v1/admin/users", {
      key: server.adminKey,
      rawBody: JSON.stringify({ email: "a@b.co" }),
      headers: { "Content-Type": "text/plain" },
    });
    expectProblem(res, 415, "unsupported_media_type");
    expectProblem(await api(server, "POST", "/v1/admin/users", { key: server.adminKey, rawBody: "{}" }), 415, "unsupported_media_type");
  });

  it("415 unsupported_media_type for a compressed body, saying so rather than 'not valid JSON'", async () => {
    const gzipped = await fetch(`${server.url}/v1/admin/users`, {
      method: "POST",
      headers: { Authorization: `Bearer ${server.adminKey}`, "Content-Type": "application/json", "Content-Encoding": "gzip" },
      body: gzipSync(JSON.stringify({ email: "gz@example.com" })),
    });
    expect(gzipped.status).toBe(415);
    const problem = await gzipped.json();
    expect(problem).toMatchObject({ code: "unsupported_media_type" });
    expect(problem.detail).toMatch(/Content-Encoding/);
    // "identity" is no coding at all.
    const identity = await api(server, "POST", "/v1/admin/users", {
      key: server.adminKey,
      rawBody: JSON.stringify({ email: `identity-${randomUUID()}@example.com` }),
      headers: { "Content-Type": "application/json", "Content-Encoding": "identity" },
    });
    expect(identity.status).toBe(201);
  });

  it("413 payload_too_large over the body limit, declared or chunked", async () => {
    const big = JSON.stringify({ email: "a@b.co", name: "x".repeat(5000) });
    expectProblem(
      await api(server, "POST", "/v1/admin/users", { key: server.adminKey, rawBody: big, headers: { "Content-Type": "application/json" } }),
      413,
      "payload_too_large",
    );
    const chunked = await fetch(`${server.url}/v1/admin/users`, {
      method: "POST",
      headers: { Authorization: `Bearer ${server.adminKey}`, "Content-Type": "application/json" },
      body: new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode(big));
          c.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await chunked.json()).code).toBe("payload_too_large");
  });

  it("400 invalid_request for malformed JSON, an empty body and a non-object body", async () => {
    for (const rawBody of ["{not json", "", "[1,2]", "42", "null"]) {
      const res = await api(server, "POST", "/v1/admin/users", {
        key: server.adminKey,
        rawBody,
        headers: { "Content-Type": "application/json" },
      });
      expectProblem(res, 400, "invalid_request");
    }
  });

  it("400 invalid_request for unknown JSON fields, naming each (nothing is created)", async () => {
    const email = `unk-${Date.now()}@tests.local`;
    const res = await api(server, "POST", "/v1/admin/users", { key: server.adminKey, body: { email, favourite_colour: "teal" } });
    expectProblem(res, 400, "invalid_request");
    expect(res.body.errors).toEqual([{ field: "favourite_colour", message: "unknown field" }]);
    const found = await api(server, "GET", `/v1/admin/users?email=${encodeURIComponent(email)}`, { key: server.adminKey });
    expect(found.body.data).toEqual([]);
  });

  it("400 invalid_request for an empty or over-long Idempotency-Key", async () => {
    const tenant = await createTenant(server, { scopes: ["all"] });
    for (const key of ["", "k".repeat(256)]) {
      const res = await api(server, "POST", "/v1/admin/users", {
        key: server.adminKey,
        body: { email: `idem-${Date.now()}@tests.local` },
        headers: { "Idempotency-Key": key },
      });
      expectProblem(res, 400, "invalid_request");
    }
    expect(tenant.key).toBeTruthy();
  });

  it("the status endpoint is public and complete", async () => {
    const res = await api(server, "GET", "/v1/status");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: expect.stringMatching(/^(ok|degraded|down)$/),
      auth_required: false,
      rate_limit_tiers: { free: 20, tier1: 100, tier2: 500, enterprise: 2000 },
      dedicated_capacity_configured: false,
      model_provider_reachable: false,
      endpoints: [
        "/v1/chat/completions",
        "/v1/documents/analyze",
        "/v1/compliance/check",
        "/v1/corporate/analyze",
        "/v1/litigation/analyze",
        "/v1/audit/analyze",
        "/v1/audit/tools",
        "/v1/contracts/draft",
      ],
    });
    expect(new Date(res.body.checked_at).toISOString()).toBe(res.body.checked_at);
    expect(typeof res.body.recent_error_rate_pct).toBe("number");
    expect(res.body).not.toHaveProperty("disclaimer");
  });

  it("serves a public OpenAPI 3.1 document covering the routes", async () => {
    const res = await api(server, "GET", "/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(["/v1/status", "/v1/audit/tools", "/v1/admin/users", "/v1/admin/users/{user_id}/keys"]),
    );
    expect(res.body.paths["/v1/admin/users"].post.requestBody.content["application/json"].schema).toBeTruthy();
  });
});
