import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Requests counted per user per fixed one-minute window, shared by every server instance. Unlogged (set by
 * migration 0003; drizzle has no notation for it): a crash resets the current minute, nothing worse.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    userId: text("user_id").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.windowStart] })],
);
