import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows, type DbOrTx } from "@/lib/db/client";
import { requestsPerMinute } from "@/lib/billing/tiers";
import { ApiError } from "@/lib/http/problem";
import { log } from "@/lib/log";
import { coalesce } from "@/lib/db/coalesce";
import { alertKeyLimit } from "@/lib/billing/key-limit-alerts";
import type { AuthContext, RateLimits, RateLimitState } from "../types";

const WINDOW_SECONDS = 60;
const WINDOW_MS = WINDOW_SECONDS * 1000;


export interface RateLimitRequest {
  /** The counted subject: a user id (or another namespaced key such as `signup:<ip>`). */
  userId: string;
  limit: number;
  /** A parameter so that the window edges can be tested. */
  now: Date;
}

export type RateLimitDecision = RateLimitState & { allowed: boolean };

const windowKey = (userId: string, windowStartMs: number) => `${userId}\u0000${windowStartMs}`;

/**
 * Fixed one-minute windows counted in the shared database, so every instance sees the same count and the
 * tier's number is admitted exactly. One atomic multi-row upsert counts a whole batch: a subject with n
 * requests in the batch moves from count C - n to C, and its requests take the positions C - n + 1 … C in
 * arrival order. Rows are written in key order so that concurrent batches from several instances cannot
 * deadlock.
 */
export async function countRequests(db: DbOrTx, requests: RateLimitRequest[]): Promise<RateLimitDecision[]> {
  const groups = new Map<string, { userId: string; windowStartMs: number; indexes: number[] }>();
  requests.forEach((r, i) => {
    const windowStartMs = windowStartOf(r.now);
    const key = windowKey(r.userId, windowStartMs);
    const group = groups.get(key) ?? groups.set(key, { userId: r.userId, windowStartMs, indexes: [] }).get(key)!;
    group.indexes.push(i);
  });
  const rows = [...groups.values()].sort((a, b) =>
    a.userId === b.userId ? a.windowStartMs - b.windowStartMs : a.userId < b.userId ? -1 : 1,
  );
  const values = sql.join(
    rows.map((g) => sql`(${g.userId}, ${new Date(g.windowStartMs).toISOString()}::timestamptz, ${g.indexes.length}::integer)`),
    sql`, `,
  );
  const counted = await queryRows<{ user_id: string; window_start: Date | string; count: number | string }>(
    db,
    sql`insert into rate_limit_windows (user_id, window_start, count) values ${values}
        on conflict (user_id, window_start) do update set count = rate_limit_windows.count + excluded.count
        returning user_id, window_start, count`,
  );

  const decisions: RateLimitDecision[] = new Array(requests.length);
  for (const row of counted) {
    const windowStartMs = new Date(row.window_start).getTime();
    const group = groups.get(windowKey(row.user_id, windowStartMs))!;
    const firstPosition = Number(row.count) - group.indexes.length + 1;
    group.indexes.forEach((requestIndex, j) => {
      const { limit, now } = requests[requestIndex];
      decisions[requestIndex] = decisionAt(firstPosition + j, limit, windowStartMs, now);
    });
  }
  return decisions;
}

/** The start of the fixed one-minute window `now` falls in. */
export const windowStartOf = (now: Date) => Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;

/** What the call at `position` in its window is told: admitted or not, what is left, when the window resets. */
export function decisionAt(position: number, limit: number, windowStartMs: number, now: Date): RateLimitDecision {
  return {
    allowed: position <= limit,
    limit,
    remaining: Math.max(0, limit - position),
    resetSeconds: Math.max(1, Math.ceil((windowStartMs + WINDOW_MS - now.getTime()) / 1000)),
  };
}

export async function consumeRateLimit(db: DbOrTx, userId: string, limit: number, now: Date = new Date()): Promise<RateLimitDecision> {
  const [decision] = await countRequests(db, [{ userId, limit, now }]);
  return decision;
}

/** Requests counted while an earlier batch is in flight share the next statement (see `coalesce`). */
const countCoalesced = coalesce(async (requests: RateLimitRequest[]) => countRequests(await getDb(), requests));

/**
 * Counts the call against its user's tier and, when the key has its own requests-per-minute cap, against the key
 * (subject `key:<id>`, the same exact shared windows). The tier is reported first: an account over its tier gets
 * `rate_limited`, a key over its own cap `key_rate_limited`.
 */
export async function applyRateLimit(auth: AuthContext): Promise<RateLimits> {
  const now = new Date();
  const [user, key = null] = await Promise.all(rateLimitSubjects(auth).map(({ subject, limit }) => countCoalesced({ userId: subject, limit, now })));
  const refusal = rateLimitRefusal(auth, { user, key }, now);
  if (refusal) throw refusal;
  return { user, key };
}

/** The windows a call is counted in: its user's tier, and its key's own cap when it has one. */
export function rateLimitSubjects(auth: AuthContext): { subject: string; limit: number }[] {
  const keyCap = auth.keyLimits?.requestsPerMinute ?? null;
  return [
    { subject: auth.userId, limit: requestsPerMinute(auth.tier) },
    ...(keyCap === null ? [] : [{ subject: `key:${auth.keyId}`, limit: keyCap }]),
  ];
}

/** The 429 a counted call gets, if any (and, in passing, the occasional purge of old windows). */
export function rateLimitRefusal(
  auth: AuthContext,
  { user, key }: { user: RateLimitDecision; key: RateLimitDecision | null },
  now: Date,
): ApiError | null {
  maybePurgeOldWindows();
  const limits: RateLimits = { user, key };
  if (!user.allowed) {
    return new ApiError(
      "rate_limited",
      `Rate limit of ${user.limit} requests per minute exceeded for this account; retry in ${user.resetSeconds} s.`,
      { headers: { ...rateLimitHeaders(limits), "Retry-After": String(user.resetSeconds) } },
    );
  }
  if (key && !key.allowed) {
    // Once per key and UTC day; in the background, so a refused call is not slowed by the outbox write.
    void getDb()
      .then((db) => alertKeyLimit(db, { userId: auth.userId, keyId: auth.keyId, limit: "rate", percent: 100, used: key.limit, cap: key.limit, now }))
      .catch((err) => log.warn("key rate-limit alert failed", { err: String(err) }));
    return new ApiError(
      "key_rate_limited",
      `This key's own limit of ${key.limit} requests per minute is exceeded; retry in ${key.resetSeconds} s.`,
      { headers: { ...rateLimitHeaders(limits), "Retry-After": String(key.resetSeconds) } },
    );
  }
  return null;
}

/** IETF httpapi RateLimit headers (structured-field lists of the current draft): one item per policy that applies. */
export function rateLimitHeaders(limits: RateLimits): Record<string, string> {
  const policies: [string, RateLimitState][] = [["per-user", limits.user], ...(limits.key ? [["per-key", limits.key] as [string, RateLimitState]] : [])];
  return {
    "RateLimit-Policy": policies.map(([name, s]) => `"${name}";q=${s.limit};w=${WINDOW_SECONDS}`).join(", "),
    RateLimit: policies.map(([name, s]) => `"${name}";r=${s.remaining};t=${s.resetSeconds}`).join(", "),
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
