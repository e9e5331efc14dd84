ALTER TABLE "imports" ADD COLUMN "worker_id" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "interrupted_at" timestamp with time zone;