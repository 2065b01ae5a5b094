import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small key/value facts about the deployment, e.g. the hash of the built-in corpus last synced. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
