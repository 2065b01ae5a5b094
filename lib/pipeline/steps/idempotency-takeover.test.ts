import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { creditHolds, creditLedger, idempotencyRecords, users } from "@/lib/db/schema";
import { holdCredits } from "@/lib/billing/credits";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { beginIdempotency, heartbeatIdempotency } from "./idempotency";
import { settle } from "./settle";

const MINUTE = 60_000;

describe.each(lanes())("idempotency leases and takeover (%s)", (lane) => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => closeDatabase());

  /** A stream request that claimed its key and holds 1 credit, as the pipeline leaves it before its handler runs. */
  async function claimedStream() {
    const userId = `usr_${randomUUID()}`;
    await db.insert(users).values({ id: userId, email: `${userId}@lease.test`, creditsBalance: 5 });
    const requestId = `req_${randomUUID()}`;
    const scope = { userId, method: "POST", path: "/v1/chat/completions", key: randomUUID() };
    expect(await beginIdempotency(scope, "fp", requestId)).toEqual({ kind: "owner" });
    await holdCredits(db, userId, requestId, 1);
    const record = async () => (await db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, scope.key)))[0];
    const ledger = () => db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    const holds = () => db.select().from(creditHolds).where(eq(creditHolds.userId, userId));
    const bill = () =>
      settle({
        usage: { requestId, userId, keyId: null, method: "POST", endpoint: "/v1/chat/completions", status: 200, latencyMs: 5 },
        charge: 1,
        holdRequestId: requestId,
        idempotency: null,
        markBilled: { scope, requestId },
      });
    return { scope, requestId, record, ledger, holds, bill };
  }

  it("a claim holds the key for 10 minutes (409); after that an unbilled record is taken over with its credit hold", async () => {
    const c = await claimedStream();
    const nineMinutes = new Date(Date.now() + 9 * MINUTE);
    await expect(beginIdempotency(c.scope, "fp", "req_retry", nineMinutes)).rejects.toMatchObject({ code: "idempotency_key_in_use" });
    const elevenMinutes = new Date(Date.now() + 11 * MINUTE);
    expect(await beginIdempotency(c.scope, "fp", "req_retry", elevenMinutes)).toEqual({ kind: "owner" });
    expect(await c.record()).toMatchObject({ requestId: "req_retry", state: "running", billed: false });
    expect(await c.holds()).toEqual([]);
    expect(await c.ledger()).toEqual([]);
  });

  it("a stream's heartbeat shortens and renews the lease and stores the events sent so far", async () => {
    const c = await claimedStream();
    expect(await heartbeatIdempotency(c.scope, c.requestId, 2000, JSON.stringify([{ n: 1 }]))).toBe(true);
    const record = await c.record();
    expect(record.streamed).toBe('[{"n":1}]');
    const leaseLeft = record.leaseExpiresAt!.getTime() - Date.now();
    expect(leaseLeft).toBeGreaterThan(0);
    expect(leaseLeft).toBeLessThanOrEqual(2000 + 1000); // database and test clocks may differ slightly
    // Another owner's heartbeat (a different request id) touches nothing.
    expect(await heartbeatIdempotency(c.scope, "req_other", 2000, "[]")).toBe(false);
  });

  it("a billed stream whose lease passed is settled once with its partial events and an error; retries replay it", async () => {
    const c = await claimedStream();
    expect(await c.bill()).toMatchObject({ charged: 1 });
    expect(await c.record()).toMatchObject({ state: "running", billed: true });
    await heartbeatIdempotency(c.scope, c.requestId, 1000, JSON.stringify([{ delta: "partial" }]));
    // Within the lease: still the owner's.
    await expect(beginIdempotency(c.scope, "fp", "req_retry")).rejects.toMatchObject({ code: "idempotency_key_in_use" });

    const later = new Date(Date.now() + 5000);
    const [a, b] = await Promise.all([
      beginIdempotency(c.scope, "fp", "req_retry_a", later),
      beginIdempotency(c.scope, "fp", "req_retry_b", later),
    ]);
    for (const outcome of [a, b]) {
      expect(outcome.kind).toBe("replay");
      if (outcome.kind !== "replay") continue;
      expect(outcome.stored).toMatchObject({ requestId: c.requestId, status: 200, body: null });
      expect(outcome.stored.headers).toEqual({ "Content-Type": "text/event-stream; charset=utf-8", "X-Request-Id": c.requestId });
      const streamed = JSON.parse(outcome.stored.streamed!);
      expect(streamed.events).toEqual([{ delta: "partial" }]);
      expect(streamed.error).toMatchObject({ code: "internal_error", status: 500, request_id: c.requestId });
    }
    expect(await c.record()).toMatchObject({ state: "done", billed: true, requestId: c.requestId });
    expect((await c.ledger()).map((l) => l.delta)).toEqual([-1]);
    // A different body with the same key is still a mismatch, not a takeover.
    await expect(beginIdempotency(c.scope, "other", "req_retry_c", later)).rejects.toMatchObject({ code: "idempotency_key_mismatch" });
  });

  it("a billed stream that died before any heartbeat stored events is settled as a clean failure", async () => {
    const c = await claimedStream();
    await c.bill();
    const outcome = await beginIdempotency(c.scope, "fp", "req_retry", new Date(Date.now() + 11 * MINUTE));
    expect(outcome.kind).toBe("replay");
    if (outcome.kind === "replay") expect(JSON.parse(outcome.stored.streamed!).events).toEqual([]);
  });
});
