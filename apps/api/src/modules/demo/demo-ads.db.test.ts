import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { demoAdsHistory, writeDemoSettlementFiles } from '@brandlens/db/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { writeAdDaysInTransaction } from '../amazon-ads/ad-days-writer.queries.ts';
import { importFileFromCli, resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { DEMO_SEED, storeDemoAds } from './demo-data.service.ts';

// The demo seller's ads as `npm start` stores them, and a small demo imported end to end.
const DEFAULT_DEMO = { seed: DEMO_SEED, now: new Date('2026-11-26T08:00:00Z') };
const SMALL_DEMO = { seed: 11, now: new Date('2026-11-26T08:00:00Z'), months: 4, orders: 6_000 };
const US = 'ATVPDKIKX0DER';
const MARKETPLACES = [
  [US, 'USD'],
  ['A2EUQ1WTGCTBG2', 'CAD'],
  ['A1F83G8C2ARO7P', 'GBP'],
  ['A1PA6795UKMFR9', 'EUR'],
] as const;

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe(`demo advertising on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-demo-ads-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('stores the campaigns and every day of the default demo with source demo; a second run keeps API days', async () => {
    const sellerId = await resolveCliSeller(database.db, 'ads-demo', true);
    const expected = demoAdsHistory(DEFAULT_DEMO);
    const started = performance.now();
    const stored = await storeDemoAds(database.db, sellerId, DEFAULT_DEMO);
    console.log(
      `demo ads: ${stored.campaignDays + stored.asinDays} rows generated and stored in ${Math.round(performance.now() - started)} ms`,
    );
    expect(stored).toEqual({
      campaigns: 48,
      campaignDays: expected.campaignDays.length,
      asinDays: expected.asinDays.length,
    });
    const counts = async () =>
      (
        await database.pool.query(
          `select (select count(*)::int from ad_campaigns where seller_id = $1 and source = 'demo') as campaigns,
             (select count(*)::int from ad_groups where seller_id = $1) as groups,
             (select count(*)::int from ad_product_ads where seller_id = $1) as ads,
             (select count(*)::int from ad_targets where seller_id = $1) as targets,
             (select count(*)::int from ad_campaign_daily where seller_id = $1 and source = 'demo') as campaign_days,
             (select count(*)::int from ad_asin_daily where seller_id = $1 and source = 'demo') as asin_days,
             (select sum(spend)::text from ad_daily_totals where seller_id = $1 and currency = 'USD') as usd_spend`,
          [sellerId],
        )
      ).rows[0];
    const usdBilled = expected.periods
      .filter((period) => period.currency === 'USD')
      .reduce((sum, period) => sum + cents(period.billed), 0);
    expect(await counts()).toEqual({
      campaigns: 48,
      groups: 48,
      ads: expected.campaigns.reduce((sum, campaign) => sum + campaign.ads.length, 0),
      targets: expected.campaigns.reduce((sum, campaign) => sum + campaign.targets.length, 0),
      campaign_days: expected.campaignDays.length,
      asin_days: expected.asinDays.length,
      usd_spend: (usdBilled / 100).toFixed(4),
    });
    // A day the Ads API holds stays the API's; the demo's rows of every other day come back the same.
    await writeAdDaysInTransaction(database.db, {
      sellerId,
      source: 'api',
      importId: null,
      scope: {
        table: 'campaign',
        marketplaceId: US,
        adProducts: ['SP', 'SB', 'SD'],
        fromDay: '2026-10-31',
        toDay: '2026-10-31',
      },
      campaigns: [
        {
          marketplaceId: US,
          adProduct: 'SP',
          campaignId: '42',
          day: '2026-10-31',
          currency: 'USD',
          impressions: 100,
          clicks: 5,
          spend: '4.00',
          sales: '20.00',
          orders: 1,
          units: 1,
          attributionFinal: false,
        },
      ],
    });
    const again = await storeDemoAds(database.db, sellerId, DEFAULT_DEMO);
    const usOnLastDay = expected.campaignDays.filter((row) => row.marketplaceId === US && row.day === '2026-10-31');
    expect(again.campaignDays).toBe(expected.campaignDays.length - usOnLastDay.length);
    const { rows } = await database.pool.query(
      `select source, count(*)::int as n from ad_campaign_daily where seller_id = $1 and day = '2026-10-31'
       and marketplace_id = $2 group by source`,
      [sellerId, US],
    );
    expect(rows).toEqual([{ source: 'api', n: 1 }]);
  });

  it('bills every ads day once the settlements are imported: the P&L ad expenses equal the ads spend, none estimated', async () => {
    const { cookie } = await createUser(testApp, 'demo-ads@demo.test', { sellerName: 'Small Demo' });
    const sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers[0].id as string;
    const history = demoAdsHistory(SMALL_DEMO);
    await storeDemoAds(database.db, sellerId, SMALL_DEMO);
    const written = await writeDemoSettlementFiles(workDir, { ...SMALL_DEMO, split: 'marketplace' });
    for (const path of written.files) {
      expect((await importFileFromCli(database.db, sellerId, path, () => undefined)).status).toBe('succeeded');
    }
    const { rows: estimates } = await database.pool.query(
      `select count(*)::int as n from settlements where seller_id = $1 and kind = 'ads_estimate'`,
      [sellerId],
    );
    expect(estimates[0].n).toBe(0);
    for (const [marketplaceId, currency] of MARKETPLACES) {
      const spend = history.campaignDays
        .filter((row) => row.marketplaceId === marketplaceId)
        .reduce((sum, row) => sum + cents(row.spend), 0);
      const response = await testApp.call(
        'GET',
        `/api/v2/sellers/${sellerId}/profit-loss?targetCurrency=${currency}&marketplace=${marketplaceId}&period=2026-07..2026-10`,
        { cookie },
      );
      expect(response.statusCode).toBe(200);
      const line = response.json().lines.find((entry: { key: string }) => entry.key === 'amazonAdExpenses');
      expect([currency, line.total]).toEqual([currency, { amount: (-spend / 100).toFixed(2), status: 'final' }]);
    }
  });
});
