import type { TImport, TImportKind, TImportStatus } from '@brandlens/contracts';
import { formatDate } from '../../../lib/format/format-date-time';

export const isImportActive = (entry: Pick<TImport, 'status'>): boolean =>
  entry.status === 'queued' || entry.status === 'running';

/** Queued again after the worker running it stopped: it resumes by itself (ADR 0031). */
export const isImportInterrupted = (entry: Pick<TImport, 'status' | 'interruptedAt'>): boolean =>
  entry.status === 'queued' && entry.interruptedAt !== null;

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

/** What the importer found the file to be, from its header. */
export const reportKindLabels: Record<TImportKind, string> = {
  settlement: 'Settlement report',
  orders: 'All Orders report',
  inventory: 'FBA inventory report',
  'ads-report': 'Advertising report',
};

/** '3 orders imported, 1 updated, 2 already up to date' — what an orders report import stored. */
export function describeOrderCounts(
  entry: Pick<TImport, 'ordersImported' | 'ordersUpdated' | 'ordersSkipped'>,
): string {
  const parts = [`${plural(entry.ordersImported, 'order', 'orders')} imported`];
  if (entry.ordersUpdated > 0) parts.push(`${entry.ordersUpdated} updated`);
  if (entry.ordersSkipped > 0) parts.push(`${entry.ordersSkipped} already up to date`);
  return parts.join(', ');
}

/** '212 SKUs stored for 25 Nov 2026' — the stock an FBA inventory report import stored for its day. */
export function describeInventoryCounts(entry: Pick<TImport, 'inventoryRows' | 'inventoryDay'>): string {
  const stored = `${plural(entry.inventoryRows, 'SKU', 'SKUs')} stored`;
  return entry.inventoryDay ? `${stored} for ${formatDate(entry.inventoryDay)}` : stored;
}

/** What a finished import stored, in the terms of its report. */
export function describeImportCounts(
  entry: Pick<
    TImport,
    | 'kind'
    | 'settlementsImported'
    | 'settlementsSkipped'
    | 'ordersImported'
    | 'ordersUpdated'
    | 'ordersSkipped'
    | 'inventoryRows'
    | 'inventoryDay'
  >,
): string {
  if (entry.kind === 'inventory') return describeInventoryCounts(entry);
  return entry.kind === 'orders' ? describeOrderCounts(entry) : describeSettlementCounts(entry);
}

/** 'Line 12: Unknown date format' or the reason alone when it is not about one line. */
export const describeImportError = (error: TImport['errors'][number]): string =>
  error.line === null ? error.reason : `Line ${error.line}: ${error.reason}`;

export const FAILED_IMPORT_NOTICE = 'Nothing of this file was stored.';

/** The extensions of settlement flat files, All Orders and FBA inventory reports (tab-separated, whatever the extension says). */
export const REPORT_FILE_ACCEPT = '.txt,.tsv,.csv';
