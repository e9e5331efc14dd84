// `npm run bench:valuation [-- --orders N --requests R --bursts B]`: seeds the
// demo seller with N order items (60,000 by default) through the real importer,
// with its catalog, costs, FX rates and brand valuation sources, then prints the
// p50 and p95 latency over HTTP of brands-overview, performance and
// funding-estimate one request at a time, and of the three fired together (as
// the brand score screen does), with how many answers were not 200. On the
// embedded PGlite, or on PostgreSQL when DATABASE_URL is set. A measurement:
// nothing is asserted; the goals (issue 19, ADR 0039) are printed next to the
// figures: each read p95 ≤ 100 ms, the three together ≤ 150 ms, and PGlite
// within 2× of PostgreSQL (run it on both to compare).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { percentile, say, seedDemoSeller, startBenchApp } from './bench-support.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '60000' },
    requests: { type: 'string', default: '20' },
    bursts: { type: 'string', default: '5' },
    /** A file to write the first answer of each endpoint to, to compare two versions' figures. */
    dump: { type: 'string' },
  },
});
const ORDERS = Number(values.orders);
const REQUESTS = Number(values.requests);
const BURSTS = Number(values.bursts);
const SEED = 7;
/** Goals of issue 19: p95 of one read, and of the three fired together until the last answers. */
const GOAL_READ_MS = 100;
const GOAL_TOGETHER_MS = 150;
const ENDPOINTS = {
  'brands-overview': '/brands-overview?targetCurrency=USD',
  performance: '/performance?targetCurrency=USD&brandName=all',
  'funding-estimate': '/funding-estimate?targetCurrency=USD&brandName=all',
} as const;

async function measure(database: TestDatabase): Promise<void> {
  const app = await startBenchApp(database);
  const { base, cookie } = app;
  try {
    const call = async (path: string): Promise<{ ms: number; status: number; body: string }> => {
      const startedAt = performance.now();
      const response = await fetch(`${base}/api/v2/sellers/demo-seller${path}`, { headers: { cookie } });
      const body = await response.text();
      return { ms: performance.now() - startedAt, status: response.status, body };
    };
    const line = (name: string, timings: number[], failures: number, goalMs?: number) => {
      const sorted = [...timings].sort((a, b) => a - b);
      const p50 = percentile(sorted, 50).toFixed(0);
      const p95 = percentile(sorted, 95);
      const goal = goalMs === undefined ? '' : ` (goal ≤ ${goalMs} ms: ${p95 <= goalMs ? 'met' : 'missed'})`;
      say(
        `  ${name.padEnd(22)} p50 ${p50.padStart(6)} ms  p95 ${p95.toFixed(0).padStart(6)} ms${goal}  (${timings.length} requests, ${failures} not 200)`,
      );
    };
    say('one request at a time:');
    const answers: Record<string, unknown> = {};
    for (const [name, path] of Object.entries(ENDPOINTS)) {
      const first = await call(path);
      if (first.status !== 200) say(`  ${name} answered ${first.status}: ${first.body.slice(0, 200)}`);
      answers[name] = JSON.parse(first.body);
      const timings: number[] = [];
      let failures = 0;
      // Kept figures must answer exactly what the first read computed.
      let differing = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const result = await call(path);
        timings.push(result.ms);
        if (result.status !== 200) failures++;
        if (result.body !== first.body) differing++;
      }
      line(name, timings, failures, GOAL_READ_MS);
      if (differing > 0) say(`  ${name}: ${differing} answers differ from the first`);
    }
    if (values.dump) await writeFile(values.dump, `${JSON.stringify(answers, null, 1)}\n`);
    say(`the three together (${BURSTS} bursts, as the brand score screen fires them):`);
    const timings: number[] = [];
    const bursts: number[] = [];
    const statuses = new Map<number, number>();
    let sample = '';
    for (let i = 0; i < BURSTS; i++) {
      const startedAt = performance.now();
      const results = await Promise.all(Object.values(ENDPOINTS).map((path) => call(path)));
      bursts.push(performance.now() - startedAt);
      for (const result of results) {
        timings.push(result.ms);
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        if (result.status !== 200 && sample === '') sample = result.body.slice(0, 200);
      }
    }
    line('each answer', timings, timings.length - (statuses.get(200) ?? 0));
    line('all three answered', bursts, 0, GOAL_TOGETHER_MS);
    if (sample) say(`  a failed answer: ${sample}`);
    // Not a goal: what a read pays when the kept sums are outdated (here by a write to the costs of
    // goods that changes no value) and computes them again from the whole history.
    const recomputes: number[] = [];
    for (let i = 0; i < 3; i++) {
      await database.pool.query(
        "update cost_of_goods set unit_landed_cost = unit_landed_cost where seller_id = (select id from sellers where slug = 'demo-seller')",
      );
      recomputes.push((await call(ENDPOINTS['brands-overview'])).ms);
    }
    say(
      `after a change (costs of goods written, sums computed again): brands-overview ${recomputes.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
  } finally {
    await app.close();
  }
}

const dir = await mkdtemp(join(tmpdir(), 'brandlens-bench-valuation-'));
const database = await createTestDatabase();
try {
  const backend = testBackendName();
  say(`bench:valuation on ${backend} (goal: PGlite within 2× of PostgreSQL; run on both to compare)`);
  const { rows } = await seedDemoSeller(database, dir, { orders: ORDERS, seed: SEED, valuationSources: true });
  const { rows: counted } = await database.pool.query<{ n: string }>('select count(*) as n from ledger_daily_rollups');
  say(
    `${ORDERS.toLocaleString('en-US')} order items, ${rows.toLocaleString('en-US')} ledger rows, ${Number(counted[0]?.n ?? 0).toLocaleString('en-US')} SKU-level rollup rows; USD`,
  );
  await measure(database);
} finally {
  await database.destroy();
  await rm(dir, { recursive: true, force: true });
}
