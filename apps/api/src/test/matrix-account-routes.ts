// The authorisation matrix's table for the account routes: system, sign-in and
// sessions, users, organisations and invitations and billing (the admin
// area's routes are in matrix-admin-routes.ts). Bodies are valid, so every case reaches the handler's own checks.
import type { LightMyRequestResponse } from 'fastify';
import { INSTALL_GRANT_COOKIE } from '../modules/auth/shopify-install-cookie.ts';
import { issueUserToken } from '../modules/auth/user-tokens.service.ts';
import { PASSWORD } from './accounts.ts';
import { FAKE_PRICE_ID, FAKE_WEBHOOK_SECRET, fakeShopifyToken } from './fake-providers.ts';
import type { CaseContext, MatrixEntry } from './matrix-table.ts';
import { logIn, send } from './matrix-requests.ts';
import { ADMIN_PASSWORD } from './matrix-world.ts';
import { signStripePayload } from './stripe.ts';

const NEW_PASSWORD = 'matrix changed password';

/** A session of the caller's own for a case that ends it, so the caller's usual session lives on. */
const freshSession = async ({ caller, testApp }: CaseContext) =>
  caller.account ? logIn(testApp, caller.account) : undefined;

const newUser = (email: string) => ({
  email,
  password: PASSWORD,
  confirmedPassword: PASSWORD,
  firstName: 'New',
  lastName: 'Member',
});

/** A live token for the caller's own organisation, or the target's value (missing, malformed). */
async function tokenFor(ctx: CaseContext, purpose: 'invite' | 'email_verification' | 'password_reset', email: string) {
  if (ctx.target.name !== 'own') return ctx.target.value ?? '';
  const { subject } = ctx;
  return issueUserToken(ctx.database.db, {
    purpose,
    email,
    userId: purpose === 'invite' ? null : subject.spare.id,
    organizationId: purpose === 'invite' ? subject.organizationId : null,
    createdByUserId: purpose === 'invite' ? subject.owner.id : null,
  });
}

/** The browser's Shopify install grant for a shop of its own, as the install page leaves it. */
async function installGrant(ctx: CaseContext, shop: string): Promise<string> {
  const response = await send(ctx.testApp, {
    method: 'POST',
    url: '/api/auth/shopify/install',
    body: { token: fakeShopifyToken(shop) },
  });
  const grant = response.cookies.find((cookie) => cookie.name === INSTALL_GRANT_COOKIE && cookie.value);
  if (response.statusCode !== 200 || !grant) throw new Error(`Shopify install: ${response.body}`);
  return [ctx.caller.cookie, `${grant.name}=${grant.value}`].filter(Boolean).join('; ');
}

const isSubscribed = (ctx: { caller: { home: { word: string } } }) => ctx.caller.home.word === 'cobalt';

