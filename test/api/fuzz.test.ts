import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { createTenant } from "../support/api";
import { allOperations } from "@/lib/openapi/operations";

/**
 * Sends a few hundred random bodies and headers to every route and asserts that nothing answers 5xx: bad
 * input always gets a 4xx problem (or a valid answer), never a crash. FUZZ_RUNS sets how many (`npm run fuzz`: 300
 * with `--short`, as npm test runs it, and 3000 by hand).
 */
const runs = fuzzRuns(process.env.FUZZ_RUNS);
// The suite's 30 s per test fits the short run; a longer one gets about 100 ms a request on a shared machine.
const timeoutMs = Math.max(30_000, runs * 100);

/** The number of random requests per lane: FUZZ_RUNS when it is a positive integer, 300 when unset. */
function fuzzRuns(value: string | undefined): number {
  if (value === undefined || value === "") return 300;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`FUZZ_RUNS must be a positive integer, not "${value}"`);
  return Number(value);
}

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
        fc.constantFrom("application/json", "text/plain", "application/json; charset=utf-8", "application/json; charset=utf-16", "application/foo+json", ""),
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
      { numRuns: runs },
    );
    console.log(`fuzz (${lane}): ${sent} random requests, no 5xx`);
    expect(sent).toBeGreaterThanOrEqual(runs);
  }, timeoutMs);

  it("holds for every tool's example with a figure at the edge of what a double can hold", async () => {
    const tenant = await createTenant(server, { scopes: ["all"], tier: "enterprise", credits: 100_000 });
    const edges = [5e-324, 1e-300, 1e15, 1e16, -1e15];
    let sent = 0;
    let figures = 0;
    for (const family of ["audit", "corporate", "litigation"]) {
      const catalogue = await fetch(`${server.url}/v1/${family}/tools`, { headers: { Authorization: `Bearer ${tenant.key}` } });
      const { tools } = (await catalogue.json()) as { tools: { example?: Record<string, unknown> }[] };
      for (const { example } of tools) {
        if (!example) continue;
        for (const [path, set] of numericFields(example)) {
          figures++;
          for (const edge of edges) {
            const res = await fetch(`${server.url}/v1/${family}/analyze`, {
              method: "POST",
              headers: { Authorization: `Bearer ${tenant.key}`, "Content-Type": "application/json" },
              body: JSON.stringify(set(edge)),
            });
            const text = await res.text();
            sent++;
            if (res.status >= 500) throw new Error(`${family} ${String(example.tool_type)} ${path} = ${edge} → ${res.status}: ${text.slice(0, 300)}`);
            if (res.status !== 200) expect(res.headers.get("content-type"), `${path} = ${edge}`).toContain("application/problem+json");
          }
        }
      }
    }
    // Every family's examples hold figures: a catalogue that lost them would make this test pass without trying anything.
    expect(figures).toBeGreaterThanOrEqual(60);
    expect(sent).toBe(figures * edges.length);
  });
});

/** Each number in a request example, to two levels of objects and arrays deep, with a function that copies the example with it replaced. */
function numericFields(example: Record<string, unknown>): [string, (value: number) => unknown][] {
  const found: [string, (value: number) => unknown][] = [];
  const visit = (node: unknown, path: string, rebuild: (replacement: unknown) => unknown, depth: number) => {
    if (typeof node === "number") found.push([path, (value) => rebuild(value)]);
    else if (depth < 3 && Array.isArray(node) && node.length > 0) visit(node[0], `${path}[0]`, (r) => rebuild([r, ...node.slice(1)]), depth + 1);
    else if (depth < 3 && node && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) visit(child, path ? `${path}.${key}` : key, (r) => rebuild({ ...node, [key]: r }), depth + 1);
    }
  };
  visit(example, "", (r) => r, 0);
  return found;
}
