// kill -9 of the job worker in the middle of a multi-settlement import, for
// real: the worker runs as a child process (worker.ts, as `npm start` runs it),
// is killed with SIGKILL once a few settlements are stored, and a new worker is
// started. The import must resume within 30 s of that start and end with
// exactly the figures of a clean import of the same file.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgBossProducer, type JobProducer } from '../../platform/jobs/job-producer.ts';
import { writeLargeSettlementFile } from '../../test/settlement-files.ts';
import { importFileFromCli, resolveCliSeller } from './cli-import.service.ts';
import { findImportById, insertImport } from './imports.queries.ts';
import { importSettlementJob } from './jobs/import-settlement.job.ts';

const WORKER = fileURLToPath(new URL('../../worker.ts', import.meta.url));
const SETTLEMENTS = 27;
const ROWS_PER_SETTLEMENT = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Worker {
  child: ChildProcess;
  output: () => string;
}

describe(`kill -9 of the worker in the middle of an import on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let dataDir: string;
  let producer: JobProducer;
  const workers: Worker[] = [];

  function startWorker(): Worker {
    const child = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        DATABASE_URL: database.connectionString,
        DATABASE_EMBEDDED: database.backend === 'pglite' ? 'true' : 'false',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const worker = { child, output: () => output };
    workers.push(worker);
    return worker;
  }

  async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline)
        throw new Error(`${what}: not within ${timeoutMs} ms\n${workers.map((w) => w.output()).join('\n---\n')}`);
      await sleep(100);
    }
  }

  const count = async (sql: string, params: unknown[]) =>
    Number((await database.pool.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);
  const storedSettlements = (sellerId: string) =>
    count('select count(*) as n from settlements where seller_id = $1', [sellerId]);

  /** What an import leaves behind for a seller: the settlements with their sums, the ledger and its daily rollups. */
  async function ledgerOf(sellerId: string) {
    const settlements = await database.pool.query(
      `select settlement_id, total_amount::text, rows_total::text, row_count, reconciliation from settlements
        where seller_id = $1 order by settlement_id`,
      [sellerId],
    );
    const entries = await database.pool.query(
      `select count(*)::int as rows, coalesce(sum(amount), 0)::text as total from ledger_entries where seller_id = $1`,
      [sellerId],
    );
    const rollups = await database.pool.query(
      `select count(*)::int as rows, coalesce(sum(amount), 0)::text as total from ledger_daily_rollups where seller_id = $1`,
      [sellerId],
    );
    return { settlements: settlements.rows, entries: entries.rows[0], rollups: rollups.rows[0] };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'brandlens-resume-'));
    producer = createPgBossProducer(database.connectionString);
  });
  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await producer.stop();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('resumes the import within 30 s of the new worker starting and stores exactly what a clean import stores', async () => {
    const sellerId = await resolveCliSeller(database.db, 'resumed-seller', true);
    const uploads = join(dataDir, 'uploads');
    await mkdir(uploads, { recursive: true });
    const original = join(dataDir, 'settlements.tsv');
    await writeLargeSettlementFile(original, { settlements: SETTLEMENTS, rowsPerSettlement: ROWS_PER_SETTLEMENT });
    const uploaded = join(uploads, 'killed-upload.tsv');
    await copyFile(original, uploaded);
    const row = await insertImport(database.db, {
      sellerId,
      kind: 'settlement',
      fileName: 'settlements.tsv',
      fileSize: (await stat(uploaded)).size,
      storagePath: uploaded,
      createdByUserId: null,
    });
    await producer.send(importSettlementJob, { importId: row.id });
    // What a crash during an upload leaves behind: a file of two hours ago that no import needs.
    const orphan = join(uploads, 'orphaned-upload.tsv');
    await writeFile(orphan, 'settlement-id\n');
    await utimes(orphan, new Date(Date.now() - 7_200_000), new Date(Date.now() - 7_200_000));
    const orphansBefore = (await readdir(uploads)).filter((name) => name.startsWith('orphaned')).length;

    const first = startWorker();
    const stored = await waitFor(
      'a few settlements stored by the first worker',
      async () => {
        const n = await storedSettlements(sellerId);
        return n >= 3 ? n : undefined;
      },
      90_000,
    );
    const orphansAfter = (await readdir(uploads)).filter((name) => name.startsWith('orphaned')).length;
    console.log(`orphaned upload files: ${orphansBefore} before the worker started, ${orphansAfter} after`);
    expect([orphansBefore, orphansAfter]).toEqual([1, 0]);
    expect(await readdir(uploads)).toEqual(['killed-upload.tsv']);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const killedAt = (await database.pool.query<{ now: Date }>('select now() as now')).rows[0]!.now;
    const interrupted = await findImportById(database.db, row.id);
    expect(interrupted?.status).toBe('running');
    const storedAtKill = await storedSettlements(sellerId);
    expect(storedAtKill).toBeGreaterThanOrEqual(stored);
    expect(storedAtKill).toBeLessThan(SETTLEMENTS);

    const restartedAt = performance.now();
    startWorker();
    const resumedAfter = await waitFor(
      'the import resumed by the new worker',
      async () => {
        const current = await findImportById(database.db, row.id);
        const isResumed = current?.startedAt && current.startedAt > killedAt;
        return isResumed || current?.status === 'succeeded' ? (performance.now() - restartedAt) / 1000 : undefined;
      },
      60_000,
    );
    const finishedAfter = await waitFor(
      'the resumed import finished',
      async () => {
        const current = await findImportById(database.db, row.id);
        return current?.status === 'succeeded' || current?.status === 'failed'
          ? (performance.now() - restartedAt) / 1000
          : undefined;
      },
      120_000,
    );
    console.log(
      `kill -9 mid-import on ${testBackendName()}: ${storedAtKill} of ${SETTLEMENTS} settlements stored at the kill; ` +
        `resumed ${resumedAfter.toFixed(1)} s after the new worker started, finished after ${finishedAfter.toFixed(1)} s`,
    );
    expect(resumedAfter).toBeLessThan(30);

    const finished = await findImportById(database.db, row.id);
    expect(finished).toMatchObject({ status: 'succeeded', settlementsSkipped: storedAtKill, storagePath: null });
    expect(finished!.interruptedAt).not.toBeNull();
    expect(finished!.settlementsImported + finished!.settlementsSkipped).toBe(SETTLEMENTS);
    await expect(stat(uploaded)).rejects.toThrow();

    // The same file imported once, cleanly, into another seller: the same settlements, rows and sums.
    const cleanSellerId = await resolveCliSeller(database.db, 'clean-seller', true);
    const clean = await importFileFromCli(database.db, cleanSellerId, original, () => undefined);
    expect(clean.status).toBe('succeeded');
    const [resumed, reference] = [await ledgerOf(sellerId), await ledgerOf(cleanSellerId)];
    expect(resumed.settlements).toHaveLength(SETTLEMENTS);
    expect(resumed).toEqual(reference);
    expect(resumed.entries.rows).toBe(SETTLEMENTS * ROWS_PER_SETTLEMENT);
  }, 300_000);
});
