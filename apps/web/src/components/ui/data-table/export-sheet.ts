import { neutraliseFormula } from '../../../lib/spreadsheet-text';
import { isDecimalText } from './compare-values';
import {
  isNumericKind,
  type DataTableColumn,
  type TableCellValue,
  type TDataTableColumnKind,
} from './data-table.types';

// What an export writes: the visible columns in their order, every row of the current filter in
// the current order, and the totals row. Values stay raw and exact: decimal strings as the API
// sent them, dates as 'YYYY-MM-DD'; the currency goes into the column's header.

export type TExportCell =
  | { type: 'text'; value: string }
  | { type: 'number'; value: string; kind: Exclude<TDataTableColumnKind, 'text' | 'date'> }
  | { type: 'date'; value: string }
  | null;

export interface TExportSheet {
  header: string[];
  rows: TExportCell[][];
  /** Index in `rows` of the totals row, when there is one. */
  totalsRowIndex: number | null;
}

type TColumnShape = Pick<DataTableColumn<unknown>, 'header' | 'kind' | 'currency'>;
type TFigureOf = Exclude<TableCellValue, string | null>;
const figureOf = (value: TableCellValue): TFigureOf | null =>
  value === null ? null : typeof value === 'string' ? { value } : value;

function exportCell(column: TColumnShape, value: TableCellValue): TExportCell {
  const figure = figureOf(value);
  if (!figure) return null;
  if (column.kind === 'text') return { type: 'text', value: figure.value };
  if (column.kind === 'date') return { type: 'date', value: figure.value };
  // A stray non-number in a number column is kept as text rather than lost.
  if (!isDecimalText(figure.value)) return { type: 'text', value: figure.value };
  return { type: 'number', value: figure.value.trim(), kind: column.kind };
}

const headerOf = (column: TColumnShape): string =>
  column.kind === 'money' && column.currency
    ? `${column.header} (${column.currency})`
    : column.kind === 'percent'
      ? `${column.header} (%)`
      : column.header;

/** Extra columns a figure column needs so that nothing shown is lost: its status, its own currency. */
function companions(column: TColumnShape, values: TableCellValue[]) {
  const figures = values.map(figureOf);
  const hasStatus = isNumericKind(column.kind) && figures.some((figure) => figure?.isEstimated);
  const hasCurrency =
    column.kind === 'money' &&
    figures.some((figure) => figure?.currency !== undefined && figure.currency !== column.currency);
  return { hasStatus, hasCurrency };
}

export function buildExportSheet<TRow>(
  columns: readonly DataTableColumn<TRow>[],
  rows: readonly TRow[],
  totalsLabel: string | undefined,
): TExportSheet {
  const hasTotals = totalsLabel !== undefined;
  const header: string[] = [];
  const body: TExportCell[][] = rows.map(() => []);
  const totals: TExportCell[] = [];

  columns.forEach((column, index) => {
    const values = rows.map((row) => column.accessor(row));
    const total = index === 0 ? null : (column.total ?? null);
    const { hasStatus, hasCurrency } = companions(column, hasTotals ? [...values, total] : values);
    header.push(headerOf(column));
    if (hasCurrency) header.push(`${column.header} currency`);
    if (hasStatus) header.push(`${column.header} status`);

    const cellsOf = (value: TableCellValue): TExportCell[] => {
      const figure = figureOf(value);
      const cells = [exportCell(column, value)];
      if (hasCurrency) {
        const currency = figure?.currency ?? column.currency;
        cells.push(figure && currency ? { type: 'text', value: currency } : null);
      }
      if (hasStatus) {
        cells.push(figure ? { type: 'text', value: figure.isEstimated ? 'estimated' : 'final' } : null);
      }
      return cells;
    };
    values.forEach((value, rowIndex) => body[rowIndex]!.push(...cellsOf(value)));
    if (hasTotals) {
      // The first column holds the label; its companion cells stay empty.
      const cells = cellsOf(total);
      totals.push(
        ...(index === 0
          ? cells.map((_, at) => (at === 0 ? ({ type: 'text', value: totalsLabel } as const) : null))
          : cells),
      );
    }
  });

  return {
    header,
    rows: hasTotals ? [...body, totals] : body,
    totalsRowIndex: hasTotals ? body.length : null,
  };
}

// Numbers are written as numbers (a '+' dropped); every other cell is text from the data, made
// inert where a spreadsheet would run it as a formula, dates included (a stray value is text).
function csvField(cell: TExportCell): string {
  if (cell === null) return '';
  const text = cell.type === 'number' ? cell.value.replace(/^\+/, '') : neutraliseFormula(cell.value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 with CRLF, after a byte-order mark so that spreadsheets read it as UTF-8. */
export function toCsv(sheet: TExportSheet): string {
  const lines = [
    sheet.header.map((text) => csvField({ type: 'text', value: text })),
    ...sheet.rows.map((row) => row.map(csvField)),
  ];
  return `\uFEFF${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`;
}

/** 'profit-loss-products-2026-11-03.csv': the table id and the day of the export, in the user's zone. */
export function exportFileName(tableId: string, extension: 'csv' | 'xlsx', now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${tableId}-${day}.${extension}`;
}
