import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { below, type AlertCandidate, type AlertEvaluator } from './alert-evaluator.ts';
import { evaluateSellerAlerts } from './alert-evaluation.service.ts';

// The alert centre's routes over alerts the runner raised with an evaluator of the test's own.
const candidates: AlertCandidate[] = [];
const lowStock: AlertEvaluator = {
  type: 'low-stock',
  breaches: below,
  availability: async () => ({ available: true }),
  evaluate: async () => candidates,
};

const cover = (sku: string, days: number, severity: 'warning' | 'critical' = 'warning'): AlertCandidate => ({
  subjectKind: 'sku',
  subjectKey: `ATVPDKIKX0DER:${sku}`,
  subject: `${sku} in Amazon.com`,
  marketplaceId: 'ATVPDKIKX0DER',
  sku,
  asin: sku.startsWith('MUG') ? 'B0MUG' : `B0${sku}`,
  parentAsin: 'B0PARENT',
  value: days,
  severity,
  title: `Low stock: ${sku}`,
  message: `${sku} has ${days} days of cover.`,
  figures: { daysOfCover: days },
});

describe(`the alert centre over the API on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  const sellerIds: Record<string, string> = {};
  const seller = '/api/v2/sellers/alpha-lamps';

  const raise = async (slug: string, values: AlertCandidate[]) => {
    candidates.splice(0, candidates.length, ...values);
    const sellerId = sellerIds[slug] ?? '';
    await evaluateSellerAlerts(database.db, sellerId, { now: new Date(), evaluators: [lowStock] });
  };
  const get = (url: string, cookie = alice.cookie) => testApp.call('GET', url, { cookie });
  const update = (body: object, cookie = alice.cookie, url = `${seller}/alerts/update-alert`) =>
    testApp.call('PUT', url, { cookie, body });
  const idOf = async (sku: string, slug = 'alpha-lamps') =>
    (
      await database.pool.query<{ id: string }>('select id from alerts where sku = $1 and seller_id = $2', [
        sku,
        sellerIds[slug],
      ])
    ).rows[0]?.id ?? '';

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database, { heldJobs: ['amazon-sp-api.sync-seller', 'alerts.evaluate-seller'] });
    alice = await createUser(testApp, 'alice@alerts.test', { sellerName: 'Alpha Lamps' });
    bob = await createUser(testApp, 'bob@alerts.test', { sellerName: 'Beta Mugs' });
    const added = await testApp.call('POST', `/api/v2/user/${alice.userId}/add-seller-to-organization`, {
      cookie: alice.cookie,
      body: { name: 'Alpha Candles', slug: 'alpha-candles' },
    });
    expect(added.statusCode).toBe(201);
    for (const cookie of [alice.cookie, bob.cookie])
      for (const entry of (await get('/api/v2/sellers', cookie)).json().sellers) sellerIds[entry.slug] = entry.id;
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });
  beforeEach(async () => {
    await database.pool.query('delete from alerts');
    await raise('alpha-lamps', [cover('LAMP-01', 12, 'critical'), cover('LAMP-02', 5), cover('LAMP-03', 20)]);
  });

  it('lists a page of open alerts newest first with the counts, and pages on with the cursor', async () => {
    const first = await get(`${seller}/alerts?limit=2`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.counts).toEqual({ open: 3, unread: 3, critical: 1, snoozed: 0, resolved: 0, cleared: 0 });
    expect(body.alerts).toHaveLength(2);
    expect(body.alerts[0]).toMatchObject({
      type: 'low-stock',
      status: 'open',
      subjectKind: 'sku',
      subject: expect.stringMatching(/^LAMP-0\d in Amazon\.com$/),
      figures: { threshold: '30', ruleScope: 'default' },
    });
    expect(body.alerts[0].figures).not.toHaveProperty('subject');
    const next = (await get(`${seller}/alerts?limit=2&cursor=${body.nextCursor}`)).json();
    expect(next.nextCursor).toBeNull();
    const skus = [...body.alerts, ...next.alerts].map((alert: { sku: string }) => alert.sku).sort();
    expect(skus).toEqual(['LAMP-01', 'LAMP-02', 'LAMP-03']);
    expect((await get(`${seller}/alerts?sku=LAMP-02`)).json().alerts).toHaveLength(1);
    expect((await get(`${seller}/alerts?severity=critical`)).json().alerts).toEqual([
      expect.objectContaining({ sku: 'LAMP-01' }),
    ]);
    const badCursor = await get(`${seller}/alerts?cursor=bm90LWEtY3Vyc29y`);
    expect(badCursor.statusCode).toBe(422);
    expect(badCursor.json().code).toBe('ALERT_CURSOR_INVALID');
  });

  it('marks alerts read, resolved and snoozed; the open count leaves out a snooze until its time passes', async () => {
    const [lamp1, lamp2, lamp3] = [await idOf('LAMP-01'), await idOf('LAMP-02'), await idOf('LAMP-03')];
    const read = await update({ alertIds: [lamp1, lamp2], action: 'read' });
    expect(read.json()).toMatchObject({ updated: 2, counts: { open: 3, unread: 1 } });
    expect((await update({ alertIds: [lamp2], action: 'unread' })).json().counts.unread).toBe(2);
    const resolved = await update({ alertIds: [lamp1], action: 'resolve' });
    expect(resolved.json().counts).toMatchObject({ open: 2, critical: 0, resolved: 1 });
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const snoozed = await update({ alertIds: [lamp3], action: 'snooze', snoozedUntil: until });
    expect(snoozed.json().counts).toMatchObject({ open: 1, snoozed: 1 });
    expect((await get(`${seller}/alerts?status=snoozed`)).json().alerts).toEqual([
      expect.objectContaining({ sku: 'LAMP-03', status: 'snoozed', snoozedUntil: until }),
    ]);
    // The snooze's time passes: the alert is open again without anyone touching it.
    await database.pool.query(`update alerts set snoozed_until = now() - interval '1 minute' where id = $1`, [lamp3]);
    expect((await get(`${seller}/alerts`)).json().counts).toMatchObject({ open: 2, snoozed: 0 });
    expect((await update({ alertIds: [lamp1], action: 'reopen' })).json().counts).toMatchObject({ open: 3 });

    const past = await update({ alertIds: [lamp2], action: 'snooze', snoozedUntil: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json().details.errors).toEqual(['Choose a time in the future to snooze until']);
    const noDate = await update({ alertIds: [lamp2], action: 'snooze' });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().details.errors).toEqual(['Choose until when to snooze']);
  });

  it("ignores ids of another seller's alerts and answers 404 for another organisation's seller", async () => {
    await raise('beta-mugs', [cover('MUG-1', 3)]);
    const bobsAlert = await idOf('MUG-1', 'beta-mugs');
    const mixed = await update({ alertIds: [bobsAlert, await idOf('LAMP-01')], action: 'resolve' });
    expect(mixed.json()).toMatchObject({ updated: 1 });
    const bobs = await database.pool.query('select resolved_at from alerts where id = $1', [bobsAlert]);
    expect(bobs.rows[0].resolved_at).toBeNull();
    const foreign = await update(
      { alertIds: [bobsAlert], action: 'read' },
      alice.cookie,
      '/api/v2/sellers/beta-mugs/alerts/update-alert',
    );
    expect(foreign.statusCode).toBe(404);
    for (const path of ['alerts', 'sku-alerts', 'alerts/by-child-asin', 'alerts/by-subject'])
      expect((await get(`/api/v2/sellers/beta-mugs/${path}`)).statusCode).toBe(404);
    expect((await get('/api/v2/sellers/alert-report?sellerId=beta-mugs')).statusCode).toBe(404);
    expect((await get('/api/v2/sellers/alert-types?sellerId=beta-mugs')).statusCode).toBe(404);
    const submit = await testApp.call('POST', '/api/v2/sellers/beta-mugs/alerts/submit', { cookie: alice.cookie });
    expect(submit.statusCode).toBe(404);
  });

  it('lists the SKU alerts and groups the open alerts by child ASIN and by subject', async () => {
    await raise('alpha-lamps', [cover('LAMP-01', 12, 'critical'), cover('MUG-A', 5), cover('MUG-B', 7)]);
    const skuAlerts = (await get(`${seller}/sku-alerts`)).json().alerts;
    expect(skuAlerts.map((alert: { sku: string }) => alert.sku)).toEqual(['LAMP-01', 'MUG-A', 'MUG-B']);
    const byAsin = (await get(`${seller}/alerts/by-child-asin`)).json().groups;
    expect(
      byAsin.map((group: { key: string; open: number; sku: string | null }) => [group.key, group.open, group.sku]),
    ).toEqual([
      ['B0LAMP-01', 1, 'LAMP-01'],
      ['B0MUG', 2, null],
    ]);
    const bySubject = (await get(`${seller}/alerts/by-subject`)).json().groups;
    expect(bySubject[0]).toMatchObject({
      key: 'sku:ATVPDKIKX0DER:LAMP-01',
      label: 'LAMP-01 in Amazon.com',
      critical: 1,
      types: ['low-stock'],
    });
    expect(bySubject).toHaveLength(3);
  });

  it('counts the alerts of every seller of the organisation, and only those', async () => {
    await raise('alpha-candles', [cover('CANDLE-1', 2, 'critical')]);
    await raise('beta-mugs', [cover('MUG-1', 3)]);
    const response = await get('/api/v2/alerts/alerts-seller');
    expect(response.json().sellers).toEqual([
      expect.objectContaining({ slug: 'alpha-candles', name: 'Alpha Candles', open: 1, critical: 1 }),
      expect.objectContaining({ slug: 'alpha-lamps', open: 3, unread: 3, critical: 1, resolved: 0 }),
    ]);
    expect((await get('/api/v2/alerts/alerts-seller', bob.cookie)).json().sellers).toEqual([
      expect.objectContaining({ slug: 'beta-mugs', open: 1 }),
    ]);
  });

  it('queues an evaluation on request, once a minute per seller', async () => {
    testApp.sentJobs.length = 0;
    const first = await testApp.call('POST', `${seller}/alerts/submit`, { cookie: alice.cookie });
    expect(first.statusCode).toBe(202);
    expect(testApp.sentJobs).toEqual([
      { name: 'alerts.evaluate-seller', data: { sellerId: sellerIds['alpha-lamps'] } },
    ]);
    const second = await testApp.call('POST', `${seller}/alerts/submit`, { cookie: alice.cookie });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBeDefined();
  });

  it('downloads the alerts of a status as CSV and XLSX', async () => {
    await update({ alertIds: [await idOf('LAMP-02')], action: 'resolve' });
    const csv = await get('/api/v2/sellers/alert-report?sellerId=alpha-lamps&status=open&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="alerts-alpha-lamps-open-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'raised at,status,severity,type,subject,title,message,marketplace,sku,asin,brand,threshold,last seen at,cleared at,resolved at,snoozed until,figures',
    );
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.includes(',open,critical,Low stock,LAMP-01 in Amazon.com,'))).toBe(true);
    expect(lines.some((line) => line.includes('LAMP-02'))).toBe(false);

    const xlsx = await get('/api/v2/sellers/alert-report?sellerId=alpha-lamps&status=all');
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Alerts');
    expect(sheet?.rowCount).toBe(4);
    const statuses = [2, 3, 4].map((row) => sheet?.getRow(row).getCell(2).value).sort();
    expect(statuses).toEqual(['open', 'open', 'resolved']);
    expect(sheet?.getRow(2).getCell(12).value).toBe(30);
  });

  it('lists the alert types, and with a seller whether it has the data each needs', async () => {
    const plain = (await get('/api/v2/sellers/alert-types')).json().types;
    expect(plain).toHaveLength(12);
    expect(plain[0]).toMatchObject({ type: 'low-stock', unit: 'days', defaultThreshold: '30', available: null });
    const forSeller = (await get('/api/v2/sellers/alert-types?sellerId=alpha-lamps')).json().types;
    expect(forSeller).toHaveLength(12);
    for (const type of forSeller) {
      expect(typeof type.available).toBe('boolean');
      expect(type.available ? type.unavailableReason === null : typeof type.unavailableReason === 'string').toBe(true);
    }
    // A seller without stock figures cannot have low stock alerts yet, and is told what to do.
    expect(forSeller[0]).toMatchObject({ type: 'low-stock', available: false });
    expect((await get('/api/v2/sellers/alert-types?sellerId=no-such-seller')).statusCode).toBe(404);
  });
});
