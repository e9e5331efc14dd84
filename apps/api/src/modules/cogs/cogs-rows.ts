// Checks cost-of-goods rows, from JSON or a file, all at once: every bad cell
// is reported with its row and column, so a seller fixes a file in one pass.
import { isConvertibleCurrency, type TCogsRowError } from '@brandlens/contracts';
import { isIsoDate } from '@brandlens/reporting-core';

export type CellValue = string | number | Date | null | undefined;

export interface RawCogsRow {
  /** 1-based position in the list, or the line of the file. */
  row: number;
  sku: CellValue;
  unitLandedCost: CellValue;
  currency: CellValue;
  validFrom: CellValue;
}

/** The column names used in errors: JSON field names or the headers as written in the file. */
export type CogsColumnNames = Record<'sku' | 'unitLandedCost' | 'currency' | 'validFrom', string>;

export const JSON_COLUMNS: CogsColumnNames = {
  sku: 'sku',
  unitLandedCost: 'unitLandedCost',
  currency: 'currency',
  validFrom: 'validFrom',
};

export interface CogsEntry {
  sku: string;
  unitLandedCost: string;
  currency: string;
  validFrom: string;
}

const MAX_SKU_LENGTH = 200;
const MAX_WHOLE_DIGITS = 14;
const MAX_FRACTION_DIGITS = 4;

type Checked = { ok: true; value: string } | { ok: false; reason: string };
const ok = (value: string): Checked => ({ ok: true, value });
const bad = (reason: string): Checked => ({ ok: false, reason });

function text(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value).trim();
}

function checkSku(value: CellValue): Checked {
  const sku = text(value);
  if (sku === '') return bad('is empty');
  // PostgreSQL text cannot hold it; a JSON body never gets here with one (nul-characters.ts), a file cell can.
  if (sku.includes('\u0000')) return bad('must not contain NUL characters');
  if (sku.length > MAX_SKU_LENGTH) return bad(`is longer than ${MAX_SKU_LENGTH} characters`);
  return ok(sku);
}

/** A non-negative decimal with at most 4 places, kept exactly as written (a lone decimal comma is accepted). */
function checkCost(value: CellValue): Checked {
  if (value instanceof Date) return bad('must be a number such as 12.50, not a date');
  if (typeof value === 'number' && !Number.isFinite(value)) return bad('must be a number such as 12.50');
  const written = text(value);
  if (written === '') return bad('is empty');
  const normalised = /^-?\d+,\d+$/.test(written) ? written.replace(',', '.') : written;
  if (/^-\d+(\.\d+)?$/.test(normalised)) return bad('must not be negative');
  const match = /^(\d+)(?:\.(\d+))?$/.exec(normalised);
  if (!match) return bad(`"${written}" is not a number such as 12.50`);
  const whole = (match[1] as string).replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > MAX_FRACTION_DIGITS) return bad(`has more than ${MAX_FRACTION_DIGITS} decimal places`);
  if (whole.length > MAX_WHOLE_DIGITS) return bad('is too large');
  return ok(fraction ? `${whole}.${fraction}` : whole);
}

function checkCurrency(value: CellValue): Checked {
  const code = text(value).toUpperCase();
  if (code === '') return bad('is empty');
  if (!isConvertibleCurrency(code))
    return bad(`"${text(value)}" is not a supported currency (one of the 47 reporting currencies, EGP or SAR)`);
  return ok(code);
}

function checkDate(value: CellValue): Checked {
  const date = text(value);
  if (date === '') return bad('is empty');
  if (!isIsoDate(date)) return bad(`"${date}" is not a date written YYYY-MM-DD`);
  return ok(date);
}

export type CogsRowsResult = { ok: true; entries: CogsEntry[] } | { ok: false; errors: TCogsRowError[] };

/** Valid entries when every row is valid; otherwise every error, so that nothing is stored. */
export function checkCogsRows(rows: readonly RawCogsRow[], columns: CogsColumnNames): CogsRowsResult {
  const errors: TCogsRowError[] = [];
  const entries: CogsEntry[] = [];
  const firstRowOf = new Map<string, number>();
  for (const raw of rows) {
    const checks = {
      sku: checkSku(raw.sku),
      unitLandedCost: checkCost(raw.unitLandedCost),
      currency: checkCurrency(raw.currency),
      validFrom: checkDate(raw.validFrom),
    };
    let valid = true;
    for (const [field, check] of Object.entries(checks) as Array<[keyof CogsColumnNames, Checked]>) {
      if (check.ok) continue;
      valid = false;
      errors.push({ row: raw.row, column: columns[field], reason: check.reason });
    }
    if (!valid || !checks.sku.ok || !checks.unitLandedCost.ok || !checks.currency.ok || !checks.validFrom.ok) continue;
    const key = `${checks.sku.value}\u0000${checks.validFrom.value}`;
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      errors.push({ row: raw.row, column: columns.sku, reason: `repeats the sku and valid from of row ${first}` });
      continue;
    }
    firstRowOf.set(key, raw.row);
    entries.push({
      sku: checks.sku.value,
      unitLandedCost: checks.unitLandedCost.value,
      currency: checks.currency.value,
      validFrom: checks.validFrom.value,
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, entries };
}

export function describeRowError(error: TCogsRowError): string {
  return error.row > 0 ? `Row ${error.row}, ${error.column}: ${error.reason}` : `${error.column}: ${error.reason}`;
}
