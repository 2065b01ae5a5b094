import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Append-only audit log of key and account events, visible to the owner and to staff. */
export const keyEvents = pgTable(
  "key_events",
  {
    id: text("id").primaryKey(),
    /** The account the event concerns (the key's owner). */
    userId: text("user_id").notNull(),
    keyId: text("key_id"),
    /** Who did it: a user id, or null for the system (expiry, bootstrap). */
    actorUserId: text("actor_user_id"),
    action: text("action").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("key_events_user_idx").on(t.userId, t.createdAt)],
);
