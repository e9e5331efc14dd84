// `npm run bench:import [-- --rows N]`: generates a Flat File V2 settlement
// file of N rows (1,000,000 by default), imports it through the real importer
// and prints rows per second and peak memory; then imports the All Orders
// report of its orders, which moves their rows to their order day in the
// order-basis rollups, and prints its rate. On the embedded PGlite, then on
// PostgreSQL when DATABASE_URL is set. Nothing is asserted: it is a measurement.
// Each figure is printed next to its goal (ADR 0038), which is set for
// PostgreSQL with fsync on, as production runs it: scripts/with-postgres.sh
// starts its cluster with fsync off unless PG_FSYNC=on is given, e.g.
//   PG_FSYNC=on bash scripts/with-postgres.sh npm run bench:import -- --rows 300000
// The line of each run says whether the server's fsync was on.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createTestDatabase, sql, testBackendName } from '@brandlens/db';
import { importFileFromCli, resolveCliSeller } from '../apps/api/src/modules/ingestion/cli-import.service.ts';
import { writeLargeOrdersReport } from '../apps/api/src/test/orders-files.ts';
import { writeLargeSettlementFile } from '../apps/api/src/test/settlement-files.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000000' } } });
const totalRows = Number(values.rows);
const SETTLEMENTS = 10;
const SETTLEMENT_GOAL = 'goal ≥ 150,000 rows/s on PostgreSQL with fsync on';
const ORDERS_GOAL = 'goal ≥ 30,000 orders/s on PostgreSQL with fsync on';

async function bench(file: string, rows: number, ordersFile: string, orderLines: number): Promise<void> {
  const database = await createTestDatabase();
  try {
    const sellerId = await resolveCliSeller(database.db, 'bench-seller', true);
    const fsync = await database.db.execute<{ fsync: string }>(sql`show fsync`);
    const backend = `${testBackendName()} (fsync ${fsync.rows[0]?.fsync ?? '?'})`;
    const baselineRss = process.memoryUsage().rss;
    let peakRss = baselineRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    const startedAt = performance.now();
    const outcome = await importFileFromCli(database.db, sellerId, file, (progress) => {
      process.stdout.write(`  ${progress.phase} ${progress.percent}%\r`);
    });
    const seconds = (performance.now() - startedAt) / 1000;
    clearInterval(sampler);
    process.stdout.write(`${' '.repeat(30)}\r`);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (outcome.status !== 'succeeded') throw new Error(`import failed: ${JSON.stringify(outcome.errors)}`);
    const rate = Math.round(rows / seconds).toLocaleString('en-US');
    process.stdout.write(
      `${backend} settlement import: ${rate} rows/s (${SETTLEMENT_GOAL}); ${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s; ` +
        `peak RSS ${(peakRss / 1024 ** 2).toFixed(0)} MB, ${((peakRss - baselineRss) / 1024 ** 2).toFixed(0)} MB above the start of the import ` +
        `(this process${testBackendName() === 'pglite' ? ', including the embedded database' : ''})\n`,
    );
    const ordersStartedAt = performance.now();
    const orders = await importFileFromCli(database.db, sellerId, ordersFile, () => undefined);
    const ordersSeconds = (performance.now() - ordersStartedAt) / 1000;
    if (orders.status !== 'succeeded') throw new Error(`orders import failed: ${JSON.stringify(orders.errors)}`);
    const ordersRate = Math.round(orders.ordersImported / ordersSeconds).toLocaleString('en-US');
    process.stdout.write(
      `${backend} All Orders merge: ${ordersRate} orders/s (${ORDERS_GOAL}); ` +
        `${orderLines.toLocaleString('en-US')} lines, ${orders.ordersImported.toLocaleString('en-US')} orders ` +
        `(their ledger rows moved to their order day) in ${ordersSeconds.toFixed(1)} s: ` +
        `${Math.round(orderLines / ordersSeconds).toLocaleString('en-US')} lines/s\n`,
    );
  } finally {
    await database.destroy();
  }
}

const dir = await mkdtemp(join(tmpdir(), 'brandlens-bench-'));
try {
  const file = join(dir, 'settlements.txt');
  const rows = await writeLargeSettlementFile(file, {
    settlements: SETTLEMENTS,
    rowsPerSettlement: Math.ceil(totalRows / SETTLEMENTS),
  });
  const ordersFile = join(dir, 'all-orders.txt');
  const orderLines = await writeLargeOrdersReport(ordersFile, rows);
  const { size } = await stat(file);
  process.stdout.write(
    `Generated ${rows.toLocaleString('en-US')} rows (${(size / 1024 ** 2).toFixed(0)} MB, ${SETTLEMENTS} settlements)\n`,
  );
  // PostgreSQL first: the embedded database runs inside this process and would inflate its memory.
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await bench(file, rows, ordersFile, orderLines);
  else
    process.stdout.write(
      'postgresql: skipped (set DATABASE_URL, e.g. bash scripts/with-postgres.sh npm run bench:import)\n',
    );
  delete process.env.DATABASE_URL;
  await bench(file, rows, ordersFile, orderLines);
} finally {
  await rm(dir, { recursive: true, force: true });
}
