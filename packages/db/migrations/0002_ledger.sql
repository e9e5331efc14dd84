CREATE TYPE "public"."import_status" AS ENUM('queued', 'running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."ledger_status" AS ENUM('estimated', 'final');--> statement-breakpoint
CREATE TABLE "marketplaces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"domain_name" text NOT NULL,
	"default_currency_code" text NOT NULL,
	"default_locale" text NOT NULL,
	"region" text NOT NULL,
	"time_zone" text NOT NULL,
	"listing_optimization_enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_of_goods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"unit_landed_cost" numeric(18, 4) NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_of_goods_seller_sku_from" UNIQUE("seller_id","sku","valid_from")
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"rate_date" date NOT NULL,
	"currency" text NOT NULL,
	"rate_per_eur" numeric(24, 10) NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_rate_date_currency_pk" PRIMARY KEY("rate_date","currency")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"kind" text DEFAULT 'settlement' NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint,
	"storage_path" text,
	"status" "import_status" DEFAULT 'queued' NOT NULL,
	"rows_read" bigint DEFAULT 0 NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"settlements_imported" integer DEFAULT 0 NOT NULL,
	"settlements_skipped" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_daily_rollups" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"marketplace_id" text NOT NULL,
	"sku" text NOT NULL,
	"pnl_line" text NOT NULL,
	"currency" text NOT NULL,
	"status" "ledger_status" NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "ledger_daily_rollups_seller_id_day_marketplace_id_sku_pnl_line_currency_status_pk" PRIMARY KEY("seller_id","day","marketplace_id","sku","pnl_line","currency","status")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"settlement_ref" uuid,
	"marketplace_id" text,
	"sku" text,
	"order_id" text,
	"transaction_type" text NOT NULL,
	"amount_type" text NOT NULL,
	"amount_description" text NOT NULL,
	"pnl_line" text NOT NULL,
	"quantity" integer,
	"posted_date" date,
	"posted_at" timestamp with time zone,
	"currency" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"status" "ledger_status" NOT NULL,
	"source" text NOT NULL,
	"source_import_id" uuid,
	"source_line" integer
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"sku" text NOT NULL,
	"asin" text,
	"parent_asin" text,
	"brand" text,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_seller_marketplace_sku" UNIQUE("seller_id","marketplace_id","sku")
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"settlement_id" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"deposit_date" timestamp with time zone,
	"total_amount" numeric(18, 4) NOT NULL,
	"currency" text NOT NULL,
	"format" text NOT NULL,
	"import_id" uuid,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_seller_settlement" UNIQUE("seller_id","settlement_id")
);
--> statement-breakpoint
ALTER TABLE "cost_of_goods" ADD CONSTRAINT "cost_of_goods_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_daily_rollups" ADD CONSTRAINT "ledger_daily_rollups_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_settlement_ref_settlements_id_fk" FOREIGN KEY ("settlement_ref") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_source_import_id_imports_id_fk" FOREIGN KEY ("source_import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_seller_idx" ON "imports" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_seller_posted_idx" ON "ledger_entries" USING btree ("seller_id","posted_date");--> statement-breakpoint
CREATE INDEX "ledger_settlement_idx" ON "ledger_entries" USING btree ("settlement_ref");