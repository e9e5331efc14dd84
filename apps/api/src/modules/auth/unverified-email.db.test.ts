import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from '../../platform/auth/verified-email.ts';
import { allRoutes } from '../../routes.ts';
import { createUser, verifyEmail } from '../../test/accounts.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// ADR 0028: before its address is verified an account may read, set up its
// profile and password and ask for the mail again; it may not invite, upload,
// write costs or connect a marketplace account.
describe(`what an account may do before its email address is verified, on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let user: { cookie: string; userId: string };
  const seller = '/api/v2/sellers/unverified-goods';
  const costs = {
    costOfGoodsSold: [{ sku: 'MUG-1', unitLandedCost: '2.5', currency: 'USD', validFrom: '2025-01-01' }],
  };
  const costFile = () =>
    multipartBody({
      fileName: 'costs.csv',
      content: 'sku,unit landed cost,currency,valid from\nMUG-1,2.5,USD,2025-01-01\n',
    });
  const settlementFile = () =>
    multipartBody({ fileName: 'settlement.txt', content: 'settlement-id\tsettlement-start-date\n' });

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    user = await createUser(testApp, 'new@unverified.test', { sellerName: 'Unverified Goods' }, { isVerified: false });
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  const attempts = () => [
    {
      name: 'invite',
      send: () =>
        testApp.call('POST', `/api/v2/user/${user.userId}/invite-users-to-organization`, {
          cookie: user.cookie,
          body: { emailAddresses: ['colleague@elsewhere.test'] },
        }),
    },
    {
      name: 'write cost of goods',
      send: () => testApp.call('POST', `${seller}/cost-of-goods-sold`, { cookie: user.cookie, body: costs }),
    },
    {
      name: 'upload cost of goods',
      send: () => {
        const { body, headers } = costFile();
        return testApp.call('POST', `${seller}/cost-of-goods-sold/upload`, { cookie: user.cookie, body, headers });
      },
    },
    {
      name: 'upload a settlement report',
      send: () => {
        const { body, headers } = settlementFile();
        return testApp.call('POST', `${seller}/imports`, { cookie: user.cookie, body, headers });
      },
    },
    {
      name: 'connect Seller Central',
      send: () =>
        testApp.call('POST', `${seller}/service-authorization-url`, {
          cookie: user.cookie,
          body: { provider: 'autopilot_spapi_basic' },
        }),
    },
  ];

  it('may not invite, upload, write cost of goods or connect an account: 403 with what to do', async () => {
    for (const attempt of attempts()) {
      const response = await attempt.send();
      expect(response.statusCode, attempt.name).toBe(403);
      expect(response.json(), attempt.name).toMatchObject({
        code: 'EMAIL_VERIFICATION_REQUIRED',
        message: EMAIL_VERIFICATION_REQUIRED_MESSAGE,
      });
    }
    const { rows } = await database.pool.query<{ invites: number; costs: number; imports: number }>(
      `select (select count(*)::int from user_tokens where purpose = 'invite') as invites,
              (select count(*)::int from cost_of_goods) as costs,
              (select count(*)::int from imports) as imports`,
    );
    expect(rows[0]).toEqual({ invites: 0, costs: 0, imports: 0 });
    expect(testApp.mails.some((mail) => mail.to === 'colleague@elsewhere.test')).toBe(false);
  });

  it('may read its sellers and costs, update its profile and ask for the verification mail again', async () => {
    expect((await testApp.call('GET', '/api/v2/sellers', { cookie: user.cookie })).statusCode).toBe(200);
    expect((await testApp.call('GET', `${seller}/cost-of-goods-sold`, { cookie: user.cookie })).statusCode).toBe(200);
    const profile = await testApp.call('PATCH', `/api/users/${user.userId}`, {
      cookie: user.cookie,
      body: { firstName: 'Nova' },
    });
    expect(profile.statusCode).toBe(200);
    const resend = await testApp.call('POST', '/api/email-verifications', { cookie: user.cookie, body: {} });
    expect(resend.statusCode).toBe(202);
  });

  it('may do all of it once verified', async () => {
    await verifyEmail(testApp, 'new@unverified.test');
    const [invite, writeCosts, uploadCosts] = attempts();
    expect((await invite?.send())?.statusCode).toBe(200);
    expect((await writeCosts?.send())?.statusCode).toBe(200);
    expect((await uploadCosts?.send())?.statusCode).toBe(200);
  });

  it('declares the requirement on exactly the routes that need it', () => {
    const required = allRoutes
      .filter((route) => route.isVerifiedEmailRequired)
      .map((route) => `${route.contract.method} ${route.contract.path}`)
      .sort();
    expect(required).toEqual([
      // Inventory planning is a seller write like its costs.
      'DELETE /v2/sellers/:sellerId/inventory/lead-times/:sku',
      // Sync now and the choice of ad profiles ask Amazon for data on the seller's behalf.
      'POST /v2/sellers/:sellerId/advertising/amazon/sync',
      // Alert evaluations and the rules and marks that drive them (and the summary mails) are seller writes.
      'POST /v2/sellers/:sellerId/alerts/submit',
      // Sync now asks Amazon for data on the seller's behalf, like connecting it.
      'POST /v2/sellers/:sellerId/amazon-sync',
      'POST /v2/sellers/:sellerId/cost-of-goods-sold',
      'POST /v2/sellers/:sellerId/cost-of-goods-sold/upload',
      'POST /v2/sellers/:sellerId/imports',
      'POST /v2/sellers/:sellerId/service-authorization-url',
      'POST /v2/user/:id/invite-users-to-organization',
      'PUT /v2/sellers/:sellerId/advertising/amazon/profiles',
      'PUT /v2/sellers/:sellerId/alerts/rules',
      'PUT /v2/sellers/:sellerId/alerts/rules/muted',
      'PUT /v2/sellers/:sellerId/alerts/update-alert',
      'PUT /v2/sellers/:sellerId/inventory/lead-times/:sku',
      'PUT /v2/sellers/:sellerId/inventory/planning',
    ]);
    expect(allRoutes.filter((route) => route.isVerifiedEmailRequired).every((route) => route.access === 'user')).toBe(
      true,
    );
  });
});
