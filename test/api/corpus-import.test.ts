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

async function importFile(file: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run("npx", ["tsx", "--conditions=react-server", "scripts/corpus-import.ts", file], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: "warn", ...env } as NodeJS.ProcessEnv,
    });
    return { code: 0, stdout, stderr };
  } catch (err: any) {
    return { code: err.code as number, stdout: err.stdout as string, stderr: err.stderr as string };
  }
}

interface Source {
  source_id: string;
  jurisdiction: string;
  kind: string;
  provision_count: number;
  official_url: string;
  as_of: string | null;
  origin: string;
}

/**
 * An operator's corpus import (the sample file, under a fresh id), then a server of its own on that data: the
 * imported provisions are searched and verified like built-in ones, and GET /v1/sources lists them beside the
 * built-in instruments. One import and one server per lane serve both (they were two files, each importing the
 * same sample and starting a server of its own).
 */
describe.each(lanes())("operator corpus import and GET /v1/sources (%s)", (lane) => {
  let server: TestServer;
  let dir: string;
  let imported: Awaited<ReturnType<typeof importFile>>;
  const importedId = `acme-wlc-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "corpus-import-"));
    const sample = JSON.parse(readFileSync(path.join(repoRoot, "docs/corpus-sample.json"), "utf8"));
    sample.instruments[0].source_id = importedId;
    const file = path.join(dir, "corpus.json");
    writeFileSync(file, JSON.stringify(sample));
    const env: Record<string, string> = lane === "postgres" ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : { DATA_DIR: path.join(dir, "data"), DATABASE_URL: "" };
    imported = await importFile(file, env);
    server = await startTestServer(lane, { dataDir: path.join(dir, "data") });
  }, 600_000); // two child processes (the import, then the server) on a busy machine: more than the default hook timeout
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("loads the sample file, and its provisions are searched and verified like built-in ones", async () => {
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain(`imported ${importedId} (2 provisions)`);

    const tenant = await createTenant(server, { credits: 10 });
    const chat = await api(server, "POST", "/v1/chat/completions", {
      key: tenant.key,
      body: { message: "Does a zorblax widget licence lapse if the reseller does not renew it?", jurisdiction: "GB" },
    });
    expect(chat.status).toBe(200);
    const cited = chat.body.citations.find((c: { source_id: string }) => c.source_id === importedId);
    expect(cited).toMatchObject({ verified: true, title: "Acme Internal Widget Licensing Code 2026", jurisdiction: "GB" });

    const compliance = await api(server, "POST", "/v1/compliance/check", {
      key: tenant.key,
      body: { document_text: "Resellers receive zorblax widgets after licensing.", jurisdiction: "GB", regulations: ["Widget Licensing Code"] },
    });
    expect(compliance.status).toBe(200);
    expect(compliance.body.warnings.map((w: { code: string }) => w.code)).not.toContain("unknown_regulation");
  });

  describe("GET /v1/sources", () => {
    let tenant: TestTenant;
    beforeAll(async () => {
      tenant = await createTenant(server, { credits: 0, tier: "free" });
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

  it("rejects a bad file with one clear line per problem and imports nothing", async () => {
    const badDir = mkdtempSync(path.join(os.tmpdir(), "corpus-import-"));
    const file = path.join(badDir, "bad.json");
    writeFileSync(
      file,
      JSON.stringify([
        { source_id: "eu-gdpr", title: "Clash", short_names: ["Clash name"], jurisdiction: "EU", kind: "regulation", provision_label: "article", official_url: "https://e.example", date: "2020", provisions: [{ article: "1", heading: "h", summary: "A summary that is long enough to pass.", topics: ["scope"] }] },
        { source_id: "Bad Id", title: "T", short_names: [], jurisdiction: "ZZ", kind: "novel", provision_label: "article", official_url: "nope", date: "yesterday", provisions: [] },
      ]),
    );
    const env: Record<string, string> = lane === "postgres" ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : { DATA_DIR: path.join(badDir, "data"), DATABASE_URL: "" };
    const result = await importFile(file, env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/nothing was imported/);
    expect(result.stderr).toMatch(/record 0 \(eu-gdpr\) source_id: .*already exists in the registry/);
    expect(result.stderr).toMatch(/record 1/);
    rmSync(badDir, { recursive: true, force: true });
  }, 120_000); // a child process (the import), on a machine that may be busy
});
