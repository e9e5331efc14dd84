// The order-basis rollups (ledger_order_day_rollups, ADR 0022), kept in step
// inside the transactions that write the ledger or the orders, by deltas:
// a new settlement adds its rows where the order basis dates them; an orders
// report moves the rows of each order it adds, or whose order day it changes,
// out of their old day and into the order day. Both take the seller's lock
// first, so a settlement and an orders report of one seller never miss each other.
import { AMAZON_ORDER_ID_PATTERN } from '@brandlens/reporting-core';
import type { PoolClient } from 'pg';

/** Serialises order-day rollup changes of one seller until the transaction ends. */
export async function lockSellerOrderDays(client: PoolClient, sellerId: string): Promise<void> {
  await client.query(`select pg_advisory_xact_lock(hashtextextended('order-day-rollups:' || $1::text, 0))`, [sellerId]);
}

/**
 * Where the order basis dates a ledger row `e`: the order day when its order is
 * known (`knownDay` is not null), else its posted day, or `fallbackDay` when the
 * row has none. Order rows without a known order are 'posted_fallback'.
 */
function position(knownDay: string, fallbackDay: string) {
  return {
    day: `case when ${knownDay} is not null then ${knownDay} else coalesce(e.posted_date, ${fallbackDay}) end`,
    source: `(case when ${knownDay} is not null then 'order'
      when e.order_id ~ '${AMAZON_ORDER_ID_PATTERN}' then 'posted_fallback' else 'posted' end)::rollup_day_source`,
  };
}

const ADD_TO_ROLLUPS = `
  on conflict (seller_id, day, marketplace_id, sku, pnl_line, currency, status, day_source) do update set
    amount = ledger_order_day_rollups.amount + excluded.amount,
    quantity = ledger_order_day_rollups.quantity + excluded.quantity,
    row_count = ledger_order_day_rollups.row_count + excluded.row_count`;

const COLUMNS = `seller_id, day, marketplace_id, sku, pnl_line, currency, status, day_source, amount, quantity, row_count`;

const settlementPosition = position('o.order_day', '$2::date');
const ADD_SETTLEMENT = `
  insert into ledger_order_day_rollups (${COLUMNS})
  select e.seller_id, ${settlementPosition.day}, coalesce(e.marketplace_id, ''), coalesce(e.sku, ''), e.pnl_line,
    e.currency, e.status, ${settlementPosition.source}, sum(e.amount), coalesce(sum(e.quantity), 0), count(*)
  from ledger_entries e
  left join amazon_orders o on o.seller_id = e.seller_id and o.order_id = e.order_id
  where e.settlement_ref = $1
  group by 1, 2, 3, 4, 5, 6, 7, 8
  ${ADD_TO_ROLLUPS}`;

/** Adds a settlement's rows (just written, same transaction) to the order-basis rollups. */
export async function addSettlementToOrderDayRollups(
  client: PoolClient,
  target: { sellerId: string; settlementRef: string; fallbackDay: string },
): Promise<void> {
  await lockSellerOrderDays(client, target.sellerId);
  await client.query(ADD_SETTLEMENT, [target.settlementRef, target.fallbackDay]);
}

const oldPosition = position('c.old_day', `(s.end_date at time zone 'UTC')::date`);
/**
 * The rows of the moved orders of `order_changes` (a temporary table of the
 * transaction: order_id, old_day (null for an order new to the seller), order_day),
 * taken out of their old place and put on their order day, summed per rollup key.
 */
const CREATE_DELTAS = `
  create temporary table order_day_deltas (like ledger_order_day_rollups including defaults) on commit drop`;

const MOVE_DELTAS = `
  insert into order_day_deltas (${COLUMNS})
  select seller_id, day, marketplace_id, sku, pnl_line, currency, status, day_source,
    sum(amount), sum(quantity), sum(row_count)
  from (
    select e.seller_id, ${oldPosition.day} as day, coalesce(e.marketplace_id, '') as marketplace_id,
      coalesce(e.sku, '') as sku, e.pnl_line, e.currency, e.status, ${oldPosition.source} as day_source,
      -e.amount as amount, -coalesce(e.quantity, 0) as quantity, -1 as row_count
    from order_changes c
    join ledger_entries e on e.seller_id = $1 and e.order_id = c.order_id
    left join settlements s on s.id = e.settlement_ref
    where c.is_moved
    union all
    select e.seller_id, c.order_day, coalesce(e.marketplace_id, ''), coalesce(e.sku, ''), e.pnl_line, e.currency,
      e.status, 'order'::rollup_day_source, e.amount, coalesce(e.quantity, 0), 1
    from order_changes c
    join ledger_entries e on e.seller_id = $1 and e.order_id = c.order_id
    where c.is_moved
  ) moves
  group by 1, 2, 3, 4, 5, 6, 7, 8`;

const APPLY_DELTAS = `
  insert into ledger_order_day_rollups (${COLUMNS})
  select ${COLUMNS} from order_day_deltas where row_count <> 0 or amount <> 0 or quantity <> 0
  ${ADD_TO_ROLLUPS}`;

/** A key every row has left holds nothing: it goes, so the rollups stay as small as the data. */
const DROP_EMPTY = `
  delete from ledger_order_day_rollups r
  using (select distinct day from order_day_deltas) d
  where r.seller_id = $1 and r.day = d.day and r.row_count = 0`;

/**
 * Moves the ledger rows of the orders that `order_changes` marks `is_moved` to
 * their order day. Runs before the orders themselves are written, inside their
 * transaction, under the seller's lock (which the caller takes).
 */
export async function moveOrdersInOrderDayRollups(client: PoolClient, sellerId: string): Promise<void> {
  await client.query(CREATE_DELTAS);
  await client.query(MOVE_DELTAS, [sellerId]);
  await client.query(APPLY_DELTAS);
  await client.query(DROP_EMPTY, [sellerId]);
  await client.query('drop table order_day_deltas');
}
