import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../lib/route-handle';
import { buildSellerBreadcrumbs } from './build-seller-breadcrumbs';

const match = (pathname: string, params: Record<string, string>, handle?: RouteHandle) => ({
  pathname,
  params,
  handle,
});

describe('buildSellerBreadcrumbs', () => {
  it('shows Dashboard, the seller linking to its settings, then the page', () => {
    const params = { sellerId: 'acme' };
    const crumbs = buildSellerBreadcrumbs([
      match('/', params),
      match('/dashboard/sellers/acme', params),
      match('/dashboard/sellers/acme/inventory', params, { title: 'Inventory', breadcrumb: 'Inventory' }),
    ]);
    expect(crumbs).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'acme', to: '/dashboard/sellers/acme/settings' },
      { label: 'Inventory', to: '/dashboard/sellers/acme/inventory' },
    ]);
  });

  it('shows the seller name when it is known', () => {
    const params = { sellerId: 'acme' };
    const crumbs = buildSellerBreadcrumbs([match('/dashboard/sellers/acme', params)], 'Acme Outdoor');
    expect(crumbs[1]).toEqual({ label: 'Acme Outdoor', to: '/dashboard/sellers/acme/settings' });
  });

  it('adds a label taken from the URL, such as the brand', () => {
    const params = { sellerId: 'acme', brandName: 'Zen' };
    const crumbs = buildSellerBreadcrumbs([
      match('/dashboard/sellers/acme/brand-valuation', params, { breadcrumb: 'Brand Valuation' }),
      match('/dashboard/sellers/acme/brand-valuation/Zen', params, { breadcrumb: (p) => p.brandName }),
    ]);
    expect(crumbs.map((crumb) => crumb.label)).toEqual(['Dashboard', 'acme', 'Brand Valuation', 'Zen']);
  });

  it('shows only Dashboard outside a seller', () => {
    expect(buildSellerBreadcrumbs([match('/dashboard', {}, { title: 'Dashboard' })])).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
    ]);
  });
});
