// `npm run bench:portfolio [-- --sellers N --orders N --requests R]`: an
// agency's organization with N sellers (300 by default) that have data: the
// demo seller with `orders` order items over 24 months (6,000 by default)
// imported through the real importer, then copied N - 1 times (its rollups,
// totals, settlements, imports and costs, amounts varied per copy; every tenth
// without costs). Prints how long the first read of a currency takes (every
// seller's figures computed), then the p50 and p95 latency over HTTP of the
// portfolio home's read for a few sorts and pages, and with one seller's
// totals changed before each read, next to the goal. On the embedded PGlite,
// or on PostgreSQL when DATABASE_URL is set. A measurement: nothing is asserted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { copySellerData } from '../apps/api/src/test/seller-copies.ts';
import { percentile, say, seedDemoSeller, startBenchApp } from './bench-support.ts';

const { values } = parseArgs({
  options: {
    sellers: { type: 'string', default: '300' },
    orders: { type: 'string', default: '6000' },
    requests: { type: 'string', default: '40' },
  },
});
const SELLERS = Number(values.sellers);
const ORDERS = Number(values.orders);
const REQUESTS = Number(values.requests);
const SEED = 11;
const GOAL_P95_MS = 100;
const READS = {
  'by name, page 1': '?targetCurrency=USD',
  'by net sales, desc': '?targetCurrency=USD&sort=netSales&direction=desc',
  'by open actions': '?targetCurrency=USD&sort=openActions&direction=desc',
  'by CM3, last page': `?targetCurrency=EUR&sort=contributionMargin3&page=${Math.max(1, Math.ceil(SELLERS / 50))}`,
} as const;

async function seedAgency(database: TestDatabase, dir: string): Promise<void> {
  const { sellerId } = await seedDemoSeller(database, dir, { orders: ORDERS, seed: SEED });
  const { rows } = await database.pool.query<{ organization_id: string }>(
    'select organization_id from organization_sellers where seller_id = $1',
    [sellerId],
  );
  const organizationId = rows[0]?.organization_id;
  if (!organizationId) throw new Error('the demo seller has no organization');
  const startedAt = performance.now();
  // In batches, so the cost totals' recomputation of each batch stays one transaction of a reasonable size.
  for (let done = 1; done < SELLERS; done += 50) {
    const count = Math.min(50, SELLERS - done);
    const copies = await copySellerData(database.pool, {
      fromSellerId: sellerId,
      organizationId,
      count,
      slugPrefix: `agency-${done}`,
      namePrefix: `Agency seller ${done}`,
      amountStep: 0.0007,
    });
    // Every tenth seller has no cost of goods: its sold SKUs are open actions.
    await database.pool.query('delete from cost_of_goods where seller_id = any($1::uuid[])', [
      copies.filter((_, index) => index % 10 === 9),
    ]);
    process.stdout.write(`  copied ${done + count - 1} of ${SELLERS - 1} sellers   \r`);
  }
  say(`copied ${SELLERS - 1} sellers in ${((performance.now() - startedAt) / 1000).toFixed(0)} s${' '.repeat(20)}`);
  const counts = await database.pool.query<{ name: string; n: string }>(
    `select 'ledger_daily_totals' as name, count(*)::text as n from ledger_daily_totals
     union all select 'ledger_daily_rollups', count(*)::text from ledger_daily_rollups
     union all select 'cost_daily_totals', count(*)::text from cost_daily_totals
     union all select 'settlements', count(*)::text from settlements`,
  );
  say(counts.rows.map((row) => `${Number(row.n).toLocaleString('en-US')} ${row.name}`).join(', '));
  await database.pool.query('analyze');
}

interface Timed {
  ms: number;
  status: number;
  body: string;
}

function report(name: string, timings: number[], failures: number): void {
  const sorted = [...timings].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  say(
    `  ${name.padEnd(34)} p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms` +
      `  goal p95 < ${GOAL_P95_MS} ms: ${p95 < GOAL_P95_MS ? 'met' : 'missed'}  (${timings.length} requests, ${failures} not 200)`,
  );
}

async function measure(database: TestDatabase): Promise<void> {
  const app = await startBenchApp(database);
  const call = async (query: string): Promise<Timed> => {
    const startedAt = performance.now();
    const response = await fetch(`${app.base}/api/v2/sellers/portfolio${query}`, { headers: { cookie: app.cookie } });
    const body = await response.text();
    return { ms: performance.now() - startedAt, status: response.status, body };
  };
  const repeat = async (name: string, query: string, before?: (index: number) => Promise<void>) => {
    const timings: number[] = [];
    let failures = 0;
    for (let i = 0; i < REQUESTS; i++) {
      await before?.(i);
      const result = await call(query);
      timings.push(result.ms);
      if (result.status !== 200) failures++;
    }
    report(name, timings, failures);
  };
  try {
    say('first read of a currency (every seller computed), until it answers 200:');
    for (const currency of ['USD', 'EUR']) {
      const attempts: string[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const result = await call(`?targetCurrency=${currency}`);
        attempts.push(`${result.ms.toFixed(0)} ms (${result.status})`);
        if (result.status === 200) break;
      }
      say(`  ${currency}: ${attempts.join(', then ')}`);
    }
    say('then (figures kept, checked against the changes and the rates):');
    for (const [name, query] of Object.entries(READS)) await repeat(name, query);
    // One seller's totals written before each read, as an import does: that seller is computed again.
    const { rows } = await database.pool.query<{ seller_id: string }>(
      'select seller_id from organization_sellers order by seller_id limit $1',
      [REQUESTS],
    );
    await repeat('by net sales, one seller changed', READS['by net sales, desc'], async (index) => {
      await database.pool.query(
        'update ledger_daily_totals set row_count = row_count where seller_id = $1 and day = (select max(day) from ledger_daily_totals where seller_id = $1)',
        [rows[index % rows.length]?.seller_id],
      );
    });
  } finally {
    await app.close();
  }
}

const dir = await mkdtemp(join(tmpdir(), 'brandlens-bench-portfolio-'));
const database = await createTestDatabase();
try {
  say(
    `bench:portfolio on ${testBackendName()}: ${SELLERS} sellers, ${ORDERS.toLocaleString('en-US')} order items each`,
  );
  await seedAgency(database, dir);
  await measure(database);
} finally {
  await database.destroy();
  await rm(dir, { recursive: true, force: true });
}
