// Runs one import (ADR 0011): claims it, runs the importer of its report kind
// (settlement file or All Orders report, ADR 0022) with progress, and records
// the outcome. A run whose worker died is run again; an import that has ended
// is left alone, so the job is idempotent.
import { rm, stat } from 'node:fs/promises';
import type { Database } from '@brandlens/db';
import { createProgressTracker, type ProgressListener } from './import-progress.ts';
import { failedOutcome, type ImportOutcome } from './import-outcome.ts';
import { claimImport, finishImport } from './imports.queries.ts';
import { importOrdersFile } from './orders-import.service.ts';
import { importSettlementFile } from './settlement-import.service.ts';

export interface RunImportOptions {
  onProgress?: ProgressListener;
  /** Uploaded copies are removed when the import ends; a file named on the CLI is the user's and stays. */
  removeFileWhenDone: boolean;
  /** The job worker running it, recorded so a worker that starts can tell a crashed run (ADR 0031); none for the CLI. */
  workerId?: string;
}

/** Runs a queued import, or re-runs one whose worker died; undefined when the import has already ended. */
export async function runImport(
  db: Database,
  importId: string,
  options: RunImportOptions,
): Promise<ImportOutcome | undefined> {
  const row = await claimImport(db, importId, options.workerId ?? null);
  if (!row) return undefined;
  const kind = row.kind === 'orders' ? 'orders' : 'settlement';
  const path = row.storagePath;
  const fileSize = path
    ? await stat(path).then(
        (info) => info.size,
        () => undefined,
      )
    : undefined;
  let outcome: ImportOutcome;
  let bytesRead = 0;
  if (!path || fileSize === undefined) {
    outcome = failedOutcome(kind, 0, {
      line: null,
      reason: 'The file of this import is no longer available; upload it again.',
    });
  } else {
    const progress = createProgressTracker(db, importId, fileSize, options.onProgress);
    const target = { id: importId, sellerId: row.sellerId };
    try {
      outcome =
        kind === 'orders'
          ? await importOrdersFile(db, target, path, progress)
          : await importSettlementFile(db, target, path, progress);
    } catch (error) {
      const kept =
        kind === 'orders' ? 'Orders merged before stay complete' : 'Settlements written before stay complete';
      const reason = `The import stopped: ${(error as Error).message}. ${kept}; run the import again to finish it.`;
      outcome = failedOutcome(kind, progress.current().rowsRead, { line: null, reason });
    }
    await progress.settle();
    bytesRead = progress.current().bytesRead;
    if (options.removeFileWhenDone) await rm(path, { force: true });
  }
  await finishImport(db, importId, {
    status: outcome.status,
    rowsRead: outcome.rowsRead,
    bytesRead,
    settlementsImported: outcome.settlementsImported,
    settlementsSkipped: outcome.settlementsSkipped,
    ordersImported: outcome.ordersImported,
    ordersUpdated: outcome.ordersUpdated,
    ordersSkipped: outcome.ordersSkipped,
    errors: outcome.errors,
    unreconciledSettlements: outcome.unreconciledSettlements,
    storagePath: options.removeFileWhenDone ? null : path,
  });
  return outcome;
}
