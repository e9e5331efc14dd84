// The order basis' rollups and totals (ADR 0022), kept in step inside the
// transactions that write the ledger or the orders, by deltas: a new settlement
// adds its rows where the order basis dates them; an orders report moves the
// rows of each order it adds, or whose order day it changes, out of their old
// day and into the order day. The SKU-level rollup (ledger_order_day_rollups),
// the statement's SKU-less totals (ledger_order_day_totals, per marketplace
// too) and the rows per day source (ledger_order_day_sources) take the same deltas; the landed cost totals of the touched days are then
// recomputed (refresh_cost_order_day_totals, custom migration). Both take the
// seller's lock first, the one cost refreshes take (ADR 0014), so a settlement,
// an orders report and a cost write of one seller never miss each other.
import { AMAZON_ORDER_ID_PATTERN } from '@brandlens/reporting-core';
import type { PoolClient } from 'pg';

/** Serialises order-basis changes and cost total refreshes of one seller until the transaction ends. */
export async function lockSellerOrderDays(client: PoolClient, sellerId: string): Promise<void> {
  await client.query('select pg_advisory_xact_lock(724311002, hashtext($1::text))', [sellerId]);
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

const ORDER_DAY_TABLES = [
  'ledger_order_day_rollups',
  'ledger_order_day_totals',
  'ledger_order_day_marketplace_totals',
  'ledger_order_day_sources',
];

const addTo = (table: string, key: string) => `
  on conflict (${key}) do update set
    amount = ${table}.amount + excluded.amount,
    quantity = ${table}.quantity + excluded.quantity,
    row_count = ${table}.row_count + excluded.row_count`;

/** The status the order basis reads: rows of orders in no orders report count as estimated. */
const EFFECTIVE_STATUS = `(case when day_source = 'posted_fallback' then 'estimated' else status end)::ledger_status`;

/**
 * Inserts (as deltas added to what is there) the rows of `grouped` (a CTE with
 * the rollup key and amount, quantity, row_count) into the SKU-level rollup
 * (those of `skuRows` only, when the caller has applied some already), both
 * SKU-less totals (by the status the order basis reads) and the rows per day
 * source; answers the days touched.
 */
const intoRollupsAndTotals = (skuRows = 'grouped') => `
  by_sku as (
    insert into ledger_order_day_rollups
      (seller_id, day, marketplace_id, sku, pnl_line, currency, status, day_source, amount, quantity, row_count)
    select seller_id, day, marketplace_id, sku, pnl_line, currency, status, day_source, amount, quantity, row_count
    from ${skuRows}
    ${addTo('ledger_order_day_rollups', 'seller_id, day, marketplace_id, sku, pnl_line, currency, status, day_source')}
  ), by_marketplace as (
    insert into ledger_order_day_marketplace_totals
      (seller_id, marketplace_id, day, pnl_line, currency, status, amount, quantity, row_count)
    select seller_id, marketplace_id, day, pnl_line, currency, ${EFFECTIVE_STATUS}, sum(amount), sum(quantity),
      sum(row_count)
    from grouped group by 1, 2, 3, 4, 5, 6
    ${addTo('ledger_order_day_marketplace_totals', 'seller_id, marketplace_id, currency, day, pnl_line, status')}
  ), all_marketplaces as (
    insert into ledger_order_day_totals (seller_id, day, pnl_line, currency, status, amount, quantity, row_count)
    select seller_id, day, pnl_line, currency, ${EFFECTIVE_STATUS}, sum(amount), sum(quantity), sum(row_count)
    from grouped group by 1, 2, 3, 4, 5
    ${addTo('ledger_order_day_totals', 'seller_id, currency, day, pnl_line, status')}
  ), by_source as (
    insert into ledger_order_day_sources (seller_id, marketplace_id, day, day_source, row_count)
    select seller_id, marketplace_id, day, day_source, sum(row_count) from grouped group by 1, 2, 3, 4
    on conflict (seller_id, marketplace_id, day, day_source) do update set
      row_count = ledger_order_day_sources.row_count + excluded.row_count
  )
  select coalesce(array_agg(distinct day), '{}')::text[] as days from grouped`;

const settlementPosition = position('o.order_day', '$2::date');
const rollupSettlement = (sign: '' | '-') => `
  with grouped as materialized (
    select e.seller_id, ${settlementPosition.day} as day, coalesce(e.marketplace_id, '') as marketplace_id,
      coalesce(e.sku, '') as sku, e.pnl_line, e.currency, e.status, ${settlementPosition.source} as day_source,
      ${sign}sum(e.amount) as amount, ${sign}coalesce(sum(e.quantity), 0) as quantity, ${sign}count(*)::int as row_count
    from ledger_entries e
    left join amazon_orders o on o.seller_id = e.seller_id and o.order_id = e.order_id
    where e.settlement_ref = $1
    group by 1, 2, 3, 4, 5, 6, 7, 8
  ), ${intoRollupsAndTotals()}`;

/** Landed cost totals of the touched days, from the rollups just written and the costs valid then. */
const REFRESH_COSTS = `select refresh_cost_order_day_totals($1, min(d), max(d), array_agg(d))
  from unnest($2::date[]) d having count(*) > 0`;

async function refreshCosts(client: PoolClient, sellerId: string, days: readonly string[]): Promise<void> {
  if (days.length > 0) await client.query(REFRESH_COSTS, [sellerId, days]);
}

const DROP_EMPTY_DAYS = ORDER_DAY_TABLES.map(
  (table) => `delete from ${table} where seller_id = $1 and day = any($2::date[]) and row_count = 0`,
);

/** Adds a settlement's rows (just written, same transaction) to the order basis, or takes them out before they are deleted. */
export async function applySettlementToOrderDayRollups(
  client: PoolClient,
  target: { sellerId: string; settlementRef: string; fallbackDay: string },
  direction: 'add' | 'remove',
): Promise<void> {
  await lockSellerOrderDays(client, target.sellerId);
  const { rows } = await client.query<{ days: string[] }>(rollupSettlement(direction === 'add' ? '' : '-'), [
    target.settlementRef,
    target.fallbackDay,
  ]);
  const days = rows[0]?.days ?? [];
  if (direction === 'remove')
    for (const statement of DROP_EMPTY_DAYS) await client.query(statement, [target.sellerId, days]);
  await refreshCosts(client, target.sellerId, days);
}

const CREATE_DELTAS = `
  create temporary table order_day_deltas (
    like ledger_order_day_rollups including defaults, is_emptied boolean not null default false
  ) on commit drop`;

// The settlement's end only for a row without a posted day (coalesce reads it only then), through its key.
const oldPosition = position(
  'c.old_day',
  `(select (s.end_date at time zone 'UTC')::date from settlements s where s.id = e.settlement_ref)`,
);
/**
 * The rows of the moved orders of `order_changes` (a temporary table of the
 * transaction: order_id, old_day (null for an order new to the seller), order_day),
 * taken out of their old place and put on their order day, summed per rollup key.
 * Each row is read once and gives both moves (ADR 0038): a join per move read the ledger twice.
 */
const MOVE_DELTAS = `
  insert into order_day_deltas
    (seller_id, day, marketplace_id, sku, pnl_line, currency, status, day_source, amount, quantity, row_count)
  select r.seller_id, m.day, r.marketplace_id, r.sku, r.pnl_line, r.currency, r.status, m.day_source,
    sum(m.sign * r.amount), sum(m.sign * r.quantity), sum(m.sign)
  from (
    select e.seller_id, coalesce(e.marketplace_id, '') as marketplace_id, coalesce(e.sku, '') as sku, e.pnl_line,
      e.currency, e.status, e.amount, coalesce(e.quantity, 0) as quantity, c.order_day,
      ${oldPosition.day} as old_day, ${oldPosition.source} as old_source
    from order_changes c
    -- The moved orders' rows through the ledger's (seller, order) index, all at once: one scan for
    -- the chunk's ids (or one bitmap of their places, the heap then read in its own order), not a join
    -- probing once per order. The cost follows the chunk, not the seller's history.
    join ledger_entries e on e.seller_id = $1 and e.order_id = c.order_id
      and e.order_id = any(array(select order_id from order_changes where is_moved))
    where c.is_moved
  ) r
  cross join lateral (
    values (r.old_day, r.old_source, -1), (r.order_day, 'order'::rollup_day_source, 1)
  ) as m(day, day_source, sign)
  group by 1, 2, 3, 4, 5, 6, 7, 8`;

const DELTA_KEY = ['day', 'marketplace_id', 'sku', 'pnl_line', 'currency', 'status', 'day_source'];

/**
 * A SKU-level key whose rows all leave (most keys an order's rows leave: a SKU, posted day and line
 * of its own) is deleted at once and its delta marked applied: an update to zero, then a delete of
 * the emptied row, wrote it twice. The join stays within the chunk's days.
 */
const EMPTY_KEYS = `
  with emptied as (
    delete from ledger_order_day_rollups r using order_day_deltas d
    where r.seller_id = $1 and d.seller_id = $1
      and r.day between (select min(day) from order_day_deltas) and (select max(day) from order_day_deltas)
      and ${DELTA_KEY.map((column) => `r.${column} = d.${column}`).join(' and ')}
      and r.row_count + d.row_count = 0 and r.amount + d.amount = 0 and r.quantity + d.quantity = 0
    returning ${DELTA_KEY.map((column) => `r.${column}`).join(', ')}
  )
  update order_day_deltas d set is_emptied = true from emptied e
  where ${DELTA_KEY.map((column) => `d.${column} = e.${column}`).join(' and ')}`;

const APPLY_DELTAS = `
  with grouped as (
    select * from order_day_deltas where row_count <> 0 or amount <> 0 or quantity <> 0
  ), ${intoRollupsAndTotals('grouped where not is_emptied')}`;

/** A key every row has left holds nothing: it goes, so the rollups and totals stay as small as the data. */
const DROP_EMPTY = ORDER_DAY_TABLES.map(
  (table) => `
    delete from ${table} r
    using (select distinct day from order_day_deltas) d
    where r.seller_id = $1 and r.day = d.day and r.row_count = 0`,
);

/**
 * Moves the ledger rows of the orders that `order_changes` marks `is_moved` to
 * their order day, then recomputes the landed cost totals of every day touched.
 * Runs before the orders themselves are written, inside their transaction,
 * under the seller's lock (which the caller takes).
 */
export async function moveOrdersInOrderDayRollups(client: PoolClient, sellerId: string): Promise<void> {
  await client.query(CREATE_DELTAS);
  // The planner cannot know how many orders the array of moved orders holds and plans a handful: a
  // sort of every moved row by the seven keys (a third of the statement at 100,000 orders), where
  // summing them in a hash table is the cheaper way. Sorting is off for this statement only.
  await client.query(`select set_config('enable_sort', 'off', true)`);
  await client.query(MOVE_DELTAS, [sellerId]);
  await client.query(`select set_config('enable_sort', 'on', true)`);
  await client.query(EMPTY_KEYS, [sellerId]);
  const { rows } = await client.query<{ days: string[] }>(APPLY_DELTAS);
  for (const statement of DROP_EMPTY) await client.query(statement, [sellerId]);
  await client.query('drop table order_day_deltas');
  await refreshCosts(client, sellerId, rows[0]?.days ?? []);
}
