import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { holdArguments, holdRefusal, maybeSweepExpiredHolds, type HoldRequest, type HoldRow } from "@/lib/billing/credits";
import type { ApiError } from "@/lib/http/problem";
import { decisionAt, rateLimitRefusal, rateLimitSubjects, windowStartOf, type RateLimitDecision } from "./rate-limit";
import type { AuthContext, RateLimits } from "../types";

export interface Admission {
  /** The windows the call was counted in (for the RateLimit headers of every answer, refusals included). */
  limits: RateLimits;
  /** Why the call may not run (429 or 402), or null: it is counted and its credits are held. */
  refusal: ApiError | null;
}

/**
 * Rate limit and credit hold of a billed call in one round trip (`admit_call`, migration 0007): the call is counted
 * in its windows exactly as `applyRateLimit` counts it, and its credits are held as `holdCredits` holds them, but
 * only when it is within its limits. Used for billed calls without an Idempotency-Key, whose steps have nothing to
 * do between the two (an idempotent call claims its key in between, so that a replay or a 409 holds nothing).
 */
export async function admitBilledCall(auth: AuthContext, requestId: string, cost: number): Promise<Admission> {
  const db = await getDb();
  const now = new Date();
  const windowStartMs = windowStartOf(now);
  const subjects = rateLimitSubjects(auth);
  const hold: HoldRequest = {
    userId: auth.userId,
    requestId,
    amount: cost,
    now,
    key: { keyId: auth.keyId, monthlyLimit: auth.keyLimits.monthlyCredits },
  };
  const rows = await queryRows<HoldRow & { subject: string | null; window_count: number | null }>(
    db,
    sql`select outcome, subject, window_count, available, key_spent from admit_call(
          array[${sql.join(subjects.map((s) => sql`${s.subject}::text`), sql`, `)}]::text[],
          array[${sql.join(subjects.map((s) => sql`${s.limit}::int`), sql`, `)}]::int[],
          ${new Date(windowStartMs).toISOString()}::timestamptz,
          ${requestId}::text, ${holdArguments(hold)})`,
  );
  const decisions = subjects.map(({ subject, limit }): RateLimitDecision => {
    const counted = rows.find((r) => r.outcome === "counted" && r.subject === subject);
    if (!counted) throw new Error(`admit_call did not count ${subject}`);
    return decisionAt(Number(counted.window_count), limit, windowStartMs, now);
  });
  const [user, key = null] = decisions;
  const limits: RateLimits = { user, key };
  const rateLimited = rateLimitRefusal(auth, { user, key }, now);
  if (rateLimited) return { limits, refusal: rateLimited };
  maybeSweepExpiredHolds(db);
  return { limits, refusal: holdRefusal(db, hold, rows.find((r) => r.outcome !== "counted")) };
}
