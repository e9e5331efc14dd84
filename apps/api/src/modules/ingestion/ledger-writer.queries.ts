// Writes one settlement and its ledger rows on one dedicated connection, inside
// one transaction that the import service opens and commits. Rows go in through
// ledger-rows.queries.ts: a stream of COPY on PostgreSQL, unnest batches on PGlite.
import {
  amazonOrders,
  costDailyTotals,
  costMarketplaceDailyTotals,
  costOrderDayMarketplaceTotals,
  costOrderDayTotals,
  ledgerDailyRollups,
  ledgerDailyTotals,
  ledgerMarketplaceDailyTotals,
  ledgerOrderDayMarketplaceTotals,
  ledgerOrderDayRollups,
  ledgerOrderDaySources,
  ledgerOrderDayTotals,
  products,
  sql,
  type Database,
} from '@brandlens/db';
import type { Pool, PoolClient } from 'pg';
import {
  insertLedgerRows,
  openLedgerRowSink,
  type LedgerRowInput,
  type LedgerRowSink,
  type LedgerRowsTarget,
} from './ledger-rows.queries.ts';
import { acceptsCopyFromStdin } from './copy-binary.ts';
import { applySettlementToOrderDayRollups, lockSellerOrderDays } from './order-day-rollups.queries.ts';
import { applySettlementToPostedRollups } from './posted-rollups.queries.ts';

export type { LedgerRowInput } from './ledger-rows.queries.ts';

export interface SettlementInput {
  sellerId: string;
  settlementId: string;
  startDate: string;
  endDate: string;
  depositDate: string | null;
  totalAmount: string;
  currency: string;
  format: string;
  importId: string | null;
  rowCount: number;
  /** Decimal string, 4 decimals: the sum of the rows the file gives the settlement. */
  rowsTotal: string;
  unmappedCount: number;
  reconciliation: 'reconciled' | 'unreconciled';
  /** 'settlement' unless given: the estimates of the Seller Central sync are batches of their own kind. */
  kind?: 'settlement' | 'finances_estimate' | 'orders_estimate' | 'ads_estimate';
}

export interface LedgerWriter {
  /** Whether the database takes COPY FROM STDIN and serves connections at once: PostgreSQL, not the embedded PGlite. */
  readonly streams: boolean;
  begin(): Promise<void>;
  /** Inserts the settlement; undefined when the seller already has it (nothing is written). */
  insertSettlement(settlement: SettlementInput): Promise<string | undefined>;
  /**
   * Takes out a stored settlement of the seller that does not reconcile (its rows, rollups and
   * totals of both bases), so that a complete file can take its place; false when the seller has
   * no such settlement (none, or one that reconciles).
   */
  removeUnreconciledSettlement(sellerId: string, settlementId: string): Promise<boolean>;
  /**
   * Takes out a stored batch of estimates (kind 'finances_estimate', 'orders_estimate' or
   * 'ads_estimate') with its rows, rollups and totals of both bases; false when the seller has no
   * such batch.
   */
  removeEstimateBatch(sellerId: string, settlementId: string): Promise<boolean>;
  /**
   * Takes the seller's lock (the one every writer of its ledger, order days and cost totals takes)
   * for the rest of the transaction, then runs `read` on this connection: a batch rebuilt from what
   * the ledger holds reads it after the writers before it committed, and none writes in between.
   */
  readLocked<T>(sellerId: string, read: (client: PoolClient) => Promise<T>): Promise<T>;
  /** One batch of rows, stored when the promise resolves. */
  insertRows(target: LedgerRowsTarget, rows: LedgerRowInput[]): Promise<void>;
  /** A settlement's many rows, streamed (COPY on PostgreSQL); nothing else runs on the connection until it ends. */
  openRows(target: LedgerRowsTarget): Promise<LedgerRowSink>;
  /**
   * Adds the settlement's rows to the daily rollups and the statement's totals of both bases
   * (posted date, order date), recomputes the cost totals of the days it touched, and records the
   * SKUs it names as products.
   */
  finishSettlement(settlementRef: string, fallbackDay: string): Promise<void>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  release(): void;
}

/** Takes a stored batch of rows out of the rollups and totals of both bases, then deletes it (its rows cascade). */
async function removeBatch(client: PoolClient, sellerId: string, settlementId: string, condition: string) {
  const { rows } = await client.query<{ id: string; end_day: string }>(
    `select id, (end_date at time zone 'UTC')::date::text as end_day from settlements
     where seller_id = $1 and settlement_id = $2 and ${condition} for update`,
    [sellerId, settlementId],
  );
  const stored = rows[0];
  if (!stored) return false;
  const target = { sellerId, settlementRef: stored.id, fallbackDay: stored.end_day };
  await applySettlementToPostedRollups(client, target, 'remove');
  await applySettlementToOrderDayRollups(client, target, 'remove');
  await client.query('delete from settlements where id = $1', [stored.id]);
  return true;
}

