// `npm run bench:pnl [-- --orders N --requests R]`: scales the demo seller to
// N order items (3,000,000 by default) through the real importer, then prints
// the p50 and p95 latency of the monthly statement over HTTP next to the time
// DuckDB takes for the same aggregate scanned straight over the same ledger
// rows. On the embedded PGlite, or on PostgreSQL when DATABASE_URL is set.
// A measurement: nothing is asserted. It also prints how many rollup rows the
// statement reads (ADR 0014), which depends on days and lines, not on orders.
// The demo's orders reports are imported too, and the order-date basis (ADR
// 0022) is timed the same way.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { DuckDBInstance } from '@duckdb/node-api';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { percentile, say, seedDemoSeller, startBenchApp, storageFigures } from './bench-support.ts';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '3000000' }, requests: { type: 'string', default: '60' } },
});
const ORDERS = Number(values.orders);
const REQUESTS = Number(values.requests);
const SEED = 7;
/** Issue 19's goal for the statement, at 200,000 and at 3,000,000 order items. */
const GOAL_P95_MS = 20;
/** Rows of the seller's daily rollups: the statement reads the SKU-less totals; the SKU-level rollup is for comparison. */
async function rollupRows(database: TestDatabase, sellerId: string) {
  const count = async (table: string) =>
    Number(
      (await database.pool.query<{ n: string }>(`select count(*) as n from ${table} where seller_id = $1`, [sellerId]))
        .rows[0]?.n ?? 0,
    );
  return {
    skuLevel: await count('ledger_daily_rollups'),
    totals: (await count('ledger_daily_totals')) + (await count('cost_daily_totals')),
    orderTotals: (await count('ledger_order_day_totals')) + (await count('cost_order_day_totals')),
  };
}

/** The statement's latencies after 5 warm-up requests, sorted; `first` is the very first request's. */
async function statementLatencies(
  database: TestDatabase,
  basis: 'posted' | 'order',
): Promise<number[] & { first?: number }> {
  const app = await startBenchApp(database);
  try {
    const url = `${app.base}/api/v2/sellers/demo-seller/profit-loss?aggregationView=MONTHLY&period=last-24-months&targetCurrency=USD&basis=${basis}`;
    const timings: number[] & { first?: number } = [];
    for (let i = 0; i < REQUESTS + 5; i++) {
      const startedAt = performance.now();
      const response = await fetch(url, { headers: { cookie: app.cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`statement answered ${response.status}`);
      if (i === 0) timings.first = performance.now() - startedAt;
      if (i >= 5) timings.push(performance.now() - startedAt);
    }
    timings.sort((a, b) => a - b);
    return timings;
  } finally {
    await app.close();
  }
}

/**
 * Copies the seller's ledger rows to a CSV file, then times DuckDB's monthly aggregate over them.
 * Rows are read in ranges of ids and the seller's kept here: PGlite never analyzes, and a seller
 * filter in SQL made its planner rescan the whole table for every page.
 */
async function duckdbScan(database: TestDatabase, sellerId: string, dir: string): Promise<number[]> {
  const csv = join(dir, 'ledger.csv');
  const out = createWriteStream(csv);
  out.write('posted_date,pnl_line,currency,amount\n');
  const { rows: bounds } = await database.pool.query<{ first: string | null; last: string | null }>(
    'select min(id)::text as first, max(id)::text as last from ledger_entries',
  );
  const last = BigInt(bounds[0]?.last ?? '0');
  const PAGE = 50_000n;
  for (let start = BigInt(bounds[0]?.first ?? '1'); start <= last; start += PAGE) {
    const { rows } = await database.pool.query<{
      seller_id: string;
      posted_date: string | null;
      pnl_line: string;
      currency: string;
      amount: string;
    }>(
      `select seller_id, posted_date::text as posted_date, pnl_line, currency, amount::text as amount
       from ledger_entries where id >= $1 and id < $2`,
      [start.toString(), (start + PAGE).toString()],
    );
    for (const row of rows) {
      if (row.seller_id !== sellerId) continue;
      out.write(`${row.posted_date ?? ''},${row.pnl_line},${row.currency},${row.amount}\n`);
    }
    if (!out.write('')) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(
    `create table ledger as select * from read_csv('${csv}', header = true, columns = {'posted_date': 'DATE', 'pnl_line': 'VARCHAR', 'currency': 'VARCHAR', 'amount': 'DECIMAL(18,4)'})`,
  );
  const timings: number[] = [];
  for (let i = 0; i < 7; i++) {
    const startedAt = performance.now();
    await connection.runAndReadAll(
      `select date_trunc('month', posted_date) as month, pnl_line, currency, sum(amount) from ledger group by all`,
    );
    if (i >= 2) timings.push(performance.now() - startedAt);
  }
  connection.closeSync();
  return timings.sort((a, b) => a - b);
}

const dir = await mkdtemp(join(tmpdir(), 'brandlens-bench-pnl-'));
const database = await createTestDatabase();
try {
  const backend = testBackendName();
  say(`bench:pnl on ${backend}`);
  const { sellerId, rows } = await seedDemoSeller(database, dir, { orders: ORDERS, seed: SEED, ordersReports: true });
  const rollups = await rollupRows(database, sellerId);
  const latencies = await statementLatencies(database, 'posted');
  const orderLatencies = await statementLatencies(database, 'order');
  const scan = await duckdbScan(database, sellerId, dir);
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  const duck = percentile(scan, 50);
  const count = (value: number) => value.toLocaleString('en-US');
  say(`${backend}: monthly statement over HTTP (${REQUESTS} requests, last 24 months, USD)`);
  say(`  ${count(ORDERS)} order items, ${count(rows)} ledger rows`);
  say(
    `  rollup rows of the seller: ${count(rollups.totals)} SKU-less totals read, ${count(rollups.skuLevel)} SKU-level`,
  );
  say(
    `  p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal p95 ≤ ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'})`,
  );
  say(
    `  order-date basis: p50 ${percentile(orderLatencies, 50).toFixed(1)} ms, p95 ${percentile(orderLatencies, 95).toFixed(1)} ms ` +
      `(${count(rollups.orderTotals)} order-day totals read)`,
  );
  say(
    `  first read of each basis (computes and keeps the months, ADR 0037): ${latencies.first?.toFixed(0)} ms, ${orderLatencies.first?.toFixed(0)} ms`,
  );
  await storageFigures(database);
  say(`  DuckDB full scan of the same ledger rows: median ${duck.toFixed(1)} ms`);
  say(
    `  ratio DuckDB / statement p95: ${(duck / p95).toFixed(2)} (goal above 1, the statement faster: ${duck > p95 ? 'met' : 'NOT met'})`,
  );
} finally {
  await database.destroy();
  await rm(dir, { recursive: true, force: true });
}
