import { bigserial, boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per /v1 call. */
export const usageEvents = pgTable(
  "usage_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    requestId: text("request_id").notNull().unique(),
    userId: text("user_id"),
    keyId: text("key_id"),
    method: text("method").notNull(),
    /** The route template, e.g. /v1/admin/users/{user_id}, so calls group by endpoint. */
    endpoint: text("endpoint").notNull(),
    status: integer("status").notNull(),
    errorCode: text("error_code"),
    credits: integer("credits").notNull().default(0),
    latencyMs: integer("latency_ms").notNull(),
    tokensIn: integer("tokens_in").notNull().default(0),
    tokensOut: integer("tokens_out").notNull().default(0),
    degraded: boolean("degraded").notNull().default(false),
    sandbox: boolean("sandbox").notNull().default(false),
    idempotentReplay: boolean("idempotent_replay").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("usage_events_user_time_idx").on(t.userId, t.createdAt),
    index("usage_events_key_time_idx").on(t.keyId, t.createdAt),
    index("usage_events_endpoint_time_idx").on(t.endpoint, t.createdAt),
    index("usage_events_time_idx").on(t.createdAt),
  ],
);
