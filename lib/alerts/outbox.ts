import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/lib/db/client";
import { alertDeliveries, alertEvents, users, webhookEndpoints } from "@/lib/db/schema";
import { log } from "@/lib/log";
import { nextAttemptAt } from "./backoff";
import { deliverEmail, deliverWebhook, type DeliveryOutcome } from "./deliver";

/** A claimed delivery is hidden from other workers this long (a delivery times out long before). */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;

interface ClaimedRow {
  id: string;
  event_id: string;
  user_id: string;
  channel: "email" | "webhook";
  endpoint_id: string | null;
  attempts: number;
  created_at: Date | string;
}

/**
 * Claims due deliveries: one statement picks them `for update skip locked` (concurrent workers skip each other's
 * rows instead of waiting) and moves `next_attempt_at` past the lease, so after it commits no other instance sees
 * them as due. A worker that dies mid-delivery leaves the row to be retried when the lease ends.
 */
export async function claimDue(db: DbOrTx, now = new Date(), limit = BATCH): Promise<ClaimedRow[]> {
  const leaseEnd = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  return queryRows<ClaimedRow>(
    db,
    sql`update alert_deliveries set attempts = attempts + 1, last_attempt_at = ${now.toISOString()}::timestamptz, next_attempt_at = ${leaseEnd}::timestamptz
        where id in (select id from alert_deliveries where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
                     order by next_attempt_at limit ${limit} for update skip locked)
        returning id, event_id, user_id, channel, endpoint_id, attempts, created_at`,
  );
}

/** Records an attempt's outcome: delivered, the next try (exponential backoff), or failed after 24 hours. */
export async function recordOutcome(db: DbOrTx, row: Pick<ClaimedRow, "id" | "attempts" | "created_at">, outcome: DeliveryOutcome, now = new Date()) {
  if (outcome.ok) {
    await db
      .update(alertDeliveries)
      .set({ status: "delivered", deliveredAt: now, lastStatusCode: outcome.statusCode, lastError: null })
      .where(eq(alertDeliveries.id, row.id));
    return;
  }
  const next = nextAttemptAt(new Date(row.created_at), row.attempts, now);
  await db
    .update(alertDeliveries)
    .set({ status: next ? "pending" : "failed", nextAttemptAt: next ?? now, lastStatusCode: outcome.statusCode, lastError: outcome.error.slice(0, 500) })
    .where(eq(alertDeliveries.id, row.id));
}

/** One pass of the outbox: claim what is due, deliver each, record each outcome. Returns how many were tried. */
export async function processOutbox(db: DbOrTx, now = new Date()): Promise<number> {
  const claimed = await claimDue(db, now);
  if (claimed.length === 0) return 0;
  const events = await db.select().from(alertEvents).where(inArray(alertEvents.id, [...new Set(claimed.map((c) => c.event_id))]));
  const endpointIds = claimed.map((c) => c.endpoint_id).filter((id): id is string => id !== null);
  const endpoints = endpointIds.length ? await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds)) : [];
  const owners = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, [...new Set(claimed.map((c) => c.user_id))]));
  await Promise.all(
    claimed.map(async (row) => {
      const event = events.find((e) => e.id === row.event_id);
      let outcome: DeliveryOutcome;
      if (!event) outcome = { ok: false, statusCode: null, error: "alert missing" };
      else if (row.channel === "email") {
        const owner = owners.find((o) => o.id === row.user_id);
        outcome = owner ? await deliverEmail(event, owner.email) : { ok: false, statusCode: null, error: "account missing" };
      } else {
        const endpoint = endpoints.find((e) => e.id === row.endpoint_id);
        outcome = endpoint && !endpoint.disabledAt ? await deliverWebhook(event, endpoint) : { ok: false, statusCode: null, error: "endpoint removed" };
      }
      if (!outcome.ok) log.warn("alert delivery failed", { delivery_id: row.id, channel: row.channel, attempt: row.attempts, error: outcome.error });
      await recordOutcome(db, row, outcome, new Date());
    }),
  );
  return claimed.length;
}
