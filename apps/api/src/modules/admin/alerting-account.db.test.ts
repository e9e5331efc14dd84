import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/env.ts';
import type { JobContext } from '../../platform/jobs/define-job.ts';
import { createUser, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.ts';
import { sendAlertingAccountSummaries } from '../alerts/alerting-account-summaries.service.ts';
import { sendDailyAlertSummaries } from '../alerts/jobs/send-daily-alert-summaries.job.ts';
import { ensureAdminAccount } from './admin.service.ts';

// A seller's alerting account: 404 until saved, then what was saved; and it steers the seller's
// alert mails: its addresses get the seller's summary, and switched off no summary shows the seller.
describe(`alerting accounts on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let context: JobContext;
  let adminCookie: string;
  let anna: { cookie: string; userId: string };
  let sellerId: string;
  const url = () => `/api/v2/admin/sellers/${sellerId}/alerting`;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    context = {
      db: database.db,
      env: parseEnv({ NODE_ENV: 'test', APP_URL: 'http://brandlens.test/' }),
      mailer: testApp.mailer,
      worker: { id: 'test', startedAt: new Date(), version: 'test' },
    };
    anna = await createUser(testApp, 'anna@alpha.test', { sellerName: 'Alpha Goods', firstName: 'Anna' });
    await ensureAdminAccount(database.db, 'root@alerting.test', PASSWORD);
    const login = await testApp.call('POST', '/api/auth/admin/login', {
      body: { username: 'root@alerting.test', password: PASSWORD },
    });
    adminCookie = sessionCookieOf(login) ?? '';
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: anna.cookie })).json().sellers[0].id;
    for (const [title, severity] of [
      ['Connection lost', 'critical'],
      ['Low stock', 'warning'],
    ] as const)
      await database.pool.query(
        `insert into alerts (seller_id, type, subject_kind, subject_key, severity, title, message, raised_at)
         values ($1, 'low-stock', 'seller', $2, $3, $2, 'Measured', now() - interval '2 hours')`,
        [sellerId, title, severity],
      );
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  const mailsTo = (address: string) => testApp.mails.filter((mail) => mail.to === address);
  const auditRows = async () =>
    (
      await database.pool.query<{ action: string; before: unknown; after: unknown; target_label: string }>(
        `select action, before, after, target_label from admin_audit_events
         where target_type = 'seller' and target_id = $1 order by created_at`,
        [sellerId],
      )
    ).rows;

  it('answers 404 ALERTING_ACCOUNT_NOT_FOUND before one is saved, and 404 NOT_FOUND for an unknown seller', async () => {
    const none = await testApp.call('GET', url(), { cookie: adminCookie });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('ALERTING_ACCOUNT_NOT_FOUND');
    const unknown = await testApp.call('GET', '/api/v2/admin/sellers/00000000-0000-4000-8000-000000000000/alerting', {
      cookie: adminCookie,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    // A user of the seller's own organization is no admin.
    expect((await testApp.call('GET', url(), { cookie: anna.cookie })).statusCode).toBe(403);
  });

  it('refuses a malformed address or more than 20, and saves nothing', async () => {
    const bad = await testApp.call('POST', url(), {
      cookie: adminCookie,
      body: { enabled: true, recipientEmails: ['ops@agency.test', 'not an address'] },
    });
    expect(bad.statusCode).toBe(422);
    const many = Array.from({ length: 21 }, (_, index) => `ops${index}@agency.test`);
    const tooMany = await testApp.call('POST', url(), {
      cookie: adminCookie,
      body: { enabled: true, recipientEmails: many },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().details.errors.join(',')).toContain('At most 20 email addresses');
    expect((await testApp.call('GET', url(), { cookie: adminCookie })).statusCode).toBe(404);
    expect(await auditRows()).toEqual([]);
  });

  it('upserts, then reads back what was saved, with an audit row per save', async () => {
    const saved = await testApp.call('POST', url(), {
      cookie: adminCookie,
      body: {
        enabled: true,
        recipientEmails: [' Ops@Agency.test', 'ops@agency.test', 'night@agency.test'],
        note: 'Agency',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      sellerId,
      enabled: true,
      recipientEmails: ['ops@agency.test', 'night@agency.test'],
      note: 'Agency',
    });
    const read = await testApp.call('GET', url(), { cookie: adminCookie });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(saved.json());
    expect(await auditRows()).toEqual([
      {
        action: 'seller.alerting',
        target_label: 'alpha-goods',
        before: null,
        after: { enabled: true, recipientEmails: ['ops@agency.test', 'night@agency.test'], note: 'Agency' },
      },
    ]);
  });

  it("sends the seller's summary to each address of a switched-on account, listing its 2 open alerts", async () => {
    const outcome = await sendAlertingAccountSummaries(context, new Date());
    expect(outcome).toEqual({ accounts: 1, sent: 2, failed: [] });
    for (const address of ['ops@agency.test', 'night@agency.test']) {
      const [mail, ...more] = mailsTo(address);
      expect(more).toHaveLength(0);
      expect(mail?.text).toContain('Alpha Goods');
      expect(mail?.text).toContain('Connection lost');
      expect(mail?.text).toContain('Low stock');
    }
    // The user's own summary goes on as before.
    await sendDailyAlertSummaries(context, new Date());
    expect(mailsTo('anna@alpha.test').filter((mail) => mail.text.includes('Connection lost'))).toHaveLength(1);
  });

  it("switched off, stops the seller's alert mails: to its addresses and in its users' summaries", async () => {
    const off = await testApp.call('POST', url(), {
      cookie: adminCookie,
      body: { enabled: false, recipientEmails: ['ops@agency.test'] },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, recipientEmails: ['ops@agency.test'], note: null });
    const rows = await auditRows();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      before: { enabled: true, recipientEmails: ['ops@agency.test', 'night@agency.test'], note: 'Agency' },
      after: { enabled: false, recipientEmails: ['ops@agency.test'], note: null },
    });

    const before = testApp.mails.length;
    expect(await sendAlertingAccountSummaries(context, new Date())).toEqual({ accounts: 0, sent: 0, failed: [] });
    // The admin's send ignores the day's claim and the setting, yet the seller's alerts are left out: nothing to send.
    const send = await testApp.call('POST', `/api/v2/admin/users/${anna.userId}/send-daily-alert-summary`, {
      cookie: adminCookie,
    });
    expect(send.json()).toEqual({ sent: false, alertCount: 0, reason: 'no open alerts' });
    expect(testApp.mails.length).toBe(before);
    const { rows: sends } = await database.pool.query(
      `select after from admin_audit_events where action = 'user.send-daily-alert-summary' and target_id = $1`,
      [anna.userId],
    );
    expect(sends).toEqual([{ after: { sent: false, alertCount: 0, reason: 'no open alerts' } }]);
  });
});
