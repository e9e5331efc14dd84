// Writes one orders report on a dedicated connection (ADR 0022): its rows are
// staged in a temporary table of that connection (orders-stage.queries.ts),
// then merged a chunk of orders at a time, each chunk in its own transaction:
// the latest row of each order by last-updated-date, orders new to the seller
// or newer than the stored one replace it, and the ledger rows of every order
// whose order day appears or changes move in the order-basis rollups before the
// commit. Short transactions keep the embedded database (one session, ADR 0002)
// answering other requests between chunks; a server takes large ones (ADR 0038).
import type { Database } from '@brandlens/db';
import type { Pool, PoolClient } from 'pg';
import { acceptsCopyFromStdin } from './copy-binary.ts';
import { createStage, stageName, stageOrderRows, type OrderRowInput } from './orders-stage.queries.ts';
import { lockSellerOrderDays, moveOrdersInOrderDayRollups } from './order-day-rollups.queries.ts';

export type { OrderRowInput } from './orders-stage.queries.ts';

export interface OrdersMergeCounts {
  ordersImported: number;
  ordersUpdated: number;
  ordersSkipped: number;
}

export interface OrdersChunk extends OrdersMergeCounts {
  /** Distinct orders of the report merged by this chunk. */
  orders: number;
}

export interface OrdersWriter {
  /**
   * Orders per transaction suited to the database (ADR 0038): a few on the embedded one, whose
   * one session waits for each transaction; many on a server, where a merge's cost is per
   * statement and a chunk of orders costs little more than one order.
   */
  readonly chunkOrders: number;
  stage(rows: OrderRowInput[]): Promise<void>;
  /** Picks each staged order's latest row; answers how many orders the merge goes through. */
  prepareMerge(): Promise<number>;
  /**
   * Merges the next `size` staged orders (by order id) into the seller's orders
   * and moves their ledger rows in the order-basis rollups, in one transaction;
   * undefined when every staged order has been merged. `importId` null: orders
   * from the Orders API, which no import holds.
   */
  mergeNext(target: { sellerId: string; importId: string | null }, size: number): Promise<OrdersChunk | undefined>;
  /** Drops the staged rows and gives the connection back; a chunk left open is rolled back. */
  close(): Promise<void>;
}

/**
 * Per order, the report's latest row (latest last-updated-date, then the later
 * line) with its order day: the purchase date's day in the marketplace's time
 * zone. Merged in order-day order, so a chunk of orders touches a few weeks of
 * days (its order days and the posted days its rows leave), not the whole range.
 */
const createLatest = (stage: string) => `
  create temporary table ${stage}_latest as
  select distinct on (r.order_id) r.order_id, r.merchant_order_id, r.marketplace_id, r.sales_channel,
    r.purchased_at, (r.purchased_at at time zone coalesce(m.time_zone, 'UTC'))::date as order_day,
    r.last_updated_at, r.status, r.fulfillment_channel
  from ${stage} r left join marketplaces m on m.id = r.marketplace_id
  order by r.order_id, r.last_updated_at desc, r.line desc`;

const indexLatest = (stage: string) => `create index on ${stage}_latest (order_day, order_id)`;

/** The (order day, order id) of the next chunk's last order: the `size`-th after ($1, $2), or the last. */
const chunkEnd = (stage: string) => `
  select order_day::text as day, order_id from (
    select order_day, order_id from ${stage}_latest
    where $1::date is null or (order_day, order_id) > ($1::date, $2::text)
    order by order_day, order_id limit $3
  ) chunk order by order_day desc, order_id desc limit 1`;

const CREATE_CHANGES = `
  create temporary table order_changes (
    order_id text not null, merchant_order_id text, marketplace_id text, sales_channel text not null,
    purchased_at timestamptz not null, order_day date not null, last_updated_at timestamptz not null,
    status text not null, fulfillment_channel text not null,
    old_day date, is_new boolean not null, is_applied boolean not null, is_moved boolean not null
  ) on commit drop`;

