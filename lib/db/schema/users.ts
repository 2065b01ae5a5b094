import { bigint, boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name"),
  passwordHash: text("password_hash"),
  staff: boolean("staff").notNull().default(false),
  tier: text("tier").notNull().default("free"),
  /** bigint (migration 0011): grants add up past 2^31 credits; capped at MAX_CREDIT_BALANCE, within a double's integers. */
  creditsBalance: bigint("credits_balance", { mode: "number" }).notNull().default(0),
  lowCreditThreshold: integer("low_credit_threshold"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Null only for credentials sign-ups that have not confirmed their address (existing rows count as verified). */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }).defaultNow(),
  /** Console sessions that signed in before this instant are refused (set by a password reset). */
  sessionsValidAfter: timestamp("sessions_valid_after", { withTimezone: true }),
  /** Set when a credits.low alert was raised; cleared when the balance is back at or above the threshold. */
  lowCreditNotifiedAt: timestamp("low_credit_notified_at", { withTimezone: true }),
});
