import {
  alertRules,
  brandConfigurationKeys,
  brandConfigurations,
  createTestDatabase,
  products,
  sellers,
  testBackendName,
  type TestDatabase,
} from '@brandlens/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext, JobDefinition } from '../../platform/jobs/define-job.ts';
import { always, below, type AlertCandidate, type AlertEvaluator } from './alert-evaluator.ts';
import { evaluateSellerAlerts } from './alert-evaluation.service.ts';
import { evaluateAllSellersAlertsJob } from './jobs/evaluate-all-sellers-alerts.job.ts';

// The runner with evaluators of its own: what each measures is set by the test, so the rules,
// thresholds and occurrences are what is under test, not an evaluator's figures.
interface FakeState {
  available: boolean;
  fails: boolean;
  candidates: AlertCandidate[];
}

const fake = (type: 'low-stock' | 'connection-lost', breaches: AlertEvaluator['breaches']) => {
  const state: FakeState = { available: true, fails: false, candidates: [] };
  const evaluator: AlertEvaluator = {
    type,
    breaches,
    availability: async () => (state.available ? { available: true } : { available: false, reason: 'no data' }),
    evaluate: async () => {
      if (state.fails) throw new Error('the source is unreadable');
      return state.candidates;
    },
  };
  return { state, evaluator };
};

const cover = (sku: string, days: number, brand: string | null = null): AlertCandidate => ({
  subjectKind: 'sku',
  subjectKey: `ATVPDKIKX0DER:${sku}`,
  subject: `${sku} in Amazon.com`,
  marketplaceId: 'ATVPDKIKX0DER',
  sku,
  asin: `B0${sku}`,
  brand,
  value: days,
  title: `Low stock: ${sku}`,
  message: `${sku} has ${days} days of cover.`,
  figures: { daysOfCover: days },
});

const lost: AlertCandidate = {
  subjectKind: 'connection',
  subjectKey: 'seller-central',
  subject: 'Seller Central connection',
  value: null,
  title: 'Seller Central connection lost',
  message: 'Amazon refused the authorisation.',
  figures: {},
};

const at = (day: number) => new Date(Date.UTC(2025, 2, day, 6, 15));

