-- The brand valuation keeps its figures until a change (ADR 0039), as the portfolio does (ADR
-- 0027): besides the totals, they read the SKU-level rollups, the costs of goods (landed cost by
-- validity interval, read directly rather than through the cost totals), the products (catalog
-- brand key, ASIN) and the valuation sources. Statements that write those tables record their
-- transaction per seller in seller_figure_changes with the function of migration 0014. Ledger
-- entries need no trigger: the importer writes a settlement's rollups in the transaction that
-- writes its entries.
CREATE TRIGGER ledger_daily_rollups_figure_change_inserted AFTER INSERT ON ledger_daily_rollups
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER ledger_daily_rollups_figure_change_updated AFTER UPDATE ON ledger_daily_rollups
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER ledger_daily_rollups_figure_change_deleted AFTER DELETE ON ledger_daily_rollups
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER cost_of_goods_figure_change_inserted AFTER INSERT ON cost_of_goods
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER cost_of_goods_figure_change_updated AFTER UPDATE ON cost_of_goods
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER cost_of_goods_figure_change_deleted AFTER DELETE ON cost_of_goods
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER products_figure_change_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER products_figure_change_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER products_figure_change_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER product_review_snapshots_figure_change_inserted AFTER INSERT ON product_review_snapshots
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER product_review_snapshots_figure_change_updated AFTER UPDATE ON product_review_snapshots
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER product_review_snapshots_figure_change_deleted AFTER DELETE ON product_review_snapshots
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER product_category_ranks_figure_change_inserted AFTER INSERT ON product_category_ranks
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER product_category_ranks_figure_change_updated AFTER UPDATE ON product_category_ranks
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER product_category_ranks_figure_change_deleted AFTER DELETE ON product_category_ranks
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER account_health_snapshots_figure_change_inserted AFTER INSERT ON account_health_snapshots
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER account_health_snapshots_figure_change_updated AFTER UPDATE ON account_health_snapshots
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER account_health_snapshots_figure_change_deleted AFTER DELETE ON account_health_snapshots
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER customer_stats_months_figure_change_inserted AFTER INSERT ON customer_stats_months
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER customer_stats_months_figure_change_updated AFTER UPDATE ON customer_stats_months
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER customer_stats_months_figure_change_deleted AFTER DELETE ON customer_stats_months
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER shopify_revenue_days_figure_change_inserted AFTER INSERT ON shopify_revenue_days
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER shopify_revenue_days_figure_change_updated AFTER UPDATE ON shopify_revenue_days
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER shopify_revenue_days_figure_change_deleted AFTER DELETE ON shopify_revenue_days
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
