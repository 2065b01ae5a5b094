import "server-only";
import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import { getDatabase, getDb, queryRows, type DbOrTx } from "@/lib/db/client";
import { claimCommitMode, settlementCommitMode } from "@/lib/billing/commit-mode";
import { creditHolds, idempotencyRecords } from "@/lib/db/schema";
import { ApiError, problemBody } from "@/lib/http/problem";
import { SSE_HEADERS } from "@/lib/sse/frame";
import { log } from "@/lib/log";

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * The lease a claim starts with. A JSON call settles its record in the same statement as its debit, so a record it
 * leaves running was never billed; streams shorten the lease at once and renew it (`heartbeatIdempotency`).
 */
const INITIAL_LEASE_MS = 10 * 60 * 1000;
const MAX_KEY_LENGTH = 255;
const SSE_CONTENT_TYPE = SSE_HEADERS["Content-Type"];

export interface IdempotencyScope {
  userId: string;
  method: string;
  path: string;
  key: string;
}

export interface StoredResponse {
  requestId: string;
  status: number;
  headers: Record<string, string>;
  body: string | null;
  streamed: string | null;
}

export type IdempotencyBegin = { kind: "owner" } | { kind: "replay"; stored: StoredResponse };

export function readIdempotencyKey(request: Request): string | null {
  const key = request.headers.get("idempotency-key");
  if (key === null) return null;
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new ApiError("invalid_request", `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters.`, {
      errors: [{ field: "Idempotency-Key", message: `must be 1 to ${MAX_KEY_LENGTH} characters` }],
    });
  }
  return key;
}

const whereScope = (s: IdempotencyScope) =>
  and(
    eq(idempotencyRecords.userId, s.userId),
    eq(idempotencyRecords.method, s.method),
    eq(idempotencyRecords.path, s.path),
    eq(idempotencyRecords.key, s.key),
  );

/**
 * Claims the key for this request, or explains why not: a finished record with the same body is replayed,
 * a different body is 422, a record still running is 409. The insert is the lock: exactly one of any number
 * of concurrent requests wins it, on any instance.
 */
export async function beginIdempotency(
  scope: IdempotencyScope,
  bodyFingerprint: string,
  requestId: string,
  now = new Date(),
): Promise<IdempotencyBegin> {
  const { db, driver } = await getDatabase();
  const { leaseExpiresAt, expiresAt } = claimTimes(now);
  for (let attempt = 0; attempt < 3; attempt++) {
    const [claim] = await queryRows<{ claimed: number | string }>(
      db,
      sql`with ${claimCommitMode(driver)}, inserted as (
            insert into idempotency_records (user_id, method, path, key, fingerprint, state, request_id, created_at, lease_expires_at, expires_at)
            values (${scope.userId}::text, ${scope.method}::text, ${scope.path}::text, ${scope.key}::text, ${bodyFingerprint}::text, 'running',
              ${requestId}::text, ${now.toISOString()}::timestamptz, ${leaseExpiresAt.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz)
            on conflict do nothing
            returning key
          )
          select (select count(*) from inserted) as claimed, (select mode from commit_mode) as commit_mode`,
    );
    if (Number(claim?.claimed) > 0) return { kind: "owner" };

    const [existing] = await db.select().from(idempotencyRecords).where(whereScope(scope));
    if (!existing) continue; // purged between our insert and select: try again
    const expired = existing.expiresAt.getTime() <= now.getTime();
    const leaseEnd = existing.leaseExpiresAt?.getTime() ?? existing.createdAt.getTime() + INITIAL_LEASE_MS;
    const abandoned = existing.state === "running" && leaseEnd <= now.getTime();
    if (abandoned && existing.billed && !expired) {
      // Its owner died after the debit: settle the record once with what it had streamed, then replay that.
      await settleAbandonedStream(scope, existing.requestId);
      continue;
    }
    if (expired || abandoned) {
      const removed = await db
        .delete(idempotencyRecords)
        // Only the record as read: an owner that was slow, not dead, may have billed since (then it is settled above
        // on the next attempt, never deleted and run again).
        .where(
          and(
            whereScope(scope),
            eq(idempotencyRecords.requestId, existing.requestId),
            eq(idempotencyRecords.state, existing.state),
            eq(idempotencyRecords.billed, existing.billed),
          ),
        )
        .returning({ key: idempotencyRecords.key });
      // An abandoned, unbilled call's credit hold would otherwise block its credits until the hold expires.
      if (abandoned && removed.length > 0) await db.delete(creditHolds).where(eq(creditHolds.requestId, existing.requestId));
      continue;
    }
    if (existing.fingerprint !== bodyFingerprint) {
      throw new ApiError(
        "idempotency_key_mismatch",
        "This Idempotency-Key was already used with a different request body. Use a new key for a new request.",
      );
    }
    if (existing.state === "running") {
      throw new ApiError(
        "idempotency_key_in_use",
        "A request with this Idempotency-Key is still being processed. Retry after it completes.",
        { headers: { "Retry-After": "1" } },
      );
    }
    return {
      kind: "replay",
      stored: {
        requestId: existing.requestId,
        status: existing.status ?? 500,
        headers: existing.headers ?? {},
        body: existing.body,
        streamed: existing.streamed,
      },
    };
  }
  throw new Error("idempotency: could not claim or read the record");
}

