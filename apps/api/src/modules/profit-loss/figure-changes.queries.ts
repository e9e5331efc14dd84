// How long the change logs keep their rows (ADR 0037). Kept figures are right while no change of
// their seller or rates is unseen by their snapshot; a change log that kept every row forever would
// grow with every import and sync. So rows go after CHANGE_LOG_DAYS, and every kept figure, in a
// table or in a process, is computed again once older than KEPT_FIGURES_MAX_AGE_DAYS: a change it
// missed is then still in the log. The day between covers a writer's transaction, whose change row
// carries the time it started, not the time it committed.
import {
  fxRateChanges,
  productFigureChanges,
  productKeptMonths,
  sellerFigureChanges,
  sql,
  statementKeptMonths,
  type Database,
  type SQL,
} from '@brandlens/db';

export const CHANGE_LOG_DAYS = 7;
export const KEPT_FIGURES_MAX_AGE_DAYS = 6;
export const KEPT_FIGURES_MAX_AGE_MS = KEPT_FIGURES_MAX_AGE_DAYS * 24 * 3600 * 1000;

/**
 * SQL: the change written by transaction `xact` (a change log's xact_id) is one `snapshot` (a
 * pg_snapshot) does not see. Ids below the snapshot's xmin are seen: the change logs' primary keys
 * are walked from there up only.
 */
export const unseenBy = (xact: unknown, snapshot: SQL): SQL =>
  sql`${xact} >= pg_snapshot_xmin(${snapshot})::text::bigint and not pg_visible_in_snapshot(${xact}::text::xid8, ${snapshot})`;

export interface PrunedRows {
  sellerChanges: number;
  rateChanges: number;
  keptMonths: number;
  productChanges: number;
  keptProductMonths: number;
}

/** Removes change rows past CHANGE_LOG_DAYS and kept months (statement and products) too old to be used. */
export async function pruneFigureChanges(db: Database): Promise<PrunedRows> {
  const logCutoff = sql`now() - make_interval(days => ${CHANGE_LOG_DAYS})`;
  const keptCutoff = sql`now() - make_interval(days => ${KEPT_FIGURES_MAX_AGE_DAYS})`;
  const k = statementKeptMonths;
  const c = sellerFigureChanges;
  const f = fxRateChanges;
  const pk = productKeptMonths;
  const pc = productFigureChanges;
  const { rows } = await db.execute<{
    kept_months: number;
    seller_changes: number;
    rate_changes: number;
    product_changes: number;
    kept_product_months: number;
  }>(sql`
    with kept as (delete from ${k} where ${k.computedAt} < ${keptCutoff} returning 1),
      seller_changes as (delete from ${c} where ${c.changedAt} < ${logCutoff} returning 1),
      rate_changes as (delete from ${f} where ${f.changedAt} < ${logCutoff} returning 1),
      kept_products as (delete from ${pk} where ${pk.computedAt} < ${keptCutoff} returning 1),
      product_changes as (delete from ${pc} where ${pc.changedAt} < ${logCutoff} returning 1)
    select (select count(*) from kept)::int as kept_months,
      (select count(*) from seller_changes)::int as seller_changes,
      (select count(*) from rate_changes)::int as rate_changes,
      (select count(*) from product_changes)::int as product_changes,
      (select count(*) from kept_products)::int as kept_product_months`);
  const row = rows[0];
  return {
    sellerChanges: row?.seller_changes ?? 0,
    rateChanges: row?.rate_changes ?? 0,
    keptMonths: row?.kept_months ?? 0,
    productChanges: row?.product_changes ?? 0,
    keptProductMonths: row?.kept_product_months ?? 0,
  };
}
