import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('encodes dynamic segments', () => {
    expect(paths.seller.inventory.getHref('acme/eu')).toBe('/dashboard/sellers/acme%2Feu/inventory');
    expect(paths.seller.brandValuation.getHref('acme', 'Big & Tall')).toBe(
      '/dashboard/sellers/acme/brand-valuation/Big%20%26%20Tall',
    );
    expect(paths.admin.organization.getHref('org 1')).toBe('/admin/organizations/org%201');
  });

  it('builds seller links without a seller id as the optional route segment allows', () => {
    expect(paths.seller.root.getHref(undefined)).toBe('/dashboard/sellers');
    expect(paths.seller.brandValuation.getHref(undefined)).toBe('/dashboard/sellers/brand-valuation');
  });

  it('builds query strings only when there is something to send', () => {
    expect(paths.error.getHref()).toBe('/error');
    expect(paths.error.getHref({ status: 500, message: 'Unknown middleware' })).toBe(
      '/error?status=500&message=Unknown+middleware',
    );
    expect(paths.signUp.getHref({ token: 'abc' })).toBe('/sign-up?token=abc');
  });

  it('builds API download links from the contract path', () => {
    expect(paths.downloads.costOfGoodsTemplate.getHref('acme/eu')).toBe(
      '/api/v2/sellers/acme%2Feu/cost-of-goods-sold/template.csv',
    );
  });

  it('builds the alert centre and the alert report download', () => {
    expect(paths.seller.alerts.getHref('acme eu', { tab: 'rules' })).toBe(
      '/dashboard/sellers/acme%20eu/alerts?tab=rules',
    );
    expect(paths.downloads.alertReport.getHref('acme/eu', { status: 'snoozed', format: 'csv' })).toBe(
      '/api/v2/sellers/alert-report?sellerId=acme%2Feu&status=snoozed&format=csv',
    );
  });

  it('builds the support mailto link with %20 for spaces', () => {
    expect(paths.external.supportEmail.getHref()).toBe('mailto:support@brandlens.app');
    expect(paths.external.supportEmail.getHref('Need help')).toBe('mailto:support@brandlens.app?subject=Need%20help');
  });
});
