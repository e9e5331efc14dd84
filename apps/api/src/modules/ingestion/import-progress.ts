// Progress of one import: the validation pass is the first half of the work,
// writing the second. Saved on the imports row about once a second (or every
// N lines) so the upload screen and the CLI can show it without slowing the import.
import type { Database } from '@brandlens/db';
import { updateImportProgress } from './imports.queries.ts';

export interface ImportProgress {
  phase: 'validating' | 'importing';
  rowsRead: number;
  /** Bytes consumed over both passes (up to twice the file size). */
  bytesRead: number;
  percent: number;
}

export type ProgressListener = (progress: ImportProgress) => void;

export function percentDone(bytesRead: number, fileSize: number | null): number {
  if (!fileSize) return bytesRead > 0 ? 100 : 0;
  return Math.min(100, Math.floor((bytesRead * 100) / (2 * fileSize)));
}

export interface ProgressTracker {
  tick(phase: ImportProgress['phase'], passBytes: number, rowsRead: number): void;
  current(): ImportProgress;
  /** Waits for the last progress write, so the final status is written after it. */
  settle(): Promise<void>;
}

/**
 * Progress writes never hold the import up: at most one is in flight and the
 * import does not wait for it. On the embedded database a write waits until the
 * open settlement transaction commits (PGlite has one session), so awaiting it
 * inside the transaction would deadlock.
 */
export function createProgressTracker(
  db: Database,
  importId: string,
  fileSize: number,
  onProgress: ProgressListener | undefined,
  every = { ms: 1000, lines: 100_000 },
): ProgressTracker {
  let state: ImportProgress = { phase: 'validating', rowsRead: 0, bytesRead: 0, percent: 0 };
  let lastAt = Date.now();
  let linesSince = 0;
  let inFlight: Promise<void> | undefined;
  return {
    tick(phase, passBytes, rowsRead) {
      const bytesRead = phase === 'validating' ? passBytes : fileSize + passBytes;
      state = { phase, rowsRead, bytesRead, percent: percentDone(bytesRead, fileSize) };
      linesSince += 1;
      const isPassEnd = passBytes >= fileSize;
      if (!isPassEnd && linesSince < every.lines && Date.now() - lastAt < every.ms) return;
      lastAt = Date.now();
      linesSince = 0;
      onProgress?.(state);
      if (inFlight) return;
      const snapshot = { rowsRead: state.rowsRead, bytesRead: state.bytesRead };
      // Progress is informative; a failed write is replaced by the next one or by the final status.
      inFlight = updateImportProgress(db, importId, snapshot)
        .catch(() => undefined)
        .finally(() => {
          inFlight = undefined;
        });
    },
    current: () => state,
    async settle() {
      await inFlight;
    },
  };
}
