import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Credits set aside while a billable request runs, so that concurrent requests cannot all pass the balance
 * check. A hold is removed when its request settles; one left behind by a crashed process stops counting
 * once it expires.
 */
export const creditHolds = pgTable(
  "credit_holds",
  {
    requestId: text("request_id").primaryKey(),
    userId: text("user_id").notNull(),
    /** The key the call was made with, so a key's monthly cap counts its running calls too. */
    keyId: text("key_id"),
    amount: integer("amount").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("credit_holds_user_idx").on(t.userId, t.expiresAt)],
);
