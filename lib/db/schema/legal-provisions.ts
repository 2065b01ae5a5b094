import { integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { legalInstruments } from "./legal-instruments";

/**
 * The provisions of the registry's instruments (built-in and imported). Retrieval runs over an in-memory index built
 * from them (lib/legal/retrieval), not in the database.
 */
export const legalProvisions = pgTable(
  "legal_provisions",
  {
    id: serial("id").primaryKey(),
    sourceId: text("source_id")
      .notNull()
      .references(() => legalInstruments.sourceId, { onDelete: "cascade" }),
    article: text("article").notNull(),
    heading: text("heading").notNull(),
    summary: text("summary").notNull(),
    topics: text("topics").array().notNull(),
    /** Everyday situations the provision answers, in a non-lawyer's words (indexed by retrieval). */
    situations: text("situations").array(),
    /** Official text, only with the instrument's provenance. */
    text: text("text"),
    position: integer("position").notNull(),
  },
  (t) => [unique("legal_provisions_source_article").on(t.sourceId, t.article)],
);
