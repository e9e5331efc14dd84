import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { DefaultLayout } from '../components/layouts/default-layout';
import { NarrowContentLayout } from '../components/layouts/narrow-content-layout';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { paths } from '../config/paths';
import { withChunkReload } from '../lib/chunk-reload';
import type { RouteHandle } from '../lib/route-handle';
import { createGuardMiddleware } from './guards/guard-middleware';
import { createPrefetchMiddleware } from './route-prefetch';
import { RootRoute } from './root-route';
import { createRouterContext } from './router-context';
import { RouteErrorScreen } from './route-error-screen';
import { loader as homeRedirect } from './routes/home-redirect';
import { loader as inviteRedirect } from './routes/invites';
import { loader as legacyBrandRedirect } from './routes/seller/legacy-brand-redirect';
import { loader as sellerLoader } from './routes/seller/seller-loader';
import {
  prefetchOperationsAssistant,
  prefetchProfitLossStatement,
  prefetchSeller,
} from './routes/seller/seller-prefetch';

// The route table of SPEC §2. Metadata (title, breadcrumb, skipAuth, admin, redirectOnly) sits in
// `handle` here so layouts and the guards (root middleware, see ./guards) can read it before a
// lazy module has loaded; screens live in ./routes and load on demand. Redirect-only routes load
// eagerly: they are one-line loaders and `element: null` tells React Router they render nothing
// on purpose.

const lazy = withChunkReload;
const handle = (value: RouteHandle): RouteHandle => value;
const publicPage = (title: string): RouteHandle => ({ title, skipAuth: true });
const sellerPage = (title: string): RouteHandle => ({ title, breadcrumb: title });
const redirectOnly = handle({ redirectOnly: true });

const narrowContentRoutes: RouteObject[] = [
  { path: paths.login.path, handle: publicPage('Log in'), lazy: lazy(() => import('./routes/login')) },
  { path: paths.signUp.path, handle: publicPage('Sign up'), lazy: lazy(() => import('./routes/sign-up')) },
  {
    path: paths.forgotPassword.path,
    handle: publicPage('Forgot password'),
    lazy: lazy(() => import('./routes/forgot-password')),
  },
  {
    path: paths.resetPassword.path,
    handle: publicPage('Reset password'),
    lazy: lazy(() => import('./routes/reset-password')),
  },
  { path: paths.adminLogin.path, handle: publicPage('Admin log in'), lazy: lazy(() => import('./routes/admin-login')) },
  {
    path: paths.shopifyLogin.path,
    handle: publicPage('Log in with Shopify'),
    lazy: lazy(() => import('./routes/shopify-login')),
  },
  {
    path: paths.shopifySignUp.path,
    handle: publicPage('Sign up with Shopify'),
    lazy: lazy(() => import('./routes/shopify-sign-up')),
  },
  { path: paths.error.path, handle: publicPage('An error occurred'), lazy: lazy(() => import('./routes/error')) },
  {
    path: paths.authorizationsError.path,
    handle: publicPage('Authorization failed'),
    lazy: lazy(() => import('./routes/authorizations-error')),
  },
  { path: paths.notFound.path, handle: publicPage('Page not found'), lazy: lazy(() => import('./routes/not-found')) },
  { path: '*', handle: publicPage('Page not found'), lazy: lazy(() => import('./routes/not-found')) },
];

const defaultLayoutRoutes: RouteObject[] = [
  {
    path: paths.oauth.path,
    handle: handle({ title: 'Connecting your account' }),
    lazy: lazy(() => import('./routes/oauth')),
  },
  {
    path: paths.shopifyAuth.path,
    handle: publicPage('Shopify installation'),
    lazy: lazy(() => import('./routes/shopify-auth')),
  },
  { path: paths.settings.path, handle: handle({ title: 'Settings' }), lazy: lazy(() => import('./routes/settings')) },
];

const adminRoutes: RouteObject = {
  path: paths.admin.root.path,
  // The two app layouts carry the account dialogs, menus and the navbar: they load with their first page.
  lazy: lazy(() => import('../components/layouts/admin-layout').then((module) => ({ Component: module.AdminLayout }))),
  handle: handle({ title: 'Admin', admin: true }),
  children: [
    { index: true, lazy: lazy(() => import('./routes/admin/home')) },
    {
      path: paths.admin.organizations.path,
      handle: handle({ title: 'Organizations' }),
      lazy: lazy(() => import('./routes/admin/organizations')),
    },
    {
      path: paths.admin.organization.path,
      handle: handle({ title: 'Organization' }),
      lazy: lazy(() => import('./routes/admin/organization')),
    },
    {
      path: paths.admin.sellers.path,
      handle: handle({ title: 'Sellers' }),
      lazy: lazy(() => import('./routes/admin/sellers')),
    },
    {
      path: paths.admin.seller.path,
      handle: handle({ title: 'Seller' }),
      lazy: lazy(() => import('./routes/admin/seller')),
    },
    {
      path: paths.admin.users.path,
      handle: handle({ title: 'Users' }),
      lazy: lazy(() => import('./routes/admin/users')),
    },
    { path: paths.admin.user.path, handle: handle({ title: 'User' }), lazy: lazy(() => import('./routes/admin/user')) },
    {
      path: paths.admin.audit.path,
      handle: handle({ title: 'Audit log' }),
      lazy: lazy(() => import('./routes/admin/audit')),
    },
  ],
};

