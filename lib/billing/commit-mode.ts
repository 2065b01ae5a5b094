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