/**
 * The chunk's orders (after ($2, $3), up to ($4, $5) by order day and id)
 * against what the seller has: new, newer (applied) or not newer (kept).
 */
const findChanges = (stage: string) => `
  insert into order_changes
  select l.order_id, l.merchant_order_id, l.marketplace_id, l.sales_channel, l.purchased_at, l.order_day,
    l.last_updated_at, l.status, l.fulfillment_channel, o.order_day,
    o.order_id is null,
    o.order_id is null or l.last_updated_at > o.last_updated_at,
    o.order_id is null or (l.last_updated_at > o.last_updated_at and l.order_day <> o.order_day)
  from ${stage}_latest l
  -- One probe of the orders' primary key per order of the chunk (offset 0 keeps the planner from
  -- turning it into a hash join that reads every order of the seller, which grows with history).
  left join lateral (
    select order_id, order_day, last_updated_at from amazon_orders
    where seller_id = $1 and order_id = l.order_id offset 0
  ) o on true
  where ($2::date is null or (l.order_day, l.order_id) > ($2::date, $3::text))
    and (l.order_day, l.order_id) <= ($4::date, $5::text)`;

const COUNT_CHANGES = `
  select count(*)::int as orders, count(*) filter (where is_new)::int as imported,
    count(*) filter (where is_applied and not is_new)::int as updated,
    count(*) filter (where not is_applied)::int as skipped
  from order_changes`;

/** The chunk's orders of one kind (`which`: a condition on order_changes) into the seller's orders. */
const insertOrders = (which: string) => `
  insert into amazon_orders (seller_id, order_id, merchant_order_id, marketplace_id, sales_channel, purchased_at,
    order_day, last_updated_at, status, fulfillment_channel, import_id, updated_at)
  select $1, order_id, merchant_order_id, marketplace_id, sales_channel, purchased_at, order_day, last_updated_at,
    status, fulfillment_channel, $2, now()
  from order_changes where ${which}
  order by order_id`;

// New orders go in without a conflict clause: every writer of a seller's orders holds its order-day
// lock (lockSellerOrderDays), so none can appear in between. Newer ones update through the conflict.
const INSERT_ORDERS = insertOrders('is_new');
const UPDATE_ORDERS = `${insertOrders('is_applied and not is_new')}
  on conflict (seller_id, order_id) do update set
    merchant_order_id = excluded.merchant_order_id, marketplace_id = excluded.marketplace_id,
    sales_channel = excluded.sales_channel, purchased_at = excluded.purchased_at, order_day = excluded.order_day,
    last_updated_at = excluded.last_updated_at, status = excluded.status,
    fulfillment_channel = excluded.fulfillment_channel, import_id = excluded.import_id, updated_at = now()`;

/** Orders merged per transaction on the embedded database: short enough that it answers requests between chunks. */
export const EMBEDDED_CHUNK_ORDERS = 1_000;
/** On a server: a few set-based statements per 100,000 orders, each transaction a few seconds. */
export const SERVER_CHUNK_ORDERS = 100_000;

/** work_mem of the statements that sort a whole report on a server. */
const SORT_MEMORY = '512MB';
/** work_mem of a chunk's transaction on a server: the sums of its moved rows (hundreds of thousands of keys). */
const MERGE_MEMORY = '256MB';

/** Where the merge is: the last order merged, by order day then order id. */
type ChunkKey = { day: string; orderId: string };

