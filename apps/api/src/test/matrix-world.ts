// The world of the authorisation matrix: two organisations built the way users
// build them (sign-up, invitation, uploads), each with a seller, a catalog
// brand, an import, a cost, a brand configuration and an external id, and the
// callers who try every route against them. Every string of organisation B
// carries 'cobalt' and every one of A 'kestrel', so a response can be scanned
// for the other organisation's data by one word and a handful of ids.
import { randomUUID } from 'node:crypto';
import { products, type TestDatabase } from '@brandlens/db';
import type { LightMyRequestResponse } from 'fastify';
import { ensureAdminAccount } from '../modules/admin/admin.service.ts';
import { issueUserToken } from '../modules/auth/user-tokens.service.ts';
import { PASSWORD } from './accounts.ts';
import { filePayload, logIn, send, settlementIdOf, settlementText, type Account } from './matrix-requests.ts';
import type { TestApp } from './test-app.ts';

export interface Tenant {
  word: 'kestrel' | 'cobalt';
  organizationId: string;
  owner: { id: string; email: string };
  /** A verified member nobody logs in as: the target of mailed-token cases (reset, verification). */
  spare: { id: string; email: string };
  seller: { id: string; slug: string; externalId: string };
  sku: string;
  brandKey: string;
  importId: string;
  configuration: { id: string; name: string; slug: string; brandKeys: string[] };
  /** Ids that must never reach a caller of another organisation (names, slugs and emails carry `word`). */
  ids: string[];
}

export type CallerName =
  | 'anonymous'
  | 'member'
  | 'operations'
  | 'admin'
  | 'adminMember'
  | 'adminViaUserLogin'
  | 'adminAsMember'
  | 'otherOrganization';

export interface Caller {
  name: CallerName;
  /** undefined for the anonymous caller. */
  account?: Account;
  cookie: string | undefined;
  isAdminSession: boolean;
  /** The organisation whose things are this caller's 'own' targets, and the other one. */
  home: Tenant;
  other: Tenant;
}

export const ADMIN_PASSWORD = 'matrix admin password';

async function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Signs up (optionally through an invitation), verifies the address as the mailed link would, and returns the id. */
async function signUp(
  testApp: TestApp,
  database: TestDatabase,
  email: string,
  extra: { sellerName?: string; token?: string } = {},
): Promise<string> {
  const user = { email, password: PASSWORD, confirmedPassword: PASSWORD, firstName: 'Matrix', lastName: 'User' };
  const response = await send(testApp, {
    method: 'POST',
    url: '/api/auth/register',
    body: { user: { ...user, ...(extra.sellerName ? { sellerName: extra.sellerName } : {}) }, token: extra.token },
  });
  const { user: created } = await expectStatus(response, 201, `sign-up of ${email}`);
  await database.pool.query('update users set activated = true where id = $1', [created.id]);
  return created.id as string;
}

/** A user invited into the organisation who signs up through the invitation. */
async function joinOrganization(
  testApp: TestApp,
  database: TestDatabase,
  tenant: Pick<Tenant, 'organizationId' | 'owner'>,
  email: string,
) {
  const token = await issueUserToken(database.db, {
    purpose: 'invite',
    email,
    organizationId: tenant.organizationId,
    createdByUserId: tenant.owner.id,
  });
  return signUp(testApp, database, email, { token });
}

async function createTenant(testApp: TestApp, database: TestDatabase, word: Tenant['word']): Promise<Tenant> {
  const title = word === 'kestrel' ? 'Kestrel' : 'Cobalt';
  const email = `owner@${word}.test`;
  const ownerId = await signUp(testApp, database, email, { sellerName: `${title} Goods` });
  const cookie = await logIn(testApp, { id: ownerId, email, password: PASSWORD, viaAdminLogin: false });
  const { rows } = await database.pool.query<{ organization_id: string; seller_id: string }>(
    `select u.organization_id, os.seller_id from users u
       join organization_sellers os on os.organization_id = u.organization_id where u.id = $1`,
    [ownerId],
  );
  const [{ organization_id: organizationId, seller_id: sellerId }] = rows as [(typeof rows)[number]];
  const owner = { id: ownerId, email };
  const spareEmail = `spare@${word}.test`;
  const spare = {
    id: await joinOrganization(testApp, database, { organizationId, owner }, spareEmail),
    email: spareEmail,
  };
  const seller = { id: sellerId, slug: `${word}-goods`, externalId: `${title.toUpperCase()}MERCHANT` };
  await database.pool.query('update sellers set external_id = $1 where id = $2', [seller.externalId, seller.id]);
  const sku = `${title.toUpperCase()}-MUG-1`;
  const brandKey = `${word}brand`;
  await database.db.insert(products).values({
    sellerId,
    marketplaceId: 'ATVPDKIKX0DER',
    sku,
    asin: 'B0MATRIX01',
    brand: brandKey,
    title: `${title} mug`,
  });

  const base = `/api/v2/sellers/${seller.slug}`;
  const upload = await send(testApp, {
    method: 'POST',
    url: `${base}/imports`,
    cookie,
    ...filePayload(`${word}-march.txt`, settlementText({ sku }, settlementIdOf(word))),
  });
  const imported = await expectStatus(upload, 202, `${word} import`);
  const costs = await send(testApp, {
    method: 'POST',
    url: `${base}/cost-of-goods-sold`,
    cookie,
    body: { costOfGoodsSold: [{ sku, unitLandedCost: '4.20', currency: 'USD', validFrom: '2024-01-01' }] },
  });
  await expectStatus(costs, 200, `${word} cost of goods`);
  const configurationBody = { name: `${title} Line`, slug: `${word}-line`, brandKeys: [brandKey] };
  const created = await send(testApp, {
    method: 'POST',
    url: `${base}/brand-configurations`,
    cookie,
    body: configurationBody,
  });
  const configuration = { ...configurationBody, id: (await expectStatus(created, 201, `${word} brand`)).id as string };
  return {
    word,
    organizationId,
    owner,
    spare,
    seller,
    sku,
    brandKey,
    importId: imported.id as string,
    configuration,
    ids: [organizationId, ownerId, spare.id, seller.id, imported.id as string, configuration.id],
  };
}

