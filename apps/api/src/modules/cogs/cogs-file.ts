// Reads an uploaded cost-of-goods file, CSV or XLSX, into raw rows. Columns
// are found by header name (case, spaces, '-' and '_' ignored), so their
// order and any extra columns do not matter. It runs in a worker thread
// (cogs-file.worker.ts), so it imports nothing heavy at run time: the columns
// and limits come in `rules`.
import type { TCogsRowError } from '@brandlens/contracts';
import { parse } from 'csv-parse/sync';
import { readXlsxRows, XlsxLimitError, type XlsxCell } from '../../platform/files/xlsx-rows.ts';
import type { CellValue, CogsColumnNames, RawCogsRow } from './cogs-rows.ts';

export interface CogsFileRules {
  /** The header names, as the template writes them. */
  columns: readonly string[];
  /** Rows with a value under the header. */
  maxRows: number;
  /** An XLSX workbook's parts once unzipped, all together. */
  maxUncompressedBytes: number;
}

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
const formatCount = (count: number) => count.toLocaleString('en-US');
const tooManyRows = (rules: CogsFileRules) =>
  unreadable(
    `The file has more than ${formatCount(rules.maxRows)} rows; split it into files of at most ${formatCount(rules.maxRows)} rows.`,
  );

/** Maps each field to its column index, or lists the missing columns as row-1 errors. */
function locateColumns(
  header: readonly string[],
  columnNames: readonly string[],
): CogsFileResult | { index: Record<keyof CogsColumnNames, number> } {
  const index: Partial<Record<keyof CogsColumnNames, number>> = {};
  header.forEach((cell, position) => {
    const field = FIELD_OF_HEADER[headerKey(cell)];
    if (field && index[field] === undefined) index[field] = position;
  });
  const missing = columnNames.filter(
    (column) => index[FIELD_OF_HEADER[headerKey(column)] as keyof CogsColumnNames] === undefined,
  );
  if (missing.length > 0) {
    return {
      ok: false,
      message: `The file needs the columns ${columnNames.join(', ')} in its first row.`,
      errors: missing.map((column) => ({ row: 1, column, reason: 'column is missing' })),
    };
  }
  return { index: index as Record<keyof CogsColumnNames, number> };
}

class TooManyRows extends Error {}

/**
 * Collects rows as the file is read: the first row is the header, blank rows
 * are skipped, and the row past the limit stops the reading.
 */
function rowCollector(rules: CogsFileRules) {
  let located: ReturnType<typeof locateColumns> | undefined;
  let header: string[] = [];
  const rows: RawCogsRow[] = [];
  return {
    add(row: number, cells: readonly CellValue[]) {
      if (!cells.some((cell) => cell !== null && cell !== undefined && String(cell).trim() !== '')) return;
      if (!located) {
        header = cells.map((cell) => (cell instanceof Date ? cell.toISOString() : String(cell ?? '')));
        located = locateColumns(header, rules.columns);
        return;
      }
      if ('ok' in located) return;
      if (rows.length === rules.maxRows) throw new TooManyRows();
      const { index } = located;
      rows.push({
        row,
        sku: cells[index.sku],
        unitLandedCost: cells[index.unitLandedCost],
        currency: cells[index.currency],
        validFrom: cells[index.validFrom],
      });
    },
    result(): CogsFileResult {
      if (!located) return unreadable('The file is empty.');
      if ('ok' in located) return located;
      if (rows.length === 0) return unreadable('The file has no rows under its header.');
      const columns = Object.fromEntries(
        Object.entries(located.index).map(([field, position]) => [field, (header[position] as string).trim()]),
      ) as CogsColumnNames;
      return { ok: true, rows, columns };
    },
  };
}

function readCsv(buffer: Buffer, rules: CogsFileRules): CogsFileResult {
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
  const collector = rowCollector(rules);
  try {
    parse(content, {
      bom: true,
      delimiter,
      relax_column_count: true,
      // Each record is handed over as it is parsed, with the line it ends on, and not kept (null drops it).
      on_record: (record, context) => {
        collector.add(context.lines, record);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof TooManyRows) return tooManyRows(rules);
    return unreadable(`The CSV file cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  return collector.result();
}

async function readXlsx(buffer: Buffer, rules: CogsFileRules): Promise<CogsFileResult> {
  const collector = rowCollector(rules);
  // The header and the rows under it; the row after those stops the reading.
  const limits = { maxUncompressedBytes: rules.maxUncompressedBytes, maxRows: rules.maxRows + 1 };
  try {
    await readXlsxRows(buffer, limits, (row, cells: XlsxCell[]) => collector.add(row, cells));
  } catch (error) {
    if (error instanceof TooManyRows) return tooManyRows(rules);
    if (!(error instanceof XlsxLimitError)) throw error;
    if (error.reason === 'too-many-rows') return tooManyRows(rules);
    if (error.reason === 'too-large') {
      const megabytes = Math.round(rules.maxUncompressedBytes / 1_048_576);
      return unreadable(
        `The workbook is larger than ${megabytes} MB once unpacked; keep only the cost columns, or save it as CSV, and upload it again.`,
      );
    }
    return unreadable('The XLSX workbook cannot be read.');
  }
  return collector.result();
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** CSV (comma, semicolon or tab separated, UTF-8) or XLSX, told apart by content, not by name. */
export async function readCogsFile(buffer: Buffer, rules: CogsFileRules): Promise<CogsFileResult> {
  if (buffer.length === 0) return unreadable('The file is empty.');
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) return readXlsx(buffer, rules);
  if (buffer.subarray(0, 4).equals(OLE_MAGIC))
    return unreadable('Old Excel .xls files are not supported: save the file as .xlsx or .csv.');
  return readCsv(buffer, rules);
}
