CREATE TYPE "public"."rollup_day_source" AS ENUM('order', 'posted', 'posted_fallback');--> statement-breakpoint
CREATE TABLE "cost_order_day_marketplace_totals" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pnl_line" text NOT NULL,
	"currency" text NOT NULL,
	"cost" numeric(18, 4) NOT NULL,
	"quantity" bigint NOT NULL,
	"has_fallback_dates" boolean DEFAULT false NOT NULL,
	"marketplace_id" text NOT NULL,
	CONSTRAINT "cost_order_day_marketplace_totals_seller_id_marketplace_id_currency_day_pnl_line_pk" PRIMARY KEY("seller_id","marketplace_id","currency","day","pnl_line")
);
--> statement-breakpoint
CREATE TABLE "cost_order_day_totals" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pnl_line" text NOT NULL,
	"currency" text NOT NULL,
	"cost" numeric(18, 4) NOT NULL,
	"quantity" bigint NOT NULL,
	"has_fallback_dates" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cost_order_day_totals_seller_id_currency_day_pnl_line_pk" PRIMARY KEY("seller_id","currency","day","pnl_line")
);
--> statement-breakpoint
CREATE TABLE "ledger_order_day_marketplace_totals" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pnl_line" text NOT NULL,
	"currency" text NOT NULL,
	"status" "ledger_status" NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"row_count" integer NOT NULL,
	"marketplace_id" text NOT NULL,
	CONSTRAINT "ledger_order_day_marketplace_totals_seller_id_marketplace_id_currency_day_pnl_line_status_pk" PRIMARY KEY("seller_id","marketplace_id","currency","day","pnl_line","status")
);
--> statement-breakpoint
CREATE TABLE "ledger_order_day_rollups" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"marketplace_id" text NOT NULL,
	"sku" text NOT NULL,
	"pnl_line" text NOT NULL,
	"currency" text NOT NULL,
	"status" "ledger_status" NOT NULL,
	"day_source" "rollup_day_source" NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "ledger_order_day_rollups_seller_id_day_marketplace_id_sku_pnl_line_currency_status_day_source_pk" PRIMARY KEY("seller_id","day","marketplace_id","sku","pnl_line","currency","status","day_source")
);
--> statement-breakpoint
CREATE TABLE "ledger_order_day_sources" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"day" date NOT NULL,
	"day_source" "rollup_day_source" NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "ledger_order_day_sources_seller_id_marketplace_id_day_day_source_pk" PRIMARY KEY("seller_id","marketplace_id","day","day_source")
);
--> statement-breakpoint
CREATE TABLE "ledger_order_day_totals" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pnl_line" text NOT NULL,
	"currency" text NOT NULL,
	"status" "ledger_status" NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "ledger_order_day_totals_seller_id_currency_day_pnl_line_status_pk" PRIMARY KEY("seller_id","currency","day","pnl_line","status")
);
--> statement-breakpoint
CREATE TABLE "amazon_orders" (
	"seller_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"merchant_order_id" text,
	"marketplace_id" text,
	"sales_channel" text NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"order_day" date NOT NULL,
	"last_updated_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"fulfillment_channel" text NOT NULL,
	"import_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amazon_orders_seller_id_order_id_pk" PRIMARY KEY("seller_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "orders_imported" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "orders_updated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "orders_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_order_day_marketplace_totals" ADD CONSTRAINT "cost_order_day_marketplace_totals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_order_day_totals" ADD CONSTRAINT "cost_order_day_totals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_order_day_marketplace_totals" ADD CONSTRAINT "ledger_order_day_marketplace_totals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_order_day_rollups" ADD CONSTRAINT "ledger_order_day_rollups_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_order_day_sources" ADD CONSTRAINT "ledger_order_day_sources_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_order_day_totals" ADD CONSTRAINT "ledger_order_day_totals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_orders" ADD CONSTRAINT "amazon_orders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_orders" ADD CONSTRAINT "amazon_orders_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_orders" ADD CONSTRAINT "amazon_orders_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amazon_orders_seller_day_idx" ON "amazon_orders" USING btree ("seller_id","order_day");--> statement-breakpoint
CREATE INDEX "ledger_seller_order_idx" ON "ledger_entries" USING btree ("seller_id","order_id") WHERE "ledger_entries"."order_id" is not null;