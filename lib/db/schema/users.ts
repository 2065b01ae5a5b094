import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name"),
  passwordHash: text("password_hash"),
  staff: boolean("staff").notNull().default(false),
  tier: text("tier").notNull().default("free"),
  creditsBalance: integer("credits_balance").notNull().default(0),
  lowCreditThreshold: integer("low_credit_threshold"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
