// Writes one orders report in one transaction on a dedicated connection: its
// rows are staged in a temporary table (batches through unnest, as ledger rows
// are), then merged: the latest row of each order by last-updated-date, orders
// new to the seller or newer than the stored one replace it, and the ledger
// rows of every order whose order day appears or changes move in the
// order-basis rollups, all before the commit (ADR 0022).
import type { Database } from '@brandlens/db';
import type { Pool, PoolClient } from 'pg';
import { lockSellerOrderDays, moveOrdersInOrderDayRollups } from './order-day-rollups.queries.ts';

export interface OrderRowInput {
  orderId: string;
  merchantOrderId: string | null;
  marketplaceId: string | null;
  salesChannel: string;
  purchasedAt: string;
  lastUpdatedAt: string;
  status: string;
  fulfillmentChannel: string;
  line: number;
}

export interface OrdersMergeCounts {
  ordersImported: number;
  ordersUpdated: number;
  ordersSkipped: number;
}

export interface OrdersWriter {
  begin(): Promise<void>;
  stage(rows: OrderRowInput[]): Promise<void>;
  /** Merges the staged rows into the seller's orders and moves their ledger rows in the order-basis rollups. */
  merge(target: { sellerId: string; importId: string }): Promise<OrdersMergeCounts>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  release(): void;
}

const CREATE_STAGE = `
  create temporary table order_report_rows (
    order_id text not null, merchant_order_id text, marketplace_id text, sales_channel text not null,
    purchased_at timestamptz not null, last_updated_at timestamptz not null, status text not null,
    fulfillment_channel text not null, line int not null
  ) on commit drop`;

const STAGE_ROWS = `
  insert into order_report_rows
  select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[],
    $7::text[], $8::text[], $9::int[])`;

const CREATE_CHANGES = `
  create temporary table order_changes (
    order_id text primary key, merchant_order_id text, marketplace_id text, sales_channel text not null,
    purchased_at timestamptz not null, order_day date not null, last_updated_at timestamptz not null,
    status text not null, fulfillment_channel text not null,
    old_day date, is_new boolean not null, is_applied boolean not null, is_moved boolean not null
  ) on commit drop`;

/**
 * Per order, the report's latest row (latest last-updated-date, then the later
 * line) against what the seller has: new, newer (applied) or not newer (kept).
 * The order day is the purchase date's day in the marketplace's time zone.
 */
const FIND_CHANGES = `
  insert into order_changes
  select l.order_id, l.merchant_order_id, l.marketplace_id, l.sales_channel, l.purchased_at, l.order_day,
    l.last_updated_at, l.status, l.fulfillment_channel, o.order_day,
    o.order_id is null,
    o.order_id is null or l.last_updated_at > o.last_updated_at,
    o.order_id is null or (l.last_updated_at > o.last_updated_at and l.order_day <> o.order_day)
  from (
    select distinct on (r.order_id) r.*,
      (r.purchased_at at time zone coalesce(m.time_zone, 'UTC'))::date as order_day
    from order_report_rows r left join marketplaces m on m.id = r.marketplace_id
    order by r.order_id, r.last_updated_at desc, r.line desc
  ) l
  left join amazon_orders o on o.seller_id = $1 and o.order_id = l.order_id`;

const COUNT_CHANGES = `
  select count(*) filter (where is_new)::int as imported,
    count(*) filter (where is_applied and not is_new)::int as updated,
    count(*) filter (where not is_applied)::int as skipped
  from order_changes`;

const WRITE_ORDERS = `
  insert into amazon_orders (seller_id, order_id, merchant_order_id, marketplace_id, sales_channel, purchased_at,
    order_day, last_updated_at, status, fulfillment_channel, import_id, updated_at)
  select $1, order_id, merchant_order_id, marketplace_id, sales_channel, purchased_at, order_day, last_updated_at,
    status, fulfillment_channel, $2, now()
  from order_changes where is_applied
  on conflict (seller_id, order_id) do update set
    merchant_order_id = excluded.merchant_order_id, marketplace_id = excluded.marketplace_id,
    sales_channel = excluded.sales_channel, purchased_at = excluded.purchased_at, order_day = excluded.order_day,
    last_updated_at = excluded.last_updated_at, status = excluded.status,
    fulfillment_channel = excluded.fulfillment_channel, import_id = excluded.import_id, updated_at = now()`;

export async function openOrdersWriter(db: Database): Promise<OrdersWriter> {
  const pool = (db as Database & { $client: Pool }).$client;
  const client: PoolClient = await pool.connect();
  return {
    async begin() {
      await client.query('begin');
      await client.query(CREATE_STAGE);
    },
    async stage(rows) {
      if (rows.length === 0) return;
      const column = <K extends keyof OrderRowInput>(name: K) => rows.map((row) => row[name]);
      await client.query(STAGE_ROWS, [
        column('orderId'),
        column('merchantOrderId'),
        column('marketplaceId'),
        column('salesChannel'),
        column('purchasedAt'),
        column('lastUpdatedAt'),
        column('status'),
        column('fulfillmentChannel'),
        column('line'),
      ]);
    },
    async merge(target) {
      // Taken before reading the seller's orders: a settlement being written waits, then sees the new order days.
      await lockSellerOrderDays(client, target.sellerId);
      await client.query(CREATE_CHANGES);
      await client.query(FIND_CHANGES, [target.sellerId]);
      await moveOrdersInOrderDayRollups(client, target.sellerId);
      await client.query(WRITE_ORDERS, [target.sellerId, target.importId]);
      const { rows } = await client.query<{ imported: number; updated: number; skipped: number }>(COUNT_CHANGES);
      const counts = rows[0] ?? { imported: 0, updated: 0, skipped: 0 };
      return { ordersImported: counts.imported, ordersUpdated: counts.updated, ordersSkipped: counts.skipped };
    },
    async commit() {
      await client.query('commit');
    },
    async rollback() {
      await client.query('rollback');
    },
    release() {
      client.release();
    },
  };
}
