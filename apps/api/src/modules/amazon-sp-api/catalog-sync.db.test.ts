import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/env.ts';
import { startFakeAmazon, type RunningFakeAmazon } from '../../test/fake-amazon.ts';
import { addCatalogInventoryFake, fakeCatalogItem } from '../../test/fake-amazon-catalog-inventory.ts';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { catalogSyncStep } from './catalog-sync.step.ts';
import { LwaAccessTokens } from './lwa-access-tokens.ts';
import { createSpApiClient } from './sp-api-client.ts';
import type { SyncStepContext, SyncStepProgress } from './sync-step.ts';

// The catalog step against the fake Seller Central: the seller's ASINs (products and order items)
// fetched at Amazon's rate, stored in catalog_items, completing the products; refetched after 7 days,
// when what changed in a listing's content is stored in catalog_item_changes.
const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';
const DE = 'A1PA6795UKMFR9';
const REFRESH_TOKEN = 'Atzr|catalog-seller';
const NOW = new Date('2026-11-21T05:00:00Z');
const daysLater = (days: number) => new Date(NOW.getTime() + days * 24 * 3600 * 1000);
const INCLUDED = 'summaries,images,salesRanks,classifications,relationships,attributes';
const BULLETS = ['Holds 350 ml', 'Dishwasher safe'];

