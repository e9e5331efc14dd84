CREATE TABLE "product_figure_changes" (
	"seller_id" uuid NOT NULL,
	"xact_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_figure_changes_seller_id_xact_id_sku_pk" PRIMARY KEY("seller_id","xact_id","sku")
);
--> statement-breakpoint
CREATE TABLE "product_kept_lines" (
	"seller_id" uuid NOT NULL,
	"basis" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"sku" text NOT NULL,
	"product" text NOT NULL,
	"lines" text[] NOT NULL,
	"minor_units" numeric[] NOT NULL,
	"quantities" numeric[] NOT NULL,
	"estimated" boolean[] NOT NULL,
	CONSTRAINT "product_kept_lines_seller_id_basis_marketplace_id_brand_currency_month_sku_product_pk" PRIMARY KEY("seller_id","basis","marketplace_id","brand","currency","month","sku","product")
);
--> statement-breakpoint
CREATE TABLE "product_kept_months" (
	"seller_id" uuid NOT NULL,
	"basis" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"conversions" jsonb NOT NULL,
	"snapshot" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_kept_months_seller_id_basis_marketplace_id_brand_currency_month_pk" PRIMARY KEY("seller_id","basis","marketplace_id","brand","currency","month")
);
--> statement-breakpoint
ALTER TABLE "product_figure_changes" ADD CONSTRAINT "product_figure_changes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_kept_lines" ADD CONSTRAINT "product_kept_lines_month_fk" FOREIGN KEY ("seller_id","basis","marketplace_id","brand","currency","month") REFERENCES "public"."product_kept_months"("seller_id","basis","marketplace_id","brand","currency","month") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_kept_months" ADD CONSTRAINT "product_kept_months_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_daily_rollups_seller_sku_day_idx" ON "ledger_daily_rollups" USING btree ("seller_id","sku","day");--> statement-breakpoint
-- What changes the product table's figures, and where (ADR 0048). Writes of the SKU-level rollups
-- record the seller and the days written, for any product (sku ''); the same transaction writing
-- again widens its span. Only inserts keyed by the writer's own transaction: writers never wait on
-- each other here. A seller being deleted takes its rows with it: nothing to record then.
CREATE FUNCTION record_product_rollup_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_figure_changes (seller_id, xact_id, sku, first_day, last_day)
  SELECT c.seller_id, pg_current_xact_id()::text::bigint, '', min(c.day), max(c.day) FROM changed_rows c
  WHERE EXISTS (SELECT 1 FROM sellers s WHERE s.id = c.seller_id)
  GROUP BY c.seller_id
  ON CONFLICT (seller_id, xact_id, sku) DO UPDATE
    SET first_day = least(product_figure_changes.first_day, excluded.first_day),
      last_day = greatest(product_figure_changes.last_day, excluded.last_day);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A unit cost counts from its valid-from date until the SKU's next one: a cost written, moved or
-- removed changes that SKU's figures from its earliest valid-from date on.
CREATE FUNCTION record_product_cost_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_figure_changes (seller_id, xact_id, sku, first_day, last_day)
  SELECT c.seller_id, pg_current_xact_id()::text::bigint, c.sku, min(c.valid_from), 'infinity'::date
  FROM changed_rows c
  WHERE EXISTS (SELECT 1 FROM sellers s WHERE s.id = c.seller_id)
  GROUP BY c.seller_id, c.sku
  ON CONFLICT (seller_id, xact_id, sku) DO UPDATE
    SET first_day = least(product_figure_changes.first_day, excluded.first_day);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A product's brand decides which brand's figures its SKU adds to, over every day. Products written
-- without a change of brand, marketplace or SKU (a catalog sync's titles) change no figure.
CREATE FUNCTION record_product_brand_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO product_figure_changes (seller_id, xact_id, sku, first_day, last_day)
    SELECT DISTINCT c.seller_id, pg_current_xact_id()::text::bigint, c.sku, '-infinity'::date, 'infinity'::date
    FROM old_rows o JOIN changed_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.seller_id, o.sku), (n.seller_id, n.sku)) c(seller_id, sku)
    WHERE (o.brand, o.marketplace_id, o.sku) IS DISTINCT FROM (n.brand, n.marketplace_id, n.sku)
      AND EXISTS (SELECT 1 FROM sellers s WHERE s.id = c.seller_id)
    ON CONFLICT (seller_id, xact_id, sku) DO NOTHING;
  ELSE
    INSERT INTO product_figure_changes (seller_id, xact_id, sku, first_day, last_day)
    SELECT DISTINCT c.seller_id, pg_current_xact_id()::text::bigint, c.sku, '-infinity'::date, 'infinity'::date
    FROM changed_rows c
    WHERE EXISTS (SELECT 1 FROM sellers s WHERE s.id = c.seller_id)
    ON CONFLICT (seller_id, xact_id, sku) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_daily_rollups_product_change_inserted AFTER INSERT ON ledger_daily_rollups
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_rollup_change();
--> statement-breakpoint
CREATE TRIGGER ledger_daily_rollups_product_change_updated AFTER UPDATE ON ledger_daily_rollups
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_rollup_change();
--> statement-breakpoint
CREATE TRIGGER ledger_daily_rollups_product_change_deleted AFTER DELETE ON ledger_daily_rollups
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_rollup_change();
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_rollups_product_change_inserted AFTER INSERT ON ledger_order_day_rollups
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_rollup_change();
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_rollups_product_change_updated AFTER UPDATE ON ledger_order_day_rollups
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_rollup_change();
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_rollups_product_change_deleted AFTER DELETE ON ledger_order_day_rollups
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_rollup_change();
--> statement-breakpoint
CREATE TRIGGER cost_of_goods_product_change_inserted AFTER INSERT ON cost_of_goods
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_cost_change();
--> statement-breakpoint
CREATE TRIGGER cost_of_goods_product_change_updated_old AFTER UPDATE ON cost_of_goods
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_cost_change();
--> statement-breakpoint
CREATE TRIGGER cost_of_goods_product_change_updated_new AFTER UPDATE ON cost_of_goods
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_cost_change();
--> statement-breakpoint
CREATE TRIGGER cost_of_goods_product_change_deleted AFTER DELETE ON cost_of_goods
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_cost_change();
--> statement-breakpoint
CREATE TRIGGER products_product_change_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_brand_change();
--> statement-breakpoint
CREATE TRIGGER products_product_change_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_brand_change();
--> statement-breakpoint
CREATE TRIGGER products_product_change_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_brand_change();
