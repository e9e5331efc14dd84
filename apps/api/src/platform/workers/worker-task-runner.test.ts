import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createWorkerTaskRunner, WorkerTaskError } from './worker-task-runner.ts';

// Worker modules inline as data: URLs; each posts one message, as a task's worker does.
const script = (source: string) => new URL(`data:text/javascript,${encodeURIComponent(source)}`);
const ECHO = script(`
  import { parentPort, workerData, threadId } from 'node:worker_threads';
  await new Promise((resolve) => setTimeout(resolve, workerData.waitMs));
  parentPort.postMessage({ value: workerData.value, threadId });
`);
const options = { maxConcurrent: 2, maxQueued: 1, timeoutMs: 5_000, resourceLimits: { maxOldGenerationSizeMb: 32 } };

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WorkerTaskError);
  return (error as WorkerTaskError).reason;
}

describe('createWorkerTaskRunner', () => {
  it('runs each task in a worker thread, never on the calling thread', async () => {
    const runner = createWorkerTaskRunner<{ value: number; waitMs: number }, { value: number; threadId: number }>({
      ...options,
      script: ECHO,
    });
    const result = await runner.run({ value: 7, waitMs: 0 });
    expect(result.value).toBe(7);
    expect(result.threadId).not.toBe(threadId);
    expect(runner.stats()).toEqual({ started: 1, running: 0, queued: 0 });
  });

  it('runs at most maxConcurrent at once, queues up to maxQueued, and refuses the rest as busy', async () => {
    const runner = createWorkerTaskRunner<{ value: number; waitMs: number }, { value: number }>({
      ...options,
      script: ECHO,
    });
    const first = runner.run({ value: 1, waitMs: 300 });
    const second = runner.run({ value: 2, waitMs: 300 });
    const third = runner.run({ value: 3, waitMs: 0 });
    expect(runner.stats()).toMatchObject({ running: 2, queued: 1 });
    expect(await failureOf(runner.run({ value: 4, waitMs: 0 }))).toBe('busy');
    const values = await Promise.all([first, second, third]);
    expect(values.map((result) => result.value)).toEqual([1, 2, 3]);
    expect(runner.stats()).toEqual({ started: 3, running: 0, queued: 0 });
  });

  it('stops a task that runs past its time, one that runs out of memory, and one that crashes', async () => {
    const slow = createWorkerTaskRunner({ ...options, timeoutMs: 200, script: ECHO });
    expect(await failureOf(slow.run({ value: 1, waitMs: 10_000 }))).toBe('timeout');

    const hungry = createWorkerTaskRunner({
      ...options,
      resourceLimits: { maxOldGenerationSizeMb: 16 },
      script: script(`const kept = []; for (;;) kept.push(new Array(100_000).fill({ kept }));`),
    });
    expect(await failureOf(hungry.run({}))).toBe('out-of-memory');

    const broken = createWorkerTaskRunner({ ...options, script: script(`throw new Error('broken');`) });
    expect(await failureOf(broken.run({}))).toBe('crashed');
    const silent = createWorkerTaskRunner({ ...options, script: script(`process.exit(0);`) });
    expect(await failureOf(silent.run({}))).toBe('crashed');
    expect(slow.stats().running + hungry.stats().running + broken.stats().running).toBe(0);
  });
});
