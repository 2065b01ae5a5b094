import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { legalInstruments } from "./legal-instruments";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Provisions with a generated full-text vector: heading and topics weigh most, then the instrument's names
 * (so "GDPR erasure" finds GDPR Art. 17), then the summary. GIN-indexed; the same on PGlite and PostgreSQL.
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
    /** The topics as words ("personal data consent"): array_to_string is not immutable, so it cannot feed the generated column. */
    topicTerms: text("topic_terms").notNull(),
    /** Instrument title and short names, copied here so they can be part of the generated vector. */
    instrumentTerms: text("instrument_terms").notNull(),
    position: integer("position").notNull(),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, heading || ' ' || topic_terms), 'A') || setweight(to_tsvector('english'::regconfig, instrument_terms), 'B') || setweight(to_tsvector('english'::regconfig, summary), 'C')`,
    ),
  },
  (t) => [unique("legal_provisions_source_article").on(t.sourceId, t.article), index("legal_provisions_search_idx").using("gin", t.search)],
);
