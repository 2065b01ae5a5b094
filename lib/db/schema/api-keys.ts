import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
  },
  (t) => [index("api_keys_user_idx").on(t.userId, t.createdAt)],
);
