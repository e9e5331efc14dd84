// Runs one settlement import (ADR 0011): a validation pass over the whole file,
// then a write pass in which each settlement (its row, all its ledger rows,
// rollups and products) is one transaction. A settlement the seller already
// has is skipped ('already imported'), so a retry after a crash finishes the
// file without duplicating anything.
import { rm, stat } from 'node:fs/promises';
import type { Database } from '@brandlens/db';
import { parseSettlementLine, type SettlementFileFacts, type SettlementHeader } from '@brandlens/reporting-core';
import { readFileLines } from './file-lines.ts';
import { createProgressTracker, type ProgressListener, type ProgressTracker } from './import-progress.ts';
import { claimImport, finishImport, type ImportError } from './imports.queries.ts';
import { analyzeStatementTotals } from './ledger-writer.queries.ts';
import { validateSettlementFile } from './settlement-validation.service.ts';
import { openSettlementWriter } from './settlement-writer.service.ts';

export interface ImportOutcome {
  status: 'succeeded' | 'failed';
  rowsRead: number;
  settlementsImported: number;
  settlementsSkipped: number;
  unmappedRows: number;
  errors: ImportError[];
}

export interface RunImportOptions {
  onProgress?: ProgressListener;
  /** Uploaded copies are removed when the import ends; a file named on the CLI is the user's and stays. */
  removeFileWhenDone: boolean;
}

/** Runs a queued import, or re-runs one whose worker died; undefined when the import has already ended. */
export async function runSettlementImport(
  db: Database,
  importId: string,
  options: RunImportOptions,
): Promise<ImportOutcome | undefined> {
  const row = await claimImport(db, importId);
  if (!row) return undefined;
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
    outcome = failed(0, { line: null, reason: 'The file of this import is no longer available; upload it again.' });
  } else {
    const progress = createProgressTracker(db, importId, fileSize, options.onProgress);
    try {
      outcome = await importFile(db, { id: importId, sellerId: row.sellerId }, path, progress);
    } catch (error) {
      const reason = `The import stopped: ${(error as Error).message}. Settlements written before stay complete; run the import again to finish it.`;
      outcome = failed(progress.current().rowsRead, { line: null, reason });
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
    errors: outcome.errors,
    storagePath: options.removeFileWhenDone ? null : path,
  });
  return outcome;
}

function failed(rowsRead: number, error: ImportError): ImportOutcome {
  return {
    status: 'failed',
    rowsRead,
    settlementsImported: 0,
    settlementsSkipped: 0,
    unmappedRows: 0,
    errors: [error],
  };
}

async function importFile(
  db: Database,
  target: { id: string; sellerId: string },
  path: string,
  progress: ProgressTracker,
): Promise<ImportOutcome> {
  const validation = await validateSettlementFile(path, progress);
  if (!validation.ok) return failed(validation.dataLines, validation.error);
  const counts = await writeSettlements(db, target, path, validation.header, validation.facts, progress);
  if (counts.settlementsImported > 0) await analyzeStatementTotals(db);
  return {
    status: 'succeeded',
    rowsRead: validation.dataLines,
    ...counts,
    unmappedRows: validation.facts.unmappedCount,
    errors: [],
  };
}

async function writeSettlements(
  db: Database,
  target: { id: string; sellerId: string },
  path: string,
  header: SettlementHeader,
  facts: SettlementFileFacts,
  progress: ProgressTracker,
): Promise<{ settlementsImported: number; settlementsSkipped: number }> {
  const factsById = new Map(facts.settlements.map((settlement) => [settlement.summary.settlementId, settlement]));
  const writer = await openSettlementWriter(db, { importId: target.id, sellerId: target.sellerId }, facts);
  let settlementsImported = 0;
  let settlementsSkipped = 0;
  let isOpen = false;
  try {
    for await (const { text, line, bytesRead } of readFileLines(path)) {
      if (line === 1) continue;
      const parsed = parseSettlementLine(header, text, line);
      progress.tick('importing', bytesRead, progress.current().rowsRead);
      if (parsed.kind === 'summary') {
        if (isOpen) await writer.finish();
        const settlement = factsById.get(parsed.summary.settlementId);
        if (!settlement) throw new Error(`settlement ${parsed.summary.settlementId} changed while it was imported`);
        isOpen = await writer.start(settlement);
        if (isOpen) settlementsImported += 1;
        else settlementsSkipped += 1;
      } else if (parsed.kind === 'amounts') {
        await writer.add(parsed.rows);
      } else if (parsed.kind === 'error') {
        throw new Error(`line ${parsed.line} changed while the file was imported`);
      }
    }
    if (isOpen) await writer.finish();
  } finally {
    await writer.close();
  }
  return { settlementsImported, settlementsSkipped };
}
