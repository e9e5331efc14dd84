// What the contract fuzz suite needs before it sends anything: a seller's
// owner (verified, with an import, a catalog brand and a brand configuration,
// so that handlers run past their lookups), another organisation, an admin,
// and the field values worth trying (ids, periods, line keys) that make the
// generated requests nearly valid.
import { SESSION_COOKIE_NAME } from '@brandlens/contracts';
import type { TestDatabase } from '@brandlens/db';
import { STATEMENT_LINE_KEYS } from '@brandlens/reporting-core';
import { ensureAdminAccount } from '../modules/admin/admin.service.ts';
import { findUserByEmail } from '../modules/auth/account.queries.ts';
import { openSession } from '../modules/auth/login.service.ts';
import { createUser, PASSWORD } from './accounts.ts';
import { FAKE_PRICE_ID, FAKE_WEBHOOK_SECRET } from './fake-providers.ts';
import type { FuzzContext } from './fuzz-requests.ts';
import { multipartBody } from './multipart.ts';
import { itemRow, PLAIN_V2, settlementFileText } from './settlement-files.ts';
import type { TestApp } from './test-app.ts';

const MUG = { sku: 'MUG-1', posted: [2024, 3, 13] as [number, number, number] };
const SETTLEMENT = settlementFileText(
  [
    {
      settlementId: '9001',
      currency: 'USD',
      rows: [itemRow('Order / ItemPrice / Principal', 2599, MUG), itemRow('Order / ItemFees / Commission', -390, MUG)],
    },
  ],
  { ...PLAIN_V2, dayFirst: false },
);
const COGS_CSV = 'sku,unit landed cost,currency,valid from\nMUG-1,12.50,USD,2024-01-01\n';
const PERIODS = ['2024-03', '2024-01..2024-06', '2024-03-01..2024-03-31', '2024-03-13', 'last-12-months'];

export interface FuzzWorld {
  owner: { cookie: string; userId: string };
  adminCookie: string;
  context: FuzzContext;
  /** The same, with user ids of throwaway accounts only: for admin routes that delete or move users. */
  throwawayUsersContext: FuzzContext;
  /** A new session of the owner, for calls that may end the one they came with. */
  openOwnerSession(): Promise<string>;
}

async function sessionCookie(database: TestDatabase, userId: string, asAdmin: boolean): Promise<string> {
  const { token } = await openSession(database.db, userId, { ipAddress: '127.0.0.1', userAgent: null, asAdmin });
  return `${SESSION_COOKIE_NAME}=${token}`;
}

export async function createFuzzWorld(testApp: TestApp, database: TestDatabase): Promise<FuzzWorld> {
  const owner = await createUser(testApp, 'owner@fuzz.test', { sellerName: 'Fuzz Goods' });
  const other = await createUser(testApp, 'other@fuzz.test', { sellerName: 'Other Goods' });
  const throwaway = await createUser(testApp, 'throwaway@fuzz.test', { sellerName: 'Throwaway Goods' });
  await ensureAdminAccount(database.db, 'admin@fuzz.test', PASSWORD);
  const admin = await findUserByEmail(database.db, 'admin@fuzz.test');
  if (!admin) throw new Error('the admin account was not created');
  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) => testApp.call(method, `/api/v2/sellers/${url}`, { cookie: owner.cookie, ...options });

  const seller = (await testApp.call('GET', '/api/v2/sellers', { cookie: owner.cookie })).json().sellers[0] as {
    id: string;
    slug: string;
  };
  const upload = await call('POST', `${seller.id}/imports`, multipartBody({ fileName: 'a.txt', content: SETTLEMENT }));
  if (upload.statusCode !== 202) throw new Error(`seed upload failed: ${upload.body}`);
  await database.pool.query(`update products set brand = 'Acme' where seller_id = $1`, [seller.id]);
  const marketplaces = (await call('GET', `${seller.id}/marketplaces`)).body;
  const configuration = await call('POST', `${seller.id}/brand-configurations`, {
    body: { name: 'Acme', slug: 'acme', brandKeys: ['Acme'] },
  });
  if (configuration.statusCode !== 201) throw new Error(`seed brand configuration failed: ${configuration.body}`);

  const context: FuzzContext = {
    stripeWebhookSecret: FAKE_WEBHOOK_SECRET,
    uploadSamples: [SETTLEMENT, COGS_CSV],
    hints: {
      sellerId: [seller.id, seller.slug, seller.id, seller.slug, 'other-goods'],
      id: [owner.userId, other.userId, configuration.json().id],
      importId: [upload.json().id],
      brand: ['all', 'Acme'],
      brandName: ['all', 'acme', 'Acme'],
      period: PERIODS,
      line: STATEMENT_LINE_KEYS,
      marketplace: marketplaces.match(/A[0-9A-Z]{9,13}/g) ?? [],
      sku: ['MUG-1'],
      externalIds: [['MUG-1']],
      email: ['owner@fuzz.test', 'nobody@fuzz.test'],
      username: ['owner@fuzz.test', 'nobody@fuzz.test'],
      password: [PASSWORD, 'wrong password'],
      currentPassword: ['wrong password'],
      confirmedPassword: [PASSWORD],
      priceId: [FAKE_PRICE_ID],
      brandKeys: [['Acme']],
      externalId: ['fuzz-shop.myshopify.com'],
      emailAddresses: [['invitee@fuzz.test']],
    },
  };
  return {
    owner,
    adminCookie: await sessionCookie(database, admin.id, true),
    context,
    throwawayUsersContext: {
      ...context,
      hints: { ...context.hints, id: [throwaway.userId, throwaway.userId, configuration.json().id] },
    },
    openOwnerSession: () => sessionCookie(database, owner.userId, false),
  };
}
