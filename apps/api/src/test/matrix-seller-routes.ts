// The authorisation matrix's table for the seller routes: sellers, cost of
// goods, FX, imports, profit and loss, brand valuation, brand configurations
// and connections. Writes carry the target organisation's own SKU and brand,
// so a write an admin session makes on B's seller leaves B's data B's.
import { INVENTORY_PLANNING_DEFAULTS } from '@brandlens/contracts';
import { products } from '@brandlens/db';
import type { CaseContext, MatrixEntry } from './matrix-table.ts';
import { filePayload, send, settlementIdOf, settlementText } from './matrix-requests.ts';
import { randomId, type Tenant } from './matrix-world.ts';

const read: MatrixEntry = { target: 'seller', ok: [200] };

/** The session of the organisation's owner, to set up what a case needs in that organisation. */
const ownerCookie = (ctx: CaseContext, tenant: Tenant) =>
  ctx.world.callers.find((caller) => caller.account?.id === tenant.owner.id && !caller.isAdminSession)?.cookie;

/** A catalog brand key nobody has grouped yet, on the tenant's seller. */
async function freshBrandKey(ctx: CaseContext, tenant: Tenant): Promise<string> {
  const brand = `${tenant.word}-key-${ctx.n}`;
  await ctx.database.db.insert(products).values({
    sellerId: tenant.seller.id,
    marketplaceId: 'ATVPDKIKX0DER',
    sku: `${tenant.sku}-${ctx.n}`,
    brand,
  });
  return brand;
}

/** A product of the tenant's seller made for one case (the product pages' id). */
async function freshProductId(ctx: CaseContext, tenant: Tenant): Promise<string> {
  const [row] = await ctx.database.db
    .insert(products)
    .values({ sellerId: tenant.seller.id, marketplaceId: 'ATVPDKIKX0DER', sku: `${tenant.sku}-p-${ctx.n}` })
    .returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  return row.id;
}

/** A brand configuration made for one case (a delete uses it up), by the tenant's owner. */
async function freshConfiguration(ctx: CaseContext, tenant: Tenant): Promise<string> {
  const brandKeys = [await freshBrandKey(ctx, tenant)];
  const response = await send(ctx.testApp, {
    method: 'POST',
    url: `/api/v2/sellers/${tenant.seller.id}/brand-configurations`,
    cookie: ownerCookie(ctx, tenant),
    body: { name: `${tenant.word} gone ${ctx.n}`, slug: `${tenant.word}-gone-${ctx.n}`, brandKeys },
  });
  if (response.statusCode !== 201) throw new Error(`brand configuration: ${response.body}`);
  return response.json().id;
}

/** A live authorisation state: the caller's own for its seller, or one another organisation's owner started. */
async function authorizationState(ctx: CaseContext): Promise<string> {
  const { caller, target } = ctx;
  const tenant = target.name === 'foreign' ? caller.other : target.name === 'own' ? caller.home : undefined;
  const cookie = target.name === 'foreign' ? ownerCookie(ctx, caller.other) : caller.cookie;
  if (!tenant || !cookie) return target.value ?? 'no-state';
  const response = await send(ctx.testApp, {
    method: 'POST',
    url: `/api/v2/sellers/${tenant.seller.id}/service-authorization-url`,
    cookie,
    body: { provider: 'autopilot_spapi_basic', region: 'na' },
  });
  if (response.statusCode !== 200) throw new Error(`authorization url: ${response.body}`);
  return new URL(response.json().url).searchParams.get('state') ?? '';
}

const brandParam = ({ subject }: CaseContext) => ({ params: { brand: subject.configuration.slug } });

