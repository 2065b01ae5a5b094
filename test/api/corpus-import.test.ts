import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomUUID } from "node:crypto";
import { lanes, startTestServer } from "../support/server";
import { api, createTenant } from "../support/api";

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

describe.each(lanes())("operator corpus import (%s)", (lane) => {
  it("loads the sample file, and its provisions are searched and verified like built-in ones", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "corpus-import-"));
    const sample = JSON.parse(readFileSync(path.join(repoRoot, "docs/corpus-sample.json"), "utf8"));
    const sourceId = `acme-wlc-${randomUUID().slice(0, 8)}`;
    sample.instruments[0].source_id = sourceId;
    const file = path.join(dir, "corpus.json");
    writeFileSync(file, JSON.stringify(sample));
    const env: Record<string, string> = lane === "postgres" ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : { DATA_DIR: path.join(dir, "data"), DATABASE_URL: "" };

    const imported = await importFile(file, env);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain(`imported ${sourceId} (2 provisions)`);

    const server = await startTestServer(lane, { dataDir: path.join(dir, "data") });
    try {
      const tenant = await createTenant(server, { credits: 10 });
      const chat = await api(server, "POST", "/v1/chat/completions", {
        key: tenant.key,
        body: { message: "Does a zorblax widget licence lapse if the reseller does not renew it?", jurisdiction: "GB" },
      });
      expect(chat.status).toBe(200);
      const cited = chat.body.citations.find((c: { source_id: string }) => c.source_id === sourceId);
      expect(cited).toMatchObject({ verified: true, title: "Acme Internal Widget Licensing Code 2026", jurisdiction: "GB" });

      const compliance = await api(server, "POST", "/v1/compliance/check", {
        key: tenant.key,
        body: { document_text: "Resellers receive zorblax widgets after licensing.", jurisdiction: "GB", regulations: ["Widget Licensing Code"] },
      });
      expect(compliance.status).toBe(200);
      expect(compliance.body.warnings.map((w: { code: string }) => w.code)).not.toContain("unknown_regulation");
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000); // a child process (the import) and a server of its own, on a machine that may be busy

  it("rejects a bad file with one clear line per problem and imports nothing", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "corpus-import-"));
    const file = path.join(dir, "bad.json");
    writeFileSync(
      file,
      JSON.stringify([
        { source_id: "eu-gdpr", title: "Clash", short_names: ["Clash name"], jurisdiction: "EU", kind: "regulation", provision_label: "article", official_url: "https://e.example", date: "2020", provisions: [{ article: "1", heading: "h", summary: "A summary that is long enough to pass.", topics: ["scope"] }] },
        { source_id: "Bad Id", title: "T", short_names: [], jurisdiction: "ZZ", kind: "novel", provision_label: "article", official_url: "nope", date: "yesterday", provisions: [] },
      ]),
    );
    const env: Record<string, string> = lane === "postgres" ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : { DATA_DIR: path.join(dir, "data"), DATABASE_URL: "" };
    const result = await importFile(file, env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/nothing was imported/);
    expect(result.stderr).toMatch(/record 0 \(eu-gdpr\) source_id: .*already exists in the registry/);
    expect(result.stderr).toMatch(/record 1/);
    rmSync(dir, { recursive: true, force: true });
  }, 120_000); // a child process (the import) and a server of its own, on a machine that may be busy
});
