import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { apiKeys, creditHolds, usageEvents, users } from "@/lib/db/schema";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { adjustCredits, holdCredits, MAX_CREDIT_BALANCE, sweepExpiredHolds } from "./credits";

const MINUTE = 60_000;

describe.each(lanes())("credit holds (%s)", (lane) => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => closeDatabase());

  async function newUser(balance: number) {
    const userId = `usr_${randomUUID()}`;
    await db.insert(users).values({ id: userId, email: `${userId}@holds.test`, creditsBalance: balance });
    return userId;
  }
  async function newKey(userId: string, monthlyCreditLimit: number | null) {
    const keyId = `key_${randomUUID()}`;
    await db.insert(apiKeys).values({
      id: keyId,
      userId,
      name: "test",
      keyHash: randomUUID(),
      displayKey: "svc_live_…test",
      scopes: ["chat"],
      monthlyCreditLimit,
    });
    return keyId;
  }
  const holdsOf = (userId: string) => db.select().from(creditHolds).where(eq(creditHolds.userId, userId));
  const outcome = (p: Promise<void>) => p.then(() => "held", (err: { code?: string }) => err.code ?? String(err));

  it("balance 20, 60 concurrent cost-1 holds: exactly 20 held, 40 insufficient_credits", async () => {
    const userId = await newUser(20);
    const results = await Promise.all(Array.from({ length: 60 }, () => outcome(holdCredits(db, userId, `req_${randomUUID()}`, 1))));
    expect(results.filter((r) => r === "held")).toHaveLength(20);
    expect(results.filter((r) => r === "insufficient_credits")).toHaveLength(40);
    expect(await holdsOf(userId)).toHaveLength(20);
  });

  it("counts live holds against the balance and names what is left in the 402", async () => {
    const userId = await newUser(5);
    await holdCredits(db, userId, `req_${randomUUID()}`, 3);
    const refused = holdCredits(db, userId, `req_${randomUUID()}`, 3);
    await expect(refused).rejects.toMatchObject({ code: "insufficient_credits" });
    await expect(refused).rejects.toThrow("the available balance is 2");
    await holdCredits(db, userId, `req_${randomUUID()}`, 2);
  });

  it("a key's monthly cap counts its settled credits this month and its live holds, exactly under concurrency", async () => {
    const userId = await newUser(100);
    const keyId = await newKey(userId, 5);
    const key = { keyId, monthlyLimit: 5 };
    const now = new Date();
    // Two credits settled this month and one last month (which does not count).
    await db.insert(usageEvents).values([
      { requestId: `req_${randomUUID()}`, userId, keyId, method: "POST", endpoint: "/v1/chat/completions", status: 200, credits: 2, latencyMs: 1, createdAt: now },
      {
        requestId: `req_${randomUUID()}`,
        userId,
        keyId,
        method: "POST",
        endpoint: "/v1/chat/completions",
        status: 200,
        credits: 7,
        latencyMs: 1,
        createdAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - MINUTE),
      },
    ]);
    const results = await Promise.all(Array.from({ length: 10 }, () => outcome(holdCredits(db, userId, `req_${randomUUID()}`, 1, now, key))));
    expect(results.filter((r) => r === "held")).toHaveLength(3);
    expect(results.filter((r) => r === "key_credit_limit_reached")).toHaveLength(7);
    // The account itself is not capped: the same user's uncapped key still holds.
    await holdCredits(db, userId, `req_${randomUUID()}`, 1, now, { keyId: await newKey(userId, null), monthlyLimit: null });
  });

  it("an expired hold (its process died) stops counting, and the sweep removes only expired holds", async () => {
    const userId = await newUser(1);
    const past = new Date(Date.now() - 16 * MINUTE);
    await holdCredits(db, userId, `req_${randomUUID()}`, 1, past);
    // 16 minutes later the dead call's hold has expired: the credit is available again.
    const live = `req_${randomUUID()}`;
    await holdCredits(db, userId, live, 1);
    await expect(holdCredits(db, userId, `req_${randomUUID()}`, 1)).rejects.toMatchObject({ code: "insufficient_credits" });
    expect(await holdsOf(userId)).toHaveLength(2);
    expect(await sweepExpiredHolds(db)).toBeGreaterThanOrEqual(1);
    expect((await holdsOf(userId)).map((h) => h.requestId)).toEqual([live]);
  });

  it("refuses an unknown user without holding anything", async () => {
    const userId = `usr_${randomUUID()}`;
    await expect(holdCredits(db, userId, `req_${randomUUID()}`, 1)).rejects.toMatchObject({ code: "insufficient_credits" });
    expect(await holdsOf(userId)).toEqual([]);
  });

  it("grants add up past 2^31 credits, holds are taken on such a balance, and the cap is a 400", async () => {
    const userId = await newUser(0);
    const grant = (amount: number) => adjustCredits(db, { userId, amount, reason: null, actorUserId: null });
    for (let i = 0; i < 3; i++) await grant(1_000_000_000);
    expect(await grant(1)).toBe(3_000_000_001);
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    expect(row.creditsBalance).toBe(3_000_000_001);
    await expect(outcome(holdCredits(db, userId, `req_${randomUUID()}`, 5))).resolves.toBe("held");
    const key = await newKey(userId, 1_000);
    await expect(outcome(holdCredits(db, userId, `req_${randomUUID()}`, 5, new Date(), { keyId: key, monthlyLimit: 1_000 }))).resolves.toBe("held");
    await expect(grant(MAX_CREDIT_BALANCE)).rejects.toMatchObject({ code: "invalid_request", message: expect.stringMatching(/above/) });
    await expect(grant(-4_000_000_000)).rejects.toMatchObject({ code: "invalid_request", message: expect.stringMatching(/below zero/) });
  });
});
