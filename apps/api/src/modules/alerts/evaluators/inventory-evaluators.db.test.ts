// The stock alerts on FBA inventory and order-day sales rows inserted as the sync writes them.
// The clock is 2026-05-10: the stock recommendations' velocity window is 2026-04-10..2026-05-09.
import {
  createTestDatabase,
  fbaInventoryDaily,
  ledgerOrderDayRollups,
  products,
  testBackendName,
  type TestDatabase,
} from '@brandlens/db';
import { isoDateOfDayNumber, isoDayNumber } from '@brandlens/reporting-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCliSeller } from '../../ingestion/cli-import.service.ts';
import type { AlertEvaluationContext } from '../alert-evaluator.ts';
import { NO_INVENTORY_REASON } from './alert-availability.ts';
import { lowStockEvaluator } from './low-stock.evaluator.ts';
import { strandedStockEvaluator } from './stranded-stock.evaluator.ts';

const NOW = new Date('2026-05-10T12:00:00Z');
const US = 'ATVPDKIKX0DER';
const daysBefore = (count: number) => isoDateOfDayNumber(isoDayNumber('2026-05-10') - count);
const WINDOW = Array.from({ length: 30 }, (_, index) => daysBefore(30 - index));

describe(`the stock alert evaluators on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let seller: AlertEvaluationContext;
  let emptySeller: AlertEvaluationContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    const sellerId = await resolveCliSeller(database.db, 'stock-alerts', true);
    seller = { db: database.db, sellerId, now: NOW };
    emptySeller = { db: database.db, sellerId: await resolveCliSeller(database.db, 'no-stock', true), now: NOW };
    const stock = { sellerId, marketplaceId: US, source: 'sp-api' };
    // LAMP-1: 100 fulfillable every day of the window, 2 sold a day: 50 days of cover, stock-out 2026-06-29.
    // LAMP-2: no sales, 3 unsellable and 2 researched units on the latest day.
    await database.db.insert(fbaInventoryDaily).values([
      ...WINDOW.map((day) => ({ ...stock, sku: 'LAMP-1', day, asin: 'B0LAMP1', fulfillable: 100, total: 100 })),
      ...WINDOW.map((day) => ({
        ...stock,
        sku: 'LAMP-2',
        day,
        fulfillable: 40,
        ...(day === daysBefore(1) ? { unfulfillable: 3, researching: 2 } : {}),
      })),
    ]);
    await database.db.insert(ledgerOrderDayRollups).values(
      WINDOW.map((day) => ({
        sellerId,
        marketplaceId: US,
        sku: 'LAMP-1',
        day,
        pnlLine: 'fullPriceFulfilledProductSales',
        currency: 'USD',
        status: 'final' as const,
        daySource: 'order' as const,
        amount: '40',
        quantity: 2,
        rowCount: 1,
      })),
    );
    await database.db.insert(products).values({
      sellerId,
      marketplaceId: US,
      sku: 'LAMP-1',
      asin: 'B0LAMP1',
      parentAsin: 'B0LAMPS',
      brand: 'Brightly',
    });
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('measures the days of cover of each SKU with sales, naming its stock-out and reorder dates', async () => {
    const candidates = await lowStockEvaluator.evaluate(seller);
    expect(candidates).toHaveLength(1);
    const [lamp1] = candidates;
    expect(lamp1).toMatchObject({
      subjectKind: 'sku',
      subjectKey: `${US}:LAMP-1`,
      subject: 'LAMP-1 in Amazon.com',
      marketplaceId: US,
      sku: 'LAMP-1',
      asin: 'B0LAMP1',
      parentAsin: 'B0LAMPS',
      brand: 'Brightly',
      value: 50,
      title: 'Low stock: LAMP-1 in Amazon.com',
      figures: {
        asOf: '2026-05-10',
        stockDay: '2026-05-09',
        availableUnits: 100,
        daysOfCover: 50,
        stockOutDate: '2026-06-29',
        // The default lead time (30 + 21 + 7 days) and safety stock (14 days) exceed the cover: due today.
        reorderDate: '2026-05-10',
        leadTimeDays: 58,
        safetyStockDays: 14,
      },
    });
    expect(lamp1?.message).toBe(
      'LAMP-1 in Amazon.com has 50 days of cover (100 units sellable or inbound on 2026-05-09, selling 2.00 a day): ' +
        'it runs out around 2026-06-29. Lead time is 58 days plus 14 days of safety stock. Reorder now.',
    );
    expect(lowStockEvaluator.breaches(50, 30)).toBe(false);
    expect(lowStockEvaluator.breaches(50, 60)).toBe(true);
  });

  it('counts unsellable and researched units of each SKU’s latest stock figures', async () => {
    const candidates = new Map(
      (await strandedStockEvaluator.evaluate(seller)).map((candidate) => [candidate.subjectKey, candidate]),
    );
    expect(candidates.get(`${US}:LAMP-2`)).toEqual({
      subjectKind: 'sku',
      subjectKey: `${US}:LAMP-2`,
      subject: 'LAMP-2 in Amazon.com',
      marketplaceId: US,
      sku: 'LAMP-2',
      asin: null,
      parentAsin: null,
      brand: null,
      value: 5,
      title: 'Unsellable stock: LAMP-2 in Amazon.com',
      message:
        'LAMP-2 in Amazon.com has 5 units that cannot be sold (3 unsellable, 2 being researched by Amazon) ' +
        'in the stock figures of 2026-05-09.',
      figures: { stockDay: '2026-05-09', unsellable: 3, researching: 2, units: 5 },
    });
    expect(candidates.get(`${US}:LAMP-1`)?.value).toBe(0);
    expect(strandedStockEvaluator.breaches(0, 0)).toBe(false);
    expect(strandedStockEvaluator.breaches(5, 0)).toBe(true);
  });

  it('is unavailable without stock figures', async () => {
    for (const evaluator of [lowStockEvaluator, strandedStockEvaluator]) {
      expect(await evaluator.availability(emptySeller)).toEqual({ available: false, reason: NO_INVENTORY_REASON });
      expect(await evaluator.availability(seller)).toEqual({ available: true });
      expect(await evaluator.evaluate(emptySeller)).toEqual([]);
    }
  });
});
