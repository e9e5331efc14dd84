import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import {
  columnsOf,
  itemRow,
  PLAIN_V2,
  settlementLines,
  type GeneratedRow,
  type GeneratedSettlement,
} from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';
import {
  writeAdDaysInTransaction,
  type AdAsinDayInput,
  type AdCampaignDayInput,
  type TAdProduct,
} from './ad-days-writer.queries.ts';
import { rebuildAdEstimates } from './ad-estimates.service.ts';

const US = 'ATVPDKIKX0DER';

const metrics = (spend: string) => ({
  currency: 'USD',
  impressions: 1000,
  clicks: 20,
  spend,
  sales: '50.00',
  orders: 2,
  units: 2,
  attributionFinal: true,
});
const campaignDay = (adProduct: TAdProduct, day: string, spend: string): AdCampaignDayInput => ({
  marketplaceId: US,
  adProduct,
  campaignId: `${adProduct}-1`,
  day,
  ...metrics(spend),
});
const asinDay = (adProduct: TAdProduct, day: string, sku: string, spend: string, adGroupId = 'G1'): AdAsinDayInput => ({
  ...campaignDay(adProduct, day, spend),
  adGroupId,
  asin: `B0${sku.replace('-', '')}`,
  sku,
});

// The ads reports. SP and SD have advertised-product (ASIN) rows whose spend adds up to the campaign
// rows of the same day; SB has campaign rows only; on 2024-03-16 the SP ASIN report is missing.
const CAMPAIGNS = [
  campaignDay('SP', '2024-03-13', '10.00'),
  campaignDay('SP', '2024-03-14', '11.00'),
  campaignDay('SP', '2024-03-15', '18.00'),
  campaignDay('SB', '2024-03-15', '4.50'),
  campaignDay('SP', '2024-03-16', '20.00'),
  campaignDay('SD', '2024-03-16', '3.25'),
  campaignDay('SP', '2024-03-17', '7.00'),
  campaignDay('SP', '2024-03-20', '9.00'),
];
const ASINS = [
  asinDay('SP', '2024-03-13', 'MUG-1', '10.00'),
  asinDay('SP', '2024-03-14', 'MUG-1', '11.00'),
  asinDay('SP', '2024-03-15', 'MUG-1', '12.34'),
  asinDay('SP', '2024-03-15', 'MUG-1', '0.66', 'G2'),
  asinDay('SP', '2024-03-15', 'CUP-2', '5.00'),
  asinDay('SD', '2024-03-16', 'MUG-1', '3.25'),
  asinDay('SP', '2024-03-17', 'MUG-1', '7.00'),
  asinDay('SP', '2024-03-20', 'CUP-2', '9.00'),
];

const charge = (cents: number, day: number): GeneratedRow => ({
  transactionType: 'ServiceFee',
  amountType: 'Cost of Advertising',
  amountDescription: 'Cost of Advertising',
  cents,
  posted: [2024, 3, day],
});
const sale = (day: number) => itemRow('Order / ItemPrice / Principal', 2599, { sku: 'MUG-1', posted: [2024, 3, day] });

interface Line {
  key: string;
  figures: Array<{ amount: string; status: string }>;
  total: { amount: string; status: string };
}

