// Runs CPU-heavy work (reading an uploaded file, say) in a worker thread so
// that the API's event loop keeps answering. One worker per task: its memory
// goes back when the task ends, a task that runs out of memory or time takes
// no other task with it, and no thread sits idle between uploads. A cap on
// tasks at once and on tasks waiting keeps the process within its cores and
// memory (docs/decisions/0030).
import { Worker, type ResourceLimits } from 'node:worker_threads';

export interface WorkerTaskRunnerOptions {
  /** The worker module: it reads `workerData` and posts exactly one message, its result. */
  script: URL;
  maxConcurrent: number;
  maxQueued: number;
  timeoutMs: number;
  resourceLimits: ResourceLimits;
}

export type WorkerTaskFailure = 'busy' | 'timeout' | 'out-of-memory' | 'crashed';

export class WorkerTaskError extends Error {
  readonly reason: WorkerTaskFailure;

  constructor(reason: WorkerTaskFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'WorkerTaskError';
    this.reason = reason;
  }
}

export interface WorkerTaskStats {
  /** Workers started since the runner was created. */
  started: number;
  running: number;
  queued: number;
}

export interface WorkerTaskRunner<TInput, TOutput> {
  run(input: TInput): Promise<TOutput>;
  stats(): WorkerTaskStats;
}

function runOne<TOutput>(options: WorkerTaskRunnerOptions, input: unknown): Promise<TOutput> {
  return new Promise<TOutput>((resolve, reject) => {
    const worker = new Worker(options.script, { workerData: input, resourceLimits: options.resourceLimits });
    let isSettled = false;
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new WorkerTaskError('timeout', `no result after ${options.timeoutMs} ms`))),
      options.timeoutMs,
    );
    worker.once('message', (result: TOutput) => settle(() => resolve(result)));
    worker.once('error', (error: Error & { code?: string }) => {
      const reason = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'crashed';
      settle(() => reject(new WorkerTaskError(reason, error.message, { cause: error })));
    });
    worker.once('exit', (code) =>
      settle(() => reject(new WorkerTaskError('crashed', `worker exited with code ${code} before answering`))),
    );
  });
}

export function createWorkerTaskRunner<TInput, TOutput>(
  options: WorkerTaskRunnerOptions,
): WorkerTaskRunner<TInput, TOutput> {
  let started = 0;
  let running = 0;
  const waiting: Array<() => void> = [];

  return {
    async run(input) {
      if (running < options.maxConcurrent) running += 1;
      else {
        if (waiting.length >= options.maxQueued) throw new WorkerTaskError('busy', 'too many tasks waiting');
        // The finishing task hands its slot over, so `running` stays as it is.
        await new Promise<void>((turn) => waiting.push(turn));
      }
      started += 1;
      try {
        return await runOne<TOutput>(options, input);
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    stats: () => ({ started, running, queued: waiting.length }),
  };
}
