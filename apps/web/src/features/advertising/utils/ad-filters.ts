import type { TAdFilters, TAdProduct, TCurrencyCode } from '@brandlens/contracts';
import { ZAdProduct, ZCurrencyCode } from '@brandlens/contracts';

// The Advertising page's state lives in the URL (STYLE habit 7). Currency, period and marketplace
// use the names the other seller pages use, so they follow the seller from page to page
// (config/seller-navigation); the ad product, the table tab and level, the campaign whose ad
// groups are open, the search and the trend's view belong to this page. Defaults stay out of it.

export const DEFAULT_AD_PERIOD = 'last-30-days';

export const AD_PERIOD_OPTIONS = [
  { value: 'last-7-days', label: 'Last 7 days' },
  { value: 'last-14-days', label: 'Last 14 days' },
  { value: 'last-30-days', label: 'Last 30 days' },
  { value: 'last-60-days', label: 'Last 60 days' },
  { value: 'last-90-days', label: 'Last 90 days' },
  { value: 'last-6-months', label: 'Last 6 months' },
  { value: 'last-12-months', label: 'Last 12 months' },
] as const;

export type TAdTab = 'campaigns' | 'asins';
export type TAdLevel = 'campaign' | 'ad-group';
export type TAdTrendView = 'DAILY' | 'MONTHLY';

export interface AdFilters {
  /** Absent: the user's default currency, which the responses name. */
  targetCurrency: TCurrencyCode | undefined;
  period: string;
  /** Absent: every marketplace. */
  marketplace: string | undefined;
  adProduct: TAdProduct | 'all';
  search: string | undefined;
  tab: TAdTab;
  level: TAdLevel;
  /** The campaign whose ad groups the table shows (level ad-group). */
  campaignId: string | undefined;
  view: TAdTrendView;
}

export const AD_FILTER_KEYS = [
  'currency',
  'period',
  'marketplace',
  'adProduct',
  'q',
  'tab',
  'level',
  'campaign',
  'view',
] as const;

// The contract accepts YYYY-MM-DD..YYYY-MM-DD, YYYY-MM..YYYY-MM, YYYY-MM, last-N-days or last-N-months.
const PERIOD_PATTERN = /^(last-\d{1,3}-(days|months)|\d{4}-\d{2}(-\d{2})?(\.\.\d{4}-\d{2}(-\d{2})?)?)$/;
const MAX_TEXT = 200;
const MAX_ID = 100;

const parseText = (text: string | null, max: number): string | undefined => text?.trim().slice(0, max) || undefined;

export function parseAdFilters(params: URLSearchParams): AdFilters {
  const currency = ZCurrencyCode.safeParse(params.get('currency'));
  const adProduct = ZAdProduct.safeParse(params.get('adProduct'));
  const period = params.get('period');
  const campaignId = parseText(params.get('campaign'), MAX_ID);
  return {
    targetCurrency: currency.success ? currency.data : undefined,
    period: period && PERIOD_PATTERN.test(period) ? period : DEFAULT_AD_PERIOD,
    marketplace: parseText(params.get('marketplace'), 40),
    adProduct: adProduct.success ? adProduct.data : 'all',
    search: parseText(params.get('q'), MAX_TEXT),
    tab: params.get('tab') === 'asins' ? 'asins' : 'campaigns',
    // A campaign's ad groups are a level of their own: a campaign in the URL means that level.
    level: params.get('level') === 'ad-group' || campaignId ? 'ad-group' : 'campaign',
    campaignId,
    view: params.get('view') === 'monthly' ? 'MONTHLY' : 'DAILY',
  };
}

/** Replaces this page's params of `current`, keeping any other (the carried basis and brand). */
export function withAdFilters(current: URLSearchParams, filters: AdFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of AD_FILTER_KEYS) next.delete(key);
  if (filters.targetCurrency) next.set('currency', filters.targetCurrency);
  if (filters.period !== DEFAULT_AD_PERIOD) next.set('period', filters.period);
  if (filters.marketplace) next.set('marketplace', filters.marketplace);
  if (filters.adProduct !== 'all') next.set('adProduct', filters.adProduct);
  if (filters.search) next.set('q', filters.search);
  if (filters.tab !== 'campaigns') next.set('tab', filters.tab);
  if (filters.level !== 'campaign') next.set('level', filters.level);
  if (filters.campaignId) next.set('campaign', filters.campaignId);
  if (filters.view !== 'DAILY') next.set('view', 'monthly');
  return next;
}

/** The filters every advertising read shares (the contract's names): the KPIs, the trend and the PPC report. */
export const adFiltersToQuery = (filters: AdFilters): TAdFilters => ({
  targetCurrency: filters.targetCurrency,
  period: filters.period,
  marketplace: filters.marketplace,
  adProduct: filters.adProduct,
});

export const adCampaignsQuery = (filters: AdFilters) => ({
  ...adFiltersToQuery(filters),
  level: filters.level,
  campaignId: filters.campaignId,
  search: filters.search,
});

export const adAsinsQuery = (filters: AdFilters) => ({ ...adFiltersToQuery(filters), search: filters.search });

export type TAdCampaignsRequest = ReturnType<typeof adCampaignsQuery>;
export type TAdAsinsRequest = ReturnType<typeof adAsinsQuery>;

/** True when a filter narrows the table's rows below what the period holds. */
export const hasNarrowingFilter = (filters: AdFilters): boolean =>
  filters.marketplace !== undefined || filters.adProduct !== 'all' || filters.search !== undefined;
