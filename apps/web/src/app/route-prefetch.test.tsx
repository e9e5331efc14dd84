import type { TAsinProfitLoss, TOperationsProfitLoss } from '@brandlens/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../test/fake-api';
import { createSession, healthBody, testSeller } from '../test/fixtures';
import { createTestQueryClient, renderApp } from '../test/render-app';
import { prefetchRouteData } from './route-prefetch';
import { routes } from './router';

const SESSION = 'POST /sessions/verification';
const OPERATIONS = 'GET /v2/sellers/acme/profit-loss/operations';
const PRODUCTS = 'GET /v2/sellers/acme/asin-profit-loss';
const MONTHLY = 'GET /v2/sellers/acme/profit-loss';
const MARKETPLACES = 'GET /v2/sellers/acme/marketplaces';

const emptyStatement: TOperationsProfitLoss = {
  sellerId: 'acme',
  currency: 'USD',
  aggregationView: 'MONTHLY',
  basis: 'posted',
  brand: 'all',
  marketplace: null,
  from: '2025-11-01',
  to: '2026-10-31',
  periods: [],
  rates: [],
  orderDating: null,
  isLimitedToFreePlan: false,
  lines: [],
};

const figure = (amount: string) => ({ amount, status: 'final' as const });
const figures = {
  netSales: figure('100.00'),
  unitsSold: figure('3'),
  productCosts: figure('-10.00'),
  totalMarketplaceFees: figure('-5.50'),
  contributionMargin1: figure('90.00'),
  contributionMargin2: figure('84.50'),
  contributionMargin3: figure('80.00'),
};
const products: TAsinProfitLoss = {
  sellerId: 'acme',
  currency: 'USD',
  from: '2025-11-01',
  to: '2026-10-31',
  rows: [{ marketplaceId: 'ATVPDKIKX0DER', sku: 'MUG-1', asin: 'B000000001', brand: 'Acme', title: 'Mug', ...figures }],
  totals: figures,
  page: 1,
  pageSize: 50,
  totalRows: 1,
};

/** The seller pages' API, with the session verification held until `release` is called. */
function stubSellerApi() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const api = stubApi({
    'GET /health': healthBody,
    [SESSION]: async () => {
      await held;
      return createSession();
    },
    'GET /v2/sellers': { sellers: [testSeller] },
    'GET /v2/sellers/acme': testSeller,
    [OPERATIONS]: emptyStatement,
    [PRODUCTS]: products,
    [MONTHLY]: emptyStatement,
    [MARKETPLACES]: { marketplaces: [] },
  });
  return { api, release };
}

const callOrder = (api: ReturnType<typeof stubApi>) => api.calls.map((call) => `${call.method} ${call.path}`);

describe('route data prefetching', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the Operations Assistant statement while the session is still being verified', async () => {
    const { api, release } = stubSellerApi();
    renderApp('/dashboard/sellers/acme/operations-assistant');
    await waitFor(() => expect(api.callsTo(OPERATIONS)).toHaveLength(1));
    // The session goes first, so it never queues behind the page's reads on the server.
    expect(callOrder(api).slice(0, 4)).toEqual([SESSION, 'GET /v2/sellers', 'GET /v2/sellers/acme', OPERATIONS]);
    release();
    expect(await screen.findByText(/to see your statement/)).toBeTruthy();
    // The guard awaited the same verification, and the page read the prefetched statement.
    expect(api.callsTo(SESSION)).toHaveLength(1);
    expect(api.callsTo(OPERATIONS)).toHaveLength(1);
  });

  it('asks for the product table, the trend and the marketplaces of the P&L Statement before the session is known', async () => {
    const { api, release } = stubSellerApi();
    renderApp('/dashboard/sellers/acme/profit-loss-statement?period=last-6-months&sort=unitsSold');
    await waitFor(() => expect(api.callsTo(MARKETPLACES)).toHaveLength(1));
    expect(api.callsTo(PRODUCTS)).toHaveLength(1);
    expect(api.callsTo(MONTHLY)).toHaveLength(1);
    // The filters and table state come from the URL, as the page reads them.
    const productsUrl = api.fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes('asin-'));
    expect(productsUrl).toContain('period=last-6-months');
    expect(productsUrl).toContain('sortBy=unitsSold');
    release();
    // The page's lazy chunk and its table take a while to load in jsdom.
    expect(await screen.findByRole('table', { name: 'Profit and loss per product' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('MUG-1')).toBeTruthy();
    expect(api.callsTo(PRODUCTS)).toHaveLength(1);
    expect(api.callsTo(MONTHLY)).toHaveLength(1);
  });

  it('leaves nothing of the page in the cache when there is no session', async () => {
    stubApi({ [SESSION]: apiError(401, 'Not logged in'), [OPERATIONS]: apiError(401, 'Not logged in') });
    const { router, queryClient } = renderApp('/dashboard/sellers/acme/operations-assistant');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(queryClient.getQueryCache().findAll({ queryKey: ['sellers'] })).toHaveLength(0);
  });

  it('asks for nothing on pages without prefetches', () => {
    const api = stubApi({});
    prefetchRouteData(routes, new URL('http://localhost/login'), createTestQueryClient());
    prefetchRouteData(routes, new URL('http://localhost/dashboard'), createTestQueryClient());
    expect(api.calls).toHaveLength(0);
  });
});
