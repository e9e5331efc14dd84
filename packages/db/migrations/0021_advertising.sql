CREATE TABLE "ad_asin_daily" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"ad_product" text NOT NULL,
	"campaign_id" text NOT NULL,
	"day" date NOT NULL,
	"ad_group_id" text NOT NULL,
	"asin" text NOT NULL,
	"sku" text NOT NULL,
	"currency" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(18, 4) DEFAULT '0' NOT NULL,
	"sales" numeric(18, 4) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"import_id" uuid,
	"attribution_final" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_asin_daily_seller_id_marketplace_id_ad_product_campaign_id_ad_group_id_asin_sku_day_pk" PRIMARY KEY("seller_id","marketplace_id","ad_product","campaign_id","ad_group_id","asin","sku","day"),
	CONSTRAINT "ad_asin_daily_source" CHECK ("ad_asin_daily"."source" in ('api', 'upload', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "ad_breakdown_daily" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"ad_product" text NOT NULL,
	"campaign_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"dimension" text NOT NULL,
	"match_type" text NOT NULL,
	"currency" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(18, 4) DEFAULT '0' NOT NULL,
	"sales" numeric(18, 4) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"import_id" uuid,
	"attribution_final" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_breakdown_daily_seller_id_marketplace_id_ad_product_kind_campaign_id_ad_group_id_dimension_match_type_day_pk" PRIMARY KEY("seller_id","marketplace_id","ad_product","kind","campaign_id","ad_group_id","dimension","match_type","day"),
	CONSTRAINT "ad_breakdown_daily_kind" CHECK ("ad_breakdown_daily"."kind" in ('search-term', 'targeting', 'placement', 'performance'))
);
--> statement-breakpoint
CREATE TABLE "ad_campaign_daily" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"ad_product" text NOT NULL,
	"campaign_id" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(18, 4) DEFAULT '0' NOT NULL,
	"sales" numeric(18, 4) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"import_id" uuid,
	"attribution_final" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_campaign_daily_seller_id_marketplace_id_ad_product_campaign_id_day_pk" PRIMARY KEY("seller_id","marketplace_id","ad_product","campaign_id","day"),
	CONSTRAINT "ad_campaign_daily_ad_product" CHECK ("ad_campaign_daily"."ad_product" in ('SP', 'SB', 'SD')),
	CONSTRAINT "ad_campaign_daily_source" CHECK ("ad_campaign_daily"."source" in ('api', 'upload', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "ad_campaigns" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"ad_product" text NOT NULL,
	"campaign_id" text NOT NULL,
	"state" text,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"targeting_type" text,
	"budget" numeric(18, 4),
	"budget_type" text,
	"currency" text,
	"portfolio_id" text,
	"start_day" date,
	"end_day" date,
	CONSTRAINT "ad_campaigns_seller_id_marketplace_id_ad_product_campaign_id_pk" PRIMARY KEY("seller_id","marketplace_id","ad_product","campaign_id"),
	CONSTRAINT "ad_campaigns_ad_product" CHECK ("ad_campaigns"."ad_product" in ('SP', 'SB', 'SD')),
	CONSTRAINT "ad_campaigns_source" CHECK ("ad_campaigns"."source" in ('api', 'upload', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "ad_daily_totals" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"marketplace_id" text NOT NULL,
	"ad_product" text NOT NULL,
	"currency" text NOT NULL,
	"impressions" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"spend" numeric(18, 4) NOT NULL,
	"sales" numeric(18, 4) NOT NULL,
	"orders" integer NOT NULL,
	"units" integer NOT NULL,
	"attribution_final" boolean NOT NULL,
	CONSTRAINT "ad_daily_totals_seller_id_day_marketplace_id_ad_product_currency_pk" PRIMARY KEY("seller_id","day","marketplace_id","ad_product","currency")
);
--> statement-breakpoint
CREATE TABLE "ad_groups" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"ad_product" text NOT NULL,
	"campaign_id" text NOT NULL,
	"state" text,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ad_group_id" text NOT NULL,
	"name" text NOT NULL,
	"default_bid" numeric(18, 4),
	CONSTRAINT "ad_groups_seller_id_marketplace_id_ad_product_ad_group_id_pk" PRIMARY KEY("seller_id","marketplace_id","ad_product","ad_group_id")
);
--> statement-breakpoint
CREATE TABLE "ad_product_ads" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"ad_product" text NOT NULL,
	"campaign_id" text NOT NULL,
	"state" text,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ad_group_id" text NOT NULL,
	"ad_id" text NOT NULL,
	"asin" text,
	"sku" text,
	CONSTRAINT "ad_product_ads_seller_id_marketplace_id_ad_product_ad_id_pk" PRIMARY KEY("seller_id","marketplace_id","ad_product","ad_id")
);
--> statement-breakpoint
CREATE TABLE "ad_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	"country_code" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"account_type" text NOT NULL,
	"account_name" text NOT NULL,
	"account_id" text NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_profiles_seller_profile" UNIQUE("seller_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "ad_report_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	"report_type_id" text NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"report_id" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"rows_stored" integer,
	CONSTRAINT "ad_report_requests_report" UNIQUE("seller_id","profile_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "ad_targets" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"ad_product" text NOT NULL,
	"campaign_id" text NOT NULL,
	"state" text,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ad_group_id" text NOT NULL,
	"target_id" text NOT NULL,
	"kind" text NOT NULL,
	"expression" text NOT NULL,
	"match_type" text,
	"bid" numeric(18, 4),
	CONSTRAINT "ad_targets_seller_id_marketplace_id_ad_product_target_id_pk" PRIMARY KEY("seller_id","marketplace_id","ad_product","target_id")
);
--> statement-breakpoint
ALTER TABLE "settlements" DROP CONSTRAINT "settlements_kind";--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "ad_report_type" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "ad_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "ad_first_day" date;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "ad_last_day" date;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "ad_days_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_asin_daily" ADD CONSTRAINT "ad_asin_daily_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_asin_daily" ADD CONSTRAINT "ad_asin_daily_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_breakdown_daily" ADD CONSTRAINT "ad_breakdown_daily_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_breakdown_daily" ADD CONSTRAINT "ad_breakdown_daily_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_daily" ADD CONSTRAINT "ad_campaign_daily_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_daily" ADD CONSTRAINT "ad_campaign_daily_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_daily_totals" ADD CONSTRAINT "ad_daily_totals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_product_ads" ADD CONSTRAINT "ad_product_ads_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_profiles" ADD CONSTRAINT "ad_profiles_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_profiles" ADD CONSTRAINT "ad_profiles_connection_id_seller_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."seller_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_requests" ADD CONSTRAINT "ad_report_requests_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_targets" ADD CONSTRAINT "ad_targets_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_asin_daily_seller_day_idx" ON "ad_asin_daily" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "ad_breakdown_daily_seller_kind_day_idx" ON "ad_breakdown_daily" USING btree ("seller_id","kind","day");--> statement-breakpoint
CREATE INDEX "ad_campaign_daily_seller_day_idx" ON "ad_campaign_daily" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "ad_report_requests_open_idx" ON "ad_report_requests" USING btree ("seller_id","profile_id") WHERE "ad_report_requests"."status" in ('PENDING', 'PROCESSING');--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_kind" CHECK ("settlements"."kind" in ('settlement', 'finances_estimate', 'orders_estimate', 'ads_estimate'));