export const accountRoutes: Record<string, MatrixEntry> = {
  'GET /health': { target: 'none', ok: [200] },

  'POST /auth/login': {
    target: 'none',
    ok: [200],
    request: ({ caller }) => ({ body: { username: caller.home.owner.email, password: PASSWORD } }),
  },
  'POST /auth/admin/login': {
    target: 'none',
    ok: [200],
    request: () => ({ body: { username: 'root@brandlens.test', password: ADMIN_PASSWORD } }),
  },
  'POST /sessions/verification': { target: 'none', ok: [200] },
  'DELETE /sessions': { target: 'none', ok: [200], request: async (ctx) => ({ cookie: await freshSession(ctx) }) },
  'POST /auth/register': {
    target: 'none',
    ok: [201],
    request: ({ caller, n }) => ({ body: { user: newUser(`new${n}@${caller.home.word}.test`) } }),
  },
  'POST /auth/register/user': {
    target: 'token',
    ok: [201],
    denied: [422],
    malformed: [422],
    request: async (ctx) => {
      const email = `invited${ctx.n}@${ctx.subject.word}.test`;
      return { body: { user: newUser(email), token: await tokenFor(ctx, 'invite', email) } };
    },
  },
  'POST /email-verifications/:evt': {
    target: 'token',
    ok: [200],
    denied: [422],
    malformed: [422],
    request: async (ctx) => ({
      params: { evt: await tokenFor(ctx, 'email_verification', ctx.subject.spare.email) },
    }),
  },
  'POST /email-verifications': {
    target: 'none',
    ok: [202],
    request: ({ caller }) => ({ body: { email: caller.home.spare.email } }),
  },
  'POST /auth/request-password-reset-link': {
    target: 'none',
    ok: [202, 429],
    request: ({ caller }) => ({ body: { email: caller.home.spare.email } }),
  },
  'POST /auth/reset-password': {
    target: 'token',
    ok: [200],
    denied: [422],
    malformed: [422],
    request: async (ctx) => ({
      body: {
        token: await tokenFor(ctx, 'password_reset', ctx.subject.spare.email),
        password: PASSWORD,
        confirmedPassword: PASSWORD,
      },
    }),
  },
  'POST /v2/user/change-password': {
    target: 'none',
    ok: [200],
    refused: { adminAsMember: 403 },
    request: async (ctx) => ({
      cookie: await freshSession(ctx),
      body: {
        currentPassword: ctx.caller.account?.password ?? PASSWORD,
        password: NEW_PASSWORD,
        confirmedPassword: NEW_PASSWORD,
      },
    }),
    // Put the password back, then log everyone in again: the change ended the caller's other sessions.
    async after(ctx, response: LightMyRequestResponse) {
      if (response.statusCode !== 200 || !ctx.caller.account) return;
      const password = ctx.caller.account.password;
      const cookie = await logIn(ctx.testApp, { ...ctx.caller.account, password: NEW_PASSWORD });
      const back = await send(ctx.testApp, {
        method: 'POST',
        url: '/api/v2/user/change-password',
        cookie,
        body: { currentPassword: NEW_PASSWORD, password, confirmedPassword: password },
      });
      if (back.statusCode !== 200) throw new Error(`password not restored: ${back.body}`);
      await ctx.world.refreshSessions();
    },
  },
  'POST /auth/shopify/install': {
    target: 'none',
    ok: [200],
    request: ({ n }) => ({ body: { token: fakeShopifyToken(`matrix-shop-${n}`) } }),
  },
  'POST /auth/shopify': {
    target: 'none',
    ok: [200],
    request: async (ctx) => ({
      cookie: await installGrant(ctx, `matrix-shop-${ctx.n}`),
      body: { externalId: `matrix-shop-${ctx.n}.myshopify.com` },
    }),
  },
  'POST /auth/shopify/sign-up': {
    target: 'none',
    ok: [201],
    request: async (ctx) => ({
      cookie: await installGrant(ctx, `matrix-shop-${ctx.n}`),
      body: { user: newUser(`shop${ctx.n}@shops.test`), externalId: `matrix-shop-${ctx.n}.myshopify.com` },
    }),
  },
  'POST /auth/shopify/login': {
    target: 'none',
    ok: [200],
    request: async (ctx) => ({
      cookie: await installGrant(ctx, `matrix-shop-${ctx.n}`),
      body: {
        username: ctx.caller.home.owner.email,
        password: PASSWORD,
        externalId: `matrix-shop-${ctx.n}.myshopify.com`,
      },
    }),
  },

  'GET /users/:id': { target: 'user', ok: [200] },
  'PATCH /users/:id': { target: 'user', ok: [200], request: () => ({ body: { defaultCurrencyCode: 'USD' } }) },
  'POST /v2/user/accept-autopilot-terms-and-conditions': { target: 'none', ok: [200] },
  'GET /v2/user/email-settings': { target: 'none', ok: [200] },
  'PUT /v2/user/email-settings': {
    target: 'none',
    ok: [200],
    request: () => ({
      body: {
        emailSettings: { dailyAlertSummary: true, weeklyInsights: true, productNews: false, importResults: true },
      },
    }),
  },
  'POST /v2/user/:id/invite-users-to-organization': {
    target: 'user',
    ok: [200],
    refused: { operations: 403 },
    request: ({ caller, n }) => ({ body: { emailAddresses: [`colleague${n}@${caller.home.word}.test`] } }),
  },
  'GET /invites': { target: 'none', ok: [200] },
  'POST /invites': {
    target: 'token',
    ok: [200],
    denied: [422],
    malformed: [422],
    request: async (ctx) => ({
      body: { token: await tokenFor(ctx, 'invite', `checked${ctx.n}@${ctx.subject.word}.test`) },
    }),
  },
  'GET /v2/organization/members': { target: 'none', ok: [200] },

  'GET /checkout/prices': { target: 'none', ok: [200] },
  'POST /checkout/create-checkout-session': {
    target: 'none',
    ok: (caller) => (isSubscribed({ caller }) ? [409] : [200]),
    refused: { operations: 403 },
    request: () => ({ body: { priceId: FAKE_PRICE_ID } }),
  },
  'POST /checkout/create-portal-session': {
    target: 'none',
    ok: (caller) => (isSubscribed({ caller }) ? [200] : [409]),
    refused: { operations: 403 },
  },
  'POST /checkout/webhook': {
    target: 'none',
    ok: [200],
    request: ({ n }) => {
      const payload = JSON.stringify({
        id: `evt_matrix${n}`,
        type: 'invoice.paid',
        created: Math.floor(Date.now() / 1000),
        data: { object: {} },
      });
      const signature = signStripePayload(payload, FAKE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
      return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
  },
};
