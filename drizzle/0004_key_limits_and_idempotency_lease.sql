ALTER TABLE "api_keys" ADD COLUMN "monthly_credit_limit" integer;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "requests_per_minute" integer;--> statement-breakpoint
ALTER TABLE "credit_holds" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "idempotency_records" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_records" ADD COLUMN "billed" boolean DEFAULT false NOT NULL;