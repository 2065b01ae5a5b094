import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Requests counted per user per fixed one-minute window, shared by every server instance. */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    userId: text("user_id").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.windowStart] })],
);
