CREATE TABLE "inventory_planning_settings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"production_days" integer NOT NULL,
	"transit_days" integer NOT NULL,
	"check_in_days" integer NOT NULL,
	"safety_stock_days" integer NOT NULL,
	"order_cover_days" integer NOT NULL,
	"velocity_window_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_planning_settings_ranges" CHECK ("inventory_planning_settings"."production_days" between 0 and 365 and "inventory_planning_settings"."transit_days" between 0 and 365 and "inventory_planning_settings"."check_in_days" between 0 and 365
        and "inventory_planning_settings"."safety_stock_days" between 0 and 365 and "inventory_planning_settings"."order_cover_days" between 1 and 730 and "inventory_planning_settings"."velocity_window_days" between 7 and 365)
);
--> statement-breakpoint
CREATE TABLE "sku_lead_times" (
	"seller_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"production_days" integer,
	"transit_days" integer,
	"check_in_days" integer,
	"safety_stock_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_lead_times_seller_id_sku_pk" PRIMARY KEY("seller_id","sku"),
	CONSTRAINT "sku_lead_times_ranges" CHECK (coalesce("sku_lead_times"."production_days", 0) between 0 and 365 and coalesce("sku_lead_times"."transit_days", 0) between 0 and 365
        and coalesce("sku_lead_times"."check_in_days", 0) between 0 and 365 and coalesce("sku_lead_times"."safety_stock_days", 0) between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "alert_digest_sends" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"alert_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digest_sends_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"type" text NOT NULL,
	"scope" text NOT NULL,
	"scope_value" text DEFAULT '' NOT NULL,
	"threshold" numeric(18, 4),
	"muted" boolean DEFAULT false NOT NULL,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_rules_seller_type_scope" UNIQUE("seller_id","type","scope","scope_value"),
	CONSTRAINT "alert_rules_scope" CHECK ("alert_rules"."scope" in ('seller', 'brand', 'sku')),
	CONSTRAINT "alert_rules_scope_value" CHECK (("alert_rules"."scope" = 'seller') = ("alert_rules"."scope_value" = ''))
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"type" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"marketplace_id" text,
	"sku" text,
	"asin" text,
	"parent_asin" text,
	"brand" text,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rule_id" uuid,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" uuid,
	"snoozed_until" timestamp with time zone,
	CONSTRAINT "alerts_severity" CHECK ("alerts"."severity" in ('info', 'warning', 'critical'))
);
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "inventory_day" date;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "inventory_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "inventory_marketplace_id" text;--> statement-breakpoint
ALTER TABLE "inventory_planning_settings" ADD CONSTRAINT "inventory_planning_settings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_lead_times" ADD CONSTRAINT "sku_lead_times_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digest_sends" ADD CONSTRAINT "alert_digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_live_occurrence" ON "alerts" USING btree ("seller_id","type","subject_key") WHERE "alerts"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "alerts_seller_raised_idx" ON "alerts" USING btree ("seller_id","raised_at");--> statement-breakpoint
CREATE INDEX "alerts_seller_open_idx" ON "alerts" USING btree ("seller_id","raised_at") WHERE "alerts"."resolved_at" is null;