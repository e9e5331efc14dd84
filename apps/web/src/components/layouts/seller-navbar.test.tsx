import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { paths } from '../../config/paths';
import { SELLER_PAGES } from '../../config/seller-navigation';
import { readRouteHandle } from '../../lib/route-handle';
import { NAVBAR_COLLAPSED_KEY, uiStore } from '../../lib/ui-store';
import { stubApi } from '../../test/fake-api';
import { createSession, healthBody, testSeller, portfolioBody } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { SEARCHABLE_FROM_SELLERS } from './seller-switcher';

const otherSeller = {
  id: '44444444-4444-4444-8444-444444444444',
  slug: 'beta',
  name: 'Beta Goods US',
  externalId: null,
};

const api = (sellers = [testSeller, otherSeller]) => ({
  'GET /health': healthBody,
  'POST /sessions/verification': createSession(),
  'GET /v2/sellers': { sellers },
  'GET /v2/sellers/portfolio': portfolioBody(sellers),
  'GET /v2/sellers/acme': testSeller,
  'GET /v2/sellers/beta': otherSeller,
});

// Group by group, in document order, as a keyboard user meets them.
const EXPECTED_LINKS = [
  ['Operations Assistant', 'operations-assistant'],
  ['P&L Statement', 'profit-loss-statement'],
  ['Download Reports', 'reports'],
  ['Products', 'product-overview'],
  ['Inventory', 'inventory'],
  ['Advertising', 'advertising'],
  ['Weekly Insights', 'weekly-insights'],
  ['Account Health', 'account-health'],
  ['Alerts', 'alerts'],
  ['Brand Valuation', 'brand-valuation'],
  ['Settings', 'settings'],
] as const;

const sellerNav = () => within(screen.getByRole('navigation', { name: 'Seller pages' }));
const navLink = (name: string) => sellerNav().getByRole('link', { name });
const markedLinks = () =>
  sellerNav()
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

async function openSellerPage(url: string) {
  const view = renderApp(url);
  // The layout shows once the page's lazy module has loaded; the statement's takes a while.
  await screen.findByRole('navigation', { name: 'Seller pages' }, { timeout: 5_000 });
  return view;
}

