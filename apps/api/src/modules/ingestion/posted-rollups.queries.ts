// The posted basis' rollups of one settlement (ADR 0014), kept in step inside
// the transaction that writes or removes its ledger rows, by deltas: the
// settlement's rows, grouped per rollup key, are added to (or taken out of)
// the SKU-level rollup and the statement's SKU-less totals; the landed cost
// totals of the days touched are then recomputed. A key every row has left
// holds nothing and goes.
import type { PoolClient } from 'pg';

// One pass over the settlement's rows feeds the SKU-level rollup and the statement's SKU-less
// totals (all marketplaces, and per marketplace; ADR 0014); it answers the days it touched.
const rollupSettlement = (sign: '' | '-') => `
  with grouped as materialized (
    select seller_id, coalesce(posted_date, $2::date) as day, coalesce(marketplace_id, '') as marketplace_id,
      coalesce(sku, '') as sku, pnl_line, currency, status, ${sign}sum(amount) as amount,
      ${sign}coalesce(sum(quantity), 0) as quantity, ${sign}count(*) as row_count
    from ledger_entries where settlement_ref = $1
    group by 1, 2, 3, 4, 5, 6, 7
  ), by_sku as (
    insert into ledger_daily_rollups (seller_id, day, marketplace_id, sku, pnl_line, currency, status, amount, quantity, row_count)
    select seller_id, day, marketplace_id, sku, pnl_line, currency, status, amount, quantity, row_count from grouped
    on conflict (seller_id, day, marketplace_id, sku, pnl_line, currency, status) do update set
      amount = ledger_daily_rollups.amount + excluded.amount,
      quantity = ledger_daily_rollups.quantity + excluded.quantity,
      row_count = ledger_daily_rollups.row_count + excluded.row_count
  ), by_marketplace as (
    insert into ledger_marketplace_daily_totals (seller_id, marketplace_id, day, pnl_line, currency, status, amount, quantity, row_count)
    select seller_id, marketplace_id, day, pnl_line, currency, status, sum(amount), sum(quantity), sum(row_count)
    from grouped group by seller_id, marketplace_id, day, pnl_line, currency, status
    on conflict (seller_id, marketplace_id, day, pnl_line, currency, status) do update set
      amount = ledger_marketplace_daily_totals.amount + excluded.amount,
      quantity = ledger_marketplace_daily_totals.quantity + excluded.quantity,
      row_count = ledger_marketplace_daily_totals.row_count + excluded.row_count
  ), all_marketplaces as (
    insert into ledger_daily_totals (seller_id, day, pnl_line, currency, status, amount, quantity, row_count)
    select seller_id, day, pnl_line, currency, status, sum(amount), sum(quantity), sum(row_count)
    from grouped group by seller_id, day, pnl_line, currency, status
    on conflict (seller_id, day, pnl_line, currency, status) do update set
      amount = ledger_daily_totals.amount + excluded.amount,
      quantity = ledger_daily_totals.quantity + excluded.quantity,
      row_count = ledger_daily_totals.row_count + excluded.row_count
  )
  select seller_id, min(day)::text as first_day, max(day)::text as last_day from grouped group by seller_id`;

/** Landed cost totals of the touched days, from the rollups just written and the costs valid then. */
const REFRESH_COST_TOTALS = `select refresh_cost_daily_totals($1, $2::date, $3::date)`;

const DROP_EMPTY = ['ledger_daily_rollups', 'ledger_daily_totals', 'ledger_marketplace_daily_totals'].map(
  (table) => `delete from ${table} where seller_id = $1 and day between $2::date and $3::date and row_count = 0`,
);

/**
 * Adds the rows of a settlement (written in this transaction) to the posted basis, or takes
 * them out before they are deleted; `fallbackDay` dates rows without a posted date.
 */
export async function applySettlementToPostedRollups(
  client: PoolClient,
  target: { settlementRef: string; fallbackDay: string },
  direction: 'add' | 'remove',
): Promise<void> {
  const touched = await client.query<{ seller_id: string; first_day: string; last_day: string }>(
    rollupSettlement(direction === 'add' ? '' : '-'),
    [target.settlementRef, target.fallbackDay],
  );
  for (const row of touched.rows) {
    const days = [row.seller_id, row.first_day, row.last_day];
    if (direction === 'remove') for (const statement of DROP_EMPTY) await client.query(statement, days);
    await client.query(REFRESH_COST_TOTALS, days);
  }
}
