import type { TWeeklyChanges, TWeeklyMetric } from '@brandlens/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createRouterContext } from '../../../app/router-context';
import { stubApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { METRICS_STORAGE_KEY } from '../utils/weekly-filters';
import { WeeklyInsightsPage } from './weekly-insights-page';

// ECharts cannot draw on jsdom's canvas: the chart shows the option it was given instead.
vi.mock('../../../components/charts/bar-chart', () => ({
  BarChart: ({ option, label }: { option: unknown; label: string }) => (
    <pre role="img" aria-label={label}>
      {JSON.stringify(option)}
    </pre>
  ),
}));

const PAGE = '/dashboard/sellers/acme/weekly-insights';
const CHANGES = 'GET /v2/sellers/acme/weekly-performance/changes';
const metricPath = (metric: string) => `GET /v2/sellers/acme/weekly-performance/metrics/${metric}`;
const RESOURCES = 'GET /v2/sellers/acme/resources';
const SLOW = { timeout: 10_000 };
// A page of this size can take seconds to settle on a busy machine.
const TEST_TIMEOUT = 20_000;

const W10 = { week: '2024-W10', start: '2024-03-04', end: '2024-03-10' };
const W11 = { week: '2024-W11', start: '2024-03-11', end: '2024-03-17' };
const product = {
  key: 'ATVPDKIKX0DER:MUG-1',
  marketplaceId: 'ATVPDKIKX0DER',
  sku: 'MUG-1',
  asin: 'B0MUG',
  title: 'Mug',
  brand: 'Mugs',
};

const changes = (overrides: Partial<TWeeklyChanges> = {}): TWeeklyChanges => ({
  sellerId: 'acme',
  currency: 'USD',
  weekChoice: 'lastWithData',
  dataThrough: '2024-03-14',
  week: W11,
  previousWeek: W10,
  previous: { cm3: '31.75', netSales: '75.00', units: 4 },
  current: { cm3: '28.50', netSales: '85.00', units: 5 },
  change: '-3.25',
  split: { price: '5.00', volume: '8.25', fees: '-1.50', advertising: '1.00', refunds: '-20.00', costOfGoods: '4.00' },
  estimated: false,
  productCount: 2,
  topMovers: [
    {
      ...product,
      previous: { cm3: '24.00', netSales: '60.00', units: 3 },
      current: { cm3: '28.50', netSales: '85.00', units: 5 },
      change: '4.50',
      split: {
        price: '5.00',
        volume: '16.00',
        fees: '-1.50',
        advertising: '1.00',
        refunds: '-20.00',
        costOfGoods: '4.00',
      },
    },
  ],
  ...overrides,
});

const metric = (
  name: TWeeklyMetric['metric'],
  values: Array<string | null>,
  unit: TWeeklyMetric['unit'],
): TWeeklyMetric => ({
  sellerId: 'acme',
  currency: 'USD',
  weekChoice: 'requested',
  dataThrough: '2024-03-14',
  metric: name,
  unit,
  weeks: [W10, W11],
  estimatedWeeks: [],
  rows: [{ ...product, values, secondary: null, change: null, changePercent: null }],
  total: { values, secondary: null, change: null, changePercent: null },
});

function renderPage(search = '') {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [{ path: '/dashboard/sellers/:sellerId/weekly-insights', element: <WeeklyInsightsPage sellerId="acme" /> }],
    { initialEntries: [`${PAGE}${search}`], getContext: () => createRouterContext(queryClient) },
  );
  render(
    <AppProviders env="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the Weekly Insights page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it(
    'shows what changed and why, and the two default metrics, for the last week with sales',
    async () => {
      const api = stubApi({
        [CHANGES]: changes(),
        [metricPath('units-sold')]: metric('units-sold', ['3', '5'], 'units'),
        [metricPath('average-selling-price')]: metric('average-selling-price', ['20.00', '21.00'], 'money'),
        'GET /v2/sellers/acme/marketplaces': { marketplaces: [] },
      });
      renderPage();
      const summary = await screen.findByTestId('cm3-change-summary', {}, SLOW);
      expect(summary.textContent).toContain('CM3 of 2024-W11 · 11 Mar – 17 Mar 2024 fell by');
      expect(screen.getByTestId('week-notice').textContent).toContain('the last week with sales');
      const split = screen.getByRole('table', { name: 'CM3 change split' });
      expect(within(split).getByText('Refunds').closest('tr')?.textContent).toMatch(/-USD\s20\.00/);
      expect(within(split).getByTestId('totals-row').textContent).toMatch(/-USD\s3\.25/);
      expect(await screen.findByRole('table', { name: 'Units sold per week' }, SLOW)).toBeTruthy();
      expect(await screen.findByRole('table', { name: 'Average selling price per week' }, SLOW)).toBeTruthy();
      expect(screen.queryByRole('table', { name: 'Best seller rank per week' })).toBeNull();
      // The metrics read the week the changes answered, in the filters' currency.
      expect(api.callsTo(metricPath('units-sold'))[0]?.path).toBe(
        '/v2/sellers/acme/weekly-performance/metrics/units-sold',
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'switches a metric on and keeps the choice in the URL and the browser',
    async () => {
      stubApi({
        [CHANGES]: changes(),
        [metricPath('units-sold')]: metric('units-sold', ['3', '5'], 'units'),
        [metricPath('average-selling-price')]: metric('average-selling-price', ['20.00', '21.00'], 'money'),
        [metricPath('bsr')]: metric('bsr', ['1500', '1200'], 'rank'),
        'GET /v2/sellers/acme/marketplaces': { marketplaces: [] },
      });
      const router = renderPage();
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Best seller rank' }, SLOW));
      expect(await screen.findByRole('table', { name: 'Best seller rank per week' }, SLOW)).toBeTruthy();
      expect(router.state.location.search).toBe('?metrics=units-sold%2Caverage-selling-price%2Cbsr');
      expect(window.localStorage.getItem(METRICS_STORAGE_KEY)).toBe('units-sold,average-selling-price,bsr');
    },
    TEST_TIMEOUT,
  );

  it(
    "filters by brand from the filter bar through the URL's brand, which every weekly read sends",
    async () => {
      const api = stubApi({
        [CHANGES]: changes(),
        [metricPath('units-sold')]: metric('units-sold', ['3', '5'], 'units'),
        [metricPath('average-selling-price')]: metric('average-selling-price', ['20.00', '21.00'], 'money'),
        'GET /v2/sellers/acme/marketplaces': { marketplaces: [] },
        [RESOURCES]: {
          ...{ sellerId: 'acme', marketplaces: [], productCount: 3 },
          brands: [
            { brand: 'Lamps', productCount: 1 },
            { brand: 'Mugs', productCount: 2 },
          ],
        },
      });
      const router = renderPage('?brand=Mugs&currency=EUR');
      await screen.findByTestId('cm3-change-summary', {}, SLOW);
      const brand = screen.getByRole('combobox', { name: 'Brand' }) as HTMLInputElement;
      expect(brand.value).toBe('Mugs');
      const sentBrand = (key: string) => {
        const call = api.fetchMock.mock.calls.filter(([url]) => url.includes(key.split(' ')[1] ?? '')).at(-1);
        return new URL(call?.[0] ?? '', 'http://localhost').searchParams.get('brand');
      };
      expect(sentBrand(CHANGES)).toBe('Mugs');

      fireEvent.click(brand);
      fireEvent.click(await screen.findByRole('option', { name: 'Lamps' }));
      await waitFor(() => expect(router.state.location.search).toBe('?currency=EUR&brand=Lamps'), SLOW);
      await waitFor(() => expect(sentBrand(CHANGES)).toBe('Lamps'), SLOW);
      await waitFor(() => expect(sentBrand(metricPath('units-sold'))).toBe('Lamps'), SLOW);

      fireEvent.click(screen.getByRole('combobox', { name: 'Brand' }));
      fireEvent.click(await screen.findByRole('option', { name: 'All brands' }));
      await waitFor(() => expect(router.state.location.search).toBe('?currency=EUR'), SLOW);
      await waitFor(() => expect(sentBrand(CHANGES)).toBe('all'), SLOW);
    },
    TEST_TIMEOUT,
  );

  it(
    "keeps the URL's brand as a choice when the seller's brands do not list it",
    async () => {
      stubApi({
        [CHANGES]: changes(),
        [metricPath('units-sold')]: metric('units-sold', ['3', '5'], 'units'),
        [metricPath('average-selling-price')]: metric('average-selling-price', ['20.00', '21.00'], 'money'),
        'GET /v2/sellers/acme/marketplaces': { marketplaces: [] },
      });
      renderPage('?brand=Teapots');
      await screen.findByTestId('cm3-change-summary', {}, SLOW);
      const brand = screen.getByRole('combobox', { name: 'Brand' }) as HTMLInputElement;
      expect(brand.value).toBe('Teapots');
      fireEvent.click(brand);
      const options = within(await screen.findByRole('listbox', {}, SLOW)).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['All brands', 'Teapots']);
    },
    TEST_TIMEOUT,
  );

  it('says where the sales come from when the seller has none', async () => {
    stubApi({
      [CHANGES]: changes({ dataThrough: null, weekChoice: 'lastComplete', productCount: 0, topMovers: [] }),
      'GET /v2/sellers/acme/marketplaces': { marketplaces: [] },
    });
    renderPage();
    const card = await screen.findByTestId('empty-state', {}, SLOW);
    expect(within(card).getByRole('heading', { name: 'Weekly insights need settlement reports' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Upload a settlement report' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings',
    );
  });
});
