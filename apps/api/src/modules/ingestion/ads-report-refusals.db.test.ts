import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { adReportCsv, adReportXlsx, US_FORMAT, type AdFixtureRow } from '../../test/ads-report-files.ts';
import { multipartBody } from '../../test/multipart.ts';
import { parseEnv } from '../../platform/env.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { writeAdDaysInTransaction } from '../amazon-ads/ad-days-writer.queries.ts';
import { SUMMARY_REFUSED } from './ads-report-rows.ts';
import { insertImport } from './imports.queries.ts';
import { importSettlementJob } from './jobs/import-settlement.job.ts';

const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';

const day = (date: string, spend: string, extra: Partial<AdFixtureRow> = {}): AdFixtureRow => ({
  day: date,
  campaign: 'Lamps',
  impressions: 100,
  clicks: 4,
  spend,
  sales: '25',
  orders: 1,
  units: 1,
  ...extra,
});

// What an advertising report upload refuses, and what it leaves to the Ads API sync.
describe(`advertising report refusals on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let dataDir: string;
  const sellers = {} as Record<'one' | 'two', { id: string; cookie: string }>;

  const post = (who: keyof typeof sellers, fileName: string, content: string | Buffer, fields = {}) => {
    const { body, headers } = multipartBody({ fileName, content }, fields);
    const { id, cookie } = sellers[who];
    return testApp.call('POST', `/api/v2/sellers/${id}/imports`, { cookie, body, headers });
  };
  const upload = async (who: keyof typeof sellers, content: string | Buffer, fields = {}) => {
    const created = await post(who, 'report.csv', content, fields);
    expect(created.statusCode).toBe(202);
    const { id, cookie } = sellers[who];
    return (await testApp.call('GET', `/api/v2/sellers/${id}/imports/${created.json().id}`, { cookie })).json();
  };
  const stored = async (who: keyof typeof sellers) =>
    (
      await database.pool.query(
        `select day::text, source, spend::text from ad_campaign_daily where seller_id = $1 order by day, source`,
        [sellers[who].id],
      )
    ).rows.map((row) => `${row.day} ${row.source} ${row.spend}`);
  const importCount = async () => Number((await database.pool.query('select count(*) from imports')).rows[0].count);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'brandlens-ads-refusals-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { DATA_DIR: dataDir } });
    for (const [who, marketplaceIds] of [
      ['one', [US]],
      ['two', [US, UK]],
    ] as const) {
      const { cookie } = await createUser(testApp, `${who}@ads-refusals.test`, { sellerName: `Lamps ${who}` });
      const id = (await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers[0].id;
      sellers[who] = { id, cookie };
      for (const marketplaceId of marketplaceIds) {
        await database.pool.query(`insert into products (seller_id, marketplace_id, sku) values ($1, $2, 'LAMP-1')`, [
          id,
          marketplaceId,
        ]);
      }
    }
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a file with a bad row whole, with its line, and keeps what was stored before', async () => {
    await upload('one', adReportCsv('sp-campaigns', [day('2026-09-10', '3'), day('2026-09-11', '4')], US_FORMAT));
    const before = await stored('one');
    const bad = adReportCsv('sp-campaigns', [day('2026-09-10', '9'), day('2026-09-11', '12.3.4')], US_FORMAT);
    expect(await upload('one', bad)).toMatchObject({
      status: 'failed',
      adRows: 0,
      errors: [{ line: 3, reason: 'Spend: "12.3.4" is not an amount' }],
    });
    expect(await stored('one')).toEqual(before);
    expect(before).toEqual(['2026-09-10 upload 3.0000', '2026-09-11 upload 4.0000']);
  });

  it('refuses a Summary report and a report in another currency than the marketplace, with the row', async () => {
    const summary = [day('2026-09-01', '5', { endDay: '2026-09-30' })];
    expect(await upload('one', adReportCsv('sp-campaigns', summary, { ...US_FORMAT, summary: true }))).toMatchObject({
      status: 'failed',
      errors: [{ line: 2, reason: SUMMARY_REFUSED }],
    });
    const euros = await adReportXlsx(
      'sp-campaigns',
      [day('2026-09-01', '5'), day('2026-09-02', '5', { currency: 'EUR' })],
      US_FORMAT,
    );
    expect(await upload('one', euros)).toMatchObject({
      status: 'failed',
      errors: [
        {
          line: 3,
          reason:
            'Currency EUR is not the currency of the marketplace United States (USD): upload the report for the marketplace of its currency (field marketplaceId).',
        },
      ],
    });
    expect((await stored('one')).filter((row) => row < '2026-09-10')).toEqual([]);
  });

  it('skips the days the Ads API sync holds and counts them', async () => {
    const apiDay = { marketplaceId: US, adProduct: 'SP' as const, campaignId: '123456', day: '2026-08-02' };
    await writeAdDaysInTransaction(database.db, {
      sellerId: sellers.one.id,
      source: 'api',
      importId: null,
      scope: { table: 'campaign', marketplaceId: US, adProducts: ['SP'], fromDay: '2026-08-02', toDay: '2026-08-02' },
      campaigns: [
        {
          ...apiDay,
          currency: 'USD',
          impressions: 9,
          clicks: 1,
          spend: '7.77',
          sales: '0',
          orders: 0,
          units: 0,
          attributionFinal: true,
        },
      ],
    });
    const report = adReportCsv(
      'sp-campaigns',
      [day('2026-08-01', '1'), day('2026-08-02', '2'), day('2026-08-03', '3')],
      US_FORMAT,
    );
    for (let run = 0; run < 2; run += 1) {
      expect(await upload('one', report)).toMatchObject({
        status: 'succeeded',
        adRows: 2,
        adFirstDay: '2026-08-01',
        adLastDay: '2026-08-03',
        adDaysSkipped: 1,
      });
    }
    expect((await stored('one')).filter((row) => row < '2026-09')).toEqual([
      '2026-08-01 upload 1.0000',
      '2026-08-02 api 7.7700',
      '2026-08-03 upload 3.0000',
    ]);
  });

  it('asks a seller of several marketplaces which one, and refuses what is not a Sponsored Products report', async () => {
    const before = await importCount();
    const report = adReportCsv('sp-campaigns', [day('2026-07-01', '1')], US_FORMAT);
    const unplaced = await post('two', 'report.csv', report);
    expect([unplaced.statusCode, unplaced.json().message]).toEqual([
      422,
      `Choose the marketplace of this advertising report (field marketplaceId): the report does not name it and the seller sells in 2 marketplaces (${UK}, ${US}).`,
    ]);
    const workbook = await adReportXlsx('sp-campaigns', [day('2026-07-01', '1')], US_FORMAT);
    const notAReport = await post('two', 'costs.xlsx', await costsWorkbook(), { marketplaceId: US });
    expect(notAReport.statusCode).toBe(422);
    expect(notAReport.json().message).toContain('not a Sponsored Products report');
    const brands = await post('two', 'sb.csv', report.replace(/7 Day Total Sales /g, '14 Day Total Sales'), {
      marketplaceId: US,
    });
    expect(brands.json().message).toContain('lacks the column 7 Day Total Sales');
    expect(await importCount()).toBe(before);
    expect(await upload('two', workbook, { marketplaceId: US })).toMatchObject({ status: 'succeeded', adRows: 1 });
    // The same report placed on the UK marketplace is in dollars, not pounds.
    expect(await upload('two', workbook, { marketplaceId: UK })).toMatchObject({
      status: 'failed',
      errors: [
        { line: 2, reason: expect.stringContaining('not the currency of the marketplace United Kingdom (GBP)') },
      ],
    });
  });

  it('asks for the alert evaluation and the kept statements refresh once an advertising report is stored, as the other imports do', async () => {
    const path = join(dataDir, 'queued-report.csv');
    await writeFile(path, adReportCsv('sp-campaigns', [day('2026-06-01', '1')], US_FORMAT));
    const row = await insertImport(database.db, {
      sellerId: sellers.one.id,
      kind: 'ads-report',
      fileName: 'queued-report.csv',
      fileSize: 1,
      storagePath: path,
      createdByUserId: null,
      inventoryMarketplaceId: US,
      adReportType: 'sp-campaigns',
    });
    const sent: Array<{ name: string; data: unknown }> = [];
    await importSettlementJob.handler(
      { importId: row.id },
      {
        db: database.db,
        env: parseEnv({ NODE_ENV: 'test', DATABASE_URL: database.connectionString, DATA_DIR: dataDir }),
        mailer: testApp.mailer,
        worker: { id: 'test', startedAt: new Date(), version: 'test' },
        jobs: { send: async (job, data) => void sent.push({ name: job.name, data }) },
      },
    );
    expect(sent).toEqual([
      { name: 'alerts.evaluate-seller', data: { sellerId: sellers.one.id } },
      { name: 'profit-loss.refresh-kept-statements', data: { sellerId: sellers.one.id } },
    ]);
  });
});

/** A workbook whose first row is a cost-of-goods header, not a report's. */
async function costsWorkbook(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Costs');
  sheet.addRow(['sku', 'unit landed cost', 'currency', 'valid from']);
  sheet.addRow(['LAMP-1', 4.2, 'USD', '2026-01-01']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
