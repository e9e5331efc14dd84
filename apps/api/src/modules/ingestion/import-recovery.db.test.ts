import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCliSeller } from './cli-import.service.ts';
import { resumeInterruptedImports } from './import-recovery.service.ts';
import { claimImport, findImportById, insertImport } from './imports.queries.ts';
import { serializeImport } from './imports.serializer.ts';

describe(`resuming the imports of a worker that died on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let sellerId: string;
  const newImport = async () =>
    (
      await insertImport(database.db, {
        sellerId,
        kind: 'settlement',
        fileName: 'settlements.tsv',
        fileSize: 10,
        storagePath: '/nowhere/settlements.tsv',
        createdByUserId: null,
      })
    ).id;

  beforeAll(async () => {
    database = await createTestDatabase();
    sellerId = await resolveCliSeller(database.db, 'recovery-seller', true);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it("queues again, once, the running imports of dead workers and leaves live workers' and CLI runs alone", async () => {
    const [ofDead, ofLive, ofCli] = [await newImport(), await newImport(), await newImport()];
    await claimImport(database.db, ofDead, 'dead-worker');
    await claimImport(database.db, ofLive, 'live-worker');
    await claimImport(database.db, ofCli, null);
    const requeued: string[] = [];
    const deps = {
      db: database.db,
      findGoneWorkers: async (ids: readonly string[]) => new Set(ids.filter((id) => id === 'dead-worker')),
      requeue: async (importId: string) => {
        requeued.push(importId);
      },
    };

    // Two workers noticing at the same moment: one of them requeues it.
    const [first, second] = await Promise.all([resumeInterruptedImports(deps), resumeInterruptedImports(deps)]);
    expect([...first, ...second]).toEqual([ofDead]);
    expect(requeued).toEqual([ofDead]);

    const interrupted = await findImportById(database.db, ofDead);
    expect(interrupted).toMatchObject({ status: 'queued', workerId: null });
    expect(serializeImport(interrupted!).interruptedAt).toEqual(expect.any(String));
    expect(await findImportById(database.db, ofLive)).toMatchObject({ status: 'running', interruptedAt: null });
    expect(await findImportById(database.db, ofCli)).toMatchObject({ status: 'running', interruptedAt: null });

    // The new job's run claims it again: running, with its new worker.
    expect(await claimImport(database.db, ofDead, 'new-worker')).toMatchObject({
      status: 'running',
      workerId: 'new-worker',
    });
  });

  it('hands the import back to the dead worker when its job cannot be sent, so a later pass tries again', async () => {
    const id = await newImport();
    await claimImport(database.db, id, 'crashed-worker');
    const deps = {
      db: database.db,
      findGoneWorkers: async () => new Set(['crashed-worker']),
      requeue: async () => {
        throw new Error('queue unavailable');
      },
    };
    await expect(resumeInterruptedImports(deps)).rejects.toThrow('queue unavailable');
    expect(await findImportById(database.db, id)).toMatchObject({ status: 'running', workerId: 'crashed-worker' });
  });

  it('never lets a worker claim an import it is already running (a duplicate delivery of its job)', async () => {
    const id = await newImport();
    expect(await claimImport(database.db, id, 'worker-a')).toBeDefined();
    expect(await claimImport(database.db, id, 'worker-a')).toBeUndefined();
    // Another worker may take over a running import (pg-boss retried the job of one it found dead).
    expect(await claimImport(database.db, id, 'worker-b')).toMatchObject({ workerId: 'worker-b' });
  });
});
