import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { creditHolds, creditLedger, idempotencyRecords, usageEvents, users } from "@/lib/db/schema";
import { holdCredits } from "@/lib/billing/credits";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { updateUsageTokens } from "@/lib/billing/usage-update";
import { beginIdempotency, completeIdempotency } from "./idempotency";
import { flushUsage } from "@/lib/billing/usage-buffer";
import { settle, settleAfterAnswer, type Settlement } from "./settle";

describe.each(lanes())("settlement (%s)", (lane) => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => closeDatabase());

  async function paidCall(balance: number) {
    const userId = `usr_${randomUUID()}`;
    await db.insert(users).values({ id: userId, email: `${userId}@settle.test`, creditsBalance: balance });
    const requestId = `req_${randomUUID()}`;
    const scope = { userId, method: "POST", path: "/v1/chat/completions", key: randomUUID() };
    await beginIdempotency(scope, "fingerprint", requestId);
    if (balance > 0) await holdCredits(db, userId, requestId, 1);
    const settlement: Settlement = {
      usage: { requestId, userId, keyId: null, method: "POST", endpoint: "/v1/chat/completions", status: 200, latencyMs: 12, tokensIn: 30, tokensOut: 40 },
      charge: 1,
      holdRequestId: balance > 0 ? requestId : null,
      idempotency: { scope, response: { status: 200, headers: { "Content-Type": "application/json" }, body: '{"ok":true}', streamed: null } },
    };
    const state = async () => ({
      balance: (await db.select().from(users).where(eq(users.id, userId)))[0].creditsBalance,
      ledger: await db.select().from(creditLedger).where(eq(creditLedger.userId, userId)),
      holds: await db.select().from(creditHolds).where(eq(creditHolds.userId, userId)),
      usage: await db.select().from(usageEvents).where(eq(usageEvents.userId, userId)),
      record: (await db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, scope.key)))[0],
    });
    return { settlement, state };
  }

  it("debits, writes the ledger and usage, releases the hold and stores the response together", async () => {
    const { settlement, state } = await paidCall(5);
    expect(await settle(settlement)).toMatchObject({ charged: 1 });
    const after = await state();
    expect(after.balance).toBe(4);
    expect(after.ledger).toMatchObject([{ delta: -1, kind: "debit", balanceAfter: 4, requestId: settlement.usage.requestId }]);
    expect(after.holds).toEqual([]);
    expect(after.usage).toMatchObject([{ credits: 1, status: 200, tokensIn: 30, tokensOut: 40, latencyMs: 12 }]);
    expect(after.record).toMatchObject({ state: "done", status: 200, body: '{"ok":true}', headers: { "Content-Type": "application/json" } });
  });

  it("writes nothing at all when one part fails", async () => {
    const { settlement, state } = await paidCall(5);
    // A usage event with this request id already exists, so the usage insert fails inside the settlement.
    await db.insert(usageEvents).values({ ...settlement.usage, userId: null, requestId: settlement.usage.requestId });
    await expect(settle(settlement)).rejects.toThrow();
    const after = await state();
    expect(after.balance).toBe(5);
    expect(after.ledger).toEqual([]);
    expect(after.holds).toHaveLength(1);
    expect(after.usage).toEqual([]);
    expect(after.record.state).toBe("running");
  });

  it("charges nothing when the balance was lowered during the call, and still records the call", async () => {
    const { settlement, state } = await paidCall(0);
    expect(await settle(settlement)).toMatchObject({ charged: 0 });
    const after = await state();
    expect(after.balance).toBe(0);
    expect(after.ledger).toEqual([]);
    expect(after.usage).toMatchObject([{ credits: 0 }]);
    expect(after.record.state).toBe("done");
  });

  it("commits without waiting for the WAL flush by default, and waits when SETTLEMENT_SYNCHRONOUS_COMMIT is on", async () => {
    const first = await paidCall(5);
    expect(await settle(first.settlement)).toEqual({ charged: 1, synchronousCommit: "off" });
    const previous = process.env.SETTLEMENT_SYNCHRONOUS_COMMIT;
    process.env.SETTLEMENT_SYNCHRONOUS_COMMIT = "on";
    resetEnvForTests();
    try {
      const second = await paidCall(5);
      expect(await settle(second.settlement)).toEqual({ charged: 1, synchronousCommit: "on" });
      expect((await second.state()).balance).toBe(4);
    } finally {
      if (previous === undefined) delete process.env.SETTLEMENT_SYNCHRONOUS_COMMIT;
      else process.env.SETTLEMENT_SYNCHRONOUS_COMMIT = previous;
      resetEnvForTests();
    }
  });

  it("a stream's token counts and its stored response commit the same way as its settlement", async () => {
    const { settlement, state } = await paidCall(5);
    await settle({ ...settlement, idempotency: null });
    expect(await updateUsageTokens(settlement.usage.requestId, { tokensIn: 7, tokensOut: 9, degraded: false })).toBe("off");
    const response = { status: 200, headers: { "Content-Type": "text/event-stream" }, body: null, streamed: "[]" };
    expect(await completeIdempotency(db, settlement.idempotency!.scope, response)).toBe("off");
    const after = await state();
    expect(after.usage).toMatchObject([{ tokensIn: 7, tokensOut: 9 }]);
    expect(after.record).toMatchObject({ state: "done", streamed: "[]" });
  });

  it("settles an answered call after its answer; a reader of usage waits for it (flushUsage)", async () => {
    const { settlement, state } = await paidCall(5);
    settleAfterAnswer({ ...settlement, idempotency: null });
    await flushUsage();
    const after = await state();
    expect(after.balance).toBe(4);
    expect(after.ledger).toMatchObject([{ delta: -1, requestId: settlement.usage.requestId }]);
    expect(after.holds).toEqual([]);
    expect(after.usage).toMatchObject([{ credits: 1, status: 200 }]);
  });

  it("a settlement after the answer that finds its call already settled debits nothing more", async () => {
    const { settlement, state } = await paidCall(5);
    await settle({ ...settlement, idempotency: null });
    settleAfterAnswer({ ...settlement, idempotency: null });
    await flushUsage();
    const after = await state();
    expect(after.balance).toBe(4);
    expect(after.ledger).toHaveLength(1);
    expect(after.usage).toHaveLength(1);
  });
});
