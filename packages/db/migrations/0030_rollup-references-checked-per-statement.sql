-- The rollups' seller checked once per statement instead of once per row (ADR 0046), with the
-- functions of migration 0028 (ADR 0043). An import or an orders merge inserts a rollup row per new
-- key (a SKU, day and line its rows had not touched): each paid a foreign key check on the seller,
-- about a third of what inserting the row cost. A seller's deletion still deletes its rollups.
ALTER TABLE "cost_daily_totals" DROP CONSTRAINT "cost_daily_totals_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "cost_marketplace_daily_totals" DROP CONSTRAINT "cost_marketplace_daily_totals_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "cost_order_day_marketplace_totals" DROP CONSTRAINT "cost_order_day_marketplace_totals_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "cost_order_day_totals" DROP CONSTRAINT "cost_order_day_totals_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_daily_rollups" DROP CONSTRAINT "ledger_daily_rollups_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" DROP CONSTRAINT "ledger_daily_totals_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_marketplace_daily_totals" DROP CONSTRAINT "ledger_marketplace_daily_totals_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_order_day_marketplace_totals" DROP CONSTRAINT "ledger_order_day_marketplace_totals_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_order_day_rollups" DROP CONSTRAINT "ledger_order_day_rollups_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_order_day_sources" DROP CONSTRAINT "ledger_order_day_sources_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_order_day_totals" DROP CONSTRAINT "ledger_order_day_totals_seller_id_sellers_id_fk";
--> statement-breakpoint
CREATE TRIGGER ledger_daily_rollups_references_inserted AFTER INSERT ON ledger_daily_rollups
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER ledger_daily_rollups_references_updated AFTER UPDATE ON ledger_daily_rollups
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER sellers_ledger_daily_rollups_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('ledger_daily_rollups', 'seller_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER ledger_daily_totals_references_inserted AFTER INSERT ON ledger_daily_totals
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER ledger_daily_totals_references_updated AFTER UPDATE ON ledger_daily_totals
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER sellers_ledger_daily_totals_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('ledger_daily_totals', 'seller_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER ledger_marketplace_daily_totals_references_inserted AFTER INSERT ON ledger_marketplace_daily_totals
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER ledger_marketplace_daily_totals_references_updated AFTER UPDATE ON ledger_marketplace_daily_totals
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER sellers_ledger_marketplace_daily_totals_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('ledger_marketplace_daily_totals', 'seller_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER cost_daily_totals_references_inserted AFTER INSERT ON cost_daily_totals
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER cost_daily_totals_references_updated AFTER UPDATE ON cost_daily_totals
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER sellers_cost_daily_totals_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('cost_daily_totals', 'seller_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER cost_marketplace_daily_totals_references_inserted AFTER INSERT ON cost_marketplace_daily_totals
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER cost_marketplace_daily_totals_references_updated AFTER UPDATE ON cost_marketplace_daily_totals
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER sellers_cost_marketplace_daily_totals_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('cost_marketplace_daily_totals', 'seller_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_rollups_references_inserted AFTER INSERT ON ledger_order_day_rollups
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_rollups_references_updated AFTER UPDATE ON ledger_order_day_rollups
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER sellers_ledger_order_day_rollups_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('ledger_order_day_rollups', 'seller_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_totals_references_inserted AFTER INSERT ON ledger_order_day_totals
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_totals_references_updated AFTER UPDATE ON ledger_order_day_totals
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER sellers_ledger_order_day_totals_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('ledger_order_day_totals', 'seller_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_marketplace_totals_references_inserted AFTER INSERT ON ledger_order_day_marketplace_totals
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_marketplace_totals_references_updated AFTER UPDATE ON ledger_order_day_marketplace_totals
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER sellers_ledger_order_day_marketplace_totals_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('ledger_order_day_marketplace_totals', 'seller_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER cost_order_day_totals_references_inserted AFTER INSERT ON cost_order_day_totals
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER cost_order_day_totals_references_updated AFTER UPDATE ON cost_order_day_totals
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER sellers_cost_order_day_totals_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('cost_order_day_totals', 'seller_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER cost_order_day_marketplace_totals_references_inserted AFTER INSERT ON cost_order_day_marketplace_totals
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER cost_order_day_marketplace_totals_references_updated AFTER UPDATE ON cost_order_day_marketplace_totals
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER sellers_cost_order_day_marketplace_totals_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('cost_order_day_marketplace_totals', 'seller_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_sources_references_inserted AFTER INSERT ON ledger_order_day_sources
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER ledger_order_day_sources_references_updated AFTER UPDATE ON ledger_order_day_sources
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers');
--> statement-breakpoint
CREATE TRIGGER sellers_ledger_order_day_sources_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('ledger_order_day_sources', 'seller_id', 'cascade');
