CREATE TABLE "account_health_reports" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"day" date NOT NULL,
	"health_rating" integer,
	"health_status" text,
	"order_defect_rate" numeric(9, 6),
	"late_shipment_rate" numeric(9, 6),
	"pre_fulfillment_cancellation_rate" numeric(9, 6),
	"valid_tracking_rate" numeric(9, 6),
	"policy_violations" jsonb,
	"metrics" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_health_reports_seller_id_marketplace_id_day_pk" PRIMARY KEY("seller_id","marketplace_id","day")
);
--> statement-breakpoint
CREATE TABLE "amazon_order_items" (
	"seller_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"sku" text,
	"asin" text,
	"title" text,
	"quantity_ordered" integer DEFAULT 0 NOT NULL,
	"quantity_shipped" integer DEFAULT 0 NOT NULL,
	"item_price" numeric(18, 4),
	"item_tax" numeric(18, 4),
	"shipping_price" numeric(18, 4),
	"promotion_discount" numeric(18, 4),
	"currency" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amazon_order_items_seller_id_order_id_order_item_id_pk" PRIMARY KEY("seller_id","order_id","order_item_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_items" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"asin" text NOT NULL,
	"title" text,
	"brand" text,
	"main_image_url" text,
	"images" jsonb,
	"sales_ranks" jsonb,
	"classification" text,
	"parent_asin" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_items_seller_id_marketplace_id_asin_pk" PRIMARY KEY("seller_id","marketplace_id","asin")
);
--> statement-breakpoint
CREATE TABLE "fba_inventory_daily" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"sku" text NOT NULL,
	"day" date NOT NULL,
	"asin" text,
	"fnsku" text,
	"product_name" text,
	"condition" text,
	"fulfillable" integer DEFAULT 0 NOT NULL,
	"inbound_working" integer DEFAULT 0 NOT NULL,
	"inbound_shipped" integer DEFAULT 0 NOT NULL,
	"inbound_receiving" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"unfulfillable" integer DEFAULT 0 NOT NULL,
	"researching" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fba_inventory_daily_seller_id_marketplace_id_sku_day_pk" PRIMARY KEY("seller_id","marketplace_id","sku","day")
);
--> statement-breakpoint
CREATE TABLE "sales_traffic_daily" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"day" date NOT NULL,
	"asin" text NOT NULL,
	"sku" text NOT NULL,
	"parent_asin" text,
	"units_ordered" integer DEFAULT 0 NOT NULL,
	"total_order_items" integer DEFAULT 0 NOT NULL,
	"ordered_product_sales" numeric(18, 4) DEFAULT '0' NOT NULL,
	"currency" text,
	"units_refunded" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"buy_box_percentage" numeric(9, 4),
	"unit_session_percentage" numeric(9, 4),
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_traffic_daily_seller_id_marketplace_id_day_asin_sku_pk" PRIMARY KEY("seller_id","marketplace_id","day","asin","sku")
);
--> statement-breakpoint
CREATE TABLE "sp_api_sync_steps" (
	"seller_id" uuid NOT NULL,
	"step" text NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"cursor" jsonb,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"progress_label" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"data_through" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sp_api_sync_steps_seller_id_step_pk" PRIMARY KEY("seller_id","step"),
	CONSTRAINT "sp_api_sync_steps_status" CHECK ("sp_api_sync_steps"."status" in ('idle', 'running', 'waiting', 'failed')),
	CONSTRAINT "sp_api_sync_steps_step" CHECK ("sp_api_sync_steps"."step" in ('settlements', 'finances', 'orders', 'inventory', 'catalog', 'traffic', 'health'))
);
--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "kind" text DEFAULT 'settlement' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_connections" ADD COLUMN "marketplace_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_connections" ADD COLUMN "backfill_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_connections" ADD COLUMN "backfill_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_health_reports" ADD CONSTRAINT "account_health_reports_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_health_reports" ADD CONSTRAINT "account_health_reports_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_order_items" ADD CONSTRAINT "amazon_order_items_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_inventory_daily" ADD CONSTRAINT "fba_inventory_daily_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_inventory_daily" ADD CONSTRAINT "fba_inventory_daily_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_traffic_daily" ADD CONSTRAINT "sales_traffic_daily_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_traffic_daily" ADD CONSTRAINT "sales_traffic_daily_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sp_api_sync_steps" ADD CONSTRAINT "sp_api_sync_steps_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fba_inventory_daily_seller_day_idx" ON "fba_inventory_daily" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "sales_traffic_daily_seller_day_idx" ON "sales_traffic_daily" USING btree ("seller_id","day");--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_kind" CHECK ("settlements"."kind" in ('settlement', 'finances_estimate', 'orders_estimate'));