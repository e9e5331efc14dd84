import type { TImport } from '@brandlens/contracts';
import { percentDone } from './import-progress.ts';
import type { ImportRow } from './imports.queries.ts';

/** The storage path and the uploading user stay inside. */
export function serializeImport(row: ImportRow): TImport {
  return {
    id: row.id,
    kind: row.kind === 'orders' || row.kind === 'inventory' ? row.kind : 'settlement',
    fileName: row.fileName,
    fileSize: row.fileSize,
    status: row.status,
    rowsRead: row.rowsRead,
    percent: row.status === 'succeeded' ? 100 : percentDone(row.bytesRead, row.fileSize),
    settlementsImported: row.settlementsImported,
    settlementsSkipped: row.settlementsSkipped,
    ordersImported: row.ordersImported,
    ordersUpdated: row.ordersUpdated,
    ordersSkipped: row.ordersSkipped,
    inventoryDay: row.inventoryDay,
    inventoryRows: row.inventoryRows,
    errors: row.errors,
    unreconciledSettlements: row.unreconciledSettlements,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    interruptedAt: row.interruptedAt?.toISOString() ?? null,
  };
}
