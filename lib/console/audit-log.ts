import "server-only";
import { and, desc, eq, inArray, isNull, isNotNull, lte } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { apiKeys, keyEvents, users } from "@/lib/db/schema";

export interface AuditEntry {
  id: string;
  at: string;
  action: string;
  keyId: string | null;
  keyLabel: string | null;
  /** "system" for expiry and bootstrap, otherwise the actor's email. */
  actor: string;
  actorIsOwner: boolean;
  detail: Record<string, unknown>;
}

const LIMIT = 200;

/**
 * A tenant's audit log: the recorded key and account events, plus an "expired" entry for each key whose
 * expiry has passed (nothing writes a row at that moment, so it is derived here). Newest first.
 */
export async function auditLog(userId: string, now = new Date()): Promise<AuditEntry[]> {
  const db = await getDb();
  const [events, expired] = await Promise.all([
    db
      .select({ event: keyEvents, actorEmail: users.email })
      .from(keyEvents)
      .leftJoin(users, eq(users.id, keyEvents.actorUserId))
      .where(eq(keyEvents.userId, userId))
      .orderBy(desc(keyEvents.createdAt), desc(keyEvents.id))
      .limit(LIMIT),
    db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNotNull(apiKeys.expiresAt), lte(apiKeys.expiresAt, now), isNull(apiKeys.revokedAt)))
      .limit(LIMIT),
  ]);
  const keyIds = [...new Set(events.map((e) => e.event.keyId).filter((id): id is string => id !== null))];
  const keys = keyIds.length > 0 ? await db.select({ id: apiKeys.id, name: apiKeys.name, displayKey: apiKeys.displayKey }).from(apiKeys).where(inArray(apiKeys.id, keyIds)) : [];
  const labels = new Map(keys.map((k) => [k.id, `${k.name} (${k.displayKey})`]));

  const entries: AuditEntry[] = events.map(({ event, actorEmail }) => ({
    id: event.id,
    at: event.createdAt.toISOString(),
    action: event.action,
    keyId: event.keyId,
    keyLabel: event.keyId ? (labels.get(event.keyId) ?? event.keyId) : null,
    actor: event.actorUserId ? (actorEmail ?? event.actorUserId) : "system",
    actorIsOwner: event.actorUserId === userId,
    detail: event.detail,
  }));
  for (const key of expired) {
    entries.push({
      id: `expired:${key.id}`,
      at: key.expiresAt!.toISOString(),
      action: "key.expired",
      keyId: key.id,
      keyLabel: `${key.name} (${key.displayKey})`,
      actor: "system",
      actorIsOwner: false,
      detail: {},
    });
  }
  return entries.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)).slice(0, LIMIT);
}

const labels: Record<string, string> = {
  "key.created": "Key created",
  "key.rotated_in": "Key created by rotation",
  "key.rotated": "Key rotated",
  "key.revoked": "Key revoked",
  "key.limits_changed": "Key limits changed",
  "key.expired": "Key expired",
  "account.tier_changed": "Tier changed",
  "account.credits_adjusted": "Credits adjusted",
};

export function actionLabel(action: string): string {
  return labels[action] ?? action;
}
