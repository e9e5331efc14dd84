// The settlement importer (ADR 0011): a validation pass over the whole file,
// then a write pass in which each settlement (its row, all its ledger rows,
// rollups and products) is one transaction. A settlement the seller already
// has is skipped ('already imported'), so a retry after a crash finishes the
// file without duplicating anything.
import type { Database } from '@brandlens/db';
import {
  createSettlementLineReader,
  formatAmount,
  isReconciled,
  type SettlementAmountRow,
  type SettlementFacts,
  type SettlementFileFacts,
  type SettlementHeader,
} from '@brandlens/reporting-core';
import { readFileLineBatches } from './file-lines.ts';
import type { ProgressTracker } from './import-progress.ts';
import { failedOutcome, NO_COUNTS, type ImportOutcome } from './import-outcome.ts';
import type { UnreconciledSettlement } from './imports.queries.ts';
import { analyzeStatementTotals } from './ledger-writer.queries.ts';
import { validateSettlementFile } from './settlement-validation.service.ts';
import { openSettlementWriter } from './settlement-writer.service.ts';

/** Validates the whole settlement file, then writes it one settlement per transaction. */
export async function importSettlementFile(
  db: Database,
  target: { id: string; sellerId: string },
  path: string,
  progress: ProgressTracker,
): Promise<ImportOutcome> {
  const validation = await validateSettlementFile(path, progress);
  if (!validation.ok) return failedOutcome('settlement', validation.dataLines, validation.error);
  const counts = await writeSettlements(db, target, path, validation.header, validation.facts, progress);
  if (counts.settlementsImported > 0) await analyzeStatementTotals(db);
  return {
    status: 'succeeded',
    kind: 'settlement',
    rowsRead: validation.dataLines,
    ...NO_COUNTS,
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
): Promise<{
  settlementsImported: number;
  settlementsSkipped: number;
  unreconciledSettlements: UnreconciledSettlement[];
}> {
  const factsById = new Map(facts.settlements.map((settlement) => [settlement.summary.settlementId, settlement]));
  const writer = await openSettlementWriter(db, { importId: target.id, sellerId: target.sellerId }, facts);
  let settlementsImported = 0;
  let settlementsSkipped = 0;
  const unreconciledSettlements: UnreconciledSettlement[] = [];
  let isOpen = false;
  const read = createSettlementLineReader(header);
  try {
    for await (const { texts, firstLine, bytesRead } of readFileLineBatches(path)) {
      progress.tick('importing', bytesRead, progress.current().rowsRead);
      // The rows of a chunk go to the writer together: one await per chunk, not per line.
      let rows: SettlementAmountRow[] = [];
      for (let index = 0; index < texts.length; index += 1) {
        const line = firstLine + index;
        if (line === 1) continue;
        const parsed = read(texts[index] ?? '', line);
        if (parsed.kind === 'summary') {
          await writer.add(rows);
          rows = [];
          if (isOpen) await writer.finish();
          const settlement = factsById.get(parsed.summary.settlementId);
          if (!settlement) throw new Error(`settlement ${parsed.summary.settlementId} changed while it was imported`);
          isOpen = await writer.start(settlement);
          if (!isOpen) settlementsSkipped += 1;
          else {
            settlementsImported += 1;
            if (!isReconciled(settlement)) unreconciledSettlements.push(describeUnreconciled(settlement));
          }
        } else if (parsed.kind === 'amounts') {
          for (const row of parsed.rows) rows.push(row);
        } else if (parsed.kind === 'error') {
          throw new Error(`line ${parsed.line} changed while the file was imported`);
        }
      }
      await writer.add(rows);
    }
    if (isOpen) await writer.finish();
    await writer.settle();
  } finally {
    await writer.close();
  }
  return { settlementsImported, settlementsSkipped, unreconciledSettlements };
}

function describeUnreconciled({ summary, rowsTotal }: SettlementFacts): UnreconciledSettlement {
  return {
    settlementId: summary.settlementId,
    currency: summary.currency,
    totalAmount: formatAmount(summary.totalAmount, 2),
    rowsTotal: formatAmount(rowsTotal, 2),
    difference: formatAmount(summary.totalAmount - rowsTotal, 2),
  };
}
