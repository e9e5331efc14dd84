// What the fake Amazon Ads API (fake-amazon-ads.ts) knows about its advertisers:
// profiles, the campaign structure, and the daily figures its reports are made
// from, written in our own code in the shapes of the Ads API samples
// (amzn-ads-advanced-tools-docs): v3 lists with string ids, Sponsored Display
// with numeric ids and YYYYMMDD dates, report rows with numeric ids and money.

export type FakeAdProduct = 'SP' | 'SB' | 'SD';

export interface FakeAdsProfile {
  profileId: string;
  countryCode: string;
  currencyCode: string;
  timezone: string;
  marketplaceStringId: string;
  accountId: string;
  accountName: string;
  type: 'seller' | 'vendor' | 'agency';
}

export interface FakeCampaign {
  profileId: string;
  adProduct: FakeAdProduct;
  campaignId: string;
  name: string;
  state: 'ENABLED' | 'PAUSED' | 'ARCHIVED';
  budget: number;
  targetingType?: 'AUTO' | 'MANUAL';
}

export interface FakeAdGroup {
  profileId: string;
  campaignId: string;
  adGroupId: string;
  name: string;
  defaultBid: number;
}

export interface FakeKeyword extends Omit<FakeAdGroup, 'name' | 'defaultBid'> {
  keywordId: string;
  keywordText: string;
  matchType: 'EXACT' | 'PHRASE' | 'BROAD';
  bid: number;
}

export interface FakeTarget extends Omit<FakeAdGroup, 'name' | 'defaultBid'> {
  targetId: string;
  expression: Array<{ type: string; value?: string }>;
  expressionType: 'AUTO' | 'MANUAL';
  bid: number;
}

export interface FakeProductAd extends Omit<FakeAdGroup, 'name' | 'defaultBid'> {
  adId: string;
  asin: string;
  sku: string;
}

/** One advertised ASIN's figures of one day: campaign reports sum these. Money as decimal text. */
export interface FakeAdDay {
  profileId: string;
  adProduct: FakeAdProduct;
  campaignId: string;
  adGroupId: string;
  asin: string;
  sku: string;
  day: string;
  impressions: number;
  clicks: number;
  cost: string;
  sales: string;
  orders: number;
  units: number;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
/** Report ids are numbers in report rows. */
const numericId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : id);

const METRICS: Record<string, { sales: string; orders: string; units: string }> = {
  SP: { sales: 'sales7d', orders: 'purchases7d', units: 'unitsSoldClicks7d' },
  SB: { sales: 'sales', orders: 'purchases', units: 'unitsSold' },
  SD: { sales: 'sales', orders: 'purchases', units: 'unitsSold' },
};

const REPORT_TYPES: Record<string, { adProduct: FakeAdProduct; byAsin: boolean }> = {
  spCampaigns: { adProduct: 'SP', byAsin: false },
  spAdvertisedProduct: { adProduct: 'SP', byAsin: true },
  sbCampaigns: { adProduct: 'SB', byAsin: false },
  sdCampaigns: { adProduct: 'SD', byAsin: false },
  sdAdvertisedProduct: { adProduct: 'SD', byAsin: true },
};

export const isFakeReportType = (type: string) => type in REPORT_TYPES;

/** A report's rows as Amazon makes them: the requested columns only, daily, summed per campaign or per ad. */
export function fakeReportRows(
  data: { days: FakeAdDay[]; campaigns: FakeCampaign[] },
  request: { profileId: string; reportTypeId: string; startDate: string; endDate: string; columns: string[] },
): Array<Record<string, unknown>> {
  const type = REPORT_TYPES[request.reportTypeId]!;
  const metric = METRICS[type.adProduct]!;
  const groups = new Map<string, { first: FakeAdDay; days: FakeAdDay[] }>();
  for (const day of data.days) {
    if (day.profileId !== request.profileId || day.adProduct !== type.adProduct) continue;
    if (day.day < request.startDate || day.day > request.endDate) continue;
    const key = type.byAsin
      ? [day.campaignId, day.adGroupId, day.asin, day.sku, day.day].join('|')
      : [day.campaignId, day.day].join('|');
    const group = groups.get(key) ?? { first: day, days: [] };
    group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ first, days }) => {
    const sum = (pick: (day: FakeAdDay) => number) => days.reduce((total, day) => total + pick(day), 0);
    const asin = request.reportTypeId === 'sdAdvertisedProduct' ? 'promoted' : 'advertised';
    const row: Record<string, unknown> = {
      date: first.day,
      campaignId: numericId(first.campaignId),
      campaignName: data.campaigns.find((campaign) => campaign.campaignId === first.campaignId)?.name ?? '',
      adGroupId: numericId(first.adGroupId),
      [`${asin}Asin`]: first.asin,
      [`${asin}Sku`]: first.sku,
      impressions: sum((day) => day.impressions),
      clicks: sum((day) => day.clicks),
      cost: sum((day) => cents(day.cost)) / 100,
      [metric.sales]: sum((day) => cents(day.sales)) / 100,
      [metric.orders]: sum((day) => day.orders),
      [metric.units]: sum((day) => day.units),
    };
    return Object.fromEntries(request.columns.filter((column) => column in row).map((column) => [column, row[column]]));
  });
}

/** A profile's Sponsored Display campaigns as GET /sd/campaigns answers them. */
export const sdCampaignAnswer = (campaign: FakeCampaign) => ({
  campaignId: Number(campaign.campaignId),
  name: campaign.name,
  tactic: 'T00020',
  startDate: '20220126',
  state: campaign.state.toLowerCase(),
  costType: 'cpc',
  budget: campaign.budget,
  budgetType: 'daily',
  deliveryProfile: 'as_soon_as_possible',
});

/** A Sponsored Brands v4 campaign. */
export const sbCampaignAnswer = (campaign: FakeCampaign) => ({
  bidding: { bidOptimization: true, bidOptimizationStrategy: 'MAXIMIZE_IMMEDIATE_SALES' },
  brandEntityId: 'ENTITY21DWFJV45CH71',
  budget: campaign.budget,
  budgetType: 'DAILY',
  campaignId: campaign.campaignId,
  isMultiAdGroupsEnabled: true,
  name: campaign.name,
  startDate: '2023-02-20',
  state: campaign.state,
});

/** A Sponsored Products v3 campaign. */
export const spCampaignAnswer = (campaign: FakeCampaign) => ({
  budget: { budget: campaign.budget, budgetType: 'DAILY' },
  campaignId: campaign.campaignId,
  dynamicBidding: { placementBidding: [], strategy: 'AUTO_FOR_SALES' },
  name: campaign.name,
  premiumBidAdjustment: false,
  startDate: '2022-08-11',
  state: campaign.state,
  targetingType: campaign.targetingType ?? 'MANUAL',
});

/** GET /v2/profiles' entry of a profile. */
export const profileAnswer = (profile: FakeAdsProfile) => ({
  profileId: Number(profile.profileId),
  countryCode: profile.countryCode,
  currencyCode: profile.currencyCode,
  dailyBudget: 999999999,
  timezone: profile.timezone,
  accountInfo: {
    marketplaceStringId: profile.marketplaceStringId,
    id: profile.accountId,
    type: profile.type,
    name: profile.accountName,
    validPaymentMethod: true,
  },
});