/** When a claim made at `now` stops holding the key (its lease) and when its record expires. */
export function claimTimes(now: Date): { leaseExpiresAt: Date; expiresAt: Date } {
  return { leaseExpiresAt: new Date(now.getTime() + INITIAL_LEASE_MS), expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) };
}

export interface FinalResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
  streamed: string | null;
}

/**
 * The update that marks a record done with its final response. Settlement embeds it in its one statement, so
 * it commits with billing and usage; `completeIdempotency` runs it alone (streams, whose debit came earlier).
 */
export function storeResponseStatement(scope: IdempotencyScope, response: FinalResponse): SQL {
  return sql`update idempotency_records
    set state = 'done', status = ${response.status}::int, headers = ${JSON.stringify(response.headers)}::jsonb,
      body = ${response.body}::text, streamed = ${response.streamed}::text
    where user_id = ${scope.userId}::text and method = ${scope.method}::text and path = ${scope.path}::text and key = ${scope.key}::text`;
}

/** Stores a stream's final response; answers the `synchronous_commit` it committed with (see settlementCommitMode). */
export async function completeIdempotency(db: DbOrTx, scope: IdempotencyScope, response: FinalResponse): Promise<string | undefined> {
  const [row] = await queryRows<{ commit_mode: string }>(
    db,
    sql`with ${settlementCommitMode()}, stored as (${storeResponseStatement(scope, response)} returning key)
      select (select mode from commit_mode) as commit_mode, (select count(*) from stored) as stored`,
  );
  return row?.commit_mode;
}

/**
 * Marks a running record billed. Settlement embeds it in the statement that debits a stream's first content, so the
 * debit and the mark commit together: a record can never be billed without saying so.
 */
export function markBilledStatement(scope: IdempotencyScope, requestId: string): SQL {
  return sql`update idempotency_records set billed = true
    where user_id = ${scope.userId}::text and method = ${scope.method}::text and path = ${scope.path}::text
      and key = ${scope.key}::text and request_id = ${requestId}::text`;
}

/**
 * Renews a running stream's lease and stores what it has sent so far (the partial result a takeover would settle).
 * Returns false when the record is no longer this request's running record (settled by a takeover, or finished).
 */
export async function heartbeatIdempotency(scope: IdempotencyScope, requestId: string, leaseMs: number, partial: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(idempotencyRecords)
    .set({ leaseExpiresAt: sql`now() + ${leaseMs}::int * interval '1 millisecond'`, streamed: partial })
    .where(and(whereScope(scope), eq(idempotencyRecords.requestId, requestId), eq(idempotencyRecords.state, "running")))
    .returning({ key: idempotencyRecords.key });
  return rows.length > 0;
}

/**
 * A billed stream whose owner died: the record becomes `done` with the events it had stored (its last heartbeat)
 * followed by an error event, so every retry replays the same cut stream and nothing is billed again. The update
 * is conditional on the record still being that owner's running record, so of several concurrent takeovers exactly
 * one writes it.
 */
async function settleAbandonedStream(scope: IdempotencyScope, requestId: string): Promise<void> {
  const db = await getDb();
  const error = problemBody(
    "internal_error",
    "The stream was interrupted when the server handling it stopped. It was billed once; this is what it sent before the interruption.",
    requestId,
  );
  await db.execute(sql`update idempotency_records
    set state = 'done', status = 200,
      headers = jsonb_build_object('Content-Type', ${SSE_CONTENT_TYPE}::text, 'X-Request-Id', request_id),
      body = null,
      streamed = jsonb_build_object('events', coalesce(streamed::jsonb, '[]'::jsonb), 'error', ${JSON.stringify(error)}::jsonb)::text
    where user_id = ${scope.userId}::text and method = ${scope.method}::text and path = ${scope.path}::text
      and key = ${scope.key}::text and request_id = ${requestId}::text and state = 'running' and billed`);
  log.warn("settled the idempotency record of an interrupted, billed stream", { request_id: requestId });
}

/** Frees the key when the request was rejected before its handler ran, so the client may retry with it. */
export async function releaseIdempotency(scope: IdempotencyScope, requestId: string): Promise<void> {
  const db = await getDb();
  await db.delete(idempotencyRecords).where(and(whereScope(scope), eq(idempotencyRecords.requestId, requestId)));
}

let lastPurge = 0;
/** Deletes expired records in the background, at most once a minute per instance; never awaited by a request. */
export function maybePurgeExpiredIdempotency(now = Date.now()): void {
  if (now - lastPurge < 60_000) return;
  lastPurge = now;
  void getDb()
    .then((db) => db.delete(idempotencyRecords).where(lt(idempotencyRecords.expiresAt, sql`now()`)))
    .catch((err) => log.warn("idempotency purge failed", { err: String(err) }));
}
