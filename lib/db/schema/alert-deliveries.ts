import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { alertEvents } from "./alert-events";
import { webhookEndpoints } from "./webhook-endpoints";

/**
 * The outbox and its delivery log: one row per alert and channel (the user's email, or one webhook endpoint).
 * Workers claim due rows with `for update skip locked` and push `next_attempt_at` forward as a lease, so two
 * instances never deliver one row at once; a failure schedules the next attempt with exponential backoff until
 * 24 hours after the alert, then the row is `failed`.
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => alertEvents.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    channel: text("channel", { enum: ["email", "webhook"] }).notNull(),
    endpointId: text("endpoint_id").references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "delivered", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("alert_deliveries_due_idx").on(t.status, t.nextAttemptAt), index("alert_deliveries_user_idx").on(t.userId, t.createdAt)],
);
