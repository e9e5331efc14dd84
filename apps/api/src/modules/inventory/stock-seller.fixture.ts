// A seller's stock history for the inventory tests, dated relative to today (UTC) so the figures
// are the same whenever the tests run. Window day i is asOf − 30 + i (i = 0 … 29); the figures
// each SKU gives are worked out by hand in stock-recommendations.db.test.ts.
import { catalogItems, fbaInventoryDaily, ledgerOrderDayRollups, products, type TestDatabase } from '@brandlens/db';
import { isoDateOfDayNumber, isoDayNumber } from '@brandlens/reporting-core';
import { createUser } from '../../test/accounts.ts';
import type { TestApp } from '../../test/test-app.ts';

export const US = 'ATVPDKIKX0DER';
export const UK = 'A1F83G8C2ARO7P';

export const todayUtc = () => new Date().toISOString().slice(0, 10);
export const dayFrom = (day: string, offset: number) => isoDateOfDayNumber(isoDayNumber(day) + offset);

type Stock = Partial<Omit<typeof fbaInventoryDaily.$inferInsert, 'sellerId' | 'marketplaceId' | 'sku' | 'day'>>;
type Sale = { day: string; units: number; status?: 'estimated' | 'final'; daySource?: 'order' | 'posted_fallback' };

export function stockRows(sellerId: string, marketplaceId: string, sku: string, days: Array<[string, Stock]>) {
  return days.map(([day, stock]) => ({ sellerId, marketplaceId, sku, day, source: 'sp-api', ...stock }));
}

export function saleRows(
  sellerId: string,
  marketplaceId: string,
  sku: string,
  sales: Sale[],
  line = 'fullPriceFulfilledProductSales',
) {
  return sales.map((sale) => ({
    sellerId,
    marketplaceId,
    sku,
    day: sale.day,
    pnlLine: line,
    currency: marketplaceId === UK ? 'GBP' : 'USD',
    status: sale.status ?? 'final',
    daySource: sale.daySource ?? 'order',
    amount: String(sale.units * 20),
    quantity: sale.units,
    rowCount: 1,
  }));
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * LAMP-A (US): stock every window day, out of stock on days 20–24 (no sales), 4 units on each of the
 * other 25 days, split over statuses and day sources; 320 sellable on day 29, 50 more units today.
 * LAMP-B (US): 1 unit a day, 500 in stock. Both children of B0PARENT.
 * LAMP-C (UK, brand Other): 2 units a day on days 0–19, out of stock on days 20–27, no figures
 * after day 27 (its latest figure is 3 days old), 50 inbound.
 * LAMP-A (UK): 10 in stock, no sales. LAMP-D (US): its last figure is 40 days older than the seller's.
 */
export async function seedStockSeller(database: TestDatabase, sellerId: string, asOf: string): Promise<void> {
  const { db } = database;
  const day = (index: number) => dayFrom(asOf, index - 30);
  const isOut = (index: number) => index >= 20 && index <= 24;
  const lampA = range(0, 29).map((index): [string, Stock] => [
    day(index),
    index === 29
      ? { fulfillable: 200, inboundShipped: 100, reserved: 20, total: 320, asin: 'B0CHILD1' }
      : { fulfillable: isOut(index) ? 0 : 250, total: isOut(index) ? 0 : 250 },
  ]);
  const lampC = range(0, 27).map((index): [string, Stock] => [
    day(index),
    index < 20 ? { fulfillable: 100, total: 100 } : { fulfillable: 0, inboundWorking: 50, total: 50 },
  ]);
  await db.insert(fbaInventoryDaily).values([
    ...stockRows(sellerId, US, 'LAMP-A', lampA),
    ...stockRows(
      sellerId,
      US,
      'LAMP-B',
      range(0, 29).map((index) => [day(index), { fulfillable: 500, total: 500 }]),
    ),
    ...stockRows(sellerId, UK, 'LAMP-C', lampC),
    ...stockRows(sellerId, UK, 'LAMP-A', [[day(29), { fulfillable: 10, total: 10 }]]),
    ...stockRows(sellerId, US, 'LAMP-D', [[day(-11), { fulfillable: 5, total: 5 }]]),
  ]);
  const salesA = range(0, 29)
    .filter((index) => !isOut(index))
    .flatMap((index): Sale[] => [
      { day: day(index), units: 3 },
      { day: day(index), units: 1, status: 'estimated', daySource: 'posted_fallback' },
    ]);
  await db.insert(ledgerOrderDayRollups).values([
    ...saleRows(sellerId, US, 'LAMP-A', [...salesA, { day: asOf, units: 50 }]),
    // Returned units are on another line: they are not sales.
    ...saleRows(sellerId, US, 'LAMP-A', [{ day: day(3), units: 7 }], 'productReturns'),
    ...saleRows(
      sellerId,
      US,
      'LAMP-B',
      range(0, 29).map((index) => ({ day: day(index), units: 1 })),
    ),
    ...saleRows(
      sellerId,
      UK,
      'LAMP-C',
      range(0, 19).map((index) => ({ day: day(index), units: 2 })),
    ),
  ]);
  const product = { sellerId, brand: 'Lumo', parentAsin: 'B0PARENT' };
  await db.insert(products).values([
    { ...product, marketplaceId: US, sku: 'LAMP-A', asin: 'B0CHILD1', title: 'Lamp A' },
    { ...product, marketplaceId: US, sku: 'LAMP-B', asin: 'B0CHILD2', title: 'Lamp B' },
    { sellerId, marketplaceId: UK, sku: 'LAMP-C', asin: 'B0CHILD3', brand: 'Other', title: 'Lamp C' },
    { sellerId, marketplaceId: UK, sku: 'LAMP-A', asin: 'B0CHILD1', brand: 'Lumo', title: 'Lamp A' },
  ]);
  await db.insert(catalogItems).values({ sellerId, marketplaceId: US, asin: 'B0PARENT', title: 'Lamp family' });
}

/**
 * Alice's seller 'alpha-lamps' with the history above and landed costs (LAMP-A 2.50 USD valid
 * today between an older and a later one, LAMP-B 4.00 USD), and Bob's seller 'beta-lamps' of
 * another organization.
 */
export async function createStockSeller(testApp: TestApp, database: TestDatabase, asOf: string) {
  const alice = await createUser(testApp, 'alice@stock.test', { sellerName: 'Alpha Lamps' });
  await createUser(testApp, 'bob@stock.test', { sellerName: 'Beta Lamps' });
  const sellerId: string = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0]
    .id;
  await seedStockSeller(database, sellerId, asOf);
  const costs = [
    { sku: 'LAMP-A', unitLandedCost: '1.00', currency: 'USD', validFrom: '2020-01-01' },
    { sku: 'LAMP-A', unitLandedCost: '2.50', currency: 'USD', validFrom: dayFrom(asOf, -100) },
    { sku: 'LAMP-A', unitLandedCost: '9.99', currency: 'USD', validFrom: dayFrom(asOf, 5) },
    { sku: 'LAMP-B', unitLandedCost: '4.00', currency: 'USD', validFrom: dayFrom(asOf, -100) },
  ];
  const stored = await testApp.call('POST', '/api/v2/sellers/alpha-lamps/cost-of-goods-sold', {
    cookie: alice.cookie,
    body: { costOfGoodsSold: costs },
  });
  if (stored.statusCode !== 200) throw new Error(`costs: ${stored.body}`);
  return { cookie: alice.cookie, sellerId };
}
