// `npm run bench:load [-- --orders N --connections C --duration S]`: seeds the demo seller with N
// order items (1,200,000 by default) through the real importer, with its catalog, costs, FX rates
// and brand valuation sources, starts the app on loopback, and drives it with autocannon: C
// connections (50) for S seconds (30), each cycling through the reads of the Operations
// Assistant, the P&L Statement and Brand Valuation (the three reads its screen fires). Prints
// requests per second, p50, p99 and errors next to the goals (docs/benchmarks.md). One warm-up
// request per read first (`--only text` keeps the reads whose path contains it): the first read of a period computes the months it then keeps (ADR 0037).
// `--profile FILE` writes a CPU profile of this process (the app's) during the load only, for
// Chrome DevTools or speedscope (where the time of a read goes: ADR 0042).
// On the embedded PGlite, or on PostgreSQL when DATABASE_URL is set. A measurement: nothing is
// asserted.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import { parseArgs, promisify } from 'node:util';
import type autocannon from 'autocannon';
import { createTestDatabase, testBackendName } from '@brandlens/db';
import { say, seedDemoSeller, startBenchApp, storageFigures } from './bench-support.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1200000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '30' },
    /** Only the reads whose path contains this text (to see one read's share). */
    only: { type: 'string' },
    /** A CPU profile of the app during the load, written to this file. */
    profile: { type: 'string' },
  },
});
const ORDERS = Number(values.orders);
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const SEED = 7;
const GOALS = { requestsPerSecond: 300, p99Ms: 200 };

const SELLER = '/api/v2/sellers/demo-seller';
/** What the three screens read when they open, with their default filters. */
const ALL_READS = [
  `${SELLER}/profit-loss/operations?targetCurrency=USD&period=last-12-months`,
  `${SELLER}/profit-loss?aggregationView=MONTHLY&period=last-24-months&targetCurrency=USD`,
  `${SELLER}/brands-overview?targetCurrency=USD`,
  `${SELLER}/performance?targetCurrency=USD&brandName=all`,
  `${SELLER}/funding-estimate?targetCurrency=USD&brandName=all`,
];
const READS = ALL_READS.filter((path) => values.only === undefined || path.includes(values.only));

const dir = await mkdtemp(join(tmpdir(), 'brandlens-bench-load-'));
const database = await createTestDatabase();
try {
  const backend = testBackendName();
  say(`bench:load on ${backend}, ${cpus().length} cores`);
  await seedDemoSeller(database, dir, { orders: ORDERS, seed: SEED, valuationSources: true });
  const app = await startBenchApp(database);
  try {
    for (const path of READS) {
      const startedAt = performance.now();
      const response = await fetch(`${app.base}${path}`, { headers: { cookie: app.cookie } });
      await response.arrayBuffer();
      say(
        `  first read ${path.slice(SELLER.length)}: ${response.status} in ${(performance.now() - startedAt).toFixed(0)} ms`,
      );
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }
    // The client runs in its own process (bench-load-driver.ts): in this one it would take the app's CPU.
    const options: autocannon.Options = {
      url: app.base,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { cookie: app.cookie },
      requests: READS.map((path) => ({ method: 'GET' as const, path })),
    };
    const driver = new URL('./bench-load-driver.ts', import.meta.url).pathname;
    const profiler = values.profile === undefined ? undefined : await startProfiler();
    const { stdout } = await promisify(execFile)(process.execPath, [driver, JSON.stringify(options)], {
      maxBuffer: 64 * 1024 * 1024,
    });
    if (profiler && values.profile !== undefined) {
      const { profile } = await profiler.post('Profiler.stop');
      await writeFile(values.profile, JSON.stringify(profile));
      profiler.disconnect();
    }
    const { result, statuses } = JSON.parse(stdout) as { result: autocannon.Result; statuses: Record<string, number> };
    const errors = result.errors + result.timeouts + result.non2xx;
    const perSecond = result.requests.average;
    const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
    say(
      `${backend}: ${CONNECTIONS} connections for ${DURATION} s over ${READS.length} reads (OA, statement, brand valuation)`,
    );
    say(`  ${ORDERS.toLocaleString('en-US')} order items`);
    say(
      `  ${perSecond.toFixed(0)} req/s (goal ≥ ${GOALS.requestsPerSecond}: ${mark(perSecond >= GOALS.requestsPerSecond)})`,
    );
    say(
      `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (goal p99 < ${GOALS.p99Ms} ms: ${mark(result.latency.p99 < GOALS.p99Ms)})`,
    );
    say(
      `  ${result.requests.total.toLocaleString('en-US')} requests, ${errors} errors (goal 0: ${mark(errors === 0)})`,
    );
    await storageFigures(database);
    say(
      `  statuses: ${Object.entries(statuses)
        .map(([status, count]) => `${status} × ${count}`)
        .join(', ')}`,
    );
  } finally {
    await app.close();
  }
} finally {
  await database.destroy();
  await rm(dir, { recursive: true, force: true });
}

/** The inspector's sampling profiler on this process, started (stopped by the caller). */
async function startProfiler(): Promise<Session> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return session;
}
