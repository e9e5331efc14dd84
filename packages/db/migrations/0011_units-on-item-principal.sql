-- Units belong to the row that moves them (carriesUnits in reporting-core, docs/pnl-mapping.md):
-- an order item's ItemPrice Principal. Its other amount rows (shipping, tax, gift wrap, fees,
-- promotions) repeat quantity-purchased, which counted a returned unit once per refund row in
-- productReturns and valued it at cost as many times in the FBA inventory adjustment. The ledger
-- keeps quantity on Principal rows only, and every rollup and total takes its quantities again.
-- Amounts and row counts do not change. (Names compared as reporting-core's key(): case, spaces,
-- underscores and hyphens ignored.)
UPDATE "ledger_entries" SET "quantity" = NULL
WHERE "quantity" IS NOT NULL
  AND NOT (lower(regexp_replace("amount_type", '[[:space:]_-]+', '', 'g')) = 'itemprice'
    AND lower(regexp_replace("amount_description", '[[:space:]_-]+', '', 'g')) = 'principal');
--> statement-breakpoint
-- Posted basis: the SKU-level rollups from the ledger (a row without a posted date counts on its
-- settlement's end day, as the importer puts it), then the SKU-less totals from the rollups.
UPDATE "ledger_daily_rollups" r SET "quantity" = q.quantity
FROM (
  SELECT e."seller_id", coalesce(e."posted_date", (s."end_date" AT TIME ZONE 'UTC')::date) AS day,
    coalesce(e."marketplace_id", '') AS marketplace_id, coalesce(e."sku", '') AS sku, e."pnl_line", e."currency",
    e."status", coalesce(sum(e."quantity"), 0) AS quantity
  FROM "ledger_entries" e LEFT JOIN "settlements" s ON s."id" = e."settlement_ref"
  GROUP BY 1, 2, 3, 4, 5, 6, 7
) q
WHERE r."seller_id" = q."seller_id" AND r."day" = q.day AND r."marketplace_id" = q.marketplace_id AND r."sku" = q.sku
  AND r."pnl_line" = q."pnl_line" AND r."currency" = q."currency" AND r."status" = q."status"
  AND r."quantity" <> q.quantity;
--> statement-breakpoint
UPDATE "ledger_daily_totals" t SET "quantity" = q.quantity
FROM (
  SELECT "seller_id", "day", "pnl_line", "currency", "status", sum("quantity") AS quantity
  FROM "ledger_daily_rollups" GROUP BY 1, 2, 3, 4, 5
) q
WHERE t."seller_id" = q."seller_id" AND t."day" = q."day" AND t."pnl_line" = q."pnl_line"
  AND t."currency" = q."currency" AND t."status" = q."status" AND t."quantity" <> q.quantity;
--> statement-breakpoint
UPDATE "ledger_marketplace_daily_totals" t SET "quantity" = q.quantity
FROM (
  SELECT "seller_id", "marketplace_id", "day", "pnl_line", "currency", "status", sum("quantity") AS quantity
  FROM "ledger_daily_rollups" GROUP BY 1, 2, 3, 4, 5, 6
) q
WHERE t."seller_id" = q."seller_id" AND t."marketplace_id" = q."marketplace_id" AND t."day" = q."day"
  AND t."pnl_line" = q."pnl_line" AND t."currency" = q."currency" AND t."status" = q."status"
  AND t."quantity" <> q.quantity;
--> statement-breakpoint
-- Order basis: the same, each row on its order day when its order is known (ADR 0022).
UPDATE "ledger_order_day_rollups" r SET "quantity" = q.quantity
FROM (
  SELECT e."seller_id",
    CASE WHEN o."order_id" IS NOT NULL THEN o."order_day"
      ELSE coalesce(e."posted_date", (s."end_date" AT TIME ZONE 'UTC')::date) END AS day,
    coalesce(e."marketplace_id", '') AS marketplace_id, coalesce(e."sku", '') AS sku, e."pnl_line", e."currency",
    e."status",
    (CASE WHEN o."order_id" IS NOT NULL THEN 'order'
      WHEN e."order_id" ~ '^[0-9]{3}-[0-9]{7}-[0-9]{7}$' THEN 'posted_fallback'
      ELSE 'posted' END)::"rollup_day_source" AS day_source,
    coalesce(sum(e."quantity"), 0) AS quantity
  FROM "ledger_entries" e
  LEFT JOIN "settlements" s ON s."id" = e."settlement_ref"
  LEFT JOIN "amazon_orders" o ON o."seller_id" = e."seller_id" AND o."order_id" = e."order_id"
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
) q
WHERE r."seller_id" = q."seller_id" AND r."day" = q.day AND r."marketplace_id" = q.marketplace_id AND r."sku" = q.sku
  AND r."pnl_line" = q."pnl_line" AND r."currency" = q."currency" AND r."status" = q."status"
  AND r."day_source" = q.day_source AND r."quantity" <> q.quantity;
--> statement-breakpoint
UPDATE "ledger_order_day_totals" t SET "quantity" = q.quantity
FROM (
  SELECT "seller_id", "day", "pnl_line", "currency",
    (CASE WHEN "day_source" = 'posted_fallback' THEN 'estimated' ELSE "status" END)::"ledger_status" AS status,
    sum("quantity") AS quantity
  FROM "ledger_order_day_rollups" GROUP BY 1, 2, 3, 4, 5
) q
WHERE t."seller_id" = q."seller_id" AND t."day" = q."day" AND t."pnl_line" = q."pnl_line"
  AND t."currency" = q."currency" AND t."status" = q.status AND t."quantity" <> q.quantity;
--> statement-breakpoint
UPDATE "ledger_order_day_marketplace_totals" t SET "quantity" = q.quantity
FROM (
  SELECT "seller_id", "marketplace_id", "day", "pnl_line", "currency",
    (CASE WHEN "day_source" = 'posted_fallback' THEN 'estimated' ELSE "status" END)::"ledger_status" AS status,
    sum("quantity") AS quantity
  FROM "ledger_order_day_rollups" GROUP BY 1, 2, 3, 4, 5, 6
) q
WHERE t."seller_id" = q."seller_id" AND t."marketplace_id" = q."marketplace_id" AND t."day" = q."day"
  AND t."pnl_line" = q."pnl_line" AND t."currency" = q."currency" AND t."status" = q.status
  AND t."quantity" <> q.quantity;
--> statement-breakpoint
-- The landed cost totals (units × unit cost) of both bases, recomputed from the corrected rollups.
-- (No advisory locks here: one per seller would fill the lock table; migrations run alone.)
SELECT write_cost_daily_totals("id", '-infinity', 'infinity') FROM "sellers";
--> statement-breakpoint
SELECT write_cost_order_day_totals("id", '-infinity', 'infinity') FROM "sellers";
