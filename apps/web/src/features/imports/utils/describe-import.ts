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
  'fba-returns': 'FBA customer returns report',
};

type TAdReportType = NonNullable<TImport['adReportType']>;

/** Which advertising console report an ads import is, as its header told. */
export const adReportLabels: Record<TAdReportType, string> = {
  'sp-campaigns': 'Sponsored Products campaign report',
  'sp-advertised-product': 'Sponsored Products advertised product report',
  'sp-search-term': 'Sponsored Products search term report',
  'sp-targeting': 'Sponsored Products targeting report',
  'sp-placement': 'Sponsored Products placement report',
  'sp-performance': 'Sponsored Products performance over time report',
};

/** The report an import is: the advertising report's own name when the header told it. */
export const reportLabelOf = (entry: Pick<TImport, 'kind' | 'adReportType'>): string =>
  entry.adReportType ? adReportLabels[entry.adReportType] : reportKindLabels[entry.kind];

const countFormat = new Intl.NumberFormat('en-US');
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '1 Oct–31 Oct 2026', '28 Dec 2025–3 Jan 2026' or '5 Oct 2026': the calendar days of a report. */
export function formatDayRange(first: string, last: string): string {
  if (first === last) return formatDate(last);
  const start =
    first.slice(0, 4) === last.slice(0, 4) ? dayMonth.format(new Date(`${first}T00:00:00Z`)) : formatDate(first);
  return `${start}\u2013${formatDate(last)}`;
}

/** '1,204 day rows, 1 Oct–31 Oct 2026, 3 days already synced from Amazon Advertising' — what an ads report stored. */
export function describeAdReportCounts(
  entry: Pick<TImport, 'adRows' | 'adFirstDay' | 'adLastDay' | 'adDaysSkipped'>,
): string {
  const parts = [`${countFormat.format(entry.adRows)} day ${entry.adRows === 1 ? 'row' : 'rows'}`];
  if (entry.adFirstDay && entry.adLastDay) parts.push(formatDayRange(entry.adFirstDay, entry.adLastDay));
  if (entry.adDaysSkipped > 0)
    parts.push(`${plural(entry.adDaysSkipped, 'day', 'days')} already synced from Amazon Advertising`);
  return parts.join(', ');
}

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

/** '182 returns stored' — what an FBA customer returns report import stored (new or updated). */
export const describeReturnCounts = (entry: Pick<TImport, 'returnRows'>): string =>
  `${countFormat.format(entry.returnRows)} ${entry.returnRows === 1 ? 'return' : 'returns'} stored`;

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
    | 'adRows'
    | 'adFirstDay'
    | 'adLastDay'
    | 'adDaysSkipped'
    | 'returnRows'
  >,
): string {
  if (entry.kind === 'inventory') return describeInventoryCounts(entry);
  if (entry.kind === 'fba-returns') return describeReturnCounts(entry);
  if (entry.kind === 'ads-report') return describeAdReportCounts(entry);
  return entry.kind === 'orders' ? describeOrderCounts(entry) : describeSettlementCounts(entry);
}

/** 'Line 12: Unknown date format' or the reason alone when it is not about one line. */
export const describeImportError = (error: TImport['errors'][number]): string =>
  error.line === null ? error.reason : `Line ${error.line}: ${error.reason}`;

export const FAILED_IMPORT_NOTICE = 'Nothing of this file was stored.';

/** Settlement flat files, All Orders, FBA inventory and customer returns reports (tab-separated, whatever the extension says), and advertising reports (CSV or XLSX). */
export const REPORT_FILE_ACCEPT = '.txt,.tsv,.csv,.xlsx';
