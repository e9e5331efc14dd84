// The statement's fast path (SKU-less daily totals, cost totals, conversion in SQL; ADR 0014)
// against two independent computations on generated data: the SKU-level path (loadGroups), and
// figures recomputed here from the raw ledger rows, cost entries and rates with reporting-core.
// On both bases: by posted date, and by order date (ADR 0022) with the demo's orders reports.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, MIGRATIONS_FOLDER, testBackendName, type TestDatabase } from '@brandlens/db';
import { demoCatalog, demoCostOfGoods, writeDemoSettlementFiles } from '@brandlens/db/demo';
import {
  bucketOf,
  convert,
  COST_LINES,
  costOnDate,
  createRateTable,
  formatDecimal,
  parseDecimal,
  rescale,
  STATEMENT_LINES,
  type Decimal,
  type FxRate,
  type StatementLineDefinition,
} from '@brandlens/reporting-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { multipartBody } from '../../test/multipart.ts';
import { PLAIN_V2, settlementFileText } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { upsertDemoProducts } from '../demo/demo.queries.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';
import type { StatementFilters } from './profit-loss-params.ts';
import { loadGroups } from './profit-loss.service.ts';
import { shapeStatement, TOTAL_GROUP } from './statement.serializer.ts';
import { replaceRates } from '../../test/fx-rates.ts';

const SEED = 11;
const FROM = '2025-04-01';
const TO = '2025-06-30';
const MARKETPLACES = { US: 'ATVPDKIKX0DER', CA: 'A2EUQ1WTGCTBG2', UK: 'A1F83G8C2ARO7P', DE: 'A1PA6795UKMFR9' };

/** Deterministic rates: weekdays only, an Easter gap, and on Wednesdays round rates that make half-cent ties. */
function generatedRates(): FxRate[] {
  const base: Record<string, number> = { USD: 1.08, CAD: 1.47, GBP: 0.85, JPY: 161.3 };
  let state = 20250401;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const rates: FxRate[] = [];
  for (let time = Date.UTC(2025, 2, 20); time <= Date.UTC(2025, 5, 30); time += 86_400_000) {
    const date = new Date(time);
    const day = date.toISOString().slice(0, 10);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6 || day === '2025-04-18' || day === '2025-04-21') continue;
    const wednesday = date.getUTCDay() === 3;
    for (const [currency, value] of Object.entries(base)) {
      const tie: Record<string, string> = { USD: '2', CAD: '1.25', GBP: '0.5', JPY: '160' };
      const ratePerEur = wednesday ? (tie[currency] as string) : (value * (0.97 + next() * 0.06)).toFixed(6);
      rates.push({ rateDate: day, currency, ratePerEur, source: currency === 'JPY' ? 'secondary' : 'ecb' });
    }
  }
  return rates;
}

const add = (a: Decimal, b: Decimal): Decimal => {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale).units + rescale(b, scale).units, scale };
};
const ZERO: Decimal = { units: 0n, scale: 0 };

interface RawRow {
  day: string;
  marketplace_id: string;
  sku: string;
  pnl_line: string;
  currency: string;
  status: string;
  amount: string;
  quantity: number;
}

interface CostRow {
  sku: string;
  unitLandedCost: string;
  currency: string;
  validFrom: string;
}

