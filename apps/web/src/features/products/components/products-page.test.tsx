import type { TProductDetail, TProductsCatalog } from '@brandlens/contracts';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { stubApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { ProductPage } from './product-page';
import { ProductsPage } from './products-page';

// The catalogue and a product page against stubbed responses shaped by the contracts.

// jsdom has no canvas: the chart is a labelled box here.
vi.mock('../../../components/charts/line-chart', () => ({
  LineChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const SLOW = { timeout: 5_000 };
const ID = '0b8a3c1e-6f0d-4a55-9a47-1d2c3b4a5f60';

const catalog: TProductsCatalog = {
  ...{ sellerId: 'acme', currency: 'USD', from: '2024-03-01', to: '2024-04-30' },
  rows: [
    {
      ...{ id: ID, marketplaceId: 'ATVPDKIKX0DER', sku: 'MUG-1', asin: 'B0MUG00001', title: 'Stoneware Mug' },
      ...{ brand: 'Hearth', imageUrl: null, price: '20.88', unitsSold: 16, netSales: '312.00' },
      ...{ contributionMargin3: '128.90', margin: '41.31', stock: 8, bsr: 600, bsrCategory: 'Kitchen' },
      ...{ rating: '4.40', ratingCount: 50, estimated: true },
    },
  ],
  totals: {
    unitsSold: 16,
    netSales: '312.00',
    contributionMargin3: '128.90',
    margin: '41.31',
    stock: 8,
    estimated: true,
  },
};

const pnl = {
  ...{ unitsSold: 16, netSales: '312.00', contributionMargin1: '237.00', contributionMargin2: '138.90' },
  ...{ contributionMargin3: '128.90', margin: '41.31', price: '20.88', estimated: true },
};
const detail: TProductDetail = {
  ...{ sellerId: 'acme', currency: 'USD', from: '2024-03-01', to: '2024-04-30' },
  product: {
    ...{ id: ID, marketplaceId: 'ATVPDKIKX0DER', sku: 'MUG-1', asin: 'B0MUG00001', title: 'Stoneware Mug' },
    ...{ brand: 'Hearth', imageUrl: null, category: 'Kitchen' },
  },
  trend: [{ month: '2024-03', ...pnl }],
  totals: pnl,
  stock: { day: '2024-03-31', fulfillable: 8, inbound: 12, reserved: 1, unfulfillable: 0 },
  ads: null,
  traffic: { sessions: 164, pageViews: 184, unitsOrdered: 16, conversion: '9.76' },
  rank: { day: '2024-03-24', rank: 600, category: 'Kitchen', topPercent: '0.6000' },
  reviews: null,
  events: [
    { kind: 'stock-out', day: '2024-03-27', endDay: '2024-03-29', before: null, after: null, changePercent: null },
  ],
  contentEvents: [
    {
      ...{ field: 'mainImage', day: '2024-03-31', seenAt: '2024-04-01T03:00:00.000Z' },
      ...{ before: 'data:image/png;base64,b2xk', after: 'data:image/png;base64,bmV3' },
    },
    {
      ...{ field: 'bulletPoints', day: '2024-03-10', seenAt: '2024-03-10T12:00:00.000Z' },
      ...{ before: ['Holds 350 ml', 'Oven safe'], after: ['Holds 350 ml', 'Dishwasher safe', 'Gift box'] },
    },
    {
      ...{ field: 'title', day: '2024-03-10', seenAt: '2024-03-10T12:00:00.000Z' },
      ...{ before: 'Stoneware mug', after: 'Stoneware Mug' },
    },
  ],
  isContentTracked: true,
};

function mount(path: string, element: React.ReactNode, entry: string) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [entry] });
  render(
    <AppProviders env="test" queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('products pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the catalogue with totals, links each product to its page and sends the filters of the URL', async () => {
    const api = stubApi({
      'GET /v2/sellers/acme/products-catalog': catalog,
      'GET /v2/sellers/acme/resources': {
        sellerId: 'acme',
        marketplaces: [
          {
            marketplaceId: 'ATVPDKIKX0DER',
            marketplaceName: 'United States',
            countryCode: 'US',
            defaultCurrencyCode: 'USD',
            productCount: 1,
          },
        ],
        brands: [{ brand: 'Hearth', productCount: 1 }],
        productCount: 1,
      },
    });
    mount(
      '/dashboard/sellers/:sellerId/product-overview',
      <ProductsPage sellerId="acme" emptyState={<p>empty</p>} />,
      '/dashboard/sellers/acme/product-overview?brand=Hearth&period=last-6-months',
    );
    const table = await screen.findByRole('table', { name: 'Product catalogue' }, SLOW);
    const link = within(table).getByRole('link', { name: /Stoneware Mug/ });
    expect(link.getAttribute('href')).toBe(
      `/dashboard/sellers/acme/product-overview/${ID}?brand=Hearth&period=last-6-months`,
    );
    expect(screen.getByTestId('totals-row').textContent).toContain('Totals (1 product)');
    const sent = api.callsTo('GET /v2/sellers/acme/products-catalog')[0];
    expect(sent).toBeDefined();
    expect(api.fetchMock.mock.calls[0]?.[0]).toContain('brand=Hearth');
  });

  it("shows a product's figures, trend, benchmarks with their source and history", async () => {
    stubApi({
      [`GET /v2/sellers/acme/product-details/${ID}`]: detail,
      'GET /v2/sellers/acme/product-chart': {
        ...{ sellerId: 'acme', productId: ID, metric: 'sessions', aggregationView: 'MONTHLY', currency: 'USD' },
        ...{ from: '2024-03-01', to: '2024-04-30', points: [{ period: '2024-03', value: '134' }] },
      },
      'GET /v2/benchmark-data-points': {
        ...{ sellerId: 'acme', productId: ID, from: '2024-03-01', to: '2024-04-30', category: 'Kitchen' },
        categorySource: 'catalog',
        dataPoints: [
          {
            ...{ metric: 'margin', value: '41.31', lowerQuartile: '70.00', median: '75.00', upperQuartile: '77.50' },
            ...{ position: 'bottom-quartile', isLowerBetter: false, comparedProducts: 3 },
            source: 'CM3 / net sales of the period, from the settlements and costs of goods (the P&L statement)',
          },
        ],
      },
    });
    mount(
      '/dashboard/sellers/:sellerId/product-overview/:productId',
      <ProductPage sellerId="acme" productId={ID} />,
      `/dashboard/sellers/acme/product-overview/${ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'Stoneware Mug' }, SLOW)).toBeTruthy();
    expect(screen.getByTestId('product-net-sales').textContent).toContain('312.00');
    expect(screen.getByTestId('product-sessions').textContent).toContain('Conversion 9.76 %');
    const benchmarks = await screen.findByTestId('product-benchmarks', {}, SLOW);
    expect(benchmarks.textContent).toContain('Kitchen (from the catalogue)');
    expect(benchmarks.textContent).toContain('Bottom quarter');
    expect(benchmarks.textContent).toContain('3 products');
    expect(benchmarks.textContent).toContain('from the settlements and costs of goods');
    const history = screen.getByTestId('product-events');
    // Newest first, the listing's content changes among the figures' events.
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '31 Mar 2024: Main image changed→',
      'Out of stock from 27 Mar 2024 to 29 Mar 2024',
      '10 Mar 2024: Bullet points changed: 2 bullets → 3, 2 added, 1 removed',
      '10 Mar 2024: Title changed: “Stoneware mug” → “Stoneware Mug”',
    ]);
    expect(within(history).getByRole('img', { name: 'Main image before' }).getAttribute('src')).toBe(
      'data:image/png;base64,b2xk',
    );
    expect(within(history).getByRole('img', { name: 'Main image after' }).getAttribute('src')).toBe(
      'data:image/png;base64,bmV3',
    );
    expect(history.textContent).toContain('dated by the day the weekly Amazon catalog sync saw them');
  });
});
