import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, findRunningServerPort, LOCK_FILE_NAME } from './data-dir-lock.ts';

describe('data directory lock', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'brandlens-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second holder with a message that names the directory, the holder and the way out', () => {
    const dir = newDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `The data directory ${dir} is already in use by another Brandlens process (pid ${process.pid}). Stop that process, or start this one with a different DATA_DIR.`,
    );
    lock.release();
  });

  it('can be taken again after release, and release removes the file', () => {
    const dir = newDir();
    acquireDataDirLock(dir).release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    const again = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    again.release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = newDir();
    const deadPid = 2 ** 22 + 12_345; // above Linux's pid_max default, so never a live process
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: deadPid, hostname: hostname(), createdAt: '' }));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('tells other commands the port of the running server, and nothing once released', () => {
    const dir = newDir();
    const lock = acquireDataDirLock(dir);
    expect(findRunningServerPort(dir)).toBeUndefined();
    lock.recordPort(54_321);
    expect(findRunningServerPort(dir)).toBe(54_321);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(findRunningServerPort(dir)).toBeUndefined();
  });
});
