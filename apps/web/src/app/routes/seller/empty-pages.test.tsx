import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../providers';
import { stubApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as Inventory } from './inventory';
import { Component as ProductOverview } from './product-overview';

function mountPage(page: string, Page: ComponentType) {
  const router = createMemoryRouter([{ path: `/dashboard/sellers/:sellerId/${page}`, element: <Page /> }], {
    initialEntries: [`/dashboard/sellers/acme/${page}`],
  });
  render(
    <AppProviders env="test" queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** The product overview of a seller with no product: the catalogue and pickers answer empty. */
async function renderPage(page: string, Page: ComponentType) {
  stubApi({
    'GET /v2/sellers/acme/products-catalog': {
      ...{ sellerId: 'acme', currency: 'USD', from: '2026-08-01', to: '2026-10-31', rows: [] },
      totals: { unitsSold: 0, netSales: '0.00', contributionMargin3: '0.00', margin: null, stock: 0, estimated: false },
    },
    'GET /v2/sellers/acme/resources': { sellerId: 'acme', marketplaces: [], brands: [], productCount: 0 },
  });
  mountPage(page, Page);
  return screen.findByTestId('empty-state');
}

describe('empty seller pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [
      'product-overview',
      ProductOverview,
      'Product overview needs settlement reports and cost of goods',
      'Upload cost of goods',
      '?tab=cost-of-goods',
    ],
  ])('%s names the data it needs and links to where the seller gets it', async (page, Page, heading, label, query) => {
    const card = await renderPage(page, Page);
    expect(within(card).getByRole('heading', { name: heading })).toBeTruthy();
    expect(card.textContent).not.toMatch(/will appear/i);
    expect(within(card).getByRole('link', { name: label }).getAttribute('href')).toBe(
      `/dashboard/sellers/acme/settings${query}`,
    );
  });

  it('links the settlement reports of the product overview to the Imports tab', async () => {
    const card = await renderPage('product-overview', ProductOverview);
    expect(within(card).getByRole('link', { name: 'settlement reports' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings',
    );
  });

  describe('inventory', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('without stock figures, links to the Seller Central connection and to the upload of an FBA inventory report', async () => {
      stubApi({
        'GET /v2/sellers/acme/product-stock-recommendations': {
          sellerId: 'acme',
          asOf: '2026-11-26',
          stockDay: null,
          aggregation: 'sku',
          windowDays: 30,
          salesThrough: null,
          rows: [],
          summary: { rows: 0, outOfStock: 0, toReorderNow: 0, toReorderSoon: 0, reorderCapital: [] },
        },
      });
      mountPage('inventory', Inventory);
      const card = await screen.findByTestId('empty-state');
      expect(within(card).getByRole('heading', { name: 'No stock figures yet' })).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Connect Amazon Seller Central' }).getAttribute('href')).toBe(
        '/dashboard/sellers/acme/settings?tab=connections',
      );
      expect(within(card).getByRole('link', { name: 'upload an FBA inventory report' }).getAttribute('href')).toBe(
        '/dashboard/sellers/acme/settings',
      );
      expect(card.textContent).toContain('under Settings › Imports');
    });
  });
});
