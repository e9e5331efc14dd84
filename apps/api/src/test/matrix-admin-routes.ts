// The authorisation matrix's table for the admin area (/v2/admin): every route answers only an
// admin's own admin session (401 anonymous, 403 any other session, including one opened by log in
// as). Writes act on fresh sellers and organisations, so the other cases' data stays as it was.
import type { CaseContext, MatrixEntry } from './matrix-table.ts';

/** A seller of no tenant, seen by the given organisations, for an admin case that relinks it. */
async function freshSeller({ database, n }: CaseContext, organizationIds: string[]): Promise<string> {
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into sellers (slug, name) values ($1, $2) returning id`,
    [`matrix-relinked-${n}`, `Relinked ${n}`],
  );
  const id = rows[0]?.id ?? '';
  for (const organizationId of organizationIds)
    await database.pool.query('insert into organization_sellers (organization_id, seller_id) values ($1, $2)', [
      organizationId,
      id,
    ]);
  return id;
}

/** An organisation of nobody, for an admin case that moves a seller into it or out of it. */
async function freshOrganization({ database, n }: CaseContext): Promise<string> {
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into organizations (name, slug) values ($1, $2) returning id`,
    [`Matrix organisation ${n}`, `matrix-organisation-${n}`],
  );
  return rows[0]?.id ?? '';
}

