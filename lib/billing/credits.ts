import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows, type DbOrTx } from "@/lib/db/client";
import { creditLedger, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/problem";
import { alertKeyLimit, creditThresholdsReached } from "./key-limit-alerts";

/** Longer than any request may run; a hold left by a crashed process stops counting after this. */
const HOLD_TTL_MS = 15 * 60 * 1000;

/**
 * Sets aside `amount` credits for a request before any work is done. The user's row is locked while the
 * available balance (balance minus live holds) is checked, so concurrent requests cannot over-commit it:
 * with a balance of 20, exactly 20 cost-1 requests get a hold and the rest get 402.
 */
export async function holdCredits(
  db: Db,
  userId: string,
  requestId: string,
  amount: number,
  now = new Date(),
  key: { keyId: string; monthlyLimit: number | null } | null = null,
): Promise<void> {
  const cap = key?.monthlyLimit ?? null;
  let refusedAt: number | null = null;
  try {
    await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    // Every key of the user shares that lock, so the key's spend below cannot change until we commit.
    const keySpent = cap !== null && key ? await keyMonthlySpend(tx, key.keyId, now) : 0;
    if (cap !== null && keySpent + amount > cap) {
      refusedAt = keySpent;
      throw new ApiError(
        "key_credit_limit_reached",
        `This key may spend ${cap} credit${cap === 1 ? "" : "s"} a month and has ${Math.max(0, cap - keySpent)} left this month; this call costs ${amount}. ` +
          "Raise or remove the key's limit in the console, or use another key.",
      );
    }
    // A new statement after the lock: its snapshot sees every hold committed by whoever held the lock before us.
    const available = sql`(select credits_balance from users where id = ${userId}) - (select coalesce(sum(amount), 0) from credit_holds where user_id = ${userId} and expires_at > ${now.toISOString()})`;
    const held = await queryRows<{ request_id: string }>(
      tx,
      sql`insert into credit_holds (request_id, user_id, key_id, amount, expires_at)
          select ${requestId}, ${userId}, ${key?.keyId ?? null}, ${amount}, ${new Date(now.getTime() + HOLD_TTL_MS).toISOString()}
          where ${available} >= ${amount}
          returning request_id`,
    );
    if (held.length === 0) {
      const [row] = await queryRows<{ available: number | string | null }>(tx, sql`select ${available} as available`);
      const left = Math.max(0, Number(row?.available ?? 0));
      throw new ApiError("insufficient_credits", `This call costs ${amount} credit${amount === 1 ? "" : "s"}; the available balance is ${left}.`);
    }
    if (cap !== null && key) {
      for (const percent of creditThresholdsReached(keySpent + amount, cap)) {
        await alertKeyLimit(tx, { userId, keyId: key.keyId, limit: "credits", percent, used: keySpent + amount, cap, now });
      }
    }
    });
  } catch (err) {
    // A refused call is the moment the key has reached its cap; the alert goes out once, after the rollback.
    if (refusedAt !== null && cap !== null && key) {
      await alertKeyLimit(db, { userId, keyId: key.keyId, limit: "credits", percent: 100, used: refusedAt, cap, now }).catch(() => {});
    }
    throw err;
  }
}

/** The first instant of `now`'s calendar month in UTC: a key's monthly cap counts from here. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * A key's credits this month: what its settled calls were charged plus what its running calls hold. Read under the
 * owner's row lock, so concurrent calls on the key are admitted exactly up to its cap.
 */
export async function keyMonthlySpend(db: DbOrTx, keyId: string, now = new Date()): Promise<number> {
  const [row] = await queryRows<{ spent: number | string }>(
    db,
    sql`select (select coalesce(sum(credits), 0) from usage_events where key_id = ${keyId} and created_at >= ${monthStart(now).toISOString()})
             + (select coalesce(sum(amount), 0) from credit_holds where key_id = ${keyId} and expires_at > ${now.toISOString()}) as spent`,
  );
  return Number(row?.spent ?? 0);
}

/**
 * Grants (positive) or removes (negative) credits, recorded in the ledger. A removal never takes the
 * balance below zero: it fails with 400 instead.
 */
export async function adjustCredits(
  db: Db,
  input: { userId: string; amount: number; reason: string | null; actorUserId: string | null },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ creditsBalance: sql`${users.creditsBalance} + ${input.amount}` })
      .where(and(eq(users.id, input.userId), gte(sql`${users.creditsBalance} + ${input.amount}`, 0)))
      .returning({ balance: users.creditsBalance });
    if (!row) {
      throw new ApiError("invalid_request", "The adjustment would take the balance below zero.", {
        errors: [{ field: "amount", message: "would make the balance negative" }],
      });
    }
    await tx.insert(creditLedger).values({
      userId: input.userId,
      delta: input.amount,
      kind: input.amount >= 0 ? "grant" : "debit",
      reason: input.reason,
      actorUserId: input.actorUserId,
      balanceAfter: row.balance,
    });
    return row.balance;
  });
}
