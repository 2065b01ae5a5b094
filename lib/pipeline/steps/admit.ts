import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDatabase, getDb, queryRows } from "@/lib/db/client";
import { claimCommitsSynchronously } from "@/lib/billing/commit-mode";
import { holdArguments, holdRefusal, maybeSweepExpiredHolds, type HoldRequest, type HoldRow } from "@/lib/billing/credits";
import type { ApiError } from "@/lib/http/problem";
import { decisionAt, rateLimitRefusal, rateLimitSubjects, windowStartOf, type RateLimitDecision } from "./rate-limit";
import { claimTimes, type IdempotencyScope } from "./idempotency";
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
 * only when it is within its limits. Used for billed calls without an Idempotency-Key; those with one go through
 * `admitIdempotentCall`, which claims the key between the two.
 */
export async function admitBilledCall(auth: AuthContext, requestId: string, cost: number): Promise<Admission> {
  const db = await getDb();
  const hold = holdRequest(auth, requestId, cost);
  const { subjects, windowStartMs } = windows(auth, hold.now);
  const rows = await queryRows<AdmitRow>(
    db,
    sql`select outcome, subject, window_count, available, key_spent from admit_call(
          ${windowArguments(subjects, windowStartMs)}, ${requestId}::text, ${holdArguments(hold)})`,
  );
  const limits = countedLimits(subjects, windowStartMs, hold.now, rows);
  const rateLimited = rateLimitRefusal(auth, limits, hold.now);
  if (rateLimited) return { limits, refusal: rateLimited };
  maybeSweepExpiredHolds(db);
  return { limits, refusal: holdRefusal(db, hold, rows.find((r) => r.outcome !== "counted")) };
}

export interface IdempotentAdmission extends Admission {
  /**
   * False when the key was already claimed (nothing is held): the caller reads the record as `beginIdempotency` does
   * (a replay, 409, 422 or the takeover of an abandoned call) and, if it becomes the owner, takes its hold itself.
   */
  claimed: boolean;
}

/**
 * A billed call with an Idempotency-Key, admitted in one round trip (`admit_idempotent_call`, migration 0012): counted
 * in its windows as `admitBilledCall` counts it, then, within its limits, its key claimed as `beginIdempotency` claims
 * it, then its credits held. A call over a limit claims nothing; a key already taken holds nothing; a claim whose hold
 * is refused (402) is withdrawn in the same transaction, so the client may retry with the key.
 */
export async function admitIdempotentCall(
  auth: AuthContext,
  requestId: string,
  cost: number,
  claim: { scope: IdempotencyScope; fingerprint: string },
): Promise<IdempotentAdmission> {
  const { db, driver } = await getDatabase();
  const hold = holdRequest(auth, requestId, cost);
  const { subjects, windowStartMs } = windows(auth, hold.now);
  const record = claimTimes(hold.now);
  const rows = await queryRows<AdmitRow>(
    db,
    sql`select outcome, subject, window_count, available, key_spent from admit_idempotent_call(
          ${windowArguments(subjects, windowStartMs)}, ${requestId}::text, ${holdArguments(hold)},
          ${claim.scope.method}::text, ${claim.scope.path}::text, ${claim.scope.key}::text, ${claim.fingerprint}::text,
          ${record.leaseExpiresAt.toISOString()}::timestamptz, ${record.expiresAt.toISOString()}::timestamptz,
          ${claimCommitsSynchronously(driver)}::boolean)`,
  );
  const limits = countedLimits(subjects, windowStartMs, hold.now, rows);
  const rateLimited = rateLimitRefusal(auth, limits, hold.now);
  if (rateLimited) return { limits, refusal: rateLimited, claimed: false };
  const outcome = rows.find((r) => r.outcome !== "counted");
  if (outcome?.outcome === "key_taken") return { limits, refusal: null, claimed: false };
  maybeSweepExpiredHolds(db);
  const refusal = holdRefusal(db, hold, outcome);
  return { limits, refusal, claimed: refusal === null };
}

type AdmitRow = HoldRow & { subject: string | null; window_count: number | null };

function holdRequest(auth: AuthContext, requestId: string, cost: number): HoldRequest {
  return { userId: auth.userId, requestId, amount: cost, now: new Date(), key: { keyId: auth.keyId, monthlyLimit: auth.keyLimits.monthlyCredits } };
}

function windows(auth: AuthContext, now: Date) {
  return { subjects: rateLimitSubjects(auth), windowStartMs: windowStartOf(now) };
}

/** The windows' subjects, their limits and the window's start: the first three arguments of both functions. */
function windowArguments(subjects: { subject: string; limit: number }[], windowStartMs: number): SQL {
  return sql`array[${sql.join(subjects.map((s) => sql`${s.subject}::text`), sql`, `)}]::text[],
    array[${sql.join(subjects.map((s) => sql`${s.limit}::int`), sql`, `)}]::int[],
    ${new Date(windowStartMs).toISOString()}::timestamptz`;
}

function countedLimits(
  subjects: { subject: string; limit: number }[],
  windowStartMs: number,
  now: Date,
  rows: AdmitRow[],
): { user: RateLimitDecision; key: RateLimitDecision | null } {
  const decisions = subjects.map(({ subject, limit }): RateLimitDecision => {
    const counted = rows.find((r) => r.outcome === "counted" && r.subject === subject);
    if (!counted) throw new Error(`admission did not count ${subject}`);
    return decisionAt(Number(counted.window_count), limit, windowStartMs, now);
  });
  const [user, key = null] = decisions;
  return { user, key };
}
