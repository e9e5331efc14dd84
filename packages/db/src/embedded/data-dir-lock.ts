import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'brandlens.lock';

export class DataDirLockedError extends Error {
  readonly holderPid: number;
  constructor(dataDir: string, holderPid: number) {
    super(
      `The data directory ${dataDir} is already in use by another Brandlens process (pid ${holderPid}). ` +
        'Stop that process, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
    this.holderPid = holderPid;
  }
}

interface LockContent {
  pid: number;
  hostname: string;
  createdAt: string;
  /** Loopback port of the running embedded server, once it listens. */
  port?: number;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): LockContent | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockContent;
  } catch {
    return undefined;
  }
}

export interface DataDirLock {
  path: string;
  /** Records the port of the embedded server, so other commands can reach it while this process runs. */
  recordPort(port: number): void;
  release(): void;
}

/** The port of the embedded server a live process runs on this data directory, if any. */
export function findRunningServerPort(dataDir: string): number | undefined {
  const holder = readLock(join(dataDir, LOCK_FILE_NAME));
  if (!holder?.port || holder.hostname !== hostname() || !isProcessAlive(holder.pid)) return undefined;
  return holder.port;
}

/**
 * Takes an exclusive lock on an embedded data directory. PGlite has no
 * multi-process coordination, so two processes on one directory would corrupt
 * it; the second one must stop with a clear message instead. A lock left by a
 * process that no longer runs (kill -9, power loss) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      const content: LockContent = { pid: process.pid, hostname: hostname(), createdAt: new Date().toISOString() };
      writeSync(fd, JSON.stringify(content));
      closeSync(fd);
      let released = false;
      return {
        path,
        recordPort(port) {
          writeFileSync(path, JSON.stringify({ ...content, port }));
        },
        release() {
          if (released) return;
          released = true;
          const current = readLock(path);
          if (current?.pid === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(path);
      const isSameHost = holder?.hostname === hostname();
      if (holder && (!isSameHost || isProcessAlive(holder.pid))) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
