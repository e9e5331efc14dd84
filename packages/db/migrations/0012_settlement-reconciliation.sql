CREATE TYPE "public"."settlement_reconciliation" AS ENUM('reconciled', 'unreconciled');--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "unreconciled_settlements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "rows_total" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "unmapped_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "reconciliation" "settlement_reconciliation" DEFAULT 'reconciled' NOT NULL;--> statement-breakpoint
-- Settlements imported before: the sum and unmapped count of their stored rows, and whether they reconcile.
UPDATE "settlements" s SET "rows_total" = t.total, "unmapped_count" = t.unmapped
FROM (
  SELECT "settlement_ref", sum("amount") AS total, count(*) FILTER (WHERE "pnl_line" = 'unmapped') AS unmapped
  FROM "ledger_entries" WHERE "settlement_ref" IS NOT NULL GROUP BY "settlement_ref"
) t
WHERE s."id" = t."settlement_ref";
--> statement-breakpoint
UPDATE "settlements" SET "reconciliation" = 'unreconciled' WHERE "rows_total" <> "total_amount";
--> statement-breakpoint
-- The rows of a settlement that does not reconcile are estimated, never final. The rollups and totals
-- of the (few) sellers that have one are rebuilt from their ledger, so they carry that status too.
CREATE TEMPORARY TABLE "unreconciled_sellers" AS
SELECT DISTINCT "seller_id" FROM "settlements" WHERE "reconciliation" = 'unreconciled';
--> statement-breakpoint
UPDATE "ledger_entries" e SET "status" = 'estimated'
FROM "settlements" s
WHERE s."id" = e."settlement_ref" AND s."reconciliation" = 'unreconciled' AND e."status" = 'final';
--> statement-breakpoint
DELETE FROM "ledger_daily_rollups" WHERE "seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers");
--> statement-breakpoint
DELETE FROM "ledger_daily_totals" WHERE "seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers");
--> statement-breakpoint
DELETE FROM "ledger_marketplace_daily_totals" WHERE "seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers");
--> statement-breakpoint
DELETE FROM "ledger_order_day_rollups" WHERE "seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers");
--> statement-breakpoint
DELETE FROM "ledger_order_day_totals" WHERE "seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers");
--> statement-breakpoint
DELETE FROM "ledger_order_day_marketplace_totals" WHERE "seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers");
--> statement-breakpoint
DELETE FROM "ledger_order_day_sources" WHERE "seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers");
--> statement-breakpoint
-- Posted basis, as the importer writes it: a row without a posted date counts on its settlement's end day.
INSERT INTO "ledger_daily_rollups" ("seller_id", "day", "marketplace_id", "sku", "pnl_line", "currency", "status", "amount", "quantity", "row_count")
SELECT e."seller_id", coalesce(e."posted_date", (s."end_date" AT TIME ZONE 'UTC')::date),
  coalesce(e."marketplace_id", ''), coalesce(e."sku", ''), e."pnl_line", e."currency", e."status",
  sum(e."amount"), coalesce(sum(e."quantity"), 0), count(*)
FROM "ledger_entries" e
LEFT JOIN "settlements" s ON s."id" = e."settlement_ref"
WHERE e."seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers")
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO "ledger_daily_totals" ("seller_id", "day", "pnl_line", "currency", "status", "amount", "quantity", "row_count")
SELECT "seller_id", "day", "pnl_line", "currency", "status", sum("amount"), sum("quantity"), sum("row_count")
FROM "ledger_daily_rollups" WHERE "seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers")
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "ledger_marketplace_daily_totals" ("seller_id", "marketplace_id", "day", "pnl_line", "currency", "status", "amount", "quantity", "row_count")
SELECT "seller_id", "marketplace_id", "day", "pnl_line", "currency", "status", sum("amount"), sum("quantity"), sum("row_count")
FROM "ledger_daily_rollups" WHERE "seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers")
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- Order basis (ADR 0022): each row on its order day when its order is known, else on its posted day.
INSERT INTO "ledger_order_day_rollups" ("seller_id", "day", "marketplace_id", "sku", "pnl_line", "currency", "status", "day_source", "amount", "quantity", "row_count")
SELECT e."seller_id",
  CASE WHEN o."order_id" IS NOT NULL THEN o."order_day"
    ELSE coalesce(e."posted_date", (s."end_date" AT TIME ZONE 'UTC')::date) END,
  coalesce(e."marketplace_id", ''), coalesce(e."sku", ''), e."pnl_line", e."currency", e."status",
  (CASE WHEN o."order_id" IS NOT NULL THEN 'order'
    WHEN e."order_id" ~ '^[0-9]{3}-[0-9]{7}-[0-9]{7}$' THEN 'posted_fallback'
    ELSE 'posted' END)::"rollup_day_source",
  sum(e."amount"), coalesce(sum(e."quantity"), 0), count(*)
FROM "ledger_entries" e
LEFT JOIN "settlements" s ON s."id" = e."settlement_ref"
LEFT JOIN "amazon_orders" o ON o."seller_id" = e."seller_id" AND o."order_id" = e."order_id"
WHERE e."seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers")
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO "ledger_order_day_totals" ("seller_id", "day", "pnl_line", "currency", "status", "amount", "quantity", "row_count")
SELECT "seller_id", "day", "pnl_line", "currency",
  (CASE WHEN "day_source" = 'posted_fallback' THEN 'estimated' ELSE "status" END)::"ledger_status",
  sum("amount"), sum("quantity"), sum("row_count")
FROM "ledger_order_day_rollups" WHERE "seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers")
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "ledger_order_day_marketplace_totals" ("seller_id", "marketplace_id", "day", "pnl_line", "currency", "status", "amount", "quantity", "row_count")
SELECT "seller_id", "marketplace_id", "day", "pnl_line", "currency",
  (CASE WHEN "day_source" = 'posted_fallback' THEN 'estimated' ELSE "status" END)::"ledger_status",
  sum("amount"), sum("quantity"), sum("row_count")
FROM "ledger_order_day_rollups" WHERE "seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers")
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "ledger_order_day_sources" ("seller_id", "marketplace_id", "day", "day_source", "row_count")
SELECT "seller_id", "marketplace_id", "day", "day_source", sum("row_count")
FROM "ledger_order_day_rollups" WHERE "seller_id" IN (SELECT "seller_id" FROM "unreconciled_sellers")
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
DROP TABLE "unreconciled_sellers";
