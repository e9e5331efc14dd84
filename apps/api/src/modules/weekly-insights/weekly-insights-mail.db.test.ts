import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/env.ts';
import type { JobContext } from '../../platform/jobs/define-job.ts';
import { createUser } from '../../test/accounts.ts';
import { SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendAllWeeklyInsights } from './jobs/send-weekly-insights.job.ts';
import { seedWeeklySeller } from './weekly-insights.fixture.ts';

// The weekly insights mail, received over real SMTP: Monday 18 March 2024 mails 2024-W11's change
// of the worked example (docs/weekly-insights.md), once per user and week.
const MONDAY = new Date('2024-03-18T07:00:00Z');

describe(`weekly insights mails on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let context: JobContext;
  const inbox = new SmtpInbox();
  const users: Record<'anna' | 'bruno' | 'carla', { cookie: string; userId: string }> = {} as never;
  const mails = (to?: string) =>
    inbox.mails.filter((mail) => mail.subject.includes('what changed') && (!to || mail.to.includes(to)));

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
    users.anna = await createUser(testApp, 'anna@weekly.test', { sellerName: 'Alpha Goods', firstName: 'Anna' });
    users.bruno = await createUser(testApp, 'bruno@weekly.test', { sellerName: 'Bravo Goods' });
    users.carla = await createUser(testApp, 'carla@weekly.test', { sellerName: 'Charlie Goods' });
    await database.pool.query(`update users set default_currency_code = 'USD'`);
    for (const user of [users.anna, users.bruno]) {
      const { sellers } = (await testApp.call('GET', '/api/v2/sellers', { cookie: user.cookie })).json();
      await seedWeeklySeller(database, sellers[0].id);
    }
    const emailSettings = { dailyAlertSummary: true, weeklyInsights: false, productNews: false, importResults: true };
    await testApp.call('PUT', '/api/v2/user/email-settings', { cookie: users.bruno.cookie, body: { emailSettings } });
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.stop();
    await database.destroy();
  });

  it("mails last week's CM3 change, its split and the products that moved most, with links from APP_URL", async () => {
    const outcome = await sendAllWeeklyInsights(context, MONDAY);
    expect(outcome).toMatchObject({ users: 2, sent: 1, failed: [] });
    expect(mails().map((mail) => mail.to)).toEqual(['anna@weekly.test']);
    const [mail] = mails();
    expect(mail?.subject).toBe('Brandlens: what changed in 2024-W11 across 1 seller');
    const text = mail?.text ?? '';
    expect(text).toContain('Hi Anna,');
    expect(text).toContain('CM3 in 2024-W11 (11 Mar 2024 – 17 Mar 2024) against the week before, in USD.');
    expect(text).toContain('Alpha Goods: CM3 28.50 USD, down 3.25 USD from 31.75 USD.');
    expect(text).toContain(
      'Why: price +5.00, volume +8.25, fees −1.50, advertising +1.00, refunds −20.00, cost of goods +4.00.',
    );
    expect(text).toContain('Moved most: CUP-2 (Cup) −7.75; MUG-1 (Mug) +4.50.');
    expect(text).toContain(
      'Open the weekly insights of Alpha Goods: http://brandlens.test/dashboard/sellers/alpha-goods/weekly-insights?week=2024-W11',
    );
    expect(text).toContain('Turn them off: http://brandlens.test/settings');
    expect(mail?.html).toContain(
      'href="http://brandlens.test/dashboard/sellers/alpha-goods/weekly-insights?week=2024-W11"',
    );
    const { rows } = await database.pool.query(
      `select user_id, week_start::text, seller_count from weekly_insight_sends`,
    );
    expect(rows).toEqual([{ user_id: users.anna.userId, week_start: '2024-03-11', seller_count: 1 }]);
  });

  it('sends once per week and user, whoever runs the job again', async () => {
    const before = mails().length;
    const again = await Promise.all([sendAllWeeklyInsights(context, MONDAY), sendAllWeeklyInsights(context, MONDAY)]);
    expect(again.map((outcome) => outcome.sent)).toEqual([0, 0]);
    expect(mails().length).toBe(before);
    // Carla's seller sold nothing: no mail and no claim; Bruno turned the mail off.
    expect(mails('carla@weekly.test')).toEqual([]);
    expect(mails('bruno@weekly.test')).toEqual([]);
  });
});
