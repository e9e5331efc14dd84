import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { adReportCsv, adReportXlsx, DE_FORMAT, US_FORMAT, type AdFixtureRow } from '../../test/ads-report-files.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';
const EXACT = 'Mugs - Exact';
const AUTO = 'Mugs - Auto';

const day = (
  date: string,
  campaign: string,
  spend: string,
  sales: string,
  counts: number[],
  extra = {},
): AdFixtureRow => {
  const [impressions = 0, clicks = 0, orders = 0, units = 0] = counts;
  return { day: date, campaign, spend, sales, impressions, clicks, orders, units, ...extra };
};

const CAMPAIGN_DAYS = [
  day('2026-10-01', EXACT, '12.5', '60', [1000, 20, 2, 3]),
  day('2026-10-01', AUTO, '1234.56', '2500', [50_000, 900, 40, 44]),
  day('2026-10-02', EXACT, '8.25', '0', [700, 11, 0, 0]),
  day('2026-10-03', EXACT, '10', '45.99', [800, 12, 1, 1]),
];

// Sponsored Products reports uploaded through the imports API and stored in the ads tables.
describe(`advertising report uploads on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let dataDir: string;
  const sellers = {} as Record<'us' | 'de', { id: string; cookie: string }>;

  const upload = async (who: keyof typeof sellers, fileName: string, content: string | Buffer) => {
    const { body, headers } = multipartBody({ fileName, content });
    const { id, cookie } = sellers[who];
    const created = await testApp.call('POST', `/api/v2/sellers/${id}/imports`, { cookie, body, headers });
    expect(created.statusCode).toBe(202);
    return (await testApp.call('GET', `/api/v2/sellers/${id}/imports/${created.json().id}`, { cookie })).json();
  };
  const rows = async (sql: string, who: keyof typeof sellers) =>
    (await database.pool.query(sql, [sellers[who].id])).rows;
  const campaignDays = (who: keyof typeof sellers) =>
    rows(
      `select campaign_id, day::text, currency, impressions::int, clicks::int, spend::text, sales::text, orders, units, source
       from ad_campaign_daily where seller_id = $1 order by day, campaign_id`,
      who,
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'brandlens-ads-uploads-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { DATA_DIR: dataDir } });
    for (const [who, marketplaceId] of [
      ['us', US],
      ['de', DE],
    ] as const) {
      const { cookie } = await createUser(testApp, `${who}@ads-uploads.test`, { sellerName: `Ads ${who}` });
      const id = (await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers[0].id;
      sellers[who] = { id, cookie };
      await database.pool.query(`insert into products (seller_id, marketplace_id, sku) values ($1, $2, 'MUG-1')`, [
        id,
        marketplaceId,
      ]);
    }
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a US campaign report per campaign and day, names its campaigns, and the same file again changes nothing', async () => {
    const csv = adReportCsv('sp-campaigns', CAMPAIGN_DAYS, US_FORMAT);
    const first = await upload('us', 'Sponsored_Products_Campaign_report.csv', csv);
    expect(first).toMatchObject({
      kind: 'ads-report',
      status: 'succeeded',
      rowsRead: 4,
      adReportType: 'sp-campaigns',
      adRows: 4,
      adFirstDay: '2026-10-01',
      adLastDay: '2026-10-03',
      adDaysSkipped: 0,
      errors: [],
    });
    const expected = [
      [`name:${AUTO}`, '2026-10-01', 'USD', 50_000, 900, '1234.5600', '2500.0000', 40, 44, 'upload'],
      [`name:${EXACT}`, '2026-10-01', 'USD', 1000, 20, '12.5000', '60.0000', 2, 3, 'upload'],
      [`name:${EXACT}`, '2026-10-02', 'USD', 700, 11, '8.2500', '0.0000', 0, 0, 'upload'],
      [`name:${EXACT}`, '2026-10-03', 'USD', 800, 12, '10.0000', '45.9900', 1, 1, 'upload'],
    ];
    expect((await campaignDays('us')).map(Object.values)).toEqual(expected);
    const totals = `select day::text, spend::text, sales::text, orders from ad_daily_totals where seller_id = $1 order by day`;
    expect(await rows(totals, 'us')).toEqual([
      { day: '2026-10-01', spend: '1247.0600', sales: '2560.0000', orders: 42 },
      { day: '2026-10-02', spend: '8.2500', sales: '0.0000', orders: 0 },
      { day: '2026-10-03', spend: '10.0000', sales: '45.9900', orders: 1 },
    ]);
    expect(
      await rows(
        `select campaign_id, name, state, source, currency from ad_campaigns where seller_id = $1 order by 1`,
        'us',
      ),
    ).toEqual([
      { campaign_id: `name:${AUTO}`, name: AUTO, state: null, source: 'upload', currency: 'USD' },
      { campaign_id: `name:${EXACT}`, name: EXACT, state: null, source: 'upload', currency: 'USD' },
    ]);
    // The P&L's estimated ad spend was rebuilt from these days (no settlement bills them yet).
    const estimated = `select round(sum(l.amount), 2)::text as total from ledger_entries l join settlements s on s.id = l.settlement_ref
      where s.seller_id = $1 and s.kind = 'ads_estimate'`;
    expect(await rows(estimated, 'us')).toEqual([{ total: '-1265.31' }]);
    expect(testApp.mails.at(-1)?.text).toContain(
      'The advertising report Sponsored_Products_Campaign_report.csv for Ads us has been imported: 4 day rows stored from 2026-10-01 to 2026-10-03.',
    );

    const again = await upload('us', 'Sponsored_Products_Campaign_report.csv', csv);
    expect(again).toMatchObject({ status: 'succeeded', adRows: 4 });
    expect((await campaignDays('us')).map(Object.values)).toEqual(expected);
    expect(await rows(estimated, 'us')).toEqual([{ total: '-1265.31' }]);
    expect(await readdir(join(dataDir, 'uploads'))).toEqual([]);
  });

  it('stores an advertised product workbook per ASIN, and its campaign sums only for days no campaign report covers', async () => {
    const asins = [
      day('2026-10-02', EXACT, '5', '20', [300, 5, 1, 1], { adGroup: 'Exact', sku: 'MUG-1', asin: 'B0MUG00001' }),
      day('2026-10-02', EXACT, '3', '0', [400, 6, 0, 0], { adGroup: 'Exact', sku: 'MUG-2', asin: 'B0MUG00002' }),
      day('2026-10-04', EXACT, '7.1', '30', [500, 7, 1, 2], { adGroup: 'Exact', sku: 'MUG-1', asin: 'B0MUG00001' }),
      day('2026-10-04', EXACT, '1.15', '0', [90, 2, 0, 0], { adGroup: 'Exact', sku: 'MUG-2', asin: 'B0MUG00002' }),
      day('2026-10-04', AUTO, '2.4', '19.99', [250, 3, 1, 1], { adGroup: 'Auto', sku: 'MUG-2', asin: 'B0MUG00002' }),
    ];
    const workbook = await adReportXlsx('sp-advertised-product', asins, US_FORMAT, { dateCells: true });
    const imported = await upload('us', 'Sponsored_Products_Advertised_product_report.xlsx', workbook);
    expect(imported).toMatchObject({
      status: 'succeeded',
      adReportType: 'sp-advertised-product',
      adRows: 5,
      adFirstDay: '2026-10-02',
      adLastDay: '2026-10-04',
    });
    const asinDays = `select ad_group_id, asin, sku, day::text, spend::text, sales::text, orders, units from ad_asin_daily
      where seller_id = $1 order by day, ad_group_id, asin`;
    expect((await rows(asinDays, 'us')).map(Object.values)).toEqual([
      [`name:${EXACT}/Exact`, 'B0MUG00001', 'MUG-1', '2026-10-02', '5.0000', '20.0000', 1, 1],
      [`name:${EXACT}/Exact`, 'B0MUG00002', 'MUG-2', '2026-10-02', '3.0000', '0.0000', 0, 0],
      [`name:${AUTO}/Auto`, 'B0MUG00002', 'MUG-2', '2026-10-04', '2.4000', '19.9900', 1, 1],
      [`name:${EXACT}/Exact`, 'B0MUG00001', 'MUG-1', '2026-10-04', '7.1000', '30.0000', 1, 2],
      [`name:${EXACT}/Exact`, 'B0MUG00002', 'MUG-2', '2026-10-04', '1.1500', '0.0000', 0, 0],
    ]);
    // 2 and 3 October keep the campaign report's figures; 4 October is summed from the ASINs.
    expect(
      (await campaignDays('us'))
        .filter((row) => row.day >= '2026-10-02')
        .map((row) => [row.campaign_id, row.day, row.spend, row.sales, row.orders]),
    ).toEqual([
      [`name:${EXACT}`, '2026-10-02', '8.2500', '0.0000', 0],
      [`name:${EXACT}`, '2026-10-03', '10.0000', '45.9900', 1],
      [`name:${AUTO}`, '2026-10-04', '2.4000', '19.9900', 1],
      [`name:${EXACT}`, '2026-10-04', '8.2500', '30.0000', 1],
    ]);
    expect(
      await rows(`select ad_group_id, campaign_id, name from ad_groups where seller_id = $1 order by 1`, 'us'),
    ).toEqual([
      { ad_group_id: `name:${AUTO}/Auto`, campaign_id: `name:${AUTO}`, name: 'Auto' },
      { ad_group_id: `name:${EXACT}/Exact`, campaign_id: `name:${EXACT}`, name: 'Exact' },
    ]);
  });

  it('stores search term, targeting, placement and performance reports as breakdowns, rows of one key summed', async () => {
    const group = { adGroup: 'Exact' };
    const files: Array<[string, string | Buffer]> = [
      [
        'search-term.xlsx',
        await adReportXlsx(
          'sp-search-term',
          [
            day('2026-10-05', EXACT, '1.2', '15', [40, 2, 1, 1], {
              ...group,
              targeting: 'mug',
              matchType: 'BROAD',
              searchTerm: 'blue mug',
            }),
            day('2026-10-05', EXACT, '0.8', '0', [10, 1, 0, 0], {
              ...group,
              targeting: 'cup',
              matchType: 'BROAD',
              searchTerm: 'blue mug',
            }),
          ],
          US_FORMAT,
        ),
      ],
      [
        'targeting.csv',
        adReportCsv(
          'sp-targeting',
          [day('2026-10-05', EXACT, '2', '15', [50, 3, 1, 1], { ...group, targeting: 'mug', matchType: 'EXACT' })],
          US_FORMAT,
        ),
      ],
      [
        'placement.xlsx',
        await adReportXlsx(
          'sp-placement',
          [day('2026-10-05', EXACT, '2', '15', [50, 3, 1, 1], { placement: 'Top of Search on-Amazon' })],
          US_FORMAT,
        ),
      ],
      [
        'performance.xlsx',
        await adReportXlsx('sp-performance', [day('2026-10-05', '', '2', '15', [50, 3, 1, 1])], US_FORMAT, {
          dateCells: true,
        }),
      ],
    ];
    for (const [fileName, content] of files) expect((await upload('us', fileName, content)).status).toBe('succeeded');
    const breakdowns = `select kind, campaign_id, ad_group_id, dimension, match_type, impressions::int, clicks::int, spend::text, sales::text, orders
      from ad_breakdown_daily where seller_id = $1 order by kind`;
    expect((await rows(breakdowns, 'us')).map(Object.values)).toEqual([
      ['performance', '', '', '', '', 50, 3, '2.0000', '15.0000', 1],
      ['placement', `name:${EXACT}`, '', 'Top of Search on-Amazon', '', 50, 3, '2.0000', '15.0000', 1],
      ['search-term', `name:${EXACT}`, `name:${EXACT}/Exact`, 'blue mug', 'BROAD', 50, 3, '2.0000', '15.0000', 1],
      ['targeting', `name:${EXACT}`, `name:${EXACT}/Exact`, 'mug', 'EXACT', 50, 3, '2.0000', '15.0000', 1],
    ]);
    // A breakdown is shown beside the campaign figures, never added to them.
    expect((await campaignDays('us')).filter((row) => row.day === '2026-10-05')).toEqual([]);
  });

  it('stores a German report with decimal commas and German dates in euros', async () => {
    const german = [
      day('2026-10-01', 'Tassen - Exakt', '1234.56', '2345.6', [12_345, 210, 30, 31]),
      day('2026-10-02', 'Tassen - Exakt', '0.5', '0', [15, 1, 0, 0]),
    ];
    const imported = await upload(
      'de',
      'Sponsored_Products_Kampagnenbericht.csv',
      adReportCsv('sp-campaigns', german, DE_FORMAT),
    );
    expect(imported).toMatchObject({
      status: 'succeeded',
      adRows: 2,
      adFirstDay: '2026-10-01',
      adLastDay: '2026-10-02',
    });
    expect((await campaignDays('de')).map(Object.values)).toEqual([
      ['name:Tassen - Exakt', '2026-10-01', 'EUR', 12_345, 210, '1234.5600', '2345.6000', 30, 31, 'upload'],
      ['name:Tassen - Exakt', '2026-10-02', 'EUR', 15, 1, '0.5000', '0.0000', 0, 0, 'upload'],
    ]);
  });
});
