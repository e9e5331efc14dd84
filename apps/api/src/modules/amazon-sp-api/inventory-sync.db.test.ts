import { Readable } from 'node:stream';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { FBA_INVENTORY_REPORT_COLUMNS, FBA_INVENTORY_REPORT_TYPE } from '@brandlens/reporting-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/env.ts';
import { startFakeAmazon, type RunningFakeAmazon } from '../../test/fake-amazon.ts';
import { addCatalogInventoryFake, type CatalogInventoryFake } from '../../test/fake-amazon-catalog-inventory.ts';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { FbaInventoryReportError, storeFbaInventoryReport } from './fba-inventory-report.service.ts';
import { inventorySyncStep } from './inventory-sync.step.ts';
import { LwaAccessTokens } from './lwa-access-tokens.ts';
import { createSpApiClient } from './sp-api-client.ts';
import type { SyncStepContext, SyncStepProgress } from './sync-step.ts';

// The inventory step against the fake Seller Central: getInventorySummaries pages into the
// marketplace's day, and the FBA inventory report where the API has nothing usable.
const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';
const DE = 'A1PA6795UKMFR9';
const REFRESH_TOKEN = 'Atzr|inventory-seller';
// 05:00 UTC: still the 20th in Los Angeles, already the 21st in London and Berlin.
const NOW = new Date('2026-11-21T05:00:00Z');
const minutesLater = (minutes: number, from = NOW) => new Date(from.getTime() + minutes * 60_000);