/** work_mem of a settlement's transaction on a server (the orders merge's chunks take the same). */
const SETTLEMENT_MEMORY = '256MB';

const ADD_PRODUCTS = `
  insert into products (seller_id, marketplace_id, sku)
  select distinct seller_id, marketplace_id, sku from ledger_entries
  where settlement_ref = $1 and sku is not null and marketplace_id is not null
  on conflict (seller_id, marketplace_id, sku) do nothing`;

/**
 * A connection of the pool's settings that the pool does not count: a writer that holds a second
 * connection for a whole import (ADR 0045) must not wait on, nor starve, the pool its progress and
 * other work use.
 */
async function connectBesidePool(pool: Pool): Promise<PoolClient> {
  const { Client } = pool as Pool & { Client: new (config: Pool['options']) => PoolClient };
  const client = new Client(pool.options);
  client.on('error', () => undefined);
  await client.connect();
  client.release = () => void client.end().catch(() => undefined);
  return client;
}

export async function openLedgerWriter(db: Database, options: { besidePool?: boolean } = {}): Promise<LedgerWriter> {
  // drizzle keeps the pool it was made from; a transaction that spans many statements needs one connection of it.
  const pool = (db as Database & { $client: Pool }).$client;
  const client: PoolClient = options.besidePool ? await connectBesidePool(pool) : await pool.connect();
  const streams = await acceptsCopyFromStdin(client).catch((error: unknown) => {
    client.release();
    throw error;
  });
  /** The seller of the settlement being written. */
  let sellerId = '';
  return {
    streams,
    async begin() {
      await client.query('begin');
      // The rollup statements over a settlement's rows are estimated costly enough for JIT, whose
      // compiling costs more than it saves on them.
      await client.query('set local jit = off');
      // On a server, the rows a COPY stores are kept for the reference checks of ADR 0043 (the
      // statement's transition table): in memory rather than in temporary files, read eight times
      // (ADR 0045: 12% more rows a second at 1,000,000 rows).
      if (streams) await client.query(`set local work_mem = '${SETTLEMENT_MEMORY}'`);
    },
    async insertSettlement(settlement) {
      sellerId = settlement.sellerId;
      const result = await client.query<{ id: string }>(
        `insert into settlements (seller_id, settlement_id, start_date, end_date, deposit_date, total_amount, currency,
           format, import_id, row_count, rows_total, unmapped_count, reconciliation, kind)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         on conflict (seller_id, settlement_id) do nothing returning id`,
        [
          settlement.sellerId,
          settlement.settlementId,
          settlement.startDate,
          settlement.endDate,
          settlement.depositDate,
          settlement.totalAmount,
          settlement.currency,
          settlement.format,
          settlement.importId,
          settlement.rowCount,
          settlement.rowsTotal,
          settlement.unmappedCount,
          settlement.reconciliation,
          settlement.kind ?? 'settlement',
        ],
      );
      return result.rows[0]?.id;
    },
    async removeUnreconciledSettlement(seller, settlementId) {
      return removeBatch(client, seller, settlementId, `reconciliation = 'unreconciled' and kind = 'settlement'`);
    },
    async removeEstimateBatch(seller, settlementId) {
      return removeBatch(
        client,
        seller,
        settlementId,
        `kind in ('finances_estimate', 'orders_estimate', 'ads_estimate')`,
      );
    },
    async readLocked(seller, read) {
      await lockSellerOrderDays(client, seller);
      return read(client);
    },
    async insertRows(target, rows) {
      await insertLedgerRows(client, target, rows);
    },
    async openRows(target) {
      return openLedgerRowSink(client, target, streams);
    },
    async finishSettlement(settlementRef, fallbackDay) {
      await applySettlementToPostedRollups(client, { settlementRef, fallbackDay }, 'add');
      await applySettlementToOrderDayRollups(client, { sellerId, settlementRef, fallbackDay }, 'add');
      await client.query(ADD_PRODUCTS, [settlementRef]);
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

/**
 * Fresh planner statistics after an import for the tables the reads plan over: the statement's
 * totals, and the SKU-level rollups and products that the brand filter and brand valuation join,
 * on both bases (and the orders the order basis' drill-down joins).
 * PGlite runs no autovacuum, so without this its planner would guess at tables it never analyzed
 * (PostgreSQL's autovacuum would get there later). ANALYZE samples at most 30,000 rows a table,
 * so this stays quick whatever the number of orders.
 */
export async function analyzeStatementTotals(db: Database): Promise<void> {
  await db.execute(
    sql`analyze ${ledgerDailyTotals}, ${ledgerMarketplaceDailyTotals}, ${costDailyTotals}, ${costMarketplaceDailyTotals}, ${ledgerDailyRollups}, ${products},
      ${ledgerOrderDayTotals}, ${ledgerOrderDayMarketplaceTotals}, ${costOrderDayTotals}, ${costOrderDayMarketplaceTotals},
      ${ledgerOrderDayRollups}, ${ledgerOrderDaySources}, ${amazonOrders}`,
  );
}
