import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { env } from "@/lib/env";

/**
 * The first CTE of every settlement-class statement (debits, usage events, stored idempotent responses): unless
 * SETTLEMENT_SYNCHRONOUS_COMMIT is on, its transaction commits without waiting for the WAL flush (README, Billing
 * durability). A plain CTE runs only when referenced, so the statement must select `(select mode from commit_mode)`:
 * then it has run before the commit consults the setting.
 */
export function settlementCommitMode(): SQL {
  return env().SETTLEMENT_SYNCHRONOUS_COMMIT === "off"
    ? sql`commit_mode as (select set_config('synchronous_commit', 'off', true) as mode)`
    : sql`commit_mode as (select current_setting('synchronous_commit') as mode)`;
}

/**
 * The first CTE of a statement that claims an Idempotency-Key, and `admit_idempotent_call`'s last argument: whether
 * the claim waits for its WAL flush. On PostgreSQL a claim commits as settlements do: only a crash of the database
 * server can lose it, and then with everything committed after it (its call's settlement included), since the WAL is
 * replayed in order, so a retry runs the call once and it is billed once. PGlite runs inside the service, so a
 * kill -9 of the service is a crash of its database: there a claim always waits, so that a killed call's key stays
 * held as its lease says (test/api/crash-safety.test.ts).
 */
export function claimCommitsSynchronously(driver: "postgres" | "pglite"): boolean {
  return driver === "pglite" || env().SETTLEMENT_SYNCHRONOUS_COMMIT === "on";
}

export function claimCommitMode(driver: "postgres" | "pglite"): SQL {
  return claimCommitsSynchronously(driver)
    ? sql`commit_mode as (select current_setting('synchronous_commit') as mode)`
    : sql`commit_mode as (select set_config('synchronous_commit', 'off', true) as mode)`;
}
