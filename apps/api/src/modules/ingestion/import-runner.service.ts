// Runs one import (ADR 0011): claims it, runs the importer of its report kind
// (settlement file or All Orders report, ADR 0022, FBA inventory report, FBA
// customer returns report or advertising report) with progress, and records the
// outcome. A run whose worker died is run again; an import that has ended is
// left alone, so the job is idempotent.
import { rm, stat } from 'node:fs/promises';
import type { Database } from '@brandlens/db';
import { ZImportKind, type TImportKind } from '@brandlens/contracts';
import { AppError } from '../../platform/errors.ts';
import { importAdReportFile } from './ads-report-import.service.ts';
import { createProgressTracker, type ProgressListener, type ProgressTracker } from './import-progress.ts';
import { failedOutcome, type ImportOutcome } from './import-outcome.ts';
import { claimImport, finishImport, type ImportRow } from './imports.queries.ts';
import { importInventoryFile } from './inventory-import.service.ts';
import { placeInventoryReport, utcDay, type InventoryPlacement } from './inventory-upload.service.ts';
import { importOrdersFile } from './orders-import.service.ts';
import { importReturnsFile } from './returns-import.service.ts';
import { placeReturnsReport } from './returns-upload.service.ts';
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
  const kind: TImportKind = ZImportKind.catch('settlement').parse(row.kind);
  const path = row.storagePath;
  const fileSize = path
    ? await stat(path).then(
        (info) => info.size,
        () => undefined,
      )
    : undefined;
  let outcome: ImportOutcome;
  let bytesRead = 0;
  let inventoryDay: string | undefined;
  if (!path || fileSize === undefined) {
    outcome = failedOutcome(kind, 0, {
      line: null,
      reason: 'The file of this import is no longer available; upload it again.',
    });
  } else {
    const progress = createProgressTracker(db, importId, fileSize, options.onProgress);
    const target = { id: importId, sellerId: row.sellerId };
    try {
      if (kind === 'inventory') {
        const placement = await placeInventoryFile(db, row);
        inventoryDay = placement.day;
        outcome = await importInventoryFile(db, target, placement, path, fileSize, progress);
      } else if (kind === 'fba-returns') {
        // A file the CLI names has no marketplace on its row: the seller's only one.
        const marketplaceId = row.inventoryMarketplaceId ?? (await placeReturnsReport(db, row.sellerId, {}));
        outcome = await importReturnsFile(db, { ...target, marketplaceId }, path, fileSize, progress);
      } else if (kind === 'ads-report') {
        outcome = await importAdReportFile(db, row, path, fileSize, progress);
      } else {
        outcome =
          kind === 'orders'
            ? await importOrdersFile(db, target, path, progress)
            : await importSettlementFile(db, target, path, progress);
      }
    } catch (error) {
      outcome = stoppedOutcome(kind, progress, error);
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
    inventoryRows: outcome.inventoryRows,
    returnRows: outcome.returnRows,
    ...(inventoryDay ? { inventoryDay } : {}),
    errors: outcome.errors,
    unreconciledSettlements: outcome.unreconciledSettlements,
    storagePath: options.removeFileWhenDone ? null : path,
  });
  return outcome;
}

/** Where an FBA inventory report's stock goes: as uploaded, or, for a file the CLI names, the seller's only marketplace. */
async function placeInventoryFile(db: Database, row: ImportRow): Promise<InventoryPlacement> {
  const day = row.inventoryDay ?? utcDay(row.createdAt);
  if (row.inventoryMarketplaceId) return { marketplaceId: row.inventoryMarketplaceId, day };
  return placeInventoryReport(db, row.sellerId, { asOf: day }, row.createdAt);
}

/** An importer that threw: an FBA inventory or advertising report with no marketplace says so; anything else says what stays stored. */
function stoppedOutcome(kind: TImportKind, progress: ProgressTracker, error: unknown): ImportOutcome {
  const rowsRead = progress.current().rowsRead;
  if ((kind === 'inventory' || kind === 'ads-report' || kind === 'fba-returns') && error instanceof AppError) {
    return failedOutcome(kind, rowsRead, { line: null, reason: error.message });
  }
  const kept = {
    settlement: 'Settlements written before stay complete; run the import again to finish it.',
    orders: 'Orders merged before stay complete; run the import again to finish it.',
    inventory: 'Nothing of this file was stored; run the import again.',
    'ads-report': 'Nothing of this file was stored; run the import again.',
    'fba-returns': 'Nothing of this file was stored; run the import again.',
  }[kind];
  return failedOutcome(kind, rowsRead, {
    line: null,
    reason: `The import stopped: ${(error as Error).message}. ${kept}`,
  });
}
