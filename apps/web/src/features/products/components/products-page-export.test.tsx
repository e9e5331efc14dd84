import type { TProductsCatalog, TSellerResources } from '@brandlens/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { stubApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { ProductsPage } from './products-page';

// The catalogue's server download carries the filters of the URL, in the contract's names.

const SLOW = { timeout: 5_000 };

const catalog: TProductsCatalog = {
  ...{ sellerId: 'acme', currency: 'EUR', from: '2024-03-01', to: '2024-04-30', rows: [] },
  totals: { unitsSold: 0, netSales: '0.00', contributionMargin3: '0.00', margin: null, stock: 0, estimated: false },
};
const resources: TSellerResources = {
  sellerId: 'acme',
  marketplaces: [
    {
      ...{ marketplaceId: 'ATVPDKIKX0DER', marketplaceName: 'United States', countryCode: 'US' },
      ...{ defaultCurrencyCode: 'USD', productCount: 1 },
    },
  ],
  brands: [{ brand: 'Hearth', productCount: 1 }],
  productCount: 1,
};

function mount(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/sellers/:sellerId/product-overview',
        element: <ProductsPage sellerId="acme" emptyState={<p>empty</p>} />,
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProviders env="test" queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

async function downloadHref(format: 'CSV' | 'XLSX'): Promise<URL> {
  fireEvent.click(await screen.findByRole('button', { name: 'Download catalogue' }, SLOW));
  const item = await screen.findByRole('menuitem', { name: format });
  return new URL(item.getAttribute('href') ?? '', 'http://localhost');
}

describe('products catalogue download', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links CSV and XLSX to the export with every filter of the URL', async () => {
    stubApi({ 'GET /v2/sellers/acme/products-catalog': catalog, 'GET /v2/sellers/acme/resources': resources });
    mount(
      '/dashboard/sellers/acme/product-overview?currency=EUR&period=last-6-months&marketplace=ATVPDKIKX0DER&brand=Hearth&q=mug',
    );
    const xlsx = await downloadHref('XLSX');
    expect(xlsx.pathname).toBe('/api/v2/sellers/acme/products-catalog/export');
    expect(Object.fromEntries(xlsx.searchParams)).toEqual({
      ...{ targetCurrency: 'EUR', period: 'last-6-months', marketplace: 'ATVPDKIKX0DER' },
      ...{ brand: 'Hearth', search: 'mug', format: 'xlsx' },
    });
    const csv = await screen.findByRole('menuitem', { name: 'CSV' });
    expect(csv.getAttribute('download')).not.toBeNull();
    expect(new URL(csv.getAttribute('href') ?? '', 'http://localhost').searchParams.get('format')).toBe('csv');
  });

  it("sends the server's defaults for filters the URL leaves out", async () => {
    stubApi({ 'GET /v2/sellers/acme/products-catalog': catalog, 'GET /v2/sellers/acme/resources': resources });
    mount('/dashboard/sellers/acme/product-overview');
    const csv = await downloadHref('CSV');
    expect(Object.fromEntries(csv.searchParams)).toEqual({ period: 'last-3-months', brand: 'all', format: 'csv' });
  });
});
