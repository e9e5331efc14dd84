import type {
  TAdAsins,
  TAdCampaignRow,
  TAdCampaigns,
  TAdFigures,
  TAdKpis,
  TAdMetrics,
  TAdProfile,
  TAdSyncStatus,
} from '@brandlens/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createRouterContext } from '../../../app/router-context';
import { createTestQueryClient } from '../../../test/render-app';
import { AdvertisingPage } from './advertising-page';

// Responses of the advertising endpoints for the feature's tests, shaped by the contracts, and the
// page rendered at its real path (a campaign's link leads to the same page with its ad groups).

export const PAGE = '/dashboard/sellers/acme/advertising';
// The machine running the suite may be busy: a page of this size can take seconds to settle.
export const SLOW = { timeout: 5_000 };

export const KPIS = 'GET /v2/sellers/acme/ad-kpis';
export const METRICS = 'GET /v2/sellers/acme/ad-metrics';
export const CAMPAIGNS = 'GET /v2/sellers/acme/advertising/amazon/campaigns';
export const ASINS = 'GET /v2/sellers/acme/advertising/amazon/asins';
export const SYNC = 'GET /v2/sellers/acme/advertising/amazon/sync';
export const POST_SYNC = 'POST /v2/sellers/acme/advertising/amazon/sync';
export const PROFILES = 'GET /v2/sellers/acme/advertising/amazon/profiles';
export const PUT_PROFILES = 'PUT /v2/sellers/acme/advertising/amazon/profiles';
export const PPC_URL = 'GET /v2/reports/ppc-report-url';
export const MARKETPLACES = 'GET /v2/sellers/acme/marketplaces';

export const germany = {
  marketplaceId: 'A1PA6795UKMFR9',
  marketplaceName: 'Germany',
  domainName: 'amazon.de',
  countryCode: 'DE',
  defaultCurrencyCode: 'EUR',
  defaultLocale: 'de_DE',
  region: 'eu',
  listingOptimizationEnabled: true,
};

export const figures = (overrides: Partial<TAdFigures> = {}): TAdFigures => ({
  spend: '250.00',
  sales: '1000.00',
  orders: 40,
  units: 44,
  impressions: 120000,
  clicks: 500,
  acos: '25.00',
  roas: '4.00',
  cpc: '0.50',
  ctr: '0.42',
  cvr: '8.00',
  totalSales: null,
  tacos: null,
  estimated: false,
  ...overrides,
});

export const kpisResponse = (overrides: Partial<TAdKpis> = {}): TAdKpis => ({
  sellerId: 'acme',
  currency: 'EUR',
  from: '2026-10-28',
  to: '2026-11-26',
  previousFrom: '2026-09-28',
  previousTo: '2026-10-27',
  current: figures({ totalSales: '5000.00', tacos: '5.00', estimated: true }),
  previous: figures({ spend: '200.00', acos: '20.00', totalSales: '4000.00', tacos: '5.00' }),
  changes: [
    { key: 'spend', changePercent: '25.00', better: null },
    { key: 'sales', changePercent: '-4.5', better: false },
    { key: 'acos', changePercent: '25.00', better: false },
    { key: 'roas', changePercent: '-20.00', better: false },
    { key: 'tacos', changePercent: '0.00', better: null },
    { key: 'cpc', changePercent: '-10.00', better: true },
    { key: 'ctr', changePercent: null, better: null },
    { key: 'cvr', changePercent: '12.5', better: true },
    { key: 'orders', changePercent: '8.11', better: true },
    { key: 'impressions', changePercent: '3', better: true },
    { key: 'clicks', changePercent: '1', better: true },
  ],
  salesSources: {
    used: 'campaign-report',
    campaignReportSales: '1000.00',
    searchTermReportSales: '987.65',
    note: 'The search term report leaves out searches Amazon does not name.',
  },
  spendSettlement: { billed: '180.00', estimated: '70.00' },
  ...overrides,
});

