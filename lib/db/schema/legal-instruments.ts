import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Provenance } from "../../legal/sources/schema";

/** Instruments of the source registry: the built-in ones (synced at start) and operator imports. */
export const legalInstruments = pgTable("legal_instruments", {
  sourceId: text("source_id").primaryKey(),
  title: text("title").notNull(),
  shortNames: text("short_names").array().notNull(),
  jurisdiction: text("jurisdiction").notNull(),
  kind: text("kind").notNull(),
  provisionLabel: text("provision_label").notNull(),
  codifiedAt: text("codified_at"),
  officialUrl: text("official_url").notNull(),
  date: text("date").notNull(),
  /** When titles, numbers and headings were last checked against the official source (YYYY-MM-DD). */
  asOf: text("as_of"),
  /** Where stored official provision text comes from; set whenever a provision carries `text`. */
  provenance: jsonb("provenance").$type<Provenance>(),
  origin: text("origin", { enum: ["builtin", "import"] }).notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});
