import type { TAsinProfitLoss, TOperationsProfitLoss } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProductProfitLoss } from './product-profit-loss';

// ECharts cannot draw on jsdom's canvas: the chart shows the option it was given instead.
vi.mock('../../../components/charts/line-chart', () => ({
  LineChart: ({ option, label }: { option: unknown; label: string }) => (
    <pre role="img" aria-label={label}>
      {JSON.stringify(option)}
    </pre>
  ),
}));

const nbsp = '\u00a0';
const PRODUCTS = 'GET /v2/sellers/acme/asin-profit-loss';
const STATEMENT = 'GET /v2/sellers/acme/profit-loss';

const statement = (periods: string[]): TOperationsProfitLoss => ({
  sellerId: 'acme',
  currency: 'EUR',
  aggregationView: 'MONTHLY',
  basis: 'posted',
  brand: 'all',
  marketplace: null,
  from: '2024-01-01',
  to: '2024-02-29',
  periods,
  rates: [],
  orderDating: null,
  isLimitedToFreePlan: false,
  lines: [
    ['netSales', ['100.50', '-20.05']],
    ['contributionMargin3', ['40.00', '-30.10']],
    ['totalEbitda', ['35.25', '-31.00']],
  ].map(([key, amounts]) => ({
    key: key as string,
    kind: 'derived' as const,
    isHighlighted: true,
    figures: (amounts as string[]).slice(0, periods.length).map((amount) => ({ amount, status: 'final' as const })),
    total: { amount: '0', status: 'final' as const },
  })),
});

const figure = (amount: string, status: 'estimated' | 'final' = 'final') => ({ amount, status });
const figures = (net: string, cm3: string) => ({
  netSales: figure(net),
  unitsSold: figure('3'),
  productCosts: figure('-10.00'),
  totalMarketplaceFees: figure('-5.50'),
  contributionMargin1: figure('90.00'),
  contributionMargin2: figure('84.50'),
  contributionMargin3: figure(cm3, 'estimated'),
});

const response = (sortOrder: string | null): TAsinProfitLoss => {
  const rows = [
    {
      marketplaceId: 'A1PA6795UKMFR9',
      sku: 'MUG-1',
      asin: 'B000000001',
      brand: 'Acme',
      title: 'Mug',
      ...figures('100.00', '80.00'),
    },
    {
      marketplaceId: 'A1PA6795UKMFR9',
      sku: 'CUP-2',
      asin: null,
      brand: null,
      title: null,
      ...figures('20.00', '-1.25'),
    },
  ];
  return {
    sellerId: 'acme',
    currency: 'EUR',
    from: '2024-01-01',
    to: '2024-12-31',
    rows: sortOrder === 'asc' ? [...rows].reverse() : rows,
    totals: { ...figures('1234.56', '78.75'), unitsSold: figure('1234') },
    page: 1,
    pageSize: 50,
    totalRows: 2,
  };
};

