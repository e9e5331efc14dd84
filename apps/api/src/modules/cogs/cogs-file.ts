// Reads an uploaded cost-of-goods file, CSV or XLSX, into raw rows. Columns
// are found by header name (case, spaces, '-' and '_' ignored), so their
// order and any extra columns do not matter.
import { COGS_FILE_COLUMNS, COGS_MAX_ROWS, type TCogsRowError } from '@brandlens/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { CellValue, CogsColumnNames, RawCogsRow } from './cogs-rows.ts';

export type CogsFileResult =
  { ok: true; rows: RawCogsRow[]; columns: CogsColumnNames } | { ok: false; message: string; errors: TCogsRowError[] };

const FIELD_OF_HEADER: Record<string, keyof CogsColumnNames> = {
  sku: 'sku',
  unitlandedcost: 'unitLandedCost',
  currency: 'currency',
  validfrom: 'validFrom',
};

const headerKey = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');
const unreadable = (message: string): CogsFileResult => ({ ok: false, message, errors: [] });

/** Maps each field to its column index, or lists the missing columns as row-1 errors. */
function locateColumns(header: readonly string[]): CogsFileResult | { index: Record<keyof CogsColumnNames, number> } {
  const index: Partial<Record<keyof CogsColumnNames, number>> = {};
  const names: Partial<CogsColumnNames> = {};
  header.forEach((cell, position) => {
    const field = FIELD_OF_HEADER[headerKey(cell)];
    if (field && index[field] === undefined) {
      index[field] = position;
      names[field] = cell.trim();
    }
  });
  const missing = COGS_FILE_COLUMNS.filter(
    (column) => index[FIELD_OF_HEADER[headerKey(column)] as keyof CogsColumnNames] === undefined,
  );
  if (missing.length > 0) {
    return {
      ok: false,
      message: `The file needs the columns ${COGS_FILE_COLUMNS.join(', ')} in its first row.`,
      errors: missing.map((column) => ({ row: 1, column, reason: 'column is missing' })),
    };
  }
  return { index: index as Record<keyof CogsColumnNames, number> };
}

function toRows(header: string[], records: Array<{ row: number; cells: CellValue[] }>): CogsFileResult {
  const located = locateColumns(header);
  if ('ok' in located) return located;
  const { index } = located;
  const columns = Object.fromEntries(
    Object.entries(index).map(([field, position]) => [field, (header[position] as string).trim()]),
  ) as CogsColumnNames;
  const rows = records
    .filter((record) => record.cells.some((cell) => cell !== null && cell !== undefined && String(cell).trim() !== ''))
    .map((record) => ({
      row: record.row,
      sku: record.cells[index.sku],
      unitLandedCost: record.cells[index.unitLandedCost],
      currency: record.cells[index.currency],
      validFrom: record.cells[index.validFrom],
    }));
  if (rows.length === 0) return unreadable('The file has no rows under its header.');
  if (rows.length > COGS_MAX_ROWS) return unreadable(`The file has more than ${COGS_MAX_ROWS} rows; split it.`);
  return { ok: true, rows, columns };
}

function readCsv(buffer: Buffer): CogsFileResult {
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return unreadable('The file is neither UTF-8 text (CSV) nor an XLSX workbook.');
  }
  const firstLine = content.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info: true` each record comes with the line it ends on; the typings do not model that option.
    parsed = parse(content, { bom: true, delimiter, relax_column_count: true, info: true }) as unknown as typeof parsed;
  } catch (error) {
    return unreadable(`The CSV file cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const [header, ...records] = parsed;
  if (!header) return unreadable('The file is empty.');
  return toRows(
    header.record,
    records.map((entry) => ({ row: entry.info.lines, cells: entry.record })),
  );
}

function cellValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return null;
}

async function readXlsx(buffer: Buffer): Promise<CogsFileResult> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    return unreadable('The XLSX workbook cannot be read.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) return unreadable('The workbook has no rows.');
  const records: Array<{ row: number; cells: CellValue[] }> = [];
  let header: string[] | undefined;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: CellValue[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellValue(row.getCell(column).value));
    if (!header) header = cells.map((cell) => (cell instanceof Date ? cell.toISOString() : String(cell ?? '')));
    else records.push({ row: row.number, cells });
  });
  if (!header) return unreadable('The workbook has no rows.');
  return toRows(header, records);
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** CSV (comma, semicolon or tab separated, UTF-8) or XLSX, told apart by content, not by name. */
export async function readCogsFile(buffer: Buffer): Promise<CogsFileResult> {
  if (buffer.length === 0) return unreadable('The file is empty.');
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) return readXlsx(buffer);
  if (buffer.subarray(0, 4).equals(OLE_MAGIC))
    return unreadable('Old Excel .xls files are not supported: save the file as .xlsx or .csv.');
  return readCsv(buffer);
}
