import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { apiKeys, keyEvents } from "@/lib/db/schema";
import { newEventId, newKeyId } from "@/lib/ids";
import { displayKey, generateRawKey } from "./format";
import { hashKey } from "./hash";
import { enqueueAlert } from "@/lib/alerts/enqueue";
import type { Scope } from "./scopes";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export interface NewKeyInput {
  userId: string;
  name: string;
  scopes: Scope[];
  sandbox?: boolean;
  expiresAt?: Date | null;
  actorUserId?: string | null;
  rotatedFromKeyId?: string | null;
  /** Register this raw key instead of generating one (admin bootstrap). */
  rawKey?: string;
  limits?: KeyLimits;
}

/** A key's own caps; null means none (only the balance and the tier limit it). */
export interface KeyLimits {
  monthlyCreditLimit: number | null;
  requestsPerMinute: number | null;
}

export type KeyStatus = "active" | "expired" | "revoked";

export function keyStatus(row: Pick<ApiKeyRow, "revokedAt" | "expiresAt">, now = new Date()): KeyStatus {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

/** Creates a key and logs the event. The raw key is returned to the caller once and never stored. */
export async function createApiKey(db: DbOrTx, input: NewKeyInput): Promise<{ rawKey: string; row: ApiKeyRow }> {
  const rawKey = input.rawKey ?? generateRawKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: newKeyId(),
      userId: input.userId,
      name: input.name,
      keyHash: hashKey(rawKey),
      displayKey: displayKey(rawKey),
      scopes: input.scopes,
      sandbox: input.sandbox ?? false,
      expiresAt: input.expiresAt ?? null,
      rotatedFromKeyId: input.rotatedFromKeyId ?? null,
      monthlyCreditLimit: input.limits?.monthlyCreditLimit ?? null,
      requestsPerMinute: input.limits?.requestsPerMinute ?? null,
    })
    .returning();
  await recordKeyEvent(db, {
    userId: input.userId,
    keyId: row.id,
    actorUserId: input.actorUserId ?? null,
    action: input.rotatedFromKeyId ? "key.rotated_in" : "key.created",
    detail: {
      name: row.name,
      scopes: row.scopes,
      sandbox: row.sandbox,
      expires_at: row.expiresAt?.toISOString() ?? null,
      ...limitsDetail(row),
    },
  });
  return { rawKey, row };
}

function limitsDetail(row: Pick<ApiKeyRow, "monthlyCreditLimit" | "requestsPerMinute">) {
  return { monthly_credit_limit: row.monthlyCreditLimit, requests_per_minute: row.requestsPerMinute };
}

/**
 * Changes a key's own caps (only the fields given; null removes a cap) and logs the event. The caller announces the
 * change so every instance's auth cache drops the key at once.
 */
export async function updateKeyLimits(db: DbOrTx, keyId: string, limits: Partial<KeyLimits>, actorUserId: string | null): Promise<ApiKeyRow | undefined> {
  const [row] = await db.update(apiKeys).set(limits).where(eq(apiKeys.id, keyId)).returning();
  if (!row) return undefined;
  await recordKeyEvent(db, { userId: row.userId, keyId, actorUserId, action: "key.limits_changed", detail: limitsDetail(row) });
  return row;
}

export async function listApiKeys(db: DbOrTx, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
}

export async function getApiKey(db: DbOrTx, keyId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
  return row;
}

/** Revokes an active key; revoking an already revoked key returns it unchanged. */
export async function revokeApiKey(
  db: DbOrTx,
  keyId: string,
  actorUserId: string | null,
): Promise<ApiKeyRow | undefined> {
  const [updated] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning();
  if (!updated) return getApiKey(db, keyId);
  await recordKeyEvent(db, { userId: updated.userId, keyId, actorUserId, action: "key.revoked", detail: {} });
  await enqueueAlert(
    db,
    updated.userId,
    "key.revoked",
    { key_id: keyId, name: updated.name, display_key: updated.displayKey, revoked_at: updated.revokedAt?.toISOString() ?? null },
    { dedupeKey: `key.revoked:${keyId}` },
  );
  return updated;
}

export async function recordKeyEvent(
  db: DbOrTx,
  event: { userId: string; keyId: string | null; actorUserId: string | null; action: string; detail: Record<string, unknown> },
): Promise<void> {
  await db.insert(keyEvents).values({ id: newEventId(), ...event });
}

/** The public JSON form of a key (never the hash). */
export function serializeApiKey(row: ApiKeyRow, now = new Date()) {
  return {
    key_id: row.id,
    name: row.name,
    display_key: row.displayKey,
    scopes: row.scopes,
    sandbox: row.sandbox,
    status: keyStatus(row, now),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    ...limitsDetail(row),
  };
}
