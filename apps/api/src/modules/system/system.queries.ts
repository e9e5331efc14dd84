import { desc, sql, workerHeartbeats, type Database } from '@brandlens/db';
import type { Pool } from 'pg';

export async function pingDatabase(pool: Pool): Promise<void> {
  await pool.query('select 1');
}

export async function findLastWorkerBeat(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ lastBeatAt: workerHeartbeats.lastBeatAt })
    .from(workerHeartbeats)
    .orderBy(desc(workerHeartbeats.lastBeatAt))
    .limit(1);
  return row?.lastBeatAt ?? null;
}

export interface WorkerBeat {
  workerId: string;
  hostname: string;
  pid: number;
  version: string;
  startedAt: Date;
}

export async function upsertWorkerBeat(db: Database, beat: WorkerBeat): Promise<void> {
  await db
    .insert(workerHeartbeats)
    .values({ ...beat, lastBeatAt: sql`now()` })
    .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { lastBeatAt: sql`now()`, version: beat.version } });
}
