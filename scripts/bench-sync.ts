// `npm run bench:sync [-- --sellers 200 --latency-ms 250 --workers 1,2,4,8 --max-seconds 900]`:
// how many sellers one worker keeps fresh. N sellers, each with a selling
// partner account of its own, synced against one fake Amazon answering after
// --latency-ms and enforcing Amazon's published rates per account: the fresh
// pass (finances, orders: what the five-minute schedule runs) with W runs at
// once, then the hourly full pass (every step, after a backfill) of a few
// sellers. Prints wall time, seconds per seller, calls per seller by
// operation, 429s, and the sellers one worker keeps fresh; then Amazon's side
// from the measured calls. On the embedded database, or PostgreSQL when
// DATABASE_URL is set. A pass is cut at its share of --max-seconds (no seller
// started after it); its figures then come from the sellers it reached.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { createDatabase, createPool, sql, testBackendName, createTestDatabase } from '@brandlens/db';
import { SP_API_RATE_LIMITS, type TSpApiOperation } from '../apps/api/src/modules/amazon-sp-api/sp-api-rate-limits.ts';
import type { TSyncStep } from '../apps/api/src/modules/amazon-sp-api/sync-step.ts';
import { ALL_SYNC_STEPS, FRESH_SYNC_STEPS } from '../apps/api/src/modules/amazon-sp-api/sync-steps.ts';
import { say } from './bench-support.ts';
import { callsPerSeller, runPass, secondsPerSeller, type PassResult } from './bench-sync-pass.ts';
import { startSyncWorld } from './bench-sync-world.ts';

const { values } = parseArgs({
  options: {
    sellers: { type: 'string', default: '200' },
    'latency-ms': { type: 'string', default: '250' },
    workers: { type: 'string', default: '1,2,4,8' },
    'orders-per-pass': { type: 'string', default: '5' },
    'group-events': { type: 'string', default: '150' },
    'full-sellers': { type: 'string', default: '16' },
    'max-seconds': { type: 'string', default: '900' },
  },
});
const SELLERS = Number(values.sellers);
const FULL_SELLERS = Number(values['full-sellers']);
const LATENCY_MS = Number(values['latency-ms']);
// Descending: a pass cut short leaves its sellers with two passes of changes, and the last pass has no successor.
const RUNS_AT_ONCE = values.workers
  .split(',')
  .map(Number)
  .sort((a, b) => b - a);
const FRESH_EVERY_S = 300;
/** Of --max-seconds, what the full section may take (it needs far less when its sellers are few). */
const FULL_SHARE = 0.15;
const FULL_EVERY_S = 3600;
/** pg-boss's default pollingIntervalSeconds: a worker slot fetches again this long after its last fetch began. */
const POLL_SECONDS = 2;
const startedAt = performance.now();
const endAt = startedAt + Number(values['max-seconds']) * 1000;
const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const cell = (text: string | number, width: number) => String(text).padStart(width);

const database = await createTestDatabase();
// The worker's pool size (createPool's default), not the test suite's five connections.
const pool = createPool({
  connectionString: database.connectionString,
  max: 10,
  applicationName: 'brandlens-bench-sync',
  isEmbedded: database.backend === 'pglite',
});
const db = createDatabase(pool);
const world = await startSyncWorld({
  latencyMs: LATENCY_MS,
  ordersPerPass: Number(values['orders-per-pass']),
  groupEvents: Number(values['group-events']),
});
const { fake } = world.running;
const syncAll = (sellerIds: readonly string[], steps: readonly TSyncStep[], runsAtOnce: number, deadline: number) =>
  runPass({ db, env: world.env, fake, sellerIds, steps, runsAtOnce, deadline });
