import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/client";
import { creditLedger, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/problem";

/** Longer than any request may run; a hold left by a crashed process stops counting after this. */
const HOLD_TTL_MS = 15 * 60 * 1000;

/**
 * Sets aside `amount` credits for a request before any work is done. The user's row is locked while the
 * available balance (balance minus live holds) is checked, so concurrent requests cannot over-commit it:
 * with a balance of 20, exactly 20 cost-1 requests get a hold and the rest get 402.
 */
export async function holdCredits(db: Db, userId: string, requestId: string, amount: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    // A new statement after the lock: its snapshot sees every hold committed by whoever held the lock before us.
    const available = sql`(select credits_balance from users where id = ${userId}) - (select coalesce(sum(amount), 0) from credit_holds where user_id = ${userId} and expires_at > ${now.toISOString()})`;
    const held = await queryRows<{ request_id: string }>(
      tx,
      sql`insert into credit_holds (request_id, user_id, amount, expires_at)
          select ${requestId}, ${userId}, ${amount}, ${new Date(now.getTime() + HOLD_TTL_MS).toISOString()}
          where ${available} >= ${amount}
          returning request_id`,
    );
    if (held.length === 0) {
      const [row] = await queryRows<{ available: number | string | null }>(tx, sql`select ${available} as available`);
      const left = Math.max(0, Number(row?.available ?? 0));
      throw new ApiError("insufficient_credits", `This call costs ${amount} credit${amount === 1 ? "" : "s"}; the available balance is ${left}.`);
    }
  });
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
