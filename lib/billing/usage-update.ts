import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { settlementCommitMode } from "./commit-mode";
import { flushUsage } from "./usage-buffer";

/**
 * A stream's usage row is written when it is billed; its token counts are known only at the end. Committed like the
 * settlement it completes (`settlementCommitMode`), whose mode it answers.
 */
export async function updateUsageTokens(
  requestId: string,
  figures: { tokensIn: number; tokensOut: number; degraded: boolean },
): Promise<string | undefined> {
  await flushUsage();
  const [row] = await queryRows<{ commit_mode: string }>(
    await getDb(),
    sql`with ${settlementCommitMode()}, updated as (
          update usage_events set tokens_in = ${figures.tokensIn}::int, tokens_out = ${figures.tokensOut}::int, degraded = ${figures.degraded}::boolean
          where request_id = ${requestId}::text returning id)
        select (select mode from commit_mode) as commit_mode, (select count(*) from updated) as updated`,
  );
  return row?.commit_mode;
}
