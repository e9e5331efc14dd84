// Amazon's FBA customer returns report (GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA),
// synced or downloaded from Seller Central: one tab-separated row per returned
// license plate of an order line, with why the customer sent it back and what
// the fulfilment centre found. Columns are looked up by header name (older
// reports lack license-plate-number and customer-comments); a repeated header
// row is skipped like a blank line.
import { cleanLine, readFlatFileLine, splitCells, type FlatFileHeader } from '../settlement/settlement-format.ts';
import { parseSettlementDate } from '../settlement/settlement-dates.ts';

export const FBA_CUSTOMER_RETURNS_REPORT_TYPE = 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA';

export const FBA_CUSTOMER_RETURNS_COLUMNS = [
  'return-date',
  'order-id',
  'sku',
  'asin',
  'fnsku',
  'product-name',
  'quantity',
  'fulfillment-center-id',
  'detailed-disposition',
  'reason',
  'status',
  'license-plate-number',
  'customer-comments',
] as const;

const REQUIRED_COLUMNS = ['return-date', 'order-id', 'sku', 'quantity'] as const;

/** Longer cells are not this report's (Amazon's ids are short; comments are a few hundred characters). */
const MAX_ID_LENGTH = 200;
const MAX_TEXT_LENGTH = 4000;

export interface FbaCustomerReturnRow {
  line: number;
  /** ISO instant. */
  returnedAt: string;
  orderId: string;
  sku: string;
  /** '' when the report gives none. */
  licensePlateNumber: string;
  quantity: number;
  asin: string | null;
  fnsku: string | null;
  productName: string | null;
  fulfillmentCenterId: string | null;
  detailedDisposition: string | null;
  reason: string | null;
  status: string | null;
  customerComments: string | null;
}

export type FbaCustomerReturnsHeaderResult = { ok: true; header: FlatFileHeader } | { ok: false; reason: string };

export const NOT_CUSTOMER_RETURNS_REASON =
  'This is not an FBA customer returns report: the first line must be its header (tab-separated, with return-date, order-id, sku, quantity, reason, ...)';

const headerCells = (line: string) => splitCells(cleanLine(line)).map((cell) => cell.toLowerCase());

/** Whether a header line is meant as this report's (its return-date column, or order-id with detailed-disposition). */
export function isCustomerReturnsHeader(line: string): boolean {
  const cells = headerCells(line);
  return cells.includes('return-date') || (cells.includes('order-id') && cells.includes('detailed-disposition'));
}

export function readCustomerReturnsHeader(line: string): FbaCustomerReturnsHeaderResult {
  if (!isCustomerReturnsHeader(line)) return { ok: false, reason: NOT_CUSTOMER_RETURNS_REASON };
  const cells = headerCells(line);
  const columns = new Map<string, number>();
  cells.forEach((name, index) => {
    if (name && !columns.has(name)) columns.set(name, index);
  });
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    return {
      ok: false,
      reason: `The FBA customer returns report lacks the column(s) ${missing.join(', ')}: download the report again from Seller Central`,
    };
  }
  return { ok: true, header: { columns, width: cells.length, signature: cells.join('\t') } };
}

export type ParsedCustomerReturnsLine =
  { kind: 'skip' } | { kind: 'row'; row: FbaCustomerReturnRow } | { kind: 'error'; line: number; reason: string };

function checkId(name: string, value: string): string | undefined {
  if (!value) return `${name} is empty`;
  if (value.length > MAX_ID_LENGTH)
    return `${name} "${value.slice(0, 20)}…" is longer than ${MAX_ID_LENGTH} characters`;
  return undefined;
}

export function parseCustomerReturnsLine(
  header: FlatFileHeader,
  text: string,
  line: number,
): ParsedCustomerReturnsLine {
  const read = readFlatFileLine(header, text, line);
  if (read.kind !== 'cells') return read;
  const { cell } = read;
  const error = (reason: string): ParsedCustomerReturnsLine => ({ kind: 'error', line, reason });
  const returnDate = cell('return-date');
  if (!returnDate) return error('return-date is empty');
  const returnedAt = parseSettlementDate(returnDate);
  if (!returnedAt.ok) return error(`return-date: ${returnedAt.reason}`);
  const orderId = cell('order-id');
  const sku = cell('sku');
  const licensePlateNumber = cell('license-plate-number');
  const idProblem =
    checkId('order-id', orderId) ??
    checkId('sku', sku) ??
    (licensePlateNumber ? checkId('license-plate-number', licensePlateNumber) : undefined);
  if (idProblem) return error(idProblem);
  const quantityText = cell('quantity');
  if (!/^\d{1,6}$/.test(quantityText) || Number(quantityText) < 1)
    return error(`quantity "${quantityText.slice(0, 20)}" is not a whole number of units (1 or more)`);
  const optional = (name: string) => {
    const value = cell(name);
    return value ? value.slice(0, MAX_TEXT_LENGTH) : null;
  };
  return {
    kind: 'row',
    row: {
      line,
      returnedAt: returnedAt.value,
      orderId,
      sku,
      licensePlateNumber,
      quantity: Number(quantityText),
      asin: optional('asin'),
      fnsku: optional('fnsku'),
      productName: optional('product-name'),
      fulfillmentCenterId: optional('fulfillment-center-id'),
      detailedDisposition: optional('detailed-disposition'),
      reason: optional('reason'),
      status: optional('status'),
      customerComments: optional('customer-comments'),
    },
  };
}

/** The key a return is stored under: a report read twice, or overlapping windows, store each return once. */
export const customerReturnKey = (
  row: Pick<FbaCustomerReturnRow, 'orderId' | 'sku' | 'licensePlateNumber' | 'returnedAt'>,
) => `${row.orderId}\t${row.sku}\t${row.licensePlateNumber}\t${row.returnedAt}`;
