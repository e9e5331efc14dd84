// The product table's figures converted in SQL (ADR 0041) against the JavaScript conversion of
// every SKU-level daily sum (loadGroups by product) on generated multi-currency data, on both
// bases; and a change of the ledger, a cost or a rate shows in the very next read.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { demoCatalog, demoCostOfGoods, writeDemoSettlementFiles } from '@brandlens/db/demo';
import { computeStatement, PRODUCT_STATEMENT_LINES, type FxRate } from '@brandlens/reporting-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { upsertDemoProducts } from '../demo/demo.queries.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';
import type { StatementFilters } from './profit-loss-params.ts';
import { loadGroups } from './profit-loss.service.ts';
import { replaceRates } from '../../test/fx-rates.ts';

const SEED = 5;
const FROM = '2025-04-01';
const TO = '2025-06-30';
const US = 'ATVPDKIKX0DER';

/** Weekday rates with a gap, and round rates on Wednesdays that make half-cent ties. */
function generatedRates(): FxRate[] {
  const base: Record<string, number> = { USD: 1.08, CAD: 1.47, GBP: 0.85, JPY: 161.3 };
  const tie: Record<string, string> = { USD: '2', CAD: '1.25', GBP: '0.5', JPY: '160' };
  const rates: FxRate[] = [];
  let step = 0;
  for (let time = Date.UTC(2025, 2, 20); time <= Date.UTC(2025, 5, 30); time += 86_400_000) {
    const date = new Date(time);
    const day = date.toISOString().slice(0, 10);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6 || day === '2025-04-18') continue;
    step += 1;
    for (const [currency, value] of Object.entries(base)) {
      const ratePerEur =
        date.getUTCDay() === 3 ? (tie[currency] as string) : (value * (1 + (step % 7) / 97)).toFixed(6);
      rates.push({ rateDate: day, currency, ratePerEur, source: 'ecb' });
    }
  }
  return rates;
}

type Figures = Record<string, { amount: string; status: string }>;
type Row = Figures & { marketplaceId: string; sku: string };

