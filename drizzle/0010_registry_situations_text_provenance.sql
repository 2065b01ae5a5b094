ALTER TABLE "legal_instruments" ADD COLUMN "as_of" text;--> statement-breakpoint
ALTER TABLE "legal_instruments" ADD COLUMN "provenance" jsonb;--> statement-breakpoint
ALTER TABLE "legal_provisions" ADD COLUMN "situations" text[];--> statement-breakpoint
ALTER TABLE "legal_provisions" ADD COLUMN "text" text;