-- References checked once per statement instead of once per row (ADR 0043). A settlement's COPY
-- paid four foreign key checks per ledger row (seller, settlement, marketplace, import), most of
-- what storing the row cost; the orders merge paid three per order. The same rules now hold per
-- statement: after an insert or update the distinct values of the statement's rows must exist in
-- their tables, and those rows are locked FOR KEY SHARE as a foreign key's check locks them, so no
-- one deletes them before the writer commits. On the other side, deleting a seller or a settlement
-- deletes their rows, deleting an import sets its id to null, and a marketplace that rows name
-- cannot be deleted: what the foreign keys' ON DELETE did. Parent ids are never updated.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_settlement_ref_settlements_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_marketplace_id_marketplaces_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_source_import_id_imports_id_fk";
--> statement-breakpoint
ALTER TABLE "amazon_orders" DROP CONSTRAINT "amazon_orders_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "amazon_orders" DROP CONSTRAINT "amazon_orders_marketplace_id_marketplaces_id_fk";
--> statement-breakpoint
ALTER TABLE "amazon_orders" DROP CONSTRAINT "amazon_orders_import_id_imports_id_fk";

--> statement-breakpoint
CREATE FUNCTION check_references_per_statement() RETURNS trigger LANGUAGE plpgsql AS $$
-- Arguments: pairs of (column of the checked table, referenced table whose key is id).
DECLARE
  i integer := 0;
  named text;
  wanted bigint;
  present bigint;
  missing text;
BEGIN
  WHILE i < TG_NARGS LOOP
    -- The distinct values the statement wrote. After an UPDATE, only values the rows did not hold
    -- before, as a foreign key checks only a changed key: setting another column (an import's id to
    -- null while its seller is deleted, say) does not check the seller again.
    named := format('SELECT DISTINCT %1$I AS v FROM checked_rows WHERE %1$I IS NOT NULL', TG_ARGV[i]);
    IF TG_OP = 'UPDATE' THEN
      named := named || format(' EXCEPT SELECT %I FROM previous_rows', TG_ARGV[i]);
    END IF;
    EXECUTE format('SELECT count(*) FROM (%s) AS d', named) INTO wanted;
    IF wanted > 0 THEN
      EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM %I WHERE id IN (SELECT v FROM (%s) AS d) FOR KEY SHARE) AS p',
        TG_ARGV[i + 1], named) INTO present;
      IF present < wanted THEN
        EXECUTE format('SELECT d.v::text FROM (%s) AS d WHERE NOT EXISTS (SELECT 1 FROM %I AS p WHERE p.id = d.v) LIMIT 1',
          named, TG_ARGV[i + 1]) INTO missing;
        RAISE EXCEPTION 'insert or update on table "%" violates its reference to "%": % % is not there',
          TG_TABLE_NAME, TG_ARGV[i + 1], TG_ARGV[i], missing
          USING ERRCODE = 'foreign_key_violation';
      END IF;
    END IF;
    i := i + 2;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION follow_deleted_references() RETURNS trigger LANGUAGE plpgsql AS $$
-- Arguments: the referencing table, its column, and 'cascade', 'set null' or 'restrict'.
DECLARE
  referenced boolean;
BEGIN
  IF TG_ARGV[2] = 'cascade' THEN
    EXECUTE format('DELETE FROM %I WHERE %I IN (SELECT id FROM deleted_rows)', TG_ARGV[0], TG_ARGV[1]);
  ELSIF TG_ARGV[2] = 'set null' THEN
    EXECUTE format('UPDATE %1$I SET %2$I = NULL WHERE %2$I IN (SELECT id FROM deleted_rows)', TG_ARGV[0], TG_ARGV[1]);
  ELSE
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %I IN (SELECT id FROM deleted_rows))', TG_ARGV[0], TG_ARGV[1])
      INTO referenced;
    IF referenced THEN
      RAISE EXCEPTION 'delete on table "%" violates the reference from "%"', TG_TABLE_NAME, TG_ARGV[0]
        USING ERRCODE = 'foreign_key_violation';
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_references_inserted AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers', 'settlement_ref', 'settlements',
    'marketplace_id', 'marketplaces', 'source_import_id', 'imports');
--> statement-breakpoint
CREATE TRIGGER ledger_entries_references_updated AFTER UPDATE ON ledger_entries
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers', 'settlement_ref', 'settlements',
    'marketplace_id', 'marketplaces', 'source_import_id', 'imports');
--> statement-breakpoint
CREATE TRIGGER amazon_orders_references_inserted AFTER INSERT ON amazon_orders
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers', 'marketplace_id', 'marketplaces',
    'import_id', 'imports');
--> statement-breakpoint
CREATE TRIGGER amazon_orders_references_updated AFTER UPDATE ON amazon_orders
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS checked_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_references_per_statement('seller_id', 'sellers', 'marketplace_id', 'marketplaces',
    'import_id', 'imports');
--> statement-breakpoint
CREATE TRIGGER sellers_ledger_entries_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('ledger_entries', 'seller_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER sellers_amazon_orders_deleted AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('amazon_orders', 'seller_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER settlements_ledger_entries_deleted AFTER DELETE ON settlements
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('ledger_entries', 'settlement_ref', 'cascade');
--> statement-breakpoint
CREATE TRIGGER imports_ledger_entries_deleted AFTER DELETE ON imports
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('ledger_entries', 'source_import_id', 'set null');
--> statement-breakpoint
CREATE TRIGGER imports_amazon_orders_deleted AFTER DELETE ON imports
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('amazon_orders', 'import_id', 'set null');
--> statement-breakpoint
CREATE TRIGGER marketplaces_ledger_entries_deleted AFTER DELETE ON marketplaces
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('ledger_entries', 'marketplace_id', 'restrict');
--> statement-breakpoint
CREATE TRIGGER marketplaces_amazon_orders_deleted AFTER DELETE ON marketplaces
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION follow_deleted_references('amazon_orders', 'marketplace_id', 'restrict');
