// The brand score over HTTP on a small hand-made seller: one USD settlement
// through the real importer, products of three brands and one without a brand,
// costs, and rows in every source table. Every expected figure below is
// computed by hand in the comments (docs/brand-valuation.md has the rules).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { PLAIN_V2, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';

/*
 * Today is 2025-07-15, so:
 *   trailing 12 months 2024-07-01..2025-06-30, last month 2025-06-01..2025-06-30,
 *   last 30 days 2025-06-15..2025-07-14, last 18 months 2024-01-01..2025-06-30,
 *   the 12 months before 2023-07-01..2024-06-30.
 */
const TODAY = '2025-07-15T12:00:00Z';

const row = (
  sku: string | undefined,
  transactionType: string,
  amountType: string,
  amountDescription: string,
  cents: number,
  posted: [number, number, number],
): GeneratedRow => ({ transactionType, amountType, amountDescription, cents, posted, ...(sku ? { sku } : {}) });
const sale = (sku: string, cents: number, posted: [number, number, number]) =>
  row(sku, 'Order', 'ItemPrice', 'Principal', cents, posted);

const ROWS: GeneratedRow[] = [
  // Alpha: A-1 (cost 40) and A-2 (cost 25).
  sale('A-1', 20000, [2024, 9, 10]),
  row('A-1', 'Order', 'ItemFees', 'Commission', -3000, [2024, 9, 10]),
  sale('A-1', 10000, [2025, 6, 20]),
  sale('A-2', 6000, [2025, 6, 25]),
  sale('A-2', 10000, [2025, 7, 5]), // last 30 days only
  // Beta: B-1 (cost 100).
  sale('B-1', 30000, [2025, 6, 10]),
  row('B-1', 'Order', 'ItemFees', 'FBAPerUnitFulfillmentFee', -2000, [2025, 6, 10]),
  // Gamma: G-1 (no cost), sold once and refunded with its shipping.
  sale('G-1', 10000, [2024, 12, 1]),
  row('G-1', 'Refund', 'ItemPrice', 'Principal', -10000, [2025, 1, 10]),
  row('G-1', 'Refund', 'ItemPrice', 'Shipping', -500, [2025, 1, 10]),
  // U-1: a product without a brand (cost 30).
  sale('U-1', 10000, [2025, 1, 15]),
  // Seller-level rows (no SKU).
  row(undefined, 'ServiceFee', 'Cost of Advertising', 'Cost of Advertising', -8000, [2025, 3, 1]),
  row(undefined, 'ServiceFee', 'Cost of Advertising', 'Cost of Advertising', -2000, [2025, 6, 20]),
  row(undefined, 'other-transaction', 'other-transaction', 'Storage Fee', -1000, [2025, 7, 2]),
];

const US = 'ATVPDKIKX0DER';
const DAYS_WITH_ROWS = [
  ...new Set(
    ROWS.map((generated) => (generated.posted ?? [0, 0, 0]).map((part) => String(part).padStart(2, '0')).join('-')),
  ),
];

interface Indicator {
  indicator: string;
  value: string | null;
  score: number | null;
  basis: string;
  from: string | null;
  to: string | null;
  source: string;
  estimated: boolean;
  noData: string | null;
}
interface BrandScore {
  key: string;
  name: string;
  overallScore: number | null;
  indicators: Indicator[];
}

const byIndicator = (brand: BrandScore) => new Map(brand.indicators.map((result) => [result.indicator, result]));
/** indicator → [value, score] (value null: no data). */
const valuesOf = (brand: BrandScore) =>
  Object.fromEntries(brand.indicators.map((result) => [result.indicator, [result.value, result.score]]));

