import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { creditHolds, rateLimitWindows, users } from "@/lib/db/schema";
import { lanes } from "@/test/support/server";
import { openLaneDatabase } from "@/test/support/db";
import type { AuthContext } from "../types";
import { admitBilledCall } from "./admit";
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
    const auth = await account(100);
    for (let i = 0; i < 20; i++) expect((await admitBilledCall(auth, `req_${randomUUID()}`, 1)).refusal).toBeNull();
    const over = await admitBilledCall(auth, `req_${randomUUID()}`, 1);
    expect(over.refusal).toMatchObject({ code: "rate_limited" });
    expect(over.limits.user).toMatchObject({ allowed: false, remaining: 0 });
    expect(await holdsOf(auth)).toHaveLength(20);
  });

  it("a key over its own requests-per-minute cap is refused with key_rate_limited and holds nothing", async () => {
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
});
