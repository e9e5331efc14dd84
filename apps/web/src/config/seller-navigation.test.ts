import { describe, expect, it } from 'vitest';
import {
  findSellerLocation,
  getSellerPageHref,
  getSwitchSellerHref,
  pickSellerFilters,
  SELLER_NAV_GROUPS,
  SELLER_PAGES,
  type TSellerPageKey,
} from './seller-navigation';

describe('seller pages', () => {
  it('lists every seller page of SPEC §2 exactly once in the navbar groups, Settings last', () => {
    const listed = SELLER_NAV_GROUPS.flatMap((group) => group.pages);
    expect([...listed].sort()).toEqual(Object.keys(SELLER_PAGES).sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.at(-1)).toBe('settings');
  });

  it.each<[string, TSellerPageKey, boolean]>([
    ['/dashboard/sellers/acme', 'brandValuation', false],
    ['/dashboard/sellers/acme/', 'brandValuation', false],
    ['/dashboard/sellers/acme/brand-valuation', 'brandValuation', false],
    ['/dashboard/sellers/acme/brand-valuation/Big%20%26%20Tall', 'brandValuation', true],
    ['/dashboard/sellers/acme/operations-assistant', 'operationsAssistant', false],
    ['/dashboard/sellers/acme/profit-loss-statement', 'profitLossStatement', false],
    ['/dashboard/sellers/acme/product-overview', 'productOverview', false],
    ['/dashboard/sellers/acme/reports', 'reports', false],
    ['/dashboard/sellers/acme/alerts', 'alerts', false],
    ['/dashboard/sellers/acme/settings', 'settings', false],
  ])('finds %s as %s', (pathname, page, isSubpage) => {
    expect(findSellerLocation(pathname)).toMatchObject({ sellerId: 'acme', page, isSubpage });
  });

  it.each(['/dashboard', '/dashboard/sellers', '/dashboard/sellers/acme/unknown-page', '/settings'])(
    'finds no seller page at %s',
    (pathname) => expect(findSellerLocation(pathname)).toBeUndefined(),
  );
});

describe('filters carried between pages', () => {
  const search = new URLSearchParams(
    'sort=units&currency=USD&period=last-6-months&page=3&basis=order&brand=Zen+Home&marketplace=ATVPDKIKX0DER&q=tent&tab=imports',
  );

  it('keeps currency, period, basis, brand and marketplace and drops what belongs to one page', () => {
    expect([...pickSellerFilters(search)]).toEqual([
      ['currency', 'USD'],
      ['period', 'last-6-months'],
      ['basis', 'order'],
      ['brand', 'Zen Home'],
      ['marketplace', 'ATVPDKIKX0DER'],
    ]);
  });

  it('builds navbar links with the carried filters only', () => {
    expect(getSellerPageHref('inventory', 'acme', search)).toBe(
      '/dashboard/sellers/acme/inventory?currency=USD&period=last-6-months&basis=order&brand=Zen+Home&marketplace=ATVPDKIKX0DER',
    );
    expect(getSellerPageHref('brandValuation', 'acme', new URLSearchParams('period=trailing12Months&sort=x'))).toBe(
      '/dashboard/sellers/acme/brand-valuation?period=trailing12Months',
    );
    expect(getSellerPageHref('settings', 'acme eu', new URLSearchParams())).toBe(
      '/dashboard/sellers/acme%20eu/settings',
    );
  });
});

describe('switching sellers', () => {
  it('keeps the page and the whole query', () => {
    expect(
      getSwitchSellerHref('/dashboard/sellers/a/inventory', new URLSearchParams('currency=EUR&sort=units'), 'b'),
    ).toBe('/dashboard/sellers/b/inventory?currency=EUR&sort=units');
    expect(getSwitchSellerHref('/dashboard/sellers/a', new URLSearchParams('currency=EUR'), 'b')).toBe(
      '/dashboard/sellers/b?currency=EUR',
    );
  });

  it("leads from a brand's page to the other seller's brand valuation list", () => {
    expect(
      getSwitchSellerHref('/dashboard/sellers/a/brand-valuation/Zen', new URLSearchParams('currency=USD'), 'b'),
    ).toBe('/dashboard/sellers/b/brand-valuation?currency=USD');
  });

  it("goes to the other seller's overview from a page it does not know", () => {
    expect(getSwitchSellerHref('/dashboard/sellers/a/unknown', new URLSearchParams('x=1'), 'b')).toBe(
      '/dashboard/sellers/b',
    );
  });
});