describe(`the statement's daily totals on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let alice: { cookie: string };
  let sellerId: string;
  let brandOf: Map<string, string | null>;
  const costsUrl = '/api/v2/sellers/alpha-goods/cost-of-goods-sold';

  const filtersOf = (query: Partial<StatementFilters> & { currency: string }): StatementFilters => ({
    basis: 'posted',
    view: 'MONTHLY',
    period: { from: FROM, to: TO },
    brand: undefined,
    marketplaceId: undefined,
    ...query,
  });
  const queryOf = (filters: StatementFilters) =>
    new URLSearchParams({
      basis: filters.basis,
      targetCurrency: filters.currency,
      aggregationView: filters.view,
      period: `${filters.period.from}..${filters.period.to}`,
      ...(filters.brand ? { brand: filters.brand } : {}),
      ...(filters.marketplaceId ? { marketplace: filters.marketplaceId } : {}),
    }).toString();
  const fast = async (filters: StatementFilters) => {
    const response = await testApp.call('GET', `/api/v2/sellers/${sellerId}/profit-loss?${queryOf(filters)}`, {
      cookie: alice.cookie,
    });
    return { status: response.statusCode, body: response.json() };
  };
  /** The SKU-level path: daily sums per product from ledger_daily_rollups, unit costs by lateral join, FX in JS. */
  const reference = async (filters: StatementFilters) => {
    const groups = await loadGroups(database.db, sellerId, filters, (row) => [
      bucketOf(row.day, filters.view),
      TOTAL_GROUP,
    ]);
    return shapeStatement(groups, filters);
  };
  const expectSameAsReference = async (filters: StatementFilters) => {
    const answer = await fast(filters);
    expect(answer.status, JSON.stringify(filters)).toBe(200);
    const { periods, lines, rates, orderDating } = answer.body;
    expect({ periods, lines, rates }, JSON.stringify(filters)).toEqual(await reference(filters));
    expect(orderDating === null, JSON.stringify(filters)).toBe(filters.basis === 'posted');
    return answer.body as { lines: Array<{ key: string; figures: Array<{ amount: string; status: string }> }> };
  };

  /**
   * The statement's ledger, units and cost lines recomputed from ledger_entries: rows summed per
   * day, line, currency and status (as the rollups do), each daily sum converted on its day; units
   * of the cost lines × the unit cost valid that day per SKU, summed per cost currency, converted.
   * On the order basis a row's day is its order's day when the order is in amazon_orders, and the
   * rows of Amazon order ids that are not count as estimated.
   */
  const fromRawRows = async (filters: StatementFilters) => {
    const isOrderBasis = filters.basis === 'order';
    const { rows } = await database.pool.query<RawRow & { fallback: boolean }>(
      `select (case when $2 and o.order_id is not null then o.order_day
           else coalesce(e.posted_date, (s.end_date at time zone 'UTC')::date) end)::text as day,
         coalesce(e.marketplace_id, '') as marketplace_id, coalesce(e.sku, '') as sku, e.pnl_line, e.currency,
         e.status::text, $2 and o.order_id is null and e.order_id ~ '^[0-9]{3}-[0-9]{7}-[0-9]{7}$' as fallback,
         sum(e.amount)::text as amount, coalesce(sum(e.quantity), 0)::int as quantity
       from ledger_entries e left join settlements s on s.id = e.settlement_ref
       left join amazon_orders o on o.seller_id = e.seller_id and o.order_id = e.order_id
       where e.seller_id = $1
       group by 1, 2, 3, 4, 5, 6, 7`,
      [sellerId, isOrderBasis],
    );
    const costs = (
      await database.pool.query<CostRow>(
        `select sku, unit_landed_cost::text as "unitLandedCost", currency, valid_from::text as "validFrom"
         from cost_of_goods where seller_id = $1`,
        [sellerId],
      )
    ).rows;
    const rates = createRateTable(
      (
        await database.pool.query<FxRate>(
          `select rate_date::text as "rateDate", currency, rate_per_eur::text as "ratePerEur", source from fx_rates`,
        )
      ).rows,
    );
    const kept = rows.filter(
      (row) =>
        row.day >= filters.period.from &&
        row.day <= filters.period.to &&
        (filters.marketplaceId === undefined || row.marketplace_id === filters.marketplaceId) &&
        (filters.brand === undefined || brandOf.get(`${row.marketplace_id}\t${row.sku}`) === filters.brand),
    );
    const daily = new Map<string, { day: string; line: string; currency: string; amount: Decimal; quantity: number }>();
    const dailyCost = new Map<string, { day: string; line: string; currency: string; amount: Decimal }>();
    const missingCost = new Set<string>();
    for (const row of kept) {
      const status = row.fallback ? 'estimated' : row.status;
      const key = `${row.day}|${row.pnl_line}|${row.currency}|${status}`;
      const sum = daily.get(key) ?? {
        day: row.day,
        line: row.pnl_line,
        currency: row.currency,
        amount: ZERO,
        quantity: 0,
      };
      sum.amount = add(sum.amount, parseDecimal(row.amount));
      sum.quantity += row.quantity;
      daily.set(key, sum);
    }
    // The rollups sum a day's rows per marketplace, SKU, line, currency and status before |units| × cost.
    const units = new Map<string, { day: string; sku: string; line: string; quantity: number }>();
    const fallbackUnits = new Set<string>();
    for (const row of kept) {
      if (!(COST_LINES as readonly string[]).includes(row.pnl_line)) continue;
      const key = `${row.day}|${row.marketplace_id}|${row.sku}|${row.pnl_line}|${row.currency}|${row.status}|${row.fallback}`;
      const sum = units.get(key) ?? { day: row.day, sku: row.sku, line: row.pnl_line, quantity: 0 };
      sum.quantity += row.quantity;
      units.set(key, sum);
      if (row.fallback) fallbackUnits.add(key);
    }
    for (const [unitKey, unit] of units) {
      if (unit.quantity === 0) continue;
      if (fallbackUnits.has(unitKey)) missingCost.add(bucketOf(unit.day, filters.view));
      const cost = costOnDate(costs, unit.sku, unit.day);
      if (!cost) {
        missingCost.add(bucketOf(unit.day, filters.view));
        continue;
      }
      const key = `${unit.day}|${unit.line}|${cost.currency}`;
      const sum = dailyCost.get(key) ?? { day: unit.day, line: unit.line, currency: cost.currency, amount: ZERO };
      const value = parseDecimal(cost.unitLandedCost);
      sum.amount = add(sum.amount, { units: value.units * BigInt(Math.abs(unit.quantity)), scale: value.scale });
      dailyCost.set(key, sum);
    }
    const figures = new Map<string, Decimal>();
    const put = (key: string, value: Decimal) => figures.set(key, add(figures.get(key) ?? ZERO, value));
    const converted = (amount: Decimal, currency: string, day: string) =>
      parseDecimal(convert(formatDecimal(amount), currency, filters.currency, day, rates).amount);
    for (const sum of daily.values()) {
      const bucket = bucketOf(sum.day, filters.view);
      put(`${sum.line}|${bucket}`, converted(sum.amount, sum.currency, sum.day));
      if (sum.line === 'fullPriceFulfilledProductSales')
        put(`units|${bucket}`, { units: BigInt(sum.quantity), scale: 0 });
    }
    for (const sum of dailyCost.values()) {
      put(`cost:${sum.line}|${bucketOf(sum.day, filters.view)}`, converted(sum.amount, sum.currency, sum.day));
    }
    return { figures, missingCost };
  };

  const expectRawFigures = async (filters: StatementFilters) => {
    const body = await expectSameAsReference(filters);
    const { figures, missingCost } = await fromRawRows(filters);
    const periods = (body as unknown as { periods: string[] }).periods;
    const digits = filters.currency === 'JPY' ? 0 : 2;
    const text = (value: Decimal | undefined, scale: number, negate = false) => {
      const decimal = rescale(value ?? ZERO, scale);
      return formatDecimal(negate ? { units: -decimal.units, scale } : decimal);
    };
    const linesByKey = new Map(body.lines.map((line) => [line.key, line]));
    let checked = 0;
    for (const definition of STATEMENT_LINES as readonly StatementLineDefinition[]) {
      const line = linesByKey.get(definition.key);
      periods.forEach((period, index) => {
        const figure = line?.figures[index];
        if (definition.kind === 'ledger') {
          expect(figure?.amount, `${definition.key} ${period}`).toBe(
            text(figures.get(`${definition.ledgerLine}|${period}`), digits),
          );
        } else if (definition.kind === 'units') {
          expect(figure?.amount, `${definition.key} ${period}`).toBe(text(figures.get(`units|${period}`), 0));
        } else if (definition.kind === 'cost') {
          const isSold = definition.key === 'landedCostOfGoodsSold';
          const cost = figures.get(`cost:${isSold ? COST_LINES[0] : COST_LINES[1]}|${period}`);
          expect(figure?.amount, `${definition.key} ${period}`).toBe(text(cost, digits, isSold));
          expect(figure?.status, `${definition.key} ${period}`).toBe(missingCost.has(period) ? 'estimated' : 'final');
        } else return;
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThan(periods.length * 20);
  };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-totals-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@totals.test', { sellerName: 'Alpha Goods' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    const written = await writeDemoSettlementFiles(join(workDir, 'demo'), {
      seed: SEED,
      now: new Date('2025-07-10T00:00:00Z'),
      months: 3,
      orders: 2_500,
      split: 'marketplace',
    });
    for (const file of [...written.files, ...written.orderFiles]) {
      expect(await importFileFromCli(database.db, sellerId, file, () => undefined)).toMatchObject({
        status: 'succeeded',
      });
    }
    await upsertDemoProducts(database.db, sellerId, demoCatalog(SEED));
    brandOf = new Map(
      (
        await database.pool.query<{ key: string; brand: string | null }>(
          `select marketplace_id || chr(9) || sku as key, brand from products where seller_id = $1`,
          [sellerId],
        )
      ).rows.map((row) => [row.key, row.brand]),
    );
    await replaceRates(database.pool, generatedRates());
    // Every SKU but three costs USD from January; some change to GBP mid-May, some to JPY in June.
    const skus = demoCostOfGoods(SEED, '2025-01-01');
    const costs = [
      ...skus.slice(3),
      ...skus
        .slice(3, 11)
        .map((cost) => ({ ...cost, currency: 'GBP', unitLandedCost: '7.3333', validFrom: '2025-05-14' })),
      ...skus
        .slice(11, 15)
        .map((cost) => ({ ...cost, currency: 'JPY', unitLandedCost: '1234', validFrom: '2025-06-03' })),
    ];
    const stored = await testApp.call('POST', costsUrl, { cookie: alice.cookie, body: { costOfGoodsSold: costs } });
    expect(stored.statusCode).toBe(200);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it.each(['posted', 'order'] as const)(
    'gives the figures, statuses and rates of the SKU-level path for every view, marketplace, brand and currency (%s basis)',
    async (basis) => {
      for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'CAD']) {
        for (const marketplaceId of [undefined, ...Object.values(MARKETPLACES)]) {
          await expectSameAsReference(filtersOf({ basis, currency, marketplaceId }));
          await expectSameAsReference(
            filtersOf({
              basis,
              currency,
              marketplaceId,
              view: 'DAILY',
              period: { from: '2025-05-01', to: '2025-05-31' },
            }),
          );
        }
        for (const brand of ['Trailhead Gear', 'Kitchen Kind', 'Nobody Sells This']) {
          await expectSameAsReference(filtersOf({ basis, currency, brand }));
          await expectSameAsReference(filtersOf({ basis, currency, brand, marketplaceId: MARKETPLACES.UK }));
        }
      }
    },
  );

  it.each(['posted', 'order'] as const)(
    'adds up to the figures recomputed from the raw ledger rows, costs and rates (%s basis)',
    async (basis) => {
      await expectRawFigures(filtersOf({ basis, currency: 'EUR' }));
      await expectRawFigures(filtersOf({ basis, currency: 'JPY', marketplaceId: MARKETPLACES.UK }));
      await expectRawFigures(filtersOf({ basis, currency: 'USD', brand: 'Kitchen Kind' }));
      await expectRawFigures(
        filtersOf({ basis, currency: 'GBP', view: 'DAILY', period: { from: '2025-06-01', to: '2025-06-10' } }),
      );
    },
  );

  it('moves order rows to their order day: the order basis differs per month, and some rows fall back', async () => {
    const [posted, byOrder] = await Promise.all([
      fast(filtersOf({ currency: 'USD', marketplaceId: MARKETPLACES.US })),
      fast(filtersOf({ basis: 'order', currency: 'USD', marketplaceId: MARKETPLACES.US })),
    ]);
    const netSales = (body: { lines: Array<{ key: string; figures: Array<{ amount: string }> }> }) =>
      body.lines.find((line) => line.key === 'netSales')?.figures.map((figure) => figure.amount);
    expect(netSales(byOrder.body)).not.toEqual(netSales(posted.body));
    expect(byOrder.body.orderDating.total.orderDatedRows).toBeGreaterThan(0);
    expect(byOrder.body.orderDating.total.fallbackRows).toBeGreaterThan(0);
  });

  it('answers a missing rate with 422 naming the first day without one', async () => {
    const missing = await fast(filtersOf({ currency: 'CHF' }));
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('No CHF rate on or before 2025-04-01');
    await expect(reference(filtersOf({ currency: 'CHF' }))).rejects.toThrow(
      /^No CHF rate on or before 2025-0[456]-\d\d$/,
    );
  });

  it('recomputes the landed cost when a cost changes mid-month, in the writing transaction', async () => {
    const may = filtersOf({ currency: 'USD', period: { from: '2025-05-01', to: '2025-05-31' } });
    const landedCost = async () =>
      (await expectSameAsReference(may)).lines.find((line) => line.key === 'landedCostOfGoodsSold')?.figures[0]?.amount;
    const before = await landedCost();
    const [cost] = demoCostOfGoods(SEED, '2025-05-20').slice(20, 21);
    const changed = await testApp.call('POST', costsUrl, {
      cookie: alice.cookie,
      body: { costOfGoodsSold: [{ ...cost, unitLandedCost: '99.5' }] },
    });
    expect(changed.json()).toMatchObject({ created: 1 });
    expect(await landedCost()).not.toBe(before);
    expect((await database.pool.query('select count(*)::int as n from cost_total_refreshes')).rows[0].n).toBe(0);
    await expectRawFigures(filtersOf({ currency: 'EUR' }));
    await expectRawFigures(filtersOf({ basis: 'order', currency: 'EUR' }));

    // A file of many rows, and a cost written by plain SQL, are recomputed the same way.
    const csv = ['sku,unit landed cost,currency,valid from']
      .concat(
        demoCostOfGoods(SEED, '2025-06-15')
          .slice(25, 40)
          .map((row) => `${row.sku},3.21,CAD,2025-06-15`),
      )
      .join('\n');
    const { body, headers } = multipartBody({ fileName: 'costs.csv', content: csv });
    const uploaded = await testApp.call('POST', `${costsUrl}/upload`, { cookie: alice.cookie, body, headers });
    expect(uploaded.json()).toMatchObject({ created: 15 });
    await database.pool.query(
      `update cost_of_goods set unit_landed_cost = 0.5 where seller_id = $1 and valid_from = '2025-05-14'`,
      [sellerId],
    );
    await expectRawFigures(filtersOf({ currency: 'EUR' }));
    await expectRawFigures(filtersOf({ currency: 'CAD', marketplaceId: MARKETPLACES.DE }));
    await expectRawFigures(filtersOf({ basis: 'order', currency: 'EUR' }));
    await expectRawFigures(filtersOf({ basis: 'order', currency: 'CAD', marketplaceId: MARKETPLACES.DE }));
  });

  it('adds an imported settlement to the totals and costs its days with the costs then stored', async () => {
    const [cost] = demoCostOfGoods(SEED, '2025-01-01').slice(5, 6);
    const path = join(workDir, 'late.txt');
    const row = (cents: number, day: number) => ({
      transactionType: 'Order',
      amountType: 'ItemPrice',
      amountDescription: 'Principal',
      cents,
      sku: cost?.sku,
      marketplaceName: 'Amazon.co.uk',
      posted: [2025, 6, day] as [number, number, number],
    });
    await writeFile(
      path,
      settlementFileText([{ settlementId: '990001', currency: 'GBP', rows: [row(1999, 12), row(2501, 29)] }], PLAIN_V2),
    );
    expect(await importFileFromCli(database.db, sellerId, path, () => undefined)).toMatchObject({
      status: 'succeeded',
    });
    // The import ends with fresh planner statistics for the totals (PGlite never analyzes by itself).
    const { rows } = await database.pool.query<{ estimated: number; counted: number }>(
      `select c.reltuples::int as estimated, (select count(*)::int from ledger_daily_totals) as counted
       from pg_class c where c.relname = 'ledger_daily_totals'`,
    );
    expect(rows[0]?.estimated).toBe(rows[0]?.counted);
    await expectRawFigures(filtersOf({ currency: 'USD', marketplaceId: MARKETPLACES.UK }));
    await expectSameAsReference(
      filtersOf({ currency: 'GBP', view: 'DAILY', period: { from: '2025-06-01', to: '2025-06-30' } }),
    );
    await expectRawFigures(filtersOf({ basis: 'order', currency: 'USD', marketplaceId: MARKETPLACES.UK }));
  });

  it('backfills from the SKU-level rollups exactly what the importer and cost writes keep', async () => {
    const tables = [
      'ledger_daily_totals',
      'ledger_marketplace_daily_totals',
      'cost_daily_totals',
      'cost_marketplace_daily_totals',
    ];
    const snapshot = async () =>
      Promise.all(
        tables.map(
          async (table) => (await database.pool.query(`select * from ${table} t order by t::text`)).rows as unknown[],
        ),
      );
    const kept = await snapshot();
    expect(kept.map((rows) => rows.length).every((count) => count > 0)).toBe(true);
    const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_pnl-daily-totals-backfill.sql'));
    const statements = readFileSync(join(MIGRATIONS_FOLDER, file ?? ''), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) =>
        /^(INSERT INTO ledger_|SELECT write_cost_daily_totals)/m.test(statement.replace(/^--.*\n/gm, '')),
      );
    expect(statements).toHaveLength(3);
    for (const table of tables) await database.pool.query(`delete from ${table}`);
    for (const statement of statements) await database.pool.query(statement);
    expect(await snapshot()).toEqual(kept);
  });
});
