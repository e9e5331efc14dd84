import { createTestDatabase, sellers, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAdDaysInTransaction, type AdCampaignDayInput, type AdDaysBatch } from './ad-days-writer.queries.ts';

const US = 'ATVPDKIKX0DER';

const day = (campaignId: string, date: string, spend: string, clicks = 10): AdCampaignDayInput => ({
  marketplaceId: US,
  adProduct: 'SP',
  campaignId,
  day: date,
  currency: 'USD',
  impressions: clicks * 100,
  clicks,
  spend,
  sales: '100.00',
  orders: 2,
  units: 3,
  attributionFinal: true,
});

describe(`the ads daily writer on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let sellerId: string;

  const batch = (source: AdDaysBatch['source'], fromDay: string, toDay: string, campaigns: AdCampaignDayInput[]) => ({
    sellerId,
    source,
    importId: null,
    scope: { table: 'campaign' as const, marketplaceId: US, adProducts: ['SP' as const], fromDay, toDay },
    campaigns,
  });
  const totals = async () => {
    const { rows } = await database.pool.query<{ day: string; spend: string; clicks: string }>(
      `select day::text, spend::text, clicks::text from ad_daily_totals where seller_id = $1 order by day`,
      [sellerId],
    );
    return rows.map((row) => `${row.day} ${Number(row.spend).toFixed(2)} ${row.clicks}`);
  };
  const sources = async () => {
    const { rows } = await database.pool.query<{ day: string; source: string }>(
      `select day::text, string_agg(distinct source, ',') as source from ad_campaign_daily where seller_id = $1
       group by day order by day`,
      [sellerId],
    );
    return rows.map((row) => `${row.day} ${row.source}`);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const [seller] = await database.db.insert(sellers).values({ name: 'Ads Co', slug: 'ads-co' }).returning();
    if (!seller) throw new Error('no seller');
    sellerId = seller.id;
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('stores an upload and keeps the daily totals; the same upload again changes nothing', async () => {
    const upload = batch('upload', '2026-10-01', '2026-10-03', [
      day('name:Auto', '2026-10-01', '10.50'),
      day('name:Exact', '2026-10-01', '4.25', 5),
      day('name:Auto', '2026-10-02', '12.00'),
      day('name:Auto', '2026-10-03', '8.00'),
    ]);
    expect(await writeAdDaysInTransaction(database.db, upload)).toEqual({
      rowsStored: 4,
      daysSkipped: 0,
      skippedDays: [],
    });
    await writeAdDaysInTransaction(database.db, upload);
    expect(await totals()).toEqual(['2026-10-01 14.75 15', '2026-10-02 12.00 10', '2026-10-03 8.00 10']);
  });

  it('the API takes the days it covers from the upload, and a later upload skips them', async () => {
    await writeAdDaysInTransaction(
      database.db,
      batch('api', '2026-10-02', '2026-10-03', [day('1234', '2026-10-02', '11.90'), day('1234', '2026-10-03', '8.10')]),
    );
    expect(await sources()).toEqual(['2026-10-01 upload', '2026-10-02 api', '2026-10-03 api']);
    expect(await totals()).toEqual(['2026-10-01 14.75 15', '2026-10-02 11.90 10', '2026-10-03 8.10 10']);

    const again = await writeAdDaysInTransaction(
      database.db,
      batch('upload', '2026-10-01', '2026-10-03', [
        day('name:Auto', '2026-10-01', '9.00'),
        day('name:Auto', '2026-10-02', '12.00'),
        day('name:Auto', '2026-10-03', '8.00'),
      ]),
    );
    expect(again).toEqual({ rowsStored: 1, daysSkipped: 2, skippedDays: ['2026-10-02', '2026-10-03'] });
    // The upload's own day 1 is replaced (9.00, the Exact campaign gone), the API's days stay.
    expect(await totals()).toEqual(['2026-10-01 9.00 10', '2026-10-02 11.90 10', '2026-10-03 8.10 10']);
  });

  it('refuses a row outside its scope and stores nothing of the batch', async () => {
    const bad = batch('upload', '2026-10-05', '2026-10-06', [
      day('name:Auto', '2026-10-05', '1.00'),
      day('name:Auto', '2026-10-09', '1.00'),
    ]);
    await expect(writeAdDaysInTransaction(database.db, bad)).rejects.toThrow(/outside its batch's scope/);
    expect(await sources()).toEqual(['2026-10-01 upload', '2026-10-02 api', '2026-10-03 api']);
  });

  it('keeps an uploaded search term report of days the API holds: the sync pulls no search terms', async () => {
    const term = {
      ...day('name:Auto', '2026-10-02', '3.00'),
      kind: 'search-term' as const,
      adGroupId: '',
      dimension: 'trail lamp',
      matchType: 'EXACT',
    };
    const result = await writeAdDaysInTransaction(database.db, {
      sellerId,
      source: 'upload',
      importId: null,
      scope: {
        table: 'breakdown',
        kind: 'search-term',
        marketplaceId: US,
        adProducts: ['SP'],
        fromDay: '2026-10-02',
        toDay: '2026-10-02',
      },
      breakdowns: [term],
    });
    expect(result).toEqual({ rowsStored: 1, daysSkipped: 0, skippedDays: [] });
  });
});
