CREATE TABLE "fx_rate_changes" (
	"xact_id" bigint PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_kept_months" (
	"seller_id" uuid NOT NULL,
	"basis" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"view" text NOT NULL,
	"month" date NOT NULL,
	"lines" jsonb NOT NULL,
	"conversions" jsonb NOT NULL,
	"dating" jsonb,
	"snapshot" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_kept_months_seller_id_basis_marketplace_id_brand_currency_view_month_pk" PRIMARY KEY("seller_id","basis","marketplace_id","brand","currency","view","month")
);
--> statement-breakpoint
ALTER TABLE "statement_kept_months" ADD CONSTRAINT "statement_kept_months_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The order basis' totals record their writers per seller too (ADR 0037), as the posted basis'
-- do since migration 0014: the orders report moves rows between days without touching those.
CREATE TRIGGER ledger_order_day_totals_inserted AFTER INSERT ON ledger_order_day_totals
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_totals_updated AFTER UPDATE ON ledger_order_day_totals
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_totals_deleted AFTER DELETE ON ledger_order_day_totals
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER cost_order_day_totals_inserted AFTER INSERT ON cost_order_day_totals
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER cost_order_day_totals_updated AFTER UPDATE ON cost_order_day_totals
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER cost_order_day_totals_deleted AFTER DELETE ON cost_order_day_totals
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
-- A statement that writes FX rates records its transaction and the span of rate days it wrote,
-- widened when the same transaction writes again (ADR 0037).
CREATE FUNCTION record_fx_rate_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fx_rate_changes (xact_id, first_day, last_day)
  SELECT pg_current_xact_id()::text::bigint, min(c.rate_date), max(c.rate_date) FROM changed_rows c
  HAVING count(*) > 0
  ON CONFLICT (xact_id) DO UPDATE SET first_day = least(fx_rate_changes.first_day, excluded.first_day),
    last_day = greatest(fx_rate_changes.last_day, excluded.last_day);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fx_rates_inserted AFTER INSERT ON fx_rates
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_fx_rate_change();
--> statement-breakpoint
CREATE TRIGGER fx_rates_updated AFTER UPDATE ON fx_rates
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_fx_rate_change();
--> statement-breakpoint
CREATE TRIGGER fx_rates_deleted AFTER DELETE ON fx_rates
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_fx_rate_change();
