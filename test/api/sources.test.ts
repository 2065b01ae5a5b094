import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomUUID } from "node:crypto";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, expectProblem, type TestTenant } from "../support/api";

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, "../..");

interface Source {
  source_id: string;
  jurisdiction: string;
  kind: string;
  provision_count: number;
  official_url: string;
  as_of: string | null;
  origin: string;
}

describe.each(lanes())("GET /v1/sources (%s)", (lane) => {
  let server: TestServer;
  let tenant: TestTenant;
  let dir: string;
  const importedId = `acme-wlc-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    // An operator import first (the sample file, under a fresh id), so the catalogue must show it beside ours.
    dir = mkdtempSync(path.join(os.tmpdir(), "sources-"));
    const sample = JSON.parse(readFileSync(path.join(repoRoot, "docs/corpus-sample.json"), "utf8"));
    sample.instruments[0].source_id = importedId;
    const file = path.join(dir, "corpus.json");
    writeFileSync(file, JSON.stringify(sample));
    const env = lane === "postgres" ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : { DATA_DIR: path.join(dir, "data"), DATABASE_URL: "" };
    await run("npx", ["tsx", "--conditions=react-server", "scripts/corpus-import.ts", file], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: "warn", ...env } as NodeJS.ProcessEnv,
    });
    server = await startTestServer(lane, { dataDir: path.join(dir, "data") });
    tenant = await createTenant(server, { credits: 0, tier: "free" });
  }, 600_000); // two child processes (the import, then the server) on a busy machine: more than the default hook timeout
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  // The tenant has no credits at all: a 200 shows the catalogue costs nothing (a billed endpoint answers 402).
  it("200: lists built-in and imported instruments with counts and URLs, for any key, at 0 credits", async () => {
    const res = await api(server, "GET", "/v1/sources", { key: tenant.key });
    expect(res.status).toBe(200);
    expect(res.body.jurisdiction).toBeNull();
    const sources: Source[] = res.body.sources;
    expect(res.body.totals.instruments).toBe(sources.length);
    expect(res.body.totals.provisions).toBe(sources.reduce((sum, s) => sum + s.provision_count, 0));
    expect(sources.find((s) => s.source_id === "us-flsa")).toMatchObject({ jurisdiction: "US", kind: "statute", origin: "builtin" });
    expect(sources.find((s) => s.source_id === importedId)).toEqual(
      expect.objectContaining({ jurisdiction: "GB", origin: "import", provision_count: 2, as_of: "2026-02-01", official_url: "https://intranet.example.com/policies/widget-licensing-code" }),
    );
    expect(new Set(sources.map((s) => s.source_id)).size).toBe(sources.length);
  });

  it("200: a jurisdiction, in any case, lists its own law and its parents' (FR and EU), nothing else", async () => {
    const res = await api(server, "GET", "/v1/sources?jurisdiction=fr", { key: tenant.key });
    expect(res.status).toBe(200);
    expect(res.body.jurisdiction).toBe("FR");
    expect(res.body.jurisdictions_included).toEqual(["FR", "EU"]);
    const found = new Set((res.body.sources as Source[]).map((s) => s.jurisdiction));
    expect(found).toEqual(new Set(["FR", "EU"]));

    const gb = await api(server, "GET", "/v1/sources?jurisdiction=GB", { key: tenant.key });
    expect((gb.body.sources as Source[]).map((s) => s.source_id)).toContain(importedId);
    expect((gb.body.sources as Source[]).every((s) => s.jurisdiction === "GB")).toBe(true);
  });

  it("400 invalid_request: an unknown jurisdiction or an unknown parameter", async () => {
    const unknown = await api(server, "GET", "/v1/sources?jurisdiction=ZZ", { key: tenant.key });
    expectProblem(unknown, 400, "invalid_request");
    expect(unknown.body.errors[0].field).toBe("query.jurisdiction");
    expectProblem(await api(server, "GET", "/v1/sources?country=FR", { key: tenant.key }), 400, "invalid_request");
  });

  it("401 invalid_api_key without a key", async () => {
    expectProblem(await api(server, "GET", "/v1/sources"), 401, "invalid_api_key");
  });

  it("is in the OpenAPI document with its jurisdiction filter", async () => {
    const doc = await api(server, "GET", "/v1/openapi.json");
    const get = doc.body.paths["/v1/sources"].get;
    expect(get.operationId).toBe("sources.list");
    expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(["jurisdiction"]);
  });
});
