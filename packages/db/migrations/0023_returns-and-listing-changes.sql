CREATE TABLE "catalog_item_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"asin" text NOT NULL,
	"field" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fba_customer_returns" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"order_id" text NOT NULL,
	"sku" text NOT NULL,
	"license_plate_number" text DEFAULT '' NOT NULL,
	"returned_at" timestamp with time zone NOT NULL,
	"asin" text,
	"fnsku" text,
	"product_name" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"fulfillment_center_id" text,
	"detailed_disposition" text,
	"reason" text,
	"status" text,
	"customer_comments" text,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fba_customer_returns_seller_id_order_id_sku_license_plate_number_returned_at_pk" PRIMARY KEY("seller_id","order_id","sku","license_plate_number","returned_at")
);
--> statement-breakpoint
ALTER TABLE "sp_api_sync_steps" DROP CONSTRAINT "sp_api_sync_steps_step";--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "return_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "bullet_points" jsonb;--> statement-breakpoint
ALTER TABLE "catalog_item_changes" ADD CONSTRAINT "catalog_item_changes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_item_changes" ADD CONSTRAINT "catalog_item_changes_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_customer_returns" ADD CONSTRAINT "fba_customer_returns_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_customer_returns" ADD CONSTRAINT "fba_customer_returns_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_item_changes_seller_asin_idx" ON "catalog_item_changes" USING btree ("seller_id","asin","seen_at");--> statement-breakpoint
CREATE INDEX "fba_customer_returns_seller_returned_idx" ON "fba_customer_returns" USING btree ("seller_id","returned_at");--> statement-breakpoint
ALTER TABLE "sp_api_sync_steps" ADD CONSTRAINT "sp_api_sync_steps_step" CHECK ("sp_api_sync_steps"."step" in ('settlements', 'finances', 'orders', 'inventory', 'catalog', 'traffic', 'health', 'returns'));