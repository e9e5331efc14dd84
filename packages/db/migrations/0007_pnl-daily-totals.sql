CREATE TABLE "cost_daily_totals" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pnl_line" text NOT NULL,
	"currency" text NOT NULL,
	"cost" numeric(18, 4) NOT NULL,
	"quantity" bigint NOT NULL,
	CONSTRAINT "cost_daily_totals_seller_id_currency_day_pnl_line_pk" PRIMARY KEY("seller_id","currency","day","pnl_line")
);
--> statement-breakpoint
CREATE TABLE "cost_marketplace_daily_totals" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pnl_line" text NOT NULL,
	"currency" text NOT NULL,
	"cost" numeric(18, 4) NOT NULL,
	"quantity" bigint NOT NULL,
	"marketplace_id" text NOT NULL,
	CONSTRAINT "cost_marketplace_daily_totals_seller_id_marketplace_id_currency_day_pnl_line_pk" PRIMARY KEY("seller_id","marketplace_id","currency","day","pnl_line")
);
--> statement-breakpoint
CREATE TABLE "cost_total_refreshes" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"from_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_daily_totals" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pnl_line" text NOT NULL,
	"currency" text NOT NULL,
	"status" "ledger_status" NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "ledger_daily_totals_seller_id_currency_day_pnl_line_status_pk" PRIMARY KEY("seller_id","currency","day","pnl_line","status")
);
--> statement-breakpoint
CREATE TABLE "ledger_marketplace_daily_totals" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pnl_line" text NOT NULL,
	"currency" text NOT NULL,
	"status" "ledger_status" NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"row_count" integer NOT NULL,
	"marketplace_id" text NOT NULL,
	CONSTRAINT "ledger_marketplace_daily_totals_seller_id_marketplace_id_currency_day_pnl_line_status_pk" PRIMARY KEY("seller_id","marketplace_id","currency","day","pnl_line","status")
);
--> statement-breakpoint
ALTER TABLE "cost_daily_totals" ADD CONSTRAINT "cost_daily_totals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_marketplace_daily_totals" ADD CONSTRAINT "cost_marketplace_daily_totals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_total_refreshes" ADD CONSTRAINT "cost_total_refreshes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD CONSTRAINT "ledger_daily_totals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_marketplace_daily_totals" ADD CONSTRAINT "ledger_marketplace_daily_totals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fx_rates_currency_date_idx" ON "fx_rates" USING btree ("currency","rate_date");--> statement-breakpoint
CREATE INDEX "products_seller_brand_idx" ON "products" USING btree ("seller_id","brand");