// Whether the worker that claimed a piece of work is still alive (ADR 0031).
// Each worker's pg-boss instance registers under the worker's id with its host
// and pid and refreshes that row every 30 s, so a worker can tell a crashed one
// at once on its own host (its pid is gone) and within three missed
// heartbeats on another host.
import { hostname } from 'node:os';
import type { Instance, PgBoss } from 'pg-boss';

export interface WorkerSelf {
  id: string;
  hostname: string;
  pid: number;
  /**
   * The embedded database serves one set of processes (its data directory is
   * locked), so its one worker is this one: any other holder is a past life.
   */
  isSoleWorker: boolean;
}

export type ProcessProbe = (pid: number) => boolean;

/** kill(pid, 0) sends nothing: it throws ESRCH when no such process exists (EPERM means it exists). */
export const isProcessAlive: ProcessProbe = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export type RegisteredWorker = Pick<Instance, 'name' | 'host' | 'pid' | 'live' | 'stoppedOn'>;

/** Pure: is the worker `holderId` gone, judged from the registry rows and a probe of this host's processes? */
export function isWorkerGone(
  holderId: string,
  self: WorkerSelf,
  registered: readonly RegisteredWorker[],
  isAlive: ProcessProbe,
): boolean {
  if (holderId === self.id) return false;
  if (self.isSoleWorker) return true;
  const holder = registered.find((entry) => entry.name === holderId);
  if (!holder || holder.stoppedOn) return true;
  // Same host: the process table answers now. A pid equal to ours is a reused pid (a restarted container).
  if (holder.host === self.hostname && (holder.pid === self.pid || !isAlive(holder.pid))) return true;
  return !holder.live;
}

export interface WorkerLiveness {
  /** Of these worker ids, the ones whose worker is gone (crashed, killed or stopped). */
  findGoneWorkers(workerIds: readonly string[]): Promise<Set<string>>;
}

export function createWorkerLiveness(
  boss: Pick<PgBoss, 'getInstances'>,
  self: Omit<WorkerSelf, 'hostname' | 'pid'>,
  isAlive: ProcessProbe = isProcessAlive,
): WorkerLiveness {
  const me: WorkerSelf = { ...self, hostname: hostname(), pid: process.pid };
  return {
    async findGoneWorkers(workerIds) {
      if (workerIds.length === 0) return new Set();
      const registered = me.isSoleWorker ? [] : await boss.getInstances({ limit: 10_000 });
      return new Set(workerIds.filter((id) => isWorkerGone(id, me, registered, isAlive)));
    },
  };
}
