CREATE TABLE "shopify_install_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "shopify_install_grants_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "stripe_subscription_status" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "stripe_event_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shopify_install_grants_expires_idx" ON "shopify_install_grants" USING btree ("expires_at");