// The two settlement flat-file layouts (SOURCES.md §9.1, §9.2). Columns are
// looked up by header name, so column order and the optional promotion-id
// (V2) or promotion columns (V1) do not matter.

export type SettlementFormat = 'settlement_v2' | 'settlement_v1';

/** The first twelve columns, the same in both layouts. */
const SHARED_LEADING_COLUMNS = [
  'settlement-id',
  'settlement-start-date',
  'settlement-end-date',
  'deposit-date',
  'total-amount',
  'currency',
  'transaction-type',
  'order-id',
  'merchant-order-id',
  'adjustment-id',
  'shipment-id',
  'marketplace-name',
] as const;

export const V2_COLUMNS = [
  ...SHARED_LEADING_COLUMNS,
  'amount-type',
  'amount-description',
  'amount',
  'fulfillment-id',
  'posted-date',
  'posted-date-time',
  'order-item-code',
  'merchant-order-item-id',
  'merchant-adjustment-item-id',
  'sku',
  'quantity-purchased',
  'promotion-id',
] as const;

export const V1_COLUMNS = [
  ...SHARED_LEADING_COLUMNS,
  'shipment-fee-type',
  'shipment-fee-amount',
  'order-fee-type',
  'order-fee-amount',
  'fulfillment-id',
  'posted-date',
  'order-item-code',
  'merchant-order-item-id',
  'merchant-adjustment-item-id',
  'sku',
  'quantity-purchased',
  'price-type',
  'price-amount',
  'item-related-fee-type',
  'item-related-fee-amount',
  'misc-fee-amount',
  'other-fee-amount',
  'other-fee-reason-description',
  'promotion-id',
  'promotion-type',
  'promotion-amount',
  'direct-payment-type',
  'direct-payment-amount',
  'other-amount',
] as const;

const COMMON_REQUIRED = [
  'settlement-id',
  'settlement-start-date',
  'settlement-end-date',
  'total-amount',
  'currency',
  'transaction-type',
] as const;
const V2_REQUIRED = [...COMMON_REQUIRED, 'amount-type', 'amount-description', 'amount'] as const;
const V1_REQUIRED = [...COMMON_REQUIRED, 'price-type', 'price-amount'] as const;

export interface SettlementHeader {
  format: SettlementFormat;
  /** Column name → index in the row. */
  columns: ReadonlyMap<string, number>;
  width: number;
  /** The header line as read (without BOM, CR and trailing blanks), to recognise a repeated header. */
  signature: string;
}

const BOM = '\uFEFF';

/** Whether trim() could change a string that starts or ends with this character: ASCII controls, space and anything non-ASCII. */
const mayBeBlank = (code: number) => code <= 32 || code >= 127;

export function splitCells(line: string): string[] {
  const cells = line.split('\t');
  // Most cells have nothing to trim: trim() is called only on those whose ends could be blank.
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index] ?? '';
    if (cell.length > 0 && (mayBeBlank(cell.charCodeAt(0)) || mayBeBlank(cell.charCodeAt(cell.length - 1))))
      cells[index] = cell.trim();
  }
  return cells;
}

/** Strips a BOM and a trailing CR; a flat-file line is otherwise used as is. */
export function cleanLine(line: string): string {
  const withoutBom = line.startsWith(BOM) ? line.slice(1) : line;
  return withoutBom.endsWith('\r') ? withoutBom.slice(0, -1) : withoutBom;
}

/** What a tab-separated report's data line needs of its header (settlements and orders reports alike). */
export interface FlatFileHeader {
  columns: ReadonlyMap<string, number>;
  width: number;
  signature: string;
}

export type FlatFileLine =
  | { kind: 'skip' }
  | { kind: 'error'; line: number; reason: string }
  /** `cell(name)`: the trimmed cell of that column, '' when the header has no such column. */
  | { kind: 'cells'; cell: (name: string) => string };

/**
 * One data line of a tab-separated report: blank lines and a repeated header
 * are skipped; a NUL character, or non-empty cells beyond the header's width,
 * are errors of that line.
 */
export function readFlatFileLine(header: FlatFileHeader, text: string, line: number): FlatFileLine {
  const read = readFlatFileCells(header, text, line);
  if (read.kind !== 'cells') return read;
  const { cells } = read;
  return {
    kind: 'cells',
    cell: (name) => {
      const index = header.columns.get(name);
      return index === undefined ? '' : (cells[index] ?? '');
    },
  };
}

/** readFlatFileLine's checks, answering the trimmed cells in the header's column order. */
export function readFlatFileCells(
  header: FlatFileHeader,
  text: string,
  line: number,
): Exclude<FlatFileLine, { kind: 'cells' }> | { kind: 'cells'; cells: string[] } {
  const cleaned = cleanLine(text);
  if (cleaned.trim() === '') return { kind: 'skip' };
  if (cleaned.includes('\u0000'))
    return { kind: 'error', line, reason: 'the line contains a NUL character (is this a binary file?)' };
  const cells = splitCells(cleaned);
  if (repeatsHeader(cells, header.signature)) return { kind: 'skip' };
  if (cells.length > header.width && cells.slice(header.width).some((cell) => cell !== '')) {
    return { kind: 'error', line, reason: `the line has ${cells.length} columns, the header has ${header.width}` };
  }
  return { kind: 'cells', cells };
}

/** A header line repeated in the data; the first cell is compared first, as a data line almost never starts like the header. */
function repeatsHeader(cells: string[], signature: string): boolean {
  const first = (cells[0] ?? '').toLowerCase();
  if (!signature.startsWith(first)) return false;
  if (signature.length !== first.length && signature.charCodeAt(first.length) !== 9) return false;
  return cells.join('\t').toLowerCase() === signature;
}

export type HeaderResult = { ok: true; header: SettlementHeader } | { ok: false; reason: string };

export function readSettlementHeader(line: string): HeaderResult {
  const cells = splitCells(cleanLine(line)).map((cell) => cell.toLowerCase());
  const columns = new Map<string, number>();
  cells.forEach((name, index) => {
    if (name && !columns.has(name)) columns.set(name, index);
  });
  const format: SettlementFormat | undefined = columns.has('amount-type')
    ? 'settlement_v2'
    : columns.has('price-type')
      ? 'settlement_v1'
      : undefined;
  if (!columns.has('settlement-id') || !format) {
    return {
      ok: false,
      reason:
        'This is not a settlement flat file: the first line must be the header of a Flat File V2 or V1 settlement report (tab-separated, with settlement-id, amount-type, amount, ...)',
    };
  }
  const required = format === 'settlement_v2' ? V2_REQUIRED : V1_REQUIRED;
  const missing = required.filter((name) => !columns.has(name));
  if (missing.length > 0) return { ok: false, reason: `The header lacks the column(s) ${missing.join(', ')}` };
  return { ok: true, header: { format, columns, width: cells.length, signature: cells.join('\t') } };
}
