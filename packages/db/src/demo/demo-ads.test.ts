import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFlatFile, sumRows } from './flat-file-reader.test-support.ts';
import { demoAdsHistory, writeDemoSettlementFiles, type DemoAds, type DemoDataOptions } from './index.ts';

// Six months of a small demo: its settlement files are written and read back, so the ads history is
// checked against the Cost of Advertising rows the importer will read, not against the generator's
// own bookkeeping.
const OPTIONS: DemoDataOptions = { seed: 7, now: new Date('2026-11-26T08:00:00Z'), months: 6, orders: 12_000 };
/** The demo seller as `npm start` makes it. */
const DEFAULT_DEMO = { seed: 20_261_122, now: new Date('2026-11-26T08:00:00Z') };

const cents = (amount: string) => {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
const sumBy = <T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number) => {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
};

let root: string;
let ads: DemoAds;
/** settlement-id → the sum of its Cost of Advertising rows (cents, positive), from the written files. */
const billedInFiles = new Map<string, number>();

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'brandlens-demo-ads-'));
  const written = await writeDemoSettlementFiles(root, { ...OPTIONS, split: 'marketplace' });
  for (const file of await Promise.all(written.files.map(readFlatFile))) {
    for (const { summary, rows } of file.settlements) {
      const charges = rows.filter((row) => row['amount-type'] === 'Cost of Advertising');
      billedInFiles.set(summary['settlement-id'] ?? '', -Number(sumRows(charges)));
    }
  }
  ads = demoAdsHistory(OPTIONS);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the demo advertising history', () => {
  it('spends, per marketplace and settlement period, exactly what that settlement bills, to the cent', () => {
    const billed = [...billedInFiles.entries()].filter(([, amount]) => amount !== 0);
    expect(billed.length).toBeGreaterThan(40);
    expect(new Map(ads.periods.map((period) => [period.settlementId, cents(period.billed)]))).toEqual(new Map(billed));
    const periodOf = (marketplaceId: string, day: string) =>
      ads.periods.find(
        (period) => period.marketplaceId === marketplaceId && period.firstDay <= day && day <= period.lastDay,
      )?.settlementId ?? 'none';
    const campaignSpend = sumBy(
      ads.campaignDays,
      (row) => periodOf(row.marketplaceId, row.day),
      (row) => cents(row.spend),
    );
    expect(campaignSpend).toEqual(new Map(billed));
    // The ASIN rows (Sponsored Products and Display) plus the Sponsored Brands campaign rows: the same money.
    const perAsin = [...ads.asinDays, ...ads.campaignDays.filter((row) => row.adProduct === 'SB')];
    expect(
      sumBy(
        perAsin,
        (row) => periodOf(row.marketplaceId, row.day),
        (row) => cents(row.spend),
      ),
    ).toEqual(new Map(billed));
  });

  it("gives each Sponsored Products and Display campaign's day the sum of its ASIN rows", () => {
    const key = (row: { campaignId: string; day: string }) => `${row.campaignId} ${row.day}`;
    const fromAsins = sumBy(ads.asinDays, key, (row) => cents(row.spend) * 1e6 + row.clicks);
    const campaigns = ads.campaignDays.filter((row) => row.adProduct !== 'SB');
    expect(sumBy(campaigns, key, (row) => cents(row.spend) * 1e6 + row.clicks)).toEqual(fromAsins);
    expect(ads.asinDays.every((row) => row.sku !== '' && /^B0[0-9A-Z]{8}$/.test(row.asin))).toBe(true);
  });

  it('leaves no ads day after the last settlement: nothing to estimate', () => {
    const lastDay = ads.periods
      .map((period) => period.lastDay)
      .sort()
      .at(-1);
    expect(lastDay).toBe('2026-10-31');
    expect(ads.lastDay).toBe(lastDay);
    expect(ads.campaignDays.every((row) => row.day >= ads.firstDay && row.day <= ads.lastDay)).toBe(true);
  });

  it('is the same on every run, and another seed gives another history', () => {
    expect(demoAdsHistory(OPTIONS)).toEqual(ads);
    const other = demoAdsHistory({ ...OPTIONS, seed: 8 });
    expect(other.campaignDays.slice(0, 50)).not.toEqual(ads.campaignDays.slice(0, 50));
  });
});

describe("the default demo seller's campaigns", () => {
  const history = demoAdsHistory(DEFAULT_DEMO);

  it('has four campaigns per brand and marketplace, named by ad product, brand and purpose', () => {
    expect(new Set(history.campaignDays.map((row) => row.campaignId)).size).toBe(48);
    expect(
      history.campaigns.filter((campaign) => campaign.marketplaceId === 'ATVPDKIKX0DER').map((c) => c.name),
    ).toEqual([
      'SP – Trailhead Gear – Auto',
      'SP – Trailhead Gear – Exact',
      'SB – Trailhead Gear – Brand',
      'SD – Trailhead Gear – Retargeting',
      'SP – Kitchen Kind – Auto',
      'SP – Kitchen Kind – Exact',
      'SB – Kitchen Kind – Brand',
      'SD – Kitchen Kind – Retargeting',
      'SP – Lumen Home – Auto',
      'SP – Lumen Home – Exact',
      'SB – Lumen Home – Brand',
      'SD – Lumen Home – Retargeting',
    ]);
    expect(new Set(history.campaigns.map((campaign) => campaign.campaignId)).size).toBe(48);
  });

  it('has realistic figures: ACoS 20–40 % per campaign, CPC, CTR and conversion in their usual ranges', () => {
    for (const campaign of history.campaigns) {
      const days = history.campaignDays.filter((row) => row.campaignId === campaign.campaignId);
      const spend = days.reduce((sum, row) => sum + cents(row.spend), 0);
      const sales = days.reduce((sum, row) => sum + cents(row.sales), 0);
      const clicks = days.reduce((sum, row) => sum + row.clicks, 0);
      const impressions = days.reduce((sum, row) => sum + row.impressions, 0);
      const orders = days.reduce((sum, row) => sum + row.orders, 0);
      const acos = (100 * spend) / sales;
      expect([campaign.name, acos >= 20 && acos <= 40]).toEqual([campaign.name, true]);
      // Within 1.5 points of the campaign's own target: campaigns differ, as the issue asks.
      expect(Math.abs(acos - campaign.acosBp / 100)).toBeLessThan(1.5);
      expect(spend / 100 / clicks).toBeGreaterThan(0.3);
      expect(spend / 100 / clicks).toBeLessThan(2.5);
      expect((100 * clicks) / impressions).toBeGreaterThan(0.1);
      expect((100 * clicks) / impressions).toBeLessThan(1);
      expect((100 * orders) / clicks).toBeGreaterThan(2);
      expect((100 * orders) / clicks).toBeLessThan(30);
    }
    const acosTargets = new Set(history.campaigns.map((campaign) => campaign.acosBp));
    expect(acosTargets.size).toBeGreaterThan(40);
  });

  it('spends on every day of the demo period on every marketplace', () => {
    const days = sumBy(
      history.campaignDays,
      (row) => `${row.marketplaceId} ${row.day}`,
      (row) => cents(row.spend),
    );
    // 4 marketplaces × the days of November 2024 to October 2026.
    expect(days.size).toBe(4 * 730);
    expect([...days.values()].every((spend) => spend > 0)).toBe(true);
  });
});
