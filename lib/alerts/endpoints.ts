import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/lib/db/client";
import { alertDeliveries, alertEvents, webhookEndpoints } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/problem";
import { newDeliveryId, newWebhookEndpointId } from "@/lib/ids";
import { parseOrThrow } from "@/lib/console/parse";
import { newWebhookSecret } from "./signing";
import { webhookTargetProblem } from "./target";

export const MAX_ENDPOINTS_PER_USER = 5;

const registerInput = z.object({ url: z.string().trim().min(1, "enter the endpoint's URL").max(2048, "at most 2,048 characters") });

/** Registers an endpoint; the answer carries the signing secret, the only time it is shown. */
export async function registerEndpoint(db: DbOrTx, userId: string, raw: { url: string }) {
  const { url } = parseOrThrow(registerInput, raw);
  const problem = await webhookTargetProblem(url);
  if (problem) throw new ApiError("invalid_request", `url: ${problem}`);
  const active = await listEndpoints(db, userId);
  if (active.length >= MAX_ENDPOINTS_PER_USER) throw new ApiError("invalid_request", `At most ${MAX_ENDPOINTS_PER_USER} endpoints; remove one first.`);
  const secret = newWebhookSecret();
  const [row] = await db.insert(webhookEndpoints).values({ id: newWebhookEndpointId(), userId, url, secret }).returning();
  return { id: row.id, url: row.url, secret };
}

export async function listEndpoints(db: DbOrTx, userId: string) {
  return db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, createdAt: webhookEndpoints.createdAt })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.disabledAt)))
    .orderBy(webhookEndpoints.createdAt);
}

/** Removal keeps the row (the delivery log refers to it); pending deliveries to it fail as "endpoint removed". */
export async function removeEndpoint(db: DbOrTx, userId: string, endpointId: string): Promise<void> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ disabledAt: new Date() })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.disabledAt)))
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new ApiError("not_found", "No such endpoint.");
}

/** The user's delivery log, newest first. */
export async function listDeliveries(db: DbOrTx, userId: string, limit = 50) {
  return db
    .select({
      id: alertDeliveries.id,
      eventId: alertDeliveries.eventId,
      type: alertEvents.type,
      channel: alertDeliveries.channel,
      url: webhookEndpoints.url,
      status: alertDeliveries.status,
      attempts: alertDeliveries.attempts,
      lastStatusCode: alertDeliveries.lastStatusCode,
      lastError: alertDeliveries.lastError,
      nextAttemptAt: alertDeliveries.nextAttemptAt,
      deliveredAt: alertDeliveries.deliveredAt,
      createdAt: alertDeliveries.createdAt,
    })
    .from(alertDeliveries)
    .innerJoin(alertEvents, eq(alertEvents.id, alertDeliveries.eventId))
    .leftJoin(webhookEndpoints, eq(webhookEndpoints.id, alertDeliveries.endpointId))
    .where(eq(alertDeliveries.userId, userId))
    .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
    .limit(limit);
}

/** "Resend": a new delivery of the same alert on the same channel, due now (the old row stays in the log). */
export async function resendDelivery(db: DbOrTx, userId: string, deliveryId: string): Promise<string> {
  const [row] = await db
    .select()
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.id, deliveryId), eq(alertDeliveries.userId, userId)));
  if (!row) throw new ApiError("not_found", "No such delivery.");
  const id = newDeliveryId();
  await db.insert(alertDeliveries).values({ id, eventId: row.eventId, userId, channel: row.channel, endpointId: row.endpointId });
  return id;
}
