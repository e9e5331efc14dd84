-- The order-basis rollups of the ledger rows imported before orders reports existed: no order has an
-- order date yet, so every row counts on its posted day (its settlement's end day when it has none),
-- as 'posted_fallback' when its order-id is an Amazon order id and 'posted' otherwise (ADR 0022).
INSERT INTO "ledger_order_day_rollups" ("seller_id", "day", "marketplace_id", "sku", "pnl_line", "currency", "status", "day_source", "amount", "quantity", "row_count")
SELECT e."seller_id",
  coalesce(e."posted_date", (s."end_date" AT TIME ZONE 'UTC')::date),
  coalesce(e."marketplace_id", ''), coalesce(e."sku", ''), e."pnl_line", e."currency", e."status",
  (CASE WHEN e."order_id" ~ '^[0-9]{3}-[0-9]{7}-[0-9]{7}$' THEN 'posted_fallback' ELSE 'posted' END)::"rollup_day_source",
  sum(e."amount"), coalesce(sum(e."quantity"), 0), count(*)
FROM "ledger_entries" e
LEFT JOIN "settlements" s ON s."id" = e."settlement_ref"
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
