import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Per-account back-off of console sign-in: consecutive wrong passwords for an email and when the next guess is
 * allowed. One row per email, claimed by one conditional update per guess, so concurrent guesses cannot share a
 * slot. A correct password or a password reset deletes the row.
 */
export const loginBackoff = pgTable(
  "login_backoff",
  {
    email: text("email").primaryKey(),
    failures: integer("failures").notNull(),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_backoff_last_failure_idx").on(t.lastFailureAt)],
);
