import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateRawKey } from "@/lib/keys/format";
import { lanes, startTestServer, type Lane, type TestServer } from "../support/server";
import { api, createTenant } from "../support/api";
import type { FakeAnthropic } from "../support/fake-anthropic";
import { answeringReply, modelEnv, parseSse, startAnsweringModel } from "../support/model";
import { seedPgliteDirectory } from "../support/pglite-template";

/**
 * Crash safety of metered streams (issue 14): the server process is killed with SIGKILL mid-stream, a new one starts
 * on the same database, and the client retries with the same Idempotency-Key.
 */
const LEASE_MS = 1500;
const LONG_ANSWER = Array.from({ length: 40 }, (_, i) => `Point ${i + 1}: the controller must act without undue delay.`).join(" ");
const chatBody = { message: "How many days do we have to notify a data breach?", jurisdiction: "EU", stream: true };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * Waits until a lease renewed at the latest when its owner was killed (at `killedAt`) has lapsed, with 200 ms to
 * spare: a wait on the clock from the kill, not a fixed time from whenever the next server was up.
 */
const untilLeaseLapsed = (killedAt: number) => sleep(Math.max(0, killedAt + LEASE_MS + 200 - Date.now()));

/** Reads a streamed response until `until(textSoFar)` holds, then leaves the connection open (the server dies). */
async function readUntil(res: Response, until: (text: string) => boolean): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before the condition held:\n${text}`);
    text += decoder.decode(value, { stream: true });
    if (until(text)) return text;
  }
}

const hasContent = (text: string) => parseSse(text).data.some((d) => typeof d === "object" && d.choices?.[0]?.delta?.content);

/** Billing rows of one request, read from the database after the servers have stopped. */
async function billingRows(lane: Lane, dataDir: string, userId: string) {
  const queries = {
    ledger: `select request_id, delta from credit_ledger where user_id = $1 and kind = 'debit'`,
    usage: `select request_id, credits, status from usage_events where user_id = $1 and endpoint = '/v1/chat/completions'`,
    holds: `select request_id from credit_holds where user_id = $1`,
    records: `select state, billed, request_id from idempotency_records where user_id = $1`,
    balance: `select credits_balance from users where id = $1`,
  };
  const out: Record<keyof typeof queries, any[]> = { ledger: [], usage: [], holds: [], records: [], balance: [] };
  if (lane === "postgres") {
    const sql = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      for (const [name, q] of Object.entries(queries)) out[name as keyof typeof queries] = [...(await sql.unsafe(q, [userId]))];
    } finally {
      await sql.end();
    }
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      for (const [name, q] of Object.entries(queries)) out[name as keyof typeof queries] = (await db.query(q, [userId])).rows as any[];
    } finally {
      await db.close();
    }
  }
  return out;
}

describe.each(lanes())("crash safety of metered streams (%s)", (lane) => {
  let fake: FakeAnthropic;
  let dataDir: string;
  const servers: TestServer[] = [];
  const adminKey = generateRawKey();
  const start = async () => {
    const server = await startTestServer(lane, {
      adminKey,
      dataDir,
      env: { ...modelEnv(fake, { MODEL_TIMEOUT_MS: "60000" }), IDEMPOTENCY_LEASE_MS: String(LEASE_MS) },
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    fake = await startAnsweringModel();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "legal-ai-crash-"));
    // initdb's result copied in, as for the shared servers (test/support/pglite-template.ts says where initdb still
    // runs): the first server still migrates it; every later one opens what the killed one left.
    if (lane === "pglite") await seedPgliteDirectory(dataDir);
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a stream billed and then cut by kill -9 is settled once on takeover: every retry replays it, none is billed", async () => {
    fake.setResponder((request) => answeringReply(request, { answer: LONG_ANSWER, chunkDelayMs: 100 }));
    const first = await start();
    const tenant = await createTenant(first, { credits: 3 });
    const headers = { Authorization: `Bearer ${tenant.key}`, "Content-Type": "application/json", "Idempotency-Key": `crash-${randomUUID()}` };
    const res = await fetch(`${first.url}/v1/chat/completions`, { method: "POST", headers, body: JSON.stringify(chatBody) });
    expect(res.status).toBe(200);
    const originalId = res.headers.get("x-request-id")!;
    const seen = await readUntil(res, hasContent);
    // Billed at the first content chunk; let one heartbeat store the partial result, then the process dies.
    await sleep(LEASE_MS / 3 + 400);
    await first.kill("SIGKILL");
    const killedAt = Date.now();
    expect(parseSse(seen).done).toBe(false);

    const second = await start();
    // Within the lease the record is still held by its (dead) owner: 409, as for any running request. Its last
    // heartbeat came before the kill, so the lease has lapsed LEASE_MS after the kill at the latest; starting the
    // second server usually takes longer than that.
    await untilLeaseLapsed(killedAt);
    const retry = await api(second, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody, headers: { "Idempotency-Key": headers["Idempotency-Key"] } });
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("x-request-id")).toBe(originalId);
    const replay = parseSse(retry.text);
    expect(replay.done).toBe(false);
    expect(replay.errors).toHaveLength(1);
    expect(replay.errors[0]).toMatchObject({ code: "internal_error", request_id: originalId });
    expect(replay.data.filter((d) => d?.choices?.[0]?.delta?.content).length).toBeGreaterThan(0);
    const again = await api(second, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody, headers: { "Idempotency-Key": headers["Idempotency-Key"] } });
    expect(again.text).toBe(retry.text);
    expect(fake.requests.filter((r) => r.stream)).toHaveLength(1);

    const usage = await api(second, "GET", "/v1/usage", { key: tenant.key });
    expect(usage.body.credits_balance).toBe(2);
    await second.stop();
    const rows = await billingRows(lane, dataDir, tenant.userId);
    // One debit, its ledger row and its usage event, all for the original request; no hold left; the record done.
    expect(rows.ledger).toEqual([{ request_id: originalId, delta: -1 }]);
    expect(rows.usage.filter((u) => u.credits > 0)).toEqual([{ request_id: originalId, credits: 1, status: 200 }]);
    expect(rows.holds).toEqual([]);
    expect(rows.records).toEqual([{ state: "done", billed: true, request_id: originalId }]);
    // A bigint column: postgres.js reads it as a string.
    expect(rows.balance.map((r: { credits_balance: unknown }) => Number(r.credits_balance))).toEqual([2]);
  }, 90_000);

  it("a stream cut by kill -9 while its model stream opens is never billed; the key stays held until its claim lapses", async () => {
    fake.reset();
    fake.setResponder((request) => (request.stream ? { fault: "hang" } : answeringReply(request)));
    const first = await start();
    const tenant = await createTenant(first, { credits: 3 });
    const key = `crash-unbilled-${randomUUID()}`;
    const headers = { Authorization: `Bearer ${tenant.key}`, "Content-Type": "application/json", "Idempotency-Key": key };
    // The model never answers: the response has not started (chat opens the model stream first) when the server dies.
    const pending = fetch(`${first.url}/v1/chat/completions`, { method: "POST", headers, body: JSON.stringify(chatBody) })
      .then((r) => r.text())
      .catch(() => "cut");
    // The server's status probe (count_tokens) reaches the fake too: wait for the chat's own model stream, which
    // starts after the key is claimed (a cold route on a busy machine can take longer than any fixed sleep).
    for (const deadline = Date.now() + 30_000; !fake.requests.some((r) => r.stream) && Date.now() < deadline; ) await sleep(20);
    expect(fake.requests.some((r) => r.stream)).toBe(true);
    await sleep(300);
    await first.kill("SIGKILL");
    const killedAt = Date.now();
    expect(parseSse(await pending).done).toBe(false);

    fake.setResponder((request) => answeringReply(request));
    const second = await start();
    // Past the time any stream lease taken before the kill would have lapsed.
    await untilLeaseLapsed(killedAt);
    // Its claim (10 minutes; the stream lease only starts with the response) still holds the key: not run again.
    const retry = await api(second, "POST", "/v1/chat/completions", { key: tenant.key, body: chatBody, headers: { "Idempotency-Key": key } });
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe("idempotency_key_in_use");
    expect((await api(second, "GET", "/v1/usage", { key: tenant.key })).body.credits_balance).toBe(3);
    await second.stop();
    const rows = await billingRows(lane, dataDir, tenant.userId);
    expect(rows.ledger).toEqual([]);
    expect(rows.usage.filter((u) => u.credits > 0)).toEqual([]);
    expect(rows.records).toEqual([{ state: "running", billed: false, request_id: expect.stringMatching(/^req_/) }]);
    // Taking the record over after its claim lapses (and releasing the dead call's hold) is covered by
    // lib/pipeline/steps/idempotency-takeover.test.ts, which can move the clock.
  }, 90_000);
});
