import {
  getAlertReportContract,
  getCostOfGoodsSoldTemplateContract,
  getOperationsReportContract,
  getProductsCatalogExportContract,
  getStockRecommendationsReportContract,
  logInAsUserContract,
  type TAlertsQuery,
} from '@brandlens/contracts';
import { buildApiUrl, buildApiPath } from '../lib/api-client';
import { SUPPORT_EMAIL } from './app-config';

// Every URL the app renders or navigates to is built here. `path` is what the router registers
// (relative for nested children); `getHref` builds a concrete, encoded URL.

const segment = (value: string): string => encodeURIComponent(value);

/** A query as a record, or as URLSearchParams when it is carried over from the current URL. */
export type TQuery = URLSearchParams | Record<string, string>;

const withQuery = (pathname: string, query?: TQuery): string => {
  const search = new URLSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
};

// The seller id is optional in the route pattern (SPEC §2), so hrefs accept a missing one too.
const sellerBase = (sellerId: string | undefined): string =>
  sellerId ? `/dashboard/sellers/${segment(sellerId)}` : '/dashboard/sellers';

const sellerPage = (child: string) => ({
  path: child,
  getHref: (sellerId: string | undefined, query?: TQuery): string =>
    withQuery(`${sellerBase(sellerId)}/${child}`, query),
});

