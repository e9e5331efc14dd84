-- The brand valuation keeps its brand context (the seller's brands and which products count in
-- each) between reads, checked by the same change log as its figures (ADR 0044). Products already
-- record their changes (migration 0026); the brand configurations and their keys now do too, so
-- that a brand configured, renamed or regrouped is read at once.
CREATE TRIGGER brand_configurations_figure_change_inserted AFTER INSERT ON brand_configurations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER brand_configurations_figure_change_updated AFTER UPDATE ON brand_configurations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER brand_configurations_figure_change_deleted AFTER DELETE ON brand_configurations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER brand_configuration_keys_figure_change_inserted AFTER INSERT ON brand_configuration_keys
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER brand_configuration_keys_figure_change_updated AFTER UPDATE ON brand_configuration_keys
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER brand_configuration_keys_figure_change_deleted AFTER DELETE ON brand_configuration_keys
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
