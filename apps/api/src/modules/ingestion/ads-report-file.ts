// Reads the rows of an advertising console report, CSV (comma, semicolon or
// tab separated, UTF-8) or XLSX (first sheet), told apart by content, not by
// name. CSV is parsed as it streams from disk; a workbook is read whole (the
// zip needs its directory), within a budget. Blank rows are skipped; each row
// keeps its line (CSV) or row number (XLSX) for the messages.
import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { readXlsxRows, XlsxLimitError, type XlsxCell } from '../../platform/files/xlsx-rows.ts';
import { readFirstLine } from './file-lines.ts';

export interface CellRow {
  /** 1-based line of the CSV file, or row of the sheet. */
  line: number;
  cells: XlsxCell[];
}

/** Enough for a year of daily search terms; a larger report is split by period. */
export const MAX_AD_REPORT_ROWS = 1_000_000;
const MAX_WORKBOOK_BYTES = 256 * 1024 ** 2;
const MAX_WORKBOOK_UNPACKED_BYTES = 1024 ** 3;

export class AdReportFileError extends Error {
  readonly line: number | null;
  readonly reason: string;
  constructor(line: number | null, reason: string) {
    super(reason);
    this.name = 'AdReportFileError';
    this.line = line;
    this.reason = reason;
  }
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** 'xlsx', 'xls' (refused) or 'text', from the first bytes. */
export async function fileFormatOf(path: string): Promise<'xlsx' | 'xls' | 'text'> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    if (head.equals(ZIP_MAGIC)) return 'xlsx';
    return head.equals(OLE_MAGIC) ? 'xls' : 'text';
  } finally {
    await handle.close();
  }
}

const OLD_EXCEL = 'Old Excel .xls files are not read: save the report as .xlsx or .csv and upload it again.';
const tooManyRows = () =>
  new AdReportFileError(
    null,
    `The report has more than ${MAX_AD_REPORT_ROWS.toLocaleString('en-US')} rows: download it again for a shorter period and upload each part.`,
  );

/** The separator of a CSV header line: the one that splits it most. */
const delimiterOf = (line: string): string =>
  [',', ';', '\t'].reduce((best, candidate) =>
    line.split(candidate).length > line.split(best).length ? candidate : best,
  );

const hasValue = (cells: readonly XlsxCell[]) =>
  cells.some((cell) => cell !== null && cell !== undefined && String(cell).trim() !== '');

async function readWorkbook(path: string, maxRows: number, onRow: (row: CellRow) => void): Promise<void> {
  if ((await stat(path)).size > MAX_WORKBOOK_BYTES) {
    throw new AdReportFileError(
      null,
      `The workbook is larger than ${MAX_WORKBOOK_BYTES / 1024 ** 2} MB: download the report as CSV, or for a shorter period, and upload it again.`,
    );
  }
  const archive = await readFile(path);
  const limits = { maxUncompressedBytes: MAX_WORKBOOK_UNPACKED_BYTES, maxRows };
  try {
    await readXlsxRows(archive, limits, (line, cells) => onRow({ line, cells }));
  } catch (error) {
    if (!(error instanceof XlsxLimitError)) throw error;
    if (error.reason === 'too-many-rows') throw tooManyRows();
    if (error.reason === 'too-large')
      throw new AdReportFileError(null, 'The workbook is too large once unpacked: download the report as CSV.');
    throw new AdReportFileError(null, 'The XLSX workbook cannot be read; download the report again.');
  }
}

async function readCsv(path: string, onRow: (row: CellRow) => void): Promise<void> {
  const delimiter = delimiterOf(await readFirstLine(path));
  const parser = createReadStream(path).pipe(
    parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: true, info: true }),
  );
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!hasValue(record)) continue;
      rows += 1;
      if (rows > MAX_AD_REPORT_ROWS + 1) throw tooManyRows();
      onRow({ line: info.lines, cells: record });
    }
  } catch (error) {
    if (error instanceof AdReportFileError) throw error;
    const line = (error as { lines?: unknown }).lines;
    throw new AdReportFileError(
      typeof line === 'number' ? line : null,
      `The CSV file cannot be read: ${(error as Error).message}`,
    );
  } finally {
    parser.destroy();
  }
}

/** Every row with a value, the header first; throws AdReportFileError for a file that cannot be read. */
export async function readAdReportRows(path: string, onRow: (row: CellRow) => void): Promise<void> {
  const format = await fileFormatOf(path);
  if (format === 'xls') throw new AdReportFileError(null, OLD_EXCEL);
  if (format === 'xlsx') await readWorkbook(path, MAX_AD_REPORT_ROWS + 1, onRow);
  else await readCsv(path, onRow);
}

/** The header row of a report (its first row with a value), for the upload to tell the report; undefined when none. */
export async function readAdReportHeaderRow(path: string): Promise<XlsxCell[] | undefined> {
  const format = await fileFormatOf(path);
  if (format === 'xls') throw new AdReportFileError(null, OLD_EXCEL);
  if (format === 'text') {
    const line = await readFirstLine(path);
    try {
      const [record] = parseSync(line, { delimiter: delimiterOf(line), relax_quotes: true, relax_column_count: true });
      return (record as string[] | undefined) ?? undefined;
    } catch {
      return line.split(delimiterOf(line));
    }
  }
  let header: XlsxCell[] | undefined;
  try {
    // The row after the header stops the reading.
    await readWorkbook(path, 1, (row) => {
      header = row.cells;
    });
  } catch (error) {
    if (!(error instanceof AdReportFileError && header)) throw error;
  }
  return header;
}
