import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../providers';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as AccountHealth } from './account-health';
import { Component as Advertising } from './advertising';
import { Component as Inventory } from './inventory';
import { Component as ProductOverview } from './product-overview';
import { Component as WeeklyInsights } from './weekly-insights';

function renderPage(page: string, Page: ComponentType) {
  const router = createMemoryRouter([{ path: `/dashboard/sellers/:sellerId/${page}`, element: <Page /> }], {
    initialEntries: [`/dashboard/sellers/acme/${page}`],
  });
  render(
    <AppProviders env="test" queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return screen.getByTestId('empty-state');
}

describe('empty seller pages', () => {
  it.each([
    [
      'inventory',
      Inventory,
      'Inventory needs Amazon Seller Central',
      'Connect Amazon Seller Central',
      '?tab=connections',
    ],
    [
      'advertising',
      Advertising,
      'Advertising needs Amazon Advertising',
      'Connect Amazon Advertising',
      '?tab=connections',
    ],
    [
      'account-health',
      AccountHealth,
      'Account Health needs Amazon Seller Central',
      'Connect Amazon Seller Central',
      '?tab=connections',
    ],
    ['weekly-insights', WeeklyInsights, 'Weekly insights need settlement reports', 'Upload a settlement report', ''],
    [
      'product-overview',
      ProductOverview,
      'Product overview needs settlement reports and cost of goods',
      'Upload cost of goods',
      '?tab=cost-of-goods',
    ],
  ])('%s names the data it needs and links to where the seller gets it', (page, Page, heading, label, query) => {
    const card = renderPage(page, Page);
    expect(within(card).getByRole('heading', { name: heading })).toBeTruthy();
    expect(card.textContent).not.toMatch(/will appear/i);
    expect(within(card).getByRole('link', { name: label }).getAttribute('href')).toBe(
      `/dashboard/sellers/acme/settings${query}`,
    );
  });

  it('links the settlement reports of the product overview to the Imports tab', () => {
    const card = renderPage('product-overview', ProductOverview);
    expect(within(card).getByRole('link', { name: 'settlement reports' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings',
    );
  });
});
