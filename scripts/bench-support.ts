// What the benchmarks share: the demo seller scaled to N order items through
// the real importer (catalog, costs, FX rates, optionally its orders reports
// and brand valuation sources), the app listening on a free port with that
// seller's login, and percentiles.
import type { TestDatabase } from '@brandlens/db';
import { demoCatalog, demoCostOfGoods, writeDemoSettlementFiles } from '@brandlens/db/demo';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { upsertCostOfGoods } from '../apps/api/src/modules/cogs/cogs.queries.ts';
import { storeDemoValuationSources } from '../apps/api/src/modules/demo/demo-data.service.ts';
import { upsertDemoProducts } from '../apps/api/src/modules/demo/demo.queries.ts';
import { ensureDemoAccount } from '../apps/api/src/modules/demo/demo.service.ts';
import { storeDemoRates } from '../apps/api/src/modules/fx/fx.service.ts';
import { importFileFromCli, resolveCliSeller } from '../apps/api/src/modules/ingestion/cli-import.service.ts';
import { parseEnv } from '../apps/api/src/platform/env.ts';
import { createInlineJobRunner } from '../apps/api/src/platform/jobs/job-producer.ts';
import { createMailer } from '../apps/api/src/platform/mail/mailer.ts';

const BENCH_LOGIN = { username: 'bench@brandlens.test', password: 'bench-password' };

export const say = (line: string) => process.stdout.write(`${line}\n`);

/** The p-th percentile of timings sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export interface SeedOptions {
  orders: number;
  seed: number;
  /** Also import the demo's All Orders reports (the order-date basis). */
  ordersReports?: boolean;
  /** Also store the brand valuation sources of the period. */
  valuationSources?: boolean;
}

/** The demo seller (slug demo-seller) with `orders` order items imported, timed as it goes. */
export async function seedDemoSeller(
  database: TestDatabase,
  dir: string,
  options: SeedOptions,
): Promise<{ sellerId: string; rows: number }> {
  const login = await ensureDemoAccount(database.db, BENCH_LOGIN.username, BENCH_LOGIN.password);
  if (!login) throw new Error('demo account missing');
  const sellerId = await resolveCliSeller(database.db, 'demo-seller', false);
  const written = await writeDemoSettlementFiles(dir, {
    seed: options.seed,
    now: new Date(),
    orders: options.orders,
    split: 'marketplace',
  });
  say(
    `generated ${written.totals.rows.toLocaleString('en-US')} settlement rows (${options.orders.toLocaleString('en-US')} order items)`,
  );
  await upsertDemoProducts(database.db, sellerId, demoCatalog(options.seed));
  await upsertCostOfGoods(database.db, sellerId, demoCostOfGoods(options.seed, written.firstDay));
  await storeDemoRates(database.db, written.firstDay, written.lastDay);
  if (options.valuationSources) {
    await storeDemoValuationSources(database.db, sellerId, written.firstDay, written.lastDay, options.seed);
  }
  const startedAt = performance.now();
  for (const file of written.files) {
    const outcome = await importFileFromCli(database.db, sellerId, file, (progress) => {
      process.stdout.write(`  importing ${file.split('/').pop()} ${progress.percent}%   \r`);
    });
    if (outcome.status !== 'succeeded') throw new Error(`import failed: ${JSON.stringify(outcome.errors)}`);
  }
  say(`imported in ${((performance.now() - startedAt) / 1000).toFixed(0)} s${' '.repeat(30)}`);
  if (options.ordersReports) {
    const ordersStartedAt = performance.now();
    for (const file of written.orderFiles) {
      const outcome = await importFileFromCli(database.db, sellerId, file, () => undefined);
      if (outcome.status !== 'succeeded') throw new Error(`orders import failed: ${JSON.stringify(outcome.errors)}`);
    }
    say(
      `imported ${written.orderFiles.length} orders reports (${written.totals.orderReportLines.toLocaleString('en-US')} lines) ` +
        `in ${((performance.now() - ordersStartedAt) / 1000).toFixed(0)} s`,
    );
  }
  return { sellerId, rows: written.totals.rows };
}

export interface BenchApp {
  /** The app's origin, e.g. http://127.0.0.1:41234. */
  base: string;
  /** The session cookie of the demo seller's login. */
  cookie: string;
  close: () => Promise<void>;
}

/** The API on a free port (serving the built web app when `webDistDir` is given), logged in as the demo seller's user. */
export async function startBenchApp(database: TestDatabase, options: { webDistDir?: string } = {}): Promise<BenchApp> {
  const env = parseEnv({
    NODE_ENV: 'production',
    DATABASE_URL: database.connectionString,
    LOG_LEVEL: 'silent',
    // Production mode refuses to start without it; benchmarks send no mail.
    APP_URL: 'http://127.0.0.1',
  });
  const mailer = createMailer({ smtpUrl: undefined, from: env.MAIL_FROM, logger: pino({ level: 'silent' }) });
  const jobs = createInlineJobRunner({
    db: database.db,
    env,
    mailer,
    worker: { id: 'bench', startedAt: new Date(), version: 'bench' },
  });
  const app = await buildApp(
    { env, pool: database.pool, db: database.db, mailer, jobs },
    { logger: false, webDistDir: options.webDistDir },
  );
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-brandlens-request': '1' },
    body: JSON.stringify(BENCH_LOGIN),
  });
  if (login.status !== 200) {
    await app.close();
    throw new Error(`bench login answered ${login.status}`);
  }
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { base, cookie, close: () => app.close() };
}

/** The database's size on disk and its largest tables (indexes included), for docs/scaling.md. */
export async function storageFigures(database: TestDatabase): Promise<void> {
  const { rows } = await database.pool.query<{ name: string; bytes: string }>(
    `select 'database' as name, pg_database_size(current_database())::text as bytes
     union all (
       select c.relname, pg_total_relation_size(c.oid)::text from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname = 'public' order by pg_total_relation_size(c.oid) desc limit 6)`,
  );
  const megabytes = (bytes: string) => `${(Number(bytes) / 1024 / 1024).toFixed(0)} MB`;
  say(`  storage: ${rows.map((row) => `${row.name} ${megabytes(row.bytes)}`).join(', ')}`);
}
