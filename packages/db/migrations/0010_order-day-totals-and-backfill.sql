-- The order basis (ADR 0022): the order-day rollups and totals of ledgers imported before orders
-- reports existed, and how its landed cost totals are kept.

-- No order has an order date yet, so every row counts on its posted day (its settlement's end day
-- when it has none), as 'posted_fallback' when its order-id is an Amazon order id, else 'posted'.
INSERT INTO "ledger_order_day_rollups" ("seller_id", "day", "marketplace_id", "sku", "pnl_line", "currency", "status", "day_source", "amount", "quantity", "row_count")
SELECT e."seller_id",
  coalesce(e."posted_date", (s."end_date" AT TIME ZONE 'UTC')::date),
  coalesce(e."marketplace_id", ''), coalesce(e."sku", ''), e."pnl_line", e."currency", e."status",
  (CASE WHEN e."order_id" ~ '^[0-9]{3}-[0-9]{7}-[0-9]{7}$' THEN 'posted_fallback' ELSE 'posted' END)::"rollup_day_source",
  sum(e."amount"), coalesce(sum(e."quantity"), 0), count(*)
FROM "ledger_entries" e
LEFT JOIN "settlements" s ON s."id" = e."settlement_ref"
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
-- The totals carry the status the order basis reads: rows of orders in no orders report are estimated.
INSERT INTO ledger_order_day_totals (seller_id, day, pnl_line, currency, status, amount, quantity, row_count)
SELECT seller_id, day, pnl_line, currency,
  (CASE WHEN day_source = 'posted_fallback' THEN 'estimated' ELSE status END)::ledger_status,
  sum(amount), sum(quantity), sum(row_count)
FROM ledger_order_day_rollups GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO ledger_order_day_marketplace_totals (seller_id, marketplace_id, day, pnl_line, currency, status, amount, quantity, row_count)
SELECT seller_id, marketplace_id, day, pnl_line, currency,
  (CASE WHEN day_source = 'posted_fallback' THEN 'estimated' ELSE status END)::ledger_status,
  sum(amount), sum(quantity), sum(row_count)
FROM ledger_order_day_rollups GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO ledger_order_day_sources (seller_id, marketplace_id, day, day_source, row_count)
SELECT seller_id, marketplace_id, day, day_source, sum(row_count)
FROM ledger_order_day_rollups GROUP BY 1, 2, 3, 4;
--> statement-breakpoint

-- Order-basis landed cost totals of one seller for the days p_from to p_to (only those of p_days
-- when given), recomputed from the order-day rollups and cost_of_goods exactly as
-- write_cost_daily_totals does on the posted basis: Σ |units| × the unit landed cost valid on the
-- day, per marketplace, day, cost line and cost currency ('' without a cost), with whether some of
-- the units are dated by posted date as a fallback.
CREATE FUNCTION write_cost_order_day_totals(p_seller_id uuid, p_from date, p_to date, p_days date[] DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM cost_order_day_totals WHERE seller_id = p_seller_id AND day BETWEEN p_from AND p_to
    AND (p_days IS NULL OR day = ANY (p_days));
  DELETE FROM cost_order_day_marketplace_totals WHERE seller_id = p_seller_id AND day BETWEEN p_from AND p_to
    AND (p_days IS NULL OR day = ANY (p_days));
  WITH costs AS (
    SELECT sku, unit_landed_cost, currency, valid_from,
      lead(valid_from) OVER (PARTITION BY sku ORDER BY valid_from) AS valid_until
    FROM cost_of_goods WHERE seller_id = p_seller_id
  ), units AS (
    SELECT r.marketplace_id, r.day, r.pnl_line, coalesce(c.currency, '') AS currency,
      coalesce(sum(abs(r.quantity) * c.unit_landed_cost), 0) AS cost, sum(abs(r.quantity)) AS quantity,
      bool_or(r.day_source = 'posted_fallback') AS has_fallback_dates
    FROM ledger_order_day_rollups r
    LEFT JOIN costs c ON c.sku = r.sku AND c.valid_from <= r.day AND (c.valid_until IS NULL OR r.day < c.valid_until)
    WHERE r.seller_id = p_seller_id AND r.day BETWEEN p_from AND p_to AND (p_days IS NULL OR r.day = ANY (p_days))
      AND r.pnl_line IN ('fullPriceFulfilledProductSales', 'productReturns') AND r.quantity <> 0
    GROUP BY r.marketplace_id, r.day, r.pnl_line, c.currency
  ), by_marketplace AS (
    INSERT INTO cost_order_day_marketplace_totals (seller_id, marketplace_id, day, pnl_line, currency, cost, quantity, has_fallback_dates)
    SELECT p_seller_id, marketplace_id, day, pnl_line, currency, cost, quantity, has_fallback_dates FROM units
  )
  INSERT INTO cost_order_day_totals (seller_id, day, pnl_line, currency, cost, quantity, has_fallback_dates)
  SELECT p_seller_id, day, pnl_line, currency, sum(cost), sum(quantity), bool_or(has_fallback_dates) FROM units
  GROUP BY day, pnl_line, currency;
END $$;
--> statement-breakpoint

-- What the imports call, under the seller's lock of refresh_cost_daily_totals: the order basis and
-- cost writes of one seller run one at a time, each reading what the one before committed.
CREATE FUNCTION refresh_cost_order_day_totals(p_seller_id uuid, p_from date, p_to date, p_days date[] DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(724311002, hashtext(p_seller_id::text));
  PERFORM write_cost_order_day_totals(p_seller_id, p_from, p_to, p_days);
END $$;
--> statement-breakpoint

-- A cost write recomputes the order-basis cost totals too, from the same day on.
CREATE OR REPLACE FUNCTION run_cost_total_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  pending date;
BEGIN
  DELETE FROM cost_total_refreshes WHERE seller_id = NEW.seller_id RETURNING from_day INTO pending;
  IF pending IS NOT NULL THEN
    PERFORM refresh_cost_daily_totals(NEW.seller_id, pending, 'infinity');
    PERFORM refresh_cost_order_day_totals(NEW.seller_id, pending, 'infinity');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- (No advisory locks here: one per seller would fill the lock table; migrations run alone.)
SELECT write_cost_order_day_totals(id, '-infinity', 'infinity') FROM sellers;
