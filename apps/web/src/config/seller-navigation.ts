import { matchPath } from 'react-router';
import { paths, type TQuery } from './paths';

// The seller pages of SPEC §2 as the navbar lists them, and which query parameters follow the
// seller from page to page. The labels are the routes' titles (router.tsx), which the heading,
// the breadcrumb and the document title show too; a test keeps both lists in step.

/**
 * Filters a seller sets once and expects to keep on every page (STYLE habit 7): the statement
 * filters (lib/profit-loss/statement-filters.ts) and the brand valuation ones (period, currency).
 * Anything else in the query (sorting, paging, search, tabs) belongs to the page it was set on.
 */
export const SELLER_FILTER_PARAMS = ['currency', 'period', 'basis', 'brand', 'marketplace'] as const;

export type TSellerPageKey =
  | 'brandValuation'
  | 'operationsAssistant'
  | 'profitLossStatement'
  | 'productOverview'
  | 'inventory'
  | 'advertising'
  | 'accountHealth'
  | 'alerts'
  | 'weeklyInsights'
  | 'reports'
  | 'settings';

export interface SellerPage {
  label: string;
  /** The first URL segment after the seller; the overview ('') is the Brand Valuation screen too. */
  segments: readonly string[];
  getHref: (sellerId: string, query?: TQuery) => string;
}

const childPage = (label: string, page: { path: string; getHref: SellerPage['getHref'] }): SellerPage => ({
  label,
  segments: [page.path],
  getHref: page.getHref,
});

export const SELLER_PAGES: Record<TSellerPageKey, SellerPage> = {
  brandValuation: {
    label: 'Brand Valuation',
    segments: ['', paths.seller.brandValuation.path],
    getHref: (sellerId, query) => paths.seller.brandValuation.getHref(sellerId, undefined, query),
  },
  operationsAssistant: childPage('Operations Assistant', paths.seller.operationsAssistant),
  profitLossStatement: childPage('P&L Statement', paths.seller.profitLossStatement),
  productOverview: childPage('Products', paths.seller.productOverview),
  inventory: childPage('Inventory', paths.seller.inventory),
  advertising: childPage('Advertising', paths.seller.advertising),
  accountHealth: childPage('Account Health', paths.seller.accountHealth),
  alerts: childPage('Alerts', paths.seller.alerts),
  weeklyInsights: childPage('Weekly Insights', paths.seller.weeklyInsights),
  reports: childPage('Download Reports', paths.seller.reports),
  settings: childPage('Settings', paths.seller.settings),
};

export interface SellerNavGroup {
  /** Absent for a page that stands on its own (Settings, last). */
  label?: string;
  pages: readonly TSellerPageKey[];
}

export const SELLER_NAV_GROUPS: readonly SellerNavGroup[] = [
  { label: 'Profit', pages: ['operationsAssistant', 'profitLossStatement', 'reports'] },
  { label: 'Catalogue', pages: ['productOverview', 'inventory'] },
  { label: 'Growth', pages: ['advertising', 'weeklyInsights'] },
  { label: 'Account', pages: ['accountHealth', 'alerts', 'brandValuation'] },
  { pages: ['settings'] },
];

export interface SellerLocation {
  sellerId: string;
  page: TSellerPageKey;
  /** A page below the page itself, such as brand-valuation/{brandName}. */
  isSubpage: boolean;
  /** The seller's overview, /dashboard/sellers/{sellerId}. */
  isOverview: boolean;
}

const SELLER_ROUTE = { path: `${paths.seller.root.path}/*`, end: false };

/** Which seller page a pathname shows; undefined off the seller pages or on an unknown one. */
export function findSellerLocation(pathname: string): SellerLocation | undefined {
  const match = matchPath(SELLER_ROUTE, pathname);
  const sellerId = match?.params.sellerId;
  if (!sellerId) return undefined;
  const [first = '', ...rest] = (match.params['*'] ?? '').split('/').filter(Boolean);
  const page = (Object.keys(SELLER_PAGES) as TSellerPageKey[]).find((key) =>
    SELLER_PAGES[key].segments.includes(first),
  );
  if (!page) return undefined;
  return { sellerId, page, isSubpage: rest.length > 0, isOverview: first === '' };
}

/** The filter parameters of `search` that travel to another seller page, in their URL order. */
export function pickSellerFilters(search: URLSearchParams): URLSearchParams {
  const carried: readonly string[] = SELLER_FILTER_PARAMS;
  return new URLSearchParams([...search].filter(([key]) => carried.includes(key)));
}

/** A navbar link: the page of this seller with the filters the seller has set. */
export function getSellerPageHref(page: TSellerPageKey, sellerId: string, search: URLSearchParams): string {
  return SELLER_PAGES[page].getHref(sellerId, pickSellerFilters(search));
}

/**
 * The same page of another seller with the same query. A page below a page (a brand) may not
 * exist for the other seller, so it leads to its parent page (the brand valuation list) instead.
 */
export function getSwitchSellerHref(pathname: string, search: URLSearchParams, nextSellerId: string): string {
  const current = findSellerLocation(pathname);
  if (!current) return paths.seller.root.getHref(nextSellerId);
  if (current.isOverview) return paths.seller.root.getHref(nextSellerId, search);
  return SELLER_PAGES[current.page].getHref(nextSellerId, search);
}
