import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminAccount } from '../admin/admin.service.ts';
import { parseEnv } from '../../platform/env.ts';
import type { JobContext } from '../../platform/jobs/define-job.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { createUser, PASSWORD } from '../../test/accounts.ts';
import { SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.ts';
import { NOT_SENT, sendDailyAlertSummary, summaryDay } from './daily-alert-summary.service.ts';
import { sendDailyAlertSummaries, sendDailyAlertSummariesJob } from './jobs/send-daily-alert-summaries.job.ts';

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

interface AlertRow {
  title: string;
  severity: 'critical' | 'warning' | 'info';
  raisedHoursAgo: number;
  subjectKind?: string;
  sku?: string;
  marketplaceId?: string;
  resolved?: boolean;
  cleared?: boolean;
  /** Hours from now: negative for a snooze that has ended. */
  snoozedForHours?: number;
}

// The daily alert summary, received over real SMTP: the schedule's job, the day's claim and the admin's send.
describe(`daily alert summary mails on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let context: JobContext;
  let adminCookie: string;
  const inbox = new SmtpInbox();
  const users: Record<'anna' | 'bruno' | 'carla', { cookie: string; userId: string }> = {} as never;
  let alertNumber = 0;

  const summaries = (to?: string) =>
    inbox.mails.filter((mail) => mail.subject.startsWith('Brandlens:') && (!to || mail.to.includes(to)));
  const sellerIdOf = async (cookie: string) =>
    (await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers[0].id as string;
  const addSeller = async (organizationOf: string, slug: string, name: string) => {
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into sellers (slug, name) values ($1, $2) returning id`,
      [slug, name],
    );
    await database.pool.query(
      `insert into organization_sellers (organization_id, seller_id)
       select organization_id, $2 from users where id = $1`,
      [organizationOf, rows[0]?.id],
    );
    return rows[0]?.id ?? '';
  };
  const raise = async (sellerId: string, alert: AlertRow) => {
    alertNumber += 1;
    const raisedAt = ago(alert.raisedHoursAgo);
    await database.pool.query(
      `insert into alerts (seller_id, type, subject_kind, subject_key, sku, marketplace_id, severity, title, message,
         raised_at, resolved_at, cleared_at, snoozed_until)
       values ($1, 'low-stock', $2, $3, $4, $5, $6, $7, 'Measured', $8, $9, $10, $11)`,
      [
        sellerId,
        alert.subjectKind ?? 'sku',
        `key-${alertNumber}`,
        alert.sku ?? null,
        alert.marketplaceId ?? null,
        alert.severity,
        alert.title,
        raisedAt,
        alert.resolved ? new Date() : null,
        alert.cleared ? new Date() : null,
        alert.snoozedForHours === undefined ? null : ago(-alert.snoozedForHours),
      ],
    );
  };
  const adminSend = (userId: string, headers: Record<string, string> = {}) =>
    testApp.call('POST', `/api/v2/admin/users/${userId}/send-daily-alert-summary`, { cookie: adminCookie, headers });

  beforeAll(async () => {
    await inbox.start();
    database = await createTestDatabase();
    testApp = await createTestApp(database, { smtpUrl: inbox.url });
    context = {
      db: database.db,
      env: parseEnv({ NODE_ENV: 'test', APP_URL: 'http://brandlens.test/' }),
      mailer: testApp.mailer,
      worker: { id: 'test', startedAt: new Date(), version: 'test' },
    };
    users.anna = await createUser(testApp, 'anna@alpha.test', { sellerName: 'Alpha Goods', firstName: 'Anna' });
    users.bruno = await createUser(testApp, 'bruno@bravo.test', { sellerName: 'Bravo Goods', firstName: 'Bruno' });
    users.carla = await createUser(testApp, 'carla@charlie.test', { sellerName: 'Charlie Goods' });
    const emailSettings = { dailyAlertSummary: false, weeklyInsights: true, productNews: false, importResults: true };
    await testApp.call('PUT', '/api/v2/user/email-settings', { cookie: users.bruno.cookie, body: { emailSettings } });
    await ensureAdminAccount(database.db, 'root@alerts.test', PASSWORD);
    const login = await testApp.call('POST', '/api/auth/admin/login', {
      body: { username: 'root@alerts.test', password: PASSWORD },
    });
    adminCookie = sessionCookieOf(login) ?? '';

    const alpha = await sellerIdOf(users.anna.cookie);
    await raise(alpha, {
      title: 'Connection lost',
      severity: 'critical',
      raisedHoursAgo: 2,
      subjectKind: 'connection',
    });
    await raise(alpha, {
      title: 'Low stock: <LAMP> & "lights"',
      severity: 'warning',
      raisedHoursAgo: 5,
      sku: 'LAMP-01',
      marketplaceId: 'ATVPDKIKX0DER',
    });
    await raise(alpha, { title: 'Fee jump', severity: 'warning', raisedHoursAgo: 72, sku: 'MUG-02' });
    await raise(alpha, { title: 'Return rate spike', severity: 'warning', raisedHoursAgo: 120, snoozedForHours: -1 });
    await raise(alpha, { title: 'Snoozed margin', severity: 'critical', raisedHoursAgo: 3, snoozedForHours: 48 });
    await raise(alpha, { title: 'Resolved buy box', severity: 'warning', raisedHoursAgo: 1, resolved: true });
    await raise(alpha, { title: 'Cleared stranded', severity: 'warning', raisedHoursAgo: 1, cleared: true });
    const beta = await addSeller(users.anna.userId, 'beta-goods', 'Beta Goods');
    await raise(beta, { title: 'ACoS over target', severity: 'info', raisedHoursAgo: 1, subjectKind: 'seller' });
    await raise(beta, { title: 'Listing suppressed', severity: 'warning', raisedHoursAgo: 48, sku: 'CUP-03' });
    await raise(beta, {
      title: 'Settlement open',
      severity: 'warning',
      raisedHoursAgo: 240,
      subjectKind: 'settlement',
    });
    const gamma = await addSeller(users.anna.userId, 'gamma-goods', 'Gamma Goods');
    await raise(gamma, { title: 'Gamma resolved', severity: 'critical', raisedHoursAgo: 1, resolved: true });
    await raise(await sellerIdOf(users.bruno.cookie), { title: 'Bravo down', severity: 'critical', raisedHoursAgo: 1 });
    const charlie = await sellerIdOf(users.carla.cookie);
    await raise(charlie, { title: 'Charlie resolved', severity: 'warning', raisedHoursAgo: 1, resolved: true });
    await raise(charlie, { title: 'Charlie cleared', severity: 'warning', raisedHoursAgo: 1, cleared: true });
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.stop();
    await database.destroy();
  });

  it('mails a user with open alerts on two sellers one summary with both, exact counts and links from APP_URL', async () => {
    await sendDailyAlertSummariesJob.handler({}, context);
    expect(summaries().map((mail) => mail.to)).toEqual(['anna@alpha.test']);
    const [mail] = summaries();
    expect(mail?.subject).toBe('Brandlens: 3 new alerts, 7 open across 2 sellers');
    const text = mail?.text ?? '';
    expect(text).toContain('Hi Anna,');
    expect(text).toContain('3 new alerts in the last 24 hours; 7 alerts are open across 2 sellers.');
    expect(text).toContain('Alpha Goods: 2 new, 4 open (1 critical, 3 warnings)');
    expect(text).toContain('Beta Goods: 1 new, 3 open (2 warnings, 1 info)');
    expect(text).toContain(
      'Open the alerts of Alpha Goods: http://brandlens.test/dashboard/sellers/alpha-goods/alerts',
    );
    expect(text).toContain('Open the alerts of Beta Goods: http://brandlens.test/dashboard/sellers/beta-goods/alerts');
    expect(text).toContain('Turn it off: http://brandlens.test/settings');
    expect(text).toContain('Warning · Low stock: <LAMP> & "lights" · LAMP-01 in Amazon.com · raised ');
    // New first, the critical before the warnings; the most pressing seller first.
    const order = ['Alpha Goods:', 'Connection lost', 'Low stock', 'Fee jump', 'Return rate spike', 'Beta Goods:'];
    const positions = order.map((word) => text.indexOf(word));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const absent of ['Snoozed margin', 'Resolved buy box', 'Cleared stranded', 'Gamma', 'Bravo'])
      expect(text).not.toContain(absent);
    expect(mail?.html).toContain('Low stock: &#60;LAMP&#62; &#38; &#34;lights&#34;');
    expect(mail?.html).not.toContain('<LAMP>');
    expect(mail?.html).toContain('href="http://brandlens.test/dashboard/sellers/beta-goods/alerts"');
    const { rows } = await database.pool.query(`select user_id, day::text, alert_count from alert_digest_sends`);
    expect(rows).toEqual([{ user_id: users.anna.userId, day: summaryDay(new Date()), alert_count: 7 }]);
  });

  it('sends nothing on a second run the same day', async () => {
    const outcome = await sendDailyAlertSummaries(context, new Date());
    expect(outcome).toMatchObject({ sent: 0, failed: [] });
    expect(summaries()).toHaveLength(1);
    expect(await sendDailyAlertSummary(context, users.anna.userId, { now: new Date(), force: false })).toEqual({
      sent: false,
      alertCount: 7,
      reason: NOT_SENT.alreadySent,
    });
  });

  it('sends nothing by schedule to a user who turned it off, one on an admin send, with links from APP_URL only', async () => {
    expect(summaries('bruno@bravo.test')).toEqual([]);
    const scheduled = await sendDailyAlertSummary(context, users.bruno.userId, { now: new Date(), force: false });
    expect(scheduled).toEqual({ sent: false, alertCount: 1, reason: NOT_SENT.turnedOff });
    const response = await adminSend(users.bruno.userId, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true, alertCount: 1, reason: null });
    const [mail] = summaries('bruno@bravo.test');
    expect(mail?.subject).toBe('Brandlens: 1 new alert, 1 open across 1 seller');
    expect(mail?.text).toContain('Bravo Goods: 1 new, 1 open (1 critical)');
    expect(mail?.text).toContain('http://brandlens.test/dashboard/sellers/bravo-goods/alerts');
    // Another organization's user never sees these sellers' alerts.
    for (const absent of ['Alpha', 'Beta', 'Connection lost', 'evil.example']) expect(mail?.text).not.toContain(absent);
    expect(mail?.html).not.toContain('evil.example');
  });

  it("sends an admin's summary even when today's has gone", async () => {
    expect((await adminSend(users.anna.userId)).json()).toEqual({ sent: true, alertCount: 7, reason: null });
    expect(summaries('anna@alpha.test')).toHaveLength(2);
  });

  it('sends nothing to a user without open alerts, by schedule or by an admin', async () => {
    expect(summaries('carla@charlie.test')).toEqual([]);
    const response = await adminSend(users.carla.userId);
    expect(response.json()).toEqual({ sent: false, alertCount: 0, reason: NOT_SENT.noOpenAlerts });
    expect(summaries('carla@charlie.test')).toEqual([]);
  });

  it('answers 404 for an unknown user and 403 to a session that is not an admin one', async () => {
    const before = summaries().length;
    expect((await adminSend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const asUser = await testApp.call('POST', `/api/v2/admin/users/${users.anna.userId}/send-daily-alert-summary`, {
      cookie: users.anna.cookie,
    });
    expect(asUser.statusCode).toBe(403);
    expect(summaries()).toHaveLength(before);
  });

  it('sends one summary when two workers race for the same day', async () => {
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    const before = summaries('anna@alpha.test').length;
    const outcomes = await Promise.all(
      [1, 2].map(() => sendDailyAlertSummary(context, users.anna.userId, { now: tomorrow, force: false })),
    );
    expect(outcomes.map((outcome) => outcome?.sent).sort()).toEqual([false, true]);
    expect(outcomes.find((outcome) => !outcome?.sent)?.reason).toBe(NOT_SENT.alreadySent);
    expect(summaries('anna@alpha.test')).toHaveLength(before + 1);
  });

  it('gives the day back when the mail server refuses, so a retry sends it', async () => {
    const inTwoDays = new Date(Date.now() + 48 * HOUR);
    const unreachable = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: context.env.MAIL_FROM,
      logger: pino({ level: 'silent' }),
    });
    const failed = await sendDailyAlertSummary({ ...context, mailer: unreachable }, users.anna.userId, {
      now: inTwoDays,
      force: false,
    });
    // By then the 48-hour snooze has ended: that alert counts again.
    expect(failed).toEqual({ sent: false, alertCount: 8, reason: NOT_SENT.deliveryFailed });
    const claims = `select count(*)::int as n from alert_digest_sends where day = $1`;
    expect((await database.pool.query(claims, [summaryDay(inTwoDays)])).rows[0].n).toBe(0);
    const retried = await sendDailyAlertSummary(context, users.anna.userId, { now: inTwoDays, force: false });
    expect(retried?.sent).toBe(true);
  });
});