describe(`ad spend estimates in the P&L on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let cookie: string;
  let sellerId: string;
  const get = (path: string) => testApp.call('GET', `/api/v2/sellers/${sellerId}${path}`, { cookie });
  /** A file of settlements, each with its own period ([start, end) in UTC). */
  const importSettlements = async (name: string, settlements: Array<[GeneratedSettlement, string, string]>) => {
    const lines = settlements.flatMap(([settlement, start, end]) => {
      const [summary = '', ...rows] = settlementLines(settlement, PLAIN_V2);
      const dated = summary
        .replace('2024-03-15 00:00:00 UTC', `${end} 00:00:00 UTC`)
        .replace('2024-03-01 00:00:00 UTC', `${start} 00:00:00 UTC`);
      return [dated, ...rows];
    });
    const path = join(workDir, name);
    await writeFile(path, `${[columnsOf('v2-24').join('\t'), ...lines].join('\n')}\n`);
    const outcome = await importFileFromCli(database.db, sellerId, path, () => undefined);
    expect(outcome.status).toBe('succeeded');
  };
  const adLine = async (period: string, view = 'DAILY') => {
    const response = await get(`/profit-loss?targetCurrency=USD&aggregationView=${view}&period=${period}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { periods: string[]; lines: Line[] };
    const line = body.lines.find((entry) => entry.key === 'amazonAdExpenses');
    return {
      days: body.periods.map((day, index) => `${day} ${line?.figures[index]?.amount} ${line?.figures[index]?.status}`),
      total: line?.total,
    };
  };
  const estimateRows = async () => {
    const { rows } = await database.pool.query<{ line: string }>(
      `select e.posted_date::text || ' ' || coalesce(e.sku, '-') || ' ' || e.amount::text || ' '
         || split_part(e.amount_description, ' spend (estimated from the ads reports)', 1) || ' ' || e.status || ' ' || e.source as line
       from ledger_entries e join settlements s on s.id = e.settlement_ref
       where e.seller_id = $1 and s.kind = 'ads_estimate' and s.settlement_id = 'ads:USD'
       order by e.source_line`,
      [sellerId],
    );
    return rows.map((row) => row.line);
  };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-ad-estimates-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    cookie = (await createUser(testApp, 'ads@estimates.test', { sellerName: 'Mug Ads' })).cookie;
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers[0].id;
    // Billed: 150.00 of ad spend in the settlement of 1–14 March.
    await importSettlements('march-1.txt', [
      [{ settlementId: '8001', currency: 'USD', rows: [sale(5), charge(-15_000, 10)] }, '2024-03-01', '2024-03-15'],
    ]);
    const scope = { marketplaceId: US, adProducts: ['SP', 'SB', 'SD'] as TAdProduct[] };
    const days = { fromDay: '2024-03-13', toDay: '2024-03-20' };
    const batch = { sellerId, source: 'upload' as const, importId: null };
    await writeAdDaysInTransaction(database.db, {
      ...batch,
      scope: { table: 'campaign', ...scope, ...days },
      campaigns: CAMPAIGNS,
    });
    await writeAdDaysInTransaction(database.db, {
      ...batch,
      scope: { table: 'asin', ...scope, ...days },
      asins: ASINS,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('estimates the ads days after the last charge, once per day whether from ASIN or campaign rows', async () => {
    const result = await rebuildAdEstimates(database.db, sellerId);
    expect(result.batches).toEqual([
      {
        currency: 'USD',
        rows: 7,
        total: '-61.7500',
        firstDay: '2024-03-15',
        lastDay: '2024-03-20',
        cutoff: '2024-03-14',
      },
    ]);
    expect(await estimateRows()).toEqual([
      '2024-03-15 - -4.5000 Sponsored Brands estimated ads-estimate',
      '2024-03-15 CUP-2 -5.0000 Sponsored Products estimated ads-estimate',
      '2024-03-15 MUG-1 -13.0000 Sponsored Products estimated ads-estimate',
      '2024-03-16 MUG-1 -3.2500 Sponsored Display estimated ads-estimate',
      '2024-03-16 - -20.0000 Sponsored Products estimated ads-estimate',
      '2024-03-17 MUG-1 -7.0000 Sponsored Products estimated ads-estimate',
      '2024-03-20 CUP-2 -9.0000 Sponsored Products estimated ads-estimate',
    ]);
    const line = await adLine('2024-03-10..2024-03-20');
    expect(line.days).toEqual([
      '2024-03-10 -150.00 final',
      '2024-03-11 0.00 final',
      '2024-03-12 0.00 final',
      '2024-03-13 0.00 final',
      '2024-03-14 0.00 final',
      '2024-03-15 -22.50 estimated',
      '2024-03-16 -23.25 estimated',
      '2024-03-17 -7.00 estimated',
      '2024-03-18 0.00 final',
      '2024-03-19 0.00 final',
      '2024-03-20 -9.00 estimated',
    ]);
    // 150.00 billed + 61.75 estimated, and nothing of 13–14 March counted twice.
    expect(line.total).toEqual({ amount: '-211.75', status: 'estimated' });
    // A second rebuild replaces the batch, never adds to it.
    await rebuildAdEstimates(database.db, sellerId);
    expect((await adLine('2024-03', 'MONTHLY')).total).toEqual({ amount: '-211.75', status: 'estimated' });
  });

  it('puts the estimated spend on its SKU in the per-product P&L', async () => {
    const response = await get(
      '/asin-profit-loss?targetCurrency=USD&period=2024-03-15..2024-03-20&sortBy=sku&sortOrder=asc',
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json().rows as Array<{
      sku: string;
      contributionMargin2: { amount: string };
      contributionMargin3: { amount: string; status: string };
    }>;
    // No sale on those days: CM3 is the ad spend alone (MUG-1: 13.00 + 3.25 + 7.00; CUP-2: 5.00 + 9.00).
    expect(rows.map((row) => [row.sku, row.contributionMargin2.amount, row.contributionMargin3])).toEqual([
      ['CUP-2', '0.00', { amount: '-14.00', status: 'estimated' }],
      ['MUG-1', '0.00', { amount: '-23.25', status: 'estimated' }],
    ]);
  });

  it('turns the covered days into the billed charge when the settlement arrives, never holding both', async () => {
    const before = await adLine('2024-03', 'MONTHLY');
    expect(before.total).toEqual({ amount: '-211.75', status: 'estimated' });
    // The settlement of 15–16 March bills 45.00: the estimates of 15 and 16 March (45.75) leave in its transaction.
    await importSettlements('march-2.txt', [
      [{ settlementId: '8002', currency: 'USD', rows: [sale(16), charge(-4_500, 16)] }, '2024-03-15', '2024-03-17'],
    ]);
    expect(await estimateRows()).toEqual([
      '2024-03-17 MUG-1 -7.0000 Sponsored Products estimated ads-estimate',
      '2024-03-20 CUP-2 -9.0000 Sponsored Products estimated ads-estimate',
    ]);
    const after = await adLine('2024-03-15..2024-03-20');
    expect(after.days).toEqual([
      '2024-03-15 0.00 final',
      '2024-03-16 -45.00 final',
      '2024-03-17 -7.00 estimated',
      '2024-03-18 0.00 final',
      '2024-03-19 0.00 final',
      '2024-03-20 -9.00 estimated',
    ]);
    // 150.00 + 45.00 billed, 7.00 + 9.00 estimated.
    expect((await adLine('2024-03', 'MONTHLY')).total).toEqual({ amount: '-211.00', status: 'estimated' });
  });

  it('rebuilds once per file: the cutoff is the latest settlement holding a charge', async () => {
    // Two settlements in one file: 17–18 March bills 7.00, 19–24 March bills nothing.
    await importSettlements('march-3.txt', [
      [{ settlementId: '8003', currency: 'USD', rows: [charge(-700, 18)] }, '2024-03-17', '2024-03-19'],
      [{ settlementId: '8004', currency: 'USD', rows: [sale(21)] }, '2024-03-19', '2024-03-25'],
    ]);
    expect(await estimateRows()).toEqual(['2024-03-20 CUP-2 -9.0000 Sponsored Products estimated ads-estimate']);
    // 150.00 + 45.00 + 7.00 billed, 9.00 estimated.
    expect((await adLine('2024-03', 'MONTHLY')).total).toEqual({ amount: '-211.00', status: 'estimated' });
    // The same file again changes nothing.
    await importSettlements('march-3-again.txt', [
      [{ settlementId: '8003', currency: 'USD', rows: [charge(-700, 18)] }, '2024-03-17', '2024-03-19'],
      [{ settlementId: '8004', currency: 'USD', rows: [sale(21)] }, '2024-03-19', '2024-03-25'],
    ]);
    expect((await adLine('2024-03', 'MONTHLY')).total).toEqual({ amount: '-211.00', status: 'estimated' });
  });

  it('keeps every day estimated in a currency with no charge (ads paid by card)', async () => {
    await writeAdDaysInTransaction(database.db, {
      sellerId,
      source: 'upload',
      importId: null,
      scope: {
        table: 'campaign',
        marketplaceId: 'A2EUQ1WTGCTBG2',
        adProducts: ['SP'],
        fromDay: '2024-01-02',
        toDay: '2024-01-02',
      },
      campaigns: [{ ...campaignDay('SP', '2024-01-02', '3.30'), marketplaceId: 'A2EUQ1WTGCTBG2', currency: 'CAD' }],
    });
    const result = await rebuildAdEstimates(database.db, sellerId);
    expect(result.batches.map((batch) => [batch.currency, batch.total, batch.cutoff])).toEqual([
      ['CAD', '-3.3000', null],
      ['USD', '-9.0000', '2024-03-18'],
    ]);
  });
});
