import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { alertDeliveries, alertEvents, webhookEndpoints } from "@/lib/db/schema";
import { newAlertId, newDeliveryId } from "@/lib/ids";

/** The alert types users receive by email and webhook. */
export const alertTypes = ["credits.low", "key.limit_reached", "key.revoked", "key.expiring"] as const;
export type AlertType = (typeof alertTypes)[number];

/**
 * Puts an alert in the outbox: one `alert_events` row and one delivery per channel (the user's email, and each
 * of the user's active webhook endpoints). Pass the transaction that makes the change the alert reports, so the
 * alert exists exactly when the change committed; the background loop delivers it (`lib/alerts/loop.ts`).
 *
 * `dedupeKey` (optional, globally unique) makes a repeat a no-op: e.g. `key.limit_reached:<key id>:<month>:100`
 * for "once per key, month and threshold". Returns the alert id, or null when the dedupe key was already used.
 *
 * Payload: JSON-serialisable facts, sent as the event's `data` (webhook) and summarised in the email.
 * `key.limit_reached` is emitted by the per-key caps: data `{ key_id, name, display_key, limit: "credits" | "rate",
 * percent: 80 | 100, used, cap }` is what the email text expects.
 */
export async function enqueueAlert(
  db: DbOrTx,
  userId: string,
  type: AlertType,
  payload: Record<string, unknown>,
  options: { dedupeKey?: string; now?: Date } = {},
): Promise<string | null> {
  const now = options.now ?? new Date();
  const [event] = await db
    .insert(alertEvents)
    .values({ id: newAlertId(), userId, type, payload, dedupeKey: options.dedupeKey ?? null, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: alertEvents.id });
  if (!event) return null;
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.disabledAt)));
  await db.insert(alertDeliveries).values([
    { id: newDeliveryId(), eventId: event.id, userId, channel: "email" as const, nextAttemptAt: now, createdAt: now },
    ...endpoints.map((e) => ({ id: newDeliveryId(), eventId: event.id, userId, channel: "webhook" as const, endpointId: e.id, nextAttemptAt: now, createdAt: now })),
  ]);
  return event.id;
}
