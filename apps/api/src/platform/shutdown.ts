import type { Logger } from 'pino';

/**
 * Runs the cleanup steps once on SIGINT/SIGTERM, in order, then exits. A
 * second signal or a stuck step past the deadline forces the exit.
 */
export function onShutdown(logger: Logger, steps: Array<() => Promise<void>>, deadlineMs = 15_000): void {
  let isShuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (isShuttingDown) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    isShuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long: exiting');
      process.exit(1);
    }, deadlineMs);
    timer.unref();
    let exitCode = 0;
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        exitCode = 1;
        logger.error({ err: error }, 'shutdown step failed');
      }
    }
    process.exit(exitCode);
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));
}