const sellerRoutes: RouteObject = {
  path: paths.seller.root.path,
  handle: handle({ prefetch: prefetchSeller }),
  loader: sellerLoader,
  children: [
    { index: true, handle: sellerPage('Brand Valuation'), lazy: lazy(() => import('./routes/seller/overview')) },
    {
      path: paths.seller.accountHealth.path,
      handle: sellerPage('Account Health'),
      lazy: lazy(() => import('./routes/seller/account-health')),
    },
    {
      path: paths.seller.advertising.path,
      handle: sellerPage('Advertising'),
      lazy: lazy(() => import('./routes/seller/advertising')),
    },
    {
      path: paths.seller.alerts.path,
      handle: sellerPage('Alerts'),
      lazy: lazy(() => import('./routes/seller/alerts')),
    },
    {
      path: paths.seller.brandValuation.path,
      handle: sellerPage('Brand Valuation'),
      children: [
        { index: true, lazy: lazy(() => import('./routes/seller/brand-valuation')) },
        {
          path: paths.seller.brandValuationBrand.path,
          handle: handle({ breadcrumb: (params) => params.brandName }),
          lazy: lazy(() => import('./routes/seller/brand-valuation-brand')),
        },
      ],
    },
    {
      path: paths.seller.inventory.path,
      handle: sellerPage('Inventory'),
      lazy: lazy(() => import('./routes/seller/inventory')),
    },
    {
      path: paths.seller.operationsAssistant.path,
      handle: { ...sellerPage('Operations Assistant'), prefetch: prefetchOperationsAssistant },
      lazy: lazy(() => import('./routes/seller/operations-assistant')),
    },
    {
      path: paths.seller.productOverview.path,
      handle: sellerPage('Products'),
      children: [
        { index: true, lazy: lazy(() => import('./routes/seller/product-overview')) },
        {
          path: paths.seller.productOverviewProduct.path,
          handle: handle({ title: 'Product', breadcrumb: 'Product' }),
          lazy: lazy(() => import('./routes/seller/product-overview-product')),
        },
      ],
    },
    {
      path: paths.seller.profitLossStatement.path,
      handle: { ...sellerPage('P&L Statement'), prefetch: prefetchProfitLossStatement },
      lazy: lazy(() => import('./routes/seller/profit-loss-statement')),
    },
    {
      path: paths.seller.reports.path,
      handle: sellerPage('Download Reports'),
      lazy: lazy(() => import('./routes/seller/reports')),
    },
    {
      path: paths.seller.settings.path,
      handle: sellerPage('Settings'),
      lazy: lazy(() => import('./routes/seller/settings')),
    },
    {
      path: paths.seller.weeklyInsights.path,
      handle: sellerPage('Weekly Insights'),
      lazy: lazy(() => import('./routes/seller/weekly-insights')),
    },
    { path: paths.seller.legacyBrands.path, handle: redirectOnly, loader: legacyBrandRedirect, element: null },
    { path: paths.seller.legacyBrand.path, handle: redirectOnly, loader: legacyBrandRedirect, element: null },
    { path: paths.seller.legacyMomentum.path, handle: redirectOnly, loader: legacyBrandRedirect, element: null },
    {
      path: paths.seller.legacyMomentumBrand.path,
      handle: redirectOnly,
      loader: legacyBrandRedirect,
      element: null,
    },
  ],
};

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootRoute,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: FullPageLoader,
    // Prefetching first: the page's reads then run while the guards check the session.
    middleware: [createPrefetchMiddleware(() => routes), createGuardMiddleware(() => routes)],
    children: [
      { index: true, handle: redirectOnly, loader: homeRedirect, element: null },
      {
        path: paths.invites.path,
        handle: handle({ skipAuth: true, redirectOnly: true }),
        loader: inviteRedirect,
        element: null,
      },
      { Component: NarrowContentLayout, children: narrowContentRoutes },
      { Component: DefaultLayout, children: defaultLayoutRoutes },
      adminRoutes,
      {
        lazy: lazy(() =>
          import('./visualisations-shell').then((module) => ({ Component: module.VisualisationsShell })),
        ),
        children: [
          {
            path: paths.dashboard.path,
            handle: handle({ title: 'Dashboard' }),
            lazy: lazy(() => import('./routes/dashboard')),
          },
          sellerRoutes,
        ],
      },
    ],
  },
];

/** Guards and loaders share the components' QueryClient through the router context. */
export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(routes, { getContext: () => createRouterContext(queryClient) });