try {
  say(
    `${testBackendName()}: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.versions.node}; ` +
      `fake Amazon answering in ${LATENCY_MS} ms ± 20 %, Amazon's published rates enforced per account`,
  );
  const setupAt = performance.now();
  const slugs = Array.from({ length: SELLERS }, (_, index) => `bench-sync-${index + 1}`);
  const sellerIds: string[] = [];
  for (const slug of slugs) sellerIds.push(await world.connectSeller(db, slug, true));
  await world.warmAccessTokens(db, slugs);
  say(`${SELLERS} sellers connected after their backfill in ${fixed((performance.now() - setupAt) / 1000, 1)} s`);

  // The full section (a backfill and a pass per W of a few sellers) gets a fixed share; each pass
  // may use what the passes before it left over.
  const fullReserve = FULL_SELLERS > 0 ? FULL_SHARE * (endAt - startedAt) : 0;
  const fresh: number[] = [...RUNS_AT_ONCE];
  const full: number[] = [...RUNS_AT_ONCE];
  const deadline = (passesLeft: number, reserve = 0) =>
    performance.now() + (endAt - reserve - performance.now()) / Math.max(1, passesLeft);
  const freshPasses: PassResult[] = [];
  while (fresh.length > 0) {
    const runsAtOnce = fresh[0]!;
    const passDeadline = deadline(fresh.length, fullReserve);
    fresh.shift();
    world.placeOrders();
    const pass = await syncAll(sellerIds, FRESH_SYNC_STEPS, runsAtOnce, passDeadline);
    freshPasses.push(pass);
    say(
      `fresh pass, ${runsAtOnce} at once: ${pass.sellers} sellers in ${fixed(pass.wallSeconds, 1)} s${pass.sellersCut ? ` (${pass.sellersCut} cut)` : ''}`,
    );
  }

  const fullPasses: PassResult[] = [];
  if (FULL_SELLERS > 0) {
    const backfillDeadline = deadline(full.length + 1);
    // The backfill is set up, not measured: quick answers and a generous plan, as in the sync tests.
    world.paced.latencyMs = 0;
    fake.grantedRate = '20';
    const fullIds: string[] = [];
    for (let index = 0; index < FULL_SELLERS; index += 1)
      fullIds.push(await world.connectSeller(db, `bench-full-${index + 1}`, false));
    // Steps waiting on a report come back, as their jobs would, until every step is done.
    let backfill = await syncAll(fullIds, ALL_SYNC_STEPS, 8, backfillDeadline);
    for (let round = 1; round < 20 && backfill.failedRuns > 0 && performance.now() < backfillDeadline; round += 1)
      backfill = await syncAll(fullIds, ALL_SYNC_STEPS, 8, backfillDeadline);
    // An hour after the backfill every bucket is full again, at the published rates.
    fake.grantedRate = undefined;
    world.paced.latencyMs = LATENCY_MS;
    await db.execute(sql`delete from sp_api_rate_buckets where key like ${'%:A1BENCHFULL%'}`);
    world.running.refillRateLimits();
    say(
      backfill.failedRuns === 0
        ? `${FULL_SELLERS} more sellers backfilled (every step) for the full pass`
        : `backfill of the full pass's sellers not complete: ${backfill.firstFailure}`,
    );
    while (full.length > 0) {
      const runsAtOnce = full[0]!;
      const passDeadline = deadline(full.length);
      full.shift();
      world.placeOrders();
      fullPasses.push(await syncAll(fullIds, ALL_SYNC_STEPS, runsAtOnce, passDeadline));
    }
  }
  printResults(freshPasses, fullPasses);
} finally {
  await world.close();
  await pool.end();
  await database.destroy();
}

