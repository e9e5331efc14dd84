import { describe, expect, it } from 'vitest';
import { createWorkerLiveness, isWorkerGone, type RegisteredWorker, type WorkerSelf } from './worker-liveness.ts';

const self: WorkerSelf = { id: 'host-a:100:aaaa', hostname: 'host-a', pid: 100, isSoleWorker: false };
const registered = (entry: Partial<RegisteredWorker> & { name: string }): RegisteredWorker => ({
  host: 'host-a',
  pid: 200,
  live: true,
  stoppedOn: null,
  ...entry,
});
const alive = (pids: number[]) => (pid: number) => pids.includes(pid);

describe('isWorkerGone', () => {
  it('never calls this worker gone', () => {
    expect(isWorkerGone(self.id, self, [], alive([]))).toBe(false);
  });

  it('calls any other worker gone on the embedded database, which has one worker', () => {
    const sole = { ...self, isSoleWorker: true };
    expect(isWorkerGone('host-a:200:bbbb', sole, [registered({ name: 'host-a:200:bbbb' })], alive([200]))).toBe(true);
  });

  it('calls a worker on this host gone as soon as its process is', () => {
    const rows = [registered({ name: 'host-a:200:bbbb' })];
    expect(isWorkerGone('host-a:200:bbbb', self, rows, alive([]))).toBe(true);
    expect(isWorkerGone('host-a:200:bbbb', self, rows, alive([200]))).toBe(false);
  });

  it('calls a holder with our own pid gone: a restarted container reuses it', () => {
    const rows = [registered({ name: 'host-a:100:old1', pid: 100 })];
    expect(isWorkerGone('host-a:100:old1', self, rows, alive([100]))).toBe(true);
  });

  it('judges a worker on another host by its registry heartbeat', () => {
    expect(
      isWorkerGone('host-b:5:cccc', self, [registered({ name: 'host-b:5:cccc', host: 'host-b' })], alive([])),
    ).toBe(false);
    const quiet = [registered({ name: 'host-b:5:cccc', host: 'host-b', live: false })];
    expect(isWorkerGone('host-b:5:cccc', self, quiet, alive([]))).toBe(true);
  });

  it('calls a worker gone that stopped or that the registry no longer knows', () => {
    const stopped = [registered({ name: 'host-b:5:cccc', host: 'host-b', stoppedOn: new Date() })];
    expect(isWorkerGone('host-b:5:cccc', self, stopped, alive([5]))).toBe(true);
    expect(isWorkerGone('host-b:5:cccc', self, [], alive([5]))).toBe(true);
  });
});

describe('createWorkerLiveness', () => {
  it('reads the registry once per check and only when there is something to judge', async () => {
    let reads = 0;
    const boss = {
      getInstances: async () => {
        reads += 1;
        return [] as never;
      },
    };
    const liveness = createWorkerLiveness(boss, { id: 'me', isSoleWorker: false });
    expect(await liveness.findGoneWorkers([])).toEqual(new Set());
    expect(reads).toBe(0);
    expect(await liveness.findGoneWorkers(['me', 'other:1:x', 'other:2:y'])).toEqual(
      new Set(['other:1:x', 'other:2:y']),
    );
    expect(reads).toBe(1);
  });
});
