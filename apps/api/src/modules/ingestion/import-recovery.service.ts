// Imports whose worker died (kill -9, out of memory, a lost host) stay
// `running` with their job active in pg-boss until its heartbeat times out.
// A worker runs this at start and every half minute: each running import whose
// worker is gone is queued again (interrupted_at set) and its job sent afresh,
// so it resumes within seconds. Resuming is the job's idempotent re-run (ADR
// 0011): stored settlements are skipped, orders merge (ADR 0031).
import type { Database } from '@brandlens/db';
import { findRunningWorkerImports, markImportInterrupted, restoreImportHolder } from './imports.queries.ts';

export interface ImportRecoveryDeps {
  db: Database;
  /** Of these worker ids, the ones whose worker is gone. */
  findGoneWorkers(workerIds: readonly string[]): Promise<Set<string>>;
  /** Sends the import's job again, replacing the dead worker's. */
  requeue(importId: string): Promise<void>;
}

/** Queues again every running import whose worker is gone; returns their ids. */
export async function resumeInterruptedImports(deps: ImportRecoveryDeps): Promise<string[]> {
  const running = await findRunningWorkerImports(deps.db);
  if (running.length === 0) return [];
  const gone = await deps.findGoneWorkers([...new Set(running.map((entry) => entry.workerId))]);
  const resumed: string[] = [];
  for (const entry of running) {
    if (!gone.has(entry.workerId)) continue;
    // Several workers may find the same import; the conditional update lets one of them requeue it.
    if (!(await markImportInterrupted(deps.db, entry.id, entry.workerId))) continue;
    try {
      await deps.requeue(entry.id);
    } catch (error) {
      // Give it back to the dead worker, so the next pass (or pg-boss's own retry) finds it again.
      await restoreImportHolder(deps.db, entry.id, entry.workerId);
      throw error;
    }
    resumed.push(entry.id);
  }
  return resumed;
}
