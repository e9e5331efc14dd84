import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The rules editor's routes: read, replace as a set (checked whole), mute; each write queues an
// evaluation of the seller. Evaluations are held here (alert-evaluation.db.test.ts runs them).
describe(`alert rules over the API on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  let aliceSellerId: string;
  const base = '/api/v2/sellers/alpha-lamps/alerts/rules';

  const put = (rules: unknown[], cookie = alice.cookie, url = base) =>
    testApp.call('PUT', url, { cookie, body: { rules } });
  const stored = async () =>
    (await testApp.call('GET', base, { cookie: alice.cookie })).json().rules as Array<Record<string, unknown>>;
  const evaluationsQueued = () => testApp.sentJobs.filter((job) => job.name === 'alerts.evaluate-seller');

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database, { heldJobs: ['amazon-sp-api.sync-seller', 'alerts.evaluate-seller'] });
    alice = await createUser(testApp, 'alice@rules.test', { sellerName: 'Alpha Lamps' });
    bob = await createUser(testApp, 'bob@rules.test', { sellerName: 'Beta Mugs' });
    aliceSellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });
  beforeEach(async () => {
    await database.pool.query('delete from alert_rules');
    testApp.sentJobs.length = 0;
  });

  it('replaces the rules as a set, keeping the id of a rule that stays, and queues an evaluation', async () => {
    expect(await stored()).toEqual([]);
    const first = await put([
      { type: 'low-stock', scope: 'seller', scopeValue: '', threshold: '21', muted: false },
      { type: 'low-stock', scope: 'sku', scopeValue: '  LAMP-01 ', threshold: '12.50', muted: false },
      { type: 'connection-lost', scope: 'seller', scopeValue: '', threshold: null, muted: true },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().rules).toEqual([
      expect.objectContaining({
        type: 'connection-lost',
        scope: 'seller',
        scopeValue: '',
        threshold: null,
        muted: true,
      }),
      expect.objectContaining({ type: 'low-stock', scope: 'seller', threshold: '21', muted: false }),
      expect.objectContaining({ type: 'low-stock', scope: 'sku', scopeValue: 'LAMP-01', threshold: '12.5' }),
    ]);
    expect(evaluationsQueued()).toEqual([{ name: 'alerts.evaluate-seller', data: { sellerId: aliceSellerId } }]);
    const skuRule = first.json().rules[2];

    const second = await put([
      { type: 'low-stock', scope: 'sku', scopeValue: 'LAMP-01', threshold: '12.5', muted: false },
      { type: 'fee-jump', scope: 'brand', scopeValue: 'Acme', threshold: '-5', muted: false },
    ]);
    expect(second.statusCode).toBe(200);
    expect(second.json().rules).toEqual([
      expect.objectContaining({ type: 'fee-jump', scope: 'brand', scopeValue: 'Acme', threshold: '-5' }),
      { ...skuRule },
    ]);
    expect(await stored()).toEqual(second.json().rules);
    expect((await put([])).json().rules).toEqual([]);
  });

  it('answers 422 for a rule that names no SKU, and changes nothing', async () => {
    await put([{ type: 'low-stock', scope: 'seller', scopeValue: '', threshold: '21', muted: false }]);
    testApp.sentJobs.length = 0;
    const response = await put([{ type: 'low-stock', scope: 'sku', scopeValue: '', threshold: '5', muted: false }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { errors: ['Name the sku'] } });
    expect(await stored()).toEqual([expect.objectContaining({ scope: 'seller', threshold: '21' })]);
    expect(evaluationsQueued()).toEqual([]);
  });

  it('answers 422 with every problem of the set at once, and changes nothing', async () => {
    const response = await put([
      { type: 'tacos-over-target', scope: 'brand', scopeValue: 'Acme', threshold: '10', muted: false },
      { type: 'settlement-not-reconciling', scope: 'seller', scopeValue: '', threshold: '3', muted: false },
      { type: 'low-stock', scope: 'sku', scopeValue: '   ', threshold: '3', muted: false },
      { type: 'low-stock', scope: 'seller', scopeValue: '', threshold: '-1', muted: false },
      { type: 'low-stock', scope: 'brand', scopeValue: 'Acme', threshold: '1.23456', muted: false },
      { type: 'low-stock', scope: 'brand', scopeValue: ' Acme', threshold: '2', muted: false },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'ALERT_RULES_INVALID',
      message: 'The alert rules were not saved.',
      details: {
        errors: [
          'Rule 1 (TACoS over target): this type takes seller-wide rules only',
          'Rule 2 (Settlement not reconciling): this type has no threshold; leave it empty',
          'Rule 3 (Low stock): name the SKU',
          'Rule 4 (Low stock): a threshold in days cannot be negative',
          'Rule 5 (Low stock): a threshold has at most 14 digits before the point and 4 after',
          'Rule 6 (Low stock) repeats rule 5: one rule per type and brand scope',
        ],
      },
    });
    expect(await stored()).toEqual([]);
  });

  it('mutes a type for a scope, creating the rule with the default threshold, and keeps a threshold set before', async () => {
    const muted = testApp.call('PUT', `${base}/muted`, {
      cookie: alice.cookie,
      body: { type: 'return-rate-spike', scope: 'sku', scopeValue: 'LAMP-01', muted: true },
    });
    expect((await muted).json()).toMatchObject({ type: 'return-rate-spike', scopeValue: 'LAMP-01', threshold: null });
    await put([{ type: 'low-stock', scope: 'seller', scopeValue: '', threshold: '14', muted: false }]);
    const again = await testApp.call('PUT', `${base}/muted`, {
      cookie: alice.cookie,
      body: { type: 'low-stock', scope: 'seller', scopeValue: '', muted: true },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ type: 'low-stock', scope: 'seller', threshold: '14', muted: true });
    expect(await stored()).toEqual([expect.objectContaining({ type: 'low-stock', threshold: '14', muted: true })]);
    expect(evaluationsQueued()).toHaveLength(3);
    const refused = await testApp.call('PUT', `${base}/muted`, {
      cookie: alice.cookie,
      body: { type: 'connection-lost', scope: 'sku', scopeValue: 'LAMP-01', muted: true },
    });
    expect(refused.statusCode).toBe(422);
  });

  it("answers 404 for another organisation's seller, reading or writing, and changes nothing", async () => {
    await put([{ type: 'low-stock', scope: 'seller', scopeValue: '', threshold: '21', muted: false }]);
    expect((await testApp.call('GET', base, { cookie: bob.cookie })).statusCode).toBe(404);
    const write = await put([], bob.cookie);
    expect(write.statusCode).toBe(404);
    const mute = await testApp.call('PUT', `${base}/muted`, {
      cookie: bob.cookie,
      body: { type: 'low-stock', scope: 'seller', scopeValue: '', muted: true },
    });
    expect(mute.statusCode).toBe(404);
    expect(await stored()).toEqual([expect.objectContaining({ threshold: '21', muted: false })]);
  });
});
