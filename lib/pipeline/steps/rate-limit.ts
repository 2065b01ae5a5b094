import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows, type DbOrTx } from "@/lib/db/client";
import { requestsPerMinute } from "@/lib/billing/tiers";
import { ApiError } from "@/lib/http/problem";
import { log } from "@/lib/log";
import type { AuthContext, RateLimitState } from "../types";

const WINDOW_SECONDS = 60;
const POLICY_NAME = "per-user";

/**
 * Fixed one-minute windows counted in the shared database: one atomic upsert per request, so every instance
 * sees the same count and the tier's number is admitted exactly. `now` is a parameter so the window edges
 * can be tested.
 */
export async function consumeRateLimit(
  db: DbOrTx,
  userId: string,
  limit: number,
  now: Date = new Date(),
): Promise<RateLimitState & { allowed: boolean }> {
  const windowStartMs = Math.floor(now.getTime() / (WINDOW_SECONDS * 1000)) * WINDOW_SECONDS * 1000;
  const windowStart = new Date(windowStartMs);
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_limit_windows (user_id, window_start, count) values (${userId}, ${windowStart.toISOString()}, 1)
        on conflict (user_id, window_start) do update set count = rate_limit_windows.count + 1
        returning count`,
  );
  const count = Number(row.count);
  const resetSeconds = Math.max(1, Math.ceil((windowStartMs + WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
  return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), resetSeconds };
}

export async function applyRateLimit(auth: AuthContext): Promise<RateLimitState> {
  const db = await getDb();
  const state = await consumeRateLimit(db, auth.userId, requestsPerMinute(auth.tier));
  maybePurgeOldWindows();
  if (!state.allowed) {
    throw new ApiError(
      "rate_limited",
      `Rate limit of ${state.limit} requests per minute exceeded for this account; retry in ${state.resetSeconds} s.`,
      { headers: { ...rateLimitHeaders(state), "Retry-After": String(state.resetSeconds) } },
    );
  }
  return state;
}

/** IETF httpapi RateLimit headers (structured-field form of the current draft). */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "RateLimit-Policy": `"${POLICY_NAME}";q=${state.limit};w=${WINDOW_SECONDS}`,
    RateLimit: `"${POLICY_NAME}";r=${state.remaining};t=${state.resetSeconds}`,
  };
}

let lastPurge = 0;
/** Old windows are deleted now and then, in the background, so the purge never delays a request. */
function maybePurgeOldWindows(): void {
  const now = Date.now();
  if (now - lastPurge < 60_000) return;
  lastPurge = now;
  const cutoff = new Date(now - 5 * 60_000).toISOString();
  void getDb()
    .then((db) => db.execute(sql`delete from rate_limit_windows where window_start < ${cutoff}`))
    .catch((err) => log.warn("rate-limit purge failed", { err: String(err) }));
}