describe(`the product table's figures converted in SQL on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let cookie: string;
  let sellerId: string;

  const figuresOf = (row: Figures) =>
    Object.fromEntries(PRODUCT_STATEMENT_LINES.map((key) => [key, row[key]])) as Figures;
  const products = async (query: string) => {
    const response = await testApp.call(
      'GET',
      `/api/v2/sellers/${sellerId}/asin-profit-loss?sortBy=sku&sortOrder=asc&pageSize=200&${query}`,
      { cookie },
    );
    return { status: response.statusCode, body: response.json() as { rows: Row[]; totalRows: number } };
  };
  /** The figures as every SKU-level daily sum converted in JavaScript makes them (the former path). */
  const reference = async (filters: StatementFilters) => {
    const groups = await loadGroups(
      database.db,
      sellerId,
      filters,
      (row) => (row.sku === '' ? [] : [`${row.marketplaceId}\t${row.sku}`]),
      true,
    );
    return new Map(
      [...groups].map(([key, group]) => [key, figuresOf(computeStatement(group.inputs, filters.currency))]),
    );
  };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-asin-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    cookie = (await createUser(testApp, 'asin@pnl.test', { sellerName: 'Asin Goods' })).cookie;
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers[0].id;
    const written = await writeDemoSettlementFiles(join(workDir, 'demo'), {
      seed: SEED,
      now: new Date('2025-07-10T00:00:00Z'),
      months: 3,
      orders: 1_200,
      split: 'marketplace',
    });
    for (const file of [...written.files, ...written.orderFiles]) {
      expect(await importFileFromCli(database.db, sellerId, file, () => undefined)).toMatchObject({
        status: 'succeeded',
      });
    }
    await upsertDemoProducts(database.db, sellerId, demoCatalog(SEED));
    await replaceRates(database.pool, generatedRates());
    // Every SKU but two costs USD from January; some change to GBP mid-May, some to JPY in June.
    const skus = demoCostOfGoods(SEED, '2025-01-01');
    const costs = [
      ...skus.slice(2),
      ...skus
        .slice(2, 8)
        .map((cost) => ({ ...cost, currency: 'GBP', unitLandedCost: '7.3333', validFrom: '2025-05-14' })),
      ...skus
        .slice(8, 11)
        .map((cost) => ({ ...cost, currency: 'JPY', unitLandedCost: '1234', validFrom: '2025-06-03' })),
    ];
    const stored = await testApp.call('POST', '/api/v2/sellers/asin-goods/cost-of-goods-sold', {
      cookie,
      body: { costOfGoodsSold: costs },
    });
    expect(stored.statusCode).toBe(200);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it.each(['posted', 'order'] as const)(
    'gives the figures and statuses of the JavaScript conversion per product (%s basis)',
    async (basis) => {
      const brand = demoCatalog(SEED).find((product) => product.brand)?.brand;
      let compared = 0;
      for (const currency of ['USD', 'EUR', 'GBP', 'JPY']) {
        for (const scope of [{}, { marketplaceId: US }, { brand }]) {
          const filters: StatementFilters = {
            basis,
            currency,
            view: 'MONTHLY',
            period: { from: FROM, to: TO },
            brand: 'brand' in scope ? scope.brand : undefined,
            marketplaceId: 'marketplaceId' in scope ? scope.marketplaceId : undefined,
          };
          const query = new URLSearchParams({
            basis,
            targetCurrency: currency,
            period: `${FROM}..${TO}`,
            ...(filters.brand ? { brand: filters.brand } : {}),
            ...(filters.marketplaceId ? { marketplace: filters.marketplaceId } : {}),
          }).toString();
          const answer = await products(query);
          expect(answer.status, query).toBe(200);
          const expected = await reference(filters);
          expect(answer.body.totalRows, query).toBe(expected.size);
          for (const row of answer.body.rows) {
            expect(figuresOf(row), `${query} ${row.sku}`).toEqual(expected.get(`${row.marketplaceId}\t${row.sku}`));
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(40);
    },
  );

  it('shows a changed ledger, cost or rate in the very next read', async () => {
    const query = `targetCurrency=EUR&period=${FROM}..${TO}`;
    const sku = async () => (await products(query)).body.rows.find((row) => row.marketplaceId === US) as Row;
    const expectReference = async () => {
      const row = await sku();
      const expected = await reference({
        basis: 'posted',
        currency: 'EUR',
        view: 'MONTHLY',
        period: { from: FROM, to: TO },
        brand: undefined,
        marketplaceId: undefined,
      });
      expect(figuresOf(row)).toEqual(expected.get(`${row.marketplaceId}\t${row.sku}`));
      return row;
    };
    const first = await expectReference();
    expect(figuresOf(await sku())).toEqual(figuresOf(first));
    // A rate of the period: every USD figure converts anew.
    await database.pool.query(`update fx_rates set rate_per_eur = rate_per_eur * 2 where currency = 'USD'`);
    const afterRate = await expectReference();
    expect(afterRate.netSales?.amount).not.toBe(first.netSales?.amount);
    // A cost of the product.
    await database.pool.query(
      `update cost_of_goods set unit_landed_cost = unit_landed_cost + 1 where seller_id = $1 and sku = $2`,
      [sellerId, first.sku],
    );
    const afterCost = await expectReference();
    expect(afterCost.productCosts?.amount).not.toBe(afterRate.productCosts?.amount);
    // The ledger: a sale of the product moved into the rollups as an import would.
    await database.pool.query(
      `update ledger_daily_rollups set amount = amount + 10 where seller_id = $1 and marketplace_id = $2 and sku = $3
         and pnl_line = 'fullPriceFulfilledProductSales' and day = (select min(day) from ledger_daily_rollups
           where seller_id = $1 and marketplace_id = $2 and sku = $3 and day >= $4
           and pnl_line = 'fullPriceFulfilledProductSales')`,
      [sellerId, US, first.sku, FROM],
    );
    const afterLedger = await expectReference();
    expect(afterLedger.netSales?.amount).not.toBe(afterCost.netSales?.amount);
  });

  it('answers 422 when a day of the period has no usable rate', async () => {
    await database.pool.query(
      `delete from fx_rates where currency = 'GBP' and rate_date between '2025-05-01' and '2025-05-31'`,
    );
    const answer = await products(`targetCurrency=GBP&period=${FROM}..${TO}`);
    expect(answer.status).toBe(422);
  });
});
