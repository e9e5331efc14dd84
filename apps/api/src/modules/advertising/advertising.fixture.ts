// A seller's ads and settlement for the advertising tests; every figure the tests assert is worked
// out by hand from these rows in docs/advertising-metrics.md (its worked example).
//
// Ads (US, USD, uploaded): campaign days
//   C1 SP "Mugs Exact"  2024-02-25  2000 impr  40 clicks  20.00 spend  50.00 sales  2 orders  2 units
//   C1 SP "Mugs Exact"  2024-03-01  1000 impr  40 clicks  20.00 spend  80.00 sales  4 orders  5 units
//   C1 SP "Mugs Exact"  2024-03-02  1000 impr  30 clicks  15.00 spend  45.00 sales  3 orders  3 units
//   C2 SP "Cups Auto"   2024-03-02  2000 impr  20 clicks  10.00 spend  60.00 sales  2 orders  2 units
//   C3 SB "Brand Video" 2024-03-10   500 impr  10 clicks   5.00 spend   0.00 sales  0 orders  0 units
//   C1 SP "Mugs Exact"  2024-03-20   300 impr  14 clicks   7.00 spend  21.00 sales  1 order   1 unit  (attribution open)
// and their advertised products (ad group, ASIN, SKU): C1/G1 B0MUG MUG-1 on 02-25 (all of it), 03-01
// (600/25/12.00/50.00/2/3), 03-02 (all of it), 03-20 (all of it); C1/G2 B0CUP CUP-2 on 03-01
// (400/15/8.00/30.00/2/2); C2/G3 B0MUG MUG-1 on 03-02 (all of it). C3 (Sponsored Brands) has none.
// Search terms (upload) of 03-01 (70.00 sales) and 03-02 (40.00 + 50.00).
//
// Settlement 9001 (USD, 2024-03-01..2024-03-15): MUG-1 sales 80.00 (02-25), 100.00 (03-01), 150.00
// (03-02) with a 10.00 discount, 5.00 shipping, 20.00 tax and a 15.00 commission (03-02), a 25.00
// refund (03-05); CUP-2 50.00 (03-02); Cost of Advertising 30.00 (03-05).
//
// Rates per EUR: USD 2 up to 2024-03-01, 2.5 from 2024-03-02; GBP 0.8; none for CHF.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adCampaigns, adGroups, catalogItems, type TestDatabase } from '@brandlens/db';
import { itemRow, PLAIN_V2, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import {
  writeAdDaysInTransaction,
  type AdAsinDayInput,
  type AdCampaignDayInput,
  type AdMetricsInput,
} from '../amazon-ads/ad-days-writer.queries.ts';
import { rebuildAdEstimates } from '../amazon-ads/ad-estimates.service.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';

export const US = 'ATVPDKIKX0DER';

type Figures = [impressions: number, clicks: number, spend: string, sales: string, orders: number, units: number];

const metrics = (
  [impressions, clicks, spend, sales, orders, units]: Figures,
  attributionFinal = true,
): AdMetricsInput => ({
  currency: 'USD',
  impressions,
  clicks,
  spend,
  sales,
  orders,
  units,
  attributionFinal,
});

type Product = 'SP' | 'SB';
const campaignDay = (adProduct: Product, campaignId: string, day: string, figures: Figures, isFinal = true) =>
  ({ marketplaceId: US, adProduct, campaignId, day, ...metrics(figures, isFinal) }) satisfies AdCampaignDayInput;

const CAMPAIGN_DAYS: AdCampaignDayInput[] = [
  campaignDay('SP', 'C1', '2024-02-25', [2000, 40, '20.00', '50.00', 2, 2]),
  campaignDay('SP', 'C1', '2024-03-01', [1000, 40, '20.00', '80.00', 4, 5]),
  campaignDay('SP', 'C1', '2024-03-02', [1000, 30, '15.00', '45.00', 3, 3]),
  campaignDay('SP', 'C2', '2024-03-02', [2000, 20, '10.00', '60.00', 2, 2]),
  campaignDay('SB', 'C3', '2024-03-10', [500, 10, '5.00', '0.00', 0, 0]),
  campaignDay('SP', 'C1', '2024-03-20', [300, 14, '7.00', '21.00', 1, 1], false),
];

const asinDay = (
  campaignId: string,
  adGroupId: string,
  asin: string,
  sku: string,
  day: string,
  figures: Figures,
  isFinal = true,
) => ({ ...campaignDay('SP', campaignId, day, figures, isFinal), adGroupId, asin, sku }) satisfies AdAsinDayInput;

const ASIN_DAYS: AdAsinDayInput[] = [
  asinDay('C1', 'G1', 'B0MUG', 'MUG-1', '2024-02-25', [2000, 40, '20.00', '50.00', 2, 2]),
  asinDay('C1', 'G1', 'B0MUG', 'MUG-1', '2024-03-01', [600, 25, '12.00', '50.00', 2, 3]),
  asinDay('C1', 'G2', 'B0CUP', 'CUP-2', '2024-03-01', [400, 15, '8.00', '30.00', 2, 2]),
  asinDay('C1', 'G1', 'B0MUG', 'MUG-1', '2024-03-02', [1000, 30, '15.00', '45.00', 3, 3]),
  asinDay('C2', 'G3', 'B0MUG', 'MUG-1', '2024-03-02', [2000, 20, '10.00', '60.00', 2, 2]),
  asinDay('C1', 'G1', 'B0MUG', 'MUG-1', '2024-03-20', [300, 14, '7.00', '21.00', 1, 1], false),
];

const searchTerm = (day: string, dimension: string, sales: string) => ({
  ...campaignDay('SP', 'C1', day, [100, 5, '1.00', sales, 1, 1]),
  kind: 'search-term' as const,
  adGroupId: 'G1',
  dimension,
  matchType: 'EXACT',
});

const order = (kind: `${string} / ${string} / ${string}`, cents: number, day: number, sku = 'MUG-1', month = 3) =>
  itemRow(kind, cents, { sku, posted: [2024, month, day] });

const SETTLEMENT_ROWS: GeneratedRow[] = [
  order('Order / ItemPrice / Principal', 8000, 25, 'MUG-1', 2),
  order('Order / ItemPrice / Principal', 10000, 1),
  order('Order / ItemPrice / Principal', 15000, 2),
  order('Order / ItemPrice / Principal', 5000, 2, 'CUP-2'),
  order('Order / Promotion / Principal', -1000, 2),
  order('Order / ItemPrice / Shipping', 500, 2),
  order('Order / ItemPrice / Tax', 2000, 2),
  order('Order / ItemFees / Commission', -1500, 2),
  order('Refund / ItemPrice / Principal', -2500, 5),
  {
    transactionType: 'ServiceFee',
    amountType: 'Cost of Advertising',
    amountDescription: 'Cost of Advertising',
    cents: -3000,
    posted: [2024, 3, 5],
  },
];

async function writeAds(database: TestDatabase, sellerId: string) {
  const scope = {
    marketplaceId: US,
    adProducts: ['SP' as const, 'SB' as const],
    fromDay: '2024-02-01',
    toDay: '2024-03-31',
  };
  const base = { sellerId, source: 'upload' as const, importId: null };
  await writeAdDaysInTransaction(database.db, {
    ...base,
    scope: { ...scope, table: 'campaign' },
    campaigns: CAMPAIGN_DAYS,
  });
  await writeAdDaysInTransaction(database.db, { ...base, scope: { ...scope, table: 'asin' }, asins: ASIN_DAYS });
  await writeAdDaysInTransaction(database.db, {
    ...base,
    scope: { ...scope, adProducts: ['SP'], table: 'breakdown', kind: 'search-term' },
    breakdowns: [
      searchTerm('2024-03-01', 'mug', '70.00'),
      searchTerm('2024-03-02', 'mug', '40.00'),
      searchTerm('2024-03-02', 'cup', '50.00'),
    ],
  });
  const structure = { sellerId, marketplaceId: US, source: 'api' };
  await database.db.insert(adCampaigns).values([
    {
      ...structure,
      adProduct: 'SP',
      campaignId: 'C1',
      name: 'Mugs Exact',
      state: 'ENABLED',
      targetingType: 'MANUAL',
      budget: '20.00',
      currency: 'USD',
    },
    {
      ...structure,
      adProduct: 'SP',
      campaignId: 'C2',
      name: 'Cups Auto',
      state: 'ENABLED',
      targetingType: 'AUTO',
      budget: '10.00',
      currency: 'USD',
    },
    {
      ...structure,
      adProduct: 'SB',
      campaignId: 'C3',
      name: 'Brand Video',
      state: 'PAUSED',
      budget: '15.00',
      currency: 'USD',
    },
  ]);
  await database.db.insert(adGroups).values([
    { ...structure, adProduct: 'SP', campaignId: 'C1', adGroupId: 'G1', name: 'Mugs', state: 'ENABLED' },
    { ...structure, adProduct: 'SP', campaignId: 'C1', adGroupId: 'G2', name: 'Cups', state: 'PAUSED' },
    { ...structure, adProduct: 'SP', campaignId: 'C2', adGroupId: 'G3', name: 'Auto all', state: 'ENABLED' },
  ]);
}

async function writeRates(database: TestDatabase) {
  await database.pool.query(
    `delete from fx_rates where currency in ('USD', 'GBP', 'CHF') and rate_date < '2025-01-01'`,
  );
  await database.pool.query(`
    insert into fx_rates (rate_date, currency, rate_per_eur, source)
    select d::date, 'USD', case when d < '2024-03-02' then 2 else 2.5 end, 'ecb'
      from generate_series('2024-01-15'::date, '2024-04-30'::date, interval '1 day') d
    union all
    select d::date, 'GBP', 0.8, 'ecb' from generate_series('2024-01-15'::date, '2024-04-30'::date, interval '1 day') d`);
}

/** Ads, settlement, catalog and rates of the example, on `sellerId`. */
export async function seedAdvertisingSeller(database: TestDatabase, sellerId: string): Promise<void> {
  await writeRates(database);
  await writeAds(database, sellerId);
  const workDir = await mkdtemp(join(tmpdir(), 'brandlens-ads-'));
  try {
    const path = join(workDir, 'settlement.txt');
    const settlement = { settlementId: '9001', currency: 'USD', rows: SETTLEMENT_ROWS };
    await writeFile(path, settlementFileText([settlement], PLAIN_V2));
    const outcome = await importFileFromCli(database.db, sellerId, path, () => undefined);
    if (outcome.status !== 'succeeded') throw new Error(`settlement import: ${JSON.stringify(outcome)}`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  await database.pool.query(
    `update products set asin = case sku when 'MUG-1' then 'B0MUG' else 'B0CUP' end,
       title = case sku when 'MUG-1' then 'Mug' end, brand = case sku when 'MUG-1' then 'Mugs' end
     where seller_id = $1`,
    [sellerId],
  );
  await database.db
    .insert(catalogItems)
    .values({ sellerId, marketplaceId: US, asin: 'B0CUP', title: 'Cup from the catalog', brand: 'Cupco' });
  await rebuildAdEstimates(database.db, sellerId);
}
