CREATE TYPE "public"."valuation_signal" AS ENUM('openToOffers', 'openToFunding');--> statement-breakpoint
CREATE TABLE "account_health_snapshots" (
	"seller_id" uuid NOT NULL,
	"snapshot_date" date NOT NULL,
	"order_defect_rate" numeric(9, 6) NOT NULL,
	"order_count" integer,
	"policy_violations" integer NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_health_snapshots_seller_id_snapshot_date_pk" PRIMARY KEY("seller_id","snapshot_date"),
	CONSTRAINT "account_health_snapshots_rate" CHECK ("account_health_snapshots"."order_defect_rate" between 0 and 1),
	CONSTRAINT "account_health_snapshots_violations" CHECK ("account_health_snapshots"."policy_violations" >= 0)
);
--> statement-breakpoint
CREATE TABLE "brand_configuration_keys" (
	"seller_id" uuid NOT NULL,
	"brand_key" text NOT NULL,
	"configuration_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "brand_configuration_keys_seller_id_brand_key_pk" PRIMARY KEY("seller_id","brand_key")
);
--> statement-breakpoint
CREATE TABLE "brand_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_configurations_seller_slug" UNIQUE("seller_id","slug"),
	CONSTRAINT "brand_configurations_id_seller" UNIQUE("id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "customer_stats_months" (
	"seller_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"month" date NOT NULL,
	"customers" integer NOT NULL,
	"repeat_customers" integer NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_stats_months_seller_id_brand_month_pk" PRIMARY KEY("seller_id","brand","month"),
	CONSTRAINT "customer_stats_months_first_day" CHECK (extract(day from "customer_stats_months"."month") = 1),
	CONSTRAINT "customer_stats_months_counts" CHECK ("customer_stats_months"."repeat_customers" between 0 and "customer_stats_months"."customers")
);
--> statement-breakpoint
CREATE TABLE "product_category_ranks" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"asin" text NOT NULL,
	"day" date NOT NULL,
	"category_id" text NOT NULL,
	"category_name" text NOT NULL,
	"rank" integer NOT NULL,
	"category_size" integer,
	"top_percent" numeric(7, 4) NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_category_ranks_seller_id_marketplace_id_asin_day_pk" PRIMARY KEY("seller_id","marketplace_id","asin","day"),
	CONSTRAINT "product_category_ranks_rank" CHECK ("product_category_ranks"."rank" >= 1),
	CONSTRAINT "product_category_ranks_top_percent" CHECK ("product_category_ranks"."top_percent" > 0 and "product_category_ranks"."top_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "product_review_snapshots" (
	"seller_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"asin" text NOT NULL,
	"snapshot_date" date NOT NULL,
	"rating_count" integer NOT NULL,
	"review_count" integer NOT NULL,
	"average_rating" numeric(3, 2),
	"one_star" integer NOT NULL,
	"two_star" integer NOT NULL,
	"three_star" integer NOT NULL,
	"four_star" integer NOT NULL,
	"five_star" integer NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_review_snapshots_seller_id_marketplace_id_asin_snapshot_date_pk" PRIMARY KEY("seller_id","marketplace_id","asin","snapshot_date"),
	CONSTRAINT "product_review_snapshots_stars_sum" CHECK ("product_review_snapshots"."one_star" + "product_review_snapshots"."two_star" + "product_review_snapshots"."three_star" + "product_review_snapshots"."four_star" + "product_review_snapshots"."five_star" = "product_review_snapshots"."rating_count"),
	CONSTRAINT "product_review_snapshots_counts" CHECK ("product_review_snapshots"."one_star" >= 0 and "product_review_snapshots"."two_star" >= 0 and "product_review_snapshots"."three_star" >= 0 and "product_review_snapshots"."four_star" >= 0 and "product_review_snapshots"."five_star" >= 0 and "product_review_snapshots"."review_count" between 0 and "product_review_snapshots"."rating_count"),
	CONSTRAINT "product_review_snapshots_average" CHECK ("product_review_snapshots"."average_rating" is null or "product_review_snapshots"."average_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "shopify_revenue_days" (
	"seller_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_revenue_days_seller_id_brand_day_currency_pk" PRIMARY KEY("seller_id","brand","day","currency")
);
--> statement-breakpoint
CREATE TABLE "valuation_signal_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"signal" "valuation_signal" NOT NULL,
	"open" boolean NOT NULL,
	"changed_by_user_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_health_snapshots" ADD CONSTRAINT "account_health_snapshots_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_configuration_keys" ADD CONSTRAINT "brand_configuration_keys_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_configuration_keys" ADD CONSTRAINT "brand_configuration_keys_configuration_fk" FOREIGN KEY ("configuration_id","seller_id") REFERENCES "public"."brand_configurations"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_configurations" ADD CONSTRAINT "brand_configurations_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_stats_months" ADD CONSTRAINT "customer_stats_months_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_ranks" ADD CONSTRAINT "product_category_ranks_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_ranks" ADD CONSTRAINT "product_category_ranks_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_snapshots" ADD CONSTRAINT "product_review_snapshots_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_snapshots" ADD CONSTRAINT "product_review_snapshots_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_revenue_days" ADD CONSTRAINT "shopify_revenue_days_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_signal_changes" ADD CONSTRAINT "valuation_signal_changes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_signal_changes" ADD CONSTRAINT "valuation_signal_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_configuration_keys_configuration_idx" ON "brand_configuration_keys" USING btree ("configuration_id");--> statement-breakpoint
CREATE INDEX "customer_stats_months_seller_month_idx" ON "customer_stats_months" USING btree ("seller_id","month");--> statement-breakpoint
CREATE INDEX "product_category_ranks_seller_day_idx" ON "product_category_ranks" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "product_review_snapshots_seller_date_idx" ON "product_review_snapshots" USING btree ("seller_id","snapshot_date");--> statement-breakpoint
CREATE INDEX "shopify_revenue_days_seller_day_idx" ON "shopify_revenue_days" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "valuation_signal_changes_seller_idx" ON "valuation_signal_changes" USING btree ("seller_id","changed_at");