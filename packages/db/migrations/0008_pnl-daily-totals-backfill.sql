-- The statement's rollups (ADR 0014): how cost totals are kept, and the backfill of databases
-- that already hold ledger rows.

-- Landed cost totals of one seller for the days p_from to p_to, recomputed from the daily rollups
-- and cost_of_goods: per day, marketplace, cost line and cost currency, Σ |units| × the unit landed
-- cost valid on the day (the latest valid_from on or before it; none: currency '', cost 0). The cost
-- lines are reporting-core's COST_LINES.
CREATE FUNCTION write_cost_daily_totals(p_seller_id uuid, p_from date, p_to date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM cost_daily_totals WHERE seller_id = p_seller_id AND day BETWEEN p_from AND p_to;
  DELETE FROM cost_marketplace_daily_totals WHERE seller_id = p_seller_id AND day BETWEEN p_from AND p_to;
  WITH costs AS (
    SELECT sku, unit_landed_cost, currency, valid_from,
      lead(valid_from) OVER (PARTITION BY sku ORDER BY valid_from) AS valid_until
    FROM cost_of_goods WHERE seller_id = p_seller_id
  ), units AS (
    SELECT r.marketplace_id, r.day, r.pnl_line, coalesce(c.currency, '') AS currency,
      coalesce(sum(abs(r.quantity) * c.unit_landed_cost), 0) AS cost, sum(abs(r.quantity)) AS quantity
    FROM ledger_daily_rollups r
    LEFT JOIN costs c ON c.sku = r.sku AND c.valid_from <= r.day AND (c.valid_until IS NULL OR r.day < c.valid_until)
    WHERE r.seller_id = p_seller_id AND r.day BETWEEN p_from AND p_to
      AND r.pnl_line IN ('fullPriceFulfilledProductSales', 'productReturns') AND r.quantity <> 0
    GROUP BY r.marketplace_id, r.day, r.pnl_line, c.currency
  ), by_marketplace AS (
    INSERT INTO cost_marketplace_daily_totals (seller_id, marketplace_id, day, pnl_line, currency, cost, quantity)
    SELECT p_seller_id, marketplace_id, day, pnl_line, currency, cost, quantity FROM units
  )
  INSERT INTO cost_daily_totals (seller_id, day, pnl_line, currency, cost, quantity)
  SELECT p_seller_id, day, pnl_line, currency, sum(cost), sum(quantity) FROM units GROUP BY day, pnl_line, currency;
END $$;
--> statement-breakpoint

-- What the importer and cost writes call: refreshes of one seller run one at a time (an advisory
-- lock held until commit), and each statement after the lock reads what earlier ones committed.
CREATE FUNCTION refresh_cost_daily_totals(p_seller_id uuid, p_from date, p_to date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(724311002, hashtext(p_seller_id::text));
  PERFORM write_cost_daily_totals(p_seller_id, p_from, p_to);
END $$;
--> statement-breakpoint

-- A write to cost_of_goods (any statement: the API, the CLI, SQL) queues its sellers with the
-- earliest valid_from it touched. Rows of a seller being deleted are not queued.
CREATE FUNCTION queue_cost_total_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cost_total_refreshes (seller_id, from_day)
  SELECT changed.seller_id, min(changed.valid_from) FROM changed_costs changed
  WHERE EXISTS (SELECT 1 FROM sellers WHERE sellers.id = changed.seller_id)
  GROUP BY changed.seller_id
  ON CONFLICT (seller_id) DO UPDATE SET from_day = least(cost_total_refreshes.from_day, excluded.from_day);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cost_of_goods_inserted AFTER INSERT ON cost_of_goods
  REFERENCING NEW TABLE AS changed_costs FOR EACH STATEMENT EXECUTE FUNCTION queue_cost_total_refresh();
--> statement-breakpoint
CREATE TRIGGER cost_of_goods_updated_before AFTER UPDATE ON cost_of_goods
  REFERENCING OLD TABLE AS changed_costs FOR EACH STATEMENT EXECUTE FUNCTION queue_cost_total_refresh();
--> statement-breakpoint
CREATE TRIGGER cost_of_goods_updated_after AFTER UPDATE ON cost_of_goods
  REFERENCING NEW TABLE AS changed_costs FOR EACH STATEMENT EXECUTE FUNCTION queue_cost_total_refresh();
--> statement-breakpoint
CREATE TRIGGER cost_of_goods_deleted AFTER DELETE ON cost_of_goods
  REFERENCING OLD TABLE AS changed_costs FOR EACH STATEMENT EXECUTE FUNCTION queue_cost_total_refresh();
--> statement-breakpoint

-- When the writing transaction commits, each queued seller is recomputed once, from its earliest
-- changed day on, whatever the number of statements that queued it; still inside the transaction.
CREATE FUNCTION run_cost_total_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  pending date;
BEGIN
  DELETE FROM cost_total_refreshes WHERE seller_id = NEW.seller_id RETURNING from_day INTO pending;
  IF pending IS NOT NULL THEN
    PERFORM refresh_cost_daily_totals(NEW.seller_id, pending, 'infinity');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cost_total_refreshes_run AFTER INSERT OR UPDATE ON cost_total_refreshes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION run_cost_total_refresh();
--> statement-breakpoint

-- Backfill from the SKU-level rollups that existing databases already hold.
INSERT INTO ledger_daily_totals (seller_id, day, pnl_line, currency, status, amount, quantity, row_count)
SELECT seller_id, day, pnl_line, currency, status, sum(amount), sum(quantity), sum(row_count)
FROM ledger_daily_rollups GROUP BY seller_id, day, pnl_line, currency, status;
--> statement-breakpoint
INSERT INTO ledger_marketplace_daily_totals (seller_id, marketplace_id, day, pnl_line, currency, status, amount, quantity, row_count)
SELECT seller_id, marketplace_id, day, pnl_line, currency, status, sum(amount), sum(quantity), sum(row_count)
FROM ledger_daily_rollups GROUP BY seller_id, marketplace_id, day, pnl_line, currency, status;
--> statement-breakpoint
-- (No advisory locks here: one per seller would fill the lock table; migrations run alone.)
SELECT write_cost_daily_totals(id, '-infinity', 'infinity') FROM sellers;
--> statement-breakpoint
-- Statistics for the planner now (PGlite runs no autovacuum; the importer analyzes after imports).
ANALYZE ledger_daily_totals, ledger_marketplace_daily_totals, cost_daily_totals, cost_marketplace_daily_totals;