export const sellerRoutes: Record<string, MatrixEntry> = {
  'GET /v2/sellers': { target: 'none', ok: [200], sellerData: true },
  'GET /v2/sellers/portfolio': { target: 'none', ok: [200] },
  'GET /v2/sellers/:sellerId': read,
  'POST /v2/user/:id/add-seller-to-organization': {
    target: 'user',
    ok: [201],
    request: ({ caller, n }) => ({
      body: { name: `${caller.home.word} extra ${n}`, slug: `${caller.home.word}-extra-${n}` },
    }),
  },

  'POST /v2/sellers/:sellerId/cost-of-goods-sold': {
    target: 'seller',
    ok: [200],
    request: ({ subject }) => ({
      body: {
        costOfGoodsSold: [{ sku: subject.sku, unitLandedCost: '4.20', currency: 'USD', validFrom: '2024-01-01' }],
      },
    }),
  },
  'POST /v2/sellers/:sellerId/cost-of-goods-sold/upload': {
    target: 'seller',
    ok: [200],
    request: ({ subject }) =>
      filePayload('costs.csv', `sku,unit landed cost,currency,valid from\n${subject.sku},4.20,USD,2024-01-01\n`),
  },
  'GET /v2/sellers/:sellerId/cost-of-goods-sold': read,
  'GET /v2/sellers/:sellerId/cost-of-goods-sold/template.csv': read,
  'GET /v2/sellers/:sellerId/cogs-status': read,
  'GET /v2/sellers/cogs-status': {
    target: 'externalId',
    ok: [200],
    denied: [200],
    malformed: [200, 422],
    sellerData: true,
    request: ({ target }) => ({ query: { externalIds: target.value ?? '' } }),
  },
  'GET /v2/fx-rates': {
    target: 'none',
    ok: [200],
    request: () => ({ query: { date: '2024-03-13', currencies: ['GBP', 'CAD'] } }),
  },

  'POST /v2/sellers/:sellerId/imports': {
    target: 'seller',
    ok: [202],
    // The tenant's settlement again: stored once, so the import reports it as already imported.
    request: ({ subject }) => filePayload('again.txt', settlementText(subject, settlementIdOf(subject.word))),
  },
  'GET /v2/sellers/:sellerId/imports/:importId': {
    target: 'sellerChild',
    ok: [200],
    child: { param: 'importId', of: (_, tenant) => tenant.importId },
  },
  'GET /v2/sellers/:sellerId/imports': read,
  'GET /v2/sellers/:sellerId/settlements': read,
  'GET /v2/sellers/:sellerId/marketplaces': read,

  'GET /v2/sellers/:sellerId/profit-loss': { ...read, request: () => ({ query: { period: '2024-01..2024-06' } }) },
  'GET /v2/sellers/:sellerId/profit-loss/operations': read,
  'GET /v2/sellers/:sellerId/profit-loss/operations/report': { ...read, request: () => ({ query: { format: 'csv' } }) },
  'GET /v2/sellers/:sellerId/profit-loss/rows': {
    ...read,
    request: () => ({ query: { line: 'netSales', period: '2024-03' } }),
  },
  'GET /v2/sellers/:sellerId/asin-profit-loss': read,
  'GET /v2/sellers/:sellerId/sales-metrics': read,

  'GET /v2/sellers/:sellerId/brands': read,
  'GET /v2/sellers/:sellerId/brands-overview': read,
  'GET /v2/sellers/:sellerId/performance': read,
  'GET /v2/sellers/:sellerId/brands/:brand/profitability': { ...read, request: brandParam },
  'GET /v2/sellers/:sellerId/brands/:brand/customer-satisfaction': { ...read, request: brandParam },
  'GET /v2/sellers/:sellerId/customer-satisfaction': read,
  'GET /v2/sellers/:sellerId/funding-estimate': read,

  'GET /v2/sellers/:sellerId/brand-configurations': read,
  'POST /v2/sellers/:sellerId/brand-configurations': {
    target: 'seller',
    ok: [201],
    request: async (ctx) => {
      const { subject, n, target } = ctx;
      const brandKey = target.tenant ? await freshBrandKey(ctx, subject) : subject.brandKey;
      return {
        body: { name: `${subject.word} extra ${n}`, slug: `${subject.word}-extra-${n}`, brandKeys: [brandKey] },
      };
    },
  },
  'PUT /v2/sellers/:sellerId/brand-configurations/:id': {
    target: 'sellerChild',
    ok: [200],
    child: { param: 'id', of: (_, tenant) => tenant.configuration.id },
    // The configuration as it is: an allowed write changes nothing later cases read.
    request: ({ subject }) => {
      const { name, slug, brandKeys } = subject.configuration;
      return { body: { name, slug, brandKeys } };
    },
  },
  'DELETE /v2/sellers/:sellerId/brand-configurations/:id': {
    target: 'sellerChild',
    ok: [200],
    child: { param: 'id', of: freshConfiguration },
    async after({ database, target }, response) {
      if (response.statusCode === 200 || !target.child || !target.tenant) return;
      const { rowCount } = await database.pool.query('select 1 from brand_configurations where id = $1', [
        target.child,
      ]);
      if (rowCount !== 1) throw new Error(`a refused delete removed brand configuration ${target.child}`);
    },
  },
  'GET /v2/sellers/:sellerId/valuation-signals': read,
  'POST /v2/sellers/:sellerId/open-to-offers': { ...read, request: () => ({ body: { open: true } }) },
  'POST /v2/sellers/:sellerId/open-to-funding': { ...read, request: () => ({ body: { open: false } }) },

  'GET /v2/sellers/:sellerId/product-stock-recommendations': read,
  'GET /v2/sellers/:sellerId/product-stock-recommendations/report': {
    ...read,
    request: () => ({ query: { format: 'csv' } }),
  },
  'GET /v2/sellers/:sellerId/inventory/history': {
    ...read,
    request: ({ subject }) => ({ query: { sku: subject.sku, marketplaceId: 'ATVPDKIKX0DER' } }),
  },
  'GET /v2/sellers/:sellerId/inventory/planning': read,
  // The product's defaults: an allowed write changes no figure later cases read.
  'PUT /v2/sellers/:sellerId/inventory/planning': { ...read, request: () => ({ body: INVENTORY_PLANNING_DEFAULTS }) },
  'PUT /v2/sellers/:sellerId/inventory/lead-times/:sku': {
    ...read,
    request: ({ subject }) => ({
      params: { sku: subject.sku },
      body: { productionDays: 10, transitDays: null, checkInDays: null, safetyStockDays: null },
    }),
  },
  'DELETE /v2/sellers/:sellerId/inventory/lead-times/:sku': {
    target: 'seller',
    ok: [204],
    request: ({ subject }) => ({ params: { sku: subject.sku } }),
  },

  // Alerts: the writes carry the target organisation's own SKU; the two routes that take the seller in the query get it there.
  'GET /v2/sellers/alert-types': { ...read, request: ({ target }) => ({ query: { sellerId: target.value ?? '' } }) },
  'GET /v2/sellers/:sellerId/alerts/rules': read,
  'PUT /v2/sellers/:sellerId/alerts/rules': {
    ...read,
    request: ({ subject }) => ({
      body: { rules: [{ type: 'low-stock', scope: 'sku', scopeValue: subject.sku, threshold: '21', muted: false }] },
    }),
  },
  'PUT /v2/sellers/:sellerId/alerts/rules/muted': {
    ...read,
    request: ({ subject }) => ({ body: { type: 'low-stock', scope: 'sku', scopeValue: subject.sku, muted: false } }),
  },
  'GET /v2/sellers/:sellerId/alerts': read,
  'GET /v2/sellers/:sellerId/sku-alerts': read,
  'GET /v2/sellers/:sellerId/alerts/by-child-asin': read,
  'GET /v2/sellers/:sellerId/alerts/by-subject': read,
  'GET /v2/alerts/alerts-seller': { target: 'none', ok: [200] },
  // An id no alert has: an allowed call answers 200 with nothing updated.
  'PUT /v2/sellers/:sellerId/alerts/update-alert': {
    ...read,
    request: () => ({ body: { alertIds: [randomId()], action: 'read' } }),
  },
  // 429 on a second request for the same seller within a minute.
  'POST /v2/sellers/:sellerId/alerts/submit': { target: 'seller', ok: [202, 429] },
  'GET /v2/sellers/alert-report': {
    ...read,
    request: ({ target }) => ({ query: { sellerId: target.value ?? '', format: 'csv' } }),
  },

  // Account health: reads.
  'GET /v2/sellers/:sellerId/account-health': read,
  'GET /v2/sellers/:sellerId/account-health/status': read,
  'GET /v2/sellers/:sellerId/account-health/kpis': read,

  // Advertising: reads; the download link takes the seller in the query.
  'GET /v2/sellers/:sellerId/ad-metrics': read,
  'GET /v2/sellers/:sellerId/ad-kpis': read,
  'GET /v2/sellers/:sellerId/advertising/amazon/campaigns': read,
  'GET /v2/sellers/:sellerId/advertising/amazon/asins': read,
  'GET /v2/sellers/:sellerId/reports/amazon/advertising/campaigns': {
    ...read,
    request: () => ({ query: { format: 'csv' } }),
  },
  'GET /v2/reports/ppc-report-url': { ...read, request: ({ target }) => ({ query: { sellerId: target.value ?? '' } }) },

  // Weekly insights: reads, in the currency of the world's settlement and costs (it has no rates).
  'GET /v2/sellers/:sellerId/weekly-performance/metrics/:metric': {
    ...read,
    request: () => ({ params: { metric: 'units-sold' }, query: { targetCurrency: 'USD' } }),
  },
  'GET /v2/sellers/:sellerId/weekly-performance/changes': {
    ...read,
    request: () => ({ query: { targetCurrency: 'USD' } }),
  },

  // Products: reads; a product page takes a product of the target seller; the benchmarks take both in the query.
  'GET /v2/sellers/:sellerId/products-catalog': read,
  'GET /v2/sellers/:sellerId/products-catalog/export': { ...read, request: () => ({ query: { format: 'csv' } }) },
  'GET /v2/sellers/:sellerId/product-details': { ...read, request: () => ({ query: { ids: randomId() } }) },
  'GET /v2/sellers/:sellerId/product-details/:id': {
    target: 'sellerChild',
    ok: [200],
    child: { param: 'id', of: freshProductId },
  },
  'GET /v2/sellers/:sellerId/product-chart': {
    ...read,
    request: async (ctx) => ({
      query: { productId: ctx.target.tenant ? await freshProductId(ctx, ctx.target.tenant) : randomId() },
    }),
  },
  'GET /v2/sellers/:sellerId/resources': read,
  'GET /v2/sellers/:sellerId/resources/products': read,
  'GET /v2/benchmark-data-points': {
    ...read,
    request: async (ctx) => ({
      query: {
        sellerId: ctx.target.value ?? '',
        productId: ctx.target.tenant ? await freshProductId(ctx, ctx.target.tenant) : randomId(),
      },
    }),
  },

  'GET /v2/sellers/:sellerId/service-provider-options': read,
  'GET /v2/sellers/:sellerId/amazon-sync': read,
  'GET /v2/sellers/:sellerId/data-freshness': read,
  // 409 without a working connection (the matrix connects accounts through /oauth with a fake LWA), 429 on a second click.
  'POST /v2/sellers/:sellerId/amazon-sync': { target: 'seller', ok: [202, 409, 429] },
  // Amazon Advertising: no seller of the matrix world has an Ads connection, so no profile to list or choose.
  'GET /v2/sellers/:sellerId/advertising/amazon/profiles': read,
  'PUT /v2/sellers/:sellerId/advertising/amazon/profiles': { ...read, request: () => ({ body: { profileIds: [] } }) },
  'GET /v2/sellers/:sellerId/advertising/amazon/sync': read,
  // 409 without a working Ads connection, 429 on a second click.
  'POST /v2/sellers/:sellerId/advertising/amazon/sync': { target: 'seller', ok: [202, 409, 429] },
  'POST /v2/sellers/:sellerId/service-authorization-url': {
    ...read,
    request: () => ({ body: { provider: 'autopilot_spapi_basic', region: 'eu' } }),
  },
  'GET /oauth': {
    target: 'sessionState',
    ok: [200],
    denied: [422],
    malformed: [422],
    request: async (ctx) => ({
      query: {
        state: await authorizationState(ctx),
        spapi_oauth_code: 'matrixcode',
        selling_partner_id: `MATRIXSP${ctx.n}`,
      },
    }),
  },
};