function printResults(freshPasses: PassResult[], fullPasses: PassResult[]): void {
  const byRuns = (passes: PassResult[], runs: number) => passes.find((pass) => pass.runsAtOnce === runs);
  say('');
  say(
    `Goal: every connected seller's orders fresh within 5 minutes (the fresh schedule, ${FRESH_SYNC_STEPS.join(' + ')}),`,
  );
  say('and every step within the hour (the full schedule). One worker process running W syncs at once:');
  say('');
  say(
    ' W | sellers | wall s | s/seller | run p50/p95 s | CPU s/seller | cores busy: bench/machine | 429s | failed | fresh in 5 min | full in 1 h | both schedules',
  );
  for (const runs of [...RUNS_AT_ONCE].reverse()) {
    const pass = byRuns(freshPasses, runs);
    if (!pass) continue;
    const perSeller = secondsPerSeller(pass);
    const fullPass = byRuns(fullPasses, runs);
    const fullPerSeller = fullPass && fullPass.sellers > 0 ? secondsPerSeller(fullPass) : Number.NaN;
    const both = FULL_EVERY_S / ((FULL_EVERY_S / FRESH_EVERY_S) * perSeller + fullPerSeller);
    say(
      [
        cell(runs, 2),
        cell(`${pass.sellers}${pass.sellersCut ? '*' : ''}`, 7),
        cell(fixed(pass.wallSeconds, 1), 6),
        cell(fixed(perSeller, 3), 8),
        cell(`${fixed(pass.runP50Seconds)}/${fixed(pass.runP95Seconds)}`, 13),
        cell(fixed(pass.processCpuSeconds / Math.max(1, pass.sellers), 3), 12),
        cell(`${fixed(pass.processCpuSeconds / pass.wallSeconds)}/${fixed(pass.machineBusy * cpus().length)}`, 25),
        cell(pass.rateLimited + (fullPass?.rateLimited ?? 0), 4),
        cell(pass.failedRuns + (fullPass?.failedRuns ?? 0), 6),
        cell(Math.floor(FRESH_EVERY_S / perSeller), 14),
        cell(Number.isFinite(fullPerSeller) ? Math.floor(FULL_EVERY_S / fullPerSeller) : '-', 11),
        cell(Number.isFinite(both) ? Math.floor(both) : '-', 14),
      ].join(' | '),
    );
  }
  if (freshPasses.some((pass) => pass.sellersCut > 0))
    say('* cut at its share of --max-seconds: figures from the sellers it reached');
  const failure = [...freshPasses, ...fullPasses].find((pass) => pass.firstFailure)?.firstFailure;
  if (failure) say(`first failure: ${failure}`);
  const fastestP50 = Math.min(...freshPasses.map((pass) => pass.runP50Seconds));
  say(
    `pg-boss fetches a job per slot at most every ${POLL_SECONDS} s: fresh runs take ${fixed(fastestP50)} s or more (p50), so ` +
      (fastestP50 >= POLL_SECONDS
        ? 'the poll adds nothing'
        : `each slot is capped at ${FRESH_EVERY_S / POLL_SECONDS} runs per 5 min`),
  );
  for (const pass of fullPasses)
    say(
      `full pass, ${pass.runsAtOnce} at once: ${pass.sellers} sellers in ${fixed(pass.wallSeconds, 1)} s, ${fixed(secondsPerSeller(pass), 3)} s/seller`,
    );
  printAmazonSide('fresh pass', callsPerSeller(freshPasses), FRESH_EVERY_S);
  if (fullPasses.length > 0) printAmazonSide('full pass', callsPerSeller(fullPasses), FULL_EVERY_S);
}

/** Each operation's calls per seller against the account's own rate: what Amazon allows one seller. */
function printAmazonSide(label: string, calls: Map<string, number>, everySeconds: number): void {
  const headers = [
    'operation'.padEnd(29),
    `calls/${label}`,
    'rate/s, burst',
    `share of the rate at one pass per ${everySeconds / 60} min`,
    'shortest sustained interval',
  ];
  say('');
  say(`Amazon's side, per seller (rates are per selling partner account, so they do not bound the number of sellers):`);
  say(headers.join(' | '));
  for (const [operation, perPass] of [...calls].sort((a, b) => a[0].localeCompare(b[0]))) {
    const plan = SP_API_RATE_LIMITS[operation as TSpApiOperation] as { rate: number; burst: number } | undefined;
    const share = plan ? perPass / (everySeconds * plan.rate) : Number.NaN;
    const cells = [
      operation.padEnd(29),
      fixed(perPass),
      plan ? `${plan.rate}, ${plan.burst}` : '-',
      plan ? `${fixed(share * 100, 1)} %` : '-',
      plan ? `${fixed(perPass / plan.rate, 0)} s (${fixed(perPass)} / ${plan.rate})` : '-',
    ];
    say(cells.map((text, index) => (index === 0 ? text : cell(text, headers[index]!.length))).join(' | '));
  }
}
