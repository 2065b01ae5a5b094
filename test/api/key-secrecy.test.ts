import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { hashKey } from "@/lib/keys/hash";
import { lanes, startTestServer } from "../support/server";
import { api, createTenant } from "../support/api";
import { seedPgliteDirectory } from "../support/pglite-template";

const tables = ["users", "api_keys", "key_events", "credit_ledger", "credit_holds", "usage_events", "rate_limit_windows", "idempotency_records"];

/** Every row of every table as text, to search for a secret. */
async function dumpDatabase(lane: string, dataDir: string): Promise<string> {
  if (lane === "postgres") {
    const sql = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const parts = await Promise.all(tables.map((t) => sql.unsafe(`select t::text as row from ${t} t`)));
      return parts.flat().map((r) => r.row).join("\n");
    } finally {
      await sql.end();
    }
  }
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const parts = await Promise.all(tables.map((t) => db.query<{ row: string }>(`select t::text as row from ${t} t`)));
    return parts.flatMap((p) => p.rows.map((r) => r.row)).join("\n");
  } finally {
    await db.close();
  }
}

describe.each(lanes())("raw keys are never stored or logged (%s)", (lane) => {
  it("only the SHA-256 hash reaches the database; logs never contain the key", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "key-secrecy-"));
    // initdb's result copied in, as for the shared servers: what this test reads is what the server stores and logs
    // after it (the server still migrates and seeds the copy, with its debug log on).
    if (lane === "pglite") await seedPgliteDirectory(dataDir);
    const server = await startTestServer(lane, { dataDir, env: { LOG_LEVEL: "debug" } });
    let rawKey = "";
    try {
      const tenant = await createTenant(server, { credits: 2 });
      rawKey = tenant.key;
      await api(server, "GET", "/v1/audit/tools", { key: rawKey });
      await api(server, "POST", "/v1/chat/completions", { key: rawKey, body: { message: "Is a non-compete clause enforceable?" }, headers: { "Idempotency-Key": "secrecy" } });
      // A tampered key in a failing request: the log must not echo either.
      await api(server, "GET", "/v1/audit/tools", { key: rawKey.slice(0, -1) + (rawKey.endsWith("a") ? "b" : "a") });
      await api(server, "POST", `/v1/admin/keys/${tenant.keyId}/revoke`, { key: server.adminKey });
      await api(server, "GET", "/v1/audit/tools", { key: rawKey });
    } finally {
      await server.stop();
    }
    const secret = rawKey.slice("svc_live_".length);
    const output = server.output();
    expect(output).not.toContain(secret);
    expect(output).not.toContain(server.adminKey.slice("svc_live_".length));
    const dump = await dumpDatabase(lane, dataDir);
    expect(dump).toContain(hashKey(rawKey));
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain(server.adminKey.slice("svc_live_".length));
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000); // a server of its own (migrations, start), on a machine that may be busy
});
