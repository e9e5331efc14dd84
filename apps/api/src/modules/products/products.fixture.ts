// A seller's catalogue for the products tests; every figure the tests assert for MUG-1 is worked
// out by hand from these rows in docs/products.md ("Worked example").
//
// Settlement 7001 (USD, posted 2024-03-05..2024-04-02), US marketplace:
//   MUG-1   03-05 4 units 80.00, FBA fee −12.00, commission −12.00
//           03-12 5 units 100.00, FBA fee −15.00, commission −15.00
//           03-19 4 units 88.00, FBA fee −12.00, commission −13.20;  03-20 refund −22.00
//           04-02 3 units 66.00, FBA fee −9.00, commission −9.90
//   CUP-2   03-06 2 units 30.00, FBA fee −6.00, commission −4.50
//   BOWL-3  03-07 4 units 40.00, commission −6.00;  03-21 refund −10.00
//   PLATE-4 03-08 1 unit 50.00, FBA fee −5.00, commission −7.50
//   TOY-9   03-09 1 unit 10.00
// Cost of goods: MUG-1 5.00 USD per unit from 2024-01-01 (the others have none).
// Catalogue: MUG-1, CUP-2, BOWL-3, PLATE-4 classified 'Kitchen', TOY-9 'Toys'.
// Stock of MUG-1, 03-25..03-31: 5, 2, 0, 0, 0, 8, 8 fulfillable.
// Rank of MUG-1: 1000 each day 03-04..03-17, 600 each day 03-18..03-24 (Kitchen).
// Reviews of MUG-1 on 04-15: 4.40 from 50 ratings, 20 reviews.
// Ads (SP, USD, uploaded): MUG-1's ASIN on 03-12, 1000 impressions, 20 clicks, 10.00 spend, 40.00 sales, 2 orders.
// Sales and Traffic (sessions / units): MUG-1 03-05 40/4, 03-12 50/5, 03-19 44/4, 04-02 30/3;
//   CUP-2 03-06 20/2; BOWL-3 03-07 25/4.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  catalogItems,
  costOfGoods,
  fbaInventoryDaily,
  productCategoryRanks,
  productReviewSnapshots,
  products,
  salesTrafficDaily,
  type TestDatabase,
} from '@brandlens/db';
import { itemRow, PLAIN_V2, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { writeAdDaysInTransaction } from '../amazon-ads/ad-days-writer.queries.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';

export const US = 'ATVPDKIKX0DER';

const CATALOG = [
  { sku: 'MUG-1', asin: 'B0MUG00001', title: 'Stoneware Mug', classification: 'Kitchen' },
  { sku: 'CUP-2', asin: 'B0CUP00002', title: 'Espresso Cup', classification: 'Kitchen' },
  { sku: 'BOWL-3', asin: 'B0BOWL0003', title: 'Cereal Bowl', classification: 'Kitchen' },
  { sku: 'PLATE-4', asin: 'B0PLATE004', title: 'Dinner Plate', classification: 'Kitchen' },
  { sku: 'TOY-9', asin: 'B0TOY00009', title: 'Wooden Train', classification: 'Toys' },
] as const;

const sale = (sku: string, month: number, day: number, quantity: number, cents: number, fees: [number, number]) => {
  const item = {
    sku,
    quantity,
    posted: [2024, month, day] as [number, number, number],
    orderId: `${sku}-${month}-${day}`,
  };
  const rows: GeneratedRow[] = [itemRow('Order / ItemPrice / Principal', cents, item)];
  if (fees[0] !== 0) rows.push(itemRow('Order / ItemFees / FBAPerUnitFulfillmentFee', fees[0], item));
  if (fees[1] !== 0) rows.push(itemRow('Order / ItemFees / Commission', fees[1], item));
  return rows;
};
const refund = (sku: string, day: number, cents: number) =>
  itemRow('Refund / ItemPrice / Principal', cents, { sku, posted: [2024, 3, day], orderId: `${sku}-r-${day}` });

const SETTLEMENT_ROWS: GeneratedRow[] = [
  ...sale('MUG-1', 3, 5, 4, 8000, [-1200, -1200]),
  ...sale('MUG-1', 3, 12, 5, 10000, [-1500, -1500]),
  ...sale('MUG-1', 3, 19, 4, 8800, [-1200, -1320]),
  refund('MUG-1', 20, -2200),
  ...sale('MUG-1', 4, 2, 3, 6600, [-900, -990]),
  ...sale('CUP-2', 3, 6, 2, 3000, [-600, -450]),
  ...sale('BOWL-3', 3, 7, 4, 4000, [0, -600]),
  refund('BOWL-3', 21, -1000),
  ...sale('PLATE-4', 3, 8, 1, 5000, [-500, -750]),
  ...sale('TOY-9', 3, 9, 1, 1000, [0, 0]),
];

const day = (month: number, date: number) => `2024-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

async function writeFacts(database: TestDatabase, sellerId: string) {
  const { db } = database;
  await db
    .insert(products)
    .values(
      CATALOG.map(({ sku, asin, title }) => ({ sellerId, marketplaceId: US, sku, asin, title, brand: 'Hearth' })),
    );
  await db.insert(catalogItems).values(
    CATALOG.map(({ asin, title, classification }) => ({
      sellerId,
      marketplaceId: US,
      asin,
      title,
      brand: 'Hearth',
      classification,
      mainImageUrl: `https://images.example/${asin}.jpg`,
    })),
  );
  await db
    .insert(costOfGoods)
    .values({ sellerId, sku: 'MUG-1', unitLandedCost: '5.00', currency: 'USD', validFrom: '2024-01-01' });
  const stock = [5, 2, 0, 0, 0, 8, 8];
  await db.insert(fbaInventoryDaily).values(
    stock.map((fulfillable, index) => ({
      sellerId,
      marketplaceId: US,
      sku: 'MUG-1',
      day: day(3, 25 + index),
      asin: 'B0MUG00001',
      fulfillable,
      inboundShipped: index === 6 ? 12 : 0,
      reserved: 1,
      total: fulfillable + 1 + (index === 6 ? 12 : 0),
      source: 'upload',
    })),
  );
  const rank = (date: number, value: number) => ({
    sellerId,
    marketplaceId: US,
    asin: 'B0MUG00001',
    day: day(3, date),
    categoryId: 'kitchen',
    categoryName: 'Kitchen',
    rank: value,
    categorySize: 100_000,
    topPercent: (value / 1000).toFixed(4),
  });
  await db
    .insert(productCategoryRanks)
    .values([
      ...Array.from({ length: 14 }, (_, index) => rank(4 + index, 1000)),
      ...Array.from({ length: 7 }, (_, index) => rank(18 + index, 600)),
    ]);
  await db.insert(productReviewSnapshots).values({
    ...{ sellerId, marketplaceId: US, asin: 'B0MUG00001', snapshotDate: '2024-04-15' },
    ...{ ratingCount: 50, reviewCount: 20, averageRating: '4.40' },
    ...{ oneStar: 2, twoStar: 2, threeStar: 4, fourStar: 10, fiveStar: 32 },
  });
  const traffic = (sku: string, asin: string, month: number, date: number, sessions: number, units: number) => ({
    ...{ sellerId, marketplaceId: US, day: day(month, date), asin, sku, unitsOrdered: units, totalOrderItems: units },
    ...{ sessions, pageViews: sessions + 5, currency: 'USD' },
  });
  await db.insert(salesTrafficDaily).values([
    traffic('MUG-1', 'B0MUG00001', 3, 5, 40, 4),
    traffic('MUG-1', 'B0MUG00001', 3, 12, 50, 5),
    traffic('MUG-1', 'B0MUG00001', 3, 19, 44, 4),
    traffic('MUG-1', 'B0MUG00001', 4, 2, 30, 3),
    traffic('CUP-2', 'B0CUP00002', 3, 6, 20, 2),
    traffic('BOWL-3', 'B0BOWL0003', 3, 7, 25, 4),
    // The account's day total is no product's.
    traffic('', '', 3, 5, 500, 9),
  ]);
}

