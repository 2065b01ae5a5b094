CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_instruments" (
	"source_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"short_names" text[] NOT NULL,
	"jurisdiction" text NOT NULL,
	"kind" text NOT NULL,
	"provision_label" text NOT NULL,
	"codified_at" text,
	"official_url" text NOT NULL,
	"date" text NOT NULL,
	"origin" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_provisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"article" text NOT NULL,
	"heading" text NOT NULL,
	"summary" text NOT NULL,
	"topics" text[] NOT NULL,
	"topic_terms" text NOT NULL,
	"instrument_terms" text NOT NULL,
	"position" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, heading || ' ' || topic_terms), 'A') || setweight(to_tsvector('english'::regconfig, instrument_terms), 'B') || setweight(to_tsvector('english'::regconfig, summary), 'C')) STORED,
	CONSTRAINT "legal_provisions_source_article" UNIQUE("source_id","article")
);
--> statement-breakpoint
ALTER TABLE "legal_provisions" ADD CONSTRAINT "legal_provisions_source_id_legal_instruments_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."legal_instruments"("source_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_provisions_search_idx" ON "legal_provisions" USING gin ("search");