// A seller's two ISO weeks for the weekly insights tests; docs/weekly-insights.md works the
// figures out by hand from these rows (its worked example, "the fixture's weeks").
//
// USD, Amazon.com. Unit landed costs: MUG-1 4.00, CUP-2 3.00 (from 2024-01-01).
// 2024-W10 (4–10 March): MUG-1 1 unit 20.00 (03-04) and 2 units 40.00 (03-06), commission 3.00
//   and 6.00, FBA fee 3.00 and 6.00; CUP-2 1 unit 15.00 (03-05), commission 2.25; storage fee
//   10.00 naming no SKU (03-08). Ads: MUG-1 6.00 (1 unit, 03-05), CUP-2 2.00 (0 units, 03-05).
// 2024-W11 (11–17 March): MUG-1 2 units 44.00 (03-12) and 3 units 66.00 with a 5.00 promotion
//   (03-14), commission 6.60 and 9.90, FBA fee 6.00 and 9.00, a 1-unit refund of 20.00 (03-15).
//   Ads: MUG-1 9.00 (2 units, 03-12). CUP-2 sells nothing.
// Signals of B0MUG (MUG-1): ratings 100 (4.40) on 03-01 and 104 (4.42) on 03-13; rank 1500 on
// 03-09, 1200 on 03-16 in Kitchen; sessions 100 with 3 units ordered (03-05), 120 with 5 (03-12).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  costOfGoods,
  productCategoryRanks,
  productReviewSnapshots,
  salesTrafficDaily,
  type TestDatabase,
} from '@brandlens/db';
import { itemRow, PLAIN_V2, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { writeAdDaysInTransaction, type AdAsinDayInput } from '../amazon-ads/ad-days-writer.queries.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';

export const US = 'ATVPDKIKX0DER';

const row = (kind: `${string} / ${string} / ${string}`, cents: number, day: number, sku: string, quantity = 1) =>
  itemRow(kind, cents, { sku, quantity, posted: [2024, 3, day] });

const SETTLEMENT_ROWS: GeneratedRow[] = [
  row('Order / ItemPrice / Principal', 2000, 4, 'MUG-1'),
  row('Order / ItemFees / Commission', -300, 4, 'MUG-1'),
  row('Order / ItemFees / FBAPerUnitFulfillmentFee', -300, 4, 'MUG-1'),
  row('Order / ItemPrice / Principal', 4000, 6, 'MUG-1', 2),
  row('Order / ItemFees / Commission', -600, 6, 'MUG-1', 2),
  row('Order / ItemFees / FBAPerUnitFulfillmentFee', -600, 6, 'MUG-1', 2),
  row('Order / ItemPrice / Principal', 1500, 5, 'CUP-2'),
  row('Order / ItemFees / Commission', -225, 5, 'CUP-2'),
  {
    transactionType: 'other-transaction',
    amountType: 'other-transaction',
    amountDescription: 'Storage Fee',
    cents: -1000,
    posted: [2024, 3, 8],
  },
  row('Order / ItemPrice / Principal', 4400, 12, 'MUG-1', 2),
  row('Order / ItemFees / Commission', -660, 12, 'MUG-1', 2),
  row('Order / ItemFees / FBAPerUnitFulfillmentFee', -600, 12, 'MUG-1', 2),
  row('Order / ItemPrice / Principal', 6600, 14, 'MUG-1', 3),
  row('Order / Promotion / Principal', -500, 14, 'MUG-1', 3),
  row('Order / ItemFees / Commission', -990, 14, 'MUG-1', 3),
  row('Order / ItemFees / FBAPerUnitFulfillmentFee', -900, 14, 'MUG-1', 3),
  row('Refund / ItemPrice / Principal', -2000, 15, 'MUG-1'),
];

const adDay = (asin: string, sku: string, day: string, spend: string, units: number): AdAsinDayInput => ({
  marketplaceId: US,
  adProduct: 'SP',
  campaignId: 'C1',
  adGroupId: 'G1',
  asin,
  sku,
  day,
  currency: 'USD',
  impressions: 100,
  clicks: 10,
  spend,
  sales: '0.00',
  orders: units,
  units,
  attributionFinal: true,
});

async function writeSignals(database: TestDatabase, sellerId: string) {
  const listing = { sellerId, marketplaceId: US, asin: 'B0MUG' };
  await database.db.insert(productReviewSnapshots).values(
    [
      { ...listing, snapshotDate: '2024-03-01', ratingCount: 100, reviewCount: 40, averageRating: '4.40' },
      { ...listing, snapshotDate: '2024-03-13', ratingCount: 104, reviewCount: 41, averageRating: '4.42' },
    ].map((snapshot) => ({
      ...snapshot,
      oneStar: 0,
      twoStar: 0,
      threeStar: 0,
      fourStar: 0,
      fiveStar: snapshot.ratingCount,
    })),
  );
  const rank = { ...listing, categoryId: 'kitchen', categoryName: 'Kitchen', categorySize: 100_000 };
  await database.db.insert(productCategoryRanks).values([
    { ...rank, day: '2024-03-09', rank: 1500, topPercent: '1.5' },
    { ...rank, day: '2024-03-16', rank: 1200, topPercent: '1.2' },
  ]);
  const traffic = { ...listing, sku: 'MUG-1', currency: 'USD' };
  await database.db.insert(salesTrafficDaily).values([
    { ...traffic, day: '2024-03-05', sessions: 100, unitsOrdered: 3 },
    { ...traffic, day: '2024-03-12', sessions: 120, unitsOrdered: 5 },
  ]);
}

/** The settlement, costs, ads, catalog and signals of the example, on `sellerId`. */
export async function seedWeeklySeller(database: TestDatabase, sellerId: string): Promise<void> {
  const workDir = await mkdtemp(join(tmpdir(), 'brandlens-weekly-'));
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
  await database.pool.query(
    `update products set asin = case sku when 'MUG-1' then 'B0MUG' else 'B0CUP' end,
       title = case sku when 'MUG-1' then 'Mug' else 'Cup' end, brand = case sku when 'MUG-1' then 'Mugs' else 'Cupco' end
     where seller_id = $1`,
    [sellerId],
  );
  await database.db.insert(costOfGoods).values([
    { sellerId, sku: 'MUG-1', unitLandedCost: '4.00', currency: 'USD', validFrom: '2024-01-01' },
    { sellerId, sku: 'CUP-2', unitLandedCost: '3.00', currency: 'USD', validFrom: '2024-01-01' },
  ]);
  await writeAdDaysInTransaction(database.db, {
    sellerId,
    source: 'upload',
    importId: null,
    scope: { marketplaceId: US, adProducts: ['SP'], fromDay: '2024-03-01', toDay: '2024-03-31', table: 'asin' },
    asins: [
      adDay('B0MUG', 'MUG-1', '2024-03-05', '6.00', 1),
      adDay('B0CUP', 'CUP-2', '2024-03-05', '2.00', 0),
      adDay('B0MUG', 'MUG-1', '2024-03-12', '9.00', 2),
    ],
  });
  await writeSignals(database, sellerId);
}
