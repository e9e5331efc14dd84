import { ZImport, ZImportKind, type TImport } from '@brandlens/contracts';
import { percentDone } from './import-progress.ts';
import type { ImportRow } from './imports.queries.ts';

/** The storage path and the uploading user stay inside. */
export function serializeImport(row: ImportRow): TImport {
  return {
    id: row.id,
    kind: ZImportKind.catch('settlement').parse(row.kind),
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
    returnRows: row.returnRows,
    adReportType: ZImport.shape.adReportType.catch(null).parse(row.adReportType),
    adRows: row.adRows,
    adFirstDay: row.adFirstDay,
    adLastDay: row.adLastDay,
    adDaysSkipped: row.adDaysSkipped,
    errors: row.errors,
    unreconciledSettlements: row.unreconciledSettlements,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    interruptedAt: row.interruptedAt?.toISOString() ?? null,
  };
}