export async function openOrdersWriter(db: Database, importId: string): Promise<OrdersWriter> {
  const stage = stageName(importId);
  const pool = (db as Database & { $client: Pool }).$client;
  const client: PoolClient = await pool.connect();
  let isStageCreated = false;
  let chunkOrders = EMBEDDED_CHUNK_ORDERS;
  let isCopy = false;
  let isPrepared = false;
  let isInTransaction = false;
  let lastMerged: ChunkKey | null = null;
  try {
    // A stage left by a run of this import whose process stopped (the embedded database keeps its session) goes first.
    await client.query(`drop table if exists ${stage}, ${stage}_latest`);
    await client.query(createStage(stage));
    isStageCreated = true;
    isCopy = await acceptsCopyFromStdin(client);
    if (isCopy) chunkOrders = SERVER_CHUNK_ORDERS;
  } catch (error) {
    client.release();
    throw error;
  }

  async function mergeChunk(
    target: { sellerId: string; importId: string | null },
    last: ChunkKey,
  ): Promise<OrdersChunk> {
    // Taken before reading the seller's orders: a settlement being written waits, then sees the new order days.
    await lockSellerOrderDays(client, target.sellerId);
    await client.query(CREATE_CHANGES);
    await client.query(findChanges(stage), [
      target.sellerId,
      lastMerged?.day ?? null,
      lastMerged?.orderId ?? null,
      last.day,
      last.orderId,
    ]);
    // The joins below go by order id through the ledger's index only if the planner knows how few changes there are.
    await client.query('analyze order_changes');
    await moveOrdersInOrderDayRollups(client, target.sellerId);
    await client.query(INSERT_ORDERS, [target.sellerId, target.importId]);
    await client.query(UPDATE_ORDERS, [target.sellerId, target.importId]);
    const { rows } = await client.query<{ orders: number; imported: number; updated: number; skipped: number }>(
      COUNT_CHANGES,
    );
    const counts = rows[0] ?? { orders: 0, imported: 0, updated: 0, skipped: 0 };
    return {
      orders: counts.orders,
      ordersImported: counts.imported,
      ordersUpdated: counts.updated,
      ordersSkipped: counts.skipped,
    };
  }

  return {
    chunkOrders,
    async stage(rows) {
      await stageOrderRows(client, stage, rows, isCopy);
    },
    async prepareMerge() {
      if (!isPrepared) {
        // On a server, picking each order's latest row sorts the whole report: in memory rather than
        // in temporary files (a few hundred MB at 3 million lines), for these statements only.
        if (isCopy) await client.query(`set work_mem = '${SORT_MEMORY}'`);
        try {
          await client.query(createLatest(stage));
          await client.query(indexLatest(stage));
        } finally {
          if (isCopy) await client.query('reset work_mem');
        }
        await client.query(`analyze ${stage}_latest`);
        isPrepared = true;
      }
      const { rows } = await client.query<{ orders: number }>(`select count(*)::int as orders from ${stage}_latest`);
      return rows[0]?.orders ?? 0;
    },
    async mergeNext(target, size) {
      const { rows } = await client.query<{ day: string; order_id: string }>(chunkEnd(stage), [
        lastMerged?.day ?? null,
        lastMerged?.orderId ?? null,
        size,
      ]);
      const end = rows[0];
      if (!end) return undefined;
      const last = { day: end.day, orderId: end.order_id };
      await client.query('begin');
      isInTransaction = true;
      // A chunk's statements are estimated costly enough for JIT, whose compiling costs more than it saves here.
      await client.query('set local jit = off');
      // On a server, a chunk's rows moved between order days are summed in memory, not in temporary files.
      if (isCopy) await client.query(`set local work_mem = '${MERGE_MEMORY}'`);
      const chunk = await mergeChunk(target, last);
      await client.query('commit');
      isInTransaction = false;
      lastMerged = last;
      return chunk;
    },
    async close() {
      try {
        if (isInTransaction) await client.query('rollback');
        if (isStageCreated) await client.query(`drop table if exists ${stage}, ${stage}_latest`);
        client.release();
      } catch (error) {
        // A connection that cannot clean up is not given back to the pool: its session (and the stage) ends with it.
        client.release(error as Error);
      }
    },
  };
}
