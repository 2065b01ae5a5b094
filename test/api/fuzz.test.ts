import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { createTenant } from "../support/api";
import { allOperations } from "@/lib/openapi/operations";

/**
 * Sends a few hundred random bodies and headers to every route and asserts that nothing answers 5xx: bad
 * input always gets a 4xx problem (or a valid answer), never a crash.
 */
describe.each(lanes())("random input never gives a 5xx (%s)", (lane) => {
  let server: TestServer;
  let userKey = "";
  beforeAll(async () => {
    server = await startTestServer(lane);
    userKey = (await createTenant(server, { scopes: ["all"], tier: "enterprise", credits: 0 })).key;
  });
  afterAll(async () => server?.stop());

  const jsonValue = fc.jsonValue({ maxDepth: 3 });
  const bodyArb = fc.oneof(
    fc.string({ maxLength: 200 }),
    jsonValue.map((v) => JSON.stringify(v)),
    fc.dictionary(fc.constantFrom("email", "name", "tier", "amount", "scopes", "expires_at", "message", "tool_type", "staff", "credits"), jsonValue).map((o) =>
      JSON.stringify(o),
    ),
    fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString("latin1")),
  );
  const headerValue = fc.string({ maxLength: 80 }).filter((s) => /^[\x20-\x7e]*$/.test(s));
  const authArb = fc.oneof(
    fc.constant<string | null>(null),
    headerValue,
    fc.constantFrom("admin", "user").map((who) => `Bearer ${who}`),
  );

  it("holds for every route", async () => {
    const paths = [...new Set(allOperations.map((op) => op.path.replace(/\{[^}]+\}/g, "usr_fuzz")))];
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom("GET", "POST", "PATCH", "DELETE"),
        bodyArb,
        authArb,
        fc.option(headerValue),
        fc.constantFrom("application/json", "text/plain", "application/json; charset=utf-8", ""),
        async (path, method, body, auth, idempotencyKey, contentType) => {
          const headers: Record<string, string> = {};
          if (contentType) headers["Content-Type"] = contentType;
          const authorization = auth === "Bearer admin" ? `Bearer ${server.adminKey}` : auth === "Bearer user" ? `Bearer ${userKey}` : auth;
          if (authorization !== null) headers.Authorization = authorization;
          if (idempotencyKey !== null) headers["Idempotency-Key"] = idempotencyKey;
          const res = await fetch(server.url + path + (method === "GET" ? "?email=" + encodeURIComponent(body.slice(0, 20)) : ""), {
            method,
            headers,
            body: method === "GET" ? undefined : body,
          });
          sent++;
          const text = await res.text();
          if (res.status >= 500) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
          expect(res.headers.get("x-request-id")).toMatch(/^req_/);
        },
      ),
      { numRuns: 300 },
    );
    expect(sent).toBeGreaterThanOrEqual(300);
  });
});
