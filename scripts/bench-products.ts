// `npm run bench:products [-- --orders N --requests R]`: scales the demo seller to N order items
// (200,000 by default) through the real importer, then prints the p50 and p95 latency over HTTP of
// the Products page's reads: the catalogue with the filters the page sends by default, and one
// product's detail and chart; one request at a time, then 20 at once, each next to issue 19's goal.
// The very first read of each (which computes what later reads keep, ADR 0040) is printed apart.
// On the embedded PGlite, or on PostgreSQL when DATABASE_URL is set. A measurement: nothing is asserted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createTestDatabase, testBackendName } from '@brandlens/db';
import { percentile, say, seedDemoSeller, startBenchApp, type BenchApp } from './bench-support.ts';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '200000' }, requests: { type: 'string', default: '60' } },
});
const ORDERS = Number(values.orders);
const REQUESTS = Number(values.requests);
const SEED = 7;
const CONCURRENCY = 20;
/** Issue 19's goal for every dashboard read. */
const GOAL_P95_MS = 100;

/** One GET's time to its last byte; the body is only decoded on demand (the client shares the CPU with the API). */
async function timedGet(app: BenchApp, path: string): Promise<{ ms: number; body: () => unknown }> {
  const startedAt = performance.now();
  const response = await fetch(`${app.base}${path}`, { headers: { cookie: app.cookie } });
  const bytes = await response.arrayBuffer();
  const ms = performance.now() - startedAt;
  const body = () => JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body())}`);
  return { ms, body };
}

/** Sequential timings of `read`, sorted, after its first call (returned apart) and 4 warm-ups. */
async function oneAtATime(read: () => Promise<number>): Promise<{ first: number; timings: number[] }> {
  const first = await read();
  for (let i = 0; i < 4; i++) await read();
  const timings: number[] = [];
  for (let i = 0; i < REQUESTS; i++) timings.push(await read());
  return { first, timings: timings.sort((a, b) => a - b) };
}

/** Timings of `read` sent CONCURRENCY at a time, in rounds, sorted. */
async function atOnce(read: () => Promise<number>): Promise<number[]> {
  const timings: number[] = [];
  const rounds = Math.max(1, Math.ceil(REQUESTS / CONCURRENCY));
  for (let round = 0; round < rounds; round++) {
    timings.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, () => read()))));
  }
  return timings.sort((a, b) => a - b);
}

function report(name: string, sequential: { first: number; timings: number[] }, concurrent: number[]) {
  const line = (label: string, timings: number[]) => {
    const p95 = percentile(timings, 95);
    const met = p95 <= GOAL_P95_MS ? 'met' : 'NOT met';
    return `    ${label}: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal p95 ≤ ${GOAL_P95_MS} ms: ${met})`;
  };
  say(`  ${name} (first read ${sequential.first.toFixed(0)} ms)`);
  say(line('one at a time', sequential.timings));
  say(line(`${CONCURRENCY} at once`, concurrent));
}

const dir = await mkdtemp(join(tmpdir(), 'brandlens-bench-products-'));
const database = await createTestDatabase();
try {
  const backend = testBackendName();
  say(`bench:products on ${backend}`);
  const { sellerId, rows } = await seedDemoSeller(database, dir, { orders: ORDERS, seed: SEED });
  const skuRollups = await database.pool.query<{ n: string }>('select count(*)::text as n from ledger_daily_rollups');
  const app = await startBenchApp(database);
  try {
    const seller = '/api/v2/sellers/demo-seller';
    // The page's defaults: the user's currency, the last 3 months, all marketplaces and brands.
    const catalogPath = `${seller}/products-catalog?period=last-3-months&brand=all`;
    const catalog = async () => (await timedGet(app, catalogPath)).ms;
    const catalogRun = await oneAtATime(catalog);
    const { body } = await timedGet(app, catalogPath);
    const product = (body() as { rows: { id: string | null }[] }).rows.find((row) => row.id !== null);
    if (!product?.id) throw new Error('the catalogue has no product with an id');
    // The product page's defaults: the last 12 months, its detail and its net sales chart per month.
    const detailPath = `${seller}/product-details/${product.id}?period=last-12-months`;
    const chartPath = `${seller}/product-chart?productId=${product.id}&metric=netSales&aggregationView=MONTHLY&period=last-12-months`;
    const detailAndChart = async () => {
      const startedAt = performance.now();
      await Promise.all([timedGet(app, detailPath), timedGet(app, chartPath)]);
      return performance.now() - startedAt;
    };
    const detailRun = await oneAtATime(detailAndChart);
    const count = (value: number) => value.toLocaleString('en-US');
    say(`${backend}: Products page reads over HTTP (${REQUESTS} requests each)`);
    say(
      `  ${count(ORDERS)} order items, ${count(rows)} ledger rows, ${count(Number(skuRollups.rows[0]?.n ?? 0))} SKU-level rollup rows`,
    );
    report('catalogue, last 3 months', catalogRun, await atOnce(catalog));
    report('one product: detail + chart, last 12 months', detailRun, await atOnce(detailAndChart));
    // A change of the seller's figures outdates what was kept: the next reads compute again, once
    // per key when they come together (ADR 0040). One cost of goods is changed by a cent.
    await database.pool.query(
      `update cost_of_goods set unit_landed_cost = unit_landed_cost + 0.01
       where seller_id = $1 and sku = (select min(sku) from cost_of_goods where seller_id = $1)`,
      [sellerId],
    );
    const afterChange = (await Promise.all(Array.from({ length: CONCURRENCY }, () => catalog()))).sort((a, b) => a - b);
    say(
      `  catalogue, ${CONCURRENCY} at once right after a cost change: p50 ${percentile(afterChange, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(afterChange, 95).toFixed(1)} ms (computed again, not kept)`,
    );
  } finally {
    await app.close();
  }
} finally {
  await database.destroy();
  await rm(dir, { recursive: true, force: true });
}