export const metricsResponse = (overrides: Partial<TAdMetrics> = {}): TAdMetrics => ({
  sellerId: 'acme',
  currency: 'EUR',
  from: '2026-10-28',
  to: '2026-11-26',
  aggregationView: 'DAILY',
  periods: [
    { ...figures({ spend: '100.00', sales: '400.00', acos: '25.00' }), period: '2026-11-25' },
    { ...figures({ spend: '150.00', sales: '0.00', acos: null }), period: '2026-11-26' },
  ],
  total: figures(),
  dataThrough: '2026-11-26',
  ...overrides,
});

export const tentCampaign: TAdCampaignRow = {
  ...figures({ spend: '200.00', sales: '900.00', acos: '22.22', estimated: true }),
  key: 'c-1',
  marketplaceId: 'A1PA6795UKMFR9',
  adProduct: 'SP',
  campaignId: '111',
  campaignName: 'Tents exact',
  adGroupId: null,
  adGroupName: null,
  state: 'ENABLED',
  targetingType: 'MANUAL',
  dailyBudget: '20.00',
  source: 'api',
};

export const lampCampaign: TAdCampaignRow = {
  ...figures({ spend: '50.00', sales: '100.00', acos: '50.00', orders: 4, roas: '2.00' }),
  key: 'c-2',
  marketplaceId: 'A1PA6795UKMFR9',
  adProduct: 'SB',
  campaignId: '222',
  campaignName: 'Lamps brand',
  adGroupId: null,
  adGroupName: null,
  state: null,
  targetingType: null,
  dailyBudget: null,
  source: 'upload',
};

export const campaignsResponse = (overrides: Partial<TAdCampaigns> = {}): TAdCampaigns => ({
  sellerId: 'acme',
  currency: 'EUR',
  from: '2026-10-28',
  to: '2026-11-26',
  level: 'campaign',
  rows: [lampCampaign, tentCampaign],
  totals: figures({ estimated: true }),
  ...overrides,
});

export const asinsResponse = (overrides: Partial<TAdAsins> = {}): TAdAsins => ({
  sellerId: 'acme',
  currency: 'EUR',
  from: '2026-10-28',
  to: '2026-11-26',
  rows: [
    {
      ...figures({ spend: '200.00', sales: '900.00', totalSales: '4000.00', tacos: '5.00' }),
      key: 'a-1',
      marketplaceId: 'A1PA6795UKMFR9',
      asin: 'B0TENT0001',
      sku: 'TENT-1',
      title: 'Two-person tent',
      brand: 'Acme',
      campaignCount: 2,
    },
  ],
  totals: figures({ spend: '200.00', sales: '900.00', totalSales: '4000.00', tacos: '5.00' }),
  unattributedSpend: '50.00',
  ...overrides,
});

export const syncStatus = (overrides: Partial<TAdSyncStatus> = {}): TAdSyncStatus => ({
  connected: true,
  status: 'idle',
  openReports: 0,
  lastSyncedAt: '2026-11-26T06:00:00.000Z',
  lastError: null,
  coverage: [{ marketplaceId: 'A1PA6795UKMFR9', source: 'api', firstDay: '2026-08-24', lastDay: '2026-11-26' }],
  ...overrides,
});

export const profile = (overrides: Partial<TAdProfile> = {}): TAdProfile => ({
  profileId: '3001',
  countryCode: 'DE',
  marketplaceId: 'A1PA6795UKMFR9',
  currency: 'EUR',
  timezone: 'Europe/Berlin',
  accountType: 'seller',
  accountName: 'Acme Outdoor',
  selected: true,
  lastSyncedAt: '2026-11-26T06:00:00.000Z',
  lastError: null,
  ...overrides,
});

/** Every read of a seller with ads data, each replaceable. */
export const withAdsData = (overrides: Record<string, unknown> = {}) => ({
  [KPIS]: kpisResponse(),
  [METRICS]: metricsResponse(),
  [CAMPAIGNS]: campaignsResponse(),
  [ASINS]: asinsResponse(),
  [SYNC]: syncStatus(),
  [MARKETPLACES]: { marketplaces: [germany] },
  ...overrides,
});

export function renderAdvertising(search = '') {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/dashboard/sellers/:sellerId/advertising', element: <AdvertisingPage sellerId="acme" /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`${PAGE}${search}`], getContext: () => createRouterContext(queryClient) },
  );
  render(
    <AppProviders env="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}
