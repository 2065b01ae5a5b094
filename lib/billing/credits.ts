import "server-only";
import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows, type DbOrTx } from "@/lib/db/client";
import { creditHolds, creditLedger, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/problem";
import { log } from "@/lib/log";
import { alertKeyLimit, creditThresholdsReached } from "./key-limit-alerts";

/** Longer than any request may run; a hold left by a crashed process stops counting after this. */
const HOLD_TTL_MS = 15 * 60 * 1000;

/** A credit hold to take: `amount` credits for `requestId`, counted against the key's monthly cap when it has one. */
export interface HoldRequest {
  userId: string;
  requestId: string;
  amount: number;
  now: Date;
  key: { keyId: string; monthlyLimit: number | null } | null;
}

/** What `take_credit_hold` (and `admit_call`, which calls it) answers. */
export interface HoldRow {
  outcome: string;
  /** bigint columns: postgres.js gives them as strings. */
  available: number | string | null;
  key_spent: number | string | null;
}

/** take_credit_hold's arguments after the request id, in order (admit_call passes them on). */
export function holdArguments(h: HoldRequest): SQL {
  return sql`${h.userId}::text, ${h.key?.keyId ?? null}::text, ${h.amount}::int, ${h.key?.monthlyLimit ?? null}::int,
    ${h.now.toISOString()}::timestamptz, ${monthStart(h.now).toISOString()}::timestamptz,
    ${new Date(h.now.getTime() + HOLD_TTL_MS).toISOString()}::timestamptz`;
}

/**
 * Sets aside `amount` credits for a request before any work is done, in one round trip: `take_credit_hold`
 * (migration 0006) locks the user's row, checks the key's monthly cap and the available balance (balance minus
 * live holds) and inserts the hold, so concurrent requests cannot over-commit either: with a balance of 20, exactly
 * 20 cost-1 requests get a hold and the rest get 402.
 */
export async function holdCredits(
  db: Db,
  userId: string,
  requestId: string,
  amount: number,
  now = new Date(),
  key: { keyId: string; monthlyLimit: number | null } | null = null,
): Promise<void> {
  const hold: HoldRequest = { userId, requestId, amount, now, key };
  const [row] = await queryRows<HoldRow>(
    db,
    sql`select outcome, available, key_spent from take_credit_hold(${requestId}::text, ${holdArguments(hold)})`,
  );
  const refusal = holdRefusal(db, hold, row);
  if (refusal) throw refusal;
}

/**
 * The 402 a hold's outcome means, or null when it was taken. Either way, the key-cap alerts it reached are written
 * in the background.
 */
export function holdRefusal(db: Db, { userId, amount, now, key }: HoldRequest, row: HoldRow | undefined): ApiError | null {
  const cap = key?.monthlyLimit ?? null;
  const keySpent = Number(row?.key_spent ?? 0);
  if (row?.outcome === "held") {
    if (cap !== null && key) alertKeyThresholds(db, { userId, keyId: key.keyId, used: keySpent + amount, cap, now }, creditThresholdsReached(keySpent + amount, cap));
    return null;
  }
  if (row?.outcome === "key_credit_limit_reached" && cap !== null && key) {
    // A refused call is the moment the key has reached its cap.
    alertKeyThresholds(db, { userId, keyId: key.keyId, used: keySpent, cap, now }, [100]);
    return new ApiError(
      "key_credit_limit_reached",
      `This key may spend ${cap} credit${cap === 1 ? "" : "s"} a month and has ${Math.max(0, cap - keySpent)} left this month; this call costs ${amount}. ` +
        "Raise or remove the key's limit in the console, or use another key.",
    );
  }
  const left = Math.max(0, Number(row?.available ?? 0));
  return new ApiError("insufficient_credits", `This call costs ${amount} credit${amount === 1 ? "" : "s"}; the available balance is ${left}.`);
}

/**
 * `key.limit_reached` alerts for the thresholds a hold reached, written after it commits and off the request's path.
 * Each is once per key, month and threshold; one lost to a crash is offered again by the key's next call, which
 * is still past the threshold.
 */
function alertKeyThresholds(
  db: Db,
  input: { userId: string; keyId: string; used: number; cap: number; now: Date },
  thresholds: (80 | 100)[],
): void {
  for (const percent of thresholds) {
    void alertKeyLimit(db, { ...input, limit: "credits", percent }).catch((err) =>
      log.warn("key credit-limit alert failed", { key_id: input.keyId, err: String(err) }),
    );
  }
}

/** The first instant of `now`'s calendar month in UTC: a key's monthly cap counts from here. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

let lastSweep = 0;
/**
 * Deletes holds that stopped counting (left by a process that died mid-call), at most once a minute per instance and
 * never awaited by a request: an expired hold no longer reduces the balance or a key's monthly spend, so removing it
 * changes no decision.
 */
export function maybeSweepExpiredHolds(db: Db, now = Date.now()): void {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  void sweepExpiredHolds(db, new Date(now)).catch((err) => log.warn("credit hold sweep failed", { err: String(err) }));
}

export async function sweepExpiredHolds(db: DbOrTx, now = new Date()): Promise<number> {
  const swept = await db.delete(creditHolds).where(lte(creditHolds.expiresAt, now)).returning({ requestId: creditHolds.requestId });
  return swept.length;
}

/**
 * Most credits one balance may hold: past 2^31 the sum of grants once overflowed the column (a 500); the column is
 * bigint now, and this cap keeps every balance a whole number a double (and so JSON and JavaScript) holds exactly.
 */
export const MAX_CREDIT_BALANCE = 1_000_000_000_000_000;

/**
 * Grants (positive) or removes (negative) credits, recorded in the ledger. A removal never takes the
 * balance below zero, nor a grant above MAX_CREDIT_BALANCE: either fails with 400 instead.
 */
export async function adjustCredits(
  db: Db,
  input: { userId: string; amount: number; reason: string | null; actorUserId: string | null },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ creditsBalance: sql`${users.creditsBalance} + ${input.amount}` })
      .where(
        and(
          eq(users.id, input.userId),
          gte(sql`${users.creditsBalance} + ${input.amount}`, 0),
          lte(sql`${users.creditsBalance} + ${input.amount}`, MAX_CREDIT_BALANCE),
        ),
      )
      .returning({ balance: users.creditsBalance });
    if (!row && input.amount > 0) {
      throw new ApiError("invalid_request", `The grant would take the balance above ${MAX_CREDIT_BALANCE.toLocaleString("en-US")} credits.`, {
        errors: [{ field: "amount", message: `would make the balance exceed ${MAX_CREDIT_BALANCE.toLocaleString("en-US")}` }],
      });
    }
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
