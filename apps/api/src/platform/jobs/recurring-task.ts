import type { Logger } from 'pino';

export interface RecurringTask {
  /** Runs the task now (or waits for the run in progress); a failure is logged, never thrown. */
  runNow(): Promise<void>;
  /** Runs it every `ms` from now on; a run never overlaps the previous one. */
  every(ms: number): void;
  stop(): void;
}

/** Housekeeping a process repeats on its own timer, outside the job queue (e.g. finding crashed workers' work). */
export function createRecurringTask(logger: Logger, name: string, task: () => Promise<void>): RecurringTask {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const runNow = () => {
    running ??= task()
      .catch((error: unknown) => logger.error({ err: error, task: name }, 'recurring task failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    runNow,
    every(ms) {
      clearInterval(timer);
      timer = setInterval(() => void runNow(), ms);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
