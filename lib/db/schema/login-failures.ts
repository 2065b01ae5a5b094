import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Console sign-in attempts that have not (yet) succeeded, per email and client address, so guessing is
 * throttled across instances. A successful sign-in clears the email's rows; old rows are purged.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_email_idx").on(t.email, t.createdAt), index("login_failures_ip_idx").on(t.ip, t.createdAt)],
);