describe(`inventory sync on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let running: RunningFakeAmazon;
  let state: CatalogInventoryFake;
  let sellerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    running = await startFakeAmazon();
    running.fake.refreshTokens.add(REFRESH_TOKEN);
    state = addCatalogInventoryFake(running.fake);
    sellerId = await resolveCliSeller(database.db, 'inventory-seller', true);
    // A product the seller's settlements brought, without its ASIN, titled by the seller.
    await database.pool.query(
      `insert into products (seller_id, marketplace_id, sku, title) values ($1, $2, 'MUG-1', 'My mug')`,
      [sellerId, US],
    );
  });
  afterAll(async () => {
    await running?.close();
    await database?.destroy();
  });

  function run(options: { marketplaceIds: string[]; now?: Date; cursor?: Record<string, unknown> | null }) {
    const progress: SyncStepProgress[] = [];
    const client = createSpApiClient({
      db: database.db,
      config: { endpoint: running.endpoint },
      tokens: new LwaAccessTokens({
        clientId: 'amzn1.application-oa2-client.inv',
        clientSecret: 's',
        tokenUrl: running.tokenUrl,
      }),
      connection: { id: 'connection-inventory', accountId: 'A3INVENTORY', region: 'na', refreshToken: REFRESH_TOKEN },
      retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 5 },
      sleep: async () => undefined,
    });
    const context: SyncStepContext = {
      db: database.db,
      env: parseEnv({ LOG_LEVEL: 'silent' }),
      client,
      sellerId,
      connection: {
        id: 'connection-inventory',
        accountId: 'A3INVENTORY',
        region: 'na',
        marketplaceIds: options.marketplaceIds,
      },
      now: options.now ?? NOW,
      isBackfill: false,
      cursor: options.cursor ?? null,
      progress: async (update) => void progress.push(update),
    };
    return inventorySyncStep.run(context).then((outcome) => ({ outcome, progress }));
  }

  const stockRows = async (marketplaceId: string) =>
    (
      await database.pool.query(
        `select sku, day::text, asin, fnsku, product_name, condition, fulfillable, inbound_working, inbound_shipped,
           inbound_receiving, reserved, unfulfillable, researching, total, source
         from fba_inventory_daily where seller_id = $1 and marketplace_id = $2 order by day, sku`,
        [sellerId, marketplaceId],
      )
    ).rows as Record<string, unknown>[];
  const productRows = async () =>
    (
      await database.pool.query(
        `select marketplace_id, sku, asin, title from products where seller_id = $1 order by marketplace_id, sku`,
        [sellerId],
      )
    ).rows as Record<string, unknown>[];

  it('stores every page of each marketplace as its local day and adds the SKUs to the products', async () => {
    state.pageSize = 2;
    state.stock.set(US, [
      {
        sku: 'MUG-1',
        asin: 'B000000001',
        fnSku: 'X000MUG001',
        productName: 'Mug',
        fulfillable: 40,
        inboundWorking: 5,
        reserved: 2,
      },
      { sku: 'MUG-2', asin: 'B000000002', fulfillable: 0 },
      {
        sku: 'TEA-1',
        asin: 'B000000003',
        fulfillable: 7,
        unfulfillable: 1,
        researching: 1,
        inboundShipped: 3,
        inboundReceiving: 2,
      },
      { sku: 'TEA-2', asin: 'B000000004', fulfillable: 9 },
      { sku: 'POT-1', asin: 'B000000005', fulfillable: 1 },
    ]);
    state.stock.set(UK, [{ sku: 'MUG-1-UK', asin: 'B000000001', fulfillable: 12 }]);
    const before = running.fake.callsOf('getInventorySummaries').length;
    const { outcome, progress } = await run({ marketplaceIds: [US, UK] });
    expect(outcome.summary).toBe(
      `2 marketplace(s), 6 SKU(s) stored, 5 new product(s): ${US} 5 SKU(s) from the API; ${UK} 1 SKU(s) from the API`,
    );
    expect(outcome.dataThrough).toEqual(NOW);
    expect(outcome.waitMs).toBeUndefined();
    const calls = running.fake.callsOf('getInventorySummaries').slice(before);
    expect(calls.map((call) => [call.query.get('marketplaceIds'), call.query.has('nextToken')])).toEqual([
      [US, false],
      [US, true],
      [US, true],
      [UK, false],
    ]);
    for (const call of calls) {
      expect(call.query.get('details')).toBe('true');
      expect(call.query.get('granularityType')).toBe('Marketplace');
      expect(call.query.get('granularityId')).toBe(call.query.get('marketplaceIds'));
      expect(call.query.has('startDateTime')).toBe(false);
    }
    expect(progress.map((update) => update.label)).toEqual([
      `${US}: page 1, 2 SKU(s)`,
      `${US}: page 2, 4 SKU(s)`,
      `${US}: page 3, 5 SKU(s)`,
      `${UK}: page 1, 1 SKU(s)`,
    ]);
    expect(progress.at(-1)).toMatchObject({ done: 1, total: 2 });

    const us = await stockRows(US);
    expect(us.map((row) => [row.sku, row.day, row.source])).toEqual([
      ['MUG-1', '2026-11-20', 'sp-api'],
      ['MUG-2', '2026-11-20', 'sp-api'],
      ['POT-1', '2026-11-20', 'sp-api'],
      ['TEA-1', '2026-11-20', 'sp-api'],
      ['TEA-2', '2026-11-20', 'sp-api'],
    ]);
    expect(us[0]).toMatchObject({ asin: 'B000000001', fnsku: 'X000MUG001', product_name: 'Mug', condition: 'NewItem' });
    expect(us[0]).toMatchObject({ fulfillable: 40, inbound_working: 5, reserved: 2, total: 47 });
    expect(us[3]).toMatchObject({
      fulfillable: 7,
      inbound_shipped: 3,
      inbound_receiving: 2,
      unfulfillable: 1,
      researching: 1,
      total: 14,
    });
    expect(await stockRows(UK)).toEqual([expect.objectContaining({ sku: 'MUG-1-UK', day: '2026-11-21', total: 12 })]);
    expect(await productRows()).toEqual([
      { marketplace_id: UK, sku: 'MUG-1-UK', asin: 'B000000001', title: null },
      { marketplace_id: US, sku: 'MUG-1', asin: 'B000000001', title: 'My mug' },
      { marketplace_id: US, sku: 'MUG-2', asin: 'B000000002', title: null },
      { marketplace_id: US, sku: 'POT-1', asin: 'B000000005', title: null },
      { marketplace_id: US, sku: 'TEA-1', asin: 'B000000003', title: null },
      { marketplace_id: US, sku: 'TEA-2', asin: 'B000000004', title: null },
    ]);
  });

  it('replaces the figures of the day on a second run, and keeps the history of a SKU that is gone', async () => {
    state.stock.set(US, [
      { sku: 'MUG-1', asin: 'B000000001', fulfillable: 38, inboundWorking: 5, reserved: 3 },
      { sku: 'TEA-1', asin: 'B000000003', fulfillable: 6 },
    ]);
    const { outcome } = await run({ marketplaceIds: [US], now: minutesLater(60) });
    expect(outcome.summary).toBe(`1 marketplace(s), 2 SKU(s) stored, 0 new product(s): ${US} 2 SKU(s) from the API`);
    const sameDay = await stockRows(US);
    expect(sameDay).toHaveLength(5);
    expect(sameDay.find((row) => row.sku === 'MUG-1')).toMatchObject({ fulfillable: 38, reserved: 3, total: 46 });
    expect(sameDay.find((row) => row.sku === 'TEA-1')).toMatchObject({ fulfillable: 6, unfulfillable: 0, total: 6 });

    await run({ marketplaceIds: [US], now: minutesLater(24 * 60) });
    const rows = await stockRows(US);
    expect(rows.filter((row) => row.day === '2026-11-21').map((row) => row.sku)).toEqual(['MUG-1', 'TEA-1']);
    expect(rows.filter((row) => row.day === '2026-11-20').map((row) => row.sku)).toEqual([
      'MUG-1',
      'MUG-2',
      'POT-1',
      'TEA-1',
      'TEA-2',
    ]);
  });

  it('asks for the FBA inventory report where the API refuses the marketplace, and reads it when Amazon is done', async () => {
    state.refusedMarketplaces.add(DE);
    state.reportRows.set(DE, [
      {
        sku: 'MUG-1-DE',
        fnsku: 'X000MUGDE1',
        asin: 'B000000001',
        'product-name': 'Becher',
        condition: 'New',
        'afn-listing-exists': 'Yes',
        'afn-fulfillable-quantity': '20',
        'afn-reserved-quantity': '2',
        'afn-unsellable-quantity': '',
        'afn-inbound-shipped-quantity': '4',
        'afn-total-quantity': '26',
      },
      {
        sku: 'MFN-ONLY',
        asin: 'B000000009',
        'mfn-listing-exists': 'Yes',
        'afn-listing-exists': 'No',
        'afn-fulfillable-quantity': '',
        'afn-total-quantity': '',
      },
    ]);
    running.fake.nextCreated = { pollsLeft: 1, finalStatus: 'DONE', content: '', isGzip: true };
    const first = await run({ marketplaceIds: [US, DE] });
    expect(first.outcome.summary).toBe(
      `2 marketplace(s), 2 SKU(s) stored, 0 new product(s): ${US} 2 SKU(s) from the API; ` +
        `${DE} the API refused it (HTTP 400); waiting for its FBA inventory report`,
    );
    expect(first.outcome.waitMs).toBe(30_000);
    expect(first.outcome.dataThrough).toBeUndefined();
    const created = running.fake.reports.at(-1)!;
    expect(created).toMatchObject({ reportType: FBA_INVENTORY_REPORT_TYPE, marketplaceIds: [DE] });
    expect(first.outcome.cursor).toMatchObject({
      reports: { [DE]: { reportId: created.reportId, checks: 1, day: '2026-11-21' } },
      apiSyncedAt: NOW.toISOString(),
    });

    // The runner comes back after the delay: only the report is looked at, the API's pages are fresh.
    const apiCalls = running.fake.callsOf('getInventorySummaries').length;
    const second = await run({ marketplaceIds: [US, DE], now: minutesLater(1), cursor: first.outcome.cursor! });
    expect(running.fake.callsOf('getInventorySummaries').length).toBe(apiCalls);
    expect(second.outcome.summary).toBe(
      `2 marketplace(s), 1 SKU(s) stored, 1 new product(s): ${DE} 1 SKU(s) from the FBA inventory report`,
    );
    expect(second.outcome.waitMs).toBeUndefined();
    expect(second.outcome.cursor).toMatchObject({ reports: {}, reportDays: { [DE]: '2026-11-21' } });
    expect(await stockRows(DE)).toEqual([
      {
        sku: 'MUG-1-DE',
        day: '2026-11-21',
        asin: 'B000000001',
        fnsku: 'X000MUGDE1',
        product_name: 'Becher',
        condition: 'New',
        fulfillable: 20,
        inbound_working: 0,
        inbound_shipped: 4,
        inbound_receiving: 0,
        reserved: 2,
        unfulfillable: 0,
        researching: 0,
        total: 26,
        source: 'report',
      },
    ]);

    // Later that day: the API is read again, the report is not asked for a second time.
    const reports = running.fake.reports.length;
    const third = await run({ marketplaceIds: [US, DE], now: minutesLater(90), cursor: second.outcome.cursor! });
    expect(running.fake.reports.length).toBe(reports);
    expect(third.outcome.summary).toContain(
      `${DE} the API refused it (HTTP 400); its FBA inventory report was read today`,
    );
    expect(third.outcome.dataThrough).toEqual(minutesLater(90));
  });

  it('turns to the report when the API lists no SKU, and stores nothing of a malformed one', async () => {
    state.refusedMarketplaces.delete(DE);
    state.stock.set(DE, []);
    state.reportRows.set(DE, [
      { sku: 'MUG-1-DE', 'afn-fulfillable-quantity': '18', 'afn-total-quantity': '18' },
      { sku: 'MUG-2-DE', 'afn-fulfillable-quantity': 'many', 'afn-total-quantity': '3' },
    ]);
    running.fake.nextCreated = { pollsLeft: 0, finalStatus: 'DONE', content: '', isGzip: false };
    const nextDay = minutesLater(24 * 60);
    const before = await stockRows(DE);
    const { outcome } = await run({
      marketplaceIds: [DE],
      now: nextDay,
      cursor: { reportDays: { [DE]: '2026-11-21' } },
    });
    expect(outcome.summary).toBe(
      `1 marketplace(s), 0 SKU(s) stored, 0 new product(s): ${DE} the API listed no SKU; ` +
        'FBA inventory report refused: line 3: afn-fulfillable-quantity: quantity "many" is not a whole number',
    );
    expect(outcome.cursor).toMatchObject({ reports: {}, reportDays: { [DE]: '2026-11-22' } });
    expect(await stockRows(DE)).toEqual(before);
  });

  it('stores a report file of every shape Amazon writes, and refuses a malformed one with its line', async () => {
    const header = FBA_INVENTORY_REPORT_COLUMNS.join('\t');
    const old = ['sku', 'asin', 'afn-listing-exists', 'afn-fulfillable-quantity', 'afn-total-quantity'].join('\t');
    const text = `\uFEFF${old}\r\nPOT-1\tB000000005\tYes\t3\t\r\n\r\n${old}\r\nPOT-2\t\t\t\t4\r\n`;
    const stored = await storeFbaInventoryReport(
      database.db,
      sellerId,
      UK,
      '2026-11-19',
      Readable.from([Buffer.from(text)]),
    );
    expect(stored).toEqual({ rows: 2, stored: 2, notFba: 0, newProducts: 2 });
    const rows = (await stockRows(UK)).filter((row) => row.day === '2026-11-19');
    expect(rows.map((row) => [row.sku, row.asin, row.fulfillable, row.total, row.source])).toEqual([
      ['POT-1', 'B000000005', 3, 0, 'report'],
      ['POT-2', null, 0, 4, 'report'],
    ]);

    const refuse = (content: string) =>
      storeFbaInventoryReport(database.db, sellerId, UK, '2026-11-18', Readable.from([content]));
    await expect(refuse(`${header}\nPOT-3${'\t'.repeat(FBA_INVENTORY_REPORT_COLUMNS.length)}x\n`)).rejects.toThrow(
      new FbaInventoryReportError(
        2,
        `the line has ${FBA_INVENTORY_REPORT_COLUMNS.length + 1} columns, the header has ${FBA_INVENTORY_REPORT_COLUMNS.length}`,
      ),
    );
    await expect(refuse('settlement-id\tamount\n1\t2\n')).rejects.toThrow(
      /line 1: This is not an FBA inventory report/,
    );
    await expect(refuse('')).rejects.toThrow('line 1: the file is empty');
    expect((await stockRows(UK)).filter((row) => row.day === '2026-11-18')).toEqual([]);
  });
});