describe(`alert evaluation on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let sellerId: string;
  const lowStock = fake('low-stock', below);
  const connection = fake('connection-lost', always);
  const evaluators = [lowStock.evaluator, connection.evaluator];
  const evaluate = (day: number) => evaluateSellerAlerts(database.db, sellerId, { now: at(day), evaluators });

  interface Row {
    id: string;
    type: string;
    sku: string | null;
    raised_at: Date;
    last_seen_at: Date;
    cleared_at: Date | null;
    resolved_at: Date | null;
    message: string;
    figures: Record<string, unknown>;
    rule_id: string | null;
  }
  const rows = async () =>
    (await database.pool.query<Row>('select * from alerts where seller_id = $1 order by raised_at, sku', [sellerId]))
      .rows;
  const live = async () => (await rows()).filter((row) => row.cleared_at === null);
  const setRules = async (values: Array<Omit<typeof alertRules.$inferInsert, 'sellerId' | 'type'>>) => {
    await database.pool.query('delete from alert_rules');
    if (values.length > 0)
      await database.db.insert(alertRules).values(values.map((value) => ({ ...value, sellerId, type: 'low-stock' })));
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const [seller] = await database.db.insert(sellers).values({ name: 'Lamp Works', slug: 'lamp-works' }).returning();
    if (!seller) throw new Error('no seller');
    sellerId = seller.id;
    await database.db.insert(products).values([
      { sellerId, marketplaceId: 'ATVPDKIKX0DER', sku: 'ZEN-1', brand: 'Zenith' },
      { sellerId, marketplaceId: 'ATVPDKIKX0DER', sku: 'ZEN-2', brand: 'Zenith' },
    ]);
    const [group] = await database.db
      .insert(brandConfigurations)
      .values({ sellerId, name: 'Zen Group', slug: 'zen-group' })
      .returning();
    await database.db
      .insert(brandConfigurationKeys)
      .values({ sellerId, brandKey: 'Zenith', configurationId: group?.id ?? '', position: 0 });
  });
  afterAll(async () => {
    await database.destroy();
  });
  beforeEach(async () => {
    await database.pool.query('delete from alerts');
    await database.pool.query('delete from alert_rules');
    Object.assign(lowStock.state, { available: true, fails: false, candidates: [] });
    Object.assign(connection.state, { available: true, fails: false, candidates: [] });
  });

  it("raises the candidates past the type's default threshold when there is no rule", async () => {
    lowStock.state.candidates = [cover('LAMP-01', 12), cover('LAMP-02', 30), cover('LAMP-03', 45)];
    connection.state.candidates = [lost];
    expect(await evaluate(1)).toEqual({ raised: 2, updated: 0, cleared: 0, failed: [] });
    const [lampAlert, connectionAlert] = await rows();
    expect(lampAlert).toMatchObject({
      type: 'low-stock',
      sku: 'LAMP-01',
      subject: 'LAMP-01 in Amazon.com',
      message: 'LAMP-01 has 12 days of cover. Threshold 30 days (default).',
      figures: {
        daysOfCover: 12,
        value: 12,
        threshold: '30',
        ruleScope: 'default',
        ruleScopeValue: null,
      },
      rule_id: null,
    });
    expect(connectionAlert).toMatchObject({ type: 'connection-lost', message: 'Amazon refused the authorisation.' });
  });

  it('takes the SKU rule over the brand rule over the seller rule, a configured brand covering its catalog brands', async () => {
    await setRules([
      { scope: 'seller', scopeValue: '', threshold: '50' },
      { scope: 'brand', scopeValue: 'Acme', threshold: '20' },
      { scope: 'brand', scopeValue: 'zen-group', threshold: '10' },
      { scope: 'sku', scopeValue: 'ACME-2', threshold: '60.5000' },
    ]);
    lowStock.state.candidates = [
      cover('ACME-1', 25, 'Acme'), // brand rule 20: not raised
      cover('ACME-2', 25, 'Acme'), // SKU rule 60.5: raised
      cover('ZEN-1', 8, 'Zenith'), // configured brand rule 10: raised
      cover('ZEN-2', 12, 'Zenith'), // configured brand rule 10: not raised
      cover('PLAIN-1', 45), // seller rule 50: raised
    ];
    expect((await evaluate(1)).raised).toBe(3);
    const raised = await rows();
    expect(raised.map((row) => [row.sku, row.figures.ruleScope, row.figures.threshold])).toEqual([
      ['ACME-2', 'sku', '60.5'],
      ['PLAIN-1', 'seller', '50'],
      ['ZEN-1', 'brand', '10'],
    ]);
    expect(raised[0]?.message).toBe('ACME-2 has 25 days of cover. Threshold 60.5 days (rule for SKU ACME-2).');
    expect(raised[2]?.figures.ruleScopeValue).toBe('zen-group');
    const ruleIds = await database.pool.query('select id, scope from alert_rules where scope_value = $1', ['ACME-2']);
    expect(raised[0]?.rule_id).toBe(ruleIds.rows[0].id);
  });

  it('keeps one alert per occurrence across evaluations, then a new row once it has cleared', async () => {
    lowStock.state.candidates = [cover('LAMP-01', 12)];
    await evaluate(1);
    lowStock.state.candidates = [cover('LAMP-01', 9)];
    expect(await evaluate(2)).toEqual({ raised: 0, updated: 1, cleared: 0, failed: [] });
    const [kept] = await rows();
    expect(await rows()).toHaveLength(1);
    expect(kept).toMatchObject({ raised_at: at(1), last_seen_at: at(2), cleared_at: null, figures: { value: 9 } });

    lowStock.state.candidates = [cover('LAMP-01', 31)];
    expect(await evaluate(3)).toEqual({ raised: 0, updated: 0, cleared: 1, failed: [] });
    expect(await live()).toEqual([]);
    lowStock.state.candidates = [cover('LAMP-01', 5)];
    expect(await evaluate(4)).toEqual({ raised: 1, updated: 0, cleared: 0, failed: [] });
    const history = await rows();
    expect(history.map((row) => [row.raised_at, row.cleared_at])).toEqual([
      [at(1), at(3)],
      [at(4), null],
    ]);
  });

  it('leaves a resolved alert resolved while its condition holds, and raises anew after it cleared', async () => {
    lowStock.state.candidates = [cover('LAMP-01', 12)];
    await evaluate(1);
    await database.pool.query('update alerts set resolved_at = $1', [at(1)]);
    expect(await evaluate(2)).toMatchObject({ raised: 0, updated: 1 });
    expect(await rows()).toEqual([expect.objectContaining({ resolved_at: at(1), cleared_at: null })]);
    lowStock.state.candidates = [];
    await evaluate(3);
    lowStock.state.candidates = [cover('LAMP-01', 12)];
    await evaluate(4);
    expect((await rows()).map((row) => [row.resolved_at, row.cleared_at])).toEqual([
      [at(1), at(3)],
      [null, null],
    ]);
  });

  it('raises nothing under a muted rule and clears what it covers; other SKUs keep theirs', async () => {
    lowStock.state.candidates = [cover('LAMP-01', 12), cover('LAMP-02', 3)];
    await evaluate(1);
    await setRules([{ scope: 'sku', scopeValue: 'LAMP-01', muted: true }]);
    expect(await evaluate(2)).toEqual({ raised: 0, updated: 1, cleared: 1, failed: [] });
    expect((await live()).map((row) => row.sku)).toEqual(['LAMP-02']);
    await setRules([{ scope: 'seller', scopeValue: '', muted: true }]);
    expect((await evaluate(3)).cleared).toBe(1);
    expect(await live()).toEqual([]);
    await setRules([]);
    expect((await evaluate(4)).raised).toBe(2);
  });

  it("clears the alerts of a type whose data is gone, and leaves a failing type's alerts as they are", async () => {
    lowStock.state.candidates = [cover('LAMP-01', 12)];
    connection.state.candidates = [lost];
    await evaluate(1);
    connection.state.fails = true;
    lowStock.state.available = false;
    expect(await evaluate(2)).toEqual({
      raised: 0,
      updated: 0,
      cleared: 1,
      failed: [{ type: 'connection-lost', message: 'the source is unreadable' }],
    });
    expect((await live()).map((row) => [row.type, row.last_seen_at])).toEqual([['connection-lost', at(1)]]);
  });

  it('raises one row when two evaluations of a seller run at once', async () => {
    lowStock.state.candidates = [cover('LAMP-01', 12), cover('LAMP-02', 3)];
    const [first, second] = await Promise.all([evaluate(1), evaluate(1)]);
    expect((first?.raised ?? 0) + (second?.raised ?? 0)).toBe(2);
    expect((first?.updated ?? 0) + (second?.updated ?? 0)).toBe(2);
    expect(await rows()).toHaveLength(2);
  });

  it('queues one evaluation per seller on the daily pass, keyed by seller', async () => {
    const [other] = await database.db.insert(sellers).values({ name: 'Other', slug: 'other-works' }).returning();
    const sent: Array<{ name: string; data: unknown; key: string | undefined }> = [];
    const context = {
      db: database.db,
      jobs: {
        send: async (job: JobDefinition, data: unknown, extras?: { singletonKey?: string }) =>
          void sent.push({ name: job.name, data, key: extras?.singletonKey }),
      },
    } as unknown as JobContext;
    await evaluateAllSellersAlertsJob.handler({}, context);
    expect(sent).toEqual(
      [sellerId, other?.id].sort().map((id) => ({ name: 'alerts.evaluate-seller', data: { sellerId: id }, key: id })),
    );
  });
});
