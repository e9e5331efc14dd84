// Reads an uploaded cost-of-goods file off the API thread (cogs-file.worker.ts),
// within the limits of cogs-upload-limits.ts, and words what stopped a read.
import { AppError } from '../../platform/errors.ts';
import { createWorkerTaskRunner, WorkerTaskError } from '../../platform/workers/worker-task-runner.ts';
import type { CogsFileResult, CogsFileRules } from './cogs-file.ts';
import { COGS_FILE_RULES, COGS_UPLOAD_LIMITS } from './cogs-upload-limits.ts';

const runner = createWorkerTaskRunner<{ file: Uint8Array; rules: CogsFileRules }, CogsFileResult>({
  script: new URL('./cogs-file.worker.ts', import.meta.url),
  maxConcurrent: COGS_UPLOAD_LIMITS.maxConcurrentReads,
  maxQueued: COGS_UPLOAD_LIMITS.maxQueuedReads,
  timeoutMs: COGS_UPLOAD_LIMITS.readTimeoutMs,
  resourceLimits: { maxOldGenerationSizeMb: COGS_UPLOAD_LIMITS.workerHeapMb, maxYoungGenerationSizeMb: 32 },
});

const refused = (message: string): CogsFileResult => ({ ok: false, message, errors: [] });

/** How many files were read in a worker, and how many are being read or wait. */
export const cogsFileReaderStats = () => runner.stats();

export async function readCogsFileInWorker(file: Buffer): Promise<CogsFileResult> {
  try {
    return await runner.run({ file, rules: COGS_FILE_RULES });
  } catch (error) {
    if (!(error instanceof WorkerTaskError)) throw error;
    switch (error.reason) {
      case 'busy':
        throw new AppError(
          503,
          'COGS_UPLOADS_BUSY',
          'Many cost files are being read right now; send yours again in a minute.',
        );
      case 'timeout':
        return refused(
          `The file took more than ${COGS_UPLOAD_LIMITS.readTimeoutMs / 1000} s to read; split it into smaller files.`,
        );
      case 'out-of-memory':
        return refused(
          'The file needs more memory to read than an upload may use; keep only the cost columns, or split it.',
        );
      default:
        throw error;
    }
  }
}
