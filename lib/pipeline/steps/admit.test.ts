import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, queryRows, type Db } from "@/lib/db/client";
import { claimCommitsSynchronously } from "@/lib/billing/commit-mode";
import { creditHolds, idempotencyRecords, rateLimitWindows, users } from "@/lib/db/schema";
import { lanes } from "@/test/support/server";
import { openLaneDatabase } from "@/test/support/db";
import { awayFromMinuteEdge } from "@/test/support/limiter-window";
import type { AuthContext } from "../types";
import { admitBilledCall, admitIdempotentCall } from "./admit";
import { beginIdempotency, type IdempotencyScope } from "./idempotency";
import { applyRateLimit } from "./rate-limit";

describe.each(lanes())("admission of a billed call: rate limit and credit hold in one round trip (%s)", (lane) => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => closeDatabase());

  async function account(balance: number, limits: Partial<AuthContext["keyLimits"]> = {}): Promise<AuthContext> {
    const userId = `usr_${randomUUID()}`;
    await db.insert(users).values({ id: userId, email: `${userId}@admit.test`, creditsBalance: balance, tier: "free" });
    return {
      keyId: `key_${randomUUID()}`,
      userId,
      tenantId: `apikey:${userId}`,
      scopes: ["chat"],
      sandbox: false,
      expiresAt: null,
      tier: "free",
      staff: false,
      keyLimits: { monthlyCredits: null, requestsPerMinute: null, ...limits },
    };
  }
  const holdsOf = async (auth: AuthContext) => db.select().from(creditHolds).where(eq(creditHolds.userId, auth.userId));

  it("counts the call and holds its credits", async () => {
    const auth = await account(5);
    const admission = await admitBilledCall(auth, `req_${randomUUID()}`, 2);
    expect(admission.refusal).toBeNull();
    expect(admission.limits).toMatchObject({ user: { limit: 20, remaining: 19 }, key: null });
    expect(await holdsOf(auth)).toMatchObject([{ amount: 2, keyId: auth.keyId }]);
    expect(await db.select().from(rateLimitWindows).where(eq(rateLimitWindows.userId, auth.userId))).toMatchObject([{ count: 1 }]);
  });

  it("shares the user's window with calls counted by the rate limiter alone, exactly", async () => {
    await awayFromMinuteEdge();
    const auth = await account(100);
    const mixed = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? admitBilledCall(auth, `req_${randomUUID()}`, 1).then((a) => a.refusal?.code ?? "admitted")
          : applyRateLimit(auth).then(
              () => "admitted",
              (err: { code: string }) => err.code,
            ),
      ),
    );
    expect(mixed.filter((o) => o === "admitted")).toHaveLength(20);
    expect(mixed.filter((o) => o === "rate_limited")).toHaveLength(10);
    // Only the admitted billed calls hold credits.
    const heldFor = mixed.filter((o, i) => i % 2 === 0 && o === "admitted").length;
    expect(await holdsOf(auth)).toHaveLength(heldFor);
  });

  it("a call over the user's limit is refused with 429 and holds nothing", async () => {
    await awayFromMinuteEdge();
    const auth = await account(100);
    for (let i = 0; i < 20; i++) expect((await admitBilledCall(auth, `req_${randomUUID()}`, 1)).refusal).toBeNull();
    const over = await admitBilledCall(auth, `req_${randomUUID()}`, 1);
    expect(over.refusal).toMatchObject({ code: "rate_limited" });
    expect(over.limits.user).toMatchObject({ allowed: false, remaining: 0 });
    expect(await holdsOf(auth)).toHaveLength(20);
  });

  it("a key over its own requests-per-minute cap is refused with key_rate_limited and holds nothing", async () => {
    await awayFromMinuteEdge();
    const auth = await account(100, { requestsPerMinute: 2 });
    expect((await admitBilledCall(auth, `req_${randomUUID()}`, 1)).refusal).toBeNull();
    expect((await admitBilledCall(auth, `req_${randomUUID()}`, 1)).refusal).toBeNull();
    const over = await admitBilledCall(auth, `req_${randomUUID()}`, 1);
    expect(over.refusal).toMatchObject({ code: "key_rate_limited" });
    expect(over.limits.key).toMatchObject({ limit: 2, remaining: 0 });
    expect(await holdsOf(auth)).toHaveLength(2);
  });

  it("a call the balance cannot cover is counted, refused with 402 and holds nothing", async () => {
    const auth = await account(1);
    const over = await admitBilledCall(auth, `req_${randomUUID()}`, 3);
    expect(over.refusal).toMatchObject({ code: "insufficient_credits" });
    expect(over.refusal?.message).toMatch(/available balance is 1/);
    expect(over.limits.user.remaining).toBe(19);
    expect(await holdsOf(auth)).toEqual([]);
  });

  it("a key's monthly credit cap is enforced as by the hold alone", async () => {
    const auth = await account(100, { monthlyCredits: 3 });
    expect((await admitBilledCall(auth, `req_${randomUUID()}`, 2)).refusal).toBeNull();
    const over = await admitBilledCall(auth, `req_${randomUUID()}`, 2);
    expect(over.refusal).toMatchObject({ code: "key_credit_limit_reached" });
    expect(await holdsOf(auth)).toHaveLength(1);
  });

  describe("with an Idempotency-Key: rate limit, claim and credit hold in one round trip", () => {
    const scopeOf = (auth: AuthContext, key = `key-${randomUUID()}`): IdempotencyScope => ({ userId: auth.userId, method: "POST", path: "/v1/chat/completions", key });
    const recordsOf = async (auth: AuthContext) => db.select().from(idempotencyRecords).where(eq(idempotencyRecords.userId, auth.userId));
    const admitWithKey = (auth: AuthContext, scope: IdempotencyScope, cost = 1, requestId = `req_${randomUUID()}`) =>
      admitIdempotentCall(auth, requestId, cost, { scope, fingerprint: "fp-1" });

    it("counts the call, claims its key as running and holds its credits", async () => {
      const auth = await account(5);
      const scope = scopeOf(auth);
      const requestId = `req_${randomUUID()}`;
      const admission = await admitWithKey(auth, scope, 2, requestId);
      expect(admission).toMatchObject({ refusal: null, claimed: true, limits: { user: { limit: 20, remaining: 19 }, key: null } });
      expect(await holdsOf(auth)).toMatchObject([{ requestId, amount: 2 }]);
      const [record] = await recordsOf(auth);
      expect(record).toMatchObject({ key: scope.key, state: "running", requestId, fingerprint: "fp-1", billed: false });
      // The same lease and lifetime as a claim made by beginIdempotency.
      expect(record.leaseExpiresAt!.getTime() - record.createdAt.getTime()).toBe(10 * 60 * 1000);
      expect(record.expiresAt.getTime() - record.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    });

    it("a key already claimed is counted but neither claimed again nor held, and beginIdempotency then reads it", async () => {
      const auth = await account(5);
      const scope = scopeOf(auth);
      expect((await admitWithKey(auth, scope)).claimed).toBe(true);
      const again = await admitWithKey(auth, scope);
      expect(again).toMatchObject({ refusal: null, claimed: false, limits: { user: { remaining: 18 } } });
      expect(await holdsOf(auth)).toHaveLength(1);
      // The pipeline's fallback: the running record is a 409 for the second call.
      await expect(beginIdempotency(scope, "fp-1", `req_${randomUUID()}`)).rejects.toMatchObject({ code: "idempotency_key_in_use" });
    });

    it("of concurrent calls with one key, exactly one claims it and holds credits", async () => {
      const auth = await account(100);
      const scope = scopeOf(auth);
      const admissions = await Promise.all(Array.from({ length: 12 }, () => admitWithKey(auth, scope)));
      expect(admissions.filter((a) => a.claimed)).toHaveLength(1);
      expect(admissions.every((a) => a.refusal === null)).toBe(true);
      expect(await holdsOf(auth)).toHaveLength(1);
      expect(await recordsOf(auth)).toHaveLength(1);
    });

    it("concurrent calls with their own keys cannot hold more than the balance", async () => {
      const auth = await account(7);
      const admissions = await Promise.all(Array.from({ length: 15 }, () => admitWithKey(auth, scopeOf(auth))));
      expect(admissions.filter((a) => a.claimed)).toHaveLength(7);
      expect(admissions.filter((a) => a.refusal?.code === "insufficient_credits")).toHaveLength(8);
      expect(await holdsOf(auth)).toHaveLength(7);
      // A refused call leaves no claim behind.
      expect(await recordsOf(auth)).toHaveLength(7);
    });

    it("a call the balance cannot cover is refused with 402 and leaves its key free for a retry", async () => {
      const auth = await account(1);
      const scope = scopeOf(auth);
      const refused = await admitWithKey(auth, scope, 3);
      expect(refused).toMatchObject({ claimed: false, refusal: { code: "insufficient_credits" } });
      expect(await recordsOf(auth)).toEqual([]);
      expect(await holdsOf(auth)).toEqual([]);
      await db.update(users).set({ creditsBalance: 10 }).where(eq(users.id, auth.userId));
      expect(await admitWithKey(auth, scope, 3)).toMatchObject({ claimed: true, refusal: null });
    });

    it("a call over the user's limit or its key's cap claims nothing and holds nothing", async () => {
      await awayFromMinuteEdge();
      const auth = await account(100, { requestsPerMinute: 1 });
      expect((await admitWithKey(auth, scopeOf(auth))).claimed).toBe(true);
      const overKey = await admitWithKey(auth, scopeOf(auth));
      expect(overKey).toMatchObject({ claimed: false, refusal: { code: "key_rate_limited" }, limits: { key: { limit: 1, remaining: 0 } } });
      const free = await account(100);
      for (let i = 0; i < 20; i++) expect((await admitWithKey(free, scopeOf(free))).claimed).toBe(true);
      const overUser = await admitWithKey(free, scopeOf(free));
      expect(overUser).toMatchObject({ claimed: false, refusal: { code: "rate_limited" } });
      expect(await recordsOf(auth)).toHaveLength(1);
      expect(await holdsOf(auth)).toHaveLength(1);
      expect(await recordsOf(free)).toHaveLength(20);
      expect(await holdsOf(free)).toHaveLength(20);
    });

    it("the claim waits for its WAL flush only when asked to (always on PGlite; on PostgreSQL as settlements do)", async () => {
      const auth = await account(5);
      const commitModeAfter = (synchronousClaim: boolean) =>
        db.transaction(async (tx) => {
          const now = new Date();
          await tx.execute(sql`select * from admit_idempotent_call(array[${auth.userId}::text]::text[], array[20]::int[],
            ${now.toISOString()}::timestamptz, ${`req_${randomUUID()}`}::text, ${auth.userId}::text, null::text, 1::int, null::int,
            ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, 'POST'::text,
            '/v1/chat/completions'::text, ${randomUUID()}::text, 'fp'::text, ${now.toISOString()}::timestamptz,
            ${now.toISOString()}::timestamptz, ${synchronousClaim}::boolean)`);
          const [row] = await queryRows<{ mode: string }>(tx, sql`select current_setting('synchronous_commit') as mode`);
          return row.mode;
        });
      expect(await commitModeAfter(false)).toBe("off");
      expect(await commitModeAfter(true)).toBe("on");
      expect(claimCommitsSynchronously("pglite")).toBe(true);
      expect(claimCommitsSynchronously("postgres")).toBe(false);
    });

    it("a key's monthly credit cap refuses the call and withdraws its claim", async () => {
      const auth = await account(100, { monthlyCredits: 3 });
      expect((await admitWithKey(auth, scopeOf(auth), 2)).claimed).toBe(true);
      const over = await admitWithKey(auth, scopeOf(auth), 2);
      expect(over).toMatchObject({ claimed: false, refusal: { code: "key_credit_limit_reached" } });
      expect(await recordsOf(auth)).toHaveLength(1);
    });
  });
});
