import { randomBytes } from 'node:crypto';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/env.ts';
import { createUser } from '../../test/accounts.ts';
import type { FakeAdDay } from '../../test/fake-amazon-ads-data.ts';
import { FAKE_ADS, FAKE_US_PROFILE, seedFakeAdvertiser } from '../../test/fake-amazon-ads-seed.ts';
import { startFakeAmazonAds, type RunningFakeAmazonAds } from '../../test/fake-amazon-ads.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { writeAdDaysInTransaction } from './ad-days-writer.queries.ts';
import { runAdsSync } from './ads-sync.service.ts';

// A full sync against the fake Ads API, at fixed times in the profile's zone (Los Angeles): the
// first run asks for 60 days (two windows of each of the five reports) and finds them PENDING;
// the next stores what Amazon made, exactly; the next day re-pulls the last days.
const KEY = randomBytes(32);
/** 13:00 in Los Angeles on 10 March 2026: the last full day is the 9th. */
const MARCH_10 = new Date('2026-03-10T20:00:00Z');
const MARCH_11 = new Date('2026-03-11T20:00:00Z');
const ids = FAKE_ADS;

const day = (values: Partial<FakeAdDay> & Pick<FakeAdDay, 'day' | 'cost' | 'sales'>): FakeAdDay => ({
  profileId: FAKE_US_PROFILE.profileId,
  adProduct: 'SP',
  campaignId: ids.lampsExact,
  adGroupId: ids.lampsExactGroup,
  ...ids.lamp,
  impressions: 0,
  clicks: 0,
  orders: 0,
  units: 0,
  ...values,
});

const FIGURES: FakeAdDay[] = [
  day({ day: '2026-01-09', impressions: 1000, clicks: 20, cost: '12.50', sales: '45.00', orders: 2, units: 3 }),
  day({ day: '2026-03-09', impressions: 800, clicks: 10, cost: '7.25', sales: '0' }),
  day({
    day: '2026-03-09',
    ...ids.mug,
    impressions: 200,
    clicks: 5,
    cost: '3.10',
    sales: '19.99',
    orders: 1,
    units: 1,
  }),
  day({
    day: '2026-02-09',
    campaignId: ids.mugsExact,
    adGroupId: ids.mugsExactGroup,
    ...ids.mug,
    impressions: 300,
    clicks: 6,
    cost: '4.05',
    sales: '25.50',
    orders: 1,
    units: 2,
  }),
  day({
    day: '2026-03-08',
    adProduct: 'SB',
    campaignId: ids.brand,
    adGroupId: '',
    impressions: 5000,
    clicks: 40,
    cost: '30.00',
    sales: '120.00',
    orders: 4,
    units: 5,
  }),
  day({
    day: '2026-03-07',
    adProduct: 'SD',
    campaignId: ids.display,
    adGroupId: ids.displayGroup,
    impressions: 9000,
    clicks: 12,
    cost: '9.99',
    sales: '39.99',
    orders: 1,
    units: 1,
  }),
];

