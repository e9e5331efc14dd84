import type { TAsinProfitLoss, TOperationsProfitLoss } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blobText, captureDownloads } from '../../../test/capture-downloads';
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
const MARKETPLACES = 'GET /v2/sellers/acme/marketplaces';

const germany = {
  marketplaceId: 'A1PA6795UKMFR9',
  marketplaceName: 'Germany',
  domainName: 'amazon.de',
  countryCode: 'DE',
  defaultCurrencyCode: 'EUR',
  defaultLocale: 'de_DE',
  region: 'eu',
  listingOptimizationEnabled: true,
};

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
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('charts net sales, CM3 and EBITDA per month of the statement under the URL filters', async () => {
    const api = stubApi({
      [PRODUCTS]: response(null),
      [STATEMENT]: statement(['2024-01', '2024-02']),
      [MARKETPLACES]: { marketplaces: [] },
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

  it('says under the filters how fresh the figures are, with where to get data when there is none', async () => {
    stubApi({
      [PRODUCTS]: response(null),
      [MARKETPLACES]: { marketplaces: [] },
      'GET /v2/sellers/acme/data-freshness': { settledThrough: null, estimatedThrough: null, lastImportAt: null },
    });
    renderWithProviders(<ProductProfitLoss sellerId="acme" />);
    expect(await screen.findByRole('link', { name: 'connect Seller Central' })).toBeTruthy();
    expect(screen.getByTestId('data-freshness').textContent).toMatch(/^No settlement imported yet: /);
  });

  it('says so instead of charting when the statement has no month', async () => {
    stubApi({
      [PRODUCTS]: response(null),
      [STATEMENT]: statement([]),
      [MARKETPLACES]: { marketplaces: [] },
    });
    renderWithProviders(<ProductProfitLoss sellerId="acme" />);
    expect(await screen.findByText('No month in this period to chart.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /per month/ })).toBeNull();
  });

  it('shows a row per product with its marketplace by flag and name, and the totals row over the whole filter', async () => {
    stubApi({ [PRODUCTS]: response(null), [MARKETPLACES]: { marketplaces: [germany] } });
    renderWithProviders(<ProductProfitLoss sellerId="acme" />);
    const table = await screen.findByRole('table', { name: 'Profit and loss per product' });
    await within(table).findAllByRole('img', { name: 'Germany' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe('MUG-1');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'B000000001',
      'Mug',
      'Acme',
      '🇩🇪Germany',
      '3',
      `EUR${nbsp}100.00`,
      `-EUR${nbsp}10.00`,
      `-EUR${nbsp}5.50`,
      `EUR${nbsp}90.00`,
      `EUR${nbsp}84.50`,
      `EUR${nbsp}80.00*`,
    ]);
    expect(within(first!).getByText('Mug').getAttribute('title')).toBe('Mug');
    expect(within(first!).getByText('Germany').getAttribute('title')).toBe('amazon.de');
    expect(within(first!).queryByText('A1PA6795UKMFR9')).toBeNull();
    expect(within(second!).getAllByRole('cell')[0]?.textContent).toBe('—');

    const totals = screen.getByTestId('totals-row');
    expect(totals.parentElement?.tagName).toBe('TFOOT');
    expect(within(totals).getByRole('rowheader').textContent).toBe('Totals (2 products)');
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      '',
      '',
      '',
      '1,234',
      `EUR${nbsp}1,234.56`,
      `-EUR${nbsp}10.00`,
      `-EUR${nbsp}5.50`,
      `EUR${nbsp}90.00`,
      `EUR${nbsp}84.50`,
      `EUR${nbsp}78.75*`,
    ]);
    expect(screen.getByText('Figures in EUR, 1 Jan 2024 to 31 Dec 2024.')).toBeTruthy();
  });

  it('sorts on the server: a header sorts descending, a second click ascending, kept in the URL', async () => {
    const api = stubApi({
      [PRODUCTS]: ({ url }: { url: URL }) => response(url.searchParams.get('sortOrder')),
      [MARKETPLACES]: { marketplaces: [] },
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

    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'CM3' }).getAttribute('aria-sort')).toBe('descending'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'CM3' }));
    await waitFor(() => expect(lastQuery().get('sortOrder')).toBe('asc'));
    expect(router.state.location.search).toBe('?brand=Acme&sort=contributionMargin3&order=asc');
    const table = screen.getByRole('table', { name: 'Profit and loss per product' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]?.textContent).toContain('CUP-2'));
    expect(screen.getByRole('columnheader', { name: 'CM3' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Net sales' }).getAttribute('aria-sort')).toBe('none');
    // Columns the server cannot sort by have no sort button.
    expect(screen.queryByRole('button', { name: 'Title' })).toBeNull();
  });

  it('filters by text and marketplace through the URL, back to the first page', async () => {
    const api = stubApi({
      [PRODUCTS]: response(null),
      [MARKETPLACES]: { marketplaces: [germany] },
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
    fireEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() => expect(lastQuery().get('marketplace')).toBe('A1PA6795UKMFR9'));
    expect(lastQuery().get('search')).toBe('mug');
    expect(router.state.location.search).toBe('?q=mug&marketplace=A1PA6795UKMFR9');
  });

  it('hides the columns a user unticks and remembers them for the next visit', async () => {
    stubApi({ [PRODUCTS]: response(null), [MARKETPLACES]: { marketplaces: [germany] } });
    const view = renderWithProviders(<ProductProfitLoss sellerId="acme" />);
    await screen.findByRole('table', { name: 'Profit and loss per product' });
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('group', { name: 'Columns of Profit and loss per product' });
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'ASIN' }));
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'CM2' }));
    const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers()).toEqual([
      'SKU',
      'Title',
      'Brand',
      'Marketplace',
      'Units',
      'Net sales',
      'Product costs',
      'Marketplace fees',
      'CM1',
      'CM3',
    ]);
    expect(within(screen.getByTestId('totals-row')).getAllByRole('cell')).toHaveLength(9);

    view.unmount();
    renderWithProviders(<ProductProfitLoss sellerId="acme" />);
    await screen.findByRole('table', { name: 'Profit and loss per product' });
    expect(headers()).not.toContain('ASIN');
    expect(headers()).not.toContain('CM2');
  });

  it('exports every product of the filter in the server order as CSV, with the visible columns and the totals', async () => {
    const exportRows = Array.from({ length: 250 }, (_, index) => ({
      marketplaceId: 'A1PA6795UKMFR9',
      sku: `SKU-${index + 1}`,
      asin: null,
      brand: 'Acme',
      title: index === 0 ? 'Mug, "large"' : `Product ${index + 1}`,
      ...figures(`${250 - index}.10`, '1.00'),
    }));
    const api = stubApi({
      [PRODUCTS]: ({ url }: { url: URL }) => {
        if (url.searchParams.get('pageSize') !== '200') return response(null);
        const page = Number(url.searchParams.get('page'));
        return {
          ...response(null),
          rows: exportRows.slice((page - 1) * 200, page * 200),
          page,
          pageSize: 200,
          totalRows: 250,
        };
      },
      [MARKETPLACES]: { marketplaces: [germany] },
    });
    const hidden = [
      'asin',
      'brand',
      'unitsSold',
      'productCosts',
      'totalMarketplaceFees',
      'contributionMargin1',
      'contributionMargin2',
    ];
    window.localStorage.setItem('brandlens.table.profit-loss-products.hiddenColumns', JSON.stringify(hidden));
    const capture = captureDownloads();
    try {
      renderWithProviders(<ProductProfitLoss sellerId="acme" />, {
        path: '/?sort=contributionMargin3&order=asc&q=a&period=last-3-months',
      });
      await screen.findByRole('table', { name: 'Profit and loss per product' });
      await screen.findAllByRole('img', { name: 'Germany' });
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(capture.downloads).toHaveLength(1));

      const pages = api.fetchMock.mock.calls
        .map(([input]) => new URL(input, 'http://localhost').searchParams)
        .filter((query) => query.get('pageSize') === '200');
      expect(
        pages.map((query) => ['page', 'sortBy', 'sortOrder', 'search', 'period'].map((key) => query.get(key))),
      ).toEqual([
        ['1', 'contributionMargin3', 'asc', 'a', 'last-3-months'],
        ['2', 'contributionMargin3', 'asc', 'a', 'last-3-months'],
      ]);
      const [download] = capture.downloads;
      expect(download!.fileName).toMatch(/^profit-loss-products-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await blobText(download!.blob)).split('\r\n');
      expect(lines[0]).toBe('SKU,Title,Marketplace,Net sales (EUR),CM3 (EUR),CM3 status');
      expect(lines[1]).toBe('SKU-1,"Mug, ""large""",Germany,250.10,1.00,estimated');
      expect(lines[250]).toBe('SKU-250,Product 250,Germany,1.10,1.00,estimated');
      expect(lines[251]).toBe('Totals (2 products),,,1234.56,78.75,estimated');
      expect(lines).toHaveLength(253);
    } finally {
      capture.restore();
    }
  });

  it('keeps a chosen page size in the URL and asks the server for pages of that size', async () => {
    const api = stubApi({ [PRODUCTS]: response(null), [MARKETPLACES]: { marketplaces: [] } });
    const { router } = renderWithProviders(<ProductProfitLoss sellerId="acme" />, { path: '/?page=2' });
    await screen.findByRole('table', { name: 'Profit and loss per product' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '100' } });
    await waitFor(() => expect(router.state.location.search).toBe('?size=100'));
    await waitFor(() => {
      const [input] = api.fetchMock.mock.calls.filter(([url]) => url.includes('/asin-profit-loss')).at(-1)!;
      const query = new URL(input, 'http://localhost').searchParams;
      expect([query.get('pageSize'), query.get('page')]).toEqual(['100', '1']);
    });
  });
});
