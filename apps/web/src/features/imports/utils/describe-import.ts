import type { TImport, TImportStatus } from '@brandlens/contracts';

export const isImportActive = (entry: Pick<TImport, 'status'>): boolean =>
  entry.status === 'queued' || entry.status === 'running';

export const importStatusLabels: Record<TImportStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

export const importStatusColors: Record<TImportStatus, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** '2 settlements imported, 1 already imported' — what the import stored. */
export function describeSettlementCounts(entry: Pick<TImport, 'settlementsImported' | 'settlementsSkipped'>): string {
  const imported = `${plural(entry.settlementsImported, 'settlement', 'settlements')} imported`;
  return entry.settlementsSkipped > 0 ? `${imported}, ${entry.settlementsSkipped} already imported` : imported;
}

/** 'Line 12: Unknown date format' or the reason alone when it is not about one line. */
export const describeImportError = (error: TImport['errors'][number]): string =>
  error.line === null ? error.reason : `Line ${error.line}: ${error.reason}`;

export const FAILED_IMPORT_NOTICE = 'Nothing of this file was stored.';

/** The extensions of settlement flat files (tab-separated, whatever the extension says). */
export const SETTLEMENT_FILE_ACCEPT = '.txt,.tsv,.csv';