describe(`the Amazon Advertising sync on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let ads: RunningFakeAmazonAds;
  let testApp: TestApp;
  let sellerId: string;
  const sleeps: number[] = [];
  let env: ReturnType<typeof parseEnv>;

  const sync = (now: Date) =>
    runAdsSync({ db: database.db, env, now, sleep: async (ms) => void sleeps.push(ms) }, sellerId);
  const query = async <T>(text: string) => (await database.pool.query(text, [sellerId])).rows as T[];
  const campaignDays = () =>
    query(
      `select ad_product, campaign_id, day::text, spend::text, sales::text, clicks, impressions, orders, units,
         attribution_final as final, source
       from ad_campaign_daily where seller_id = $1 order by day, ad_product, campaign_id`,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    ads = await startFakeAmazonAds();
    seedFakeAdvertiser(ads.fake);
    ads.fake.days.push(...FIGURES);
    const settings = { ...ads.env, CONNECTIONS_ENCRYPTION_KEY: KEY.toString('base64') };
    env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: database.connectionString, ...settings });
    testApp = await createTestApp(database, { env: settings, heldJobs: ['amazon-ads.sync-seller'] });
    const { cookie } = await createUser(testApp, 'sync@seller.test', { sellerName: 'Sync Seller' });
    const consent = await testApp.call('POST', '/api/v2/sellers/sync-seller/service-authorization-url', {
      cookie,
      body: { provider: 'autopilot_amazon_ads', region: 'na' },
    });
    const url = new URL(consent.json().url);
    const code = ads.fake.issueCode(url.searchParams.get('redirect_uri') ?? '');
    const callback = new URLSearchParams({ code, state: url.searchParams.get('state') ?? '' });
    expect((await testApp.call('GET', `/api/oauth?${callback.toString()}`, { cookie })).statusCode).toBe(200);
    sellerId = (await database.pool.query<{ id: string }>(`select id from sellers where slug = 'sync-seller'`)).rows[0]!
      .id;
  });
  afterAll(async () => {
    await testApp.close();
    await ads.close();
    await database.destroy();
  });

  it('asks for 60 days in windows of at most 31, and leaves the reports Amazon is still making', async () => {
    // An upload held two days before the connection: the API takes the one it covers.
    for (const [fromDay, spend] of [
      ['2025-12-01', '5.00'],
      ['2026-03-09', '99.00'],
    ] as const)
      await writeAdDaysInTransaction(database.db, {
        sellerId,
        source: 'upload',
        importId: null,
        scope: { table: 'campaign', marketplaceId: 'ATVPDKIKX0DER', adProducts: ['SP'], fromDay, toDay: fromDay },
        campaigns: [
          {
            marketplaceId: 'ATVPDKIKX0DER',
            adProduct: 'SP',
            campaignId: ids.lampsExact,
            day: fromDay,
            currency: 'USD',
            impressions: 1,
            clicks: 1,
            spend,
            sales: '0',
            orders: 0,
            units: 0,
            attributionFinal: true,
          },
        ],
      });
    const result = await sync(MARCH_10);
    expect(result).toMatchObject({ state: 'waiting', openReports: 10, reportsStored: 0, problems: [], waitMs: 15_000 });
    const requests = await query<{ type: string; start: string; end: string; status: string }>(
      `select report_type_id as type, start_day::text as start, end_day::text as end, status
       from ad_report_requests where seller_id = $1 order by report_type_id, start_day`,
    );
    const windows = (type: string) => [
      { type, start: '2026-01-09', end: '2026-02-08', status: 'PENDING' },
      { type, start: '2026-02-09', end: '2026-03-09', status: 'PENDING' },
    ];
    expect(requests).toEqual([
      ...windows('sbCampaigns'),
      ...windows('sdAdvertisedProduct'),
      ...windows('sdCampaigns'),
      ...windows('spAdvertisedProduct'),
      ...windows('spCampaigns'),
    ]);
    expect(ads.fake.callsOf('getReport')).toHaveLength(10);
    const status = await testApp
      .logIn('sync@seller.test', 'correct horse battery')
      .then((cookie) => testApp.call('GET', '/api/v2/sellers/sync-seller/advertising/amazon/sync', { cookie }));
    expect(status.json()).toMatchObject({ connected: true, status: 'waiting', openReports: 10, lastError: null });
  });

  it('takes the id Amazon names when it answers 425 to a report it is still making', async () => {
    const before = await query<{ id: string }>(
      `select report_id as id from ad_report_requests where seller_id = $1 order by 1`,
    );
    // The requests are forgotten (a run that died before storing them): the same reports are asked for again.
    await database.pool.query(`delete from ad_report_requests where seller_id = $1`, [sellerId]);
    for (const report of ads.fake.reporting.reports) report.pendingLooks = 1;
    expect(await sync(MARCH_10)).toMatchObject({ state: 'waiting', openReports: 10, problems: [] });
    expect(
      ads.fake
        .callsOf('createReport')
        .slice(10)
        .map((call) => call.status),
    ).toEqual(Array(10).fill(425));
    expect(await query(`select report_id as id from ad_report_requests where seller_id = $1 order by 1`)).toEqual(
      before,
    );
    expect(ads.fake.reporting.reports).toHaveLength(10);
  });

  it('stores the campaign structure, page by page', async () => {
    expect(
      await query(
        `select ad_product, campaign_id, name, state, budget::text, targeting_type from ad_campaigns where seller_id = $1 order by campaign_id`,
      ),
    ).toEqual([
      {
        ad_product: 'SP',
        campaign_id: ids.lampsExact,
        name: 'Lamps — exact',
        state: 'ENABLED',
        budget: '25.0000',
        targeting_type: 'MANUAL',
      },
      {
        ad_product: 'SP',
        campaign_id: ids.lampsAuto,
        name: 'Lamps — auto',
        state: 'PAUSED',
        budget: '10.0000',
        targeting_type: 'AUTO',
      },
      {
        ad_product: 'SP',
        campaign_id: ids.mugsExact,
        name: 'Mugs — exact',
        state: 'ENABLED',
        budget: '15.5000',
        targeting_type: 'MANUAL',
      },
      {
        ad_product: 'SB',
        campaign_id: ids.brand,
        name: 'Brand — store',
        state: 'ENABLED',
        budget: '50.0000',
        targeting_type: null,
      },
      {
        ad_product: 'SD',
        campaign_id: ids.display,
        name: 'Display — remarketing',
        state: 'ENABLED',
        budget: '20.0000',
        targeting_type: 'T00020',
      },
    ]);
    expect(
      await query(
        `select kind, expression, match_type, bid::text from ad_targets where seller_id = $1 order by target_id`,
      ),
    ).toEqual([
      { kind: 'keyword', expression: 'desk lamp', match_type: 'EXACT', bid: '0.8000' },
      { kind: 'keyword', expression: 'coffee mug', match_type: 'PHRASE', bid: '0.6500' },
      { kind: 'auto', expression: 'QUERY_HIGH_REL_MATCHES', match_type: null, bid: '0.4500' },
      { kind: 'product', expression: 'ASIN_SAME_AS="B0COMPETE01"', match_type: null, bid: '0.9000' },
    ]);
    expect(
      await query(`select ad_group_id, asin, sku from ad_product_ads where seller_id = $1 order by ad_id`),
    ).toEqual([
      { ad_group_id: ids.lampsExactGroup, asin: 'B0TESTLAMP1', sku: 'LAMP-1' },
      { ad_group_id: ids.lampsExactGroup, asin: 'B0TESTMUG1', sku: 'MUG-1' },
      { ad_group_id: ids.mugsExactGroup, asin: 'B0TESTMUG1', sku: 'MUG-1' },
    ]);
    expect(await query(`select count(*)::int as groups from ad_groups where seller_id = $1`)).toEqual([{ groups: 3 }]);
    // Three campaigns at two a page: the list was read with its nextToken.
    expect(
      ads.fake
        .callsOf('listSpCampaigns')
        .slice(0, 2)
        .map((call) => (call.body as { nextToken?: string }).nextToken),
    ).toEqual([undefined, 'Mg']);
  });

  it('stores the completed reports on the next run: exact figures, the last 3 days estimated, the upload replaced', async () => {
    const result = await sync(MARCH_10);
    expect(result).toMatchObject({ state: 'done', openReports: 0, reportsStored: 10, problems: [] });
    expect(ads.fake.callsOf('createReport')).toHaveLength(20);
    const row = (
      dayText: string,
      product: string,
      campaign: string,
      spend: string,
      sales: string,
      counts: number[],
      final: boolean,
      source = 'api',
    ) => ({
      day: dayText,
      ad_product: product,
      campaign_id: campaign,
      spend,
      sales,
      clicks: String(counts[0]),
      impressions: String(counts[1]),
      orders: counts[2],
      units: counts[3],
      final,
      source,
    });
    expect(await campaignDays()).toEqual([
      row('2025-12-01', 'SP', ids.lampsExact, '5.0000', '0.0000', [1, 1, 0, 0], true, 'upload'),
      row('2026-01-09', 'SP', ids.lampsExact, '12.5000', '45.0000', [20, 1000, 2, 3], true),
      row('2026-02-09', 'SP', ids.mugsExact, '4.0500', '25.5000', [6, 300, 1, 2], true),
      row('2026-03-07', 'SD', ids.display, '9.9900', '39.9900', [12, 9000, 1, 1], false),
      row('2026-03-08', 'SB', ids.brand, '30.0000', '120.0000', [40, 5000, 4, 5], false),
      row('2026-03-09', 'SP', ids.lampsExact, '10.3500', '19.9900', [15, 1000, 1, 1], false),
    ]);
    expect(
      await query(
        `select campaign_id, ad_group_id, asin, sku, day::text, spend::text from ad_asin_daily where seller_id = $1 order by day, asin`,
      ),
    ).toEqual([
      {
        campaign_id: ids.lampsExact,
        ad_group_id: ids.lampsExactGroup,
        asin: 'B0TESTLAMP1',
        sku: 'LAMP-1',
        day: '2026-01-09',
        spend: '12.5000',
      },
      {
        campaign_id: ids.mugsExact,
        ad_group_id: ids.mugsExactGroup,
        asin: 'B0TESTMUG1',
        sku: 'MUG-1',
        day: '2026-02-09',
        spend: '4.0500',
      },
      {
        campaign_id: ids.display,
        ad_group_id: ids.displayGroup,
        asin: 'B0TESTLAMP1',
        sku: 'LAMP-1',
        day: '2026-03-07',
        spend: '9.9900',
      },
      {
        campaign_id: ids.lampsExact,
        ad_group_id: ids.lampsExactGroup,
        asin: 'B0TESTLAMP1',
        sku: 'LAMP-1',
        day: '2026-03-09',
        spend: '7.2500',
      },
      {
        campaign_id: ids.lampsExact,
        ad_group_id: ids.lampsExactGroup,
        asin: 'B0TESTMUG1',
        sku: 'MUG-1',
        day: '2026-03-09',
        spend: '3.1000',
      },
    ]);
    expect(
      await query(
        `select day::text, ad_product, spend::text, attribution_final as final from ad_daily_totals where seller_id = $1 and day >= '2026-03-07' order by day`,
      ),
    ).toEqual([
      { day: '2026-03-07', ad_product: 'SD', spend: '9.9900', final: false },
      { day: '2026-03-08', ad_product: 'SB', spend: '30.0000', final: false },
      { day: '2026-03-09', ad_product: 'SP', spend: '10.3500', final: false },
    ]);
    expect(
      await query(
        `select last_error, last_synced_at is not null as synced from ad_profiles where seller_id = $1 and selected`,
      ),
    ).toEqual([{ last_error: null, synced: true }]);
  });

  it('asks for nothing more the same day', async () => {
    const result = await sync(MARCH_10);
    expect(result).toMatchObject({ state: 'done', openReports: 0, reportsStored: 0 });
    expect(ads.fake.callsOf('createReport')).toHaveLength(20);
  });

  it('re-pulls the last days the next day: moved figures replaced, the day leaving them final', async () => {
    const sd = ads.fake.days.find((entry) => entry.adProduct === 'SD')!;
    Object.assign(sd, { sales: '59.98', orders: 2, units: 2 });
    const mug = ads.fake.days.find((entry) => entry.day === '2026-03-09' && entry.sku === 'MUG-1')!;
    Object.assign(mug, { sales: '39.98', orders: 2, units: 2 });
    ads.fake.days.push(day({ day: '2026-03-10', impressions: 100, clicks: 2, cost: '1.20', sales: '0' }));
    expect(await sync(MARCH_11)).toMatchObject({ state: 'waiting', openReports: 5 });
    const created = ads.fake
      .callsOf('createReport')
      .slice(20)
      .map((call) => call.body as { startDate: string; endDate: string });
    expect(created.map((body) => `${body.startDate}..${body.endDate}`)).toEqual(
      Array(5).fill('2026-03-07..2026-03-10'),
    );
    expect(await sync(MARCH_11)).toMatchObject({ state: 'done', reportsStored: 5 });
    const days = (await campaignDays()).filter((entry) => (entry as { day: string }).day >= '2026-03-07');
    expect(days).toEqual([
      expect.objectContaining({
        day: '2026-03-07',
        ad_product: 'SD',
        spend: '9.9900',
        sales: '59.9800',
        orders: 2,
        final: true,
      }),
      expect.objectContaining({
        day: '2026-03-08',
        ad_product: 'SB',
        spend: '30.0000',
        sales: '120.0000',
        final: false,
      }),
      expect.objectContaining({
        day: '2026-03-09',
        ad_product: 'SP',
        spend: '10.3500',
        sales: '39.9800',
        orders: 2,
        units: 2,
        final: false,
      }),
      expect.objectContaining({ day: '2026-03-10', ad_product: 'SP', spend: '1.2000', sales: '0.0000', final: false }),
    ]);
  });

  it('waits out a 429 as Amazon says, and gives the turn back when the wait is long', async () => {
    ads.fake.failNext('listSpAdGroups', 429, { retryAfterSeconds: 3 });
    const before = sleeps.length;
    expect(await sync(MARCH_11)).toMatchObject({ state: 'done', problems: [] });
    expect(sleeps.slice(before)).toEqual([3000]);
    ads.fake.failNext('listSpKeywords', 429, { retryAfterSeconds: 600 });
    expect(await sync(MARCH_11)).toMatchObject({ state: 'waiting', waitMs: 600_000, problems: [] });
    expect(sleeps.slice(before)).toEqual([3000]);
  });

  it('takes a fresh token after a 401, and marks the connection when Amazon refuses the authorisation', async () => {
    ads.fake.revokeAccessTokens();
    expect(await sync(MARCH_11)).toMatchObject({ state: 'done' });
    for (const token of [...ads.fake.refreshTokens]) ads.fake.revoke(token);
    expect(await sync(MARCH_11)).toMatchObject({ state: 'authorisation-lost' });
    expect(
      await query(
        `select reauthorization_required_at is not null as lost, last_error from seller_connections where seller_id = $1`,
      ),
    ).toEqual([{ lost: true, last_error: expect.stringContaining('connect it again in Settings → Connections') }]);
    const cookie = await testApp.logIn('sync@seller.test', 'correct horse battery');
    const options = await testApp.call('GET', '/api/v2/sellers/sync-seller/service-provider-options', { cookie });
    const provider = options
      .json()
      .providers.find((entry: { provider: string }) => entry.provider === 'autopilot_amazon_ads');
    expect(provider.connection.state).toBe('reauthorization-required');
  });
});