export const paths = {
  home: { path: '/', getHref: (): string => '/' },
  login: {
    path: '/login',
    /** returnTo: the encoded route to reopen after logging in (see lib/return-to.ts). */
    getHref: (query?: { returnTo?: string | undefined }): string =>
      withQuery('/login', query?.returnTo ? { returnTo: query.returnTo } : undefined),
  },
  signUp: {
    path: '/sign-up',
    getHref: (query?: URLSearchParams | Record<string, string>): string => withQuery('/sign-up', query),
  },
  forgotPassword: { path: '/forgot-password', getHref: (): string => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: (): string => '/reset-password' },
  oauth: { path: '/oauth', getHref: (): string => '/oauth' },
  settings: { path: '/settings', getHref: (): string => '/settings' },
  error: {
    path: '/error',
    getHref: (query?: { status?: number; message?: string }): string => {
      const params: Record<string, string> = {};
      if (query?.status !== undefined) params.status = String(query.status);
      if (query?.message) params.message = query.message;
      return withQuery('/error', params);
    },
  },
  notFound: { path: '/notFound', getHref: (): string => '/notFound' },
  dashboard: {
    path: '/dashboard',
    getHref: (query?: URLSearchParams | Record<string, string>): string => withQuery('/dashboard', query),
  },
  adminLogin: { path: '/admin-login', getHref: (): string => '/admin-login' },
  shopifyAuth: {
    path: '/shopify-auth',
    getHref: (query?: { token: string }): string => withQuery('/shopify-auth', query),
  },
  /** shop: the Shopify store domain the install grant of this browser is for. */
  shopifyLogin: {
    path: '/shopify-login',
    getHref: (query?: { shop: string }): string => withQuery('/shopify-login', query),
  },
  shopifySignUp: {
    path: '/shopify-sign-up',
    getHref: (query?: { shop: string }): string => withQuery('/shopify-sign-up', query),
  },
  invites: { path: '/invites/:aggregatorSlug?' },
  authorizationsError: {
    path: '/authorizations/error',
    getHref: (error?: string): string => withQuery('/authorizations/error', error ? { error } : undefined),
  },
  admin: {
    root: { path: '/admin', getHref: (): string => '/admin' },
    /** The list, with its filters (q, plan) as the query. */
    organizations: {
      path: 'organizations',
      getHref: (query?: TQuery): string => withQuery('/admin/organizations', query),
    },
    organization: {
      path: 'organizations/:organizationIdOrSlug',
      getHref: (organizationIdOrSlug: string): string => `/admin/organizations/${segment(organizationIdOrSlug)}`,
    },
    sellers: { path: 'sellers', getHref: (): string => '/admin/sellers' },
    seller: { path: 'sellers/:sellerId', getHref: (sellerId: string): string => `/admin/sellers/${segment(sellerId)}` },
    users: { path: 'users', getHref: (): string => '/admin/users' },
    user: { path: 'users/:userId', getHref: (userId: string): string => `/admin/users/${segment(userId)}` },
    /** The audit log, with its filters (admin, action, targetType, targetId, from, to) as the query. */
    audit: { path: 'audit', getHref: (query?: TQuery): string => withQuery('/admin/audit', query) },
    /** Log in as the user: the browser navigates to the API, which redirects into the app as that user. */
    logInAsUser: {
      getHref: (userId: string): string => buildApiUrl(buildApiPath(logInAsUserContract.path, { id: userId })),
    },
  },
  seller: {
    root: {
      path: '/dashboard/sellers/:sellerId?',
      getHref: (sellerId: string | undefined, query?: TQuery): string => withQuery(sellerBase(sellerId), query),
    },
    accountHealth: sellerPage('account-health'),
    alerts: sellerPage('alerts'),
    advertising: sellerPage('advertising'),
    brandValuation: {
      path: 'brand-valuation',
      getHref: (sellerId: string | undefined, brandName?: string, query?: TQuery): string =>
        withQuery(`${sellerBase(sellerId)}/brand-valuation${brandName ? `/${segment(brandName)}` : ''}`, query),
    },
    brandValuationBrand: { path: ':brandName' },
    inventory: sellerPage('inventory'),
    operationsAssistant: sellerPage('operations-assistant'),
    productOverview: sellerPage('product-overview'),
    productOverviewProduct: {
      path: ':productId',
      getHref: (sellerId: string | undefined, productId: string, query?: TQuery): string =>
        withQuery(`${sellerBase(sellerId)}/product-overview/${segment(productId)}`, query),
    },
    profitLossStatement: sellerPage('profit-loss-statement'),
    reports: sellerPage('reports'),
    settings: sellerPage('settings'),
    weeklyInsights: sellerPage('weekly-insights'),
    legacyBrands: { path: 'brands' },
    legacyBrand: { path: 'brands/:brandName' },
    legacyMomentum: { path: 'momentum' },
    legacyMomentumBrand: { path: 'momentum/:brandName' },
  },
  /** Files the browser downloads straight from the API (the session cookie goes along). */
  downloads: {
    costOfGoodsTemplate: {
      getHref: (sellerId: string): string =>
        buildApiUrl(buildApiPath(getCostOfGoodsSoldTemplateContract.path, { sellerId })),
    },
    /** The monthly statement as CSV or XLSX; absent filters take the server's defaults. */
    operationsReport: {
      getHref: (
        sellerId: string,
        query: {
          format: 'csv' | 'xlsx';
          period?: string | undefined;
          targetCurrency?: string | undefined;
          basis?: string | undefined;
          brand?: string | undefined;
          marketplace?: string | undefined;
        },
      ): string => buildApiUrl(buildApiPath(getOperationsReportContract.path, { sellerId }), query),
    },
    /** The stock recommendations as CSV or XLSX, with the inventory page's filters (the contract's names). */
    stockRecommendationsReport: {
      getHref: (
        sellerId: string,
        query: {
          format: 'csv' | 'xlsx';
          aggregation?: string | undefined;
          marketplaceId?: string | undefined;
          brand?: string | undefined;
          atRisk?: 'true' | 'false' | undefined;
          windowDays?: number | undefined;
          search?: string | undefined;
        },
      ): string => buildApiUrl(buildApiPath(getStockRecommendationsReportContract.path, { sellerId }), query),
    },
    /** Every row of the product catalogue as CSV or XLSX, with the Products page's filters (the contract's names). */
    productsCatalogExport: {
      getHref: (
        sellerId: string,
        query: {
          format: 'csv' | 'xlsx';
          targetCurrency?: string | undefined;
          period?: string | undefined;
          marketplace?: string | undefined;
          brand?: string | undefined;
          search?: string | undefined;
        },
      ): string => buildApiUrl(buildApiPath(getProductsCatalogExportContract.path, { sellerId }), query),
    },
    /** The seller's alerts of one status as CSV or XLSX (the seller goes in the query on this path). */
    alertReport: {
      getHref: (sellerId: string, query: { status: TAlertsQuery['status']; format: 'csv' | 'xlsx' }): string =>
        buildApiUrl(getAlertReportContract.path, { sellerId, ...query }),
    },
  },
  external: {
    // mailto wants %20 rather than the '+' URLSearchParams would write for spaces.
    supportEmail: {
      getHref: (subject?: string): string =>
        subject ? `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}` : `mailto:${SUPPORT_EMAIL}`,
    },
  },
} as const;
