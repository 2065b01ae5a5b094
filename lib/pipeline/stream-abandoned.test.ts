import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { idempotencyRecords, usageEvents } from "@/lib/db/schema";
import { flushUsage } from "@/lib/billing/usage-buffer";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { beginIdempotency } from "./steps/idempotency";
import { replayStream, streamResponse } from "./stream-response";
import type { Call } from "./run";
import { idempotentCall } from "@/test/support/pipeline-call";

describe.each(lanes())("a stream its client abandons (%s)", (lane) => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => closeDatabase());

  async function claimedCall(): Promise<Call> {
    const requestId = `req_${randomUUID()}`;
    const scope = { userId: `usr_${randomUUID()}`, method: "POST", path: "/v1/chat/completions", key: randomUUID() };
    expect((await beginIdempotency(scope, "fingerprint", requestId)).kind).toBe("owner");
    return idempotentCall(requestId, scope);
  }

  /** Runs a stream that sends `events` (content first), then waits until the client leaves; returns its stored record. */
  async function abandonAfter(call: Call, events: number, firstContent: boolean) {
    let handlerEnded!: () => void;
    const ended = new Promise<void>((r) => (handlerEnded = r));
    const response = streamResponse(
      call,
      {
        kind: "stream",
        start: async (io) => {
          try {
            for (let i = 0; i < events; i++) {
              io.send({ content: `part ${i}` });
              if (i === 0 && firstContent) await io.firstContentSent();
            }
            await new Promise<void>((resolve) => io.signal.addEventListener("abort", () => resolve(), { once: true }));
            throw new Error("aborted");
          } finally {
            handlerEnded();
          }
        },
      },
      0,
    );
    const reader = response.body!.getReader();
    let text = "";
    while (!text.includes(`part ${events - 1}`)) text += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    await ended;
    // finishStream runs after the handler: wait for its write.
    for (let i = 0; i < 100; i++) {
      const [row] = await db.select().from(idempotencyRecords).where(and(eq(idempotencyRecords.key, call.idempotency!.key)));
      if (!row || row.state === "done") return row;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("the record was never settled");
  }

  it("after content was billed, stores the events with an error, so a replay ends with event: error, not [DONE]", async () => {
    const call = await claimedCall();
    const row = await abandonAfter(call, 3, true);
    expect(row?.state).toBe("done");
    const replay = await replayStream({ "X-Request-Id": call.requestId }, row!.streamed!).text();
    expect(replay).toContain('"part 2"');
    expect(replay).not.toContain("[DONE]");
    expect(replay).toMatch(/event: error\ndata: .*"code":"client_closed_request"/);
    expect(replay).toContain("disconnected after 3 events");
  });

  it("before any content was billed, stores nothing (a retry runs) and records the call as 499", async () => {
    const call = await claimedCall();
    const row = await abandonAfter(call, 1, false);
    expect(row).toBeUndefined();
    await flushUsage();
    const [usage] = await db.select().from(usageEvents).where(eq(usageEvents.requestId, call.requestId));
    expect(usage).toMatchObject({ status: 499, errorCode: "client_closed_request", credits: 0 });
  });
});
