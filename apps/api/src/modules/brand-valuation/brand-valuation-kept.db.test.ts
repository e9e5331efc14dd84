// The brand valuation keeps its ledger sums and scores between reads (ADR
// 0039); these tests read a figure, change what it is computed from, and read
// it again at once: a cost of goods, another settlement, a product's catalog
// brand, a missing FX rate that arrives, a valuation source and the brand
// configuration. Each new figure is computed by hand.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { PLAIN_V2, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';

/* Today is 2025-07-15: the trailing 12 months are 2024-07-01..2025-06-30. */
const TODAY = '2025-07-15T12:00:00Z';

const sale = (sku: string, cents: number, posted: [number, number, number]): GeneratedRow => ({
  transactionType: 'Order',
  amountType: 'ItemPrice',
  amountDescription: 'Principal',
  cents,
  posted,
  sku,
});

interface Money {
  amount: string;
}
interface Figure {
  basis: string;
  netSales: Money;
  ebitda: Money;
  unitsSold: number;
}

describe(`kept brand ledger figures on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let cookie: string;
  let sellerId: string;
  const sql = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  const get = async (path: string) => {
    const response = await testApp.call('GET', `/api/v2/sellers/${sellerId}${path}`, { cookie });
    return { status: response.statusCode, body: response.json() };
  };
  /** The trailing 12 months' figures of a brand ('all': the whole seller, through funding-estimate's EBITDA too). */
  const yearly = async (brand: string): Promise<Figure> => {
    const { status, body } = await get(`/brands/${brand}/profitability?targetCurrency=USD`);
    expect(status).toBe(200);
    return (body.figures as Figure[])[0] as Figure;
  };
  const importSettlement = async (settlementId: string, currency: string, rows: GeneratedRow[]) => {
    const path = join(workDir, `${settlementId}.txt`);
    await writeFile(path, settlementFileText([{ settlementId, currency, rows }], PLAIN_V2));
    const outcome = await importFileFromCli(database.db, sellerId, path, () => undefined);
    expect(outcome.status).toBe('succeeded');
  };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-valuation-kept-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    cookie = (await createUser(testApp, 'kept@valuation.test', { sellerName: 'Kept Goods' })).cookie;
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers[0].id;
    await importSettlement('9001', 'USD', [sale('A-1', 10000, [2025, 6, 20]), sale('B-1', 5000, [2025, 6, 21])]);
    await sql(`update products set asin = sku, brand = 'Alpha' where seller_id = $1`, [sellerId]);
    await sql(
      `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from) values
         ($1, 'A-1', 40, 'USD', '2024-01-01'), ($1, 'B-1', 10, 'USD', '2024-01-01')`,
      [sellerId],
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

  it('reads a new cost of goods at once', async () => {
    // Net sales 150.00; EBITDA 150 − 40 − 10 = 100.00. Read twice: the second from the kept sums.
    expect(await yearly('Alpha')).toMatchObject({ netSales: { amount: '150.00' }, ebitda: { amount: '100.00' } });
    expect(await yearly('Alpha')).toMatchObject({ ebitda: { amount: '100.00' } });
    await sql(`update cost_of_goods set unit_landed_cost = 55 where seller_id = $1 and sku = 'A-1'`, [sellerId]);
    // 150 − 55 − 10 = 85.00.
    expect(await yearly('Alpha')).toMatchObject({ netSales: { amount: '150.00' }, ebitda: { amount: '85.00' } });
    const funding = await get('/funding-estimate?targetCurrency=USD&brandName=all');
    expect(funding.body.trailingEbitda).toBe('85.00');
  });

  it('reads another settlement at once', async () => {
    expect(await yearly('Alpha')).toMatchObject({ unitsSold: 2 });
    await importSettlement('9002', 'USD', [sale('A-1', 8000, [2025, 5, 2])]);
    // Net sales 150 + 80 = 230.00; EBITDA 85 + 80 − 55 = 110.00; 3 units.
    expect(await yearly('Alpha')).toMatchObject({
      netSales: { amount: '230.00' },
      ebitda: { amount: '110.00' },
      unitsSold: 3,
    });
    const performance = await get('/performance?targetCurrency=USD&brandName=all');
    const may = (performance.body.months as Array<{ month: string; netSales: Money }>).find(
      (month) => month.month === '2025-05',
    );
    expect(may?.netSales.amount).toBe('80.00');
  });

  it('reads a product moved to another catalog brand at once', async () => {
    const overview = await get('/brands-overview?targetCurrency=USD');
    expect(overview.body.brands.map((brand: { key: string }) => brand.key)).toEqual(['all', 'Alpha']);
    await sql(`update products set brand = 'Beta' where seller_id = $1 and sku = 'B-1'`, [sellerId]);
    // B-1: net sales 50.00, EBITDA 50 − 10 = 40.00; Alpha keeps A-1's 180.00 and 70.00.
    expect(await yearly('Beta')).toMatchObject({ netSales: { amount: '50.00' }, ebitda: { amount: '40.00' } });
    expect(await yearly('Alpha')).toMatchObject({ netSales: { amount: '180.00' }, ebitda: { amount: '70.00' } });
  });

  it('answers a missing rate, then the figure once the rate arrives', async () => {
    // A EUR settlement needs EUR → USD rates (USD per EUR) for its days: none yet.
    await sql(`delete from fx_rates where currency = 'USD' and rate_date between '2025-06-01' and '2025-06-30'`);
    await importSettlement('9003', 'EUR', [sale('A-1', 2000, [2025, 6, 10])]);
    const missing = await get('/brands/Alpha/profitability?targetCurrency=USD');
    expect(missing.status).toBe(422);
    await sql(
      `insert into fx_rates (rate_date, currency, rate_per_eur, source) values ('2025-06-10', 'USD', 1.5, 'ecb')
       on conflict (rate_date, currency) do update set rate_per_eur = excluded.rate_per_eur`,
    );
    // 20.00 EUR × 1.5 = 30.00 USD more net sales; the unit costs 55 USD: EBITDA 70 + 30 − 55 = 45.00.
    expect(await yearly('Alpha')).toMatchObject({ netSales: { amount: '210.00' }, ebitda: { amount: '45.00' } });
  });

  it('reads a new valuation source and a new brand configuration at once', async () => {
    const indicator = async (brand: string, name: string) => {
      const { status, body } = await get('/brands-overview?targetCurrency=USD');
      expect(status).toBe(200);
      const score = (
        body.brands as Array<{ key: string; indicators: Array<{ indicator: string; value: string }> }>
      ).find((candidate) => candidate.key === brand);
      return score?.indicators.find((result) => result.indicator === name)?.value ?? null;
    };
    expect(await indicator('all', 'policyViolations')).toBeNull();
    await sql(
      `insert into account_health_snapshots (seller_id, snapshot_date, order_defect_rate, policy_violations)
       values ($1, '2025-07-01', 0.01, 3)`,
      [sellerId],
    );
    expect(await indicator('all', 'policyViolations')).toBe('3');
    // A configured brand that groups both catalog brands: Alpha's 210.00 and 45.00 plus Beta's 50.00 and 40.00.
    const { rows } = await sql(
      `insert into brand_configurations (seller_id, name, slug) values ($1, 'House', 'house') returning id`,
      [sellerId],
    );
    await sql(
      `insert into brand_configuration_keys (seller_id, brand_key, configuration_id, position)
       values ($1, 'Alpha', $2, 0), ($1, 'Beta', $2, 1)`,
      [sellerId, rows[0].id],
    );
    expect(await yearly('house')).toMatchObject({ netSales: { amount: '260.00' }, ebitda: { amount: '85.00' } });
  });

  it('reads a brand configuration renamed or regrouped at once (the brand context is kept too)', async () => {
    const brands = async () => {
      const { status, body } = await get('/brands-overview?targetCurrency=USD');
      expect(status).toBe(200);
      return (body.brands as Array<{ key: string; name: string }>).map((brand) => `${brand.key}:${brand.name}`);
    };
    expect(await brands()).toEqual(['all:All Brands', 'house:House']);
    await sql(`update brand_configurations set name = 'Home' where seller_id = $1 and slug = 'house'`, [sellerId]);
    expect(await brands()).toEqual(['all:All Brands', 'house:Home']);
    // Beta leaves the configuration: it is a catalog brand of its own again, with B-1's 50.00.
    await sql(`delete from brand_configuration_keys where seller_id = $1 and brand_key = 'Beta'`, [sellerId]);
    expect(await brands()).toEqual(['all:All Brands', 'house:Home', 'Beta:Beta']);
    const performance = await get('/performance?targetCurrency=USD&brandName=Beta');
    expect(performance.status).toBe(200);
    const funding = await get('/funding-estimate?targetCurrency=USD&brandName=house');
    expect(funding.body.trailingEbitda).toBe('45.00');
  });

  it('reads a changed rate of a kept day at once', async () => {
    // The EUR settlement's 20.00 EUR converted at 1.5 made 30.00 USD of house's 210.00 net sales.
    expect(await yearly('house')).toMatchObject({ netSales: { amount: '210.00' } });
    await sql(`update fx_rates set rate_per_eur = 2 where currency = 'USD' and rate_date = '2025-06-10'`);
    // 20.00 EUR × 2 = 40.00 USD: 10.00 more.
    expect(await yearly('house')).toMatchObject({ netSales: { amount: '220.00' } });
    const funding = await get('/funding-estimate?targetCurrency=USD&brandName=house');
    expect(funding.body.trailingEbitda).toBe('55.00');
  });
});
