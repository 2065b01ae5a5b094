import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase } from "@/lib/db/client";
import { openLaneDatabase } from "@/test/support/db";
import { beginIdempotency } from "./steps/idempotency";
import { streamResponse } from "./stream-response";
import { idempotentCall } from "@/test/support/pipeline-call";

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/**
 * A client that retries the moment it reads `[DONE]` must find the stored result. A row lock held by
 * another connection stalls the write of that result; `[DONE]` must wait for it rather than go first.
 * (A row lock needs a second connection, so this runs on PostgreSQL only.)
 */
onPostgres("stream response ordering (postgres)", () => {
  let sql: postgres.Sql;
  beforeAll(async () => {
    await openLaneDatabase("postgres");
    sql = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await sql?.end();
    await closeDatabase();
  });

  it("sends [DONE] only after the idempotent result is stored", async () => {
    const requestId = `req_${randomUUID()}`;
    const scope = { userId: `user_${randomUUID()}`, method: "POST", path: "/v1/chat/completions", key: randomUUID() };
    expect((await beginIdempotency(scope, "fingerprint", requestId)).kind).toBe("owner");
    const call = idempotentCall(requestId, scope);

    let releaseLock!: () => void;
    const lockHeld = new Promise<void>((resolveHeld) => {
      void sql.begin(async (tx) => {
        await tx`select 1 from idempotency_records where user_id = ${scope.userId} and key = ${scope.key} for update`;
        resolveHeld();
        await new Promise<void>((release) => (releaseLock = release));
      });
    });
    await lockHeld;

    const response = streamResponse(
      call,
      { kind: "stream", start: async (io) => (io.send({ content: "hello" }), { finalResult: null, degraded: false }) },
      0,
    );
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readAll = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    })();

    try {
      await new Promise((r) => setTimeout(r, 700));
      expect(text).toContain('"hello"');
      expect(text).not.toContain("[DONE]");
    } finally {
      releaseLock();
    }
    await readAll;
    expect(text).toContain("data: [DONE]");
    const [row] = await sql<{ state: string; streamed: string }[]>`
      select state, streamed from idempotency_records where user_id = ${scope.userId} and key = ${scope.key}`;
    expect(row.state).toBe("done");
    expect(JSON.parse(row.streamed)).toEqual([{ content: "hello" }]);
  });
});