export const adminRoutes: Record<string, MatrixEntry> = {
  'GET /v2/admin/profile': { target: 'none', ok: [200] },
  // The user is named in the path, yet an admin may send to any user: the target is the caller's
  // organisation's owner, and the route's own 404 for an unknown user is in daily-alert-summary.db.test.ts.
  'POST /v2/admin/users/:id/send-daily-alert-summary': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.owner.id } }),
  },
  // The admin area's sellers and users (docs/admin.md): targets are named in the path, yet an admin
  // may reach any of them, so each case names its own: the caller's organisation's seller and users,
  // or fresh rows for the writes that would otherwise change the world other cases rely on. The
  // lists carry every organisation by design (sellerData).
  'GET /v2/admin/sellers': { target: 'none', ok: [200], sellerData: true },
  'GET /v2/admin/sellers/listing-optimization-enabled': { target: 'none', ok: [200], sellerData: true },
  'GET /v2/admin/sellers/:id': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.seller.id } }),
  },
  'GET /v2/admin/sellers/:id/users': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.seller.id } }),
  },
  'GET /v2/admin/sellers/:id/organizations': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.seller.id } }),
  },
  'PATCH /v2/admin/sellers/:id': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.seller.id }, body: { listingOptimizationEnabled: false } }),
  },
  // 404 until the POST below has saved the seller's account (the cases run in either order).
  'GET /v2/admin/sellers/:id/alerting': {
    target: 'none',
    ok: [200, 404],
    request: ({ caller }) => ({ params: { id: caller.home.seller.id } }),
  },
  'POST /v2/admin/sellers/:id/alerting': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.seller.id }, body: { enabled: true, recipientEmails: [] } }),
  },
  'POST /v2/admin/sellers/:id/organizations/:orgId': {
    target: 'none',
    ok: [200],
    request: async (ctx) => ({ params: { id: await freshSeller(ctx, []), orgId: ctx.caller.home.organizationId } }),
  },
  'PATCH /v2/admin/sellers/:id/organizations/:orgId': {
    target: 'none',
    ok: [200],
    request: async (ctx) => {
      const { organizationId } = ctx.caller.home;
      const id = await freshSeller(ctx, [organizationId]);
      return { params: { id, orgId: organizationId }, body: { organizationId: await freshOrganization(ctx) } };
    },
  },
  'DELETE /v2/admin/sellers/:id/organizations/:orgId': {
    target: 'none',
    ok: [200],
    request: async (ctx) => {
      const orgId = await freshOrganization(ctx);
      return { params: { id: await freshSeller(ctx, [ctx.caller.home.organizationId, orgId]), orgId } };
    },
  },
  'GET /v2/admin/users': { target: 'none', ok: [200], sellerData: true },
  'GET /v2/admin/users/:id': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.spare.id } }),
  },
  'PATCH /v2/admin/users/:id': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.spare.id }, body: { firstName: 'Spare' } }),
  },
  'DELETE /v2/admin/users/:id': {
    target: 'none',
    ok: [200],
    request: async (ctx) => {
      const { rows } = await ctx.database.pool.query<{ id: string }>(
        `insert into users (organization_id, email, password_hash) values ($1, $2, 'unusable') returning id`,
        [ctx.caller.home.organizationId, `deleted${ctx.n}@${ctx.caller.home.word}.test`],
      );
      return { params: { id: rows[0]?.id ?? '' } };
    },
  },
  'GET /v2/admin/users/:id/email-settings': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.spare.id } }),
  },
  'PUT /v2/admin/users/:id/email-settings': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({
      params: { id: caller.home.spare.id },
      body: {
        emailSettings: { dailyAlertSummary: true, weeklyInsights: true, productNews: false, importResults: true },
      },
    }),
  },
  'GET /v2/admin/email-settings': { target: 'none', ok: [200] },
  // Log in as: navigated to, so an admin gets a redirect into the app as that user (a new session
  // of the user; the caller's own lives on). Admin targets, nesting, 404: login-as.db.test.ts.
  'GET /v2/admin/users/:id/login': {
    target: 'none',
    ok: [302],
    request: ({ caller }) => ({ params: { id: caller.home.owner.id } }),
  },
  // The admin area's organizations and audit log (docs/admin.md): an admin reaches every
  // organization, so lists carry the other organisation by design (sellerData), and the writes
  // work on fresh organizations and sellers so that the world other cases rely on stays as it is.
  'GET /v2/admin/organizations': { target: 'none', ok: [200], sellerData: true },
  'GET /v2/admin/organizations/user-emails-seller-slugs': {
    target: 'none',
    ok: [200],
    sellerData: true,
    request: () => ({ query: { search: 'goods' } }),
  },
  'GET /v2/admin/organizations/:id': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.organizationId } }),
  },
  'GET /v2/admin/organizations/:id/users': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.organizationId } }),
  },
  'GET /v2/admin/organizations/:id/sellers': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.organizationId } }),
  },
  'PATCH /v2/admin/organizations/:id': {
    target: 'none',
    ok: [200],
    request: async (ctx) => ({ params: { id: await freshOrganization(ctx) }, body: { name: `Renamed ${ctx.n}` } }),
  },
  'PATCH /v2/admin/organizations/:id/plan': {
    target: 'none',
    ok: [200],
    request: async (ctx) => ({ params: { id: await freshOrganization(ctx) }, body: { plan: 'PAID' } }),
  },
  'POST /v2/admin/organizations': {
    target: 'none',
    ok: [201],
    request: ({ n }) => ({ body: { name: `Matrix created ${n}` } }),
  },
  'POST /v2/admin/organizations/:id/add-seller': {
    target: 'none',
    ok: [200],
    request: async (ctx) => ({
      params: { id: await freshOrganization(ctx) },
      body: { seller: await freshSeller(ctx, []) },
    }),
  },
  'GET /v2/admin/organizations/:id/invite': {
    target: 'none',
    ok: [200],
    request: async (ctx) => ({
      params: { id: await freshOrganization(ctx) },
      query: { email: `invited-by-admin${ctx.n}@${ctx.caller.home.word}.test` },
    }),
  },
  // Mails the caller's organisation's invitees again; past the per-address limits it still answers 200.
  'GET /v2/admin/organizations/:id/invite-all': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ params: { id: caller.home.organizationId } }),
  },
  'GET /v2/admin/overview': { target: 'none', ok: [200], sellerData: true },
  'GET /v2/admin/audit-events': { target: 'none', ok: [200], sellerData: true },
};