describe('ProductProfitLoss', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('charts net sales, CM3 and EBITDA per month of the statement under the URL filters', async () => {
    const api = stubApi({
      [PRODUCTS]: response(null),
      [STATEMENT]: statement(['2024-01', '2024-02']),
      'GET /v2/sellers/acme/marketplaces': { marketplaces: [] },
    });
    renderWithProviders(<ProductProfitLoss sellerId="acme" />, {
      path: '/?brand=Acme&marketplace=A1PA6795UKMFR9&currency=EUR&period=last-3-months',
    });
    expect(await screen.findByRole('heading', { name: 'Trend' })).toBeTruthy();
    const chart = await screen.findByRole('img', { name: 'Net sales, CM3 and EBITDA per month in EUR' });
    const option = JSON.parse(chart.textContent ?? '') as {
      xAxis: { data: string[] };
      yAxis: { name: string };
      series: { name: string; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['Jan 2024', 'Feb 2024']);
    expect(option.yAxis.name).toBe('EUR');
    expect(option.series.map(({ name, data }) => [name, data])).toEqual([
      ['Net sales', [100.5, -20.05]],
      ['CM3', [40, -30.1]],
      ['Total EBITDA', [35.25, -31]],
    ]);
    const [input] = api.fetchMock.mock.calls.find(([url]) => url.includes('/profit-loss?'))!;
    const query = new URL(input, 'http://localhost').searchParams;
    expect([
      query.get('brand'),
      query.get('marketplace'),
      query.get('targetCurrency'),
      query.get('period'),
      query.get('aggregationView'),
    ]).toEqual(['Acme', 'A1PA6795UKMFR9', 'EUR', 'last-3-months', 'MONTHLY']);
    expect(await screen.findByRole('table', { name: 'Profit and loss per product' })).toBeTruthy();
  });

  it('says so instead of charting when the statement has no month', async () => {
    stubApi({
      [PRODUCTS]: response(null),
      [STATEMENT]: statement([]),
      'GET /v2/sellers/acme/marketplaces': { marketplaces: [] },
    });
    renderWithProviders(<ProductProfitLoss sellerId="acme" />);
    expect(await screen.findByText('No month in this period to chart.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a row per product and the totals row over the whole filter', async () => {
    stubApi({ [PRODUCTS]: response(null), 'GET /v2/sellers/acme/marketplaces': { marketplaces: [] } });
    renderWithProviders(<ProductProfitLoss sellerId="acme" />);
    const table = await screen.findByRole('table', { name: 'Profit and loss per product' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'MUG-1',
      'B000000001',
      'Mug',
      'Acme',
      'A1PA6795UKMFR9',
      '3',
      `EUR${nbsp}100.00`,
      `-EUR${nbsp}10.00`,
      `-EUR${nbsp}5.50`,
      `EUR${nbsp}90.00`,
      `EUR${nbsp}84.50`,
      `EUR${nbsp}80.00*`,
    ]);
    expect(within(second!).getAllByRole('cell')[1]?.textContent).toBe('—');

    const totals = screen.getByTestId('totals-row');
    expect(within(totals).getByRole('rowheader').textContent).toBe('Totals (2 products)');
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1,234',
      `EUR${nbsp}1,234.56`,
      `-EUR${nbsp}10.00`,
      `-EUR${nbsp}5.50`,
      `EUR${nbsp}90.00`,
      `EUR${nbsp}84.50`,
      `EUR${nbsp}78.75*`,
    ]);
  });

  it('sorts on the server: a header sorts descending, a second click ascending, kept in the URL', async () => {
    const api = stubApi({
      [PRODUCTS]: ({ url }: { url: URL }) => response(url.searchParams.get('sortOrder')),
      'GET /v2/sellers/acme/marketplaces': { marketplaces: [] },
    });
    const { router } = renderWithProviders(<ProductProfitLoss sellerId="acme" />, { path: '/?brand=Acme' });
    await screen.findByRole('table', { name: 'Profit and loss per product' });
    const lastQuery = () => {
      const [input] = api.fetchMock.mock.calls.filter(([url]) => url.includes('/asin-profit-loss')).at(-1)!;
      return new URL(input, 'http://localhost').searchParams;
    };
    expect(lastQuery().get('sortBy')).toBe('netSales');
    expect(lastQuery().get('brand')).toBe('Acme');

    fireEvent.click(screen.getByRole('button', { name: 'CM3' }));
    await waitFor(() => expect(lastQuery().get('sortBy')).toBe('contributionMargin3'));
    expect(lastQuery().get('sortOrder')).toBe('desc');
    expect(router.state.location.search).toBe('?brand=Acme&sort=contributionMargin3');

    fireEvent.click(await screen.findByRole('button', { name: 'CM3 ▼' }));
    await waitFor(() => expect(lastQuery().get('sortOrder')).toBe('asc'));
    expect(router.state.location.search).toBe('?brand=Acme&sort=contributionMargin3&order=asc');
    const table = screen.getByRole('table', { name: 'Profit and loss per product' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]?.textContent).toContain('CUP-2'));
    expect(screen.getByRole('columnheader', { name: 'CM3 ▲' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('filters by text and marketplace through the URL, back to the first page', async () => {
    const api = stubApi({
      [PRODUCTS]: response(null),
      'GET /v2/sellers/acme/marketplaces': {
        marketplaces: [
          {
            marketplaceId: 'A1PA6795UKMFR9',
            marketplaceName: 'Amazon.de',
            domainName: 'amazon.de',
            countryCode: 'DE',
            defaultCurrencyCode: 'EUR',
            defaultLocale: 'de_DE',
            region: 'eu',
            listingOptimizationEnabled: false,
          },
        ],
      },
    });
    const { router } = renderWithProviders(<ProductProfitLoss sellerId="acme" />, { path: '/?page=3' });
    await screen.findByRole('table', { name: 'Profit and loss per product' });
    const lastQuery = () => {
      const [input] = api.fetchMock.mock.calls.filter(([url]) => url.includes('/asin-profit-loss')).at(-1)!;
      return new URL(input, 'http://localhost').searchParams;
    };
    expect(lastQuery().get('page')).toBe('3');

    fireEvent.change(screen.getByRole('textbox', { name: 'Filter' }), { target: { value: 'mug' } });
    await waitFor(() => expect(lastQuery().get('search')).toBe('mug'));
    expect(lastQuery().get('page')).toBe('1');
    expect(router.state.location.search).toBe('?q=mug');

    fireEvent.click(screen.getByRole('combobox', { name: 'Marketplace' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Amazon.de' }));
    await waitFor(() => expect(lastQuery().get('marketplace')).toBe('A1PA6795UKMFR9'));
    expect(lastQuery().get('search')).toBe('mug');
    expect(router.state.location.search).toBe('?q=mug&marketplace=A1PA6795UKMFR9');
  });
});