export interface World {
  kestrel: Tenant;
  cobalt: Tenant;
  callers: Caller[];
  /** Logs every caller in again, after a case that ended sessions (a password change). */
  refreshSessions(): Promise<void>;
  /** Per-run counter for fresh names (emails, slugs, brand keys). */
  next(): number;
}

/**
 * Organisation A (kestrel) has an owner, an operations user and a member whose
 * account is also an admin's; organisation B (cobalt) an owner; the staff admin
 * belongs to neither. 'Admin acting as a user' is covered three ways: the
 * staff admin logged in as A's owner (adminAsMember: an admin session by its
 * flag, yet it must get exactly what the owner gets), the admin session of the
 * admin who is a member of A (adminMember), and that same account through the
 * ordinary login (adminViaUserLogin), a user session that must get nothing an
 * admin's gets.
 */
export async function createWorld(testApp: TestApp, database: TestDatabase): Promise<World> {
  const kestrel = await createTenant(testApp, database, 'kestrel');
  const cobalt = await createTenant(testApp, database, 'cobalt');
  // B subscribes and A does not, so both billing answers are exercised: checkout for A, the portal for B.
  await database.pool.query(
    `update organizations set plan = 'PAID', stripe_subscription_id = 'sub_matrix', stripe_customer_id = 'cus_matrix',
       stripe_subscription_status = 'active' where id = $1`,
    [cobalt.organizationId],
  );
  const operationsId = await joinOrganization(testApp, database, kestrel, 'operations@kestrel.test');
  await database.pool.query(`update users set role = 'OPERATIONS' where id = $1`, [operationsId]);
  const adminMemberId = await joinOrganization(testApp, database, kestrel, 'admin@kestrel.test');
  await ensureAdminAccount(database.db, 'admin@kestrel.test', 'unused');
  await ensureAdminAccount(database.db, 'root@brandlens.test', ADMIN_PASSWORD);
  const { rows } = await database.pool.query<{ id: string }>(
    `select id from users where email = 'root@brandlens.test'`,
  );
  const rootId = rows[0]?.id ?? '';
  kestrel.ids.push(operationsId, adminMemberId);

  const account = (id: string, email: string, password: string, viaAdminLogin: boolean) => ({
    id,
    email,
    password,
    viaAdminLogin,
  });
  const callers: Caller[] = [
    { name: 'anonymous', cookie: undefined, isAdminSession: false, home: kestrel, other: cobalt },
    ...(
      [
        ['member', account(kestrel.owner.id, kestrel.owner.email, PASSWORD, false), kestrel],
        ['operations', account(operationsId, 'operations@kestrel.test', PASSWORD, false), kestrel],
        ['admin', account(rootId, 'root@brandlens.test', ADMIN_PASSWORD, true), kestrel],
        ['adminMember', account(adminMemberId, 'admin@kestrel.test', PASSWORD, true), kestrel],
        ['adminViaUserLogin', account(adminMemberId, 'admin@kestrel.test', PASSWORD, false), kestrel],
        [
          'adminAsMember',
          {
            ...account(kestrel.owner.id, kestrel.owner.email, PASSWORD, false),
            loginAsBy: account(rootId, 'root@brandlens.test', ADMIN_PASSWORD, true),
          },
          kestrel,
        ],
        ['otherOrganization', account(cobalt.owner.id, cobalt.owner.email, PASSWORD, false), cobalt],
      ] as const
    ).map(([name, callerAccount, home]) => ({
      name,
      account: callerAccount,
      cookie: undefined,
      isAdminSession: callerAccount.viaAdminLogin,
      home,
      other: home === kestrel ? cobalt : kestrel,
    })),
  ];
  let counter = 0;
  const world: World = {
    kestrel,
    cobalt,
    callers,
    async refreshSessions() {
      for (const caller of callers) if (caller.account) caller.cookie = await logIn(testApp, caller.account);
    },
    next: () => (counter += 1),
  };
  await world.refreshSessions();
  return world;
}

export const randomId = () => randomUUID();