async function writeAds(database: TestDatabase, sellerId: string) {
  const scope = { marketplaceId: US, adProducts: ['SP' as const], fromDay: '2024-03-01', toDay: '2024-04-30' };
  const figures = {
    currency: 'USD',
    impressions: 1000,
    clicks: 20,
    spend: '10.00',
    sales: '40.00',
    orders: 2,
    units: 2,
  };
  await writeAdDaysInTransaction(database.db, {
    ...{ sellerId, source: 'upload' as const, importId: null, scope: { ...scope, table: 'asin' as const } },
    asins: [
      {
        ...{ marketplaceId: US, adProduct: 'SP' as const, campaignId: 'C1', adGroupId: 'G1', day: '2024-03-12' },
        ...{ asin: 'B0MUG00001', sku: 'MUG-1', attributionFinal: true, ...figures },
      },
    ],
  });
}

/** Catalogue, settlement, stock, ranks, reviews and traffic of the example, on `sellerId`. */
export async function seedProductsSeller(database: TestDatabase, sellerId: string): Promise<void> {
  await writeFacts(database, sellerId);
  await writeAds(database, sellerId);
  const workDir = await mkdtemp(join(tmpdir(), 'brandlens-products-'));
  try {
    const path = join(workDir, 'settlement.txt');
    await writeFile(
      path,
      settlementFileText([{ settlementId: '7001', currency: 'USD', rows: SETTLEMENT_ROWS }], PLAIN_V2),
    );
    const outcome = await importFileFromCli(database.db, sellerId, path, () => undefined);
    if (outcome.status !== 'succeeded') throw new Error(`settlement import: ${JSON.stringify(outcome)}`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
