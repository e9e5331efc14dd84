import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import type { Pool, PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCliSeller } from './cli-import.service.ts';
import { openLedgerRowSink, type LedgerRowInput, type LedgerRowsTarget } from './ledger-rows.queries.ts';

const row = (overrides: Partial<LedgerRowInput>): LedgerRowInput => ({
  marketplaceId: 'ATVPDKIKX0DER',
  sku: 'SKU-1',
  orderId: '111-0000001-0000001',
  transactionType: 'Order',
  amountType: 'ItemPrice',
  amountDescription: 'Principal',
  pnlLine: 'productSales',
  quantity: 1,
  postedDate: '2024-03-05',
  postedAt: '2024-03-05T12:00:00.000Z',
  amount: '12.3400',
  sourceLine: 2,
  ...overrides,
});

describe(`ledger rows written in bulk on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let sellerId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    sellerId = await resolveCliSeller(database.db, 'rows-seller', true);
  });
  afterAll(async () => {
    await database.destroy();
  });

  /** Opens a transaction with a settlement of its own and answers where its rows go. */
  async function begin(client: PoolClient, settlementId: string): Promise<LedgerRowsTarget> {
    await client.query('begin');
    const { rows } = await client.query<{ id: string }>(
      `insert into settlements (seller_id, settlement_id, start_date, end_date, total_amount, currency, format,
         row_count, rows_total, unmapped_count, reconciliation)
       values ($1, $2, '2024-03-01', '2024-03-15', 0, 'USD', 'v2', 0, 0, 0, 'reconciled') returning id`,
      [sellerId, settlementId],
    );
    const ref = rows[0]?.id ?? '';
    return { sellerId, settlementRef: ref, currency: 'USD', source: 'v2', importId: null, status: 'final' };
  }

  it('stores every value as given: nulls, backslashes and text that looks like an escape', async () => {
    const client = await (database.db as unknown as { $client: Pool }).$client.connect();
    try {
      const target = await begin(client, '70000001');
      const sink = await openLedgerRowSink(client, target);
      await sink.write([
        row({ amountDescription: 'C:\\fees\\N and \\t stay text', amount: '-0.0100', sourceLine: 2 }),
        row({ sku: null, orderId: null, marketplaceId: null, quantity: null, postedDate: null, postedAt: null }),
      ]);
      await sink.write([row({ amountDescription: 'Principal', amount: '1234567.8900', sourceLine: 4 })]);
      await sink.end();
      await client.query('commit');
      const { rows } = await client.query(
        `select amount_description, amount::text, sku, order_id, marketplace_id, quantity, posted_date::text,
           posted_at is null as no_posted_at, status, settlement_ref = $1 as is_target
         from ledger_entries where seller_id = $2 order by id`,
        [target.settlementRef, sellerId],
      );
      expect(rows).toEqual([
        expect.objectContaining({ amount_description: 'C:\\fees\\N and \\t stay text', amount: '-0.0100' }),
        expect.objectContaining({ sku: null, order_id: null, marketplace_id: null, quantity: null, posted_date: null }),
        expect.objectContaining({ amount: '1234567.8900', posted_date: '2024-03-05', no_posted_at: false }),
      ]);
      expect(rows.every((stored) => stored.is_target && stored.status === 'final')).toBe(true);
    } finally {
      client.release();
    }
  });

  it('stores each type exactly through the binary stream: numerics, days and instants either side of 2000, UTF-8', async () => {
    const client = await (database.db as unknown as { $client: Pool }).$client.connect();
    const values: Array<[string, string | null, string | null, string | null, number | null]> = [
      ['0.0000', '2000-01-01', '2000-01-01T00:00:00.000Z', 'Größe – XL ✓', 0],
      ['-0.0001', '1999-12-31', '1999-12-31T23:59:59.999Z', 'SKU\ttab', -3],
      ['10000.0000', '2024-02-29', '2024-02-29T12:34:56.789Z', null, 2_147_483_647],
      ['-99999999999999.9999', '2199-12-31', '2199-12-31T23:59:59.000Z', '', null],
      ['12345678.0500', '1990-01-01', '1990-01-01T00:00:00.001Z', 'A', 1],
      ['7', '2024-03-05', null, 'B', 1],
    ];
    try {
      const target = await begin(client, '70000004');
      const sink = await openLedgerRowSink(client, target);
      await sink.write(
        values.map(([amount, postedDate, postedAt, sku, quantity], index) =>
          row({ amount, postedDate, postedAt, sku, quantity, sourceLine: 100 + index }),
        ),
      );
      await sink.end();
      await client.query('commit');
      const { rows } = await client.query<{
        amount: string;
        posted_date: string | null;
        posted_at: string | null;
        sku: string | null;
        quantity: number | null;
      }>(
        `select amount::text, posted_date::text,
           to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as posted_at, sku, quantity
         from ledger_entries where settlement_ref = $1 order by source_line`,
        [target.settlementRef],
      );
      expect(
        rows.map((stored) => [stored.amount, stored.posted_date, stored.posted_at, stored.sku, stored.quantity]),
      ).toEqual(values.map(([amount, ...rest]) => [amount === '7' ? '7.0000' : amount, ...rest]));
    } finally {
      client.release();
    }
  });

  it('gives up a write half way: the transaction rolls back, nothing is stored, the connection goes on', async () => {
    const client = await (database.db as unknown as { $client: Pool }).$client.connect();
    try {
      const target = await begin(client, '70000002');
      const sink = await openLedgerRowSink(client, target);
      await sink.write([row({ sourceLine: 10 }), row({ sourceLine: 11 })]);
      await sink.abort();
      await client.query('rollback');
      const { rows } = await client.query<{ rows: number; settlements: number }>(
        `select (select count(*) from ledger_entries where source_line in (10, 11))::int as rows,
           (select count(*) from settlements where settlement_id = '70000002')::int as settlements`,
      );
      expect(rows[0]).toEqual({ rows: 0, settlements: 0 });
    } finally {
      client.release();
    }
  });

  it('reports a row the database refuses, and the connection can still roll back', async () => {
    const client = await (database.db as unknown as { $client: Pool }).$client.connect();
    try {
      const target = await begin(client, '70000003');
      const sink = await openLedgerRowSink(client, target);
      const written = (async () => {
        await sink.write([row({ marketplaceId: 'NOT-A-MARKETPLACE' })]);
        await sink.end();
      })();
      await expect(written).rejects.toMatchObject({ code: '23503' }); // foreign_key_violation (ADR 0043)
      await sink.abort();
      await client.query('rollback');
      const { rows } = await client.query<{ settlements: number }>(
        `select count(*)::int as settlements from settlements where settlement_id = '70000003'`,
      );
      expect(rows[0]?.settlements).toBe(0);
    } finally {
      client.release();
    }
  });
});
