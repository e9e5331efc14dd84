import type { TInventoryPlanning, TStockRecommendation, TStockRecommendations } from '@brandlens/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createRouterContext } from '../../../app/router-context';
import { createTestQueryClient } from '../../../test/render-app';
import { InventoryPage } from './inventory-page';

// Responses of the inventory endpoints for the feature's tests, shaped by the contracts, and the
// page rendered at its real path (a row's link leads to the same page with the row open).

export const PAGE = '/dashboard/sellers/acme/inventory';
// The machine running the suite may be busy: a page of this size can take seconds to settle.
export const SLOW = { timeout: 5_000 };

export const STOCK = 'GET /v2/sellers/acme/product-stock-recommendations';
export const PLANNING = 'GET /v2/sellers/acme/inventory/planning';
export const PUT_PLANNING = 'PUT /v2/sellers/acme/inventory/planning';
export const HISTORY = 'GET /v2/sellers/acme/inventory/history';
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

export const mugRow: TStockRecommendation = {
  key: 'A1PA6795UKMFR9:MUG-1',
  sku: 'MUG-1',
  asin: 'B000000001',
  parentAsin: 'B0000000P1',
  title: 'Stoneware mug, 350 ml',
  brand: 'Acme',
  marketplaceId: 'A1PA6795UKMFR9',
  skuCount: 1,
  stock: {
    day: '2026-11-25',
    fulfillable: 1200,
    inboundWorking: 10,
    inboundShipped: 12,
    inboundReceiving: 8,
    reserved: 4,
    unsellable: 3,
    researching: 1,
    total: 1238,
    source: 'upload',
  },
  velocity: {
    unitsPerDay: '3.25',
    windowDays: 30,
    inStockDays: 28,
    unitsSold: 91,
    trend: 'rising',
    trendPercent: '12.5',
  },
  daysOfCover: 378,
  stockOutDate: '2027-12-09',
  leadTime: {
    productionDays: 30,
    transitDays: 21,
    checkInDays: 7,
    totalDays: 58,
    safetyStockDays: 14,
    isSkuOverride: false,
  },
  safetyStockUnits: 46,
  reorderPoint: 234,
  reorderDate: '2027-08-23',
  reorderQuantity: 195,
  reorderCapital: { amount: '1462.50', currency: 'EUR' },
  status: 'ok',
};

export const cupRow: TStockRecommendation = {
  ...mugRow,
  key: 'A1PA6795UKMFR9:CUP-2',
  sku: 'CUP-2',
  asin: null,
  parentAsin: null,
  title: null,
  brand: 'Other',
  stock: { ...mugRow.stock, fulfillable: 0, inboundWorking: 0, inboundShipped: 0, inboundReceiving: 0, reserved: 0 },
  velocity: { ...mugRow.velocity, unitsPerDay: '0.50', trend: 'unknown', trendPercent: null },
  daysOfCover: 0,
  stockOutDate: '2026-11-26',
  reorderDate: '2026-11-26',
  reorderQuantity: 56,
  reorderCapital: null,
  status: 'out-of-stock',
};

export const stockResponse = (
  rows: TStockRecommendation[] = [mugRow, cupRow],
  overrides: Partial<TStockRecommendations> = {},
): TStockRecommendations => ({
  sellerId: 'acme',
  asOf: '2026-11-26',
  stockDay: '2026-11-25',
  aggregation: 'sku',
  windowDays: 30,
  salesThrough: '2026-11-20',
  rows,
  summary: {
    rows: rows.length,
    outOfStock: 1,
    toReorderNow: 2,
    toReorderSoon: 3,
    reorderCapital: [
      { currency: 'EUR', amount: '1462.50' },
      { currency: 'USD', amount: '20.00' },
    ],
  },
  ...overrides,
});

export const planningResponse = (overrides: Partial<TInventoryPlanning> = {}): TInventoryPlanning => ({
  settings: {
    productionDays: 30,
    transitDays: 21,
    checkInDays: 7,
    safetyStockDays: 14,
    orderCoverDays: 60,
    velocityWindowDays: 30,
  },
  isDefault: true,
  skuLeadTimes: [],
  ...overrides,
});

export function renderInventory(search = '') {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/dashboard/sellers/:sellerId/inventory', element: <InventoryPage sellerId="acme" /> },
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
