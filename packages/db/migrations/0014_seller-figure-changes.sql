CREATE TABLE "seller_figure_changes" (
	"seller_id" uuid NOT NULL,
	"xact_id" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_figure_changes_seller_id_xact_id_pk" PRIMARY KEY("seller_id","xact_id")
);
--> statement-breakpoint
ALTER TABLE "seller_figure_changes" ADD CONSTRAINT "seller_figure_changes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlements_unreconciled_idx" ON "settlements" USING btree ("seller_id") WHERE "settlements"."reconciliation" = 'unreconciled';--> statement-breakpoint
-- A statement that writes a seller's posted-basis ledger totals or cost totals records its
-- transaction for that seller, once (ADR 0027). Readers that keep figures computed at a snapshot
-- check that no such row is invisible to it. Only inserts keyed by the writer's own transaction:
-- two writers never wait on each other here.
CREATE FUNCTION record_seller_figure_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A seller being deleted takes its totals with it: nothing to record then.
  INSERT INTO seller_figure_changes (seller_id, xact_id)
  SELECT DISTINCT c.seller_id, pg_current_xact_id()::text::bigint FROM changed_rows c
  WHERE EXISTS (SELECT 1 FROM sellers s WHERE s.id = c.seller_id)
  ON CONFLICT (seller_id, xact_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_daily_totals_inserted AFTER INSERT ON ledger_daily_totals
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER ledger_daily_totals_updated AFTER UPDATE ON ledger_daily_totals
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER ledger_daily_totals_deleted AFTER DELETE ON ledger_daily_totals
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER cost_daily_totals_inserted AFTER INSERT ON cost_daily_totals
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER cost_daily_totals_updated AFTER UPDATE ON cost_daily_totals
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();
--> statement-breakpoint
CREATE TRIGGER cost_daily_totals_deleted AFTER DELETE ON cost_daily_totals
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_seller_figure_change();