function stubPhoneWidth(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('seller navbar', () => {
  beforeEach(() => {
    stubApi(api());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    uiStore.setNavbarCollapsed(false);
    window.localStorage.clear();
  });

  it('links every seller page of the current seller, grouped, in order', async () => {
    await openSellerPage('/dashboard/sellers/acme/inventory');
    const links = sellerNav().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      EXPECTED_LINKS.map(([label, segment]) => [label, `/dashboard/sellers/acme/${segment}`]),
    );
    for (const group of ['Profit', 'Catalogue', 'Growth', 'Account']) {
      expect(sellerNav().getByRole('list', { name: group })).toBeTruthy();
    }
    expect(
      within(sellerNav().getByRole('list', { name: 'Catalogue' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Products', 'Inventory']);
    expect(
      within(sellerNav().getByRole('list', { name: 'Account' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Account Health', 'Alerts', 'Brand Valuation']);
  });

  it('names each link with the title its route gives the page', () => {
    const sellerRoute = routes[0]?.children
      ?.flatMap((route) => route.children ?? [])
      .find((route) => route.path === paths.seller.root.path);
    const titleOf = (segment: string): string | undefined => {
      const route = sellerRoute?.children?.find((child: RouteObject) =>
        segment === '' ? child.index === true : child.path === segment,
      );
      return readRouteHandle(route?.handle).title;
    };
    for (const page of Object.values(SELLER_PAGES)) {
      for (const segment of page.segments) expect(titleOf(segment)).toBe(page.label);
    }
  });

  it.each([
    ['/dashboard/sellers/acme/inventory', 'Inventory'],
    ['/dashboard/sellers/acme/profit-loss-statement', 'P&L Statement'],
    ['/dashboard/sellers/acme/alerts?tab=rules', 'Alerts'],
    ['/dashboard/sellers/acme', 'Brand Valuation'],
    ['/dashboard/sellers/acme/brand-valuation', 'Brand Valuation'],
    ['/dashboard/sellers/acme/brand-valuation/Zen%20Home', 'Brand Valuation'],
  ])('marks the current page on %s', async (url, label) => {
    await openSellerPage(url);
    expect(markedLinks()).toEqual([label]);
    expect(navLink(label).hasAttribute('data-active')).toBe(true);
    expect(navLink('Settings').hasAttribute('data-active')).toBe(false);
  });

  it('carries the filters to every link and drops the parameters of this page', async () => {
    await openSellerPage(
      '/dashboard/sellers/acme/inventory?sort=units&currency=USD&period=last-6-months&page=2&basis=order&brand=Zen&marketplace=A1PA6795UKMFR9&q=tent',
    );
    const filters = '?currency=USD&period=last-6-months&basis=order&brand=Zen&marketplace=A1PA6795UKMFR9';
    expect(navLink('Operations Assistant').getAttribute('href')).toBe(
      `/dashboard/sellers/acme/operations-assistant${filters}`,
    );
    expect(navLink('Brand Valuation').getAttribute('href')).toBe(`/dashboard/sellers/acme/brand-valuation${filters}`);
    for (const link of sellerNav().getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(
        /\?currency=USD&period=last-6-months&basis=order&brand=Zen&marketplace=/,
      );
      expect(link.getAttribute('href')).not.toMatch(/sort=|page=|[?&]q=/);
    }
  });

  it('follows a link to the page, keeping the filters, and marks it', async () => {
    const { router } = await openSellerPage('/dashboard/sellers/acme/inventory?currency=GBP&sort=units');
    fireEvent.click(navLink('Advertising'));
    expect(await screen.findByRole('heading', { name: 'Advertising' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/sellers/acme/advertising');
    expect(router.state.location.search).toBe('?currency=GBP');
    expect(markedLinks()).toEqual(['Advertising']);
  });

  it('is not shown on the dashboard, which has no seller', async () => {
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Acme Outdoor EU' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Seller pages' })).toBeNull();
    expect(screen.queryByRole('button', { name: /navigation$/ })).toBeNull();
  });

  it('keeps the breadcrumbs beside it', async () => {
    await openSellerPage('/dashboard/sellers/acme/reports');
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await breadcrumb.findByRole('link', { name: 'Acme Outdoor EU' })).toBeTruthy();
    expect(breadcrumb.getByText('Download Reports').getAttribute('aria-current')).toBe('page');
  });
});

describe('seller switcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function switchTo(name: string) {
    const switcher = await screen.findByRole('combobox', { name: 'Seller' });
    await waitFor(() => expect((switcher as HTMLInputElement).value).toBe('Acme Outdoor EU'));
    fireEvent.click(switcher);
    fireEvent.click(await screen.findByRole('option', { name }));
  }

  it('lists the sellers of the user and shows the current one', async () => {
    stubApi(api());
    await openSellerPage('/dashboard/sellers/acme/inventory');
    const switcher = await screen.findByRole('combobox', { name: 'Seller' });
    await waitFor(() => expect((switcher as HTMLInputElement).value).toBe('Acme Outdoor EU'));
    fireEvent.click(switcher);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Acme Outdoor EU',
      'Beta Goods US',
    ]);
    expect(switcher.hasAttribute('readonly')).toBe(true);
  });

  it('keeps the page and the whole query when switching', async () => {
    stubApi(api());
    const { router } = await openSellerPage('/dashboard/sellers/acme/inventory?currency=EUR&sort=units');
    await switchTo('Beta Goods US');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sellers/beta/inventory'));
    expect(router.state.location.search).toBe('?currency=EUR&sort=units');
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeTruthy();
    await waitFor(() =>
      expect(navLink('Settings').getAttribute('href')).toBe('/dashboard/sellers/beta/settings?currency=EUR'),
    );
    expect(markedLinks()).toEqual(['Inventory']);
  });

  it("goes from a brand's page to the other seller's brand valuation list", async () => {
    stubApi(api());
    const { router } = await openSellerPage('/dashboard/sellers/acme/brand-valuation/Zen?currency=USD');
    await switchTo('Beta Goods US');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sellers/beta/brand-valuation'));
    expect(router.state.location.search).toBe('?currency=USD');
  });

  it('lets the user search once there are many sellers', async () => {
    const many = Array.from({ length: SEARCHABLE_FROM_SELLERS }, (_, index) => ({
      id: `55555555-5555-4555-8555-55555555555${index}`,
      slug: `shop-${index}`,
      name: `Shop number ${index}`,
      externalId: null,
    }));
    stubApi({ ...api([testSeller, ...many]), 'GET /v2/sellers/shop-3': many[3] });
    const { router } = await openSellerPage('/dashboard/sellers/acme/inventory');
    const switcher = await screen.findByRole('combobox', { name: 'Seller' });
    await waitFor(() => expect((switcher as HTMLInputElement).value).toBe('Acme Outdoor EU'));
    expect(switcher.hasAttribute('readonly')).toBe(false);
    switcher.focus();
    fireEvent.click(switcher);
    fireEvent.change(switcher, { target: { value: 'number 3' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Shop number 3']),
    );
    fireEvent.click(screen.getByRole('option', { name: 'Shop number 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sellers/shop-3/inventory'));
  });
});

describe('navbar on small and wide screens', () => {
  beforeEach(() => stubApi(api()));
  afterEach(() => {
    vi.unstubAllGlobals();
    uiStore.setNavbarCollapsed(false);
    window.localStorage.clear();
  });

  const navbar = () => document.getElementById('seller-navbar');
  const burger = (name: string) => screen.getByRole('button', { name });

  it('opens from the burger on a phone and closes once a link is followed', async () => {
    stubPhoneWidth(true);
    const { router } = await openSellerPage('/dashboard/sellers/acme/inventory');
    expect(navbar()?.hasAttribute('inert')).toBe(true);

    const toggle = burger('Open navigation');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('seller-navbar');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close navigation');
    expect(navbar()?.hasAttribute('inert')).toBe(false);

    fireEvent.click(navLink('Account Health'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sellers/acme/account-health'));
    expect(await screen.findByRole('heading', { name: 'Account Health' })).toBeTruthy();
    expect(burger('Open navigation').getAttribute('aria-expanded')).toBe('false');
    expect(navbar()?.hasAttribute('inert')).toBe(true);
  });

  it('closes on a phone with Escape', async () => {
    stubPhoneWidth(true);
    await openSellerPage('/dashboard/sellers/acme/inventory');
    fireEvent.click(burger('Open navigation'));
    expect(navbar()?.hasAttribute('inert')).toBe(false);
    navLink('Advertising').focus();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(burger('Open navigation').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(burger('Open navigation'));
    expect(navbar()?.hasAttribute('inert')).toBe(true);
  });

  it('collapses on a wide screen and remembers it', async () => {
    stubPhoneWidth(false);
    await openSellerPage('/dashboard/sellers/acme/inventory');
    expect(navbar()?.hasAttribute('inert')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(navbar()?.hasAttribute('inert')).toBe(true);
    expect(window.localStorage.getItem(NAVBAR_COLLAPSED_KEY)).toBe('true');
    const expand = screen.getByRole('button', { name: 'Expand navigation' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(navbar()?.hasAttribute('inert')).toBe(false);
    expect(window.localStorage.getItem(NAVBAR_COLLAPSED_KEY)).toBe('false');
  });
});
