ALTER TABLE "user_email_settings" ADD COLUMN "import_results" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_connections" ADD COLUMN "authorized_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_connections" ADD COLUMN "last_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_connections" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "seller_connections" ADD COLUMN "reauthorization_required_at" timestamp with time zone;--> statement-breakpoint
-- Connections made before this column: their last authorisation is their last update.
UPDATE "seller_connections" SET "authorized_at" = "updated_at";
