import { boolean, integer, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Hex SHA-256 of the raw key; the raw key itself is never stored. */
    keyHash: text("key_hash").notNull().unique(),
    displayKey: text("display_key").notNull(),
    scopes: text("scopes").array().notNull(),
    sandbox: boolean("sandbox").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** Set on a replacement key created by rotation. */
    rotatedFromKeyId: text("rotated_from_key_id"),
    /** Optional cap on the credits this key may spend per calendar month (UTC); null = only the balance limits it. */
    monthlyCreditLimit: integer("monthly_credit_limit"),
    /** Optional requests-per-minute cap for this key, below the owner's tier; null = only the tier limits it. */
    requestsPerMinute: integer("requests_per_minute"),
  },
  (t) => [index("api_keys_user_idx").on(t.userId, t.createdAt)],
);