describe(`catalog sync on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let running: RunningFakeAmazon;
  let sellerId: string;
  let state: ReturnType<typeof addCatalogInventoryFake>;

  beforeAll(async () => {
    database = await createTestDatabase();
    running = await startFakeAmazon();
    running.fake.refreshTokens.add(REFRESH_TOKEN);
    state = addCatalogInventoryFake(running.fake);
    sellerId = await resolveCliSeller(database.db, 'catalog-seller', true);
    const product = (
      marketplaceId: string,
      sku: string,
      asin: string | null,
      title: string | null,
      brand: string | null,
    ) =>
      database.pool.query(
        `insert into products (seller_id, marketplace_id, sku, asin, title, brand) values ($1, $2, $3, $4, $5, $6)`,
        [sellerId, marketplaceId, sku, asin, title, brand],
      );
    await product(US, 'MUG-1', 'B000000001', null, null);
    // Named by the seller: kept.
    await product(US, 'MUG-2', 'B000000002', 'My tea mug', 'Own label');
    await product(US, 'GONE-1', 'B000000003', null, null);
    await product(US, 'NO-ASIN', null, null, null);
    await product(UK, 'MUG-1-UK', 'B000000001', null, null);
    // Not a marketplace of the connection: not fetched.
    await product(DE, 'MUG-1-DE', 'B000000001', null, null);
    // Order items of the Orders API bring ASINs the products do not have.
    await database.pool.query(
      `insert into amazon_orders (seller_id, order_id, marketplace_id, sales_channel, purchased_at, order_day, last_updated_at,
         status, fulfillment_channel)
       values ($1, '113-0000001-0000001', $2, 'Amazon.com', $3, '2026-11-19', $3, 'Shipped', 'AFN')`,
      [sellerId, US, '2026-11-19T18:00:00Z'],
    );
    await database.pool.query(
      `insert into amazon_order_items (seller_id, order_id, order_item_id, sku, asin)
       values ($1, '113-0000001-0000001', '1', 'POT-1', 'B000000007'), ($1, '113-0000001-0000001', '2', 'ODD', 'B0BADASIN1'),
         ($1, '113-0000001-0000001', '3', 'MUG-1', 'B000000001')`,
      [sellerId],
    );
    state.catalog.set(
      `${US}:B000000001`,
      fakeCatalogItem({
        asin: 'B000000001',
        marketplaceId: US,
        title: 'Stoneware mug',
        brand: 'Acme',
        parentAsin: 'B0000000P1',
        classificationRank: 113,
        bulletPoints: BULLETS,
      }),
    );
    state.catalog.set(
      `${US}:B000000002`,
      fakeCatalogItem({ asin: 'B000000002', marketplaceId: US, title: 'Tea mug', brand: 'Acme' }),
    );
    state.catalog.set(
      `${US}:B000000007`,
      fakeCatalogItem({ asin: 'B000000007', marketplaceId: US, title: 'Teapot', brand: 'Acme' }),
    );
    state.catalog.set(
      `${UK}:B000000001`,
      fakeCatalogItem({ asin: 'B000000001', marketplaceId: UK, title: 'Stoneware mug (UK)', brand: 'Acme' }),
    );
    state.refusedAsins.add('B0BADASIN1');
  });
  afterAll(async () => {
    await running?.close();
    await database?.destroy();
  });

  function run(options: { now: Date; isBackfill?: boolean; cursor?: Record<string, unknown> | null }) {
    const progress: SyncStepProgress[] = [];
    const waits: number[] = [];
    const client = createSpApiClient({
      db: database.db,
      config: { endpoint: running.endpoint },
      tokens: new LwaAccessTokens({
        clientId: 'amzn1.application-oa2-client.cat',
        clientSecret: 's',
        tokenUrl: running.tokenUrl,
      }),
      connection: { id: 'connection-catalog', accountId: 'A3CATALOG', region: 'na', refreshToken: REFRESH_TOKEN },
      retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 5 },
      sleep: async (ms) => void waits.push(ms),
    });
    const context: SyncStepContext = {
      db: database.db,
      env: parseEnv({ LOG_LEVEL: 'silent' }),
      client,
      sellerId,
      connection: { id: 'connection-catalog', accountId: 'A3CATALOG', region: 'na', marketplaceIds: [US, UK] },
      now: options.now,
      isBackfill: options.isBackfill ?? false,
      cursor: options.cursor ?? null,
      progress: async (update) => void progress.push(update),
    };
    return catalogSyncStep.run(context).then((outcome) => ({ outcome, progress, waits }));
  }

  const changes = async () =>
    (
      await database.pool.query(
        `select marketplace_id, asin, field, before, after, seen_at from catalog_item_changes
         where seller_id = $1 order by seen_at, asin, field`,
        [sellerId],
      )
    ).rows as Record<string, unknown>[];
  const fetchedCalls = () => running.fake.callsOf('getCatalogItem').map((call) => call.query.get('marketplaceIds'));
  const items = async () =>
    (
      await database.pool.query(
        `select marketplace_id, asin, title, brand, main_image_url, images, sales_ranks, classification, parent_asin,
           bullet_points
         from catalog_items where seller_id = $1 order by marketplace_id, asin`,
        [sellerId],
      )
    ).rows as Record<string, unknown>[];

  it("fetches each of the seller's ASINs once per marketplace at Amazon's rate, and stores what the pages need", async () => {
    const { outcome, progress, waits } = await run({ now: NOW });
    expect(outcome.summary).toBe(
      '6 ASIN(s) fetched: 4 stored, 1 not found, 1 refused; 2 product(s) completed; 0 content change(s)',
    );
    expect(outcome.dataThrough).toEqual(NOW);
    const calls = running.fake.callsOf('getCatalogItem');
    expect(calls).toHaveLength(6);
    for (const call of calls) expect(call.query.get('includedData')).toBe(INCLUDED);
    expect(fetchedCalls().sort()).toEqual([UK, US, US, US, US, US]);
    // Six calls on a bucket of 2 a second with a burst of 2: the last four wait their slot.
    expect(waits.filter((ms) => ms > 0)).toHaveLength(4);
    expect(progress.map((update) => update.label)).toEqual([
      `${UK} B000000001 (1 of 6)`,
      `${US} B000000001 (2 of 6)`,
      `${US} B000000002 (3 of 6)`,
      `${US} B000000003 (4 of 6)`,
      `${US} B000000007 (5 of 6)`,
      `${US} B0BADASIN1 (6 of 6)`,
    ]);

    const stored = await items();
    expect(stored.map((row) => [row.marketplace_id, row.asin, row.title])).toEqual([
      [UK, 'B000000001', 'Stoneware mug (UK)'],
      [US, 'B000000001', 'Stoneware mug'],
      [US, 'B000000002', 'Tea mug'],
      [US, 'B000000003', null],
      [US, 'B000000007', 'Teapot'],
      [US, 'B0BADASIN1', null],
    ]);
    const mug = stored[1]!;
    expect(mug).toMatchObject({
      brand: 'Acme',
      main_image_url: 'https://m.media-amazon.com/images/I/B000000001.jpg',
      classification: 'Home & Kitchen > Kitchen & Dining > Mugs',
      parent_asin: 'B0000000P1',
      bullet_points: BULLETS,
    });
    expect(stored[2]!.bullet_points).toEqual([]);
    expect(mug.images).toHaveLength(3);
    expect(mug.sales_ranks).toEqual([
      expect.objectContaining({
        marketplaceId: US,
        classificationRanks: [expect.objectContaining({ classificationId: '13218161', title: 'Mugs', rank: 113 })],
        displayGroupRanks: [expect.objectContaining({ websiteDisplayGroup: 'home_display_on_website', rank: 5210 })],
      }),
    ]);
    expect(stored[3]).toMatchObject({
      ...{ brand: null, main_image_url: null, images: null, sales_ranks: null, bullet_points: null },
    });

    const { rows: products } = await database.pool.query(
      `select marketplace_id, sku, title, brand, parent_asin from products where seller_id = $1 order by marketplace_id, sku`,
      [sellerId],
    );
    expect(products).toEqual([
      { marketplace_id: UK, sku: 'MUG-1-UK', title: 'Stoneware mug (UK)', brand: 'Acme', parent_asin: null },
      { marketplace_id: DE, sku: 'MUG-1-DE', title: null, brand: null, parent_asin: null },
      { marketplace_id: US, sku: 'GONE-1', title: null, brand: null, parent_asin: null },
      { marketplace_id: US, sku: 'MUG-1', title: 'Stoneware mug', brand: 'Acme', parent_asin: 'B0000000P1' },
      { marketplace_id: US, sku: 'MUG-2', title: 'My tea mug', brand: 'Own label', parent_asin: null },
      { marketplace_id: US, sku: 'NO-ASIN', title: null, brand: null, parent_asin: null },
    ]);
    // Amazon gives ranks without the size of their category: no top percent to write honestly.
    const { rows: ranks } = await database.pool.query(
      `select count(*)::int as n from product_category_ranks where seller_id = $1`,
      [sellerId],
    );
    expect(ranks[0].n).toBe(0);
    // The first sight of an item is not a change of its content.
    expect(await changes()).toEqual([]);
  });

  it('asks nothing again within 7 days, not even for the ASINs Amazon does not know, then everything', async () => {
    const before = running.fake.callsOf('getCatalogItem').length;
    const soon = await run({ now: daysLater(6) });
    expect(soon.outcome.summary).toBe(
      '0 ASIN(s) fetched: 0 stored, 0 not found, 0 refused; 0 product(s) completed; 0 content change(s)',
    );
    expect(running.fake.callsOf('getCatalogItem').length).toBe(before);

    const later = await run({ now: daysLater(8) });
    expect(later.outcome.summary).toBe(
      '6 ASIN(s) fetched: 4 stored, 1 not found, 1 refused; 0 product(s) completed; 0 content change(s)',
    );
    expect(running.fake.callsOf('getCatalogItem').length).toBe(before + 6);
    // Nothing changed at Amazon: nothing is recorded.
    expect(await changes()).toEqual([]);
  });

  it('refetches everything once on a backfill, across its runs', async () => {
    const before = running.fake.callsOf('getCatalogItem').length;
    const first = await run({ now: daysLater(8.5), isBackfill: true });
    expect(first.outcome.summary).toMatch(/^6 ASIN\(s\) fetched/);
    expect(first.outcome.cursor).toEqual({ backfillFrom: daysLater(8.5).toISOString() });
    const second = await run({ now: daysLater(8.6), isBackfill: true, cursor: first.outcome.cursor! });
    expect(second.outcome.summary).toMatch(/^0 ASIN\(s\) fetched/);
    expect(running.fake.callsOf('getCatalogItem').length).toBe(before + 6);
    const after = await run({ now: daysLater(8.7), cursor: second.outcome.cursor! });
    expect(after.outcome.cursor).toBeNull();
  });

  it('records one change per changed field, with what it was and what it became', async () => {
    state.catalog.set(
      `${US}:B000000001`,
      fakeCatalogItem({
        ...{ asin: 'B000000001', marketplaceId: US, title: 'Stoneware mug, 350 ml', brand: 'Acme' },
        ...{ parentAsin: 'B0000000P1', classificationRank: 90 },
        bulletPoints: ['Holds 350 ml', 'Dishwasher and microwave safe'],
      }),
    );
    const { outcome } = await run({ now: daysLater(16) });
    expect(outcome.summary).toBe(
      '6 ASIN(s) fetched: 4 stored, 1 not found, 1 refused; 0 product(s) completed; 2 content change(s)',
    );
    expect(await changes()).toEqual([
      {
        ...{ marketplace_id: US, asin: 'B000000001', field: 'bullet_points' },
        before: BULLETS,
        after: ['Holds 350 ml', 'Dishwasher and microwave safe'],
        seen_at: daysLater(16),
      },
      {
        ...{ marketplace_id: US, asin: 'B000000001', field: 'title' },
        ...{ before: 'Stoneware mug', after: 'Stoneware mug, 350 ml', seen_at: daysLater(16) },
      },
    ]);
    // A rank is not content: the new rank alone changed nothing else.
    const [mug] = (await items()).filter((row) => row.marketplace_id === US && row.asin === 'B000000001');
    expect(mug).toMatchObject({
      title: 'Stoneware mug, 350 ml',
      bullet_points: ['Holds 350 ml', 'Dishwasher and microwave safe'],
    });
  });
});
