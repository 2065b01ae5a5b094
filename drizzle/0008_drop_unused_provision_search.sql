-- Retrieval runs over an in-memory index (lib/legal/retrieval), so the provisions' full-text vector, its GIN index
-- and the two columns that only fed it are no longer read. Building them made every corpus sync slower, and a first
-- start on PGlite peaked at 826 MB of RSS instead of 646 MB.
DROP INDEX "legal_provisions_search_idx";--> statement-breakpoint
ALTER TABLE "legal_provisions" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "legal_provisions" DROP COLUMN "topic_terms";--> statement-breakpoint
ALTER TABLE "legal_provisions" DROP COLUMN "instrument_terms";
