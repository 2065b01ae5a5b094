import "server-only";
import { setImmediate, setTimeout as sleep } from "node:timers/promises";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import type { UsageEventInput } from "@/lib/billing/usage";
import { settlementCommitMode } from "@/lib/billing/commit-mode";
import { log } from "@/lib/log";
import { bufferUsageEvent, trackSettlement } from "@/lib/billing/usage-buffer";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { markBilledStatement, storeResponseStatement, type FinalResponse, type IdempotencyScope } from "./idempotency";

export interface Settlement {
  usage: UsageEventInput;
  /** Credits to debit now (0 when the call is not billable). */
  charge: number;
  holdRequestId: string | null;
  idempotency: { scope: IdempotencyScope; response: FinalResponse } | null;
  /** A stream billed while its idempotency record is still running: marked billed in the same statement. */
  markBilled?: { scope: IdempotencyScope; requestId: string } | null;
}

/**
 * The debit, its ledger row, the usage event, the release of the credit hold and the stored idempotent
 * response commit together or not at all. They are one statement (data-modifying CTEs), which PostgreSQL
 * runs atomically: one round trip and one commit instead of a six-statement transaction. Unless
 * SETTLEMENT_SYNCHRONOUS_COMMIT is on, the commit does not wait for its WAL flush (README, Billing durability): the
 * setting is made inside the statement, so it applies to this transaction only.
 */
export async function settle(s: Settlement): Promise<{ charged: number; synchronousCommit?: string }> {
  if (s.charge === 0 && !s.holdRequestId && !s.idempotency && !s.markBilled) {
    // Nothing moves money or must be replayed: the usage event joins the next batch.
    bufferUsageEvent({ ...s.usage, credits: 0 });
    return { charged: 0 };
  }
  const u = s.usage;
  const debit = s.charge > 0 && Boolean(u.userId);
  const steps: SQL[] = [];
  steps.push(settlementCommitMode());
  if (debit) {
    steps.push(sql`debited as (
      update users set credits_balance = credits_balance - ${s.charge}::int
      where id = ${u.userId}::text and credits_balance >= ${s.charge}::int
      returning credits_balance
    )`);
    steps.push(sql`ledger as (
      insert into credit_ledger (user_id, delta, kind, reason, request_id, balance_after)
      select ${u.userId}::text, ${-s.charge}::int, 'debit', ${`${u.method} ${u.endpoint}`}::text, ${u.requestId}::text, credits_balance
      from debited
      returning balance_after
    )`);
  }
  if (s.holdRequestId) {
    steps.push(sql`released as (delete from credit_holds where request_id = ${s.holdRequestId}::text returning request_id)`);
  }
  const credits = debit ? sql`coalesce((select ${s.charge}::int from debited), 0)` : sql`0`;
  steps.push(sql`usage as (
    insert into usage_events (request_id, user_id, key_id, method, endpoint, status, error_code, credits, latency_ms,
      tokens_in, tokens_out, degraded, sandbox, idempotent_replay)
    values (${u.requestId}::text, ${u.userId ?? null}::text, ${u.keyId ?? null}::text, ${u.method}::text, ${u.endpoint}::text,
      ${u.status}::int, ${u.errorCode ?? null}::text, ${credits}, ${u.latencyMs}::int, ${u.tokensIn ?? 0}::int,
      ${u.tokensOut ?? 0}::int, ${u.degraded ?? false}::boolean, ${u.sandbox ?? false}::boolean, ${u.idempotentReplay ?? false}::boolean)
    returning id
  )`);
  if (s.idempotency) {
    steps.push(sql`stored as (${storeResponseStatement(s.idempotency.scope, s.idempotency.response)} returning key)`);
  }
  if (s.markBilled) {
    steps.push(sql`marked as (${markBilledStatement(s.markBilled.scope, s.markBilled.requestId)} returning key)`);
  }
  const result = debit ? sql`(select balance_after from ledger)` : sql`null::int`;
  const [row] = await queryRows<{ balance_after: number | null; commit_mode: string }>(
    await getDb(),
    sql`with ${sql.join(steps, sql`, `)} select ${result} as balance_after, (select mode from commit_mode) as commit_mode`,
  );
  const charged = debit && row?.balance_after !== null && row?.balance_after !== undefined ? s.charge : 0;
  if (debit && charged === 0) log.warn("debit skipped: balance lowered during the request", { request_id: u.requestId });
  return { charged, synchronousCommit: row?.commit_mode };
}

/** Waits between attempts of a settlement made after its answer was sent, while the database is unreachable. */
const RETRY_AFTER_MS = [100, 500, 1000, 2000, 5000, 10_000];

/**
 * Settles a call that has already answered, so that its client does not wait for the settlement's round trip. Used
 * where nothing depends on it: a billed JSON answer without an Idempotency-Key (an idempotent one is stored before it
 * is sent, so that a retry finds it). The call's credit hold, the same amount as its debit, stays until the
 * settlement swaps the one for the other, so the balance available to the client's next call is already the one after
 * the debit; readers of usage and balances wait for it (`flushUsage`).
 *
 * While the database is unreachable the settlement is retried. An attempt whose commit was lost on the way back
 * makes the retry's usage insert fail on its unique request id, and the whole statement with it: nothing is debited
 * twice. If it still fails, the call stays unbilled, its hold lapses after HOLD_TTL_MS (lib/billing/credits.ts) and
 * an error names what to reconcile. The promise never rejects; a server that is stopped waits for it (`after`).
 */
export function settleAfterAnswer(s: Settlement): Promise<void> {
  return trackSettlement(
    (async () => {
      await setImmediate(); // after the answer is handed to the socket
      for (let attempt = 0; ; attempt++) {
        try {
          await settle(s);
          return;
        } catch (err) {
          if (attempt > 0 && isUniqueViolation(err)) return; // the previous attempt did commit
          if (!isDatabaseUnavailable(err) || attempt >= RETRY_AFTER_MS.length) {
            log.error("could not settle an answered call", { request_id: s.usage.requestId, user_id: s.usage.userId, charge: s.charge, err: String(err) });
            return;
          }
          await sleep(RETRY_AFTER_MS[attempt]);
        }
      }
    })(),
  );
}
