// The alert report download: one row per alert, newest first, as CSV or XLSX.
// Text from the data (titles, SKUs, brands) is made inert where a spreadsheet
// would run it (CSV: a leading quote; XLSX: string cells), as every download is.
import { alertTypeDefinition, type TAlert } from '@brandlens/contracts';
import ExcelJS from 'exceljs';
import { toCsv, type CsvCell } from '../../platform/files/spreadsheet-cells.ts';

export const ALERT_REPORT_COLUMNS = [
  'raised at',
  'status',
  'severity',
  'type',
  'subject',
  'title',
  'message',
  'marketplace',
  'sku',
  'asin',
  'brand',
  'threshold',
  'last seen at',
  'cleared at',
  'resolved at',
  'snoozed until',
  'figures',
] as const;

/** The evaluator's figures as 'key: value' pairs, the subject and threshold having columns of their own. */
function figuresText(alert: TAlert): string {
  return Object.entries(alert.figures)
    .filter(([key]) => key !== 'threshold')
    .map(([key, value]) => `${key}: ${value === null ? '' : String(value)}`)
    .join('; ');
}

function cellsOf(alert: TAlert): Array<string | null> {
  const threshold = alert.figures.threshold;
  return [
    alert.raisedAt,
    alert.status,
    alert.severity,
    alertTypeDefinition(alert.type).name,
    alert.subject,
    alert.title,
    alert.message,
    alert.marketplaceId,
    alert.sku,
    alert.asin,
    alert.brand,
    typeof threshold === 'string' ? threshold : null,
    alert.lastSeenAt,
    alert.clearedAt,
    alert.resolvedAt,
    alert.snoozedUntil,
    figuresText(alert),
  ];
}

export function alertReportCsv(alerts: readonly TAlert[]): string {
  const rows = alerts.map((alert) =>
    cellsOf(alert).map((cell, index): CsvCell => (index === 11 && cell !== null ? { decimal: cell } : cell)),
  );
  return toCsv([[...ALERT_REPORT_COLUMNS], ...rows]);
}

export async function alertReportXlsx(alerts: readonly TAlert[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Alerts');
  sheet.addRow([...ALERT_REPORT_COLUMNS]);
  for (const alert of alerts) {
    const cells = cellsOf(alert);
    // The threshold is a number, so that a spreadsheet can compare and sort it; the rest is text.
    sheet.addRow(cells.map((cell, index) => (index === 11 && cell !== null ? Number(cell) : cell)));
  }
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function alertReportFileName(slug: string, status: string, format: 'csv' | 'xlsx', now: Date): string {
  return `alerts-${slug}-${status}-${now.toISOString().slice(0, 10)}.${format}`;
}