describe(`brand valuation over HTTP on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let alice: { cookie: string };
  let bob: { cookie: string };
  let sellerId: string;
  const get = (path: string, cookie = alice.cookie) =>
    testApp.call('GET', `/api/v2/sellers/${sellerId}${path}`, { cookie });
  const sql = (text: string, values: unknown[] = []) => database.pool.query(text, values);

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-valuation-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@valuation.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@valuation.test', { sellerName: 'Beta Brands' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    const path = join(workDir, 'settlement.txt');
    await writeFile(path, settlementFileText([{ settlementId: '8001', currency: 'USD', rows: ROWS }], PLAIN_V2));
    await importFileFromCli(database.db, sellerId, path, () => undefined);
    for (const [sku, asin, brand] of [
      ['A-1', 'B0A1', 'Alpha'],
      ['A-2', 'B0A2', 'Alpha'],
      ['B-1', 'B0B1', 'Beta'],
      ['G-1', 'B0G1', 'Gamma'],
      ['U-1', 'B0U1', null],
    ] as const) {
      await sql('update products set asin = $2, brand = $3 where seller_id = $1 and sku = $4', [
        sellerId,
        asin,
        brand,
        sku,
      ]);
    }
    await sql(
      `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from) values
         ($1, 'A-1', 40, 'USD', '2024-01-01'), ($1, 'A-2', 25, 'USD', '2024-01-01'),
         ($1, 'B-1', 100, 'USD', '2024-01-01'), ($1, 'U-1', 30, 'USD', '2024-01-01')`,
      [sellerId],
    );
    const review = (
      asin: string,
      day: string,
      stars: [number, number, number, number, number],
      average: string | null,
      reviews: number,
    ) => {
      const count = stars.reduce((sum, value) => sum + value, 0);
      return sql(
        `insert into product_review_snapshots (seller_id, marketplace_id, asin, snapshot_date, rating_count, review_count,
           average_rating, one_star, two_star, three_star, four_star, five_star)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [sellerId, US, asin, day, count, reviews, average, ...stars],
      );
    };
    await review('B0A1', '2023-12-15', [50, 50, 100, 300, 500], '4.10', 200);
    await review('B0A1', '2025-06-30', [150, 150, 300, 900, 1500], '4.20', 600);
    await review('B0A1', '2025-07-10', [150, 160, 310, 930, 1550], '4.30', 620);
    await review('B0A2', '2025-05-01', [0, 0, 0, 0, 0], null, 0);
    await review('B0B1', '2025-06-01', [4, 4, 2, 10, 20], '4.00', 10);
    await review('B0U1', '2025-07-01', [0, 0, 0, 0, 10], '5.00', 3);
    const rank = (asin: string, day: string, topPercent: string) =>
      sql(
        `insert into product_category_ranks (seller_id, marketplace_id, asin, day, category_id, category_name, rank, top_percent)
         values ($1, $2, $3, $4, 'c1', 'Outdoors', 1, $5)`,
        [sellerId, US, asin, day, topPercent],
      );
    await rank('B0A1', '2025-06-01', '90'); // before the last 30 days
    await rank('B0A1', '2025-07-01', '2');
    await rank('B0A1', '2025-07-02', '4');
    await rank('B0A2', '2025-07-01', '30');
    await rank('B0B1', '2025-07-03', '60');
    await sql(
      `insert into account_health_snapshots (seller_id, snapshot_date, order_defect_rate, policy_violations) values
         ($1, '2025-06-01', 0.03, 5), ($1, '2025-07-01', 0.012, 2), ($1, '2025-08-01', 0.5, 30)`,
      [sellerId],
    );
    await sql(
      `insert into customer_stats_months (seller_id, brand, month, customers, repeat_customers) values
         ($1, 'Alpha', '2024-06-01', 500, 500), ($1, 'Alpha', '2024-08-01', 100, 10), ($1, 'Alpha', '2025-06-01', 100, 20),
         ($1, 'Beta', '2025-01-01', 50, 2), ($1, '', '2025-02-01', 50, 8)`,
      [sellerId],
    );
    await sql(
      `insert into shopify_revenue_days (seller_id, brand, day, currency, amount) values
         ($1, 'Alpha', '2023-10-01', 'USD', 1000), ($1, 'Alpha', '2024-10-01', 'USD', 1200),
         ($1, 'Beta', '2024-11-01', 'USD', 500), ($1, '', '2023-09-01', 'EUR', 100)`,
      [sellerId],
    );
    await sql(
      `insert into fx_rates (rate_date, currency, rate_per_eur, source) values ('2023-09-01', 'USD', 1.25, 'ecb')
       on conflict (rate_date, currency) do update set rate_per_eur = excluded.rate_per_eur`,
    );
    // Only Date is faked: "today" for the windows; timers and the database run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TODAY));
  });
  afterAll(async () => {
    vi.useRealTimers();
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  const overview = async (query = '?targetCurrency=USD') => {
    const response = await get(`/brands-overview${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { currency: string; period: string; from: string; to: string; brands: BrandScore[] };
  };

  it('lists the brands: configured brands first, then catalog brands, with their product counts', async () => {
    const response = await get('/brands');
    expect(response.statusCode).toBe(200);
    expect(response.json().brands).toEqual([
      { key: 'Alpha', name: 'Alpha', configurationId: null, brandKeys: ['Alpha'], productCount: 2 },
      { key: 'Beta', name: 'Beta', configurationId: null, brandKeys: ['Beta'], productCount: 1 },
      { key: 'Gamma', name: 'Gamma', configurationId: null, brandKeys: ['Gamma'], productCount: 1 },
    ]);
  });

  it('scores the whole seller: every indicator, bucket and the overall score by hand', async () => {
    const body = await overview();
    expect(body).toMatchObject({ currency: 'USD', period: 'trailing12Months', from: '2024-07-01', to: '2025-06-30' });
    expect(body.brands.map((brand) => brand.key)).toEqual(['all', 'Alpha', 'Beta', 'Gamma']);
    const all = body.brands[0] as BrandScore;
    expect(all.name).toBe('All Brands');
    expect(all.indicators.map((result) => result.indicator)).toEqual([
      'productComplexity',
      'policyViolations',
      'orderDefectRate',
      'rating',
      'reviewVolume',
      'reviewQuality',
      'reviewQuota',
      'ebitdaYearly',
      'ebitdaMonthly',
      'profitMargin',
      'returnRate',
      'repeatCustomerRate',
      'bestSellerRank',
      'tacos',
      'shopifyRevenueYoY',
    ]);
    expect(valuesOf(all)).toEqual({
      // B0A1, B0A2, B0B1, B0G1, B0U1 sold in the trailing 12 months.
      productComplexity: ['5', 50],
      // The snapshot of 2025-07-01 (the one of 2025-08-01 is after today).
      policyViolations: ['2', 75],
      orderDefectRate: ['0.012000', 100],
      // (4.30 × 3100 + 4.00 × 40 + 5.00 × 10) / 3150 = 4.29841…
      rating: ['4.2984', 75],
      reviewVolume: ['3150', 50],
      // Received 2024-01-01..2025-06-30: B0A1 3000 − 1000 (200 of them 1-2 stars), B0B1 40 (8); 208 / 2040.
      reviewQuality: ['0.101961', 75],
      // 3 of 5 ASINs have ratings (B0A1, B0B1, B0U1).
      reviewQuota: ['0.600000', 50],
      // Net sales 360 + 300 − 5 + 100 = 755.00; EBITDA 225 + 180 − 5 + 70 − 100 (ads) = 370.00.
      ebitdaYearly: ['0.490066', 100],
      // June: net sales 460.00, EBITDA 95 + 180 − 20 = 255.00.
      ebitdaMonthly: ['0.554348', 100],
      profitMargin: ['0.490066', 100],
      // 1 unit refunded (the refund's shipping row repeats the quantity and does not count) of 6 sold.
      returnRate: ['0.166667', 0],
      // (10 + 20 + 2 + 8) / (100 + 100 + 50 + 50); the months before July 2024 are out.
      repeatCustomerRate: ['0.133333', 50],
      // (mean(2, 4) × 100 + 30 × 160 + 60 × 0) / 260 = 19.615…: B0A1 and B0A2 weighted by last-30-day net sales.
      bestSellerRank: ['19.6154', 75],
      // Ads 20.00 / net sales 260.00 (2025-06-15..2025-07-14); 7.69 % lies between 'up to 7' and '8-13'.
      tacos: ['0.076923', 75],
      // (1200 + 500) / (1000 + 100 EUR × 1.25) − 1 = 1700 / 1125 − 1.
      shopifyRevenueYoY: ['0.511111', 100],
    });
    // (50 + 75 + 100 + 75 + 50 + 75 + 50 + 100 + 100 + 100 + 0 + 50 + 75 + 75 + 100) / 15 = 71.67.
    expect(all.overallScore).toBe(72);
    const results = byIndicator(all);
    // Gamma's units have no cost: its product costs, and so the seller's EBITDA, are estimates.
    expect(results.get('ebitdaYearly')).toMatchObject({
      basis: 'trailing12Months',
      from: '2024-07-01',
      to: '2025-06-30',
      source: 'ledger',
      estimated: true,
      noData: null,
    });
    expect(results.get('ebitdaMonthly')).toMatchObject({ basis: 'lastMonth', from: '2025-06-01', estimated: false });
    expect(results.get('tacos')).toMatchObject({ basis: 'last30Days', from: '2025-06-15', to: '2025-07-14' });
    expect(results.get('reviewQuality')).toMatchObject({ basis: 'last18Months', from: '2024-01-01', to: '2025-06-30' });
    expect(results.get('rating')).toMatchObject({ basis: 'allTime', from: '2025-07-10', to: '2025-07-10' });
    expect(results.get('orderDefectRate')).toMatchObject({
      from: '2025-05-03',
      to: '2025-07-01',
      source: 'accountHealth',
    });
    expect(results.get('shopifyRevenueYoY')).toMatchObject({ from: '2023-07-01', to: '2025-06-30', source: 'shopify' });
  });

  it('scores every brand with its share of the seller-level costs', async () => {
    const brands = new Map((await overview()).brands.map((brand) => [brand.key, brand]));
    const alpha = brands.get('Alpha') as BrandScore;
    expect(valuesOf(alpha)).toEqual({
      productComplexity: ['2', 100],
      policyViolations: ['2', 75],
      orderDefectRate: ['0.012000', 100],
      rating: ['4.3000', 75],
      reviewVolume: ['3100', 50],
      // 200 of the 2000 ratings of B0A1 received in the window.
      reviewQuality: ['0.100000', 75],
      // B0A2 has no rating yet.
      reviewQuota: ['0.500000', 25],
      // Direct EBITDA 360 − 30 − 105 (costs) = 225.00; ads −100 × 360 / 760 = −47.37 → 177.63 / 360.
      ebitdaYearly: ['0.493417', 100],
      // June: 160 − 65 = 95.00; ads −20 × 360 / 760 = −9.47 → 85.53 / 160 = 0.5345625.
      ebitdaMonthly: ['0.534563', 100],
      profitMargin: ['0.493417', 100],
      returnRate: ['0.000000', 100],
      repeatCustomerRate: ['0.150000', 75],
      bestSellerRank: ['19.6154', 75],
      // Ads −20 × 360 / 760 = 9.47 of net sales 260.00.
      tacos: ['0.036423', 100],
      shopifyRevenueYoY: ['0.200000', 75],
    });
    expect(alpha.overallScore).toBe(82); // 1225 / 15 = 81.67
    const beta = brands.get('Beta') as BrandScore;
    expect(valuesOf(beta)).toEqual({
      productComplexity: ['1', 100],
      policyViolations: ['2', 75],
      orderDefectRate: ['0.012000', 100],
      rating: ['4.0000', 75],
      reviewVolume: ['40', 0],
      reviewQuality: ['0.200000', 0],
      reviewQuota: ['1.000000', 100],
      // 180 − 39.47 (ads −100 × 300 / 760) = 140.53 / 300.
      ebitdaYearly: ['0.468433', 100],
      // 180 − 7.89 = 172.11 / 300.
      ebitdaMonthly: ['0.573700', 100],
      profitMargin: ['0.468433', 100],
      returnRate: ['0.000000', 100],
      repeatCustomerRate: ['0.040000', 0],
      // B0B1 had no sales in the last 30 days: its plain mean.
      bestSellerRank: ['60.0000', 25],
      tacos: [null, null],
      shopifyRevenueYoY: [null, null],
    });
    expect(beta.overallScore).toBe(67); // 875 / 13 = 67.3
    expect(byIndicator(beta).get('tacos')?.noData).toBe('No settlement data from 2025-06-15 to 2025-07-14');
    expect(byIndicator(beta).get('shopifyRevenueYoY')?.noData).toBe(
      'No Shopify revenue from 2023-07-01 to 2024-06-30 to compare with',
    );
    const gamma = brands.get('Gamma') as BrandScore;
    expect(valuesOf(gamma)).toEqual({
      productComplexity: ['1', 100],
      policyViolations: ['2', 75],
      orderDefectRate: ['0.012000', 100],
      rating: [null, null],
      reviewVolume: [null, null],
      reviewQuality: [null, null],
      reviewQuota: [null, null],
      // Net sales 100 − 100 − 5 = −5.00: no ratio over net sales.
      ebitdaYearly: [null, null],
      ebitdaMonthly: [null, null],
      profitMargin: [null, null],
      returnRate: ['1.000000', 0],
      repeatCustomerRate: [null, null],
      bestSellerRank: [null, null],
      tacos: [null, null],
      shopifyRevenueYoY: [null, null],
    });
    expect(gamma.overallScore).toBe(69); // (100 + 75 + 100 + 0) / 4 = 68.75
    const gammaResults = byIndicator(gamma);
    expect(gammaResults.get('ebitdaYearly')?.noData).toBe('No net sales from 2024-07-01 to 2025-06-30');
    expect(gammaResults.get('ebitdaMonthly')?.noData).toBe('No settlement data from 2025-06-01 to 2025-06-30');
    expect(gammaResults.get('rating')?.noData).toBe('No review data: no review snapshot of these ASINs');
    expect(gammaResults.get('repeatCustomerRate')?.noData).toBe('No customer statistics from 2024-07-01 to 2025-06-30');
    expect(gammaResults.get('shopifyRevenueYoY')?.noData).toBe('No Shopify revenue data');
    expect(gammaResults.get('bestSellerRank')?.noData).toBe('No category rank from 2025-06-15 to 2025-07-14');
  });

  it('gives the performance series, profitability figures and customer satisfaction of a brand', async () => {
    const performance = await get('/performance?targetCurrency=USD&brandName=Alpha');
    expect(performance.statusCode).toBe(200);
    const body = performance.json();
    expect(body.brand.key).toBe('Alpha');
    expect(body.brand.overallScore).toBe(82);
    expect(body.months).toHaveLength(12);
    const months = new Map(
      body.months.map((month: { month: string; netSales: { amount: string }; ebitda: { amount: string } }) => [
        month.month,
        [month.netSales.amount, month.ebitda.amount],
      ]),
    );
    expect(months.get('2024-07')).toEqual(['0.00', '0.00']);
    expect(months.get('2024-09')).toEqual(['200.00', '130.00']);
    // March has only advertising: −80 × 360 / 760 = −37.89.
    expect(months.get('2025-03')).toEqual(['0.00', '-37.89']);
    expect(months.get('2025-06')).toEqual(['160.00', '85.53']);

    const profitability = await get('/brands/Alpha/profitability?targetCurrency=USD');
    expect(profitability.statusCode).toBe(200);
    expect(profitability.json()).toMatchObject({
      sellerId,
      brand: { key: 'Alpha', name: 'Alpha' },
      currency: 'USD',
      period: 'trailing12Months',
      estimated: false,
      figures: [
        {
          basis: 'trailing12Months',
          from: '2024-07-01',
          to: '2025-06-30',
          netSales: { amount: '360.00', status: 'final' },
          ebitda: { amount: '177.63', status: 'final' },
          contributionMargin3: { amount: '177.63', status: 'final' },
          adExpenses: { amount: '47.37', status: 'final' },
          unitsSold: 3,
          unitsRefunded: 0,
        },
        {
          basis: 'lastMonth',
          netSales: { amount: '160.00' },
          ebitda: { amount: '85.53' },
          adExpenses: { amount: '9.47' },
          unitsSold: 2,
        },
        {
          basis: 'last30Days',
          from: '2025-06-15',
          to: '2025-07-14',
          netSales: { amount: '260.00' },
          adExpenses: { amount: '9.47' },
          unitsSold: 3,
        },
      ],
    });
    expect(profitability.json().indicators.map((result: Indicator) => [result.indicator, result.value])).toEqual([
      ['ebitdaYearly', '0.493417'],
      ['ebitdaMonthly', '0.534563'],
      ['profitMargin', '0.493417'],
      ['returnRate', '0.000000'],
      ['tacos', '0.036423'],
    ]);
    const gamma = (await get('/brands/Gamma/profitability?targetCurrency=USD')).json();
    // Gamma's unit has no cost: its EBITDA is an estimate.
    expect(gamma.estimated).toBe(true);
    expect(gamma.figures[0]).toMatchObject({
      netSales: { amount: '-5.00', status: 'final' },
      ebitda: { amount: '-5.00', status: 'estimated' },
      unitsSold: 1,
      unitsRefunded: 1,
    });

    const satisfaction = await get('/brands/Alpha/customer-satisfaction');
    expect(satisfaction.statusCode).toBe(200);
    expect(satisfaction.json()).toMatchObject({
      brand: { key: 'Alpha', name: 'Alpha' },
      reviews: {
        snapshotDate: '2025-07-10',
        ratingCount: 3100,
        reviewCount: 620,
        ratingsLast18Months: 2000,
        negativeRatingsLast18Months: 200,
        activeAsins: 2,
        asinsWithReviews: 1,
      },
      accountHealth: { snapshotDate: '2025-07-01', orderDefectRate: '0.012000', policyViolations: 2 },
      customers: { from: '2024-07-01', to: '2025-06-30', customers: 200, repeatCustomers: 30 },
    });
    expect(
      satisfaction.json().indicators.map((result: Indicator) => [result.indicator, result.value, result.score]),
    ).toEqual([
      ['rating', '4.3000', 75],
      ['reviewVolume', '3100', 50],
      ['reviewQuality', '0.100000', 75],
      ['reviewQuota', '0.500000', 25],
      ['orderDefectRate', '0.012000', 100],
      ['policyViolations', '2', 75],
      ['repeatCustomerRate', '0.150000', 75],
    ]);
    const gammaSatisfaction = (await get('/brands/Gamma/customer-satisfaction')).json();
    expect(gammaSatisfaction.reviews).toBeNull();
    expect(gammaSatisfaction.customers).toBeNull();
  });

  it('estimates funding as trailing EBITDA times the multiple range of the score, or says why not', async () => {
    const alpha = await get('/funding-estimate?targetCurrency=USD&brandName=Alpha');
    expect(alpha.statusCode).toBe(200);
    // Score 82: 4.00-5.00 × 177.63.
    expect(alpha.json()).toMatchObject({
      available: true,
      brand: { key: 'Alpha', name: 'Alpha' },
      currency: 'USD',
      from: '2024-07-01',
      to: '2025-06-30',
      trailingEbitda: '177.63',
      overallScore: 82,
      multipleLow: '4.00',
      multipleHigh: '5.00',
      low: '710.52',
      high: '888.15',
      estimated: false,
    });
    // The whole seller: score 72, 3.00-4.00 × 370.00, estimated (Gamma's costs are missing).
    expect((await get('/funding-estimate?targetCurrency=USD')).json()).toMatchObject({
      available: true,
      brand: { key: 'all', name: 'All Brands' },
      trailingEbitda: '370.00',
      overallScore: 72,
      low: '1110.00',
      high: '1480.00',
      estimated: true,
    });
    const gamma = (await get('/funding-estimate?targetCurrency=USD&brandName=Gamma')).json();
    expect(gamma).toMatchObject({ available: false, trailingEbitda: '-5.00', overallScore: 69 });
    expect(gamma.unavailable).toContain('zero or negative');
  });

  it('regroups the overview when a brand configuration is created, and back when it is deleted', async () => {
    const created = await testApp.call('POST', `/api/v2/sellers/${sellerId}/brand-configurations`, {
      cookie: alice.cookie,
      body: { name: 'Beta Group', slug: 'beta-group', brandKeys: ['Beta', 'Gamma'] },
    });
    expect(created.statusCode).toBe(201);
    const brands = new Map((await overview()).brands.map((brand) => [brand.key, brand]));
    expect([...brands.keys()]).toEqual(['all', 'beta-group', 'Alpha']);
    const group = brands.get('beta-group') as BrandScore;
    expect(group.name).toBe('Beta Group');
    expect(valuesOf(group)).toMatchObject({
      productComplexity: ['2', 100],
      rating: ['4.0000', 75],
      reviewVolume: ['40', 0],
      reviewQuality: ['0.200000', 0],
      // B0B1 rated, B0G1 not.
      reviewQuota: ['0.500000', 25],
      // Direct 180 − 5 = 175.00; ads −100 × (300 + 0) / 760 = −39.47 → 135.53 / 295.
      ebitdaYearly: ['0.459424', 100],
      ebitdaMonthly: ['0.573700', 100],
      profitMargin: ['0.459424', 100],
      returnRate: ['0.500000', 0],
      repeatCustomerRate: ['0.040000', 0],
      bestSellerRank: ['60.0000', 25],
      tacos: [null, null],
      shopifyRevenueYoY: [null, null],
    });
    expect(byIndicator(group).get('ebitdaYearly')?.estimated).toBe(true);
    expect(group.overallScore).toBe(54); // 700 / 13 = 53.8
    // Shares follow products, not groups: Alpha does not move.
    expect(valuesOf(brands.get('Alpha') as BrandScore).ebitdaYearly).toEqual(['0.493417', 100]);
    expect((await get('/brands/beta-group/profitability?targetCurrency=USD')).json().figures[0].ebitda.amount).toBe(
      '135.53',
    );
    expect((await get('/brands/Beta/profitability?targetCurrency=USD')).statusCode).toBe(404);

    await testApp.call('DELETE', `/api/v2/sellers/${sellerId}/brand-configurations/${created.json().id}`, {
      cookie: alice.cookie,
    });
    expect((await overview()).brands.map((brand) => brand.key)).toEqual(['all', 'Alpha', 'Beta', 'Gamma']);
  });

  it('converts money figures to the target currency with dated rates', async () => {
    await sql(
      `insert into fx_rates (rate_date, currency, rate_per_eur, source) values
         ${DAYS_WITH_ROWS.map((day) => `('${day}', 'USD', 2, 'ecb')`).join(', ')}
       on conflict (rate_date, currency) do update set rate_per_eur = excluded.rate_per_eur`,
    );
    const eur = (await get('/brands/Alpha/profitability?targetCurrency=EUR')).json();
    expect(eur.currency).toBe('EUR');
    expect(eur.figures[1]).toMatchObject({ basis: 'lastMonth', netSales: { amount: '80.00' } });
  });

  it('says "no data" for every indicator of a seller without data, with no overall score and no estimate', async () => {
    const bobSeller = (await testApp.call('GET', '/api/v2/sellers', { cookie: bob.cookie })).json().sellers[0].id;
    const response = await testApp.call('GET', `/api/v2/sellers/${bobSeller}/brands-overview`, { cookie: bob.cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currency).toBe('EUR'); // the user's default currency
    expect(body.brands).toHaveLength(1);
    const all = body.brands[0] as BrandScore;
    expect(all.overallScore).toBeNull();
    expect(all.indicators).toHaveLength(15);
    for (const result of all.indicators) {
      expect(result, result.indicator).toMatchObject({ value: null, score: null, estimated: false });
      expect(result.noData, result.indicator).toEqual(expect.any(String));
    }
    expect(byIndicator(all).get('ebitdaYearly')?.noData).toBe('No settlement data from 2024-07-01 to 2025-06-30');
    expect(byIndicator(all).get('policyViolations')?.noData).toBe(
      'No account health data: no account health snapshot for this seller',
    );
    const funding = await testApp.call('GET', `/api/v2/sellers/${bobSeller}/funding-estimate`, { cookie: bob.cookie });
    expect(funding.json()).toMatchObject({
      available: false,
      trailingEbitda: null,
      overallScore: null,
      unavailable: 'No settlement data from 2024-07-01 to 2025-06-30: the estimate needs the trailing 12-month EBITDA.',
    });
  });

  it('answers 404 for an unknown brand or an unseen seller, and 422 for bad input', async () => {
    expect((await get('/brands/Nope/profitability')).statusCode).toBe(404);
    expect((await get('/brands/Nope/customer-satisfaction')).json().message).toBe('Brand not found');
    expect((await get('/performance?brandName=Nope')).statusCode).toBe(404);
    expect((await get('/funding-estimate?brandName=Nope')).statusCode).toBe(404);
    for (const path of [
      '/brands',
      '/brands-overview',
      '/performance',
      '/brands/Alpha/profitability',
      '/brands/Alpha/customer-satisfaction',
      '/funding-estimate',
    ]) {
      const response = await get(path, bob.cookie);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message).toBe('Seller not found');
    }
    expect((await get('/brands-overview?targetCurrency=XXX')).statusCode).toBe(422);
    const version = await get('/brands-overview?version=7');
    expect(version.statusCode).toBe(422);
    expect(version.json().message).toContain('version');
    expect((await get('/brands-overview?period=last-3-months')).statusCode).toBe(422);
    expect((await testApp.call('GET', `/api/v2/sellers/${sellerId}/brands-overview`)).statusCode).toBe(401);
  });
});
