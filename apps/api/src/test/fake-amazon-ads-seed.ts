// An advertiser for the fake Amazon Ads API: one US seller profile with three
// Sponsored Products campaigns (keywords, an auto and a product target, three
// product ads: more than a list page holds), a Sponsored Brands and a Sponsored
// Display campaign, and a generator of daily figures for end-to-end runs.
import type { FakeAdDay, FakeAdsProfile } from './fake-amazon-ads-data.ts';
import type { FakeAmazonAds } from './fake-amazon-ads.ts';

export const FAKE_US_PROFILE: FakeAdsProfile = {
  profileId: '3221811011371990',
  countryCode: 'US',
  currencyCode: 'USD',
  timezone: 'America/Los_Angeles',
  marketplaceStringId: 'ATVPDKIKX0DER',
  accountId: 'A2E2EADVERTISER',
  accountName: 'Lamplight US',
  type: 'seller',
};

/** The ids of the seeded structure (SD ids are numbers on Amazon's side, so digits only). */
export const FAKE_ADS = {
  lampsExact: '300000000001',
  lampsAuto: '300000000002',
  mugsExact: '300000000003',
  lampsExactGroup: '400000000001',
  lampsAutoGroup: '400000000002',
  mugsExactGroup: '400000000003',
  brand: '800000000001',
  display: '900000000001',
  displayGroup: '910000000001',
  lamp: { asin: 'B0TESTLAMP1', sku: 'LAMP-1' },
  mug: { asin: 'B0TESTMUG1', sku: 'MUG-1' },
} as const;

export function seedFakeAdvertiser(fake: FakeAmazonAds, profile: FakeAdsProfile = FAKE_US_PROFILE): void {
  const { profileId } = profile;
  const ids = FAKE_ADS;
  fake.profiles.push(profile);
  fake.campaigns.push(
    {
      profileId,
      adProduct: 'SP',
      campaignId: ids.lampsExact,
      name: 'Lamps — exact',
      state: 'ENABLED',
      budget: 25,
      targetingType: 'MANUAL',
    },
    {
      profileId,
      adProduct: 'SP',
      campaignId: ids.lampsAuto,
      name: 'Lamps — auto',
      state: 'PAUSED',
      budget: 10,
      targetingType: 'AUTO',
    },
    {
      profileId,
      adProduct: 'SP',
      campaignId: ids.mugsExact,
      name: 'Mugs — exact',
      state: 'ENABLED',
      budget: 15.5,
      targetingType: 'MANUAL',
    },
    { profileId, adProduct: 'SB', campaignId: ids.brand, name: 'Brand — store', state: 'ENABLED', budget: 50 },
    {
      profileId,
      adProduct: 'SD',
      campaignId: ids.display,
      name: 'Display — remarketing',
      state: 'ENABLED',
      budget: 20,
    },
  );
  fake.adGroups.push(
    { profileId, campaignId: ids.lampsExact, adGroupId: ids.lampsExactGroup, name: 'Desk lamps', defaultBid: 0.75 },
    { profileId, campaignId: ids.lampsAuto, adGroupId: ids.lampsAutoGroup, name: 'Auto', defaultBid: 0.5 },
    { profileId, campaignId: ids.mugsExact, adGroupId: ids.mugsExactGroup, name: 'Mugs', defaultBid: 0.6 },
  );
  fake.keywords.push(
    {
      profileId,
      campaignId: ids.lampsExact,
      adGroupId: ids.lampsExactGroup,
      keywordId: '500000000001',
      keywordText: 'desk lamp',
      matchType: 'EXACT',
      bid: 0.8,
    },
    {
      profileId,
      campaignId: ids.mugsExact,
      adGroupId: ids.mugsExactGroup,
      keywordId: '500000000002',
      keywordText: 'coffee mug',
      matchType: 'PHRASE',
      bid: 0.65,
    },
  );
  fake.targets.push(
    {
      profileId,
      campaignId: ids.lampsAuto,
      adGroupId: ids.lampsAutoGroup,
      targetId: '600000000001',
      expression: [{ type: 'QUERY_HIGH_REL_MATCHES' }],
      expressionType: 'AUTO',
      bid: 0.45,
    },
    {
      profileId,
      campaignId: ids.mugsExact,
      adGroupId: ids.mugsExactGroup,
      targetId: '600000000002',
      expression: [{ type: 'ASIN_SAME_AS', value: 'B0COMPETE01' }],
      expressionType: 'MANUAL',
      bid: 0.9,
    },
  );
  fake.productAds.push(
    { profileId, campaignId: ids.lampsExact, adGroupId: ids.lampsExactGroup, adId: '700000000001', ...ids.lamp },
    { profileId, campaignId: ids.lampsExact, adGroupId: ids.lampsExactGroup, adId: '700000000002', ...ids.mug },
    { profileId, campaignId: ids.mugsExact, adGroupId: ids.mugsExactGroup, adId: '700000000003', ...ids.mug },
  );
}

const DAY_MS = 86_400_000;
const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * Figures for each of the `count` days up to `lastDay`, varying by the day's index so every day
 * differs: the lamp in its exact campaign, the mug in its own, the brand and display campaigns.
 */
export function fakeDailyFigures(lastDay: string, count: number, profileId = FAKE_US_PROFILE.profileId): FakeAdDay[] {
  const ids = FAKE_ADS;
  const figures: FakeAdDay[] = [];
  for (let index = 0; index < count; index += 1) {
    const day = new Date(Date.parse(`${lastDay}T00:00:00Z`) - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    const orders = index % 3;
    const base = { profileId, day, adGroupId: ids.lampsExactGroup, ...ids.lamp };
    figures.push(
      {
        ...base,
        adProduct: 'SP',
        campaignId: ids.lampsExact,
        impressions: 900 + 10 * (index % 7),
        clicks: 12 + (index % 5),
        cost: money(640 + 15 * (index % 4)),
        sales: money(3999 * orders),
        orders,
        units: orders,
      },
      {
        ...base,
        adProduct: 'SP',
        campaignId: ids.mugsExact,
        adGroupId: ids.mugsExactGroup,
        ...ids.mug,
        impressions: 300 + index,
        clicks: 4 + (index % 2),
        cost: money(210 + 5 * (index % 3)),
        sales: money(index % 2 === 0 ? 1250 : 0),
        orders: index % 2 === 0 ? 1 : 0,
        units: index % 2 === 0 ? 1 : 0,
      },
      {
        ...base,
        adProduct: 'SB',
        campaignId: ids.brand,
        adGroupId: '',
        impressions: 2000,
        clicks: 9,
        cost: money(450),
        sales: money(index % 4 === 0 ? 3999 : 0),
        orders: index % 4 === 0 ? 1 : 0,
        units: index % 4 === 0 ? 1 : 0,
      },
      {
        ...base,
        adProduct: 'SD',
        campaignId: ids.display,
        adGroupId: ids.displayGroup,
        impressions: 5000,
        clicks: 3,
        cost: money(125),
        sales: '0.00',
        orders: 0,
        units: 0,
      },
    );
  }
  return figures;
}
