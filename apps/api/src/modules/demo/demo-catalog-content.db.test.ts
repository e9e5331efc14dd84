import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { demoCatalog } from '@brandlens/db/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { DEMO_SEED, storeDemoCatalogContent } from './demo-data.service.ts';

// The demo's listing content changes as `npm start` stores them: three US listings, each with a
// title and a main image change within the demo period, one with new bullet points; the latest
// change of each field ends on what the listing's catalog item holds.
const OPTIONS = { seed: DEMO_SEED, now: new Date('2026-11-26T08:00:00Z') };
const US = 'ATVPDKIKX0DER';
/** catalog_item_changes.field is the catalog_items column that changed. */
const FIELDS = ['title', 'main_image_url', 'images', 'bullet_points'];

describe(`demo catalog content on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let sellerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    sellerId = await resolveCliSeller(database.db, 'content-demo', true);
  });
  afterAll(async () => {
    await database.destroy();
  });

  const read = async () => {
    const items = await database.pool.query(
      `select asin, title, brand, main_image_url, images, bullet_points from catalog_items
       where seller_id = $1 and marketplace_id = $2 order by asin`,
      [sellerId, US],
    );
    const changes = await database.pool.query(
      `select asin, field, before, after, seen_at from catalog_item_changes where seller_id = $1 order by seen_at, id`,
      [sellerId],
    );
    return { items: items.rows as Record<string, unknown>[], changes: changes.rows as Record<string, unknown>[] };
  };

  it('stores 3 catalog items and 10 changes whose latest values are the items; a second run replaces them', async () => {
    expect(await storeDemoCatalogContent(database.db, sellerId, OPTIONS)).toEqual({ items: 3, changes: 10 });
    const { items, changes } = await read();
    const skuOf = new Map(demoCatalog(DEMO_SEED).map((product) => [product.asin, product]));
    expect(items.map((item) => skuOf.get(item.asin as string)?.sku).sort()).toEqual([
      'KK-BOARD-3PIECE',
      'LH-DESKLAMP-WHITE',
      'TG-TENT-1PERSON',
    ]);
    // The catalog title is the products' one: the page shows the same name as before.
    for (const item of items) expect(item.title).toBe(skuOf.get(item.asin as string)?.title);

    const byField = Object.fromEntries(
      FIELDS.map((field) => [field, changes.filter((change) => change.field === field).length]),
    );
    expect(byField).toEqual({ title: 3, main_image_url: 3, images: 3, bullet_points: 1 });
    // Within the demo's orders (the last day is 2026-10-31), oldest 75 days before it.
    expect(changes[0]!.seen_at).toEqual(new Date('2026-08-17T09:00:00Z'));
    expect(changes.at(-1)!.seen_at).toEqual(new Date('2026-10-19T09:00:00Z'));
    for (const item of items) {
      for (const field of FIELDS) {
        const latest = changes.filter((change) => change.asin === item.asin && change.field === field).at(-1);
        if (latest) expect(latest.after).toEqual(item[field]);
        if (latest) expect(latest.before).not.toEqual(item[field]);
      }
    }
    expect(items[0]!.main_image_url).toMatch(/^data:image\/svg\+xml,/);

    expect(await storeDemoCatalogContent(database.db, sellerId, OPTIONS)).toEqual({ items: 3, changes: 10 });
    expect(await read()).toEqual({ items, changes: expect.any(Array) });
    expect((await read()).changes.map(({ asin, field, seen_at }) => [asin, field, seen_at])).toEqual(
      changes.map(({ asin, field, seen_at }) => [asin, field, seen_at]),
    );
  });
});
